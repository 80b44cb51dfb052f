/**
 * What the Expanse attack dialog shows before a roll, from the snapshot with the engine's pure functions
 * (previewExpanseAttack, planAttack's Charge reading): the plan with its exact odds, and where a Charge
 * may end. Nothing here decides a rule; the engine checks everything again when the command arrives.
 */
import type { z } from 'zod';
import { hexDistance, hexEquals, hexNeighbours, type Axial } from '@shared/hex/axial';
import { activeScene, type CampaignState } from '@shared/model/campaign';
import { CommandError } from '@shared/rules/core/errors';
import { tokenOf } from '@shared/rules/core/placement';
import { isOnMap } from '@shared/rules/core/state';
import { CHARGE_METRES, damageTotal, expPendingAttack } from '@shared/rules/expanse/attack';
import { COND, EFFECT } from '@shared/rules/expanse/conditions';
import { protection } from '@shared/rules/expanse/damage';
import { expSettings } from '@shared/rules/expanse/settings';
import type { ExpAttack } from '@shared/rules/expanse/commands';
import { metresBetween } from '@shared/rules/expanse/position';
import { previewExpanseAttack, type ExpAttackPreview } from '@shared/rules/expanse/preview';
import { speed } from '@shared/rules/expanse/sheet';

/** The attack dialog's choices, as `expanse/attack` takes them (without dice). */
export type ExpAttackInput = Omit<z.infer<typeof ExpAttack>, 'type' | 'dice'>;

/** A preview, or the engine's refusal in its own words. */
export type ExpPreviewResult = { ok: true; preview: ExpAttackPreview } | { ok: false; message: string };

/** Previews the attack, catching the engine's refusal as a message. */
export function tryPreview(state: CampaignState, input: ExpAttackInput): ExpPreviewResult {
  try {
    const preview = previewExpanseAttack(state, input);
    return preview ? { ok: true, preview } : { ok: false, message: 'no preview' };
  } catch (e) {
    return { ok: false, message: e instanceof CommandError || e instanceof Error ? e.message : String(e) };
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
