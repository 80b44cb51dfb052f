/**
 * What the attack resolver shows before the roll, computed by the engine from the state: the pool,
 * the factors with the suggested difficulty, and the exact odds (with and without the target's active
 * defence). The renderer only displays it.
 */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { IrtAttackOptions, IrtGmFactor } from './commands';
import type { IrtDifficulty } from './difficulty';
import { planIrtAttack, type IrtAttackPlan } from './attackFactors';
import { irtAttackOdds, type IrtAttackOdds } from './odds';
import { attr } from './sheet';

export interface IrtAttackPreviewInput {
  readonly attackerId: string;
  readonly targetId: string;
  readonly weaponId: string | null;
  readonly options: IrtAttackOptions;
  readonly gmFactors?: readonly IrtGmFactor[] | undefined;
  readonly override?: IrtDifficulty | null | undefined;
}

export interface IrtAttackPreview {
  readonly system: 'irt';
  readonly plan: IrtAttackPlan;
  /** Null when the attack is impossible. */
  readonly odds: IrtAttackOdds | null;
  /** The odds if the target dodges (IRT-DEF-2), or null when it cannot. */
  readonly oddsIfDefended: IrtAttackOdds | null;
}

/** Plans an attack and computes its exact odds (IRT-DICE-8 factors, odds by enumeration). */
export function previewIrtAttack(state: CampaignState, input: IrtAttackPreviewInput): IrtAttackPreview {
  const attacker = state.combatants.find((c) => c.id === input.attackerId);
  const target = state.combatants.find((c) => c.id === input.targetId);
  if (!attacker) throw new CommandError('not-found', `no combatant with id "${input.attackerId}"`);
  if (!target) throw new CommandError('not-found', `no combatant with id "${input.targetId}"`);
  if (attacker.id === target.id) throw new CommandError('invalid', 'a combatant cannot attack itself');
  const plan = planIrtAttack(
    state,
    attacker,
    target,
    input.weaponId,
    input.options,
    input.gmFactors ?? [],
    input.override ?? null,
  );
  if (plan.difficulty.impossible) return { system: 'irt', plan, odds: null, oddsIfDefended: null };
  const base = {
    pool: plan.pool,
    difficulty: plan.difficulty.difficulty,
    skada: plan.weapon.skada,
    skydd: plan.targetSkydd,
  };
  const defencePool = Math.max(0, attr(target, 'Smidighet') + attr(target, 'Strid'));
  return {
    system: 'irt',
    plan,
    odds: irtAttackOdds(base),
    oddsIfDefended: input.options.unaware ? null : irtAttackOdds({ ...base, defencePool }),
  };
}
