/** An Omnimodus campaign's settings and tables, the labelled defaults filled in. */
import type { CampaignState } from '../../model/campaign';
import type { OmnimodusSettings } from '../../model/omnimodusTables';
import { DEFAULT_OMNIMODUS_SETTINGS } from './defaults';

/** The campaign's Omnimodus settings (the defaults when it has none). */
export function omnSettings(state: Pick<CampaignState, 'settings'>): OmnimodusSettings {
  return state.settings.omnimodus ?? DEFAULT_OMNIMODUS_SETTINGS;
}
