/**
 * The map's static layer: grid, zone fills and borders, hatching of hidden zones, fog (players) and
 * walls. Built once per map change, never per frame, in two levels of detail:
 *
 * - overview: the drawing rendered once into one texture of at most {@link OVERVIEW_MAX_SIDE} pixels a
 *   side, shown while zoomed out far enough that it is not magnified — one quad instead of thousands
 *   of hexes — and underneath the tiles as a stand-in while they render;
 * - tiles: square pieces of the drawing rendered on demand at the resolution the camera needs, so
 *   zoomed in only a few quads draw and lines stay sharp (TileCache below).
 *
 * The drawing itself (Graphics grouped per {@link TILE} × {@link TILE} hexes) is built once and never
 * drawn to the screen directly.
 *
 * Each hex is filled once (zone colours are pre-blended over the grid colour), which halves the
 * geometry of a map whose zones cover it.
 */
import {
  Container,
  GlProgram,
  Graphics,
  Mesh,
  MeshGeometry,
  Rectangle,
  Shader,
  Texture,
  type Renderer,
} from 'pixi.js';
import {
  AXIAL_DIRECTIONS,
  axialToOffset,
  hexKey,
  offsetToAxial,
  rectangleHexes,
  type Axial,
} from '@shared/hex/axial';
import { hexCorners, hexToPixel, type HexOrientation, type Point } from '@shared/hex/layout';
import type { MapData, MapZone } from './model';

/** Hexes per tile side. */
export const TILE = 12;
/** Largest side of the overview texture, in pixels (4096² × 4 B would be 64 MB; 2048² is 16 MB). */
export const OVERVIEW_MAX_SIDE = 2048;

/** Colours the static layer needs (the renderer owns the palette). */
export interface StaticColors {
  readonly background: number;
  readonly gridFill: number;
  readonly gridLine: number;
  readonly wall: number;
  readonly doorClosed: number;
  readonly doorOpen: number;
  readonly hatch: number;
  readonly fog: number;
  readonly fogHatch: number;
}

/** What was built: the layer to add to the world, its bounds, and how to switch detail. */
export interface BuiltStatic {
  readonly layer: Container;
  readonly bounds: { minX: number; minY: number; maxX: number; maxY: number };
  /** Resolution of the overview texture (texture pixels per world pixel). */
  readonly overviewResolution: number;
  /**
   * Chooses the detail for the camera: `scale` is texture pixels per world pixel on screen, `visible`
   * the world rectangle on screen. True when tiles are still being rendered (draw another frame).
   */
  update(scale: number, visible: Rectangle): boolean;
  destroy(): void;
}

interface TileGraphics {
  readonly line: Graphics;
  readonly hatch: Graphics;
  readonly border: Graphics;
  readonly wall: Graphics;
}

/**
 * The cached pictures are drawn with a shader that only samples the texture: the general sprite shader
 * (a branch per batched texture, tint, rounding) costs a software renderer about four times as much per
 * pixel, and the map's cache covers most of the screen in every frame.
 */
const CACHE_PROGRAM_SOURCE = {
  vertex: `in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
}`,
  fragment: `in vec2 vUV;
uniform sampler2D uTexture;
out vec4 finalColor;
void main() {
  finalColor = texture(uTexture, vUV);
}`,
};
let cacheProgram: GlProgram | null = null;

/** A cached picture on a quad (see {@link cacheQuad}). */
export type CacheQuad = Mesh<MeshGeometry, Shader>;

/**
 * A cached picture (the overview, a tile): `texture` on a quad at (x, y), its size in world pixels. The
 * mesh owns the texture: destroying it with `{ texture: true }` frees both.
 */
