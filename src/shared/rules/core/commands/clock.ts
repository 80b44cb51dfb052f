/** Core commands on the campaign clock. */
import { advanceClock, clockSeconds } from '../clock';
import type { CommandHandler, DomainHandlers } from './types';

/** `time/advance`: the clock moves on by `seconds`; timers that fall due on the way fire. */
export const advanceTime: CommandHandler<'time/advance'> = (state, cmd, ctx) => {
  ctx.out.emit('time/advanced', { seconds: cmd.seconds, from: clockSeconds(state) });
  return advanceClock(state, ctx.system, clockSeconds(state) + cmd.seconds, ctx);
};

/** The clock's commands. */
export const CLOCK_HANDLERS: DomainHandlers<'time'> = {
  'time/advance': advanceTime,
};
