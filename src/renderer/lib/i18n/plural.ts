/**
 * Plural categories for counts ("1 template", "2 шаблона", "5 шаблонов"). Intl.PluralRules knows each
 * language's rules (Russian has one/few/many, English and Swedish one/other), so no hand-written rule and
 * no i18n library is needed. Plain .ts (no runes), so logic modules and unit tests can use it directly.
 */

/** The categories a count key may have; every plural base carries all four (see {@link PluralBaseOf}). */
export const PLURAL_CATEGORIES = ['one', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * The bases `B` among `K` for which `B.one`, `B.few`, `B.many` and `B.other` are all keys: a base missing a
 * category is not a plural base, so `tn()` on it fails typecheck.
 */
export type PluralBaseOf<K extends string> = {
  [P in K]: P extends `${infer B}.other` ? (`${B}.${PluralCategory}` extends K ? B : never) : never;
}[K];

/** One Intl.PluralRules per language: making one costs far more than asking it (a log of counts asks often). */
const rulesByLang = new Map<string, Intl.PluralRules>();

/** `base.one|few|many|other` for `n` in `lang` (Intl.PluralRules; zero and two read as other). */
export function pluralKey<B extends string>(base: B, n: number, lang: string): `${B}.${PluralCategory}` {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLang.set(lang, rules);
  }
  const cat = rules.select(n);
  return `${base}.${cat === 'one' || cat === 'few' || cat === 'many' ? cat : 'other'}`;
}
