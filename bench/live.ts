/**
 * `npm run bench -- live`: the live data path (issue 20) — the session pushes each view a patch per
 * change instead of the whole campaign. Reports, never assertions; each figure beside a floor measured
 * in the same run:
 *
 * 1. bytes: what a GM view is pushed for a typical command (an IRT attack that hits, then its damage:
 *    `irt/attack` + `irt/resolve`, entered dice), for logs of 1k / 20k / 100k entries and 10 / 50 / 200
 *    combatants, in process (a Session over the in-memory store). Floor: the bytes of the log entries
 *    the command wrote (no scheme sends less). Old cost: the whole GM snapshot with the whole log, which
 *    the session pushed per change before issue 20.
 * 2. click: click Roll → log and card on screen, in headless Chromium against the built web server
 *    (bench/gmRoll.ts's measurement), 50 combatants, logs of 1k / 20k / 100k. Floor, in the same page: a
 *    bare round trip of `share:status` over the page's own socket, one DOM update, and the same frame wait.
 * 3. load: 10 GM + 20 player views (Node `ws` clients applying every update with `applyUpdate`) on the
 *    real server process; one GM sends 50 commands/s for 60 s (moves, notes, resource changes, undo).
 *    Every reply counted and timed (floor: `share:status` round trips from another GM view during the
 *    load); every view checked against a fresh snapshot at the end; the server's RSS before and after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { memorySettings, memoryStore } from '../tests/helpers/memoryStore';
import { createSession } from '../src/main/session/session';
import { demoFor } from '../src/main/session/demo';
import { seededDice } from '../src/shared/dice/dice';
import type { GmSnapshot, SessionUpdate, SnapshotPatch } from '../src/shared/contract/snapshots';
import type { Command } from '../src/shared/model/commands';
import type { LogEntry } from '../src/shared/model/campaign';
import type { BenchRow, SuiteReport } from './types';
import { summarize } from './stats';
import { benchCampaign } from './live/fixtures';
import { expectOpened, prepareDataDir, rssMiB, startServer, type RunningServer } from './live/server';
import { ViewClient } from './live/client';

const LOGS = [1_000, 20_000, 100_000] as const;
const CLICK_RUNS = 25;
const COMBATANTS = [10, 50, 200] as const;
/** The IRT-EX-1 shot: Anton's pistol at the guard, a 12 among the dice, so it hits (and gives Fokus). */
const ATTACK = {
  type: 'irt/attack',
  attackerId: 'c-anton',
  targetId: 'c-gransvakt',
  weaponId: 'w-pistol',
  options: {},
  dice: [12, 10, 11, 3, 5],
} as unknown as Command;
/** The damage; the 12 asks for a crit die. */
const RESOLVE = { type: 'irt/resolve', dice: [1] } as unknown as Command;

const bytes = (x: unknown): number => Buffer.byteLength(JSON.stringify(x), 'utf8');
const kB = (b: number): string => `${(b / 1024).toFixed(2)} kB`;
const ms = (x: number): string => `${x.toFixed(1)} ms`;
const k = (n: number): string => (n >= 1000 ? `${n / 1000}k` : String(n));

// ---------------------------------------------------------------- 1. bytes per command (in process)

interface BytesResult {
  log: number;
  combatants: number;
  attack: number;
  resolve: number;
  sum: number;
  /** Bytes of the log entries each command wrote (the floor). */
  attackFloor: number;
  resolveFloor: number;
  /** The whole GM snapshot with the whole log (what every change pushed before issue 20). */
  oldSnapshot: number;
  /** What a view fetches on connecting now (the newest 500 entries). */
  windowSnapshot: number;
  /** The two undos that take the attack back (resolve, then attack), pushed bytes summed. */
  undo: number;
  /** What the view needs for them: the entries that come back into its 500-entry window. */
  undoFloor: number;
  /** The undos' log change was a reset (the view's whole window sent again). */
  undoReset: boolean;
  /** Session.command time (engine, history, diff, projection), ms, attack + resolve. */
  commandMs: number;
  updatesPerCommand: number;
}

