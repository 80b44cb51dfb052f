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
  type AbilityEffect,
  type AbilityOutcome,
  type AbilityScope,
} from './data';
import { condition, hasCondition, withCondition } from './conditions';
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

/**
 * Whether an ability effect's scope covers this attack. A `situation` is the GM's call: it is applied
 * only when `confirmed` (the GM chose the ability for this attack, IRT-ABL-1).
 */
export function scopeCovers(scope: AbilityScope | undefined, a: AttackShape, confirmed = false): boolean {
  if (!scope) return true;
  if (scope.situation && !confirmed) return false;
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
    if (w.property === 'Automateld' && !a.weapon.automateld) return false;
    if (w.property && !['Finess', 'Penetrerande', 'Hagelsvärm', 'Automateld'].includes(w.property))
      return false;
    if (w.unarmed !== undefined && w.unarmed !== a.weapon.unarmed) return false;
    if (w.thrown !== undefined && w.thrown !== a.weapon.thrown) return false;
  }
  return true;
}

/** A passive effect (extra dice, Skada, crit bonus) and the ability (or mode) it comes from. */
type PassiveEffect = Extract<AbilityEffect, { kind: 'extraDice' | 'extraDamage' | 'critBonus' }>;

/**
 * The passive effects acting on a combatant: its abilities' own, and what an active mode grants while
 * it lasts (IRT-ABL-1 Bärsärkarraseri: +2 dice and +2 Skada in melee while the rage is on).
 */
function passiveEffectsOf(c: Combatant): { term: string; effect: PassiveEffect }[] {
  const out: { term: string; effect: PassiveEffect }[] = [];
  for (const ability of abilitiesOf(c))
    for (const e of ability.effects) {
      if (e.kind === 'extraDice' || e.kind === 'extraDamage' || e.kind === 'critBonus')
        out.push({ term: ability.key, effect: e });
      else if (e.kind === 'mode' && hasCondition(c, e.name))
        for (const g of e.grants) out.push({ term: e.name, effect: g });
    }
  return out;
}

