/**
 * The Expanse attack (EXP-ATK-*, EXP-RNG-1, EXP-ACT-MAJ, EXP-SP-1, EXP-DMG-*):
 *
 * 1. `expanse/attack` rolls Fighting (melee) or Accuracy (ranged) + focus + modifiers against the
 *    target's Defense. A hit waits in `state.pending` (`expanse/attack`) with its SP; a firearm miss with a
 *    Drama Die of 6 jams the weapon (EXP-ATK-3), a Fragile one breaks on Drama Die ≤ 3 (EXP-DMG-3).
 * 2. `expanse/damage` rolls the damage and applies it (not for a Stunt Attack).
 * 3. `expanse/stunts` spends the SP. The attack is over once its damage is dealt and its SP spent.
 *
 * `expanse/cancel` drops the waiting attack.
 */
import { z } from 'zod';
import { hexDistance, type Axial } from '../../hex/axial';
import { lineOfSight } from '../../map/lineOfSight';
import { activeScene, type CampaignState, type Combatant, type Weapon } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { meleeReachOf, tokenOf, zoneOf } from '../core/placement';
import { rollDice } from '../core/rolls';
import { findCombatant, pendingDataOf, replaceCombatant } from '../core/state';
import type { SystemCommandHandler } from '../core/system';
import type { ExpAttack, ExpDamage } from './commands';
import {
  COND,
  EFFECT,
  checkCanCharge,
  conditionValue,
  hasCondition,
  testPenalty,
  untilNextTurn,
  withCondition,
  withoutCondition,
} from './conditions';
import { applyDamage } from './damage';
import { distance, hexOf, MELEE_REACH_METRES, metresBetween, zoneCover } from './position';
import { expFactor, expTest } from './roll';
import { expSettings } from './settings';
import { defense, hasFocus, speed, value } from './sheet';
import { checkCanAct, moveAndNotice, spendAction, useReady } from './turn';
import { profile, rangeModifier, UNARMED, type WeaponProfile } from './weapons';

/** The pending kind of an attack waiting for its damage and stunts. */
export const EXP_ATTACK_PENDING = 'expanse/attack';

/** EXP-ACT-MAJ: Charge earns +1 after at least 4 m straight at the target. */
export const CHARGE_METRES = 4;

/**
 * Why an attack is refused, and the rule: out of melee reach (EXP-ATK-1), no line of sight for a ranged
 * attack (EXP-ATK-1), past the weapon's maximum range (EXP-RNG-1). The GM may override (`rangeOverride`).
 */
export interface ExpRefusal {
  readonly kind: 'reach' | 'sight' | 'range';
  readonly rule: 'EXP-ATK-1' | 'EXP-RNG-1';
  readonly reason: string;
}

/**
 * EXP-COV-1: the cover protecting the target, from its zone's `cover` trait or the Take Cover stunt (the
 * higher counts): it adds to protection against the damage, not to the attack roll.
 */
export interface ExpCoverFactor {
  readonly rating: number;
  readonly source: 'zone' | 'takeCover';
  /** The zone's name when the zone gives it. */
  readonly zone: string | null;
}

const PendingData = z.object({
  weaponId: z.string().nullable(),
  weaponName: z.string(),
  action: z.enum(['melee', 'ranged', 'charge', 'allOut', 'stunt']),
  melee: z.boolean(),
  total: z.number(),
  defense: z.number(),
  drama: z.number(),
  /** EXP-SP-1: SP earned and not yet spent. */
  sp: z.number(),
  spLeft: z.number(),
  /** Damage still to roll (false for a Stunt Attack and once rolled). */
  damageDue: z.boolean(),
  /** The damage rolled (Injure reads it), null before. */
  damage: z.number().nullable(),
  dice: z.object({ count: z.number(), sides: z.number(), bonus: z.number() }),
  ability: z.string().nullable(),
  weak: z.number(),
  radius: z.number(),
  penetrating: z.boolean(),
  stun: z.boolean(),
  allOut: z.boolean(),
});
type PendingData = z.infer<typeof PendingData>;
/** `pending.data` of a waiting Expanse attack. */
export type ExpPendingAttack = PendingData;

/** The waiting attack's data for the GM screen, or null when none waits. */
export function expPendingAttack(state: CampaignState): ExpPendingAttack | null {
  return pendingDataOf(state, EXP_ATTACK_PENDING, PendingData);
}

