/**
 * The hex-zone map, drawn with PixiJS 8 inside a pixi-viewport camera (drag to pan, wheel/pinch to zoom).
 *
 * Layers, bottom to top:
 * - static: grid, zone fills, zone borders, walls. Cached as one texture (`cacheAsTexture`) and rebuilt
 *   only when the map itself changes (a token move must not re-tessellate thousands of hexes);
 * - labels: zone names and trait labels (text stays crisp when zoomed, so it is not in the cache);
 * - tokens: redrawn on every update (there are few).
 *
 * Rendering is on demand: a frame is drawn only when the camera moved or content changed, so an idle GM
 * screen does not keep a laptop's GPU busy.
 *
 * Hex↔pixel math comes from src/shared/hex/layout.ts, the same functions the rest of the app uses.
 */
// The CSP has no 'unsafe-eval': this must load before anything else from Pixi compiles a shader.
import 'pixi.js/unsafe-eval';
import { Application, Circle, Container, Graphics, Text, Ticker, type TextStyleOptions } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { AXIAL_DIRECTIONS, hexKey, rectangleHexes, type Axial } from '@shared/hex/axial';
import { hexCorners, hexToPixel, type HexOrientation, type Point } from '@shared/hex/layout';
import { initials, mapKey, type MapData, type MapToken, type MapZone } from './model';
import { traitText } from './traits';

/** Hex circumradius in world pixels. */
export const HEX_SIZE = 40;
/** Empty space around the map, in world pixels. */
const PAD = HEX_SIZE * 1.5;
/** Largest side of the cached static texture, in device pixels (memory: 4096² × 4 B = 64 MB at most). */
const MAX_CACHE_SIDE = 4096;

const FONT = 'system-ui, "Segoe UI", "Noto Sans", "DejaVu Sans", "Liberation Sans", sans-serif';

const COLORS = {
  background: 0x0b0e12,
  gridFill: 0x161b22,
  gridLine: 0x2a323d,
  wall: 0xdad3c2,
  doorClosed: 0xb9823f,
  doorOpen: 0x7d6a4e,
  label: 0xf1ece1,
  traitLabel: 0xd5cbb3,
  hiddenLabel: 0x9aa4ae,
  textOutline: 0x07090c,
  pc: 0x3b7cc0,
  pcEdge: 0xa9cff3,
  npc: 0xb0443c,
  npcEdge: 0xf3aaa2,
  current: 0xe3b341,
  selected: 0xffffff,
  hiddenMark: 0x0d1014,
} as const;

/** Zone fills: muted, distinct on a dark background. */
const ZONE_PALETTE = [
  0x4f7d5b, 0x4b6d91, 0x8a6a3e, 0x6c5a8e, 0x3f7777, 0x8a5060, 0x6f7440, 0x5a6c7d, 0x7a5a86, 0x407a62,
] as const;

