/**
 * Map editing commands (the GM's brush tools): painting hexes into zones, creating and removing zones,
 * walls and doors on hex edges, placing and removing tokens, scene settings. Every hex belongs to at
 * most one zone; painting moves hexes from whatever zone held them.
 */
import type { Axial, CampaignState, HexMap, Scene, Token, Wall, Zone } from '../../model/campaign';
import { hexDistance, hexKey } from '../../hex/axial';
import { edgeKey } from '../../map/zoneGraph';
import { CommandError } from './errors';
import { findScene, isOnMap, replaceScene } from './state';
import type { EventSink } from './events';

function withMap(scene: Scene, map: HexMap): Scene {
  return { ...scene, map };
}

/**
 * Adds a scene and makes it the active one. Its tokens must belong to existing combatants and stand on
 * its zones' hexes; every hex in at most one zone.
 */
export function createScene(state: CampaignState, scene: Scene, out: EventSink): CampaignState {
  if (state.scenes.some((s) => s.id === scene.id))
    throw new CommandError('conflict', `a scene with id "${scene.id}" already exists`);
  const seen = new Set<string>();
  for (const z of scene.map.zones)
    for (const h of z.hexes) {
      if (seen.has(hexKey(h))) throw new CommandError('invalid', 'a hex belongs to two zones');
      seen.add(hexKey(h));
    }
  for (const t of scene.tokens) {
    if (!state.combatants.some((c) => c.id === t.combatantId))
      throw new CommandError('not-found', `no combatant with id "${t.combatantId}"`);
    if (!seen.has(hexKey(t.hex))) throw new CommandError('invalid', 'a token stands off the map');
  }
  out.emit('scene/created', { sceneId: scene.id, name: scene.name });
  return { ...state, scenes: [...state.scenes, scene], activeSceneId: scene.id };
}

/** Moves `hexes` into zone `zoneId` (creating nothing): they leave any other zone. */
export function paintZone(
  state: CampaignState,
  sceneId: string,
  zoneId: string,
  hexes: readonly Axial[],
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  if (!scene.map.zones.some((z) => z.id === zoneId))
    throw new CommandError('not-found', `no zone with id "${zoneId}"`);
  const keys = new Set(hexes.map(hexKey));
  const zones = scene.map.zones.map((z) => {
    const kept = z.hexes.filter((h) => !keys.has(hexKey(h)));
    return z.id === zoneId
      ? { ...z, hexes: [...kept, ...dedupe(hexes)] }
      : kept.length === z.hexes.length
        ? z
        : { ...z, hexes: kept };
  });
  out.emit('zone/painted', { sceneId, zoneId, hexes: hexes.length });
  return replaceScene(state, withMap(scene, { ...scene.map, zones }));
}

function dedupe(hexes: readonly Axial[]): Axial[] {
  const seen = new Set<string>();
  return hexes
    .filter((h) => (seen.has(hexKey(h)) ? false : (seen.add(hexKey(h)), true)))
    .map((h) => ({ q: h.q, r: h.r }));
}

/** Adds a zone (its hexes leave other zones). */
export function createZone(state: CampaignState, sceneId: string, zone: Zone, out: EventSink): CampaignState {
  const scene = findScene(state, sceneId);
  if (scene.map.zones.some((z) => z.id === zone.id))
    throw new CommandError('conflict', `a zone with id "${zone.id}" already exists`);
  const withZone = replaceScene(
    state,
    withMap(scene, { ...scene.map, zones: [...scene.map.zones, { ...zone, hexes: [] }] }),
  );
  out.emit('zone/created', { sceneId, zoneId: zone.id, name: zone.name });
  return paintZone(withZone, sceneId, zone.id, zone.hexes, out);
}

/** Removes a zone; its hexes join `mergeInto`, or leave the map when null. */
export function removeZone(
  state: CampaignState,
  sceneId: string,
  zoneId: string,
  mergeInto: string | null,
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  const zone = scene.map.zones.find((z) => z.id === zoneId);
  if (!zone) throw new CommandError('not-found', `no zone with id "${zoneId}"`);
  if (mergeInto === zoneId) throw new CommandError('invalid', 'a zone cannot merge into itself');
  if (mergeInto !== null && !scene.map.zones.some((z) => z.id === mergeInto))
    throw new CommandError('not-found', `no zone with id "${mergeInto}"`);
  const zones = scene.map.zones
    .filter((z) => z.id !== zoneId)
    .map((z) => (z.id === mergeInto ? { ...z, hexes: [...z.hexes, ...zone.hexes] } : z));
  out.emit('zone/removed', { sceneId, zoneId, mergeInto });
  return replaceScene(state, withMap(scene, { ...scene.map, zones }));
}

