/**
 * The action economy of an IRT turn (IRT-ACT-1…6) as pure functions: how many actions a turn's plan
 * counts as, how much harder that makes each of them, and what cannot be combined. The attack and move
 * commands apply the same rules from their options (`twoActions`, `charge`, movement this round,
 * concentration); these functions let the UI check a whole turn, and keep the rules in one place.
 */
import type { CampaignState } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import { getCombatant, putCombatant } from './health';
import { IRT_KONCENTRATION } from './attackFactors';

/** What a character does in a turn. `trivial` is a short line, dropping an item, drawing a weapon (IRT-ACT-6). */
export type IrtActionKind =
  | 'attack'
  | 'aimedAttack'
  | 'power'
  | 'reload'
  | 'holdPressure'
  | 'move'
  | 'standUp'
  | 'care'
  | 'carefulCare'
  | 'breakFree'
  | 'charge'
  | 'moveAndShoot'
  | 'trivial';

/** Kinds that include moving (IRT-ACT-3 combined actions count as one action but still move). */
const MOVES: readonly IrtActionKind[] = ['move', 'charge', 'moveAndShoot'];
/** IRT-ACT-4: these cannot be combined with movement in the same round. */
const STILL: readonly IrtActionKind[] = ['aimedAttack', 'carefulCare'];

/** A turn's plan, as the GM or the UI describes it. */
export interface IrtTurnPlan {
  readonly actions: readonly IrtActionKind[];
  /** IRT-ACT-5: the character keeps a power up while acting. */
  readonly concentrating?: boolean;
  /** The character has already moved this round (e.g. a move before this turn's attack). */
  readonly movedThisRound?: boolean;
}

/** How a turn counts. */
export interface IrtTurnCost {
  /** Actions the turn counts as (trivial things are free; combined actions count once). */
  readonly actions: number;
  /** Steps harder for each action (IRT-ACT-2: 1 with two actions). */
  readonly stepsHarder: number;
  /** False when the plan breaks a rule; `reason` says which. */
  readonly allowed: boolean;
  readonly reason: string | null;
}

/**
 * IRT-ACT-1: one action normally; IRT-ACT-2: two are allowed, each one step harder; more are not.
 * IRT-ACT-3: Stormning and move-and-shoot abilities count as one. IRT-ACT-4: aiming and careful care
 * fail when combined with moving. IRT-ACT-5: acting while concentrating counts as two actions.
 * IRT-ACT-6: trivial things cost nothing.
 */
export function turnCost(plan: IrtTurnPlan): IrtTurnCost {
  const real = plan.actions.filter((a) => a !== 'trivial');
  let actions = real.length;
  if (plan.concentrating && actions >= 1) actions = Math.max(actions, 2);
  const moves = plan.movedThisRound === true || real.some((a) => MOVES.includes(a));
  const still = real.find((a) => STILL.includes(a));
  let reason: string | null = null;
  if (still && moves) reason = `${still} cannot be combined with moving this round (IRT-ACT-4)`;
  else if (actions > 2) reason = 'at most two actions in a turn (IRT-ACT-2)';
  return { actions, stepsHarder: actions >= 2 ? 1 : 0, allowed: reason === null, reason };
}

/** Whether a combatant is keeping a power up (IRT-ACT-5). */
export function isConcentrating(state: CampaignState, id: string): boolean {
  // A power kept up by concentration (powers.ts, IRT-POW-5), on the user or on its target, counts as well.
  return (
    getCombatant(state, id).conditions.some((k) => k.key === IRT_KONCENTRATION) ||
    state.combatants.some((c) =>
      c.conditions.some((k) => k.data?.concentration === true && k.data.owner === id),
    )
  );
}

/**
 * IRT-ACT-5: a power with the Koncentration limit (condition `Koncentration` with
 * `data.koncentrationLimit: true`) breaks when its user takes damage. Idempotent: no condition, no change.
 */
export function breakConcentrationOnDamage(
  state: CampaignState,
  id: string,
  kp: number,
  ctx: SystemContext,
): CampaignState {
  if (kp < 1) return state;
  const c = getCombatant(state, id);
  const k = c.conditions.find((x) => x.key === IRT_KONCENTRATION);
  if (!k || k.data?.koncentrationLimit !== true) return state;
  ctx.out.emit('irt/concentrationBroken', { id, power: k.note, kp }, c.hidden ? 'gm' : 'public');
  return putCombatant(state, { ...c, conditions: c.conditions.filter((x) => x !== k) });
}
