import { describe, expect, it } from 'vitest';
import type { Command } from '@shared/model/commands';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { canBlock, omnPendingAttack } from '@shared/rules/omnimodus/attack';
import { declarePosture, postureOf } from '@shared/rules/omnimodus/posture';
import {
  block,
  dodge,
  bow,
  event,
  inRound,
  omnFight,
  run,
  runAll,
  shield,
  sword,
  who,
  swing,
  grimSwing,
} from './kitAttack';

function shieldOf(s: ReturnType<typeof omnFight>) {
  return who(s, 'c-grim').weapons.find((w) => w.id === 'w-skold')?.values;
}

describe('Omnimodus defence', () => {
  it('OMN-DEF-1 an unaware defender cannot dodge or block; the attack resolves without a defence', () => {
    const s = runAll(omnFight(), { ...swing, unaware: true, dice: [3, 4] });
    expect(() => run(s, dodge([4, 4]))).toThrow(/unaware.*OMN-DEF-1/);
    const r = run(s, { type: 'omnimodus/resolve', dice: [3, 3, 3, 4] });
    expect(who(r.state, 'c-grim').resources.Bröst).toBe(8);
  });

  it('OMN-DEF-1 an aware defender must choose (none takes it) before damage', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    expect(() => run(s, { type: 'omnimodus/resolve', dice: [3, 3, 3, 4] })).toThrow(/not chosen a defence/);
    const r = runAll(
      s,
      { type: 'omnimodus/defend', kind: 'none' },
      { type: 'omnimodus/resolve', dice: [3, 3, 3, 4] },
    );
    expect(who(r, 'c-grim').resources.Bröst).toBe(8);
  });

  it('OMN-DEF-2 a block rolls Närstrid + the object’s Försvarsvärde', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    const r = run(s, block([2, 2]));
    // 4 + Närstrid 4 + Försvarsvärde 3 = 11 ≥ 11.
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({
      kind: 'block',
      total: 11,
      success: true,
    });
    expect(omnPendingAttack(r.state)?.defence).toMatchObject({ success: true, objectId: 'w-skold' });
    expect(omnPendingAttack(omnFight())).toBeNull();
  });

  it('OMN-DEF-2 firearms must be dodged; primitive missiles only a shield blocks', () => {
    expect(canBlock('närstrid', sword)).toBe(true);
    expect(canBlock('kast', sword)).toBe(true);
    expect(canBlock('primitiv', sword)).toBe(false);
    expect(canBlock('primitiv', shield)).toBe(true);
    expect(canBlock('skjut', shield)).toBe(false);
    const shot = runAll(omnFight(), { ...swing, weaponId: 'w-pistol', dice: [4, 4] });
    expect(() => run(shot, block([4, 4]))).toThrow(/firearms must be dodged/);
    const arrow = runAll(omnFight(), { ...swing, weaponId: 'w-bage', dice: [4, 4] });
    expect(bow.values.Typ).toBe('primitiv');
    expect(() => run(arrow, block([4, 4], 'w-yxa'))).toThrow(/only a shield/);
    const blocked = run(arrow, block([4, 4]));
    expect(event(blocked.events, 'omnimodus/defended').data).toMatchObject({ total: 15, success: true });
  });

  it('OMN-DEF-2 a block needs an object the defender carries', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    expect(() => run(s, { type: 'omnimodus/defend', kind: 'block', dice: [4, 4] })).toThrow(
      /needs an object/,
    );
    expect(() => run(s, block([4, 4], 'w-pistol'))).toThrow(/needs an object/);
  });

  it('OMN-DEF-3 a runner cannot defend; a shooter cannot block', () => {
    const ran = runAll(inRound(omnFight(), { 'c-grim': 'run' }), { ...swing, dice: [3, 4] });
    expect(() => run(ran, dodge([4, 4]))).toThrow(/OMN-DEF-3/);
    // A thrown knife could be blocked (OMN-DEF-2), but not by someone who declared a firearm attack.
    const shot = runAll(inRound(omnFight(), { 'c-grim': 'firearm' }), {
      ...swing,
      weaponId: 'w-kniv',
      dice: [3, 4],
    });
    expect(() => run(shot, block([4, 4]))).toThrow(/OMN-DEF-3/);
    expect(run(shot, dodge([4, 4])).state.pending ?? null).toBeNull();
  });

  it('OMN-DEF-4 −2 per earlier defence this round, and the defence is counted', () => {
    const s = runAll(inRound(omnFight(), { 'c-grim': 'melee' }, { 'c-grim': 1 }), { ...swing, dice: [3, 4] });
    const r = run(s, dodge([4, 4]));
    // 8 + 3 − 2 = 9.
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({ total: 9, success: false });
    expect(r.state.encounter.economy?.['c-grim']?.reactions).toBe(2);
  });

  it('OMN-DEF-4 Avvakta gives +2 to the defence from the defender’s own turn on', () => {
    const declared = inRound(omnFight(), { 'c-grim': 'avvakta' });
    const after = { ...declared, encounter: { ...declared.encounter, acted: ['c-grim'] } };
    const s = runAll(after, { ...swing, dice: [3, 4] });
    const r = run(s, dodge([3, 3]));
    // 6 + 3 + 2 = 11 ≥ 11.
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({ total: 11, success: true });
    // Before Grim's turn (OMN-ACT-4) there is no bonus yet: 6 + 3 = 9.
    const early = run(runAll(declared, { ...swing, dice: [3, 4] }), dodge([3, 3]));
    expect(event(early.events, 'omnimodus/defended').data).toMatchObject({ total: 9, success: false });
  });

  it('OMN-DEF-4 defence-table rows: U rows only for dodging, P rows only for blocking', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    const dodged = run(s, dodge([5, 5], { rows: ['cramped', 'darkness'] }));
    // 10 + 3 − 2 − 2 = 9.
    expect(event(dodged.events, 'omnimodus/defended').data.total).toBe(9);
    expect(() => run(s, dodge([5, 5], { rows: ['largeShield'] }))).toThrow(/does not apply to a dodge/);
    expect(() => run(s, block([5, 5], 'w-skold', { rows: ['prone'] }))).toThrow(/does not apply to a block/);
    const blocked = run(s, block([1, 2], 'w-skold', { rows: ['largeShield'] }));
    // 3 + 4 + 3 + 1 = 11.
    expect(event(blocked.events, 'omnimodus/defended').data).toMatchObject({ total: 11, success: true });
  });

  it('OMN-DEF-5 a block that holds: damage above Brytvärde notches the object, nothing goes through', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, block([2, 2]));
    // [3, 3] + 2 = 8 > 5 and ≤ 10.
    const r = run(s, { type: 'omnimodus/resolve', dice: [3, 3] });
    expect(event(r.events, 'omnimodus/objectHit').data).toMatchObject({
      damage: 8,
      notched: true,
      broken: false,
    });
    expect(shieldOf(r.state)?.Brytvärde).toBe(4);
    expect(who(r.state, 'c-grim').resources).toEqual({});
    expect(r.state.pending ?? null).toBeNull();
  });

  it('OMN-DEF-5 damage at or below Brytvärde leaves the object as it was', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, block([2, 2]));
    const r = run(s, { type: 'omnimodus/resolve', dice: [1, 2] });
    expect(shieldOf(r.state)?.Brytvärde).toBe(5);
  });

  it('OMN-DEF-5 damage above twice Brytvärde breaks it and the rest goes through to a rolled location', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, block([2, 2]));
    // [6, 6] + 2 = 14 > 10: broken, 14 − 5 = 9 through; location 7 → Bröst.
    const r = run(s, { type: 'omnimodus/resolve', dice: [6, 6, 3, 4] });
    expect(event(r.events, 'omnimodus/objectHit').data).toMatchObject({ broken: true, through: 9 });
    expect(shieldOf(r.state)).toMatchObject({ Trasig: true });
    expect(who(r.state, 'c-grim').resources.Bröst).toBe(9);
    // A broken object blocks no more.
    const again = runAll(r.state, { ...swing, dice: [3, 4] });
    expect(() => run(again, block([2, 2]))).toThrow(/broken/);
  });

  it('OMN-DEF-5 damage exactly twice Brytvärde breaks the object by default (≥ 2×); the campaign setting "greater" keeps it', () => {
    const swingAndBlock: Command[] = [{ ...swing, dice: [3, 4] }, block([2, 2])];
    // [4, 4] + 2 = 10 = 2 × 5: "dubbelt så högt" breaks it; 10 − 5 = 5 goes through to 7 → Bröst.
    const byDefault = run(runAll(omnFight(), ...swingAndBlock), {
      type: 'omnimodus/resolve',
      dice: [4, 4, 3, 4],
    });
    expect(DEFAULT_OMNIMODUS_SETTINGS.breakWhen).toBe('atLeast');
    expect(event(byDefault.events, 'omnimodus/objectHit').data).toMatchObject({ broken: true, through: 5 });
    expect(shieldOf(byDefault.state)).toMatchObject({ Trasig: true, Brytvärde: 0 });
    expect(who(byDefault.state, 'c-grim').resources.Bröst).toBe(5);
    // A campaign that reads it as "more than twice" only notches it.
    const greater = run(runAll(omnFight({ breakWhen: 'greater' }), ...swingAndBlock), {
      type: 'omnimodus/resolve',
      dice: [4, 4],
    });
    expect(event(greater.events, 'omnimodus/objectHit').data).toMatchObject({ broken: false, notched: true });
    expect(shieldOf(greater.state)).toMatchObject({ Brytvärde: 4 });
  });

  it('OMN-DEF-5 a failed block lets the whole damage through', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, block([1, 2]));
    const r = run(s, { type: 'omnimodus/resolve', dice: [3, 3, 3, 4] });
    expect(who(r.state, 'c-grim').resources.Bröst).toBe(8);
    expect(shieldOf(r.state)?.Brytvärde).toBe(5);
  });

  it('OMN-ACT-1 the weapon a defender attacked with this round cannot block', () => {
    const s = runAll(inRound(omnFight()), { ...grimSwing, dice: [1, 2] }, { ...swing, dice: [3, 4] });
    expect(() => run(s, block([4, 4], 'w-yxa'))).toThrow(/attacked this round/);
    expect(run(s, block([4, 4])).state.pending).toBeTruthy();
  });

  it('OMN-DEF-3 a defence before the declaration is recorded, so the later action must allow it', () => {
    const s = runAll(inRound(omnFight()), { ...swing, dice: [3, 4] });
    const r = run(s, block([1, 2]));
    expect(r.state.encounter.declared?.['c-grim']?.data?.defended).toBe('block');
  });

  it('OMN-ACT-5 a defender whose posture change is pending rolls Manövrar 10+ before the defence', () => {
    const kneeling = declarePosture(inRound(omnFight(), { 'c-grim': 'posture' }), 'c-grim', 'Knästående');
    const s = runAll(kneeling, { ...swing, dice: [3, 4] });
    // Posture [4, 3] + 3 = 10: kneeling now; then the dodge [3, 3] + 3 = 9.
    const r = run(s, dodge([4, 3, 3, 3]));
    expect(postureOf(who(r.state, 'c-grim'))).toBe('Knästående');
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({ total: 9 });
    const held = run(s, dodge([1, 2, 3, 3]));
    expect(postureOf(who(held.state, 'c-grim'))).toBe('Stående');
    expect(event(held.events, 'omnimodus/postureHeld').data).toMatchObject({ total: 6 });
  });
});
