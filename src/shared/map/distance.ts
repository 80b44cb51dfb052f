/**
 * Distance on a hex-zone map, as the rules count it (IRT-ZONE-1: zones of about 10 m; IRT-RNG-3:
 * bands by zones). One function serves the engine (attack ranges) and the GM's drag ruler, so what the
 * ruler shows is what an attack uses.
 *
 * How zones are counted depends on the scene's scale:
 * - hexes as large as a rules zone or larger (the IRT default, 10 m hexes outdoors): every hex is a
 *   zone for counting; the GM's named zones are areas that share a name and traits (a field, a road);
 * - smaller hexes (a building drawn at 2 m per hex): the GM's named zones are the zones (a room is one
 *   zone of many hexes), and distance counts through the zone graph.
 * Either way walls and closed doors block, so the way round is what counts; hexes outside every zone
 * are not part of the map.
 */
import { hexDistance, hexKey, hexNeighbours, type Axial } from '../hex/axial';
import type { HexMap } from '../model/campaign';
import { blockedEdges, edgeKey, zoneOfHex } from './zoneGraph';

/** What lies between two hexes. */
export interface MapMeasure {
  /** Straight hex steps, ignoring walls. */
  readonly hexes: number;
  /** `hexes` × the scene's metres per hex. */
  readonly metres: number;
  /** Zones counted through the map's graph; 0 in the same zone; null when walls cut every way (or a hex is off the map). */
  readonly zones: number | null;
  /** Whether each hex counts as a zone here (hexes at least as large as a rules zone). */
  readonly hexIsZone: boolean;
  /**
   * In contact: the same hex, or (with hexes smaller than a zone) neighbouring hexes of the same zone with
   * no wall between. IRT reads this as Bredvid (IRT-RNG-3).
   */
  readonly contact: boolean;
  /** Ids of the named zones holding each end (null off the map). */
  readonly fromZone: string | null;
  readonly toZone: string | null;
}

/** True when `map`'s hexes are as large as a rules zone (`zoneMetres`) or larger. */
export function hexIsZone(map: Pick<HexMap, 'hexSizeMetres'>, zoneMetres: number): boolean {
  return map.hexSizeMetres >= zoneMetres;
}

/**
 * Measures from one hex to another on `map`; `zoneMetres` is the size of a zone in the game system's
 * rules (IRT: 10 m).
 */
export function measureOnMap(
  map: Pick<HexMap, 'zones' | 'walls' | 'hexSizeMetres'>,
  from: Axial,
  to: Axial,
  zoneMetres: number,
): MapMeasure {
  const owner = zoneOfHex(map);
  const fromZone = owner.get(hexKey(from)) ?? null;
  const toZone = owner.get(hexKey(to)) ?? null;
  const hexes = hexDistance(from, to);
  const perHex = hexIsZone(map, zoneMetres);
  const blocked = blockedEdges(map.walls);
  const sameHex = hexes === 0;
  const contact =
    fromZone !== null &&
    (sameHex || (!perHex && hexes === 1 && fromZone === toZone && !blocked.has(edgeKey(from, to))));
  let zones: number | null = null;
  if (fromZone !== null && toZone !== null) {
    zones = perHex
      ? blocked.size === 0
        ? hexes
        : hexPathLength(owner, blocked, from, to)
      : zonePathLength(owner, blocked, from, to);
  }
  return {
    hexes,
    metres: hexes * map.hexSizeMetres,
    zones,
    hexIsZone: perHex,
    contact,
    fromZone,
    toZone,
  };
}

/** Why two hexes are within melee reach, or null when they are not. */
export type MeleeReachBy = 'contact' | 'sameHex' | 'near' | null;

/** The answer of {@link meleeReach}. */
export interface MeleeReach {
  readonly inReach: boolean;
  readonly by: MeleeReachBy;
  /** Straight hex steps between the two hexes. */
  readonly hexes: number;
  /** `hexes` × the scene's metres per hex. */
  readonly metres: number;
  /**
   * True when a hex is larger than melee reach: two combatants in one hex are not in reach by the map
   * alone, and the GM puts them in contact instead (dropping one token onto the other).
   */
  readonly needsContact: boolean;
}

