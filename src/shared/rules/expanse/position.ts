/**
 * Where Expanse combatants stand, in metres (EXP-ATK-1 melee reach 2 m, EXP-RNG-1 ranges, EXP-ACT-MIN
 * Move, EXP-COV-1 cover from the zone's `cover` trait): one reading of the active scene's map.
 */
import type { Axial } from '../../hex/axial';
import { hexDistance } from '../../hex/axial';
import { measureOnMap } from '../../map/distance';
import { activeScene, type CampaignState, type Combatant } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { tokenOf, zoneAt, zoneOf } from '../core/placement';
import { isOnMap, replaceScene } from '../core/state';
import type { SystemContext } from '../core/system';
import { EFFECT, withoutCondition } from './conditions';

/** The Expanse zone trait that carries a cover rating (EXP-COV-1). */
export const COVER_TRAIT = 'cover';

/** EXP-ATK-1: melee reaches targets within 2 m. */
export const MELEE_REACH_METRES = 2;

/** The hex a combatant's token stands on, or a refusal naming what is missing. */
export function hexOf(state: CampaignState, c: Pick<Combatant, 'id' | 'name'>): Axial {
  const t = tokenOf(state, c.id);
  if (!t) throw new CommandError('invalid', `${c.name} has no token on the active scene`);
  return t.hex;
}

/** Metres between two hexes on the active scene's map (hex steps × metres per hex). */
export function metresBetween(state: CampaignState, a: Axial, b: Axial): number {
  const map = activeScene(state).map;
  return measureOnMap(map, a, b, map.hexSizeMetres).metres;
}

/** Metres between two combatants' tokens, or null when either has none. */
export function distance(state: CampaignState, a: Combatant, b: Combatant): number | null {
  const ta = tokenOf(state, a.id);
  const tb = tokenOf(state, b.id);
  return ta && tb ? metresBetween(state, ta.hex, tb.hex) : null;
}

/** EXP-COV-1: the cover rating the zone under `c` offers (0 without a cover trait). */
export function zoneCover(state: CampaignState, c: Combatant): number {
  const zone = zoneOf(state, c);
  return Math.max(0, ...(zone?.traits ?? []).filter((t) => t.kind === COVER_TRAIT).map((t) => t.level ?? 1));
}

/** EXP-COV-1: the cover rating offered at a hex of the active scene. */
export function coverAt(state: CampaignState, hex: Axial): number {
  const zone = zoneAt(activeScene(state), hex);
  return Math.max(0, ...(zone?.traits ?? []).filter((t) => t.kind === COVER_TRAIT).map((t) => t.level ?? 1));
}

/**
 * Moves `c`'s token to `to` if it lies within `metres`; logs `token/moved` and the metres covered.
 * Refuses a destination off the map or too far.
 */
export function moveWithin(
  state: CampaignState,
  c: Combatant,
  to: Axial,
  metres: number,
  why: string,
  ctx: SystemContext,
): { state: CampaignState; moved: number } {
  const scene = activeScene(state);
  const token = tokenOf(state, c.id);
  if (!token) throw new CommandError('invalid', `${c.name} has no token on the active scene`);
  if (!isOnMap(scene, to)) throw new CommandError('invalid', 'that hex is not on the map');
  const moved = metresBetween(state, token.hex, to);
  if (moved > metres)
    throw new CommandError('invalid', `${c.name} may move ${metres} m (${why}); that is ${moved} m`);
  ctx.out.emit(
    'token/moved',
    { tokenId: token.id, combatantId: c.id, from: token.hex, to, metres: moved, why },
    token.hidden ? 'gm' : 'public',
  );
  const steps = hexDistance(token.hex, to);
  // EXP-COV-1 (project's reading): cover taken with the Take Cover stunt is left behind by moving.
  const left = steps > 0 ? withoutCondition(state, c.id, EFFECT.takeCover) : state;
  return {
    moved,
    state: replaceScene(left, {
      ...scene,
      tokens: scene.tokens.map((t) =>
        t.id === token.id
          ? { ...t, hex: to, ...(steps > 0 ? { movedThisRound: (t.movedThisRound ?? 0) + steps } : {}) }
          : t,
      ),
    }),
  };
}
