/**
 * The map benchmark's page (built by bench/map/vite.config.ts into out/bench-map, driven by
 * bench/mapRender.ts through `window.__bench`, see ../protocol.ts). One page holds one renderer — the
 * app's HexMapRenderer, the fair naive renderer, the per-frame baseline or the empty stage — so the JS heap
 * measured for the page is that renderer's (plus the scene, which every page generates the same).
 *
 * A frame is timed from the change (camera, pointer event, new tokens) to GPU completion: the change, a
 * synchronous render, then a one-pixel gl.readPixels, which waits for the GPU (SwiftShader here).
 */
// The app needs this under its CSP; every renderer's page loads it, so all compile shaders alike.
import 'pixi.js/unsafe-eval';
import { BitmapText, Text, type Container } from 'pixi.js';
import type { Axial } from '@shared/hex/axial';
import { hexToPixel, type Point } from '@shared/hex/layout';
import { HEX_SIZE, HexMapRenderer } from '../../../src/renderer/map/hexMap';
import type { MapToken } from '../../../src/renderer/map/model';
import type { BenchApi, FrameSample, LayerSwitch, LoadResult, RendererKind } from '../protocol';
import { dragPlan, generateMapScene, type DragPlan, type MapScene } from '../scene';
import { PerFrameMapRenderer } from './baseline';
import { EmptyStage } from './empty';
import { FairMapRenderer } from './fair';

declare global {
  interface Window {
    __bench: BenchApi;
  }
}

/** Camera pan per frame, screen px; the direction flips every FLIP frames. */
const PAN = { x: 24, y: 12 };
const FLIP = 10;
const ZOOM_STEP = 0.08;
/** Pointer travel before the drop's target, past the app's drag threshold (5 px). */
const DROP_NUDGE = { x: 9, y: 4 };
/** Longest wait for a renderer's own pending frames (settle). */
const SETTLE_LIMIT_MS = 5000;

type Gl = WebGLRenderingContext | WebGL2RenderingContext;

/** What the page does with one renderer; every metric is written once against this. */
interface Driver {
  readonly kind: RendererKind;
  readonly gl: Gl;
  /** World px per screen px. */
  scale(): number;
  panBy(dx: number, dy: number): void;
  zoomBy(factor: number): void;
  /** The whole map in view (the fit zoom, or the app's when it differs, see matchFit). */
  fit(): void;
  screenOf(hex: Axial): Point;
  render(): void;
  /** Presses the plan's token at its place on screen (app: pointerdown on the canvas). */
  press(): void;
  /** Moves the pressed token with the pointer to `at` (screen px). */
  dragTo(at: Point): void;
  /** Lets go where the press started: no drop. */
  release(): void;
  /** Drags the token to `to` and drops it: the timed part is from the drop to the frame done. */
  drop(to: Axial, tokens: readonly MapToken[]): FrameSample;
  settle(): Promise<number>;
}

const host = document.getElementById('map') as HTMLElement;
const pixel = new Uint8Array(4);
let driver: Driver | null = null;
let app: HexMapRenderer | null = null;
let plan: DragPlan | null = null;
/** The tokens as the page last applied them (the drop moves the plan's token back and forth). */
let tokens: readonly MapToken[] = [];
/** Where the drag metric's press started, screen px. */
let pressedAt: Point = { x: 0, y: 0 };
/** The scale the fit uses when the app's own fit differs (its zoom limits), so all show the same. */
let fitOverride: number | null = null;
let staged: { scene: MapScene; renderer: HexMapRenderer; start: number } | null = null;

function finish(gl: Gl): void {
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
}

function glOfCanvas(): Gl {
  const canvas = host.querySelector('canvas');
  // getContext returns the context Pixi already created (Pixi 8 prefers WebGL 2).
  const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
  if (!gl) throw new Error('no WebGL context on the map canvas');
  return gl;
}

const nextFrame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()));
/**
 * Two animation frames: the browser has composited what the last frame drew. The GPU process (SwiftShader)
 * is shared by all pages; without this, one page's compositing would land in the next page's timed frame.
 */
async function compositorIdle(): Promise<void> {
  await nextFrame();
  await nextFrame();
}
const yieldToBrowser = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

/** The camera change of frame `index`: the direction flips every FLIP frames. */
const sign = (index: number): number => (Math.floor(index / FLIP) % 2 === 0 ? 1 : -1);

/** The drag's pointer offset from the press after frame `index` (it swings out and back). */
function dragOffset(index: number): Point {
  let k = 0;
  for (let i = 0; i <= index; i++) k += sign(i);
  return { x: PAN.x * k, y: PAN.y * k };
}

function moved(list: readonly MapToken[], id: string, hex: Axial): MapToken[] {
  return list.map((t) => (t.id === id ? { ...t, hex } : t));
}

