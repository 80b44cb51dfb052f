/**
 * The fair naive renderer: what a developer using Pixi 8 as a retained-mode engine would write without
 * any caching of their own. The same drawing as the app's — hex fills and grid strokes in each zone's
 * colour, trait markers, zone borders, walls and doors, token discs, zone names with their traits and token
 * names and initials as BitmapText — is built ONCE as Graphics and text objects, one Graphics per zone, one
 * container per token and per label, and Pixi draws them every frame. The camera is a Container's position
 * and scale (common.ts); Pixi's Culler skips what is off screen. Nothing is rendered into textures (that
 * is what the app adds). Labels and token texts hide below the app's zoom thresholds, so both show the
 * same picture.
 */
import {
  BitmapFontManager,
  BitmapText,
  Container,
  Culler,
  Graphics,
  Rectangle,
  type Application,
} from 'pixi.js';
import { AXIAL_DIRECTIONS, hexKey, rectangleHexes, type Axial } from '@shared/hex/axial';
import { hexCorners, hexToPixel, type Point } from '@shared/hex/layout';
import { HEX_SIZE, zoneColors } from '../../../src/renderer/map/hexMap';
import { initials, type MapData, type MapToken, type MapZone } from '../../../src/renderer/map/model';
import { flat, TRAIT_MARK, traitMarkerPath, wallEnds } from './baseline';
import { Camera, createApplication, glOf, LABEL_MIN_SCALE, TOKEN_TEXT_MIN_SCALE } from './common';

const GRID_FILL = 0x161b22;
const GRID_LINE = 0x2a323d;
const FONT = 'system-ui, "Segoe UI", "Noto Sans", "DejaVu Sans", "Liberation Sans", sans-serif';
const FONTS = {
  zone: 'bench-fair-zone',
  trait: 'bench-fair-trait',
  token: 'bench-fair-token',
  initials: 'bench-fair-initials',
} as const;
/** Rows of hexes per Graphics for walls and for hexes outside every zone (so they can be culled). */
const BAND_ROWS = 10;

/** The cullable Graphics of the band of rows holding row `r`, added to `layer` when first asked for. */
function bandGraphics(bands: Map<number, Graphics>, r: number, layer: Container): Graphics {
  const band = Math.floor(r / BAND_ROWS);
  let g = bands.get(band);
  if (!g) {
    g = new Graphics();
    g.cullable = true;
    bands.set(band, g);
    layer.addChild(g);
  }
  return g;
}

function blend(a: number, b: number, alpha: number): number {
  const ch = (c: number, s: number): number => (c >> s) & 0xff;
  const mix = (s: number): number => Math.round(ch(a, s) * alpha + ch(b, s) * (1 - alpha));
  return (mix(16) << 16) | (mix(8) << 8) | mix(0);
}

function installFonts(): void {
  const outline = (size: number): { color: number; width: number; join: 'round' } => ({
    color: 0x07090c,
    width: Math.max(3, size / 4),
    join: 'round',
  });
  const common = { resolution: 2, chars: BitmapFontManager.ALPHANUMERIC };
  const fonts: [string, number, number, string][] = [
    [FONTS.zone, 19, 0xf1ece1, '600'],
    [FONTS.trait, 14, 0xd5cbb3, '500'],
    [FONTS.token, 13, 0xf1ece1, '600'],
  ];
  for (const [name, fontSize, fill, fontWeight] of fonts)
    BitmapFontManager.install({
      name,
      style: { fontFamily: FONT, fontSize, fontWeight: fontWeight as '600', fill, stroke: outline(fontSize) },
      ...common,
    });
  BitmapFontManager.install({
    name: FONTS.initials,
    style: { fontFamily: FONT, fontSize: 18, fontWeight: '700', fill: 0xffffff },
    ...common,
  });
}

/** A short word per trait kind (the app writes the system's term; the length is what matters here). */
function traitWord(kind: string, level: number | undefined): string {
  return level !== undefined ? `${kind} ${level}` : kind;
}

export class FairMapRenderer {
  readonly camera: Camera;
  private readonly zoneLayer = new Container();
  private readonly wallLayer = new Container();
  private readonly labelLayer = new Container();
  private readonly tokenLayer = new Container();
  private readonly culler = new Culler();
  private tokenViews = new Map<string, Container>();
  private tokenTexts: BitmapText[] = [];
  private tokenTextShown = true;
  private orientation: MapData['orientation'] = 'pointy';

