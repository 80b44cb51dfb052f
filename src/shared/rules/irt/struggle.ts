/**
 * Getting out of two conditions by an action: breaking free when Fastlåst (IRT-COND-5: Fysik + Strid
 * against the opponent's Fysik + Strid) and rolling on the ground when Brinnande (IRT-COND-6
 * interpretation: Fysik + Smidighet, each success lowers the damage value one step).
 */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import {
  condition,
  conditionFactors,
  findCondition,
  IRT_CONDITION,
  withCondition,
  withoutCondition,
} from './conditions';
import { computeIrtDifficulty } from './difficulty';
import { addFokus, getCombatant, putCombatant } from './health';
import { resolvePoolRoll } from './pool';
import { attr } from './sheet';

/**
 * `irt/breakFree` (IRT-COND-5): both roll Fysik + Strid; the pinned character breaks free with more
 * successes than the opponent (a tie keeps the hold). The character's own conditions make their roll
 * harder as any action; successes are compared, not Effekt.
 */
export function breakFree(
  state: CampaignState,
  id: string,
  opponentId: string,
  ctx: SystemContext,
): CampaignState {
  const c = getCombatant(state, id);
  const opponent = getCombatant(state, opponentId);
  if (!findCondition(c, IRT_CONDITION.fastlast))
    throw new CommandError('invalid', `${c.name} is not Fastlåst`);
  const roll = (who: typeof c): number => {
    const faces = rollDice(ctx.dice, ctx.out, Math.max(0, attr(who, 'Fysik') + attr(who, 'Strid')), 12, {
      roller: who.id,
      purpose: who.id === c.id ? 'break free (Fysik + Strid)' : `hold ${c.name} (Fysik + Strid)`,
    });
    const difficulty = computeIrtDifficulty({
      base: 'Lätt',
      factors: conditionFactors(
        who,
        { action: 'other', attributes: ['Fysik', 'Strid'] },
        state.encounter.round,
      ),
    }).difficulty;
    const r = resolvePoolRoll(faces, difficulty);
    return r.success ? r.successes : 0;
  };
  const mine = roll(c);
  const theirs = roll(opponent);
  const free = mine > theirs;
  ctx.out.emit(
    'irt/breakFree',
    { id, opponentId, successes: mine, opponentSuccesses: theirs, free },
    c.hidden ? 'gm' : 'public',
  );
  return free ? putCombatant(state, withoutCondition(c, IRT_CONDITION.fastlast)) : state;
}

/**
 * `irt/extinguish` (IRT-COND-6): rolling on the ground is an action, Fysik + Smidighet; each success lowers
 * the burning value one step; at 0 the fire is out.
 */
export function extinguish(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = getCombatant(state, id);
  const burning = findCondition(c, IRT_CONDITION.brinnande);
  if (!burning) throw new CommandError('invalid', `${c.name} is not burning`);
  const value = typeof burning.data?.value === 'number' ? burning.data.value : 3;
  const faces = rollDice(ctx.dice, ctx.out, Math.max(0, attr(c, 'Fysik') + attr(c, 'Smidighet')), 12, {
    roller: id,
    purpose: 'roll on the ground to put out the fire (Fysik + Smidighet)',
  });
  const r = resolvePoolRoll(faces, 'Lätt');
  const left = Math.max(0, value - r.successes);
  ctx.out.emit(
    'irt/extinguish',
    { id, before: value, successes: r.successes, after: left },
    c.hidden ? 'gm' : 'public',
  );
  let s = addFokus(state, id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  const now = getCombatant(s, id);
  s = putCombatant(
    s,
    left === 0
      ? withoutCondition(now, IRT_CONDITION.brinnande)
      : withCondition(
          now,
          condition(IRT_CONDITION.brinnande, {
            ...(burning.source ? { source: burning.source } : {}),
            data: { ...(burning.data ?? {}), value: left },
          }),
        ),
  );
  return s;
}
