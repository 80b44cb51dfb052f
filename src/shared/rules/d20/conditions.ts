/**
 * The conditions the d20 rules set, by their Swedish keys, and the roll modifiers they bring. The
 * chapter names the four UTH consequences (D20-ATK-6) without numbers; the effects below are the
 * project's interpretation, listed in docs/rules/d20.md.
 */
import type { Combatant, Condition } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { rollFactor } from './checks';

/** Condition keys (the game's own words; never translated). */
export const D20_CONDITION = {
  /** D20-ACT-5: +1 on the next roll. */
  support: 'Stöd',
  /** D20-REA-3: out of sight behind cover until the round ends. */
  outOfSight: 'Utom synhåll',
  /** D20-ACT-6: a prepared action waiting for its trigger. */
  held: 'Förberedd',
  /** D20-ATK-6 consequences. */
  bleeding: 'Blödning',
  dizzy: 'Yrsel',
  down: 'Nedslagen',
  lostGrip: 'Tappat grepp',
  /** D20-ACT-2 Grepp: held by an enemy, cannot move. */
  grappled: 'Fasthållen',
} as const;

/** Interpretation: Yrsel (dizziness) gives −2 on the dizzy character's own rolls while it lasts. */
export const DIZZY_PENALTY = -2;

export function findCondition(c: Pick<Combatant, 'conditions'>, key: string): Condition | undefined {
  return c.conditions.find((k) => k.key === key);
}

export function hasCondition(c: Pick<Combatant, 'conditions'>, key: string): boolean {
  return c.conditions.some((k) => k.key === key);
}

/** The roll modifiers a combatant's own conditions bring to its rolls (Yrsel −2). */
export function ownConditionFactors(c: Pick<Combatant, 'conditions'>): DifficultyFactor[] {
  return hasCondition(c, D20_CONDITION.dizzy)
    ? [rollFactor('condition', 'dizzy', D20_CONDITION.dizzy, DIZZY_PENALTY)]
    : [];
}
