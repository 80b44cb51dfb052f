/**
 * The initiative order by hand (`initiative/move`, `initiative/remove`) in all four systems: a manual order
 * holds until initiative is rolled for everyone again, a late roll is placed by the system's own rules and
 * tie-breaks, an empty value never takes anyone out of a running order (docs/engine.md, "A manual order").
 */
import { describe, expect, it } from 'vitest';
import { setInitiative } from '../../../helpers/commands';
import { CommandError } from '@shared/rules/core/engine';
import type { CampaignState } from '@shared/model/campaign';
import { expCombatant } from '@shared/rules/expanse/sheet';
import { deepFreeze, frozenDemo } from '../../../../helpers/campaigns';
import { attrs, event, run, runAll, who } from '../../../../helpers/engine';
import { d20Fight, startFight } from '../d20/kit';
import { endRound, rollInit, started, turnFight } from '../omnimodus/kitTurn';
import { BOBBY, expFight, THUG } from '../expanse/kit';

function current(s: CampaignState): string | undefined {
  return s.encounter.order[s.encounter.turnIndex];
}

function move(s: CampaignState, id: string, to: number): CampaignState {
  return run(s, { type: 'initiative/move', id, to }).state;
}

/** Ends every turn of the round (fixed-order systems: the next round starts at once). */
function nextRound(s: CampaignState): CampaignState {
  let x = s;
  const round = s.encounter.round;
  while (x.encounter.round === round) x = run(x, { type: 'encounter/nextTurn' }).state;
  return x;
}

/** IRT: Gränsvakt 12 + 2 = 14, Anton 7 + 3 = 10, Ivar 1 + 4 = 5; Greta (Strid 2) waits outside. */
function irtFight(): CampaignState {
  const demo = frozenDemo();
  const ids = ['c-anton', 'c-gransvakt', 'c-ivar'];
  const s = { ...demo, combatants: demo.combatants.filter((c) => ids.includes(c.id)) };
  return deepFreeze(
    runAll(
      s,
      {
        type: 'initiative/roll',
        entered: [
          { combatantId: 'c-anton', dice: [7] },
          { combatantId: 'c-gransvakt', dice: [12] },
          { combatantId: 'c-ivar', dice: [1] },
        ],
      },
      { type: 'encounter/start' },
    ),
  );
}

function greta(): CampaignState['combatants'][number] {
  const c = frozenDemo().combatants.find((x) => x.id === 'c-greta');
  if (!c) throw new Error('no Greta in the demo');
  return { ...c, initiative: null };
}