/**
 * The one answer to "is the target within melee reach" for every system (IRT-MEL-1 Bredvid,
 * D20-ATK-2 adjacent, OMN-ACT-1 within reach, EXP-ATK-1 within 2 m):
 * - in contact (the relation the GM sets by dropping one token onto the other), or
 * - the same hex where a hex is no larger than `reachMetres` (a small scale), or
 * - `hexes × hexSizeMetres ≤ reachMetres` with a way between that no wall or closed door cuts
 *   (neighbouring hexes at a scale of at most the reach).
 * At a larger scale (10 m hexes) neither the same nor a neighbouring hex is close enough by itself:
 * two combatants a hex apart are Kort in IRT, and in one hex they may stand 10 m apart.
 */
export function meleeReach(
  map: Pick<HexMap, 'zones' | 'walls' | 'hexSizeMetres'>,
  from: Axial,
  to: Axial,
  reachMetres: number,
  inContact: boolean,
): MeleeReach {
  const hexes = hexDistance(from, to);
  const metres = hexes * map.hexSizeMetres;
  const needsContact = map.hexSizeMetres > reachMetres;
  const base = { hexes, metres, needsContact };
  if (inContact) return { ...base, inReach: true, by: 'contact' };
  if (needsContact) return { ...base, inReach: false, by: null };
  if (hexes === 0) return { ...base, inReach: true, by: 'sameHex' };
  if (metres > reachMetres) return { ...base, inReach: false, by: null };
  const owner = zoneOfHex(map);
  const blocked = blockedEdges(map.walls);
  const steps = blocked.size === 0 ? hexes : hexPathLength(owner, blocked, from, to);
  const near = steps !== null && steps * map.hexSizeMetres <= reachMetres;
  return { ...base, inReach: near, by: near ? 'near' : null };
}

/**
 * A length of the way from `from` to `to` over the map's hexes (`owner`: each hex's zone), not crossing
 * the `blocked` edges; null when there is none.
 */
type PathLength = (
  owner: ReadonlyMap<string, string>,
  blocked: ReadonlySet<string>,
  from: Axial,
  to: Axial,
) => number | null;

/** Fewest hex steps from `from` to `to` over map hexes, not crossing blocked edges. */
const hexPathLength: PathLength = (owner, blocked, from, to) => {
  const target = hexKey(to);
  if (hexKey(from) === target) return 0;
  const seen = new Set([hexKey(from)]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: Axial[] = [];
    for (const h of frontier) {
      for (const n of hexNeighbours(h)) {
        const k = hexKey(n);
        if (seen.has(k) || !owner.has(k) || blocked.has(edgeKey(h, n))) continue;
        if (k === target) return d;
        seen.add(k);
        next.push(n);
      }
    }
    frontier = next;
  }
  return null;
};

/**
 * Fewest zone changes from `from` to `to`: a walk over hexes where stepping inside a zone is free and
 * crossing into another zone costs one (0-1 breadth-first search), not crossing blocked edges.
 */
const zonePathLength: PathLength = (owner, blocked, from, to) => {
  const target = hexKey(to);
  const cost = new Map<string, number>([[hexKey(from), 0]]);
  // 0-1 BFS: `front` holds hexes reached at the current cost (free steps), `queue` those one zone
  // farther, in order; `front` always drains first, so hexes leave in order of cost.
  const queue: Axial[] = [from];
  let head = 0;
  const front: Axial[] = [];
  for (;;) {
    const h = front.pop() ?? queue[head++];
    if (h === undefined) break;
    const k = hexKey(h);
    const c = cost.get(k) ?? 0;
    if (k === target) return c;
    const zone = owner.get(k);
    for (const n of hexNeighbours(h)) {
      const nk = hexKey(n);
      const nz = owner.get(nk);
      if (nz === undefined || blocked.has(edgeKey(h, n))) continue;
      const step = nz === zone ? 0 : 1;
      const prev = cost.get(nk);
      if (prev !== undefined && prev <= c + step) continue;
      cost.set(nk, c + step);
      if (step === 0) front.push(n);
      else queue.push(n);
    }
  }
  return null;
};
