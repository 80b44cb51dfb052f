/**
 * What the ground does to an attack (D20-RND-1: the GM lays out cover, light and elevation; the zone
 * traits carry them): cover on the target's zone (D20-POS-2), a target out of sight (D20-REA-3),
 * elevation between the two zones (D20-POS-3) and darkness on the target's zone. Each is a roll
 * factor (+ helps the attacker) with the game's term, so the preview and the log show it.
 */
import type { CampaignState, Combatant, Zone } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { rollFactor } from './checks';
import { D20_CONDITION, hasCondition } from './conditions';
import { zoneOf } from '../core/placement';
import { traitLevel } from './position';

export { zoneOf } from '../core/placement';
import type { D20AttackKind } from './types';

/** D20-POS-2: half cover (Skydd 1) −2, good cover (Skydd 2) −4. */
export const COVER_PENALTY: Readonly<Record<1 | 2, number>> = { 1: -2, 2: -4 };
/** D20-POS-2 / D20-REA-3: a target out of sight counts as behind good cover. */
export const OUT_OF_SIGHT_PENALTY = COVER_PENALTY[2];
/** D20-POS-3: +1 shooting from higher ground, −1 striking in melee from below. */
export const HIGH_GROUND_BONUS = 1;
export const LOW_GROUND_PENALTY = -1;
/** Interpretation of D20-RND-1 light: Mörker without a level gives −2. */
export const DEFAULT_DARKNESS = 2;

/** D20-POS-3: a zone's height (its Högt läge level; no trait: 0). */
export function heightOf(zone: Zone | undefined): number {
  return traitLevel(zone, 'hogtLage', 1) ?? 0;
}

/** True for attacks that fly through the air: ranged weapons and spells. */
export function isRangedKind(kind: D20AttackKind): boolean {
  return kind !== 'melee';
}

/** D20-REA-3: the target has slipped out of sight behind cover. */
export function isOutOfSight(target: Combatant): boolean {
  return hasCondition(target, D20_CONDITION.outOfSight);
}

/**
 * D20-POS-2: the cover penalty on every incoming attack, melee blows included ("inkommande attacker"):
 * the target zone's Skydd, or −4 when the target is out of sight (D20-REA-3, or `unseen`: the map's line
 * of sight is blocked, e.g. by smoke; the larger of the two applies, they do not add up).
 */
export function coverFactor(
  _kind: D20AttackKind,
  target: Combatant,
  targetZone: Zone | undefined,
  unseen = false,
): DifficultyFactor | null {
  const level = traitLevel(targetZone, 'skydd', 1) ?? 0;
  const zoneCover = level <= 0 ? 0 : COVER_PENALTY[level >= 2 ? 2 : 1];
  if (isOutOfSight(target) && OUT_OF_SIGHT_PENALTY <= zoneCover)
    return rollFactor('condition', 'outOfSight', D20_CONDITION.outOfSight, OUT_OF_SIGHT_PENALTY, target.name);
  if (unseen && OUT_OF_SIGHT_PENALTY <= zoneCover)
    return rollFactor('zone', 'skymd', 'Skymd sikt', OUT_OF_SIGHT_PENALTY, target.name);
  return zoneCover < 0 ? rollFactor('zone', 'skydd', 'Skydd', zoneCover, targetZone?.name) : null;
}

/**
 * D20-POS-3: +1 on a ranged attack or spell from a higher zone than the target's; −1 on a melee
 * attack from a lower zone. Without both tokens nothing is compared.
 */
export function elevationFactor(
  kind: D20AttackKind,
  attackerZone: Zone | undefined,
  targetZone: Zone | undefined,
): DifficultyFactor | null {
  if (!attackerZone || !targetZone) return null;
  const diff = heightOf(attackerZone) - heightOf(targetZone);
  if (isRangedKind(kind) && diff > 0)
    return rollFactor('zone', 'hogtLage', 'Högt läge', HIGH_GROUND_BONUS, attackerZone.name);
  if (!isRangedKind(kind) && diff < 0)
    return rollFactor('zone', 'hogtLage', 'Högt läge', LOW_GROUND_PENALTY, targetZone.name);
  return null;
}

/** Interpretation of D20-RND-1 (light): a ranged attack or spell into Mörker gets −level (default 2). */
export function darknessFactor(kind: D20AttackKind, targetZone: Zone | undefined): DifficultyFactor | null {
  if (!isRangedKind(kind)) return null;
  const level = traitLevel(targetZone, 'morker', DEFAULT_DARKNESS);
  if (level === null || level <= 0) return null;
  return rollFactor('zone', 'morker', 'Mörker', -level, targetZone?.name);
}

/**
 * Every ground factor of an attack from `attacker` on `target` with a `kind` weapon; `unseen`: the map's
 * line of sight between them is blocked.
 */
export function terrainFactors(
  state: CampaignState,
  attacker: Combatant,
  target: Combatant,
  kind: D20AttackKind,
  unseen = false,
): DifficultyFactor[] {
  const from = zoneOf(state, attacker);
  const to = zoneOf(state, target);
  return [
    coverFactor(kind, target, to, unseen),
    elevationFactor(kind, from, to),
    darknessFactor(kind, to),
  ].filter((f): f is DifficultyFactor => f !== null);
}
