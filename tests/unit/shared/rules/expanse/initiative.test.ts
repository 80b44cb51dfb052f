import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { expCombatant } from '@shared/rules/expanse/sheet';
import { EXP_ROUND_SECONDS } from '@shared/rules/expanse/system';
import { BOBBY, event, expFight, inRound, run, runAll, THUG, who } from './kit';
import { rollInit } from '../../../helpers/initiative';

/** A fight of named combatants (Dexterity `dex`, group optional), no tokens. */
function crew(list: { id: string; dex?: number; group?: string; kind?: 'character' | 'major' | 'minor' }[]) {
  const base = expFight();
  return {
    ...base,
    scenes: base.scenes.map((s) => ({ ...s, tokens: [] })),
    combatants: list.map(({ id, dex, group, kind }) => {
      const c = expCombatant(id, id, kind ?? (group ? 'minor' : 'major'), group);
      return { ...c, attributes: { ...c.attributes, Dexterity: dex ?? 0 } };
    }),
  } satisfies CampaignState;
}

const EX1 = [
  { id: 'amos', kind: 'character' as const },
  { id: 'holden', kind: 'character' as const },
  { id: 'pink-1', group: 'pinkwater' },
  { id: 'pink-2', group: 'pinkwater' },
  { id: 'pink-3', group: 'pinkwater' },
  { id: 'opp-1', group: 'opponents' },
  { id: 'opp-2', group: 'opponents' },
  { id: 'meng', kind: 'character' as const },
];