  private constructor(readonly app: Application) {
    this.camera = new Camera(app);
    this.camera.world.addChild(this.zoneLayer, this.wallLayer, this.labelLayer, this.tokenLayer);
  }

  /** Creates the Application and its fonts (timed as `create`). */
  static async create(host: HTMLElement): Promise<FairMapRenderer> {
    const app = await createApplication(host);
    installFonts();
    return new FairMapRenderer(app);
  }

  get gl(): WebGL2RenderingContext {
    return glOf(this.app);
  }

  /** Builds the map's Graphics and labels once. */
  setMap(map: MapData): void {
    const o = map.orientation;
    this.orientation = o;
    for (const layer of [this.zoneLayer, this.wallLayer, this.labelLayer])
      for (const child of layer.removeChildren()) child.destroy({ children: true });
    const colors = zoneColors(map.zones);
    const zoned = new Set<string>();
    for (const zone of map.zones) {
      for (const h of zone.hexes) zoned.add(hexKey(h));
      this.zoneLayer.addChild(this.zoneGraphics(zone, colors.get(zone.id) ?? GRID_LINE, o));
      const label = this.zoneLabel(zone, o);
      if (label) this.labelLayer.addChild(label);
    }
    // Hexes outside every zone: plain grid, a Graphics per band of rows.
    const bands = new Map<number, Graphics>();
    for (const h of rectangleHexes(map.width, map.height, o)) {
      if (zoned.has(hexKey(h))) continue;
      const g = bandGraphics(bands, h.r, this.zoneLayer);
      g.poly(flat(hexCorners(h, HEX_SIZE, o)))
        .fill({ color: GRID_FILL })
        .stroke({ width: 1, color: GRID_LINE });
    }
    // Walls and doors, a Graphics per band of rows.
    const wallBands = new Map<number, Graphics>();
    for (const wall of map.walls) {
      const ends = wallEnds(wall.a, wall.b, o);
      if (!ends) continue;
      const g = bandGraphics(wallBands, wall.a.r, this.wallLayer);
      const [p, q] = ends;
      g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      if (wall.door === 'closed') g.stroke({ width: 6, color: 0xb9823f, cap: 'round' });
      else if (wall.door === 'open') g.stroke({ width: 3, color: 0x7d6a4e, cap: 'round', alpha: 0.8 });
      else g.stroke({ width: 6, color: 0xdad3c2, cap: 'round' });
      if (wall.door !== 'none') {
        const mx = (p.x + q.x) / 2;
        const my = (p.y + q.y) / 2;
        g.rect(mx - 4, my - 4, 8, 8)
          .fill({ color: wall.door === 'closed' ? 0xb9823f : 0x0b0e12 })
          .stroke({ width: 1.5, color: 0xb9823f });
      }
    }
    this.camera.setMap(map);
  }

  /** Rebuilds every token's objects (what a naive renderer does with a new token list). */
  setTokens(tokens: readonly MapToken[]): void {
    for (const child of this.tokenLayer.removeChildren()) child.destroy({ children: true });
    this.tokenViews = new Map();
    this.tokenTexts = [];
    for (const tok of tokens) {
      const view = this.tokenView(tok);
      this.tokenViews.set(tok.id, view);
      this.tokenLayer.addChild(view);
    }
    for (const text of this.tokenTexts) text.visible = this.tokenTextShown;
  }

  /** Moves one token's display object to a world point (a drag in progress). */
  moveToken(id: string, at: Point): void {
    this.tokenViews.get(id)?.position.set(at.x, at.y);
  }

  /** Level of detail as the app does it, culling to the screen, and a render. */
  renderNow(): void {
    const scale = this.camera.scale;
    this.labelLayer.visible = scale >= LABEL_MIN_SCALE;
    const tokenText = scale >= TOKEN_TEXT_MIN_SCALE;
    if (tokenText !== this.tokenTextShown) {
      this.tokenTextShown = tokenText;
      for (const text of this.tokenTexts) text.visible = tokenText;
    }
    const { width, height } = this.app.screen;
    this.culler.cull(this.camera.root, new Rectangle(0, 0, width, height), false);
    this.app.render();
  }

  /** Counts for the report. */
  diagnostics(): Record<string, number> {
    let objects = 0;
    const walk = (c: Container): void => {
      objects++;
      for (const child of c.children) walk(child);
    };
    walk(this.camera.root);
    return { objects, zoneGraphics: this.zoneLayer.children.length, labels: this.labelLayer.children.length };
  }

