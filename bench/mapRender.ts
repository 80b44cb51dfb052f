/**
 * Map rendering: the app's HexMapRenderer against a naive Pixi baseline (bench/map/page/baseline.ts:
 * clear and redraw every hex as Graphics on every frame, no caching), on the same deterministic
 * 100 × 100-hex GM scene (bench/map/scene.ts: ~830 zones, traits on 30 % of hexes, walls, 200 tokens),
 * in headless Chromium (WebGL on SwiftShader) at 1600 × 900, device scale factor 1.
 *
 * Measured per renderer, each in a fresh browser context and page:
 * - time to first frame: from the start of creation (Pixi init) to the first frame finished on the GPU;
 * - frame time while panning (at the fit-to-screen zoom and at 1:1) and while zooming: camera change,
 *   synchronous render, one-pixel gl.readPixels (waits for the GPU), timed with performance.now();
 * - the page's JS heap after load, after a full GC (CDP HeapProfiler.collectGarbage).
 * For the app renderer also: frame time with the label and token layers hidden (where the time goes), and
 * the cached static texture's size and resolution. Timings are reported, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { describeScene, generateMapScene } from './map/scene';
import type { FrameMode, FrameResult, LoadResult, RendererKind } from './map/page/main';
import { summarize } from './stats';
import type { BenchRow, SuiteReport } from './types';

const configFile = resolve(fileURLToPath(new URL('.', import.meta.url)), 'map/vite.config.ts');
const VIEWPORT = { width: 1600, height: 900 };
/**
 * Frames per measurement, after WARMUP frames. The suite should stay near 3 minutes on a 2-core machine
 * with SwiftShader, where the baseline takes ~1 s per frame: it gets fewer frames.
 */
const WARMUP: Record<RendererKind, number> = { app: 5, baseline: 3 };
const FRAMES: Record<RendererKind, Record<FrameMode, number>> = {
  app: { pan: 60, zoom: 60, panClose: 30 },
  baseline: { pan: 20, zoom: 20, panClose: 8 },
};
const ATTRIBUTION_FRAMES = 12;
/** MAP_BENCH_STAGED=1: also load the app renderer once more in stages (about 30 s more). */
const STAGED = process.env['MAP_BENCH_STAGED'] === '1';

interface FrameStats {
  readonly median: number;
  readonly p95: number;
  readonly mean: number;
  readonly n: number;
  readonly cpuMedian: number;
  readonly scale: number;
}

interface RendererRun {
  readonly load: LoadResult;
  readonly heapBefore: Heap;
  readonly heapAfterLoad: Heap;
  readonly frames: Record<FrameMode, FrameStats>;
  readonly attribution?: Record<string, FrameStats>;
}

function stats(r: FrameResult): FrameStats {
  const s = summarize(r.totalMs);
  return { ...s, cpuMedian: summarize(r.cpuMs).median, scale: r.scale };
}

interface Heap {
  /** V8 heap in use (CDP Runtime.getHeapUsage usedSize). */
  readonly usedMiB: number;
  /** Array buffers and external strings (vertex data, typed arrays), outside the V8 heap. */
  readonly backingStorageMiB: number;
  /** performance.memory.usedJSHeapSize (coarse and cached by Chromium; for reference). */
  readonly performanceMemoryMiB: number;
}

/** The page's JS heap after a full GC (CDP HeapProfiler.collectGarbage). */
async function heap(page: Page): Promise<Heap> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    const perf = (await page.evaluate('performance.memory.usedJSHeapSize')) as number;
    const mib = (b: number | undefined): number => (b ?? NaN) / 2 ** 20;
    return {
      usedMiB: mib(usage.usedSize),
      backingStorageMiB: mib(usage.backingStorageSize),
      performanceMemoryMiB: mib(perf),
    };
  } finally {
    await cdp.detach();
  }
}

const frames = async (page: Page, mode: FrameMode, warmup: number, count: number): Promise<FrameStats> =>
  stats(
    (await page.evaluate(
      `window.__bench.frames(${JSON.stringify(mode)}, ${warmup}, ${count})`,
    )) as FrameResult,
  );

