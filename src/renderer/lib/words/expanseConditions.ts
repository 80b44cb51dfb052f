/**
 * The Expanse's condition and effect names in the UI's language (EXP-COND-1): its engine keys are English
 * words (`Injured`, `Ready`), which the GM screen and the players' display both show translated, from the
 * `expcard.cond.` and `expcard.eff.` strings. Unknown keys show as they are.
 */
import { COND, EFFECT } from '@shared/rules/expanse/conditions';
import { t, type MessageKey } from '../i18n/index.svelte';

export type CondId = keyof typeof COND;
export type EffectId = keyof typeof EFFECT;

const COND_IDS = Object.fromEntries(Object.entries(COND).map(([id, key]) => [key, id])) as Record<
  string,
  CondId | undefined
>;
const EFFECT_IDS = Object.fromEntries(Object.entries(EFFECT).map(([id, key]) => [key, id])) as Record<
  string,
  EffectId | undefined
>;

/** A condition's id (`injured`) from its key (`Injured`), or null for other conditions. */
export function condId(key: string): CondId | null {
  return COND_IDS[key] ?? null;
}

/** An effect's id (`guarded`) from its key (`Guarded Stance`), or null. */
export function effectId(key: string): EffectId | null {
  return EFFECT_IDS[key] ?? null;
}

/** The name of a condition or effect in the UI's language (its key when unknown). */
export function conditionName(key: string): string {
  const c = condId(key);
  if (c) return t(`expcard.cond.${c}` as MessageKey);
  const e = effectId(key);
  if (e) return t(`expcard.eff.${e}` as MessageKey);
  return key;
}
