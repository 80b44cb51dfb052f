import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import {
  allowedDefences,
  avvaktaBonus,
  declaredAction,
  movementLeft,
  multiAttack,
  multiAttackPenalty,
  noteDefence,
} from '@shared/rules/omnimodus/actions';
import { planOmnAttack } from '@shared/rules/omnimodus/attack';
import type { OmnAction } from '@shared/rules/omnimodus/turnCommands';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { attrs, current, event, run, runAll, started, turnFight, who } from './kitTurn';

/** Round 1: Alva (11) acts, then Grim (8), then Dag (7). */
const ORDER = { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] };

function fight(settings?: Parameters<typeof turnFight>[0]): CampaignState {
  return started(turnFight(settings), ORDER);
}

function declare(s: CampaignState, action: OmnAction, extra: Record<string, unknown> = {}): CampaignState {
  return run(s, { type: 'omnimodus/declare', id: 'c-alva', action, ...extra }).state;
}

const multi = { optional: { ...DEFAULT_OMNIMODUS_SETTINGS.optional, multipleAttacks: true } };

/** Two more opponents, Eir and Frej (copies of Grim, no tokens). */
function withMore(s: CampaignState): CampaignState {
  const grim = who(s, 'c-grim');
  return {
    ...s,
    combatants: [
      ...s.combatants,
      { ...grim, id: 'c-eir', name: 'Eir' },
      { ...grim, id: 'c-frej', name: 'Frej' },
    ],
  };
}

