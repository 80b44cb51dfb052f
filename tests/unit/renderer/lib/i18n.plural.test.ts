/**
 * Counts and engine notes as the GM reads them: `tn()` picks the plural form by Intl.PluralRules of the
 * active language, the IRT factor details and refusals of the attack dialog come out translated (issue 16:
 * "1 band(s) beyond Kort" in every language), and a minor-NPC group id reads as a name.
 */
import '../../helpers/plainRunes';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import { setLocale, tn } from '../../../../src/renderer/lib/i18n/index.svelte';
import { factorDetail, impossibleText } from '../../../../src/renderer/gm/components/fightText';
import { groupName } from '../../../../src/renderer/gm/systems/expanse/expCardText';
import { d20ReasonText } from '../../../../src/renderer/gm/systems/d20/d20Text';

const rangeFactor = (n: number): DifficultyFactor => ({
  source: 'range',
  key: 'rangeBand',
  term: 'Medel',
  effect: n,
  kind: 'mechanical',
  detail: `${n} band(s) beyond Kort`,
});

describe('tn', () => {
  beforeEach(() => setLocale('en'));

  it('English and Swedish: one and other', () => {
    expect([1, 2, 0].map((n) => tn('mapTools.steps', n))).toEqual(['1 step', '2 steps', '0 steps']);
    setLocale('sv');
    expect([1, 3].map((n) => tn('log.irt.successes', n))).toEqual(['1 framgång', '3 framgångar']);
  });

  it('Russian: one, few and many (1, 2–4, 5–20, 21…)', () => {
    setLocale('ru');
    expect([1, 2, 5, 11, 21, 22].map((n) => tn('mapTools.steps', n))).toEqual([
      '1 шаг',
      '2 шага',
      '5 шагов',
      '11 шагов',
      '21 шаг',
      '22 шага',
    ]);
  });

  it('fills {n} and the other placeholders', () => {
    expect(tn('log.zonePainted', 1, { zone: 'Vadet' })).toBe('Map: 1 hex painted into Vadet');
    expect(tn('log.irt.successes', 2)).toBe('2 successes');
  });
});

describe('IRT attack notes in the GM language (IRT-RNG-3, IRT-MEL-1)', () => {
  beforeEach(() => setLocale('en'));

  it('IRT-RNG-3 a range factor names the weapon band, with the right plural', () => {
    expect(factorDetail(rangeFactor(1))).toBe('1 band beyond Kort');
    setLocale('sv');
    expect(factorDetail(rangeFactor(2))).toBe('2 avståndsband bortom Kort');
    setLocale('ru');
    expect(factorDetail(rangeFactor(2))).toBe('на 2 диапазона дальше Kort');
  });

  it('a zone name as detail stays as the data has it', () => {
    const skydd: DifficultyFactor = {
      source: 'zone',
      key: 'skydd',
      term: 'Skydd',
      effect: 1,
      kind: 'situational',
      detail: 'Tornruinen',
    };
    setLocale('ru');
    expect(factorDetail(skydd)).toBe('Tornruinen');
  });

  it('IRT-MEL-1 IRT-RNG-3 the refusals are translated', () => {
    setLocale('sv');
    expect(impossibleText('the target is not Bredvid (IRT-MEL-1)')).toBe(
      'Målet är inte Bredvid (IRT-MEL-1).',
    );
    setLocale('ru');
    expect(impossibleText('the target is 3 bands beyond Kort (IRT-RNG-3)')).toBe(
      'Цель на 3 диапазона дальше Kort (IRT-RNG-3).',
    );
  });
});

describe('groupName (EXP-INIT-2)', () => {
  it('reads an id as a name', () => {
    expect(groupName('g-enforcers')).toBe('Enforcers');
    expect(groupName('Tullvakter')).toBe('Tullvakter');
    expect(groupName('Okhrana-doka')).toBe('Okhrana doka');
  });
});

describe('d20 refusals in the GM language (D20-TURN-1, D20-ATK-2)', () => {
  beforeEach(() => setLocale('en'));

  it('D20-TURN-1 D20-ATK-2 the engine reasons are translated, names and numbers kept', () => {
    setLocale('sv');
    expect(d20ReasonText('Knut has already used the main action this round (D20-TURN-1)')).toBe(
      'Knut har redan använt huvudhandlingen denna runda (D20-TURN-1).',
    );
    setLocale('ru');
    expect(d20ReasonText('out of range (9 steps, Räckvidd 4)')).toBe(
      'Вне досягаемости: расстояние 9 (в шагах), Räckvidd 4.',
    );
    expect(d20ReasonText('something new')).toBe('something new');
  });
});
