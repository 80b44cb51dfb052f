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
 * Speed: the child is bundled once and the next children are spawned ahead (../killHarness.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import { mulberry32 } from '../../helpers/random';
import { killInTurn, spawnKillable, useChildScript } from '../killHarness';

const TRIALS = 8;
/** The kill lands this long after the child started its stream: some acks are then over 1 s old. */
const MIN_DELAY_MS = 300;
const MAX_DELAY_MS = 2300;
/** A note acknowledged this long before the kill must have been saved (autosave ≤ 300 ms + the save). */
const SAVED_WITHIN_MS = 1000;
const PREFETCH = 2;
const child = useChildScript(fileURLToPath(new URL('./commandStream.child.ts', import.meta.url)));

interface Run {
  path: string;
  /** Acknowledged notes: k and the child's clock when its command resolved. */
  acks: { k: number; at: number }[];
  /** The parent's clock just before it sent SIGKILL. */
  killedAt: number;
}

/** A child streaming notes into the data folder's campaign, killed a while after it printed the campaign's path. */
function spawnChild() {
  return spawnKillable<Run>(child, [child.dataDir], {
    started: (out) => /\npath .+\n/.test(out),
    result(out, killedAt) {
      const path = /\npath (.+)\n/.exec(out)?.[1] ?? '';
      // Only whole lines: a line the kill cut short was never acknowledged.
      const acks = out
        .split('\n')
        .slice(0, -1)
        .flatMap((l) => {
          const m = /^ack (\d+) (\d+)$/.exec(l);
          return m ? [{ k: Number(m[1]), at: Number(m[2]) }] : [];
        });
      return { path, acks, killedAt };
    },
  });
}

it(
  `keeps every note acknowledged ${SAVED_WITHIN_MS} ms before a SIGKILL, ${TRIALS} kills of the app`,
  { timeout: 60_000 },
  async () => {
    const seed = Date.now() >>> 0;
    const random = mulberry32(seed);
    const t0 = Date.now();
    let checked = 0;
    let acked = 0;
    let torn = 0;
    let lastK = 0;
    await killInTurn({
      kills: TRIALS,
      prefetch: PREFETCH,
      spawnChild,
      delayOf: () => MIN_DELAY_MS + Math.floor(random() * (MAX_DELAY_MS - MIN_DELAY_MS)),
      async check(run, trial, delay) {
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
        const store = createCampaignStore(child.dataDir, { warn: () => undefined });
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
      },
    });
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(
      `kill test (${child.kind}): ${TRIALS} kills in ${seconds} s (seed ${seed}); ` +
        `${acked} notes acknowledged, ${checked} of them ≥ ${SAVED_WITHIN_MS} ms before a kill (all found), ${torn} kills left a torn journal line`,
    );
    expect(checked).toBeGreaterThan(0);
  },
);
