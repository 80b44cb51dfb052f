/**
 * What the GM screen shows before an Expanse command, answered in main (channel `rules:preview`,
 * {@link ExpPreviewRequest}); the renderer computes no outcome itself:
 * - before an attack (EXP-ATK-1/2, EXP-RNG-1, EXP-SP-1, EXP-COV-1, EXP-ACT-MAJ): every modifier with its
 *   source, the target's Defense and cover, what refuses the attack (reach, line of sight, range) and what
 *   the GM may override, the exact odds of hitting and of earning stunt points, the weapon as the engine
 *   reads it and where a Charge may end;
 * - while a hit waits (EXP-APP-1/2, EXP-STUNT-1, EXP-COV-1): the stunts its SP can buy, the cover Take
 *   Cover finds, and how many dice an entered damage roll needs.
 * Nothing here changes the state; the engine checks everything again when the command arrives.
 */
import { z } from 'zod';
import { hexDistance, hexEquals, hexNeighbours, type Axial } from '../../hex/axial';
import { activeScene, type CampaignState } from '../../model/campaign';
import type { ExpStunt } from '../../model/expanseSettings';
import { CommandError } from '../core/errors';
import { requireCampaignSystem } from '../core/system';
import { tokenOf } from '../core/placement';
import { findCombatant, isOnMap } from '../core/state';
import {
  CHARGE_METRES,
  damageTotal,
  expPendingAttack,
  pendingAttack,
  planAttack,
  type ExpCoverFactor,
  type ExpRefusal,
} from './attack';
import { ExpAttack } from './commands';
import { checkCanCharge, COND, EFFECT } from './conditions';
import { protection } from './damage';
import { expTestOdds, type ExpOdds } from './odds';
import { metresBetween, zoneCover } from './position';
import { expSettings } from './settings';
import { speed, type ExpAbility } from './sheet';
import { affordableStunts } from './stunts';
import { checkCanAct, spendAction } from './turn';
import { profile, type Dice } from './weapons';

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
  request: ExpAttackInput,
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
    if (request.action === 'charge') checkCanCharge(attacker);
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

/** The attack dialog's choices, as `expanse/attack` takes them (without dice). */
export const ExpAttackInput = ExpAttack.omit({ type: true, dice: true }).strict();
export type ExpAttackInput = z.infer<typeof ExpAttackInput>;

/**
 * What the GM screen asks before an Expanse command (channel `rules:preview`):
 * - `expanse/attack`: the attack dialog's choices; answered with the preview or the engine's refusal, what
 *   the GM may override, the weapon as the engine reads it and, for a Charge, where it may end;
 * - `expanse/pending`: the waiting hit's panel; answered with the stunts its SP can buy, the cover Take
 *   Cover finds and, with `damage` (the faces typed so far), how many dice an entered damage roll needs.
 */
export const ExpPreviewRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('expanse/attack'), attack: ExpAttackInput }).strict(),
  z
    .object({
      kind: z.literal('expanse/pending'),
      damage: z
        .object({
          /** The faces typed so far (the parse on Roll checks them). */
          typed: z.array(z.number().int().min(0).max(999)).max(60),
          modifier: z.number().int().min(-30).max(30),
          accept: z.boolean(),
        })
        .strict()
        .optional(),
    })
    .strict(),
]);
export type ExpPreviewRequest = z.infer<typeof ExpPreviewRequest>;

/** A preview, or the engine's refusal in its own words. */
export type ExpAttackOutcome =
  | { readonly ok: true; readonly preview: ExpAttackPreview }
  | { readonly ok: false; readonly message: string };

/** Previews the attack, catching the engine's refusal as a message. */
export function tryPreview(state: CampaignState, input: ExpAttackInput): ExpAttackOutcome {
  try {
    const preview = previewExpanseAttack(state, input);
    return preview ? { ok: true, preview } : { ok: false, message: 'no preview' };
  } catch (e) {
    return { ok: false, message: e instanceof CommandError || e instanceof Error ? e.message : String(e) };
  }
}

/** A weapon as the attack dialog shows it (EXP-DMG-2..4, EXP-RNG-1): what the engine reads from it. */
export interface ExpWeaponLine {
  readonly id: string;
  readonly name: string;
  /** Melee (Fighting) or ranged (Accuracy): which attack actions the weapon allows (EXP-ATK-1). */
  readonly melee: boolean;
  readonly dice: Dice;
  /** The ability added to the damage, or null. */
  readonly ability: ExpAbility | null;
  /** EXP-RNG-1: range and maximum range in metres; null for melee. */
  readonly range: { readonly range: number; readonly max: number } | null;
  readonly penetrating: boolean;
  readonly stun: boolean;
}

