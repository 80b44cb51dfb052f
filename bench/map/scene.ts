/**
 * The map benchmark's scenes: deterministic (seeded) GM maps of any size (the bench uses 30 × 30, 100 × 100
 * and 200 × 200 hexes; 100 × 100 by default). Pure: no DOM, no Pixi, so the bench page, the Node side of
 * the benchmark and the unit test all build the very same scene.
 *
 * - Zones ("rooms") of 3 to ~25 hexes, grown from random seeds, cover every hex of the rectangle (leftover
 *   scraps too small to be a room join a neighbouring zone).
 * - Traits (the six built-in IRT kinds) on whole zones until those zones hold ~30 % of the hexes.
 * - Walls (some with doors) on edges between zones; a few zones hidden from players.
 * - Tokens on distinct hexes spread over the map (a tenth of them PCs).
 */
import { AXIAL_DIRECTIONS, axialToOffset, hexKey, offsetToAxial, type Axial } from '@shared/hex/axial';
import { seededRandom } from '@shared/dice/dice';
import type { MapData, MapToken, MapTrait, MapWall, MapZone } from '../../src/renderer/map/model';

export interface MapSceneOptions {
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  readonly tokens: number;
  /** Share of hexes in zones with at least one trait (0…1). */
  readonly traitShare: number;
  readonly minZone: number;
  readonly maxZone: number;
  /** Walls on zone edges; by default 4 per 100 hexes (400 on 100 × 100), so every size is as dense. */
  readonly walls?: number;
}

export const DEFAULT_SCENE: MapSceneOptions = {
  seed: 20_260_501,
  width: 100,
  height: 100,
  tokens: 200,
  traitShare: 0.3,
  minZone: 3,
  maxZone: 25,
};

/** Walls per hex when {@link MapSceneOptions.walls} is not given. */
export const WALLS_PER_HEX = 0.04;

export interface MapScene {
  readonly map: MapData;
  readonly tokens: MapToken[];
}