async function runRenderer(browser: Browser, url: string, kind: RendererKind): Promise<RendererRun> {
  // A fresh context per renderer: its own cache and renderer process, so the heap is this renderer's.
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction('window.__bench !== undefined');
    const heapBefore = await heap(page);
    const load = (await page.evaluate(`window.__bench.load(${JSON.stringify(kind)})`)) as LoadResult;
    const heapAfterLoad = await heap(page);
    const n = FRAMES[kind];
    const w = WARMUP[kind];
    const result = {
      load,
      heapBefore,
      heapAfterLoad,
      frames: {
        pan: await frames(page, 'pan', w, n.pan),
        zoom: await frames(page, 'zoom', w, n.zoom),
        panClose: await frames(page, 'panClose', w, n.panClose),
      },
    };
    if (kind !== 'app') return result;
    const attribution: Record<string, FrameStats> = {};
    for (const mode of ['pan', 'panClose'] as const) {
      for (const [what, show] of [
        ['labels hidden', { labels: false, tokens: true }],
        ['tokens hidden', { labels: true, tokens: false }],
        ['labels + tokens hidden (static texture only)', { labels: false, tokens: false }],
      ] as const) {
        await page.evaluate(`window.__bench.layers(${JSON.stringify(show)})`);
        attribution[`${mode === 'pan' ? 'pan (fit zoom)' : 'pan (1:1 zoom)'}, ${what}`] = await frames(
          page,
          mode,
          2,
          ATTRIBUTION_FRAMES,
        );
      }
    }
    await page.evaluate(`window.__bench.layers({ labels: true, tokens: true })`);
    return { ...result, attribution };
  } finally {
    await context.close();
  }
}

/** The app's first frame in stages, in its own context (diagnostics; see BenchApi.loadStaged). */
async function runStaged(browser: Browser, url: string): Promise<{ name: string; ms: number; heap: Heap }[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction('window.__bench !== undefined');
    const stages: { name: string; ms: number; heap: Heap }[] = [];
    stages.push({ name: 'page loaded', ms: 0, heap: await heap(page) });
    for (let step = 0; ; step++) {
      const r = (await page.evaluate(`window.__bench.stagedStep(${step})`)) as {
        name: string;
        ms: number;
      } | null;
      if (!r) break;
      stages.push({ ...r, heap: await heap(page) });
    }
    return stages;
  } finally {
    await context.close();
  }
}

/** Which renderer was measured: the commit, and whether the map renderer had uncommitted changes. */
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

const round = (v: number, digits = 1): number => Number(v.toFixed(digits));

