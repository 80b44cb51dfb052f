/**
 * Map rendering (`npm run bench -- map`, issue 21): the app's HexMapRenderer beside a fair naive renderer
 * (the same drawing built once as retained Graphics + BitmapText, culled; bench/map/page/fair.ts), the
 * per-frame baseline (every hex cleared and redrawn each frame; page/baseline.ts) and an empty Pixi stage
 * (the floor of a frame; page/empty.ts), on deterministic GM scenes of 30 × 30, 100 × 100 and 200 × 200
 * hexes (bench/map/scene.ts: 200 tokens, traits on 30 % of the hexes), in ONE headless Chromium (WebGL on
 * SwiftShader) at 1600 × 900, device scale factor 1.
 *
 * Each renderer lives in its own browser context and page (its own heap). Per scene:
 * - first frame: load rounds; each round opens a fresh page per renderer, one after the other, and times
 *   creation start → first frame finished on the GPU (one-pixel gl.readPixels); the JS heap after a full
 *   GC (CDP) follows each load. The last round's pages stay open for the frames.
 * - frames (pan and zoom at the fit zoom, pan at 1:1, token drag and drop at 1:1): in rounds, renderer after
 *   renderer (app, fair, per-frame, empty, app, …), so machine load hits all alike; ratios are paired per
 *   round (app / fair, app / empty) and their medians reported.
 * - attribution (app): pan frames with labels hidden, tokens hidden and the static layer only, in rounds
 *   with the empty stage; the first frame and the drop in phases.
 * Goals are printed as met / not met, never asserted.
 *
 * Knobs: MAP_BENCH_SIZES=30,100 (default 30,100,200), MAP_BENCH_FRAMES=0.5 (scales rounds),
 * MAP_BENCH_RENDERERS=app,fair,empty (default all four), MAP_BENCH_STAGED=1 (the app's first frame in
 * stages with the heap after each, per scene).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import {
  describeLayers,
  describePhases,
  dist,
  goal,
  pairedRatio,
  type Dist,
  type GoalResult,
  type RatioStats,
  type Series,
  values,
} from './map/analysis';
import {
  FRAME_METRICS,
  RENDERER_KINDS,
  type FrameMetric,
  type FrameSample,
  type LayerSwitch,
  type LoadResult,
  type MetricSetup,
  type RendererKind,
} from './map/protocol';
import { describeScene, generateMapScene } from './map/scene';
import { summarize } from './stats';
import type { BenchRow, SuiteReport } from './types';

const configFile = resolve(fileURLToPath(new URL('.', import.meta.url)), 'map/vite.config.ts');
const VIEWPORT = { width: 1600, height: 900 };

const KIND_LABEL: Record<RendererKind, string> = {
  app: 'app',
  fair: 'fair naive',
  perFrame: 'per-frame baseline',
  empty: 'empty stage',
};
const METRIC_LABEL: Record<FrameMetric, string> = {
  panFit: 'pan frame (fit zoom)',
  zoomFit: 'zoom frame (fit zoom)',
  pan1to1: 'pan frame (1:1)',
  drag: 'token drag frame (1:1)',
  drop: 'drop → shown (1:1)',
};

// ── knobs ─────────────────────────────────────────────────────────────────────────────────────────

function sizesFromEnv(): number[] {
  const raw = process.env['MAP_BENCH_SIZES'];
  if (!raw) return [30, 100, 200];
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  if (sizes.some((s) => !Number.isInteger(s) || s < 5 || s > 400))
    throw new Error(`MAP_BENCH_SIZES: whole numbers of hexes a side (5…400), got "${raw}"`);
  return sizes;
}

function kindsFromEnv(): RendererKind[] {
  const raw = process.env['MAP_BENCH_RENDERERS'];
  if (!raw) return [...RENDERER_KINDS];
  const wanted = raw.split(',').map((s) => s.trim());
  const unknown = wanted.filter((k) => !(RENDERER_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0)
    throw new Error(`MAP_BENCH_RENDERERS: unknown ${unknown.join(', ')} (${RENDERER_KINDS.join(', ')})`);
  return RENDERER_KINDS.filter((k) => wanted.includes(k));
}

function frameScaleFromEnv(): number {
  const raw = process.env['MAP_BENCH_FRAMES'];
  const f = raw === undefined ? 1 : Number(raw);
  if (!(f > 0) || !Number.isFinite(f)) throw new Error(`MAP_BENCH_FRAMES: a positive factor, got "${raw}"`);
  return f;
}

// ── how many rounds ───────────────────────────────────────────────────────────────────────────────

interface Take {
  readonly warmup: number;
  readonly count: number;
}

interface ScenePlan {
  readonly loadRounds: number;
  readonly frames: Record<FrameMetric, Record<RendererKind, Take>>;
  readonly attribution: Take;
}

/**
 * Rounds per scene size, chosen so the whole suite stays near 10 minutes on a 2-core machine with
 * SwiftShader: there the per-frame baseline and the fair renderer at the fit zoom take ~1 s a frame at
 * 100 × 100 and ~3 s at 200 × 200, so the per-frame baseline gets few frames (none at 1:1 on 200 × 200).
 */
