/**
 * Where combatants stand and what the ground there does (D20-POS-1..4): tokens on the active scene,
 * zone traits at a hex, who is an enemy, and the hostile zone (the ring of hexes around an enemy).
 */
import { hexDistance, type Axial } from '../../hex/axial';
import { activeScene, type CampaignState, type Combatant, type Token, type Zone } from '../../model/campaign';

export { tokenOf, zoneAt } from '../core/placement';

/**
 * The level of trait `kind` on the zone (its `level`, else `fallback`), or null when the zone does not
 * have the trait. GM-only (unrevealed) traits count: the GM knows them.
 */
export function traitLevel(zone: Zone | undefined, kind: string, fallback: number): number | null {
  const t = zone?.traits.find((x) => x.kind === kind);
  if (!t) return null;
  return t.level ?? fallback;
}

/**
 * True when `a` and `b` fight on opposite sides. Hexscreen has two sides: player characters (and
 * nobody else) on one, NPCs on the other — the usual case; the GM moves an NPC ally by hand.
 */
export function areEnemies(a: Combatant, b: Combatant): boolean {
  return a.kind !== b.kind;
}

/** D20-POS-1 interpretation: the hostile zone of an enemy is the ring of hexes adjacent to its token. */
export function inHostileZoneOf(hex: Axial, enemyToken: Token): boolean {
  return hexDistance(hex, enemyToken.hex) === 1;
}

/**
 * Enemies of `mover` able to act whose hostile zone holds `hex` (a combatant out of the fight — 0 KP —
 * or with no token on the scene holds no zone).
 */
export function hostileZonesAt(state: CampaignState, mover: Combatant, hex: Axial): Combatant[] {
  const scene = activeScene(state);
  return state.combatants.filter((c) => {
    if (!areEnemies(mover, c) || (c.resources.kp ?? 1) <= 0) return false;
    const t = scene.tokens.find((x) => x.combatantId === c.id);
    return t !== undefined && inHostileZoneOf(hex, t);
  });
}
