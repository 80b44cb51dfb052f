import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { dyingGrade, DYING_LADDER } from '@shared/rules/irt/conditions';
import {
  applyKpDamage,
  DAY,
  HOUR,
  MINUTE,
  setDyingGrade,
  setSurvivalInterval,
  worsenDying,
} from '@shared/rules/irt/health';
import { survivalRoll } from '@shared/rules/irt/care';
import { irtSystem } from '@shared/rules/irt/system';
import { cmb, cond, demo, GUARD, ofType, run, shootAndCrit, sysCtx } from './healthKit';

/** The guard made dying at clock 0 (no dice needed). */
function dying(grade: 'Döende' | 'Akut döende', s: CampaignState = demo()): CampaignState {
  return setDyingGrade(s, GUARD, grade, 'test', sysCtx());
}
const survivalTimer = (s: CampaignState) => s.timers?.find((t) => t.kind === 'irt/survival');

describe('IRT dying', () => {
  it('IRT-DIE-1 the grades form one ladder and a character has exactly one grade', () => {
    expect(DYING_LADDER).toEqual(['Stabil', 'Döende', 'Akut döende', 'Död']);
    let s = dying('Döende');
    s = worsenDying(s, GUARD, 'Döende', 'again', sysCtx());
    const g = cmb(s, GUARD);
    expect(dyingGrade(g)).toBe('Akut döende');
    expect(g.conditions.filter((k) => k.key === 'Döende')).toHaveLength(1);
    expect(s.timers?.filter((t) => t.kind === 'irt/survival')).toHaveLength(1);
  });

  it('IRT-DIE-2 KP shock over 3× Tålighet makes Akut döende; a crit names its own grade', () => {
    const ctx = sysCtx([5]); // Medvetslös wake die
    const s = applyKpDamage(demo(), GUARD, 16, 'shock', ctx);
    expect(dyingGrade(cmb(s, GUARD))).toBe('Akut döende');
    // No crit row: stabilised with Medicin at Normal (IRT-DIE-6), so no care type is stored.
    expect(cond(s, GUARD, 'Döende')?.data?.careType).toBeUndefined();
    // Skjutvapen 11 (Lungskott — kollapsad lunga) names Döende, with Kirurgi (Mycket Svår).
    const r = shootAndCrit(demo(), 11);
    expect(ofType(r.events, 'irt/crit')[0]?.data.row).toBe('Lungskott — kollapsad lunga');
    expect(dyingGrade(cmb(r.state, GUARD))).toBe('Döende');
    expect(cond(r.state, GUARD, 'Döende')?.data).toMatchObject({
      careType: 'Kirurgi',
      careDifficulty: 'Mycket Svår',
    });
    expect(survivalTimer(r.state)).toMatchObject({ every: HOUR, nextAt: HOUR });
  });

  it('IRT-DIE-3 worsening while dying moves one step up; worsening while Akut döende kills', () => {
    // A second crit naming Döende on a Döende character: Akut döende.
    const s1 = worsenDying(dying('Döende'), GUARD, 'Döende', 'crit', sysCtx());
    expect(dyingGrade(cmb(s1, GUARD))).toBe('Akut döende');
    // New KP shock while Akut döende: dead.
    const s2 = patch16(s1);
    expect(dyingGrade(cmb(s2, GUARD))).toBe('Död');
    // A crit naming Döende while Akut döende also kills.
    const s3 = worsenDying(dying('Akut döende'), GUARD, 'Döende', 'crit', sysCtx());
    expect(dyingGrade(cmb(s3, GUARD))).toBe('Död');
  });

  it('IRT-DIE-4 survival roll each minute when Akut döende: Fysik + Vilja at Normal, failure one step worse', () => {
    const s = dying('Döende');
    // Döende rolls every hour: nothing at 59 minutes.
    const quiet = run(s, { type: 'time/advance', seconds: HOUR - 60 });
    expect(ofType(quiet.events, 'irt/survival')).toHaveLength(0);
    // At the hour: 5 dice (Fysik 2 + Vilja 3), no success → Akut döende, now every minute.
    const fail = run(quiet.state, { type: 'time/advance', seconds: 60 }, [1, 2, 3, 4, 5]);
    expect(ofType(fail.events, 'irt/survival')[0]?.data).toMatchObject({
      grade: 'Döende',
      successes: 0,
      success: false,
    });
    expect(dyingGrade(cmb(fail.state, GUARD))).toBe('Akut döende');
    expect(survivalTimer(fail.state)).toMatchObject({ every: MINUTE, nextAt: HOUR + MINUTE });
    // One success (Effekt 0): holds on, no change, the timer keeps its rhythm.
    const hold = run(fail.state, { type: 'time/advance', seconds: 60 }, [10, 2, 3, 4, 5]);
    expect(dyingGrade(cmb(hold.state, GUARD))).toBe('Akut döende');
    expect(survivalTimer(hold.state)?.nextAt).toBe(HOUR + 2 * MINUTE);
    // Failure while Akut döende: dead, and no more timers.
    const dead = run(hold.state, { type: 'time/advance', seconds: 60 }, [1, 1, 1, 1, 1]);
    expect(dyingGrade(cmb(dead.state, GUARD))).toBe('Död');
    expect(dead.state.timers?.filter((t) => t.combatantId === GUARD)).toEqual([]);
  });

  it.each([
    [[10, 10, 1, 1, 1], 1, 'Akut döende'],
    [[10, 10, 10, 1, 1], 2, 'Döende'],
    [[10, 10, 10, 10, 1], 3, 'Döende'],
    [[10, 10, 10, 10, 10], 4, 'Stabil'],
  ] as const)(
    'IRT-DIE-4 success: each two full Effekt improve one step (faces %j → Effekt %i → %s)',
    (faces, effekt, grade) => {
      const ctx = sysCtx(faces);
      const s = survivalRoll(dying('Akut döende'), GUARD, ctx);
      ctx.done();
      expect(ofType(ctx.out.events, 'irt/survival')[0]?.data).toMatchObject({ effekt, success: true });
      expect(dyingGrade(cmb(s, GUARD))).toBe(grade);
    },
  );

  it('IRT-DIE-4 a 12 on the survival roll gives the dying character Fokus (IRT-DICE-6)', () => {
    const ctx = sysCtx([12, 1, 1, 1, 1]);
    const s = survivalRoll(dying('Akut döende'), GUARD, ctx);
    expect(cmb(s, GUARD).resources.fokus).toBe(2);
  });

  it('IRT-DIE-5 the GM may stretch the interval to a day', () => {
    const s = setSurvivalInterval(dying('Döende'), GUARD, DAY, sysCtx());
    expect(survivalTimer(s)).toMatchObject({ every: DAY, nextAt: DAY });
    expect(ofType(run(s, { type: 'time/advance', seconds: 23 * HOUR }).events, 'irt/survival')).toEqual([]);
    const day = run(s, { type: 'time/advance', seconds: DAY }, [10, 1, 1, 1, 1]);
    expect(ofType(day.events, 'irt/survival')).toHaveLength(1);
    // The stretch survives a change of grade (a failed roll later still rolls daily).
    const worse = worsenDying(s, GUARD, 'Döende', 'poison', sysCtx());
    expect(survivalTimer(worse)).toMatchObject({ every: DAY });
    // And can be undone.
    const back = setSurvivalInterval(s, GUARD, null, sysCtx());
    expect(survivalTimer(back)).toMatchObject({ every: HOUR });
    expect(() => setSurvivalInterval(demo(), GUARD, DAY, sysCtx())).toThrow(/not dying/);
  });

  it('IRT-DIE-9 a stable character makes no survival rolls but stays Sårad/Medvetslös with its KP', () => {
    const ctx = sysCtx([6]); // wake die
    let s = applyKpDamage(demo(), GUARD, 16, 'shock', ctx);
    s = setDyingGrade(s, GUARD, 'Stabil', 'treated', sysCtx());
    expect(survivalTimer(s)).toBeUndefined();
    const later = run(s, { type: 'time/advance', seconds: 2 * HOUR });
    expect(ofType(later.events, 'irt/survival')).toEqual([]);
    const g = cmb(later.state, GUARD);
    expect(g.resources.kp).toBe(16);
    expect(irtSystem.woundWord(g)).toBe('Döende'); // KP level, no longer a dying grade
    expect(dyingGrade(g)).toBe('Stabil');
    expect(() => run(later.state, { type: 'irt/survivalRoll', id: GUARD })).toThrow(/IRT-DIE-9/);
  });

  it('IRT-DIE-10 instant death: KP over 4× Tålighet, a 15+ crit row, or worsening while Akut döende', () => {
    const ctx = sysCtx();
    const byKp = applyKpDamage(demo(), GUARD, 21, 'shell', ctx);
    ctx.done();
    expect(dyingGrade(cmb(byKp, GUARD))).toBe('Död');
    expect(ofType(ctx.out.events, 'irt/stress')).toEqual([]); // the dead roll no Sammanbrott
    // A 15+ row: Krypskytten's Penetrerande rifle (+2) with two 12s (+1) and a crit die of 12 → 15.
    const declared = run(
      demo(),
      {
        type: 'irt/attack',
        attackerId: 'c-krypskytten',
        targetId: GUARD,
        weaponId: 'w-gevar',
        options: {},
      },
      [12, 12, 10, 1, 1, 1, 1],
    );
    const r = run(declared.state, { type: 'irt/resolve' }, [12]);
    expect(ofType(r.events, 'irt/crit')[0]?.data).toMatchObject({ total: 15, row: 'Huvudskott' });
    expect(dyingGrade(cmb(r.state, GUARD))).toBe('Död');
    expect(r.state.timers?.filter((t) => t.combatantId === GUARD) ?? []).toEqual([]);
    const worse = worsenDying(dying('Akut döende'), GUARD, 'Akut döende', 'crit', sysCtx());
    expect(dyingGrade(cmb(worse, GUARD))).toBe('Död');
  });

  it('IRT-DIE-11 Permanent crit effects remain after stabilisation (Artärträff: Fysik −1)', () => {
    const hit = shootAndCrit(demo(), 12);
    // Still Akut döende: the loss is pending, Fysik stays 2 until the guard is out of danger.
    expect(cmb(hit.state, GUARD).attributes.Fysik).toBe(2);
    const treated = run(
      hit.state,
      { type: 'irt/care', carerId: 'c-greta', patientId: GUARD, kind: 'stabilise' },
      [10, 11, 12, 1, 2, 3],
    );
    expect(dyingGrade(cmb(treated.state, GUARD))).toBe('Stabil');
    expect(cmb(treated.state, GUARD).attributes.Fysik).toBe(1);
    expect(cond(treated.state, GUARD, 'Permanent: Fysik -1')?.data).toMatchObject({ permanent: true });
  });
});

/** 16 more KP: a fresh KP shock for the guard (it also knocks them out: one wake die). */
function patch16(s: CampaignState): CampaignState {
  return applyKpDamage(s, GUARD, 16, 'shock', sysCtx([5]));
}
