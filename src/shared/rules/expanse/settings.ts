/** An Expanse campaign's settings, the defaults filled in. */
import type { CampaignState } from '../../model/campaign';
import type { ExpanseSettings } from '../../model/expanseSettings';
import { DEFAULT_EXPANSE_SETTINGS } from './defaults';

/** The campaign's Expanse settings (the defaults when it has none). */
export function expSettings(state: Pick<CampaignState, 'settings'>): ExpanseSettings {
  return state.settings.expanse ?? DEFAULT_EXPANSE_SETTINGS;
}