describe('initiative order by hand (core, I Rikets Tjänst)', () => {
  it('IRT-INIT-1 a move is one command with one log line; before anyone acted the new first has the turn', () => {
    const s = irtFight();
    expect(s.encounter.order).toEqual(['c-gransvakt', 'c-anton', 'c-ivar']);
    const r = run(s, { type: 'initiative/move', id: 'c-ivar', to: 0 });
    expect(r.state.encounter.order).toEqual(['c-ivar', 'c-gransvakt', 'c-anton']);
    expect(current(r.state)).toBe('c-ivar');
    expect(event(r.events, 'initiative/moved')).toMatchObject({
      public: true,
      data: { id: 'c-ivar', before: 3, after: 1 },
    });
    expect(event(r.events, 'encounter/turnStarted').data).toEqual({ combatantId: 'c-ivar' });
    // Values are untouched: the order is the GM's, the rolls stay what they were.
    expect(who(r.state, 'c-ivar').initiative).toBe(6); // 1 + Strid 4 + Stridsträning 1 (IRT-ABL-1)
    expect(r.state.log.at(-2)?.type).toBe('initiative/moved');
  });

  it('IRT-INIT-1 a hidden combatant moves in the GM log only', () => {
    const s = irtFight();
    const hidden = {
      ...s,
      combatants: s.combatants.map((c) => (c.id === 'c-anton' ? { ...c, hidden: true } : c)),
    };
    const r = run(hidden, { type: 'initiative/move', id: 'c-anton', to: 2 });
    expect(event(r.events, 'initiative/moved').public).toBe(false);
  });

  it('IRT-INIT-1 the hand-made order is kept for the whole combat; under way, acted and waiting stay apart', () => {
    let s = move(irtFight(), 'c-ivar', 0);
    s = nextRound(nextRound(s));
    expect(s.encounter.round).toBe(3);
    expect(s.encounter.order).toEqual(['c-ivar', 'c-gransvakt', 'c-anton']);
    // Ivar acted; it is Gränsvakt's turn. Anton has not acted: he may not jump before the turn.
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(current(s)).toBe('c-gransvakt');
    expect(() => run(s, { type: 'initiative/move', id: 'c-anton', to: 0 })).toThrow(/has not acted/);
    expect(() => run(s, { type: 'initiative/move', id: 'c-ivar', to: 2 })).toThrow(/has acted/);
    expect(() => run(s, { type: 'initiative/move', id: 'c-gransvakt', to: 0 })).toThrow(/later place/);
  });

  it('IRT-INIT-1 the one acting may wait (a delayed turn): whoever takes their place acts now', () => {
    let s = run(irtFight(), { type: 'encounter/nextTurn' }).state; // Gränsvakt acted; Anton's turn
    const r = run(s, { type: 'initiative/move', id: 'c-anton', to: 2 });
    s = r.state;
    expect(s.encounter.order).toEqual(['c-gransvakt', 'c-ivar', 'c-anton']);
    expect(current(s)).toBe('c-ivar');
    expect(event(r.events, 'encounter/turnStarted').data).toEqual({ combatantId: 'c-ivar' });
    s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(current(s)).toBe('c-anton');
  });

  it('IRT-INIT-2 a late joiner is placed by value and Strid; the hand-made order of the others stays', () => {
    let s = move(irtFight(), 'c-ivar', 0); // Ivar 5, Gränsvakt 14, Anton 10
    s = run(s, { type: 'combatant/add', combatant: greta() }).state;
    // Greta 8 + 2 = 10 ties Anton's 10: Anton's Strid 3 beats her 2 (IRT-INIT-2), so she comes after him.
    const tie = runAll(s, {
      type: 'initiative/roll',
      combatantIds: ['c-greta'],
      entered: [{ combatantId: 'c-greta', dice: [8] }],
    });
    expect(tie.encounter.order).toEqual(['c-ivar', 'c-gransvakt', 'c-anton', 'c-greta']);
    // Greta 11 + 2 = 13: after everyone who acts before her (Gränsvakt 14), before Anton.
    const high = runAll(s, {
      type: 'initiative/roll',
      combatantIds: ['c-greta'],
      entered: [{ combatantId: 'c-greta', dice: [11] }],
    });
    expect(high.encounter.order).toEqual(['c-ivar', 'c-gransvakt', 'c-greta', 'c-anton']);
  });

  it('IRT-INIT-2 a roll for everyone orders by the rules again, ties by Strid', () => {
    const s = move(irtFight(), 'c-ivar', 0);
    const r = runAll(s, {
      type: 'initiative/roll',
      entered: [
        { combatantId: 'c-anton', dice: [9] }, // 12, Strid 3
        { combatantId: 'c-gransvakt', dice: [10] }, // 12, Strid 2
        { combatantId: 'c-ivar', dice: [2] }, // 6
      ],
    });
    expect(r.encounter.order).toEqual(['c-anton', 'c-gransvakt', 'c-ivar']);
  });

  it('IRT-INIT-1 a move is refused with no encounter, out of range, or to the same place', () => {
    const demo = frozenDemo();
    expect(() => run(demo, { type: 'initiative/move', id: 'c-anton', to: 0 })).toThrow(CommandError);
    const s = irtFight();
    expect(() => run(s, { type: 'initiative/move', id: 'c-anton', to: 3 })).toThrow(/3 places/);
    expect(() => run(s, { type: 'initiative/move', id: 'c-anton', to: 1 })).toThrow(/already at place 2/);
    expect(() => run(s, { type: 'initiative/move', id: 'nobody', to: 0 })).toThrow(CommandError);
  });

  it('IRT-INIT-1 an empty initiative never takes a combatant out of a running order: it is refused', () => {
    const s = irtFight();
    expect(() => run(s, setInitiative('c-anton', null))).toThrow(/initiative\/remove/);
    // Outside a fight an empty value only marks "not rolled": everyone joins the order at the start.
    const before = frozenDemo();
    const cleared = runAll(before, setInitiative('c-anton', 9), setInitiative('c-anton', null));
    expect(who(cleared, 'c-anton').initiative).toBeNull();
  });

  it('IRT-INIT-1 "take out of the order" is explicit, logged, and a roll puts them back by value', () => {
    const s = irtFight();
    const r = run(s, { type: 'initiative/remove', id: 'c-ivar' });
    expect(r.state.encounter.order).toEqual(['c-gransvakt', 'c-anton']);
    expect(who(r.state, 'c-ivar').initiative).toBeNull();
    expect(r.state.combatants.some((c) => c.id === 'c-ivar')).toBe(true);
    expect(event(r.events, 'initiative/removed')).toMatchObject({ public: true, data: { id: 'c-ivar' } });
    const back = runAll(r.state, {
      type: 'initiative/roll',
      combatantIds: ['c-ivar'],
      entered: [{ combatantId: 'c-ivar', dice: [8] }], // 12: between Gränsvakt 14 and Anton 10
    });
    expect(back.encounter.order).toEqual(['c-gransvakt', 'c-ivar', 'c-anton']);
    // Refused: the one whose turn it is, the last one left, someone not in the order.
    expect(() => run(s, { type: 'initiative/remove', id: 'c-gransvakt' })).toThrow(/turn/);
    expect(() => run(r.state, { type: 'initiative/remove', id: 'c-ivar' })).toThrow(/not in a running order/);
    const two = run(r.state, { type: 'initiative/remove', id: 'c-anton' }).state;
    expect(() => run(two, { type: 'initiative/remove', id: 'c-gransvakt' })).toThrow(/last one/);
  });
});

