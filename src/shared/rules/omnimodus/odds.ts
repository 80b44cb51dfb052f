/**
 * Exact odds of an Omnimodus attack (OMN-ATK-2, OMN-DEF-5, OMN-PERF-1..3, OMN-ROLL-2), by enumerating
 * the 36 × 36 outcomes of the attack and defence 2T6. For the GM screen's preview; the engine does not
 * use them.
 */
import type { OmnRollLimits } from './roll';

/** The 11 natural 2T6 totals (2–12) with their chances out of 36. */
const TWO_D6: readonly (readonly [number, number])[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(
  (n) => [n, 6 - Math.abs(n - 7)] as const,
);

/** What an attack is before its dice: the modifiers (skill included) and the target number. */
export interface OmnOddsInput {
  /** Skill + every modifier of the attack roll. */
  readonly attack: number;
  /** OMN-ATK-2: the lowest total that hits (attackTarget). */
  readonly target: number;
  /** Skill + every modifier of the defence roll; null when the target does not defend. */
  readonly defence: number | null;
  readonly limits: OmnRollLimits;
}

/** Chances (0–1): the attack roll hits, and it hits and gets past the defence. */
export interface OmnOdds {
  readonly hit: number;
  readonly getsThrough: number;
}

/** Exact odds of {@link OmnOddsInput} (OMN-ATK-2, OMN-DEF-5, OMN-PERF-1..3; a fumble always fails). */
export function omnAttackOdds(input: OmnOddsInput): OmnOdds {
  const { perfectOn, fumbleOn } = input.limits;
  let hit = 0;
  let through = 0;
  for (const [a, wa] of TWO_D6) {
    if (a <= fumbleOn) continue;
    const total = a + input.attack;
    if (total < input.target) continue;
    hit += wa;
    if (input.defence === null) {
      through += wa * 36;
      continue;
    }
    const attackPerfect = a >= perfectOn;
    for (const [d, wd] of TWO_D6) {
      const defencePerfect = d >= perfectOn;
      let stops: boolean;
      if (d <= fumbleOn) stops = false;
      else if (defencePerfect && !attackPerfect)
        stops = true; // OMN-PERF-2
      else if (attackPerfect && !defencePerfect)
        stops = false; // OMN-PERF-1
      else stops = d + input.defence >= total; // OMN-DEF-5, OMN-PERF-3
      if (!stops) through += wa * wd;
    }
  }
  return { hit: hit / 36, getsThrough: through / (36 * 36) };
}
