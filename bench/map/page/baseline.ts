/**
 * The per-frame baseline: a plain Pixi 8 Application that on every frame clears one Graphics and redraws
 * every hex (fill + stroke in its zone's colour), a marker per trait on every hex of a zone with traits,
 * the walls and the tokens (discs) — no caching, no culling, no text. What a renderer that re-tessellates
 * the whole map each frame costs; nobody would write it in a retained-mode engine (see fair.ts for that).
 * Camera and Application options are the app's (common.ts).
 */
import { Graphics, type Application } from 'pixi.js';
import { AXIAL_DIRECTIONS, hexKey, rectangleHexes } from '@shared/hex/axial';
import { hexCorners, hexToPixel, type Point } from '@shared/hex/layout';
import { HEX_SIZE, zoneColors } from '../../../src/renderer/map/hexMap';
import type { MapData, MapToken } from '../../../src/renderer/map/model';
import { Camera, createApplication, glOf } from './common';

const GRID_FILL = 0x161b22;
const GRID_LINE = 0x2a323d;
export const TRAIT_MARK = 0xf1ece1;

export function flat(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}

/** One marker shape per trait kind, drawn at (x, y) with radius r (not filled). */
export function traitMarkerPath(g: Graphics, kind: string, x: number, y: number, r: number): void {
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
}

/** The two ends of the edge between neighbouring hexes a and b, world px (null if not neighbours). */
export function wallEnds(
  a: { q: number; r: number },
  b: { q: number; r: number },
  o: MapData['orientation'],
): [Point, Point] | null {
  const dir = AXIAL_DIRECTIONS.findIndex((d) => d.q === b.q - a.q && d.r === b.r - a.r);
  if (dir < 0) return null;
  const pa = hexToPixel(a, HEX_SIZE, o);
  const pb = hexToPixel(b, HEX_SIZE, o);
  // The shared edge: through the midpoint, perpendicular to the centre line, one hex side long.
  const mx = (pa.x + pb.x) / 2;
  const my = (pa.y + pb.y) / 2;
  const len = Math.hypot(pb.x - pa.x, pb.y - pa.y) || 1;
  const nx = (-(pb.y - pa.y) / len) * (HEX_SIZE / 2);
  const ny = ((pb.x - pa.x) / len) * (HEX_SIZE / 2);
  return [
    { x: mx - nx, y: my - ny },
    { x: mx + nx, y: my + ny },
  ];
}

export class PerFrameMapRenderer {
  readonly camera: Camera;
  private readonly g = new Graphics();
  private colors = new Map<string, number>();
  /** A token being dragged, drawn at this world point instead of its hex. */
  private dragged: { id: string; at: Point } | null = null;

  private constructor(
    readonly app: Application,
    private map: MapData,
    private tokens: readonly MapToken[],
  ) {
    this.camera = new Camera(app);
    this.camera.world.addChild(this.g);
  }

  static async create(
    host: HTMLElement,
    map: MapData,
    tokens: readonly MapToken[],
  ): Promise<PerFrameMapRenderer> {
    const app = await createApplication(host);
    const r = new PerFrameMapRenderer(app, map, tokens);
    r.setMap(map);
    return r;
  }

  get gl(): WebGL2RenderingContext {
    return glOf(this.app);
  }

  setMap(map: MapData): void {
    this.map = map;
    this.colors = zoneColors(map.zones);
    this.camera.setMap(map);
  }

  setTokens(tokens: readonly MapToken[]): void {
    this.tokens = tokens;
    this.dragged = null;
  }

  /** Draws token `id` at a world point from the next frame on (a drag in progress). */
  dragTo(id: string, at: Point): void {
    this.dragged = { id, at };
  }

  endDrag(): void {
    this.dragged = null;
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
          traitMarkerPath(g, tr.kind, c.x - 10 + i * 20, c.y + 12, 5);
          g.fill({ color: TRAIT_MARK, alpha: 0.8 });
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
      const ends = wallEnds(wall.a, wall.b, o);
      if (!ends) continue;
      g.moveTo(ends[0].x, ends[0].y)
        .lineTo(ends[1].x, ends[1].y)
        .stroke({ width: wall.door === 'none' ? 6 : 3, color: wall.door === 'none' ? 0xdad3c2 : 0xb9823f });
    }
    for (const tok of this.tokens) {
      const c = this.dragged?.id === tok.id ? this.dragged.at : hexToPixel(tok.hex, HEX_SIZE, o);
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
