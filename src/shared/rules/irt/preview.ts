/**
 * What the attack resolver shows before the roll, computed by the engine from the state: the pool,
 * the factors with the suggested difficulty, and the exact odds (with and without the target's active
 * defence). Powers riding on the attack (IRT-POW-2) are applied to a copy first, so their bonus shows
 * in the pool and the odds before anything is paid; the attack power (IRT-POW-4) and chosen abilities
 * (IRT-ABL-1) show their cost. The renderer only displays it.
 */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { EventSink } from '../core/events';
import type { DiceSource } from '../../dice/dice';
import type { IrtAttackOptions, IrtGmFactor, IrtPreviewRequest, RidingPower } from './commands';
import type { IrtDifficulty } from './difficulty';
import { planIrtAttack, type IrtAttackPlan } from './attackFactors';
import { irtAttackOdds, type IrtAttackOdds } from './odds';
import { attr } from './sheet';
import {
  activateRidingPowers,
  canPayPower,
  enhancementFokus,
  powerBaseCost,
  powerOf,
  powerPoolParts,
} from './powers';
import { getCombatant } from './health';

export interface IrtAttackPreviewInput {
  readonly attackerId: string;
  readonly targetId: string;
  readonly weaponId: string | null;
  /** IRT-POW-4: an attack power instead of a weapon. */
  readonly powerId?: string | undefined;
  readonly options: IrtAttackOptions;
  readonly gmFactors?: readonly IrtGmFactor[] | undefined;
  readonly override?: IrtDifficulty | null | undefined;
}

/** A power riding on the attack, as the preview shows it (IRT-POW-2). */
export interface IrtRidingPreview {
  readonly id: string;
  readonly name: string;
  readonly fokus: number;
}

export interface IrtAttackPreview {
  readonly system: 'irt';
  readonly plan: IrtAttackPlan;
  /** Null when the attack is impossible. */
  readonly odds: IrtAttackOdds | null;
  /** The odds if the target dodges (IRT-DEF-2), or null when it cannot. */
  readonly oddsIfDefended: IrtAttackOdds | null;
  /** The riding powers and what each costs (IRT-POW-2). */
  readonly riding: readonly IrtRidingPreview[];
  /**
   * Fokus paid on declaration: riding powers, the attack power's base cost, chosen abilities. The attack
   * power's "+Fokus" options (plan.power.plusFokus) come on top, on a hit only.
   */
  readonly fokusOnDeclare: number;
  /** Whether the attacker can pay all of it (Stress for the rest up to Stabilitet, IRT-DICE-7). */
  readonly canPay: boolean;
}

/** The preview never rolls: riding powers with a roll are refused before any die is asked for. */
const NO_DICE: DiceSource = {
  roll: () => {
    throw new CommandError('invalid', 'a preview rolls no dice');
  },
};

/** Plans an attack and computes its exact odds (IRT-DICE-8 factors, odds by enumeration). */
export function previewIrtAttack(state: CampaignState, input: IrtAttackPreviewInput): IrtAttackPreview {
  const attacker0 = state.combatants.find((c) => c.id === input.attackerId);
  const target = state.combatants.find((c) => c.id === input.targetId);
  if (!attacker0) throw new CommandError('not-found', `no combatant with id "${input.attackerId}"`);
  if (!target) throw new CommandError('not-found', `no combatant with id "${input.targetId}"`);
  if (attacker0.id === target.id) throw new CommandError('invalid', 'a combatant cannot attack itself');
  const ridingInput: readonly RidingPower[] = input.options.powers ?? [];
  const riding: IrtRidingPreview[] = ridingInput.map((r) => {
    const p = powerOf(attacker0, r.powerId);
    return {
      id: p.id,
      name: p.name,
      fokus: powerBaseCost(attacker0, p) + enhancementFokus(p, r.enhancements ?? []),
    };
  });
  // IRT-POW-2: apply the riding powers to a copy, as irt/attack will, so the pool shows their bonus.
  const applied = activateRidingPowers(state, attacker0.id, ridingInput, {
    dice: NO_DICE,
    out: new EventSink(),
  });
  const attacker = getCombatant(applied.state, attacker0.id);
  const plan = planIrtAttack(
    applied.state,
    attacker,
    target,
    input.weaponId,
    input.options,
    input.gmFactors ?? [],
    input.override ?? null,
    input.powerId ?? null,
  );
  const fokusOnDeclare =
    riding.reduce((n, r) => n + r.fokus, 0) + (plan.power?.baseFokus ?? 0) + plan.abilityFokus;
  const canPay = canPayPower(attacker0, fokusOnDeclare + (plan.power?.plusFokus ?? 0));
  const extras = { riding, fokusOnDeclare, canPay };
  if (plan.difficulty.impossible) return { system: 'irt', plan, odds: null, oddsIfDefended: null, ...extras };
  const base = {
    pool: plan.pool,
    difficulty: plan.difficulty.difficulty,
    skada: plan.skada,
    skydd: plan.targetSkydd,
  };
  const defencePool = Math.max(
    0,
    attr(target, 'Smidighet') +
      attr(target, 'Strid') +
      powerPoolParts(target, ['Smidighet', 'Strid']).reduce((n, p) => n + p.dice, 0),
  );
  return {
    system: 'irt',
    plan,
    odds: irtAttackOdds(base),
    oddsIfDefended:
      input.options.unaware || plan.noActiveDefence ? null : irtAttackOdds({ ...base, defencePool }),
    ...extras,
  };
}

/** The `rules:preview` answer for an attack. */
export type IrtPreview = IrtAttackPreview & { readonly kind: 'irt/attack' };

/** Answers a `rules:preview` request of I Rikets Tjänst. */
export function previewIrt(state: CampaignState, request: IrtPreviewRequest): IrtPreview {
  return { kind: 'irt/attack', ...previewIrtAttack(state, request.attack) };
}
