/** What a new round does in d20 (conditions ending, bleeding). */
import type { CampaignState } from '../../model/campaign';
import type { SystemContext } from '../core/system';

export function d20RoundStart(state: CampaignState, _ctx: SystemContext): CampaignState {
  return state;
}
