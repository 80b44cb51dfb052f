/**
 * Damage dice and the exact odds of a d20 attack (odds.ts, damageDice.ts, previewAttack): hand-computed
 * values for the kit's sword fight and a brute-force enumeration of every die face for other cases.
 */
import { describe, expect, it } from 'vitest';
import {
  damageDistribution,
  diceSumDistribution,
  formatDamageDice,
  parseDamageDice,
  withExtraDice,
  type DamageDice,
} from '@shared/rules/d20/damageDice';
import { attackOdds, neededFace, type D20OddsInput } from '@shared/rules/d20/odds';
import { previewAttack } from '@shared/rules/d20/attackPlan';
import type { D20AttackInput } from '@shared/rules/d20/commands';
import { attrs, d20Fight, patch } from './kit';

const SWORD_ON_GRIM: D20AttackInput = {
  attackerId: 'c-alva',
  targetId: 'c-grim',
  weaponId: 'w-svard',
  emUse: 'extraDie',
};

/** Every outcome of `count` dice of `sides` faces, as lists of faces. */
function allRolls(count: number, sides: number): number[][] {
  if (count === 0) return [[]];
  return allRolls(count - 1, sides).flatMap((rest) =>
    Array.from({ length: sides }, (_, i) => [...rest, i + 1]),
  );
}

/**
 * The odds by brute force: every attack face, every damage roll, counted one by one (integer sums per
 * face, divided once, so the comparison is not blurred by rounding).
 */
function bruteForce(i: D20OddsInput): {
  hit: number;
  emSteps: number[];
  expected: number;
  withShield: number;
  kp: number;
} {
  const faces: number[] = [];
  let hitFaces = 0;
  let expected = 0;
  let withShield = 0;
  let kp = 0;
  for (let face = 1; face <= 20; face++) {
    const total = face + i.modifier;
    if (total < i.sv) continue;
    hitFaces++;
    const steps = Math.floor((total - i.sv) / 5);
    while (faces.length <= steps) faces.push(0);
    faces[steps] = (faces[steps] ?? 0) + 1;
    const rolls = allRolls(i.damage.count + (i.extraDiePerStep ? steps : 0), i.damage.sides);
    let dealt = 0;
    let shielded = 0;
    let reaching = 0;
    for (const r of rolls) {
      const rolled = Math.max(0, r.reduce((a, b) => a + b, 0) + i.damage.bonus);
      dealt += Math.max(0, rolled - i.rr);
      shielded += Math.max(0, rolled - i.rr - 1);
      if (Math.max(0, rolled - i.rr) > i.targetVp) reaching++;
    }
    expected += dealt / rolls.length;
    withShield += shielded / rolls.length;
    kp += reaching / rolls.length;
  }
  return {
    hit: hitFaces / 20,
    emSteps: faces.map((n) => n / 20),
    expected: expected / 20,
    withShield: withShield / 20,
    kp: kp / 20,
  };
}

