import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { bleedingLevel } from '@shared/rules/irt/conditions';
import { lowerBleeding, MINUTE, startBleeding } from '@shared/rules/irt/health';
import { ANTON, cmb, cond, demo, GRETA, GUARD, ofType, run, sysCtx } from './healthKit';

const bleeding = (level: 'Lätt' | 'Kraftig', s: CampaignState = demo()): CampaignState =>
  startBleeding(s, GUARD, level, 'test', sysCtx());
const kp = (s: CampaignState): number => cmb(s, GUARD).resources.kp ?? 0;

/** Starts a fight and plays turns until the next round begins. */
function toNextRound(s: CampaignState, faces: readonly number[] = []): ReturnType<typeof run> {
  let st = s;
  const last = st.encounter.order.length - 1;
  while (st.encounter.turnIndex < last) st = run(st, { type: 'encounter/nextTurn' }).state;
  return run(st, { type: 'encounter/nextTurn' }, faces);
}

describe('IRT bleeding', () => {
  it('IRT-BLD-1 Lätt blödning: 1 KP at the start of every minute', () => {
    const s = bleeding('Lätt');
    expect(kp(run(s, { type: 'time/advance', seconds: MINUTE - 1 }).state)).toBe(0);
    const m1 = run(s, { type: 'time/advance', seconds: MINUTE });
    expect(kp(m1.state)).toBe(1);
    // Three minutes at once: three ticks, each boundary once.
    expect(kp(run(s, { type: 'time/advance', seconds: 3 * MINUTE }).state)).toBe(3);
    // IRT-STR-1: a bleeding tick gives Stress like a hit (0 + 1 = 1).
    expect(cmb(m1.state, GUARD).resources.stress).toBe(1);
    expect(ofType(m1.events, 'irt/damage')[0]?.data.reason).toBe('Lätt blödning (IRT-BLD-1)');
  });

  it('IRT-BLD-1 Kraftig blödning: 1 KP at the start of every round', () => {
    let s = run(bleeding('Kraftig'), { type: 'encounter/start' }).state;
    s = toNextRound(s).state;
    expect(s.encounter.round).toBe(2);
    expect(kp(s)).toBe(1);
    s = toNextRound(s).state;
    expect(kp(s)).toBe(2);
    // Outside combat the clock counts the same: 12 rounds in a minute (the 11th KP knocks the guard
    // out, which rolls its 1T12 waking minutes). IRT-STR-1: each tick is 1 Stress, Sårad at the 6th KP
    // one more (IRT-STR-2), so Stress passes 3, 6, 9 and 12 (Stabilitet 3): Sammanbrott dice 3 (+0),
    // 2 (+1), 1 (+2), then the wake die 5 at the 11th tick, then 1 (+3): totals 3, 3, 3, 4, all "Ok".
    const minute = run(bleeding('Kraftig'), { type: 'time/advance', seconds: MINUTE }, [3, 2, 1, 5, 1]);
    expect(kp(minute.state)).toBe(12);
    expect(ofType(minute.events, 'irt/damage')).toHaveLength(12);
  });

  it('IRT-BLD-1 only the highest level applies: Lätt + Lätt = Lätt, Lätt + Kraftig = Kraftig', () => {
    const ll = bleeding('Lätt', bleeding('Lätt'));
    expect(bleedingLevel(cmb(ll, GUARD))).toBe('Lätt');
    expect(ll.timers?.filter((t) => t.kind === 'irt/bleeding')).toEqual([
      expect.objectContaining({ every: MINUTE }),
    ]);
    const lk = bleeding('Kraftig', bleeding('Lätt'));
    expect(bleedingLevel(cmb(lk, GUARD))).toBe('Kraftig');
    const kl = bleeding('Lätt', bleeding('Kraftig'));
    expect(bleedingLevel(cmb(kl, GUARD))).toBe('Kraftig');
    expect(kl.timers?.filter((t) => t.kind === 'irt/bleeding')).toEqual([
      expect.objectContaining({ every: 5 }),
    ]);
    expect(cmb(kl, GUARD).conditions.filter((k) => k.key === 'Blödning')).toHaveLength(1);
  });

  it('IRT-BLD-2 each step lowers bleeding Kraftig → Lätt → none, and the timer follows', () => {
    const s1 = lowerBleeding(bleeding('Kraftig'), GUARD, 1, 'care', sysCtx());
    expect(bleedingLevel(cmb(s1, GUARD))).toBe('Lätt');
    expect(s1.timers?.find((t) => t.kind === 'irt/bleeding')?.every).toBe(MINUTE);
    const s2 = lowerBleeding(s1, GUARD, 1, 'care', sysCtx());
    expect(cond(s2, GUARD, 'Blödning')).toBeUndefined();
    expect(s2.timers?.some((t) => t.kind === 'irt/bleeding')).toBe(false);
  });

  it('IRT-BLD-3 while pressure is held on Kraftig blödning no KP is lost; when it stops, it ticks again next round', () => {
    let s = run(bleeding('Kraftig'), { type: 'encounter/start' }).state;
    // Greta is a Fältmedicinare: holding pressure succeeds automatically (no dice).
    s = run(s, { type: 'irt/holdPressure', carerId: GRETA, patientId: GUARD, on: true }).state;
    const held = toNextRound(s);
    expect(kp(held.state)).toBe(0);
    expect(ofType(held.events, 'irt/bleedingHeld')[0]?.data).toMatchObject({ id: GUARD, by: GRETA });
    expect(bleedingLevel(cmb(held.state, GUARD))).toBe('Kraftig'); // not stopped by pressure alone
    const off = run(held.state, { type: 'irt/holdPressure', carerId: GRETA, patientId: GUARD, on: false });
    expect(kp(toNextRound(off.state).state)).toBe(1);
  });

  it('IRT-BLD-3 pressure does not help internal bleeding', () => {
    const s = startBleeding(demo(), GUARD, 'Kraftig', 'organ', sysCtx(), true);
    expect(() => run(s, { type: 'irt/holdPressure', carerId: GRETA, patientId: GUARD, on: true })).toThrow(
      /internal/,
    );
  });

  it('IRT-BLD-4 holding pressure is Lätt (no roll) outside combat; a Fältmedicinare succeeds automatically in combat', () => {
    const calm = run(bleeding('Kraftig'), {
      type: 'irt/holdPressure',
      carerId: ANTON,
      patientId: GUARD,
      on: true,
    });
    expect(ofType(calm.events, 'irt/holdPressure')[0]?.data).toMatchObject({ difficulty: 'Lätt', on: true });
    expect(cond(calm.state, GUARD, 'Blödning')?.data?.pressureBy).toBe(ANTON);
    const fight = run(bleeding('Kraftig'), { type: 'encounter/start' }).state;
    const greta = run(fight, { type: 'irt/holdPressure', carerId: GRETA, patientId: GUARD, on: true });
    expect(ofType(greta.events, 'irt/holdPressure')[0]?.data.difficulty).toBe('automatic');
  });

  it('IRT-BLD-4 in combat it is one step harder without Fältmedicinare: Anton rolls Analys + Smidighet at Normal', () => {
    const fight = run(bleeding('Kraftig'), { type: 'encounter/start' }).state;
    const miss = run(
      fight,
      { type: 'irt/holdPressure', carerId: ANTON, patientId: GUARD, on: true },
      [1, 2, 3, 4], // Analys 2 + Smidighet 2
    );
    expect(ofType(miss.events, 'irt/holdPressure')[0]?.data).toMatchObject({
      difficulty: 'Normal',
      successes: 0,
      on: false,
    });
    expect(cond(miss.state, GUARD, 'Blödning')?.data?.pressureBy).toBeUndefined();
    const hold = run(
      fight,
      { type: 'irt/holdPressure', carerId: ANTON, patientId: GUARD, on: true },
      [10, 2, 3, 4],
    );
    expect(cond(hold.state, GUARD, 'Blödning')?.data?.pressureBy).toBe(ANTON);
  });

  it('IRT-BLD-5 a second attempt to stop bleeding takes an hour; a third needs better conditions', () => {
    const s0 = bleeding('Kraftig');
    const care = { type: 'irt/care', carerId: GRETA, patientId: GUARD, kind: 'stopBleeding' } as const;
    // Greta: Analys 4 + Smidighet 2 = 6 dice; Kirurgi in the field at Svår (IRT-BLD-2; Fältmedicinare
    // covers it, so no step more).
    const a1 = run(s0, care, [1, 1, 1, 1, 1, 1]);
    expect(ofType(a1.events, 'irt/care')[0]?.data).toMatchObject({
      attempt: 1,
      takes: 'one minute',
      success: false,
      difficulty: 'Svår',
    });
    const a2 = run(a1.state, care, [1, 1, 1, 1, 1, 1]);
    expect(ofType(a2.events, 'irt/care')[0]?.data).toMatchObject({ attempt: 2, takes: 'one hour' });
    expect(() => run(a2.state, care)).toThrow(/better conditions/);
    // 10, 10 → 2 successes = the 2 Svår needs: two steps, Kraftig → none.
    const a3 = run(a2.state, { ...care, betterConditions: true }, [10, 10, 1, 1, 1, 1]);
    expect(ofType(a3.events, 'irt/care')[0]?.data).toMatchObject({ attempt: 3, success: true });
    expect(bleedingLevel(cmb(a3.state, GUARD))).toBeNull();
  });
});
