import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { avvaktaBonus, declaredAction } from '@shared/rules/omnimodus/actions';
import { CHANGING_POSTURE, declarePosture, postureOf } from '@shared/rules/omnimodus/posture';
import { omnRoundStart } from '@shared/rules/omnimodus/turn';
import { EventSink } from '@shared/rules/core/events';
import { NO_DICE } from './kitTurn';
import { current, endRound, event, rollInit, run, runAll, started, turnFight, who } from './kitTurn';

/** Round 1: Alva (11) acts, then Grim (8), then Dag (7). */
const ORDER = { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] };

function fight(): CampaignState {
  return started(turnFight(), ORDER);
}

const next = { type: 'encounter/nextTurn' } as const;

describe('Omnimodus posture (OMN-ACT-5)', () => {
  it('OMN-ACT-5 a change at the own turn happens at once, stored as a condition', () => {
    const { state, events } = run(fight(), { type: 'omnimodus/posture', id: 'c-alva', posture: 'Liggande' });
    expect(postureOf(who(state, 'c-alva'))).toBe('Liggande');
    expect(who(state, 'c-alva').conditions.map((k) => k.key)).toContain('Liggande');
    expect(event(events, 'omnimodus/postureChanged').data).toEqual({
      id: 'c-alva',
      was: 'Stående',
      posture: 'Liggande',
    });
    expect(declaredAction(state, 'c-alva')).toBe('posture');
    // Standing up next round removes the condition; the same posture again is refused.
    const r2 = run(endRound(state), rollInit({ 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] })).state;
    expect(who(r2, 'c-alva').initiative).toBe(9); // Liggande −2 on initiative (OMN-INIT-1 table)
    expect(() => run(r2, { type: 'omnimodus/posture', id: 'c-alva', posture: 'Liggande' })).toThrow(
      /already/,
    );
    const up = run(r2, { type: 'omnimodus/posture', id: 'c-alva', posture: 'Stående' }).state;
    expect(postureOf(who(up, 'c-alva'))).toBe('Stående');
  });

  it('OMN-ACT-5 a change declared before the turn happens when the turn starts', () => {
    const s = run(fight(), { type: 'omnimodus/posture', id: 'c-grim', posture: 'Knästående' }).state;
    expect(postureOf(who(s, 'c-grim'))).toBe('Stående');
    expect(who(s, 'c-grim').conditions.some((k) => k.key === CHANGING_POSTURE)).toBe(true);
    const { state, events } = run(s, next);
    expect(current(state)).toBe('c-grim');
    expect(postureOf(who(state, 'c-grim'))).toBe('Knästående');
    expect(event(events, 'omnimodus/postureChanged').data).toMatchObject({ posture: 'Knästående' });
  });

  it('OMN-ACT-5 forced to defend first: Manövrar 10+ changes it at once', () => {
    const s = run(fight(), { type: 'omnimodus/posture', id: 'c-grim', posture: 'Knästående' }).state;
    // Grim Manövrar 3: 4 + 3 + 3 = 10.
    const ok = run(s, { type: 'omnimodus/postureCheck', id: 'c-grim', dice: [4, 3] }).state;
    expect(postureOf(who(ok, 'c-grim'))).toBe('Knästående');
    expect(who(ok, 'c-grim').conditions.some((k) => k.key === CHANGING_POSTURE)).toBe(false);
  });

  it('OMN-ACT-5 forced to defend first: below 10 the posture stays this round', () => {
    const s = run(fight(), { type: 'omnimodus/posture', id: 'c-grim', posture: 'Knästående' }).state;
    // 3 + 3 + 3 = 9.
    const { state, events } = run(s, { type: 'omnimodus/postureCheck', id: 'c-grim', dice: [3, 3] });
    expect(event(events, 'omnimodus/postureHeld').data).toMatchObject({ posture: 'Stående', total: 9 });
    const atGrim = run(state, next).state;
    expect(postureOf(who(atGrim, 'c-grim'))).toBe('Stående');
    expect(() => run(atGrim, { type: 'omnimodus/postureCheck', id: 'c-grim', dice: [3, 3] })).toThrow(
      /no posture change/,
    );
  });
});

describe('Omnimodus round start', () => {
  it('OMN-ACT-5 / OMN-INIT-2 a new round: pending posture changes happen, Tvekar ends', () => {
    let s = declarePosture(fight(), 'c-dag', 'Liggande');
    s = run(s, {
      type: 'combatant/setCondition',
      id: 'c-grim',
      condition: { key: 'Tvekar', public: true, untilRound: 2, note: '' },
    }).state;
    s = { ...s, encounter: { ...s.encounter, round: 2 } };
    const out = new EventSink();
    const r2 = omnRoundStart(s, { dice: NO_DICE.dice, out });
    expect(postureOf(who(r2, 'c-dag'))).toBe('Liggande');
    expect(who(r2, 'c-grim').conditions).toEqual([]);
    expect(out.events.map((e) => [e.type, e.data.id])).toEqual([
      ['omnimodus/conditionEnded', 'c-grim'],
      ['omnimodus/postureChanged', 'c-dag'],
    ]);
  });
});

