/**
 * Issue 20, saves that cost what changed: a campaign folder keeps its log in the append-only journal
 * `log.jsonl` (entries, `$truncate` lines for undo, `$rev`/`$patch` lines for everything else that
 * changed) beside `campaign.json` (the campaign, log empty, rewritten only now and then). These tests
 * show the format round trip, what one save writes, torn and corrupt journal lines, the migration from
 * schema 2, the rebase and compaction thresholds, backups and restores in the new layout, and that a
 * save does not validate the state with zod.
 */
import { appendFile, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignDocument, CampaignState, LogEntry } from '@shared/model/campaign';
import { readCampaignFolder } from '../../../../src/main/store/campaignFolder';
import { createCampaignStore, type CampaignStoreOptions } from '../../../../src/main/store/campaignStore';
import { nodeIo, type DurableIo } from '../../../../src/main/store/durableFs';
import jsonPatch from 'fast-json-patch';
import {
  isLogEntry,
  logDelta,
  parseJournal,
  REBASE_PATCH_BYTES,
  REBASE_PATCH_LINES,
  stateOps,
} from '../../../../src/main/store/journal';
import { errno } from './faultyIo';
import {
  FIXTURE_DIR,
  makeCampaignWithContent,
  makeCombatant,
  makeTempDir,
  placeCampaign,
  rejection,
  snapshotFolder,
  tickingClock,
} from './fixtures';
import { mulberry32 } from '../../helpers/random';

