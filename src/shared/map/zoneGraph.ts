/**
 * The zone graph of a hex-zone map (IRT-ZONE-1): zones are nodes; two zones are adjacent when any of
 * their hexes are neighbours across an edge without a wall (an open door lets through, a closed one
 * does not). Distance between zones is counted through this graph, not in straight hexes, so a wall
 * between two rooms makes the way round count.
 */
import { hexKey, hexNeighbours, type Axial } from '../hex/axial';
import type { HexMap, Wall } from '../model/campaign';

/** Zone id → ids of adjacent zones. Plain data, computed from the map. */
export type ZoneGraph = Readonly<Record<string, readonly string[]>>;

/** A stable key for the edge between two hexes, whichever way round they are given. */
export function edgeKey(a: Axial, b: Axial): string {
  const ka = hexKey(a);
  const kb = hexKey(b);
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
}

/** Edges that block movement and sight: walls, and closed doors. */
export function blockedEdges(walls: readonly Wall[]): Set<string> {
  return new Set(walls.filter((w) => w.door !== 'open').map((w) => edgeKey(w.a, w.b)));
}

/** Hex key → id of the zone that holds it. */
export function zoneOfHex(map: Pick<HexMap, 'zones'>): Map<string, string> {
  const owner = new Map<string, string>();
  for (const z of map.zones) for (const h of z.hexes) owner.set(hexKey(h), z.id);
  return owner;
}

/** Builds the zone adjacency of a map. */
export function buildZoneGraph(map: Pick<HexMap, 'zones' | 'walls'>): ZoneGraph {
  const owner = zoneOfHex(map);
  const blocked = blockedEdges(map.walls);
  const adj = new Map<string, Set<string>>(map.zones.map((z) => [z.id, new Set<string>()]));
  for (const z of map.zones) {
    for (const h of z.hexes) {
      for (const n of hexNeighbours(h)) {
        const other = owner.get(hexKey(n));
        if (other === undefined || other === z.id || blocked.has(edgeKey(h, n))) continue;
        adj.get(z.id)?.add(other);
      }
    }
  }
  return Object.fromEntries([...adj].map(([id, set]) => [id, [...set].sort()]));
}

/**
 * Zones between two zones through the graph (0 for the same zone), or null when no way connects
 * them (walled off).
 */
export function zoneDistance(graph: ZoneGraph, from: string, to: string): number | null {
  if (from === to) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const z of frontier) {
      for (const n of graph[z] ?? []) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return null;
}
