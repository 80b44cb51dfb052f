/**
 * The Expanse test (EXP-TEST-1/2, EXP-SP-1): 3d6 + ability + 2 with a fitting focus + modifiers against a
 * target number. The third die rolled (or entered) is the Drama Die; every die is logged and an
 * `expanse/test` event names the Drama Die, the factors, success and stunt points.
 */
import type { Combatant } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { rollDice } from '../core/rolls';
import type { SystemContext } from '../core/system';

/** The outcome of a test. */
export interface ExpTestResult {
  /** The three dice as rolled; the last is the Drama Die. */
  readonly faces: readonly [number, number, number];
  readonly drama: number;
  /** The dice alone (3–18). */
  readonly natural: number;
  readonly ability: number;
  /** Focus and every other modifier. */
  readonly modifier: number;
  readonly total: number;
  /** EXP-TEST-2: total ≥ TN (true when no TN was given). */
  readonly success: boolean;
  /** EXP-SP-1: any two of the three dice match. */
  readonly doubles: boolean;
  /** EXP-SP-1: the Drama Die on a successful stunt-capable test with doubles, else 0. */
  readonly sp: number;
}

/** A modifier to a test as a difficulty factor (+ helps the roller). */
export function expFactor(
  source: DifficultyFactor['source'],
  key: string,
  term: string,
  effect: number,
): DifficultyFactor {
  return { source, key, term, effect, kind: 'mechanical' };
}

/** EXP-SP-1: do any two of the dice match? */
export function isDoubles(faces: readonly number[]): boolean {
  return new Set(faces).size < faces.length;
}

/** EXP-SP-1: stunt points of a test outcome (the Drama Die on success with doubles, if stunts apply). */
export function stuntPoints(faces: readonly number[], success: boolean, stunts: boolean): number {
  return stunts && success && isDoubles(faces) ? (faces[2] ?? 0) : 0;
}

/** What a test is against and whether it may yield stunts. */
export interface ExpTestOptions {
  /** The target number (EXP-TEST-2); absent for opposed tests and initiative. */
  readonly tn?: number;
  /**
   * Whose sheet the target number comes from (an attack's target: its Defense): the player view hides
   * NPCs' numbers (view/playerView.ts NPC_NUMBERS). Absent for a TN the GM sets.
   */
  readonly tnOf?: string;
  /** EXP-SP-1: true for attacks and other stunt-capable tests; initiative never. */
  readonly stunts: boolean;
  /**
   * Who else takes part (an attack's target, an opposed test's opponent): when any of them is hidden the
   * roll is the GM's only, like the events that name them (the players must not learn of them).
   */
  readonly with?: readonly Pick<Combatant, 'hidden'>[];
}

/**
 * EXP-TEST-1/2, EXP-SP-1: rolls 3d6 (or takes entered dice; the third is the Drama Die) + `ability` + the
 * factors, logs the dice and an `expanse/test` event, and returns the outcome.
 */
export function expTest(
  roller: Pick<Combatant, 'id' | 'hidden'>,
  ability: number,
  factors: readonly DifficultyFactor[],
  purpose: string,
  ctx: SystemContext,
  options: ExpTestOptions,
): ExpTestResult {
  const visibility = roller.hidden || (options.with ?? []).some((c) => c.hidden) ? 'gm' : 'public';
  const dice = rollDice(ctx.dice, ctx.out, 3, 6, { roller: roller.id, purpose, dramaDie: 2 }, visibility);
  const faces: [number, number, number] = [dice[0] as number, dice[1] as number, dice[2] as number];
  const natural = faces[0] + faces[1] + faces[2];
  const modifier = factors.reduce((a, f) => a + f.effect, 0);
  const total = natural + ability + modifier;
  const success = options.tn === undefined || total >= options.tn;
  const result: ExpTestResult = {
    faces,
    drama: faces[2],
    natural,
    ability,
    modifier,
    total,
    success,
    doubles: isDoubles(faces),
    sp: stuntPoints(faces, success, options.stunts),
  };
  ctx.out.emit(
    'expanse/test',
    {
      id: roller.id,
      purpose,
      ...result,
      faces: [...faces],
      tn: options.tn ?? null,
      ...(options.tnOf !== undefined ? { tnOf: options.tnOf } : {}),
      factors: factors.map((f) => ({ term: f.term, effect: f.effect })),
    },
    visibility,
  );
  return result;
}

/**
 * EXP-TEST-3: who wins an opposed test: the higher total, then the higher Drama Die, then the higher
 * ability; 0 when still equal (the GM decides).
 */
export function opposedWinner(
  a: { total: number; drama: number; ability: number },
  b: { total: number; drama: number; ability: number },
): 1 | -1 | 0 {
  const d = a.total - b.total || a.drama - b.drama || a.ability - b.ability;
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}