let dataDir: string;
let warnings: string[];
beforeEach(async () => {
  dataDir = await makeTempDir();
  warnings = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

function makeStore(opts: CampaignStoreOptions = {}) {
  return createCampaignStore(dataDir, { now: tickingClock(), warn: (m) => warnings.push(m), ...opts });
}

/** Appends entries the way the engine does (consecutive seq, a new log array, the rest shared). */
function logged(state: CampaignState, ...texts: string[]): CampaignState {
  const last = state.log[state.log.length - 1]?.seq ?? -1;
  const entries: LogEntry[] = texts.map((text, i) => ({
    seq: last + 1 + i,
    round: state.encounter.round,
    type: 'log/note',
    public: true,
    data: { text },
  }));
  return { ...state, log: [...state.log, ...entries] };
}

/** Changes one combatant the way the engine does (a new array, the other combatants shared). */
function hurt(state: CampaignState, id: string, kp: number): CampaignState {
  return {
    ...state,
    combatants: state.combatants.map((c) => (c.id === id ? { ...c, resources: { ...c.resources, kp } } : c)),
  };
}

const journalText = (path: string) => readFile(join(path, 'log.jsonl'), 'utf8');

/** The journal's lines, parsed. */
async function journalLines(path: string): Promise<Record<string, unknown>[]> {
  const text = await journalText(path);
  expect(text === '' || text.endsWith('\n')).toBe(true);
  return text
    .split('\n')
    .slice(0, -1)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Each line's kind: `entry`, `truncate`, `rev` or `base`. */
const kinds = (lines: Record<string, unknown>[]) =>
  lines.map((l) => ('$truncate' in l ? 'truncate' : '$rev' in l ? 'rev' : '$base' in l ? 'base' : 'entry'));

/** The app "crashes": its store is dropped without closing, and the lock it left behind is gone. */
const crash = (path: string) => unlink(join(path, '.lock'));

/** The bytes of `n` saves of a 20 000-character note (about). */
const saves = (n: number) => n * 20_000;

/**
 * A campaign created, opened (so it has an on-open backup) and given two saved changes, and left by a
 * crash. Its journal, lines 1–9: the `$base` line of create; save 1, three entries and `$rev 1` (no
 * changes); save 2, three entries and `$rev 2` (a KP change). Mostly entries, so that opening it does
 * not compact it.
 */
async function campaignWithJournal(): Promise<{ path: string; state: CampaignState }> {
  const store = makeStore();
  const path = await store.create('Skuggor', makeCampaignWithContent());
  let state = (await store.open(path)).state;
  state = logged(state, 'första', 'andra', 'tredje');
  await store.save(path, state);
  state = hurt(logged(state, 'fjärde', 'femte', 'sjätte'), 'n-1', 2);
  await store.save(path, state);
  await crash(path);
  return { path, state };
}

describe('the journal format', () => {
  it('round-trips appends, an undo truncation whose seq numbers are reused, and state changes', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const s0 = (await store.open(path)).state;
    const s1 = hurt(logged(s0, 'anfall', 'träff'), 'n-1', 3);
    await store.save(path, s1);
    const s2 = { ...logged(s1, 'anteckning'), gmNotes: 'Bron är sprängd' };
    await store.save(path, s2);
    // Undo: the session goes back to the state before, its log a prefix of the saved one.
    await store.save(path, s1);
    // A new command reuses the seq numbers the undone one had.
    const zoneScene = s1.scenes.map((sc) => ({
      ...sc,
      map: {
        ...sc.map,
        zones: [{ id: 'z-1', name: 'Bron', hexes: [{ q: 0, r: 0 }], traits: [], hidden: false, gmNotes: '' }],
      },
    }));
    const s3 = { ...logged(s1, 'ny rad', 'och en till'), scenes: zoneScene };
    await store.save(path, s3);

    expect(kinds(await journalLines(path))).toEqual([
      'base', // create: no entries, written whole at revision 0
      ...['entry', 'entry', 'rev'], // s1: two entries, the KP change
      ...['entry', 'rev'], // s2: an entry, the notes
      ...['truncate', 'rev'], // undo: the entry and the notes taken back
      ...['entry', 'entry', 'rev'], // s3: two entries reusing seq 2, the zone
    ]);
    const lines = await journalLines(path);
    expect(lines[0]).toEqual({ $base: 0 });
    expect(lines[6]).toEqual({ $truncate: 2 });
    expect(lines.filter((l) => '$rev' in l).map((l) => l.$rev)).toEqual([1, 2, 3, 4]);
    expect(lines[3]).toMatchObject({
      $patch: [{ op: 'replace', path: '/combatants/0/resources/kp', value: 3 }],
    });

    // Read back as a crash would leave it (journal as is), and after close (rewritten, compacted).
    expect((await readCampaignFolder(path, nodeIo)).state).toEqual(s3);
    expect(s3.log.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    await store.close(path);
    expect(kinds(await journalLines(path))).toEqual(['entry', 'entry', 'entry', 'entry', 'base']);
    expect((await journalLines(path)).at(-1)).toEqual({ $base: 4 });
    expect((await makeStore().open(path)).state).toEqual(s3);
  });

  it('a save appends only what changed, with one fsync; an unchanged state writes nothing', async () => {
    const syncs: string[] = [];
    const writes: string[] = [];
    const io: DurableIo = {
      ...nodeIo,
      async open(path, flags) {
        const handle = await nodeIo.open(path, flags);
        return {
          writeFile: async (data) => {
            writes.push(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
            await handle.writeFile(data);
          },
          sync: async () => {
            syncs.push(path);
            await handle.sync();
          },
          truncate: (length) => handle.truncate(length),
          close: () => handle.close(),
        };
      },
    };
    const store = makeStore({ io });
    const combatants = Array.from({ length: 100 }, (_, i) => makeCombatant(`n-${i + 1}`));
    const path = await store.create('Skuggor', makeCampaignWithContent({ combatants }));
    const s0 = (await store.open(path)).state;
    const size = (await stat(join(path, 'campaign.json'))).size;
    writes.length = 0;
    syncs.length = 0;
    const s1 = hurt(logged(s0, 'träff'), 'n-1', 4);
    await store.save(path, s1);
    expect(syncs).toEqual([join(path, 'log.jsonl')]);
    expect(writes).toHaveLength(1);
    const [written] = writes;
    expect(written?.split('\n')).toEqual([
      '{"seq":0,"round":0,"type":"log/note","public":true,"data":{"text":"träff"}}',
      expect.stringMatching(
        /^\{"\$rev":1,"\$at":"[^"]+","\$patch":\[\{"op":"replace","path":"\/combatants\/0\/resources\/kp","value":4\}\]\}$/,
      ),
      '',
    ]);
    // What changed, not the campaign: a fiftieth of campaign.json here.
    expect(written?.length).toBeLessThan(size / 50);
    // The same state again, or an equal one: nothing to write.
    await store.save(path, s1);
    await store.save(path, { ...s1 });
    expect(writes).toHaveLength(1);
    // A change of the log only is still a revision: its $rev line, without changes, commits it.
    await store.save(path, logged(s1, 'bara loggen'));
    expect(writes).toHaveLength(2);
    expect(syncs).toEqual([join(path, 'log.jsonl'), join(path, 'log.jsonl')]);
    const lines = await journalLines(path);
    expect(kinds(lines)).toEqual(['base', 'entry', 'rev', 'entry', 'rev']);
    expect(lines.at(-1)).toEqual({ $rev: 2, $at: expect.any(String) as unknown, $patch: [] });
  });

  it('save does not validate the state with zod (CampaignState and CampaignDocument parse are not called)', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let state = (await store.open(path)).state;
    const spies = [
      vi.spyOn(CampaignState, 'safeParse'),
      vi.spyOn(CampaignState, 'parse'),
      vi.spyOn(CampaignDocument, 'safeParse'),
      vi.spyOn(CampaignDocument, 'parse'),
    ];
    for (let i = 0; i < 5; i++) {
      state = { ...logged(state, `rad ${i}`), gmNotes: `ändring ${i}` };
      await store.save(path, state);
    }
    // Not even an invalid name is noticed: the state was validated on its way in (commands), not here.
    await store.save(path, { ...state, name: '' });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('remembers the last save time: reopening gives the $at of the newest $rev line', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const state = (await store.open(path)).state;
    const { savedAt } = await store.save(path, { ...state, gmNotes: 'senast' });
    await crash(path);
    const reopened = await makeStore().open(path);
    expect(reopened.savedAt).toBe(savedAt);
    expect(reopened.state.gmNotes).toBe('senast');
  });

  it('a log whose seq numbers do not increase cannot be journalled as a change: it is appended whole, then both files are rewritten', async () => {
    const writes: string[] = [];
    const io: DurableIo = {
      ...nodeIo,
      async open(path, flags, mode) {
        const handle = await nodeIo.open(path, flags, mode);
        return {
          writeFile: async (data) => {
            if (flags === 'a') writes.push(typeof data === 'string' ? data : Buffer.from(data).toString());
            await handle.writeFile(data);
          },
          sync: () => handle.sync(),
          truncate: (length) => handle.truncate(length),
          close: () => handle.close(),
        };
      },
    };
    const store = makeStore({ io });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const s0 = logged((await store.open(path)).state, 'a', 'b');
    await store.save(path, s0);
    const odd = { ...s0, log: [...s0.log, { seq: 0, round: 0, type: 'log/note', public: true, data: {} }] };
    await store.save(path, odd);
    // The append: the whole log after a truncation of all of it, committed by $rev 2.
    expect(writes).toHaveLength(2);
    expect(
      writes[1]
        ?.split('\n')
        .slice(0, -1)
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([{ $truncate: 0 }, ...odd.log, { $rev: 2, $at: expect.any(String) as unknown, $patch: [] }]);
    // Then the rewrite.
    expect(await journalLines(path)).toEqual([...odd.log, { $base: 2 }]);
    expect(
      CampaignDocument.parse(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8'))),
    ).toMatchObject({
      baseRevision: 2,
      campaign: { log: [] },
    });
    await crash(path);
    expect((await makeStore().open(path)).state).toEqual(odd);
  });

  it('a crash in the middle of such a save leaves the save before it or the whole save, never half of it', async () => {
    let crashAt: string | null = null;
    const io: DurableIo = {
      ...nodeIo,
      // The "crash": the first rename onto crashAt fails, and the app is gone.
      rename: async (from, to) => {
        if (crashAt !== null && to.endsWith(crashAt)) throw errno('EIO', 'rename', to);
        await nodeIo.rename(from, to);
      },
    };
    for (const file of ['campaign.json', 'log.jsonl']) {
      await rm(join(dataDir, 'campaigns'), { recursive: true, force: true });
      crashAt = null;
      const store = makeStore({ io });
      const path = await store.create('Skuggor', makeCampaignWithContent());
      const s0 = logged((await store.open(path)).state, 'a', 'b');
      await store.save(path, s0);
      const odd = {
        ...s0,
        log: [...s0.log, { seq: 0, round: 0, type: 'log/note', public: true, data: {} }],
        gmNotes: 'halvvägs',
      };
      crashAt = file;
      await store.save(path, odd).catch(() => undefined);
      await crash(path);
      const reopened = (await makeStore().open(path)).state;
      expect([s0, odd], `crash at ${file}`).toContainEqual(reopened);
    }
  });
});

describe('torn and corrupt journal lines', () => {
  it('drops a torn last line (no newline: a crash mid-append) and cuts the file back, so the next append starts clean', async () => {
    const { path, state } = await campaignWithJournal();
    const good = await journalText(path);
    await appendFile(join(path, 'log.jsonl'), '{"seq":3,"round":0,"type":"log/no');

    const store = makeStore();
    const opened = await store.open(path);
    expect(opened.state).toEqual(state);
    expect(warnings.join('\n')).toMatch(
      /dropped the torn last line \(line 10: it is not ended by a newline\) of log\.jsonl in "Skuggor\.hexcampaign"/,
    );
    expect(await journalText(path)).toBe(good);
    const next = logged(opened.state, 'efter kraschen');
    await store.save(path, next);
    expect(kinds(await journalLines(path))).toEqual([
      ...['base', 'entry', 'entry', 'entry', 'rev', 'entry', 'entry', 'entry', 'rev'],
      ...['entry', 'rev'],
    ]);
    await crash(path);
    expect((await makeStore().open(path)).state).toEqual(next);
  });

  it('drops an unparseable last line that does end in a newline (zeros left by a power cut)', async () => {
    const { path, state } = await campaignWithJournal();
    const good = await journalText(path);
    await appendFile(join(path, 'log.jsonl'), Buffer.concat([Buffer.alloc(40), Buffer.from('\n')]));
    expect((await makeStore().open(path)).state).toEqual(state);
    // After the last $rev line, so it is part of a save that did not finish.
    expect(warnings.join('\n')).toMatch(/line 10: a save that did not finish/);
    expect(await journalText(path)).toBe(good);
  });

  it('reads a journal that an editor saved with a byte order mark', async () => {
    const { path, state } = await campaignWithJournal();
    const text = await journalText(path);
    await writeFile(join(path, 'log.jsonl'), `\uFEFF${text}`);
    expect((await makeStore().open(path)).state).toEqual(state);
  });

  it.each([
    ['garbled JSON', '{"seq":1,"round":0,"ty\n', 'it is not valid JSON'],
    [
      'an invalid entry',
      '{"seq":1,"round":0,"type":"","public":true,"data":{}}\n',
      'not a log entry \\(type: ',
    ],
    ['a bad $truncate', '{"$truncate":"x"}\n', '"\\$truncate" is not a sequence number'],
    ['a $rev without ops', '{"$rev":3,"$patch":{}}\n', '"\\$patch" is not a list of changes'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0x7d, 0x0a]), 'it is not valid UTF-8 text'],
  ])(
    'a bad line in the middle (%s) is a corrupt-log load error naming the file and line, with backups; nothing changes',
    async (_what, bad, why) => {
      const { path } = await campaignWithJournal();
      const text = await journalText(path);
      const lines = text.split('\n');
      // The bad line goes second; the good lines after it make it a middle line, not a torn tail.
      await writeFile(
        join(path, 'log.jsonl'),
        Buffer.concat([
          Buffer.from(`${lines[0] ?? ''}\n`),
          Buffer.from(bad),
          Buffer.from(lines.slice(1).join('\n')),
        ]),
      );
      const before = await snapshotFolder(path);
      const err = await rejection(makeStore().open(path));
      expect(err.code).toBe('corrupt-log');
      expect(err.file).toBe(join(path, 'log.jsonl'));
      expect(err.message).toMatch(
        new RegExp(`^log\\.jsonl in "Skuggor\\.hexcampaign" is damaged at line 2: ${why}`),
      );
      expect(err.backups.map((b) => b.name)).toEqual([expect.stringMatching(/-open\.json$/)]);
      expect(await snapshotFolder(path)).toEqual(before); // no lock, no backup, no repair
    },
  );

  it('a missing save (a gap in the $rev numbers) is a corrupt-log load error', async () => {
    const { path } = await campaignWithJournal();
    await appendFile(
      join(path, 'log.jsonl'),
      '{"$rev":5,"$at":"2025-03-02T00:00:00.000Z","$patch":[]}\n{"seq":6,"round":0,"type":"x","public":true,"data":{}}\n{"$rev":6,"$at":"2025-03-02T00:00:01.000Z","$patch":[]}\n',
    );
    const err = await rejection(makeStore().open(path));
    expect(err.code).toBe('corrupt-log');
    expect(err.message).toMatch(/damaged at line 10: save 5 follows save 2: a save is missing$/);
  });

  it('changes that make the campaign invalid are a corrupt-log error of log.jsonl; a bad campaign.json is named itself', async () => {
    const { path } = await campaignWithJournal();
    const good = await journalText(path);
    await appendFile(
      join(path, 'log.jsonl'),
      '{"$rev":3,"$at":"2025-03-02T00:00:00.000Z","$patch":[{"op":"replace","path":"/name","value":""}]}\n',
    );
    const err = await rejection(makeStore().open(path));
    expect(err).toMatchObject({ code: 'corrupt-log', file: join(path, 'log.jsonl') });
    expect(err.message).toMatch(
      /since campaign\.json was written \(from line 5\) make the campaign invalid: campaign\.name: /,
    );

    await writeFile(join(path, 'log.jsonl'), good);
    const main = JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8')) as {
      campaign: { name: string };
    };
    main.campaign.name = '';
    await writeFile(join(path, 'campaign.json'), JSON.stringify(main));
    expect(await rejection(makeStore().open(path))).toMatchObject({
      code: 'schema-invalid',
      file: join(path, 'campaign.json'),
    });
  });

  it('a campaign.json that keeps its log in log.jsonl is not-found without it, with backups', async () => {
    const { path } = await campaignWithJournal();
    await rm(join(path, 'log.jsonl'));
    const err = await rejection(makeStore().open(path));
    expect(err).toMatchObject({ code: 'not-found', file: join(path, 'log.jsonl') });
    expect(err.message).toBe('log.jsonl in "Skuggor.hexcampaign" does not exist');
    expect(err.backups).toHaveLength(1);
  });
});

describe('saves that a crash cut short', () => {
  /** Entries in Swedish and Russian: their lines hold more bytes than characters. */
  const noted = (state: CampaignState, ...texts: string[]) =>
    logged(state, ...texts.map((t) => `${t} — Åsa gick över bron; Мы отступаем к мосту`));

  /** A committed campaign, and the exact bytes one more save (entries and a KP change) appended. */
  async function campaignAndOneMoreSave(): Promise<{
    path: string;
    before: CampaignState;
    after: CampaignState;
    good: Buffer;
    appended: Buffer;
  }> {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let before = (await store.open(path)).state;
    for (let i = 0; i < 3; i++) {
      before = noted(before, `rad ${i}a`, `rad ${i}b`, `rad ${i}c`);
      await store.save(path, before);
    }
    const good = await readFile(join(path, 'log.jsonl'));
    const after = hurt(noted(before, 'träff', 'Удар'), 'n-1', 7);
    await store.save(path, after);
    const appended = (await readFile(join(path, 'log.jsonl'))).subarray(good.length);
    await crash(path);
    expect(kinds(await journalLines(path)).slice(-3)).toEqual(['entry', 'entry', 'rev']);
    expect(Buffer.byteLength(appended.toString())).toBeGreaterThan(appended.toString().length);
    return { path, before, after, good, appended };
  }

  it('a save cut short after its log entries but before its $rev line is dropped whole on open: the reopened campaign has neither the entries nor the state change, and the file is cut back to the last committed save', async () => {
    // Built by hand: entry lines appended to a saved campaign's journal, without a $rev line.
    {
      const { path, state } = await campaignWithJournal();
      const good = await readFile(join(path, 'log.jsonl'));
      await appendFile(
        join(path, 'log.jsonl'),
        '{"seq":6,"round":0,"type":"log/note","public":true,"data":{"text":"förlorad"}}\n' +
          '{"seq":7,"round":0,"type":"log/note","public":true,"data":{"text":"потеряно"}}\n',
      );
      const store = makeStore();
      const opened = await store.open(path);
      expect(opened.state).toEqual(state);
      expect(warnings.join('\n')).toMatch(
        /dropped the torn last line \(line 10: a save that did not finish\) of log\.jsonl in "Skuggor\.hexcampaign"/,
      );
      expect(await readFile(join(path, 'log.jsonl'))).toEqual(good);
      // The next save appends after the last committed one, and is read back whole.
      const next = hurt(logged(opened.state, 'efter kraschen'), 'n-1', 1);
      await store.save(path, next);
      await crash(path);
      expect((await makeStore().open(path)).state).toEqual(next);
      await rm(path, { recursive: true });
    }
    // A real save's appended text cut just before its $rev line.
    {
      const { path, before, good, appended } = await campaignAndOneMoreSave();
      const text = appended.toString('utf8');
      const revAt = Buffer.byteLength(text.slice(0, text.indexOf('{"$rev":')));
      await writeFile(join(path, 'log.jsonl'), Buffer.concat([good, appended.subarray(0, revAt)]));
      warnings = [];
      const store = makeStore();
      const opened = await store.open(path);
      expect(opened.state).toEqual(before);
      expect(opened.state.combatants[0]?.resources.kp).toBe(before.combatants[0]?.resources.kp);
      expect(warnings.join('\n')).toMatch(/\(line \d+: a save that did not finish\)/);
      expect(await readFile(join(path, 'log.jsonl'))).toEqual(good);
      const next = noted(opened.state, 'igen');
      await store.save(path, next);
      await crash(path);
      expect((await makeStore().open(path)).state).toEqual(next);
    }
  });

  it('a save cut at any byte reads as the save before it, cut back to exactly its bytes (lines of Swedish and Russian text); only the whole save reads as the new state', async () => {
    const { path, before, after, good, appended } = await campaignAndOneMoreSave();
    for (let cut = 0; cut <= appended.length; cut++) {
      await writeFile(join(path, 'log.jsonl'), Buffer.concat([good, appended.subarray(0, cut)]));
      const read = await readCampaignFolder(path, nodeIo);
      const where = `cut at byte ${cut} of ${appended.length}`;
      if (cut === appended.length) {
        expect(read.state, where).toEqual(after);
        expect(read.journal?.torn, where).toBeNull();
        continue;
      }
      expect(read.state, where).toEqual(before);
      expect(read.journal?.goodLength, where).toBe(good.length);
      expect(read.journal?.torn !== null, where).toBe(cut > 0);
    }
  });

  it('the cut is counted in bytes of the file, also behind a byte order mark', async () => {
    const { path, before, good, appended } = await campaignAndOneMoreSave();
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const text = appended.toString('utf8');
    const revAt = Buffer.byteLength(text.slice(0, text.indexOf('{"$rev":')));
    await writeFile(join(path, 'log.jsonl'), Buffer.concat([bom, good, appended.subarray(0, revAt)]));
    expect((await makeStore().open(path)).state).toEqual(before);
    expect(await readFile(join(path, 'log.jsonl'))).toEqual(Buffer.concat([bom, good]));
  });

  it('a last $rev line with a hole in it (a power cut) commits nothing: its whole save is dropped', async () => {
    const { path, before, good, appended } = await campaignAndOneMoreSave();
    const text = appended.toString('utf8');
    const revAt = Buffer.byteLength(text.slice(0, text.indexOf('{"$rev":')));
    const holed = Buffer.from(appended);
    holed.fill(0, revAt + 20, holed.length - 5); // `{"$rev":…` and its newline are there, the middle is not
    await writeFile(join(path, 'log.jsonl'), Buffer.concat([good, holed]));
    expect((await makeStore().open(path)).state).toEqual(before);
    expect(warnings.join('\n')).toMatch(/a save that did not finish/);
    expect(await readFile(join(path, 'log.jsonl'))).toEqual(good);
  });

  it('a damaged $rev line that later lines follow is still corrupt-log, not a save to drop', async () => {
    const { path, good, appended } = await campaignAndOneMoreSave();
    const text = appended.toString('utf8');
    const revAt = Buffer.byteLength(text.slice(0, text.indexOf('{"$rev":')));
    const holed = Buffer.from(appended);
    holed.fill(0, revAt + 20, holed.length - 5);
    await writeFile(
      join(path, 'log.jsonl'),
      Buffer.concat([good, holed, Buffer.from('{"$rev":6,"$at":"2025-03-02T00:00:00.000Z","$patch":[]}\n')]),
    );
    const err = await rejection(makeStore().open(path));
    expect(err.code).toBe('corrupt-log');
    expect(err.message).toMatch(/is damaged at line \d+: it is not valid JSON$/);
  });

  it('a save with no state change still writes its $rev line (it commits the save)', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const s0 = (await store.open(path)).state;
    const s1 = logged(s0, 'bara en anteckning', 'och en till');
    await store.save(path, s1);
    const s2 = logged(s1, 'ångras sedan');
    await store.save(path, s2);
    await store.save(path, s1); // an undo: a truncation, no state change either
    const lines = await journalLines(path);
    expect(kinds(lines)).toEqual(['base', 'entry', 'entry', 'rev', 'entry', 'rev', 'truncate', 'rev']);
    expect(lines.filter((l) => '$rev' in l)).toEqual(
      [1, 2, 3].map((rev) => ({
        $rev: rev,
        $at: expect.any(String) as unknown,
        $patch: [],
      })),
    );
    await crash(path);
    // Without its $rev line the first save would not count: its entries go.
    const text = await journalText(path);
    const upToFirstRev = text.slice(0, text.indexOf('{"$rev":1,'));
    expect(parseJournal(Buffer.from(upToFirstRev), 'log.jsonl', 0)).toMatchObject({
      entries: [],
      torn: { line: 2, reason: 'a save that did not finish' },
      goodLength: '{"$base":0}\n'.length,
    });
    expect((await makeStore().open(path)).state).toEqual(s1);
  });

  it('a journal without any $rev or $base line (written before them) is taken whole; its torn last line is dropped', () => {
    const entry = (seq: number) =>
      `{"seq":${seq},"round":0,"type":"log/note","public":true,"data":{"text":"gammal ${seq}"}}\n`;
    const whole = `${entry(0)}${entry(1)}{"$truncate":1}\n${entry(1)}`;
    const read = parseJournal(Buffer.from(whole), 'log.jsonl', 0);
    expect(read.entries.map((e) => e.data)).toEqual([{ text: 'gammal 0' }, { text: 'gammal 1' }]);
    expect(read.torn).toBeNull();
    expect(read.goodLength).toBe(Buffer.byteLength(whole));
    const torn = parseJournal(Buffer.from(`${whole}{"seq":2,"ro\n`), 'log.jsonl', 0);
    expect(torn.entries).toHaveLength(2);
    expect(torn.torn).toEqual({ line: 5, reason: 'it is not valid JSON' });
    expect(torn.goodLength).toBe(Buffer.byteLength(whole));
  });
});

describe('migration from schema 2', () => {
  it('on open: the backup of the old bytes first, then log.jsonl, then campaign.json v3', async () => {
    const v2 = await readFile(join(FIXTURE_DIR, 'valid-v2.json'));
    const path = await placeCampaign(dataDir, { bytes: v2 });
    const renames: string[] = [];
    const io: DurableIo = {
      ...nodeIo,
      rename: async (from, to) => {
        renames.push(to.slice(path.length + 1));
        await nodeIo.rename(from, to);
      },
    };
    const opened = await makeStore({ io }).open(path);
    expect(opened.migratedFrom).toBe(2);
    expect(renames).toEqual([
      expect.stringMatching(/^backups\/campaign-.*-open\.json$/),
      'log.jsonl',
      'campaign.json',
    ]);
    const [backup] = await readdir(join(path, 'backups'));
    expect(await readFile(join(path, 'backups', backup ?? ''))).toEqual(v2);
    const doc = CampaignDocument.parse(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8')));
    expect(doc).toMatchObject({ schemaVersion: 3, baseRevision: 0, campaign: { log: [] } });
    const inline = (JSON.parse(v2.toString('utf8')) as { campaign: { log: unknown[] } }).campaign.log;
    expect(await journalLines(path)).toEqual([...inline, { $base: 0 }]);
    expect(opened.state.log).toEqual(inline);
  });

  it('a crash between log.jsonl and campaign.json leaves the v2 file, which the next open migrates again', async () => {
    const v2 = await readFile(join(FIXTURE_DIR, 'valid-v2.json'));
    const path = await placeCampaign(dataDir, { bytes: v2 });
    // The "crash": campaign.json cannot be renamed into place, after log.jsonl was.
    const io: DurableIo = {
      ...nodeIo,
      rename: async (from, to) => {
        if (to.endsWith('campaign.json')) throw errno('EIO', 'rename', to);
        await nodeIo.rename(from, to);
      },
    };
    const err = await rejection(makeStore({ io }).open(path));
    expect(err.code).toBe('io');
    expect(await readFile(join(path, 'campaign.json'))).toEqual(v2);
    expect(await readdir(path)).toContain('log.jsonl');
    expect(await readdir(path)).not.toContain('.lock');
    // A stale journal beside a v2 file is ignored and replaced.
    await appendFile(join(path, 'log.jsonl'), '{"$truncate":0}\n');
    const opened = await makeStore().open(path);
    expect(opened.migratedFrom).toBe(2);
    const inline = (JSON.parse(v2.toString('utf8')) as { campaign: { log: unknown[] } }).campaign.log;
    expect(opened.state.log).toEqual(inline);
    expect(await journalLines(path)).toEqual([...inline, { $base: 0 }]);
  });
});

describe('rebase and compaction', () => {
  it(`rewrites campaign.json once the journal has more than ${REBASE_PATCH_LINES} $rev lines, and reopening applies only the later ones`, async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let state = logged((await store.open(path)).state, 'start');
    await store.save(path, state); // $rev 1, without changes
    for (let i = 2; i <= REBASE_PATCH_LINES; i++) {
      state = { ...state, gmNotes: `ändring ${i}` };
      await store.save(path, state);
      if (i % 100 === 0) state = logged(state, `rad ${i}`);
    }
    const before = await readFile(join(path, 'campaign.json'), 'utf8');
    expect(JSON.parse(before)).toMatchObject({ baseRevision: 0 }); // at the threshold, not past it
    expect(kinds(await journalLines(path)).filter((k) => k === 'rev')).toHaveLength(REBASE_PATCH_LINES);
    state = { ...state, gmNotes: 'över gränsen' };
    await store.save(path, state);
    await store.save(path, state); // queued behind the rebase: it has run when this resolves
    const main = CampaignDocument.parse(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8')));
    expect(main).toMatchObject({
      baseRevision: REBASE_PATCH_LINES + 1,
      campaign: { gmNotes: 'över gränsen', log: [] },
    });
    // The $rev lines were most of the journal: it was compacted to the log's entries.
    expect(await journalLines(path)).toEqual([...state.log, { $base: REBASE_PATCH_LINES + 1 }]);
    state = { ...logged(state, 'efter'), gmNotes: 'efter rebase' };
    await store.save(path, state);
    await crash(path);
    const read = await readCampaignFolder(path, nodeIo);
    expect(read.journal?.patches.map((p) => p.rev)).toEqual([REBASE_PATCH_LINES + 2]);
    expect(read.state).toEqual(state);
  });

  it(`rewrites campaign.json once the journal's $rev lines pass ${REBASE_PATCH_BYTES / 1024} kB`, async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let state = (await store.open(path)).state;
    let saves = 0;
    while (saves * 20_000 <= REBASE_PATCH_BYTES) {
      state = { ...state, gmNotes: String(saves).padEnd(20_000, '.') };
      await store.save(path, state);
      saves++;
    }
    await store.save(path, state);
    expect(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8'))).toMatchObject({
      baseRevision: saves,
    });
    expect(saves).toBeLessThan(REBASE_PATCH_LINES);
  });

  it('a rebase that fails (campaign.json cannot be written) is warned about once; saves go on in the journal', async () => {
    let full = false;
    const io: DurableIo = {
      ...nodeIo,
      open: (path, flags, mode) =>
        full && path.includes('campaign.json.tmp-')
          ? Promise.reject(errno('ENOSPC', 'open', path))
          : nodeIo.open(path, flags, mode),
    };
    const store = makeStore({ io });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    full = true;
    let state = (await store.open(path)).state;
    for (let i = 0; saves(i) <= 2 * REBASE_PATCH_BYTES; i++) {
      state = { ...state, gmNotes: String(i).padEnd(20_000, '.') };
      await store.save(path, state);
    }
    await store.save(path, state);
    expect(warnings.filter((w) => w.startsWith('could not rewrite campaign.json'))).toHaveLength(1);
    expect(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8'))).toMatchObject({
      baseRevision: 0,
    });
    await crash(path);
    expect((await makeStore().open(path)).state).toEqual(state);
  });

  it(`a run of note-only saves rebases at the same ${REBASE_PATCH_LINES} $rev lines as changes do (each commits with a $rev line)`, async () => {
    // Before every save ended with a $rev line, saves that only logged wrote none and never rebased.
    // Now each one's $rev line (without changes, ~60 bytes) counts as a patch line: the journal, whose
    // every line an open reads, stays bounded by the same threshold, and the rebase compacts it (the
    // $rev lines are half of it). campaign.json's state does not change, only its baseRevision.
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let state = (await store.open(path)).state;
    const created = CampaignDocument.parse(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8')));
    for (let i = 1; i <= REBASE_PATCH_LINES; i++) {
      state = logged(state, `anteckning ${i}`);
      await store.save(path, state);
    }
    expect(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8'))).toMatchObject({
      baseRevision: 0,
    });
    state = logged(state, 'över gränsen');
    await store.save(path, state);
    await store.save(path, state); // nothing to write; resolves once the queued rebase has run
    const main = CampaignDocument.parse(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8')));
    expect(main).toEqual({ ...created, savedAt: main.savedAt, baseRevision: REBASE_PATCH_LINES + 1 });
    expect(await journalLines(path)).toEqual([...state.log, { $base: REBASE_PATCH_LINES + 1 }]);
    state = logged(state, 'efter');
    await store.save(path, state);
    await crash(path);
    const read = await readCampaignFolder(path, nodeIo);
    expect(read.journal?.patches.map((p) => [p.rev, p.ops])).toEqual([[REBASE_PATCH_LINES + 2, []]]);
    expect(read.journal?.counts).toMatchObject({
      lines: state.log.length + 1,
      overheadLines: 1,
      patchLines: 1,
    });
    expect(read.state).toEqual(state);
  });

  it('the $base line is not counted: a journal just written whole is not compacted again on open or on close', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    // One entry and its $base line: counted, the $base line would be half the journal's lines.
    const state = logged((await store.open(path)).state, 'en rad');
    await store.save(path, state);
    await store.close(path);
    const written = await stat(join(path, 'log.jsonl'));
    expect(await journalLines(path)).toEqual([...state.log, { $base: 1 }]);
    const read = await readCampaignFolder(path, nodeIo);
    expect(read.journal?.counts).toEqual({
      lines: 1,
      overheadLines: 0,
      overheadBytes: 0,
      patchLines: 0,
      patchBytes: 0,
    });
    const again = makeStore();
    expect((await again.open(path)).state).toEqual(state);
    await again.close(path);
    const after = await stat(join(path, 'log.jsonl'));
    // Not rewritten (a rewrite renames a new file into place).
    expect([after.ino, after.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
  });

  it('compacts log.jsonl on open when its $rev and $truncate lines are more than a quarter of it', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let state = logged((await store.open(path)).state, 'a', 'b', 'c');
    await store.save(path, state);
    for (let i = 0; i < 10; i++) {
      state = { ...state, gmNotes: `${i}` };
      await store.save(path, state);
    }
    const undone = state;
    await store.save(path, logged(undone, 'ångras'));
    await store.save(path, undone);
    await crash(path);
    expect(kinds(await journalLines(path))).toEqual([
      'base',
      ...['entry', 'entry', 'entry', 'rev'],
      ...Array<string>(10).fill('rev'),
      ...['entry', 'rev'],
      ...['truncate', 'rev'],
    ]);
    const opened = await makeStore().open(path);
    expect(opened.state).toEqual(undone);
    expect(await journalLines(path)).toEqual([...undone.log, { $base: 13 }]);
    expect(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8'))).toMatchObject({
      baseRevision: 13,
      campaign: { gmNotes: '9' },
    });
  });

  it('leaves a journal of mostly entries as it is on open', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    let state = (await store.open(path)).state;
    for (let i = 0; i < 4; i++) {
      state = { ...logged(state, 'a', 'b', 'c', 'd'), gmNotes: `${i}` };
      await store.save(path, state);
    }
    await crash(path);
    const journal = await journalText(path);
    const main = await readFile(join(path, 'campaign.json'));
    expect((await makeStore().open(path)).state).toEqual(state);
    expect(await journalText(path)).toBe(journal);
    expect(await readFile(join(path, 'campaign.json'))).toEqual(main);
  });

  it('close leaves campaign.json current and log.jsonl holding only the entries', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const s0 = (await store.open(path)).state;
    const s1 = hurt(logged(s0, 'a', 'b'), 'n-1', 5);
    const { savedAt } = await store.save(path, s1);
    await store.close(path);
    const main = CampaignDocument.parse(JSON.parse(await readFile(join(path, 'campaign.json'), 'utf8')));
    expect(main).toEqual({
      format: 'hexscreen-campaign',
      schemaVersion: 3,
      savedAt,
      baseRevision: 1,
      campaign: { ...s1, log: [] },
    });
    expect(await journalLines(path)).toEqual([...s1.log, { $base: 1 }]);
  });
});

