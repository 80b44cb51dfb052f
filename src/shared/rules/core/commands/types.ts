/**
 * The shape of the engine core's command handlers: one small function per core command, grouped by
 * domain (campaign, combatants, encounter, map, library, clock) and gathered in one table
 * (`CORE_HANDLERS`, commands/index.ts). A system's own commands (`irt/…`, `d20/…`) go to its `RuleSystem`.
 */
import type { CampaignState, SystemId } from '../../../model/campaign';
import type { Command } from '../../../model/commands';
import type { RuleSystem, SystemContext } from '../system';

/**
 * A command the engine core handles for every system: any command not named `<system>/…` (the engine
 * hands those to the system's `RuleSystem.apply`).
 */
export type CoreCommand = Exclude<Command, { readonly type: `${SystemId}/${string}` }>;

/** The `type` of a core command (`combatant/add`, `encounter/nextTurn`, …). */
export type CoreCommandType = CoreCommand['type'];

/** Each core command's type mapped to its command, so a handler receives its own command narrowed. */
export type CoreCommandMap = { readonly [K in CoreCommandType]: Extract<CoreCommand, { readonly type: K }> };

/** What a core command's handler gets besides the state: the dice, the event sink and the campaign's system. */
export interface CommandContext extends SystemContext {
  /** The campaign's game system, for the hooks the core calls (turn start, resources, the clock's timers). */
  readonly system: RuleSystem;
}

/**
 * Applies one core command of type `K`: returns the next state (never mutating `state`), emits its events
 * to `ctx.out`, throws `CommandError` when the command does not fit the state.
 */
export type CommandHandler<K extends CoreCommandType> = (
  state: CampaignState,
  cmd: CoreCommandMap[K],
  ctx: CommandContext,
) => CampaignState;

/**
 * A handler for every core command whose type starts with one of `Prefix` (`token` → `token/move`, …):
 * a domain's table. A missing handler, or one whose type is misspelled or of another domain, does not compile.
 */
export type DomainHandlers<Prefix extends string> = {
  readonly [K in Extract<CoreCommandType, `${Prefix}/${string}`>]: CommandHandler<K>;
};

/** A handler for every core command, exactly one each. */
export type CoreHandlers = { readonly [K in CoreCommandType]: CommandHandler<K> };