describe('initiative order by hand (Swedish d20)', () => {
  it('D20-INIT-1 a hand-made order holds for the round; the next round orders by 1T20 + SMI, ties by SMI', () => {
    // Alva 18, Grim 15, Bo 11, Skugga 8 (all SMI 3).
    let s = startFight(d20Fight());
    s = move(s, 'c-skugga', 0);
    expect(s.encounter.order).toEqual(['c-skugga', 'c-alva', 'c-grim', 'c-bo']);
    expect(current(s)).toBe('c-skugga');
    s = nextRound(s);
    expect(s.encounter.awaitingInitiative).toBe(true);
    // The waiting round may be ordered by hand too; the roll still orders by the rules.
    s = attrs(move(s, 'c-bo', 0), 'c-grim', { SMI: 5 });
    s = run(s, {
      type: 'initiative/roll',
      entered: [
        { combatantId: 'c-alva', dice: [2] }, // 5
        { combatantId: 'c-bo', dice: [12] }, // 15, SMI 3
        { combatantId: 'c-grim', dice: [10] }, // 15, SMI 5: before Bo
        { combatantId: 'c-skugga', dice: [19] }, // 22
      ],
    }).state;
    expect(s.encounter.order).toEqual(['c-skugga', 'c-grim', 'c-bo', 'c-alva']);
    expect(current(s)).toBe('c-skugga');
  });

  it('D20-INIT-1 a full tie after SMI is settled by a roll-off, not by the hand-made order', () => {
    let s = nextRound(startFight(d20Fight()));
    s = move(s, 'c-bo', 0);
    s = run(s, {
      type: 'initiative/roll',
      entered: [
        { combatantId: 'c-alva', dice: [2] },
        { combatantId: 'c-bo', dice: [10, 4] }, // 13, roll-off 4
        { combatantId: 'c-grim', dice: [10, 17] }, // 13, roll-off 17: before Bo
        { combatantId: 'c-skugga', dice: [1] },
      ],
    }).state;
    expect(s.encounter.order).toEqual(['c-grim', 'c-bo', 'c-alva', 'c-skugga']);
  });

  it('D20-INIT-1 taking the last one still to roll out of the order starts the waiting round', () => {
    let s = nextRound(startFight(d20Fight()));
    s = run(s, {
      type: 'initiative/roll',
      combatantIds: ['c-alva', 'c-bo', 'c-grim'],
      entered: [
        { combatantId: 'c-alva', dice: [4] },
        { combatantId: 'c-bo', dice: [6] },
        { combatantId: 'c-grim', dice: [16] },
      ],
    }).state;
    expect(s.encounter.awaitingInitiative).toBe(true);
    const r = run(s, { type: 'initiative/remove', id: 'c-skugga' });
    expect(r.state.encounter.awaitingInitiative).toBeUndefined();
    expect(r.state.encounter.order).toEqual(['c-grim', 'c-bo', 'c-alva']);
    expect(current(r.state)).toBe('c-grim');
  });
});

