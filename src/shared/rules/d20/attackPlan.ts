/**
 * Plans a d20 attack from the state (D20-ATK-1..3, D20-POS-2/3) and previews it with exact odds. The
 * plan is what both the preview and `d20/attack` use, so the GM sees the very factors that are rolled.
 */
import { hexDistance } from '../../hex/axial';
import {
  activeScene,
  type CampaignState,
  type Combatant,
  type D20EmOption,
  type Weapon,
} from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { meleeReachOf, sightBetween } from '../core/placement';
import { findCombatant } from '../core/state';
import { rollFactor, supportFactor } from './checks';
import type { D20AttackInput } from './commands';
import { D20_CONDITION, findCondition, ownConditionFactors } from './conditions';
import { parseDamageDice } from './damageDice';
import { hasMainAction, hasReaction } from './economy';
import { isOut } from './health';
import { attackOdds } from './odds';
import { tokenOf } from './position';
import { D20_ATTRIBUTES, D20_SKILLS, d20Value, pools, type D20Attribute, type D20Skill } from './sheet';
import { d20Settings } from './settings';
import { isOutOfSight, terrainFactors } from './terrain';
import type { D20AttackKind, D20AttackPlan, D20AttackPreview, D20WeaponUse } from './types';

/** An unarmed blow: 1T3, Närstrid + STY (weaponId null). */
export const UNARMED: D20WeaponUse = {
  id: null,
  name: 'Obeväpnad',
  kind: 'melee',
  damage: '1T3',
  skill: 'Närstrid',
  attribute: 'STY',
  range: null,
  needsSight: false,
};

/** D20-ATK-2 interpretation: up to twice the weapon's range the SV rises by 2 (Lång räckvidd). */
export const LONG_RANGE_SV = 2;

const KIND_BY_TYP: Readonly<Record<string, D20AttackKind>> = {
  närstrid: 'melee',
  avstånd: 'ranged',
  magi: 'magic',
};
const DEFAULT_SKILL: Readonly<Record<D20AttackKind, D20Skill>> = {
  melee: 'Närstrid',
  ranged: 'Avståndsvapen',
  magic: 'Magisk kunskap',
};
const DEFAULT_ATTRIBUTE: Readonly<Record<D20AttackKind, D20Attribute>> = {
  melee: 'STY',
  ranged: 'SMI',
  magic: 'PSY',
};

function oneOf<T extends string>(list: readonly T[], v: unknown): T | null {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : null;
}

function rangeOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * A weapon's values as an attack uses them, defaults filled in: `Typ` närstrid (default) / avstånd /
 * magi; `Färdighet` and `Attribut` by type (Närstrid + STY, Avståndsvapen + SMI, Magisk kunskap + PSY);
 * `Räckvidd` in steps (none: no limit); `Sikte` (spells default true).
 */
export function weaponUse(w: Weapon): D20WeaponUse {
  const typ = typeof w.values.Typ === 'string' ? w.values.Typ.trim().toLowerCase() : '';
  const kind = KIND_BY_TYP[typ] ?? 'melee';
  const sikte = w.values.Sikte;
  return {
    id: w.id,
    name: w.name,
    kind,
    damage: typeof w.values.Skada === 'string' ? w.values.Skada : String(w.values.Skada ?? ''),
    skill: oneOf(D20_SKILLS, w.values['Färdighet']) ?? DEFAULT_SKILL[kind],
    attribute: oneOf(D20_ATTRIBUTES, w.values.Attribut) ?? DEFAULT_ATTRIBUTE[kind],
    range: kind === 'melee' ? null : rangeOf(w.values['Räckvidd']),
    needsSight: kind === 'magic' ? sikte !== false : sikte === true,
  };
}

/** The attacker's weapon `weaponId` as an attack uses it (null: unarmed); refuses an unknown weapon. */
export function attackerWeapon(attacker: Combatant, weaponId: string | null): D20WeaponUse {
  if (weaponId === null) return UNARMED;
  const w = attacker.weapons.find((x) => x.id === weaponId);
  if (!w) throw new CommandError('not-found', `${attacker.name} has no weapon "${weaponId}"`);
  return weaponUse(w);
}

/** D20-ATK-1: the declared EM use from the campaign's list (null: none); refuses an unknown id. */
export function emOption(state: CampaignState, id: string | null): D20EmOption | null {
  if (id === null) return null;
  const o = d20Settings(state).emOptions.find((x) => x.id === id);
  if (!o) throw new CommandError('invalid', `"${id}" is not one of this campaign's EM uses (D20-ATK-1)`);
  return o;
}

