/**
 * The map benchmark's page (built by bench/map/vite.config.ts into out/bench-map, driven by
 * bench/mapRender.ts through `window.__bench`). One page holds one renderer: the app's HexMapRenderer
 * or the naive baseline, so the JS heap measured for the page is that renderer's.
 *
 * A frame is timed from the camera change to GPU completion: the change, a synchronous render, then a
 * one-pixel gl.readPixels, which waits for the GPU (SwiftShader here) to finish the frame.
 */
import { type Container, Text } from 'pixi.js';
import { HEX_SIZE, HexMapRenderer } from '../../../src/renderer/map/hexMap';
import { hexCorners } from '@shared/hex/layout';
import { rectangleHexes } from '@shared/hex/axial';
import { generateMapScene, type MapScene } from '../scene';
import { NaiveMapRenderer } from './baseline';

export type RendererKind = 'app' | 'baseline';
export type FrameMode = 'pan' | 'zoom' | 'panClose';

export interface LoadResult {
  /** From the start of creation to the first frame finished on the GPU. */
  readonly ttffMs: number;
  /** Parts of ttffMs (create = Pixi init, setMap, setTokens, firstRender = first render + GPU finish). */
  readonly phases: Record<string, number>;
  readonly sceneMs: number;
  readonly fitScale: number;
  readonly diagnostics: Record<string, unknown>;
}

export interface FrameResult {
  /** Camera change + render + GPU finish, per frame. */
  readonly totalMs: number[];
  /** Camera change + render call returning (CPU side: scene walk, tessellation, batching, GL calls). */
  readonly cpuMs: number[];
  readonly scale: number;
}

interface Driver {
  panBy(dx: number, dy: number): void;
  zoomBy(factor: number): void;
  renderNow(): void;
  readonly gl: WebGLRenderingContext | WebGL2RenderingContext;
}

/** The app renderer's private parts, read for diagnostics only (not part of its API; may change). */
interface AppInternals {
  readonly staticLayer?: Container;
  readonly labelLayer?: Container;
  readonly tokenLayer?: Container;
  readonly viewport?: { scale: { x: number } };
}

export interface BenchApi {
  info(): Record<string, unknown>;
  load(kind: RendererKind): Promise<LoadResult>;
  /**
   * App only, diagnostics: the first frame in stages (static layer alone, + labels, + tokens), each
   * rendered and finished on the GPU; the caller reads the heap between steps. Call with 0, 1, 2, …
   * until it returns null. The steps' sum is a little more than the real time to first frame (two
   * extra renders).
   */
  stagedStep(step: number): Promise<{ name: string; ms: number } | null>;
  frames(mode: FrameMode, warmup: number, count: number): Promise<FrameResult>;
  /** App only: hide labels and/or tokens, to see what each layer costs. */
  layers(show: { labels: boolean; tokens: boolean }): void;
}

declare global {
  interface Window {
    __bench: BenchApi;
  }
}

const host = document.getElementById('map') as HTMLElement;
let driver: Driver | null = null;
let app: HexMapRenderer | null = null;
let scene: MapScene | null = null;
let staged: { scene: MapScene; renderer: HexMapRenderer } | null = null;
let stagedStart = 0;
let fitScale = 1;
let scale = 1;
const pixel = new Uint8Array(4);

function finish(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
}

function glOf(canvas: HTMLCanvasElement): WebGLRenderingContext | WebGL2RenderingContext {
  // getContext returns the context Pixi already created (Pixi 8 prefers WebGL 2).
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) throw new Error('no WebGL context on the map canvas');
  return gl;
}

/** The camera scale of pixi-viewport's fit() for this map (both renderers start there). */
function fitScaleOf(s: MapScene): number {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of rectangleHexes(s.map.width, s.map.height, s.map.orientation))
    for (const c of hexCorners(h, HEX_SIZE, s.map.orientation)) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  const pad = HEX_SIZE * 1.5;
  return Math.min(host.clientWidth / (maxX - minX + 2 * pad), host.clientHeight / (maxY - minY + 2 * pad));
}

