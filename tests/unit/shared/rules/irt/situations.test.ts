import { describe, expect, it } from 'vitest';
import { ofType, cmb, cond, demo, expectGuardTakesValue3, GUARD, run } from './healthKit';

const OFFICER = 'c-officeren'; // Skydd 0, standing in Vakthuset (Skydd, Trångt utrymme)

describe('IRT special situations', () => {
  it('IRT-SIT-1 a damage value N is N KP plus N skadetärningar (10+ adds 1 KP); Skydd protects', () => {
    // A fall (Kross) of value 3 on the guard (Skydd 1): 3 + one 11 − 1 = 3 KP.
    const r = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 3, damageType: 'Kross' },
      [11, 4, 9],
    );
    expectGuardTakesValue3(r, [11, 4, 9]);
    expect(ofType(r.events, 'irt/crit')).toEqual([]);
  });

  it('IRT-SIT-1 explosions double in Trångt utrymme and halve behind solid cover', () => {
    const doubled = run(
      demo(),
      { type: 'irt/damageValue', targetId: OFFICER, value: 4, damageType: 'Explosion' },
      [1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(ofType(doubled.events, 'irt/damageValue')[0]?.data).toMatchObject({ value: 8, kp: 8 });
    const both = run(
      demo(),
      {
        type: 'irt/damageValue',
        targetId: OFFICER,
        value: 4,
        damageType: 'Explosion',
        behindSolidCover: true,
      },
      [1, 1, 1, 1],
    );
    expect(ofType(both.events, 'irt/damageValue')[0]?.data).toMatchObject({ value: 4, kp: 4 });
    // The guard on the open road: neither.
    const open = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 4, damageType: 'Explosion', behindSolidCover: true },
      [1, 1],
    );
    expect(ofType(open.events, 'irt/damageValue')[0]?.data).toMatchObject({ value: 2, kp: 1 });
  });

  it('IRT-SIT-1 a 12 on a skadetärning crits on the damage type’s table; 3+ KP of fire sets Brinnande', () => {
    // Fire value 2 on the guard: faces 10 and 12 → 2 + 2 − 1 = 3 KP; crit on Eld, die 1 → Svedd.
    const r = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 2, damageType: 'Eld' },
      [10, 12, 1],
    );
    expect(ofType(r.events, 'irt/crit')[0]?.data).toMatchObject({ damageType: 'Eld', roll: 1, row: 'Svedd' });
    expect(cmb(r.state, GUARD).resources.kp).toBe(3);
    expect(cmb(r.state, GUARD).resources.stress).toBe(2); // 1 (IRT-STR-1) + 1 (Svedd, IRT-STR-3)
    expect(cond(r.state, GUARD, 'Brinnande')?.data).toMatchObject({ value: 3 });
    // 2 KP of fire is not enough to catch fire.
    const small = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 2, damageType: 'Eld' },
      [10, 1],
    );
    expect(cmb(small.state, GUARD).resources.kp).toBe(2);
    expect(cond(small.state, GUARD, 'Brinnande')).toBeUndefined();
  });

  it('IRT-SIT-1 extra 12s add +1 each on the crit table', () => {
    // Value 3, faces 12, 12, 12: 3 + 3 − 1 = 5 KP; crit die 4 + 2 = 6 on Kross.
    const r = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 3, damageType: 'Kross' },
      [12, 12, 12, 4],
    ).events;
    expect(ofType(r, 'irt/crit')[0]?.data).toMatchObject({ roll: 4, modifier: 2, total: 6 });
  });
});
