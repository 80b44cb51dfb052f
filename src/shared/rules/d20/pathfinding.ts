/**
 * The cheapest way across the hex map for a d20 move (D20-TURN-1 interpretation: one hex is one step;
 * D20-POS-4: difficult terrain costs two). Dijkstra over the hexes that lie in some zone, never across a
 * wall or a closed door (an open door lets through). The caller says which hexes cannot be passed
 * (enemy tokens) and what each step costs; among equally cheap ways the one with the least `hazard`
 * (hostile zones left, slippery zones entered) wins, then the first found in direction order, so the
 * same state always gives the same path.
 */
import { hexEquals, hexKey, hexNeighbours, type Axial } from '../../hex/axial';
import { blockedEdges, edgeKey, zoneOfHex } from '../../map/zoneGraph';
import type { HexMap } from '../../model/campaign';

/** What one step from `from` into the neighbouring `to` costs. */
export interface StepPrice {
  /** Steps of movement (1, or 2 into difficult terrain). */
  readonly steps: number;
  /** Risk taken on the step (0 when none); only breaks ties between equally cheap ways. */
  readonly hazard: number;
}

/** What a path search needs to know besides the map. */
export interface PathRules {
  /** Hex keys that cannot be entered or passed (enemy tokens, D20-TURN-1 interpretation). */
  readonly impassable: ReadonlySet<string>;
  /** The price of a step between two neighbouring hexes of the map. */
  price(from: Axial, to: Axial): StepPrice;
}

/** A way found: hexes from the start (excluded) to the goal (included) and what it costs. */
export interface FoundPath {
  readonly path: readonly Axial[];
  /** Steps of movement the whole path costs. */
  readonly cost: number;
  /** Steps spent after each hex of `path` (same length as `path`). */
  readonly costAt: readonly number[];
}

interface QueueItem {
  readonly key: string;
  readonly steps: number;
  readonly hazard: number;
  readonly seq: number;
}

/** Orders queue items: fewer steps, then less hazard, then first queued. */
function before(a: QueueItem, b: QueueItem): boolean {
  if (a.steps !== b.steps) return a.steps < b.steps;
  if (a.hazard !== b.hazard) return a.hazard < b.hazard;
  return a.seq < b.seq;
}

/** A small binary heap of queue items (maps can hold thousands of hexes). */
class MinHeap {
  private readonly items: QueueItem[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: QueueItem): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(a[i] as QueueItem, a[parent] as QueueItem)) break;
      [a[i], a[parent]] = [a[parent] as QueueItem, a[i] as QueueItem];
      i = parent;
    }
  }

  pop(): QueueItem | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last !== undefined) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l] as QueueItem, a[m] as QueueItem)) m = l;
        if (r < a.length && before(a[r] as QueueItem, a[m] as QueueItem)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m] as QueueItem, a[i] as QueueItem];
        i = m;
      }
    }
    return top;
  }
}

/**
 * The cheapest path from `start` to `goal` on `map` (Dijkstra), or null when walls, closed doors, the
 * map's edge or impassable hexes cut every way. The goal itself must be on the map and not impassable;
 * whether a token may end there is the caller's question.
 */
export function cheapestPath(
  map: Pick<HexMap, 'zones' | 'walls'>,
  start: Axial,
  goal: Axial,
  rules: PathRules,
): FoundPath | null {
  if (hexEquals(start, goal)) return { path: [], cost: 0, costAt: [] };
  const onMap = zoneOfHex(map);
  const goalKey = hexKey(goal);
  if (!onMap.has(goalKey) || rules.impassable.has(goalKey)) return null;
  const walls = blockedEdges(map.walls);
  const best = new Map<string, { steps: number; hazard: number }>();
  const came = new Map<string, string>();
  const hexOf = new Map<string, Axial>();
  const startKey = hexKey(start);
  hexOf.set(startKey, start);
  best.set(startKey, { steps: 0, hazard: 0 });
  const queue = new MinHeap();
  let seq = 0;
  queue.push({ key: startKey, steps: 0, hazard: 0, seq: seq++ });
  const done = new Set<string>();
  while (queue.size > 0) {
    const item = queue.pop() as QueueItem;
    if (done.has(item.key)) continue;
    done.add(item.key);
    if (item.key === goalKey) break;
    const here = hexOf.get(item.key) as Axial;
    for (const next of hexNeighbours(here)) {
      const k = hexKey(next);
      if (done.has(k) || !onMap.has(k) || rules.impassable.has(k)) continue;
      if (walls.has(edgeKey(here, next))) continue;
      const p = rules.price(here, next);
      const cand: QueueItem = {
        key: k,
        steps: item.steps + p.steps,
        hazard: item.hazard + p.hazard,
        seq: seq++,
      };
      const known = best.get(k);
      // Only a strictly cheaper way replaces a known one: the first of equal ways stays.
      if (known && !(cand.steps < known.steps || (cand.steps === known.steps && cand.hazard < known.hazard)))
        continue;
      best.set(k, { steps: cand.steps, hazard: cand.hazard });
      came.set(k, item.key);
      hexOf.set(k, next);
      queue.push(cand);
    }
  }
  if (!done.has(goalKey)) return null;
  const keys: string[] = [];
  for (let k: string | undefined = goalKey; k !== undefined && k !== startKey; k = came.get(k)) keys.push(k);
  keys.reverse();
  return {
    path: keys.map((k) => hexOf.get(k) as Axial),
    cost: best.get(goalKey)?.steps ?? 0,
    costAt: keys.map((k) => best.get(k)?.steps ?? 0),
  };
}
