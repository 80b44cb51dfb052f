/** What the property tests that turn generated steps into commands share. */
import type { Combatant } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';

/** The core command of each step kind that only moves the fight along (roll, start, next turn). */
export const FIGHT_STEP_COMMANDS = {
  roll: { type: 'initiative/roll' },
  start: { type: 'encounter/start' },
  nextTurn: { type: 'encounter/nextTurn' },
} as const satisfies Record<string, Command>;

/** Two different combatants chosen by a step's numbers `a` and `b`, wrapping around `cs`. */
export function pickTwo(cs: readonly Combatant[], a: number, b: number): [Combatant, Combatant] {
  const pick = (n: number): Combatant => cs[n % cs.length] as Combatant;
  return [pick(a), pick(b === a ? b + 1 : b)];
}
