/**
 * The Omnimodus skill roll (OMN-ROLL-1/2): 2T6 + skill value + modifiers. A natural total of
 * `perfectOn` (default 12, double six) is a perfect roll, of `fumbleOn` (default 2, double one) a fumble.
 * Every die is logged, with an `omnimodus/roll` event naming the factors.
 */
import type { Combatant } from '../../model/campaign';
import { mechanicalFactor, type DifficultyFactor } from '../core/difficulty';
import { rollDice } from '../core/rolls';
import type { SystemContext } from '../core/system';
import { DEFAULT_OMNIMODUS_SETTINGS } from './defaults';

/** The outcome of a skill roll. */
export interface OmnRollResult {
  /** The two dice as rolled. */
  readonly faces: readonly [number, number];
  /** The dice alone (2–12). */
  readonly natural: number;
  /** Skill value. */
  readonly skill: number;
  /** Sum of the modifiers. */
  readonly modifier: number;
  /** natural + skill + modifiers. */
  readonly total: number;
  /** OMN-ROLL-2: natural ≥ perfectOn. */
  readonly perfect: boolean;
  /** OMN-ROLL-2: natural ≤ fumbleOn. */
  readonly fumble: boolean;
}

/** Where perfect rolls and fumbles lie (OMN-ROLL-2 [setting]; omnSettings(state) supplies them). */
export interface OmnRollLimits {
  readonly perfectOn: number;
  readonly fumbleOn: number;
}

/** A modifier to a 2T6 roll as a difficulty factor (+ helps the roller). */
export const omnFactor = mechanicalFactor;

/** OMN-ROLL-2: is a natural 2T6 total perfect / a fumble under these limits. */
export function judgeNatural(natural: number, limits: OmnRollLimits): { perfect: boolean; fumble: boolean } {
  return { perfect: natural >= limits.perfectOn, fumble: natural <= limits.fumbleOn };
}

/**
 * OMN-ROLL-1/2: rolls 2T6 (or takes the context's entered dice) + `skill` + the modifiers, logs the dice
 * and an `omnimodus/roll` event, and returns the outcome.
 *
 * @param roller who rolls (for the log and the visibility: hidden combatants roll for the GM only)
 * @param skill the skill value (e.g. Närstrid)
 * @param modifiers table rows and situational modifiers, each with its source
 * @param purpose names the roll in the log (`initiative`, `attack`, `dodge`, …)
 * @param limits perfect / fumble limits, normally `omnSettings(state)`; the defaults (12 / 2) when absent
 * @param others who else takes part (the attack's target, the defence's attacker): hidden → GM only
 */
export function omnRoll(
  roller: Pick<Combatant, 'id' | 'hidden'>,
  skill: number,
  modifiers: readonly DifficultyFactor[],
  purpose: string,
  ctx: SystemContext,
  limits: OmnRollLimits = DEFAULT_OMNIMODUS_SETTINGS,
  others: readonly Pick<Combatant, 'hidden'>[] = [],
): OmnRollResult {
  // A roll against a hidden combatant (an attack at one, a defence against one) is the GM's only.
  const visibility = roller.hidden || others.some((c) => c.hidden) ? 'gm' : 'public';
  const dice = rollDice(ctx.dice, ctx.out, 2, 6, { roller: roller.id, purpose }, visibility);
  const faces: [number, number] = [dice[0] as number, dice[1] as number];
  const natural = faces[0] + faces[1];
  const modifier = modifiers.reduce((sum, f) => sum + f.effect, 0);
  const total = natural + skill + modifier;
  const result: OmnRollResult = { faces, natural, skill, modifier, total, ...judgeNatural(natural, limits) };
  ctx.out.emit(
    'omnimodus/roll',
    {
      id: roller.id,
      purpose,
      ...result,
      faces: [...faces],
      factors: modifiers.map((f) => ({ term: f.term, effect: f.effect })),
    },
    visibility,
  );
  return result;
}
