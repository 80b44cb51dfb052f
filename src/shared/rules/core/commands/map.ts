/**
 * Core commands on the maps: scenes, zones, walls and doors, tokens and contact between them. The brush
 * tools' edits are in rules/core/mapEditing.ts.
 */
import { hexDistance, hexKey } from '../../../hex/axial';
import { CommandError } from '../errors';
import {
  createScene,
  createZone,
  eraseHexes,
  paintZone,
  placeToken,
  removeToken,
  removeZone,
  setWall,
  setWalls,
} from '../mapEditing';
import { contactPair, contactSeen, contactsOf, inContactOn, MELEE_REACH_METRES } from '../placement';
import { findScene, isOnMap, replaceScene } from '../state';
import type { CommandHandler, DomainHandlers } from './types';

/** `token/move`: a token moves to a hex on its map. */
export const moveToken: CommandHandler<'token/move'> = (state, cmd, { out }) => {
  const scene = findScene(state, cmd.sceneId);
  const token = scene.tokens.find((t) => t.id === cmd.tokenId);
  if (!token) throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
  if (!isOnMap(scene, cmd.to)) throw new CommandError('invalid', 'that hex is not on the map');
  out.emit(
    'token/moved',
    { tokenId: token.id, combatantId: token.combatantId, from: token.hex, to: cmd.to },
    token.hidden ? 'gm' : 'public',
  );
  // IRT-MOV-4: movement in a running fight makes the token a moving target until the round ends.
  const moved = (token.movedThisRound ?? 0) + (state.encounter.active ? hexDistance(token.hex, cmd.to) : 0);
  return replaceScene(state, {
    ...scene,
    tokens: scene.tokens.map((t) =>
      t.id === token.id ? { ...t, hex: cmd.to, ...(moved > 0 ? { movedThisRound: moved } : {}) } : t,
    ),
  });
};

/** `token/contact`: a token dropped onto another moves into its hex and the two are in contact. */
export const makeContact: CommandHandler<'token/contact'> = (state, cmd, ctx) => {
  // Contact where a hex is larger than melee reach (map/distance.ts meleeReach): the dropped token
  // moves into the other's hex (a move like token/move, IRT-MOV-4) and the two are Bredvid.
  const scene = findScene(state, cmd.sceneId);
  const token = scene.tokens.find((t) => t.id === cmd.tokenId);
  const other = scene.tokens.find((t) => t.id === cmd.withTokenId);
  if (!token) throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
  if (!other) throw new CommandError('not-found', `no token with id "${cmd.withTokenId}"`);
  if (token.combatantId === other.combatantId)
    throw new CommandError('invalid', 'a combatant cannot be in contact with itself');
  const reach = MELEE_REACH_METRES[state.system];
  if (scene.map.hexSizeMetres <= reach)
    throw new CommandError(
      'invalid',
      `hexes of ${scene.map.hexSizeMetres} m are within melee reach (${reach} m): neighbours reach each other without contact`,
    );
  if (inContactOn(scene, token.combatantId, other.combatantId))
    throw new CommandError('conflict', 'the two are already in contact');
  const moved =
    hexKey(token.hex) === hexKey(other.hex)
      ? state
      : moveToken(state, { type: 'token/move', sceneId: scene.id, tokenId: token.id, to: other.hex }, ctx);
  const after = findScene(moved, scene.id);
  ctx.out.emit(
    'token/contact',
    { combatantId: token.combatantId, withId: other.combatantId },
    contactSeen(state, token, other),
  );
  return replaceScene(moved, {
    ...after,
    contacts: [...contactsOf(after), contactPair(token.combatantId, other.combatantId)],
  });
};

/** `token/setHidden`: a token is hidden from players, or shown. */
export const setTokenHidden: CommandHandler<'token/setHidden'> = (state, cmd, { out }) => {
  const scene = findScene(state, cmd.sceneId);
  if (!scene.tokens.some((t) => t.id === cmd.tokenId))
    throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
  out.emit('token/visibilityChanged', { tokenId: cmd.tokenId, hidden: cmd.hidden });
  return replaceScene(state, {
    ...scene,
    tokens: scene.tokens.map((t) => (t.id === cmd.tokenId ? { ...t, hidden: cmd.hidden } : t)),
  });
};

/** `token/place`: a combatant's token is put on a map. */
export const placeTokenOnMap: CommandHandler<'token/place'> = (state, cmd, { out }) => {
  return placeToken(state, cmd.sceneId, cmd.token, out);
};

/** `token/remove`: a token is taken off its map. */
export const removeTokenFromMap: CommandHandler<'token/remove'> = (state, cmd, { out }) => {
  return removeToken(state, cmd.sceneId, cmd.tokenId, out);
};