export function cacheQuad(texture: Texture, x: number, y: number): CacheQuad {
  cacheProgram ??= GlProgram.from(CACHE_PROGRAM_SOURCE);
  const w = texture.width;
  const h = texture.height;
  const u = texture.frame.width / texture.source.width;
  const v = texture.frame.height / texture.source.height;
  const geometry = new MeshGeometry({
    positions: new Float32Array([x, y, x + w, y, x + w, y + h, x, y + h]),
    uvs: new Float32Array([0, 0, u, 0, u, v, 0, v]),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
  const shader = new Shader({ glProgram: cacheProgram, resources: { uTexture: texture.source } });
  const mesh = new Mesh({ geometry, shader, texture });
  mesh.eventMode = 'none';
  return mesh;
}

/** Below this overview resolution a hex's 1 px grid line is a fraction of a pixel: the overview leaves it out. */
const GRID_LINE_MIN_RESOLUTION = 0.5;
/** Below this, zone borders (3 px) and hatching are under a pixel too. */
const BORDER_MIN_RESOLUTION = 0.25;

/**
 * Hexes of one colour as one mesh: each hex its six corners and four triangles, written straight into
 * typed arrays. Tens of thousands of hexagons take milliseconds this way, where Graphics would run a
 * general polygon triangulation for each (most of a large map's first frame).
 */
function hexFillMesh(polys: readonly (readonly Point[])[], color: number, alpha: number): Mesh {
  const positions = new Float32Array(polys.length * 12);
  const indices = new Uint32Array(polys.length * 12);
  let v = 0;
  let i = 0;
  for (const poly of polys) {
    const base = v / 2;
    for (const c of poly) {
      positions[v++] = c.x;
      positions[v++] = c.y;
    }
    for (let k = 1; k < poly.length - 1; k++) {
      indices[i++] = base;
      indices[i++] = base + k;
      indices[i++] = base + k + 1;
    }
  }
  const geometry = new MeshGeometry({ positions, indices: indices.subarray(0, i) });
  const mesh = new Mesh({ geometry, texture: Texture.WHITE });
  mesh.tint = color;
  mesh.alpha = alpha;
  return mesh;
}

/** `[x0, y0, x1, y1, …]` of points, for Graphics.poly. */
export function flatPoints(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}

/** `a` over `b` at `alpha`, as one opaque colour. */
export function blend(a: number, b: number, alpha: number): number {
  const ch = (c: number, s: number): number => (c >> s) & 0xff;
  const mix = (s: number): number => Math.round(ch(a, s) * alpha + ch(b, s) * (1 - alpha));
  return (mix(16) << 16) | (mix(8) << 8) | mix(0);
}

/** Mixes a colour toward white by `amount` (0…1). */
export function lighten(color: number, amount: number): number {
  return blend(0xffffff, color, amount);
}

const edgeCornerCache = new Map<HexOrientation, readonly (readonly [number, number])[]>();

/** For each of the six directions, the two corner indices of the shared edge (per orientation). */
export function edgeCorners(orientation: HexOrientation): readonly (readonly [number, number])[] {
  const cached = edgeCornerCache.get(orientation);
  if (cached) return cached;
  const corners = hexCorners({ q: 0, r: 0 }, 1, orientation);
  const pairs = AXIAL_DIRECTIONS.map((d) => {
    const n = hexToPixel(d, 1, orientation);
    const mid = { x: n.x / 2, y: n.y / 2 };
    const ranked = corners
      .map((c, i) => ({ i, d: (c.x - mid.x) ** 2 + (c.y - mid.y) ** 2 }))
      .sort((a, b) => a.d - b.d);
    return [ranked[0]?.i ?? 0, ranked[1]?.i ?? 1] as const;
  });
  edgeCornerCache.set(orientation, pairs);
  return pairs;
}

/** One edge of an outline: the hex inside it and the edge's two corners. */
export interface OutlineEdge {
  readonly hex: Axial;
  readonly p: Point;
  readonly q: Point;
}

/** The outline of a set of hexes: every edge whose neighbour is not in the set (a zone's border). */
export function outlineEdges(
  hexes: readonly Axial[],
  size: number,
  orientation: HexOrientation,
): OutlineEdge[] {
  const inSet = new Set(hexes.map(hexKey));
  const pairs = edgeCorners(orientation);
  const out: OutlineEdge[] = [];
  for (const hex of hexes) {
    const corners = hexCorners(hex, size, orientation);
    AXIAL_DIRECTIONS.forEach((d, i) => {
      if (inSet.has(hexKey({ q: hex.q + d.q, r: hex.r + d.r }))) return;
      const [a, b] = pairs[i] ?? [0, 1];
      const p = corners[a];
      const q = corners[b];
      if (p && q) out.push({ hex, p, q });
    });
  }
  return out;
}

/** Two short diagonal strokes across a hex centre (hatching). */
function hatch(g: Graphics, c: Point, size: number): void {
  const s = size * 0.55;
  g.moveTo(c.x - s, c.y + s * 0.2).lineTo(c.x - s * 0.2, c.y - s * 0.6);
  g.moveTo(c.x - s * 0.35, c.y + s * 0.75).lineTo(c.x + s * 0.6, c.y - s * 0.2);
  g.moveTo(c.x + s * 0.2, c.y + s * 0.9).lineTo(c.x + s * 0.85, c.y + s * 0.25);
}

/** Groups of polygons by style, drawn with one fill (or stroke) call each. */
class StyleBuckets<T> {
  private readonly buckets = new Map<string, { style: T; items: Point[][] }>();
  add(key: string, style: T, poly: Point[]): void {
    const b = this.buckets.get(key);
    if (b) b.items.push(poly);
    else this.buckets.set(key, { style, items: [poly] });
  }
  entries(): Iterable<{ style: T; items: Point[][] }> {
    return this.buckets.values();
  }
}

/** How the cache is rendered: for the zoom the map opens at, and with or without multisampling. */
export interface StaticRenderOptions {
  /**
   * Texture pixels per world pixel the map is first seen at (the fit zoom × the screen's resolution):
   * the overview is rendered at the power of two at or above it, no finer, so the first frame fills
   * about a screen's worth of pixels whatever the map's size (closer zooms use the tiles).
   */
  readonly viewScale: number;
  /**
   * Multisample the cached textures. Off where WebGL runs in software (SwiftShader, llvmpipe): there a
   * multisampled 2048² texture costs seconds, and the screen itself is not multisampled either.
   */
  readonly antialias: boolean;
}

/** The overview's resolution for a drawing `side` world pixels across, seen first at `viewScale`. */
export function overviewResolutionFor(side: number, viewScale: number): number {
  const cap = Math.min(2, OVERVIEW_MAX_SIDE / Math.max(1, side));
  const wanted = 2 ** Math.ceil(Math.log2(Math.max(viewScale, 1e-3)));
  return Math.max(0.02, Math.min(cap, wanted));
}

/**
 * Builds the static layer of `map` at hex size `size`. `zoneColor` gives each zone its colour;
 * `renderer` renders the overview texture once.
 */
export function buildStaticLayer(
  map: MapData,
  size: number,
  colors: StaticColors,
  zoneColor: (zone: MapZone) => number,
  renderer: Renderer,
  render: StaticRenderOptions = { viewScale: 2, antialias: true },
): BuiltStatic {
  const o = map.orientation;
  const player = map.viewer === 'player';
  const hasBackground = map.background !== null;
  // Over an image the zone colours are as opaque as the scene says (the image is the main visual).
  const zoneFill = map.zoneFill;
  const layer = new Container();
  layer.eventMode = 'none';
  const detail = new Container();
  const fills = new Container();
  const lines = new Container();
  const hatches = new Container();
  const borders = new Container();
  const wallsLayer = new Container();
  detail.addChild(fills, lines, hatches, borders, wallsLayer);
  // `detail` is never on screen itself: the overview and the tiles are rendered from it.

  const tiles = new Map<string, TileGraphics>();
  /** Which tile each piece of the drawing belongs to (its bounds follow from the tile, not a scan). */
  const pieceTile = new Map<Container, string>();
  const tileKey = (h: Axial): string => {
    const { col, row } = axialToOffset(h, o);
    return `${Math.floor(col / TILE)},${Math.floor(row / TILE)}`;
  };
  const tile = (key: string): TileGraphics => {
    let t = tiles.get(key);
    if (!t) {
      t = { line: new Graphics(), hatch: new Graphics(), border: new Graphics(), wall: new Graphics() };
      for (const g of [t.line, t.hatch, t.border, t.wall]) {
        g.cullable = true;
        pieceTile.set(g, key);
      }
      lines.addChild(t.line);
      hatches.addChild(t.hatch);
      borders.addChild(t.border);
      wallsLayer.addChild(t.wall);
      tiles.set(key, t);
    }
    return t;
  };

  // Every hex of the map rectangle plus any zone hex outside it (a zone may stick out).
  const gridHexes = new Map<string, Axial>();
  for (const h of rectangleHexes(map.width, map.height, o)) gridHexes.set(hexKey(h), h);
  const zoneOf = new Map<string, MapZone>();
  for (const z of map.zones)
    for (const h of z.hexes) {
      gridHexes.set(hexKey(h), h);
      zoneOf.set(hexKey(h), z);
    }

  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;

  // Fills and grid lines, bucketed per tile by style.
  type Fill = { color: number; alpha: number };
  const fillBuckets = new Map<string, StyleBuckets<Fill>>();
  const lineBuckets = new Map<string, StyleBuckets<Fill>>();
  const hatchHexes = new Map<string, { fog: boolean; centres: Point[] }[]>();
  const bucket = <T>(m: Map<string, StyleBuckets<T>>, key: string): StyleBuckets<T> => {
    let b = m.get(key);
    if (!b) m.set(key, (b = new StyleBuckets<T>()));
    return b;
  };
  for (const [key, h] of gridHexes) {
    const corners = hexCorners(h, size, o);
    for (const c of corners) {
      if (c.x < minX) minX = c.x;
      if (c.y < minY) minY = c.y;
      if (c.x > maxX) maxX = c.x;
      if (c.y > maxY) maxY = c.y;
    }
    const tk = tileKey(h);
    const zone = zoneOf.get(key);
    let fill: Fill;
    let line: Fill;
    if (!zone) {
      // Players: outside every visible zone is fog. GM: plain grid, not part of the map.
      fill = player
        ? { color: colors.fog, alpha: 0.97 }
        : { color: colors.gridFill, alpha: hasBackground ? Math.min(0.15, zoneFill) : 1 };
      line = player
        ? { color: colors.fogHatch, alpha: 1 }
        : { color: colors.gridLine, alpha: hasBackground ? 0.6 : 1 };
      if (player) addHatch(hatchHexes, tk, true, hexToPixel(h, size, o));
    } else {
      const zc = zoneColor(zone);
      const a = zone.hidden ? 0.18 : 0.42;
      fill = hasBackground
        ? { color: zc, alpha: zone.hidden ? zoneFill * 0.45 : zoneFill }
        : { color: blend(zc, colors.gridFill, a), alpha: 1 };
      line = { color: blend(zc, colors.gridFill, zone.hidden ? 0.35 : 0.7), alpha: 1 };
      if (zone.hidden) addHatch(hatchHexes, tk, false, hexToPixel(h, size, o));
    }
    bucket(fillBuckets, tk).add(`${fill.color}/${fill.alpha}`, fill, corners);
    bucket(lineBuckets, tk).add(`${line.color}/${line.alpha}`, line, corners);
  }
  for (const [tk, b] of fillBuckets) {
    tile(tk);
    for (const { style, items } of b.entries()) {
      const mesh = hexFillMesh(items, style.color, style.alpha);
      mesh.cullable = true;
      pieceTile.set(mesh, tk);
      fills.addChild(mesh);
    }
  }
  for (const [tk, b] of lineBuckets) {
    const g = tile(tk).line;
    for (const { style, items } of b.entries()) {
      g.beginPath();
      for (const poly of items) g.poly(flatPoints(poly));
      g.stroke({ width: 1, ...style });
    }
  }
  for (const [tk, groups] of hatchHexes) {
    const g = tile(tk).hatch;
    for (const group of groups) {
      g.beginPath();
      for (const c of group.centres) hatch(g, c, size);
      g.stroke(
        group.fog
          ? { width: 1.5, color: colors.fogHatch, alpha: 1 }
          : { width: 1.5, color: colors.hatch, alpha: 0.28 },
      );
    }
  }

  // Zone borders: edges whose neighbour is not in the same zone, drawn thicker, per tile.
  for (const zone of map.zones) {
    if (zone.hexes.length === 0) continue;
    const color = lighten(zoneColor(zone), zone.hidden ? 0.1 : 0.35);
    const perTile = new Map<string, [Point, Point][]>();
    for (const { hex, p, q } of outlineEdges(zone.hexes, size, o)) {
      const tk = tileKey(hex);
      const list = perTile.get(tk);
      if (list) list.push([p, q]);
      else perTile.set(tk, [[p, q]]);
    }
    for (const [tk, segments] of perTile) {
      const g = tile(tk).border;
      // Over an image a dark casing under the border keeps it readable on light and busy ground.
      if (hasBackground) {
        g.beginPath();
        for (const [p, q] of segments) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
        g.stroke({ width: 5.5, color: colors.background, alpha: zone.hidden ? 0.3 : 0.55, cap: 'square' });
      }
      g.beginPath();
      for (const [p, q] of segments) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      // Square caps close the corners between segments at a fraction of round caps' triangles.
      g.stroke({ width: 3, color, alpha: zone.hidden ? 0.55 : 1, cap: 'square' });
    }
  }

  // Walls and doors on hex edges.
  for (const wall of map.walls) {
    const dir = AXIAL_DIRECTIONS.findIndex((d) => d.q === wall.b.q - wall.a.q && d.r === wall.b.r - wall.a.r);
    if (dir < 0) continue;
    const [a, b] = edgeCorners(o)[dir] ?? [0, 1];
    const corners = hexCorners(wall.a, size, o);
    const p = corners[a];
    const q = corners[b];
    if (!p || !q) continue;
    const g = tile(tileKey(wall.a)).wall;
    g.beginPath();
    g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    if (wall.door === 'closed') g.stroke({ width: 6, color: colors.doorClosed, cap: 'round' });
    else if (wall.door === 'open') g.stroke({ width: 3, color: colors.doorOpen, cap: 'round', alpha: 0.8 });
    else g.stroke({ width: 6, color: colors.wall, cap: 'round' });
    if (wall.door !== 'none') {
      // A door is marked by a small square in the middle of its edge.
      const mx = (p.x + q.x) / 2;
      const my = (p.y + q.y) / 2;
      g.rect(mx - 4, my - 4, 8, 8).fill({
        color: wall.door === 'closed' ? colors.doorClosed : colors.background,
      });
      g.rect(mx - 4, my - 4, 8, 8).stroke({ width: 1.5, color: colors.doorClosed });
    }
  }

  if (!Number.isFinite(minX)) {
    minX = 0;
    minY = 0;
    maxX = size;
    maxY = size;
  }

  // The overview: the whole drawing once, into one texture (a margin for wall caps and strokes).
  const margin = 6;
  const frame = new Rectangle(
    minX - margin,
    minY - margin,
    maxX - minX + 2 * margin,
    maxY - minY + 2 * margin,
  );
  const overviewResolution = overviewResolutionFor(Math.max(frame.width, frame.height), render.viewScale);
  // Grid lines, hatching and zone borders thinner than a pixel only speckle the overview (and cost most
  // of its triangles); the zones still show by their colours, the tiles draw the lines closer in.
  lines.visible = overviewResolution >= GRID_LINE_MIN_RESOLUTION;
  hatches.visible = overviewResolution >= BORDER_MIN_RESOLUTION;
  borders.visible = overviewResolution >= BORDER_MIN_RESOLUTION;
  const texture: Texture = renderer.generateTexture({
    target: detail,
    frame,
    resolution: overviewResolution,
    antialias: render.antialias,
  });
  lines.visible = true;
  hatches.visible = true;
  borders.visible = true;
  const overview = cacheQuad(texture, frame.x, frame.y);
  layer.addChild(overview);
  const tileLayer = new Container();
  tileLayer.eventMode = 'none';
  layer.addChild(tileLayer);

  // The drawing's pieces with their bounds, to render only those under a tile.
  const tileBounds = new Map<string, Rectangle>();
  const boundsOf = (g: Container): Rectangle => {
    const key = pieceTile.get(g);
    if (key === undefined) return g.getLocalBounds().rectangle.clone();
    let b = tileBounds.get(key);
    if (!b) tileBounds.set(key, (b = tileRect(key, size, o)));
    return b;
  };
  const pieces = [fills, lines, hatches, borders, wallsLayer].flatMap((c) =>
    c.children.map((g) => ({ g, b: boundsOf(g) })),
  );
  const tileCache = new TileCache(renderer, detail, pieces, frame, render.antialias);
  return {
    layer,
    bounds: { minX, minY, maxX, maxY },
    overviewResolution,
    update(scale, visible) {
      if (scale <= overviewResolution * 1.15) {
        overview.visible = true;
        tileLayer.visible = false;
        return false;
      }
      tileLayer.visible = true;
      const missing = tileCache.show(tileLayer, scale, visible);
      // Where a tile is not rendered yet the overview stands in underneath, blurred; once all are
      // there it is hidden (no need to fill the screen twice).
      overview.visible = missing;
      return missing;
    },
    destroy() {
      tileCache.destroy();
      layer.destroy({ children: true });
      detail.destroy({ children: true });
      texture.destroy(true);
    },
  };
}

/**
 * The world rectangle a tile of hexes ("col,row" of {@link TILE} × {@link TILE} offset hexes) may draw
 * into: its hexes' corners and a margin for strokes and wall caps.
 */
function tileRect(key: string, size: number, o: HexOrientation): Rectangle {
  const [tc = 0, tr = 0] = key.split(',').map(Number);
  // The tile's outer hexes (its first and last column and row) bound all of it.
  const edge: [col: number, row: number][] = [];
  for (let i = 0; i < TILE; i++) {
    edge.push([tc * TILE, tr * TILE + i], [(tc + 1) * TILE - 1, tr * TILE + i]);
    edge.push([tc * TILE + i, tr * TILE], [tc * TILE + i, (tr + 1) * TILE - 1]);
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [col, row] of edge) {
    const p = hexToPixel(offsetToAxial(col, row, o), size, o);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const margin = size + 8;
  return new Rectangle(minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin);
}

/** Side of a cached tile, in world pixels. */
const TILE_WORLD = 512;
/** Texture memory the tiles may hold, in bytes (the least recently seen go first). */
const TILE_BUDGET_BYTES = 96 * 1024 * 1024;
/** Tiles rendered per frame at most; the rest come in the next frames (the overview shows meanwhile). */
const TILES_PER_FRAME = 1;

interface CachedTile {
  readonly sprite: CacheQuad;
  readonly bytes: number;
  lastSeen: number;
}

/**
 * Square tiles of the drawing, rendered to textures on demand at the resolution the camera needs
 * (powers of two), kept within a memory budget. Tiles abut exactly and each is rendered from the whole
 * drawing through its frame, so strokes across tile edges match with no seams.
 */
class TileCache {
  private readonly cache = new Map<string, CachedTile>();
  private bytes = 0;
  private frameNo = 0;

  constructor(
    private readonly renderer: Renderer,
    private readonly drawing: Container,
    private readonly pieces: readonly { g: Container; b: Rectangle }[],
    private readonly extent: Rectangle,
    private readonly antialias: boolean,
  ) {}

  /** Shows the tiles covering `visible` (world rectangle) at `scale`; true while some are still missing. */
  show(layer: Container, scale: number, visible: Rectangle): boolean {
    this.frameNo++;
    const resolution = Math.min(4, 2 ** Math.ceil(Math.log2(Math.max(scale, 0.01))));
    const x0 = Math.floor(Math.max(visible.x, this.extent.x) / TILE_WORLD);
    const y0 = Math.floor(Math.max(visible.y, this.extent.y) / TILE_WORLD);
    const x1 = Math.floor(Math.min(visible.right, this.extent.right) / TILE_WORLD);
    const y1 = Math.floor(Math.min(visible.bottom, this.extent.bottom) / TILE_WORLD);
    for (const t of this.cache.values()) t.sprite.visible = false;
    let rendered = 0;
    let missing = false;
    for (let ty = y0; ty <= y1; ty++) {
      for (let tx = x0; tx <= x1; tx++) {
        const key = `${resolution}:${tx},${ty}`;
        let tile = this.cache.get(key);
        if (!tile) {
          if (rendered >= TILES_PER_FRAME) {
            missing = true;
            continue;
          }
          tile = this.render(tx, ty, resolution);
          this.cache.set(key, tile);
          layer.addChild(tile.sprite);
          rendered++;
        }
        tile.sprite.visible = true;
        tile.lastSeen = this.frameNo;
      }
    }
    this.evict();
    return missing;
  }

  destroy(): void {
    for (const t of this.cache.values()) t.sprite.texture.destroy(true);
    this.cache.clear();
  }

  private render(tx: number, ty: number, resolution: number): CachedTile {
    const rect = new Rectangle(tx * TILE_WORLD, ty * TILE_WORLD, TILE_WORLD, TILE_WORLD);
    // Only the pieces under this tile (and a margin for strokes) are drawn into it.
    const reach = new Rectangle(rect.x - 8, rect.y - 8, rect.width + 16, rect.height + 16);
    for (const p of this.pieces) p.g.visible = p.b.intersects(reach);
    const texture = this.renderer.generateTexture({
      target: this.drawing,
      frame: rect,
      resolution,
      antialias: this.antialias,
    });
    const sprite = cacheQuad(texture, rect.x, rect.y);
    const bytes = Math.ceil(TILE_WORLD * resolution) ** 2 * 4;
    this.bytes += bytes;
    return { sprite, bytes, lastSeen: this.frameNo };
  }

  private evict(): void {
    if (this.bytes <= TILE_BUDGET_BYTES) return;
    const old = [...this.cache.entries()]
      .filter(([, t]) => t.lastSeen < this.frameNo)
      .sort((a, b) => a[1].lastSeen - b[1].lastSeen);
    for (const [key, t] of old) {
      if (this.bytes <= TILE_BUDGET_BYTES) break;
      this.cache.delete(key);
      t.sprite.destroy({ texture: true, textureSource: true });
      this.bytes -= t.bytes;
    }
  }
}

function addHatch(
  m: Map<string, { fog: boolean; centres: Point[] }[]>,
  tile: string,
  fog: boolean,
  centre: Point,
): void {
  let groups = m.get(tile);
  if (!groups) m.set(tile, (groups = []));
  let group = groups.find((g) => g.fog === fog);
  if (!group) groups.push((group = { fog, centres: [] }));
  group.centres.push(centre);
}
