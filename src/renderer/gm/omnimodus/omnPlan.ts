/**
 * What the Omnimodus screens show before a roll, read from the snapshot with the engine's own pure
 * functions (planOmnAttack, omnAttackOdds, allowedDefences …): the attack's modifiers, the defender's
 * ways to defend with their modifiers, and the exact odds. Nothing here decides a rule; the engine
 * checks everything again when the command arrives.
 */
import type { CampaignState, Combatant, Weapon } from '@shared/model/campaign';
import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import { spent } from '@shared/rules/core/economy';
import { allowedDefences, avvaktaBonus, type OmnDefence } from '@shared/rules/omnimodus/actions';
import {
  canBlock,
  planOmnAttack,
  type OmnAttackPlan,
  type OmnWeaponType,
} from '@shared/rules/omnimodus/attack';
import { omnAttackOdds } from '@shared/rules/omnimodus/odds';
import { omnFactor } from '@shared/rules/omnimodus/roll';
import { omnSettings } from '@shared/rules/omnimodus/settings';
import { omnValue } from '@shared/rules/omnimodus/sheet';

/** The attack dialog's choices, as `omnimodus/attack` takes them (without dice). */
export type OmnAttackInput = Parameters<typeof planOmnAttack>[1];

/** A plan, or the engine's refusal in its own words. */
export type PlanResult = { ok: true; plan: OmnAttackPlan } | { ok: false; message: string };

/** Plans the attack the dialog describes, catching the engine's refusal as a message. */
export function tryPlan(state: CampaignState, input: OmnAttackInput): PlanResult {
  try {
    return { ok: true, plan: planOmnAttack(state, input) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** One way the defender can defend, with its modifiers (OMN-DEF-2/4). */
export interface DefenceOption {
  readonly kind: OmnDefence;
  /** The blocking object (block only). */
  readonly object: Weapon | null;
  /** Skill + every modifier the engine adds by itself (not the GM's table rows). */
  readonly modifier: number;
  readonly factors: readonly DifficultyFactor[];
}

function factor(term: string, effect: number): DifficultyFactor {
  return omnFactor('action', term, term, effect);
}

/**
 * The objects `defender` may block an attack of `type` with (OMN-DEF-2: melee and thrown with any
 * object; primitive missiles with a shield; firearms never), not broken, not the weapon it attacked with
 * this round (OMN-ACT-1, checked by the engine, which knows the round's attacks).
 */
export function blockingObjects(defender: Combatant, type: OmnWeaponType): Weapon[] {
  return defender.weapons.filter((w) => w.values.Trasig !== true && canBlock(type, w));
}

/**
 * OMN-DEF-2/3/4, OMN-ACT-3/4, OMN-ATK-3: the defences `defenderId` may use against an attack of `type`
 * in `style`, each with the skill and the modifiers the engine adds itself (earlier defences −2 each,
 * Avvakta +2, quick −2 / powerful +2, the object's Försvarsvärde).
 */
export function defenceOptions(
  state: CampaignState,
  defenderId: string,
  type: OmnWeaponType,
  style: 'normal' | 'quick' | 'powerful',
): DefenceOption[] {
  const defender = state.combatants.find((c) => c.id === defenderId);
  if (!defender) return [];
  const common: DifficultyFactor[] = [];
  const earlier = spent(state, defenderId).reactions;
  if (earlier > 0) common.push(factor('Tidigare försvar', -2 * earlier));
  const avvakta = avvaktaBonus(state, defenderId);
  if (avvakta) common.push(factor('Avvaktar', avvakta));
  if (style === 'quick') common.push(factor('Snabbt anfall', -2));
  if (style === 'powerful') common.push(factor('Kraftfullt anfall', 2));
  const sum = (fs: readonly DifficultyFactor[]): number => fs.reduce((a, f) => a + f.effect, 0);
  const out: DefenceOption[] = [];
  for (const kind of allowedDefences(state, defenderId, type)) {
    if (kind === 'dodge') {
      const factors = [factor('Manövrar', omnValue(defender, 'Manövrar')), ...common];
      out.push({ kind, object: null, modifier: sum(factors), factors });
      continue;
    }
    for (const object of blockingObjects(defender, type)) {
      const fv = Number(object.values.Försvarsvärde ?? 0) || 0;
      const factors = [
        factor('Närstrid', omnValue(defender, 'Närstrid')),
        factor(`Försvarsvärde (${object.name})`, fv),
        ...common,
      ];
      out.push({ kind, object, modifier: sum(factors), factors });
    }
  }
  return out;
}

/** Exact odds of the planned attack: the roll hits, and it gets past each way of defending. */
export interface AttackOddsView {
  readonly hit: number;
  readonly past: readonly { readonly option: DefenceOption; readonly chance: number }[];
}

/** OMN-ATK-2, OMN-DEF-5, OMN-PERF-1..3: the plan's odds against no defence and each option. */
export function attackOdds(
  state: CampaignState,
  plan: OmnAttackPlan,
  options: readonly DefenceOption[],
): AttackOddsView {
  const s = omnSettings(state);
  const limits = { perfectOn: s.perfectOn, fumbleOn: s.fumbleOn };
  const base = { attack: plan.modifier, target: s.attackTarget, limits };
  return {
    hit: omnAttackOdds({ ...base, defence: null }).hit,
    past: options.map((option) => ({
      option,
      chance: omnAttackOdds({ ...base, defence: option.modifier }).getsThrough,
    })),
  };
}
