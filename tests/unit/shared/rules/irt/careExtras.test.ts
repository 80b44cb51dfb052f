/**
 * Care rolls with the extras of any roll (equipment dice, Fokus dice after the roll), careful care and
 * movement, the per-turn movement count, size-class Skydd against damage values, Stress from every KP,
 * and "Om du överlever: Permanent …" losses waiting until the character is out of danger.
 *
 * Demo sheets used: Greta (Fältmedicinare; Analys 4, Sinnen 3, Smidighet 2, Fokus 2), Ivar (Analys 2,
 * Smidighet 3), Anton (Fysik 3 → 4 here, Smidighet 2), the guard (Fysik 2, Vilja 3 → Tålighet 5, Skydd 1).
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { bleedingLevel, dyingGrade } from '@shared/rules/irt/conditions';
import { addPermanent, applyKpDamage, startBleeding } from '@shared/rules/irt/health';
import { IRT_MOVED_THIS_TURN } from '@shared/rules/irt/movement';
import { tålighet } from '@shared/rules/irt/wounds';
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
import { antonShot } from './kit';

const stopBleeding = (carerId: string, extra: Record<string, unknown> = {}): Command =>
  ({ type: 'irt/care', carerId, patientId: GUARD, kind: 'stopBleeding', ...extra }) as Command;
const stabilise = (carerId: string): Command =>
  ({ type: 'irt/care', carerId, patientId: GUARD, kind: 'stabilise' }) as Command;
const kraftig = (s: CampaignState = demo()): CampaignState =>
  startBleeding(s, GUARD, 'Kraftig', 'test', sysCtx());
/** KP shock without a crit: Akut döende, stabilised with Medicin at Normal (16 KP also knocks out: wake die 5). */
const shocked = (): CampaignState => applyKpDamage(demo(), GUARD, 16, 'shock', sysCtx([5]));

/** Anton's pistol hit on the guard with one 12, then crit die 12: Artärträff (Kraftig, Akut döende, Fysik −1). */
function artarTraff(s: CampaignState = demo()): CampaignState {
  return shootAndCrit(s, 12).state;
}

function tokenMove(s: CampaignState, tokenId: string, q: number, r: number): CampaignState {
  return run(s, { type: 'token/move', sceneId: 's-gransen', tokenId, to: { q, r } }).state;
}

