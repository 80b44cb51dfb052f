/**
 * What the GM screen shows before an Expanse attack (EXP-ATK-1/2, EXP-RNG-1, EXP-SP-1, EXP-COV-1): every
 * modifier with its source, the target's Defense and cover, what refuses the attack (reach, line of
 * sight, range) and the exact odds of hitting and of earning stunt points.
 */
import type { z } from 'zod';
import type { CampaignState } from '../../model/campaign';
import type { ExpStunt } from '../../model/expanseSettings';
import { CommandError } from '../core/errors';
import { findCombatant } from '../core/state';
import { planAttack, type ExpCoverFactor, type ExpRefusal } from './attack';
import { cannotCharge } from './conditions';
import { checkCanAct, spendAction } from './turn';
import type { ExpAttack } from './commands';
import { expTestOdds, type ExpOdds } from './odds';
import { expSettings } from './settings';

/** A planned attack as the GM screen shows it. */
export interface ExpAttackPreview {
  readonly ability: 'Fighting' | 'Accuracy';
  readonly abilityValue: number;
  /** `key` names the factor for translation (`focus`, `aim`, `charge`, `beyondRange`, …). */
  readonly factors: readonly { key: string; term: string; effect: number }[];
  /** Ability + every modifier (add 3d6 for the total). */
  readonly modifier: number;
  readonly defense: number;
  readonly metres: number | null;
  /** A refusal the GM overrode (`rangeOverride`), null when allowed. */
  readonly rangeRefusal: string | null;
  /** Each refusal the GM overrode, with its kind and rule (EXP-ATK-1 reach or sight, EXP-RNG-1). */
  readonly refusals: readonly ExpRefusal[];
  /** EXP-COV-1: the target's cover — it adds to protection against the damage, not to the roll. */
  readonly cover: ExpCoverFactor | null;
  readonly odds: ExpOdds;
  /** The stunts by the least SP they need (EXP-STUNT-1), for the picker. */
  readonly stunts: readonly Pick<ExpStunt, 'id' | 'name' | 'min' | 'max' | 'effect'>[];
}

/**
 * Previews `expanse/attack` without rolling (a Charge is read as ending at `to`). Refuses what the command
 * would refuse for the weapon and range; returns null instead of throwing when `quiet`.
 */
export function previewExpanseAttack(
  state: CampaignState,
  request: Omit<z.infer<typeof ExpAttack>, 'type' | 'dice'>,
  quiet = false,
): ExpAttackPreview | null {
  try {
    // What `expanse/attack` refuses before planning (the turn economy, a Charge while prone …), so the
    // GM screen says so before the roll instead of after it.
    const attacker = findCombatant(state, request.attackerId);
    if (!request.granted && !request.interrupt) {
      checkCanAct(state, attacker);
      spendAction(state, attacker, 'major', true);
    }
    if (request.action === 'charge') {
      const why = cannotCharge(attacker);
      if (why)
        throw new CommandError(
          'invalid',
          `${attacker.name} cannot Charge while ${why} (EXP-ACT-MAJ, EXP-COND-1)`,
        );
    }
    const plan = planAttack(state, request, request.action === 'charge' ? request.to : undefined);
    const modifier = plan.abilityValue + plan.factors.reduce((a, f) => a + f.effect, 0);
    return {
      ability: plan.ability,
      abilityValue: plan.abilityValue,
      factors: plan.factors.map((f) => ({ key: f.key, term: f.term, effect: f.effect })),
      modifier,
      defense: plan.defense,
      metres: plan.metres,
      rangeRefusal: plan.rangeRefusal,
      refusals: plan.refusals,
      cover: plan.cover,
      odds: expTestOdds(modifier, plan.defense, request.action === 'stunt' ? 1 : 0),
      stunts: [...expSettings(state).stunts]
        .sort((a, b) => a.min - b.min)
        .map(({ id, name, min, max, effect }) => ({ id, name, min, max, effect })),
    };
  } catch (e) {
    if (quiet && e instanceof CommandError) return null;
    throw e;
  }
}
