/**
 * Kill test (issue 20): the whole app, not only the store. A child process (commandStream.child.ts)
 * starts the app's services on a data folder as the app does, and applies a steady stream of `log/note`
 * commands through the session, printing `ack <k> <time>` after each resolved; the session autosaves at
 * most its default delay (300 ms) after the first unsaved change. The child is SIGKILLed at a random
 * moment, a few times in a row on the same campaign; after each kill the campaign is reopened with a
 * fresh store, and:
 * - it loads;
 * - its journal is never torn where it counts: every line of log.jsonl parses (a torn last line, a
 *   crash mid-append, is allowed before the open and cut off by it), and the log's seq numbers are
 *   consecutive;
 * - every note acknowledged at least 1 s before the kill is in the log (the save after it had time).
 *
 * Speed: as in ../store/crash.test.ts, the child is bundled once with esbuild (falling back to tsx),
 * and the next children are spawned ahead so that their module loading overlaps the current round.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import { makeTempDir } from '../store/fixtures';

const TRIALS = 8;
/** The kill lands this long after the child started its stream: some acks are then over 1 s old. */
const MIN_DELAY_MS = 300;
const MAX_DELAY_MS = 2300;
/** A note acknowledged this long before the kill must have been saved (autosave ≤ 300 ms + the save). */
const SAVED_WITHIN_MS = 1000;
const PREFETCH = 2;
const CHILD_TS = fileURLToPath(new URL('./commandStream.child.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

let dataDir: string;
let childArgs: string[];

beforeAll(async () => {
  dataDir = await makeTempDir();
  try {
    const esbuild = await import('esbuild');
    const outfile = join(dataDir, 'commandStream.child.mjs');
    await esbuild.build({
      entryPoints: [CHILD_TS],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      tsconfig: join(REPO, 'tsconfig.node.json'),
      // CommonJS dependencies bundled into ESM may `require` Node's builtins.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
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
  path: string;
  /** Acknowledged notes: k and the child's clock when its command resolved. */
  acks: { k: number; at: number }[];
  /** The parent's clock just before it sent SIGKILL. */
  killedAt: number;
}

interface Child {
  readonly ready: Promise<void>;
  /** Lets the child start; it is SIGKILLed `delayMs` after it printed its campaign's path. */
  go(delayMs: number): Promise<Run>;
  discard(): void;
}

function spawnChild(): Child {
  const child = spawn(process.execPath, [...childArgs, dataDir], {
    cwd: REPO,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(REPO, 'tsconfig.node.json') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let delay = 0;
  let killedAt = 0;
  let timerSet = false;
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.startsWith('ready\n')) onReady();
    if (!timerSet && /\npath .+\n/.test(out)) {
      timerSet = true;
      setTimeout(() => {
        killedAt = Date.now();
        child.kill('SIGKILL');
      }, delay);
    }
  });
  child.stderr.on('data', (chunk: string) => (err += chunk));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL' || killedAt === 0) {
        reject(new Error(`child ended by itself (code ${String(code)}):\n${out.slice(-500)}\n${err}`));
        return;
      }
      const path = /\npath (.+)\n/.exec(out)?.[1] ?? '';
      // Only whole lines: a line the kill cut short was never acknowledged.
      const acks = out
        .split('\n')
        .slice(0, -1)
        .flatMap((l) => {
          const m = /^ack (\d+) (\d+)$/.exec(l);
          return m ? [{ k: Number(m[1]), at: Number(m[2]) }] : [];
        });
      resolve({ path, acks, killedAt });
    });
  });
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

it(
  `keeps every note acknowledged ${SAVED_WITHIN_MS} ms before a SIGKILL, ${TRIALS} kills of the app`,
  { timeout: 60_000 },
  async () => {
    const seed = Date.now() >>> 0;
    const random = prng(seed);
    const queue = Array.from({ length: PREFETCH }, () => spawnChild());
    const t0 = Date.now();
    let checked = 0;
    let acked = 0;
    let torn = 0;
    let lastK = 0;
    try {
      for (let trial = 0; trial < TRIALS; trial++) {
        const delay = MIN_DELAY_MS + Math.floor(random() * (MAX_DELAY_MS - MIN_DELAY_MS));
        const current = queue.shift();
        if (!current) throw new Error('no child');
        await current.ready;
        const running = current.go(delay);
        if (trial + queue.length + 1 < TRIALS) queue.push(spawnChild());
        const run = await running;
        const where = `kill ${trial + 1} (seed ${seed}, ${delay} ms after the stream started)`;
        expect(run.path, where).not.toBe('');
        expect(run.acks.length, where).toBeGreaterThan(0);
        // Each child counts on from what the last one saved: k never goes back.
        expect(run.acks[0]?.k, where).toBeGreaterThan(0);
        acked += run.acks.length;

        // The journal as the kill left it: every line but a torn last one parses.
        const raw = await readFile(join(run.path, 'log.jsonl'), 'utf8');
        const lines = raw.split('\n');
        const tail = lines.pop() ?? '';
        if (tail !== '') torn++;
        for (const [i, line] of lines.entries()) {
          expect(() => JSON.parse(line) as unknown, `${where}: log.jsonl line ${i + 1}`).not.toThrow();
        }

        // It loads, with a whole log…
        const store = createCampaignStore(dataDir, { warn: () => undefined });
        const opened = await store.open(run.path);
        const log = opened.state.log;
        expect(
          log.every((e, i) => e.seq === (log[0]?.seq ?? 0) + i),
          `${where}: seq numbers consecutive`,
        ).toBe(true);
        const after = await readFile(join(run.path, 'log.jsonl'), 'utf8');
        expect(after === '' || after.endsWith('\n'), where).toBe(true);
        for (const line of after.split('\n').slice(0, -1)) JSON.parse(line);

        // …holding every note acknowledged long enough before the kill.
        const notes = new Set(log.filter((e) => e.type === 'log/note').map((e) => String(e.data.text)));
        const due = run.acks.filter((a) => a.at <= run.killedAt - SAVED_WITHIN_MS);
        const missing = due.filter((a) => !notes.has(`n=${a.k}`)).map((a) => a.k);
        expect(
          missing,
          `${where}: acknowledged ≥ ${SAVED_WITHIN_MS} ms before the kill, not in the log`,
        ).toEqual([]);
        checked += due.length;
        // Notes are saved in order: the log holds a prefix of the acknowledged stream, and no more than
        // the one in flight after it.
        const ks = log
          .filter((e) => e.type === 'log/note')
          .map((e) => Number(/^n=(\d+)$/.exec(String(e.data.text))?.[1] ?? NaN))
          .filter((k) => k > lastK);
        expect(ks, where).toEqual(ks.map((_, i) => (run.acks[0]?.k ?? 0) + i));
        expect(ks.length, where).toBeLessThanOrEqual(run.acks.length + 1);
        lastK = Math.max(lastK, ...ks);
        await store.close(run.path);
      }
    } finally {
      for (const c of queue) c.discard();
    }
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(
      `kill test (${childArgs[0]?.endsWith('.mjs') ? 'bundled child' : 'tsx child'}): ${TRIALS} kills in ${seconds} s (seed ${seed}); ` +
        `${acked} notes acknowledged, ${checked} of them ≥ ${SAVED_WITHIN_MS} ms before a kill (all found), ${torn} kills left a torn journal line`,
    );
    expect(checked).toBeGreaterThan(0);
  },
);