/** `zone/update`: a zone's name, visibility, traits or notes change. */
export const updateZone: CommandHandler<'zone/update'> = (state, cmd, { out }) => {
  const scene = findScene(state, cmd.sceneId);
  if (!scene.map.zones.some((z) => z.id === cmd.zoneId))
    throw new CommandError('not-found', `no zone with id "${cmd.zoneId}"`);
  out.emit('zone/updated', { zoneId: cmd.zoneId, fields: Object.keys(cmd.patch) });
  const zones = scene.map.zones.map((z) => (z.id === cmd.zoneId ? { ...z, ...cmd.patch } : z));
  return replaceScene(state, { ...scene, map: { ...scene.map, zones } });
};

/** `zone/paint`: hexes are painted into a zone. */
export const paintZoneHexes: CommandHandler<'zone/paint'> = (state, cmd, { out }) => {
  return paintZone(state, cmd.sceneId, cmd.zoneId, cmd.hexes, out);
};

/** `zone/create`: a new zone on a map. */
export const createMapZone: CommandHandler<'zone/create'> = (state, cmd, { out }) => {
  return createZone(state, cmd.sceneId, cmd.zone, out);
};

/** `zone/remove`: a zone goes; its hexes leave the map or join `mergeInto`. */
export const removeMapZone: CommandHandler<'zone/remove'> = (state, cmd, { out }) => {
  return removeZone(state, cmd.sceneId, cmd.zoneId, cmd.mergeInto, out);
};

/** `zone/erase`: hexes are taken off the map. */
export const eraseMapHexes: CommandHandler<'zone/erase'> = (state, cmd, { out }) => {
  return eraseHexes(state, cmd.sceneId, cmd.hexes, out);
};

/** `wall/set`: a wall or door between two neighbouring hexes is drawn, changed or erased. */
export const setMapWall: CommandHandler<'wall/set'> = (state, cmd, { out }) => {
  return setWall(state, cmd.sceneId, cmd.a, cmd.b, cmd.door, out);
};

/** `wall/setMany`: a run of walls or doors drawn (or erased) in one drag. */
export const setMapWalls: CommandHandler<'wall/setMany'> = (state, cmd, { out }) => {
  return setWalls(state, cmd.sceneId, cmd.edges, cmd.door, out);
};

/** `scene/update`: a scene's name, notes, scale, band shift or zone fill change. */
export const updateScene: CommandHandler<'scene/update'> = (state, cmd, { out }) => {
  const scene = findScene(state, cmd.sceneId);
  const { name, gmNotes, hexSizeMetres, bandShift, zoneFill } = cmd.patch;
  out.emit('scene/updated', { sceneId: cmd.sceneId, fields: Object.keys(cmd.patch) });
  return replaceScene(state, {
    ...scene,
    ...(name !== undefined ? { name } : {}),
    ...(gmNotes !== undefined ? { gmNotes } : {}),
    map: {
      ...scene.map,
      ...(hexSizeMetres !== undefined ? { hexSizeMetres } : {}),
      ...(bandShift !== undefined ? { bandShift } : {}),
      ...(zoneFill !== undefined ? { zoneFill } : {}),
    },
  });
};

/** `scene/create`: a new scene (a map), made the active one. */
export const createMapScene: CommandHandler<'scene/create'> = (state, cmd, { out }) => {
  return createScene(state, cmd.scene, out);
};

/** `scene/setBackground`: a scene's background image is set, or removed with `null`. */
export const setSceneBackground: CommandHandler<'scene/setBackground'> = (state, cmd, { out }) => {
  const scene = findScene(state, cmd.sceneId);
  out.emit('scene/backgroundSet', { sceneId: cmd.sceneId, assetId: cmd.background?.assetId ?? null });
  return replaceScene(state, { ...scene, map: { ...scene.map, background: cmd.background } });
};

/** `scene/activate`: the scene everyone sees becomes this one. */
export const activateScene: CommandHandler<'scene/activate'> = (state, cmd, { out }) => {
  findScene(state, cmd.sceneId);
  out.emit('scene/activated', { sceneId: cmd.sceneId });
  return { ...state, activeSceneId: cmd.sceneId };
};

/** The maps' commands: scenes, zones, walls and tokens. */
export const MAP_HANDLERS: DomainHandlers<'scene' | 'zone' | 'wall' | 'token'> = {
  'scene/create': createMapScene,
  'scene/update': updateScene,
  'scene/setBackground': setSceneBackground,
  'scene/activate': activateScene,
  'zone/create': createMapZone,
  'zone/update': updateZone,
  'zone/paint': paintZoneHexes,
  'zone/remove': removeMapZone,
  'zone/erase': eraseMapHexes,
  'wall/set': setMapWall,
  'wall/setMany': setMapWalls,
  'token/place': placeTokenOnMap,
  'token/move': moveToken,
  'token/contact': makeContact,
  'token/setHidden': setTokenHidden,
  'token/remove': removeTokenFromMap,
};
