/**
 * Where combatants stand on the active scene, for any rule system: a combatant's token, the zone at a
 * hex, the zone under a combatant (cover, elevation and terrain are read from it), who is in contact
 * with whom, and whether a target is within melee reach.
 */
import type { Axial } from '../../hex/axial';
import { meleeReach, type MeleeReach } from '../../map/distance';
import { lineOfSight, type Sight } from '../../map/lineOfSight';
import {
  activeScene,
  type CampaignState,
  type Combatant,
  type Scene,
  type SystemId,
  type Token,
  type Zone,
} from '../../model/campaign';

/** The combatant's token on the active scene, or undefined when it has none there. */
export function tokenOf(state: CampaignState, combatantId: string): Token | undefined {
  return activeScene(state).tokens.find((t) => t.combatantId === combatantId);
}

/**
 * Line of sight between two combatants' tokens on the active scene (map/lineOfSight.ts); null when either
 * has no token there (then no rule can ask the map).
 */
export function sightBetween(state: CampaignState, fromId: string, toId: string): Sight | null {
  const a = tokenOf(state, fromId);
  const b = tokenOf(state, toId);
  return a && b ? lineOfSight(activeScene(state).map, a.hex, b.hex) : null;
}

/** The zone holding `hex` on the scene, or undefined off the map. */
export function zoneAt(scene: Scene, hex: Axial): Zone | undefined {
  return scene.map.zones.find((z) => z.hexes.some((h) => h.q === hex.q && h.r === hex.r));
}

/** The zone under a combatant's token on the active scene (undefined: no token, or off the map). */
export function zoneOf(state: CampaignState, c: Combatant): Zone | undefined {
  const t = tokenOf(state, c.id);
  return t ? zoneAt(activeScene(state), t.hex) : undefined;
}

/**
 * Melee reach in metres per system, the distance within which a melee blow lands:
 * - IRT-MEL-1 / IRT-RNG-3: the target must be Bredvid; project's reading: within 2 m (arm's length);
 * - D20-ATK-2 (project's reading): melee needs adjacent tokens, on the game's 2 m steps;
 * - OMN-ACT-1: a melee blow reaches "whoever comes within reach"; project's reading: 2 m;
 * - EXP-ATK-1: melee reaches targets within 2 m.
 * Where a scene's hexes are larger than this (10 m hexes), combatants reach each other only in contact.
 */
export const MELEE_REACH_METRES: Readonly<Record<SystemId, number>> = {
  irt: 2,
  d20: 2,
  omnimodus: 2,
  expanse: 2,
};

/** The pairs in contact on a scene (none when absent). */
export function contactsOf(scene: Scene): readonly ContactPair[] {
  return scene.contacts ?? [];
}

/** A pair of combatants in contact (ids; `a` sorts before `b`). */
export interface ContactPair {
  readonly a: string;
  readonly b: string;
}

/** The pair of two combatant ids in its stored order. */
export function contactPair(x: string, y: string): ContactPair {
  return x < y ? { a: x, b: y } : { a: y, b: x };
}

/** True when two combatants are in contact on `scene`. */
export function inContactOn(scene: Scene, x: string, y: string): boolean {
  const p = contactPair(x, y);
  return contactsOf(scene).some((c) => c.a === p.a && c.b === p.b);
}

/** True when two combatants are in contact on the active scene. */
export function inContact(state: CampaignState, x: string, y: string): boolean {
  return inContactOn(activeScene(state), x, y);
}

/** The combatants in contact with `combatantId` on `scene`. */
export function contactsWith(scene: Scene, combatantId: string): string[] {
  return contactsOf(scene).flatMap((c) => (c.a === combatantId ? [c.b] : c.b === combatantId ? [c.a] : []));
}

/**
 * The pairs of `scene` that no longer hold: a token gone (removed, its combatant removed) or the two no
 * longer in one hex (either moved away). The relation means "these two are at arm's length in this hex".
 */
export function brokenContacts(scene: Scene, combatantIds: ReadonlySet<string>): ContactPair[] {
  const hexOf = new Map(scene.tokens.map((t) => [t.combatantId, t.hex]));
  return contactsOf(scene).filter((c) => {
    const ha = hexOf.get(c.a);
    const hb = hexOf.get(c.b);
    return !combatantIds.has(c.a) || !combatantIds.has(c.b) || !ha || !hb || ha.q !== hb.q || ha.r !== hb.r;
  });
}

/**
 * Whether `target` is within `attacker`'s melee reach on the active scene (map/distance.ts
 * `meleeReach`): contact, the same hex at a small scale, or neighbouring hexes at a scale within reach.
 * `from` replaces the attacker's hex (where a Charge ends). Null when either has no token there.
 */
export function meleeReachOf(
  state: CampaignState,
  attacker: Pick<Combatant, 'id'>,
  target: Pick<Combatant, 'id'>,
  from?: Axial,
): MeleeReach | null {
  const scene = activeScene(state);
  const a = from ?? tokenOf(state, attacker.id)?.hex;
  const b = tokenOf(state, target.id)?.hex;
  if (!a || !b) return null;
  // A Charge that ends elsewhere starts no contact from the one it had.
  const contact = from === undefined && inContactOn(scene, attacker.id, target.id);
  return meleeReach(scene.map, a, b, MELEE_REACH_METRES[state.system], contact);
}

/**
 * Who may see a contact event (made or broken): the GM alone when either token or combatant is hidden,
 * so a hidden combatant's id never reaches a public log entry.
 */
export function contactSeen(
  state: CampaignState,
  ...tokens: readonly { hidden: boolean; combatantId: string }[]
): 'public' | 'gm' {
  const hidden = new Set(state.combatants.filter((c) => c.hidden).map((c) => c.id));
  return tokens.some((t) => t.hidden || hidden.has(t.combatantId)) ? 'gm' : 'public';
}
