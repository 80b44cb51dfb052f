/**
 * What the bench's own renderers (fair, per-frame, empty) share: the app's Pixi Application options, the
 * app's camera behaviour (fit on load, pan by screen px, zoom around the screen centre) and the world
 * layout (hex size, padding round the map), so all four renderers show the same picture from the same
 * camera.
 */
import { Application, Container, type WebGLRenderer } from 'pixi.js';
import { rectangleHexes } from '@shared/hex/axial';
import { hexCorners, type Point } from '@shared/hex/layout';
import { applicationOptions, HEX_SIZE } from '../../../src/renderer/map/hexMap';
import type { MapData } from '../../../src/renderer/map/model';

/** Empty space round the map, world px (the app's PAD). */
export const PAD = HEX_SIZE * 1.5;
/** Below this zoom the app hides zone labels; the fair renderer does the same (same drawing). */
export const LABEL_MIN_SCALE = 0.42;
/** Below this zoom the app hides token names and initials. */
export const TOKEN_TEXT_MIN_SCALE = 0.35;

/** A Pixi Application in `host` with the app's options (no multisampling on a software rasterizer). */
export async function createApplication(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init(applicationOptions(host));
  app.canvas.style.display = 'block';
  host.appendChild(app.canvas);
  return app;
}

export function glOf(app: Application): WebGL2RenderingContext {
  return (app.renderer as WebGLRenderer).gl;
}

/** The map's bounds in world px (hex corners), as the app computes them. */
export function mapBounds(map: MapData): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of rectangleHexes(map.width, map.height, map.orientation))
    for (const c of hexCorners(h, HEX_SIZE, map.orientation)) {
      if (c.x < minX) minX = c.x;
      if (c.y < minY) minY = c.y;
      if (c.x > maxX) maxX = c.x;
      if (c.y > maxY) maxY = c.y;
    }
  return { minX, minY, maxX, maxY };
}

/**
 * The camera: `root` (on the stage) holds the scale and position, `world` inside it is offset so hex
 * pixel coordinates start PAD inside the world rectangle, exactly like the app's viewport and world.
 */
export class Camera {
  readonly root = new Container();
  readonly world = new Container();
  private size = { width: 1, height: 1 };

  constructor(private readonly app: Application) {
    app.stage.addChild(this.root);
    this.root.addChild(this.world);
  }

  /** Lays the world out for `map` and fits it. */
  setMap(map: MapData): void {
    const b = mapBounds(map);
    this.world.position.set(PAD - b.minX, PAD - b.minY);
    this.size = { width: b.maxX - b.minX + 2 * PAD, height: b.maxY - b.minY + 2 * PAD };
    this.fit();
  }

  fit(): void {
    const { width: sw, height: sh } = this.app.screen;
    const s = Math.min(sw / this.size.width, sh / this.size.height);
    this.root.scale.set(s);
    this.root.position.set(sw / 2 - (this.size.width / 2) * s, sh / 2 - (this.size.height / 2) * s);
  }

  get scale(): number {
    return this.root.scale.x;
  }

  /** Moves the camera by screen px (the content moves the other way). */
  panBy(dx: number, dy: number): void {
    this.root.position.set(this.root.x - dx, this.root.y - dy);
  }

  /** Zooms around the screen centre; 0.25 is 25 % closer. */
  zoomBy(factor: number): void {
    const { width: sw, height: sh } = this.app.screen;
    const old = this.root.scale.x;
    const next = old * (1 + factor);
    const cx = (sw / 2 - this.root.x) / old;
    const cy = (sh / 2 - this.root.y) / old;
    this.root.scale.set(next);
    this.root.position.set(sw / 2 - cx * next, sh / 2 - cy * next);
  }

  /** Screen px of a world (hex pixel) point. */
  toScreen(p: Point): Point {
    const s = this.root.scale.x;
    return { x: this.root.x + (this.world.x + p.x) * s, y: this.root.y + (this.world.y + p.y) * s };
  }

  /** World (hex pixel) point under a screen point. */
  toWorld(p: Point): Point {
    const s = this.root.scale.x;
    return { x: (p.x - this.root.x) / s - this.world.x, y: (p.y - this.root.y) / s - this.world.y };
  }

  /** The world rectangle on screen. */
  visibleWorld(): { x: number; y: number; width: number; height: number } {
    const tl = this.toWorld({ x: 0, y: 0 });
    const br = this.toWorld({ x: this.app.screen.width, y: this.app.screen.height });
    return { x: tl.x, y: tl.y, width: br.x - tl.x, height: br.y - tl.y };
  }
}
