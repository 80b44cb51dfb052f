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
import { CHARGE_METRES } from '@shared/rules/expanse/attack';
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
  /** EXP-ACT-MAJ: straight at the target from at least 4 m (the Charge's +1). */
  readonly bonus: boolean;
}

/**
 * EXP-ACT-MAJ Charge: the free hexes next to the target within half the charger's Speed (rounded down),
 * those earning the +1 (a straight line from at least 4 m) first, then the shortest moves.
 */
export function chargeEnds(state: CampaignState, attackerId: string, targetId: string): ChargeEnd[] {
  const attacker = state.combatants.find((c) => c.id === attackerId);
  const start = tokenOf(state, attackerId)?.hex;
  const target = tokenOf(state, targetId)?.hex;
  if (!attacker || !start || !target) return [];
  const scene = activeScene(state);
  const limit = Math.floor(speed(attacker) / 2);
  const taken = scene.tokens.filter((t) => t.combatantId !== attackerId).map((t) => t.hex);
  const startToTarget = metresBetween(state, start, target);
  return hexNeighbours(target)
    .filter((h) => isOnMap(scene, h) && !taken.some((x) => hexEquals(x, h)))
    .map((hex) => {
      const moved = metresBetween(state, start, hex);
      const straight = hexDistance(start, hex) + hexDistance(hex, target) === hexDistance(start, target);
      return { hex, moved, bonus: straight && startToTarget >= CHARGE_METRES };
    })
    .filter((e) => e.moved <= limit)
    .sort((a, b) => Number(b.bonus) - Number(a.bonus) || a.moved - b.moved);
}
