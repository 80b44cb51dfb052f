/**
 * Properties of the player projection (issue 6): for random campaign states, what players receive
 * never holds anything hidden. The generated states (tests/helpers/arbitraries.ts) give every id, name,
 * trait and note a distinctive text, so "the projection's JSON contains it" finds a leak and nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeScene, CampaignState, type Axial } from '@shared/model/campaign';
import { PlayerCombatant, PlayerView, toPlayerView } from '@shared/view/playerView';
import { campaignState } from '../../../helpers/arbitraries';

/**
 * Enough runs to meet every risky mix many times (a hidden combatant on the current turn, a wall deep in
 * a hidden zone, a public entry naming a hidden id: each in a quarter or more of states); a few seconds.
 */
const RUNS = { numRuns: 200 };

const hexKey = (h: Axial): string => `${h.q},${h.r}`;

/** The strings in `secrets` that occur in the projection's JSON (empty when nothing leaked). */
function leaked(state: CampaignState, secrets: Iterable<string>): string[] {
  const json = JSON.stringify(toPlayerView(state));
  return [...secrets].filter((s) => json.includes(s));
}

function hiddenCombatants(state: CampaignState): CampaignState['combatants'] {
  return state.combatants.filter((c) => c.hidden);
}

/** Tokens players must not know of, in any scene: hidden ones, and those of hidden or missing combatants. */
function hiddenTokenIds(state: CampaignState): string[] {
  const shown = new Set(state.combatants.filter((c) => !c.hidden).map((c) => c.id));
  return state.scenes.flatMap((s) =>
    s.tokens.filter((t) => t.hidden || !shown.has(t.combatantId)).map((t) => t.id),
  );
}

/** The hexes of the active scene's shown zones: the only hexes players see. */
function shownHexes(state: CampaignState): Set<string> {
  return new Set(
    activeScene(state)
      .map.zones.filter((z) => !z.hidden)
      .flatMap((z) => z.hexes.map(hexKey)),
  );
}

describe('player projection properties', () => {
  it('generates only valid campaign states', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        expect(CampaignState.safeParse(state).error).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('validates against the PlayerView schema, with no keys beyond it', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const view = toPlayerView(state);
        // zod strips unknown keys, so equality after parsing proves there are none (outside log data,
        // which the schema lets through and the log property checks).
        expect(PlayerView.parse(view)).toStrictEqual(view);
      }),
      RUNS,
    );
  });

  it("never contains a hidden combatant's id, name, conditions or weapons", () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const secrets = hiddenCombatants(state).flatMap((c) => [
          c.id,
          c.name,
          ...c.conditions.map((k) => k.key),
          ...c.weapons.flatMap((w) => [w.id, w.name]),
        ]);
        expect(leaked(state, secrets)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never contains a hidden token id, and shows tokens only on shown hexes', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        expect(leaked(state, hiddenTokenIds(state))).toEqual([]);
        const shown = shownHexes(state);
        const sceneTokens = new Map(activeScene(state).tokens.map((t) => [t.id, t]));
        for (const t of toPlayerView(state).scene.tokens) {
          expect(shown.has(hexKey(t.hex))).toBe(true);
          // Only the active scene's own tokens, where they really are.
          expect(sceneTokens.get(t.id)?.hex).toEqual(t.hex);
        }
      }),
      RUNS,
    );
  });

  it("never contains a hidden zone's id, name or traits, nor any unrevealed trait", () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const zones = state.scenes.flatMap((s) => s.map.zones);
        const secrets = [
          ...zones.filter((z) => z.hidden).flatMap((z) => [z.id, z.name, ...z.traits.map((t) => t.kind)]),
          ...zones.flatMap((z) =>
            z.traits
              .filter((t) => z.hidden || !t.revealed)
              .flatMap((t) => [t.kind, ...(t.label ? [t.label] : [])]),
          ),
        ];
        expect(leaked(state, secrets)).toEqual([]);
        const view = toPlayerView(state);
        expect(view.scene.map.zones.map((z) => z.id)).toEqual(
          activeScene(state)
            .map.zones.filter((z) => !z.hidden)
            .map((z) => z.id),
        );
      }),
      RUNS,
    );
  });

  it('never contains GM notes (campaign, scene, zone, combatant, library)', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const notes = [
          state.gmNotes,
          ...state.scenes.flatMap((s) => [s.gmNotes, ...s.map.zones.map((z) => z.gmNotes)]),
          ...state.combatants.map((c) => c.gmNotes),
          ...state.npcLibrary.flatMap((c) => [c.gmNotes, c.name]),
        ];
        expect(leaked(state, notes)).toEqual([]);
        expect(JSON.stringify(toPlayerView(state))).not.toContain('gmNotes');
      }),
      RUNS,
    );
  });

  it("gives no one's attributes or resources: combatant entries hold only the allowed keys", () => {
    const allowed = Object.keys(PlayerCombatant.shape).sort();
    fc.assert(
      fc.property(campaignState, (state) => {
        const view = toPlayerView(state);
        for (const c of view.encounter.order) {
          expect(Object.keys(c).sort()).toEqual(allowed);
          if (!state.settings.playerWoundWords) expect(c.woundWord).toBeNull();
          // Only public conditions, by key.
          const source = state.combatants.find((x) => x.id === c.id);
          expect(c.conditions).toEqual(source?.conditions.filter((k) => k.public).map((k) => k.key));
        }
        for (const t of view.scene.tokens)
          expect(Object.keys(t).sort()).toEqual(['combatantId', 'hex', 'id', 'kind', 'name']);
        // The generated attribute and resource names beside the system's own are distinctive: not one appears.
        const statKeys = state.combatants.flatMap((c) => [
          ...Object.keys(c.attributes),
          ...Object.keys(c.resources),
        ]);
        expect(
          leaked(
            state,
            statKeys.filter((k) => k.startsWith('attr') || k.startsWith('res')),
          ),
        ).toEqual([]);
      }),
      RUNS,
    );
  });

  it('gives only public log entries that mention nothing hidden', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const bySeq = new Map(state.log.map((e) => [e.seq, e]));
        for (const e of toPlayerView(state).log) expect(bySeq.get(e.seq)?.public).toBe(true);
        // GM-only generated entries carry a distinctive `secret`; public ones name hidden ids too, which
        // the other properties look for in the whole JSON.
        const secrets = state.log.flatMap((e) => (e.public ? [] : [String(e.data.secret)]));
        expect(leaked(state, secrets)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('shows only walls that touch a shown hex', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const shown = shownHexes(state);
        for (const w of toPlayerView(state).scene.map.walls)
          expect(shown.has(hexKey(w.a)) || shown.has(hexKey(w.b))).toBe(true);
      }),
      RUNS,
    );
  });

  it('hides the current turn and the acted list when they are a hidden combatant', () => {
    fc.assert(
      fc.property(campaignState, (state) => {
        const { encounter } = toPlayerView(state);
        const visible = new Set(state.combatants.filter((c) => !c.hidden).map((c) => c.id));
        if (encounter.currentId !== null) expect(visible.has(encounter.currentId)).toBe(true);
        for (const id of encounter.acted) expect(visible.has(id)).toBe(true);
        expect(encounter.order.every((c) => visible.has(c.id))).toBe(true);
      }),
      RUNS,
    );
  });
});
