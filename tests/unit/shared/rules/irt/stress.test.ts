import { describe, expect, it } from 'vitest';
import { applyCommand } from '@shared/rules/core/engine';
import { scriptedDice } from '@shared/dice/dice';
import {
  addStress,
  applyKpDamage,
  payFokus,
  rollDeferredSammanbrott,
  sammanbrottThresholdsPassed,
} from '@shared/rules/irt/health';
import { conditionFactors } from '@shared/rules/irt/conditions';
import { computeIrtDifficulty } from '@shared/rules/irt/difficulty';
import { ANTON, cmb, cond, demo, GUARD, ofType, patch, run, sysCtx } from './healthKit';
import { antonShot } from './kit';

const withStress = (n: number) =>
  patch(demo(), GUARD, (c) => ({ ...c, resources: { ...c.resources, stress: n } }));

describe('IRT Stress', () => {
  it('IRT-STR-1 each time a character takes ≥ 1 KP they take 1 Stress; 0 KP gives none', () => {
    const ctx = sysCtx();
    const s1 = applyKpDamage(demo(), GUARD, 2, 'hit', ctx);
    expect(cmb(s1, GUARD).resources.stress).toBe(1);
    const s2 = applyKpDamage(s1, GUARD, 1, 'hit', ctx);
    expect(cmb(s2, GUARD).resources.stress).toBe(2); // per hit, not per KP
    expect(applyKpDamage(s2, GUARD, 0, 'graze', ctx)).toBe(s2);
    ctx.done();
    expect(ofType(ctx.out.events, 'irt/stress').map((e) => e.data.reason)).toEqual([
      'took KP damage (IRT-STR-1)',
      'took KP damage (IRT-STR-1)',
    ]);
  });

  it('IRT-STR-1 extras (statister) track no Stress', () => {
    const ctx = sysCtx();
    const s = applyKpDamage(demo(), 'c-gransvakt-2', 3, 'hit', ctx);
    expect(cmb(s, 'c-gransvakt-2').resources.stress).toBeUndefined();
    expect(cmb(s, 'c-gransvakt-2').resources.kp).toBe(3);
  });

  it('IRT-STR-2 becoming Sårad gives 1 more Stress, once', () => {
    const ctx = sysCtx();
    const s1 = applyKpDamage(demo(), GUARD, 6, 'hit', ctx); // Tålighet 5 → Sårad
    expect(cmb(s1, GUARD).resources.stress).toBe(2);
    const s2 = applyKpDamage(s1, GUARD, 1, 'hit', ctx); // already Sårad
    expect(cmb(s2, GUARD).resources.stress).toBe(3);
    ctx.done();
  });

  it('IRT-STR-3 a crit’s Stress comes on top of IRT-STR-1 (Skjutvapen 1 Rikoschett through the engine)', () => {
    const declared = run(
      demo(),
      { type: 'irt/attack', attackerId: ANTON, targetId: GUARD, weaponId: 'w-pistol', options: {} },
      [12, 10, 11, 3, 4],
    );
    const r = run(declared.state, { type: 'irt/resolve' }, [1]); // crit die 1 → Rikoschett (Stress 1)
    expect(ofType(r.events, 'irt/crit')[0]?.data).toMatchObject({ row: 'Rikoschett', total: 1 });
    expect(ofType(r.events, 'irt/stress').map((e) => e.data.amount)).toEqual([1, 1]);
    expect(cmb(r.state, GUARD).resources.stress).toBe(2);
    expect(cmb(r.state, GUARD).resources.kp).toBe(4);
  });

  it('IRT-STR-4 Chockslag: Vilja + attribute vs Chockfaktor (+1 Trauma); 1 Stress per point left', () => {
    // Anton: Vilja 2 + Strid 3 = 5 dice; Chockfaktor 2 (+1 Trauma) = 3; one success leaves 2.
    const r = run(
      demo(),
      { type: 'irt/chockslag', id: ANTON, attribute: 'Strid', chockfaktor: 2, touchesTrauma: true },
      [10, 1, 2, 3, 4],
    );
    expect(ofType(r.events, 'irt/chockslag')[0]?.data).toMatchObject({
      chockfaktor: 3,
      successes: 1,
      stress: 2,
    });
    expect(cmb(r.state, ANTON).resources.stress).toBe(2);
    // Enough successes leave nothing; a 12 still gives Fokus (IRT-DICE-6).
    const r2 = run(
      demo(),
      { type: 'irt/chockslag', id: ANTON, attribute: 'Strid', chockfaktor: 1, touchesTrauma: false },
      [12, 1, 2, 3, 4],
    );
    expect(cmb(r2.state, ANTON).resources.stress).toBe(0);
    expect(cmb(r2.state, ANTON).resources.fokus).toBe(3);
    // A factor of 0 (a firefight for the combat-trained) needs no roll at all: nothing is rolled.
    const r3 = run(
      demo(),
      { type: 'irt/chockslag', id: ANTON, attribute: 'Strid', chockfaktor: 0, touchesTrauma: false },
      [],
    );
    expect(cmb(r3.state, ANTON).resources.stress).toBe(0);
  });

  it('IRT-STR-5 thresholds are *passed* (above 1×, 2×, … Stabilitet): 3 Stress with Stabilitet 3 is no Sammanbrott, 4 is', () => {
    expect([0, 1, 3, 4, 6, 7, 9, 10].map((n) => sammanbrottThresholdsPassed(n, 3))).toEqual([
      0, 0, 0, 1, 1, 2, 2, 3,
    ]);
    const quiet = sysCtx(); // no dice: reaching 3 rolls nothing
    const s3 = addStress(withStress(2), GUARD, 1, 'test', quiet);
    expect(cmb(s3, GUARD).resources.stress).toBe(3);
    quiet.done();
    const ctx = sysCtx([4]); // 4 → Ok: nothing lasting
    const s4 = addStress(s3, GUARD, 1, 'test', ctx);
    ctx.done();
    expect(ofType(ctx.out.events, 'irt/sammanbrott')[0]?.data).toMatchObject({
      threshold: 1,
      roll: 4,
      total: 4,
      row: 'Ok',
    });
    expect(cmb(s4, GUARD).conditions).toEqual([]);
  });

  it('IRT-STR-5 one roll per threshold passed, +1 per threshold beyond the first, with the row’s effects', () => {
    // 3 → 7 passes 3 and 6: the first roll is 1T12 (1 → Fokuserad, +1 Fokus), the second 1T12 + 1
    // (12 + 1 = 13 → Trauma förvärrat: Stabilitet drops one step permanently).
    const ctx = sysCtx([1, 12]);
    const s = addStress(withStress(3), GUARD, 4, 'test', ctx);
    ctx.done();
    const rolls = ofType(ctx.out.events, 'irt/sammanbrott').map((e) => e.data);
    expect(rolls).toMatchObject([
      { threshold: 1, roll: 1, total: 1, row: 'Fokuserad' },
      { threshold: 2, roll: 12, total: 13, row: 'Trauma förvärrat' },
    ]);
    const g = cmb(s, GUARD);
    expect(g.resources.fokus).toBe(2);
    expect(g.attributes.Stabilitet).toBe(2);
    expect(cond(s, GUARD, 'Sammanbrott: Trauma förvärrat')?.data).toMatchObject({
      compulsion: 'trauma',
      untilSceneEnd: true,
    });
  });

  it('IRT-STR-5 Uppjagad (6) makes every roll one step harder until the Vilja + Vilja roll', () => {
    const ctx = sysCtx([6]);
    const s = addStress(withStress(3), GUARD, 1, 'test', ctx);
    const g = cmb(s, GUARD);
    const factors = conditionFactors(g, { action: 'other', attributes: ['Fysik', 'Strid'] }, 0);
    expect(factors.map((f) => f.effect)).toEqual([1]);
    expect(computeIrtDifficulty({ base: 'Normal', factors }).difficulty).toBe('Svår');
    expect(cond(s, GUARD, 'Sammanbrott: Uppjagad')?.public).toBe(false);
  });

  it('IRT-STR-5 Skakad (5) loses the next round', () => {
    const s0 = { ...withStress(3), encounter: { ...demo().encounter, active: true, round: 2 } };
    const s = addStress(s0, GUARD, 1, 'test', sysCtx([5]));
    expect(cond(s, GUARD, 'Sammanbrott: Skakad')).toMatchObject({
      untilRound: 4,
      data: { cannotAct: true },
    });
  });

  it('IRT-STR-5 / IRT-DICE-7 Stress paid for Fokus counts towards Sammanbrott', () => {
    // Anton: 0 Fokus, 3 Stress; paying 1 with Stress takes him to 4 and past 1× Stabilitet.
    const s0 = patch(demo(), ANTON, (c) => ({ ...c, resources: { ...c.resources, fokus: 0, stress: 3 } }));
    const ctx = sysCtx([3]);
    const paid = payFokus(s0, ANTON, 1, 'väja', ctx);
    expect(cmb(paid, ANTON).resources).toMatchObject({ fokus: 0, stress: 4 });
    expect(ofType(ctx.out.events, 'irt/sammanbrott')).toHaveLength(0);
    expect(cond(paid, ANTON, 'Sammanbrott väntar')?.data).toEqual({ from: 3, to: 4 });
    const s = rollDeferredSammanbrott(paid, ctx);
    ctx.done();
    expect(ofType(ctx.out.events, 'irt/sammanbrott')).toHaveLength(1);
    expect(cond(s, ANTON, 'Sammanbrott väntar')).toBeUndefined();
  });

  it('IRT-STR-5 Sammanbrott from Stress paid instead of Fokus rolls after the action resolves', () => {
    // The guard (Stabilitet 3) has no Fokus and 3 Stress; dodging Anton's shot costs 1 Stress (IRT-DICE-7),
    // passing 1× Stabilitet, but the Sammanbrott waits until the attack has resolved.
    const s0 = patch(demo(), GUARD, (c) => ({ ...c, resources: { ...c.resources, fokus: 0, stress: 3 } }));
    const attacked = applyCommand(s0, { ...antonShot, dice: [12, 10, 11, 3, 5] }, { dice: scriptedDice([]) });
    const defended = applyCommand(
      attacked.state,
      { type: 'irt/defend', kind: 'väja', dice: [1, 2, 3, 4] },
      { dice: scriptedDice([]) },
    );
    expect(cmb(defended.state, GUARD).resources.stress).toBe(4);
    expect(ofType(defended.events, 'irt/sammanbrott')).toHaveLength(0);
    // Resolve: crit die 8 (Genomskjuten axel), body part 3, healing time 5, then the waiting Sammanbrott: 1.
    const resolved = applyCommand(
      defended.state,
      { type: 'irt/resolve', dice: [8, 3, 5, 1] },
      { dice: scriptedDice([]) },
    );
    const types = resolved.events.map((e) => e.type);
    expect(ofType(resolved.events, 'irt/sammanbrott')).toHaveLength(1);
    expect(types.lastIndexOf('irt/sammanbrott')).toBeGreaterThan(types.indexOf('irt/crit'));
    expect(cond(resolved.state, GUARD, 'Sammanbrott väntar')).toBeUndefined();
  });
});
