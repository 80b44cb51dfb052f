/**
 * The Expanse's terms typed in the GM's language (issue 18, rules/expanse/terms.ts): focuses, talents,
 * weapon types and qualities written in English, Swedish or Russian mean the same to the rules.
 */
import { describe, expect, it } from 'vitest';
import type { Weapon } from '@shared/model/campaign';
import { planAttack } from '@shared/rules/expanse/attack';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { expanseTemplate, focusesFor, hasFocus } from '@shared/rules/expanse/sheet';
import { profile } from '@shared/rules/expanse/weapons';
import { adjacent, BOBBY, event, expFight, patch, run, THUG, who } from './kit';

const punch = { attackerId: BOBBY, targetId: THUG, weaponId: null, action: 'melee' } as const;

describe('Expanse terms in the GM’s language', () => {
  it('EXP-TEST-1 a focus typed in Russian or Swedish («Ближний бой (Драка)», «Närstrid (Slagsmål)») gives its +2', () => {
    for (const feature of ['Ближний бой (Драка)', 'närstrid (slagsmål)', 'FIGHTING (brawling)']) {
      const s = patch(adjacent(expFight()), BOBBY, { features: [feature] });
      expect(planAttack(s, punch).factors, feature).toContainEqual(
        expect.objectContaining({ key: 'focus', effect: 2 }),
      );
      const r = run(s, { type: 'expanse/attack', ...punch, dice: [3, 4, 2] });
      expect(event(r.events, 'expanse/attackRolled').data.total, feature).toBe(9 + 3 + 2);
    }
    // A focus of another ability, or another focus, gives nothing.
    const other = patch(adjacent(expFight()), BOBBY, {
      features: ['Точность (Драка)', 'Ближний бой (Борьба)'],
    });
    expect(planAttack(other, punch).factors.some((f) => f.key === 'focus')).toBe(false);
  });

  it('EXP-TEST-1 a test naming a focus in one language finds it written in another', () => {
    const s = patch(expFight(), BOBBY, { features: ['Сила (Мощь)'] });
    expect(hasFocus(who(s, BOBBY), 'Strength', 'Might')).toBe(true);
    expect(hasFocus(who(s, BOBBY), 'Strength', 'Kraft')).toBe(true);
    expect(focusesFor(who(s, BOBBY), 'Strength')).toEqual(['Мощь']);
    const r = run(s, {
      type: 'expanse/test',
      id: BOBBY,
      ability: 'Strength',
      focus: 'Мощь',
      tn: 11,
      dice: [2, 2, 3],
    });
    expect(event(r.events, 'expanse/test').data).toMatchObject({ total: 7 + 3 + 2 });
  });

  it('EXP-INIT-2 the Initiative focus written «Ловкость (Инициатива)» adds 2 to initiative', () => {
    const s = patch(expFight(), BOBBY, { features: ['Ловкость (Инициатива)'] });
    const r = run(s, {
      type: 'initiative/roll',
      combatantIds: [BOBBY],
      entered: [{ combatantId: BOBBY, dice: [1, 2, 3] }],
    });
    expect(who(r.state, BOBBY).initiative).toBe(6 + 2 + 2);
  });

  it('EXP-DMG-2 EXP-EX-3 the Striking Style talent written «Стиль ударов» makes unarmed blows 1d6', () => {
    const s = patch(expFight(), BOBBY, { features: ['Стиль ударов'] });
    const unarmed = profile(
      who(s, BOBBY),
      { id: 'u', name: 'Кулаки', values: { Type: 'unarmed' } },
      DEFAULT_EXPANSE_SETTINGS,
    );
    expect(unarmed.dice).toMatchObject({ count: 1, sides: 6 });
  });

  it('EXP-DMG-2 EXP-DMG-3 EXP-DMG-4 weapon types and qualities typed in Russian or Swedish read as the table’s', () => {
    const bobby = who(expFight(), BOBBY);
    const read = (values: Weapon['values']) =>
      profile(bobby, { id: 'w', name: 'w', values }, DEFAULT_EXPANSE_SETTINGS);
    expect(read({ Тип: 'Пистолет', Фокус: 'Пистолеты' })).toMatchObject({
      type: 'pistol',
      melee: false,
      firearm: true,
      focus: 'Пистолеты',
      range: { range: 50, max: 75 },
    });
    expect(read({ Type: 'Gevär' }).type).toBe('rifle');
    expect(read({ Type: 'Pistol' }).type).toBe('pistol');
    expect(read({ Тип: 'Тяжёлое ближнее' }).type).toBe('heavy');
    // EXP-DMG-3: Неуклюжее / Хрупкое / Слабое as the seed writes them; a quality without a grade is 1.
    expect(read({ Тип: 'Импровизированное', Неуклюжее: 2, Хрупкое: 'да', Слабое: 1 })).toMatchObject({
      type: 'improvised',
      clumsy: 2,
      fragile: true,
      weak: 1,
    });
    expect(read({ Typ: 'Improviserat', Klumpigt: 'ja', Ömtåligt: true })).toMatchObject({
      clumsy: 1,
      fragile: true,
    });
    // EXP-DMG-4: проникающий урон, оглушающее оружие.
    expect(read({ Тип: 'Пистолет', Проникающий: 'да', Оглушающее: 'да' })).toMatchObject({
      penetrating: true,
      stun: true,
    });
    expect(read({ Type: 'pistol', Способность: 'Ловкость' }).ability).toBe('Dexterity');
    // The pistol's focus typed in Russian on the weapon matches the English focus on the sheet.
    const s = patch(expFight(), BOBBY, {
      features: ['Accuracy (Pistols)'],
      weapons: [{ id: 'w-ru', name: 'Пистолет', values: { Тип: 'пистолет', Фокус: 'Пистолеты' } }],
    });
    const plan = planAttack(s, { ...punch, weaponId: 'w-ru', action: 'ranged' });
    expect(plan.factors).toContainEqual(expect.objectContaining({ key: 'focus', effect: 2 }));
  });

  it('EXP-TEST-1 the sheet accepts focuses written with an ability in any of the languages', () => {
    const check = expanseTemplate.features.check;
    expect(check?.('Ближний бой (Драка)')).toBeNull();
    expect(check?.('Smidighet (Initiativ)')).toBeNull();
    expect(check?.('Стиль ударов')).toBeNull();
    expect(check?.('Кулачный бой (Драка)')).toMatch(/Fighting/);
  });
});
