import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  axialToOffset,
  hexDistance,
  hexesInRange,
  hexKey,
  hexLine,
  hexNeighbours,
  offsetToAxial,
  parseHexKey,
  rectangleHexes,
} from '@shared/hex/axial';
import { hexCorners, hexToPixel, pixelToHex } from '@shared/hex/layout';

describe('axial hex math', () => {
  it('distance is symmetric and counts steps', () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
    expect(hexDistance({ q: 3, r: -1 }, { q: 0, r: 0 })).toBe(3);
    expect(hexDistance({ q: -2, r: 2 }, { q: 2, r: -2 })).toBe(4);
  });
  it('every neighbour is at distance 1 and they are distinct', () => {
    const n = hexNeighbours({ q: 2, r: 5 });
    expect(new Set(n.map(hexKey)).size).toBe(6);
    for (const h of n) expect(hexDistance(h, { q: 2, r: 5 })).toBe(1);
  });
  it('a range of radius 2 holds 19 hexes', () => {
    expect(hexesInRange({ q: 0, r: 0 }, 2)).toHaveLength(19);
  });
  it('keys round-trip and reject junk', () => {
    expect(parseHexKey(hexKey({ q: -3, r: 7 }))).toEqual({ q: -3, r: 7 });
    expect(parseHexKey('1,2,3')).toBeNull();
    expect(parseHexKey('a,b')).toBeNull();
  });
  it.each(['pointy', 'flat'] as const)('offset ↔ axial round-trips (%s)', (o) => {
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 6; col++)
        expect(axialToOffset(offsetToAxial(col, row, o), o)).toEqual({ col, row });
    expect(new Set(rectangleHexes(7, 5, o).map(hexKey)).size).toBe(35);
  });
});

describe('hex layout', () => {
  it.each(['pointy', 'flat'] as const)(
    'pixel ↔ hex round-trips through centres and near-centre points (%s)',
    (o) => {
      for (const h of hexesInRange({ q: 1, r: -1 }, 3)) {
        const p = hexToPixel(h, 30, o);
        expect(pixelToHex(p, 30, o)).toEqual(h);
        expect(pixelToHex({ x: p.x + 9, y: p.y - 9 }, 30, o)).toEqual(h);
      }
    },
  );
  it('corners sit at the hex size from the centre', () => {
    const c = hexToPixel({ q: 2, r: 1 }, 20, 'pointy');
    for (const p of hexCorners({ q: 2, r: 1 }, 20, 'pointy'))
      expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(20);
  });
});

describe('hexLine', () => {
  it('steps one hex at a time from a to b, both included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -30, max: 30 }),
        (q1, r1, q2, r2) => {
          const a = { q: q1, r: r1 };
          const b = { q: q2, r: r2 };
          const line = hexLine(a, b);
          expect(line).toHaveLength(hexDistance(a, b) + 1);
          expect(line[0]).toEqual(a);
          expect(line.at(-1)).toEqual(b);
          for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
        },
      ),
    );
  });
});
