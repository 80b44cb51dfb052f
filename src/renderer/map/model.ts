/**
 * What the map draws, independent of who is looking. The GM's scene and the players' projection are
 * both turned into these plain shapes, so the one renderer serves both pages; for players the input
 * is a PlayerView, where hidden things do not exist at all (view/playerView.ts decides), so the
 * `hidden` flags below are always false there.
 */
import type { Axial } from '@shared/hex/axial';
import { zoneFillOf } from '@shared/map/zoneFill';
import { isTraitSystem } from '@shared/map/traits';
import type { SystemId } from '@shared/model/campaign';
import type { DisplayState } from '@shared/contract/display';
import type { PlayerView } from '@shared/view/playerView';

export interface MapTrait {
  readonly kind: string;
  readonly level?: number;
  readonly label?: string;
  /** False for traits the players have not been shown (GM only). */
  readonly revealed: boolean;
}

export interface MapZone {
  readonly id: string;
  readonly name: string;
  readonly hexes: readonly Axial[];
  readonly traits: readonly MapTrait[];
  /** Hidden from players (GM only). */
  readonly hidden: boolean;
}

export interface MapWall {
  readonly a: Axial;
  readonly b: Axial;
  readonly door: string;
}

/** A scene's background image, lined up with the grid (world pixels at HEX_SIZE; degrees). */
export interface MapBackgroundView {
  /** Content-addressed asset id, `<sha256>.<ext>`; the page turns it into a URL. */
  readonly assetId: string;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly scale: number;
  readonly rotation: number;
}

/** The static part of a map: grid, zones, walls, background. Redrawn only when it changes. */
export interface MapData {
  readonly sceneName: string;
  /** Who looks: the GM sees hidden zones hatched; players see fog wherever no visible zone is. */
  readonly viewer: 'gm' | 'player';
  /** The campaign's game system, for its terms of known traits (null: not known, any system's term). */
  readonly system: SystemId | null;
  readonly orientation: 'pointy' | 'flat';
  readonly hexSizeMetres: number;
  readonly width: number;
  readonly height: number;
  readonly zones: readonly MapZone[];
  readonly walls: readonly MapWall[];
  readonly background: MapBackgroundView | null;
  /** How opaque zone colours are over the background (0…1, the scene's setting or the default). */
  readonly zoneFill: number;
}

/** A token as drawn. */
export interface MapToken {
  readonly id: string;
  readonly combatantId: string;
  readonly name: string;
  readonly kind: 'pc' | 'npc';
  readonly hex: Axial;
  /** The token or its combatant is hidden from players (GM only: drawn dimmed with a marker). */
  readonly hidden: boolean;
  /** GM only: the wound state in the system's words and how bad it is (0 unhurt … 4 dead). */
  readonly wound?: { readonly word: string; readonly severity: number } | null;
  /** GM only: the combatant's conditions, by their system terms. */
  readonly conditions?: readonly string[];
  /** A posture other than standing (OMN-ACT-5: `Knästående`, `Liggande`): drawn low or lying, and named. */
  readonly posture?: { readonly term: string; readonly prone: boolean } | null;
  /** Hexes moved this round (IRT-MOV-4 Rörligt mål), 0 or absent when still. */
  readonly moved?: number;
  /**
   * GM only, d20 (D20-POS-1): ids of the tokens whose hostile zone binds this token (its enemies able to
   * act). While this token is dragged or selected, the ring around each of them is drawn.
   */
  readonly hostileFrom?: readonly string[];
  /** Ids of the tokens this one is in contact with (Bredvid): a short link is drawn between them. */
  readonly contactWith?: readonly string[];
}

/** The players' projection of the active scene. */
export function mapFromPlayerView(view: PlayerView): MapData {
  const m = view.scene.map;
  // The same projected map (patches keep it the same object) gives the same data: no redraw (issue 20).
  const memo = playerMaps.get(m);
  if (memo && memo.name === view.scene.name) return memo.data;
  const data = buildPlayerMap(view.scene.name, m, view.system);
  playerMaps.set(m, { name: view.scene.name, data });
  return data;
}

const playerMaps = new WeakMap<PlayerView['scene']['map'], { name: string; data: MapData }>();

