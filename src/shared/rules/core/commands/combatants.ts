/**
 * Core commands on the roster: combatants join, leave, change, are copied; their resources, initiative
 * value and conditions are set.
 */
import { CommandError } from '../errors';
import { assertSheet, duplicateCombatant, updateCombatant } from '../roster';
import { findCombatant, replaceCombatant, withCombatantCondition } from '../state';
import { beginRoundOnceRolled, placeByInitiative } from '../turns';
import type { CommandHandler, DomainHandlers } from './types';

/** `combatant/add`: a new combatant joins the roster, and the end of a running order. */
export const addCombatant: CommandHandler<'combatant/add'> = (state, cmd, { out }) => {
  if (state.combatants.some((c) => c.id === cmd.combatant.id)) {
    throw new CommandError('conflict', `a combatant with id "${cmd.combatant.id}" already exists`);
  }
  // The system's ranges and only its own keys (IRT-CHAR-1: a PC's Fysik is 1–5, never −4).
  assertSheet(state.system, cmd.combatant);
  out.emit(
    'combatant/added',
    { id: cmd.combatant.id, name: cmd.combatant.name },
    cmd.combatant.hidden ? 'gm' : 'public',
  );
  const encounter = state.encounter.active
    ? { ...state.encounter, order: [...state.encounter.order, cmd.combatant.id] }
    : state.encounter;
  return { ...state, combatants: [...state.combatants, cmd.combatant], encounter };
};

/** `combatant/remove`: the combatant leaves the roster, the order and every map; the current turn holds. */
export const removeCombatant: CommandHandler<'combatant/remove'> = (state, cmd, { out }) => {
  const c = findCombatant(state, cmd.id);
  out.emit('combatant/removed', { id: c.id, name: c.name });
  const current = state.encounter.order[state.encounter.turnIndex];
  const order = state.encounter.order.filter((id) => id !== c.id);
  const turnIndex =
    current === undefined || current === c.id
      ? Math.min(state.encounter.turnIndex, order.length - 1)
      : order.indexOf(current);
  return {
    ...state,
    combatants: state.combatants.filter((x) => x.id !== c.id),
    scenes: state.scenes.map((s) => ({ ...s, tokens: s.tokens.filter((t) => t.combatantId !== c.id) })),
    encounter: {
      ...state.encounter,
      order,
      turnIndex,
      acted: state.encounter.acted.filter((id) => id !== c.id),
    },
  };
};

/** `combatant/update`: fields of the combatant change (rules/core/roster.ts logs what changed). */
export const updateCombatantFields: CommandHandler<'combatant/update'> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.id);
  const p = cmd.patch;
  // A changed sheet (or kind: a PC's ranges are narrower) is checked as a whole before it is stored.
  if (p.attributes || p.resources || p.kind || p.features) assertSheet(state.system, { ...c, ...p });
  return replaceCombatant(state, updateCombatant(c, cmd.patch, ctx.out, ctx.system.template));
};

/** `combatant/duplicate`: numbered copies of a combatant join the roster. */
export const duplicateCombatantCopies: CommandHandler<'combatant/duplicate'> = (state, cmd, { out }) => {
  return duplicateCombatant(state, cmd.id, cmd.copies, out);
};

/** `combatant/adjustResource`: a resource moves by `delta`; the system may react to the new value. */
export const adjustResource: CommandHandler<'combatant/adjustResource'> = (state, cmd, ctx) => {
  const { out, system } = ctx;
  const c = findCombatant(state, cmd.id);
  const before = c.resources[cmd.resource] ?? 0;
  const after = before + cmd.delta;
  out.emit('combatant/resourceChanged', { id: c.id, resource: cmd.resource, before, after });
  const next = replaceCombatant(state, { ...c, resources: { ...c.resources, [cmd.resource]: after } });
  return system.onResourceChanged
    ? system.onResourceChanged(next, c.id, cmd.resource, before, after, ctx)
    : next;
};

/** `combatant/setInitiative`: an initiative value typed in by hand. */
export const setInitiative: CommandHandler<'combatant/setInitiative'> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.id);
  // An empty value never takes anyone out of a running order by the way; that is initiative/remove.
  if (cmd.initiative === null && state.encounter.active && state.encounter.order.includes(c.id))
    throw new CommandError(
      'invalid',
      `${c.name} is in the running order: take them out of it (initiative/remove) instead of clearing the value`,
    );
  ctx.out.emit('combatant/initiativeSet', { id: c.id, initiative: cmd.initiative });
  const next = replaceCombatant(state, { ...c, initiative: cmd.initiative });
  // D20-INIT-1: while a new round waits, initiatives typed in by hand count like rolled ones.
  if (!state.encounter.active || !state.encounter.awaitingInitiative) return next;
  const order = placeByInitiative(next.combatants, state.encounter.order, [c.id]);
  return beginRoundOnceRolled({ ...next, encounter: { ...next.encounter, order } }, ctx.system, ctx);
};

/** `combatant/setCondition`: a condition is set, replacing one with the same key. */
export const setCondition: CommandHandler<'combatant/setCondition'> = (state, cmd, { out }) => {
  const c = findCombatant(state, cmd.id);
  out.emit(
    'condition/set',
    { id: c.id, key: cmd.condition.key },
    c.hidden ? 'gm' : cmd.condition.public ? 'public' : 'gm',
  );
  return withCombatantCondition(state, c.id, cmd.condition);
};

/** `combatant/removeCondition`: a condition the combatant has ends. */
export const removeCondition: CommandHandler<'combatant/removeCondition'> = (state, cmd, { out }) => {
  const c = findCombatant(state, cmd.id);
  const removed = c.conditions.find((k) => k.key === cmd.key);
  if (!removed) throw new CommandError('not-found', `${c.name} has no condition "${cmd.key}"`);
  // A GM-only condition stays the GM's on its way out too: its key never reaches players.
  out.emit('condition/removed', { id: c.id, key: cmd.key }, c.hidden || !removed.public ? 'gm' : 'public');
  return replaceCombatant(state, { ...c, conditions: c.conditions.filter((k) => k.key !== cmd.key) });
};

/** The roster's commands. */
export const COMBATANT_HANDLERS: DomainHandlers<'combatant'> = {
  'combatant/add': addCombatant,
  'combatant/remove': removeCombatant,
  'combatant/update': updateCombatantFields,
  'combatant/duplicate': duplicateCombatantCopies,
  'combatant/adjustResource': adjustResource,
  'combatant/setInitiative': setInitiative,
  'combatant/setCondition': setCondition,
  'combatant/removeCondition': removeCondition,
};
