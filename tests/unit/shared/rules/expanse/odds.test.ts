import { describe, expect, it } from 'vitest';
import { expTestOdds } from '@shared/rules/expanse/odds';
import { isDoubles, stuntPoints } from '@shared/rules/expanse/roll';
import { previewExpanseAttack } from '@shared/rules/expanse/preview';
import { BOBBY, expFight, hex, inRound, placeAt, THUG } from './kit';

/** Every 3d6 outcome, the third die the Drama Die. */
function* outcomes(): Generator<[number, number, number]> {
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let d = 1; d <= 6; d++) yield [a, b, d];
}

describe('Expanse odds', () => {
  it('EXP-TEST-1 EXP-TEST-2 the 3d6 distribution: 10 and 11 are the commonest (27/216), 3 and 18 one each', () => {
    const o = expTestOdds(0, 3);
    expect(o.totals[3]).toBeCloseTo(1 / 216, 12);
    expect(o.totals[10]).toBeCloseTo(27 / 216, 12);
    expect(o.totals[11]).toBeCloseTo(27 / 216, 12);
    expect(o.totals.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(o.success).toBe(1);
    // Needing 11 with +5 (the EXP-EX-2 attacker without Charge): natural ≥ 6, so 1 − 10/216.
    expect(expTestOdds(5, 11).success).toBeCloseTo(206 / 216, 12);
    expect(expTestOdds(0, 19).success).toBe(0);
  });

  it('EXP-SP-1 doubles come up 96 times in 216; SP equal the Drama Die only on a success', () => {
    expect(expTestOdds(0, 3).doubles).toBeCloseTo(96 / 216, 12);
    const o = expTestOdds(3, 13);
    // Brute force over the same outcomes with the engine's own rule functions.
    let stunts = 0;
    const sp = new Array<number>(8).fill(0);
    for (const f of outcomes()) {
      const ok = f[0] + f[1] + f[2] + 3 >= 13;
      if (ok && isDoubles(f)) stunts++;
      const p = stuntPoints(f, ok, true);
      sp[p] = (sp[p] ?? 0) + 1;
    }
    expect(o.stunts).toBeCloseTo(stunts / 216, 12);
    o.sp.forEach((p, v) => expect(p).toBeCloseTo((sp[v] ?? 0) / 216, 12));
    // A sure success: each Drama Die value 1–6 with its doubles (16 each: 5 matching pairs + 5 + 5 + triple).
    const sure = expTestOdds(0, 3);
    for (let v = 1; v <= 6; v++) expect(sure.sp[v]).toBeCloseTo(16 / 216, 12);
    expect(sure.meanSp).toBeCloseTo((16 * 21) / 216, 12);
  });

  it('EXP-ACT-MAJ a Stunt Attack’s extra SP on a hit shifts the SP distribution by one', () => {
    const o = expTestOdds(0, 3, 1);
    expect(o.sp[0]).toBe(0);
    expect(o.sp[1]).toBeCloseTo(120 / 216, 12);
    expect(o.sp[7]).toBeCloseTo(16 / 216, 12);
  });
});

describe('Expanse attack preview', () => {
  it('EXP-ATK-1 EXP-SP-1 the preview of EXP-EX-2’s charge: +6 against Defense 11, its odds and the stunt picker', () => {
    // Bobby runs 4 m at the thug 5 m away (EXP-EX-2).
    const p = previewExpanseAttack(placeAt(inRound(expFight()), THUG, hex(5)), {
      attackerId: BOBBY,
      targetId: THUG,
      weaponId: null,
      action: 'charge',
      to: hex(4),
    });
    expect(p?.factors).toEqual([
      { key: 'focus', term: 'Brawling', effect: 2 },
      { key: 'charge', term: 'Charge', effect: 1 },
    ]);
    expect(p).toMatchObject({ ability: 'Fighting', modifier: 6, defense: 11 });
    expect(p?.odds.success).toBeCloseTo(expTestOdds(6, 11).success, 12);
    expect(p?.stunts[0]?.min).toBe(1);
    expect(
      previewExpanseAttack(
        expFight(),
        { attackerId: BOBBY, targetId: THUG, weaponId: null, action: 'melee' },
        true,
      ),
    ).toBeNull();
  });
});
