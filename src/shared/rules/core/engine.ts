/**
 * The engine: a pure function `(state, command, ctx) → { state, events }`. It never mutates its
 * input (structural sharing), never reads a clock or a random source itself (dice come from `ctx`),
 * and appends every event it emits to the campaign log so that undo restores the log too.
 */
import { DiceScriptError, scriptedDice, type DiceSource } from '../../dice/dice';
import type { CampaignState, LogEntry } from '../../model/campaign';
import type { Command } from '../../model/commands';
import { brokenContacts, contactSeen } from './placement';
import { EventSink, type EngineEvent } from './events';
import { CommandError } from './errors';
import { beginRoundOnceRolled, placeByInitiative } from './turns';
import { isCoreCommand, runCoreCommand, type CommandContext } from './commands';
import { ruleSystem } from '../registry';

/** What a command may use besides the state. */
export interface EngineContext {
  readonly dice: DiceSource;
}

/** The result of applying a command. */
export interface EngineResult {
  readonly state: CampaignState;
  readonly events: readonly EngineEvent[];
}

export { CommandError, type CommandErrorCode } from './errors';

/**
 * Applies one command to the state, its events to `out`: a core command through its handler
 * (rules/core/commands/), a command of the campaign's system through the system's `RuleSystem.apply`.
 */
function apply(state: CampaignState, cmd: Command, ctx: EngineContext, out: EventSink): CampaignState {
  const system = ruleSystem(state.system);
  const context: CommandContext = { dice: ctx.dice, out, system };
  if (isCoreCommand(cmd)) return runCoreCommand(state, cmd.type, cmd, context);
  const prefix = cmd.type.split('/')[0];
  if (prefix !== state.system)
    throw new CommandError('invalid', `${cmd.type} is not a command of ${system.name}`);
  const next = system.apply(state, cmd, context);
  // OMN-INIT-3: a system command may give a waiting round's initiative (keep waiting instead of
  // rolling); like a hand-typed initiative, the round starts once everyone in the order has one.
  if (!next.encounter.active || !next.encounter.awaitingInitiative || next === state) return next;
  const before = new Map(state.combatants.map((c) => [c.id, c.initiative]));
  const changed = next.combatants.filter((c) => before.get(c.id) !== c.initiative).map((c) => c.id);
  const order = placeByInitiative(next.combatants, next.encounter.order, changed);
  return beginRoundOnceRolled({ ...next, encounter: { ...next.encounter, order } }, system, context);
}

/**
 * Contact holds while both stand in one hex: after any command (token/move, a system's move,
 * token/remove, combatant/remove), pairs whose tokens parted or went are dropped and logged.
 */
function pruneContacts(before: CampaignState, state: CampaignState, out: EventSink): CampaignState {
  if (state === before || !state.scenes.some((sc) => sc.contacts?.length)) return state;
  const ids = new Set(state.combatants.map((c) => c.id));
  let changed = false;
  const scenes = state.scenes.map((sc) => {
    const broken = sc.contacts?.length ? brokenContacts(sc, ids) : [];
    if (broken.length === 0) return sc;
    changed = true;
    const gone = new Set(broken);
    for (const p of broken) {
      const toks = [p.a, p.b].map(
        (id) =>
          sc.tokens.find((t) => t.combatantId === id) ??
          before.scenes.find((x) => x.id === sc.id)?.tokens.find((t) => t.combatantId === id) ?? {
            hidden: false,
            combatantId: id,
          },
      );
      out.emit('token/contactBroken', { combatantId: p.a, withId: p.b }, contactSeen(before, ...toks));
    }
    return { ...sc, contacts: (sc.contacts ?? []).filter((p) => !gone.has(p)) };
  });
  return changed ? { ...state, scenes } : state;
}

/** Appends events to the log with consecutive sequence numbers and the current round. */
function appendToLog(state: CampaignState, events: readonly EngineEvent[]): CampaignState {
  if (events.length === 0) return state;
  const last = state.log[state.log.length - 1];
  let seq = last ? last.seq + 1 : 0;
  const entries: LogEntry[] = events.map((e) => ({
    seq: seq++,
    round: state.encounter.round,
    type: e.type,
    public: e.public,
    data: { ...e.data },
  }));
  return { ...state, log: [...state.log, ...entries] };
}

/**
 * Applies one command. Throws {@link CommandError} (state untouched) when the command does not fit
 * the state; throws `DiceScriptError` when entered dice do not fit the roll.
 *
 * @example
 * const { state: next, events } = applyCommand(state, { type: 'encounter/nextTurn' }, { dice: cryptoDice() });
 */
export function applyCommand(state: CampaignState, command: Command, ctx: EngineContext): EngineResult {
  const sink = new EventSink();
  // Physical dice typed in by the GM replace the app's dice for this command, and must all be used.
  const faces = 'dice' in command ? command.dice : undefined;
  const entered = faces ? scriptedDice(faces) : null;
  const next = pruneContacts(state, apply(state, command, entered ? { dice: entered } : ctx, sink), sink);
  if (entered && entered.remaining() > 0 && sink.rollsEndedEarly) {
    sink.emit('dice/unused', { count: entered.remaining() });
  } else if (entered && entered.remaining() > 0) {
    throw new DiceScriptError(
      `${entered.remaining()} of the ${faces?.length ?? 0} entered dice were not needed`,
      { kind: 'unused', count: entered.remaining() },
    );
  }
  return { state: appendToLog(next, sink.events), events: sink.events };
}
