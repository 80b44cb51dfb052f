/**
 * Weapon damage dice (D20-ATK-5): written like `1T8`, `1T6+1`, `2T4`, `1T10-1` (T = tärning, a die).
 * Parsing, rolling with every face logged, and the exact distribution the odds (odds.ts) enumerate.
 */
import { rollDice } from '../core/rolls';
import type { SystemContext } from '../core/system';

/** Parsed damage dice: `count` dice of `sides` faces plus `bonus` (may be negative). */
export interface DamageDice {
  readonly count: number;
  readonly sides: number;
  readonly bonus: number;
}

/** Bounds that keep a typo (`100T100`) from producing absurd rolls or odds tables. */
const MAX_COUNT = 30;
const MAX_SIDES = 100;

const DICE_TEXT = /^\s*(\d{1,2})\s*[Tt]\s*(\d{1,3})\s*(?:([+-])\s*(\d{1,3}))?\s*$/;

/** The damage dice of `text`, or null when it is not written like `1T8`, `2T4+1`, `1T10-1`. */
export function parseDamageDice(text: string): DamageDice | null {
  const m = DICE_TEXT.exec(text);
  if (!m) return null;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  const bonus = m[3] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  if (count < 1 || count > MAX_COUNT || sides < 2 || sides > MAX_SIDES) return null;
  return { count, sides, bonus };
}

/** The dice written back as the game writes them (`2T4+1`). */
export function formatDamageDice(d: DamageDice): string {
  const bonus = d.bonus === 0 ? '' : d.bonus > 0 ? `+${d.bonus}` : `${d.bonus}`;
  return `${d.count}T${d.sides}${bonus}`;
}

/** D20-ATK-1 (EM use `extraDie`): the same dice with `extra` more dice of the weapon's die type. */
export function withExtraDice(d: DamageDice, extra: number): DamageDice {
  return { ...d, count: d.count + Math.max(0, extra) };
}

/** Rolled damage: never below 0 (`1T10-1` showing 1 does no harm). */
export function damageTotal(d: DamageDice, faces: readonly number[]): number {
  return Math.max(0, faces.reduce((sum, f) => sum + f, 0) + d.bonus);
}

/** Rolls the dice, logging every face (`dice/rolled`), and returns the faces and the damage. */
export function rollDamage(
  d: DamageDice,
  roller: string,
  purpose: string,
  ctx: SystemContext,
  visibility: 'public' | 'gm',
): { faces: number[]; rolled: number } {
  const faces = rollDice(ctx.dice, ctx.out, d.count, d.sides, { roller, purpose }, visibility);
  return { faces, rolled: damageTotal(d, faces) };
}

/** The exact law of the sum of `count` dice of `sides` faces: index = sum, value = probability. */
export function diceSumDistribution(count: number, sides: number): number[] {
  let dist = [1];
  for (let i = 0; i < count; i++) {
    const next = new Array<number>(dist.length + sides).fill(0);
    dist.forEach((p, sum) => {
      for (let f = 1; f <= sides; f++) next[sum + f] = (next[sum + f] as number) + p / sides;
    });
    dist = next;
  }
  return dist;
}

/**
 * The exact law of the damage the dice roll (before RR), bonus added and floored at 0 as
 * {@link damageTotal} does: index = damage, value = probability.
 */
export function damageDistribution(d: DamageDice): number[] {
  const out: number[] = [];
  diceSumDistribution(d.count, d.sides).forEach((p, sum) => {
    if (p === 0) return;
    const dmg = Math.max(0, sum + d.bonus);
    while (out.length <= dmg) out.push(0);
    out[dmg] = (out[dmg] as number) + p;
  });
  return out;
}
