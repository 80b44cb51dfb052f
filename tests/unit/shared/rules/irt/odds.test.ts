import { describe, expect, it } from 'vitest';
import { IRT_DIFFICULTIES, type IrtDifficulty } from '@shared/rules/irt/difficulty';
import {
  type IrtAttackOdds,
  irtAttackOdds,
  MAX_ODDS_POOL,
  poolDistribution,
  successDistribution,
} from '@shared/rules/irt/odds';
import { countSuccesses, resolvePoolRoll } from '@shared/rules/irt/pool';

const TOL = 1e-12;

// ---------------------------------------------------------------------------------------------------
// Independent brute force. Nothing below calls odds.ts: it walks every sequence of dice, multiplies the
// per-die probabilities and applies the rules to each sequence on its own.
// ---------------------------------------------------------------------------------------------------

/** IRT-DICE-3, written out again so the enumeration does not share the production lookup. */
const REQUIRED: Record<IrtDifficulty, number> = { Lätt: 0, Normal: 1, Svår: 2, 'Mycket Svår': 3 };
/** Per-die categories: 0 = miss (faces 1–9), 1 = success 10–11, 2 = a 12 (IRT-DICE-2, IRT-DICE-6). */
const CATEGORY_P = [9 / 12, 2 / 12, 1 / 12];

/** Calls `visit` with every sequence of `length` digits in 0..base−1 (an odometer). */
function forEachSequence(length: number, base: number, visit: (digits: readonly number[]) => void): void {
  const digits = new Array<number>(length).fill(0);
  for (;;) {
    visit(digits);
    let i = 0;
    while (i < length) {
      digits[i] = (digits[i] as number) + 1;
      if (digits[i] !== base) break;
      digits[i] = 0;
      i++;
    }
    if (i === length) return;
  }
}

interface Scenario {
  readonly difficulty: IrtDifficulty;
  readonly skada: number;
  readonly skydd: number;
}

/** What the brute force accumulates for one scenario. */
class Tally {
  total = 0;
  hit = 0;
  crit = 0;
  expectedKp = 0;
  fokus = 0;
  readonly effekt = new Map<number, number>();
  readonly kp = new Map<number, number>();

  constructor(readonly scenario: Scenario) {}

  /** One sequence: its probability, and the attack's effekt (null on a miss) and 12s. */
  add(p: number, effekt: number | null, twelves: number): void {
    const { skada, skydd } = this.scenario;
    this.total += p;
    this.fokus += p * twelves; // IRT-DICE-6
    if (effekt === null) {
      this.kp.set(0, (this.kp.get(0) ?? 0) + p);
      return;
    }
    this.hit += p;
    this.effekt.set(effekt, (this.effekt.get(effekt) ?? 0) + p);
    const kp = Math.max(0, effekt + skada - skydd); // IRT-DMG-1, IRT-DMG-3
    this.kp.set(kp, (this.kp.get(kp) ?? 0) + p);
    this.expectedKp += p * kp;
    if (twelves > 0 && kp >= 1) this.crit += p; // IRT-CRIT-1
  }
}

const SCENARIOS: readonly Scenario[] = IRT_DIFFICULTIES.flatMap((difficulty) =>
  [
    [3, 1], // IRT-EX-1's pistol against a thick coat
    [1, 4], // Skydd often absorbs everything: crits need ≥ 1 KP (IRT-DMG-3)
    [0, 0],
  ].map(([skada, skydd]) => ({ difficulty, skada: skada as number, skydd: skydd as number })),
);

