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
 * Speed: the whole test runs in ~30 s on 2 cores, as the child is bundled once and the next children
 * are spawned ahead (../killHarness.ts).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { readCampaignFolder } from '../../../../src/main/store/campaignFolder';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import { nodeIo } from '../../../../src/main/store/durableFs';
import type { LogEntry } from '@shared/model/campaign';
import { mulberry32 } from '../../helpers/random';
import { killInTurn, spawnKillable, useChildScript } from '../killHarness';
import { makeCampaignWithContent } from './fixtures';

const KILLS = 100;
const MAX_DELAY_MS = 50;
/** Children loaded ahead of their turn. */
const PREFETCH = 3;
const child = useChildScript(fileURLToPath(new URL('./saveLoop.child.ts', import.meta.url)));

interface Run {
  start: number;
  saved: number[];
}

/** A child saving `path` in a loop, killed a while after it printed `start`. */
function spawnChild(path: string) {
  return spawnKillable<Run>(child, [child.dataDir, path], {
    started: (out) => out.includes('start '),
    result(out) {
      const lines = out.split('\n');
      const start = lines.map((l) => /^start (\d+)$/.exec(l)?.[1]).find((v) => v !== undefined);
      if (start === undefined) throw new Error('child was killed before it started');
      const saved = lines.flatMap((l) => {
        const m = /^saved (\d+)$/.exec(l);
        return m?.[1] !== undefined ? [Number(m[1])] : [];
      });
      return { start: Number(start), saved };
    },
  });
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
  const random = mulberry32(seed);
  const store = createCampaignStore(child.dataDir, { warn: () => undefined });
  const path = await store.create('Krasch', makeCampaignWithContent({ gmNotes: 'save 0', log: bulkyLog() }));

  let onDisk = 0;
  let totalSaves = 0;
  let inFlightLanded = 0;
  let killedMidWrite = 0;
  let tornAppends = 0;
  const t0 = Date.now();
  await killInTurn({
    kills: KILLS,
    prefetch: PREFETCH,
    spawnChild: () => spawnChild(path),
    delayOf: () => Math.floor(random() * (MAX_DELAY_MS + 1)),
    async check(run, i, delay) {
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
        const checker = createCampaignStore(child.dataDir, { warn: () => undefined });
        const opened = await checker.open(path);
        expect(opened.state.gmNotes, where).toBe(`save ${counter}`);
        await checker.close(path);
      }
    },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `crash test (${child.kind}): ${KILLS} kills in ${seconds} s (seed ${seed}); ${totalSaves} saves confirmed, ` +
      `${inFlightLanded} kills after an unconfirmed save had landed, ${killedMidWrite} kills left a temp file (mid-rewrite), ` +
      `${tornAppends} left a torn journal line (mid-append)`,
  );
  expect(totalSaves).toBeGreaterThan(0);
  // The store cleans up after the crashes: temp files are removed on open, backups stay rotated.
  const final = await createCampaignStore(child.dataDir, { warn: () => undefined }).open(path);
  expect(final.state.gmNotes).toBe(`save ${onDisk}`);
  expect((await readdir(path)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  expect((await readdir(join(path, 'backups'))).length).toBeLessThanOrEqual(20);
});
