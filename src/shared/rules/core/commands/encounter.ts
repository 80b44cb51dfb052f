/**
 * Core commands on the encounter: it starts, turns pass, it ends; initiative is rolled, the running
 * order is rearranged by hand, the surprised are named.
 */
import { DiceScriptError, scriptedDice } from '../../../dice/dice';
import type { CampaignState } from '../../../model/campaign';
import { CommandError } from '../errors';
import { findCombatant, replaceCombatant } from '../state';
import { turnSpan } from '../system';
import {
  beginRoundOnceRolled,
  groupOfIn,
  initiativeOrder,
  rollInitiative,
  skipUnableToAct,
  startRound,
  startTurn,
} from '../turns';
import type { CommandHandler, DomainHandlers } from './types';

/** `encounter/start`: round 1 begins in initiative order, and the first turn with it (or the wait for a roll). */
export const startEncounter: CommandHandler<'encounter/start'> = (state, _cmd, ctx) => {
  const { out, system } = ctx;
  const order = initiativeOrder(state.combatants);
  // The order itself is in the state; logging it here would put hidden combatants' ids in a public entry.
  out.emit('encounter/started', { round: 1 }, 'public');
  const started = skipUnableToAct({
    ...state,
    encounter: {
      active: true,
      round: 1,
      order,
      turnIndex: order.length > 0 ? 0 : -1,
      acted: [],
      surprised: state.encounter.surprised ?? [],
    },
  });
  // D20-INIT-1: a system that rolls every round waits for round 1's roll too when someone has none.
  // Otherwise the first turn starts like every other (EXP-COND-1: a Dying first loses Constitution).
  if (!system.initiative?.eachRound || state.combatants.every((c) => c.initiative !== null))
    return startTurn(started, system, ctx);
  out.emit('initiative/needed', { round: 1 }, 'public');
  return { ...started, encounter: { ...started.encounter, turnIndex: -1, awaitingInitiative: true } };
};

/** `encounter/nextTurn`: the current turn ends; the next one starts, or a new round after the last. */
export const nextTurn: CommandHandler<'encounter/nextTurn'> = (state, _cmd, ctx) => {
  const { out, system } = ctx;
  const enc = state.encounter;
  if (!enc.active || enc.order.length === 0) throw new CommandError('invalid', 'no encounter is running');
  if (enc.awaitingInitiative)
    throw new CommandError('invalid', `roll initiative for round ${enc.round} first (D20-INIT-1)`);
  // EXP-INIT-2: a group acting together ends its turn together.
  const span = turnSpan(state, enc.turnIndex, groupOfIn(system));
  const newly = span.members.filter((id) => !enc.acted.includes(id));
  const acted = newly.length > 0 ? [...enc.acted, ...newly] : enc.acted;
  let nextIndex = span.end;
  // IRT-INIT-3: surprised participants are passed over in round 1.
  while (
    enc.round === 1 &&
    nextIndex < enc.order.length &&
    enc.surprised?.includes(enc.order[nextIndex] as string)
  )
    nextIndex++;
  if (nextIndex >= enc.order.length)
    return startRound({ ...state, encounter: { ...enc, acted } }, system, ctx);
  out.emit('encounter/turnStarted', { combatantId: enc.order[nextIndex] }, 'gm');
  return startTurn({ ...state, encounter: { ...enc, turnIndex: nextIndex, acted } }, system, ctx);
};

/** `encounter/end`: the fight is over; the system closes what lasts only for it. */
export const endEncounter: CommandHandler<'encounter/end'> = (state, _cmd, ctx) => {
  const { out, system } = ctx;
  out.emit('encounter/ended', { rounds: state.encounter.round }, 'public');
  const closing = system.onEncounterEnd ? system.onEncounterEnd(state, ctx) : state;
  const ended = {
    ...closing,
    encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
  };
  // D20-INIT-1: initiative rolled for a round means nothing in the next fight; it starts from a new roll.
  return system.initiative?.eachRound
    ? {
        ...ended,
        combatants: ended.combatants.map((c) =>
          c.initiative === null ? c : { ...c, initiative: null, initiativeTiebreak: [] },
        ),
      }
    : ended;
};

/** `encounter/setSurprised`: names those who are surprised (they do not act in round 1, IRT-INIT-3). */
export const setSurprised: CommandHandler<'encounter/setSurprised'> = (state, cmd, { out }) => {
  for (const id of cmd.ids) findCombatant(state, id);
  out.emit('encounter/surprised', { ids: cmd.ids });
  return skipUnableToAct({ ...state, encounter: { ...state.encounter, surprised: [...cmd.ids] } });
};

/**
 * `initiative/roll`: rolls initiative through the system's rules for the named combatants (default: those
 * the running order waits for, the running order, or everyone); entered dice must all be used.
 */