async function bytesFor(log: number, combatants: number, runs: number): Promise<BytesResult> {
  const store = memoryStore();
  const settings = memorySettings();
  const path = await store.create('Bench', benchCampaign(combatants, log));
  await settings.rememberOpened(path);
  const session = createSession({
    store,
    settings,
    dice: seededDice(3),
    demo: demoFor,
    // No autosave during the runs: only the commands' own pushes are counted (the save status is its own).
    autosaveDelayMs: 3_600_000,
  });
  await session.start();
  let pushed: SessionUpdate[] = [];
  session.subscribe('gm', (u) => pushed.push(u));
  const samples = {
    attack: [] as number[],
    resolve: [] as number[],
    undo: [] as number[],
    ms: [] as number[],
    n: [] as number[],
  };
  let undoFloor = 0;
  let undoReset = false;
  let attackFloor = 0;
  let resolveFloor = 0;
  const appended = (us: readonly SessionUpdate[]): LogEntry[] =>
    us.flatMap((u) => ('kind' in u ? ((u as SnapshotPatch).log?.append ?? []) : [])) as LogEntry[];
  let oldSnapshot = 0;
  for (let i = 0; i < runs; i++) {
    pushed = [];
    const t0 = performance.now();
    await session.command(ATTACK);
    const t1 = performance.now();
    const a = pushed;
    pushed = [];
    await session.command(RESOLVE);
    const t2 = performance.now();
    const r = pushed;
    samples.attack.push(a.reduce((s, u) => s + bytes(u), 0));
    samples.resolve.push(r.reduce((s, u) => s + bytes(u), 0));
    samples.ms.push(t1 - t0 + (t2 - t1));
    samples.n.push(a.length, r.length);
    attackFloor = bytes(appended(a));
    resolveFloor = bytes(appended(r));
    if (i === 0) {
      // The old push: the GM snapshot with the campaign's whole log in it.
      const snap = session.snapshot('gm') as GmSnapshot;
      const whole = session.logPage(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).entries;
      if (!snap.campaign || whole.length < log) throw new Error('no campaign / short log');
      oldSnapshot = bytes({ ...snap, campaign: { ...snap.campaign, log: whole } });
    }
    // Back to the same state for the next run. What comes back into the view's window is the floor.
    const held = (session.snapshot('gm') as GmSnapshot).campaign?.log ?? [];
    const firstHeld = held[0]?.seq ?? 0;
    const lastHeld = held.at(-1)?.seq ?? 0;
    pushed = [];
    await session.undo();
    await session.undo();
    samples.undo.push(pushed.reduce((s, u) => s + bytes(u), 0));
    undoReset ||= pushed.some((u) => 'kind' in u && (u as SnapshotPatch).log?.reset === true);
    const after = (session.snapshot('gm') as GmSnapshot).campaign?.log ?? [];
    const removed = lastHeld - (after.at(-1)?.seq ?? 0);
    undoFloor = bytes(session.logPage(firstHeld, removed).entries);
  }
  const windowSnapshot = bytes(session.snapshot('gm'));
  await session.close();
  const attack = summarize(samples.attack).median;
  const resolve = summarize(samples.resolve).median;
  return {
    log,
    combatants,
    attack,
    resolve,
    sum: attack + resolve,
    undo: summarize(samples.undo).median,
    undoFloor,
    undoReset,
    attackFloor,
    resolveFloor,
    oldSnapshot,
    windowSnapshot,
    commandMs: summarize(samples.ms).median,
    updatesPerCommand: summarize(samples.n).median,
  };
}

async function benchBytes(): Promise<BytesResult[]> {
  const out: BytesResult[] = [];
  for (const log of LOGS) for (const n of COMBATANTS) out.push(await bytesFor(log, n, 5));
  return out;
}

// ---------------------------------------------------------------- 2. click Roll → on screen (browser)

/** Keeps the page's WebSockets reachable for the floor measurement (the bridge keeps its own private). */
const CAPTURE_SOCKETS = `(() => {
  const Native = window.WebSocket;
  const sockets = [];
  window.__benchSockets = sockets;
  window.WebSocket = class extends Native {
    constructor(...args) { super(...args); sockets.push(this); }
  };
})();`;

/**
 * Runs in the page: clicks Roll, resolves after the frame that shows the new log row and card Fokus.
 * Also notes when the first pushed update came in on the page's socket (its event's timeStamp), which
 * splits the time into click → push (page's call, server, socket) and push → on screen (apply, render).
 */
