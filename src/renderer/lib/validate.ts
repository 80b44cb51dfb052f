/**
 * Form checks done before anything is sent, so bad input gets a clear message next to the field. The
 * main process validates again (zod, contract/channels.ts); these mirror its limits.
 */
import { t } from './i18n/index.svelte';

export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** A whole number within [min, max], from a text field. */
export function wholeNumber(text: string, min: number, max: number): Checked<number> {
  const trimmed = text.trim();
  if (!/^[-−]?\d+$/.test(trimmed)) return { ok: false, message: t('error.wholeNumber') };
  const value = Number(trimmed.replace('−', '-'));
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { ok: false, message: t('error.numberRange', { min, max }) };
  }
  return { ok: true, value };
}

/** Longest name the model accepts (model/campaign.ts `Name`). */
export const NAME_MAX = 120;

/** A non-empty name of at most {@link NAME_MAX} characters, trimmed. */
export function name(text: string): Checked<string> {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { ok: false, message: t('error.nameRequired') };
  if (trimmed.length > NAME_MAX) return { ok: false, message: t('error.nameTooLong', { max: NAME_MAX }) };
  return { ok: true, value: trimmed };
}