describe('backups, restore and list in the two-file layout', () => {
  it('a backup holds the whole campaign in one file, log inline; restoring it writes campaign.json and log.jsonl', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const state = logged((await store.open(path)).state, 'före backupen');
    await store.save(path, state);
    await store.backup(path, 'manual');
    const [backup] = await store.listBackups(path);
    const doc = CampaignDocument.parse(
      JSON.parse(await readFile(join(path, 'backups', backup?.name ?? ''), 'utf8')),
    );
    expect(doc.baseRevision).toBeUndefined();
    expect(doc.campaign).toEqual(state);

    await store.save(path, logged(state, 'efter backupen'));
    await writeFile(join(path, 'log.jsonl'), '{"trasig\n{}\n');
    const restored = await store.restoreBackup(path, backup?.name ?? '');
    expect(restored.state).toEqual(state);
    const files = await readdir(path);
    expect(files.filter((f) => f.includes('.broken-'))).toEqual([
      expect.stringMatching(/^campaign\.broken-.*\.json$/),
      expect.stringMatching(/^log\.broken-.*\.jsonl$/),
    ]);
    const broken = files.find((f) => f.startsWith('log.broken-')) ?? '';
    expect(await readFile(join(path, broken), 'utf8')).toBe('{"trasig\n{}\n');
    expect(await journalLines(path)).toEqual([...state.log, { $base: 0 }]);
    await store.close(path);
    expect((await makeStore().open(path)).state).toEqual(state);
  });

  it('the campaign list reads only campaign.json (a damaged journal does not hide the campaign)', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent({ name: 'Skuggor över Åsen' }));
    await writeFile(join(path, 'log.jsonl'), 'inte json\n{}\n');
    expect(await store.list()).toEqual([
      { path, name: 'Skuggor över Åsen', system: 'irt', savedAt: '2025-03-01T12:00:01.000Z' },
    ]);
  });
});

