/** Applies the Omnimodus turn commands (placeholder until written). */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import type { OmnTurnCommand } from './turnCommands';

export function applyTurnCommand(_s: CampaignState, cmd: OmnTurnCommand, _ctx: SystemContext): CampaignState {
  throw new CommandError('invalid', `${cmd.type} is not implemented yet`);
}

/** What a new round does (placeholder). */
export function omnRoundStart(state: CampaignState, _ctx: SystemContext): CampaignState {
  return state;
}
