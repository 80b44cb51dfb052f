/**
 * Difficulty is computed, never typed in: a list of factors, each with its source and its effect in
 * the system's own unit (IRT: steps on the difficulty ladder; d20: modifiers to the roll or SV;
 * Omnimodus: modifiers to the 2T6 roll; Expanse: modifiers to the test). A GM override is itself a
 * factor, so the log always shows why a roll was as hard as it was.
 */

/** Where a factor comes from. */
export type FactorSource =
  'zone' | 'condition' | 'range' | 'action' | 'ability' | 'expertise' | 'size' | 'crit' | 'gm';

/** One reason a roll is harder or easier. */
export interface DifficultyFactor {
  readonly source: FactorSource;
  /** Stable key (a trait kind, a condition term, `rangeBand`, `twoActions`, …). */
  readonly key: string;
  /** The system's own term for the factor, shown as is (e.g. `Skydd`, `Sårad`). */
  readonly term: string;
  /** Effect in the system's unit: IRT steps harder (+) or easier (−); other systems: roll modifiers. */
  readonly effect: number;
  /**
   * IRT-DICE-8: `situational` factors of a shot are weighed together by the GM (not summed);
   * `mechanical` ones are applied step by step; a `floor` sets a minimum (crit effects, IRT-CRIT-6).
   */
  readonly kind: 'situational' | 'mechanical' | 'floor';
  /** Free detail (which zone, which crit row, …). */
  readonly detail?: string;
}

/**
 * A `mechanical` factor: a modifier applied as it is (in the systems that count roll modifiers, d20 and
 * Omnimodus, + helps the roller); `detail` only when given.
 */
export function mechanicalFactor(
  source: FactorSource,
  key: string,
  term: string,
  effect: number,
  detail?: string,
): DifficultyFactor {
  return { source, key, term, effect, kind: 'mechanical', ...(detail !== undefined ? { detail } : {}) };
}