describe('appends that fail', () => {
  /** io whose appends to log.jsonl write half their bytes and then fail (a disk that fills up mid-write). */
  function halfWritingIo(control: { fail: boolean; cutFails: number }): DurableIo {
    return {
      ...nodeIo,
      async open(path, flags) {
        const handle = await nodeIo.open(path, flags);
        const appending = flags === 'a';
        return {
          writeFile: async (data) => {
            if (appending && control.fail) {
              const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
              await handle.writeFile(text.slice(0, Math.floor(text.length / 2)));
              throw errno('ENOSPC', 'write', path);
            }
            await handle.writeFile(data);
          },
          sync: () => handle.sync(),
          truncate: async (length) => {
            if (control.cutFails > 0) {
              control.cutFails--;
              throw errno('EIO', 'ftruncate', path);
            }
            await handle.truncate(length);
          },
          close: () => handle.close(),
        };
      },
    };
  }

  /** A campaign with one saved entry on a disk that `control` can make fill up mid-append; `good` is its journal. */
  async function savedOnHalfWritingDisk() {
    const control = { fail: false, cutFails: 0 };
    const store = makeStore({ io: halfWritingIo(control) });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const s0 = logged((await store.open(path)).state, 'a');
    await store.save(path, s0);
    return { control, store, path, s0, good: await journalText(path) };
  }

  it('a half-written append on a full disk is cut back, and the save after it appends cleanly', async () => {
    const { control, store, path, s0, good } = await savedOnHalfWritingDisk();
    control.fail = true;
    const s1 = { ...logged(s0, 'b', 'c'), gmNotes: 'ny' };
    expect(await rejection(store.save(path, s1))).toMatchObject({ code: 'io', fault: 'full' });
    expect(await journalText(path)).toBe(good);
    control.fail = false;
    await store.save(path, s1);
    await crash(path);
    expect((await makeStore().open(path)).state).toEqual(s1);
  });

  it('an append that could not be cut back is cut before the next append', async () => {
    const { control, store, path, s0, good } = await savedOnHalfWritingDisk();
    Object.assign(control, { fail: true, cutFails: 1 });
    const s1 = { ...logged(s0, 'b', 'c'), gmNotes: 'ny' };
    await rejection(store.save(path, s1));
    expect((await journalText(path)).length).toBeGreaterThan(good.length); // half a save is left…
    control.fail = false;
    await store.save(path, s1); // …and cut off first
    expect(kinds(await journalLines(path))).toEqual([
      ...['base', 'entry', 'rev'],
      ...['entry', 'entry', 'rev'],
    ]);
    await crash(path);
    expect((await makeStore().open(path)).state).toEqual(s1);
  });
});