/** The chosen weapon as the engine reads it; null for bare hands, an unknown one or one it cannot read. */
function weaponLine(state: CampaignState, attackerId: string, weaponId: string | null): ExpWeaponLine | null {
  if (weaponId === null) return null;
  const attacker = state.combatants.find((c) => c.id === attackerId);
  const weapon = attacker?.weapons.find((w) => w.id === weaponId);
  if (!attacker || !weapon) return null;
  try {
    const p = profile(attacker, weapon, expSettings(state));
    return {
      id: weapon.id,
      name: weapon.name,
      melee: p.melee,
      dice: { ...p.dice },
      ability: p.ability,
      range: p.range ? { ...p.range } : null,
      penetrating: p.penetrating,
      stun: p.stun,
    };
  } catch {
    return null;
  }
}

/** A hex a Charge may end on: next to the target, free, within half Speed. */
export interface ChargeEnd {
  readonly hex: Axial;
  /** Metres the charger moves to get there. */
  readonly moved: number;
  /** EXP-ACT-MAJ: a run of at least 4 m straight at the target (the Charge's +1). */
  readonly bonus: boolean;
}

/**
 * EXP-ACT-MAJ Charge: the free hexes next to the target within half the charger's Speed (rounded down),
 * those earning the +1 (the charger runs at least 4 m in a straight line at the target) first, then the
 * shortest moves.
 */
export function chargeEnds(state: CampaignState, attackerId: string, targetId: string): ChargeEnd[] {
  const attacker = state.combatants.find((c) => c.id === attackerId);
  const start = tokenOf(state, attackerId)?.hex;
  const target = tokenOf(state, targetId)?.hex;
  if (!attacker || !start || !target) return [];
  const scene = activeScene(state);
  const limit = Math.floor(speed(attacker) / 2);
  const taken = scene.tokens.filter((t) => t.combatantId !== attackerId).map((t) => t.hex);
  return hexNeighbours(target)
    .filter((h) => isOnMap(scene, h) && !taken.some((x) => hexEquals(x, h)))
    .map((hex) => {
      const moved = metresBetween(state, start, hex);
      const straight = hexDistance(start, hex) + hexDistance(hex, target) === hexDistance(start, target);
      return { hex, moved, bonus: straight && moved >= CHARGE_METRES };
    })
    .filter((e) => e.moved <= limit)
    .sort((a, b) => Number(b.bonus) - Number(a.bonus) || a.moved - b.moved);
}

/** The `rules:preview` answer for an attack: everything the attack dialog shows before the roll. */
export interface ExpAttackAnswer {
  readonly kind: 'expanse/attack';
  /** The chosen weapon as the engine reads it (null: bare hands or a weapon it cannot read). */
  readonly weapon: ExpWeaponLine | null;
  /** EXP-ACT-MAJ Charge: where it may end ({@link chargeEnds}); empty for the other actions. */
  readonly chargeEnds: readonly ChargeEnd[];
  /** The preview or the engine's refusal; null for a Charge whose end is not chosen yet. */
  readonly outcome: ExpAttackOutcome | null;
  /**
   * What refuses the attack that the GM may override (EXP-ATK-1 out of melee reach or without line of
   * sight, EXP-RNG-1 past the maximum): the same attack previewed with the override says why.
   */
  readonly refusals: readonly ExpRefusal[];
}

/** Answers an `expanse/attack` preview request. */
export function previewAttackAnswer(state: CampaignState, input: ExpAttackInput): ExpAttackAnswer {
  const charge = input.action === 'charge';
  const weapon = weaponLine(state, input.attackerId, input.weaponId);
  const ends = charge ? chargeEnds(state, input.attackerId, input.targetId) : [];
  if (charge && !input.to)
    return { kind: 'expanse/attack', weapon, chargeEnds: ends, outcome: null, refusals: [] };
  const overridden = tryPreview(state, { ...input, rangeOverride: true });
  return {
    kind: 'expanse/attack',
    weapon,
    chargeEnds: ends,
    outcome: tryPreview(state, input),
    refusals: overridden.ok ? overridden.preview.refusals : [],
  };
}