const MEASURE_ROLL = `(async () => {
  const log = document.querySelector('[aria-label="Log"]');
  const fokus = () => document.querySelector('[data-testid="fokus"]')?.textContent?.trim() ?? '';
  // The log is virtualised: the newest row (class "latest") is a new element once the roll's entries are in.
  const latest = () => log?.querySelector('.latest') ?? null;
  const before = latest();
  const fokusBefore = Number(fokus());
  const button = [...document.querySelectorAll('dialog[open] button')].find(
    (x) => x.textContent?.trim() === 'Roll',
  );
  const ws = window.__benchSockets.filter((s) => s.readyState === 1).at(-1);
  let pushAt = NaN;
  let handledAt = NaN;
  const onPush = (ev) => {
    if (Number.isNaN(pushAt) && typeof ev.data === 'string' && ev.data.startsWith('{"push":"session:update"')) {
      pushAt = ev.timeStamp;
      // This listener runs after the bridge's (which applies the update); a microtask queued now runs
      // after the one Svelte queued for its flush: apply + Svelte's DOM updates are done by then.
      queueMicrotask(() => (handledAt = performance.now()));
    }
  };
  ws?.addEventListener('message', onPush);
  let cardAt = NaN;
  let rowAt = NaN;
  let framesAfterPush = 0;
  const t0 = performance.now();
  button.click();
  await new Promise((done) => {
    const check = (t) => {
      if (!Number.isNaN(pushAt)) framesAfterPush++;
      const now = latest();
      if (Number.isNaN(rowAt) && now !== null && now !== before) rowAt = t;
      if (Number.isNaN(cardAt) && Number(fokus()) === fokusBefore + 1) cardAt = t;
      if (!Number.isNaN(rowAt) && !Number.isNaN(cardAt)) done();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // The frame after the change is the one that shows it.
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  const total = performance.now() - t0;
  ws?.removeEventListener('message', onPush);
  return {
    total,
    push: pushAt - t0,
    handled: handledAt - pushAt,
    card: cardAt - t0,
    row: rowAt - t0,
    frames: framesAfterPush,
  };
})()`;

/**
 * The floor, in the same page and measured the same way: a bare round trip of a trivial channel over
 * the page's own socket, one DOM update, the rAF check that sees it, and the frame after.
 */
const MEASURE_FLOOR = `(async () => {
  const ws = window.__benchSockets.filter((s) => s.readyState === 1).at(-1);
  let box = document.getElementById('bench-floor');
  if (!box) {
    box = document.createElement('div');
    box.id = 'bench-floor';
    box.style.cssText = 'position:fixed;left:0;bottom:0;font-size:10px;z-index:9999;';
    document.body.append(box);
  }
  const id = 'bench-floor-' + Math.random().toString(36).slice(2);
  const t0 = performance.now();
  let replyAt = NaN;
  await new Promise((done) => {
    const on = (ev) => {
      if (typeof ev.data === 'string' && ev.data.includes(id)) {
        replyAt = ev.timeStamp;
        ws.removeEventListener('message', on);
        box.textContent = id;
        done();
      }
    };
    ws.addEventListener('message', on);
    ws.send(JSON.stringify({ id, channel: 'share:status', input: {} }));
  });
  const seen = await new Promise((done) => {
    const check = (t) => (box.textContent === id ? done(t) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  return { total: performance.now() - t0, rtt: replyAt - t0, seen: seen - t0 };
})()`;

/** The page's frame interval (median of 30 rAF gaps): the unit the frame waits above are made of. */
const FRAME_INTERVAL = `(async () => {
  const gaps = [];
  let last = await new Promise((r) => requestAnimationFrame(r));
  for (let i = 0; i < 30; i++) {
    const t = await new Promise((r) => requestAnimationFrame(r));
    gaps.push(t - last);
    last = t;
  }
  gaps.sort((a, b) => a - b);
  return gaps[15];
})()`;

/** One timed roll (bench/gmRoll.ts): opens the dialog, enters IRT-EX-1's dice, clicks Roll, waits, undoes. */
interface RollTiming {
  total: number;
  /** Click → the first pushed update on the page's socket. */
  push: number;
  /** That push → the bridge's handler and Svelte's flush done (apply + DOM updates, before layout). */
  handled: number;
  /** Click → the frame whose rAF check first saw the card's Fokus, the log's new row. */
  card: number;
  row: number;
  /** rAF checks from the push to the one that saw both. */
  frames: number;
}

async function timedRoll(page: Page): Promise<RollTiming> {
  await page.locator('body').press('a');
  const dialog = page.getByRole('dialog', { name: 'Attack', exact: true });
  await dialog.getByRole('checkbox', { name: 'Enter dice', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Dice', exact: true }).fill('12 10 11 3 5');
  await dialog.getByRole('button', { name: 'Roll', exact: true }).waitFor();
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('dialog[open] button')].find(
      (x) => x.textContent?.trim() === 'Roll',
    );
    return b instanceof HTMLButtonElement && !b.disabled;
  });
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  const took = (await page.evaluate(MEASURE_ROLL)) as RollTiming;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.waitForFunction(`!document.querySelector('.attack.waiting')`);
  return took;
}

