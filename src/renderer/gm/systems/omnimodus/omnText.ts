/**
 * Words of the Omnimodus screens: message keys for the engine's enums (aim, exposure, weapon type,
 * declared action, defence). Game terms (Närstrid, Manövrar, Brytvärde, postures, areas) stay as the
 * data has them; only the app's own words are translated.
 */
import type { OmnActionRefusal } from '@shared/rules/omnimodus/actions';
import type { OmnExposure, OmnAim } from '@shared/rules/omnimodus/locations';
import type { OmnWeaponType } from '@shared/rules/omnimodus/attack';
import { OMN_BANDS, type OmnBand } from '@shared/rules/omnimodus/range';
import { OmnAction } from '@shared/rules/omnimodus/turnCommands';
import { t, tn, type MessageKey } from '../../../lib/i18n/index.svelte';
import { wordsUnder, type WordTable } from '../../../lib/words/wordTable';

export const AIM_KEYS: WordTable<OmnAim> = wordsUnder('omn.aim', ['high', 'low', 'legs']);

export const EXPOSURE_KEYS: WordTable<OmnExposure> = wordsUnder('omn.exposure', [
  'full',
  'headAndArm',
  'headAndArms',
]);

export const TYPE_KEYS: Readonly<Record<OmnWeaponType, MessageKey>> = {
  närstrid: 'omn.type.melee',
  kast: 'omn.type.thrown',
  skjut: 'omn.type.firearm',
  primitiv: 'omn.type.primitive',
};

/** OMN-ATK-1: the range bands of a thrown or shot attack. */
export const BAND_KEYS: WordTable<OmnBand> = wordsUnder('omn.a.band', OMN_BANDS);

/** The declared actions in the order the GM picks from (OMN-ACT-1..9): the engine's order. */
export const ACTIONS: readonly OmnAction[] = OmnAction.options;

export const ACTION_KEYS: WordTable<OmnAction> = wordsUnder('omn.action', ACTIONS);

/** A declared action's name, or "defended only" for a declaration a defence left pending (OMN-DEF-3). */
export function actionText(action: string): string {
  return action in ACTION_KEYS ? t(ACTION_KEYS[action as OmnAction]) : t('omn.action.pending');
}

/** A defence in words: "dodge", "block with Rundsköld", "no defence". */
export function defenceLabel(kind: 'dodge' | 'block' | 'none', object: string | null): string {
  if (kind === 'dodge') return t('omn.defence.dodge');
  if (kind === 'block') return t('omn.defence.block', { object: object ?? '?' });
  return t('omn.defence.none');
}

/** Why a character may not attack now, in the GM's language (the engine's refusal, OMN-RND-1 …). */
export function actionRefusalText(r: OmnActionRefusal): string {
  const name = r.name;
  switch (r.code) {
    case 'awaitingInitiative':
      return t('omn.refused.awaitingInitiative');
    case 'hesitates':
      return t('omn.refused.hesitates', { name });
    case 'otherAction':
      return t('omn.refused.otherAction', { name, action: actionText(r.action ?? '') });
    case 'oneAction':
      return t('omn.refused.oneAction', { name });
    case 'allAttacks':
      return tn('omn.refused.allAttacks', r.attacks ?? 1, { name });
    case 'defences':
      return t('omn.refused.defences', {
        name,
        defence: r.defence ? defenceLabel(r.defence, t('omn.card.anObject')) : t('omn.refused.anyDefence'),
        action: actionText(r.action ?? ''),
      });
    case 'dodgedMelee':
      return t('omn.refused.dodgedMelee', { name });
  }
}
