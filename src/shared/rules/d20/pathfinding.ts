/**
 * The cheapest way across the hex map for a d20 move (D20-TURN-1 interpretation: one hex is one step;
 * D20-POS-4: difficult terrain costs two). Dijkstra over the hexes that lie in some zone, never across a
 * wall or a closed door (an open door lets through). The caller says which hexes cannot be passed
 * (enemy tokens) and what each step costs; among equally cheap ways the one with the least `hazard`
 * (hostile zones left, slippery zones entered) wins, then the first found in direction order, so the
 * same state always gives the same path.
 */
import { AXIAL_DIRECTIONS, hexDistance, hexEquals, parseHexKey, type Axial } from '../../hex/axial';
import { blockedEdges, edgeKey } from '../../map/zoneGraph';
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
  readonly id: number;
  readonly steps: number;
  /** `steps` plus the straight distance left (A*; never more than the true rest, each hex costs ≥ 1). */
  readonly estimate: number;
  readonly hazard: number;
  readonly seq: number;
}

/**
 * Orders queue items: lower estimate, then less hazard, then farther along (so an open field is not
 * searched wide, every hex there having the same estimate), then first queued.
 */
function before(a: QueueItem, b: QueueItem): boolean {
  if (a.estimate !== b.estimate) return a.estimate < b.estimate;
  if (a.hazard !== b.hazard) return a.hazard < b.hazard;
  if (a.steps !== b.steps) return a.steps > b.steps;
  return a.seq < b.seq;
}

/** A small binary heap of queue items (maps can hold many thousands of hexes). */
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

/** A number naming a hex (faster than {@link hexKey} strings in the search; unique for |q|, |r| < 2¹⁵). */
export function hexId(h: Axial): number {
  return h.q * 65_536 + h.r;
}

/**
 * The cheapest path from `start` to `goal` on `map` (Dijkstra with the straight hex distance as A*
 * estimate, which never overestimates since every hex costs at least one step), or null when walls,
 * closed doors, the map's edge or impassable hexes cut every way. The goal itself must be on the map
 * and not impassable; whether a token may end there is the caller's question.
 */
export function cheapestPath(
  map: Pick<HexMap, 'zones' | 'walls'>,
  start: Axial,
  goal: Axial,
  rules: PathRules,
): FoundPath | null {
  if (hexEquals(start, goal)) return { path: [], cost: 0, costAt: [] };
  const onMap = new Set<number>();
  for (const z of map.zones) for (const h of z.hexes) onMap.add(hexId(h));
  const impassable = new Set<number>();
  for (const k of rules.impassable) {
    const h = parseHexKey(k);
    if (h) impassable.add(hexId(h));
  }
  const goalId = hexId(goal);
  if (!onMap.has(goalId) || impassable.has(goalId)) return null;
  // Walls: only edges between two walled hexes need the (string) edge test.
  const walls = blockedEdges(map.walls);
  const walled = new Set<number>();
  for (const w of map.walls) if (w.door !== 'open') walled.add(hexId(w.a)).add(hexId(w.b));
  const best = new Map<number, { steps: number; hazard: number }>();
  const came = new Map<number, number>();
  const hexOf = new Map<number, Axial>();
  const startId = hexId(start);
  hexOf.set(startId, start);
  best.set(startId, { steps: 0, hazard: 0 });
  const queue = new MinHeap();
  let seq = 0;
  queue.push({ id: startId, steps: 0, estimate: hexDistance(start, goal), hazard: 0, seq: seq++ });
  const done = new Set<number>();
  while (queue.size > 0) {
    const item = queue.pop() as QueueItem;
    if (done.has(item.id)) continue;
    done.add(item.id);
    if (item.id === goalId) break;
    const here = hexOf.get(item.id) as Axial;
    for (const d of AXIAL_DIRECTIONS) {
      const next = { q: here.q + d.q, r: here.r + d.r };
      const id = hexId(next);
      if (done.has(id) || !onMap.has(id) || impassable.has(id)) continue;
      if (walled.has(id) && walled.has(item.id) && walls.has(edgeKey(here, next))) continue;
      const p = rules.price(here, next);
      const steps = item.steps + p.steps;
      const hazard = item.hazard + p.hazard;
      const known = best.get(id);
      // Only a strictly cheaper way replaces a known one: the first of equal ways stays.
      if (known && !(steps < known.steps || (steps === known.steps && hazard < known.hazard))) continue;
      best.set(id, { steps, hazard });
      came.set(id, item.id);
      hexOf.set(id, next);
      queue.push({ id, steps, estimate: steps + hexDistance(next, goal), hazard, seq: seq++ });
    }
  }
  if (!done.has(goalId)) return null;
  const ids: number[] = [];
  for (let k: number | undefined = goalId; k !== undefined && k !== startId; k = came.get(k)) ids.push(k);
  ids.reverse();
  return {
    path: ids.map((k) => hexOf.get(k) as Axial),
    cost: best.get(goalId)?.steps ?? 0,
    costAt: ids.map((k) => best.get(k)?.steps ?? 0),
  };
}