/** Brute force over the 3^(n+m) category sequences of n attack dice and m defence dice. */
function bruteByCategories(attackDice: number, defenceDice: number, scenarios: readonly Scenario[]): Tally[] {
  const tallies = scenarios.map((s) => new Tally(s));
  forEachSequence(attackDice + defenceDice, 3, (cats) => {
    let p = 1;
    let successes = 0;
    let twelves = 0;
    let defence = 0;
    cats.forEach((c, i) => {
      p *= CATEGORY_P[c] as number;
      if (i < attackDice) {
        if (c > 0) successes++;
        if (c === 2) twelves++;
      } else if (c > 0) defence++; // IRT-DEF-2: a defence at Lätt has Effekt = its successes
    });
    const reduced = Math.max(0, successes - defence);
    for (const t of tallies) {
      const required = REQUIRED[t.scenario.difficulty];
      t.add(p, reduced >= required ? reduced - required : null, twelves);
    }
  });
  return tallies;
}

/** Brute force over all 12^(n+m) raw faces, each resolved by pool.ts (not odds.ts). */
function bruteByFaces(attackDice: number, defenceDice: number, scenarios: readonly Scenario[]): Tally[] {
  const tallies = scenarios.map((s) => new Tally(s));
  const p = 12 ** -(attackDice + defenceDice);
  forEachSequence(attackDice + defenceDice, 12, (digits) => {
    const faces = digits.map((d) => d + 1);
    const attackFaces = faces.slice(0, attackDice);
    const defenceFaces = faces.slice(attackDice);
    const defenceEffekt = resolvePoolRoll(defenceFaces, 'Lätt').effekt ?? 0;
    expect(defenceEffekt).toBe(countSuccesses(defenceFaces));
    for (const t of tallies) {
      const r = resolvePoolRoll(attackFaces, t.scenario.difficulty, { subtractSuccesses: defenceEffekt });
      t.add(p, r.effekt, r.twelves);
    }
  });
  return tallies;
}