describe('d20 damage dice (D20-ATK-5)', () => {
  it('D20-ATK-5 reads weapon damage written 1T8, 1T6+1, 2T4, 1T10-1 and refuses anything else', () => {
    expect(parseDamageDice('1T8')).toEqual({ count: 1, sides: 8, bonus: 0 });
    expect(parseDamageDice('1T6+1')).toEqual({ count: 1, sides: 6, bonus: 1 });
    expect(parseDamageDice(' 2t4 ')).toEqual({ count: 2, sides: 4, bonus: 0 });
    expect(parseDamageDice('1T10-1')).toEqual({ count: 1, sides: 10, bonus: -1 });
    for (const bad of ['', '8', 'T8', '1d', '0T6', '1T1', '1T8+', '99T6', '1T8*2', '1T8 + 1 + 1'])
      expect(parseDamageDice(bad)).toBeNull();
    expect(formatDamageDice({ count: 2, sides: 4, bonus: -1 })).toBe('2T4-1');
    expect(formatDamageDice(withExtraDice({ count: 1, sides: 6, bonus: 1 }, 2))).toBe('3T6+1');
  });

  it('D20-ATK-5 the sum of dice and the damage law are exact (2T6 peaks at 7; 1T10-1 is 0 one time in 10)', () => {
    const twoD6 = diceSumDistribution(2, 6);
    expect(twoD6[7]).toBeCloseTo(6 / 36, 15);
    expect(twoD6[2]).toBeCloseTo(1 / 36, 15);
    expect(twoD6.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
    const dmg = damageDistribution({ count: 1, sides: 10, bonus: -1 });
    expect(dmg).toHaveLength(10);
    expect(dmg[0]).toBeCloseTo(1 / 10, 15);
    expect(dmg[9]).toBeCloseTo(1 / 10, 15);
    // A large negative bonus piles everything below zero onto 0 (1T4−3: faces 1–3 do nothing).
    expect(damageDistribution({ count: 1, sides: 4, bonus: -3 })).toEqual([0.75, 0.25]);
  });
});

describe('exact odds of a d20 attack (D20-ATK-4..6)', () => {
  /** +5 against SV 13 with a 1T8 weapon, no extra dice, no RR, no shield, 8 VP. */
  const PLUS_5_VS_13 = {
    modifier: 5,
    sv: 13,
    damage: { count: 1, sides: 8, bonus: 0 },
    extraDiePerStep: false,
    rr: 0,
    targetHasShield: false,
    targetVp: 8,
  };

  it('D20-ATK-4 +5 against SV 13 needs an 8 on the die: 13 faces of 20 hit', () => {
    expect(neededFace(5, 13)).toBe(8);
    const o = attackOdds(PLUS_5_VS_13);
    expect(o.needed).toBe(8);
    expect(o.hit).toBe(13 / 20);
  });

  it('D20-ATK-4 the needed face is clamped: any face hits at +12 vs 13, none at −8 vs 13', () => {
    expect(neededFace(12, 13)).toBe(1);
    expect(neededFace(30, 13)).toBe(1);
    expect(neededFace(-7, 13)).toBe(20);
    expect(neededFace(-8, 13)).toBe(21);
    const none = attackOdds({
      modifier: -8,
      sv: 13,
      damage: { count: 1, sides: 8, bonus: 0 },
      extraDiePerStep: true,
      rr: 0,
      targetHasShield: true,
      targetVp: 0,
    });
    expect(none).toEqual({
      needed: 21,
      hit: 0,
      emSteps: [],
      expectedDamage: 0,
      expectedDamageWithShield: 0,
      kpChance: 0,
    });
  });

  it('D20-ATK-4 EM steps of +5 vs 13: faces 8–12 none, 13–17 one, 18–20 two; with the misses they sum to 1', () => {
    const o = attackOdds(PLUS_5_VS_13);
    expect(o.emSteps).toEqual([5 / 20, 5 / 20, 3 / 20]);
    expect(o.emSteps.reduce((a, b) => a + b, 0) + (1 - o.hit)).toBeCloseTo(1, 15);
  });

  it('D20-ATK-5 D20-ATK-1 the kit sword (1T8, +5, EM extra die) on Grim (RR 1, VP 8): hand-computed expectations', () => {
    // k = 0: E[max(0, 1T8 − 1)] = 28/8 = 3.5; k = 1: 2T8 − 1 = 8; k = 2: 3T8 − 1 = 12.5.
    // Expected = (5·3.5 + 5·8 + 3·12.5) / 20 = 4.75. With a shield: (5·21/8 + 5·7 + 3·11.5) / 20 = 4.13125.
    // KP (dealt > 8): k = 1 needs 2T8 ≥ 10 (28/64), k = 2 needs 3T8 ≥ 10 (1 − 84/512).
    const o = previewAttack(d20Fight(), SWORD_ON_GRIM).odds;
    expect(o).not.toBeNull();
    expect(o?.needed).toBe(8);
    expect(o?.hit).toBe(13 / 20);
    expect(o?.expectedDamage).toBeCloseTo(4.75, 12);
    expect(o?.expectedDamageWithShield).toBeNull(); // Grim carries no shield
    expect(o?.kpChance).toBeCloseTo((5 * (28 / 64) + 3 * (1 - 84 / 512)) / 20, 12);
    const onBo = previewAttack(d20Fight(), { ...SWORD_ON_GRIM, targetId: 'c-bo' }).odds;
    expect(onBo?.expectedDamageWithShield).toBeCloseTo(4.13125, 12);
  });

  it('D20-ATK-1 without the extra-die EM use the same sword expects 13/20 · 3.5 and never reaches KP at VP 8', () => {
    const o = previewAttack(d20Fight(), { ...SWORD_ON_GRIM, emUse: 'manoeuvre' }).odds;
    expect(o?.expectedDamage).toBeCloseTo((13 / 20) * 3.5, 12);
    expect(o?.kpChance).toBe(0);
  });

  it('D20-ATK-6 the chance to reach KP follows the target’s current VP (0 VP: any damage past RR)', () => {
    const s = patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } });
    const o = previewAttack(s, { ...SWORD_ON_GRIM, emUse: null }).odds;
    // Any hit dealing ≥ 1 past RR 1: 1T8 ≥ 2, 7/8 of hits.
    expect(o?.kpChance).toBeCloseTo((13 / 20) * (7 / 8), 12);
  });

  it('D20-ATK-5 an impossible attack has no odds', () => {
    const p = previewAttack(d20Fight(), { ...SWORD_ON_GRIM, targetId: 'c-skugga' });
    expect(p.plan.possible).toBe(false);
    expect(p.odds).toBeNull();
  });

  it('D20-ATK-5 D20-ATK-6 the odds match a brute-force count over every attack face and damage roll', () => {
    const dice: DamageDice[] = [
      { count: 1, sides: 8, bonus: 0 },
      { count: 2, sides: 4, bonus: 1 },
      { count: 1, sides: 10, bonus: -1 },
      { count: 1, sides: 6, bonus: 1 },
    ];
    const cases: D20OddsInput[] = [];
    for (const damage of dice)
      for (const [modifier, sv] of [
        [5, 13],
        [9, 13],
        [2, 17],
        [-3, 12],
      ] as const)
        for (const extraDiePerStep of [false, true])
          for (const [rr, targetVp] of [
            [0, 0],
            [1, 8],
            [3, 2],
          ] as const)
            cases.push({ modifier, sv, damage, extraDiePerStep, rr, targetHasShield: true, targetVp });
    for (const c of cases) {
      const o = attackOdds(c);
      const b = bruteForce(c);
      expect(o.hit).toBeCloseTo(b.hit, 12);
      expect(o.emSteps.length).toBe(b.emSteps.length);
      o.emSteps.forEach((p, k) => expect(p).toBeCloseTo(b.emSteps[k] ?? 0, 12));
      expect(o.expectedDamage).toBeCloseTo(b.expected, 12);
      expect(o.expectedDamageWithShield).toBeCloseTo(b.withShield, 12);
      expect(o.kpChance).toBeCloseTo(b.kp, 12);
    }
  });

  it('D20-ATK-3 the preview odds use the plan’s modifier: Yrsel −2 raises the needed face to 10', () => {
    let s = d20Fight();
    s = patch(s, 'c-alva', {
      conditions: [{ key: 'Yrsel', public: true, untilRound: null, note: '' }],
    });
    const p = previewAttack(s, SWORD_ON_GRIM);
    expect(p.plan.modifier).toBe(3);
    expect(p.odds?.needed).toBe(10);
    expect(p.odds?.hit).toBe(11 / 20);
    // RR comes from the target's sheet: RR 8 swallows every 1T8 blow.
    const armoured = previewAttack(attrs(d20Fight(), 'c-grim', { RR: 8 }), { ...SWORD_ON_GRIM, emUse: null });
    expect(armoured.odds?.expectedDamage).toBe(0);
    expect(armoured.odds?.hit).toBe(13 / 20);
  });
});
