import { describe, expect, it } from 'vitest';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import { applyCommand } from '@shared/rules/core/engine';
import { bleedingLevel, condition, dyingGrade } from '@shared/rules/irt/conditions';
import { applyKpDamage, MINUTE, startBleeding } from '@shared/rules/irt/health';
import {
  ANTON,
  cmb,
  cond,
  demo,
  GRETA,
  GUARD,
  IVAR,
  ofType,
  patch,
  run,
  shootAndCrit,
  sysCtx,
} from './healthKit';

/** Ivar a Läkare (IRT-CHAR-3: the Expertis that covers Kirurgi): Analys 2 + Smidighet 3 = 5 dice. */
const withSurgeon = (s: CampaignState): CampaignState =>
  patch(s, IVAR, (c) => ({ ...c, features: [...(c.features ?? []), 'Expertis: Läkare'] }));
const stabilise = (carerId: string, dice?: number[]) =>
  ({ type: 'irt/care', carerId, patientId: GUARD, kind: 'stabilise', ...(dice ? { dice } : {}) }) as const;

describe('IRT care', () => {
  it('IRT-EX-2 Artärträff (Kirurgi, Svår) treated with 3 successes: 2 needed, bleeding stops, Akut döende → Stabil with one to spare', () => {
    const hit = withSurgeon(shootAndCrit(demo(), 12).state);
    const g0 = cmb(hit, GUARD);
    expect(dyingGrade(g0)).toBe('Akut döende');
    expect(bleedingLevel(g0)).toBe('Kraftig');
    expect(cond(hit, GUARD, 'Döende')?.data).toMatchObject({ careType: 'Kirurgi', careDifficulty: 'Svår' });
    // Physical dice entered on the command; the context's dice must not be touched.
    const r = applyCommand(hit, stabilise(IVAR, [10, 11, 12, 1, 2]), { dice: scriptedDice([]) });
    const care = ofType(r.events, 'irt/care')[0]?.data;
    expect(care).toMatchObject({
      careType: 'Kirurgi',
      base: 'Svår',
      difficulty: 'Svår',
      successes: 3,
      success: true,
      attempt: 1,
      takes: 'one minute',
    });
    expect(ofType(r.events, 'irt/dying')[0]?.data).toMatchObject({ from: 'Akut döende', to: 'Stabil' });
    const g = cmb(r.state, GUARD);
    expect(dyingGrade(g)).toBe('Stabil');
    expect(bleedingLevel(g)).toBeNull();
    expect(r.state.timers?.filter((t) => t.combatantId === GUARD)).toEqual([]);
    expect(cmb(r.state, IVAR).resources.fokus).toBe(3); // the 12 gave Ivar Fokus (IRT-DICE-6)
  });

  it('IRT-DIE-6 pure KP shock is stabilised with Medicin (Analys + Sinnen) at Normal, one step harder without expertise', () => {
    const s = applyKpDamage(demo(), GUARD, 16, 'shock', sysCtx([5]));
    // Anton: no medical expertise → Svår; Analys 2 + Sinnen 3 = 5 dice.
    const anton = run(s, stabilise(ANTON), [10, 1, 1, 1, 1]);
    expect(ofType(anton.events, 'irt/care')[0]?.data).toMatchObject({
      careType: 'Medicin',
      base: 'Normal',
      difficulty: 'Svår',
      success: false,
    });
    // Greta (Fältmedicinare): Normal; Analys 4 + Sinnen 3 = 7 dice.
    const greta = run(s, stabilise(GRETA), [10, 1, 1, 1, 1, 1, 1]);
    expect(ofType(greta.events, 'irt/care')[0]?.data).toMatchObject({ difficulty: 'Normal', success: true });
    expect(dyingGrade(cmb(greta.state, GUARD))).toBe('Döende'); // one success, one step
  });

  it('IRT-DIE-6 the crit row names the care: Kirurgi rolls Analys + Smidighet; another person treats', () => {
    const hit = shootAndCrit(demo(), 12).state;
    // Anton without Kirurgi: Svår → Mycket Svår; Analys 2 + Smidighet 2 = 4 dice.
    const r = run(hit, stabilise(ANTON), [10, 10, 1, 1]);
    expect(ofType(r.events, 'irt/care')[0]?.data).toMatchObject({
      careType: 'Kirurgi',
      difficulty: 'Mycket Svår',
      success: false,
    });
    expect(ofType(r.events, 'dice/rolled')[0]?.data.faces).toHaveLength(4);
    expect(() => run(hit, { ...stabilise(GUARD) })).toThrow(/IRT-DIE-6/);
    const out = patch(hit, ANTON, (c) => ({ ...c, conditions: [condition('Medvetslös')] }));
    expect(() => run(out, stabilise(ANTON))).toThrow(/cannot act/);
    expect(() => run(demo(), stabilise(ANTON))).toThrow(/not dying/);
  });

  it('IRT-DIE-7 failure does nothing; success moves one step per success, not per Effekt', () => {
    const hit = withSurgeon(shootAndCrit(demo(), 12).state);
    const fail = run(hit, stabilise(IVAR), [10, 1, 1, 1, 1]); // 1 of 2 needed
    expect(dyingGrade(cmb(fail.state, GUARD))).toBe('Akut döende');
    expect(bleedingLevel(cmb(fail.state, GUARD))).toBe('Kraftig');
    expect(ofType(fail.events, 'irt/dying')).toEqual([]);
    // Exactly 2 successes at Svår: Effekt 0, yet two steps (Akut döende → Döende → Stabil).
    const two = run(hit, stabilise(IVAR), [10, 10, 1, 1, 1]);
    expect(dyingGrade(cmb(two.state, GUARD))).toBe('Stabil');
    expect(bleedingLevel(cmb(two.state, GUARD))).toBeNull();
  });

  it('IRT-DIE-8 first attempt a minute, a retry an hour, later ones only with better conditions', () => {
    const hit = withSurgeon(shootAndCrit(demo(), 12).state);
    const a1 = run(hit, stabilise(IVAR), [1, 1, 1, 1, 1]);
    const a2 = run(a1.state, stabilise(IVAR), [1, 1, 1, 1, 1]);
    expect(ofType(a1.events, 'irt/care')[0]?.data.takes).toBe('one minute');
    expect(ofType(a2.events, 'irt/care')[0]?.data).toMatchObject({ attempt: 2, takes: 'one hour' });
    expect(() => run(a2.state, stabilise(IVAR))).toThrow(/better conditions/);
    const a3 = run(a2.state, { ...stabilise(IVAR), betterConditions: true }, [10, 10, 1, 1, 1]);
    expect(dyingGrade(cmb(a3.state, GUARD))).toBe('Stabil');
  });

  it('IRT-DIE-8 care made before the minute ends comes before the survival roll; if it fails the survival roll follows', () => {
    const hit = withSurgeon(shootAndCrit(demo(), 12).state);
    // Success: stable before the minute ends, so the minute brings no survival roll (and no bleeding).
    const ok = run(hit, stabilise(IVAR), [10, 10, 10, 1, 1]);
    const later = run(ok.state, { type: 'time/advance', seconds: MINUTE });
    expect(ofType(later.events, 'irt/survival')).toEqual([]);
    // Failure: the survival roll still comes at the minute. IRT-DIE-11: the Artärträff's Fysik −1 waits
    // while the guard is dying, so the roll is Fysik 2 + Vilja 3 = 5 dice.
    const bad = run(hit, stabilise(IVAR), [1, 1, 1, 1, 1]);
    const pressed = run(bad.state, { type: 'irt/holdPressure', carerId: GRETA, patientId: GUARD, on: true });
    const minute = run(pressed.state, { type: 'time/advance', seconds: MINUTE }, [10, 1, 1, 1, 1]);
    expect(ofType(minute.events, 'irt/survival')[0]?.data).toMatchObject({
      grade: 'Akut döende',
      success: true,
    });
  });

  it('IRT-BLD-2 stopping bleeding is Kirurgi (Analys + Smidighet), at least Svår in the field, for a Läkare too; each success lowers it one step', () => {
    const s = startBleeding(demo(), GUARD, 'Kraftig', 'test', sysCtx());
    const stop = { type: 'irt/care', carerId: IVAR, patientId: GUARD, kind: 'stopBleeding' } as const;
    // Ivar, Läkare: Kirurgi in the field is Svår (2 successes needed) even with the expertise.
    // Analys 2 + Smidighet 3 = 5 dice; faces 10, 1, 1, 1, 1 → 1 success < 2: failed, still Kraftig.
    const one = run(withSurgeon(s), stop, [10, 1, 1, 1, 1]);
    expect(ofType(one.events, 'irt/care')[0]?.data).toMatchObject({
      careType: 'Kirurgi',
      base: 'Svår',
      difficulty: 'Svår',
      successes: 1,
      success: false,
    });
    expect(bleedingLevel(cmb(one.state, GUARD))).toBe('Kraftig');
    // 10, 12 → 2 successes = 2 needed: success, two steps Kraftig → Lätt → none.
    const two = run(withSurgeon(s), stop, [10, 12, 1, 1, 1]);
    expect(cond(two.state, GUARD, 'Blödning')).toBeUndefined();
    // Anton (no expertise): Svår + 1 step = Mycket Svår (3 needed); Analys 2 + Smidighet 2 = 4 dice;
    // 10, 10, 1, 1 → 2 successes < 3: nothing changes.
    const anton = run(s, { ...stop, carerId: ANTON }, [10, 10, 1, 1]);
    expect(ofType(anton.events, 'irt/care')[0]?.data).toMatchObject({
      difficulty: 'Mycket Svår',
      success: false,
    });
    expect(bleedingLevel(cmb(anton.state, GUARD))).toBe('Kraftig');
    expect(() => run(demo(), { ...stop, carerId: ANTON })).toThrow(/not bleeding/);
  });

  it('IRT-CHAR-3 Kirurgi is a care type, not an Expertis: "Expertis: Kirurgi" does not ease stopping bleeding', () => {
    const s = startBleeding(demo(), GUARD, 'Kraftig', 'test', sysCtx());
    const kirurg = patch(s, IVAR, (c) => ({ ...c, features: [...(c.features ?? []), 'Expertis: Kirurgi'] }));
    // Counted as no expertise: Svår + 1 = Mycket Svår; 5 dice 10, 10, 1, 1, 1 → 2 < 3: fails.
    const r = run(
      kirurg,
      { type: 'irt/care', carerId: IVAR, patientId: GUARD, kind: 'stopBleeding' },
      [10, 10, 1, 1, 1],
    );
    expect(ofType(r.events, 'irt/care')[0]?.data).toMatchObject({
      difficulty: 'Mycket Svår',
      success: false,
    });
  });
});
