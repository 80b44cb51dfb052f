/** d20 initiative through the engine: 1T20 + SMI at the start of every round (D20-RND-1, D20-INIT-1). */
import { describe, expect, it } from 'vitest';
import { setInitiative } from '../../../helpers/commands';
import { applyCommand } from '@shared/rules/core/engine';
import { DiceScriptError, scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import { attrs, d20Fight, event, run, runAll, startFight, who } from './kit';
import { rollInit } from '../../../helpers/initiative';

const ALL = ['c-alva', 'c-bo', 'c-grim', 'c-skugga'] as const;

function current(s: CampaignState): string | undefined {
  return s.encounter.order[s.encounter.turnIndex];
}

/** Ends every turn of the round: the next round starts and waits for initiative. */
function endRound(s: CampaignState): CampaignState {
  let next = s;
  for (let i = 0; i < s.encounter.order.length; i++) next = run(next, { type: 'encounter/nextTurn' }).state;
  return next;
}

describe('d20 initiative (D20-INIT-1)', () => {
  it('D20-INIT-1 initiative is 1T20 + SMI, highest first', () => {
    const s = startFight(d20Fight());
    // Everyone has SMI 3: 15 + 3, 12 + 3, 8 + 3, 5 + 3.
    expect(ALL.map((id) => who(s, id).initiative)).toEqual([18, 11, 15, 8]);
    expect(who(s, 'c-alva').initiativeTiebreak).toEqual([3]);
    expect(s.encounter.order).toEqual(['c-alva', 'c-grim', 'c-bo', 'c-skugga']);
    expect(current(s)).toBe('c-alva');
    expect(s.encounter.awaitingInitiative).toBeUndefined();
  });

  it('D20-INIT-1 every die is logged with the roller (the fight replays)', () => {
    const r = run(d20Fight(), {
      type: 'initiative/roll',
      entered: [{ combatantId: 'c-bo', dice: [17] }],
      combatantIds: ['c-bo'],
    });
    const die = event(r.events, 'dice/rolled');
    expect(die.data).toMatchObject({ sides: 20, faces: [17], roller: 'c-bo' });
    expect(die.public).toBe(true);
    expect(event(r.events, 'initiative/rolled').data).toMatchObject({ id: 'c-bo', initiative: 20 });
  });

  it('D20-INIT-1 a tie goes to the higher SMI', () => {
    // Alva 15 + 3 = 18, Grim 13 + 5 = 18: Grim's SMI 5 wins.
    const s = runAll(
      attrs(d20Fight(), 'c-grim', { SMI: 5 }),
      rollInit({ 'c-alva': [15], 'c-bo': [8], 'c-grim': [13], 'c-skugga': [5] }),
      { type: 'encounter/start' },
    );
    expect(who(s, 'c-alva').initiative).toBe(18);
    expect(who(s, 'c-grim').initiative).toBe(18);
    expect(s.encounter.order.slice(0, 2)).toEqual(['c-grim', 'c-alva']);
  });

  it('D20-INIT-1 still tied after SMI: a 1T20 roll-off (interpretation), again while equal', () => {
    // Alva and Grim both 15 + 3; roll-off 6–6, then 4–11: Grim first.
    const s = runAll(
      d20Fight(),
      rollInit({ 'c-alva': [15, 6, 4], 'c-bo': [8], 'c-grim': [15, 6, 11], 'c-skugga': [5] }),
      { type: 'encounter/start' },
    );
    expect(who(s, 'c-alva').initiativeTiebreak).toEqual([3, 6, 4]);
    expect(who(s, 'c-grim').initiativeTiebreak).toEqual([3, 6, 11]);
    expect(s.encounter.order).toEqual(['c-grim', 'c-alva', 'c-bo', 'c-skugga']);
  });

  it('D20-RND-1 D20-INIT-1 a new round clears initiative and waits for the roll; the next turn is refused', () => {
    const s0 = startFight(d20Fight());
    let s = s0;
    for (let i = 0; i < 3; i++) s = run(s, { type: 'encounter/nextTurn' }).state;
    const r = run(s, { type: 'encounter/nextTurn' });
    s = r.state;
    expect(s.encounter.round).toBe(2);
    expect(s.encounter.awaitingInitiative).toBe(true);
    expect(s.encounter.turnIndex).toBe(-1);
    expect(ALL.map((id) => who(s, id).initiative)).toEqual([null, null, null, null]);
    expect(event(r.events, 'encounter/roundStarted').data).toEqual({ round: 2 });
    expect(event(r.events, 'initiative/needed').data).toEqual({ round: 2 });
    expect(() => run(s, { type: 'encounter/nextTurn' })).toThrow(
      'roll initiative for round 2 first (D20-INIT-1)',
    );
  });

  it('D20-INIT-1 round 2 is ordered by its own roll, different from round 1, with entered dice', () => {
    const s1 = startFight(d20Fight());
    const r = run(endRound(s1), rollInit({ 'c-alva': [2], 'c-bo': [15], 'c-grim': [10], 'c-skugga': [20] }));
    const s = r.state;
    expect(ALL.map((id) => who(s, id).initiative)).toEqual([5, 18, 13, 23]);
    expect(s.encounter.order).toEqual(['c-skugga', 'c-bo', 'c-grim', 'c-alva']);
    expect(s.encounter.order).not.toEqual(s1.encounter.order);
    expect(s.encounter.awaitingInitiative).toBeUndefined();
    expect(s.encounter.turnIndex).toBe(0);
    expect(current(s)).toBe('c-skugga');
    expect(event(r.events, 'encounter/turnStarted').data).toEqual({ combatantId: 'c-skugga' });
    // Turns run again.
    expect(current(run(s, { type: 'encounter/nextTurn' }).state)).toBe('c-bo');
  });

  it('D20-INIT-1 the app rolls the new round from its dice source, in the order of the track', () => {
    const s1 = startFight(d20Fight());
    // Order Alva, Grim, Bo, Skugga rolls 1, 20, 7, 12.
    const r = applyCommand(endRound(s1), { type: 'initiative/roll' }, { dice: scriptedDice([1, 20, 7, 12]) });
    expect(r.state.encounter.order).toEqual(['c-grim', 'c-skugga', 'c-bo', 'c-alva']);
    expect(who(r.state, 'c-grim').initiative).toBe(23);
  });

  it('D20-INIT-1 entered dice must all be used', () => {
    const s = endRound(startFight(d20Fight()));
    expect(() =>
      run(s, rollInit({ 'c-alva': [2, 9], 'c-bo': [15], 'c-grim': [10], 'c-skugga': [20] })),
    ).toThrow(DiceScriptError);
  });

  it('D20-INIT-1 the round waits until everyone in the order has a value (a partial roll, then by hand)', () => {
    let s = endRound(startFight(d20Fight()));
    s = run(s, rollInit({ 'c-alva': [4], 'c-bo': [9] }, ['c-alva', 'c-bo'])).state;
    expect(s.encounter.awaitingInitiative).toBe(true);
    expect(() => run(s, { type: 'encounter/nextTurn' })).toThrow('(D20-INIT-1)');
    s = run(s, setInitiative('c-grim', 20)).state;
    expect(s.encounter.awaitingInitiative).toBe(true);
    const r = run(s, setInitiative('c-skugga', 1));
    expect(r.state.encounter.awaitingInitiative).toBeUndefined();
    expect(r.state.encounter.order).toEqual(['c-grim', 'c-bo', 'c-alva', 'c-skugga']);
    expect(current(r.state)).toBe('c-grim');
    expect(event(r.events, 'encounter/turnStarted').data).toEqual({ combatantId: 'c-grim' });
  });

  it('D20-INIT-1 round 1 waits for initiative too when the fight starts before anyone rolled', () => {
    const r = run(d20Fight(), { type: 'encounter/start' });
    expect(r.state.encounter.awaitingInitiative).toBe(true);
    expect(r.state.encounter.turnIndex).toBe(-1);
    expect(event(r.events, 'initiative/needed').data).toEqual({ round: 1 });
    expect(() => run(r.state, { type: 'encounter/nextTurn' })).toThrow(
      'roll initiative for round 1 first (D20-INIT-1)',
    );
    const s = run(r.state, rollInit({ 'c-alva': [3], 'c-bo': [19], 'c-grim': [11], 'c-skugga': [7] })).state;
    expect(s.encounter.order).toEqual(['c-bo', 'c-grim', 'c-skugga', 'c-alva']);
    expect(current(s)).toBe('c-bo');
    expect(s.encounter.round).toBe(1);
  });
});
