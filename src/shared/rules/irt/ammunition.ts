/**
 * Ammunition (IRT-WPN-2): a weapon's `Ammunition` value is a number of steps; it drops one step per
 * fight, one per short burst and two per long burst; reloading is an action that fills it again. Pure
 * functions plus a state-level helper the `irt/` commands can call.
 */
import type { CampaignState, Weapon } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { getCombatant, putCombatant } from './health';

/** What uses up ammunition. */
export type AmmunitionUse = 'fight' | 'shortBurst' | 'longBurst';

/** IRT-WPN-2: steps each use costs. */
export const AMMUNITION_STEPS: Readonly<Record<AmmunitionUse, number>> = {
  fight: 1,
  shortBurst: 1,
  longBurst: 2,
};

/** The ammunition steps left after a use (never below 0) and whether the weapon is now empty. */
export function spendAmmunition(steps: number, use: AmmunitionUse): { after: number; empty: boolean } {
  const after = Math.max(0, steps - AMMUNITION_STEPS[use]);
  return { after, empty: after === 0 };
}

/** A weapon's ammunition steps now, or null when it uses none (melee weapons). */
export function ammunitionOf(w: Weapon): number | null {
  const v = w.values.Ammunition;
  return typeof v === 'number' ? v : null;
}

/** The full ammunition of a weapon: `AmmunitionMax` when the sheet records it, else its current value. */
export function fullAmmunition(w: Weapon): number | null {
  const max = w.values.AmmunitionMax;
  return typeof max === 'number' ? max : ammunitionOf(w);
}

function updateWeapon(
  state: CampaignState,
  id: string,
  weaponId: string,
  f: (w: Weapon) => Weapon,
): CampaignState {
  const c = getCombatant(state, id);
  const w = c.weapons.find((x) => x.id === weaponId);
  if (!w) throw new CommandError('not-found', `${c.name} has no weapon "${weaponId}"`);
  return putCombatant(state, { ...c, weapons: c.weapons.map((x) => (x.id === weaponId ? f(x) : x)) });
}

/**
 * IRT-WPN-2: lowers a combatant's weapon's ammunition by a use. The full value is remembered as
 * `AmmunitionMax` the first time, so reloading knows what to fill to.
 */
export function useAmmunition(
  state: CampaignState,
  id: string,
  weaponId: string,
  use: AmmunitionUse,
  ctx: SystemContext,
): CampaignState {
  return updateWeapon(state, id, weaponId, (w) => {
    const now = ammunitionOf(w);
    if (now === null) throw new CommandError('invalid', `${w.name} uses no ammunition`);
    if (now === 0) throw new CommandError('invalid', `${w.name} is empty: reload first (IRT-WPN-2)`);
    const { after, empty } = spendAmmunition(now, use);
    ctx.out.emit('irt/ammunition', { id, weaponId, use, before: now, after, empty });
    return { ...w, values: { ...w.values, AmmunitionMax: fullAmmunition(w) ?? now, Ammunition: after } };
  });
}

/** IRT-WPN-2: reloading (an action) fills the weapon to its full ammunition. */
export function reload(
  state: CampaignState,
  id: string,
  weaponId: string,
  ctx: SystemContext,
): CampaignState {
  return updateWeapon(state, id, weaponId, (w) => {
    const full = fullAmmunition(w);
    if (full === null) throw new CommandError('invalid', `${w.name} uses no ammunition`);
    ctx.out.emit('irt/reloaded', { id, weaponId, before: ammunitionOf(w), after: full });
    return { ...w, values: { ...w.values, Ammunition: full } };
  });
}
