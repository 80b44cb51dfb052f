import { describe, expect, it } from 'vitest';
import { blockedEdges, buildZoneGraph, edgeKey, zoneDistance } from '@shared/map/zoneGraph';
import type { Zone, Wall } from '@shared/model/campaign';

function zone(id: string, hexes: [number, number][]): Zone {
  return { id, name: id, hexes: hexes.map(([q, r]) => ({ q, r })), traits: [], hidden: false, gmNotes: '' };
}

// A row of hexes q = 0..5 on r = 0: rooms A (0,1), B (2,3), C (4), D (5).
const zones = [
  zone('A', [
    [0, 0],
    [1, 0],
  ]),
  zone('B', [
    [2, 0],
    [3, 0],
  ]),
  zone('C', [[4, 0]]),
  zone('D', [[5, 0]]),
];

describe('zone graph', () => {
  it('IRT-ZONE-1 zones of many hexes are one node; distance counts zones, not hexes', () => {
    const g = buildZoneGraph({ zones, walls: [] });
    expect(g.A).toEqual(['B']);
    expect(g.B).toEqual(['A', 'C']);
    expect(zoneDistance(g, 'A', 'A')).toBe(0);
    expect(zoneDistance(g, 'A', 'B')).toBe(1);
    expect(zoneDistance(g, 'A', 'D')).toBe(3);
  });

  it('a wall on the only shared edge separates zones; an open door does not, a closed one does', () => {
    const wall = (door: Wall['door']): Wall => ({ a: { q: 3, r: 0 }, b: { q: 4, r: 0 }, door });
    expect(zoneDistance(buildZoneGraph({ zones, walls: [wall('none')] }), 'A', 'D')).toBeNull();
    expect(zoneDistance(buildZoneGraph({ zones, walls: [wall('closed')] }), 'B', 'C')).toBeNull();
    expect(zoneDistance(buildZoneGraph({ zones, walls: [wall('open')] }), 'A', 'D')).toBe(3);
  });

  it('edge keys do not depend on the order of the hexes', () => {
    expect(edgeKey({ q: 1, r: 0 }, { q: 0, r: 0 })).toBe(edgeKey({ q: 0, r: 0 }, { q: 1, r: 0 }));
    expect(
      blockedEdges([{ a: { q: 1, r: 0 }, b: { q: 0, r: 0 }, door: 'none' }]).has(
        edgeKey({ q: 0, r: 0 }, { q: 1, r: 0 }),
      ),
    ).toBe(true);
  });
});