export const rollInitiativeFor: CommandHandler<'initiative/roll'> = (state, cmd, ctx) => {
  // OMN-INIT-3: while a new round waits, those who already have this round's value (kept waiting,
  // typed in) are not rolled again unless named.
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const ids =
    cmd.combatantIds ??
    (state.encounter.active
      ? state.encounter.awaitingInitiative
        ? state.encounter.order.filter((id) => byId.get(id)?.initiative === null)
        : state.encounter.order
      : state.combatants.map((c) => c.id));
  const entered = new Map((cmd.entered ?? []).map((e) => [e.combatantId, scriptedDice(e.dice)]));
  for (const id of entered.keys())
    if (!ids.includes(id))
      throw new CommandError('invalid', `dice were entered for "${id}", who is not rolling`);
  const next = rollInitiative(state, ctx.system, ids, entered, ctx);
  for (const [id, d] of entered)
    if (d.remaining() > 0)
      throw new DiceScriptError(`${d.remaining()} entered dice for "${id}" were not needed`, {
        kind: 'unused',
        count: d.remaining(),
        roller: id,
      });
  return next;
};

/** `initiative/move`: the GM drags a combatant to another place in the running order. */
export const moveInOrder: CommandHandler<'initiative/move'> = (state, cmd, ctx) => {
  const { out, system } = ctx;
  const enc = state.encounter;
  const c = findCombatant(state, cmd.id);
  const from = enc.order.indexOf(c.id);
  if (!enc.active || from < 0)
    throw new CommandError('invalid', `${c.name} is not in a running order (start the encounter first)`);
  if (cmd.to >= enc.order.length)
    throw new CommandError('invalid', `the order has ${enc.order.length} places, not ${cmd.to + 1}`);
  if (cmd.to === from) throw new CommandError('invalid', `${c.name} is already at place ${from + 1}`);
  const order = enc.order.filter((id) => id !== c.id);
  order.splice(cmd.to, 0, c.id);
  out.emit('initiative/moved', { id: c.id, before: from + 1, after: cmd.to + 1 }, c.hidden ? 'gm' : 'public');
  const current = enc.order[enc.turnIndex];
  const at = (turnIndex: number): CampaignState => ({
    ...state,
    encounter: { ...enc, order, turnIndex },
  });
  // Waiting for the round's initiative (D20-INIT-1): no turn yet, the order is all there is.
  if (current === undefined) return at(enc.turnIndex);
  // Nobody has finished a turn this round: the round begins again with the new first (IRT-INIT-3:
  // the surprised are passed over in round 1).
  if (enc.acted.length === 0) {
    const s = skipUnableToAct(at(0));
    const first = s.encounter.order[s.encounter.turnIndex];
    if (first === current || first === undefined) return s;
    out.emit('encounter/turnStarted', { combatantId: first }, 'gm');
    return startTurn(s, system, ctx);
  }
  // Under way: who has acted stays before the turn, who has not stays after it (no one acts twice
  // in a round or misses it by a drag).
  if (c.id !== current) {
    const now = order.indexOf(current);
    if (from < enc.turnIndex !== cmd.to < now)
      throw new CommandError(
        'invalid',
        from < enc.turnIndex
          ? `${c.name} has acted this round: move them among those who have acted`
          : `${c.name} has not acted this round: move them after the current turn`,
      );
    return at(now);
  }
  if (cmd.to < from)
    throw new CommandError('invalid', `${c.name} has the turn: they can wait for a later place only`);
  // The one acting waits for a later place (a delayed turn): whoever now stands in their place acts;
  // IRT-INIT-3: the surprised are still passed over in round 1.
  let i = enc.turnIndex;
  while (enc.round === 1 && i < cmd.to && enc.surprised?.includes(order[i] as string)) i++;
  out.emit('encounter/turnStarted', { combatantId: order[i] }, 'gm');
  return startTurn(at(i), system, ctx);
};

/** `initiative/remove`: takes a combatant out of the running order; they stay in the campaign. */
export const removeFromOrder: CommandHandler<'initiative/remove'> = (state, cmd, ctx) => {
  const enc = state.encounter;
  const c = findCombatant(state, cmd.id);
  if (!enc.active || !enc.order.includes(c.id))
    throw new CommandError('invalid', `${c.name} is not in a running order`);
  if (enc.order.length === 1)
    throw new CommandError('invalid', `${c.name} is the last one in the order: end the encounter instead`);
  const current = enc.order[enc.turnIndex];
  if (current === c.id)
    throw new CommandError('invalid', `it is ${c.name}'s turn: end it before taking them out of the order`);
  const order = enc.order.filter((id) => id !== c.id);
  ctx.out.emit('initiative/removed', { id: c.id }, c.hidden ? 'gm' : 'public');
  // No value left: the track offers a roll, and that roll places them back in the order.
  const next = replaceCombatant(state, { ...c, initiative: null, initiativeTiebreak: [] });
  const removed: CampaignState = {
    ...next,
    encounter: {
      ...enc,
      order,
      turnIndex: current === undefined ? enc.turnIndex : order.indexOf(current),
      acted: enc.acted.filter((id) => id !== c.id),
    },
  };
  // D20-INIT-1: a waiting round may have waited only for them.
  return enc.awaitingInitiative ? beginRoundOnceRolled(removed, ctx.system, ctx) : removed;
};

/** The encounter's and the running order's commands. */
export const ENCOUNTER_HANDLERS: DomainHandlers<'encounter' | 'initiative'> = {
  'encounter/start': startEncounter,
  'encounter/nextTurn': nextTurn,
  'encounter/end': endEncounter,
  'encounter/setSurprised': setSurprised,
  'initiative/roll': rollInitiativeFor,
  'initiative/move': moveInOrder,
  'initiative/remove': removeFromOrder,
};
