import { describe, expect, it } from 'vitest';
import {
  DISC_RADIUS,
  discBox,
  fanOffsets,
  nameSpot,
  overlaps,
  placeLabel,
  type Box,
} from '../../../../src/renderer/map/placement';

const SIZE = 40;

describe('tokens sharing a hex fan out', () => {
  it('one token stays in the middle at full size', () => {
    expect(fanOffsets(1, SIZE)).toEqual([{ dx: 0, dy: 0, scale: 1 }]);
    expect(fanOffsets(0, SIZE)).toEqual([]);
  });

  it('for 2 to 20 tokens no two discs overlap (each can be clicked and dragged), up to 7 stay in the hex', () => {
    const apothem = SIZE * (Math.sqrt(3) / 2);
    for (let n = 2; n <= 20; n++) {
      const spots = fanOffsets(n, SIZE);
      expect(spots).toHaveLength(n);
      const r = (s: { scale: number }): number => DISC_RADIUS * SIZE * s.scale;
      for (let i = 0; i < n; i++) {
        const a = spots[i]!;
        expect(a.scale).toBeGreaterThanOrEqual(0.3);
        expect(a.scale).toBeLessThan(1);
        if (n <= 7) expect(Math.hypot(a.dx, a.dy) + r(a)).toBeLessThanOrEqual(apothem);
        for (let j = i + 1; j < n; j++) {
          const b = spots[j]!;
          expect(Math.hypot(a.dx - b.dx, a.dy - b.dy)).toBeGreaterThanOrEqual(r(a) + r(b) + 1.9);
        }
      }
    }
  });

  it('two tokens sit side by side, three or more round the centre', () => {
    const [a, b] = fanOffsets(2, SIZE);
    expect(a!.dy).toBeCloseTo(0);
    expect(b!.dy).toBeCloseTo(0);
    expect(a!.dx).toBeCloseTo(-b!.dx);
    const three = fanOffsets(3, SIZE);
    const cx = three.reduce((s, p) => s + p.dx, 0) / 3;
    const cy = three.reduce((s, p) => s + p.dy, 0) / 3;
    expect(cx).toBeCloseTo(0);
    expect(cy).toBeCloseTo(0);
  });
});

describe('zone labels never sit under tokens', () => {
  const local: Box = { minX: -30, minY: -20, maxX: 30, maxY: 10 };
  const candidates = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 200, y: 0 },
  ];

  it('takes the best spot when it is free', () => {
    expect(placeLabel(candidates, local, [], [])).toMatchObject({ at: { x: 0, y: 0 }, faded: false });
  });

  it('moves aside from a token, and from a label already placed', () => {
    const token = discBox(0, 0, 22);
    expect(placeLabel(candidates, local, [], [token])).toMatchObject({ at: { x: 100, y: 0 }, faded: false });
    const label = { minX: 70, minY: -20, maxX: 130, maxY: 10 };
    expect(placeLabel(candidates, local, [label], [token])?.at).toEqual({ x: 200, y: 0 });
  });

  it('overlapping another label is better than sitting under a token', () => {
    const token = discBox(0, 0, 22);
    const label = { minX: 70, minY: -20, maxX: 230, maxY: 10 };
    expect(placeLabel(candidates, local, [label], [token])).toMatchObject({
      at: { x: 100, y: 0 },
      faded: false,
    });
  });

  it('fades at its best spot when every spot is covered', () => {
    const tokens = candidates.map((p) => discBox(p.x, p.y, 22));
    const placed = placeLabel(candidates, local, [], tokens);
    expect(placed).toMatchObject({ at: { x: 0, y: 0 }, faded: true });
    expect(placed && overlaps(placed.box, tokens[0]!)).toBe(true);
    expect(placeLabel([], local, [], [])).toBeNull();
  });
});

describe('token names move aside or fade when covered', () => {
  const disc = { x: 0, y: 0, r: 22 };
  const name = { width: 60, height: 15 };

  it('go under the disc when nothing is there', () => {
    expect(nameSpot(disc, name, [])).toEqual({ y: 25, faded: false });
  });

  it('go above when a token covers the place under it', () => {
    const below = discBox(20, 50, 22);
    expect(nameSpot(disc, name, [below])).toEqual({ y: -22 - 3 - 15, faded: false });
  });

  it('fade when tokens cover both', () => {
    expect(nameSpot(disc, name, [discBox(20, 50, 22), discBox(-20, -50, 22)])).toEqual({
      y: 25,
      faded: true,
    });
  });
});