describe('Expanse initiative', () => {
  it('EXP-EX-1 EXP-INIT-2 EXP-INIT-3 Amos 15, Holden 13, Pinkwater 12, opponents 10, Meng 9 act in that order', () => {
    // Dexterity 0 everywhere: the dice are the totals. Meng is listed last but rolls before nothing.
    const s = runAll(
      crew(EX1),
      { type: 'encounter/start' },
      rollInit({
        meng: [3, 3, 3],
        'opp-2': [3, 3, 4],
        'pink-1': [4, 4, 4],
        holden: [4, 4, 5],
        amos: [5, 5, 5],
      }),
    );
    expect(s.encounter.order).toEqual([
      'amos',
      'holden',
      'pink-1',
      'pink-2',
      'pink-3',
      'opp-1',
      'opp-2',
      'meng',
    ]);
    expect(EX1.map((c) => who(s, c.id).initiative)).toEqual([15, 13, 12, 12, 12, 10, 10, 9]);
  });

  it('EXP-INIT-2 a group of minor NPCs rolls once: one set of dice, the same result for every member', () => {
    const r = run(
      runAll(crew([{ id: 'a', group: 'g' }, { id: 'b', group: 'g' }, { id: 'solo' }]), {
        type: 'encounter/start',
      }),
      rollInit({ b: [6, 1, 2], solo: [2, 2, 2] }),
    );
    const rolls = r.events.filter((e) => e.type === 'dice/rolled');
    expect(rolls.map((e) => e.data.roller)).toEqual(['b', 'solo']);
    expect([who(r.state, 'a').initiative, who(r.state, 'b').initiative]).toEqual([9, 9]);
    // Entered dice for a second member of the group are not needed.
    expect(() =>
      run(
        runAll(
          crew([
            { id: 'a', group: 'g' },
            { id: 'b', group: 'g' },
          ]),
          { type: 'encounter/start' },
        ),
        rollInit({ a: [1, 1, 1], b: [2, 2, 2] }),
      ),
    ).toThrow(/not needed/);
  });

  it('EXP-INIT-2 EXP-SP-1 the Dexterity (Initiative) focus adds 2, and doubles on initiative give no SP', () => {
    const base = crew([{ id: 'x', dex: 2 }]);
    const s = {
      ...base,
      combatants: base.combatants.map((c) => ({ ...c, features: ['Dexterity (Initiative)'] })),
    };
    const r = run(s, rollInit({ x: [6, 6, 5] }));
    expect(who(r.state, 'x').initiative).toBe(17 + 2 + 2);
    expect(event(r.events, 'expanse/test').data).toMatchObject({ doubles: true, sp: 0 });
  });

  it('EXP-INIT-3 ties go to the higher Drama Die, then the higher Dexterity', () => {
    const s = runAll(
      crew([
        { id: 'low', dex: 1 },
        { id: 'drama', dex: 1 },
        { id: 'dex', dex: 2 },
      ]),
      { type: 'encounter/start' },
      // low 3+4+5 = 12+1 (Drama 5); drama 4+3+6 = 13+1 → no, keep totals equal at 13.
      rollInit({ low: [4, 3, 5], drama: [3, 3, 6], dex: [5, 3, 3] }),
    );
    // low 12+1 = 13 (Drama 5), drama 12+1 = 13 (Drama 6), dex 11+2 = 13 (Drama 3).
    expect(['low', 'drama', 'dex'].map((id) => who(s, id).initiative)).toEqual([13, 13, 13]);
    expect(s.encounter.order).toEqual(['drama', 'low', 'dex']);
    const same = runAll(
      crew([
        { id: 'a', dex: 1 },
        { id: 'b', dex: 2 },
      ]),
      { type: 'encounter/start' },
      rollInit({ a: [4, 3, 5], b: [3, 3, 5] }),
    );
    // Both 13 with Drama 5: the higher Dexterity first.
    expect(same.encounter.order).toEqual(['b', 'a']);
  });

  it('EXP-INIT-2 EXP-INIT-3 a group still tied with another after Drama Die and Dexterity rolls off once, as one', () => {
    const r = run(
      crew([{ id: 'a', group: 'g' }, { id: 'b', group: 'g' }, { id: 'solo' }]),
      // Both 10 with Drama Die 4 and Dexterity 0; roll-offs: the group 2, solo 5.
      rollInit({ a: [3, 3, 4, 2], solo: [4, 2, 4, 5] }),
    );
    const offs = r.events.filter((e) => e.type === 'dice/rolled' && e.data.purpose === 'initiative roll-off');
    expect(offs.map((e) => e.data.roller)).toEqual(['a', 'solo']);
    const s = run(r.state, { type: 'encounter/start' }).state;
    expect(s.encounter.order).toEqual(['solo', 'a', 'b']);
  });

  it('EXP-INIT-4 surprised participants do not act in round 1', () => {
    let s = runAll(
      inRound(expFight()),
      { type: 'encounter/end' },
      { type: 'encounter/setSurprised', ids: [BOBBY] },
      rollInit({ [BOBBY]: [6, 5, 4], [THUG]: [1, 2, 3] }),
      { type: 'encounter/start' },
    );
    expect(s.encounter.order).toEqual([BOBBY, THUG]);
    expect(s.encounter.order[s.encounter.turnIndex]).toBe(THUG);
    expect(() => run(s, { type: 'expanse/action', id: BOBBY, action: 'defend' })).toThrow(/not Bobby's turn/);
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect([s.encounter.round, s.encounter.order[s.encounter.turnIndex]]).toEqual([2, BOBBY]);
  });

  it('EXP-INIT-1 EXP-INIT-5 a round is 15 s, each acts once, and the order stays without a new roll', () => {
    let s = runAll(expFight(), rollInit({ [BOBBY]: [1, 2, 4], [THUG]: [5, 5, 6] }), {
      type: 'encounter/start',
    });
    expect(s.encounter.order).toEqual([THUG, BOBBY]);
    s = runAll(
      s,
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    expect(s.encounter.round).toBe(2);
    expect(s.clock?.seconds).toBe(EXP_ROUND_SECONDS);
    expect(EXP_ROUND_SECONDS).toBe(15);
    expect(s.encounter.awaitingInitiative).toBeUndefined();
    expect(s.encounter.order).toEqual([THUG, BOBBY]);
    expect(s.encounter.order[s.encounter.turnIndex]).toBe(BOBBY);
  });

  it('EXP-INIT-5 a newcomer rolls at the start of the round it appears and is slotted in', () => {
    let s = runAll(expFight(), rollInit({ [BOBBY]: [1, 2, 4], [THUG]: [5, 5, 6] }), {
      type: 'encounter/start',
    });
    s = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' }); // round 2 starts
    const meng = expCombatant('c-meng', 'Meng', 'character');
    s = runAll(s, { type: 'combatant/add', combatant: meng }, rollInit({ 'c-meng': [3, 4, 5] }, ['c-meng']));
    // Meng 12 + 1: between the thug (17) and Bobby (9); the round's first turn stays the thug's.
    expect(s.encounter.order).toEqual([THUG, 'c-meng', BOBBY]);
    expect(s.encounter.order[s.encounter.turnIndex]).toBe(THUG);
    // A late member of a group that is already in the order takes the group's place without dice.
    const g = runAll(
      crew([
        { id: 'a', group: 'g' },
        { id: 'solo', dex: 0 },
      ]),
      { type: 'encounter/start' },
      rollInit({ a: [2, 2, 2], solo: [5, 5, 5] }),
    );
    const late = expCombatant('b', 'b', 'minor', 'g');
    const r = run(run(g, { type: 'combatant/add', combatant: late }).state, {
      type: 'initiative/roll',
      combatantIds: ['b'],
    });
    expect(r.events.some((e) => e.type === 'dice/rolled')).toBe(false);
    expect(r.state.encounter.order).toEqual(['solo', 'a', 'b']);
  });

  it('EXP-INIT-6 ending the encounter leaves action mode and ends turn effects; conditions stay', () => {
    let s = inRound(expFight());
    s = runAll(s, { type: 'expanse/action', id: BOBBY, action: 'defend' });
    s = runAll(s, {
      type: 'combatant/setCondition',
      id: BOBBY,
      condition: { key: 'Injured', public: true, untilRound: null, note: '' },
    });
    const r = run(s, { type: 'encounter/end' });
    expect(r.state.encounter.active).toBe(false);
    expect(who(r.state, BOBBY).conditions.map((k) => k.key)).toEqual(['Injured']);
  });

  it('EXP-INIT-5 a newcomer who rolls highest at the start of the round it appears in acts first in that round', () => {
    // Thug 17, Bobby 9; round 2 has begun with the thug's turn when Meng arrives and rolls 18.
    let s = runAll(expFight(), rollInit({ [BOBBY]: [1, 2, 4], [THUG]: [5, 5, 6] }), {
      type: 'encounter/start',
    });
    s = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect([s.encounter.round, s.encounter.order[s.encounter.turnIndex]]).toEqual([2, THUG]);
    const meng = expCombatant('c-meng', 'Meng', 'character');
    s = run(s, { type: 'combatant/add', combatant: meng }).state;
    const r = run(s, rollInit({ 'c-meng': [6, 6, 5] }, ['c-meng']));
    expect(who(r.state, 'c-meng').initiative).toBe(18);
    expect(r.state.encounter.order).toEqual(['c-meng', THUG, BOBBY]);
    // Meng acts in this round, in his place: the turn is his, then the thug's, then Bobby's.
    expect(r.state.encounter.order[r.state.encounter.turnIndex]).toBe('c-meng');
    expect(event(r.events, 'encounter/turnStarted').data).toEqual({ combatantId: 'c-meng' });
    expect(() => run(r.state, { type: 'expanse/action', id: 'c-meng', action: 'defend' })).not.toThrow();
    let t = run(r.state, { type: 'encounter/nextTurn' }).state;
    expect([t.encounter.round, t.encounter.order[t.encounter.turnIndex]]).toEqual([2, THUG]);
    t = runAll(t, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect([t.encounter.round, t.encounter.order[t.encounter.turnIndex]]).toEqual([3, 'c-meng']);
  });

  it('EXP-INIT-5 once the round is under way a newcomer placed before the turn waits for the next round', () => {
    let s = runAll(expFight(), rollInit({ [BOBBY]: [1, 2, 4], [THUG]: [5, 5, 6] }), {
      type: 'encounter/start',
    });
    const meng = expCombatant('c-meng', 'Meng', 'character');
    // The thug has spent his major action (Defend): his turn is under way.
    const busy = runAll(
      s,
      { type: 'expanse/action', id: THUG, action: 'defend' },
      { type: 'combatant/add', combatant: meng },
      rollInit({ 'c-meng': [6, 6, 5] }, ['c-meng']),
    );
    expect(busy.encounter.order[busy.encounter.turnIndex]).toBe(THUG);
    // Bobby has the turn: the thug has finished his.
    s = runAll(
      s,
      { type: 'encounter/nextTurn' },
      { type: 'combatant/add', combatant: meng },
      rollInit({ 'c-meng': [6, 6, 5] }, ['c-meng']),
    );
    expect(s.encounter.order).toEqual(['c-meng', THUG, BOBBY]);
    expect(s.encounter.order[s.encounter.turnIndex]).toBe(BOBBY);
  });

  it('EXP-INIT-5 EXP-COND-1 a Dying combatant whose turn a newcomer takes loses Constitution once that round', () => {
    let s = runAll(expFight(), rollInit({ [BOBBY]: [1, 2, 4], [THUG]: [5, 5, 6] }), {
      type: 'encounter/start',
    });
    s = runAll(
      s,
      {
        type: 'combatant/setCondition',
        id: THUG,
        condition: { key: 'Dying', public: true, untilRound: null, note: '', data: { lost: 0 } },
      },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    const lost = (x: CampaignState) => who(x, THUG).conditions.find((k) => k.key === 'Dying')?.data?.lost;
    expect(lost(s)).toBe(1);
    const meng = expCombatant('c-meng', 'Meng', 'character');
    s = runAll(s, { type: 'combatant/add', combatant: meng }, rollInit({ 'c-meng': [6, 6, 5] }, ['c-meng']));
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(s.encounter.order[s.encounter.turnIndex]).toBe(THUG);
    expect(lost(s)).toBe(1);
    s = runAll(
      s,
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    expect([s.encounter.round, lost(s)]).toEqual([3, 2]);
  });

  it('EXP-INIT-2 a group of minor NPCs acts together on one turn: any member may act, Next turn passes the group', () => {
    const s = runAll(
      crew([{ id: 'a', group: 'g' }, { id: 'b', group: 'g' }, { id: 'solo' }]),
      rollInit({ a: [1, 1, 2], solo: [5, 5, 5] }),
      { type: 'encounter/start' },
    );
    expect(s.encounter.order).toEqual(['solo', 'a', 'b']);
    expect(() => run(s, { type: 'expanse/action', id: 'b', action: 'defend' })).toThrow(/not b's turn/);
    const group = run(s, { type: 'encounter/nextTurn' });
    expect(event(group.events, 'encounter/turnStarted').data).toEqual({ combatantId: 'a' });
    // Both members act on the group's turn, each with its own actions; the soloist does not.
    const acted = runAll(
      group.state,
      { type: 'expanse/action', id: 'a', action: 'defend' },
      { type: 'expanse/action', id: 'b', action: 'defend' },
    );
    expect(() => run(acted, { type: 'expanse/action', id: 'b', action: 'aim' })).not.toThrow();
    expect(() => run(acted, { type: 'expanse/action', id: 'solo', action: 'defend' })).toThrow(
      /not solo's turn/,
    );
    // One Next turn ends the group's turn: a new round, the soloist first, both members have acted.
    const next = run(acted, { type: 'encounter/nextTurn' }).state;
    expect([next.encounter.round, next.encounter.order[next.encounter.turnIndex]]).toEqual([2, 'solo']);
    // Their Defend ended at the start of the group's next turn, for both.
    const again = run(next, { type: 'encounter/nextTurn' }).state;
    expect(['a', 'b'].map((id) => who(again, id).conditions.map((k) => k.key))).toEqual([[], []]);
  });

  it('EXP-INIT-2 the GM may split a group: the member who leaves keeps its initiative and acts on a turn of its own', () => {
    const s = runAll(
      crew([{ id: 'a', group: 'g' }, { id: 'b', group: 'g' }, { id: 'c', group: 'g' }, { id: 'solo' }]),
      rollInit({ a: [1, 1, 2], solo: [5, 5, 5] }),
      { type: 'encounter/start' },
    );
    expect(s.encounter.order).toEqual(['solo', 'a', 'b', 'c']);
    const r = run(s, { type: 'expanse/leaveGroup', id: 'a' });
    expect(who(r.state, 'a').group).toBeUndefined();
    expect(who(r.state, 'a').initiative).toBe(who(r.state, 'b').initiative);
    expect(event(r.events, 'combatant/updated').data).toEqual({ id: 'a', fields: ['group'] });
    // The rest still act together; the one who left comes after them.
    expect(r.state.encounter.order).toEqual(['solo', 'b', 'c', 'a']);
    let t = run(r.state, { type: 'encounter/nextTurn' }).state;
    expect(t.encounter.order[t.encounter.turnIndex]).toBe('b');
    expect(() => run(t, { type: 'expanse/action', id: 'a', action: 'defend' })).toThrow(/not a's turn/);
    t = run(t, { type: 'encounter/nextTurn' }).state;
    expect(t.encounter.order[t.encounter.turnIndex]).toBe('a');
    expect(() => run(t, { type: 'expanse/action', id: 'c', action: 'defend' })).toThrow(/not c's turn/);
    expect(() => run(r.state, { type: 'expanse/leaveGroup', id: 'a' })).toThrow(/in no group/);
  });
});
