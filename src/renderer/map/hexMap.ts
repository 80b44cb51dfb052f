/**
 * The hex-zone map, drawn with PixiJS 8 inside a pixi-viewport camera (drag to pan, wheel/pinch to zoom;
 * Ctrl+wheel from a touch-pad pinch zooms smoothly).
 *
 * Layers, bottom to top:
 * - background: the scene's image, lined up with the grid in metres; its texture is loaded once per
 *   image and owned for the open campaign only (campaignImages.ts): another campaign, another image or
 *   none destroys it, GPU memory included (see {@link HexMapRenderer.setCampaign});
 * - static: grid, zone fills, zone borders, hatching of hidden zones, fog (players), walls. Built only
 *   when the map itself changes (a token move must not re-tessellate thousands of hexes): an overview
 *   texture while zoomed out, culled tiles of GPU-resident geometry when zoomed in (staticLayer.ts);
 * - labels: zone names and trait labels (text stays crisp when zoomed, so it is not in the cache);
 *   culled to the screen and hidden when zoomed too far out to read;
 * - overlay: the GM's tools (ruler, brush preview, hovered hex or edge, selected zone);
 * - tokens: redrawn when tokens change (there are few), culled to the screen.
 *
 * The renderer knows hexes and pixels, not rules: it reports taps, strokes, drops and ruler ends in hex
 * coordinates, and the page turns them into engine commands and readings (which it hands back, e.g. the
 * ruler's text).
 *
 * Rendering is on demand: a frame is drawn only when the camera moved or content changed, so an idle GM
 * screen does not keep a laptop's GPU busy.
 *
 * Hex↔pixel math comes from src/shared/hex/layout.ts, the same functions the rest of the app uses.
 */
// The CSP has no 'unsafe-eval': this must load before anything else from Pixi compiles a shader.
import 'pixi.js/unsafe-eval';
import {
  Application,
  BitmapFontManager,
  BitmapText,
  Container,
  Culler,
  Graphics,
  ImageSource,
  Rectangle,
  Sprite,
  Text,
  Texture,
  Ticker,
  type ApplicationOptions,
  type FederatedPointerEvent,
  type TextureSource,
  type TextStyleOptions,
} from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { AXIAL_DIRECTIONS, hexKey, hexLine, rectangleHexes, type Axial } from '@shared/hex/axial';
import { hexCorners, hexToPixel, pixelToHex, type HexOrientation, type Point } from '@shared/hex/layout';
import {
  initials,
  staticMapKey,
  type MapBackgroundView,
  type MapData,
  type MapToken,
  type MapZone,
} from './model';
import { edgesAlongPath, nearestEdge, type HexEdge } from '@shared/map/edgePath';
import { CampaignImages } from './campaignImages';
import {
  BoxGrid,
  DISC_RADIUS,
  discBox,
  fanOffsets,
  nameSpot,
  placeLabel,
  spanOf,
  type Box,
} from './placement';
import { traitText } from './traits';
import { buildStaticLayer, edgeCorners, flatPoints, outlineEdges, type BuiltStatic } from './staticLayer';

/**
 * Labels and token names are BitmapText in a few named fonts: each font's glyphs are drawn once into a
 * shared atlas and every label is batched from it, instead of one canvas-rendered texture per label
 * (thousands on a large map). Glyphs not in `chars` (å, ж, ◼…) are added to the atlas on first use.
 * Twice the resolution keeps text sharp when zoomed in.
 */
const FONTS = {
  zone: 'hexscreen-zone',
  zoneHidden: 'hexscreen-zone-hidden',
  trait: 'hexscreen-trait',
  traitDim: 'hexscreen-trait-dim',
  traitHidden: 'hexscreen-trait-hidden',
  tokenName: 'hexscreen-token-name',
  initials: 'hexscreen-initials',
  badge: 'hexscreen-badge',
} as const;
let fontsInstalled = false;

function installFonts(): void {
  if (fontsInstalled) return;
  fontsInstalled = true;
  const common = { resolution: 2, chars: [' '] };
  const fonts: [string, TextStyleOptions][] = [
    [FONTS.zone, textStyle(19, COLORS.label)],
    [FONTS.zoneHidden, textStyle(19, COLORS.hiddenLabel)],
    [FONTS.trait, textStyle(14, COLORS.traitLabel, '500')],
    [FONTS.traitDim, textStyle(14, COLORS.hiddenLabel, '500')],
    [FONTS.traitHidden, { ...textStyle(14, COLORS.hiddenLabel, '500'), fontStyle: 'italic' }],
    [FONTS.tokenName, textStyle(13, COLORS.label)],
    [FONTS.initials, { fontFamily: FONT, fontSize: 18, fontWeight: '700', fill: 0xffffff }],
    [FONTS.badge, { fontFamily: FONT, fontSize: 12, fontWeight: '700', fill: 0x1b1300 }],
  ];
  // No kerning table: measuring every pair of characters costs most of a map's first frame, and the
  // map's short labels read the same without it.
  for (const [name, style] of fonts) BitmapFontManager.install({ name, style, ...common, skipKerning: true });
}

let softwareCache: boolean | null = null;

/**
 * True when WebGL runs in software (SwiftShader, llvmpipe): no GPU to spare for multisampling. Asked once.
 */
function softwareRendering(): boolean {
  softwareCache ??= detectSoftwareRendering();
  return softwareCache;
}

/** The map's Pixi Application options for a canvas filling `host` (the map bench's renderers use them too). */
export function applicationOptions(host: HTMLElement): Partial<ApplicationOptions> {
  return {
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    background: COLORS.background,
    // Multisampling the screen costs a software renderer more than the rest of a frame; the map's
    // static layer and token discs are pre-rendered with antialiasing either way.
    antialias: !softwareRendering(),
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    preference: 'webgl',
    // On-demand rendering (see renderIfNeeded): no ticker of its own.
    autoStart: false,
    sharedTicker: false,
  };
}

function detectSoftwareRendering(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return true;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software/i.test(name);
  } catch {
    return false;
  }
}

/** Hex circumradius in world pixels. */
export const HEX_SIZE = 40;

/** Zoom limits (screen pixels per world pixel); a map too large to fit at MIN_ZOOM goes lower (limitZoom). */
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;

/** The world rectangle of a map's hexes (its rectangle and any zone hex outside it), before padding. */
function mapBounds(map: MapData): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (h: Axial): void => {
    const p = hexToPixel(h, HEX_SIZE, map.orientation);
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  };
  for (const h of rectangleHexes(map.width, map.height, map.orientation)) add(h);
  for (const z of map.zones) for (const h of z.hexes) add(h);
  if (!Number.isFinite(minX)) return { minX: 0, minY: 0, maxX: HEX_SIZE, maxY: HEX_SIZE };
  return { minX: minX - HEX_SIZE, minY: minY - HEX_SIZE, maxX: maxX + HEX_SIZE, maxY: maxY + HEX_SIZE };
}
/** Empty space around the map, in world pixels. */
const PAD = HEX_SIZE * 1.5;

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
  hatch: 0xc9d1d9,
  fog: 0x05070a,
  fogHatch: 0x1a2029,
  sightShade: 0x000000,
  tool: 0xe3b341,
  erase: 0xe5534b,
  ruler: 0xf5d76e,
  badge: 0xd29922,
  hostile: 0xe5534b,
  contact: 0x56d4dd,
  contactInner: 0x0b2a2e,
  severity: [0x3fb950, 0xd29922, 0xdb6d28, 0xe5534b, 0x8b949e],
} as const;

/**
 * Token discs are rendered once at this many texture pixels per world pixel (sharp up to the camera's
 * largest zoom on a HiDPI screen) and drawn as sprites.
 */
const DISC_RESOLUTION = 4;
/** Below this zoom, token names and initials are too small to read and are hidden. */
const TOKEN_TEXT_MIN_SCALE = 0.35;
/** Below this zoom, zone labels are too small to read and are hidden (the colours still show zones). */
const LABEL_MIN_SCALE = 0.42;
/** Pointer travel (screen px) that turns a press into a drag. */
const DRAG_THRESHOLD = 5;

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

/** What the pointer does on the map. The page picks the tool; the renderer reports in hex terms. */
export type MapTool =
  'select' | 'measure' | 'target' | 'paint' | 'erase' | 'trait' | 'wall' | 'place' | 'ping';

/** The ruler as drawn: two hexes and the page's reading of the distance. */
export interface RulerView {
  readonly from: Axial;
  readonly to: Axial;
  readonly text: string;
}

