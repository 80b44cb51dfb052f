/**
 * A Swedish d20 campaign's settings with their defaults (kept apart from system.ts so the rule modules
 * can read them without importing the system that imports them).
 */
import type { CampaignState, D20Settings } from '../../model/campaign';

/** The d20 settings of a campaign, defaults filled in (Heroisk; EM buys a damage die or a manoeuvre). */
export function d20Settings(state: Pick<CampaignState, 'settings'>): D20Settings {
  return state.settings.d20 ?? DEFAULT_D20_SETTINGS;
}

/** D20-ATK-1 interpretation: the default EM uses, which the GM may edit per campaign. */
export const DEFAULT_D20_SETTINGS: D20Settings = {
  mode: 'Heroisk',
  emOptions: [
    { id: 'extraDie', name: '+1 skadetärning', effect: 'extraDie' },
    { id: 'manoeuvre', name: 'Fri taktisk manöver', effect: 'manoeuvre' },
  ],
};
