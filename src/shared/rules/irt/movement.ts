/** Movement between zones (IRT-MOV-1…4). */
import { activeScene, type CampaignState } from '../../model/campaign';
import { irtRange } from './ranges';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import type { IrtCommand } from './commands';
import { conditionFactors, hasCondition, IRT_CONDITION } from './conditions';
import { computeIrtDifficulty } from './difficulty';
import { getCombatant } from './health';
import { resolvePoolRoll } from './pool';
import { attr } from './sheet';
import { tokenOf, zoneAt } from './attackFactors';

/**
 * `irt/move` (IRT-MOV-1…3): one adjacent zone is Lätt (automatic); further needs a Fysik + Smidighet roll,
 * each Effekt one more zone, difficult terrain costing two; difficult terrain (or conditions) making it
 * Normal or worse needs a success to move at all. Outdoors one hex is one zone (IRT-ZONE-1).
 */
export function move(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/move' }>,
  ctx: SystemContext,
): CampaignState {
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
  if (cmd.twoActions)
    factors.push({
      source: 'action',
      key: 'twoActions',
      term: 'Två handlingar',
      effect: 1,
      kind: 'mechanical',
    });
  const difficulty = computeIrtDifficulty({ base: 'Lätt', factors }).difficulty;
  // Effekt needed beyond the free first zone; entering difficult terrain costs two (IRT-MOV-2).
  const cost = zones <= 1 ? 0 : zones - 1 + (difficult ? 1 : 0);
  let reach = zones <= 1 && difficulty === 'Lätt';
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
    { id: c.id, zones, difficulty, effekt, cost, reached: reach },
    c.hidden ? 'gm' : 'public',
  );
  if (!reach) return state;
  // IRT-MOV-4: only movement in a running fight makes a moving target (as `token/move` does).
  const moved = (tok.movedThisRound ?? 0) + (state.encounter.active ? zones : 0);
  const tokens = scene.tokens.map((t) =>
    t.id === tok.id ? { ...t, hex: cmd.to, ...(moved > 0 ? { movedThisRound: moved } : {}) } : t,
  );
  return { ...state, scenes: state.scenes.map((s) => (s.id === scene.id ? { ...s, tokens } : s)) };
}
