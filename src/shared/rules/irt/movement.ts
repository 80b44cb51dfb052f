/** Movement between zones (IRT-MOV-1…4), counted per turn. */
import { activeScene, type CampaignState, type Combatant } from '../../model/campaign';
import { irtRange } from './ranges';
import { CommandError } from '../core/errors';
import { rollDice } from '../core/rolls';
import type { IrtHandler } from './commands';
import {
  condition,
  conditionFactors,
  findCondition,
  hasCondition,
  IRT_CONDITION,
  withCondition,
  withoutCondition,
} from './conditions';
import { computeIrtDifficulty, twoActionsFactor } from './difficulty';
import { getCombatant, putCombatant } from './health';
import { resolvePoolRoll } from './pool';
import { attr } from './sheet';
import { tokenOf, zoneAt } from './attackFactors';

/**
 * The count of zones a combatant moved with `irt/move` in the current turn (IRT-MOV-1/2), a GM-only
 * condition: reset when the combatant's next turn starts and when the fight ends.
 */
export const IRT_MOVED_THIS_TURN = 'Förflyttning denna tur';

/** Zones moved this turn (IRT-MOV-1/2); 0 outside a running fight. */
export function zonesMovedThisTurn(state: CampaignState, c: Combatant): number {
  if (!state.encounter.active) return 0;
  const zones = findCondition(c, IRT_MOVED_THIS_TURN)?.data?.zones;
  return typeof zones === 'number' ? zones : 0;
}

/** Clears the per-turn movement count of one combatant (their turn starts) or of everyone (fight ends). */
export function clearTurnMoves(state: CampaignState, id?: string): CampaignState {
  if (
    !state.combatants.some((c) => (id === undefined || c.id === id) && hasCondition(c, IRT_MOVED_THIS_TURN))
  )
    return state;
  return {
    ...state,
    combatants: state.combatants.map((c) =>
      id === undefined || c.id === id ? withoutCondition(c, IRT_MOVED_THIS_TURN) : c,
    ),
  };
}

/**
 * `irt/move` (IRT-MOV-1…3): one adjacent zone is Lätt (automatic); further needs a Fysik + Smidighet roll,
 * each Effekt one more zone, difficult terrain costing two; difficult terrain (or conditions) making it
 * Normal or worse needs a success to move at all. Outdoors one hex is one zone (IRT-ZONE-1). Only the
 * first zone of a turn is free: once the combatant has moved this turn, every further zone costs Effekt
 * (IRT-MOV-2), so a second move cannot skip the roll.
 */
export const move: IrtHandler<'irt/move'> = (state, cmd, ctx) => {
  const c = getCombatant(state, cmd.combatantId);
  const tok = tokenOf(state, c.id);
  if (!tok) throw new CommandError('not-found', `${c.name} has no token on the map`);
  const scene = activeScene(state);
  const dest = zoneAt(state, cmd.to);
  if (!dest) throw new CommandError('invalid', 'that hex is not on the map');
  if (hasCondition(c, IRT_CONDITION.medvetslos) || hasCondition(c, IRT_CONDITION.dod))
    throw new CommandError('invalid', `${c.name} cannot move`);
  // IRT-COND-5: Fastlåst cannot move (breaking free is its own action).
  if (hasCondition(c, IRT_CONDITION.fastlast))
    throw new CommandError('invalid', `${c.name} is Fastlåst and cannot move (IRT-COND-5)`);
  // IRT-ZONE-1: zones counted through the zone graph, so a wall makes the way round count.
  const zones = irtRange(scene.map, tok.hex, cmd.to).measure.zones;
  if (zones === null)
    throw new CommandError('invalid', `walls or closed doors cut every way there (IRT-ZONE-1)`);
  // Crit effects that forbid changing zone (IRT-CRIT-5 `noMoveBetweenZones`).
  if (zones > 0 && c.conditions.some((k) => k.data?.noMoveBetweenZones === true))
    throw new CommandError('invalid', `${c.name} cannot move to another zone (crit effect)`);
  const terrain = dest.traits.find((t) => t.kind === 'svarforcerad');
  const difficult = terrain !== undefined;
  const factors = conditionFactors(
    c,
    { action: 'movement', attributes: ['Fysik', 'Smidighet'] },
    state.encounter.round,
  );
  // IRT-MOV-3: difficult terrain raises the difficulty to Normal, Svår or Mycket Svår (the trait's level).
  if (terrain)
    factors.push({
      source: 'zone',
      key: 'svarforcerad',
      term: 'Svårforcerad terräng',
      effect: Math.min(3, Math.max(1, terrain.level ?? 1)),
      kind: 'mechanical',
      detail: dest.name,
    });
  // IRT-ACT-2: a move that is one of two actions this turn is one step harder.
  if (cmd.twoActions) factors.push(twoActionsFactor());
  const difficulty = computeIrtDifficulty({ base: 'Lätt', factors }).difficulty;
  // Effekt needed beyond the turn's free first zone; entering difficult terrain costs two (IRT-MOV-2).
  const before = zonesMovedThisTurn(state, c);
  const free = before > 0 ? 0 : 1;
  const cost = zones === 0 ? 0 : Math.max(0, zones - free) + (zones > free && difficult ? 1 : 0);
  let reach = cost === 0 && difficulty === 'Lätt';
  let effekt: number | null = null;
  if (!reach) {
    const faces = rollDice(ctx.dice, ctx.out, Math.max(0, attr(c, 'Fysik') + attr(c, 'Smidighet')), 12, {
      roller: c.id,
      purpose: 'förflyttning',
    });
    const r = resolvePoolRoll(faces, difficulty);
    effekt = r.effekt;
    reach = r.success && (r.effekt ?? 0) >= cost;
  }
  ctx.out.emit(
    'irt/moved',
    { id: c.id, zones, difficulty, effekt, cost, reached: reach, zonesBefore: before },
    c.hidden ? 'gm' : 'public',
  );
  if (!reach) return state;
  // IRT-MOV-4: only movement in a running fight makes a moving target (as `token/move` does).
  const moved = (tok.movedThisRound ?? 0) + (state.encounter.active ? zones : 0);
  const tokens = scene.tokens.map((t) =>
    t.id === tok.id ? { ...t, hex: cmd.to, ...(moved > 0 ? { movedThisRound: moved } : {}) } : t,
  );
  const s = { ...state, scenes: state.scenes.map((sc) => (sc.id === scene.id ? { ...sc, tokens } : sc)) };
  if (!state.encounter.active || zones === 0) return s;
  return putCombatant(
    s,
    withCondition(c, condition(IRT_MOVED_THIS_TURN, { public: false, data: { zones: before + zones } })),
  );
};
