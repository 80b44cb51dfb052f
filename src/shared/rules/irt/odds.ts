/**
 * Exact odds of IRT rolls and attacks, by combinatorics (no sampling), for the GM's "what are the
 * chances" readout. Each T12 falls in one of three categories (IRT-DICE-2, IRT-DICE-6):
 *
 * - miss: faces 1–9, probability 9/12;
 * - plain success: faces 10–11, probability 2/12;
 * - twelve: face 12, a success that also gives Fokus and can trigger a crit, probability 1/12.
 *
 * The joint law of (successes, twelves) of n dice is multinomial; an attack is resolved from it as
 * `pool.ts` resolves faces: hit when successes (minus an active defence's Effekt, IRT-DEF-2) meet the
 * requirement (IRT-DICE-3), Effekt = successes − required (IRT-DICE-4), KP = Effekt + Skada − Skydd,
 * minimum 0 (IRT-DMG-1, IRT-DMG-3), crit when at least one 12, a hit and ≥ 1 KP (IRT-CRIT-1).
 */
import { type IrtDifficulty, requiredSuccesses } from './difficulty';

/** Probability that one T12 is a miss (faces 1–9). */
const P_MISS = 9 / 12;
/** Probability that one T12 is a success that is not a 12 (faces 10–11). */
const P_PLAIN = 2 / 12;
/** Probability that one T12 shows 12. */
const P_TWELVE = 1 / 12;

/** Largest pool the exact odds accept; far above any real pool, low enough that no term underflows. */
export const MAX_ODDS_POOL = 200;

/** One outcome of a pool: how many successes, how many of them are 12s, and its probability. */
export interface PoolOutcome {
  readonly successes: number;
  /** Dice showing 12 (each is also counted in `successes`). */
  readonly twelves: number;
  readonly p: number;
}

function diceCount(n: number, what: string): number {
  if (!Number.isInteger(n)) throw new RangeError(`${what} must be an integer, got ${n}`);
  if (n > MAX_ODDS_POOL) throw new RangeError(`${what} ${n} is above ${MAX_ODDS_POOL}`);
  // IRT-DICE-1 interpretation: a pool of 0 dice or less rolls nothing and has 0 successes.
  return Math.max(0, n);
}

/**
 * Binomial coefficient. After step i, `c` is C(n − k + i, i), an integer, so every step is exact while
 * the numbers stay below 2^53 (every real pool); beyond that it is correct to a few ulps.
 */
function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/**
 * The exact joint distribution of (successes, twelves) for `n` T12, by the multinomial formula:
 * P(s, t) = C(n, s) · C(s, t) · (9/12)^(n−s) · (2/12)^(s−t) · (1/12)^t.
 *
 * Outcomes are listed by successes, then twelves, ascending (every 0 ≤ t ≤ s ≤ n); they sum to 1.
 * A pool of 0 or fewer dice has the single outcome (0, 0) with probability 1 (IRT-DICE-1 interpretation).
 *
 * @throws RangeError when `n` is not an integer or exceeds {@link MAX_ODDS_POOL}.
 */
export function poolDistribution(n: number): readonly PoolOutcome[] {
  const dice = diceCount(n, 'pool');
  const out: PoolOutcome[] = [];
  for (let s = 0; s <= dice; s++) {
    const ways = binomial(dice, s);
    for (let t = 0; t <= s; t++) {
      const p = ways * binomial(s, t) * P_MISS ** (dice - s) * P_PLAIN ** (s - t) * P_TWELVE ** t;
      out.push({ successes: s, twelves: t, p });
    }
  }
  return out;
}

/**
 * The exact distribution of successes (IRT-DICE-2) of `n` T12: element `s` is P(exactly s successes),
 * binomial with p = 3/12. Also the Effekt distribution of a roll at Lätt (IRT-DICE-3), e.g. an active
 * defence (IRT-DEF-2). A pool of 0 or fewer dice gives `[1]`.
 *
 * @throws RangeError when `n` is not an integer or exceeds {@link MAX_ODDS_POOL}.
 */
export function successDistribution(n: number): readonly number[] {
  const dice = diceCount(n, 'pool');
  const pSuccess = P_PLAIN + P_TWELVE;
  return Array.from({ length: dice + 1 }, (_, s) => binomial(dice, s) * pSuccess ** s * P_MISS ** (dice - s));
}