describe('what a save computes', () => {
  /** Changes as the engine makes them: new objects along the changed path, the rest shared. */
  const changes: ((s: CampaignState, r: () => number) => CampaignState)[] = [
    (s, r) => hurt(s, s.combatants[Math.floor(r() * s.combatants.length)]?.id ?? '', Math.floor(r() * 9)),
    (s, r) => ({ ...s, combatants: [...s.combatants, makeCombatant(`n-new-${Math.floor(r() * 1e6)}`)] }),
    (s, r) => ({
      ...s,
      combatants: s.combatants.filter((_, i) => i !== Math.floor(r() * s.combatants.length)),
    }),
    (s) => ({ ...s, gmNotes: `${s.gmNotes}!` }),
    (s) => ({
      ...s,
      pending: s.pending
        ? null
        : { id: 'p-1', kind: 'irt/attack', actorId: 'n-1', targetId: null, data: { a: 1 } },
    }),
    (s) => {
      const { pending: _p, ...rest } = s;
      return rest;
    },
    (s) => ({ ...s, clock: { seconds: (s.clock?.seconds ?? 0) + 5 } }),
    (s) => ({ ...s, timers: undefined }),
    (s) => ({
      ...s,
      encounter: { ...s.encounter, order: s.encounter.order.map((id, i) => (i === 0 ? `${id}x` : id)) },
    }),
    (s) => ({
      ...s,
      encounter: { ...s.encounter, order: [...s.encounter.order, 'n-9'], round: s.encounter.round + 1 },
    }),
    (s, r) => ({
      ...s,
      combatants: s.combatants.map((c, i) =>
        i === Math.floor(r() * s.combatants.length)
          ? { ...c, initiativeTiebreak: undefined, group: 'g-1' }
          : c,
      ),
    }),
    (s) => ({
      ...s,
      scenes: s.scenes.map((sc, i) =>
        i === 0
          ? {
              ...sc,
              map: { ...sc.map, walls: [{ a: { q: 0, r: 0 }, b: { q: 1, r: 0 }, door: 'none' as const }] },
            }
          : sc,
      ),
    }),
  ];

  it('stateOps makes exactly the ops compare makes for the states without their logs', () => {
    const seed = Date.now() >>> 0;
    const r = mulberry32(seed);
    let state = makeCampaignWithContent({
      combatants: Array.from({ length: 40 }, (_, i) => makeCombatant(`n-${i + 1}`)),
      encounter: { active: true, round: 1, order: ['n-1', 'n-2', 'n-3'], turnIndex: 0, acted: [] },
    });
    for (let step = 0; step < 300; step++) {
      let next = state;
      for (let k = 1 + Math.floor(r() * 3); k > 0; k--)
        next = changes[Math.floor(r() * changes.length)]?.(next, r) ?? next;
      const where = `seed ${seed}, step ${step}`;
      const expected = jsonPatch.compare({ ...state, log: [] }, { ...next, log: [] });
      const ops = stateOps(state, next);
      expect(ops, where).toEqual(expected);
      // And they take the saved state (as JSON) to the new one.
      const doc = JSON.parse(JSON.stringify(state)) as CampaignState;
      jsonPatch.applyPatch(doc, ops, false, true);
      expect(doc, where).toEqual(JSON.parse(JSON.stringify(next)));
      state = next;
    }
  });

  it("logDelta finds appends and an undo's truncation by reference, and gives up on seq numbers that go back", () => {
    const s0 = logged(makeCampaignWithContent(), 'a', 'b', 'c');
    const s1 = logged(s0, 'd');
    expect(logDelta(s0.log, s1.log)).toEqual({ truncateFrom: null, appended: [s1.log[3]] });
    expect(logDelta(s1.log, s0.log)).toEqual({ truncateFrom: 3, appended: [] });
    const redone = logged(s0, 'annat');
    expect(logDelta(s1.log, redone.log)).toEqual({ truncateFrom: 3, appended: [redone.log[3]] });
    // A state rebuilt from JSON: equal entries count as the same.
    expect(logDelta(s1.log, JSON.parse(JSON.stringify(s1.log)) as LogEntry[])).toEqual({
      truncateFrom: null,
      appended: [],
    });
    expect(logDelta(s0.log, [...s0.log, { ...s1.log[3]!, seq: 1 }])).toBeNull();
  });

  it('the hand check of new log entries agrees with the LogEntry schema', () => {
    // The check knows these fields; a schema with others needs the check changed too.
    expect(Object.keys(LogEntry.shape)).toEqual(['seq', 'round', 'type', 'public', 'data']);
    const good = { seq: 0, round: 0, type: 'x', public: false, data: {} };
    const samples: unknown[] = [
      good,
      {
        ...good,
        seq: 12,
        round: 3,
        type: 'y'.repeat(60),
        public: true,
        data: { a: [1, { b: null }], c: 'd' },
      },
      { ...good, data: Object.create(null) as object },
      { ...good, extra: 'stripped by zod, kept by the line' },
      null,
      'text',
      [],
      { ...good, seq: -1 },
      { ...good, seq: 1.5 },
      { ...good, seq: Number.NaN },
      { ...good, seq: Number.MAX_SAFE_INTEGER + 1 },
      { ...good, seq: '1' },
      { ...good, round: -3 },
      { ...good, round: Infinity },
      { ...good, type: '' },
      { ...good, type: 'y'.repeat(61) },
      { ...good, type: 5 },
      { ...good, public: 'yes' },
      { ...good, public: undefined },
      { ...good, data: null },
      { ...good, data: [] },
      { ...good, data: new Date(0) },
      { ...good, data: new Map() },
      { seq: 0, round: 0, type: 'x', public: true },
    ];
    for (const sample of samples) {
      expect(isLogEntry(sample), JSON.stringify(sample) ?? String(sample)).toBe(
        LogEntry.safeParse(sample).success,
      );
    }
  });
});
