import { describe, expect, it } from 'vitest';
import { woundSeverity, woundWord } from '@shared/rules/omnimodus/attack';
import { parseOmnDice } from '@shared/rules/omnimodus/dice';
import { omnimodusSystem } from '@shared/rules/omnimodus/system';
import { attrs, event, omnFight, run, runAll, who, swing, takeIt } from './kitAttack';

describe('Omnimodus damage', () => {
  it('OMN-DMG-1 dice text: 2T6+2, 4T6, +1T6, +2, -1, +0', () => {
    expect(parseOmnDice('2T6+2')).toEqual({ count: 2, sides: 6, bonus: 2 });
    expect(parseOmnDice('4T6')).toEqual({ count: 4, sides: 6, bonus: 0 });
    expect(parseOmnDice('+1T6')).toEqual({ count: 1, sides: 6, bonus: 0 });
    expect(parseOmnDice('+2')).toEqual({ count: 0, sides: 6, bonus: 2 });
    expect(parseOmnDice('-1')).toEqual({ count: 0, sides: 6, bonus: -1 });
    expect(parseOmnDice('+0')).toEqual({ count: 0, sides: 6, bonus: 0 });
    expect(parseOmnDice('1T6-1')).toEqual({ count: 1, sides: 6, bonus: -1 });
    expect(parseOmnDice('mycket')).toBeNull();
    expect(parseOmnDice('')).toBeNull();
  });

  it('OMN-DMG-1 a strength bonus of +1T6 adds a die to melee damage', () => {
    const s = runAll(attrs(omnFight(), 'c-alva', { Styrka: 9 }), { ...swing, dice: [3, 4] }, takeIt);
    // [3, 3] + 2 + strength [4] = 12; location 7 → Bröst.
    const r = run(s, { type: 'omnimodus/resolve', dice: [3, 3, 4, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data.damage).toBe(12);
    expect(who(r.state, 'c-grim').resources.Bröst).toBe(12);
  });

  it('OMN-DMG-1 a flat strength bonus counts for thrown weapons but not for bows or firearms', () => {
    const strong = attrs(omnFight(), 'c-alva', { Styrka: 7 }); // +2
    const knife = runAll(strong, { ...swing, weaponId: 'w-kniv', dice: [4, 4] }, takeIt);
    expect(
      event(run(knife, { type: 'omnimodus/resolve', dice: [3, 3, 4] }).events, 'omnimodus/damageRolled').data
        .damage,
    ).toBe(6);
    const arrow = runAll(strong, { ...swing, weaponId: 'w-bage', dice: [4, 4] }, takeIt);
    expect(
      event(run(arrow, { type: 'omnimodus/resolve', dice: [3, 3, 3, 4] }).events, 'omnimodus/damageRolled')
        .data.damage,
    ).toBe(6);
    const weak = attrs(omnFight(), 'c-alva', { Styrka: 0 }); // −2
    const jab = runAll(weak, { ...swing, dice: [3, 4] }, takeIt);
    expect(
      event(run(jab, { type: 'omnimodus/resolve', dice: [1, 1, 3, 4] }).events, 'omnimodus/damageRolled').data
        .damage,
    ).toBe(2);
  });

  it('OMN-DMG-1 armour on the area is subtracted; `Rustning <area>` overrides `Rustning`', () => {
    const armoured = attrs(omnFight(), 'c-grim', { Rustning: 2, 'Rustning Huvud': 5 });
    const s = runAll(armoured, { ...swing, dice: [3, 4] }, takeIt);
    const chest = run(s, { type: 'omnimodus/resolve', dice: [3, 3, 3, 4] });
    expect(event(chest.events, 'omnimodus/damaged').data).toMatchObject({
      area: 'Bröst',
      damage: 8,
      armour: 2,
      taken: 6,
    });
    const head = run(s, { type: 'omnimodus/resolve', dice: [1, 1, 6, 6] });
    expect(event(head.events, 'omnimodus/damaged').data).toMatchObject({
      area: 'Huvud',
      armour: 5,
      taken: 0,
    });
    expect(who(head.state, 'c-grim').resources.Huvud).toBe(0);
    expect(who(head.state, 'c-grim').conditions).toEqual([]);
  });

  it('OMN-DMG-1 damage adds up per area and the wound condition follows the thresholds', () => {
    // Bröst: light 5, serious 10, critical 15.
    const first = runAll(omnFight(), { ...swing, dice: [3, 4] }, takeIt, {
      type: 'omnimodus/resolve',
      dice: [2, 1, 3, 4],
    });
    expect(who(first, 'c-grim').resources.Bröst).toBe(5);
    expect(who(first, 'c-grim').conditions).toEqual([
      {
        key: 'Sår: Bröst',
        public: true,
        untilRound: null,
        note: 'Bröst: Lätt skadad',
        data: { area: 'Bröst', level: 1 },
      },
    ]);
    expect(woundWord(who(first, 'c-grim'))).toBe('Lätt skadad');
    expect(woundSeverity(who(first, 'c-grim'))).toBe(1);
    const second = runAll(first, { ...swing, dice: [3, 4] }, takeIt, {
      type: 'omnimodus/resolve',
      dice: [2, 1, 3, 4],
    });
    expect(who(second, 'c-grim').resources.Bröst).toBe(10);
    expect(who(second, 'c-grim').conditions.map((c) => c.note)).toEqual(['Bröst: Allvarligt skadad']);
    expect(omnimodusSystem.woundWord(who(second, 'c-grim'))).toBe('Allvarligt skadad');
    expect(omnimodusSystem.woundSeverity?.(who(second, 'c-grim'))).toBe(2);
  });

  it('OMN-DMG-1 the worst area decides the wound word; unhurt is null', () => {
    expect(woundWord(who(omnFight(), 'c-grim'))).toBeNull();
    expect(woundSeverity(who(omnFight(), 'c-grim'))).toBe(0);
    // Huvud: critical at 9. [4, 3] + 2 = 9 on the head, after a light chest wound.
    const s = runAll(
      omnFight(),
      { ...swing, dice: [3, 4] },
      takeIt,
      { type: 'omnimodus/resolve', dice: [2, 1, 3, 4] },
      { ...swing, dice: [3, 4] },
      takeIt,
      { type: 'omnimodus/resolve', dice: [4, 3, 6, 6] },
    );
    expect(woundWord(who(s, 'c-grim'))).toBe('Kritiskt skadad');
    expect(woundSeverity(who(s, 'c-grim'))).toBe(3);
    expect(
      who(s, 'c-grim')
        .conditions.map((c) => c.key)
        .sort(),
    ).toEqual(['Sår: Bröst', 'Sår: Huvud']);
  });
});
