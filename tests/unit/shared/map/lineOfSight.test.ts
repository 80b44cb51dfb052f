/**
 * Line of sight (map/lineOfSight.ts): walls and closed doors block, open doors pass, a sight-blocking
 * zone between the two blocks, ties along an edge are settled the same way from either end — sight is
 * symmetric (property-tested) — and the line is a chain of neighbouring hexes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, rectangleHexes, type Axial } from '@shared/hex/axial';
import type { HexMap, Wall, Zone } from '@shared/model/campaign';
import { hexLine, hiddenFrom, lineOfSight, SIGHT_BLOCKING_TRAIT } from '@shared/map/lineOfSight';

function zone(id: string, hexes: Axial[], traits: string[] = []): Zone {
  return {
    id,
    name: id,
    hexes,
    traits: traits.map((kind) => ({ kind, revealed: true })),
    hidden: false,
    gmNotes: '',
  };
}

const ALL = rectangleHexes(10, 8, 'pointy');
const open = (walls: Wall[] = [], zones: Zone[] = [zone('z', ALL)]): Pick<HexMap, 'zones' | 'walls'> => ({
  zones,
  walls,
});

describe('line of sight', () => {
  it('a straight line visits neighbouring hexes from one end to the other', () => {
    const line = hexLine({ q: 0, r: 0 }, { q: 4, r: -2 });
    expect(line[0]).toEqual({ q: 0, r: 0 });
    expect(line.at(-1)).toEqual({ q: 4, r: -2 });
    for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1] as Axial, line[i] as Axial)).toBe(1);
  });

  it('a wall across the line blocks; an open door in it passes; a closed door blocks', () => {
    const a = { q: 1, r: 2 };
    const b = { q: 5, r: 2 };
    // The line runs along r = 2: the edge between (3,2) and (4,2) is on it.
    const wall: Wall = { a: { q: 3, r: 2 }, b: { q: 4, r: 2 }, door: 'none' };
    expect(lineOfSight(open(), a, b).visible).toBe(true);
    const walled = lineOfSight(open([wall]), a, b);
    expect(walled.visible).toBe(false);
    expect(walled.blockedBy).toMatchObject({ kind: 'wall', door: false });
    expect(lineOfSight(open([{ ...wall, door: 'open' }]), a, b).visible).toBe(true);
    expect(lineOfSight(open([{ ...wall, door: 'closed' }]), a, b).blockedBy).toMatchObject({ door: true });
  });

  it('a sight-blocking zone between blocks; standing at its edge, or looking into its first hex, does not', () => {
    const smoke = zone('rok', [{ q: 3, r: 2 }], [SIGHT_BLOCKING_TRAIT]);
    const rest = zone(
      'z',
      ALL.filter((h) => !(h.q === 3 && h.r === 2)),
    );
    const map = open([], [rest, smoke]);
    expect(lineOfSight(map, { q: 1, r: 2 }, { q: 5, r: 2 })).toMatchObject({
      visible: false,
      blockedBy: { kind: 'zone', zoneId: 'rok' },
    });
    expect(lineOfSight(map, { q: 1, r: 2 }, { q: 3, r: 2 }).visible).toBe(true);
    expect(lineOfSight(map, { q: 3, r: 2 }, { q: 5, r: 2 }).visible).toBe(true);
  });

  it('a tie along an edge: one wall on one side of it does not block, walls on both sides do', () => {
    // (0,0) → (1,1) is 2 steps; its midpoint lies on the edge between (1,0) and (0,1): the two nudged
    // lines pass one on each side of it.
    const a = { q: 0, r: 0 };
    const b = { q: 1, r: 1 };
    const lines = [hexLine(a, b, 1), hexLine(a, b, -1)].map((l) => l.map(hexKey).join(' '));
    expect(new Set(lines).size).toBe(2);
    const one: Wall = { a: { q: 0, r: 0 }, b: { q: 1, r: 0 }, door: 'none' };
    const other: Wall = { a: { q: 0, r: 0 }, b: { q: 0, r: 1 }, door: 'none' };
    const map = (walls: Wall[]) => open(walls, [zone('z', rectangleHexes(4, 4, 'pointy').concat([a, b]))]);
    expect(lineOfSight(map([one]), a, b).visible).toBe(true);
    expect(lineOfSight(map([other]), a, b).visible).toBe(true);
    expect(lineOfSight(map([one, other]), a, b).visible).toBe(false);
  });

  it('sight is symmetric: A sees B exactly when B sees A, whatever the walls and smoke (property)', () => {
    const hex = fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) });
    const dirs = [
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
    ];
    const wall = fc.record({
      at: hex,
      dir: fc.nat({ max: 2 }),
      door: fc.constantFrom('none', 'open', 'closed'),
    });
    fc.assert(
      fc.property(
        hex,
        hex,
        fc.array(wall, { maxLength: 12 }),
        fc.array(hex, { maxLength: 4 }),
        (a, b, ws, smoke) => {
          const walls: Wall[] = ws.map((w) => {
            const d = dirs[w.dir] as Axial;
            return { a: w.at, b: { q: w.at.q + d.q, r: w.at.r + d.r }, door: w.door as Wall['door'] };
          });
          const smokeKeys = new Set(smoke.map(hexKey));
          const field: Axial[] = [];
          for (let q = -4; q <= 4; q++) for (let r = -4; r <= 4; r++) field.push({ q, r });
          const map = open(walls, [
            zone(
              'z',
              field.filter((h) => !smokeKeys.has(hexKey(h))),
            ),
            zone('s', smoke, [SIGHT_BLOCKING_TRAIT]),
          ]);
          expect(lineOfSight(map, a, b).visible).toBe(lineOfSight(map, b, a).visible);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the shading of a viewer: hexes behind a wall are hidden, the rest seen', () => {
    const wall: Wall = { a: { q: 3, r: 2 }, b: { q: 4, r: 2 }, door: 'none' };
    const hidden = hiddenFrom(open([wall]), { q: 1, r: 2 }, ALL);
    expect(hidden.has(hexKey({ q: 5, r: 2 }))).toBe(true);
    expect(hidden.has(hexKey({ q: 2, r: 2 }))).toBe(false);
  });
});