/** The waiting attack, or a refusal. */
export function pendingAttack(state: CampaignState): {
  actorId: string;
  targetId: string;
  data: PendingData;
} {
  const p = state.pending;
  if (!p || p.kind !== EXP_ATTACK_PENDING)
    throw new CommandError('invalid', `no ${EXP_ATTACK_PENDING} step is waiting`);
  return { actorId: p.actorId, targetId: p.targetId ?? '', data: PendingData.parse(p.data) };
}

/** The state with the attack's data updated; the attack ends once damage is dealt and SP spent. */
export function updatePending(state: CampaignState, data: PendingData): CampaignState {
  if (!state.pending) return state;
  if (!data.damageDue && data.spLeft <= 0) return { ...state, pending: null };
  return { ...state, pending: { ...state.pending, data: { ...data } } };
}

function weaponOf(c: Combatant, id: string | null): Weapon {
  if (id === null) return UNARMED;
  const w = c.weapons.find((x) => x.id === id);
  if (!w) throw new CommandError('not-found', `${c.name} has no weapon "${id}"`);
  return w;
}

/** What an attack rolls before its dice (for the command, the preview and the odds). */
export interface ExpAttackPlan {
  readonly attacker: Combatant;
  readonly target: Combatant;
  readonly weapon: WeaponProfile;
  readonly ability: 'Fighting' | 'Accuracy';
  readonly abilityValue: number;
  readonly factors: readonly DifficultyFactor[];
  /** The target number: the target's Defense (EXP-ATK-1). */
  readonly defense: number;
  /** Metres to the target when the attack is rolled (after a Charge's move). */
  readonly metres: number | null;
  /** Charge: metres closed straight at the target (EXP-ACT-MAJ). */
  readonly charged: number;
  /**
   * Why the attack is refused (EXP-ATK-1 out of melee reach or without line of sight, EXP-RNG-1 beyond
   * maximum), when the GM overrode it (`rangeOverride`; without it planning throws); empty when allowed.
   */
  readonly refusals: readonly ExpRefusal[];
  /** The refusals' reasons in one line, or null when there is none. */
  readonly rangeRefusal: string | null;
  /** EXP-COV-1: the cover the target stands in, or null. */
  readonly cover: ExpCoverFactor | null;
}

/** EXP-COV-1: the target's cover as the attack dialog lists it (the same the damage step subtracts). */
function coverFactor(state: CampaignState, target: Combatant): ExpCoverFactor | null {
  const zone = zoneCover(state, target);
  const taken = conditionValue(target, EFFECT.takeCover, 'rating');
  const rating = Math.max(zone, taken);
  if (rating <= 0) return null;
  return taken > zone
    ? { rating, source: 'takeCover', zone: null }
    : { rating, source: 'zone', zone: zoneOf(state, target)?.name ?? null };
}

/**
 * Plans an attack (EXP-ATK-1, EXP-RNG-1, EXP-ACT-MAJ Aim / Charge, EXP-DMG-3 Clumsy, EXP-COND-1,
 * EXP-COV-1): the ability, every modifier, the target's Defense and cover, and what refuses it. `from` is
 * where the attacker stands when rolling (a Charge's end).
 */