/**
 * Takes hexes off the map: they leave their zones. Hexes under a token stay (a token must stand on
 * the map); zones left with no hexes stay too, so their names, traits and notes are not lost.
 */
export function eraseHexes(
  state: CampaignState,
  sceneId: string,
  hexes: readonly Axial[],
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  const underTokens = new Set(scene.tokens.map((t) => hexKey(t.hex)));
  const keys = new Set(hexes.map(hexKey).filter((k) => !underTokens.has(k)));
  let erased = 0;
  const zones = scene.map.zones.map((z) => {
    const kept = z.hexes.filter((h) => !keys.has(hexKey(h)));
    erased += z.hexes.length - kept.length;
    return kept.length === z.hexes.length ? z : { ...z, hexes: kept };
  });
  out.emit('zone/erased', { sceneId, hexes: erased, keptUnderTokens: hexes.length - keys.size });
  return replaceScene(state, withMap(scene, { ...scene.map, zones }));
}

/** Sets (or with `door: null` removes) the wall on the edge between two neighbouring hexes. */
export function setWall(
  state: CampaignState,
  sceneId: string,
  a: Axial,
  b: Axial,
  door: Wall['door'] | null,
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  if (hexDistance(a, b) !== 1)
    throw new CommandError('invalid', 'a wall sits on the edge between two neighbouring hexes');
  const key = edgeKey(a, b);
  const walls = scene.map.walls.filter((w) => edgeKey(w.a, w.b) !== key);
  if (door !== null) walls.push({ a: { q: a.q, r: a.r }, b: { q: b.q, r: b.r }, door });
  out.emit('wall/set', { sceneId, a, b, door });
  return replaceScene(state, withMap(scene, { ...scene.map, walls }));
}

/**
 * Sets (or with `door: null` removes) the walls on a run of edges, as drawn in one drag: one command,
 * one `walls/set` event with how many edges changed (an edge already so is not counted; repeats count
 * once). When no edge changes, the state is returned as it is and nothing is logged. Every edge must lie
 * between two neighbouring hexes.
 */
export function setWalls(
  state: CampaignState,
  sceneId: string,
  edges: readonly { readonly a: Axial; readonly b: Axial }[],
  door: Wall['door'] | null,
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  if (edges.length === 0) throw new CommandError('invalid', 'no edges given');
  const run = new Map<string, { a: Axial; b: Axial }>();
  for (const { a, b } of edges) {
    if (hexDistance(a, b) !== 1)
      throw new CommandError('invalid', 'a wall sits on the edge between two neighbouring hexes');
    const key = edgeKey(a, b);
    if (!run.has(key)) run.set(key, { a: { q: a.q, r: a.r }, b: { q: b.q, r: b.r } });
  }
  const before = new Map(scene.map.walls.map((w) => [edgeKey(w.a, w.b), w.door] as const));
  let changed = 0;
  for (const key of run.keys()) if ((before.get(key) ?? null) !== door) changed++;
  // A drag along walls that are already so changes nothing: no new state and no "0 walls changed" line.
  if (changed === 0) return state;
  const walls = scene.map.walls.filter((w) => !run.has(edgeKey(w.a, w.b)));
  if (door !== null) for (const { a, b } of run.values()) walls.push({ a, b, door });
  out.emit('walls/set', { sceneId, edges: changed, door });
  return replaceScene(state, withMap(scene, { ...scene.map, walls }));
}

/** Places a combatant's token on a hex of the map. */
export function placeToken(
  state: CampaignState,
  sceneId: string,
  token: Token,
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  if (!state.combatants.some((c) => c.id === token.combatantId))
    throw new CommandError('not-found', `no combatant with id "${token.combatantId}"`);
  if (scene.tokens.some((t) => t.id === token.id))
    throw new CommandError('conflict', `a token with id "${token.id}" already exists`);
  if (!isOnMap(scene, token.hex)) {
    throw new CommandError('invalid', 'that hex is not on the map');
  }
  out.emit(
    'token/placed',
    { sceneId, tokenId: token.id, combatantId: token.combatantId, hex: token.hex },
    token.hidden ? 'gm' : 'public',
  );
  return replaceScene(state, { ...scene, tokens: [...scene.tokens, token] });
}

export function removeToken(
  state: CampaignState,
  sceneId: string,
  tokenId: string,
  out: EventSink,
): CampaignState {
  const scene = findScene(state, sceneId);
  const token = scene.tokens.find((t) => t.id === tokenId);
  if (!token) throw new CommandError('not-found', `no token with id "${tokenId}"`);
  out.emit(
    'token/removed',
    { sceneId, tokenId, combatantId: token.combatantId },
    token.hidden ? 'gm' : 'public',
  );
  return replaceScene(state, { ...scene, tokens: scene.tokens.filter((t) => t.id !== tokenId) });
}
