import { describe, expect, it } from 'vitest';
import { adjustResource } from '../../../helpers/commands';
import type { CampaignState, Condition } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { CommandError } from '@shared/rules/core/engine';
import { conditionFactors, condition, type RollKind } from '@shared/rules/irt/conditions';
import { computeIrtDifficulty } from '@shared/rules/irt/difficulty';
import { applyKpDamage } from '@shared/rules/irt/health';
import {
  ANTON,
  cmb,
  cond,
  demo,
  expectGuardTakesValue3,
  GUARD,
  ofType,
  patch,
  run,
  sysCtx,
} from './healthKit';
import { antonShot } from './kit';

const melee: RollKind = { action: 'meleeAttack', attributes: ['Fysik', 'Strid'] };
const ranged: RollKind = { action: 'rangedAttack', attributes: ['Smidighet', 'Strid'] };
const defence: RollKind = { action: 'activeDefence', attributes: ['Smidighet', 'Strid'] };
const movement: RollKind = { action: 'movement', attributes: ['Fysik', 'Smidighet'] };
const other: RollKind = { action: 'other', attributes: ['Analys', 'Sinnen'] };

function withConds(s: CampaignState, id: string, ...conds: Condition[]): CampaignState {
  return patch(s, id, (c) => ({ ...c, conditions: [...c.conditions, ...conds] }));
}
const steps = (s: CampaignState, id: string, roll: RollKind, round = 1): number =>
  conditionFactors(cmb(s, id), roll, round).reduce((n, f) => n + f.effect, 0);
const difficultyOf = (s: CampaignState, id: string, roll: RollKind, round = 1) =>
  computeIrtDifficulty({ base: 'Normal', factors: conditionFactors(cmb(s, id), roll, round) }).difficulty;