export function planAttack(
  state: CampaignState,
  cmd: Omit<z.infer<typeof ExpAttack>, 'type' | 'dice'>,
  from?: Axial,
): ExpAttackPlan {
  const attacker = findCombatant(state, cmd.attackerId);
  const target = findCombatant(state, cmd.targetId);
  if (attacker.id === target.id) throw new CommandError('invalid', 'a combatant cannot attack itself');
  const weapon = profile(attacker, weaponOf(attacker, cmd.weaponId), expSettings(state));
  if (weapon.weapon.values.Broken === true)
    throw new CommandError('invalid', `${weapon.weapon.name} is broken (EXP-DMG-3)`);
  if (weapon.weapon.values.Jammed === true)
    throw new CommandError(
      'invalid',
      `${weapon.weapon.name} is jammed or empty; clear it with Activate (EXP-ATK-3)`,
    );
  const meleeAction = cmd.action === 'melee' || cmd.action === 'charge' || cmd.action === 'allOut';
  if (meleeAction && !weapon.melee)
    throw new CommandError(
      'invalid',
      `${cmd.action} is a melee attack; ${weapon.weapon.name} is not a melee weapon`,
    );
  if (cmd.action === 'ranged' && weapon.melee)
    throw new CommandError('invalid', `${weapon.weapon.name} is a melee weapon (EXP-ATK-1)`);
  const ability = weapon.melee ? 'Fighting' : 'Accuracy';
  const factors: DifficultyFactor[] = [];
  const focus = cmd.focus === undefined ? weapon.focus : cmd.focus;
  if (focus !== null && hasFocus(attacker, ability, focus))
    factors.push(expFactor('expertise', 'focus', focus, 2));
  if (attacker.conditions.some((k) => k.key === EFFECT.aim))
    factors.push(expFactor('action', 'aim', 'Aim', 1));
  const start = tokenOf(state, attacker.id)?.hex;
  const targetHex = tokenOf(state, target.id)?.hex;
  const at = from ?? start;
  const metres = at && targetHex ? metresBetween(state, at, targetHex) : distance(state, attacker, target);
  // EXP-ATK-1: melee within 2 m (rules/core/placement.ts meleeReachOf: contact where a hex is larger).
  const reach = weapon.melee ? meleeReachOf(state, attacker, target, from) : null;
  let charged = 0;
  if (cmd.action === 'charge' && start && targetHex && from) {
    // EXP-ACT-MAJ: +1 only when the charger itself ran at least 4 m in a straight line before it reached
    // the target: the metres of its own move (start to where it strikes), along a shortest line at the
    // target, ending in reach. A charge that stops short, or starts close, earns nothing.
    const straight =
      hexDistance(start, from) + hexDistance(from, targetHex) === hexDistance(start, targetHex);
    const reached = reach === null || reach.inReach;
    charged = straight && reached ? metresBetween(state, start, from) : 0;
    if (charged >= CHARGE_METRES) factors.push(expFactor('action', 'charge', 'Charge', 1));
  }
  // A refusal stands unless the GM overrides it (each logged by expanse/attack).
  const refusals: ExpRefusal[] = [];
  // EXP-ATK-1: a ranged attack needs line of sight (map/lineOfSight.ts: walls, closed doors and zones
  // that block sight stand in the way; open doors do not). Without both tokens it is the GM's call.
  if (!weapon.melee && at && targetHex && !lineOfSight(activeScene(state).map, at, targetHex).visible)
    refusals.push({
      kind: 'sight',
      rule: 'EXP-ATK-1',
      reason: `${attacker.name} has no line of sight to ${target.name}: a wall, a closed door or a zone that blocks sight is in the way (EXP-ATK-1)`,
    });
  if (weapon.range && metres !== null) {
    const mod = rangeModifier(weapon.range, metres);
    if (mod === null)
      refusals.push({
        kind: 'range',
        rule: 'EXP-RNG-1',
        reason: `${target.name} is ${metres} m away, beyond ${weapon.weapon.name}'s maximum range of ${weapon.range.max} m (EXP-RNG-1)`,
      });
    // Past the maximum by the GM's word: still the −2 of beyond range.
    const shown = mod ?? -2;
    if (shown) factors.push(expFactor('range', 'beyondRange', 'Beyond range', shown));
  }
  if (reach && !reach.inReach)
    refusals.push({
      kind: 'reach',
      rule: 'EXP-ATK-1',
      reason: `${target.name} is ${metres ?? reach.metres} m away; melee reaches ${MELEE_REACH_METRES} m (EXP-ATK-1)`,
    });
  const rangeRefusal = refusals.length > 0 ? refusals.map((r) => r.reason).join('; ') : null;
  if (rangeRefusal && cmd.rangeOverride !== true)
    throw new CommandError('invalid', (refusals[0] as ExpRefusal).reason);
  if (weapon.clumsy) factors.push(expFactor('action', 'clumsy', 'Clumsy', -weapon.clumsy));
  const penalty = testPenalty(attacker);
  if (penalty) factors.push(expFactor('condition', 'conditions', 'Conditions', -penalty));
  // EXP-COND-1: attacks against a Prone target are +1 in melee, −1 at range.
  if (hasCondition(target, COND.prone))
    factors.push(expFactor('condition', 'prone', 'Prone', weapon.melee ? 1 : -1));
  if (cmd.modifier) factors.push(expFactor('gm', 'gm', 'GM', cmd.modifier));
  return {
    attacker,
    target,
    weapon,
    ability,
    abilityValue: value(attacker, ability),
    factors,
    defense: defense(target),
    metres,
    charged,
    refusals,
    rangeRefusal,
    cover: coverFactor(state, target),
  };
}

