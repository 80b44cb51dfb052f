/**
 * What the round allows an Omnimodus character (issue 18): a fumbled initiative leaves no action at all,
 * attacks included (OMN-INIT-2); one active action a round, an attack being one (OMN-RND-1), several only
 * with the optional rule and as declared (OMN-MULTI-3); a declared firearm attack leaves a dodge against
 * ranged attacks only (OMN-ACT-3).
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { allowedDefences, declaredAction, noteDefence } from '@shared/rules/omnimodus/actions';
import { planOmnAttack } from '@shared/rules/omnimodus/attack';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { block, dodge, grimSwing, inRound, omnFight } from './kitAttack';
import { current, endRound, event, rollInit, run, runAll, started, turnFight, who } from './kitTurn';

/** Round 1: Alva (11) acts, then Grim (8), then Dag (7). */
const ORDER = { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] };
const multi = { optional: { ...DEFAULT_OMNIMODUS_SETTINGS.optional, multipleAttacks: true } };

function fight(settings?: Parameters<typeof turnFight>[0]): CampaignState {
  return started(turnFight(settings), ORDER);
}

const blow = { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard' } as const;
const swing = { type: 'omnimodus/attack', ...blow } as const;

describe('Omnimodus: what the round allows', () => {
  it('OMN-INIT-2 a fumbled initiative: no attack this round (refused before the roll); defending stays allowed', () => {
    // Grim's 1 1 fumbles: he hesitates (Tvekar) this round.
    const s = started(turnFight(), { 'c-alva': [3, 4], 'c-grim': [1, 1], 'c-dag': [1, 2] });
    expect(who(s, 'c-grim').conditions.map((k) => k.key)).toContain('Tvekar');
    expect(
      planOmnAttack(s, { attackerId: 'c-grim', targetId: 'c-alva', weaponId: 'w-yxa' }).actionRefusal,
    ).toMatchObject({ rule: 'OMN-INIT-2', code: 'hesitates', name: 'Grim' });
    expect(() => run(s, { ...grimSwing, dice: [5, 5] })).toThrow(
      /Grim fumbled initiative and hesitates.*OMN-INIT-2/,
    );
    // Alva's blow (7 + 4 = 11): Grim still blocks with his shield, 8 + 4 + 3 = 15.
    const attacked = run(s, { ...swing, dice: [3, 4] }).state;
    expect(allowedDefences(attacked, 'c-grim', 'närstrid')).toEqual(['dodge', 'block']);
    const r = run(attacked, block([4, 4]));
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({ kind: 'block', success: true });
    // The blow (1 + 1 + 2 = 4) stays under the shield's Brytvärde; the next round he may act again.
    const held = run(r.state, { type: 'omnimodus/resolve', dice: [1, 1] }).state;
    const r2 = run(endRound(held), rollInit({ 'c-alva': [3, 4], 'c-grim': [5, 5], 'c-dag': [1, 2] })).state;
    expect(
      planOmnAttack(r2, { attackerId: 'c-grim', targetId: 'c-alva', weaponId: 'w-yxa' }).actionRefusal,
    ).toBeNull();
  });

  it('OMN-RND-1 one active action a round, attacks included: a second attack is refused; the attack is the declared action', () => {
    const s = fight();
    expect(current(s)).toBe('c-alva');
    // A miss (3 + 4 = 7) is still the round's action.
    const first = run(s, { ...swing, dice: [1, 2] });
    expect(event(first.events, 'omnimodus/declared').data).toMatchObject({ id: 'c-alva', action: 'melee' });
    expect(declaredAction(first.state, 'c-alva')).toBe('melee');
    expect(first.state.encounter.declared?.['c-alva']?.targets).toEqual(['c-grim']);
    expect(first.state.encounter.economy?.['c-alva']?.main).toBe(1);
    expect(planOmnAttack(first.state, blow).actionRefusal).toMatchObject({
      rule: 'OMN-RND-1',
      code: 'oneAction',
    });
    expect(() => run(first.state, { ...swing, dice: [3, 4] })).toThrow(
      /Alva already attacked this round; one active action per round \(OMN-RND-1\)/,
    );
    expect(() => run(first.state, { type: 'omnimodus/declare', id: 'c-alva', action: 'move' })).toThrow(
      /one active action per round/,
    );
    // The next round allows one again.
    const r2 = run(endRound(first.state), rollInit(ORDER)).state;
    expect(run(r2, { ...swing, dice: [1, 2] }).state.encounter.economy?.['c-alva']?.main).toBe(1);
  });

  it('OMN-RND-1 an attack after another declared action is a second active action: refused', () => {
    const moved = run(fight(), { type: 'omnimodus/declare', id: 'c-alva', action: 'move' }).state;
    expect(planOmnAttack(moved, blow).actionRefusal).toMatchObject({ code: 'otherAction', action: 'move' });
    expect(() => run(moved, { ...swing, dice: [3, 4] })).toThrow(/Alva declared move this round.*OMN-RND-1/);
    // A shot after declaring a melee attack too; the declared kind of attack is fine.
    const melee = run(fight(), {
      type: 'omnimodus/declare',
      id: 'c-alva',
      action: 'melee',
      targets: ['c-grim'],
    }).state;
    expect(() => run(melee, { ...swing, weaponId: 'w-pistol', dice: [3, 4] })).toThrow(/OMN-RND-1/);
    expect(run(melee, { ...swing, dice: [1, 2] }).state.encounter.economy?.['c-alva']?.main).toBe(1);
  });

  it('OMN-RND-1 OMN-MULTI-3 with the multiple-attack rule on, as many attacks as declared, no more', () => {
    const s = run(fight(multi), {
      type: 'omnimodus/declare',
      id: 'c-alva',
      action: 'melee',
      attacks: 2,
      targets: ['c-grim'],
    }).state;
    const two = runAll(s, { ...swing, dice: [1, 2] }, { ...swing, dice: [1, 2] });
    expect(two.encounter.economy?.['c-alva']?.main).toBe(2);
    expect(planOmnAttack(two, blow).actionRefusal).toMatchObject({ rule: 'OMN-MULTI-3', attacks: 2 });
    expect(() => run(two, { ...swing, dice: [3, 4] })).toThrow(
      /Alva has made the 2 attacks declared this round \(OMN-MULTI-3\)/,
    );
    // With the rule on but one attack declared (or none), one attack.
    const one = run(fight(multi), { ...swing, dice: [1, 2] }).state;
    expect(() => run(one, { ...swing, dice: [3, 4] })).toThrow(/OMN-RND-1/);
  });

  it('OMN-RND-1 OMN-INIT-1 no attack before the round’s initiative is rolled', () => {
    const waiting = run(turnFight(), { type: 'encounter/start' }).state;
    expect(waiting.encounter.awaitingInitiative).toBe(true);
    expect(() => run(waiting, { ...swing, dice: [3, 4] })).toThrow(
      /roll initiative for round 1 first \(OMN-INIT-1\)/,
    );
    // Outside a fight nothing is counted: a lone roll is never refused.
    expect(() => runAll(omnFight(), { ...swing, dice: [1, 2] }, { ...swing, dice: [1, 2] })).not.toThrow();
  });

  it('OMN-DEF-3 an attack before any declaration must fit the defences already used', () => {
    const blocked = noteDefence(inRound(omnFight()), 'c-alva', 'block');
    expect(planOmnAttack(blocked, { ...blow, weaponId: 'w-pistol' }).actionRefusal).toMatchObject({
      rule: 'OMN-DEF-3',
      code: 'defences',
      action: 'firearm',
      defence: 'block',
    });
    expect(() => run(blocked, { ...swing, weaponId: 'w-pistol', dice: [3, 4] })).toThrow(/OMN-DEF-3/);
    expect(run(blocked, { ...swing, dice: [1, 2] }).state.encounter.declared?.['c-alva']).toMatchObject({
      action: 'melee',
      data: { defended: 'block' },
    });
  });

  it('OMN-ACT-3 a character who declared a firearm attack may dodge ranged attacks only', () => {
    const s = inRound(omnFight(), { 'c-grim': 'firearm' });
    expect(allowedDefences(s, 'c-grim', 'närstrid')).toEqual([]);
    expect(allowedDefences(s, 'c-grim', 'skjut')).toEqual(['dodge']);
    expect(allowedDefences(s, 'c-grim', 'kast')).toEqual(['dodge']);
    const sword = run(s, { ...swing, dice: [3, 4] }).state;
    expect(() => run(sword, dodge([6, 5]))).toThrow(
      /Grim declared a firearm attack and may dodge only ranged attacks \(OMN-ACT-3\)/,
    );
    expect(run(sword, { type: 'omnimodus/defend', kind: 'none' }).state.pending?.data.defence).toMatchObject({
      kind: 'none',
    });
    const shot = run(s, { ...swing, weaponId: 'w-pistol', dice: [3, 4] }).state;
    expect(run(shot, dodge([6, 5])).state.pending).toBeNull();
  });

  it('OMN-ACT-3 a melee attack dodged before declaring rules out a firearm attack that round', () => {
    // Grim dodges Alva's blow before his turn, then may not declare a firearm attack.
    const s = runAll(fight(), { ...swing, dice: [3, 4] }, dodge([6, 5]), { type: 'encounter/nextTurn' });
    expect(current(s)).toBe('c-grim');
    expect(() => run(s, { type: 'omnimodus/declare', id: 'c-grim', action: 'firearm' })).toThrow(
      /Grim dodged a melee attack this round; a firearm attack allows dodging ranged attacks only \(OMN-ACT-3\)/,
    );
    expect(
      declaredAction(run(s, { type: 'omnimodus/declare', id: 'c-grim', action: 'thrown' }).state, 'c-grim'),
    ).toBe('thrown');
  });
});
