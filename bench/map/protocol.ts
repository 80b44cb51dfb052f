/**
 * What the map benchmark's Node side (bench/mapRender.ts) and its page (bench/map/page/main.ts, through
 * `window.__bench`) say to each other. Types only.
 */

/**
 * The four renderers, each alone in its own browser context and page:
 * - `app`: the app's HexMapRenderer;
 * - `fair`: a fair naive renderer, the same drawing built once as retained Graphics and BitmapText, culled
 *   (bench/map/page/fair.ts);
 * - `perFrame`: the per-frame baseline, every hex cleared and redrawn on every frame (page/baseline.ts);
 * - `empty`: an empty Pixi stage with the same canvas and options, the floor of a frame (page/empty.ts).
 */
export const RENDERER_KINDS = ['app', 'fair', 'perFrame', 'empty'] as const;
export type RendererKind = (typeof RENDERER_KINDS)[number];

/**
 * What a frame does:
 * - `panFit` / `zoomFit`: pan by 24, 12 screen px, or zoom by 8 % around the screen centre, at the zoom that
 *   fits the whole map (direction flips every 10 frames);
 * - `pan1to1`: the same pan at one world px per screen px;
 * - `drag`: at 1:1, centred on the dragged token, the pointer moves 24, 12 px (app: a real pointermove on
 *   its canvas) and the token is drawn at the new place;
 * - `drop`: at 1:1, pointer up over a neighbouring hex → the new tokens applied (setTokens) → frame.
 * Every frame is timed to GPU completion (a one-pixel gl.readPixels).
 */
export const FRAME_METRICS = ['panFit', 'zoomFit', 'pan1to1', 'drag', 'drop'] as const;
export type FrameMetric = (typeof FRAME_METRICS)[number];

export interface SceneSize {
  readonly width: number;
  readonly height: number;
}

export interface LoadResult {
  /** From the start of creation to the first frame finished on the GPU. */
  readonly ttffMs: number;
  /** Parts of ttffMs, in order (e.g. create, setMap, setTokens, firstRender). */
  readonly phases: Record<string, number>;
  /** Generating the scene in the page (not part of ttffMs). */
  readonly sceneMs: number;
  /** World px per screen px after load (the fit zoom). */
  readonly cameraScale: number;
  readonly diagnostics: Record<string, unknown>;
}

/** One timed frame. */
export interface FrameSample {
  /** From the change (camera, pointer event, new state) to the frame finished on the GPU. */
  readonly totalMs: number;
  /** Until the render call returned (CPU side: event handling, scene walk, batching, GL calls). */
  readonly cpuMs: number;
  /** Parts of totalMs where the page can tell them apart (pointer handler, setTokens, render, gpu). */
  readonly phases: Record<string, number>;
}

export interface MetricSetup {
  /** World px per screen px during the metric. */
  readonly scale: number;
}

/** Which of the app's layers to draw (attribution; the layers are read through a cast, see main.ts). */
export interface LayerSwitch {
  readonly labels: boolean;
  readonly tokens: boolean;
}

export interface BenchApi {
  info(): Record<string, unknown>;
  load(kind: RendererKind, size: SceneSize): Promise<LoadResult>;
  /** World px per screen px now. */
  cameraScale(): number;
  /**
   * From now on "fit" means this scale (zoom around the screen centre after fitting): where the app's own
   * fit differs (its zoom limits), the other renderers show what the app shows.
   */
  matchFit(scale: number): void;
  /** Sets the camera (and for drag, presses the token) for a metric. */
  begin(metric: FrameMetric): MetricSetup;
  /** Frame `index` of the metric (the same index moves every renderer the same way). */
  step(metric: FrameMetric, index: number): Promise<FrameSample>;
  /**
   * Waits until the renderer has no frame of its own pending (the app draws on its ticker after some
   * changes: tiles still to render, a redraw after a drop) and the browser has composited the page (two
   * animation frames), so that work does not land in another page's timed frame. Returns how long it
   * waited, ms.
   */
  settle(): Promise<number>;
  /** Releases what begin() held (the pointer) and fits the map again. */
  end(metric: FrameMetric): void;
  /** App only: hide labels and/or tokens, to see what each layer costs. */
  layers(show: LayerSwitch): void;
  /**
   * App only, diagnostics: the first frame in stages (create, setMap, setTokens, static layer only, +
   * labels, + tokens), each rendered and finished on the GPU; the caller reads the heap between steps.
   * Call with 0, 1, 2, … until it returns null.
   */
  stagedStep(step: number, size: SceneSize): Promise<{ name: string; ms: number } | null>;
}
