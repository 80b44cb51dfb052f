import { describe, expect, it } from 'vitest';
import { hexCorners, hexToPixel, type HexOrientation, type Point } from '@shared/hex/layout';
import { hexDistance } from '@shared/hex/axial';
import { edgesAlongPath, nearestEdge } from '@shared/map/edgePath';
import { edgeKey } from '@shared/map/zoneGraph';

const SIZE = 40;

/** Two edges share a corner of the grid. */
function touching(
  e1: { a: { q: number; r: number }; b: { q: number; r: number } },
  e2: typeof e1,
  o: HexOrientation,
): boolean {
  const ends = (e: typeof e1): string[] => {
    const shared = hexCorners(e.a, SIZE, o).filter((p) =>
      hexCorners(e.b, SIZE, o).some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-6),
    );
    return shared.map((p) => `${Math.round(p.x * 100)},${Math.round(p.y * 100)}`);
  };
  const a = ends(e1);
  return ends(e2).some((k) => a.includes(k));
}

describe('the edges a drag runs along (wall tool)', () => {
  it('a point just beside an edge snaps to that edge', () => {
    for (const o of ['pointy', 'flat'] as const) {
      const [p, q] = hexCorners({ q: 2, r: 1 }, SIZE, o);
      const mid = { x: (p!.x + q!.x) / 2, y: (p!.y + q!.y) / 2 };
      const c = hexToPixel({ q: 2, r: 1 }, SIZE, o);
      // A little inside the hex, towards its centre.
      const e = nearestEdge({ x: mid.x + (c.x - mid.x) * 0.2, y: mid.y + (c.y - mid.y) * 0.2 }, SIZE, o);
      expect(e.a).toEqual({ q: 2, r: 1 });
      expect(hexDistance(e.a, e.b)).toBe(1);
      // The edge found is the one whose two hexes share those corners.
      const shared = hexCorners(e.b, SIZE, o).filter((k) =>
        [p!, q!].some((m) => Math.hypot(m.x - k.x, m.y - k.y) < 1e-6),
      );
      expect(shared).toHaveLength(2);
    }
  });

  it('dragging along a hex outline gives its six edges, in order, connected, each once', () => {
    for (const o of ['pointy', 'flat'] as const) {
      const corners = hexCorners({ q: 0, r: 0 }, SIZE, o);
      // The outline, a few pixels off the line (a hand is not exact), closed back to the first corner.
      const path: Point[] = [...corners, corners[0]!].map((p, i) => ({
        x: p.x + (i % 2 ? 2 : -2),
        y: p.y + 1,
      }));
      const edges = edgesAlongPath(path, SIZE, o);
      const keys = edges.map((e) => edgeKey(e.a, e.b));
      expect(new Set(keys).size).toBe(keys.length);
      // Exactly the six edges of the hex (0,0): passing a corner does not pick up the third edge there.
      expect(edges).toHaveLength(6);
      for (const e of edges) expect([e.a, e.b]).toContainEqual({ q: 0, r: 0 });
      for (let i = 1; i < edges.length; i++) expect(touching(edges[i - 1]!, edges[i]!, o)).toBe(true);
    }
  });

  it('a fast straight drag along a row of hex tops skips no edge (sampled between pointer events)', () => {
    const o = 'pointy';
    // Pointy-top: the zig-zag along the top of row 0 runs between corners 4 (top) and 5 (upper right).
    const start = hexCorners({ q: 0, r: 0 }, SIZE, o)[3]!;
    const end = hexCorners({ q: 4, r: 0 }, SIZE, o)[5]!;
    const y = (start.y + hexCorners({ q: 0, r: 0 }, SIZE, o)[4]!.y) / 2;
    const edges = edgesAlongPath(
      [
        { x: start.x + 2, y },
        { x: end.x - 2, y },
      ],
      SIZE,
      o,
    );
    // Two edges per hex top, five hexes.
    expect(edges).toHaveLength(10);
    for (const e of edges) expect(Math.min(e.a.r, e.b.r)).toBe(-1);
    for (let i = 1; i < edges.length; i++) expect(touching(edges[i - 1]!, edges[i]!, o)).toBe(true);
  });

  it('a path across the middle of hexes, far from their edges, draws only the edges it crosses', () => {
    const o = 'pointy';
    // From one hex centre to the next: it crosses one edge (the one between them) and runs along none.
    const edges = edgesAlongPath(
      [hexToPixel({ q: 0, r: 0 }, SIZE, o), hexToPixel({ q: 1, r: 0 }, SIZE, o)],
      SIZE,
      o,
    );
    expect(edges.map((e) => edgeKey(e.a, e.b))).toEqual([edgeKey({ q: 0, r: 0 }, { q: 1, r: 0 })]);
  });

  it('a point near the middle of an edge is that edge; near a corner or far from every edge, none', () => {
    const o = 'pointy';
    const [p, q] = hexCorners({ q: 0, r: 0 }, SIZE, o);
    expect(edgesAlongPath([{ x: (p!.x + q!.x) / 2, y: (p!.y + q!.y) / 2 }], SIZE, o)).toHaveLength(1);
    expect(edgesAlongPath([{ x: p!.x, y: p!.y + 1 }], SIZE, o)).toEqual([]);
    expect(edgesAlongPath([hexToPixel({ q: 2, r: 2 }, SIZE, o)], SIZE, o)).toEqual([]);
    expect(edgesAlongPath([], SIZE, 'flat')).toEqual([]);
  });
});
