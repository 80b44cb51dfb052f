/**
 * UI strings with a runtime language switch. `t()` reads the current locale from a rune, so templates
 * that call it re-render when the language changes. English is the default (e2e tests rely on its
 * accessible names); the choice is remembered per browser profile.
 */
import { en, type MessageKey, type Messages } from './en';
import { pluralKey, type PluralBaseOf } from './plural';
import { ru } from './ru';
import { sv } from './sv';
import { readSaved, save } from '../storage';

export type { MessageKey } from './en';
export { pluralKey } from './plural';

/** A message base with all four plural keys (`base.one`, `.few`, `.many`, `.other`), for {@link tn}. */
export type PluralBase = PluralBaseOf<MessageKey>;

export const LOCALES = ['en', 'sv', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska', ru: 'Русский' };

const dictionaries: Record<Locale, Messages> = { en, sv, ru };
/**
 * Where the language is remembered. The player display keeps its own (in web mode both pages share one
 * origin, and the table may read Swedish while the GM uses English).
 */
const STORAGE_KEY =
  typeof location !== 'undefined' && /player/.test(location.pathname)
    ? 'hexscreen.locale.player'
    : 'hexscreen.locale';

function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

function initialLocale(): Locale {
  const saved = readSaved(STORAGE_KEY);
  return isLocale(saved) ? saved : 'en';
}

let current = $state<Locale>(initialLocale());

/** The active language. */
export function locale(): Locale {
  return current;
}

/** Switches the language everywhere at once and remembers it. */
export function setLocale(next: Locale): void {
  current = next;
  document.documentElement.lang = next;
  save(STORAGE_KEY, next);
}

/** The message for `key` in the active language, with `{placeholders}` filled from `params`. */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  const text = dictionaries[current][key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A count in the active language: `base.one|few|many|other` chosen by Intl.PluralRules of the locale
 * ("1 steg", "2 шага", "5 шагов"), with `{n}` and `{count}` filled with `n` and the rest from `params`.
 */
export function tn(base: PluralBase, n: number, params?: Readonly<Record<string, string | number>>): string {
  return t(pluralKey(base, n, current), { n, count: n, ...params });
}
