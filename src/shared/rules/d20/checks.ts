/**
 * The one roll of the system: 1T20 + modifiers against an SV (D20-ATK-3/4; D20-ACT-4, D20-POS-1 and
 * the UTH roll of D20-ATK-6 roll the same way). Every die is logged; support from an ally (D20-ACT-5)
 * is used up by the next roll that counts it.
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import { mechanicalFactor, type DifficultyFactor } from '../core/difficulty';
import { rollDice } from '../core/rolls';
import { replaceCombatant } from '../core/state';
import type { SystemContext } from '../core/system';

/** The condition an ally's support leaves: +1 on the next roll (D20-ACT-5). */
export const SUPPORT_CONDITION = 'Stöd';

/** A roll's outcome. */
export interface D20CheckResult {
  readonly face: number;
  readonly modifier: number;
  readonly total: number;
  readonly sv: number;
  readonly success: boolean;
  /** D20-ATK-4: full steps of 5 above SV (0 on a bare success, 0 on a failure). */
  readonly emSteps: number;
}

/** D20-ATK-4: EM steps for a result against SV: 5–9 over is one, 10–14 two, … */
export function emStepsFor(total: number, sv: number): number {
  return total >= sv ? Math.floor((total - sv) / 5) : 0;
}

/** A factor with the d20 unit: a modifier to the roll (+ helps the roller). */
export const rollFactor = mechanicalFactor;

/** The +1 of a pending support, as a factor, or null (D20-ACT-5). */
export function supportFactor(c: Combatant): DifficultyFactor | null {
  const s = c.conditions.find((k) => k.key === SUPPORT_CONDITION);
  if (!s) return null;
  const by = typeof s.data?.byName === 'string' ? s.data.byName : undefined;
  return rollFactor('action', 'support', 'Stöd', 1, by);
}

/** The state with the roller's support used up (D20-ACT-5: on the next action only). */
export function useSupport(state: CampaignState, c: Combatant): CampaignState {
  if (!c.conditions.some((k) => k.key === SUPPORT_CONDITION)) return state;
  return replaceCombatant(state, {
    ...c,
    conditions: c.conditions.filter((k) => k.key !== SUPPORT_CONDITION),
  });
}

/**
 * Rolls 1T20 + the factors' sum against `sv`, logs the die and a `d20/check` event, and returns the
 * outcome. `purpose` names the roll in the log (`attack`, `Akrobatik`, `UTH`, …); `svOf` is the combatant
 * whose sheet gives the SV, if any.
 */
export function rollCheck(
  roller: Combatant,
  factors: readonly DifficultyFactor[],
  sv: number,
  purpose: string,
  ctx: SystemContext,
  visibility: 'public' | 'gm' = roller.hidden ? 'gm' : 'public',
  svOf?: string,
): D20CheckResult {
  const [face] = rollDice(ctx.dice, ctx.out, 1, 20, { roller: roller.id, purpose }, visibility);
  const modifier = factors.reduce((sum, f) => sum + f.effect, 0);
  const total = (face as number) + modifier;
  const success = total >= sv;
  const result = { face: face as number, modifier, total, sv, success, emSteps: emStepsFor(total, sv) };
  ctx.out.emit(
    'd20/check',
    {
      id: roller.id,
      purpose,
      ...result,
      factors: factors.map((f) => ({ term: f.term, effect: f.effect })),
      // Whose sheet the SV comes from (the target's Försvar, the attack total parried): the player view
      // hides NPCs' numbers (view/playerView.ts NPC_NUMBERS).
      ...(svOf !== undefined ? { svOf } : {}),
    },
    visibility,
  );
  return result;
}
