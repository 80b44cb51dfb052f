/**
 * Abilities (Förmågor) that change combat, as data (resources/rules/irt/abilities.json): passive extra
 * dice, move-and-shoot as one action (Pistolskytt), Effekt spent on an effect instead of damage
 * (IRT-ACT-3, IRT-FOK-1), Fokus spent on a hit (Fällning), and the general combined action Stormning.
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import {
  IRT_ABILITIES,
  IRT_GENERAL_ACTIONS,
  type Ability,
  type AbilityOutcome,
  type AbilityScope,
} from './data';
import { condition, withCondition } from './conditions';
import { getCombatant, payFokus, putCombatant } from './health';
import { hasFeature } from './sheet';
import type { IrtWeaponStats } from './attackFactors';

/** An ability (or general action) by its key. */
export function abilityByKey(key: string): Ability | undefined {
  return [...IRT_ABILITIES, ...IRT_GENERAL_ACTIONS].find((a) => a.key === key);
}

/** The abilities a combatant has (its features naming abilities), plus the general actions everyone has. */
export function abilitiesOf(c: Combatant): Ability[] {
  return [...IRT_ABILITIES.filter((a) => hasFeature(c, a.key)), ...IRT_GENERAL_ACTIONS];
}

/** What an attack looks like to an ability's scope. */
export interface AttackShape {
  readonly action: 'meleeAttack' | 'rangedAttack';
  readonly attributes: readonly [string, string];
  readonly weapon: IrtWeaponStats & {
    readonly category: string | null;
    readonly unarmed: boolean;
    readonly thrown: boolean;
  };
}

/** Whether an ability effect's scope covers this attack (a `situation` is the GM's call: not applied automatically). */
export function scopeCovers(scope: AbilityScope | undefined, a: AttackShape): boolean {
  if (!scope) return true;
  if (scope.situation) return false;
  if (scope.action && !['attack', 'attackOrDefence', 'anyRoll', a.action].includes(scope.action))
    return false;
  if (
    scope.attributes &&
    (scope.attributes[0] !== a.attributes[0] || scope.attributes[1] !== a.attributes[1])
  )
    return false;
  const w = scope.weapon;
  if (w) {
    if (
      w.categories &&
      (!a.weapon.category || !(w.categories as readonly string[]).includes(a.weapon.category))
    )
      return false;
    if (w.property === 'Finess' && !a.weapon.finess) return false;
    if (w.property === 'Penetrerande' && !a.weapon.penetrerande) return false;
    if (w.property === 'Hagelsvärm' && !a.weapon.hagelsvarm) return false;
    if (w.property && !['Finess', 'Penetrerande', 'Hagelsvärm'].includes(w.property)) return false;
    if (w.unarmed !== undefined && w.unarmed !== a.weapon.unarmed) return false;
    if (w.thrown !== undefined && w.thrown !== a.weapon.thrown) return false;
  }
  return true;
}

/** Passive extra dice from the attacker's abilities for this attack (e.g. Pistolskytt +1 with pistols). */
export function abilityDice(c: Combatant, a: AttackShape): { term: string; dice: number }[] {
  const out: { term: string; dice: number }[] = [];
  for (const ability of abilitiesOf(c)) {
    for (const e of ability.effects)
      if (e.kind === 'extraDice' && scopeCovers(e.appliesTo, a))
        out.push({ term: ability.key, dice: e.amount });
  }
  return out;
}

/** IRT-ACT-3: an ability that makes moving and shooting one action with this weapon (Pistolskytt). */
export function movesAndShootsAsOne(c: Combatant, a: AttackShape): boolean {
  return abilitiesOf(c).some((ab) =>
    ab.effects.some(
      (e) => e.kind === 'combinedAction' && e.action === 'moveAndShoot' && scopeCovers(e.appliesTo, a),
    ),
  );
}

/** A spend the attacker asks for on resolve: Effekt or Fokus on an ability's effect. */
export interface AbilitySpend {
  readonly ability: string;
  readonly effekt?: number;
  readonly fokus?: boolean;
}

function applyOutcome(
  state: CampaignState,
  actorId: string,
  targetId: string,
  ability: string,
  outcome: AbilityOutcome,
  ctx: SystemContext,
): CampaignState {
  if (outcome.kind === 'condition') {
    const who = outcome.target === 'self' ? actorId : targetId;
    const round = state.encounter.round;
    const c = getCombatant(state, who);
    ctx.out.emit(
      'irt/abilityEffect',
      { ability, outcome: outcome.kind, key: outcome.key, id: who },
      c.hidden ? 'gm' : 'public',
    );
    return putCombatant(
      state,
      withCondition(
        c,
        condition(outcome.key, {
          source: ability,
          untilRound: outcome.durationRounds ? round + outcome.durationRounds + 1 : null,
          ...(outcome.key === 'Omtumlad' ? { data: { fromRound: round + 1 } } : {}),
        }),
      ),
    );
  }
  // Effects the GM plays out on the map or in the fiction (disarm, push, extra target, …) are logged.
  ctx.out.emit('irt/abilityEffect', { ability, outcome: outcome.kind, detail: outcome, id: targetId });
  return state;
}

/**
 * Applies Effekt spent on abilities instead of damage (e.g. Uppercut: 1 Effekt → Omtumlad) and Fokus spent
 * on a hit (Fällning: 1 Fokus → Liggande). The caller has already checked the Effekt budget.
 */
export function applyAbilitySpends(
  state: CampaignState,
  actorId: string,
  targetId: string,
  spends: readonly AbilitySpend[],
  shape: AttackShape,
  ctx: SystemContext,
): CampaignState {
  let s = state;
  const actor = getCombatant(state, actorId);
  for (const spend of spends) {
    const ability = abilitiesOf(actor).find((a) => a.key === spend.ability);
    if (!ability)
      throw new CommandError('invalid', `${actor.name} does not have the ability ${spend.ability}`);
    if (spend.fokus) {
      const e = ability.effects.find(
        (x) => x.kind === 'fokusSpend' && x.timing === 'onHit' && scopeCovers(x.appliesTo, shape),
      );
      if (!e || e.kind !== 'fokusSpend')
        throw new CommandError('invalid', `${ability.key} has no Fokus effect for this hit`);
      s = payFokus(s, actorId, e.cost, ability.key, ctx);
      s = applyOutcome(s, actorId, targetId, ability.key, e.outcome, ctx);
    } else {
      const e = ability.effects.find((x) => x.kind === 'effektSpend' && scopeCovers(x.appliesTo, shape));
      if (!e || e.kind !== 'effektSpend')
        throw new CommandError('invalid', `${ability.key} has no Effekt effect for this attack`);
      const effekt = spend.effekt ?? e.cost;
      if (effekt < e.cost) throw new CommandError('invalid', `${ability.key} costs ${e.cost} Effekt`);
      const times = Math.min(Math.floor(effekt / e.cost), e.maxPerAttack ?? Infinity);
      for (let i = 0; i < times; i++) s = applyOutcome(s, actorId, targetId, ability.key, e.outcome, ctx);
    }
  }
  return s;
}