export interface ClickResult {
  log: number;
  roll: ReturnType<typeof summarize>;
  /** Click → the first pushed update on the page's socket. */
  push: ReturnType<typeof summarize>;
  /** That push → on screen (apply, Svelte, layout, frames). */
  render: ReturnType<typeof summarize>;
  /** Push → handler and Svelte flush done. */
  handled: ReturnType<typeof summarize>;
  /** Click → first frame showing the card's Fokus / the log's new row. */
  card: ReturnType<typeof summarize>;
  row: ReturnType<typeof summarize>;
  frames: ReturnType<typeof summarize>;
  floor: ReturnType<typeof summarize>;
  /** The floor's bare socket round trip. */
  floorRtt: ReturnType<typeof summarize>;
  /** From the rAF check that saw the change to the next frame's rAF (that frame's style, layout, paint). */
  rollLastFrame: ReturnType<typeof summarize>;
  floorLastFrame: ReturnType<typeof summarize>;
  frameMs: number;
  pageLoadMs: number;
}

async function clickFor(browser: Browser, log: number, runs: number, warmup: number): Promise<ClickResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-bench-live-click-'));
  let server: RunningServer | null = null;
  try {
    const path = await prepareDataDir(dataDir, benchCampaign(50, log, `Bench ${k(log)}`));
    server = await startServer(dataDir);
    await expectOpened(server, path);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
    await context.addInitScript(CAPTURE_SOCKETS);
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(server.gmUrl);
    const initiative = page.getByRole('region', { name: 'Initiative', exact: true });
    await initiative.waitFor({ timeout: 30_000 });
    await initiative.getByRole('button').filter({ hasText: 'Anton' }).first().click();
    await page.getByTestId('fokus').waitFor();
    const pageLoadMs = performance.now() - t0;
    const rolls: number[] = [];
    const pushes: number[] = [];
    const renders: number[] = [];
    const handled: number[] = [];
    const cards: number[] = [];
    const rowsSeen: number[] = [];
    const frames: number[] = [];
    const floors: number[] = [];
    const rtts: number[] = [];
    const floorLast: number[] = [];
    const rollLast: number[] = [];
    for (let i = 0; i < warmup + runs; i++) {
      const roll = await timedRoll(page);
      const floor = (await page.evaluate(MEASURE_FLOOR)) as { total: number; rtt: number; seen: number };
      if (i >= warmup) {
        rolls.push(roll.total);
        if (Number.isFinite(roll.push)) {
          pushes.push(roll.push);
          renders.push(roll.total - roll.push);
          frames.push(roll.frames);
        }
        if (Number.isFinite(roll.handled)) handled.push(roll.handled);
        cards.push(roll.card);
        rowsSeen.push(roll.row);
        floors.push(floor.total);
        rtts.push(floor.rtt);
        floorLast.push(floor.total - floor.seen);
        rollLast.push(roll.total - Math.max(roll.card, roll.row));
      }
    }
    const frameMs = (await page.evaluate(FRAME_INTERVAL)) as number;
    await context.close();
    return {
      log,
      roll: summarize(rolls),
      push: summarize(pushes),
      render: summarize(renders),
      handled: summarize(handled),
      card: summarize(cards),
      row: summarize(rowsSeen),
      frames: summarize(frames),
      floor: summarize(floors),
      floorRtt: summarize(rtts),
      rollLastFrame: summarize(rollLast),
      floorLastFrame: summarize(floorLast),
      frameMs,
      pageLoadMs,
    };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One log length in its own browser (bench/gmRoll.ts uses it for the demo's short log). */
export async function measureClick(log: number, runs: number, warmup: number): Promise<ClickResult> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    return await clickFor(browser, log, runs, warmup);
  } finally {
    await browser.close();
  }
}

async function benchClick(): Promise<ClickResult[]> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const out: ClickResult[] = [];
    for (const log of LOGS) out.push(await clickFor(browser, log, CLICK_RUNS, 3));
    return out;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- 3. load (server process, 30 views)

const GM_VIEWS = 10;
const PLAYER_VIEWS = 20;
const RATE = 50;
const LOAD_SECONDS = 60;

/** Demo tokens and a neighbouring hex each moves to and back from (demo map, no encounter running). */
const MOVES: readonly { tokenId: string; a: { q: number; r: number }; b: { q: number; r: number } }[] = [
  { tokenId: 't-anton', a: { q: 2, r: 6 }, b: { q: 3, r: 6 } },
  { tokenId: 't-greta', a: { q: 0, r: 7 }, b: { q: 1, r: 7 } },
  { tokenId: 't-ivar', a: { q: -2, r: 7 }, b: { q: -1, r: 7 } },
  { tokenId: 't-gransvakt-2', a: { q: 5, r: 5 }, b: { q: 6, r: 5 } },
  { tokenId: 't-officeren', a: { q: 10, r: 1 }, b: { q: 9, r: 1 } },
];

