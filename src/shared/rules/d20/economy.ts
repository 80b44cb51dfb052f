/**
 * D20-TURN-1: each round a combatant has one main action, movement up to SMI steps and one reaction.
 * What is spent lives in `encounter.economy` (reset when a round starts); outside a fight nothing is
 * counted, so a GM can resolve a lone roll without starting an encounter.
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import { addSpent, spent } from '../core/economy';

export { addSpent, setSpent, spent } from '../core/economy';
import { CommandError } from '../core/errors';
import type { D20ActionCost } from './commands';
import { smi } from './sheet';

/** Steps of movement left this round (D20-TURN-1: up to SMI). */
export function stepsLeft(state: CampaignState, c: Combatant): number {
  return Math.max(0, smi(c) - spent(state, c.id).steps);
}

/** True while the reaction of this round is unspent (D20-TURN-1: at most one per round). */
export function hasReaction(state: CampaignState, id: string): boolean {
  return spent(state, id).reactions < 1;
}

/** True while the main action of this round is unspent. */
export function hasMainAction(state: CampaignState, id: string): boolean {
  return spent(state, id).main < 1;
}

/**
 * Pays for an action: the main action, the reaction, or nothing (a free manoeuvre). Refuses, with the
 * rule, when it is already spent this round.
 */
export function payAction(state: CampaignState, c: Combatant, cost: D20ActionCost): CampaignState {
  if (!state.encounter.active || cost === 'free') return state;
  if (cost === 'main') {
    if (!hasMainAction(state, c.id))
      throw new CommandError('invalid', `${c.name} has already used the main action this round (D20-TURN-1)`);
    return addSpent(state, c.id, { main: 1 });
  }
  if (!hasReaction(state, c.id))
    throw new CommandError('invalid', `${c.name} has already used the reaction this round (D20-TURN-1)`);
  return addSpent(state, c.id, { reactions: 1 });
}