describe('Omnimodus actions of the round', () => {
  it('OMN-RND-1 one active action per round: a second declaration is refused', () => {
    const s = fight();
    expect(current(s)).toBe('c-alva');
    const { state, events } = run(s, {
      type: 'omnimodus/declare',
      id: 'c-alva',
      action: 'melee',
      targets: ['c-grim'],
    });
    expect(event(events, 'omnimodus/declared').data).toMatchObject({
      action: 'melee',
      targets: ['c-grim'],
      metres: 2,
    });
    expect(state.encounter.declared?.['c-alva']).toMatchObject({ action: 'melee', targets: ['c-grim'] });
    expect(() => declare(state, 'firearm')).toThrow(/one active action per round/);
    // A new round clears the declaration.
    const r2 = runAll(
      state,
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    expect(declaredAction(r2, 'c-alva')).toBeNull();
  });

  it('OMN-DEF-3 the action is declared at the turn; before it a declaration is refused', () => {
    const s = fight();
    expect(() => run(s, { type: 'omnimodus/declare', id: 'c-grim', action: 'melee' })).toThrow(
      /at their turn/,
    );
  });

  it('OMN-DEF-3 / OMN-ACT-1..9 each action leaves its defences', () => {
    const table: [OmnAction, string[]][] = [
      ['melee', ['dodge', 'block']],
      ['thrown', ['dodge']],
      ['firearm', ['dodge']],
      ['avvakta', ['dodge', 'block']],
      ['move', ['dodge']],
      ['run', []],
      ['handle', ['dodge']],
      ['talk', ['dodge', 'block']],
      ['other', ['dodge']],
    ];
    const s = fight();
    expect(allowedDefences(s, 'c-alva')).toEqual(['dodge', 'block']);
    for (const [action, defences] of table)
      expect(allowedDefences(declare(s, action), 'c-alva')).toEqual(defences);
    const posture = run(s, { type: 'omnimodus/posture', id: 'c-alva', posture: 'Knästående' }).state;
    expect(allowedDefences(posture, 'c-alva')).toEqual(['dodge', 'block']);
  });

  it('OMN-DEF-3 a defence before the declaration limits the action', () => {
    let s = noteDefence(fight(), 'c-alva', 'block');
    s = { ...s, encounter: { ...s.encounter, economy: { 'c-alva': { main: 0, steps: 0, reactions: 1 } } } };
    expect(declaredAction(s, 'c-alva')).toBeNull();
    expect(() => declare(s, 'firearm')).toThrow(/OMN-DEF-3/);
    expect(() => declare(s, 'run')).toThrow(/OMN-DEF-3/);
    const ok = declare(s, 'melee');
    expect(ok.encounter.declared?.['c-alva']?.data).toMatchObject({ defended: 'block' });
    // A dodge alone still allows moving, but not running (no defence at all, OMN-ACT-6).
    const dodged = { ...noteDefence(fight(), 'c-alva', 'dodge') };
    expect(declaredAction(declare(dodged, 'move'), 'c-alva')).toBe('move');
    expect(() => declare(dodged, 'run')).toThrow(/OMN-DEF-3/);
    // After running, no defence at all.
    expect(() => noteDefence(declare(fight(), 'run'), 'c-alva', 'dodge')).toThrow(/OMN-DEF-3/);
  });

  it('OMN-ACT-4 Avvakta: +2 on defence rolls from the own turn on', () => {
    const s = fight();
    expect(avvaktaBonus(s, 'c-alva')).toBe(0);
    expect(avvaktaBonus(declare(s, 'avvakta'), 'c-alva')).toBe(2);
    expect(avvaktaBonus(declare(s, 'melee'), 'c-alva')).toBe(0);
  });

  it('OMN-ACT-6/7 movement with the action, in metres (Förflyttning 6)', () => {
    const s = fight();
    const metres = (a: OmnAction, extra: Record<string, unknown> = {}): unknown =>
      declare(s, a, extra).encounter.declared?.['c-alva']?.data?.metres;
    expect(metres('move')).toBe(6);
    expect(metres('run')).toBe(12);
    expect(metres('handle')).toBe(3);
    expect(metres('handle', { longReload: true })).toBe(0);
    expect(metres('melee')).toBe(2);
    expect(metres('other', { difficulty: -2 })).toBe(2);
    const prone = run(s, {
      type: 'combatant/setCondition',
      id: 'c-alva',
      condition: { key: 'Liggande', public: true, untilRound: null, note: '' },
    }).state;
    expect(declare(prone, 'move').encounter.declared?.['c-alva']?.data?.metres).toBe(1); // OMN-ACT-5
  });

  it('OMN-MULTI-1/2/3 [optional] several attacks are refused while the rule is off', () => {
    expect(() => declare(fight(), 'melee', { attacks: 2, targets: ['c-grim'] })).toThrow(/optional rule/);
  });

  it('OMN-MULTI-1 n attacks at one opponent: −2 × (n − 1) on each', () => {
    const s = declare(fight(multi), 'melee', { attacks: 3, targets: ['c-grim'] });
    expect(multiAttackPenalty(s, 'c-alva', 'c-grim')).toBe(-4);
    expect(
      multiAttackPenalty(
        declare(fight(multi), 'melee', { attacks: 2, targets: ['c-grim'] }),
        'c-alva',
        'c-grim',
      ),
    ).toBe(-2);
    expect(
      multiAttackPenalty(declare(fight(multi), 'melee', { targets: ['c-grim'] }), 'c-alva', 'c-grim'),
    ).toBe(0);
  });

  it('OMN-MULTI-2 two opponents −4 on both, three −8 on all; beyond the printed rows it is the GM’s call, extrapolated', () => {
    const two = declare(fight(multi), 'melee', { attacks: 2, targets: ['c-grim', 'c-dag'] });
    expect(multiAttack(two, 'c-alva', 'c-dag')).toEqual({
      penalty: -4,
      attacks: 2,
      opponents: 2,
      extrapolated: false,
    });
    const five = withMore(fight(multi));
    const three = declare(five, 'thrown', { attacks: 3, targets: ['c-grim', 'c-dag', 'c-eir'] });
    expect(multiAttack(three, 'c-alva', 'c-grim')).toEqual({
      penalty: -8,
      attacks: 3,
      opponents: 3,
      extrapolated: false,
    });
    // Four opponents: the chapter prints no row; the app's −12 is labelled an extrapolation.
    const four = declare(five, 'melee', { attacks: 4, targets: ['c-grim', 'c-dag', 'c-eir', 'c-frej'] });
    expect(multiAttack(four, 'c-alva', 'c-frej')).toEqual({
      penalty: -12,
      attacks: 4,
      opponents: 4,
      extrapolated: true,
    });
    // Three attacks split over two opponents is not printed either.
    const mixed = declare(fight(multi), 'melee', { attacks: 3, targets: ['c-grim', 'c-dag'] });
    expect(multiAttack(mixed, 'c-alva', 'c-grim')).toMatchObject({ penalty: -8, extrapolated: true });
    // The attack's plan carries the label (Grim stands next to Alva on the map).
    expect(
      planOmnAttack(four, { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard' })
        .factors.filter((f) => f.key === 'multipleAttacks')
        .map((f) => [f.effect, f.detail]),
    ).toEqual([[-12, 'extrapolated']]);
  });

  it('OMN-MULTI-3 the GM cap, targets named at the turn, no automatic fire at several', () => {
    const s = fight(multi);
    expect(() => declare(s, 'melee', { attacks: 3, cap: 2, targets: ['c-grim'] })).toThrow(/at most 2/);
    expect(() => declare(s, 'melee', { attacks: 2 })).toThrow(/name the targets/);
    expect(() => declare(s, 'move', { attacks: 2, targets: ['c-grim'] })).toThrow(/not an attack/);
    expect(() => declare(s, 'firearm', { automatic: true, targets: ['c-grim', 'c-dag'] })).toThrow(
      /OMN-MULTI-3/,
    );
    const shots = declare(s, 'firearm', { attacks: 2, cap: 3, targets: ['c-grim'] });
    expect(shots.encounter.declared?.['c-alva']?.data).toMatchObject({ attacks: 2, cap: 3 });
    expect(
      declare(s, 'firearm', { automatic: true, targets: ['c-grim'] }).encounter.declared?.['c-alva']?.data,
    ).toMatchObject({ automatic: true });
  });

  it('OMN-ACT-1 only attacks can be held for a target', () => {
    const s = fight();
    expect(() => declare(s, 'move', { holding: true })).toThrow(/held/);
    const held = declare(attrs(s, 'c-alva', {}), 'melee', { holding: true });
    expect(held.encounter.declared?.['c-alva']?.data).toMatchObject({ holding: true });
  });

  it('OMN-ACT-2 a thrown-weapon attack may dodge only, and may wait for a target', () => {
    const s = fight();
    expect(allowedDefences(declare(s, 'thrown'), 'c-alva')).toEqual(['dodge']);
    const held = declare(s, 'thrown', { holding: true });
    expect(held.encounter.declared?.['c-alva']?.data).toMatchObject({ holding: true });
    expect(who(held, 'c-alva').conditions.find((k) => k.key === 'Väntar')?.data).toMatchObject({
      action: 'thrown',
      round: 1,
    });
  });

  it('OMN-ACT-3 a firearm attack may dodge (ranged attacks) only, and may wait for a target', () => {
    const s = fight();
    expect(allowedDefences(declare(s, 'firearm'), 'c-alva')).toEqual(['dodge']);
    expect(() => noteDefence(declare(s, 'firearm'), 'c-alva', 'block')).toThrow(/OMN-DEF-3/);
    expect(declare(s, 'firearm', { holding: true }).encounter.declared?.['c-alva']?.data).toMatchObject({
      holding: true,
    });
  });

  it('OMN-ACT-7 handling a weapon: half Förflyttning and dodge; a reload of several rounds: no movement', () => {
    const s = fight();
    const handle = declare(s, 'handle');
    expect(handle.encounter.declared?.['c-alva']?.data?.metres).toBe(3);
    expect(allowedDefences(handle, 'c-alva')).toEqual(['dodge']);
    expect(declare(s, 'handle', { longReload: true }).encounter.declared?.['c-alva']?.data).toMatchObject({
      metres: 0,
      longReload: true,
    });
  });

  it('OMN-ACT-8 talking: dodge, or block melee with an object', () => {
    expect(allowedDefences(declare(fight(), 'talk'), 'c-alva')).toEqual(['dodge', 'block']);
  });

  it('OMN-ACT-9 other actions: the GM difficulty is kept on the declaration; dodge (interpretation)', () => {
    const s = declare(fight(), 'other', { difficulty: -3, note: 'öppna dörren' });
    expect(s.encounter.declared?.['c-alva']?.data).toMatchObject({ difficulty: -3, note: 'öppna dörren' });
    expect(allowedDefences(s, 'c-alva')).toEqual(['dodge']);
  });

  it('OMN-ACT-6 the movement left on the map, in metres (2 m hexes)', () => {
    const s = declare(fight(), 'move');
    expect(movementLeft(fight(), 'c-alva')).toBeNull();
    expect(movementLeft(s, 'c-alva')).toBe(6);
    const scene = s.scenes[0];
    if (!scene) throw new Error('no scene');
    const token = scene.tokens.find((t) => t.combatantId === 'c-alva');
    if (!token) throw new Error('no token');
    const moved = run(s, {
      type: 'token/move',
      sceneId: scene.id,
      tokenId: token.id,
      to: { q: token.hex.q + 1, r: token.hex.r },
    }).state;
    expect(movementLeft(moved, 'c-alva')).toBe(4);
  });
});