/** What {@link irtAttackOdds} needs to know about an attack. */
export interface IrtAttackOddsInput {
  /** Attack dice (IRT-DICE-1); 0 or fewer rolls nothing. */
  readonly pool: number;
  readonly difficulty: IrtDifficulty;
  /** Weapon Skada (IRT-DMG-2). */
  readonly skada: number;
  /** Target's Skydd (IRT-DMG-3). */
  readonly skydd: number;
  /**
   * IRT-DEF-2: dice of the defender's active defence (Smidighet + Strid, rolled at Lätt, so its Effekt is
   * its successes). `null` or absent: passive defence only (IRT-DEF-1).
   */
  readonly defencePool?: number | null;
}

/** Exact odds of an IRT attack. */
export interface IrtAttackOdds {
  /** P(the attack hits): successes after any active defence meet the requirement (IRT-DICE-3, IRT-DEF-2). */
  readonly hitChance: number;
  /**
   * P(hit with exactly this Effekt) (IRT-DICE-4), Effekt ascending, only outcomes with p > 0. A miss has
   * no Effekt and is not listed, so the entries sum to `hitChance`.
   */
  readonly effektDistribution: readonly { readonly effekt: number; readonly p: number }[];
  /**
   * P(exactly this much KP damage), KP ascending, only outcomes with p > 0: KP = Effekt + Skada − Skydd,
   * minimum 0 (IRT-DMG-1, IRT-DMG-3); a miss counts as 0 KP, so the entries sum to 1.
   */
  readonly kpDistribution: readonly { readonly kp: number; readonly p: number }[];
  /** IRT-CRIT-1: P(at least one 12 AND a hit AND ≥ 1 KP after Skydd). */
  readonly critChance: number;
  /** Expected KP damage, misses counting 0. */
  readonly expectedKp: number;
  /** IRT-DICE-6: expected Fokus the attacker gains (one per 12, hit or miss): pool / 12. */
  readonly fokusExpected: number;
}

function sortedEntries(m: Map<number, number>): [number, number][] {
  return [...m.entries()].filter(([, p]) => p > 0).sort((x, y) => x[0] - y[0]);
}

function addTo(m: Map<number, number>, key: number, p: number): void {
  m.set(key, (m.get(key) ?? 0) + p);
}

/**
 * Exact odds of an IRT attack: the joint (successes, twelves) law of the attack pool
 * ({@link poolDistribution}), convolved with the success law of an active defence when there is one
 * (IRT-DEF-2: its Effekt is subtracted from the attack's successes; interpretation: the attack hits if
 * the reduced successes still meet the requirement, and Effekt is recomputed from them; 12s already
 * rolled still give Fokus, and a crit still needs a hit with ≥ 1 KP).
 *
 * Lätt succeeds automatically (IRT-DICE-3), so its hit chance is 1 and Effekt = (reduced) successes,
 * even for a pool of 0 dice (Effekt 0).
 *
 * @throws RangeError when a pool exceeds {@link MAX_ODDS_POOL} or a number is not an integer.
 */
export function irtAttackOdds(input: IrtAttackOddsInput): IrtAttackOdds {
  const { difficulty, skada, skydd } = input;
  if (!Number.isInteger(skada) || !Number.isInteger(skydd)) {
    throw new RangeError(`Skada and Skydd must be integers, got ${skada} and ${skydd}`);
  }
  const attack = poolDistribution(input.pool);
  const defence = input.defencePool == null ? [1] : successDistribution(input.defencePool);
  const required = requiredSuccesses(difficulty);

  const effekt = new Map<number, number>();
  const kp = new Map<number, number>();
  let hitChance = 0;
  let critChance = 0;
  for (const a of attack) {
    for (let d = 0; d < defence.length; d++) {
      const p = a.p * (defence[d] as number);
      const reduced = Math.max(0, a.successes - d);
      if (reduced < required) {
        addTo(kp, 0, p); // a miss deals nothing
        continue;
      }
      hitChance += p;
      const e = reduced - required; // IRT-DICE-4
      addTo(effekt, e, p);
      const damage = Math.max(0, e + skada - skydd); // IRT-DMG-1, IRT-DMG-3
      addTo(kp, damage, p);
      if (a.twelves >= 1 && damage >= 1) critChance += p; // IRT-CRIT-1
    }
  }

  const kpDistribution = sortedEntries(kp).map(([k, p]) => ({ kp: k, p }));
  return {
    // IRT-DICE-3: Lätt succeeds automatically; say so exactly instead of a sum that rounds to 1 − 1e-16.
    hitChance: required === 0 ? 1 : hitChance,
    effektDistribution: sortedEntries(effekt).map(([e, p]) => ({ effekt: e, p })),
    kpDistribution,
    critChance,
    expectedKp: kpDistribution.reduce((sum, x) => sum + x.kp * x.p, 0),
    fokusExpected: Math.max(0, input.pool) / 12, // IRT-DICE-6: each die is a 12 with probability 1/12
  };
}
