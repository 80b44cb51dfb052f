/**
 * VP, KP and what damage does (D20-ATK-5/6): damage comes off VP first, the overflow off KP, and KP
 * damage owes a UTH resistance roll (SV 13 Heroisk, 15 Härdad). Also the GM's damage outside an
 * attack, healing, and the wound words on cards.
 */
import type { z } from 'zod';
import type { CampaignState, Combatant, PendingAction } from '../../model/campaign';
import { findCombatant, replaceCombatant } from '../core/state';
import type { SystemCommandHandler, SystemContext } from '../core/system';
import type { D20Damage, D20Heal } from './commands';
import { hasCondition } from './conditions';
import { d20Value, pools } from './sheet';
import { d20Settings } from './settings';
import type { D20PendingResistance } from './types';

/** Interpretation: the GM marks a dead combatant with this condition (the chapter has no death rule). */
export const DEAD_CONDITION = 'Död';

/** The pending kind of an owed UTH roll (D20-ATK-6). */
export const RESISTANCE_PENDING = 'd20/resistance';

/** KP as low as the data model allows (the sheet sets no floor; KP ≤ 0 is out of the fight). */
const KP_FLOOR = -1000;

/** `gm` when a hidden combatant takes part (the players must not learn of it), else `public`. */
export function visibilityFor(...cs: readonly (Combatant | undefined)[]): 'public' | 'gm' {
  return cs.some((c) => c?.hidden === true) ? 'gm' : 'public';
}

/** Interpretation: out of the fight at KP 0 or below (Utslagen), or dead. */
export function isOut(c: Combatant): boolean {
  return hasCondition(c, DEAD_CONDITION) || (hasKnownKp(c) && pools(c).kp <= 0);
}

/** A sheet without KP (neither a maximum nor a current value) is not counted as knocked out. */
function hasKnownKp(c: Combatant): boolean {
  return c.resources.kp !== undefined || d20Value(c, 'KP') > 0;
}

/** D20-ATK-6: the SV of the UTH resistance roll in the campaign's mode. */
export function resistanceSv(state: Pick<CampaignState, 'settings'>): number {
  return d20Settings(state).mode === 'Härdad' ? 15 : 13;
}

/** What damage took off a combatant. */
export interface DamageTaken {
  readonly state: CampaignState;
  readonly vpLost: number;
  readonly kpLost: number;
  readonly vp: number;
  readonly kp: number;
}

/** D20-ATK-5: `dealt` (after RR and shield) comes off VP; what VP cannot hold comes off KP. */
export function takeDamage(state: CampaignState, targetId: string, dealt: number): DamageTaken {
  const c = findCombatant(state, targetId);
  const p = pools(c);
  const vpLost = Math.min(Math.max(0, p.vp), Math.max(0, dealt));
  const kpLost = Math.max(0, dealt) - vpLost;
  const vp = p.vp - vpLost;
  const kp = Math.max(KP_FLOOR, p.kp - kpLost);
  const next = replaceCombatant(state, { ...c, resources: { ...c.resources, vp, kp } });
  return { state: next, vpLost, kpLost, vp, kp };
}

/**
 * D20-ATK-6: a combatant who lost KP owes a UTH roll. Sets the pending `d20/resistance` step (with the
 * EM manoeuvres to offer after it, if any) and logs `d20/resistanceNeeded`; when another step is
 * already waiting, only logs it (`waiting: false`) for the GM to roll by hand.
 */
export function oweResistance(
  state: CampaignState,
  targetId: string,
  kpDamage: number,
  ctx: SystemContext,
  thenManoeuvres?: D20PendingResistance['thenManoeuvres'],
): CampaignState {
  const target = findCombatant(state, targetId);
  const sv = resistanceSv(state);
  const waiting = !state.pending;
  ctx.out.emit('d20/resistanceNeeded', { id: target.id, sv, kpDamage, waiting }, visibilityFor(target));
  if (!waiting) return state;
  const data: D20PendingResistance = { sv, kpDamage, ...(thenManoeuvres ? { thenManoeuvres } : {}) };
  const pending: PendingAction = {
    id: `d20-uth-${state.log.length}`,
    kind: RESISTANCE_PENDING,
    actorId: target.id,
    targetId: target.id,
    data: { ...data },
  };
  return { ...state, pending };
}

/**
 * `d20/damage`: damage from outside an attack (a fall, fire): RR first when `armour`, then VP and KP
 * (D20-ATK-5), and the UTH roll when KP is hit (D20-ATK-6).
 */
export const damage: SystemCommandHandler<z.infer<typeof D20Damage>> = (state, cmd, ctx) => {
  const target = findCombatant(state, cmd.targetId);
  const rr = cmd.armour ? Math.max(0, d20Value(target, 'RR')) : 0;
  const dealt = Math.max(0, cmd.amount - rr);
  const taken = takeDamage(state, target.id, dealt);
  ctx.out.emit(
    'd20/damaged',
    {
      id: target.id,
      source: 'gm',
      attackerId: null,
      weapon: null,
      faces: [],
      rolled: cmd.amount,
      rr,
      shield: 0,
      dealt,
      vpLost: taken.vpLost,
      kpLost: taken.kpLost,
      vp: taken.vp,
      kp: taken.kp,
    },
    visibilityFor(target),
  );
  return taken.kpLost > 0 ? oweResistance(taken.state, target.id, taken.kpLost, ctx) : taken.state;
};

/** `d20/heal`: VP and KP back, never above the sheet's maxima. */
export const heal: SystemCommandHandler<z.infer<typeof D20Heal>> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.targetId);
  const p = pools(c);
  const vp = Math.max(p.vp, Math.min(p.vpMax, p.vp + cmd.vp));
  const kp = Math.max(p.kp, Math.min(p.kpMax, p.kp + cmd.kp));
  ctx.out.emit(
    'd20/healed',
    { id: c.id, vpGained: vp - p.vp, kpGained: kp - p.kp, vp, kp },
    visibilityFor(c),
  );
  return replaceCombatant(state, { ...c, resources: { ...c.resources, vp, kp } });
};

/**
 * The wound state in the game's words (interpretation): `Död` with the Död condition, `Utslagen` at
 * KP ≤ 0, `Sårad` when KP is lost, `Sliten` when only VP is lost, else `Oskadd`.
 */
export function d20WoundWord(c: Combatant): string {
  if (hasCondition(c, DEAD_CONDITION)) return DEAD_CONDITION;
  const p = pools(c);
  if (hasKnownKp(c) && p.kp <= 0) return 'Utslagen';
  if (p.kp < p.kpMax) return 'Sårad';
  if (p.vp < p.vpMax) return 'Sliten';
  return 'Oskadd';
}

/** How bad {@link d20WoundWord} is: 0 Oskadd, 1 Sliten or Sårad, 2 Utslagen, 4 Död. */
export function d20WoundSeverity(c: Combatant): 0 | 1 | 2 | 3 | 4 {
  switch (d20WoundWord(c)) {
    case DEAD_CONDITION:
      return 4;
    case 'Utslagen':
      return 2;
    case 'Sårad':
    case 'Sliten':
      return 1;
    default:
      return 0;
  }
}