function buildPlayerMap(sceneName: string, m: PlayerView['scene']['map'], system: string): MapData {
  return mapData({ sceneName, viewer: 'player', system: isTraitSystem(system) ? system : null }, m, (z) => ({
    traits: z.traits.map((tr) => ({ ...tr, revealed: true })),
    hidden: false,
  }));
}

/** A scene's map as either page has it (the GM's scene or the players' projection of it). */
interface SceneMap<Z extends SceneZone> {
  readonly orientation: MapData['orientation'];
  readonly hexSizeMetres: number;
  readonly width: number;
  readonly height: number;
  readonly zones: readonly Z[];
  readonly walls: readonly MapWall[];
  readonly background?: MapBackgroundView | null;
  readonly zoneFill?: number;
}

interface SceneZone {
  readonly id: string;
  readonly name: string;
  readonly hexes: readonly Axial[];
}

/**
 * The MapData of a scene's map: its geometry, walls, background and zone fill as they are, each zone
 * with the traits and hidden flag the viewer gets (`zoneView`).
 */
export function mapData<Z extends SceneZone>(
  head: Pick<MapData, 'sceneName' | 'viewer' | 'system'>,
  m: SceneMap<Z>,
  zoneView: (zone: Z) => Pick<MapZone, 'traits' | 'hidden'>,
): MapData {
  return {
    ...head,
    orientation: m.orientation,
    hexSizeMetres: m.hexSizeMetres,
    width: m.width,
    height: m.height,
    zones: m.zones.map((z) => ({ id: z.id, name: z.name, hexes: z.hexes, ...zoneView(z) })),
    walls: m.walls,
    background: m.background ?? null,
    zoneFill: zoneFillOf(m),
  };
}

/** Where a display's camera goes: the whole map, a hex, or a map rectangle (HexMap's `follow`). */
export type MapFollow =
  | { readonly kind: 'fit' }
  | { readonly kind: 'hex'; readonly hex: Axial }
  | { readonly kind: 'rect'; readonly rect: { x: number; y: number; width: number; height: number } };

/**
 * The camera of the players' display (contract/display.ts): the whole map, the acting combatant's token,
 * or the GM's view. The display and the GM's preview of it both follow this, so they frame the same.
 */
export function displayFollow(
  display: Pick<DisplayState, 'camera' | 'gmView'> | null,
  view: PlayerView | null,
): MapFollow | null {
  if (!display || !view) return null;
  if (display.camera === 'active') {
    const tok = view.scene.tokens.find((x) => x.combatantId === view.encounter.currentId);
    return tok ? { kind: 'hex', hex: tok.hex } : { kind: 'fit' };
  }
  if (display.camera === 'gm' && display.gmView) return { kind: 'rect', rect: display.gmView };
  return { kind: 'fit' };
}

/** The players' tokens (only visible ones exist in a PlayerView). */
export function tokensFromPlayerView(view: PlayerView): MapToken[] {
  // The same projected tokens give the same array: a command that moved no token redraws none.
  const memo = playerTokens.get(view.scene.tokens);
  if (memo) return memo;
  const data = view.scene.tokens.map((tok) => ({ ...tok, hidden: false }));
  playerTokens.set(view.scene.tokens, data);
  return data;
}

const playerTokens = new WeakMap<PlayerView['scene']['tokens'], MapToken[]>();

/**
 * A cheap identity for the static layer: equal keys mean nothing to redraw. Snapshots arrive as fresh
 * objects on every push (JSON over WebSocket, structured clone over IPC), so identity checks do not work.
 */
export function mapKey(map: MapData): string {
  return JSON.stringify(map);
}

/**
 * The identity of what the static layer draws: the map without its background's placement, but with
 * whether there is one (over an image the grid and zone fills are translucent, see staticLayer.ts). So
 * moving or rescaling the image redraws nothing, while adding or removing it redraws the grid.
 */
export function staticMapKey(map: MapData): string {
  const { background, ...rest } = map;
  return JSON.stringify([rest, background !== null]);
}

/** Up to two letters for a token: initials of the first two words, or the first two letters. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return '?';
  if (words.length === 1) return [...(words[0] ?? '')].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}
