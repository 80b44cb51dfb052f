/**
 * Words of the Expanse attack screens: message keys for the engine's attack actions and stunt effects.
 * Game terms in data (stunt names, conditions) stay as the data has them; the app's words are translated.
 */
import type { ExpStuntEffect } from '@shared/model/expanseSettings';
import type { MessageKey } from '../../../lib/i18n/index.svelte';

/** EXP-ACT-MAJ: the attacks a major action can be. */
export const EXP_ATTACK_ACTIONS = ['melee', 'ranged', 'charge', 'allOut', 'stunt'] as const;
export type ExpAttackAction = (typeof EXP_ATTACK_ACTIONS)[number];

export const ACTION_KEYS: Readonly<Record<ExpAttackAction, MessageKey>> = {
  melee: 'exp.action.melee',
  ranged: 'exp.action.ranged',
  charge: 'exp.action.charge',
  allOut: 'exp.action.allOut',
  stunt: 'exp.action.stunt',
};

/** What each stunt effect does, in the GM's language (EXP-STUNT-1). */
export const EFFECT_KEYS: Readonly<Record<ExpStuntEffect, MessageKey>> = {
  fortune: 'exp.effect.fortune',
  initiative: 'exp.effect.initiative',
  defense: 'exp.effect.defense',
  cover: 'exp.effect.cover',
  guardianAngel: 'exp.effect.guardianAngel',
  skirmish: 'exp.effect.skirmish',
  allyMove: 'exp.effect.allyMove',
  allyAttack: 'exp.effect.allyAttack',
  injure: 'exp.effect.injure',
  prone: 'exp.effect.prone',
  extraAttack: 'exp.effect.extraAttack',
  note: 'exp.effect.note',
};

/** A stunt's SP cost as the book writes it: `2`, `1–3`, `1+`. */
export function costText(min: number, max: number | null): string {
  if (max === null) return `${min}+`;
  return max === min ? String(min) : `${min}–${max}`;
}