function hashId(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A colour per zone: each zone starts from a hash of its id (not its list position, so a zone keeps its
 * colour on the players' display, where hidden zones are absent), and zones sharing an edge are given
 * different colours, taken greedily in id order.
 */
export function zoneColors(zones: readonly MapZone[]): Map<string, number> {
  const owner = new Map<string, string>();
  for (const z of zones) for (const h of z.hexes) owner.set(hexKey(h), z.id);
  const neighbours = new Map<string, Set<string>>();
  for (const z of zones) {
    const set = new Set<string>();
    for (const h of z.hexes) {
      for (const d of AXIAL_DIRECTIONS) {
        const other = owner.get(hexKey({ q: h.q + d.q, r: h.r + d.r }));
        if (other !== undefined && other !== z.id) set.add(other);
      }
    }
    neighbours.set(z.id, set);
  }
  const index = new Map<string, number>();
  const ids = zones.map((z) => z.id).sort();
  for (const id of ids) {
    const taken = new Set<number>();
    for (const n of neighbours.get(id) ?? []) {
      const c = index.get(n);
      if (c !== undefined) taken.add(c);
    }
    const start = hashId(id) % ZONE_PALETTE.length;
    let pick = start;
    for (let k = 0; k < ZONE_PALETTE.length; k++) {
      const candidate = (start + k) % ZONE_PALETTE.length;
      if (!taken.has(candidate)) {
        pick = candidate;
        break;
      }
    }
    index.set(id, pick);
  }
  const out = new Map<string, number>();
  for (const [id, i] of index) out.set(id, ZONE_PALETTE[i] ?? ZONE_PALETTE[0]);
  return out;
}

export interface HexMapOptions {
  /** Accessible name of the canvas, e.g. "Map of Lagerlokalen". */
  readonly label: string;
  /** Text appended to hidden zones' names (GM only), e.g. "hidden". */
  readonly hiddenZoneLabel: string;
  /** Called with the combatant id when a token is clicked; without it tokens are not clickable. */
  readonly onSelect?: (combatantId: string) => void;
}

/** What to highlight on tokens. */
export interface TokenMarks {
  readonly selectedId: string | null;
  readonly currentId: string | null;
}

interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** For each of the six directions, the two corner indices of the shared edge (per orientation). */
const edgeCornerCache = new Map<HexOrientation, readonly (readonly [number, number])[]>();

function edgeCorners(orientation: HexOrientation): readonly (readonly [number, number])[] {
  const cached = edgeCornerCache.get(orientation);
  if (cached) return cached;
  const origin = { q: 0, r: 0 };
  const corners = hexCorners(origin, 1, orientation);
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

function flatPoints(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}

/**
 * Where a zone's label may go, best first: zone hexes nearest to the centroid of the zone (works for
 * L-shapes), hexes holding a token last so names do not sit under token discs.
 */
function labelCandidates(zone: MapZone, orientation: HexOrientation, occupied: ReadonlySet<string>): Point[] {
  if (zone.hexes.length === 0) return [];
  const centres = zone.hexes.map((h) => ({ key: hexKey(h), p: hexToPixel(h, HEX_SIZE, orientation) }));
  let sx = 0;
  let sy = 0;
  for (const c of centres) {
    sx += c.p.x;
    sy += c.p.y;
  }
  const cx = sx / centres.length;
  const cy = sy / centres.length;
  return centres
    .map((c) => ({ p: c.p, d: (c.p.x - cx) ** 2 + (c.p.y - cy) ** 2 + (occupied.has(c.key) ? 1e12 : 0) }))
    .sort((a, b) => a.d - b.d)
    .map((c) => c.p);
}

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

function textStyle(
  size: number,
  fill: number,
  weight: TextStyleOptions['fontWeight'] = '600',
): TextStyleOptions {
  return {
    fontFamily: FONT,
    fontSize: size,
    fontWeight: weight,
    fill,
    stroke: { color: COLORS.textOutline, width: Math.max(3, size / 4), join: 'round' },
    align: 'center',
  };
}

/** The drawn map. Create with {@link HexMapRenderer.create}; call {@link destroy} when done. */
export class HexMapRenderer {
  private readonly world = new Container();
  private staticLayer = new Container();
  private readonly labelLayer = new Container();
  private readonly tokenLayer = new Container();
  private currentMapKey: string | null = null;
  private orientation: HexOrientation = 'pointy';
  private worldSize = { width: 1, height: 1 };
  private screen: { width: number; height: number };
  private needsRender = true;
  /** Set while the GM drags the map, so the pointer-up that ends a drag does not select a token. */
  private dragged = false;
  /** The GM panned or zoomed: stop re-fitting on resize. */
  private userMoved = false;
  private tokens: readonly MapToken[] = [];
  private map: MapData | null = null;
  /** Hexes holding a token, and their identity, so labels move only when that set changes. */
  private occupied: ReadonlySet<string> = new Set();
  private occupiedKey = '';
  private marks: TokenMarks = { selectedId: null, currentId: null };
  private readonly resizeObserver: ResizeObserver;
  private readonly tick = (): void => this.renderIfNeeded();
  private destroyed = false;

  private constructor(
    private readonly app: Application,
    private readonly viewport: Viewport,
    private readonly host: HTMLElement,
    private options: HexMapOptions,
  ) {
    this.screen = { width: viewport.screenWidth, height: viewport.screenHeight };
    viewport.addChild(this.world);
    this.world.addChild(this.staticLayer, this.labelLayer, this.tokenLayer);
    viewport.on('pointerdown', () => (this.dragged = false));
    viewport.on('drag-start', () => (this.dragged = true));
    viewport.on('moved', (e: { type: string }) => {
      if (e.type === 'drag' || e.type === 'wheel' || e.type === 'pinch' || e.type === 'decelerate')
        this.userMoved = true;
      this.needsRender = true;
    });
    viewport.on('zoomed', () => (this.needsRender = true));
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
    Ticker.shared.add(this.tick);
  }

  /**
   * Creates the canvas inside `host`. Rejects when WebGL is unavailable; the caller shows a fallback.
   */
  static async create(host: HTMLElement, options: HexMapOptions): Promise<HexMapRenderer> {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    const app = new Application();
    await app.init({
      width,
      height,
      background: COLORS.background,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      preference: 'webgl',
      // On-demand rendering (see renderIfNeeded): no ticker of its own.
      autoStart: false,
      sharedTicker: false,
    });
    const canvas = app.canvas;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', options.label);
    canvas.classList.add('hex-map-canvas');
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    host.appendChild(canvas);

    const viewport = new Viewport({
      screenWidth: width,
      screenHeight: height,
      worldWidth: width,
      worldHeight: height,
      events: app.renderer.events,
      // The map owns the wheel: zoom it, do not scroll the page.
      passiveWheel: false,
      disableOnContextMenu: true,
    });
    viewport.drag().pinch().wheel({ smooth: 4 }).decelerate({ friction: 0.9 }).clampZoom({
      minScale: 0.1,
      maxScale: 4,
    });
    app.stage.addChild(viewport);
    return new HexMapRenderer(app, viewport, host, options);
  }

  /** Updates the accessible name and labels (language switch, scene change). */
  setOptions(options: HexMapOptions): void {
    const labelChanged = options.hiddenZoneLabel !== this.options.hiddenZoneLabel;
    this.options = options;
    this.app.canvas.setAttribute('aria-label', options.label);
    if (labelChanged) this.currentMapKey = null;
    this.needsRender = true;
  }

  /** Shows `map`; the static layer is rebuilt only when the map differs from the one shown. */
  setMap(map: MapData): void {
    const key = mapKey(map);
    if (key === this.currentMapKey) return;
    const firstMap = this.currentMapKey === null;
    const orientationChanged = map.orientation !== this.orientation;
    this.currentMapKey = key;
    this.orientation = map.orientation;
    this.map = map;

    const bounds = this.drawStatic(map);
    this.drawLabels(map);
    const width = bounds.maxX - bounds.minX + 2 * PAD;
    const height = bounds.maxY - bounds.minY + 2 * PAD;
    const sizeChanged = width !== this.worldSize.width || height !== this.worldSize.height;
    this.world.position.set(PAD - bounds.minX, PAD - bounds.minY);
    this.worldSize = { width, height };
    this.viewport.resize(this.host.clientWidth, this.host.clientHeight, width, height);
    if (firstMap || sizeChanged || orientationChanged) this.fit();
    this.drawTokens();
    this.needsRender = true;
  }

  /** Shows `tokens` with the given highlights. */
  setTokens(tokens: readonly MapToken[], marks: TokenMarks): void {
    this.tokens = tokens;
    this.marks = marks;
    const occupied = new Set(tokens.map((tok) => hexKey(tok.hex)));
    const occupiedKey = [...occupied].sort().join(' ');
    if (occupiedKey !== this.occupiedKey) {
      this.occupied = occupied;
      this.occupiedKey = occupiedKey;
      if (this.map) this.drawLabels(this.map);
    }
    this.drawTokens();
    this.needsRender = true;
  }

  /** Fits the whole map in view. */
  fit(): void {
    const { width, height } = this.worldSize;
    this.viewport.fit(true, width, height);
    this.viewport.moveCenter(width / 2, height / 2);
    this.userMoved = false;
    this.needsRender = true;
  }

  /** Moves the camera by screen pixels (keyboard navigation, benchmarks). */
  panBy(dx: number, dy: number): void {
    const scale = this.viewport.scale.x || 1;
    this.viewport.moveCenter(this.viewport.center.x + dx / scale, this.viewport.center.y + dy / scale);
    this.userMoved = true;
    this.needsRender = true;
  }

  /** Draws a frame now, whether or not anything changed (benchmarks, screenshots). */
  renderNow(): void {
    if (this.destroyed) return;
    this.needsRender = false;
    this.viewport.dirty = false;
    this.app.render();
  }

  /** Zooms around the centre; `factor` 0.25 is 25 % closer, -0.2 is 20 % farther. */
  zoomBy(factor: number): void {
    this.viewport.zoomPercent(factor, true);
    this.userMoved = true;
    this.needsRender = true;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    Ticker.shared.remove(this.tick);
    this.resizeObserver.disconnect();
    this.app.destroy(true, { children: true });
  }

  private renderIfNeeded(): void {
    if (this.destroyed) return;
    if (!this.needsRender && !this.viewport.dirty) return;
    this.needsRender = false;
    this.viewport.dirty = false;
    this.app.render();
  }

  private resize(): void {
    if (this.destroyed) return;
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.screen.width && h === this.screen.height) return;
    this.screen = { width: w, height: h };
    this.app.renderer.resize(w, h);
    this.viewport.resize(w, h, this.worldSize.width, this.worldSize.height);
    if (!this.userMoved) this.fit();
    this.needsRender = true;
    // Draw in this same frame: a resized WebGL canvas is cleared, and waiting for the ticker would flash.
    this.renderIfNeeded();
  }

  /** Grid, zone fills and borders, walls; cached as a texture. Returns the drawn bounds. */
  private drawStatic(map: MapData): Bounds {
    const o = map.orientation;
    const old = this.staticLayer;
    const layer = new Container();
    const g = new Graphics();
    layer.addChild(g);

    // Every hex of the map rectangle plus any zone hex outside it (a zone may stick out).
    const gridHexes = new Map<string, Axial>();
    for (const h of rectangleHexes(map.width, map.height, o)) gridHexes.set(hexKey(h), h);
    for (const z of map.zones) for (const h of z.hexes) gridHexes.set(hexKey(h), h);

    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const cornersOf = new Map<string, Point[]>();
    for (const [key, h] of gridHexes) {
      const corners = hexCorners(h, HEX_SIZE, o);
      cornersOf.set(key, corners);
      for (const c of corners) {
        if (c.x < minX) minX = c.x;
        if (c.y < minY) minY = c.y;
        if (c.x > maxX) maxX = c.x;
        if (c.y > maxY) maxY = c.y;
      }
      g.poly(flatPoints(corners));
    }
    g.fill({ color: COLORS.gridFill });
    g.stroke({ width: 1, color: COLORS.gridLine, alpha: 1 });

    // Zone fills.
    const colors = zoneColors(map.zones);
    const zoneColor = (id: string): number => colors.get(id) ?? ZONE_PALETTE[0];
    for (const zone of map.zones) {
      if (zone.hexes.length === 0) continue;
      const color = zoneColor(zone.id);
      g.beginPath();
      for (const h of zone.hexes) g.poly(flatPoints(cornersOf.get(hexKey(h)) ?? hexCorners(h, HEX_SIZE, o)));
      g.fill({ color, alpha: zone.hidden ? 0.18 : 0.42 });
      g.stroke({ width: 1, color, alpha: zone.hidden ? 0.35 : 0.7 });
    }

    // Zone borders: edges whose neighbour is not in the same zone, drawn thicker.
    const pairs = edgeCorners(o);
    for (const zone of map.zones) {
      if (zone.hexes.length === 0) continue;
      const color = zoneColor(zone.id);
      const inZone = new Set(zone.hexes.map(hexKey));
      g.beginPath();
      for (const h of zone.hexes) {
        const corners = cornersOf.get(hexKey(h)) ?? hexCorners(h, HEX_SIZE, o);
        AXIAL_DIRECTIONS.forEach((d, i) => {
          if (inZone.has(hexKey({ q: h.q + d.q, r: h.r + d.r }))) return;
          const [a, b] = pairs[i] ?? [0, 1];
          const p = corners[a];
          const q = corners[b];
          if (!p || !q) return;
          g.moveTo(p.x, p.y).lineTo(q.x, q.y);
        });
      }
      g.stroke({
        width: 3,
        color: lighten(color, zone.hidden ? 0.1 : 0.35),
        alpha: zone.hidden ? 0.55 : 1,
        cap: 'round',
      });
    }

    // Walls and doors on hex edges.
    for (const wall of map.walls) {
      const dir = AXIAL_DIRECTIONS.findIndex(
        (d) => d.q === wall.b.q - wall.a.q && d.r === wall.b.r - wall.a.r,
      );
      if (dir < 0) continue;
      const [a, b] = pairs[dir] ?? [0, 1];
      const corners = hexCorners(wall.a, HEX_SIZE, o);
      const p = corners[a];
      const q = corners[b];
      if (!p || !q) continue;
      g.beginPath();
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      if (wall.door === 'closed') g.stroke({ width: 6, color: COLORS.doorClosed, cap: 'round' });
      else if (wall.door === 'open') g.stroke({ width: 3, color: COLORS.doorOpen, cap: 'round', alpha: 0.8 });
      else g.stroke({ width: 6, color: COLORS.wall, cap: 'round' });
    }

    if (!Number.isFinite(minX)) {
      minX = 0;
      minY = 0;
      maxX = HEX_SIZE;
      maxY = HEX_SIZE;
    }
    const side = Math.max(maxX - minX, maxY - minY, 1);
    layer.cacheAsTexture({ resolution: Math.max(0.25, Math.min(2, MAX_CACHE_SIDE / side)), antialias: true });

    this.world.addChildAt(layer, 0);
    this.staticLayer = layer;
    if (old.parent) old.parent.removeChild(old);
    old.destroy({ children: true });
    return { minX, minY, maxX, maxY };
  }

  /**
   * Zone names and trait labels (unrevealed traits dimmed: the GM sees them, players do not). Small
   * zones are placed first, and each label takes its best spot that does not overlap one already placed.
   */
  private drawLabels(map: MapData): void {
    for (const child of this.labelLayer.removeChildren()) child.destroy({ children: true });
    const placed: Box[] = [];
    const bySize = [...map.zones].sort((a, b) => a.hexes.length - b.hexes.length);
    for (const zone of bySize) {
      const candidates = labelCandidates(zone, map.orientation, this.occupied);
      if (candidates.length === 0) continue;
      const group = this.zoneLabel(zone);
      const local = group.getLocalBounds();
      const boxAt = (p: Point): Box => ({
        minX: p.x + local.minX,
        minY: p.y + local.minY,
        maxX: p.x + local.maxX,
        maxY: p.y + local.maxY,
      });
      // Only the few best spots: a label far from its zone's middle reads as belonging elsewhere.
      const at =
        candidates.slice(0, 12).find((p) => !placed.some((b) => overlaps(b, boxAt(p)))) ?? candidates[0];
      if (!at) continue;
      group.position.set(at.x, at.y);
      placed.push(boxAt(at));
      this.labelLayer.addChild(group);
    }
  }

  /** One zone's name with its traits below, centred on (0, 0). */
  private zoneLabel(zone: MapZone): Container {
    const group = new Container();
    const title = zone.hidden ? `${zone.name} (${this.options.hiddenZoneLabel})` : zone.name;
    const name = new Text({
      text: title,
      style: textStyle(19, zone.hidden ? COLORS.hiddenLabel : COLORS.label),
      resolution: 2,
    });
    name.anchor.set(0.5, 1);
    name.position.set(0, 2);
    group.addChild(name);
    if (zone.traits.length > 0) {
      const row = new Container();
      let x = 0;
      for (const tr of zone.traits) {
        const label = new Text({
          text: traitText(tr),
          style: {
            ...textStyle(14, tr.revealed && !zone.hidden ? COLORS.traitLabel : COLORS.hiddenLabel, '500'),
            fontStyle: tr.revealed ? 'normal' : 'italic',
          },
          resolution: 2,
        });
        label.alpha = tr.revealed ? 1 : 0.75;
        label.position.set(x, 0);
        x += label.width + 10;
        row.addChild(label);
      }
      row.position.set(-(x - 10) / 2, 4);
      group.addChild(row);
    }
    return group;
  }

  /** Token discs with initials and names; several tokens on one hex share it. */
  private drawTokens(): void {
    for (const child of this.tokenLayer.removeChildren()) child.destroy({ children: true });
    const byHex = new Map<string, MapToken[]>();
    for (const tok of this.tokens) {
      const key = hexKey(tok.hex);
      const list = byHex.get(key);
      if (list) list.push(tok);
      else byHex.set(key, [tok]);
    }
    for (const list of byHex.values()) {
      const first = list[0];
      if (!first) continue;
      const centre = hexToPixel(first.hex, HEX_SIZE, this.orientation);
      const crowd = list.length;
      const scale = crowd === 1 ? 1 : crowd === 2 ? 0.62 : 0.5;
      const spread = crowd === 1 ? 0 : HEX_SIZE * 0.42;
      list.forEach((tok, i) => {
        const angle = (i / crowd) * Math.PI * 2 - Math.PI / 2;
        this.tokenLayer.addChild(
          this.drawToken(
            tok,
            centre.x + Math.cos(angle) * spread,
            centre.y + Math.sin(angle) * spread,
            scale,
          ),
        );
      });
    }
    // Current and selected tokens on top of their neighbours.
    this.tokenLayer.sortableChildren = true;
  }

  private drawToken(tok: MapToken, x: number, y: number, scale: number): Container {
    const c = new Container();
    c.position.set(x, y);
    const r = HEX_SIZE * 0.56 * scale;
    const current = tok.combatantId === this.marks.currentId;
    const selected = tok.combatantId === this.marks.selectedId;
    c.zIndex = selected ? 3 : current ? 2 : 1;

    const g = new Graphics();
    if (current) g.circle(0, 0, r + 7 * scale).stroke({ width: 4 * scale, color: COLORS.current });
    if (selected)
      g.circle(0, 0, r + (current ? 12 : 5) * scale).stroke({ width: 2.5, color: COLORS.selected });
    g.circle(0, 0, r).fill({ color: tok.kind === 'pc' ? COLORS.pc : COLORS.npc });
    g.circle(0, 0, r).stroke({
      width: 2.5 * scale,
      color: tok.kind === 'pc' ? COLORS.pcEdge : COLORS.npcEdge,
    });
    c.addChild(g);

    const letters = new Text({
      text: initials(tok.name),
      style: { fontFamily: FONT, fontSize: Math.round(r * 0.78), fontWeight: '700', fill: 0xffffff },
      resolution: 2,
    });
    letters.anchor.set(0.5);
    c.addChild(letters);

    if (scale === 1) {
      const name = new Text({ text: tok.name, style: textStyle(13, COLORS.label), resolution: 2 });
      name.anchor.set(0.5, 0);
      name.position.set(0, r + 3);
      c.addChild(name);
    }

    if (tok.hidden) {
      // GM only: dimmed with a crossed-eye marker, so it is obvious players do not see it.
      c.alpha = 0.55;
      const m = new Graphics();
      const mx = r * 0.72;
      const my = -r * 0.72;
      const mr = Math.max(6, 9 * scale);
      m.circle(mx, my, mr).fill({ color: COLORS.hiddenMark }).stroke({ width: 1.5, color: COLORS.label });
      m.ellipse(mx, my, mr * 0.6, mr * 0.35).stroke({ width: 1.2, color: COLORS.label });
      m.moveTo(mx - mr * 0.6, my + mr * 0.6)
        .lineTo(mx + mr * 0.6, my - mr * 0.6)
        .stroke({ width: 1.5, color: COLORS.label });
      c.addChild(m);
    }

    const onSelect = this.options.onSelect;
    if (onSelect) {
      c.eventMode = 'static';
      c.cursor = 'pointer';
      c.hitArea = new Circle(0, 0, r + 4);
      c.on('pointertap', () => {
        if (!this.dragged) onSelect(tok.combatantId);
      });
    } else {
      c.eventMode = 'none';
    }
    return c;
  }
}

/** Mixes a colour toward white by `amount` (0…1). */
function lighten(color: number, amount: number): number {
  const r = (color >> 16) & 0xff;
  const g = (color >> 8) & 0xff;
  const b = color & 0xff;
  const mix = (v: number): number => Math.round(v + (255 - v) * amount);
  return (mix(r) << 16) | (mix(g) << 8) | mix(b);
}
