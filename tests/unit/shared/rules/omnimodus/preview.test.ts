/**
 * The Omnimodus previews main answers on `rules:preview` (shared/rules/omnimodus/preview.ts): the
 * defences a target may use with the modifiers the engine adds itself, and exact odds against each.
 * Checked against what the engine then rolls.
 */
import { describe, expect, it } from 'vitest';
import { omnDamageDice, omnPendingAttack } from '@shared/rules/omnimodus/attack';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { attackOdds, defenceOptions, previewOmn, tryPlan } from '@shared/rules/omnimodus/preview';
import { answerPreview } from '@shared/rules/preview';
import { dodge, event, inRound, omnFight, run, runAll, who, swing } from './kitAttack';

describe('Omnimodus preview', () => {
  it('OMN-DEF-2 lists dodge and a block with each object that may block, with Försvarsvärde', () => {
    const options = defenceOptions(omnFight(), 'c-grim', 'närstrid', 'normal');
    expect(options.map((o) => [o.kind, o.object?.id ?? null, o.modifier])).toEqual([
      ['dodge', null, 3],
      ['block', 'w-yxa', 4],
      ['block', 'w-skold', 7],
    ]);
  });

  it('OMN-DEF-2 a firearm leaves only the dodge; a bow only dodge or the shield', () => {
    expect(defenceOptions(omnFight(), 'c-grim', 'skjut', 'normal').map((o) => o.kind)).toEqual(['dodge']);
    expect(
      defenceOptions(omnFight(), 'c-grim', 'primitiv', 'normal').map((o) => o.object?.id ?? o.kind),
    ).toEqual(['dodge', 'w-skold']);
  });

  it('OMN-DEF-4 the preview counts −2 per earlier defence this round, as the engine rolls it', () => {
    // Grim has defended once this round already.
    const s = run(inRound(omnFight(), {}, { 'c-grim': 1 }), { ...swing, dice: [4, 4] }).state;
    const dodging = defenceOptions(s, 'c-grim', 'närstrid', 'normal')[0];
    expect(dodging?.modifier).toBe(1);
    const r = run(s, dodge([2, 3]));
    const roll = event(r.events, 'omnimodus/roll');
    expect(roll.data.total).toBe(5 + (dodging?.modifier ?? 0));
  });

  it('OMN-ACT-3 a defender who declared a firearm attack is offered no defence against a melee blow', () => {
    const s = inRound(omnFight(), { 'c-grim': 'firearm' });
    expect(defenceOptions(s, 'c-grim', 'närstrid', 'normal')).toEqual([]);
    expect(defenceOptions(s, 'c-grim', 'kast', 'normal').map((o) => o.kind)).toEqual(['dodge']);
  });

  it('OMN-ATK-2 odds: a sure hit, and the shield stops more than the dodge', () => {
    const s = omnFight();
    const planned = tryPlan(s, { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard' });
    if (!planned.ok) throw new Error(planned.message);
    const odds = attackOdds(s, planned.plan, defenceOptions(s, 'c-grim', 'närstrid', 'normal'));
    // Närstrid 4: 2T6 + 4 ≥ 8 needs a natural 4 or more, and a natural 2 fumbles: 33/36.
    expect(odds.hit).toBeCloseTo(33 / 36, 10);
    const [dodging, , shield] = odds.past;
    expect(dodging && shield && shield.chance < dodging.chance).toBe(true);
    expect(dodging && dodging.chance < odds.hit).toBe(true);
  });

  it('tryPlan returns the engine’s refusal as a message', () => {
    const r = tryPlan(omnFight(), { attackerId: 'c-alva', targetId: 'c-alva', weaponId: 'w-svard' });
    expect(r.ok ? '' : r.message).toMatch(/cannot attack itself/);
  });

  it('OMN-DMG-1 the damage dice the panel announces are the ones resolve takes, in order', () => {
    const s = runAll(omnFight(), { ...swing, dice: [4, 4] }, { type: 'omnimodus/defend', kind: 'none' });
    const data = omnPendingAttack(s);
    if (!data) throw new Error('no pending attack');
    const dice = omnDamageDice(DEFAULT_OMNIMODUS_SETTINGS, who(s, 'c-alva'), data);
    // Svärd 2T6+2, Styrka 3 (no strength dice), no extra dice.
    expect([dice.count, dice.strength.count, dice.extra, dice.flat]).toEqual([2, 0, 0, 2]);
    const r = run(s, { type: 'omnimodus/resolve', dice: [3, 4, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data.damage).toBe(9);
  });
  it('OMN-ATK-2 answerPreview answers an omnimodus/attack request for an Omnimodus campaign', () => {
    const s = omnFight();
    const request = {
      kind: 'omnimodus/attack',
      attack: { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard' },
    };
    const answer = answerPreview(s, request);
    const planned = tryPlan(s, request.attack);
    if (!planned.ok) throw new Error(planned.message);
    const options = defenceOptions(s, 'c-grim', 'närstrid', 'normal');
    expect(answer).toEqual({
      kind: 'omnimodus/attack',
      plan: planned,
      options,
      odds: attackOdds(s, planned.plan, options),
    });
    // It crosses IPC and the WebSocket: plain JSON, unchanged by a round trip.
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });

  it('answerPreview refuses a malformed omnimodus/attack request and another system’s', () => {
    const s = omnFight();
    expect(() => answerPreview(s, { kind: 'omnimodus/attack' })).toThrow(
      /not a preview of this campaign's system/,
    );
    expect(() =>
      answerPreview(s, {
        kind: 'omnimodus/attack',
        attack: { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard', dice: [4, 4] },
      } as { kind: string }),
    ).toThrow(/not a preview of this campaign's system/);
    expect(() =>
      answerPreview(s, { kind: 'd20/move', combatantId: 'c-alva', to: { q: 0, r: 0 } } as { kind: string }),
    ).toThrow(/not a preview of this campaign's system/);
  });

  it('OMN-DEF-1 an unaware target is offered no defence; the odds are the hit alone', () => {
    const answer = previewOmn(omnFight(), {
      kind: 'omnimodus/attack',
      attack: { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard', unaware: true },
    });
    expect(answer.kind === 'omnimodus/attack' && answer.options).toEqual([]);
    expect(answer.kind === 'omnimodus/attack' && answer.odds?.past).toEqual([]);
  });

  it('the attack preview carries the engine’s refusal, with no options and no odds', () => {
    const answer = previewOmn(omnFight(), {
      kind: 'omnimodus/attack',
      attack: { attackerId: 'c-alva', targetId: 'c-alva', weaponId: 'w-svard' },
    });
    expect(answer).toMatchObject({ kind: 'omnimodus/attack', plan: { ok: false }, options: [], odds: null });
  });

  it('OMN-DEF-2 the defence preview lists the defender’s options against a waiting attack', () => {
    const s = omnFight();
    const answer = answerPreview(s, {
      kind: 'omnimodus/defence',
      defenderId: 'c-grim',
      weaponType: 'närstrid',
      style: 'normal',
    } as { kind: string });
    expect(answer).toEqual({
      kind: 'omnimodus/defence',
      options: defenceOptions(s, 'c-grim', 'närstrid', 'normal'),
    });
    expect(() =>
      answerPreview(s, {
        kind: 'omnimodus/defence',
        defenderId: 'c-nobody',
        weaponType: 'närstrid',
        style: 'normal',
      } as { kind: string }),
    ).toThrow(/no combatant/);
  });
});
