/**
 * The Expanse card's words (src/renderer/gm/systems/expanse/expCardText.ts): every engine condition, effect,
 * action, refusal, ability and default difficulty has its own words in Russian and Swedish (issue 9:
 * the Russian UI covers the system's terms), none left in English.
 */
import '../../../helpers/plainRunes';
import { beforeEach, describe, expect, it } from 'vitest';

import { COND, EFFECT } from '@shared/rules/expanse/conditions';
import { DEFAULT_DIFFICULTIES } from '@shared/rules/expanse/defaults';
import { EXP_ABILITIES } from '@shared/rules/expanse/sheet';
import { setLocale } from '../../../../../src/renderer/lib/i18n/index.svelte';
import { EXP_ACTIONS, type ExpWhyNot } from '../../../../../src/renderer/gm/systems/expanse/expActions';
import {
  abilityName,
  actionEffect,
  actionName,
  COND_ORDER,
  conditionEffect,
  conditionName,
  difficultyName,
  whyText,
} from '../../../../../src/renderer/gm/systems/expanse/expCardText';

const WHY: ExpWhyNot[] = [
  { code: 'helpless' },
  { code: 'notTurn' },
  { code: 'noActionLeft' },
  { code: 'noMajorLeft' },
  { code: 'wholeTurn' },
  { code: 'cannotRun', cond: COND.prone },
  { code: 'beforeMajor' },
  { code: 'defendCombo' },
  { code: 'guardedCombo' },
  { code: 'noPressTarget' },
];

/** Words Swedish and English share. */
const SAME: ReadonlySet<string> = new Set(['Perception']);

function words(): string[] {
  return [
    ...Object.values(COND).map(conditionName),
    ...Object.values(EFFECT).map(conditionName),
    ...COND_ORDER.map(conditionEffect),
    ...EXP_ACTIONS.map(actionName),
    ...EXP_ACTIONS.map((a) => actionEffect(a, { m: 10 })),
    ...WHY.map((w) => whyText(w, 'Bobby')),
    ...EXP_ABILITIES.map(abilityName),
    ...DEFAULT_DIFFICULTIES.map((d) => difficultyName(d.name)),
  ];
}

describe('Expanse card words', () => {
  beforeEach(() => setLocale('en'));

  it('lists every engine condition once', () => {
    expect([...COND_ORDER].sort()).toEqual(Object.keys(COND).sort());
  });

  it('names every condition, effect, action, refusal, ability and default difficulty in en', () => {
    expect(conditionName(COND.takenOut)).toBe('Taken Out');
    expect(conditionName(EFFECT.guarded)).toBe('Guarded Stance');
    expect(conditionName('Something the GM typed')).toBe('Something the GM typed');
    expect(whyText({ code: 'cannotRun', cond: COND.prone }, 'Bobby')).toBe('Cannot Run while Prone.');
    expect(difficultyName('My own')).toBe('My own');
  });

  it.each(['ru', 'sv'] as const)('has its own words for all of them in %s', (locale) => {
    const en = words();
    setLocale(locale);
    const here = words();
    here.forEach((w, i) => {
      expect(w).not.toBe('');
      expect(w).not.toMatch(/^expcard\./);
      // Every term differs from English, but for words both languages share (Swedish "Perception").
      if (!SAME.has(w)) expect({ i, w }).not.toEqual({ i, w: en[i] });
    });
  });

  it('uses the Russian book’s terms', () => {
    setLocale('ru');
    expect(actionName('defend')).toBe('Оборона');
    expect(actionName('guardedStance')).toBe('Осторожная стойка');
    expect(conditionName(COND.dying)).toBe('Умирает');
    expect(conditionName(COND.takenOut)).toBe('Выведен из строя');
    expect(abilityName('Dexterity')).toBe('Ловкость');
  });
});