export function planFor(side: number, scale: number): ScenePlan {
  const t = (warmup: number, count: number): Take => ({ warmup, count });
  const size = side <= 50 ? 'small' : side <= 120 ? 'medium' : 'large';
  const main = { small: t(3, 15), medium: t(3, 15), large: t(2, 8) }[size];
  const drop = { small: t(1, 8), medium: t(1, 8), large: t(1, 6) }[size];
  const per = (m: FrameMetric): Take =>
    size === 'small'
      ? m === 'drop'
        ? drop
        : main
      : size === 'medium'
        ? m === 'drop'
          ? t(1, 3)
          : t(1, 5)
        : m === 'pan1to1'
          ? t(0, 0)
          : m === 'panFit' || m === 'zoomFit'
            ? t(1, 3)
            : t(1, 2);
  const scaled = (x: Take): Take =>
    x.count === 0
      ? x
      : {
          warmup: scale >= 1 ? x.warmup : Math.max(1, Math.round(x.warmup * scale)),
          count: Math.max(1, Math.round(x.count * scale)),
        };
  const frames = Object.fromEntries(
    FRAME_METRICS.map((m) => {
      const base = m === 'drop' ? drop : main;
      return [m, { app: scaled(base), fair: scaled(base), perFrame: scaled(per(m)), empty: scaled(base) }];
    }),
  ) as Record<FrameMetric, Record<RendererKind, Take>>;
  return {
    loadRounds: Math.max(1, Math.round({ small: 3, medium: 3, large: 2 }[size] * scale)),
    frames,
    attribution: scaled(size === 'large' ? t(1, 6) : t(2, 10)),
  };
}

// ── the page ──────────────────────────────────────────────────────────────────────────────────────

/** Calls window.__bench[method](...args) in the page (a string, so nothing of tsx's leaks into it). */
async function call<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return (await page.evaluate(
    `window.__bench.${method}(${args.map((a) => JSON.stringify(a)).join(', ')})`,
  )) as T;
}

interface Heap {
  /** V8 heap in use (CDP Runtime.getHeapUsage usedSize). */
  readonly usedMiB: number;
  /** Array buffers and external strings (vertex data, typed arrays), outside the V8 heap. */
  readonly backingStorageMiB: number;
  readonly totalMiB: number;
}

/** The page's JS heap after a full GC (CDP HeapProfiler.collectGarbage). */
async function heap(page: Page): Promise<Heap> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    const used = usage.usedSize / 2 ** 20;
    const backing = (usage.backingStorageSize ?? 0) / 2 ** 20;
    return { usedMiB: used, backingStorageMiB: backing, totalMiB: used + backing };
  } finally {
    await cdp.detach();
  }
}

async function openPage(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  // A fresh context per renderer: its own renderer process and heap.
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction('window.__bench !== undefined');
  return { context, page };
}

// ── one scene ─────────────────────────────────────────────────────────────────────────────────────

interface KindLoads {
  readonly ttffMs: number[];
  readonly phases: Record<string, number>[];
  readonly heap: Heap[];
  readonly sceneMs: number[];
  cameraScale: number;
  diagnostics: Record<string, unknown>;
}

interface MetricRun {
  readonly scale: Partial<Record<RendererKind, number>>;
  readonly take: Partial<Record<RendererKind, Take>>;
  /** Per round; null where the renderer did not take part or warmed up. */
  readonly samples: Partial<Record<RendererKind, (FrameSample | null)[]>>;
  /** How long each page took to settle after each of its steps (see BenchApi.settle), ms. */
  readonly settleMs: Partial<Record<RendererKind, number[]>>;
}

type Variant = 'labelsHidden' | 'tokensHidden' | 'staticOnly';
const VARIANTS: Record<Variant, LayerSwitch> = {
  labelsHidden: { labels: false, tokens: true },
  tokensHidden: { labels: true, tokens: false },
  staticOnly: { labels: false, tokens: false },
};

