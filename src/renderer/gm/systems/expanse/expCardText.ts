/**
 * Words for the Expanse card: condition and effect names and what they do (EXP-COND-1, EXP-ACT-*),
 * the actions, the reasons an action is refused and the abilities, all from the `expcard.` strings.
 * The keys are the engine's (src/shared/rules/expanse/conditions.ts); unknown keys show as they are.
 */
import type { ExpActionKind } from '@shared/rules/expanse/commands';
import type { ExpAbility } from '@shared/rules/expanse/sheet';
import { t, type MessageKey } from '../../../lib/i18n/index.svelte';
import { condId, conditionName, effectId, type CondId } from '../../../lib/words/expanseConditions';

export { condId, conditionName, effectId };
import type { ExpWhyNot } from './expActions';

/** The engine's condition ids in the order the card lists them (worst first). */
export const COND_ORDER: readonly CondId[] = [
  'dead',
  'dying',
  'takenOut',
  'unconscious',
  'helpless',
  'wounded',
  'injured',
  'exhausted',
  'fatigued',
  'restrained',
  'hindered',
  'prone',
];

/** What a condition does, in words. */
export function conditionEffect(id: CondId): string {
  return t(`expcard.condFx.${id}` as MessageKey);
}

export function actionName(a: ExpActionKind): string {
  return t(`expcard.act.${a}` as MessageKey);
}

export function actionEffect(a: ExpActionKind, params?: Record<string, string | number>): string {
  return t(`expcard.actFx.${a}` as MessageKey, params);
}

export function abilityName(a: ExpAbility): string {
  return t(`expcard.ab.${a}` as MessageKey);
}

/** The reason an action is refused, in words. */
export function whyText(why: ExpWhyNot, name: string): string {
  switch (why.code) {
    case 'cannotRun':
      return t('expcard.why.cannotRun', { cond: conditionName(why.cond) });
    default:
      return t(`expcard.why.${why.code}` as MessageKey, { name });
  }
}

/** EXP-TEST-2: the default difficulty names (defaults.ts) in the UI's language; a GM's own names stay. */
const DIFFICULTY_KEYS: Readonly<Record<string, MessageKey>> = {
  routine: 'expcard.diff.Routine',
  easy: 'expcard.diff.Easy',
  average: 'expcard.diff.Average',
  challenging: 'expcard.diff.Challenging',
  hard: 'expcard.diff.Hard',
  'very hard': 'expcard.diff.VeryHard',
  formidable: 'expcard.diff.Formidable',
  'nigh-impossible': 'expcard.diff.NighImpossible',
};

export function difficultyName(name: string): string {
  const key = DIFFICULTY_KEYS[name.trim().toLowerCase()];
  return key ? t(key) : name;
}

/**
 * A minor-NPC group's id as a name to read (EXP-INIT-2 stores only the id): the demo's `g-enforcers` reads
 * "Enforcers", a typed "Tullvakter" stays "Tullvakter", dashes read as spaces.
 */
export function groupName(id: string): string {
  const words = id.replace(/^g-/, '').replace(/[-_]+/g, ' ').trim();
  return words === '' ? id : words.charAt(0).toUpperCase() + words.slice(1);
}
