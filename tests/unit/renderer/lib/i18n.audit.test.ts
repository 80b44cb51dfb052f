/**
 * The dictionaries as a GM reads them: no Swedish or Russian value is an English fallback, every count
 * has the plural forms its language needs (Intl.PluralRules: Russian one/few/many/other, English and
 * Swedish one/other), and no translation drops or invents a `{placeholder}`.
 */
import { describe, expect, it } from 'vitest';

import { en, type MessageKey } from '../../../../src/renderer/lib/i18n/en';
import { ru } from '../../../../src/renderer/lib/i18n/ru';
import { sv } from '../../../../src/renderer/lib/i18n/sv';
import { PLURAL_CATEGORIES, pluralKey } from '../../../../src/renderer/lib/i18n/plural';

const KEYS = Object.keys(en) as MessageKey[];
const OTHERS = { sv, ru } as const;

/**
 * Words that stay as they are in every language: game-system terms kept as the data has them (the
 * Swedish games' own words and abbreviations) and units. A value made only of these, placeholders,
 * digits and symbols has nothing to translate.
 */
const TERMS = new Set([
  // Units and dice: metres, minutes, seconds, hours; "T" of 2T6 / 1T20 (the Swedish games' die letter).
  'm',
  'min',
  's',
  'h',
  'T',
  // I Rikets Tjänst terms (zone, condition and resource names of the data).
  'KP',
  'Blödning',
  'Sammanbrott',
  'Medvetslös',
  'Stabilitet',
  'Fokus',
  'Effekt',
  'Stress',
  // Swedish d20 terms: SV (svårighetsvärde), RR, EM, SMI, Skada (the weapon's damage field).
  'SV',
  'RR',
  'EM',
  'SMI',
  'Skada',
  // Omnimodus action name; Expanse stunt points (SP is the book's abbreviation in every language).
  'Avvakta',
  'SP',
]);

/** Words that really are the same in Swedish as in English (checked one by one, lower case). */
const SAME_SV = new Set([
  'attack', // sv "attack", the dialog's name in e2e tests too
  'a', // the keyboard shortcut letter in "Attack (A)"
  'miss', // sv "miss" (en miss = a missed attack)
  'system',
  'problem',
  'bonus',
  'extra',
  'stunt', // the Expanse word used in the Swedish UI (stunts, stuntpoäng)
  'stunts',
  'perception', // sv "perception", the Expanse ability as the Swedish card names it
  'r', // "R{round}": runda
]);
const SAME: Record<keyof typeof OTHERS, ReadonlySet<string>> = { sv: SAME_SV, ru: new Set() };

function nothingToTranslate(value: string, lang: keyof typeof OTHERS): boolean {
  const words = value.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
  return words.every((w) => TERMS.has(w) || SAME[lang].has(w.toLowerCase()));
}

function placeholders(value: string): string[] {
  return [...new Set(value.match(/\{\w+\}/g) ?? [])].sort();
}

describe('i18n dictionaries', () => {
  for (const [lang, dict] of Object.entries(OTHERS) as [keyof typeof OTHERS, Record<MessageKey, string>][]) {
    it(`${lang}: no value is the English text left untranslated`, () => {
      const fallbacks = KEYS.filter((k) => dict[k] === en[k] && !nothingToTranslate(en[k], lang)).map(
        (k) => `${k}: ${en[k]}`,
      );
      expect(fallbacks).toEqual([]);
    });

    it(`${lang}: every value keeps the placeholders of the English one`, () => {
      const wrong = KEYS.filter((k) => placeholders(dict[k]).join() !== placeholders(en[k]).join()).map(
        (k) => `${k}: ${en[k]} → ${dict[k]}`,
      );
      expect(wrong).toEqual([]);
    });

    it(`${lang}: no value is empty or an English plural stand-in like "(s)"`, () => {
      expect(KEYS.filter((k) => !dict[k].trim() || /\(s\)|\(es\)/.test(dict[k]))).toEqual([]);
    });
  }

  it('no English value uses "(s)" for a count (a count is a plural key)', () => {
    expect(KEYS.filter((k) => /\(s\)|\(es\)/.test(en[k]))).toEqual([]);
  });

  it('every plural base has one, few, many and other', () => {
    // A plural base: a key with `.few` or `.many`, or with both `.one` and `.other` (`omnlog.action.other`
    // alone is the action "other", not a count).
    const has = (b: string, c: string): boolean => `${b}.${c}` in en;
    const bases = new Set(
      KEYS.map((k) => /^(.+)\.(one|few|many|other)$/.exec(k)?.[1])
        .filter((b): b is string => !!b)
        .filter((b) => has(b, 'few') || has(b, 'many') || (has(b, 'one') && has(b, 'other'))),
    );
    const missing = [...bases].flatMap((b) =>
      PLURAL_CATEGORIES.filter((c) => !(`${b}.${c}` in en)).map((c) => `${b}.${c}`),
    );
    expect(bases.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('each locale gets its own plural categories: ru one/few/many/other, en and sv one/other', () => {
    expect([1, 2, 5, 21, 1.5].map((n) => pluralKey('x', n, 'ru'))).toEqual([
      'x.one',
      'x.few',
      'x.many',
      'x.one',
      'x.other',
    ]);
    for (const lang of ['en', 'sv']) {
      expect([0, 1, 2, 5].map((n) => pluralKey('x', n, lang))).toEqual([
        'x.other',
        'x.one',
        'x.other',
        'x.other',
      ]);
    }
    // Every category a locale uses is one the dictionaries carry (zero and two would need keys too).
    for (const lang of ['en', 'sv', 'ru']) {
      const used = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect(used.filter((c) => !(PLURAL_CATEGORIES as readonly string[]).includes(c))).toEqual([]);
    }
  });
});
