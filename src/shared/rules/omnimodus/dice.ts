/**
 * Omnimodus dice text (OMN-DMG-1): weapon damage like `2T6+2`, `4T6`, `1T6-1` and strength bonuses like
 * `+1T6`, `+2`, `-1` (T = tärning, a die). Parsing and rolling with every face logged.
 */
import { CommandError } from '../core/errors';
import { rollDice } from '../core/rolls';
import type { SystemContext } from '../core/system';

/** Parsed dice: `count` dice of `sides` faces plus `bonus` (may be negative). */
export interface OmnDice {
  readonly count: number;
  readonly sides: number;
  readonly bonus: number;
}

const DICE = /^\s*([+-])?\s*(?:(\d{0,2})\s*[Tt]\s*(\d{1,3}))?\s*(?:([+-])?\s*(\d{1,3}))?\s*$/;

/** The dice of `text` (`2T6+2`, `+1T6`, `-2`), or null when it is not written so. */
export function parseOmnDice(text: string): OmnDice | null {
  const m = DICE.exec(text);
  if (!m || (m[3] === undefined && m[5] === undefined)) return null;
  const count = m[3] === undefined ? 0 : m[2] ? Number(m[2]) : 1;
  const sides = m[3] === undefined ? 6 : Number(m[3]);
  if (count > 30 || sides < 2 || sides > 100) return null;
  if (m[3] === undefined) {
    // A bare number: the leading sign is the number's.
    const sign = m[1] === '-' || m[4] === '-' ? -1 : 1;
    return { count: 0, sides, bonus: sign * Number(m[5]) };
  }
  if (m[1] === '-') return null; // a negative dice count is not a bonus the tables use
  const bonus = m[5] === undefined ? 0 : (m[4] === '-' ? -1 : 1) * Number(m[5]);
  return { count, sides, bonus };
}

/** The dice of `text`, or a refusal naming where it came from. */
export function requireOmnDice(text: string, what: string): OmnDice {
  const d = parseOmnDice(text);
  if (!d) throw new CommandError('invalid', `${what} "${text}" is not dice like 2T6+2`);
  return d;
}

/** Rolls `count` dice of `sides` (none when count ≤ 0), logged with `purpose` (public unless `visibility`). */
export function rollOmnDice(
  ctx: SystemContext,
  count: number,
  sides: number,
  roller: string,
  purpose: string,
  visibility: 'public' | 'gm' = 'public',
): number[] {
  if (count <= 0) return [];
  return rollDice(ctx.dice, ctx.out, count, sides, { roller, purpose }, visibility);
}

/** The sum of faces. */
export function sum(faces: readonly number[]): number {
  return faces.reduce((a, b) => a + b, 0);
}
