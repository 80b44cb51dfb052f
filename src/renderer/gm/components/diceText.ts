/**
 * Faces of physical dice typed by the GM ("12 10 11 3 5", commas or spaces), checked before anything
 * is sent: whole numbers on the die, and the right count when the roll's size is known. The engine
 * checks again (entered dice must all be used, IRT dice are d12s); this gives the clear message first.
 */
import {
  IRT_CRIT_TABLES,
  lookupBodyPart,
  lookupCritRow,
  type CritEffect,
  type DamageType,
} from '@shared/rules/irt/data';
import { t, tn } from '../../lib/i18n/index.svelte';
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
      return { ok: false, message: tn('dice.countExact', count.exactly, { got: faces.length }) };
  } else if (faces.length < count.min || faces.length > count.max) {
    return {
      ok: false,
      message: t('dice.countRange', { min: count.min, max: count.max, got: faces.length }),
    };
  }
  return { ok: true, value: faces };
}

/** One die (or group of dice) a crit will ask for, in the order the engine rolls them. */
export interface CritDieNeed {
  /** What it is for, in the data's terms (`body part`, `healing time (veckor)`…). */
  readonly purpose: 'crit' | 'bodyPart' | 'duration' | 'healingTime' | 'kp';
  readonly dice: string;
  readonly detail: string;
}

/** What a crit on `damageType` with `modifier` asks for, given the crit die (and the body-part die, if known). */
export function critDiceNeeds(
  damageType: string,
  modifier: number,
  critDie: number,
  bodyPartDie: number | null,
): { readonly row: string; readonly total: number; readonly needs: readonly CritDieNeed[] } {
  const type = (Object.keys(IRT_CRIT_TABLES) as DamageType[]).includes(damageType as DamageType)
    ? (damageType as DamageType)
    : 'Övriga';
  const total = critDie + modifier;
  const row = lookupCritRow(IRT_CRIT_TABLES[type], total);
  const needs: CritDieNeed[] = [{ purpose: 'crit', dice: '1T12', detail: `${type}` }];
  let effects: readonly CritEffect[] = row.effects;
  if (row.bodyPart) {
    needs.push({ purpose: 'bodyPart', dice: '1T12', detail: row.name });
    if (bodyPartDie !== null && bodyPartDie >= 1 && bodyPartDie <= 12)
      effects = [...effects, ...(lookupBodyPart(row.bodyPart, bodyPartDie).effects ?? [])];
  }
  for (const e of effects) {
    if ('duration' in e && e.duration && typeof e.duration.amount !== 'number')
      needs.push({ purpose: 'duration', dice: e.duration.amount.dice, detail: e.duration.unit });
    if (e.kind === 'healingTime' && typeof e.amount !== 'number')
      needs.push({ purpose: 'healingTime', dice: e.amount.dice, detail: e.unit });
    if (e.kind === 'kpDamage' && typeof e.amount !== 'number')
      needs.push({ purpose: 'kp', dice: e.amount.dice, detail: 'KP' });
  }
  return { row: row.name, total, needs };
}

/** How many faces a dice expression like `2T6` or `1T12+1` takes. */
export function diceInExpression(expr: string): number {
  const m = /^(\d+)T\d+/.exec(expr);
  return m ? Number(m[1]) : 0;
}