/** What entered damage dice must hold for a waiting hit (EXP-DMG-1, EXP-APP-1/2). */
export interface DamageDiceNeed {
  /** How many faces the whole entry needs, given the faces typed so far. */
  readonly count: number;
  /** The reduction steps those faces reach, in order (Injured, then Wounded), with their d6. */
  readonly steps: readonly { readonly condition: 'Injured' | 'Wounded'; readonly dice: number }[];
}

/**
 * EXP-APP-1/2: how many dice an entered damage roll needs, read the way the engine applies it: the
 * damage dice, then — only while damage is left past Toughness, armour, cover and Fortune, and the target
 * accepts — the Injured d6, then the Wounded d6. `typed` are the faces so far (the reduction needed
 * depends on them). Null when it cannot be told in advance (a blast hits several targets; Guardian Angel
 * diverts damage to another combatant first).
 */
export function damageDiceNeed(
  state: CampaignState,
  typed: readonly number[],
  modifier: number,
  accept: boolean,
): DamageDiceNeed | null {
  const data = expPendingAttack(state);
  const p = state.pending;
  if (!data || !p) return null;
  const attacker = state.combatants.find((c) => c.id === p.actorId);
  const target = state.combatants.find((c) => c.id === p.targetId);
  if (!attacker || !target || data.radius > 0) return null;
  if (target.conditions.some((k) => k.key === EFFECT.guardianAngel)) return null;
  const n = data.dice.count;
  if (typed.length < n || !accept) return { count: n, steps: [] };
  const total = damageTotal(data, attacker, typed.slice(0, n), modifier);
  let left = Math.max(0, total - protection(state, target, data.penetrating).total);
  left -= Math.min(left, Math.max(0, target.resources.Fortune ?? 0));
  const settings = expSettings(state);
  const has = new Set(target.conditions.map((k) => k.key));
  const steps: { condition: 'Injured' | 'Wounded'; dice: number }[] = [];
  let at = n;
  for (const condition of [COND.injured, COND.wounded] as const) {
    if (left <= 0 || has.has(COND.wounded) || (condition === COND.injured && has.has(COND.injured))) continue;
    const dice = condition === COND.injured ? settings.injuredDice : settings.woundedDice;
    steps.push({ condition, dice });
    const faces = typed.slice(at, at + dice);
    at += dice;
    // The next step depends on these faces: until they are typed, count them as not reducing.
    left = Math.max(0, left - faces.reduce((a, b) => a + b, 0));
    if (faces.length < dice) break;
  }
  return { count: at, steps };
}

/** The `rules:preview` answer for the waiting hit: what its panel offers and asks for. */
export interface ExpPendingAnswer {
  readonly kind: 'expanse/pending';
  /** EXP-STUNT-1: the campaign's stunts whose least cost the SP left can pay, for the picker. */
  readonly stunts: readonly ExpStunt[];
  /** EXP-COV-1: the cover the attacker's zone offers (Take Cover's rating unless the GM says otherwise). */
  readonly cover: number;
  /** EXP-APP-2: how many dice the entered damage needs ({@link damageDiceNeed}); null without `damage`. */
  readonly damageDice: DamageDiceNeed | null;
}

/** Answers an `expanse/pending` preview request; refuses when no Expanse hit waits. */
export function previewPendingAnswer(
  state: CampaignState,
  damage:
    { readonly typed: readonly number[]; readonly modifier: number; readonly accept: boolean } | undefined,
): ExpPendingAnswer {
  const { actorId, data } = pendingAttack(state);
  const attacker = findCombatant(state, actorId);
  return {
    kind: 'expanse/pending',
    stunts: affordableStunts(state, data.spLeft),
    cover: zoneCover(state, attacker),
    damageDice: damage ? damageDiceNeed(state, damage.typed, damage.modifier, damage.accept) : null,
  };
}

/** The `rules:preview` answers of The Expanse (each names its request's kind). */
export type ExpPreview = ExpAttackAnswer | ExpPendingAnswer;

/** Answers one `rules:preview` request of The Expanse from the state (never changes it). */
export function previewExp(state: CampaignState, request: ExpPreviewRequest): ExpPreview {
  requireCampaignSystem(state, 'expanse', 'an Expanse');
  switch (request.kind) {
    case 'expanse/attack':
      return previewAttackAnswer(state, request.attack);
    case 'expanse/pending':
      return previewPendingAnswer(state, request.damage);
  }
}
