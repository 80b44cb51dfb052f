/**
 * Faces of physical dice typed by the GM ("12 10 11 3 5", commas or spaces), checked before anything
 * is sent: whole numbers on the die, and the right count when the roll's size is known. The engine
 * checks again (entered dice must all be used, IRT dice are d12s); this gives the clear message first.
 */
import { t } from '../../lib/i18n/index.svelte';
import type { Checked } from '../../lib/validate';

/** How many faces the roll takes: exactly `n`, or between `min` and `max`. */
export type DiceCount = { readonly exactly: number } | { readonly min: number; readonly max: number };

/** Parses `text` as faces of `sides`-sided dice. */
export function parseFaces(text: string, sides: number, count: DiceCount): Checked<number[]> {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, message: t('dice.empty') };
  const faces: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p)) return { ok: false, message: t('dice.notWhole', { text: p, sides }) };
    const n = Number(p);
    if (n < 1 || n > sides) return { ok: false, message: t('dice.outOfRange', { text: p, sides }) };
    faces.push(n);
  }
  if ('exactly' in count) {
    if (faces.length !== count.exactly)
      return { ok: false, message: t('dice.countExact', { n: count.exactly, got: faces.length }) };
  } else if (faces.length < count.min || faces.length > count.max) {
    return {
      ok: false,
      message: t('dice.countRange', { min: count.min, max: count.max, got: faces.length }),
    };
  }
  return { ok: true, value: faces };
}
