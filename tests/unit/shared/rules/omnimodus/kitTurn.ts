/**
 * The turn engine's kit: the attack kit's fight (Alva and Grim, Närstrid 4, Manövrar 3, Förflyttning 6)
 * with a third fighter, Dag (npc), and helpers to start a fight and roll a round's initiative with
 * entered dice. Every roll is entered.
 */
import type { CampaignState } from '@shared/model/campaign';
import type { OmnimodusSettings } from '@shared/model/omnimodusTables';
import { run, runAll, who } from '../../../../helpers/engine';
import { rollInit } from '../../../helpers/initiative';
import { omnFight } from './kitAttack';

export { NO_DICE, run, runAll, who, event } from '../../../../helpers/engine';
export { attrs, patch } from './kitAttack';
export { rollInit } from '../../../helpers/initiative';

/** Alva, Grim and Dag (a copy of Grim), no fight running. */
export function turnFight(settings?: Partial<OmnimodusSettings>): CampaignState {
  const s = omnFight(settings);
  const grim = who(s, 'c-grim');
  return { ...s, combatants: [...s.combatants, { ...grim, id: 'c-dag', name: 'Dag' }] };
}

/** Starts the fight and rolls round 1 with `dice`. */
export function started(s: CampaignState, dice: Record<string, number[]>): CampaignState {
  return runAll(s, { type: 'encounter/start' }, rollInit(dice));
}

/** Ends the current round (next turn until a new round waits for initiative). */
export function endRound(s: CampaignState): CampaignState {
  let x = s;
  const round = s.encounter.round;
  while (x.encounter.round === round) x = run(x, { type: 'encounter/nextTurn' }).state;
  return x;
}

/** Whose turn it is. */
export function current(s: CampaignState): string | undefined {
  return s.encounter.order[s.encounter.turnIndex];
}
