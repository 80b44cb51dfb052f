/**
 * The engine core's commands: one table with exactly one handler per core command type, gathered from
 * the domains' tables. A command missing from every domain, or a handler under a misspelled type, does
 * not compile (`CoreHandlers`, `DomainHandlers`); each domain holds only its own prefixes, so no type
 * has two handlers.
 */
import type { CampaignState } from '../../../model/campaign';
import type { Command } from '../../../model/commands';
import { CAMPAIGN_HANDLERS } from './campaign';
import { CLOCK_HANDLERS } from './clock';
import { COMBATANT_HANDLERS } from './combatants';
import { ENCOUNTER_HANDLERS } from './encounter';
import { LIBRARY_HANDLERS } from './library';
import { MAP_HANDLERS } from './map';
import type { CommandContext, CoreCommand, CoreCommandMap, CoreCommandType, CoreHandlers } from './types';

export type {
  CommandContext,
  CommandHandler,
  CoreCommand,
  CoreCommandMap,
  CoreCommandType,
  CoreHandlers,
  DomainHandlers,
} from './types';

/** Every core command's handler, by command type. */
export const CORE_HANDLERS: CoreHandlers = {
  ...CAMPAIGN_HANDLERS,
  ...COMBATANT_HANDLERS,
  ...ENCOUNTER_HANDLERS,
  ...MAP_HANDLERS,
  ...LIBRARY_HANDLERS,
  ...CLOCK_HANDLERS,
};

/** Whether the engine core handles `cmd` itself (otherwise it is the campaign's system's, or no one's). */
export function isCoreCommand(cmd: Command): cmd is CoreCommand {
  // Own keys only: a type such as `toString` is no core command.
  return Object.hasOwn(CORE_HANDLERS, cmd.type);
}

/**
 * Applies a core command through its handler. `type` is `cmd.type`, passed apart so that the handler
 * looked up and the command it receives are typed as one (`CoreHandlers[K]` takes `CoreCommandMap[K]`).
 *
 * @example
 * if (isCoreCommand(cmd)) return runCoreCommand(state, cmd.type, cmd, ctx);
 */
export function runCoreCommand<K extends CoreCommandType>(
  state: CampaignState,
  type: K,
  cmd: CoreCommandMap[K],
  ctx: CommandContext,
): CampaignState {
  const handler: CoreHandlers[K] = CORE_HANDLERS[type];
  return handler(state, cmd, ctx);
}