function expectDistributionEqual(
  actual: ReadonlyMap<number, number>,
  expected: ReadonlyMap<number, number>,
): void {
  expect([...actual.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
  for (const [k, p] of expected) expect(Math.abs((actual.get(k) as number) - p), `at ${k}`).toBeLessThan(TOL);
}

function expectOddsMatch(odds: IrtAttackOdds, t: Tally): void {
  expect(Math.abs(t.total - 1)).toBeLessThan(TOL); // the enumeration itself is complete
  expect(Math.abs(odds.hitChance - t.hit)).toBeLessThan(TOL);
  expect(Math.abs(odds.critChance - t.crit)).toBeLessThan(TOL);
  expect(Math.abs(odds.expectedKp - t.expectedKp)).toBeLessThan(TOL);
  expect(Math.abs(odds.fokusExpected - t.fokus)).toBeLessThan(TOL);
  expectDistributionEqual(new Map(odds.effektDistribution.map((x) => [x.effekt, x.p])), t.effekt);
  expectDistributionEqual(new Map(odds.kpDistribution.map((x) => [x.kp, x.p])), t.kp);
  expectSumsToOne(odds);
}

function sum(xs: readonly { p: number }[]): number {
  return xs.reduce((s, x) => s + x.p, 0);
}

function expectSumsToOne(odds: IrtAttackOdds): void {
  expect(Math.abs(sum(odds.kpDistribution) - 1)).toBeLessThan(TOL);
  expect(Math.abs(sum(odds.effektDistribution) - odds.hitChance)).toBeLessThan(TOL);
  expect(Math.abs(sum(odds.effektDistribution) + (1 - odds.hitChance) - 1)).toBeLessThan(TOL);
}

const POOLS_1_TO_10 = Array.from({ length: 10 }, (_, i) => i + 1);

describe('Odds equal exact enumeration for pools of 1–10 dice at every difficulty', () => {
  it.each(POOLS_1_TO_10)(
    'IRT-DICE-2/3/4, IRT-DMG-1/3, IRT-CRIT-1: %i dice, all 3^n category sequences, Lätt…Mycket Svår',
    (n) => {
      const tallies = bruteByCategories(n, 0, SCENARIOS);
      for (const t of tallies) {
        expectOddsMatch(irtAttackOdds({ pool: n, ...t.scenario }), t);
        expectOddsMatch(irtAttackOdds({ pool: n, ...t.scenario, defencePool: null }), t);
      }
    },
  );

  it.each([1, 2, 3, 4])('IRT-DICE-2/6: %i dice, all 12^n raw face sequences resolved by pool.ts', (n) => {
    const tallies = bruteByFaces(n, 0, SCENARIOS);
    for (const t of tallies) expectOddsMatch(irtAttackOdds({ pool: n, ...t.scenario }), t);
  });

  const defenceCases = [1, 2, 3, 4].flatMap((attack) =>
    [1, 2, 3].map((defence) => [attack, defence] as const),
  );
  it.each(defenceCases)(
    'IRT-DEF-2 active defence: %i attack dice against %i defence dice at Lätt, all 3^(n+m) sequences',
    (attack, defence) => {
      const tallies = bruteByCategories(attack, defence, SCENARIOS);
      for (const t of tallies)
        expectOddsMatch(irtAttackOdds({ pool: attack, ...t.scenario, defencePool: defence }), t);
    },
  );

  it.each(defenceCases.filter(([a, d]) => a + d <= 4))(
    'IRT-DEF-2 active defence: %i attack dice against %i defence dice, all 12^(n+m) raw faces via pool.ts',
    (attack, defence) => {
      const tallies = bruteByFaces(attack, defence, SCENARIOS);
      for (const t of tallies)
        expectOddsMatch(irtAttackOdds({ pool: attack, ...t.scenario, defencePool: defence }), t);
    },
  );
});

describe('IRT pool distribution', () => {
  it('IRT-DICE-2/6 one die: miss 9/12, success 2/12, success that is a 12: 1/12', () => {
    expect(poolDistribution(1)).toEqual([
      { successes: 0, twelves: 0, p: 9 / 12 },
      { successes: 1, twelves: 0, p: 2 / 12 },
      { successes: 1, twelves: 1, p: 1 / 12 },
    ]);
  });
  it('IRT-DICE-2/6 sums to 1, with n/4 successes and n/12 twelves on average', () => {
    for (let n = 0; n <= 40; n++) {
      const dist = poolDistribution(n);
      expect(dist).toHaveLength(((n + 1) * (n + 2)) / 2);
      expect(Math.abs(sum(dist) - 1)).toBeLessThan(TOL);
      expect(Math.abs(dist.reduce((s, o) => s + o.successes * o.p, 0) - n / 4)).toBeLessThan(1e-11);
      expect(Math.abs(dist.reduce((s, o) => s + o.twelves * o.p, 0) - n / 12)).toBeLessThan(1e-11);
    }
    expect(Math.abs(sum(poolDistribution(MAX_ODDS_POOL)) - 1)).toBeLessThan(1e-9);
  });
  it('IRT-DICE-1 interpretation: 0 dice or fewer roll nothing: 0 successes for certain', () => {
    expect(poolDistribution(0)).toEqual([{ successes: 0, twelves: 0, p: 1 }]);
    expect(poolDistribution(-3)).toEqual([{ successes: 0, twelves: 0, p: 1 }]);
    expect(successDistribution(-3)).toEqual([1]);
  });
  it('IRT-DICE-2 the success distribution is the binomial marginal of the joint one', () => {
    expect(successDistribution(2)).toEqual([9 / 16, 6 / 16, 1 / 16]);
    for (let n = 0; n <= 15; n++) {
      const marginal = new Array<number>(n + 1).fill(0);
      for (const o of poolDistribution(n)) marginal[o.successes] = (marginal[o.successes] as number) + o.p;
      successDistribution(n).forEach((p, s) =>
        expect(Math.abs(p - (marginal[s] as number))).toBeLessThan(TOL),
      );
    }
  });
  it('refuses pools that are not whole dice or absurdly large', () => {
    expect(() => poolDistribution(2.5)).toThrow(RangeError);
    expect(() => poolDistribution(MAX_ODDS_POOL + 1)).toThrow(RangeError);
    expect(() => irtAttackOdds({ pool: 3, difficulty: 'Normal', skada: 1.5, skydd: 0 })).toThrow(RangeError);
    expect(() =>
      irtAttackOdds({ pool: 3, difficulty: 'Normal', skada: 1, skydd: 0, defencePool: 0.5 }),
    ).toThrow(RangeError);
  });
});

describe('IRT attack odds', () => {
  it('IRT-DICE-3 at Normal the hit chance is 1 − (3/4)^n', () => {
    for (let n = 0; n <= 12; n++) {
      const odds = irtAttackOdds({ pool: n, difficulty: 'Normal', skada: 3, skydd: 1 });
      expect(Math.abs(odds.hitChance - (1 - 0.75 ** n))).toBeLessThan(TOL);
    }
  });
  it('IRT-DICE-3 Lätt always hits, even with a pool of 0 dice (Effekt 0); other difficulties then miss', () => {
    expect(irtAttackOdds({ pool: 0, difficulty: 'Lätt', skada: 3, skydd: 1 })).toEqual({
      hitChance: 1,
      effektDistribution: [{ effekt: 0, p: 1 }],
      kpDistribution: [{ kp: 2, p: 1 }],
      critChance: 0,
      expectedKp: 2,
      fokusExpected: 0,
    });
    expect(irtAttackOdds({ pool: -2, difficulty: 'Normal', skada: 3, skydd: 1 })).toEqual({
      hitChance: 0,
      effektDistribution: [],
      kpDistribution: [{ kp: 0, p: 1 }],
      critChance: 0,
      expectedKp: 0,
      fokusExpected: 0,
    });
  });
  it('IRT-EX-1 setting (5 dice, Normal, Skada 3, Skydd 1): a hit deals at least 2 KP, a miss 0', () => {
    const odds = irtAttackOdds({ pool: 5, difficulty: 'Normal', skada: 3, skydd: 1 });
    expect(odds.kpDistribution[0]).toEqual({ kp: 0, p: 0.75 ** 5 });
    expect(odds.kpDistribution[1]?.kp).toBe(2);
    expect(Math.abs(odds.fokusExpected - 5 / 12)).toBeLessThan(TOL);
    // IRT-CRIT-1: every hit deals ≥ 1 KP here, so a crit is "hit with at least one 12".
    expect(Math.abs(odds.critChance - (1 - (11 / 12) ** 5))).toBeLessThan(TOL);
  });
  it('IRT-DMG-3 / IRT-CRIT-1 no crit when Skydd leaves no KP, even with 12s', () => {
    const odds = irtAttackOdds({ pool: 6, difficulty: 'Normal', skada: 1, skydd: 20 });
    expect(odds.critChance).toBe(0);
    expect(odds.expectedKp).toBe(0);
    expect(odds.kpDistribution).toHaveLength(1);
    expect(Math.abs((odds.kpDistribution[0]?.p ?? 0) - 1)).toBeLessThan(TOL);
  });
  it('IRT-DEF-2 a defence of 0 dice changes nothing; any active defence lowers the hit chance', () => {
    for (const difficulty of IRT_DIFFICULTIES) {
      const passive = irtAttackOdds({ pool: 6, difficulty, skada: 2, skydd: 0 });
      expect(irtAttackOdds({ pool: 6, difficulty, skada: 2, skydd: 0, defencePool: 0 })).toEqual(passive);
      const active = irtAttackOdds({ pool: 6, difficulty, skada: 2, skydd: 0, defencePool: 4 });
      if (difficulty === 'Lätt') expect(active.hitChance).toBe(1);
      else expect(active.hitChance).toBeLessThan(passive.hitChance);
      expect(active.expectedKp).toBeLessThan(passive.expectedKp);
      expect(active.fokusExpected).toBe(passive.fokusExpected); // IRT-DICE-6: 12s rolled still count
    }
  });
});