function walk(node: Container, visit: (c: Container) => void): void {
  visit(node);
  for (const child of node.children) walk(child, visit);
}

function layerStats(layer: Container | undefined): Record<string, number> {
  let objects = 0;
  let texts = 0;
  let textPixels = 0;
  if (layer)
    walk(layer, (c) => {
      objects++;
      if (c instanceof Text) {
        texts++;
        const res = c.resolution ?? 1;
        textPixels += Math.ceil(c.width * res) * Math.ceil(c.height * res);
      }
    });
  return { objects, texts, textTextureMB: (textPixels * 4) / 2 ** 20 };
}

function appDiagnostics(r: HexMapRenderer): Record<string, unknown> {
  const internals = r as unknown as AppInternals;
  const source = internals.staticLayer?.renderGroup?.texture?.source;
  return {
    staticTexture: source
      ? {
          pixelWidth: source.pixelWidth,
          pixelHeight: source.pixelHeight,
          resolution: source.resolution,
          megabytes: (source.pixelWidth * source.pixelHeight * 4) / 2 ** 20,
        }
      : null,
    viewportScale: internals.viewport?.scale.x ?? null,
    labels: layerStats(internals.labelLayer),
    tokens: layerStats(internals.tokenLayer),
  };
}

const yieldToBrowser = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