describe('Omnimodus waiting (OMN-INIT-3, OMN-ACT-1..4)', () => {
  function waited(): CampaignState {
    const s = run(fight(), { type: 'omnimodus/declare', id: 'c-alva', action: 'avvakta' }).state;
    return endRound(s);
  }

  it('OMN-INIT-3 / OMN-ACT-4 keeps waiting instead of rolling: last round value, Avvakta +2 all round', () => {
    const s = waited();
    expect(s.encounter.awaitingInitiative).toBe(true);
    const { state, events } = run(s, { type: 'omnimodus/keepWaiting', id: 'c-alva' });
    expect(event(events, 'omnimodus/keptWaiting').data).toMatchObject({ action: 'avvakta', initiative: 11 });
    expect(who(state, 'c-alva').initiative).toBe(11);
    expect(declaredAction(state, 'c-alva')).toBe('avvakta');
    // The others roll (the default roll leaves out who kept waiting): Grim 6+5+4 = 15, Dag 3.
    const r2 = run(state, rollInit({ 'c-grim': [6, 5], 'c-dag': [1, 2] })).state;
    expect(r2.encounter.awaitingInitiative).toBeUndefined();
    expect(r2.encounter.order).toEqual(['c-grim', 'c-alva', 'c-dag']);
    expect(current(r2)).toBe('c-grim');
    // OMN-ACT-4: already waiting last round → +2 before her own turn too.
    expect(avvaktaBonus(r2, 'c-alva')).toBe(2);
    expect(() => run(r2, { type: 'omnimodus/declare', id: 'c-alva', action: 'melee' })).toThrow(
      /one active action/,
    );
  });

  it('OMN-INIT-3 the round starts when the last one keeps waiting after the others rolled', () => {
    const s = run(waited(), rollInit({ 'c-grim': [1, 1], 'c-dag': [1, 2] }, ['c-grim', 'c-dag'])).state;
    expect(s.encounter.awaitingInitiative).toBe(true);
    const r2 = run(s, { type: 'omnimodus/keepWaiting', id: 'c-alva' }).state;
    expect(r2.encounter.awaitingInitiative).toBeUndefined();
    expect(current(r2)).toBe('c-alva');
  });

  it('OMN-ACT-1 a held melee action may keep waiting with its target', () => {
    let s = run(fight(), {
      type: 'omnimodus/declare',
      id: 'c-alva',
      action: 'melee',
      holding: true,
      targets: ['c-dag'],
    }).state;
    s = run(endRound(s), { type: 'omnimodus/keepWaiting', id: 'c-alva' }).state;
    expect(s.encounter.declared?.['c-alva']).toMatchObject({ action: 'melee', targets: ['c-dag'] });
    expect(s.encounter.declared?.['c-alva']?.data).toMatchObject({ holding: true, waitedLastRound: true });
  });

  it('OMN-INIT-3 only a character who was waiting, and only instead of the roll', () => {
    const s = waited();
    expect(() => run(s, { type: 'omnimodus/keepWaiting', id: 'c-grim' })).toThrow(/not waiting/);
    expect(() => run(fight(), { type: 'omnimodus/keepWaiting', id: 'c-alva' })).toThrow(/OMN-INIT-3/);
    // Waiting is for the next round only: rolling instead, then acting, ends it.
    const rolled = run(s, rollInit({ 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] })).state;
    const r3 = endRound(runAll(rolled, { type: 'omnimodus/declare', id: 'c-alva', action: 'move' }));
    expect(() => run(r3, { type: 'omnimodus/keepWaiting', id: 'c-alva' })).toThrow(/not waiting/);
  });

  it("OMN-INIT-3 keeping on waiting keeps the total, not a perfect roll's precedence (OMN-INIT-2)", () => {
    let s = started(turnFight(), { 'c-alva': [6, 6], 'c-grim': [2, 2], 'c-dag': [1, 2] });
    expect(s.encounter.order[0]).toBe('c-alva');
    s = endRound(run(s, { type: 'omnimodus/declare', id: 'c-alva', action: 'avvakta' }).state);
    s = run(s, { type: 'omnimodus/keepWaiting', id: 'c-alva' }).state;
    expect(who(s, 'c-alva').initiative).toBe(16);
    const r2 = run(s, rollInit({ 'c-grim': [6, 6], 'c-dag': [6, 5] })).state;
    expect(r2.encounter.order).toEqual(['c-grim', 'c-alva', 'c-dag']);
  });
});