/** The i-th command of the load: 2 moves, a note, a resource change per 4; an undo every 25th. */
function loadCommand(i: number): { channel: string; input: unknown; kind: string } {
  if (i % 25 === 24) return { channel: 'session:undo', input: {}, kind: 'undo' };
  const cmd = (command: Command, kind: string) => ({ channel: 'session:command', input: { command }, kind });
  switch (i % 4) {
    case 0:
    case 1: {
      const n = Math.floor(i / 2);
      const m = MOVES[n % MOVES.length]!;
      const there = Math.floor(n / MOVES.length) % 2 === 0;
      return cmd(
        { type: 'token/move', sceneId: 's-gransen', tokenId: m.tokenId, to: there ? m.b : m.a },
        'move',
      );
    }
    case 2:
      return cmd(
        { type: 'log/note', text: `Bench note ${i}: the patrol moves along the ridge.`, public: i % 8 === 2 },
        'note',
      );
    default:
      return cmd(
        {
          type: 'combatant/adjustResource',
          id: `c-bench-${10 + (i % 40)}`,
          resource: 'kp',
          delta: Math.floor(i / 40) % 2 === 0 ? 1 : -1,
        },
        'resource',
      );
  }
}

/** The first path where two JSON values differ, for the report. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '/';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}/${key}`,
    );
    if (d) return d;
  }
  return path || '/';
}

interface LoadResult {
  sent: number;
  answered: number;
  refused: number;
  refusals: Record<string, number>;
  reply: ReturnType<typeof summarize>;
  replyMax: number;
  floor: ReturnType<typeof summarize>;
  idleFloor: ReturnType<typeof summarize>;
  achievedRate: number;
  views: number;
  atFinalRevision: number;
  equalToSnapshot: number;
  mismatches: string[];
  resyncs: number;
  gmRevision: number;
  rssStart: number;
  rssEnd: number;
  rssPeak: number;
  rssGrowth: number;
  pushedPerGmViewKiB: number;
  pushedPerPlayerViewKiB: number;
  gmPropagation: ReturnType<typeof summarize>;
  /** Bytes pushed to a GM view per command, by kind (median, max). */
  gmBytesByKind: Record<string, { n: number; median: number; max: number }>;
  seconds: number;
}

