/**
 * Axial hex coordinates (Red Blob Games, "Hexagonal Grids"): plain `{ q, r }` objects so that
 * state stays JSON (persisted by the store, structured-cloned over IPC, sent over WebSocket).
 */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** The six axial direction vectors, in clockwise order starting east (pointy-top) / south-east (flat-top). */
export const AXIAL_DIRECTIONS: readonly Axial[] = Object.freeze([
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
]);

/** A stable string key for a hex, usable as an object key or in a Set. */
export function hexKey(h: Axial): string {
  return `${h.q},${h.r}`;
}

/** Parses a key produced by {@link hexKey}; returns null on anything else. */
export function parseHexKey(key: string): Axial | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) return null;
  return { q: Number(m[1]), r: Number(m[2]) };
}

/** True when both hexes have the same coordinates. */
export function hexEquals(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Adds two axial vectors. */
export function hexAdd(a: Axial, b: Axial): Axial {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** The six neighbours of a hex, in {@link AXIAL_DIRECTIONS} order. */
export function hexNeighbours(h: Axial): Axial[] {
  return AXIAL_DIRECTIONS.map((d) => hexAdd(h, d));
}

/** Number of hex steps between two hexes (cube distance). */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Every hex within `radius` steps of `center`, including the center. */
export function hexesInRange(center: Axial, radius: number): Axial[] {
  const out: Axial[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
      out.push({ q: center.q + q, r: center.r + r });
    }
  }
  return out;
}

/**
 * Axial coordinates of the hexes of a `width` × `height` rectangle in "odd-r" (pointy-top) or
 * "odd-q" (flat-top) offset layout, the usual shape of a battle map.
 */
export function rectangleHexes(width: number, height: number, orientation: 'pointy' | 'flat'): Axial[] {
  const out: Axial[] = [];
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) out.push(offsetToAxial(col, row, orientation));
  }
  return out;
}

/** Converts offset (col, row) to axial; odd rows (pointy) or odd columns (flat) are shoved. */
export function offsetToAxial(col: number, row: number, orientation: 'pointy' | 'flat'): Axial {
  if (orientation === 'pointy') return { q: col - (row - (row & 1)) / 2, r: row };
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

/** Converts axial to offset (col, row); inverse of {@link offsetToAxial}. */
export function axialToOffset(h: Axial, orientation: 'pointy' | 'flat'): { col: number; row: number } {
  if (orientation === 'pointy') return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

/**
 * The hexes on a straight line from `a` to `b`, both included (cube lerp with a tiny nudge so lines
 * along hex edges fall consistently to one side). Used to fill the gaps of a fast brush stroke.
 */
export function hexLine(a: Axial, b: Axial): Axial[] {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  const out: Axial[] = [];
  const eps = 1e-6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const q = a.q + eps + (b.q - a.q) * t;
    const r = a.r + eps + (b.r - a.r) * t;
    out.push(roundAxial(q, r));
  }
  return out;
}

/** Rounds fractional axial coordinates to the nearest hex (cube rounding). */
export function roundAxial(fq: number, fr: number): Axial {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // `+ 0` turns -0 into 0 so keys and deep equality stay stable.
  return { q: q + 0, r: r + 0 };
}
