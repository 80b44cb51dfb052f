import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { planAttack } from '@shared/rules/expanse/attack';
import {
  act,
  adjacent,
  at,
  BOBBY,
  conditionKeys,
  event,
  expFight,
  hex,
  inRound,
  placeAt,
  punch,
  run,
  runAll,
  setCondition,
  THUG,
  thugKnife,
} from './kit';

const defenseOf = (s: CampaignState) => planAttack(s, thugKnife).defense;

describe('Expanse turn economy and actions', () => {
  it('EXP-ACT-1 a turn is one major and one minor, or two minor, in any order', () => {
    const s = inRound(adjacent(expFight()));
    const a = runAll(s, act('aim'), { ...punch, dice: [1, 1, 2] });
    expect(() => run(a, act('prepare'))).toThrow(/no minor action left/);
    const b = runAll(s, act('prepare'), act('standFirm'));
    expect(() => run(b, { ...punch, dice: [1, 1, 2] })).toThrow(/no major action left/);
    const c = runAll(s, act('defend'));
    expect(() => run(c, { ...punch, dice: [1, 1, 2] })).toThrow(/no major action left/);
    expect(() => run(runAll(c, act('prepare')), act('prepare'))).toThrow(/EXP-ACT-1/);
    // The next round the economy is fresh.
    const later = runAll(c, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(() => run(later, { ...punch, dice: [1, 1, 2] })).not.toThrow();
  });

  it('EXP-ACT-MAJ Defend: +2 Defense until the start of the defender’s next turn', () => {
    let s = inRound(adjacent(expFight()));
    s = run(s, act('defend')).state;
    expect(defenseOf(s)).toBe(14);
    s = run(s, { type: 'encounter/nextTurn' }).state; // the thug's turn
    expect(defenseOf(s)).toBe(14);
    s = run(s, { type: 'encounter/nextTurn' }).state; // Bobby's next turn
    expect(defenseOf(s)).toBe(12);
  });

  it('EXP-ACT-MAJ Run: up to 2 × Speed, nothing else that turn, not while prone', () => {
    const s = inRound(expFight());
    const ran = run(s, act('run', { to: hex(24) })).state;
    expect(at(ran, BOBBY)).toEqual(hex(24));
    expect(() => run(ran, act('prepare'))).toThrow(/EXP-ACT-1/);
    expect(() => run(s, act('run', { to: hex(25) }))).toThrow(/may move 24 m/);
    expect(() => run(runAll(s, act('prepare')), act('run', { to: hex(5) }))).toThrow(/whole turn/);
    expect(() => run(setCondition(s, BOBBY, { key: 'Prone' }), act('run', { to: hex(5) }))).toThrow(/Prone/);
  });

  it('EXP-ACT-MIN Move: up to Speed; standing up or dropping prone costs half Speed; Prone crawls', () => {
    const s = inRound(expFight());
    expect(at(run(s, act('move', { to: hex(12) })).state, BOBBY)).toEqual(hex(12));
    expect(() => run(s, act('move', { to: hex(13) }))).toThrow(/may move 12 m/);
    const prone = setCondition(s, BOBBY, { key: 'Prone' });
    const stood = run(prone, act('move', { standUp: true, to: hex(6) })).state;
    expect(conditionKeys(stood, BOBBY)).not.toContain('Prone');
    expect(() => run(prone, act('move', { standUp: true, to: hex(7) }))).toThrow(/may move 6 m/);
    expect(() => run(prone, act('move', { to: hex(7) }))).toThrow(/may move 6 m/);
    const dropped = run(s, act('move', { dropProne: true, to: hex(6) })).state;
    expect(conditionKeys(dropped, BOBBY)).toContain('Prone');
  });

  it('EXP-ACT-MIN Guarded Stance: +1/+2 Defense and the same penalty to tests until the round ends; before any major; not with Defend', () => {
    let s = inRound(adjacent(expFight()));
    s = run(s, act('guardedStance', { bonus: 2 })).state;
    expect(defenseOf(s)).toBe(14);
    const r = run(s, { ...punch, dice: [3, 4, 2] });
    expect(event(r.events, 'expanse/attackRolled').data.total).toBe(9 + 3 + 2 - 2);
    expect(() => run(s, act('defend'))).toThrow(/do not combine/);
    expect(() =>
      run(runAll(inRound(adjacent(expFight())), { ...punch, dice: [1, 1, 2] }), act('guardedStance')),
    ).toThrow(/before any major action/);
    s = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(defenseOf(s)).toBe(12);
  });

  it('EXP-ACT-MIN Prepare (held major action, command id `ready`): it interrupts another turn once, and is lost at the next turn', () => {
    let s = inRound(adjacent(expFight()));
    s = run(s, act('ready', { readied: 'attack' })).state;
    expect(() => run(s, { ...punch, dice: [1, 1, 2] })).toThrow(/EXP-ACT-1/);
    s = run(s, { type: 'encounter/nextTurn' }).state; // the thug's turn
    expect(() => run(s, { ...punch, dice: [3, 4, 2] })).toThrow(/not Bobby's turn/);
    const r = run(s, { ...punch, interrupt: true, dice: [3, 4, 2] });
    expect(event(r.events, 'expanse/attackRolled').data.hit).toBe(true);
    expect(() => run({ ...r.state, pending: null }, { ...punch, interrupt: true, dice: [3, 4, 2] })).toThrow(
      /no prepared attack/,
    );
    const unused = run(s, { type: 'encounter/nextTurn' }).state;
    expect(conditionKeys(unused, BOBBY)).not.toContain('Ready');
    // Prepare (minor) and the major it holds are the whole turn: not after another action.
    expect(() =>
      run(runAll(inRound(adjacent(expFight())), act('prepare')), act('ready', { readied: 'attack' })),
    ).toThrow(/whole turn/);
    const defend = runAll(inRound(adjacent(expFight())), act('ready', { readied: 'defend' }), {
      type: 'encounter/nextTurn',
    });
    expect(defenseOf(run(defend, act('defend', { interrupt: true })).state)).toBe(14);
  });

  it('EXP-ACT-MIN Press: after a melee hit, when the target moves away, follow up to Speed at no action cost', () => {
    let s = inRound(adjacent(expFight()));
    expect(() => run(s, act('press', { targetId: THUG }))).toThrow(/has not hit/);
    s = runAll(
      s,
      { ...punch, dice: [3, 4, 2] },
      { type: 'expanse/cancel' },
      act('press', { targetId: THUG }),
    );
    expect(() => run(s, { type: 'expanse/follow', id: BOBBY, to: hex(2) })).toThrow(/moved away/);
    s = run(s, { type: 'encounter/nextTurn' }).state;
    const moved = run(s, { type: 'expanse/action', id: THUG, action: 'move', to: hex(9) });
    expect(event(moved.events, 'expanse/pressAvailable').data).toMatchObject({ id: BOBBY, targetId: THUG });
    const followed = run(moved.state, { type: 'expanse/follow', id: BOBBY, to: hex(8) }).state;
    expect(at(followed, BOBBY)).toEqual(hex(8));
    expect(conditionKeys(followed, BOBBY)).not.toContain('Press');
  });

  it('EXP-ACT-MIN Press: the follow comes right after the target’s move, before it does anything else', () => {
    let s = inRound(adjacent(expFight()));
    s = runAll(
      s,
      { ...punch, dice: [3, 4, 2] },
      { type: 'expanse/cancel' },
      act('press', { targetId: THUG }),
      { type: 'encounter/nextTurn' },
      { type: 'expanse/action', id: THUG, action: 'move', to: hex(9) },
    );
    // The thug acts again (Aim) before Bobby follows: too late.
    const late = run(s, { type: 'expanse/action', id: THUG, action: 'aim' }).state;
    expect(() => run(late, { type: 'expanse/follow', id: BOBBY, to: hex(8) })).toThrow(
      /right after it moved away, before it does anything else/,
    );
    // The Press itself still stands until Bobby's next turn; only this chance to follow is gone.
    expect(conditionKeys(late, BOBBY)).toContain('Press');
    // The thug's turn ends before Bobby follows: too late as well.
    const next = run(s, { type: 'encounter/nextTurn' }).state;
    expect(() => run(next, { type: 'expanse/follow', id: BOBBY, to: hex(8) })).toThrow(/right after/);
    // What others do in between does not count: the GM rolls a test for Bobby, then Bobby follows.
    const test = run(s, { type: 'expanse/test', id: BOBBY, ability: 'Perception', tn: 9, dice: [3, 3, 3] });
    expect(at(run(test.state, { type: 'expanse/follow', id: BOBBY, to: hex(8) }).state, BOBBY)).toEqual(
      hex(8),
    );
  });

  it('EXP-ACT-MIN Move: getting into or out of a vehicle (or onto or off a mount) costs half Speed', () => {
    const s = inRound(expFight());
    const r = run(s, act('move', { vehicle: 'mount', to: hex(6) }));
    expect(at(r.state, BOBBY)).toEqual(hex(6));
    expect(event(r.events, 'expanse/action').data).toMatchObject({ action: 'move', vehicle: 'mount' });
    expect(() => run(s, act('move', { vehicle: 'mount', to: hex(7) }))).toThrow(/may move 6 m/);
    expect(() => run(s, act('move', { vehicle: 'dismount', to: hex(7) }))).toThrow(/may move 6 m/);
    // Standing up and getting in take the whole Move; a third part does not fit.
    const prone = setCondition(s, BOBBY, { key: 'Prone' });
    expect(at(run(prone, act('move', { standUp: true, vehicle: 'mount' })).state, BOBBY)).toEqual(hex(0));
    expect(() => run(prone, act('move', { standUp: true, vehicle: 'mount', dropProne: true }))).toThrow(
      /cannot hold all of that/,
    );
  });

  it('EXP-ACT-MIN Ready (draw a weapon, command id `prepare`) and Activate are minor actions; Stand Firm lasts until the next turn', () => {
    let s = inRound(expFight());
    s = runAll(s, act('prepare', { weaponId: 'w-rifle' }), act('standFirm'));
    expect(conditionKeys(s, BOBBY)).toContain('Stand Firm');
    expect(() => run(s, act('activate'))).toThrow(/EXP-ACT-1/);
    s = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(conditionKeys(s, BOBBY)).not.toContain('Stand Firm');
    expect(() => run(inRound(expFight()), act('prepare', { weaponId: 'nope' }))).toThrow(/no weapon/);
  });

  it('EXP-ACT-MAJ melee and ranged attacks are major actions taken on the attacker’s turn', () => {
    const s = inRound(placeAt(adjacent(expFight()), BOBBY, hex(0)), [THUG, BOBBY]);
    expect(() => run(s, { ...punch, dice: [3, 4, 2] })).toThrow(/not Bobby's turn/);
  });
});
