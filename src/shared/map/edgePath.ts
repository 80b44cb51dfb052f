/**
 * The hex edges a pointer path runs along (the wall tool's drag). Every point of the plane belongs to
 * the edge whose rhombus holds it: the two triangles from that edge to the centres of the two hexes it
 * separates. The path is sampled densely; a sample counts for its edge when it lies near the edge's
 * middle part (within {@link NEAR} of the line, not within {@link END} of either end), so a path that
 * follows the grid lines gives that run of edges in order, without repeats, and passing a corner does
 * not pick up the third edge that meets there.
 */
import { AXIAL_DIRECTIONS, type Axial } from '../hex/axial';
import { hexToPixel, pixelToHex, type HexOrientation, type Point } from '../hex/layout';
import { edgeKey } from './zoneGraph';

/** An edge between two neighbouring hexes. */
export interface HexEdge {
  readonly a: Axial;
  readonly b: Axial;
}

/** How far from an edge's line a sample may be, in hex sizes (the edge is one size long). */
export const NEAR = 0.35;
/** The part of an edge at either end where a sample does not count (the corner is shared). */
export const END = 0.15;

/** The edge nearest to a map-pixel point: the hex holding it and the neighbour across that edge. */
export function nearestEdge(p: Point, size: number, orientation: HexOrientation): HexEdge {
  const a = pixelToHex(p, size, orientation);
  const c = hexToPixel(a, size, orientation);
  let best = 0;
  let bestD = Infinity;
  AXIAL_DIRECTIONS.forEach((d, i) => {
    const n = hexToPixel({ q: a.q + d.q, r: a.r + d.r }, size, orientation);
    const dist = ((c.x + n.x) / 2 - p.x) ** 2 + ((c.y + n.y) / 2 - p.y) ** 2;
    if (dist < bestD) {
      bestD = dist;
      best = i;
    }
  });
  const d = AXIAL_DIRECTIONS[best] ?? { q: 1, r: 0 };
  return { a, b: { q: a.q + d.q, r: a.r + d.r } };
}

/** The two corners an edge runs between (the corners its two hexes share). */
export function edgeEnds(e: HexEdge, size: number, orientation: HexOrientation): readonly [Point, Point] {
  const ca = hexToPixel(e.a, size, orientation);
  const cb = hexToPixel(e.b, size, orientation);
  // The edge is the perpendicular bisector of the centres, half a side either way of their midpoint.
  const mx = (ca.x + cb.x) / 2;
  const my = (ca.y + cb.y) / 2;
  const d = Math.hypot(cb.x - ca.x, cb.y - ca.y);
  const ux = (-(cb.y - ca.y) / d) * (size / 2);
  const uy = ((cb.x - ca.x) / d) * (size / 2);
  return [
    { x: mx - ux, y: my - uy },
    { x: mx + ux, y: my + uy },
  ];
}

/**
 * The edges under a pointer path (map pixels), in the order the path reaches them, each once. The path
 * is sampled every `size / 8` so a fast drag skips no edge.
 */
export function edgesAlongPath(
  points: readonly Point[],
  size: number,
  orientation: HexOrientation,
): HexEdge[] {
  const out: HexEdge[] = [];
  const seen = new Set<string>();
  const add = (p: Point): void => {
    const e = nearestEdge(p, size, orientation);
    const [u, v] = edgeEnds(e, size, orientation);
    const dx = v.x - u.x;
    const dy = v.y - u.y;
    const len2 = dx * dx + dy * dy;
    const t = ((p.x - u.x) * dx + (p.y - u.y) * dy) / len2;
    const off = Math.abs((p.x - u.x) * dy - (p.y - u.y) * dx) / Math.sqrt(len2);
    if (t < END || t > 1 - END || off > NEAR * size) return;
    const key = edgeKey(e.a, e.b);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(e);
  };
  const step = size / 8;
  points.forEach((p, i) => {
    const prev = i > 0 ? points[i - 1] : undefined;
    if (prev) {
      const n = Math.ceil(Math.hypot(p.x - prev.x, p.y - prev.y) / step);
      for (let k = 1; k < n; k++)
        add({ x: prev.x + ((p.x - prev.x) * k) / n, y: prev.y + ((p.y - prev.y) * k) / n });
    }
    add(p);
  });
  return out;
}