window.__bench = {
  info() {
    const gl = document.createElement('canvas').getContext('webgl2');
    const dbg = gl?.getExtension('WEBGL_debug_renderer_info');
    return {
      userAgent: navigator.userAgent,
      devicePixelRatio: window.devicePixelRatio,
      viewport: { width: host.clientWidth, height: host.clientHeight },
      webglVendor: gl && dbg ? gl.getParameter(dbg.UNMASKED_VENDOR_WEBGL) : null,
      webglRenderer: gl && dbg ? gl.getParameter(dbg.UNMASKED_RENDERER_WEBGL) : null,
      webglVersion: gl?.getParameter(gl.VERSION) ?? null,
      maxTextureSize: gl?.getParameter(gl.MAX_TEXTURE_SIZE) ?? null,
    };
  },

  async load(kind) {
    if (driver) throw new Error('one renderer per page');
    const s0 = performance.now();
    scene = generateMapScene();
    const sceneMs = performance.now() - s0;
    fitScale = fitScaleOf(scene);
    scale = fitScale;
    const phases: Record<string, number> = {};
    const t0 = performance.now();
    let mark = t0;
    const lap = (name: string): void => {
      const now = performance.now();
      phases[name] = now - mark;
      mark = now;
    };
    let diagnostics: Record<string, unknown> = {};
    if (kind === 'app') {
      const r = await HexMapRenderer.create(host, { label: 'Bench map', hiddenZoneLabel: 'hidden' });
      lap('create');
      r.setMap(scene.map);
      lap('setMap');
      r.setTokens(scene.tokens, { selectedId: null, currentId: null });
      lap('setTokens');
      const gl = glOf(host.querySelector('canvas') as HTMLCanvasElement);
      r.renderNow();
      finish(gl);
      lap('firstRender');
      app = r;
      driver = {
        panBy: (x, y) => r.panBy(x, y),
        zoomBy: (f) => r.zoomBy(f),
        renderNow: () => r.renderNow(),
        gl,
      };
      diagnostics = appDiagnostics(r);
    } else {
      const r = await NaiveMapRenderer.create(host, scene.map, scene.tokens);
      lap('create');
      const gl = r.gl;
      r.renderNow();
      finish(gl);
      lap('firstRender');
      driver = {
        panBy: (x, y) => r.panBy(x, y),
        zoomBy: (f) => r.zoomBy(f),
        renderNow: () => r.renderNow(),
        gl,
      };
      diagnostics = { cameraScale: r.scale };
    }
    const ttffMs = performance.now() - t0;
    return { ttffMs, phases, sceneMs, fitScale, diagnostics };
  },

  async stagedStep(step) {
    if (step === 0) {
      if (driver || staged) throw new Error('one renderer per page');
      const sc = generateMapScene();
      stagedStart = performance.now();
      staged = {
        scene: sc,
        renderer: await HexMapRenderer.create(host, { label: 'Bench map', hiddenZoneLabel: 'hidden' }),
      };
    }
    if (!staged) throw new Error('stagedStep(0) first');
    const { renderer, scene: sc } = staged;
    const internals = renderer as unknown as AppInternals;
    const show = (labels: boolean, tokens: boolean): void => {
      if (internals.labelLayer) internals.labelLayer.renderable = labels;
      if (internals.tokenLayer) internals.tokenLayer.renderable = tokens;
    };
    const render = (): void => {
      renderer.renderNow();
      finish(glOf(host.querySelector('canvas') as HTMLCanvasElement));
    };
    const steps: [string, () => void][] = [
      ['create (Pixi init)', () => {}],
      ['setMap (static Graphics, label Text objects)', () => renderer.setMap(sc.map)],
      [
        'setTokens (token Graphics, Text objects)',
        () => renderer.setTokens(sc.tokens, { selectedId: null, currentId: null }),
      ],
      [
        'first render, static layer only (fills the cached texture)',
        () => {
          show(false, false);
          render();
        },
      ],
      [
        'render with labels (rasterizes the Text in view; none below the label zoom)',
        () => {
          show(true, false);
          render();
        },
      ],
      [
        'render with tokens (rasterizes token Text)',
        () => {
          show(true, true);
          render();
        },
      ],
    ];
    const entry = steps[step];
    if (!entry) return null;
    const t0 = performance.now();
    entry[1]();
    // Step 0's time is the awaited create above.
    return { name: entry[0], ms: performance.now() - (step === 0 ? stagedStart : t0) };
  },

  async frames(mode, warmup, count) {
    const d = driver;
    if (!d) throw new Error('load first');
    // panClose: pan at 1 world pixel per screen pixel, where the cached static texture is magnified.
    if (mode === 'panClose') {
      d.zoomBy(1 / scale - 1);
      scale = 1;
    }
    const at = scale;
    const totalMs: number[] = [];
    const cpuMs: number[] = [];
    let zoomSteps = 0;
    for (let i = 0; i < warmup + count; i++) {
      await yieldToBrowser();
      // Turn every 10 frames, so the camera swings back and forth over the map.
      const sign = Math.floor(i / 10) % 2 === 0 ? 1 : -1;
      const t0 = performance.now();
      if (mode === 'zoom') {
        const f = sign > 0 ? 0.08 : 1 / 1.08 - 1;
        d.zoomBy(f);
        zoomSteps += sign;
      } else {
        d.panBy(24 * sign, 12 * sign);
      }
      d.renderNow();
      const t1 = performance.now();
      finish(d.gl);
      const t2 = performance.now();
      if (i >= warmup) {
        totalMs.push(t2 - t0);
        cpuMs.push(t1 - t0);
      }
    }
    // Back to where the run started (fit, or 1:1 for panClose, then back to fit).
    if (mode === 'zoom') d.zoomBy(1 / 1.08 ** zoomSteps - 1);
    if (mode === 'panClose') {
      d.zoomBy(fitScale / scale - 1);
      scale = fitScale;
    }
    d.renderNow();
    return { totalMs, cpuMs, scale: at };
  },

  layers(show) {
    if (!app) throw new Error('app renderer only');
    const internals = app as unknown as AppInternals;
    // `renderable`, not `visible`: the renderer sets its label layer's `visible` itself (zoom LOD).
    if (internals.labelLayer) internals.labelLayer.renderable = show.labels;
    if (internals.tokenLayer) internals.tokenLayer.renderable = show.tokens;
  },
};
