import { roundAxial, type Axial } from './axial';

export { roundAxial };

/** Orientation of the hex grid: pointy-top rows or flat-top columns. */
export type HexOrientation = 'pointy' | 'flat';

/** A point in map pixels (before any camera transform). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of a hex in map pixels, for hexes of circumradius `size`. */
export function hexToPixel(h: Axial, size: number, orientation: HexOrientation): Point {
  if (orientation === 'pointy') {
    return { x: size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), y: size * 1.5 * h.r };
  }
  return { x: size * 1.5 * h.q, y: size * ((SQRT3 / 2) * h.q + SQRT3 * h.r) };
}

/** The hex containing a map-pixel point (cube rounding). */
export function pixelToHex(p: Point, size: number, orientation: HexOrientation): Axial {
  let q: number;
  let r: number;
  if (orientation === 'pointy') {
    q = ((SQRT3 / 3) * p.x - p.y / 3) / size;
    r = ((2 / 3) * p.y) / size;
  } else {
    q = ((2 / 3) * p.x) / size;
    r = (-p.x / 3 + (SQRT3 / 3) * p.y) / size;
  }
  return roundAxial(q, r);
}

/** The six corner points of a hex, clockwise. */
export function hexCorners(h: Axial, size: number, orientation: HexOrientation): Point[] {
  const c = hexToPixel(h, size, orientation);
  const start = orientation === 'pointy' ? 30 : 0;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    out.push({ x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) });
  }
  return out;
}