  destroy(): void {
    this.app.destroy(true, { children: true });
  }

  /** One zone: fills and grid strokes of its hexes, trait markers, its border. */
  private zoneGraphics(zone: MapZone, zc: number, o: MapData['orientation']): Graphics {
    const g = new Graphics();
    g.cullable = true;
    for (const h of zone.hexes) g.poly(flat(hexCorners(h, HEX_SIZE, o)));
    g.fill({ color: blend(zc, GRID_FILL, zone.hidden ? 0.18 : 0.42) });
    g.stroke({ width: 1, color: blend(zc, GRID_FILL, zone.hidden ? 0.35 : 0.7) });
    if (zone.traits.length > 0) {
      g.beginPath();
      for (const h of zone.hexes) {
        const c = hexToPixel(h, HEX_SIZE, o);
        zone.traits.forEach((tr, i) => traitMarkerPath(g, tr.kind, c.x - 10 + i * 20, c.y + 12, 5));
      }
      g.fill({ color: TRAIT_MARK, alpha: 0.8 });
    }
    // The border: edges whose neighbour is not in the zone.
    const inZone = new Set(zone.hexes.map(hexKey));
    g.beginPath();
    for (const h of zone.hexes) {
      for (const d of AXIAL_DIRECTIONS) {
        const n: Axial = { q: h.q + d.q, r: h.r + d.r };
        if (inZone.has(hexKey(n))) continue;
        const ends = wallEnds(h, n, o);
        if (ends) g.moveTo(ends[0].x, ends[0].y).lineTo(ends[1].x, ends[1].y);
      }
    }
    g.stroke({
      width: 3,
      color: blend(0xffffff, zc, zone.hidden ? 0.1 : 0.35),
      alpha: zone.hidden ? 0.55 : 1,
      cap: 'round',
    });
    return g;
  }

  /** The zone's name with its traits below, on the zone hex nearest its centre. */
  private zoneLabel(zone: MapZone, o: MapData['orientation']): Container | null {
    if (zone.hexes.length === 0) return null;
    const centres = zone.hexes.map((h) => hexToPixel(h, HEX_SIZE, o));
    const cx = centres.reduce((s, p) => s + p.x, 0) / centres.length;
    const cy = centres.reduce((s, p) => s + p.y, 0) / centres.length;
    let at = centres[0] as Point;
    for (const p of centres)
      if ((p.x - cx) ** 2 + (p.y - cy) ** 2 < (at.x - cx) ** 2 + (at.y - cy) ** 2) at = p;
    const group = new Container();
    group.cullable = true;
    group.position.set(at.x, at.y);
    const name = new BitmapText({
      text: zone.hidden ? `${zone.name} (hidden)` : zone.name,
      style: { fontFamily: FONTS.zone, fontSize: 19 },
    });
    name.anchor.set(0.5, 1);
    name.position.set(0, 2);
    group.addChild(name);
    let x = 0;
    const row = new Container();
    for (const tr of zone.traits) {
      const t = new BitmapText({
        text: traitWord(tr.kind, tr.level),
        style: { fontFamily: FONTS.trait, fontSize: 14 },
      });
      t.position.set(x, 0);
      x += t.width + 10;
      row.addChild(t);
    }
    if (zone.traits.length > 0) {
      row.position.set(-(x - 10) / 2, 4);
      group.addChild(row);
    }
    return group;
  }

  /** A token: disc, initials, name under it. */
  private tokenView(tok: MapToken): Container {
    const c = new Container();
    c.cullable = true;
    const p = hexToPixel(tok.hex, HEX_SIZE, this.orientation);
    c.position.set(p.x, p.y);
    const r = HEX_SIZE * 0.56;
    const disc = new Graphics()
      .circle(0, 0, r)
      .fill({ color: tok.kind === 'pc' ? 0x3b7cc0 : 0xb0443c })
      .stroke({ width: 2.5, color: tok.kind === 'pc' ? 0xa9cff3 : 0xf3aaa2 });
    const letters = new BitmapText({
      text: initials(tok.name),
      style: { fontFamily: FONTS.initials, fontSize: Math.round(r * 0.78) },
    });
    letters.anchor.set(0.5);
    const name = new BitmapText({ text: tok.name, style: { fontFamily: FONTS.token, fontSize: 13 } });
    name.anchor.set(0.5, 0);
    name.position.set(0, r + 3);
    c.addChild(disc, letters, name);
    this.tokenTexts.push(letters, name);
    return c;
  }
}