interface SceneRun {
  readonly label: string;
  readonly size: { width: number; height: number };
  readonly scene: ReturnType<typeof describeScene>;
  readonly plan: ScenePlan;
  readonly loads: Partial<Record<RendererKind, KindLoads>>;
  readonly cameraMatch: string | null;
  readonly frames: Partial<Record<FrameMetric, MetricRun>>;
  readonly attribution: Partial<Record<'panFit' | 'pan1to1', Partial<Record<Variant, MetricRun>>>>;
  readonly staged: { name: string; ms: number; heap: Heap }[] | null;
  readonly loadAverage: { before: number[]; after: number[] };
  readonly seconds: number;
}

const log = (line: string): void => console.log(`[map] ${line}`);
const r1 = (v: number, digits = 1): number => Number(v.toFixed(digits));
const fmtMs = (v: number | undefined): string =>
  v === undefined || !Number.isFinite(v) ? '–' : v >= 100 ? `${Math.round(v)}` : v.toFixed(1);
const fmtX = (v: number | undefined): string =>
  v === undefined || !Number.isFinite(v) ? '–' : v >= 10 ? v.toFixed(0) : v.toFixed(2);

/**
 * Frames of one metric in rounds: every renderer takes frame i before any takes frame i + 1. Each page is
 * let settle after each step (the browser composites it; the app's ticker may draw on after a change),
 * so that work lands in no other renderer's timed frame.
 */
async function interleave(
  pages: Partial<Record<RendererKind, Page>>,
  metric: FrameMetric,
  take: Partial<Record<RendererKind, Take>>,
): Promise<MetricRun> {
  const kinds = RENDERER_KINDS.filter((k) => pages[k] && (take[k]?.count ?? 0) > 0);
  const scale: Partial<Record<RendererKind, number>> = {};
  const samples: Partial<Record<RendererKind, (FrameSample | null)[]>> = {};
  const settleMs: Partial<Record<RendererKind, number[]>> = {};
  const settle = async (kind: RendererKind, page: Page): Promise<void> => {
    (settleMs[kind] ??= []).push(await call<number>(page, 'settle'));
  };
  for (const kind of kinds) {
    const page = pages[kind] as Page;
    scale[kind] = (await call<MetricSetup>(page, 'begin', metric)).scale;
    samples[kind] = [];
    await settle(kind, page);
  }
  const rounds = Math.max(0, ...kinds.map((k) => (take[k]?.warmup ?? 0) + (take[k]?.count ?? 0)));
  for (let i = 0; i < rounds; i++) {
    for (const kind of kinds) {
      const t = take[kind] as Take;
      if (i >= t.warmup + t.count) continue;
      const page = pages[kind] as Page;
      const s = await call<FrameSample>(page, 'step', metric, i);
      (samples[kind] as (FrameSample | null)[])[i] = i >= t.warmup ? s : null;
      await settle(kind, page);
    }
  }
  for (const kind of kinds) {
    const page = pages[kind] as Page;
    await call<void>(page, 'end', metric);
    await settle(kind, page);
  }
  // Rounds a renderer sat out are null, so pairs line up by index.
  for (const kind of kinds) {
    const list = samples[kind] as (FrameSample | null)[];
    for (let i = 0; i < rounds; i++) if (list[i] === undefined) list[i] = null;
  }
  return { scale, take, samples, settleMs };
}

async function runStaged(
  browser: Browser,
  url: string,
  size: { width: number; height: number },
): Promise<{ name: string; ms: number; heap: Heap }[]> {
  const { context, page } = await openPage(browser, url);
  try {
    const stages: { name: string; ms: number; heap: Heap }[] = [
      { name: 'page loaded', ms: 0, heap: await heap(page) },
    ];
    for (let step = 0; ; step++) {
      const r = await call<{ name: string; ms: number } | null>(page, 'stagedStep', step, size);
      if (!r) break;
      stages.push({ ...r, heap: await heap(page) });
    }
    return stages;
  } finally {
    await context.close();
  }
}

