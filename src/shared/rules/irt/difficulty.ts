/**
 * The IRT difficulty ladder (IRT-DICE-3, IRT-DICE-5) and how the app suggests a difficulty from
 * factors (IRT-DICE-8 interpretation): situational factors of a shot give Normal with none, Svår with
 * one, Mycket Svår with two or more (the GM may pick Svår instead, one click); mechanical steps are then
 * applied one by one; floors from crits are applied last; the ceiling always holds.
 */
import type { DifficultyFactor } from '../core/difficulty';

/** The ladder, easiest first (the system's own words). */
export const IRT_DIFFICULTIES = ['Lätt', 'Normal', 'Svår', 'Mycket Svår'] as const;
export type IrtDifficulty = (typeof IRT_DIFFICULTIES)[number];

/** IRT-DICE-3: successes a difficulty requires (Lätt needs none: it succeeds automatically). */
export function requiredSuccesses(d: IrtDifficulty): number {
  return IRT_DIFFICULTIES.indexOf(d);
}

/** IRT-DICE-5: moves `d` by `steps` (+ harder), clamped between Lätt (floor) and Mycket Svår (ceiling). */
export function stepDifficulty(d: IrtDifficulty, steps: number): IrtDifficulty {
  const i = Math.min(IRT_DIFFICULTIES.length - 1, Math.max(0, IRT_DIFFICULTIES.indexOf(d) + steps));
  return IRT_DIFFICULTIES[i] as IrtDifficulty;
}

/** The harder of two difficulties. */
export function harder(a: IrtDifficulty, b: IrtDifficulty): IrtDifficulty {
  return IRT_DIFFICULTIES.indexOf(a) >= IRT_DIFFICULTIES.indexOf(b) ? a : b;
}

/** How several situational factors are weighed (IRT-DICE-8): as one step, or as two. */
export type SituationalWeight = 'one' | 'twoOrMore';

/** A computed difficulty with its explanation. */
export interface IrtDifficultyResult {
  readonly base: IrtDifficulty;
  readonly factors: readonly DifficultyFactor[];
  /** What the factors give before a GM override. */
  readonly suggested: IrtDifficulty;
  /** What the roll uses (the suggestion, or the GM's override). */
  readonly difficulty: IrtDifficulty;
  /** IRT-RNG-3: beyond two bands past the weapon the shot cannot be made at all. */
  readonly impossible: boolean;
  readonly impossibleReason: string | null;
}

export interface IrtDifficultyInput {
  readonly base: IrtDifficulty;
  readonly factors: readonly DifficultyFactor[];
  /** With two or more situational factors: Mycket Svår (default) or only Svår (the GM's call, IRT-DICE-8). */
  readonly situationalWeight?: SituationalWeight;
  /** The GM's chosen difficulty; logged as a `gm` factor. */
  readonly override?: IrtDifficulty | null;
  readonly impossibleReason?: string | null;
}

/**
 * Computes the difficulty of an IRT roll from its factors.
 *
 * Situational factors count together: none → no step, one → one step, several → two steps (or one if
 * the GM weighs them so). Mechanical factors add their steps one by one; the ladder clamps at Lätt and
 * Mycket Svår (IRT-DICE-5, IRT-COND-7). Floors (IRT-CRIT-6) raise the result to their minimum last.
 */
export function computeIrtDifficulty(input: IrtDifficultyInput): IrtDifficultyResult {
  const situational = input.factors.filter((f) => f.kind === 'situational' && f.effect > 0).length;
  const situationalSteps =
    situational === 0 ? 0 : situational === 1 ? 1 : input.situationalWeight === 'one' ? 1 : 2;
  // A situational factor that makes the roll easier (a GM's judgement) is a plain step easier.
  const mechanicalSteps = input.factors
    .filter((f) => f.kind === 'mechanical' || (f.kind === 'situational' && f.effect < 0))
    .reduce((sum, f) => sum + f.effect, 0);
  let d = stepDifficulty(input.base, situationalSteps + mechanicalSteps);
  for (const f of input.factors) {
    if (f.kind === 'floor')
      d = harder(d, IRT_DIFFICULTIES[Math.min(3, Math.max(0, f.effect))] as IrtDifficulty);
  }
  const suggested = d;
  const override = input.override ?? null;
  const factors =
    override && override !== suggested
      ? [
          ...input.factors,
          {
            source: 'gm' as const,
            key: 'override',
            term: override,
            effect: IRT_DIFFICULTIES.indexOf(override) - IRT_DIFFICULTIES.indexOf(suggested),
            kind: 'mechanical' as const,
            detail: `GM chose ${override} instead of ${suggested}`,
          },
        ]
      : input.factors;
  const reason = input.impossibleReason ?? null;
  return {
    base: input.base,
    factors,
    suggested,
    difficulty: override ?? suggested,
    impossible: reason !== null,
    impossibleReason: reason,
  };
}

/**
 * IRT-ACT-2: a roll taken as one of two actions this turn is one step harder (`detail`: why it counts
 * as two, when the caller says).
 */
export function twoActionsFactor(detail?: string): DifficultyFactor {
  return {
    source: 'action',
    key: 'twoActions',
    term: 'Två handlingar',
    effect: 1,
    kind: 'mechanical',
    ...(detail !== undefined ? { detail } : {}),
  };
}