async function benchLoad(): Promise<LoadResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-bench-live-load-'));
  let server: RunningServer | null = null;
  const clients: ViewClient[] = [];
  try {
    const path = await prepareDataDir(dataDir, benchCampaign(50, 20_000, 'Bench load'));
    server = await startServer(dataDir);
    await expectOpened(server, path);
    for (let i = 0; i < GM_VIEWS; i++) clients.push(await ViewClient.connect(server.gmUrl));
    for (let i = 0; i < PLAYER_VIEWS; i++) clients.push(await ViewClient.connect(server.playerUrl));
    const sender = clients[0]!;
    const prober = clients[1]!;
    sender.bytesByRevision = new Map();
    const kindOfRevision = new Map<number, string>();
    const gms = clients.slice(0, GM_VIEWS);
    // When each GM view came to hold each revision: command reply → every GM view has it.
    const reachedAt = new Map<number, number>();
    const reachedBy = new Map<number, number>();
    for (const c of gms) {
      c.onHeld = (revision) => {
        const n = (reachedBy.get(revision) ?? 0) + 1;
        reachedBy.set(revision, n);
        if (n === GM_VIEWS) reachedAt.set(revision, performance.now());
      };
    }
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) idle.push((await prober.call('share:status')).ms);
    await new Promise((r) => setTimeout(r, 500));
    const rssStart = await rssMiB(server.pid);
    let rssPeak = rssStart;
    const total = RATE * LOAD_SECONDS;
    const replies: Promise<void>[] = [];
    const replyMs: number[] = [];
    const sentAt = new Map<number, number>();
    const propagation: number[] = [];
    const refusals: Record<string, number> = {};
    let answered = 0;
    let refused = 0;
    const floor: number[] = [];
    const t0 = performance.now();
    let stopProbe = false;
    const probing = (async () => {
      while (!stopProbe) {
        floor.push((await prober.call('share:status')).ms);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const rssTimer = setInterval(() => {
      void rssMiB(server!.pid).then(
        (m) => (rssPeak = Math.max(rssPeak, m)),
        () => undefined,
      );
    }, 1000);
    for (let i = 0; i < total; i++) {
      // Open loop: command i goes at t0 + i/RATE, whatever the replies do.
      const due = t0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const { channel, input, kind } = loadCommand(i);
      const sent = performance.now();
      replies.push(
        sender.call(channel, input).then(({ reply, ms: took }) => {
          if (Number.isNaN(took)) return;
          answered++;
          replyMs.push(took);
          if (!reply.ok) {
            refused++;
            const why = `${kind}: ${reply.error?.code ?? '?'}`;
            refusals[why] = (refusals[why] ?? 0) + 1;
            return;
          }
          const revision = (reply.value as { revision?: number }).revision;
          if (typeof revision === 'number' && !sentAt.has(revision)) {
            sentAt.set(revision, sent);
            kindOfRevision.set(revision, kind);
          }
        }),
      );
    }
    const sendSeconds = (performance.now() - t0) / 1000;
    await Promise.all(replies);
    stopProbe = true;
    await probing;
    // Quiet: no pushes for 1.5 s (the last autosave's status push included).
    let last = -1;
    for (;;) {
      const seen = clients.reduce((s, c) => s + c.updates, 0);
      if (seen === last) break;
      last = seen;
      await new Promise((r) => setTimeout(r, 1500));
    }
    clearInterval(rssTimer);
    const rssEnd = await rssMiB(server.pid);
    rssPeak = Math.max(rssPeak, rssEnd);
    for (const [revision, at] of sentAt) {
      const reached = reachedAt.get(revision);
      if (reached !== undefined) propagation.push(reached - at);
    }
    let atFinalRevision = 0;
    let equalToSnapshot = 0;
    const mismatches: string[] = [];
    let gmRevision = 0;
    for (const [i, c] of clients.entries()) {
      const fresh = await c.freshSnapshot();
      if (c.role === 'gm') gmRevision = fresh.revision;
      const held = c.held;
      if (held?.revision === fresh.revision) atFinalRevision++;
      const diff = firstDifference(held, fresh);
      if (diff === null) equalToSnapshot++;
      else
        mismatches.push(
          `${c.role} view ${i}: held r${held?.revision ?? '-'} vs r${fresh.revision}, first difference at ${diff}`,
        );
    }
    const gmBytes = gms.map((c) => c.pushedBytes);
    const perKind: Record<string, number[]> = {};
    for (const [revision, kind] of kindOfRevision) {
      const b = sender.bytesByRevision.get(revision);
      if (b !== undefined) (perKind[kind] ??= []).push(b);
    }
    const gmBytesByKind = Object.fromEntries(
      Object.entries(perKind).map(([kind, xs]) => [
        kind,
        { n: xs.length, median: summarize(xs).median, max: Math.max(...xs) },
      ]),
    );
    const playerBytes = clients.slice(GM_VIEWS).map((c) => c.pushedBytes);
    return {
      sent: total,
      answered,
      refused,
      refusals,
      reply: summarize(replyMs),
      replyMax: Math.max(...replyMs),
      floor: summarize(floor),
      idleFloor: summarize(idle),
      achievedRate: total / sendSeconds,
      views: clients.length,
      atFinalRevision,
      equalToSnapshot,
      mismatches,
      resyncs: clients.reduce((s, c) => s + c.resyncs, 0),
      gmRevision,
      rssStart,
      rssEnd,
      rssPeak,
      rssGrowth: rssEnd - rssStart,
      pushedPerGmViewKiB: summarize(gmBytes).median / 1024,
      pushedPerPlayerViewKiB: summarize(playerBytes).median / 1024,
      gmPropagation: summarize(propagation),
      gmBytesByKind,
      seconds: sendSeconds,
    };
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the suite

export async function benchLive(): Promise<SuiteReport> {
  const started = performance.now();
  const load0 = loadavg();
  const only = (process.env['BENCH_LIVE_PARTS'] ?? 'bytes,click,load').split(',');
  const rows: BenchRow[] = [];
  const lines: string[] = [];

  let bytesResults: BytesResult[] = [];
  if (only.includes('bytes')) {
    console.log('live: 1/3 bytes per command (in process)…');
    bytesResults = await benchBytes();
    lines.push(
      'Bytes pushed to a GM view (IRT attack + damage, medians of 5; floor = the log entries written; old = whole GM snapshot per change):',
      '  log    comb.  attack   resolve  sum      floor    sum/floor  old/command  old÷new  | 2 undos  floor   cmd ms',
    );
    for (const b of bytesResults) {
      const where = `${k(b.log)} log, ${b.combatants} combatants`;
      const floor = b.attackFloor + b.resolveFloor;
      rows.push(
        {
          name: `GM push bytes: irt/attack (${where})`,
          metric: 'median',
          value: b.attack,
          unit: 'B',
          note: `floor ${b.attackFloor} B (entries written), ×${(b.attack / b.attackFloor).toFixed(2)}`,
        },
        {
          name: `GM push bytes: irt/resolve (${where})`,
          metric: 'median',
          value: b.resolve,
          unit: 'B',
          note: `floor ${b.resolveFloor} B (entries written), ×${(b.resolve / b.resolveFloor).toFixed(2)}`,
        },
        {
          name: `GM push bytes: attack + resolve (${where})`,
          metric: 'median',
          value: b.sum,
          unit: 'B',
          note: `floor ${floor} B ×${(b.sum / floor).toFixed(2)}; old 2 × ${kB(b.oldSnapshot)} (÷${((2 * b.oldSnapshot) / b.sum).toFixed(0)}); goal ≤ 4 kB`,
        },
        {
          name: `GM push bytes: undo ×2 of attack + resolve (${where})`,
          metric: 'median',
          value: b.undo,
          unit: 'B',
          note: `floor ${b.undoFloor} B (entries back in the window) ×${(b.undo / b.undoFloor).toFixed(1)}; old 2 × ${kB(b.oldSnapshot)}`,
        },
      );
      lines.push(
        `  ${k(b.log).padEnd(6)} ${String(b.combatants).padEnd(6)} ${String(b.attack).padEnd(8)} ${String(b.resolve).padEnd(8)} ${String(b.sum).padEnd(8)} ${String(floor).padEnd(8)} ×${(b.sum / floor).toFixed(2).padEnd(9)} ${kB(b.oldSnapshot).padEnd(12)} ${`÷${((2 * b.oldSnapshot) / b.sum).toFixed(0)}`.padEnd(8)} | ${String(b.undo).padEnd(8)} ${String(b.undoFloor).padEnd(7)} ${b.commandMs.toFixed(2)}`,
      );
    }
    const maxSum = Math.max(...bytesResults.map((b) => b.sum));
    const maxUndo = Math.max(...bytesResults.map((b) => b.undo));
    const flat = Math.max(...bytesResults.map((b) => b.sum)) - Math.min(...bytesResults.map((b) => b.sum));
    lines.push(
      `  → goal ≤ 4 kB per command, flat in the log: ${maxSum <= 4096 ? 'met' : 'MISSED'} (largest attack + resolve ${maxSum} B, spread ${flat} B from 1k to 100k)`,
      `  → undo of the two: up to ${kB(maxUndo)}${bytesResults.some((b) => b.undoReset) ? ", a log reset: the view's whole window is sent again" : ''}`,
    );
  }

  let clickResults: ClickResult[] = [];
  if (only.includes('click')) {
    console.log('live: 2/3 click Roll → on screen (Chromium, web server)…');
    clickResults = await benchClick();
    lines.push(
      `Click Roll → log + card on screen (50 combatants, ${CLICK_RUNS} runs; floor = share:status round trip + DOM update + frame, same page):`,
    );
    for (const c of clickResults) {
      const name = `GM: click Roll → log + card (50 combatants, ${k(c.log)} log, web mode)`;
      rows.push(
        {
          name,
          metric: 'median',
          value: c.roll.median,
          unit: 'ms',
          note: `floor ${ms(c.floor.median)} (×${(c.roll.median / c.floor.median).toFixed(1)}); goal ≤ 50 ms`,
        },
        { name, metric: 'p95', value: c.roll.p95, unit: 'ms', note: `floor p95 ${ms(c.floor.p95)}` },
        {
          name,
          metric: 'click → push on the socket, median',
          value: c.push.median,
          unit: 'ms',
          note: `push → on screen ${ms(c.render.median)}; floor's bare round trip ${ms(c.floorRtt.median)}`,
        },
      );
      lines.push(
        `  ${k(c.log).padEnd(5)} log: median ${ms(c.roll.median)}  p95 ${ms(c.roll.p95)}  (click → push ${ms(c.push.median)}, push → on screen ${ms(c.render.median)} of which apply + Svelte flush ${ms(c.handled.median)}, ${c.frames.median} frame checks; card seen at ${ms(c.card.median)}, log row at ${ms(c.row.median)}, then ${ms(c.rollLastFrame.median)} to the next frame)  | floor median ${ms(c.floor.median)}  p95 ${ms(c.floor.p95)} (round trip ${ms(c.floorRtt.median)}, then ${ms(c.floorLastFrame.median)} seen → next frame)  ×${(c.roll.median / c.floor.median).toFixed(2)}; frame ${ms(c.frameMs)}; page ready ${ms(c.pageLoadMs)}`,
      );
    }
    const worst = Math.max(...clickResults.map((c) => c.roll.median));
    const best = Math.min(...clickResults.map((c) => c.roll.median));
    const worstFloor = Math.max(...clickResults.map((c) => c.floor.median));
    lines.push(
      `  → goal median ≤ 50 ms: ${worst <= 50 ? 'met' : 'MISSED'} (worst median ${ms(worst)}; the floor itself is up to ${ms(worstFloor)}); medians from 1k to 100k span ${ms(best)}–${ms(worst)}`,
    );
  }

  let loadResult: LoadResult | null = null;
  if (only.includes('load')) {
    console.log(
      `live: 3/3 load (${GM_VIEWS} GM + ${PLAYER_VIEWS} player views, ${RATE}/s for ${LOAD_SECONDS} s)…`,
    );
    const l = (loadResult = await benchLoad());
    const name = `load: ${GM_VIEWS} GM + ${PLAYER_VIEWS} player views, ${RATE} cmd/s × ${LOAD_SECONDS} s`;
    rows.push(
      {
        name,
        metric: 'answered',
        value: l.answered,
        unit: 'commands',
        note: `of ${l.sent} sent at ${l.achievedRate.toFixed(1)}/s; ${l.refused} refused by the rules`,
      },
      {
        name,
        metric: 'reply median',
        value: l.reply.median,
        unit: 'ms',
        note: `floor (share:status under load) ${ms(l.floor.median)}, idle ${ms(l.idleFloor.median)}`,
      },
      {
        name,
        metric: 'reply p95',
        value: l.reply.p95,
        unit: 'ms',
        note: `floor p95 ${ms(l.floor.p95)} (×${(l.reply.p95 / l.floor.p95).toFixed(1)}); goal < 100 ms`,
      },
      {
        name,
        metric: 'command → all GM views hold it, p95',
        value: l.gmPropagation.p95,
        unit: 'ms',
        note: `median ${ms(l.gmPropagation.median)}`,
      },
      {
        name,
        metric: 'views at final revision',
        value: l.atFinalRevision,
        unit: 'views',
        note: `of ${l.views}; deep-equal to a fresh snapshot: ${l.equalToSnapshot}; resyncs ${l.resyncs}`,
      },
      {
        name,
        metric: 'server RSS growth',
        value: l.rssGrowth,
        unit: 'MiB',
        note: `${l.rssStart.toFixed(1)} → ${l.rssEnd.toFixed(1)} MiB (peak ${l.rssPeak.toFixed(1)}); goal < 50 MB`,
      },
    );
    lines.push(
      `Load (${GM_VIEWS} GM + ${PLAYER_VIEWS} player views, 50 combatants, 20k log, ${l.sent} commands at ${l.achievedRate.toFixed(1)}/s):`,
      `  answered ${l.answered}/${l.sent} (${l.refused} refused by the rules${l.refused ? `: ${JSON.stringify(l.refusals)}` : ''})`,
      `  reply median ${ms(l.reply.median)}  p95 ${ms(l.reply.p95)}  max ${ms(l.replyMax)}  | floor share:status under load median ${ms(l.floor.median)} p95 ${ms(l.floor.p95)}, idle ${ms(l.idleFloor.median)}`,
      `  command → all ${GM_VIEWS} GM views hold it: median ${ms(l.gmPropagation.median)}  p95 ${ms(l.gmPropagation.p95)}`,
      `  views at the final revision ${l.atFinalRevision}/${l.views} (GM r${l.gmRevision}); deep-equal to a fresh snapshot ${l.equalToSnapshot}/${l.views}; resyncs ${l.resyncs}`,
      ...l.mismatches.slice(0, 5).map((m) => `    ${m}`),
      `  pushed per view over the run: GM ${l.pushedPerGmViewKiB.toFixed(0)} KiB, player ${l.pushedPerPlayerViewKiB.toFixed(0)} KiB; per command to a GM view: ${Object.entries(
        l.gmBytesByKind,
      )
        .map(([kind, b]) => `${kind} ${b.median} B (max ${b.max})`)
        .join(', ')}`,
      `  server RSS ${l.rssStart.toFixed(1)} → ${l.rssEnd.toFixed(1)} MiB (growth ${l.rssGrowth.toFixed(1)}, peak ${l.rssPeak.toFixed(1)})`,
      `  → goals: all answered ${l.answered === l.sent ? 'met' : 'MISSED'}; p95 < 100 ms ${l.reply.p95 < 100 ? 'met' : 'MISSED'}; all views at final revision ${l.atFinalRevision === l.views && l.equalToSnapshot === l.views ? 'met' : 'MISSED'}; RSS growth < 50 MB ${l.rssGrowth * 1.048576 < 50 ? 'met' : 'MISSED'}`,
    );
  }

  const load1 = loadavg();
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  lines.push(
    `Load average (1/5/15 min): ${fmt(load0)} at start, ${fmt(load1)} at end; took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return {
    rows,
    summary: lines.join('\n'),
    details: {
      loadavgStart: load0,
      loadavgEnd: load1,
      bytes: bytesResults,
      click: clickResults,
      load: loadResult,
    },
  };
}
