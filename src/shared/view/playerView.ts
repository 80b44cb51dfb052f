/**
 * The player projection: the one place that decides what players may see. The session computes it
 * in the main process and sends only this to player views, so hidden things never leave the GM's
 * machine (Owlbear Rodeo's legacy sent everything and hid it at render time; we do not).
 *
 * Never included: hidden combatants and their tokens, hidden zones, unrevealed zone traits, any
 * attribute or resource value, exact damage, GM notes, non-public log entries.
 */
import { z } from 'zod';
import { activeScene, MapBackground, type CampaignState } from '../model/campaign';
import { SYSTEMS } from '../rules/systems';

export const PlayerZone = z.object({
  id: z.string(),
  name: z.string(),
  hexes: z.array(z.object({ q: z.number(), r: z.number() })),
  traits: z.array(z.object({ kind: z.string(), level: z.number().optional(), label: z.string().optional() })),
});
export type PlayerZone = z.infer<typeof PlayerZone>;

export const PlayerToken = z.object({
  id: z.string(),
  combatantId: z.string(),
  name: z.string(),
  kind: z.enum(['pc', 'npc']),
  hex: z.object({ q: z.number(), r: z.number() }),
});

export const PlayerCombatant = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['pc', 'npc']),
  woundWord: z.string().nullable(),
  conditions: z.array(z.string()),
});
export type PlayerCombatant = z.infer<typeof PlayerCombatant>;

export const PlayerView = z.object({
  campaignName: z.string(),
  system: z.string(),
  scene: z.object({
    name: z.string(),
    map: z.object({
      orientation: z.enum(['pointy', 'flat']),
      hexSizeMetres: z.number(),
      width: z.number(),
      height: z.number(),
      zones: z.array(PlayerZone),
      walls: z.array(
        z.object({
          a: z.object({ q: z.number(), r: z.number() }),
          b: z.object({ q: z.number(), r: z.number() }),
          door: z.string(),
        }),
      ),
      background: MapBackground.nullable(),
    }),
    tokens: z.array(PlayerToken),
  }),
  encounter: z.object({
    active: z.boolean(),
    round: z.number(),
    order: z.array(PlayerCombatant),
    currentId: z.string().nullable(),
    acted: z.array(z.string()),
    /** D20-INIT-1: a new round has started and initiative is being rolled (no one acts yet). */
    awaitingInitiative: z.boolean().optional(),
  }),
  log: z.array(
    z.object({
      seq: z.number(),
      round: z.number(),
      type: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PlayerView = z.infer<typeof PlayerView>;

/**
 * Map positions and scene ids in log entries: players read "Anton moved", not where to. A move into a
 * fogged zone would otherwise tell them a hex they cannot see, and a scene id names a scene the GM may be
 * preparing. The map itself shows where visible tokens are.
 */
const PLACE_KEYS = new Set(['hex', 'from', 'to', 'sceneId']);

function withoutPlaces(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([k]) => !PLACE_KEYS.has(k)));
}

/** How many public log entries players get. */
const PLAYER_LOG_TAIL = 30;

/**
 * Projects the GM's campaign state to what players may see.
 *
 * Public log entries can name combatants by id; entries that mention a hidden combatant, token or zone
 * are dropped as well, since an id alone could reveal that something is there.
 */
export function toPlayerView(state: CampaignState): PlayerView {
  const scene = activeScene(state);
  const system = SYSTEMS[state.system];
  const visible = new Map(state.combatants.filter((c) => !c.hidden).map((c) => [c.id, c]));
  const hiddenIds = new Set<string>();
  for (const c of state.combatants) if (c.hidden) hiddenIds.add(c.id);
  for (const s of state.scenes) {
    for (const t of s.tokens) if (t.hidden || !visible.has(t.combatantId)) hiddenIds.add(t.id);
    // Hidden zones too: an id tells players the zone exists, and authored ids read like names (the
    // demo's hidden `z-granen`). No public engine event names a zone yet; the property test found the gap.
    for (const z of s.map.zones) if (z.hidden) hiddenIds.add(z.id);
  }

  const zones = scene.map.zones
    .filter((z) => !z.hidden)
    .map((z) => ({
      id: z.id,
      name: z.name,
      hexes: z.hexes.map((h) => ({ q: h.q, r: h.r })),
      traits: z.traits
        .filter((t) => t.revealed)
        .map((t) => ({
          kind: t.kind,
          ...(t.level !== undefined ? { level: t.level } : {}),
          ...(t.label !== undefined ? { label: t.label } : {}),
        })),
    }));
  const shownHexes = new Set(zones.flatMap((z) => z.hexes.map((h) => `${h.q},${h.r}`)));

  const tokens = scene.tokens.flatMap((t) => {
    const c = visible.get(t.combatantId);
    if (!c || t.hidden || !shownHexes.has(`${t.hex.q},${t.hex.r}`)) return [];
    return [{ id: t.id, combatantId: c.id, name: c.name, kind: c.kind, hex: { q: t.hex.q, r: t.hex.r } }];
  });

  const order = state.encounter.order.flatMap((id) => {
    const c = visible.get(id);
    if (!c) return [];
    return [
      {
        id: c.id,
        name: c.name,
        kind: c.kind,
        woundWord: state.settings.playerWoundWords ? system.woundWord(c) : null,
        conditions: c.conditions.filter((k) => k.public).map((k) => k.key),
      },
    ];
  });
  const currentRaw = state.encounter.order[state.encounter.turnIndex];
  const currentId = currentRaw !== undefined && visible.has(currentRaw) ? currentRaw : null;

  const mentionsHidden = (data: Record<string, unknown>): boolean =>
    JSON.stringify(data)
      .split('"')
      .some((part) => hiddenIds.has(part));
  const log = state.log
    .filter((e) => e.public && !mentionsHidden(e.data))
    .slice(-PLAYER_LOG_TAIL)
    .map((e) => ({ seq: e.seq, round: e.round, type: e.type, data: withoutPlaces(e.data) }));

  return {
    campaignName: state.name,
    system: state.system,
    scene: {
      name: scene.name,
      map: {
        orientation: scene.map.orientation,
        hexSizeMetres: scene.map.hexSizeMetres,
        width: scene.map.width,
        height: scene.map.height,
        zones,
        // A wall deep inside fog would draw the outline of a hidden room: only walls touching a shown hex.
        walls: scene.map.walls
          .filter((w) => shownHexes.has(`${w.a.q},${w.a.r}`) || shownHexes.has(`${w.b.q},${w.b.r}`))
          .map((w) => ({ a: w.a, b: w.b, door: w.door })),
        background: scene.map.background,
      },
      tokens,
    },
    encounter: {
      active: state.encounter.active,
      round: state.encounter.round,
      order,
      currentId,
      acted: state.encounter.acted.filter((id) => visible.has(id)),
      ...(state.encounter.awaitingInitiative ? { awaitingInitiative: true } : {}),
    },
    log,
  };
}
