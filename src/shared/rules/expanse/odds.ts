/**
 * Exact odds of an Expanse test (EXP-TEST-1/2, EXP-SP-1) by enumerating the 216 outcomes of 3d6 (the
 * third die is the Drama Die). For the GM screen's preview; the engine does not use them.
 */

/** Chances (0–1) of a test with `modifier` (ability + focus + modifiers) against `tn`. */
export interface ExpOdds {
  /** EXP-TEST-2: total ≥ TN. */
  readonly success: number;
  /** EXP-SP-1: any two dice match (success or not). */
  readonly doubles: number;
  /** EXP-SP-1: success with doubles (the test earns SP). */
  readonly stunts: number;
  /** EXP-SP-1: `sp[v]` is the chance of earning exactly v SP (index 0: none), v = the Drama Die. */
  readonly sp: readonly number[];
  /** The expected SP of one test. */
  readonly meanSp: number;
  /** The chance of each 3d6 total, index 3–18 (lower indexes 0). */
  readonly totals: readonly number[];
}

/** Exact odds of a 3d6 test (EXP-TEST-1/2, EXP-SP-1); `stuntBonus` 1 for a Stunt Attack's extra SP on a hit. */
export function expTestOdds(modifier: number, tn: number, stuntBonus = 0): ExpOdds {
  let success = 0;
  let doubles = 0;
  let stunts = 0;
  const sp = new Array<number>(8).fill(0);
  const totals = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let drama = 1; drama <= 6; drama++) {
        const natural = a + b + drama;
        totals[natural] = (totals[natural] ?? 0) + 1;
        const ok = natural + modifier >= tn;
        const pair = a === b || a === drama || b === drama;
        if (pair) doubles++;
        if (ok) success++;
        if (ok && pair) stunts++;
        const points = ok ? (pair ? drama : 0) + stuntBonus : 0;
        sp[points] = (sp[points] ?? 0) + 1;
      }
  const meanSp = sp.reduce((acc, n, v) => acc + n * v, 0) / 216;
  return {
    success: success / 216,
    doubles: doubles / 216,
    stunts: stunts / 216,
    sp: sp.map((n) => n / 216),
    meanSp,
    totals: totals.map((n) => n / 216),
  };
}
