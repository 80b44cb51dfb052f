/**
 * Posture (OMN-ACT-5): standing, kneeling or prone, kept as a condition (`Knästående`, `Liggande`; none =
 * standing) so that the tables (initiative, melee, defence rows named like it) and tokens read it. A
 * declared change waits in a `Byter ställning` condition until the character's turn; a defence before
 * then needs a Manövrar roll of 10+ to change at once, else the posture stays this round.
 */
import type { CampaignState, Combatant, Condition } from '../../model/campaign';
import { findCombatant, replaceCombatant } from '../core/state';
import type { SystemContext } from '../core/system';
import { omnRoll } from './roll';
import { omnSettings } from './settings';
import { omnValue } from './sheet';
import type { OmnPosture } from './turnCommands';

/** The condition of a declared posture change that has not happened yet (data.to: the new posture). */
export const CHANGING_POSTURE = 'Byter ställning';
/** OMN-ACT-5: the Manövrar total that changes posture at once when forced to defend first. */
export const FORCED_POSTURE_TARGET = 10;

const POSTURE_KEYS: readonly string[] = ['Knästående', 'Liggande'];

/** The combatant's posture (a `Knästående` or `Liggande` condition; none = `Stående`). */
export function postureOf(c: Pick<Combatant, 'conditions'>): OmnPosture {
  const k = c.conditions.find((x) => POSTURE_KEYS.includes(x.key));
  return k?.key === 'Knästående' ? 'Knästående' : k?.key === 'Liggande' ? 'Liggande' : 'Stående';
}

/** The posture a pending change goes to, or null. */
export function pendingPosture(c: Pick<Combatant, 'conditions'>): OmnPosture | null {
  const to = c.conditions.find((x) => x.key === CHANGING_POSTURE)?.data?.to;
  return to === 'Stående' || to === 'Knästående' || to === 'Liggande' ? to : null;
}

function postureCondition(posture: OmnPosture): Condition[] {
  return posture === 'Stående'
    ? []
    : [{ key: posture, public: true, untilRound: null, note: 'OMN-ACT-5', source: 'Ställning' }];
}

/** The state with `id` in `posture` now (any pending change dropped); logs `omnimodus/postureChanged`. */
export function setPosture(
  state: CampaignState,
  id: string,
  posture: OmnPosture,
  ctx: SystemContext,
): CampaignState {
  const c = findCombatant(state, id);
  const from = postureOf(c);
  const rest = c.conditions.filter((k) => !POSTURE_KEYS.includes(k.key) && k.key !== CHANGING_POSTURE);
  // `was` / `posture`, not from/to: the players' projection drops from/to as map places.
  ctx.out.emit('omnimodus/postureChanged', { id, was: from, posture }, c.hidden ? 'gm' : 'public');
  return replaceCombatant(state, { ...c, conditions: [...rest, ...postureCondition(posture)] });
}

/** The state with a change to `posture` pending for `id` (OMN-ACT-5: it happens at the turn). */
export function declarePosture(state: CampaignState, id: string, posture: OmnPosture): CampaignState {
  const c = findCombatant(state, id);
  const pending: Condition = {
    key: CHANGING_POSTURE,
    public: true,
    untilRound: null,
    note: `OMN-ACT-5: blir ${posture} vid sin tur`,
    data: { to: posture },
  };
  return replaceCombatant(state, {
    ...c,
    conditions: [...c.conditions.filter((k) => k.key !== CHANGING_POSTURE), pending],
  });
}

/** OMN-ACT-5: a pending change happens (the turn came, or the round ended with it still pending). */
export function settlePosture(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const to = pendingPosture(findCombatant(state, id));
  return to === null ? state : setPosture(state, id, to, ctx);
}

/**
 * OMN-ACT-5: `id` must defend before its declared posture change happened: a Manövrar roll of 10+
 * changes it at once, else the posture stays (the change is dropped this round). Without a pending
 * change nothing is rolled and the state is returned as is. Logs `omnimodus/postureHeld` on a failure.
 */
export function forcedPostureCheck(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = findCombatant(state, id);
  const to = pendingPosture(c);
  if (to === null) return state;
  const r = omnRoll(c, omnValue(c, 'Manövrar'), [], 'posture (Manövrar 10+)', ctx, omnSettings(state));
  if (r.total >= FORCED_POSTURE_TARGET) return setPosture(state, id, to, ctx);
  ctx.out.emit(
    'omnimodus/postureHeld',
    { id, posture: postureOf(c), wanted: to, total: r.total },
    c.hidden ? 'gm' : 'public',
  );
  return replaceCombatant(state, {
    ...c,
    conditions: c.conditions.filter((k) => k.key !== CHANGING_POSTURE),
  });
}
