import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { ExpActionKind } from '@shared/rules/expanse/commands';
import {
  cellOf,
  EXP_ACTIONS,
  expDropCommand,
  expEconomy,
  followable,
  hexAtCell,
  pressTargets,
  readied,
  whyNot,
} from '../../../../../src/renderer/gm/systems/expanse/expActions';
import {
  act,
  adjacent,
  BOBBY,
  expFight,
  hex,
  inRound,
  punch,
  run,
  runAll,
  setCondition,
  THUG,
  who,
} from '../../../shared/rules/expanse/kit';

/** A command the engine could take for `action` (destinations, targets and so on filled in). */
function commandFor(s: CampaignState, action: ExpActionKind): Command {
  switch (action) {
    case 'run':
    case 'move':
      return act(action, { to: hex(1, 3) });
    case 'ready':
      return act(action, { readied: 'defend' });
    case 'press':
      return act(action, { targetId: pressTargets(s, who(s, BOBBY))[0] ?? THUG });
    case 'guardedStance':
      return act(action, { bonus: 1 });
    default:
      return act(action);
  }
}

/** The helper agrees with the engine on every action in `s`. */
function agrees(s: CampaignState): void {
  const c = who(s, BOBBY);
  for (const a of EXP_ACTIONS) {
    const why = whyNot(s, c, a);
    let ok = true;
    try {
      run(s, commandFor(s, a));
    } catch {
      ok = false;
    }
    expect({ action: a, allowed: why === null }).toEqual({ action: a, allowed: ok });
  }
}

describe('expActions: the card’s reading of the Expanse turn (EXP-ACT-1, EXP-ACT-MAJ/MIN)', () => {
  const base = inRound(adjacent(expFight()));

  it('agrees with the engine on a fresh turn, after a minor, after a major and with nothing left', () => {
    agrees(base);
    agrees(run(base, act('aim')).state);
    agrees(run(base, act('defend')).state);
    agrees(runAll(base, act('aim'), act('standFirm')));
    agrees(runAll(base, act('guardedStance', { bonus: 2 })));
    agrees(runAll(base, { ...punch, dice: [6, 6, 5] }));
  });

  it('agrees with the engine out of turn, when Prone, Injured or Helpless', () => {
    agrees(inRound(adjacent(expFight()), [THUG, BOBBY]));
    agrees(setCondition(base, BOBBY, { key: 'Prone' }));
    agrees(setCondition(base, BOBBY, { key: 'Injured' }));
    agrees(setCondition(base, BOBBY, { key: 'Taken Out' }));
  });

  it('names the reasons', () => {
    const c = (s: CampaignState) => who(s, BOBBY);
    expect(whyNot(inRound(base, [THUG, BOBBY]), c(base), 'aim')).toEqual({ code: 'notTurn' });
    const prone = setCondition(base, BOBBY, { key: 'Prone' });
    expect(whyNot(prone, c(prone), 'run')).toEqual({ code: 'cannotRun', cond: 'Prone' });
    const aimed = run(base, act('aim')).state;
    expect(whyNot(aimed, c(aimed), 'run')).toEqual({ code: 'wholeTurn' });
    const defended = run(base, act('defend')).state;
    expect(whyNot(defended, c(defended), 'guardedStance')).toEqual({ code: 'beforeMajor' });
    expect(whyNot(base, c(base), 'press')).toEqual({ code: 'noPressTarget' });
    const hit = runAll(base, { ...punch, dice: [6, 6, 5] });
    expect(pressTargets(hit, c(hit))).toEqual([THUG]);
    expect(whyNot(hit, c(hit), 'press')).toBeNull();
  });

  it('counts the economy only in a fight', () => {
    expect(expEconomy(expFight(), who(expFight(), BOBBY))).toMatchObject({ counted: false, myTurn: true });
    const s = run(base, act('aim')).state;
    expect(expEconomy(s, who(s, BOBBY))).toEqual({
      counted: true,
      myTurn: true,
      major: 0,
      minor: 1,
      left: 1,
      majorLeft: true,
    });
  });

  it('reads a readied action and a Press to follow', () => {
    const s = run(base, act('ready', { readied: 'defend' })).state;
    expect(readied(who(s, BOBBY))).toBe('defend');
    expect(followable(who(s, BOBBY))).toBeNull();
  });

  it('turns a map drop into a Move on the combatant’s turn, nothing out of it or outside a fight', () => {
    expect(expDropCommand(base, BOBBY, hex(2))).toEqual({
      type: 'expanse/action',
      id: BOBBY,
      action: 'move',
      to: hex(2),
    });
    expect(expDropCommand(base, THUG, hex(2))).toBeNull();
    expect(expDropCommand(expFight(), BOBBY, hex(2))).toBeNull();
    const cmd = expDropCommand(base, BOBBY, hex(2));
    if (cmd) expect(() => run(base, cmd)).not.toThrow();
  });

  it('counts hexes by column and row from 1 at the top left, both ways', () => {
    expect(cellOf(hex(0, 0), 'pointy')).toEqual({ col: 1, row: 1 });
    expect(cellOf(hex(4, 3), 'pointy')).toEqual({ col: 5, row: 4 });
    for (const o of ['pointy', 'flat'] as const)
      for (let col = 1; col <= 6; col++)
        for (let row = 1; row <= 5; row++) expect(cellOf(hexAtCell(col, row, o), o)).toEqual({ col, row });
  });
});