/** `expanse/attack` (EXP-ATK-1..3, EXP-RNG-1, EXP-ACT-MAJ, EXP-SP-1, EXP-DMG-3). */
export const attack: SystemCommandHandler<z.infer<typeof ExpAttack>> = (state, cmd, ctx) => {
  if (state.pending)
    throw new CommandError('conflict', `a ${state.pending.kind} step is still waiting; finish or cancel it`);
  let s = state;
  const attacker = findCombatant(state, cmd.attackerId);
  // The turn economy (EXP-ACT-1): a granted attack (Lightning Attack, Double-Team) and a held one
  // (Prepare) cost nothing now; any other is the turn's major action.
  if (cmd.granted) {
    const grant = attacker.conditions.find(
      (k) =>
        k.key === EFFECT.lightningAttack ||
        (k.key === EFFECT.doubleTeam && k.data?.targetId === cmd.targetId),
    );
    if (!grant)
      throw new CommandError(
        'invalid',
        `${attacker.name} has no attack granted by a stunt against this target (EXP-STUNT-1)`,
      );
    if (hasCondition(attacker, COND.helpless))
      throw new CommandError('invalid', `${attacker.name} is Helpless and cannot act (EXP-COND-1)`);
    s = withoutCondition(s, attacker.id, grant.key);
  } else if (cmd.interrupt) s = useReady(s, attacker, 'attack');
  else {
    checkCanAct(state, attacker);
    s = spendAction(s, attacker, 'major', true);
  }
  let from: Axial | undefined;
  if (cmd.action === 'charge') {
    checkCanCharge(attacker);
    if (!cmd.to) throw new CommandError('invalid', 'a Charge needs where it ends (to)');
    // A Charge is measured on the map: the charger needs a token.
    hexOf(state, attacker);
    from = cmd.to;
  }
  const plan = planAttack(s, cmd, from);
  // Each refusal the GM overrode is logged with its rule; `kind` tells sight from reach (both EXP-ATK-1).
  for (const r of plan.refusals)
    ctx.out.emit(
      'attack/rangeOverridden',
      {
        attackerId: attacker.id,
        targetId: plan.target.id,
        rule: r.rule,
        kind: r.kind,
        ...(r.kind === 'sight' ? { sight: true } : {}),
      },
      attacker.hidden || plan.target.hidden ? 'gm' : 'public',
    );
  if (from)
    s = moveAndNotice(s, findCombatant(s, attacker.id), from, Math.floor(speed(attacker) / 2), 'Charge', ctx);
  s = withoutCondition(s, attacker.id, EFFECT.aim);
  const { weapon, target } = plan;
  const r = expTest(attacker, plan.abilityValue, plan.factors, `attack (${plan.ability})`, ctx, {
    tn: plan.defense,
    tnOf: target.id,
    stunts: true,
    with: [target],
  });
  const hit = r.success; // EXP-ATK-2
  // EXP-ACT-MAJ Stunt Attack: a hit earns 1 SP on top of any from doubles, and no damage.
  const sp = hit && cmd.action === 'stunt' ? r.sp + 1 : r.sp;
  const settings = expSettings(state);
  const jammed = !hit && weapon.firearm && r.drama === 6 && settings.jam; // EXP-ATK-3
  const broken = !hit && weapon.fragile && r.drama <= 3; // EXP-DMG-3 Fragile
  const vis = attacker.hidden || target.hidden ? 'gm' : 'public';
  ctx.out.emit(
    'expanse/attackRolled',
    {
      attackerId: attacker.id,
      targetId: target.id,
      weaponId: cmd.weaponId,
      weapon: weapon.weapon.name,
      action: cmd.action,
      melee: weapon.melee,
      total: r.total,
      defense: plan.defense,
      drama: r.drama,
      doubles: r.doubles,
      hit,
      sp,
      jammed,
      broken,
    },
    vis,
  );
  if (jammed || broken) {
    const now = findCombatant(s, attacker.id);
    const key = jammed ? 'Jammed' : 'Broken';
    s = replaceCombatant(s, {
      ...now,
      weapons: now.weapons.map((w) =>
        w.id === weapon.weapon.id ? { ...w, values: { ...w.values, [key]: true } } : w,
      ),
    });
  }
  // EXP-ACT-MAJ All-Out Attack: −1 Defense until the attacker's next turn, hit or miss.
  if (cmd.action === 'allOut')
    s = withCondition(s, attacker.id, untilNextTurn(EFFECT.allOut, attacker.id, 'EXP-ACT-MAJ: −1 Defense'));
  if (!hit) return s;
  const data: PendingData = {
    weaponId: cmd.weaponId,
    weaponName: weapon.weapon.name,
    action: cmd.action,
    melee: weapon.melee,
    total: r.total,
    defense: plan.defense,
    drama: r.drama,
    sp,
    spLeft: sp,
    damageDue: cmd.action !== 'stunt',
    damage: null,
    dice: { ...weapon.dice },
    ability: weapon.ability,
    weak: weapon.weak,
    radius: weapon.radius,
    penetrating: weapon.penetrating,
    stun: weapon.stun,
    allOut: cmd.action === 'allOut',
  };
  if (!data.damageDue && data.spLeft <= 0) return s;
  return {
    ...s,
    pending: {
      id: `exp-attack-${state.log.length}`,
      kind: EXP_ATTACK_PENDING,
      actorId: attacker.id,
      targetId: target.id,
      data: { ...data },
    },
  };
};

