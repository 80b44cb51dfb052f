/**
 * The naive baseline the app's map renderer is compared with: a plain Pixi 8 Application that on every
 * frame clears one Graphics and redraws every hex (fill + stroke in its zone's colour), a marker per
 * trait on every hex of a zone with traits, the walls and the tokens (discs) — no caching, no culling,
 * no text. The camera (a Container's position/scale) behaves like the app's pixi-viewport camera: fit on
 * load, pan by screen pixels, zoom around the screen centre.
 */
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, type WebGLRenderer } from 'pixi.js';
import { AXIAL_DIRECTIONS, hexKey, rectangleHexes } from '@shared/hex/axial';
import { hexCorners, hexToPixel, type Point } from '@shared/hex/layout';
import { HEX_SIZE, zoneColors } from '../../../src/renderer/map/hexMap';
import type { MapData, MapToken } from '../../../src/renderer/map/model';

const PAD = HEX_SIZE * 1.5;
const GRID_FILL = 0x161b22;
const GRID_LINE = 0x2a323d;
const TRAIT_MARK = 0xf1ece1;

function flat(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}

/** One marker shape per trait kind, drawn at (x, y) with radius r. */
function traitMarker(g: Graphics, kind: string, x: number, y: number, r: number): void {
  switch (kind) {
    case 'skydd':
      g.rect(x - r, y - r, 2 * r, 2 * r);
      break;
    case 'morker':
      g.circle(x, y, r);
      break;
    case 'oppenMark':
      g.circle(x, y, r * 0.6);
      break;
    case 'svarforcerad':
      g.rect(x - r, y - r / 3, 2 * r, (2 * r) / 3);
      break;
    case 'trangt':
      g.poly([x - r, y - r, x + r, y + r, x + r, y - r, x - r, y + r]);
      break;
    default:
      g.poly([x, y - r, x + r, y + r, x - r, y + r]);
  }
  g.fill({ color: TRAIT_MARK, alpha: 0.8 });
}

export class NaiveMapRenderer {
  private readonly camera = new Container();
  private readonly g = new Graphics();
  private world = { width: 1, height: 1 };
  private colors = new Map<string, number>();

  private constructor(
    readonly app: Application,
    private map: MapData,
    private tokens: readonly MapToken[],
  ) {
    app.stage.addChild(this.camera);
    this.camera.addChild(this.g);
  }

  static async create(
    host: HTMLElement,
    map: MapData,
    tokens: readonly MapToken[],
  ): Promise<NaiveMapRenderer> {
    const app = new Application();
    await app.init({
      width: host.clientWidth,
      height: host.clientHeight,
      background: 0x0b0e12,
      antialias: true,
      resolution: 1,
      preference: 'webgl',
      autoStart: false,
      sharedTicker: false,
    });
    host.appendChild(app.canvas);
    const r = new NaiveMapRenderer(app, map, tokens);
    r.setMap(map);
    return r;
  }

  get gl(): WebGL2RenderingContext {
    return (this.app.renderer as WebGLRenderer).gl;
  }

  setMap(map: MapData): void {
    this.map = map;
    this.colors = zoneColors(map.zones);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const h of rectangleHexes(map.width, map.height, map.orientation))
      for (const c of hexCorners(h, HEX_SIZE, map.orientation)) {
        minX = Math.min(minX, c.x);
        minY = Math.min(minY, c.y);
        maxX = Math.max(maxX, c.x);
        maxY = Math.max(maxY, c.y);
      }
    this.g.position.set(PAD - minX, PAD - minY);
    this.world = { width: maxX - minX + 2 * PAD, height: maxY - minY + 2 * PAD };
    this.fit();
  }

  setTokens(tokens: readonly MapToken[]): void {
    this.tokens = tokens;
  }

  fit(): void {
    const { width: sw, height: sh } = this.app.screen;
    const s = Math.min(sw / this.world.width, sh / this.world.height);
    this.camera.scale.set(s);
    this.camera.position.set(sw / 2 - (this.world.width / 2) * s, sh / 2 - (this.world.height / 2) * s);
  }

  get scale(): number {
    return this.camera.scale.x;
  }

  /** Moves the camera by screen pixels (content moves the other way). */
  panBy(dx: number, dy: number): void {
    this.camera.position.set(this.camera.x - dx, this.camera.y - dy);
  }

  /** Zooms around the screen centre; 0.25 is 25 % closer. */
  zoomBy(factor: number): void {
    const { width: sw, height: sh } = this.app.screen;
    const old = this.camera.scale.x;
    const next = old * (1 + factor);
    const cx = (sw / 2 - this.camera.x) / old;
    const cy = (sh / 2 - this.camera.y) / old;
    this.camera.scale.set(next);
    this.camera.position.set(sw / 2 - cx * next, sh / 2 - cy * next);
  }

  /** Clears and redraws everything, then renders: what a renderer without any caching does per frame. */
  renderNow(): void {
    const { g, map } = this;
    const o = map.orientation;
    g.clear();
    const colors = this.colors;
    const zoned = new Set<string>();
    for (const zone of map.zones) {
      const color = colors.get(zone.id) ?? GRID_LINE;
      for (const h of zone.hexes) {
        zoned.add(hexKey(h));
        g.poly(flat(hexCorners(h, HEX_SIZE, o)))
          .fill({ color, alpha: zone.hidden ? 0.25 : 0.6 })
          .stroke({ width: 1, color: GRID_LINE });
        zone.traits.forEach((tr, i) => {
          const c = hexToPixel(h, HEX_SIZE, o);
          traitMarker(g, tr.kind, c.x - 10 + i * 20, c.y + 12, 5);
        });
      }
    }
    for (const h of rectangleHexes(map.width, map.height, o)) {
      if (zoned.has(hexKey(h))) continue;
      g.poly(flat(hexCorners(h, HEX_SIZE, o)))
        .fill({ color: GRID_FILL })
        .stroke({ width: 1, color: GRID_LINE });
    }
    for (const wall of map.walls) {
      const dir = AXIAL_DIRECTIONS.findIndex(
        (d) => d.q === wall.b.q - wall.a.q && d.r === wall.b.r - wall.a.r,
      );
      if (dir < 0) continue;
      const a = hexToPixel(wall.a, HEX_SIZE, o);
      const b = hexToPixel(wall.b, HEX_SIZE, o);
      // The shared edge: through the midpoint, perpendicular to the centre line, one hex side long.
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const nx = (-(b.y - a.y) / len) * (HEX_SIZE / 2);
      const ny = ((b.x - a.x) / len) * (HEX_SIZE / 2);
      g.moveTo(mx - nx, my - ny)
        .lineTo(mx + nx, my + ny)
        .stroke({ width: wall.door === 'none' ? 6 : 3, color: wall.door === 'none' ? 0xdad3c2 : 0xb9823f });
    }
    for (const tok of this.tokens) {
      const c = hexToPixel(tok.hex, HEX_SIZE, o);
      g.circle(c.x, c.y, HEX_SIZE * 0.56)
        .fill({ color: tok.kind === 'pc' ? 0x3b7cc0 : 0xb0443c })
        .stroke({ width: 2.5, color: tok.kind === 'pc' ? 0xa9cff3 : 0xf3aaa2 });
    }
    this.app.render();
  }

  destroy(): void {
    this.app.destroy(true, { children: true });
  }
}
