/**
 * Expanse initiative (EXP-INIT-2/3/5): rolled once per encounter, a Dexterity (Initiative) test. A group
 * of minor NPCs (`group`) rolls once and its members share the result. Ties: the higher Drama Die, then
 * the higher Dexterity, then the core's 1d6 roll-off (the project's last resort). Never stunt points
 * (EXP-SP-1).
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { rollInitiativeDie } from '../core/rolls';
import type { InitiativeRules, SystemContext } from '../core/system';
import { testPenalty } from './conditions';
import { expFactor, expTest } from './roll';
import { hasFocus, value } from './sheet';

/** EXP-INIT-2: the modifiers of the initiative test (focus Initiative, condition penalties). */
export function initiativeFactors(c: Combatant): DifficultyFactor[] {
  const factors: DifficultyFactor[] = [];
  if (hasFocus(c, 'Dexterity', 'Initiative')) factors.push(expFactor('expertise', 'focus', 'Initiative', 2));
  const penalty = testPenalty(c);
  if (penalty) factors.push(expFactor('condition', 'conditions', 'Conditions', -penalty));
  return factors;
}

/** EXP-INIT-2: a minor NPC's group (rolls once, acts together on one turn), or null. */
export function expGroupOf(c: Pick<Combatant, 'group'>): string | null {
  return c.group ?? null;
}

/** EXP-INIT-2/3/5: the initiative rules the core runs once per encounter. */
export const expInitiative: InitiativeRules = {
  eachRound: false,
  // EXP-INIT-5: newcomers roll at the start of the round they appear in and act in it.
  joinRoundAtStart: true,
  roll(c, ctx) {
    const r = expTest(c, value(c, 'Dexterity'), initiativeFactors(c), 'initiative', ctx, { stunts: false });
    // EXP-INIT-3: ties → the Drama Die, then Dexterity.
    return { value: r.total, tiebreak: [r.drama, value(c, 'Dexterity')] };
  },
  rollOff(c, ctx) {
    return rollInitiativeDie(ctx, c, 6, 'initiative roll-off');
  },
  groupOf: expGroupOf,
};

/** Sorts ids by initiative and tie-breaks, highest first (EXP-INIT-3), keeping the given order on ties. */
function sortOrder(state: CampaignState, ids: readonly string[]): string[] {
  const by = new Map(state.combatants.map((c) => [c.id, c]));
  const key = (id: string): number[] => {
    const c = by.get(id);
    return [c?.initiative ?? -Infinity, ...(c?.initiativeTiebreak ?? [])];
  };
  return ids
    .map((id, i) => ({ id, i, k: key(id) }))
    .sort((a, b) => {
      for (let j = 0; j < Math.max(a.k.length, b.k.length); j++) {
        const d = (b.k[j] ?? -Infinity) - (a.k[j] ?? -Infinity);
        if (d !== 0) return d;
      }
      return a.i - b.i;
    })
    .map((x) => x.id);
}

/**
 * EXP-INIT-5, EXP-STUNT-1 Momentum: moves `id` (and its group) `delta` up the initiative order. The
 * current turn stays with whoever has it.
 */
export function shiftInitiative(
  state: CampaignState,
  id: string,
  delta: number,
  ctx: SystemContext,
): CampaignState {
  const c = state.combatants.find((x) => x.id === id);
  if (!c || c.initiative === null)
    throw new CommandError('invalid', `${c?.name ?? id} has no initiative to change (EXP-INIT-5)`);
  const group = c.group;
  const moved = state.combatants.map((x) =>
    x.id === id || (group !== undefined && x.group === group && x.initiative === c.initiative)
      ? { ...x, initiative: (x.initiative ?? 0) + delta }
      : x,
  );
  const next = { ...state, combatants: moved };
  ctx.out.emit(
    'expanse/initiativeMoved',
    // `before` / `after`, not from/to: the players' projection drops from/to as map places.
    { id, before: c.initiative, after: c.initiative + delta },
    c.hidden ? 'gm' : 'public',
  );
  if (!state.encounter.active) return next;
  const current = state.encounter.order[state.encounter.turnIndex];
  const order = sortOrder(next, state.encounter.order);
  return {
    ...next,
    encounter: {
      ...state.encounter,
      order,
      turnIndex: current === undefined ? state.encounter.turnIndex : order.indexOf(current),
    },
  };
}
