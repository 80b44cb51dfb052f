/**
 * What a new d20 round does (D20-RND-1; the core has already moved the round number and reset what was
 * spent, D20-TURN-1): conditions set "until round N" end when round N starts, and a bleeding combatant
 * loses blood.
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import { D20_CONDITION } from './conditions';
import { pools } from './sheet';

/** Interpretation of D20-ATK-6 `Blödning`: KP lost at the start of each new round until the GM stops it. */
export const BLEED_PER_ROUND = 1;

/** KP as low as the data model allows (as health.ts; KP 0 or below is out of the fight). */
const KP_FLOOR = -1000;

/**
 * Runs at the start of each round: conditions whose `untilRound` has come end (a `d20/conditionEnded`
 * event each), then every `Blödning` costs its bearer {@link BLEED_PER_ROUND} KP (`d20/bled`).
 */
export function d20RoundStart(state: CampaignState, ctx: SystemContext): CampaignState {
  const round = state.encounter.round;
  const combatants = state.combatants.map((c): Combatant => {
    let next = c;
    const ended = c.conditions.filter((k) => k.untilRound !== null && k.untilRound <= round);
    if (ended.length > 0) {
      next = { ...next, conditions: next.conditions.filter((k) => !ended.includes(k)) };
      for (const k of ended)
        ctx.out.emit(
          'd20/conditionEnded',
          { id: c.id, key: k.key, round },
          c.hidden || !k.public ? 'gm' : 'public',
        );
    }
    // Interpretation of D20-ATK-6 bleeding: 1 KP each new round (it may go below 0; health reads it).
    if (next.conditions.some((k) => k.key === D20_CONDITION.bleeding)) {
      const kp = Math.max(KP_FLOOR, pools(next).kp - BLEED_PER_ROUND);
      next = { ...next, resources: { ...next.resources, kp } };
      ctx.out.emit('d20/bled', { id: c.id, kpLost: BLEED_PER_ROUND, kp, round }, c.hidden ? 'gm' : 'public');
    }
    return next;
  });
  return { ...state, combatants };
}