/** EXP-DMG-1/2/3: the damage of the waiting hit from its dice faces (Weak: at least 1). */
export function damageTotal(
  data: PendingData,
  attacker: Combatant,
  faces: readonly number[],
  modifier: number,
): number {
  const ability = data.ability === null ? 0 : value(attacker, data.ability);
  const raw = faces.reduce((a, b) => a + b, 0) + data.dice.bonus + ability + (data.allOut ? 1 : 0) + modifier;
  return data.weak > 0 ? Math.max(1, raw - data.weak) : Math.max(0, raw);
}

/** `expanse/damage` (EXP-DMG-1..4, EXP-APP-1/2, EXP-COV-1). */
export const damage: SystemCommandHandler<z.infer<typeof ExpDamage>> = (state, cmd, ctx) => {
  const { actorId, targetId, data } = pendingAttack(state);
  if (!data.damageDue)
    throw new CommandError(
      'invalid',
      data.action === 'stunt'
        ? 'a Stunt Attack deals no damage (EXP-ACT-MAJ)'
        : 'the damage is already dealt',
    );
  const attacker = findCombatant(state, actorId);
  const target = findCombatant(state, targetId);
  const vis = attacker.hidden || target.hidden ? 'gm' : 'public';
  const faces = rollDice(
    ctx.dice,
    ctx.out,
    data.dice.count,
    data.dice.sides,
    { roller: actorId, purpose: `damage (${data.weaponName})` },
    vis,
  );
  const total = damageTotal(data, attacker, faces, cmd.modifier ?? 0);
  ctx.out.emit('expanse/damageRolled', { attackerId: actorId, targetId, faces, damage: total }, vis);
  // EXP-DMG-2: a grenade hits everyone within its radius of the target.
  let ids = [targetId];
  if (data.radius > 0) {
    const centre = tokenOf(state, targetId)?.hex;
    ids =
      cmd.targetIds ??
      state.combatants
        .filter((c) => {
          const t = tokenOf(state, c.id);
          return centre && t && metresBetween(state, centre, t.hex) <= data.radius;
        })
        .map((c) => c.id);
  } else if (cmd.targetIds && (cmd.targetIds.length !== 1 || cmd.targetIds[0] !== targetId))
    throw new CommandError('invalid', 'only a blast hits more than its target (EXP-DMG-2)');
  let s = state;
  for (const id of ids)
    s = applyDamage(
      s,
      id,
      total,
      {
        penetrating: data.penetrating,
        lethal: !data.stun,
        accept: cmd.accept ?? true,
        dying: cmd.dying ?? false,
        attackerId: actorId,
      },
      ctx,
    );
  return updatePending(s, { ...data, damageDue: false, damage: total });
};