export interface HexMapOptions {
  /** Accessible name of the canvas, e.g. "Map of Lagerlokalen". */
  readonly label: string;
  /** Text appended to hidden zones' names (GM only), e.g. "hidden". */
  readonly hiddenZoneLabel: string;
  /** No panning or zooming by hand; the page moves the camera (the GM's preview of the display). */
  readonly viewOnly?: boolean;
  /** URL of a campaign asset (the background image); without it no background is drawn. */
  readonly assetUrl?: (assetId: string) => string;
  /** A token was clicked or tapped (select and target tools); without it tokens are not clickable. */
  readonly onTokenTap?: (combatantId: string) => void;
  /** A token was dragged to a hex (select tool); without it tokens cannot be dragged. */
  readonly onTokenDrop?: (tokenId: string, to: Axial) => void;
  /**
   * A token was dropped onto another token's disc (select tool): put the two in contact where the scale
   * asks for it. Without it such a drop is an ordinary drop on that hex.
   */
  readonly onTokenDropOnToken?: (tokenId: string, ontoTokenId: string) => void;
  /** A hex (not a token) was clicked: select zone, trait brush, place token, target miss. */
  readonly onHexTap?: (hex: Axial) => void;
  /** A brush stroke ended (paint, erase): the hexes it touched, in order, without repeats. */
  readonly onStroke?: (hexes: readonly Axial[]) => void;
  /** The edge between two neighbouring hexes was clicked (wall tool). */
  readonly onEdgeTap?: (a: Axial, b: Axial) => void;
  /** A drag along hex edges ended (wall tool): the edges it ran along, in order, each once. */
  readonly onEdgeRun?: (edges: readonly HexEdge[]) => void;
  /** The wall tool's drag erases (its preview is drawn in the erase colour). */
  readonly edgeRunErases?: boolean;
  /** The ruler moved (measure tool); the page answers with {@link HexMapRenderer.setRuler}. */
  readonly onRuler?: (from: Axial, to: Axial) => void;
  /** The camera moved (pan, zoom, fit), with the map rectangle now on screen; for "follow the GM". */
  readonly onView?: (rect: { x: number; y: number; width: number; height: number }) => void;
}

/** What to highlight on tokens. */
export interface TokenMarks {
  readonly selectedId: string | null;
  readonly currentId: string | null;
  /** Tokens picked by a tool (the attacker while choosing a target). */
  readonly pickedId?: string | null;
}

interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A zone's hexes by how near they are to its centroid (works for L-shapes): where its label may go. */
function rankedCentres(zone: MapZone, orientation: HexOrientation): { key: string; p: Point }[] {
  const centres = zone.hexes.map((h) => ({ key: hexKey(h), p: hexToPixel(h, HEX_SIZE, orientation) }));
  let sx = 0;
  let sy = 0;
  for (const c of centres) {
    sx += c.p.x;
    sy += c.p.y;
  }
  const cx = sx / Math.max(1, centres.length);
  const cy = sy / Math.max(1, centres.length);
  const d = (p: Point): number => (p.x - cx) ** 2 + (p.y - cy) ** 2;
  return centres.sort((a, b) => d(a.p) - d(b.p));
}

/** Spots a label looks at: the nearest hexes holding no token first (names not under discs), then the rest. */
const LABEL_SPOTS = 12;

/** A zone's label, built once per map and placed again when tokens move (placeLabels). */
interface ZoneLabel {
  readonly group: Container;
  /** The label's box round its spot. */
  readonly local: Box;
  readonly ranked: readonly { key: string; p: Point }[];
}

/** A token as laid out: where its disc is drawn (fanned out when it shares a hex) and how big. */
interface TokenSpot {
  readonly tok: MapToken;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  /** Disc radius, world pixels. */
  readonly r: number;
  /** Full-size tokens: the name's top edge from the disc centre (under or above it) and whether faded. */
  readonly name: { readonly y: number; readonly faded: boolean; readonly box: Box } | null;
}

/** Tokens placed on their hexes; tokens sharing a hex fan out round its centre (placement.ts). */
function layoutTokens(tokens: readonly MapToken[], orientation: HexOrientation): TokenSpot[] {
  const byHex = new Map<string, MapToken[]>();
  for (const tok of tokens) {
    const key = hexKey(tok.hex);
    const list = byHex.get(key);
    if (list) list.push(tok);
    else byHex.set(key, [tok]);
  }
  const discs: { tok: MapToken; x: number; y: number; scale: number; r: number }[] = [];
  for (const list of byHex.values()) {
    const first = list[0];
    if (!first) continue;
    const centre = hexToPixel(first.hex, HEX_SIZE, orientation);
    const spots = fanOffsets(list.length, HEX_SIZE);
    list.forEach((tok, i) => {
      const s = spots[i] ?? { dx: 0, dy: 0, scale: 1 };
      const r = HEX_SIZE * DISC_RADIUS * s.scale;
      discs.push({ tok, x: centre.x + s.dx, y: centre.y + s.dy, scale: s.scale, r });
    });
  }
  const boxes = discs.map((d) => discBox(d.x, d.y, d.r));
  return discs.map((d, i) => {
    if (d.scale !== 1) return { ...d, name: null };
    // Names go under the disc, or above it where another token covers that (placement.ts).
    const size = nameSize(d.tok);
    const spot = nameSpot(
      d,
      size,
      boxes.filter((_, j) => j !== i),
    );
    const box = {
      minX: d.x - size.width / 2,
      maxX: d.x + size.width / 2,
      minY: d.y + spot.y,
      maxY: d.y + spot.y + size.height,
    };
    return { ...d, name: { ...spot, box } };
  });
}

/** Token names are 13 px BitmapText on 15 px lines; their box is estimated from the text. */
const NAME_CHAR_WIDTH = 7.4;
const NAME_LINE_HEIGHT = 15;

/** The lines of a token's name as drawn: the name, then posture and a wound worth noticing. */
function nameLines(tok: MapToken): string[] {
  const word = tok.wound && tok.wound.severity > 0 ? tok.wound.word : null;
  const under = [tok.posture?.term, word].filter((x): x is string => !!x).join(' · ');
  return under ? [tok.name, under] : [tok.name];
}

function nameSize(tok: MapToken): { width: number; height: number } {
  const lines = nameLines(tok);
  return {
    width: Math.max(...lines.map((l) => [...l].length)) * NAME_CHAR_WIDTH + 6,
    height: lines.length * NAME_LINE_HEIGHT,
  };
}

