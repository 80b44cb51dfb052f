/** Core commands on the campaign clock. */
import type { CampaignState } from '../../../model/campaign';
import { advanceClock, clockSeconds } from '../clock';
import type { CommandContext, CoreCommandMap, DomainHandlers } from './types';

/** `time/advance`: the clock moves on by `seconds`; timers that fall due on the way fire. */
export function advanceTime(
  state: CampaignState,
  cmd: CoreCommandMap['time/advance'],
  ctx: CommandContext,
): CampaignState {
  ctx.out.emit('time/advanced', { seconds: cmd.seconds, from: clockSeconds(state) });
  return advanceClock(state, ctx.system, clockSeconds(state) + cmd.seconds, ctx);
}

/** The clock's commands. */
export const CLOCK_HANDLERS: DomainHandlers<'time'> = {
  'time/advance': advanceTime,
};
