/**
 * Crash test: a child process (saveLoop.child.ts) opens a campaign and saves in a loop, printing
 * `saved N` after each save resolved; it is SIGKILLed at a random moment (0–50 ms after it starts
 * saving), 100 times, on the same campaign. After every kill the campaign (campaign.json and its journal
 * log.jsonl) must load, and hold the last printed N or N+1 (the save in flight may or may not have
 * landed) — never anything else, never a load error — and never half a save: each save changes the
 * state (`gmNotes`) and appends a log entry with the same N, and the two must agree. Each new child must take over the dead one's stale
 * lock, cut off a torn journal line, and now and then compact the journal or rebase campaign.json (every
 * save appends a `$rev` line), so kills land in those rewrites too.
 *
 * Speed (the whole test runs in ~30 s on 2 cores): spawning `node --import tsx` costs ~0.5 s, so the
 * child is bundled once with esbuild (a dependency of both tsx and vite) into one .mjs that loads in
 * ~0.25 s (without esbuild the test falls back to tsx), and the next children are spawned ahead: they
 * load while the current one runs, and only open the campaign when told to go.
 */
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCampaignFolder } from '../../../../src/main/store/campaignFolder';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import { nodeIo } from '../../../../src/main/store/durableFs';
import type { LogEntry } from '@shared/model/campaign';
import { makeCampaignWithContent, makeTempDir } from './fixtures';

const KILLS = 100;
const MAX_DELAY_MS = 50;
/** Children loaded ahead of their turn. */
const PREFETCH = 3;
const CHILD_TS = fileURLToPath(new URL('./saveLoop.child.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

let dataDir: string;
let childArgs: string[];

beforeAll(async () => {
  dataDir = await makeTempDir();
  try {
    const esbuild = await import('esbuild');
    const outfile = join(dataDir, 'saveLoop.child.mjs');
    await esbuild.build({
      entryPoints: [CHILD_TS],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      tsconfig: join(REPO, 'tsconfig.node.json'),
      logLevel: 'silent',
    });
    childArgs = [outfile];
  } catch {
    childArgs = ['--import', 'tsx', CHILD_TS];
  }
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Small seeded PRNG (mulberry32) so a failing run can be replayed from its printed seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Run {
  start: number;
  saved: number[];
}

interface Child {
  /** Resolves once the child has loaded its modules and waits for `go`. */
  readonly ready: Promise<void>;
  /** Lets the child open the campaign and start saving; it is SIGKILLed `delayMs` after it printed `start`. */
  go(delayMs: number): Promise<Run>;
  /** Ends a child that was never told to go. */
  discard(): void;
}

/**
 * Spawns a child on `path` that loads and then waits: the next child is spawned while the current one
 * runs, so module loading (most of the ~0.3 s startup) overlaps the previous round.
 */
function spawnChild(path: string): Child {
  const child = spawn(process.execPath, [...childArgs, dataDir, path], {
    cwd: REPO,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(REPO, 'tsconfig.node.json') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let delay = 0;
  let killTimer = false;
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.startsWith('ready\n')) onReady();
    if (!killTimer && out.includes('start ')) {
      killTimer = true;
      setTimeout(() => child.kill('SIGKILL'), delay);
    }
  });
  child.stderr.on('data', (chunk: string) => (err += chunk));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') {
        reject(new Error(`child ended by itself (code ${String(code)}):\n${err}`));
        return;
      }
      const lines = out.split('\n');
      const start = lines.map((l) => /^start (\d+)$/.exec(l)?.[1]).find((v) => v !== undefined);
      if (start === undefined) {
        reject(new Error(`child was killed before it started:\n${out}\n${err}`));
        return;
      }
      const saved = lines.flatMap((l) => {
        const m = /^saved (\d+)$/.exec(l);
        return m?.[1] !== undefined ? [Number(m[1])] : [];
      });
      resolve({ start: Number(start), saved });
    });
  });
  // Observed through go(); a discarded child's rejection is expected. A child that dies before it is
  // ready counts as ready, so that go() reports why it died.
  done.catch(() => undefined).finally(onReady);
  return {
    ready,
    go(delayMs) {
      delay = delayMs;
      child.stdin.write('go\n');
      return done;
    },
    discard() {
      child.stdin.end();
      child.kill('SIGKILL');
    },
  };
}

