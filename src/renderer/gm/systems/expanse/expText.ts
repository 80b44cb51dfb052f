/**
 * Words of the Expanse attack screens: message keys for the engine's attack actions and stunt effects.
 * Game terms in data (stunt names, conditions) stay as the data has them; the app's words are translated.
 */
import { ExpStuntEffect } from '@shared/model/expanseSettings';
import { wordsUnder, type WordTable } from '../../../lib/words/wordTable';

/** EXP-ACT-MAJ: the attacks a major action can be. */
export const EXP_ATTACK_ACTIONS = ['melee', 'ranged', 'charge', 'allOut', 'stunt'] as const;
export type ExpAttackAction = (typeof EXP_ATTACK_ACTIONS)[number];

export const ACTION_KEYS: WordTable<ExpAttackAction> = wordsUnder('exp.action', EXP_ATTACK_ACTIONS);

/** What each stunt effect does, in the GM's language (EXP-STUNT-1). */
export const EFFECT_KEYS: WordTable<ExpStuntEffect> = wordsUnder('exp.effect', ExpStuntEffect.options);

/** A stunt's SP cost as the book writes it: `2`, `1–3`, `1+`. */
export function costText(min: number, max: number | null): string {
  if (max === null) return `${min}+`;
  return max === min ? String(min) : `${min}–${max}`;
}