/** Passive extra dice from the attacker's abilities for this attack (e.g. Pistolskytt +1 with pistols). */
export function abilityDice(c: Combatant, a: AttackShape): { term: string; dice: number }[] {
  const out: { term: string; dice: number }[] = [];
  for (const { term, effect: e } of passiveEffectsOf(c))
    if (e.kind === 'extraDice' && scopeCovers(e.appliesTo, a)) out.push({ term, dice: e.amount });
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

/**
 * An ability the attacker may choose for one attack (IRT-ABL-1): another attribute pair (Automatsalva,
 * Jujutsu), Fokus before the roll (Snabbskott's extra attack a step harder, Fint's no active defence),
 * or a passive bonus whose situation the GM confirms (Överraskningsattack).
 */
export interface ChoosableAbility {
  readonly key: string;
  readonly summary: string;
  /** Fokus paid on declaration (Stress for the rest, IRT-DICE-7). */
  readonly fokus: number;
  readonly what: 'altAttributes' | 'extraAttack' | 'noActiveDefence' | 'situation';
  readonly attributes?: readonly [string, string];
  /** Extra attack: steps harder (IRT-ABL-1 Snabbskott: one). */
  readonly stepsHarder?: number;
}

/** The abilities the attacker may choose for this attack, in the data's order. */
export function choosableAbilities(c: Combatant, a: AttackShape): ChoosableAbility[] {
  const out: ChoosableAbility[] = [];
  for (const ability of IRT_ABILITIES.filter((x) => hasFeature(c, x.key))) {
    for (const e of ability.effects) {
      const base = { key: ability.key, summary: ability.summary };
      if (e.kind === 'altAttributes' && scopeCovers(e.appliesTo, a))
        out.push({ ...base, fokus: 0, what: 'altAttributes', attributes: e.attributes });
      else if (
        e.kind === 'fokusSpend' &&
        (e.timing === 'ownTurn' || e.timing === 'beforeRoll') &&
        e.outcome.kind === 'extraAttack' &&
        scopeCovers(e.appliesTo, a)
      )
        out.push({ ...base, fokus: e.cost, what: 'extraAttack', stepsHarder: e.outcome.stepsHarder });
      else if (
        e.kind === 'fokusSpend' &&
        e.timing === 'beforeRoll' &&
        e.outcome.kind === 'noActiveDefence' &&
        scopeCovers(e.appliesTo, a)
      )
        out.push({ ...base, fokus: e.cost, what: 'noActiveDefence' });
      else if (
        (e.kind === 'extraDamage' || e.kind === 'critBonus' || e.kind === 'extraDice') &&
        e.appliesTo.situation &&
        scopeCovers(e.appliesTo, a, true) &&
        !out.some((o) => o.key === ability.key && o.what === 'situation')
      )
        out.push({ ...base, fokus: 0, what: 'situation' });
    }
  }
  return out;
}

/** Sums a passive effect kind over the attacker's abilities (situational ones only when chosen). */
function passiveSum(
  c: Combatant,
  a: AttackShape,
  kind: 'extraDamage' | 'critBonus',
  chosen: readonly string[],
): { term: string; amount: number }[] {
  const out: { term: string; amount: number }[] = [];
  for (const { term, effect: e } of passiveEffectsOf(c))
    if (e.kind === kind && scopeCovers(e.appliesTo, a, chosen.includes(term)))
      out.push({ term, amount: e.amount });
  return out;
}

/** IRT-ABL-1: added Skada from abilities on this attack (Uppercut +1 unarmed, IRT-WPN-3 fist weapons too). */
export function abilityDamage(
  c: Combatant,
  a: AttackShape,
  chosen: readonly string[] = [],
): { term: string; amount: number }[] {
  return passiveSum(c, a, 'extraDamage', chosen);
}

/** IRT-ABL-1 / IRT-CRIT-2: added to the crit roll of this attack by abilities. */
export function abilityCritBonus(c: Combatant, a: AttackShape, chosen: readonly string[] = []): number {
  return passiveSum(c, a, 'critBonus', chosen).reduce((sum, x) => sum + x.amount, 0);
}

/** IRT-ABL-1 Skarpskytt: bands beyond the weapon add no step up to this band, or null. */
export function noRangePenaltyUpTo(c: Combatant, a: AttackShape): string | null {
  for (const ability of abilitiesOf(c))
    for (const e of ability.effects)
      if (e.kind === 'noRangePenalty' && scopeCovers(e.appliesTo, a)) return e.upToBand;
  return null;
}

/** IRT-ABL-1 Andningskontroll: aiming (IRT-RNG-4) makes this shot this many steps easier (default 1). */
export function aimSteps(c: Combatant, a: AttackShape): number {
  let steps = 1;
  for (const ability of abilitiesOf(c))
    for (const e of ability.effects)
      if (e.kind === 'aimSteps' && scopeCovers(e.appliesTo, a)) steps = Math.max(steps, e.steps);
  return steps;
}

/** Every effect of one kind among a combatant's abilities, with the ability it belongs to. */
export function effectsOf<K extends AbilityEffect['kind']>(
  c: Combatant,
  kind: K,
): { ability: Ability; effect: Extract<AbilityEffect, { kind: K }> }[] {
  const out: { ability: Ability; effect: Extract<AbilityEffect, { kind: K }> }[] = [];
  for (const ability of abilitiesOf(c))
    for (const e of ability.effects)
      if (e.kind === kind) out.push({ ability, effect: e as Extract<AbilityEffect, { kind: K }> });
  return out;
}

/** IRT-ABL-1 Stridsträning: what abilities add to the initiative roll (1T12 + Strid, IRT-INIT-1). */
export function initiativeBonus(c: Combatant): { term: string; amount: number }[] {
  return effectsOf(c, 'initiativeBonus').map(({ ability, effect }) => ({
    term: ability.key,
    amount: effect.amount,
  }));
}

/** Expertiser whose holders count as stridstränad (Expertiser.md: Officer, Soldat). */
const COMBAT_TRAINED_EXPERTISER = ['Officer', 'Soldat'] as const;

/**
 * Whether a character is *stridstränad* (IRT-ABL-1 Stridsträning; an Officer or a Soldat also counts):
 * combat-related Chockslag use the lower Chockfaktor the Chock table gives in brackets.
 */
export function isCombatTrained(c: Combatant): boolean {
  return (
    effectsOf(c, 'combatTrained').length > 0 ||
    COMBAT_TRAINED_EXPERTISER.some((e) => hasFeature(c, `Expertis: ${e}`))
  );
}

/** IRT-ABL-1 Fältmedicinare i strid: combat around the carer does not make care harder. */
export function ignoresCombatPressure(c: Combatant): boolean {
  return effectsOf(c, 'ignoreCombatPressure').some(({ effect }) => effect.appliesTo.action === 'care');
}

/** IRT-ABL-1 Stridsstabilisering: KP healed per Effekt when stabilising a dying ally (0 without it). */
export function stabiliseKpPerEffekt(c: Combatant): number {
  return Math.max(0, ...effectsOf(c, 'stabiliseHealsKp').map(({ effect }) => effect.kpPerEffekt));
}

/** IRT-ABL-1 Lugnande närvaro: Stress the patient loses on a successful care roll (0 without it). */
export function careStressRelief(c: Combatant): number {
  return Math.max(0, ...effectsOf(c, 'careStressRelief').map(({ effect }) => effect.amount));
}

/** A care ability the carer may choose before the roll: Fokus for dice (IRT-ABL-1 Fältkirurg). */
export interface CareChoice {
  readonly key: string;
  readonly summary: string;
  readonly fokus: number;
  readonly dice: number;
}

/** The care abilities the carer may choose before the roll (Fokus for extra dice, once per roll). */
export function careChoices(c: Combatant): CareChoice[] {
  const out: CareChoice[] = [];
  for (const { ability, effect } of effectsOf(c, 'fokusSpend'))
    if (
      effect.timing === 'beforeRoll' &&
      effect.appliesTo?.action === 'care' &&
      effect.outcome.kind === 'extraDice'
    )
      out.push({
        key: ability.key,
        summary: ability.summary,
        fokus: effect.cost,
        dice: effect.outcome.amount,
      });
  return out;
}

/** Effekt spends a successful care roll may buy (IRT-ABL-1 Fältmedicinare i strid: move the patient). */
export function careEffektSpends(
  c: Combatant,
): { key: string; cost: number; outcome: AbilityOutcome; summary: string }[] {
  return effectsOf(c, 'effektSpend')
    .filter(({ effect }) => effect.appliesTo?.action === 'care')
    .map(({ ability, effect }) => ({
      key: ability.key,
      cost: effect.cost,
      outcome: effect.outcome,
      summary: ability.summary,
    }));
}

/**
 * The ability among `spends` whose effect comes *instead of* damage (IRT-ABL-1 Fastlåsning: 1 Fokus locks
 * the foe in a hold instead; Fäktning: 1 Effekt disarms instead), or null when the hit still deals damage.
 */
export function spendReplacingDamage(
  c: Combatant,
  spends: readonly AbilitySpend[],
  a: AttackShape,
): string | null {
  for (const spend of spends) {
    const ability = abilitiesOf(c).find((x) => x.key === spend.ability);
    const effect = ability?.effects.find((e) =>
      spend.fokus
        ? e.kind === 'fokusSpend' && e.timing === 'onHit' && scopeCovers(e.appliesTo, a)
        : e.kind === 'effektSpend' && scopeCovers(e.appliesTo, a),
    );
    if (effect && 'insteadOfDamage' in effect && effect.insteadOfDamage === true) return spend.ability;
  }
  return null;
}