/** The app's private parts read by the bench (through a cast; not its API). */
interface AppInternals {
  readonly labelLayer?: Container;
  readonly tokenLayer?: Container;
  readonly staticLayer?: Container;
  readonly needsRender?: unknown;
  readonly viewport?: { dirty?: unknown };
}

function walk(node: Container, visit: (c: Container) => void): void {
  visit(node);
  for (const child of node.children) walk(child, visit);
}

function layerStats(layer: Container | undefined): Record<string, number> {
  let objects = 0;
  let texts = 0;
  if (layer)
    walk(layer, (c) => {
      objects++;
      if (c instanceof Text || c instanceof BitmapText) texts++;
    });
  return { objects, texts };
}

function pointer(type: 'pointerdown' | 'pointermove' | 'pointerup', at: Point): void {
  const canvas = host.querySelector('canvas');
  if (!canvas) throw new Error('no canvas');
  const r = canvas.getBoundingClientRect();
  canvas.dispatchEvent(
    new PointerEvent(type, {
      clientX: r.left + at.x,
      clientY: r.top + at.y,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' ? 0 : 1,
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );
}

/** The app renderer behind the Driver: real pointer events on its canvas, its onTokenDrop. */
function appDriver(r: HexMapRenderer, gl: Gl, p: DragPlan, onDrop: { handler: DropHandler }): Driver {
  const internals = r as unknown as AppInternals;
  const o = 'pointy';
  const unit = Math.hypot(
    hexToPixel({ q: 1, r: 0 }, HEX_SIZE, o).x - hexToPixel({ q: 0, r: 0 }, HEX_SIZE, o).x,
    hexToPixel({ q: 1, r: 0 }, HEX_SIZE, o).y - hexToPixel({ q: 0, r: 0 }, HEX_SIZE, o).y,
  );
  const tokenOnScreen = (): Point => {
    const at = r.tokenScreenPointOf(p.token.combatantId);
    if (!at) throw new Error(`token ${p.token.combatantId} not on the app's map`);
    return { x: at.x, y: at.y };
  };
  const d: Driver = {
    kind: 'app',
    gl,
    scale() {
      const a = r.screenPointOf({ q: 0, r: 0 });
      const b = r.screenPointOf({ q: 1, r: 0 });
      return Math.hypot(b.x - a.x, b.y - a.y) / unit;
    },
    panBy: (dx, dy) => r.panBy(dx, dy),
    zoomBy: (f) => r.zoomBy(f),
    fit() {
      r.fit();
      if (fitOverride !== null) r.zoomBy(fitOverride / d.scale() - 1);
    },
    screenOf: (hex) => r.screenPointOf(hex),
    render: () => r.renderNow(),
    press() {
      pressedAt = tokenOnScreen();
      pointer('pointerdown', pressedAt);
    },
    dragTo: (at) => pointer('pointermove', at),
    release() {
      pointer('pointermove', pressedAt);
      pointer('pointerup', pressedAt);
    },
    drop(to, next) {
      const from = tokenOnScreen();
      const target = r.screenPointOf(to);
      pointer('pointerdown', from);
      pointer('pointermove', { x: from.x + DROP_NUDGE.x, y: from.y + DROP_NUDGE.y });
      pointer('pointermove', target);
      r.renderNow();
      finish(gl);
      let marks: Record<string, number> | null = null;
      onDrop.handler = (tokenId, hex) => {
        const t1 = performance.now();
        if (tokenId !== p.token.id || hex.q !== to.q || hex.r !== to.r)
          throw new Error(`unexpected drop ${tokenId} → ${hex.q},${hex.r}`);
        r.setTokens(next, { selectedId: null, currentId: null });
        const t2 = performance.now();
        r.renderNow();
        const t3 = performance.now();
        finish(gl);
        marks = { t1, t2, t3, t4: performance.now() };
      };
      const t0 = performance.now();
      pointer('pointerup', target);
      const t5 = performance.now();
      onDrop.handler = applyDrop;
      const m = marks as Record<string, number> | null;
      if (!m) throw new Error('the app did not call onTokenDrop on pointerup');
      const { t1 = t0, t2 = t1, t3 = t2, t4 = t3 } = m;
      return {
        totalMs: t4 - t0,
        cpuMs: t3 - t0,
        phases: {
          'pointer up → onTokenDrop': t1 - t0,
          setTokens: t2 - t1,
          render: t3 - t2,
          gpu: t4 - t3,
          'after the frame, in the pointer-up handler': t5 - t4,
        },
      };
    },
    async settle() {
      const t0 = performance.now();
      const busy = (): boolean | null => {
        const flag = internals.needsRender;
        const dirty = internals.viewport?.dirty;
        if (typeof flag !== 'boolean') return null;
        return flag || dirty === true;
      };
      // Without the flag (the renderer changed) its ticker gets the two frames every page gets.
      while (busy() === true && performance.now() - t0 < SETTLE_LIMIT_MS) await nextFrame();
      await compositorIdle();
      return performance.now() - t0;
    },
  };
  return d;
}

type DropHandler = (tokenId: string, hex: Axial) => void;

/** The app's onTokenDrop outside the drop metric: apply the move, as the page would. */
function applyDrop(tokenId: string, hex: Axial): void {
  tokens = moved(tokens, tokenId, hex);
  app?.setTokens(tokens, { selectedId: null, currentId: null });
}

/** Fair, per-frame and empty renderers behind the Driver (the camera is common.ts's). */
function benchDriver(
  kind: RendererKind,
  r: FairMapRenderer | PerFrameMapRenderer | EmptyStage,
  p: DragPlan,
): Driver {
  const cam = r.camera;
  const gl = r.gl;
  const d: Driver = {
    kind,
    gl,
    scale: () => cam.scale,
    panBy: (dx, dy) => cam.panBy(dx, dy),
    zoomBy: (f) => cam.zoomBy(f),
    fit() {
      cam.fit();
      if (fitOverride !== null) cam.zoomBy(fitOverride / cam.scale - 1);
    },
    screenOf: (hex) => cam.toScreen(hexToPixel(hex, HEX_SIZE, 'pointy')),
    render: () => r.renderNow(),
    press() {
      pressedAt = cam.toScreen(hexToPixel(tokenHex(), HEX_SIZE, 'pointy'));
    },
    dragTo(at) {
      // The equivalent of the app's pointer handler: the token's display object follows the pointer.
      if (r instanceof FairMapRenderer) r.moveToken(p.token.id, cam.toWorld(at));
      else if (r instanceof PerFrameMapRenderer) r.dragTo(p.token.id, cam.toWorld(at));
    },
    release() {
      if (r instanceof FairMapRenderer) r.moveToken(p.token.id, cam.toWorld(pressedAt));
      else if (r instanceof PerFrameMapRenderer) r.endDrag();
    },
    drop(to, next) {
      const target = hexToPixel(to, HEX_SIZE, 'pointy');
      if (r instanceof FairMapRenderer) {
        // The drag before the drop, untimed, as for the app.
        r.moveToken(p.token.id, target);
        r.renderNow();
        finish(gl);
      } else if (r instanceof PerFrameMapRenderer) {
        r.dragTo(p.token.id, target);
      }
      const t0 = performance.now();
      if (r instanceof FairMapRenderer || r instanceof PerFrameMapRenderer) r.setTokens(next);
      const t1 = performance.now();
      r.renderNow();
      const t2 = performance.now();
      finish(gl);
      const t3 = performance.now();
      return {
        totalMs: t3 - t0,
        cpuMs: t2 - t0,
        phases: { setTokens: t1 - t0, render: t2 - t1, gpu: t3 - t2 },
      };
    },
    async settle() {
      const t0 = performance.now();
      await compositorIdle();
      return performance.now() - t0;
    },
  };
  return d;
}

function tokenHex(): Axial {
  const p = plan;
  if (!p) throw new Error('load first');
  return tokens.find((t) => t.id === p.token.id)?.hex ?? p.from;
}

/** Puts the camera at 1:1 with the plan's token hex in the middle of the screen. */
function closeUp(d: Driver, p: DragPlan): void {
  d.fit();
  d.zoomBy(1 / d.scale() - 1);
  const at = d.screenOf(p.from);
  d.panBy(at.x - host.clientWidth / 2, at.y - host.clientHeight / 2);
}

function need(): { d: Driver; p: DragPlan } {
  if (!driver || !plan) throw new Error('load first');
  return { d: driver, p: plan };
}

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

  async load(kind, size) {
    if (driver || staged) throw new Error('one renderer per page');
    const s0 = performance.now();
    const sc = generateMapScene({ width: size.width, height: size.height });
    const p = dragPlan(sc);
    const sceneMs = performance.now() - s0;
    plan = p;
    tokens = sc.tokens;
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
      const onDrop = { handler: applyDrop as DropHandler };
      const r = await HexMapRenderer.create(host, {
        label: 'Bench map',
        hiddenZoneLabel: 'hidden',
        onTokenDrop: (tokenId, hex) => onDrop.handler(tokenId, hex),
      });
      lap('create');
      r.setMap(sc.map);
      lap('setMap');
      r.setTokens(sc.tokens, { selectedId: null, currentId: null });
      lap('setTokens');
      const gl = glOfCanvas();
      r.renderNow();
      finish(gl);
      lap('firstRender');
      app = r;
      driver = appDriver(r, gl, p, onDrop);
      const internals = r as unknown as AppInternals;
      diagnostics = {
        labels: layerStats(internals.labelLayer),
        tokens: layerStats(internals.tokenLayer),
        static: layerStats(internals.staticLayer),
      };
    } else if (kind === 'fair') {
      const r = await FairMapRenderer.create(host);
      lap('create');
      r.setMap(sc.map);
      lap('setMap');
      r.setTokens(sc.tokens);
      lap('setTokens');
      r.renderNow();
      finish(r.gl);
      lap('firstRender');
      driver = benchDriver(kind, r, p);
      diagnostics = r.diagnostics();
    } else if (kind === 'perFrame') {
      const r = await PerFrameMapRenderer.create(host, sc.map, sc.tokens);
      lap('create');
      r.renderNow();
      finish(r.gl);
      lap('firstRender');
      driver = benchDriver(kind, r, p);
    } else {
      const r = await EmptyStage.create(host);
      lap('create');
      r.setMap(sc.map);
      r.renderNow();
      finish(r.gl);
      lap('firstRender');
      driver = benchDriver(kind, r, p);
    }
    const ttffMs = performance.now() - t0;
    return {
      ttffMs,
      phases,
      sceneMs,
      cameraScale: driver.scale(),
      diagnostics: { ...diagnostics, dragToken: p.token.id, dragFrom: p.from, dropTo: p.to },
    } satisfies LoadResult;
  },

  cameraScale: () => need().d.scale(),

  matchFit(scale) {
    const { d } = need();
    fitOverride = scale;
    d.fit();
  },

  begin(metric) {
    const { d, p } = need();
    if (metric === 'panFit' || metric === 'zoomFit') d.fit();
    else closeUp(d, p);
    if (metric === 'drag') d.press();
    d.render();
    finish(d.gl);
    return { scale: d.scale() };
  },

  async step(metric, index) {
    const { d, p } = need();
    await yieldToBrowser();
    if (metric === 'drop') {
      const to = index % 2 === 0 ? p.to : p.from;
      tokens = moved(tokens, p.token.id, to);
      return d.drop(to, tokens);
    }
    const s = sign(index);
    const t0 = performance.now();
    if (metric === 'zoomFit') d.zoomBy(s > 0 ? ZOOM_STEP : 1 / (1 + ZOOM_STEP) - 1);
    else if (metric === 'drag') {
      const off = dragOffset(index);
      d.dragTo({ x: pressedAt.x + off.x, y: pressedAt.y + off.y });
    } else d.panBy(PAN.x * s, PAN.y * s);
    const tChange = performance.now();
    d.render();
    const t1 = performance.now();
    finish(d.gl);
    const t2 = performance.now();
    return {
      totalMs: t2 - t0,
      cpuMs: t1 - t0,
      phases: {
        [metric === 'drag' ? 'pointer' : 'camera']: tChange - t0,
        render: t1 - tChange,
        gpu: t2 - t1,
      },
    } satisfies FrameSample;
  },

  settle: () => need().d.settle(),

  end(metric) {
    const { d } = need();
    if (metric === 'drag') d.release();
    d.fit();
    d.render();
    finish(d.gl);
  },

  layers(show: LayerSwitch) {
    if (!app) throw new Error('app renderer only');
    const internals = app as unknown as AppInternals;
    // `renderable`, not `visible`: the renderer sets its label layer's `visible` itself (zoom LOD).
    if (internals.labelLayer) internals.labelLayer.renderable = show.labels;
    if (internals.tokenLayer) internals.tokenLayer.renderable = show.tokens;
  },

  async stagedStep(step, size) {
    if (step === 0) {
      if (driver || staged) throw new Error('one renderer per page');
      const sc = generateMapScene({ width: size.width, height: size.height });
      const start = performance.now();
      staged = {
        scene: sc,
        start,
        renderer: await HexMapRenderer.create(host, { label: 'Bench map', hiddenZoneLabel: 'hidden' }),
      };
    }
    if (!staged) throw new Error('stagedStep(0) first');
    const { renderer, scene: sc, start } = staged;
    const internals = renderer as unknown as AppInternals;
    const show = (labels: boolean, tokensShown: boolean): void => {
      if (internals.labelLayer) internals.labelLayer.renderable = labels;
      if (internals.tokenLayer) internals.tokenLayer.renderable = tokensShown;
    };
    const render = (): void => {
      renderer.renderNow();
      finish(glOfCanvas());
    };
    const steps: [string, () => void][] = [
      ['create (Pixi init)', () => {}],
      ['setMap', () => renderer.setMap(sc.map)],
      ['setTokens', () => renderer.setTokens(sc.tokens, { selectedId: null, currentId: null })],
      [
        'first render, static layer only',
        () => {
          show(false, false);
          render();
        },
      ],
      [
        'render with labels',
        () => {
          show(true, false);
          render();
        },
      ],
      [
        'render with tokens',
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
    return { name: entry[0], ms: performance.now() - (step === 0 ? start : t0) };
  },
};
