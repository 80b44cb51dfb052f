import { describe, expect, it } from 'vitest';
import { expanseSystem } from '@shared/rules/expanse/system';
import { blankSheet, expCombatant } from '@shared/rules/expanse/sheet';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { BOBBY, event, expFight, patch, run, setCondition, THUG, who } from './kit';

const test = { type: 'expanse/test', id: BOBBY, ability: 'Strength' } as const;

describe('Expanse tests and the sheet', () => {
  it('EXP-TEST-1 a test is 3d6 + ability + 2 for a focus the sheet has; the third die is the Drama Die', () => {
    const s = patch(expFight(), BOBBY, { features: ['Strength (Might)'] });
    const r = run(s, { ...test, focus: 'Might', tn: 11, dice: [1, 2, 5] });
    expect(event(r.events, 'expanse/test').data).toMatchObject({
      faces: [1, 2, 5],
      drama: 5,
      total: 8 + 3 + 2,
    });
    // Without the focus on the sheet no +2.
    const plain = run(expFight(), { ...test, focus: 'Might', tn: 11, dice: [1, 2, 5] });
    expect(event(plain.events, 'expanse/test').data.total).toBe(11);
    // The log marks the Drama Die so every view can show it in its own colour.
    expect(event(plain.events, 'dice/rolled').data).toMatchObject({
      sides: 6,
      faces: [1, 2, 5],
      dramaDie: 2,
    });
  });

  it('EXP-TEST-2 a total equal to the TN succeeds, one less fails; difficulty names give the TN', () => {
    expect(
      event(run(expFight(), { ...test, tn: 11, dice: [1, 2, 5] }).events, 'expanse/test').data.success,
    ).toBe(true);
    expect(
      event(run(expFight(), { ...test, tn: 12, dice: [1, 2, 5] }).events, 'expanse/test').data.success,
    ).toBe(false);
    const hard = run(expFight(), { ...test, difficulty: 'Hard', dice: [4, 2, 5] });
    expect(event(hard.events, 'expanse/test').data).toMatchObject({ tn: 15, total: 14, success: false });
    expect(DEFAULT_EXPANSE_SETTINGS.difficulties.map((d) => d.tn)).toEqual([7, 9, 11, 13, 15, 17, 19, 21]);
    const renamed = expFight({ difficulties: [{ name: 'Tricky', tn: 14 }] });
    expect(
      event(run(renamed, { ...test, difficulty: 'Tricky', dice: [4, 2, 5] }).events, 'expanse/test').data
        .success,
    ).toBe(true);
    expect(() => run(renamed, { ...test, difficulty: 'Hard', dice: [4, 2, 5] })).toThrow(
      /no difficulty "Hard"/,
    );
  });

  it('EXP-TEST-3 opposed tests: higher total wins, then the higher Drama Die, then the higher ability', () => {
    const vs = { ...test, against: { id: THUG, ability: 'Strength' } } as const;
    // Bobby Strength 3, thug Strength 2.
    const higher = run(expFight(), { ...vs, dice: [3, 3, 1, 3, 3, 1] });
    expect(event(higher.events, 'expanse/opposed').data).toMatchObject({
      total: 10,
      opposing: 9,
      winner: BOBBY,
    });
    const drama = run(expFight(), { ...vs, dice: [4, 3, 1, 3, 3, 3] });
    expect(event(drama.events, 'expanse/opposed').data).toMatchObject({
      total: 11,
      opposing: 11,
      winner: THUG,
    });
    const ability = run(expFight(), { ...vs, dice: [3, 3, 2, 4, 3, 2] });
    expect(event(ability.events, 'expanse/opposed').data).toMatchObject({
      total: 11,
      opposing: 11,
      winner: BOBBY,
    });
  });

  it('EXP-SP-1 a successful stunt test with doubles earns SP equal to the Drama Die; failures and plain tests none', () => {
    const ok = run(expFight(), { ...test, tn: 11, stunts: true, dice: [4, 2, 4] });
    expect(event(ok.events, 'expanse/test').data).toMatchObject({ success: true, doubles: true, sp: 4 });
    const fail = run(expFight(), { ...test, tn: 15, stunts: true, dice: [4, 2, 4] });
    expect(event(fail.events, 'expanse/test').data).toMatchObject({ success: false, doubles: true, sp: 0 });
    const plain = run(expFight(), { ...test, tn: 11, dice: [4, 2, 4] });
    expect(event(plain.events, 'expanse/test').data.sp).toBe(0);
    const noPair = run(expFight(), { ...test, tn: 11, stunts: true, dice: [4, 2, 5] });
    expect(event(noPair.events, 'expanse/test').data.sp).toBe(0);
  });

  it('EXP-DER-1 Defense 10 + Dexterity + bonus, Speed 10 + Dexterity − armour penalty, Toughness = Constitution', () => {
    let s = expFight();
    expect(expanseSystem.template.derived(who(s, BOBBY))).toEqual({ Defense: 12, Speed: 12, Toughness: 2 });
    s = patch(s, BOBBY, {
      attributes: { ...who(s, BOBBY).attributes, 'Armour penalty': 2, 'Defense bonus': 1, Armour: 4 },
    });
    expect(expanseSystem.template.derived(who(s, BOBBY))).toEqual({ Defense: 13, Speed: 10, Toughness: 2 });
  });

  it('EXP-DER-1 EXP-COND-1 conditions change the derived Speed and Defense (Wounded halves Speed, Defend +2)', () => {
    let s = setCondition(expFight(), BOBBY, { key: 'Wounded' });
    expect(expanseSystem.template.derived(who(s, BOBBY)).Speed).toBe(6);
    s = setCondition(s, BOBBY, { key: 'Defend' });
    expect(expanseSystem.template.derived(who(s, BOBBY)).Defense).toBe(14);
  });

  it('EXP-INIT-2 templates: characters and major NPCs have Fortune, minor NPCs none and may form a group', () => {
    expect(blankSheet('character').resources.Fortune).toBeGreaterThan(0);
    expect(blankSheet('major').resources.Fortune).toBeGreaterThan(0);
    expect(blankSheet('minor').resources.Fortune).toBe(0);
    const m = expCombatant('m1', 'Merc', 'minor', 'pinkwater');
    expect(m).toMatchObject({ kind: 'npc', extra: true, group: 'pinkwater' });
    expect(expanseSystem.template.blank().attributes).toHaveProperty('Fighting');
  });
});
