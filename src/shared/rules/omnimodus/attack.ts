/** Applies the Omnimodus attack commands (placeholder until written). */
import type { CampaignState, Combatant } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import type { OmnAttackCommand } from './attackCommands';

export function applyAttackCommand(
  _s: CampaignState,
  cmd: OmnAttackCommand,
  _ctx: SystemContext,
): CampaignState {
  throw new CommandError('invalid', `${cmd.type} is not implemented yet`);
}

/** The worst wound on any area in the system's words (placeholder). */
export function omnWoundWord(_c: Combatant): string | null {
  return null;
}