/** What zone labels keep clear of: every token's disc, and the names of full-size ones where drawn. */
function tokenBlockers(spots: readonly TokenSpot[]): Box[] {
  const out: Box[] = [];
  for (const s of spots) {
    out.push(discBox(s.x, s.y, s.r + 2));
    if (s.name) out.push(s.name.box);
  }
  return out;
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

/** A press in progress, from pointer-down to pointer-up. */
type Gesture =
  | {
      readonly kind: 'token';
      readonly token: MapToken;
      readonly view: Container;
      readonly home: Point;
      readonly start: Point;
      moved: boolean;
      over: Axial;
    }
  | { readonly kind: 'stroke'; readonly hexes: Map<string, Axial>; last: Axial }
  | { readonly kind: 'ruler'; readonly from: Axial; to: Axial }
  | {
      readonly kind: 'edges';
      readonly start: Point;
      /** The pointer path in world pixels. */
      readonly path: Point[];
      edges: HexEdge[];
      moved: boolean;
    }
  | { readonly kind: 'tap'; readonly start: Point; moved: boolean };

/** The outline edges of a set of hexes (edges whose neighbour is not in the set), as point pairs. */
function outlineSegments(hexes: readonly Axial[], orientation: HexOrientation): (readonly [Point, Point])[] {
  return outlineEdges(hexes, HEX_SIZE, orientation).map(({ p, q }) => [p, q] as const);
}

/**
 * Loads a campaign image as a texture of its own. Not `Texture.from(img)`: that also files the texture
 * in Pixi's global cache for the life of the page, out of reach of the campaign that owns it.
 */
async function loadImageTexture(url: string): Promise<Texture> {
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  return new Texture({ source: new ImageSource({ resource: img }) });
}

/** The drawn map. Create with {@link HexMapRenderer.create}; call {@link destroy} when done. */
export class HexMapRenderer {
  private readonly world = new Container();
  private readonly backgroundLayer = new Container();
  private staticLayer = new Container();
  private built: BuiltStatic | null = null;
  private readonly labelLayer = new Container();
  private readonly overlayLayer = new Container();
  private readonly overlay = new Graphics();
  /** Hexes shaded as out of the chosen viewer's sight (the GM's sight check); under the tools' marks. */
  private readonly sightShade = new Graphics();
  private readonly tokenLayer = new Container();
  private readonly culler = new Culler();
  private currentMapKey: string | null = null;
  /** The background as placed (image, placement, map); null with none. */
  private backgroundKey: string | null = null;
  /** Background textures, owned for the open campaign only. */
  private readonly images = new CampaignImages<Texture>({
    load: loadImageTexture,
    // The source too: its GPU texture is freed and the image element let go.
    dispose: (texture) => texture.destroy(true),
  });
  private orientation: HexOrientation = 'pointy';
  private worldSize = { width: 1, height: 1 };
  private screen: { width: number; height: number };
  private needsRender = true;
  /** Set while the GM drags the map, so the pointer-up that ends a drag does not count as a tap. */
  private dragged = false;
  /** The GM panned or zoomed: stop re-fitting on resize. */
  private userMoved = false;
  private tokens: readonly MapToken[] = [];
  private map: MapData | null = null;
  /** Hexes of the map (in some zone), for hit tests. */
  private mapHexes: ReadonlySet<string> = new Set();
  /** Hexes holding a token, and their identity, so labels move only when that set changes. */
  private occupied: ReadonlySet<string> = new Set();
  private occupiedKey = '';
  /** Tokens as laid out (fanned out where they share a hex), and the boxes zone labels keep clear of. */
  private tokenSpots: TokenSpot[] = [];
  private labelBlockers: Box[] = [];
  /** Zone labels of the map shown, smallest zones first (they get the first pick of spots). */
  private zoneLabels: ZoneLabel[] = [];
  /** Token views by token id, with what they were drawn from: a token that did not change is only moved. */
  private tokenCache = new Map<string, { view: Container; key: string; texts: BitmapText[] }>();
  private contactsView: Graphics | null = null;
  private marks: TokenMarks = { selectedId: null, currentId: null };
  /** Texts on tokens, hidden together when zoomed far out. */
  private tokenTexts: BitmapText[] = [];
  /** One disc texture per token kind, made on first use. */
  private readonly discTextures = new Map<string, Texture>();
  private tokenTextShown = true;
  /** Drawn tokens with their disc radius, for hit tests. */
  private tokenViews: { tok: MapToken; view: Container; r: number }[] = [];
  private tool: MapTool = 'select';
  private gesture: Gesture | null = null;
  private hover: Axial | null = null;
  private hoverEdge: readonly [Axial, Axial] | null = null;
  private ruler: RulerView | null = null;
  private selectedZoneId: string | null = null;
  private rulerLabel: Text | null = null;
  private readonly resizeObserver: ResizeObserver;
  private readonly tick = (): void => {
    this.animatePing();
    this.renderIfNeeded();
  };
  /** The pulse of the last ping: where, and when it started (performance.now()). */
  private pulse: { hex: Axial; start: number } | null = null;
  private readonly pulseGraphics = new Graphics();
  private lastViewKey = '';
  private readonly onWindowMove = (e: PointerEvent): void => this.gestureMove(this.screenPoint(e));
  private readonly onWindowUp = (e: PointerEvent): void => this.gestureEnd(this.screenPoint(e));
  private readonly onCanvasMove = (e: PointerEvent): void => {
    if (this.gesture) return;
    const at = this.screenPoint(e);
    if (this.tool === 'select') {
      const over = this.tokenAt(at) !== null;
      const cursor = over && this.options.onTokenDrop ? 'grab' : over ? 'pointer' : '';
      if (this.app.canvas.style.cursor !== cursor) this.app.canvas.style.cursor = cursor;
      return;
    }
    this.hoverAt(at);
  };
  private readonly onCanvasLeave = (): void => {
    if (this.gesture || (!this.hover && !this.hoverEdge)) return;
    this.hover = null;
    this.hoverEdge = null;
    this.drawOverlay();
  };
  private destroyed = false;

  private constructor(
    private readonly app: Application,
    private readonly viewport: Viewport,
    private readonly host: HTMLElement,
    private options: HexMapOptions,
  ) {
    this.screen = { width: viewport.screenWidth, height: viewport.screenHeight };
    viewport.addChild(this.world);
    this.overlayLayer.addChild(this.sightShade, this.overlay, this.pulseGraphics);
    this.labelLayer.cullable = true;
    this.tokenLayer.cullable = true;
    this.overlayLayer.eventMode = 'none';
    this.labelLayer.eventMode = 'none';
    this.world.addChild(
      this.backgroundLayer,
      this.staticLayer,
      this.labelLayer,
      this.overlayLayer,
      this.tokenLayer,
    );
    viewport.on('pointerdown', (e: FederatedPointerEvent) => {
      this.dragged = false;
      this.pressMap(e);
    });
    viewport.on('drag-start', () => (this.dragged = true));
    viewport.on('moved', (e: { type: string }) => {
      if (e.type === 'drag' || e.type === 'wheel' || e.type === 'pinch' || e.type === 'decelerate')
        this.userMoved = true;
      this.needsRender = true;
    });
    viewport.on('zoomed', () => (this.needsRender = true));
    app.canvas.addEventListener('pointermove', this.onCanvasMove);
    app.canvas.addEventListener('pointerleave', this.onCanvasLeave);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
    Ticker.shared.add(this.tick);
    this.applyViewOnly();
  }

  /**
   * Creates the canvas inside `host`. Rejects when WebGL is unavailable; the caller shows a fallback.
   */
  static async create(host: HTMLElement, options: HexMapOptions): Promise<HexMapRenderer> {
    installFonts();
    const app = new Application();
    await app.init(applicationOptions(host));
    const { width, height } = app.screen;
    const canvas = app.canvas;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', options.label);
    canvas.classList.add('hex-map-canvas');
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    // Tools own one-finger touches; the page must not scroll or zoom under them.
    canvas.style.touchAction = 'none';
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
    viewport
      .drag()
      .pinch()
      // trackpadPinch: a touch-pad pinch arrives as Ctrl+wheel and zooms proportionally.
      .wheel({ smooth: 4, trackpadPinch: true })
      .decelerate({ friction: 0.9 })
      .clampZoom({ minScale: MIN_ZOOM, maxScale: MAX_ZOOM });
    app.stage.addChild(viewport);
    return new HexMapRenderer(app, viewport, host, options);
  }

  /** Updates the accessible name, labels and callbacks (language switch, scene change). */
  setOptions(options: HexMapOptions): void {
    const labelChanged = options.hiddenZoneLabel !== this.options.hiddenZoneLabel;
    this.options = options;
    this.applyViewOnly();
    this.app.canvas.setAttribute('aria-label', options.label);
    if (labelChanged && this.map) this.drawLabels(this.map);
    this.needsRender = true;
  }

  /**
   * The open campaign (an opaque key; the GM page may use its path, players get an opaque one). Another
   * campaign clears the map ({@link clear}) and destroys every texture of the old one's images, so
   * nothing of it stays on screen or in memory; its first map is then fitted, as on a fresh page.
   */
  setCampaign(campaign: string | null): void {
    if (this.images.setCampaign(campaign)) this.clear();
  }

  /**
   * Forgets what is shown, keeping the canvas: static layer, labels, tokens, background (its textures
   * destroyed), the ping and gesture in progress, and the camera's state (the next map is fitted as a
   * first one). The tool, ruler and selected zone are the page's to set and stay as given.
   */
  clear(): void {
    this.cancelGesture();
    this.backgroundKey = null;
    // The sprites, then their textures (no sprite is left holding a destroyed one).
    for (const child of this.backgroundLayer.removeChildren()) child.destroy();
    this.images.clear();
    if (this.built) {
      const empty = new Container();
      this.world.addChildAt(empty, this.world.getChildIndex(this.staticLayer));
      this.world.removeChild(this.staticLayer);
      this.staticLayer = empty;
      this.built.destroy();
      this.built = null;
    }
    for (const child of this.labelLayer.removeChildren()) child.destroy({ children: true });
    for (const child of this.tokenLayer.removeChildren()) child.destroy({ children: true });
    this.tokenCache = new Map();
    this.contactsView = null;
    this.zoneLabels = [];
    this.tokenViews = [];
    this.tokenTexts = [];
    this.tokens = [];
    this.map = null;
    this.currentMapKey = null;
    this.mapHexes = new Set();
    this.occupied = new Set();
    this.occupiedKey = '';
    this.tokenSpots = [];
    this.labelBlockers = [];
    this.hover = null;
    this.hoverEdge = null;
    this.pulse = null;
    this.pulseGraphics.clear();
    this.userMoved = false;
    this.lastViewKey = '';
    this.drawOverlay();
    this.needsRender = true;
  }

  /** Shows `map`; the static layer is rebuilt only when the map differs from the one shown. */
  setMap(map: MapData): void {
    const { background } = map;
    const key = staticMapKey(map);
    this.map = map;
    let moved = false;
    if (key !== this.currentMapKey) {
      const firstMap = this.currentMapKey === null;
      const orientationChanged = map.orientation !== this.orientation;
      this.currentMapKey = key;
      this.orientation = map.orientation;
      if (orientationChanged) {
        this.tokenSpots = layoutTokens(this.tokens, this.orientation);
        this.labelBlockers = tokenBlockers(this.tokenSpots);
      }
      this.mapHexes = new Set(map.zones.flatMap((z) => z.hexes.map(hexKey)));

      const bounds = this.drawStatic(map);
      this.drawLabels(map);
      const width = bounds.maxX - bounds.minX + 2 * PAD;
      const height = bounds.maxY - bounds.minY + 2 * PAD;
      const sizeChanged = width !== this.worldSize.width || height !== this.worldSize.height;
      this.world.position.set(PAD - bounds.minX, PAD - bounds.minY);
      this.worldSize = { width, height };
      this.viewport.resize(this.host.clientWidth, this.host.clientHeight, width, height);
      this.limitZoom();
      if (firstMap || sizeChanged || orientationChanged) this.fit();
      // The image is placed relative to the grid: place it again on the new one.
      moved = true;
      this.drawTokens();
      this.drawOverlay();
    }
    this.setBackground(background, moved);
    this.needsRender = true;
  }

  /** Shows `tokens` with the given highlights. */
  setTokens(tokens: readonly MapToken[], marks: TokenMarks): void {
    this.tokens = tokens;
    this.marks = marks;
    this.tokenSpots = layoutTokens(tokens, this.orientation);
    const occupied = new Set(tokens.map((tok) => hexKey(tok.hex)));
    const blockers = tokenBlockers(this.tokenSpots);
    // Labels move only when what they keep clear of changes (a token moved, came, went or was renamed).
    const occupiedKey = blockers
      .map((b) => `${Math.round(b.minX)},${Math.round(b.minY)},${Math.round(b.maxX)},${Math.round(b.maxY)}`)
      .sort()
      .join(' ');
    if (occupiedKey !== this.occupiedKey) {
      this.occupied = occupied;
      this.occupiedKey = occupiedKey;
      this.labelBlockers = blockers;
      this.placeLabels();
    }
    // A drop in flight: the token jumps to its new hex when the state arrives, not back home first.
    if (this.gesture?.kind !== 'token') this.drawTokens();
    this.drawOverlay();
    this.needsRender = true;
  }

  /** Chooses what the pointer does. Panning stays on the right or middle button (and pinch) in every tool. */
  setTool(tool: MapTool): void {
    if (tool === this.tool) return;
    this.cancelGesture();
    this.tool = tool;
    this.viewport.drag({ mouseButtons: tool === 'select' ? 'all' : 'middle-right' });
    this.applyViewOnly();
    this.app.canvas.style.cursor =
      tool === 'select' ? '' : tool === 'target' ? 'crosshair' : tool === 'measure' ? 'crosshair' : 'cell';
    this.hover = null;
    this.hoverEdge = null;
    this.drawOverlay();
  }

  /** Shows (or with null clears) the ruler. */
  setRuler(ruler: RulerView | null): void {
    this.ruler = ruler;
    this.drawOverlay();
  }

  /**
   * Shades the given hexes as unseen (the GM's sight check from one token), or with null clears the shade.
   * Which hexes is shared map math (`hiddenFrom`); this only draws them.
   */
  setSightShade(hexes: readonly Axial[] | null): void {
    const g = this.sightShade;
    g.clear();
    if (hexes && hexes.length > 0) {
      for (const h of hexes) g.poly(flatPoints(hexCorners(h, HEX_SIZE, this.orientation)));
      g.fill({ color: COLORS.sightShade, alpha: 0.66 });
    }
    this.needsRender = true;
  }

  /** Outlines a zone (the one the GM is editing), or none. */
  setSelectedZone(zoneId: string | null): void {
    if (zoneId === this.selectedZoneId) return;
    this.selectedZoneId = zoneId;
    this.drawOverlay();
  }

  /** Pulses at a hex for a few seconds (the GM pointing at it). */
  ping(hex: Axial): void {
    this.pulse = { hex, start: performance.now() };
    this.needsRender = true;
  }

  /** Centres the camera on a hex, keeping the zoom (the display following the active combatant). */
  centreOn(hex: Axial): void {
    const p = hexToPixel(hex, HEX_SIZE, this.orientation);
    const w = this.world.position;
    this.viewport.moveCenter(p.x + w.x, p.y + w.y);
    this.userMoved = true;
    this.needsRender = true;
  }

  /** Shows a map rectangle (map pixels) as large as fits: the display following the GM's view. */
  showRect(rect: { x: number; y: number; width: number; height: number }): void {
    const w = this.world.position;
    this.viewport.fit(true, rect.width, rect.height);
    this.viewport.moveCenter(rect.x + rect.width / 2 + w.x, rect.y + rect.height / 2 + w.y);
    this.userMoved = true;
    this.needsRender = true;
  }

  /** The map rectangle on screen, in map pixels. */
  viewRect(): { x: number; y: number; width: number; height: number } {
    const tl = this.world.toLocal({ x: 0, y: 0 });
    const br = this.world.toLocal({ x: this.screen.width, y: this.screen.height });
    return { x: tl.x, y: tl.y, width: br.x - tl.x, height: br.y - tl.y };
  }

  /**
   * Zooming out always reaches the whole map: the smallest zoom is the usual 0.1, or below the fit of a
   * map too large for that (a 200 × 200 map fits at about 0.07), with a little room round it.
   */
  private limitZoom(): void {
    const { width, height } = this.worldSize;
    const fitScale = Math.min(this.screen.width / width, this.screen.height / height);
    this.viewport.clampZoom({ minScale: Math.min(MIN_ZOOM, fitScale * 0.8), maxScale: MAX_ZOOM });
  }

  /** Fits the whole map in view. */
  fit(): void {
    const { width, height } = this.worldSize;
    this.viewport.fit(true, width, height);
    this.viewport.moveCenter(width / 2, height / 2);
    this.userMoved = false;
    this.needsRender = true;
  }

  /** Zooms around the centre; `factor` 0.25 is 25 % closer, -0.2 is 20 % farther. */
  zoomBy(factor: number): void {
    this.viewport.zoomPercent(factor, true);
    this.userMoved = true;
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
    this.draw();
  }

  /** Where a hex's centre is on screen, in CSS pixels relative to the canvas (tests, tooltips). */
  screenPointOf(hex: Axial): Point {
    const p = hexToPixel(hex, HEX_SIZE, this.orientation);
    const g = this.world.toGlobal(p);
    return { x: g.x, y: g.y };
  }

  /**
   * Where a combatant's token disc is drawn on screen (fanned out when it shares a hex), for tests and
   * screenshots; null when it has no token here. `contacts` counts the contact links drawn.
   */
  tokenScreenPointOf(combatantId: string): (Point & { contacts: number }) | null {
    const spot = this.tokenSpots.find((s) => s.tok.combatantId === combatantId);
    if (!spot) return null;
    const g = this.world.toGlobal({ x: spot.x, y: spot.y });
    const contacts = this.contactPairs().filter(([a, b]) => a === spot || b === spot).length;
    return { x: g.x, y: g.y, contacts };
  }

  /**
   * What this map holds of images, for tests (read-only): one line per texture source its renderer has
   * uploaded (an image's URL, else the source's label), then the URLs of campaign images held or loading.
   */
  textureSources(): string[] {
    // A hash whose removed entries are nulled, not deleted.
    const system = this.app.renderer.texture as {
      readonly managedTextures?: readonly (TextureSource | null)[];
    };
    const sources = (system.managedTextures ?? []).filter((x): x is TextureSource => x !== null);
    const uploaded = sources.map((source) => {
      const resource: unknown = source.resource;
      return resource instanceof HTMLImageElement ? resource.src : source.label || `source ${source.uid}`;
    });
    return [...uploaded, ...this.images.urls()];
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.cancelGesture();
    Ticker.shared.remove(this.tick);
    this.resizeObserver.disconnect();
    for (const texture of this.discTextures.values()) texture.destroy(true);
    this.discTextures.clear();
    // Textures the stage does not own: the background images and the static layer's renders.
    for (const child of this.backgroundLayer.removeChildren()) child.destroy();
    this.images.clear();
    this.built?.destroy();
    this.built = null;
    this.app.canvas.removeEventListener('pointermove', this.onCanvasMove);
    this.app.canvas.removeEventListener('pointerleave', this.onCanvasLeave);
    this.app.destroy(true, { children: true });
  }

  /** Draws the ping's expanding rings while it lasts (2.5 s), asking for frames until then. */
  private animatePing(): void {
    const pulse = this.pulse;
    if (!pulse) return;
    const t = (performance.now() - pulse.start) / 2500;
    const g = this.pulseGraphics;
    g.clear();
    if (t >= 1) {
      this.pulse = null;
      this.needsRender = true;
      return;
    }
    const c = hexToPixel(pulse.hex, HEX_SIZE, this.orientation);
    for (let i = 0; i < 3; i++) {
      const k = (t * 2 + i / 3) % 1;
      g.circle(c.x, c.y, HEX_SIZE * (0.4 + k * 2.2)).stroke({
        width: 5 * (1 - k) + 1,
        color: COLORS.ruler,
        alpha: (1 - k) * (1 - t * 0.5),
      });
    }
    g.circle(c.x, c.y, HEX_SIZE * 0.25).fill({ color: COLORS.ruler, alpha: 1 - t });
    this.needsRender = true;
  }

  private renderIfNeeded(): void {
    if (this.destroyed) return;
    if (!this.needsRender && !this.viewport.dirty) return;
    this.needsRender = false;
    this.viewport.dirty = false;
    this.draw();
  }

  /** Culls labels and tokens to the screen, hides unreadable labels, and renders. */
  private draw(): void {
    const scale = this.viewport.scale.x;
    this.labelLayer.visible = scale >= LABEL_MIN_SCALE;
    if (this.rulerLabel) this.rulerLabel.scale.set(Math.min(3, Math.max(1, 0.9 / scale)));
    const view = new Rectangle(0, 0, this.screen.width, this.screen.height);
    const tl = this.world.toLocal({ x: 0, y: 0 });
    const br = this.world.toLocal({ x: this.screen.width, y: this.screen.height });
    const pending = this.built?.update(
      scale * this.app.renderer.resolution,
      new Rectangle(tl.x, tl.y, br.x - tl.x, br.y - tl.y),
    );
    // Tiles still rendering: another frame soon.
    if (pending) this.needsRender = true;
    const viewKey = `${tl.x | 0},${tl.y | 0},${br.x | 0},${br.y | 0}`;
    if (viewKey !== this.lastViewKey) {
      this.lastViewKey = viewKey;
      this.options.onView?.({ x: tl.x, y: tl.y, width: br.x - tl.x, height: br.y - tl.y });
    }
    // Transforms are brought up to date while culling: a layer that was hidden (zoomed out) has not
    // been rendered since the camera moved, and stale transforms would cull the wrong things.
    if (this.labelLayer.visible) this.culler.cull(this.labelLayer, view, false);
    this.culler.cull(this.tokenLayer, view, false);
    // Names and initials on tokens are unreadable when zoomed far out: discs only.
    const tokenText = scale >= TOKEN_TEXT_MIN_SCALE;
    if (tokenText !== this.tokenTextShown) {
      this.tokenTextShown = tokenText;
      for (const text of this.tokenTexts) text.visible = tokenText;
    }
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
    this.limitZoom();
    if (!this.userMoved) this.fit();
    this.needsRender = true;
    // Draw in this same frame: a resized WebGL canvas is cleared, and waiting for the ticker would flash.
    this.renderIfNeeded();
  }

  // ── pointer ────────────────────────────────────────────────────────────────────────────────────

  private screenPoint(e: PointerEvent): Point {
    const r = this.app.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private hexAt(screen: Point): Axial {
    const p = this.world.toLocal(screen);
    return pixelToHex(p, HEX_SIZE, this.orientation);
  }

  private onMap(hex: Axial): boolean {
    return this.mapHexes.has(hexKey(hex));
  }

  /** The edge nearest to a screen point: the hex under it and the neighbour across that edge. */
  private edgeAt(screen: Point): readonly [Axial, Axial] {
    const e = nearestEdge(this.world.toLocal(screen), HEX_SIZE, this.orientation);
    return [e.a, e.b];
  }

  /**
   * The topmost token under a screen point. Hit-tested here by geometry rather than by Pixi's event
   * targets: tokens are redrawn when the state changes, and a press that arrives before the next frame
   * must still find the token where it is drawn.
   */
  private tokenAt(screen: Point): { tok: MapToken; view: Container } | null {
    if (!this.options.onTokenTap && !this.options.onTokenDrop) return null;
    const p = this.world.toLocal(screen);
    // Fanned-out tokens sit close: the disc whose centre is nearest (relative to its size) wins, the one
    // on top when two are equally near.
    let best: { tok: MapToken; view: Container; d: number; z: number } | null = null;
    for (const hit of this.tokenViews) {
      const d = Math.hypot(hit.view.position.x - p.x, hit.view.position.y - p.y) / (hit.r + 4);
      if (d > 1) continue;
      const z = hit.view.zIndex;
      if (!best || d < best.d - 1e-6 || (Math.abs(d - best.d) <= 1e-6 && z >= best.z))
        best = { tok: hit.tok, view: hit.view, d, z };
    }
    return best ? { tok: best.tok, view: best.view } : null;
  }

  /** A press on the map: on a token (select, target, measure) or on the map itself (every tool). */
  private pressMap(e: FederatedPointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const at = { x: e.global.x, y: e.global.y };
    if (this.tool === 'select' || this.tool === 'target' || this.tool === 'measure') {
      const hit = this.tokenAt(at);
      if (hit) {
        this.pressToken(e, hit.tok, hit.view);
        return;
      }
    }
    const hex = this.hexAt(at);
    switch (this.tool) {
      case 'paint':
      case 'erase':
        if (!this.options.onStroke) return;
        this.beginGesture({ kind: 'stroke', hexes: new Map([[hexKey(hex), hex]]), last: hex }, e);
        break;
      case 'wall':
        this.beginGesture(
          { kind: 'edges', start: at, path: [this.world.toLocal(at)], edges: [], moved: false },
          e,
        );
        break;
      case 'measure':
        if (!this.onMap(hex)) return;
        this.beginGesture({ kind: 'ruler', from: hex, to: hex }, e);
        this.options.onRuler?.(hex, hex);
        break;
      default:
        this.beginGesture({ kind: 'tap', start: at, moved: false }, e);
    }
    this.drawOverlay();
  }

  /** A press on a token. */
  private pressToken(e: FederatedPointerEvent, tok: MapToken, view: Container): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const at = { x: e.global.x, y: e.global.y };
    this.dragged = false;
    if (this.tool === 'measure') {
      // Measuring from a token starts at its hex (measure between two tokens).
      this.beginGesture({ kind: 'ruler', from: tok.hex, to: tok.hex }, e);
      this.options.onRuler?.(tok.hex, tok.hex);
      return;
    }
    this.beginGesture(
      {
        kind: 'token',
        token: tok,
        view,
        home: { x: view.position.x, y: view.position.y },
        start: at,
        moved: false,
        over: tok.hex,
      },
      e,
    );
  }

  /** Stops following the pointer outside the canvas and lets the camera pan again. */
  private endPointerCapture(): void {
    window.removeEventListener('pointermove', this.onWindowMove);
    window.removeEventListener('pointerup', this.onWindowUp);
    window.removeEventListener('pointercancel', this.onWindowUp);
    if (!this.options.viewOnly) this.viewport.plugins.resume('drag');
  }

  /** A view-only map takes no pan, wheel or pinch; the page moves its camera. */
  private applyViewOnly(): void {
    for (const plugin of ['drag', 'wheel', 'pinch', 'decelerate'] as const) {
      if (this.options.viewOnly) this.viewport.plugins.pause(plugin);
      else this.viewport.plugins.resume(plugin);
    }
  }

  private beginGesture(g: Gesture, e: FederatedPointerEvent): void {
    this.cancelGesture();
    this.gesture = g;
    if (g.kind === 'token') this.drawOverlay();
    // A dragged token owns the pointer; one-finger touches belong to the tool, not to panning
    // (pinch still zooms).
    if (g.kind === 'token' || (g.kind !== 'tap' && e.pointerType !== 'mouse'))
      this.viewport.plugins.pause('drag');
    window.addEventListener('pointermove', this.onWindowMove);
    window.addEventListener('pointerup', this.onWindowUp);
    window.addEventListener('pointercancel', this.onWindowUp);
  }

  private cancelGesture(): void {
    const g = this.gesture;
    if (!g) return;
    this.gesture = null;
    this.endPointerCapture();
    if (g.kind === 'token') this.drawTokens();
    this.drawOverlay();
  }

  private gestureMove(at: Point): void {
    const g = this.gesture;
    if (!g) return;
    switch (g.kind) {
      case 'token': {
        if (!g.moved && Math.hypot(at.x - g.start.x, at.y - g.start.y) < DRAG_THRESHOLD) return;
        if (this.tool !== 'select' || !this.options.onTokenDrop) return;
        g.moved = true;
        const p = this.world.toLocal(at);
        g.view.position.set(p.x, p.y);
        g.view.zIndex = 10;
        const hex = pixelToHex(p, HEX_SIZE, this.orientation);
        if (hexKey(hex) !== hexKey(g.over)) {
          g.over = hex;
          this.hover = hex;
          this.drawOverlay();
        }
        this.needsRender = true;
        break;
      }
      case 'stroke': {
        const hex = this.hexAt(at);
        if (hexKey(hex) === hexKey(g.last)) return;
        for (const h of hexLine(g.last, hex)) g.hexes.set(hexKey(h), h);
        g.last = hex;
        this.drawOverlay();
        break;
      }
      case 'ruler': {
        const hex = this.hexAt(at);
        if (hexKey(hex) === hexKey(g.to) || !this.onMap(hex)) return;
        g.to = hex;
        this.options.onRuler?.(g.from, hex);
        break;
      }
      case 'edges': {
        if (!g.moved && Math.hypot(at.x - g.start.x, at.y - g.start.y) < DRAG_THRESHOLD) return;
        g.moved = true;
        g.path.push(this.world.toLocal(at));
        g.edges = edgesAlongPath(g.path, HEX_SIZE, this.orientation).filter(
          (e) => this.onMap(e.a) || this.onMap(e.b),
        );
        this.drawOverlay();
        break;
      }
      case 'tap':
        if (Math.hypot(at.x - g.start.x, at.y - g.start.y) >= DRAG_THRESHOLD) g.moved = true;
        break;
    }
  }

  private gestureEnd(at: Point): void {
    const g = this.gesture;
    if (!g) return;
    this.gesture = null;
    this.endPointerCapture();
    switch (g.kind) {
      case 'token': {
        const to = g.over;
        const onto = g.moved ? this.tokenSpotAt(this.world.toLocal(at), g.token.id) : undefined;
        if (g.moved && onto && this.options.onTokenDropOnToken) {
          // Stay where dropped until the new state arrives (setTokens redraws then).
          this.options.onTokenDropOnToken(g.token.id, onto.tok.id);
          this.hover = null;
          this.drawTokens();
        } else if (g.moved) {
          if (this.onMap(to) && hexKey(to) !== hexKey(g.token.hex)) {
            // Stay where dropped until the new state arrives (setTokens redraws then).
            this.options.onTokenDrop?.(g.token.id, to);
          } else {
            g.view.position.set(g.home.x, g.home.y);
          }
          this.hover = null;
          this.drawTokens();
        } else {
          this.options.onTokenTap?.(g.token.combatantId);
        }
        break;
      }
      case 'stroke':
        this.options.onStroke?.([...g.hexes.values()]);
        break;
      case 'ruler':
        // The ruler stays on screen until the next measure or the tool changes.
        break;
      case 'edges': {
        if (this.dragged) break;
        if (g.moved) {
          if (g.edges.length > 0) this.options.onEdgeRun?.(g.edges);
          break;
        }
        const [a, b] = this.edgeAt(at);
        if (this.onMap(a) || this.onMap(b)) this.options.onEdgeTap?.(a, b);
        break;
      }
      case 'tap': {
        if (g.moved || this.dragged) break;
        this.options.onHexTap?.(this.hexAt(at));
        break;
      }
    }
    this.drawOverlay();
  }

  private hoverAt(at: Point): void {
    if (this.tool === 'select') return;
    if (this.tool === 'wall') {
      const edge = this.edgeAt(at);
      const same =
        this.hoverEdge &&
        hexKey(this.hoverEdge[0]) === hexKey(edge[0]) &&
        hexKey(this.hoverEdge[1]) === hexKey(edge[1]);
      if (same) return;
      this.hoverEdge = edge;
      this.drawOverlay();
      return;
    }
    const hex = this.hexAt(at);
    if (this.hover && hexKey(this.hover) === hexKey(hex)) return;
    this.hover = hex;
    this.drawOverlay();
  }

  // ── drawing ────────────────────────────────────────────────────────────────────────────────────

  /**
   * The map's background image, loaded once per image and placed in metres. `force`: place it again
   * even if unchanged (the grid under it changed). Only the shown image's texture is kept.
   */
  private setBackground(bg: MapBackgroundView | null, force = false): void {
    const url = bg && this.options.assetUrl ? this.options.assetUrl(bg.assetId) : null;
    const key = bg && url ? JSON.stringify({ ...bg, url }) : null;
    if (key === this.backgroundKey && !force) return;
    this.backgroundKey = key;
    // The sprites only (their texture belongs to `images`), then every texture no longer shown.
    for (const child of this.backgroundLayer.removeChildren()) child.destroy();
    this.images.retain(url ? [url] : []);
    this.needsRender = true;
    if (!bg || !url) return;
    this.images
      .get(url)
      .then((texture) => {
        if (!texture || this.destroyed || this.backgroundKey !== key || !this.map) return;
        for (const child of this.backgroundLayer.removeChildren()) child.destroy();
        const sprite = new Sprite(texture);
        sprite.anchor.set(0.5);
        // World pixels per metre: neighbouring hex centres are one hex (hexSizeMetres) apart.
        const neighbour = hexToPixel({ q: 1, r: 0 }, HEX_SIZE, this.orientation);
        const pxPerMetre = Math.hypot(neighbour.x, neighbour.y) / this.map.hexSizeMetres;
        const centre = this.gridCentre(this.map);
        sprite.position.set(centre.x + bg.offsetX * pxPerMetre, centre.y + bg.offsetY * pxPerMetre);
        sprite.scale.set(bg.scale * pxPerMetre);
        sprite.angle = bg.rotation;
        this.backgroundLayer.addChild(sprite);
        this.needsRender = true;
      })
      .catch((e: unknown) => console.error('background image failed to load', e));
  }

  /** Centre of the map's rectangle, in world pixels. */
  private gridCentre(map: MapData): Point {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const h of rectangleHexes(map.width, map.height, map.orientation)) {
      const p = hexToPixel(h, HEX_SIZE, map.orientation);
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    return { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  }

  /**
   * Texture pixels per world pixel the static layer is first seen at: the current zoom when the GM has
   * moved the camera, else the zoom that fits `map` on the screen (the map opens fitted).
   */
  private viewScaleFor(map: MapData): number {
    const resolution = this.app.renderer.resolution || 1;
    if (this.userMoved) return (this.viewport.scale.x || 1) * resolution;
    const b = mapBounds(map);
    const width = b.maxX - b.minX + 2 * PAD;
    const height = b.maxY - b.minY + 2 * PAD;
    return Math.min(this.screen.width / width, this.screen.height / height) * resolution;
  }

  /** Grid, zone fills and borders, hatching, fog, walls (staticLayer.ts). Returns the drawn bounds. */
  private drawStatic(map: MapData): Bounds {
    const colors = zoneColors(map.zones);
    const built = buildStaticLayer(
      map,
      HEX_SIZE,
      COLORS,
      (zone) => colors.get(zone.id) ?? ZONE_PALETTE[0],
      this.app.renderer,
      { viewScale: this.viewScaleFor(map), antialias: !softwareRendering() },
    );
    const old = this.built;
    this.world.addChildAt(built.layer, this.world.getChildIndex(this.staticLayer));
    this.world.removeChild(this.staticLayer);
    this.staticLayer = built.layer;
    this.built = built;
    old?.destroy();
    return built.bounds;
  }

  /**
   * Zone names and trait labels (unrevealed traits dimmed: the GM sees them, players do not). Small
   * zones are placed first, and each label takes its best spot that does not overlap one already placed.
   */
  private drawLabels(map: MapData): void {
    for (const child of this.labelLayer.removeChildren()) child.destroy({ children: true });
    this.zoneLabels = [];
    const bySize = [...map.zones].sort((a, b) => a.hexes.length - b.hexes.length);
    for (const zone of bySize) {
      if (zone.hexes.length === 0) continue;
      const group = this.zoneLabel(zone);
      const b = group.getLocalBounds();
      group.cullable = true;
      this.labelLayer.addChild(group);
      this.zoneLabels.push({
        group,
        local: { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY },
        ranked: rankedCentres(zone, map.orientation),
      });
    }
    this.placeLabels();
  }

  /**
   * Puts each zone label on its best spot (placement.ts placeLabel): clear of tokens first, of labels
   * placed before it second, faded where a token covers it anyway. Only moves labels (no new text), and
   * each label looks only at the boxes near it, so a token's move re-places a big map's labels quickly.
   */
  private placeLabels(): void {
    const placed = new BoxGrid();
    const tokens = new BoxGrid();
    for (const b of this.labelBlockers) tokens.add(b);
    for (const label of this.zoneLabels) {
      const free: Point[] = [];
      const taken: Point[] = [];
      for (const c of label.ranked) {
        if (this.occupied.has(c.key)) taken.push(c.p);
        else if (free.length < LABEL_SPOTS) free.push(c.p);
      }
      const candidates = free.length >= LABEL_SPOTS ? free : [...free, ...taken];
      const area = spanOf(candidates.slice(0, LABEL_SPOTS), label.local);
      const spot = placeLabel(candidates, label.local, placed.near(area), tokens.near(area), LABEL_SPOTS);
      if (!spot) {
        label.group.visible = false;
        continue;
      }
      label.group.visible = true;
      label.group.position.set(spot.at.x, spot.at.y);
      label.group.alpha = spot.faded ? 0.4 : 1;
      placed.add(spot.box);
    }
    this.needsRender = true;
  }

  /** One zone's name with its traits below, centred on (0, 0). */
  private zoneLabel(zone: MapZone): Container {
    const group = new Container();
    const title = zone.hidden ? `${zone.name} (${this.options.hiddenZoneLabel})` : zone.name;
    const name = new BitmapText({
      text: title,
      style: { fontFamily: zone.hidden ? FONTS.zoneHidden : FONTS.zone, fontSize: 19 },
    });
    name.anchor.set(0.5, 1);
    name.position.set(0, 2);
    group.addChild(name);
    if (zone.traits.length > 0) {
      const row = new Container();
      let x = 0;
      for (const tr of zone.traits) {
        const label = new BitmapText({
          text: traitText(tr, this.map?.system ?? undefined),
          style: {
            fontFamily: !tr.revealed ? FONTS.traitHidden : zone.hidden ? FONTS.traitDim : FONTS.trait,
            fontSize: 14,
          },
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

  /**
   * D20-POS-1: the hostile zones binding the token being dragged (else the selected one): the ring of
   * hexes around each enemy token, tinted and outlined, so the GM sees where leaving needs Akrobatik.
   */
  private drawHostileZones(g: Graphics): void {
    const focus =
      this.gesture?.kind === 'token'
        ? this.gesture.token
        : this.tokens.find((tok) => tok.combatantId === this.marks.selectedId);
    if (!focus?.hostileFrom?.length) return;
    const o = this.orientation;
    const rings = new Map<string, Axial>();
    for (const id of focus.hostileFrom) {
      const enemy = this.tokens.find((tok) => tok.id === id);
      if (!enemy) continue;
      for (const d of AXIAL_DIRECTIONS) {
        const h = { q: enemy.hex.q + d.q, r: enemy.hex.r + d.r };
        rings.set(hexKey(h), h);
      }
    }
    if (rings.size === 0) return;
    g.beginPath();
    for (const h of rings.values()) g.poly(flatPoints(hexCorners(h, HEX_SIZE, o)));
    g.fill({ color: COLORS.hostile, alpha: 0.14 });
    g.beginPath();
    for (const [p, q] of outlineSegments([...rings.values()], o)) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    g.stroke({ width: 3, color: COLORS.hostile, alpha: 0.85, cap: 'round' });
  }

  /** The tools' marks: selected zone, brush preview, hovered hex or edge, ruler. Cheap; redrawn often. */
  private drawOverlay(): void {
    const g = this.overlay;
    g.clear();
    this.drawHostileZones(g);
    if (this.rulerLabel) {
      this.rulerLabel.destroy();
      this.rulerLabel = null;
    }
    const o = this.orientation;
    const zone = this.map?.zones.find((z) => z.id === this.selectedZoneId);
    if (zone) {
      g.beginPath();
      for (const [p, q] of outlineSegments(zone.hexes, o)) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      g.stroke({ width: 5, color: COLORS.tool, alpha: 0.95, cap: 'round' });
    }
    const gesture = this.gesture;
    if (gesture?.kind === 'stroke') {
      g.beginPath();
      for (const h of gesture.hexes.values()) g.poly(flatPoints(hexCorners(h, HEX_SIZE, o)));
      g.fill({ color: this.tool === 'erase' ? COLORS.erase : COLORS.tool, alpha: 0.38 });
    }
    if (this.hover && this.tool !== 'wall') {
      g.poly(flatPoints(hexCorners(this.hover, HEX_SIZE, o)));
      g.stroke({ width: 3, color: this.tool === 'erase' ? COLORS.erase : COLORS.tool, alpha: 0.9 });
    }
    if (gesture?.kind === 'edges' && gesture.moved) {
      for (const e of gesture.edges) this.edgePath(g, e.a, e.b);
      g.stroke({
        width: 7,
        color: this.options.edgeRunErases ? COLORS.erase : COLORS.tool,
        alpha: 0.85,
        cap: 'round',
      });
    } else if (this.hoverEdge && this.tool === 'wall') {
      this.edgePath(g, this.hoverEdge[0], this.hoverEdge[1]);
      g.stroke({ width: 7, color: COLORS.tool, alpha: 0.8, cap: 'round' });
    }
    const ruler = this.ruler;
    if (ruler) {
      const a = hexToPixel(ruler.from, HEX_SIZE, o);
      const b = hexToPixel(ruler.to, HEX_SIZE, o);
      g.moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: 5, color: COLORS.textOutline, alpha: 0.7, cap: 'round' });
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 3, color: COLORS.ruler, cap: 'round' });
      g.circle(a.x, a.y, 6).fill({ color: COLORS.ruler });
      g.circle(b.x, b.y, 8).fill({ color: COLORS.ruler }).stroke({ width: 2, color: COLORS.textOutline });
      const label = new Text({ text: ruler.text, style: textStyle(17, COLORS.ruler, '700'), resolution: 2 });
      label.anchor.set(0.5, 1.25);
      label.position.set(b.x, b.y - 6);
      label.scale.set(Math.min(3, Math.max(1, 0.9 / (this.viewport.scale.x || 1))));
      this.overlayLayer.addChild(label);
      this.rulerLabel = label;
    }
    this.needsRender = true;
  }

  /** Adds the edge between neighbouring hexes `a` and `b` to the path of `g` (not stroked). */
  private edgePath(g: Graphics, a: Axial, b: Axial): void {
    const dir = AXIAL_DIRECTIONS.findIndex((d) => d.q === b.q - a.q && d.r === b.r - a.r);
    const pair = edgeCorners(this.orientation)[dir];
    const corners = hexCorners(a, HEX_SIZE, this.orientation);
    const p = pair ? corners[pair[0]] : undefined;
    const q = pair ? corners[pair[1]] : undefined;
    if (p && q) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
  }

  /** The token disc (other than `except`) under a world point, with a little slack round its edge. */
  private tokenSpotAt(p: Point, except: string): TokenSpot | undefined {
    return this.tokenSpots.find((s) => s.tok.id !== except && Math.hypot(s.x - p.x, s.y - p.y) <= s.r + 4);
  }

  /** Pairs of laid-out tokens in contact (each pair once), for the link and for tests. */
  contactPairs(): [TokenSpot, TokenSpot][] {
    const byId = new Map(this.tokenSpots.map((s) => [s.tok.id, s]));
    const pairs: [TokenSpot, TokenSpot][] = [];
    for (const s of this.tokenSpots)
      for (const id of s.tok.contactWith ?? []) {
        const o = byId.get(id);
        if (o && s.tok.id < id) pairs.push([s, o]);
      }
    return pairs;
  }

  /**
   * Contact (Bredvid): a capsule outline round the two discs, under them, so the pair reads as one
   * group on the GM's and the players' map alike.
   */
  private drawContacts(): Graphics | null {
    const pairs = this.contactPairs();
    if (pairs.length === 0) return null;
    const g = new Graphics();
    g.zIndex = 0;
    for (const [a, b] of pairs) {
      const r = Math.max(a.r, b.r);
      g.moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: 2 * r + 14, color: COLORS.contact, cap: 'round', alpha: 0.95 });
      g.moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: 2 * r + 8, color: COLORS.contactInner, cap: 'round', alpha: 0.9 });
    }
    return g;
  }

  /**
   * Token discs with initials and names; several tokens on one hex share it. A token drawn from the same
   * things as before (name, marks, wounds, fan-out, name spot: {@link tokenViewKey}) keeps its view and is
   * only moved, so a moved token redraws that token alone, not two hundred.
   */
  private drawTokens(): void {
    if (this.contactsView) {
      this.contactsView.destroy();
      this.contactsView = null;
    }
    const contacts = this.drawContacts();
    if (contacts) {
      this.tokenLayer.addChild(contacts);
      this.contactsView = contacts;
    }
    const next = new Map<string, { view: Container; key: string; texts: BitmapText[] }>();
    this.tokenViews = [];
    for (const spot of this.tokenSpots) {
      const key = this.tokenViewKey(spot);
      const old = this.tokenCache.get(spot.tok.id);
      let entry = old && old.key === key ? old : null;
      if (!entry) {
        old?.view.destroy({ children: true });
        const drawn = this.drawToken(spot);
        entry = { ...drawn, key };
        this.tokenLayer.addChild(drawn.view);
      }
      entry.view.position.set(spot.x, spot.y);
      next.set(spot.tok.id, entry);
      this.tokenViews.push({ tok: spot.tok, view: entry.view, r: HEX_SIZE * DISC_RADIUS * spot.scale });
    }
    for (const [id, old] of this.tokenCache) if (!next.has(id)) old.view.destroy({ children: true });
    this.tokenCache = next;
    this.tokenTexts = [...next.values()].flatMap((e) => e.texts);
    // Current and selected tokens on top of their neighbours.
    this.tokenLayer.sortableChildren = true;
    for (const text of this.tokenTexts) text.visible = this.tokenTextShown;
    this.needsRender = true;
  }

  /** Everything a token's view is drawn from but its position (drawToken reads these). */
  private tokenViewKey(spot: TokenSpot): string {
    const { tok } = spot;
    const m = this.marks;
    return JSON.stringify([
      tok.name,
      tok.kind,
      tok.hidden,
      tok.posture ?? null,
      tok.wound ?? null,
      tok.conditions?.length ?? 0,
      (tok.moved ?? 0) > 0,
      tok.combatantId === m.currentId,
      tok.combatantId === m.selectedId,
      tok.combatantId === m.pickedId,
      spot.scale,
      spot.name ? [spot.name.y, spot.name.faded] : null,
    ]);
  }

  /** The disc of a token of `kind` at full size, rendered once at {@link DISC_RESOLUTION}. */
  private discTexture(kind: 'pc' | 'npc'): Texture {
    const cached = this.discTextures.get(kind);
    if (cached) return cached;
    const r = HEX_SIZE * 0.56;
    const g = new Graphics();
    g.circle(0, 0, r).fill({ color: kind === 'pc' ? COLORS.pc : COLORS.npc });
    g.circle(0, 0, r).stroke({ width: 2.5, color: kind === 'pc' ? COLORS.pcEdge : COLORS.npcEdge });
    const texture = this.app.renderer.generateTexture({
      target: g,
      resolution: DISC_RESOLUTION,
      antialias: true,
    });
    g.destroy();
    this.discTextures.set(kind, texture);
    return texture;
  }

  /** One token as laid out (fanned out, its name under or above the disc). */
  private drawToken(spot: TokenSpot): { view: Container; texts: BitmapText[] } {
    const { tok, x, y, scale } = spot;
    const texts: BitmapText[] = [];
    const c = new Container();
    c.position.set(x, y);
    c.cullable = true;
    const r = HEX_SIZE * 0.56 * scale;
    const current = tok.combatantId === this.marks.currentId;
    const selected = tok.combatantId === this.marks.selectedId;
    const picked = tok.combatantId === this.marks.pickedId;
    c.zIndex = selected || picked ? 3 : current ? 2 : 1;

    // The disc is a sprite of one shared texture per kind (cheap to draw by the hundred); the rarer
    // marks (rings, wound arc) are Graphics on the few tokens that have them.
    const disc = new Sprite(this.discTexture(tok.kind));
    disc.anchor.set(0.5);
    // The texture's size is in world pixels whatever its resolution. A posture (OMN-ACT-5) shows in the
    // disc's shape: lying down flat, kneeling a little lower.
    const squash = tok.posture ? (tok.posture.prone ? 0.58 : 0.82) : 1;
    disc.scale.set(scale, scale * squash);
    c.addChild(disc);
    const severity = tok.wound ? Math.max(0, Math.min(4, tok.wound.severity)) : null;
    if (current || selected || picked || (severity !== null && severity > 0)) {
      const g = new Graphics();
      if (current) g.circle(0, 0, r + 7 * scale).stroke({ width: 4 * scale, color: COLORS.current });
      if (selected)
        g.circle(0, 0, r + (current ? 12 : 5) * scale).stroke({ width: 2.5, color: COLORS.selected });
      if (picked) g.circle(0, 0, r + 9 * scale).stroke({ width: 3, color: COLORS.erase });
      if (severity === 4) g.circle(0, 0, r).fill({ color: 0x000000, alpha: 0.45 });
      // GM: the wound state as a coloured arc along the bottom of the disc.
      if (severity !== null && severity > 0) {
        g.arc(0, 0, r - 2.5 * scale, Math.PI * 0.15, Math.PI * 0.85).stroke({
          width: 5 * scale,
          color: COLORS.severity[severity] ?? COLORS.severity[0],
        });
      }
      c.addChild(g);
    }

    const letters = new BitmapText({
      text: initials(tok.name),
      style: { fontFamily: FONTS.initials, fontSize: Math.round(r * 0.78) },
    });
    letters.anchor.set(0.5);
    c.addChild(letters);
    texts.push(letters);

    if (spot.name) {
      // Only a wound worth noticing is written out (the arc shows it too); unhurt tokens keep one line.
      const name = new BitmapText({
        text: nameLines(tok).join('\n'),
        style: { fontFamily: FONTS.tokenName, fontSize: 13, lineHeight: 15, align: 'center' },
      });
      name.anchor.set(0.5, 0);
      // Under the disc, or above it when another token covers that; faded when both are covered.
      name.position.set(0, spot.name.y);
      if (spot.name.faded) name.alpha = 0.4;
      c.addChild(name);
      texts.push(name);
    }

    // GM: how many conditions, as a badge (the card lists them).
    const conditions = tok.conditions?.length ?? 0;
    if (conditions > 0) {
      const bx = -r * 0.78;
      const by = -r * 0.78;
      const br = Math.max(6, 8.5 * scale);
      const b = new Graphics();
      b.circle(bx, by, br).fill({ color: COLORS.badge }).stroke({ width: 1.5, color: COLORS.textOutline });
      c.addChild(b);
      const n = new BitmapText({
        text: String(conditions),
        style: { fontFamily: FONTS.badge, fontSize: Math.round(br * 1.3) },
      });
      n.anchor.set(0.5);
      n.position.set(bx, by);
      c.addChild(n);
      texts.push(n);
    }

    // Moved this round (a moving target, IRT-MOV-4): a small chevron at the lower right.
    if ((tok.moved ?? 0) > 0) {
      const m = new Graphics();
      const mx = r * 0.8;
      const my = r * 0.62;
      const s = Math.max(4, 6 * scale);
      m.moveTo(mx - s, my - s)
        .lineTo(mx, my)
        .lineTo(mx - s, my + s);
      m.stroke({ width: 3, color: COLORS.textOutline, cap: 'round', join: 'round' });
      m.moveTo(mx - s, my - s)
        .lineTo(mx, my)
        .lineTo(mx - s, my + s);
      m.stroke({ width: 1.8, color: COLORS.ruler, cap: 'round', join: 'round' });
      c.addChild(m);
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

    // Presses are hit-tested by geometry (tokenAt), not by Pixi's event targets.
    c.eventMode = 'none';
    return { view: c, texts };
  }
}
