/**
 * The GM's side of the map model: the active scene with everything in it (hidden zones and tokens
 * marked, wound states and conditions on tokens). Kept apart from model.ts so the players' page does
 * not bundle the rule systems.
 */
import { activeScene, type CampaignState } from '@shared/model/campaign';
import { ruleSystem } from '@shared/rules/registry';
import { contactsWith } from '@shared/rules/core/placement';
import { mapData, type MapData, type MapToken } from './model';

/**
 * The last map made, by the scene map it came from: patches keep unchanged parts the same object
 * (issue 20), so the same map gives the same MapData and the map's static layer is not redrawn for a
 * command that did not touch it.
 */
let lastMap: { from: CampaignState['scenes'][number]['map']; name: string; data: MapData } | null = null;
let lastTokens: { key: readonly unknown[]; data: MapToken[] } | null = null;

/** The GM's active scene (the same object while the scene's map and name are). */
export function mapFromCampaign(state: CampaignState): MapData {
  const scene = activeScene(state);
  const m = scene.map;
  if (lastMap && lastMap.from === m && lastMap.name === scene.name && lastMap.data.system === state.system)
    return lastMap.data;
  const data = buildMap(scene.name, m, state.system);
  lastMap = { from: m, name: scene.name, data };
  return data;
}

function buildMap(
  sceneName: string,
  m: CampaignState['scenes'][number]['map'],
  system: CampaignState['system'],
): MapData {
  return mapData({ sceneName, viewer: 'gm', system }, m, (z) => ({
    traits: z.traits.map((tr) => ({ ...tr })),
    hidden: z.hidden,
  }));
}

/**
 * The GM's tokens on the active scene, with names from their combatants (the same array while the
 * tokens, contacts, combatants and encounter they come from are the same objects).
 */
export function tokensFromCampaign(state: CampaignState): MapToken[] {
  const scene = activeScene(state);
  const key = [scene.tokens, scene.contacts, state.combatants, state.encounter, state.system];
  if (lastTokens && lastTokens.key.every((k, i) => k === key[i])) return lastTokens.data;
  const data = buildTokens(state, scene);
  lastTokens = { key, data };
  return data;
}

function buildTokens(state: CampaignState, scene: CampaignState['scenes'][number]): MapToken[] {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const rules = ruleSystem(state.system);
  const tokenOf = new Map(scene.tokens.map((t) => [t.combatantId, t.id]));
  return scene.tokens.flatMap((tok) => {
    const c = byId.get(tok.combatantId);
    if (!c) return [];
    const word = rules.woundWord(c);
    return [
      {
        id: tok.id,
        combatantId: c.id,
        name: c.name,
        kind: c.kind,
        hex: tok.hex,
        hidden: tok.hidden || c.hidden,
        wound: word === null ? null : { word, severity: rules.woundSeverity?.(c) ?? 0 },
        conditions: c.conditions.map((k) => k.key),
        posture: rules.posture?.(c) ?? null,
        moved: tok.movedThisRound ?? 0,
        contactWith: contactsWith(scene, c.id).flatMap((id) => tokenOf.get(id) ?? []),
        ...(rules.threatenedBy ? { hostileFrom: rules.threatenedBy(state, c) } : {}),
      },
    ];
  });
}