export const TRAIT_KINDS = ['skydd', 'morker', 'oppenMark', 'svarforcerad', 'trangt', 'hogtLage'] as const;

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1) (the shared dice module's). */
export const mulberry32 = seededRandom;

function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

const ROOM_NAMES = ['Förråd', 'Kontor', 'Korridor', 'Lastkaj', 'Vakt', 'Hall', 'Trapphus', 'Garage', 'Gård'];
const NPC_NAMES = ['Soldat', 'Vakt', 'Tullare', 'Officer', 'Krypskytt', 'Smugglare'];
const PC_NAMES = ['Anton', 'Greta', 'Ivar', 'Sigrid', 'Olof'];

/** Builds the scene; the same options always give the same scene. */
export function generateMapScene(options: Partial<MapSceneOptions> = {}): MapScene {
  const o: MapSceneOptions = { ...DEFAULT_SCENE, ...options };
  const wallCount = o.walls ?? Math.round(WALLS_PER_HEX * o.width * o.height);
  const rand = mulberry32(o.seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

  // Every hex of the rectangle, in offset order.
  const all: Axial[] = [];
  for (let row = 0; row < o.height; row++)
    for (let col = 0; col < o.width; col++) all.push(offsetToAxial(col, row, 'pointy'));
  const inMap = new Map(all.map((h) => [hexKey(h), h]));
  const neighbours = (h: Axial): Axial[] =>
    AXIAL_DIRECTIONS.map((d) => inMap.get(hexKey({ q: h.q + d.q, r: h.r + d.r }))).filter(
      (n): n is Axial => n !== undefined,
    );

  // Grow zones from shuffled seeds; each takes random frontier hexes until its target size.
  const owner = new Map<string, number>();
  const zoneHexes: Axial[][] = [];
  for (const start of shuffle([...all], rand)) {
    if (owner.has(hexKey(start))) continue;
    const id = zoneHexes.length;
    const target = int(o.minZone, o.maxZone);
    const hexes: Axial[] = [start];
    owner.set(hexKey(start), id);
    const frontier = neighbours(start).filter((n) => !owner.has(hexKey(n)));
    while (hexes.length < target && frontier.length > 0) {
      const next = frontier.splice(Math.floor(rand() * frontier.length), 1)[0] as Axial;
      if (owner.has(hexKey(next))) continue;
      owner.set(hexKey(next), id);
      hexes.push(next);
      for (const n of neighbours(next)) if (!owner.has(hexKey(n))) frontier.push(n);
    }
    zoneHexes.push(hexes);
  }
  // Scraps smaller than a room join the smallest neighbouring zone that is a room.
  const size = (id: number): number => zoneHexes[id]?.length ?? 0;
  for (let id = 0; id < zoneHexes.length; id++) {
    const hexes = zoneHexes[id] ?? [];
    if (hexes.length === 0 || hexes.length >= o.minZone) continue;
    let into = -1;
    for (const h of hexes)
      for (const n of neighbours(h)) {
        const other = owner.get(hexKey(n));
        if (other === undefined || other === id || size(other) < o.minZone) continue;
        if (into < 0 || size(other) < size(into)) into = other;
      }
    if (into < 0) continue;
    for (const h of hexes) owner.set(hexKey(h), into);
    zoneHexes[into]?.push(...hexes);
    zoneHexes[id] = [];
  }
  const rooms = zoneHexes.map((hexes, id) => ({ id, hexes })).filter((z) => z.hexes.length > 0);

  // Traits on whole zones, in random order, until they hold the wanted share of hexes.
  const traitsOf = new Map<number, MapTrait[]>();
  let traited = 0;
  const wanted = o.traitShare * all.length;
  for (const zone of shuffle([...rooms], rand)) {
    if (traited >= wanted) break;
    // Do not overshoot by more than half a zone.
    if (traited + zone.hexes.length - wanted > zone.hexes.length / 2) continue;
    const kinds = shuffle([...TRAIT_KINDS], rand).slice(0, rand() < 0.3 ? 2 : 1);
    traitsOf.set(
      zone.id,
      kinds.map((kind) => ({
        kind,
        ...(kind === 'skydd' || kind === 'morker' ? { level: int(1, 3) } : {}),
        revealed: rand() < 0.7,
      })),
    );
    traited += zone.hexes.length;
  }

  const zones: MapZone[] = rooms.map((z, i) => ({
    id: `z-${i + 1}`,
    name: `${pick(ROOM_NAMES)} ${i + 1}`,
    hexes: z.hexes,
    traits: traitsOf.get(z.id) ?? [],
    hidden: rand() < 0.05,
  }));

  // Walls on edges between two zones; every fifth one a door.
  const walls: MapWall[] = [];
  const wallKeys = new Set<string>();
  for (let tries = 0; walls.length < wallCount && tries < wallCount * 50; tries++) {
    const a = pick(all);
    const b = pick(neighbours(a));
    if (owner.get(hexKey(a)) === owner.get(hexKey(b))) continue;
    const key = [hexKey(a), hexKey(b)].sort().join('|');
    if (wallKeys.has(key)) continue;
    wallKeys.add(key);
    const door = walls.length % 5 === 4 ? (rand() < 0.5 ? 'open' : 'closed') : 'none';
    walls.push({ a, b, door });
  }

  // Tokens on distinct hexes.
  const tokenHexes = shuffle([...all], rand).slice(0, o.tokens);
  const pcs = Math.max(1, Math.round(o.tokens / 10));
  const tokens: MapToken[] = tokenHexes.map((hex, i) => {
    const pc = i < pcs;
    const name = pc ? `${pick(PC_NAMES)} ${i + 1}` : `${pick(NPC_NAMES)} ${i + 1}`;
    return { id: `t-${i + 1}`, combatantId: `c-${i + 1}`, name, kind: pc ? 'pc' : 'npc', hex, hidden: false };
  });

  return {
    map: {
      viewer: 'gm',
      system: 'irt',
      sceneName: `Bench ${o.width}×${o.height}`,
      orientation: 'pointy',
      hexSizeMetres: 2,
      width: o.width,
      height: o.height,
      zones,
      walls,
      background: null,
      zoneFill: 0.2,
    },
    tokens,
  };
}

/** Counts for reports and tests. */
export function describeScene(scene: MapScene): {
  hexes: number;
  zones: number;
  traitedZones: number;
  traitedHexes: number;
  traitShare: number;
  traits: number;
  walls: number;
  tokens: number;
  minZone: number;
  maxZone: number;
} {
  const { map } = scene;
  const sizes = map.zones.map((z) => z.hexes.length);
  const traited = map.zones.filter((z) => z.traits.length > 0);
  const traitedHexes = traited.reduce((n, z) => n + z.hexes.length, 0);
  const hexes = map.width * map.height;
  return {
    hexes,
    zones: map.zones.length,
    traitedZones: traited.length,
    traitedHexes,
    traitShare: traitedHexes / hexes,
    traits: traited.reduce((n, z) => n + z.traits.length, 0),
    walls: map.walls.length,
    tokens: scene.tokens.length,
    minZone: Math.min(...sizes),
    maxZone: Math.max(...sizes),
  };
}

/** The token the drag and drop benchmarks move, and between which two neighbouring hexes. */
export interface DragPlan {
  readonly token: MapToken;
  /** The token's hex in the scene. */
  readonly from: Axial;
  /** A free neighbour of `from` on the map: the drop goes there and back. */
  readonly to: Axial;
}

/**
 * The token nearest the middle of the map that has a free neighbour (no token, inside the rectangle),
 * and that neighbour: the same on every renderer's page, so all of them move the same token.
 */
export function dragPlan(scene: MapScene): DragPlan {
  const { map, tokens } = scene;
  const taken = new Set(tokens.map((t) => hexKey(t.hex)));
  const inside = (h: Axial): boolean => {
    const { col, row } = axialToOffset(h, map.orientation);
    return col >= 0 && row >= 0 && col < map.width && row < map.height;
  };
  const distance = (t: MapToken): number => {
    const { col, row } = axialToOffset(t.hex, map.orientation);
    return (col - (map.width - 1) / 2) ** 2 + (row - (map.height - 1) / 2) ** 2;
  };
  const byDistance = tokens
    .map((token, i) => ({ token, i, d: distance(token) }))
    .sort((a, b) => a.d - b.d || a.i - b.i);
  for (const { token } of byDistance) {
    for (const d of AXIAL_DIRECTIONS) {
      const to = { q: token.hex.q + d.q, r: token.hex.r + d.r };
      if (inside(to) && !taken.has(hexKey(to))) return { token, from: token.hex, to };
    }
  }
  throw new Error('no token with a free neighbouring hex');
}
