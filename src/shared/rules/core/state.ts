/**
 * Finding and replacing entities in a campaign state without mutating it: the engine, the map-editing
 * commands and every rule system share these, so a missing id always gets the same refusal.
 */
import type { z } from 'zod';
import type { Axial, CampaignState, Combatant, Condition, PendingAction, Scene } from '../../model/campaign';
import { CommandError } from './errors';

/** The item of `items` with `id`; refuses with `not-found`, naming the kind of thing (`what`) and the id. */
function findById<T extends { readonly id: string }>(items: readonly T[], id: string, what: string): T {
  const found = items.find((x) => x.id === id);
  if (!found) throw new CommandError('not-found', `no ${what} with id "${id}"`);
  return found;
}

/** `items` with `next` in place of the item with the same id. */
function replaceById<T extends { readonly id: string }>(items: readonly T[], next: T): T[] {
  return items.map((x) => (x.id === next.id ? next : x));
}

/** The combatant with `id`; refuses with `not-found`. */
export function findCombatant(state: CampaignState, id: string): Combatant {
  return findById(state.combatants, id, 'combatant');
}

/** The state with `next` in place of the combatant with the same id. */
export function replaceCombatant(state: CampaignState, next: Combatant): CampaignState {
  return { ...state, combatants: replaceById(state.combatants, next) };
}

/** The state with the combatant `id` given `condition`, in place of one with the same key. */
export function withCombatantCondition(
  state: CampaignState,
  id: string,
  condition: Condition,
): CampaignState {
  const c = findCombatant(state, id);
  return replaceCombatant(state, {
    ...c,
    conditions: [...c.conditions.filter((k) => k.key !== condition.key), condition],
  });
}

/** The scene with `id`; refuses with `not-found`. */
export function findScene(state: CampaignState, id: string): Scene {
  return findById(state.scenes, id, 'scene');
}

/** The state with `next` in place of the scene with the same id. */
export function replaceScene(state: CampaignState, next: Scene): CampaignState {
  return { ...state, scenes: replaceById(state.scenes, next) };
}

/** True when some zone of the scene's map holds the hex. */
export function isOnMap(scene: Scene, hex: Axial): boolean {
  return scene.map.zones.some((z) => z.hexes.some((h) => h.q === hex.q && h.r === hex.r));
}

/** The step of `kind` waiting in `state`; refuses (`invalid`) naming what is, or is not, waiting. */
export function waitingStep(state: CampaignState, kind: string): PendingAction {
  const p = state.pending;
  if (!p) throw new CommandError('invalid', `no ${kind} step is waiting`);
  if (p.kind !== kind) throw new CommandError('invalid', `the waiting step is ${p.kind}, not ${kind}`);
  return p;
}

/**
 * The data of the step waiting in `state` when it is of `kind` and reads as `schema`; null when no step
 * waits, another kind of step waits or its data does not fit.
 */
export function pendingDataOf<T>(state: CampaignState, kind: string, schema: z.ZodType<T>): T | null {
  if (state.pending?.kind !== kind) return null;
  const parsed = schema.safeParse(state.pending.data);
  return parsed.success ? parsed.data : null;
}