export async function benchMapRender(): Promise<SuiteReport> {
  const source = sourceState();
  const loadBefore = loadavg();
  await build({ configFile });
  const server = await preview({ configFile, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...launch,
    headless: true,
    args: [...launch.args, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    if (!url) throw new Error('vite preview did not report a URL');
    const infoPage = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await infoPage.goto(url);
    await infoPage.waitForFunction('window.__bench !== undefined');
    const info = (await infoPage.evaluate('window.__bench.info()')) as Record<string, unknown>;
    await infoPage.close();

    const app = await runRenderer(browser, url, 'app');
    const baseline = await runRenderer(browser, url, 'baseline');
    const staged = STAGED ? await runStaged(browser, url) : 'not run (MAP_BENCH_STAGED=1 runs it)';
    const scene = describeScene(generateMapScene());

    const rows: BenchRow[] = [];
    const label = { app: 'Map 100×100: app HexMapRenderer', baseline: 'Map 100×100: naive baseline' };
    for (const kind of ['app', 'baseline'] as const) {
      const run = kind === 'app' ? app : baseline;
      const name = label[kind];
      rows.push({ name, metric: 'time to first frame', value: run.load.ttffMs, unit: 'ms' });
      for (const [mode, what] of [
        ['pan', 'pan frame (fit zoom)'],
        ['zoom', 'zoom frame'],
        ['panClose', 'pan frame (1:1 zoom)'],
      ] as const) {
        const f = run.frames[mode];
        rows.push({ name, metric: `${what} median`, value: f.median, unit: 'ms', note: `${f.n} frames` });
        rows.push({ name, metric: `${what} p95`, value: f.p95, unit: 'ms' });
      }
      rows.push({
        name,
        metric: 'JS heap after load (after GC)',
        value: run.heapAfterLoad.usedMiB,
        unit: 'MiB',
        note: `empty page ${round(run.heapBefore.usedMiB)} MiB; + ${round(run.heapAfterLoad.backingStorageMiB)} MiB array buffers`,
      });
    }
    const panRatio = baseline.frames.pan.median / app.frames.pan.median;
    const zoomRatio = baseline.frames.zoom.median / app.frames.zoom.median;
    const closeRatio = baseline.frames.panClose.median / app.frames.panClose.median;
    const ratioName = 'Map 100×100: baseline / app';
    rows.push({
      name: ratioName,
      metric: 'pan frame median',
      value: panRatio,
      unit: '×',
      note: 'target ≥ 8×',
    });
    rows.push({ name: ratioName, metric: 'zoom frame median', value: zoomRatio, unit: '×' });
    rows.push({ name: ratioName, metric: 'pan frame (1:1) median', value: closeRatio, unit: '×' });

    const st = app.load.diagnostics['staticTexture'] as {
      pixelWidth: number;
      pixelHeight: number;
      resolution: number;
    } | null;
    const summary = [
      `Renderer at ${source.commit}${source.uncommittedMapChanges.length > 0 ? ` with uncommitted changes to ${source.uncommittedMapChanges.join(', ')}` : ''}.`,
      `100×100 hexes (${scene.zones} zones, ${round(scene.traitShare * 100)} % of hexes with traits, ${scene.walls} walls, ${scene.tokens} tokens), 1600×900, SwiftShader.`,
      `Time to first frame: app ${round(app.load.ttffMs)} ms (${Object.entries(app.load.phases)
        .map(([k, v]) => `${k} ${round(v)}`)
        .join(', ')}), baseline ${round(baseline.load.ttffMs)} ms.`,
      `Pan frame median/p95: app ${round(app.frames.pan.median)}/${round(app.frames.pan.p95)} ms, baseline ${round(baseline.frames.pan.median)}/${round(baseline.frames.pan.p95)} ms → ${round(panRatio)}× (target ≥ 8×: ${panRatio >= 8 ? 'met' : 'not met'}).`,
      `Zoom frame median/p95: app ${round(app.frames.zoom.median)}/${round(app.frames.zoom.p95)} ms, baseline ${round(baseline.frames.zoom.median)}/${round(baseline.frames.zoom.p95)} ms → ${round(zoomRatio)}×.`,
      `Pan at 1:1 median: app ${round(app.frames.panClose.median)} ms, baseline ${round(baseline.frames.panClose.median)} ms → ${round(closeRatio)}×.`,
      `JS heap after load (after GC): app ${round(app.heapAfterLoad.usedMiB)} MiB, baseline ${round(baseline.heapAfterLoad.usedMiB)} MiB (empty page ${round(app.heapBefore.usedMiB)} MiB; array buffers outside the heap: app ${round(app.heapAfterLoad.backingStorageMiB)}, baseline ${round(baseline.heapAfterLoad.backingStorageMiB)} MiB).`,
      st
        ? `App static cache texture: ${st.pixelWidth}×${st.pixelHeight} px at resolution ${round(st.resolution, 3)} (magnified, i.e. blurry, beyond zoom ${round(st.resolution, 2)}).`
        : 'App static cache texture: not found.',
    ].join(' ');

    return {
      rows,
      summary,
      details: {
        source,
        /** 1/5/15-minute load averages before and after: other work on the machine makes timings noisy. */
        loadAverage: { before: loadBefore, after: loadavg() },
        browser: { version: browser.version(), ...info },
        scene,
        frameProtocol: {
          warmup: WARMUP,
          attributionFrames: ATTRIBUTION_FRAMES,
          frames: FRAMES,
          pan: '24, 12 screen px per frame, direction flips every 10 frames',
          zoom: '+8 % per frame, then back, direction flips every 10 frames',
          panClose: 'pan at 1 world px per screen px (the app default fit is ~0.15)',
          timing: 'camera change + synchronous render + 1-pixel gl.readPixels, performance.now()',
        },
        app,
        appFirstFrameStaged: staged,
        baseline,
      },
    };
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}