/** D20-ATK-6 Tappat grepp: the weapon it names (or every weapon when it names none) cannot be used. */
function lostGripReason(attacker: Combatant, weapon: D20WeaponUse): string | null {
  const c = findCondition(attacker, D20_CONDITION.lostGrip);
  if (!c || weapon.id === null) return null;
  const named = c.data?.weaponId;
  if (typeof named === 'string' && named !== weapon.id) return null;
  return `${attacker.name} has lost the grip on ${weapon.name} (${D20_CONDITION.lostGrip})`;
}

/** Steps between the two tokens on the active scene (null when either has none there). */
export function attackDistance(state: CampaignState, a: Combatant, b: Combatant): number | null {
  const ta = tokenOf(state, a.id);
  const tb = tokenOf(state, b.id);
  return ta && tb ? hexDistance(ta.hex, tb.hex) : null;
}

/**
 * D20-ATK-2 interpretation: melee needs the target in melee reach (rules/core/placement.ts
 * `meleeReachOf`: adjacent tokens at the game's 2 m steps, contact where a hex is larger); a ranged
 * weapon or spell reaches its Räckvidd freely and twice as far at SV +2 (farther only by the GM's
 * override, still at +2). Returns the SV factors, or why the target is out of reach.
 */
function distanceCheck(
  state: CampaignState,
  attacker: Combatant,
  target: Combatant,
  weapon: D20WeaponUse,
  distance: number | null,
): { svFactors: DifficultyFactor[]; reason: string | null; rule: 'D20-ATK-2' | 'D20-POS-2' } {
  if (distance === null) return { svFactors: [], reason: null, rule: 'D20-ATK-2' };
  // D20-POS-2: a spell (or weapon) that needs sight cannot reach a target the map hides from the caster
  // (walls, closed doors, a zone that blocks sight: map/lineOfSight.ts); the GM may override, logged.
  const sight = sightBetween(state, attacker.id, target.id);
  if (weapon.needsSight && sight && !sight.visible)
    return {
      svFactors: [],
      reason: `no line of sight to ${target.name}, and ${weapon.name} needs sight (D20-POS-2)`,
      rule: 'D20-POS-2',
    };
  // Interpretation: a wall or closed door stops an arrow or a bolt too (nothing passes it); smoke or a
  // hedge does not stop it: that target counts as out of sight (−4, terrain.ts). Melee reach already
  // counts walls and closed doors (map/distance.ts).
  if (weapon.kind === 'ranged' && sight?.blockedBy?.kind === 'wall')
    return {
      svFactors: [],
      reason: `no line of sight to ${target.name}: a wall or closed door is in the way (D20-POS-2)`,
      rule: 'D20-POS-2',
    };
  if (weapon.kind === 'melee') {
    const reach = meleeReachOf(state, attacker, target);
    return {
      rule: 'D20-ATK-2',
      svFactors: [],
      reason:
        reach === null || reach.inReach
          ? null
          : reach.needsContact
            ? `not in contact: hexes of ${activeScene(state).map.hexSizeMetres} m are larger than melee reach (D20-ATK-2)`
            : `not adjacent (${distance} steps away)`,
    };
  }
  if (weapon.range === null || distance <= weapon.range)
    return { svFactors: [], reason: null, rule: 'D20-ATK-2' };
  const svFactors = [
    rollFactor('range', 'longRange', 'Lång räckvidd', LONG_RANGE_SV, `${distance}/${weapon.range}`),
  ];
  if (distance <= 2 * weapon.range) return { svFactors, reason: null, rule: 'D20-ATK-2' };
  return {
    svFactors,
    reason: `out of range (${distance} steps, Räckvidd ${weapon.range})`,
    rule: 'D20-ATK-2',
  };
}

/** D20-ACT-1 / D20-ACT-3 / D20-TURN-1: why the attacker cannot pay for the attack now, or null. */
function economyReason(
  state: CampaignState,
  attacker: Combatant,
  cost: D20AttackPlan['cost'],
): string | null {
  if (!state.encounter.active || cost === 'free') return null;
  if (cost === 'main' && !hasMainAction(state, attacker.id))
    return `${attacker.name} has already used the main action this round (D20-TURN-1)`;
  if (cost === 'reaction' && !hasReaction(state, attacker.id))
    return `${attacker.name} has already used the reaction this round (D20-TURN-1)`;
  return null;
}