/** A few hundred log entries (~70 kB), so that rewrites of log.jsonl take a while and kills land in them. */
function bulkyLog(): LogEntry[] {
  return Array.from({ length: 300 }, (_, seq) => ({
    seq,
    round: Math.floor(seq / 10),
    type: 'roll',
    public: seq % 2 === 0,
    data: { who: `n-${seq % 7}`, dice: [1, 4, 6], total: 11, text: 'Slag mot Fysik, lyckat' },
  }));
}

it(`keeps the last saved campaign through ${KILLS} SIGKILLs during saves`, { timeout: 180_000 }, async () => {
  const seed = Date.now() >>> 0;
  const random = prng(seed);
  const store = createCampaignStore(dataDir, { warn: () => undefined });
  const path = await store.create('Krasch', makeCampaignWithContent({ gmNotes: 'save 0', log: bulkyLog() }));

  let onDisk = 0;
  let totalSaves = 0;
  let inFlightLanded = 0;
  let killedMidWrite = 0;
  let tornAppends = 0;
  const t0 = Date.now();
  // Children waiting to go (loaded ahead, so their startup overlaps the rounds before them).
  const queue = Array.from({ length: PREFETCH }, () => spawnChild(path));
  for (let i = 0; i < KILLS; i++) {
    const delay = Math.floor(random() * (MAX_DELAY_MS + 1));
    const current = queue.shift();
    if (!current) throw new Error('no child');
    await current.ready;
    const running = current.go(delay);
    if (i + queue.length + 1 < KILLS) queue.push(spawnChild(path));
    const run = await running.catch((e: unknown) => {
      for (const c of queue) c.discard();
      throw e;
    });
    const where = `kill ${i + 1} (seed ${seed}, delay ${delay} ms)`;
    // The child resumed from what was on disk, and its saves counted on from there.
    expect(run.start, where).toBe(onDisk);
    expect(run.saved, where).toEqual(run.saved.map((_, k) => onDisk + k + 1));

    const lastPrinted = run.saved.at(-1) ?? run.start;
    const loaded = await readCampaignFolder(path, nodeIo); // throws on any load error
    const counter = Number(/^save (\d+)$/.exec(loaded.state.gmNotes)?.[1]);
    expect([lastPrinted, lastPrinted + 1], where).toContain(counter);
    // The log holds exactly the entries of the saves that landed: the state's and the log's N agree.
    expect(loaded.state.log, where).toHaveLength(300 + counter);
    if (counter > 0) expect(loaded.state.log.at(-1)?.data, where).toEqual({ text: `save ${counter}` });

    totalSaves += run.saved.length;
    if (counter === lastPrinted + 1) inFlightLanded++;
    if ((await readdir(path)).some((f) => f.includes('.tmp-'))) killedMidWrite++;
    if (loaded.journal?.torn) tornAppends++;
    onDisk = counter;

    // Now and then the full open path checks it too (taking over the dead child's stale lock).
    if (i % 10 === 9) {
      const checker = createCampaignStore(dataDir, { warn: () => undefined });
      const opened = await checker.open(path);
      expect(opened.state.gmNotes, where).toBe(`save ${counter}`);
      await checker.close(path);
    }
  }
  for (const c of queue) c.discard();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `crash test (${childArgs[0]?.endsWith('.mjs') ? 'bundled child' : 'tsx child'}): ${KILLS} kills in ${seconds} s (seed ${seed}); ${totalSaves} saves confirmed, ` +
      `${inFlightLanded} kills after an unconfirmed save had landed, ${killedMidWrite} kills left a temp file (mid-rewrite), ` +
      `${tornAppends} left a torn journal line (mid-append)`,
  );
  expect(totalSaves).toBeGreaterThan(0);
  // The store cleans up after the crashes: temp files are removed on open, backups stay rotated.
  const final = await createCampaignStore(dataDir, { warn: () => undefined }).open(path);
  expect(final.state.gmNotes).toBe(`save ${onDisk}`);
  expect((await readdir(path)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  expect((await readdir(join(path, 'backups'))).length).toBeLessThanOrEqual(20);
});
