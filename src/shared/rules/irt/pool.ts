/**
 * IRT dice pools: how many T12 a roll uses (IRT-DICE-1), what counts as a success (IRT-DICE-2), and how
 * rolled faces resolve against a difficulty (IRT-DICE-3, IRT-DICE-4, IRT-DICE-6), including an active
 * defence subtracting its Effekt from the attack's successes (IRT-DEF-2). Pure functions over faces: the
 * faces themselves come from a `DiceSource` (see `dice/dice.ts`), never from here.
 */
import { type IrtDifficulty, requiredSuccesses } from './difficulty';

/** The die every IRT pool rolls (IRT-DICE-1: T12). */
export const IRT_DIE_SIDES = 12;

/** Lowest face that is a *framgång* (IRT-DICE-2: 10, 11 and 12 are successes). */
export const IRT_SUCCESS_FACE = 10;

/** The face that also gives Fokus (IRT-DICE-6) and may trigger a crit (IRT-CRIT-1). */
export const IRT_TWELVE_FACE = 12;

/** A pool size with the raw sum it came from. */
export interface PoolSize {
  /** Dice to roll: never negative. */
  readonly dice: number;
  /** Attribute + attribute + bonus before clamping (may be 0 or negative). */
  readonly raw: number;
  /** True when the raw pool is 0 or less: nothing is rolled and the UI warns (IRT-DICE-1 interpretation). */
  readonly warning: boolean;
}

/**
 * IRT-DICE-1: pool size = attribute + attribute + bonus dice (bonus may be negative, e.g. a size class's
 * to-hit modifier, IRT-CHAR-4). Interpretation: a pool of 0 dice (or less) rolls nothing and has 0
 * successes; `warning` tells the UI to say so.
 *
 * @throws RangeError when an argument is not an integer.
 */
export function poolSize(a: number, b: number, bonus = 0): PoolSize {
  for (const v of [a, b, bonus]) {
    if (!Number.isInteger(v)) throw new RangeError(`pool terms must be integers, got ${v}`);
  }
  const raw = a + b + bonus;
  return { dice: Math.max(0, raw), raw, warning: raw <= 0 };
}

function assertFaces(faces: readonly number[]): void {
  for (const f of faces) {
    if (!Number.isInteger(f) || f < 1 || f > IRT_DIE_SIDES)
      throw new RangeError(`${f} is not a face of a T12`);
  }
}

/**
 * IRT-DICE-2: the number of *framgångar* — dice showing 10, 11 or 12.
 *
 * @throws RangeError when a face is not an integer in 1..12.
 */
export function countSuccesses(faces: readonly number[]): number {
  assertFaces(faces);
  return faces.filter((f) => f >= IRT_SUCCESS_FACE).length;
}

/**
 * The number of dice showing 12: each gives 1 Fokus (IRT-DICE-6); one or more can make a hit critical
 * (IRT-CRIT-1), and each beyond the first adds +1 to the crit roll (IRT-CRIT-2).
 *
 * @throws RangeError when a face is not an integer in 1..12.
 */
export function countTwelves(faces: readonly number[]): number {
  assertFaces(faces);
  return faces.filter((f) => f === IRT_TWELVE_FACE).length;
}

/** Options of {@link resolvePoolRoll}. */
export interface ResolvePoolRollOptions {
  /**
   * IRT-DEF-2: an active defence's Effekt (its successes, since it is rolled at Lätt), subtracted from
   * this roll's successes. Default 0.
   */
  readonly subtractSuccesses?: number;
}

/** A pool roll resolved against a difficulty. */
export interface PoolRollResult {
  /** Successes on the dice (IRT-DICE-2). */
  readonly successes: number;
  /** Successes after an active defence's Effekt is subtracted (IRT-DEF-2), never below 0. */
  readonly effectiveSuccesses: number;
  /** Successes the difficulty requires (IRT-DICE-3). */
  readonly required: number;
  /** True when `effectiveSuccesses` meet `required`; always true at Lätt (IRT-DICE-3). */
  readonly success: boolean;
  /** IRT-DICE-4: `effectiveSuccesses − required` on success; `null` on failure (a failed roll has no Effekt). */
  readonly effekt: number | null;
  /** Dice showing 12 (IRT-CRIT-1, IRT-CRIT-2). */
  readonly twelves: number;
  /** IRT-DICE-6: 1 Fokus per 12, whether or not the roll succeeds and whatever a defence subtracts. */
  readonly fokusGained: number;
}

/**
 * Resolves rolled faces against a difficulty.
 *
 * IRT-DICE-3/4: success when the successes meet the requirement; Effekt = successes − required. Lätt
 * needs 0, so it always succeeds and Effekt = successes. IRT-DEF-2 (interpretation): with an active
 * defence the attack hits if its successes after the subtraction still meet the requirement, and Effekt
 * is recomputed from the reduced successes. IRT-DICE-6: 12s give Fokus regardless.
 *
 * @throws RangeError when a face is not an integer in 1..12 or `subtractSuccesses` is not a
 *   non-negative integer.
 */
export function resolvePoolRoll(
  faces: readonly number[],
  difficulty: IrtDifficulty,
  opts: ResolvePoolRollOptions = {},
): PoolRollResult {
  const subtract = opts.subtractSuccesses ?? 0;
  if (!Number.isInteger(subtract) || subtract < 0) {
    throw new RangeError(`subtractSuccesses must be a non-negative integer, got ${subtract}`);
  }
  const successes = countSuccesses(faces);
  const twelves = countTwelves(faces);
  const effectiveSuccesses = Math.max(0, successes - subtract);
  const required = requiredSuccesses(difficulty);
  const success = effectiveSuccesses >= required;
  return {
    successes,
    effectiveSuccesses,
    required,
    success,
    effekt: success ? effectiveSuccesses - required : null,
    twelves,
    fokusGained: twelves,
  };
}

/**
 * IRT-DICE-1: each die added by spending Fokus that shows 1 causes a *komplikation* chosen by the GM (or
 * 1 Stress if none fits). Returns how many of the added dice did so.
 *
 * @param extraFaces the faces of the Fokus-bought dice only (not the base pool).
 * @throws RangeError when a face is not an integer in 1..12.
 */
export function fokusDiceComplications(extraFaces: readonly number[]): number {
  assertFaces(extraFaces);
  return extraFaces.filter((f) => f === 1).length;
}
