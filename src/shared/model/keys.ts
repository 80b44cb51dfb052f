/** Zod schemas for the machine keys that campaign data, rule data and commands name things by. */
import { z } from 'zod';

/** The characters a key may use unless its schema says otherwise: ASCII letters, digits, `_` and `-`. */
export const KEY_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * A machine key (an id, a trait kind, a table row's key): 1 to `max` characters, all of them matching
 * `pattern` (by default `KEY_CHARACTERS`).
 */
export function keyString(max: number, pattern: RegExp = KEY_CHARACTERS): z.ZodString {
  return z.string().min(1).max(max).regex(pattern);
}

/** A label the GM edits on a row of campaign data (a stunt, a table row): trimmed, 1 to 80 characters. */
export const RowLabel = z.string().trim().min(1).max(80);

/** The key of a row of campaign data (a stunt, a table row): `KEY_CHARACTERS` and `.`, at most 40. */
export const RowKey = keyString(40, /^[A-Za-z0-9_.-]+$/);