async function runScene(
  browser: Browser,
  url: string,
  side: number,
  kinds: readonly RendererKind[],
  plan: ScenePlan,
): Promise<SceneRun> {
  const started = Date.now();
  const before = loadavg();
  const size = { width: side, height: side };
  const label = `${side}×${side}`;
  const loads: Partial<Record<RendererKind, KindLoads>> = {};
  const open: { context: BrowserContext; page: Page; kind: RendererKind }[] = [];
  try {
    for (let round = 0; round < plan.loadRounds; round++) {
      const last = round === plan.loadRounds - 1;
      for (const kind of kinds) {
        const { context, page } = await openPage(browser, url);
        const load = await call<LoadResult>(page, 'load', kind, size);
        const h = await heap(page);
        const entry = (loads[kind] ??= {
          ttffMs: [],
          phases: [],
          heap: [],
          sceneMs: [],
          cameraScale: load.cameraScale,
          diagnostics: load.diagnostics,
        });
        entry.ttffMs.push(load.ttffMs);
        entry.phases.push(load.phases);
        entry.heap.push(h);
        entry.sceneMs.push(load.sceneMs);
        entry.cameraScale = load.cameraScale;
        entry.diagnostics = load.diagnostics;
        log(
          `${label} load ${round + 1}/${plan.loadRounds} ${kind}: first frame ${fmtMs(load.ttffMs)} ms, heap ${fmtMs(h.totalMiB)} MiB`,
        );
        if (last) open.push({ context, page, kind });
        else await context.close();
      }
    }
    const pages: Partial<Record<RendererKind, Page>> = {};
    for (const o of open) pages[o.kind] = o.page;

    // The app's fit may differ from the map's (its zoom limits): then the others show what it shows.
    let cameraMatch: string | null = null;
    const appLoads = loads.app;
    if (appLoads && pages.app) {
      const appScale = appLoads.cameraScale;
      const others = kinds.filter((k) => k !== 'app' && loads[k]);
      const fit = others.length > 0 ? (loads[others[0] as RendererKind] as KindLoads).cameraScale : appScale;
      if (Math.abs(fit - appScale) / fit > 0.005) {
        for (const k of others) await call<void>(pages[k] as Page, 'matchFit', appScale);
        cameraMatch = `the app fits at zoom ${r1(appScale, 3)} where the whole map needs ${r1(fit, 3)}; the other renderers were set to the app's zoom`;
        log(cameraMatch);
      }
    }

    const frames: Partial<Record<FrameMetric, MetricRun>> = {};
    for (const metric of FRAME_METRICS) {
      const run = await interleave(pages, metric, plan.frames[metric]);
      frames[metric] = run;
      log(
        `${label} ${METRIC_LABEL[metric]}: ${kinds
          .map((k) => `${k} ${fmtMs(dist(series(run, k))?.median)}`)
          .join(', ')} ms`,
      );
    }

    const attribution: SceneRun['attribution'] = {};
    if (pages.app) {
      const withEmpty: Partial<Record<RendererKind, Page>> = { app: pages.app };
      if (pages.empty) withEmpty.empty = pages.empty;
      for (const metric of ['panFit', 'pan1to1'] as const) {
        const runs: Partial<Record<Variant, MetricRun>> = {};
        for (const [variant, show] of Object.entries(VARIANTS) as [Variant, LayerSwitch][]) {
          await call<void>(pages.app, 'layers', show);
          runs[variant] = await interleave(withEmpty, metric, {
            app: plan.attribution,
            empty: plan.attribution,
          });
        }
        await call<void>(pages.app, 'layers', { labels: true, tokens: true });
        attribution[metric] = runs;
      }
      log(`${label} attribution done`);
    }
    for (const o of open.splice(0)) await o.context.close();
    const staged =
      process.env['MAP_BENCH_STAGED'] === '1' && kinds.includes('app')
        ? await runStaged(browser, url, size)
        : null;
    return {
      label,
      size,
      scene: describeScene(generateMapScene(size)),
      plan,
      loads,
      cameraMatch,
      frames,
      attribution,
      staged,
      loadAverage: { before, after: loadavg() },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    for (const o of open) await o.context.close();
  }
}

// ── reading the runs ──────────────────────────────────────────────────────────────────────────────

function series(run: MetricRun | undefined, kind: RendererKind): Series {
  return (run?.samples[kind] ?? []).map((s) => (s ? s.totalMs : null));
}

function medianPhases(list: readonly Record<string, number>[]): Record<string, number> {
  const keys = [...new Set(list.flatMap((p) => Object.keys(p)))];
  return Object.fromEntries(
    keys.map((k) => [k, summarize(list.map((p) => p[k]).filter((v): v is number => v !== undefined)).median]),
  );
}

function samplePhases(run: MetricRun | undefined, kind: RendererKind): Record<string, number> {
  return medianPhases(
    (run?.samples[kind] ?? []).filter((s): s is FrameSample => s !== null).map((s) => s.phases),
  );
}

interface SceneNumbers {
  readonly ttff: Partial<Record<RendererKind, Dist | null>>;
  readonly frames: Record<FrameMetric, Partial<Record<RendererKind, Dist | null>>>;
  readonly heap: Partial<Record<RendererKind, { median: Heap }>>;
  readonly ratios: {
    readonly ttffAppFair: RatioStats | null;
    readonly frames: Record<FrameMetric, { appFair: RatioStats | null; appEmpty: RatioStats | null }>;
    readonly heapAppFair: number | null;
  };
  readonly goals: GoalResult[];
}

function medianHeap(list: readonly Heap[]): Heap {
  const m = (f: (h: Heap) => number): number => summarize(list.map(f)).median;
  return {
    usedMiB: m((h) => h.usedMiB),
    backingStorageMiB: m((h) => h.backingStorageMiB),
    totalMiB: m((h) => h.totalMiB),
  };
}

/** The app's frame at a zoom with layers switched off, against the empty stage of the same rounds. */
function layerFrames(run: SceneRun, metric: 'panFit' | 'pan1to1') {
  const a = run.attribution[metric];
  const full = dist(series(run.frames[metric], 'app'))?.median;
  const pick = (v: Variant): number | undefined => dist(series(a?.[v], 'app'))?.median;
  const empties = [
    ...values(series(run.frames[metric], 'empty')),
    ...Object.values(a ?? {}).flatMap((r) => values(series(r, 'empty'))),
  ];
  const labelsHidden = pick('labelsHidden');
  const tokensHidden = pick('tokensHidden');
  const staticOnly = pick('staticOnly');
  if (
    full === undefined ||
    labelsHidden === undefined ||
    tokensHidden === undefined ||
    staticOnly === undefined ||
    empties.length === 0
  )
    return null;
  return { full, labelsHidden, tokensHidden, staticOnly, empty: summarize(empties).median };
}

function analyse(run: SceneRun): SceneNumbers {
  const kinds = RENDERER_KINDS.filter((k) => run.loads[k]);
  const L = run.label;
  const ttff: SceneNumbers['ttff'] = {};
  const heapOf: SceneNumbers['heap'] = {};
  for (const k of kinds) {
    const l = run.loads[k] as KindLoads;
    ttff[k] = dist(l.ttffMs);
    heapOf[k] = { median: medianHeap(l.heap) };
  }
  const frames = Object.fromEntries(
    FRAME_METRICS.map((m) => [m, Object.fromEntries(kinds.map((k) => [k, dist(series(run.frames[m], k))]))]),
  ) as SceneNumbers['frames'];
  const ratioFrames = Object.fromEntries(
    FRAME_METRICS.map((m) => [
      m,
      {
        appFair: pairedRatio(series(run.frames[m], 'app'), series(run.frames[m], 'fair')),
        appEmpty: pairedRatio(series(run.frames[m], 'app'), series(run.frames[m], 'empty')),
      },
    ]),
  ) as SceneNumbers['ratios']['frames'];
  const ttffAppFair = pairedRatio(run.loads.app?.ttffMs ?? [], run.loads.fair?.ttffMs ?? []);
  const heapApp = heapOf.app?.median.totalMiB;
  const heapFair = heapOf.fair?.median.totalMiB;
  const heapAppFair =
    heapApp !== undefined && heapFair !== undefined && heapFair > 0 ? heapApp / heapFair : null;

  const goals: GoalResult[] = [];
  const push = (g: GoalResult | null, heldBackBy?: () => string, also?: string): void => {
    if (!g) return;
    goals.push({
      ...g,
      ...(!g.met && heldBackBy ? { heldBackBy: heldBackBy() } : {}),
      ...(also ? { also } : {}),
    });
  };
  push(
    goal(
      L,
      'first frame: app ≤ fair naive',
      ttffAppFair,
      1,
      'median of per-round app / fair ratios (load rounds)',
    ),
    () => `app phases (medians): ${describePhases(medianPhases(run.loads.app?.phases ?? []))}`,
  );
  const layerNote = (metric: 'panFit' | 'pan1to1'): string => {
    const f = layerFrames(run, metric);
    return f ? describeLayers(f) : 'no attribution measured';
  };
  for (const [m, zoom] of [
    ['panFit', 'panFit'],
    ['zoomFit', 'panFit'],
    ['pan1to1', 'pan1to1'],
    ['drag', 'pan1to1'],
  ] as const) {
    push(
      goal(
        L,
        `${METRIC_LABEL[m]}: app ≤ 3× empty`,
        ratioFrames[m].appEmpty,
        3,
        'median of per-round app / empty ratios',
      ),
      () => {
        const ph = samplePhases(run.frames[m], 'app');
        const layers = `layers at the same zoom (pan frames): ${layerNote(zoom)}`;
        return m === 'drag' ? `drag frame phases: ${describePhases(ph)}; ${layers}` : layers;
      },
    );
  }
  const dropEmpty = pairedRatio(series(run.frames.drop, 'app'), series(run.frames.drop, 'empty'));
  const appDrop = frames.drop.app?.median;
  const appPan = frames.pan1to1.app?.median;
  push(
    goal(
      L,
      'drop → shown ≤ 2 frames (strict: 2 × the empty stage’s frame)',
      dropEmpty,
      2,
      'median of per-round app drop / empty frame ratios',
    ),
    () => `drop phases: ${describePhases(samplePhases(run.frames.drop, 'app'))}`,
    appDrop !== undefined && appPan !== undefined
      ? `against 2 × the app's own median 1:1 pan frame (${fmtMs(appPan)} ms): ${fmtX(appDrop / appPan)} frames, ${appDrop / appPan <= 2 ? 'met' : 'not met'}`
      : undefined,
  );
  if (heapAppFair !== null && heapOf.app && heapOf.fair) {
    const a = heapOf.app.median;
    const f = heapOf.fair.median;
    push(
      {
        scene: L,
        goal: 'JS heap: app ≤ 2× fair naive',
        value: heapAppFair,
        limit: 2,
        met: heapAppFair <= 2,
        basis: 'medians over load rounds of V8 heap used + array buffers, after a full GC',
      },
      () =>
        `V8 heap ${fmtMs(a.usedMiB)} vs ${fmtMs(f.usedMiB)} MiB, array buffers ${fmtMs(a.backingStorageMiB)} vs ${fmtMs(f.backingStorageMiB)} MiB: ${a.usedMiB - f.usedMiB >= a.backingStorageMiB - f.backingStorageMiB ? 'the V8 heap (JS objects) holds' : 'array buffers (vertex data) hold'} it back${run.staged ? '' : ' (MAP_BENCH_STAGED=1 shows the heap after each stage)'}`,
    );
  }
  return {
    ttff,
    frames,
    heap: heapOf,
    ratios: { ttffAppFair, frames: ratioFrames, heapAppFair },
    goals,
  };
}

// ── report ────────────────────────────────────────────────────────────────────────────────────────

function sourceState(): { commit: string; uncommittedMapChanges: string[] } {
  const git = (...args: string[]): string => {
    try {
      return execFileSync('git', args, { encoding: 'utf8' });
    } catch {
      return '';
    }
  };
  const changed = git('status', '--porcelain', '--', 'src/renderer/map', 'src/shared/hex');
  return {
    commit: git('rev-parse', '--short', 'HEAD').trim() || '?',
    uncommittedMapChanges: changed
      .split('\n')
      .filter((l) => l.length > 3)
      .map((l) => l.slice(3)),
  };
}

function rowsFor(run: SceneRun, n: SceneNumbers): BenchRow[] {
  const rows: BenchRow[] = [];
  const kinds = RENDERER_KINDS.filter((k) => run.loads[k]);
  for (const k of kinds) {
    const name = `Map ${run.label}: ${KIND_LABEL[k]}`;
    const t = n.ttff[k];
    if (t)
      rows.push({
        name,
        metric: 'time to first frame',
        value: t.median,
        unit: 'ms',
        note: `p95 ${fmtMs(t.p95)}, ${t.n} loads`,
      });
    for (const m of FRAME_METRICS) {
      const d = n.frames[m][k];
      if (d)
        rows.push({
          name,
          metric: METRIC_LABEL[m],
          value: d.median,
          unit: 'ms',
          note: `p95 ${fmtMs(d.p95)}, ${d.n} frames`,
        });
    }
    const h = n.heap[k]?.median;
    if (h)
      rows.push({
        name,
        metric: 'JS heap after load (after GC)',
        value: h.totalMiB,
        unit: 'MiB',
        note: `V8 ${fmtMs(h.usedMiB)} + array buffers ${fmtMs(h.backingStorageMiB)}`,
      });
  }
  const ratioRow = (name: string, metric: string, r: RatioStats | null, note: string): void => {
    if (r)
      rows.push({
        name,
        metric,
        value: r.median,
        unit: '×',
        note: `IQR ${fmtX(r.p25)}–${fmtX(r.p75)}, ${r.n} pairs; ${note}`,
      });
  };
  ratioRow(`Map ${run.label}: app / fair naive`, 'time to first frame', n.ratios.ttffAppFair, 'goal ≤ 1');
  for (const m of FRAME_METRICS) {
    ratioRow(`Map ${run.label}: app / fair naive`, METRIC_LABEL[m], n.ratios.frames[m].appFair, 'no goal');
    ratioRow(
      `Map ${run.label}: app / empty stage`,
      METRIC_LABEL[m],
      n.ratios.frames[m].appEmpty,
      m === 'drop' ? 'goal ≤ 2' : 'goal ≤ 3',
    );
  }
  if (n.ratios.heapAppFair !== null)
    rows.push({
      name: `Map ${run.label}: app / fair naive`,
      metric: 'JS heap after load',
      value: n.ratios.heapAppFair,
      unit: '×',
      note: 'goal ≤ 2 (medians)',
    });
  return rows;
}

function sceneTable(run: SceneRun, n: SceneNumbers): string[] {
  const kinds = RENDERER_KINDS.filter((k) => run.loads[k]);
  const col = (s: string, w: number): string => s.padEnd(w);
  const cell = (d: Dist | null | undefined): string => (d ? `${fmtMs(d.median)} [${fmtMs(d.p95)}]` : '–');
  const header =
    col('', 30) + kinds.map((k) => col(KIND_LABEL[k], 20)).join('') + col('app/fair', 10) + 'app/empty';
  const fitScale = run.loads.app?.cameraScale ?? run.loads[kinds[0] as RendererKind]?.cameraScale;
  const lines = [
    `${run.label} (${run.scene.zones} zones, ${run.scene.walls} walls, ${run.scene.tokens} tokens, traits on ${Math.round(run.scene.traitShare * 100)} % of hexes; fit zoom ${fitScale !== undefined ? r1(fitScale, 3) : '?'}; ${Math.round(run.seconds)} s; load average ${run.loadAverage.before[0]?.toFixed(2)} → ${run.loadAverage.after[0]?.toFixed(2)}):`,
    `  ${header}`,
    `  ${col('first frame, ms', 30)}${kinds.map((k) => col(cell(n.ttff[k]), 20)).join('')}${col(fmtX(n.ratios.ttffAppFair?.median), 10)}`,
  ];
  for (const m of FRAME_METRICS) {
    const r = n.ratios.frames[m];
    lines.push(
      `  ${col(`${METRIC_LABEL[m]}, ms`, 30)}${kinds.map((k) => col(cell(n.frames[m][k]), 20)).join('')}${col(fmtX(r.appFair?.median), 10)}${fmtX(r.appEmpty?.median)}`,
    );
  }
  lines.push(
    `  ${col('JS heap, MiB', 30)}${kinds
      .map((k) => {
        const h = n.heap[k]?.median;
        return col(h ? `${fmtMs(h.usedMiB)} + ${fmtMs(h.backingStorageMiB)}` : '–', 20);
      })
      .join('')}${col(fmtX(n.ratios.heapAppFair ?? undefined), 10)}`,
  );
  const appPhases = medianPhases(run.loads.app?.phases ?? []);
  if (run.loads.app)
    lines.push(
      `  app first frame phases (median ms): ${Object.entries(appPhases)
        .map(([k, v]) => `${k} ${fmtMs(v)}`)
        .join(', ')}`,
    );
  if (run.frames.drop?.samples.app)
    lines.push(
      `  app drop phases (median ms): ${Object.entries(samplePhases(run.frames.drop, 'app'))
        .map(([k, v]) => `${k} ${fmtMs(v)}`)
        .join(', ')}`,
    );
  // The app's ticker drawing on after a change shows as a longer settle than the empty stage's.
  const settleExtra = FRAME_METRICS.map((m) => {
    const st = run.frames[m]?.settleMs;
    const app = st?.app ?? [];
    const empty = st?.empty ?? [];
    return [
      m,
      app.length > 0 && empty.length > 0 ? summarize(app).median - summarize(empty).median : 0,
    ] as const;
  });
  if (settleExtra.some(([, v]) => v > 20))
    lines.push(
      `  app drew on by itself after a step (median settle beyond the empty stage's, ms): ${settleExtra.map(([m, v]) => `${m} ${fmtMs(v)}`).join(', ')}`,
    );
  if (run.cameraMatch) lines.push(`  camera: ${run.cameraMatch}`);
  return lines;
}

export async function benchMapRender(): Promise<SuiteReport> {
  const sizes = sizesFromEnv();
  const kinds = kindsFromEnv();
  const frameScale = frameScaleFromEnv();
  const source = sourceState();
  const loadBefore = loadavg();
  const started = Date.now();
  await build({ configFile });
  const server = await preview({ configFile, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...launch,
    headless: true,
    args: [...launch.args, '--enable-precise-memory-info'],
  });
  try {
    if (!url) throw new Error('vite preview did not report a URL');
    const { context: infoContext, page: infoPage } = await openPage(browser, url);
    const info = await call<Record<string, unknown>>(infoPage, 'info');
    // Warm the browser (shader and code caches) with one unmeasured load of each renderer.
    for (const kind of kinds) {
      const { context } = await openPage(browser, url).then(async (o) => {
        await call<LoadResult>(o.page, 'load', kind, { width: 20, height: 20 });
        return o;
      });
      await context.close();
    }
    await infoContext.close();
    log(`warm-up done; renderers ${kinds.join(', ')}; sizes ${sizes.join(', ')}; frames ×${frameScale}`);

    const runs: SceneRun[] = [];
    for (const side of sizes) runs.push(await runScene(browser, url, side, kinds, planFor(side, frameScale)));
    const numbers = runs.map(analyse);
    const loadAfter = loadavg();
    const rows = runs.flatMap((run, i) => rowsFor(run, numbers[i] as SceneNumbers));
    const goals = numbers.flatMap((n) => n.goals);
    const goalLines = goals.map(
      (g) =>
        `  ${g.scene} ${g.goal}: ${g.met ? 'met' : 'NOT MET'} (${fmtX(g.value)} vs ≤ ${g.limit})${g.also ? `; ${g.also}` : ''}${g.heldBackBy ? `\n      held back by: ${g.heldBackBy}` : ''}`,
    );
    const summary = [
      `Map renderers at ${source.commit}${source.uncommittedMapChanges.length > 0 ? ` with uncommitted changes to ${source.uncommittedMapChanges.join(', ')}` : ''}; ${String(info['webglRenderer'] ?? 'WebGL')}; ${VIEWPORT.width}×${VIEWPORT.height}; ${Math.round((Date.now() - started) / 1000)} s in all; load average (1/5/15 min) ${loadBefore.map((v) => v.toFixed(2)).join('/')} before, ${loadAfter.map((v) => v.toFixed(2)).join('/')} after.`,
      'Medians [p95] of interleaved rounds (each renderer in its own page, frame after frame in turn); ratios are medians of per-round ratios. Frames are timed to GPU completion (1-pixel readPixels).',
      ...runs.flatMap((run, i) => sceneTable(run, numbers[i] as SceneNumbers)),
      'Goals (issue 21; reported, not asserted):',
      ...goalLines,
    ].join('\n');
    return {
      rows,
      summary,
      details: {
        source,
        loadAverage: { before: loadBefore, after: loadAfter },
        browser: { version: browser.version(), ...info },
        knobs: { sizes, renderers: kinds, frameScale, staged: process.env['MAP_BENCH_STAGED'] === '1' },
        protocol: {
          pan: '24, 12 screen px per frame, direction flips every 10 frames',
          zoom: '+8 % per frame around the screen centre, then back, flipping every 10 frames',
          pan1to1: 'the same pan at one world px per screen px, centred on the dragged token',
          drag: 'app: pointerdown on the token, then a real pointermove per frame on its canvas (24, 12 px, swinging out and back); others: the token display object moved (fair), the whole map redrawn with it (per-frame), a plain render (empty)',
          drop: 'app: pointerdown, two untimed moves onto a free neighbouring hex and a frame, then the timed pointerup → onTokenDrop → setTokens with the token moved → renderNow → readPixels; fair: setTokens (all token objects rebuilt) → render; per-frame: setTokens → redraw; empty: render. The token goes there and back.',
          timing:
            'change + synchronous render + 1-pixel gl.readPixels, performance.now(); the app is let settle (its own ticker frames) after each step',
          heap: 'CDP HeapProfiler.collectGarbage twice, Runtime.getHeapUsage usedSize + backingStorageSize',
        },
        scenes: runs.map((run, i) => ({ ...run, numbers: numbers[i] })),
        goals,
      },
    };
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}