describe('IRT care rolls take the extras of any roll', () => {
  it('IRT-BLD-2 / IRT-DICE-1 equipment dice: läkarväska / fältförband +2, first-aid kit +1', () => {
    // Greta: Analys 4 + Smidighet 2 = 6, + 2 for the bag = 8 dice; 10, 10 → 2 successes = Svår's 2:
    // Kraftig → Lätt → none.
    const bag = run(kraftig(), stopBleeding(GRETA, { equipment: 'medicalBag' }), [10, 10, 1, 1, 1, 1, 1, 1]);
    expect(ofType(bag.events, 'dice/rolled')[0]?.data.faces).toHaveLength(8);
    expect(ofType(bag.events, 'irt/care')[0]?.data).toMatchObject({
      pool: 8,
      equipment: 'medicalBag',
      successes: 2,
      success: true,
    });
    expect(bleedingLevel(cmb(bag.state, GUARD))).toBeNull();
    // First-aid kit: 6 + 1 = 7 dice (8 faces would be one too many).
    const kit = run(kraftig(), stopBleeding(GRETA, { equipment: 'firstAid' }), [1, 1, 1, 1, 1, 1, 1]);
    expect(ofType(kit.events, 'irt/care')[0]?.data).toMatchObject({ pool: 7 });
    expect(() => run(kraftig(), stopBleeding(GRETA), [10, 10, 1, 1, 1, 1, 1, 1])).toThrow();
  });

  it('IRT-DICE-1 Fokus dice after a care roll: a failed Kirurgi roll succeeds with them; a 1 is a komplikation', () => {
    // Greta at Svår: 6 dice, 10 → 1 success < 2: failed, still Kraftig; the roll waits for Fokus dice.
    const rolled = run(kraftig(), stopBleeding(GRETA), [10, 1, 1, 1, 1, 1]);
    expect(bleedingLevel(cmb(rolled.state, GUARD))).toBe('Kraftig');
    expect(rolled.state.pending).toMatchObject({ kind: 'irt/care', actorId: GRETA, targetId: GUARD });
    // 2 Fokus for 2 dice: 11 and 1 → 1 + 1 = 2 successes = 2 needed: success, two steps → none.
    const more = run(rolled.state, { type: 'irt/fokusDice', count: 2 }, [11, 1]);
    expect(ofType(more.events, 'irt/fokusPaid')[0]?.data).toMatchObject({ id: GRETA, fokus: 2, stress: 0 });
    expect(cmb(more.state, GRETA).resources.fokus).toBe(0); // 2 − 2
    expect(ofType(more.events, 'irt/komplikation')[0]?.data).toMatchObject({ id: GRETA, count: 1 });
    expect(ofType(more.events, 'irt/careFokus')[0]?.data).toMatchObject({
      dice: [11, 1],
      successes: 2,
      success: true,
      wasSuccess: false,
    });
    expect(bleedingLevel(cmb(more.state, GUARD))).toBeNull();
    // Once per roll: the roll is closed.
    expect(more.state.pending ?? null).toBeNull();
    expect(() => run(more.state, { type: 'irt/fokusDice', count: 1 }, [10])).toThrow();
  });

  it('IRT-DICE-1 / IRT-DICE-6 Fokus dice on a successful stabilisation add one step per added success; a 12 gives Fokus back', () => {
    // KP shock: Medicin (Analys 4 + Sinnen 3 = 7 dice) at Normal; 10 → 1 success: Akut döende → Döende.
    const rolled = run(shocked(), stabilise(GRETA), [10, 1, 1, 1, 1, 1, 1]);
    expect(dyingGrade(cmb(rolled.state, GUARD))).toBe('Döende');
    // 1 Fokus die showing 12: 2 successes, one step more (Döende → Stabil); Fokus 2 − 1 + 1 = 2.
    const more = run(rolled.state, { type: 'irt/fokusDice', count: 1 }, [12]);
    expect(dyingGrade(cmb(more.state, GUARD))).toBe('Stabil');
    expect(cmb(more.state, GRETA).resources.fokus).toBe(2);
    expect(ofType(more.events, 'irt/komplikation')).toEqual([]);
  });

  it('IRT-DICE-1 the Fokus window closes with the next command or turn; an attack waiting blocks a care roll', () => {
    const rolled = run(kraftig(), stopBleeding(GRETA), [10, 1, 1, 1, 1, 1]);
    const pressed = run(rolled.state, {
      type: 'irt/holdPressure',
      carerId: GRETA,
      patientId: GUARD,
      on: true,
    });
    expect(pressed.state.pending ?? null).toBeNull();
    const fight = run(kraftig(), { type: 'encounter/start' }).state;
    const inFight = run(fight, stopBleeding(GRETA), [10, 1, 1, 1, 1, 1]);
    expect(inFight.state.pending?.kind).toBe('irt/care');
    expect(run(inFight.state, { type: 'encounter/nextTurn' }).state.pending ?? null).toBeNull();
    const aiming = run(kraftig(), antonShot, [1, 1, 1, 1, 1]);
    expect(() => run(aiming.state, stopBleeding(GRETA), [1, 1, 1, 1, 1, 1])).toThrow(/attack is waiting/);
  });
});

