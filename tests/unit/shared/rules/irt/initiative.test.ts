/** IRT initiative and surprise through the engine (IRT-INIT-1…3), with entered and scripted dice. */
import { describe, expect, it } from 'vitest';
import { setInitiative } from '../../../helpers/commands';
import { applyCommand } from '@shared/rules/core/engine';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import { frozenDemo } from '../../../../helpers/campaigns';
import { run, runAll, who } from './kit';

function current(s: CampaignState): string | undefined {
  return s.encounter.order[s.encounter.turnIndex];
}

/** The demo with only the given combatants, so that turn orders are short. */
function only(...ids: string[]): CampaignState {
  const s = frozenDemo();
  return { ...s, combatants: s.combatants.filter((c) => ids.includes(c.id)) };
}

describe('IRT initiative', () => {
  it('IRT-INIT-1 initiative is 1T12 + Strid, rolled once and kept for the whole combat', () => {
    let s = run(only('c-anton', 'c-gransvakt', 'c-ivar'), {
      type: 'initiative/roll',
      entered: [
        { combatantId: 'c-anton', dice: [7] },
        { combatantId: 'c-gransvakt', dice: [12] },
        { combatantId: 'c-ivar', dice: [1] },
      ],
    }).state;
    expect(who(s, 'c-anton').initiative).toBe(10);
    expect(who(s, 'c-gransvakt').initiative).toBe(14);
    // Ivar has Stridsträning: +1 on the roll (IRT-ABL-1), so 1 + Strid 4 + 1.
    expect(who(s, 'c-ivar').initiative).toBe(6);
    s = runAll(s, { type: 'encounter/start' });
    expect(s.encounter.order).toEqual(['c-gransvakt', 'c-anton', 'c-ivar']);
    // Three new rounds: no dice are asked for (run() has none) and nothing changes.
    for (let i = 0; i < 9; i++) s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(s.encounter.round).toBe(4);
    expect(s.encounter.order).toEqual(['c-gransvakt', 'c-anton', 'c-ivar']);
    expect(who(s, 'c-anton').initiative).toBe(10);
  });

  it('IRT-INIT-2 a tie goes to the higher Strid', () => {
    // Anton (Strid 3) 7 + 3 = 10, the guard (Strid 2) 8 + 2 = 10.
    const s = runAll(
      only('c-anton', 'c-gransvakt'),
      {
        type: 'initiative/roll',
        entered: [
          { combatantId: 'c-gransvakt', dice: [8] },
          { combatantId: 'c-anton', dice: [7] },
        ],
      },
      { type: 'encounter/start' },
    );
    expect(s.encounter.order).toEqual(['c-anton', 'c-gransvakt']);
  });

  it('IRT-INIT-2 still tied: a 1T12 roll-off, re-rolled while equal', () => {
    // Greta and the guard both have Strid 2; both roll 5 → 7. Roll-off 4–4 (again), then 2–8.
    const s0 = only('c-greta', 'c-gransvakt');
    const r = applyCommand(s0, { type: 'initiative/roll' }, { dice: scriptedDice([5, 5, 4, 4, 2, 8]) });
    const s = runAll(r.state, { type: 'encounter/start' });
    expect(who(s, 'c-greta').initiative).toBe(7);
    expect(who(s, 'c-gransvakt').initiative).toBe(7);
    expect(s.encounter.order).toEqual(['c-gransvakt', 'c-greta']);
    const rolls = r.events.filter((e) => e.type === 'dice/rolled');
    expect(rolls).toHaveLength(6);
  });

  it('IRT-INIT-2 a three-way tie: everyone tied rolls off', () => {
    const s0 = only('c-greta', 'c-gransvakt', 'c-gransvakt-2');
    // All three: 5 + 2 = 7. Roll-offs 3, 9, 12 in roster order: guard 2 first, then the guard, then Greta.
    const r = applyCommand(s0, { type: 'initiative/roll' }, { dice: scriptedDice([5, 5, 5, 3, 9, 12]) });
    const s = runAll(r.state, { type: 'encounter/start' });
    expect(s.encounter.order).toEqual(['c-gransvakt-2', 'c-gransvakt', 'c-greta']);
  });

  it('IRT-INIT-2 interpretation: a combatant joining mid-combat rolls and is slotted in by the same order', () => {
    let s = runAll(
      only('c-anton', 'c-gransvakt'),
      setInitiative('c-anton', 12),
      setInitiative('c-gransvakt', 4),
      { type: 'encounter/start' },
    );
    const ivar = who(frozenDemo(), 'c-ivar');
    s = run(s, { type: 'combatant/add', combatant: ivar }).state;
    s = run(s, {
      type: 'initiative/roll',
      combatantIds: ['c-ivar'],
      entered: [{ combatantId: 'c-ivar', dice: [4] }],
    }).state;
    expect(who(s, 'c-ivar').initiative).toBe(9); // 4 + Strid 4 + Stridsträning 1 (IRT-ABL-1)
    expect(s.encounter.order).toEqual(['c-anton', 'c-ivar', 'c-gransvakt']);
    expect(current(s)).toBe('c-anton'); // the current combatant keeps the turn
  });
});

describe('IRT surprise', () => {
  function fight(): CampaignState {
    return runAll(
      only('c-anton', 'c-gransvakt', 'c-ivar'),
      setInitiative('c-anton', 12),
      setInitiative('c-gransvakt', 8),
      setInitiative('c-ivar', 4),
      { type: 'encounter/start' },
    );
  }

  it('IRT-INIT-3 surprised participants do not act in round 1, and act normally from round 2', () => {
    let s = run(fight(), { type: 'encounter/setSurprised', ids: ['c-gransvakt'] }).state;
    expect(current(s)).toBe('c-anton');
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(current(s)).toBe('c-ivar'); // the guard is passed over
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(s.encounter.round).toBe(2);
    expect(current(s)).toBe('c-anton');
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(current(s)).toBe('c-gransvakt');
  });

  it('IRT-INIT-3 a surprised combatant first in the order does not get the first turn', () => {
    const s = run(fight(), { type: 'encounter/setSurprised', ids: ['c-anton'] }).state;
    expect(current(s)).toBe('c-gransvakt');
  });
});
