/**
 * Where things go on the map so nothing hides anything else (issue 16): tokens sharing a hex fan out
 * around its centre, each small enough to be clicked and dragged on its own; a zone label takes its best
 * spot that no token covers (or is faded when none is free); a token's name goes under its disc, or above
 * it when another token covers that, or is faded. Pure geometry, no Pixi: the renderer draws the result.
 */
import type { Point } from '@shared/hex/layout';

/** An axis-aligned rectangle in world pixels. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/**
 * Boxes bucketed on a grid of `cell` world pixels, so a label looks only at the boxes near it (a map
 * of a thousand zones places its labels in milliseconds, not in a quadratic sweep).
 */
export class BoxGrid {
  private readonly cells = new Map<string, Box[]>();

  constructor(private readonly cell = 256) {}

  add(b: Box): void {
    this.forCells(b, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(b);
      else this.cells.set(key, [b]);
    });
  }

  /** The boxes that may overlap `area` (each once). */
  near(area: Box): Box[] {
    const out = new Set<Box>();
    this.forCells(area, (key) => {
      for (const b of this.cells.get(key) ?? []) out.add(b);
    });
    return [...out];
  }

  private forCells(b: Box, visit: (key: string) => void): void {
    const x0 = Math.floor(b.minX / this.cell);
    const x1 = Math.floor(b.maxX / this.cell);
    const y0 = Math.floor(b.minY / this.cell);
    const y1 = Math.floor(b.maxY / this.cell);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) visit(`${x},${y}`);
  }
}

/** The box round `local` (relative to a spot) at each of `spots`, merged into one. */
export function spanOf(spots: readonly Point[], local: Box): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of spots) {
    minX = Math.min(minX, p.x + local.minX);
    minY = Math.min(minY, p.y + local.minY);
    maxX = Math.max(maxX, p.x + local.maxX);
    maxY = Math.max(maxY, p.y + local.maxY);
  }
  return { minX, minY, maxX, maxY };
}

/** A token disc's radius at full size, as a fraction of the hex size (circumradius). */
export const DISC_RADIUS = 0.56;

/** One token's place in a shared hex: offset from the hex centre (world pixels) and disc scale. */
export interface FanSpot {
  readonly dx: number;
  readonly dy: number;
  readonly scale: number;
}

/** Smallest disc scale: below it initials no longer fit (the discs then spill into the neighbours). */
const MIN_SCALE = 0.3;
/** World pixels between two fanned-out discs, so each has its own edge to grab. */
const GAP = 2;

/**
 * Places `count` tokens sharing one hex of size `size`: one in the middle at full size; two side by
 * side; up to six on a ring; seven as a ring of six round one in the middle; more on a wider ring. No two
 * discs overlap, and up to seven stay inside the hex.
 */
export function fanOffsets(count: number, size: number): FanSpot[] {
  if (count <= 0) return [];
  if (count === 1) return [{ dx: 0, dy: 0, scale: 1 }];
  const full = DISC_RADIUS * size;
  if (count === 7) {
    const ring = fanRing(6, size * 0.52, full, -Math.PI / 2);
    const s = ring[0]?.scale ?? MIN_SCALE;
    return [{ dx: 0, dy: 0, scale: s }, ...ring];
  }
  // Past seven the ring widens until discs of the smallest scale fit round it.
  const radius =
    count <= 6
      ? size * 0.45
      : Math.max(size * 0.62, (MIN_SCALE * full + GAP / 2) / Math.sin(Math.PI / count));
  return fanRing(count, radius, full, count === 2 ? Math.PI : -Math.PI / 2);
}

function fanRing(n: number, radius: number, full: number, start: number): FanSpot[] {
  // Neighbours on the ring are a chord apart; a disc may take half of it less the gap, and at most the
  // room between the ring and the hex edge (so a ring of up to six stays inside its hex).
  const chord = 2 * radius * Math.sin(Math.PI / n);
  const apothem = (full / DISC_RADIUS) * (Math.sqrt(3) / 2);
  const r = Math.min(chord / 2 - GAP / 2, n <= 7 ? apothem - radius - 1 : Infinity, full * 0.62);
  const scale = Math.max(MIN_SCALE, r / full);
  return Array.from({ length: n }, (_, i) => {
    const a = start + (i / n) * Math.PI * 2;
    return { dx: Math.cos(a) * radius, dy: Math.sin(a) * radius, scale };
  });
}

/**
 * A zone label's spot: among the first `max` candidates (best first), the first whose box (`local`
 * around the spot) overlaps no label already placed and no token; else the first that overlaps no token;
 * else the best candidate, faded. Null without candidates.
 */
export function placeLabel(
  candidates: readonly Point[],
  local: Box,
  placed: readonly Box[],
  tokens: readonly Box[],
  max = 12,
): { readonly at: Point; readonly box: Box; readonly faded: boolean } | null {
  const boxAt = (p: Point): Box => ({
    minX: p.x + local.minX,
    minY: p.y + local.minY,
    maxX: p.x + local.maxX,
    maxY: p.y + local.maxY,
  });
  const first = candidates.slice(0, max);
  const clearOfTokens = (p: Point): boolean => !tokens.some((b) => overlaps(b, boxAt(p)));
  const free = first.find((p) => clearOfTokens(p) && !placed.some((b) => overlaps(b, boxAt(p))));
  const at = free ?? first.find(clearOfTokens);
  if (at) return { at, box: boxAt(at), faded: false };
  const best = candidates[0];
  return best ? { at: best, box: boxAt(best), faded: true } : null;
}

/**
 * Where a token's name goes: its top edge `y` relative to the disc centre, under the disc (preferred)
 * or above it when another token's disc covers the place under it; faded when both are covered.
 * `others` are the boxes of the other tokens' discs.
 */
export function nameSpot(
  disc: { readonly x: number; readonly y: number; readonly r: number },
  name: { readonly width: number; readonly height: number },
  others: readonly Box[],
): { readonly y: number; readonly faded: boolean } {
  const at = (top: number): Box => ({
    minX: disc.x - name.width / 2,
    maxX: disc.x + name.width / 2,
    minY: disc.y + top,
    maxY: disc.y + top + name.height,
  });
  const below = disc.r + 3;
  if (!others.some((b) => overlaps(b, at(below)))) return { y: below, faded: false };
  const above = -disc.r - 3 - name.height;
  if (!others.some((b) => overlaps(b, at(above)))) return { y: above, faded: false };
  return { y: below, faded: true };
}

/** The box of a disc of radius `r` at (x, y). */
export function discBox(x: number, y: number, r: number): Box {
  return { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r };
}