describe('IRT careful care and movement', () => {
  it('IRT-ACT-4 Kirurgi and careful care fail when the carer moved this round: no roll, the attempt is spent', () => {
    const fight = run(kraftig(), { type: 'encounter/start' }).state;
    const moved = tokenMove(fight, 't-greta', 1, 7);
    // No dice given: a roll would throw.
    const r = run(moved, stopBleeding(GRETA));
    expect(ofType(r.events, 'irt/care')[0]?.data).toMatchObject({ success: false, moved: true, attempt: 1 });
    expect(ofType(r.events, 'dice/rolled')).toEqual([]);
    expect(bleedingLevel(cmb(r.state, GUARD))).toBe('Kraftig');
    expect(r.state.pending ?? null).toBeNull();
    // Stabilising is careful care too (IRT-DIE-8: a full minute's work).
    const dying = run(shocked(), { type: 'encounter/start' }).state;
    const s = run(tokenMove(dying, 't-greta', 1, 7), stabilise(GRETA));
    expect(ofType(s.events, 'irt/care')[0]?.data).toMatchObject({ success: false, moved: true });
    // Standing still she rolls (6 dice).
    expect(ofType(run(fight, stopBleeding(GRETA), [1, 1, 1, 1, 1, 1]).events, 'dice/rolled')).toHaveLength(1);
  });

  it('IRT-MOV-1 / IRT-MOV-2 only the first zone of a turn is free: a second move rolls, and the count resets at the next turn', () => {
    const start = patch(tokenMove(demo(), 't-anton', 3, 6), ANTON, (c) => ({
      ...c,
      attributes: { ...c.attributes, Fysik: 4 },
    }));
    const fight = run(start, { type: 'encounter/start' }).state;
    // First move, one zone: Lätt, free (no dice).
    const first = run(fight, { type: 'irt/move', combatantId: ANTON, to: { q: 4, r: 6 } });
    expect(cond(first.state, ANTON, IRT_MOVED_THIS_TURN)?.data).toEqual({ zones: 1 });
    // Second move, one more zone: cost 1 Effekt (nothing free left); Fysik 4 + Smidighet 2 = 6 dice.
    expect(() => run(first.state, { type: 'irt/move', combatantId: ANTON, to: { q: 5, r: 6 } })).toThrow();
    const miss = run(
      first.state,
      { type: 'irt/move', combatantId: ANTON, to: { q: 5, r: 6 } },
      [1, 1, 1, 1, 1, 1],
    );
    expect(ofType(miss.events, 'irt/moved')[0]?.data).toMatchObject({
      zones: 1,
      zonesBefore: 1,
      cost: 1,
      effekt: 0,
      reached: false,
    });
    // 10 → Effekt 1 ≥ cost 1: reached; the count is 1 + 1 = 2.
    const second = run(
      first.state,
      { type: 'irt/move', combatantId: ANTON, to: { q: 5, r: 6 } },
      [10, 1, 1, 1, 1, 1],
    );
    expect(ofType(second.events, 'irt/moved')[0]?.data).toMatchObject({ cost: 1, effekt: 1, reached: true });
    expect(cond(second.state, ANTON, IRT_MOVED_THIS_TURN)?.data).toEqual({ zones: 2 });
    // Play on until Anton's next turn starts: the count is gone and one zone is free again.
    let s = run(second.state, { type: 'encounter/nextTurn' }).state;
    while (s.encounter.order[s.encounter.turnIndex] !== ANTON)
      s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(cond(s, ANTON, IRT_MOVED_THIS_TURN)).toBeUndefined();
    expect(
      ofType(run(s, { type: 'irt/move', combatantId: ANTON, to: { q: 6, r: 6 } }).events, 'dice/rolled'),
    ).toEqual([]);
    // Outside a fight no count is kept: two single-zone moves in a row are both free.
    const calm = run(start, { type: 'irt/move', combatantId: ANTON, to: { q: 4, r: 6 } }).state;
    expect(cond(calm, ANTON, IRT_MOVED_THIS_TURN)).toBeUndefined();
    run(calm, { type: 'irt/move', combatantId: ANTON, to: { q: 5, r: 6 } });
  });
});

describe('IRT damage values and Stress', () => {
  const big = (s: CampaignState): CampaignState =>
    patch(s, GUARD, (c) => ({ ...c, features: [...(c.features ?? []), 'Storlek: Mycket stor'] }));

  it('IRT-CHAR-4 a size class’s built-in Skydd protects against explosions and fire as against attacks', () => {
    // Mycket stor: built-in Skydd 2, + the guard's Skydd 1 = 3. Explosion 4, faces 1 1 1 1 (no extra KP):
    // 4 + 0 − 3 = 1 KP (without the size class it would be 4 − 1 = 3).
    const boom = run(
      big(demo()),
      { type: 'irt/damageValue', targetId: GUARD, value: 4, damageType: 'Explosion' },
      [1, 1, 1, 1],
    );
    expect(ofType(boom.events, 'irt/damageValue')[0]?.data).toMatchObject({ skydd: 3, kp: 1 });
    const plain = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 4, damageType: 'Explosion' },
      [1, 1, 1, 1],
    );
    expect(ofType(plain.events, 'irt/damageValue')[0]?.data).toMatchObject({ skydd: 1, kp: 3 });
    // Fire 3, faces 10 1 1: 3 + 1 − 3 = 1 KP.
    const fire = run(
      big(demo()),
      { type: 'irt/damageValue', targetId: GUARD, value: 3, damageType: 'Eld' },
      [10, 1, 1],
    );
    expect(ofType(fire.events, 'irt/damageValue')[0]?.data).toMatchObject({ skydd: 3, kp: 1 });
  });

  it('IRT-STR-1 a bleeding tick, fire and a fall each give 1 Stress, whatever the source', () => {
    // Kraftig blödning ticks at the next round boundary: 1 KP, 1 Stress (0 + 1).
    const tick = run(kraftig(), { type: 'time/advance', seconds: 5 });
    expect(cmb(tick.state, GUARD).resources.kp).toBe(1);
    expect(cmb(tick.state, GUARD).resources.stress).toBe(1);
    // A fall (Kross 2, faces 1 1): 2 − Skydd 1 = 1 KP → 1 Stress.
    const fall = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 2, damageType: 'Kross' },
      [1, 1],
    );
    expect(cmb(fall.state, GUARD).resources.stress).toBe(1);
    // Fire (Eld 2, faces 1 1): 1 KP → 1 Stress.
    const fire = run(
      demo(),
      { type: 'irt/damageValue', targetId: GUARD, value: 2, damageType: 'Eld' },
      [1, 1],
    );
    expect(cmb(fire.state, GUARD).resources.stress).toBe(1);
  });
});

