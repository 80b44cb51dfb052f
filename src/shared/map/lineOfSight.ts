/**
 * Line of sight on a hex-zone map, the one answer every rule that asks for sight uses (EXP-ATK-1's
 * "line of sight", D20-POS-2 / D20-REA-3's broken sight, IRT's Siktlinje limitation and shots at a target
 * the shooter cannot see, the map's "no line of sight" shading and ruler).
 *
 * The line runs between hex centres and visits the hexes it passes (Red Blob Games' "line drawing":
 * linear interpolation in cube coordinates, rounded). Sight is blocked by:
 * - a wall or a closed door on an edge the line crosses from one hex to the next (an open door passes);
 * - a hex strictly between the two that lies in a zone with the sight-blocking trait
 *   ({@link SIGHT_BLOCKING_TRAIT}: smoke, a hedge, a curtain): standing at its edge one still sees out,
 *   and one sees into it to its first hex.
 *
 * Ties: where the line runs exactly along an edge or through a corner, the rounding is ambiguous. The
 * line is drawn twice, its ends nudged a hair to one side and to the other, and sight is clear when
 * either of the two is clear. Nudging both ends by the same small vector keeps the pair the same whichever
 * end the line starts from, so sight is symmetric: A sees B exactly when B sees A (property-tested).
 */
import { hexDistance, hexKey, type Axial } from '../hex/axial';
import type { HexMap } from '../model/campaign';
import { blockedEdges, edgeKey, zoneOfHex } from './zoneGraph';

/** The zone trait that blocks sight through a zone (every system's catalogue has it). */
export const SIGHT_BLOCKING_TRAIT = 'skymd';

/** What blocks a line: a wall or closed door (on the edge between two hexes), or a zone's trait. */
export type SightBlock =
  | { readonly kind: 'wall'; readonly a: Axial; readonly b: Axial; readonly door: boolean }
  | { readonly kind: 'zone'; readonly zoneId: string; readonly hex: Axial };

/** The answer of {@link lineOfSight}. */
export interface Sight {
  readonly visible: boolean;
  /** The hexes of the clear line (or of the first of the two when both are blocked). */
  readonly line: readonly Axial[];
  /** What blocks the line, when both ways round the tie are blocked; null when visible. */
  readonly blockedBy: SightBlock | null;
}

const EPSILON = 1e-6;

interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

function cubeRound(c: Cube): Axial {
  let rx = Math.round(c.x);
  const ry = Math.round(c.y);
  let rz = Math.round(c.z);
  const dx = Math.abs(rx - c.x);
  const dy = Math.abs(ry - c.y);
  const dz = Math.abs(rz - c.z);
  // The coordinate rounded furthest is the one to make up from the other two (when it is y, which
  // axial coordinates do not keep, x and z stand).
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (!(dy > dz)) rz = -rx - ry;
  // Axial: q = x, r = z; + 0 turns a −0 into 0.
  return { q: rx + 0, r: rz + 0 };
}

/**
 * The hexes a straight line from the centre of `a` to the centre of `b` passes, both included, each a
 * neighbour of the one before. `nudge` (+1 or −1) moves both ends a hair the same way, to settle ties.
 */
export function hexLine(a: Axial, b: Axial, nudge: 1 | -1 = 1): Axial[] {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  const e = EPSILON * nudge;
  const ax = a.q + e;
  const az = a.r + 2 * e;
  const ay = -a.q - a.r - 3 * e;
  const bx = b.q + e;
  const bz = b.r + 2 * e;
  const by = -b.q - b.r - 3 * e;
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push(cubeRound({ x: ax + (bx - ax) * t, y: ay + (by - ay) * t, z: az + (bz - az) * t }));
  }
  return out;
}

/** What the map holds that sight needs, prepared once for many lines (the shading of a whole map). */
export interface SightMap {
  readonly blocked: ReadonlySet<string>;
  readonly doors: ReadonlySet<string>;
  /** Hex key → the id of a sight-blocking zone holding it. */
  readonly obscured: ReadonlyMap<string, string>;
}

/** Prepares a map for {@link lineOfSight} (walls and closed doors by edge, sight-blocking hexes). */
export function sightMap(map: Pick<HexMap, 'zones' | 'walls'>): SightMap {
  const blocked = blockedEdges(map.walls);
  const doors = new Set(map.walls.filter((w) => w.door === 'closed').map((w) => edgeKey(w.a, w.b)));
  const obscured = new Map<string, string>();
  const owner = zoneOfHex(map);
  for (const z of map.zones)
    if (z.traits.some((t) => t.kind === SIGHT_BLOCKING_TRAIT))
      for (const h of z.hexes) if (owner.get(hexKey(h)) === z.id) obscured.set(hexKey(h), z.id);
  return { blocked, doors, obscured };
}

/** The first thing that blocks this line, or null. */
function blockOf(line: readonly Axial[], m: SightMap): SightBlock | null {
  for (let i = 1; i < line.length; i++) {
    const prev = line[i - 1] as Axial;
    const cur = line[i] as Axial;
    const edge = edgeKey(prev, cur);
    if (m.blocked.has(edge)) return { kind: 'wall', a: prev, b: cur, door: m.doors.has(edge) };
    if (i < line.length - 1) {
      const zoneId = m.obscured.get(hexKey(cur));
      if (zoneId !== undefined) return { kind: 'zone', zoneId, hex: cur };
    }
  }
  return null;
}

/**
 * Whether `to` can be seen from `from` on this map (see the module comment for what blocks and how
 * ties are settled). Pass a {@link SightMap} when asking many times of one map.
 */
export function lineOfSight(map: Pick<HexMap, 'zones' | 'walls'> | SightMap, from: Axial, to: Axial): Sight {
  const m = 'blocked' in map ? map : sightMap(map);
  const first = hexLine(from, to, 1);
  const firstBlock = blockOf(first, m);
  if (!firstBlock) return { visible: true, line: first, blockedBy: null };
  const second = hexLine(from, to, -1);
  if (!blockOf(second, m)) return { visible: true, line: second, blockedBy: null };
  return { visible: false, line: first, blockedBy: firstBlock };
}

/** The hex keys among `hexes` that `from` cannot see (the map's shading for a chosen viewer). */
export function hiddenFrom(
  map: Pick<HexMap, 'zones' | 'walls'>,
  from: Axial,
  hexes: readonly Axial[],
): Set<string> {
  const m = sightMap(map);
  const out = new Set<string>();
  for (const h of hexes) if (!lineOfSight(m, from, h).visible) out.add(hexKey(h));
  return out;
}