/** D20-ATK-3: skill + attribute, the ground (D20-POS-2/3, light), own conditions, support, the GM's. */
function rollFactorsFor(
  state: CampaignState,
  attacker: Combatant,
  target: Combatant,
  weapon: D20WeaponUse,
  input: D20AttackInput,
): DifficultyFactor[] {
  const support = supportFactor(attacker);
  return [
    rollFactor('expertise', 'skill', weapon.skill, d20Value(attacker, weapon.skill)),
    rollFactor('ability', 'attribute', weapon.attribute, d20Value(attacker, weapon.attribute)),
    ...terrainFactors(
      state,
      attacker,
      target,
      weapon.kind,
      sightBetween(state, attacker.id, target.id)?.visible === false,
    ),
    ...ownConditionFactors(attacker),
    ...(support ? [support] : []),
    ...(input.gmModifiers ?? []).map((m, i) => rollFactor('gm', `gm-${i}`, m.term, m.effect)),
  ];
}

/** The first reason the attack cannot be made, or null. */
function impossibleReason(
  state: CampaignState,
  attacker: Combatant,
  target: Combatant,
  weapon: D20WeaponUse,
  distance: string | null,
  cost: D20AttackPlan['cost'],
): string | null {
  if (attacker.id === target.id) return 'a combatant cannot attack itself';
  if (isOut(attacker)) return `${attacker.name} is out of the fight`;
  if (parseDamageDice(weapon.damage) === null)
    return `${weapon.name}: Skada "${weapon.damage}" is not damage dice like 1T8 or 1T6+1`;
  return (
    lostGripReason(attacker, weapon) ??
    distance ??
    (weapon.needsSight && isOutOfSight(target)
      ? `${target.name} is out of sight and ${weapon.name} needs sight (D20-POS-2)`
      : null) ??
    economyReason(state, attacker, cost)
  );
}

/**
 * Plans an attack: the weapon (defaults filled in), SV with where it came from and its factors
 * (D20-ATK-2), the roll's factors (D20-ATK-3), the declared EM use (D20-ATK-1), and whether the
 * attack can be made now. Refuses unknown combatants, weapons and EM uses.
 */
export function planAttack(state: CampaignState, input: D20AttackInput): D20AttackPlan {
  const attacker = findCombatant(state, input.attackerId);
  const target = findCombatant(state, input.targetId);
  const weapon = attackerWeapon(attacker, input.weaponId);
  const emUse = emOption(state, input.emUse);
  const cost = input.cost ?? 'main';
  const distance = attackDistance(state, attacker, target);
  const reach = distanceCheck(state, attacker, target, weapon, distance);
  // The GM may override a refused range or reach; the attack then goes ahead and is logged.
  const rangeOverridden = reach.reason !== null && input.rangeOverride === true;
  const gmSv = input.sv ?? null;
  const baseSv = gmSv ?? d20Value(target, 'Försvar');
  const rollFactors = rollFactorsFor(state, attacker, target, weapon, input);
  const reason = impossibleReason(
    state,
    attacker,
    target,
    weapon,
    rangeOverridden ? null : reach.reason,
    cost,
  );
  return {
    possible: reason === null,
    reason,
    weapon,
    baseSv,
    svSource: gmSv === null ? 'Försvar' : 'gm',
    svFactors: reach.svFactors,
    sv: baseSv + reach.svFactors.reduce((sum, f) => sum + f.effect, 0),
    rollFactors,
    modifier: rollFactors.reduce((sum, f) => sum + f.effect, 0),
    emUse,
    distance,
    cost,
    rangeRefusal: reach.reason,
    rangeRule: reach.rule,
    rangeOverridden,
  };
}

/** The plan and, when the attack can be made, its exact odds (D20-ATK-4..6) against the target. */
export function previewAttack(state: CampaignState, input: D20AttackInput): D20AttackPreview {
  const plan = planAttack(state, input);
  const dice = parseDamageDice(plan.weapon.damage);
  if (!plan.possible || dice === null) return { system: 'd20', kind: 'd20/attack', plan, odds: null };
  const target = findCombatant(state, input.targetId);
  const odds = attackOdds({
    modifier: plan.modifier,
    sv: plan.sv,
    damage: dice,
    extraDiePerStep: plan.emUse?.effect === 'extraDie',
    rr: d20Value(target, 'RR'),
    targetHasShield: d20Value(target, 'Sköld') >= 1,
    targetVp: pools(target).vp,
  });
  return { system: 'd20', kind: 'd20/attack', plan, odds };
}