describe('IRT Permanent losses wait until the character is out of danger', () => {
  it('IRT-DIE-11 while still dying the loss is pending: Fysik, Tålighet and the wound thresholds stay', () => {
    const hit = artarTraff();
    const g = cmb(hit, GUARD);
    expect(dyingGrade(g)).toBe('Akut döende');
    // Fysik 2 + Vilja 3 = Tålighet 5 (not 1 + 3 = 4): the Medvetslös threshold stays at 2 × 5 = 10.
    expect(g.attributes.Fysik).toBe(2);
    expect(tålighet(g)).toBe(5);
    expect(cond(hit, GUARD, 'Permanent: Fysik -1')?.data).toMatchObject({
      permanent: true,
      pending: true,
      attribute: 'Fysik',
      amount: -1,
    });
  });

  it('IRT-DIE-11 the loss applies when the character becomes Stabil', () => {
    // Greta (Fältmedicinare) on the Artärträff's Kirurgi at Svår: 6 dice, 10 11 12 → 3 successes:
    // Akut döende → Döende → Stabil; then Fysik 2 − 1 = 1.
    const r = run(artarTraff(), stabilise(GRETA), [10, 11, 12, 1, 2, 3]);
    expect(dyingGrade(cmb(r.state, GUARD))).toBe('Stabil');
    expect(cmb(r.state, GUARD).attributes.Fysik).toBe(1);
    expect(ofType(r.events, 'irt/permanent')[0]?.data).toMatchObject({
      attribute: 'Fysik',
      before: 2,
      after: 1,
    });
    expect(cond(r.state, GUARD, 'Permanent: Fysik -1')?.data?.pending).toBeUndefined();
  });

  it('IRT-DIE-11 the GM may apply a pending loss at once (irt/applyPermanent); nothing pending is refused', () => {
    const r = run(artarTraff(), { type: 'irt/applyPermanent', id: GUARD });
    expect(dyingGrade(cmb(r.state, GUARD))).toBe('Akut döende');
    expect(cmb(r.state, GUARD).attributes.Fysik).toBe(1); // 2 − 1
    expect(ofType(r.events, 'irt/permanent')[0]?.data).toMatchObject({ reason: 'GM' });
    expect(() => run(r.state, { type: 'irt/applyPermanent', id: GUARD })).toThrow(/no pending/);
  });

  it('IRT-DIE-11 out of danger a Permanent loss applies at once; two of the same keep both', () => {
    const ctx = sysCtx();
    // Not dying: Smidighet 3 − 2 = 1 at once.
    const s = addPermanent(demo(), IVAR, 'Smidighet', -2, 'test', ctx);
    expect(cmb(s, IVAR).attributes.Smidighet).toBe(1);
    const twice = addPermanent(s, IVAR, 'Smidighet', -2, 'test', ctx);
    expect(cmb(twice, IVAR).conditions.map((k) => k.key)).toEqual(
      expect.arrayContaining(['Permanent: Smidighet -2', 'Permanent: Smidighet -2 (2)']),
    );
  });
});