describe('IRT conditions', () => {
  it('IRT-COND-1 Sårad makes every action one step harder and costs 1 Stress when it happens', () => {
    const ctx = sysCtx();
    const s = applyKpDamage(demo(), GUARD, 6, 'hit', ctx);
    for (const roll of [melee, ranged, defence, movement, other]) expect(steps(s, GUARD, roll)).toBe(1);
    expect(difficultyOf(s, GUARD, ranged)).toBe('Svår');
    expect(steps(demo(), GUARD, ranged)).toBe(0);
    expect(ofType(ctx.out.events, 'irt/stress').map((e) => e.data.reason)).toContain(
      'became Sårad (IRT-STR-2)',
    );
    // Through the engine: a Sårad Anton's pistol shot at the adjacent guard is Svår, not Normal.
    const hurt = patch(demo(), ANTON, (c) => ({ ...c, resources: { ...c.resources, kp: 6 } }));
    const r = run(hurt, antonShot, [1, 1, 1, 1, 1]);
    expect(ofType(r.events, 'irt/attackDeclared')[0]?.data.difficulty).toBe('Svår');
  });

  it('IRT-COND-2 Påverkad makes every action one step harder for as long as its cause says', () => {
    const s = withConds(demo(), GUARD, condition('Påverkad', { untilRound: 4, note: 'morfin' }));
    for (const roll of [melee, ranged, defence, movement, other]) expect(steps(s, GUARD, roll, 3)).toBe(1);
    expect(steps(s, GUARD, other, 4)).toBe(0); // its time is up at the start of round 4
  });

  it('IRT-COND-3 Liggande: melee, active defence and movement one step harder; ranged as usual; standing up is an action', () => {
    const s = withConds(demo(), GUARD, condition('Liggande'));
    expect(steps(s, GUARD, melee)).toBe(1);
    expect(steps(s, GUARD, defence)).toBe(1);
    expect(steps(s, GUARD, movement)).toBe(1);
    expect(steps(s, GUARD, ranged)).toBe(0);
    expect(steps(s, GUARD, other)).toBe(0);
    const up = run(s, { type: 'irt/standUp', id: GUARD });
    expect(cond(up.state, GUARD, 'Liggande')).toBeUndefined();
    expect(ofType(up.events, 'irt/stoodUp')).toHaveLength(1);
    expect(() => run(up.state, { type: 'irt/standUp', id: GUARD })).toThrow(CommandError);
  });

  it('IRT-COND-4 Omtumlad makes all actions one step harder during the next round only', () => {
    // As a crit sets it in round 2: from round 3, gone at the start of round 4.
    const s = withConds(demo(), GUARD, condition('Omtumlad', { untilRound: 4, data: { fromRound: 3 } }));
    expect(steps(s, GUARD, other, 2)).toBe(0);
    expect(steps(s, GUARD, other, 3)).toBe(1);
    expect(steps(s, GUARD, melee, 3)).toBe(1);
    expect(steps(s, GUARD, other, 4)).toBe(0);
    // The engine drops it at the start of round 4.
    let st: CampaignState = { ...s, encounter: { ...s.encounter, active: false } };
    st = run(st, { type: 'encounter/start' }).state;
    st = { ...st, encounter: { ...st.encounter, round: 3 } };
    const n = st.encounter.order.length;
    for (let i = 0; i < n; i++) st = run(st, { type: 'encounter/nextTurn' }).state;
    expect(st.encounter.round).toBe(4);
    expect(cond(st, GUARD, 'Omtumlad')).toBeUndefined();
  });

  it('IRT-COND-5 Fastlåst cannot move', () => {
    const s = withConds(demo(), GUARD, condition('Fastlåst'));
    expect(() => run(s, { type: 'irt/move', combatantId: GUARD, to: { q: 3, r: 4 } } as Command)).toThrow(
      /Fastlåst/,
    );
  });

  it('IRT-COND-6 Brinnande deals damage value 3 at each new round until put out', () => {
    let s = withConds(demo(), GUARD, condition('Brinnande', { data: { value: 3 } }));
    s = run(s, { type: 'encounter/start' }).state;
    const n = s.encounter.order.length;
    for (let i = 0; i < n - 1; i++) s = run(s, { type: 'encounter/nextTurn' }).state;
    // Round 2 starts: 3 KP + 3 skadetärningar (one 10 → +1 KP), Skydd 1 → 3 KP.
    const r = run(s, { type: 'encounter/nextTurn' }, [10, 2, 3]);
    expectGuardTakesValue3(r, [10, 2, 3], { damageType: 'Eld' });
    expect(cond(r.state, GUARD, 'Brinnande')).toBeDefined();
  });

  it('IRT-COND-7 condition steps stack but never past Mycket Svår, and never make a roll impossible', () => {
    const s = withConds(
      patch(demo(), GUARD, (c) => ({ ...c, resources: { ...c.resources, kp: 6 } })), // Sårad
      GUARD,
      condition('Påverkad'),
      condition('Liggande'),
      condition('Omtumlad'),
    );
    expect(steps(s, GUARD, melee)).toBe(4);
    const d = computeIrtDifficulty({ base: 'Normal', factors: conditionFactors(cmb(s, GUARD), melee, 1) });
    expect(d.difficulty).toBe('Mycket Svår');
    expect(d.impossible).toBe(false);
  });

  it('IRT-COND-8 Medvetslös past 2× Tålighet: collapses, cannot act, wakes after 1T12 minutes', () => {
    const ctx = sysCtx([3]); // wakes in 3 minutes
    const s = applyKpDamage(demo(), GUARD, 11, 'hit', ctx);
    ctx.done();
    expect(cond(s, GUARD, 'Medvetslös')?.data).toMatchObject({ wakeInMinutes: 3 });
    expect(s.timers).toContainEqual(expect.objectContaining({ kind: 'irt/wake', nextAt: 180 }));
    // Cannot act: attacking and treating others are refused.
    expect(() =>
      run(s, { type: 'irt/attack', attackerId: GUARD, targetId: ANTON, weaponId: 'w-bajonett', options: {} }),
    ).toThrow(/cannot act/);
    // 2 min 55 s: still out; at 3 minutes they wake.
    const early = run(s, { type: 'time/advance', seconds: 175 });
    expect(cond(early.state, GUARD, 'Medvetslös')).toBeDefined();
    const woke = run(early.state, { type: 'time/advance', seconds: 5 });
    expect(cond(woke.state, GUARD, 'Medvetslös')).toBeUndefined();
    expect(ofType(woke.events, 'irt/woke')).toHaveLength(1);
    expect(woke.state.timers?.some((t) => t.kind === 'irt/wake')).toBe(false);
  });

  it('IRT-COND-8 Medvetslös wakes when KP damage is healed below 2× Tålighet', () => {
    const ctx = sysCtx([9]);
    const s = applyKpDamage(demo(), GUARD, 11, 'hit', ctx); // Tålighet 5: 11 KP is Medvetslös
    const stillOut = run(s, adjustResource(GUARD, 'kp', 1)); // 12 KP
    expect(cond(stillOut.state, GUARD, 'Medvetslös')).toBeDefined();
    const healed = run(s, adjustResource(GUARD, 'kp', -1)); // 10 KP
    expect(cond(healed.state, GUARD, 'Medvetslös')).toBeUndefined();
    expect(healed.state.timers?.some((t) => t.kind === 'irt/wake')).toBe(false);
    expect(ofType(healed.events, 'irt/woke')).toHaveLength(1);
  });
});