describe('initiative order by hand (Omnimodus)', () => {
  it('OMN-INIT-1 OMN-INIT-2 a hand-made order holds for the round; the next roll orders by the rules, ties by skill', () => {
    // Alva 3+4+4 = 11, Grim 2+2+4 = 8, Dag 1+2+4 = 7.
    let s = started(turnFight(), { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] });
    expect(s.encounter.order).toEqual(['c-alva', 'c-grim', 'c-dag']);
    s = move(s, 'c-dag', 0);
    expect(s.encounter.order).toEqual(['c-dag', 'c-alva', 'c-grim']);
    expect(current(s)).toBe('c-dag');
    s = endRound(s);
    expect(s.encounter.awaitingInitiative).toBe(true);
    // Round 2 with Grim's Manövrar 7: 2+2+7 = 11 ties Alva's 3+4+4 = 11; the higher skill acts first.
    s = {
      ...s,
      combatants: s.combatants.map((c) =>
        c.id === 'c-grim' ? { ...c, attributes: { ...c.attributes, Manövrar: 7 } } : c,
      ),
    };
    s = run(s, rollInit({ 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 1] })).state;
    expect(s.encounter.order.slice(0, 2)).toEqual(['c-grim', 'c-alva']);
  });
});

describe('initiative order by hand (The Expanse)', () => {
  it('EXP-INIT-5 the hand-made order stays for the encounter; a newcomer is slotted in by value', () => {
    // Thug 5+5+6 + 1 = 17, Bobby 1+2+4 + 2 = 9.
    let s = runAll(
      expFight(),
      {
        type: 'initiative/roll',
        entered: [
          { combatantId: BOBBY, dice: [1, 2, 4] },
          { combatantId: THUG, dice: [5, 5, 6] },
        ],
      },
      { type: 'encounter/start' },
    );
    expect(s.encounter.order).toEqual([THUG, BOBBY]);
    s = move(s, BOBBY, 0);
    s = nextRound(nextRound(s));
    expect(s.encounter.order).toEqual([BOBBY, THUG]);
    const meng = expCombatant('c-meng', 'Meng', 'character');
    s = runAll(
      s,
      { type: 'combatant/add', combatant: meng },
      {
        type: 'initiative/roll',
        combatantIds: ['c-meng'],
        entered: [{ combatantId: 'c-meng', dice: [3, 4, 5] }],
      },
    );
    // Meng 12 + 1 = 13: after the thug (17), who acts before Meng; Bobby stays first where the GM put him.
    expect(s.encounter.order).toEqual([BOBBY, THUG, 'c-meng']);
  });

  it('EXP-INIT-3 a newcomer tied on value is placed by the Drama Die against those already there', () => {
    const s = runAll(
      expFight(),
      {
        type: 'initiative/roll',
        entered: [
          { combatantId: BOBBY, dice: [4, 4, 3] }, // 11 + Dexterity 2 = 13, Drama 3
          { combatantId: THUG, dice: [5, 5, 6] }, // 17
        ],
      },
      { type: 'encounter/start' },
    );
    const meng = expCombatant('c-meng', 'Meng', 'character');
    const added = run(s, {
      type: 'combatant/add',
      combatant: { ...meng, attributes: { ...meng.attributes, Dexterity: 2 } },
    }).state;
    const late = (dice: number[]): CampaignState =>
      runAll(added, {
        type: 'initiative/roll',
        combatantIds: ['c-meng'],
        entered: [{ combatantId: 'c-meng', dice }],
      });
    // 2+5+4 = 11 + 2 = 13, Drama 4 beats Bobby's 3; 5+4+2 = 13, Drama 2 loses to it.
    expect(late([2, 5, 4]).encounter.order).toEqual([THUG, 'c-meng', BOBBY]);
    expect(late([5, 4, 2]).encounter.order).toEqual([THUG, BOBBY, 'c-meng']);
  });
});
