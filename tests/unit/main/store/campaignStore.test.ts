/**
 * The campaign store's behaviour on a real file system (a fresh temp folder per test): create/list,
 * save/open round trips, migration of old files, refusing to overwrite content with an empty campaign,
 * the lock, rotating backups, restoring a backup and content-addressed assets. The journal (log.jsonl)
 * itself is tested in journal.test.ts.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CampaignDocument } from '@shared/model/campaign';
import { createCampaignStore, type CampaignStoreOptions } from '../../../../src/main/store/campaignStore';
import { nodeIo, type DurableIo } from '../../../../src/main/store/durableFs';
import { safeFolderName } from '../../../../src/main/store/safeName';
import {
  deadPid,
  FIXTURE_DIR,
  makeCampaign,
  makeCampaignWithContent,
  makeCombatant,
  freshTempDirEachTest,
  lockOf,
  placeCampaign,
  rejection,
  tickingClock,
  writeLock,
} from './fixtures';

let dataDir: string;
freshTempDirEachTest((dir) => (dataDir = dir));

function makeStore(opts: CampaignStoreOptions = {}) {
  return createCampaignStore(dataDir, { now: tickingClock(), warn: () => undefined, ...opts });
}

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/** The files directly in `folder` with their bytes (the lock left out). */
async function snapshotFiles(folder: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isFile() && entry.name !== '.lock')
      out[entry.name] = (await readFile(join(folder, entry.name))).toString('base64');
  }
  return out;
}
const backupsOf = async (folder: string) => (await readdir(join(folder, 'backups'))).sort();

describe('create and list', () => {
  it('creates a campaign folder with campaign.json, log.jsonl, assets/ and backups/', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor över Åsen', makeCampaign({ name: 'Skuggor över Åsen' }));
    expect(path).toBe(join(dataDir, 'campaigns', 'Skuggor över Åsen.hexcampaign'));
    expect((await readdir(path)).sort()).toEqual(['assets', 'backups', 'campaign.json', 'log.jsonl']);
    const doc = CampaignDocument.parse(await readJson(join(path, 'campaign.json')));
    expect(doc.campaign.name).toBe('Skuggor över Åsen');
    expect(doc.savedAt).toBe('2025-03-01T12:00:01.000Z');
    expect(doc.baseRevision).toBe(0);
    // No entries yet: only the line that ends every whole write of the journal.
    expect(await readFile(join(path, 'log.jsonl'), 'utf8')).toBe('{"$base":0}\n');
  });

  it('fails with exists instead of overwriting a folder of the same name', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const before = await readFile(join(path, 'campaign.json'));
    const err = await rejection(store.create('Skuggor', makeCampaign()));
    expect(err.code).toBe('exists');
    expect(err.message).toBe('a campaign folder "Skuggor.hexcampaign" already exists');
    expect(await readFile(join(path, 'campaign.json'))).toEqual(before);
  });

  it('refuses to create an invalid campaign', async () => {
    const err = await rejection(makeStore().create('X', makeCampaign({ scenes: [] })));
    expect(err.code).toBe('schema-invalid');
  });

  it('lists campaign folders with name, system and savedAt; unreadable ones with savedAt null', async () => {
    const store = makeStore();
    await store.create('Beta', makeCampaign({ name: 'Beta', system: 'd20' }));
    await store.create('Alfa', makeCampaign({ name: 'Alfa' }));
    await placeCampaign(dataDir, { fixture: 'truncated.json' }, 'Trasig');
    await placeCampaign(dataDir, { fixture: 'v1-old.json' }, 'Gammal');
    await writeFile(join(dataDir, 'campaigns', 'not-a-folder.hexcampaign'), '');
    await placeCampaign(dataDir, { fixture: 'valid-v2.json' }, 'x').then((f) => rm(f, { recursive: true }));
    const list = await store.list();
    const c = (name: string) => join(dataDir, 'campaigns', `${name}.hexcampaign`);
    expect(list).toEqual([
      { path: c('Alfa'), name: 'Alfa', system: 'irt', savedAt: '2025-03-01T12:00:02.000Z' },
      { path: c('Beta'), name: 'Beta', system: 'd20', savedAt: '2025-03-01T12:00:01.000Z' },
      { path: c('Gammal'), name: 'Skuggor', system: 'irt', savedAt: '2024-06-01T10:00:00.000Z' },
      { path: c('Trasig'), name: 'Trasig', system: '', savedAt: null },
    ]);
  });

  it('lists nothing when there is no campaigns folder yet', async () => {
    expect(await makeStore().list()).toEqual([]);
  });
});

describe('safe folder names', () => {
  it.each([
    ['Skuggor över Åsen', 'Skuggor över Åsen'],
    ['Тени Петрограда', 'Тени Петрограда'],
    ['../../etc/passwd', 'etc passwd'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j'],
    ['tab\there\u0000nul\u001fend', 'tab here nul end'],
    ['CON', '_CON'],
    ['lpt1.campaign', '_lpt1.campaign'],
    ['Console', 'Console'],
    ['  dots...  ', 'dots'],
    ['.hidden', 'hidden'],
    ['..', 'campaign'],
    ['', 'campaign'],
    ['x'.repeat(300), 'x'.repeat(80)],
  ])('%j → %j', (name, folder) => {
    expect(safeFolderName(name)).toBe(folder);
  });

  it('never creates a folder outside campaigns/', async () => {
    const path = await makeStore().create('../../../utanför', makeCampaign());
    expect(path).toBe(join(dataDir, 'campaigns', 'utanför.hexcampaign'));
    expect(await readdir(dataDir)).toEqual(['campaigns']);
  });
});

describe('open and save', () => {
  it('round-trips a campaign, stamping savedAt from the clock', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const opened = await store.open(path);
    expect(opened).toMatchObject({ path, migratedFrom: null, savedAt: '2025-03-01T12:00:01.000Z' });
    const before = await readFile(join(path, 'campaign.json'));
    const next = { ...opened.state, gmNotes: 'Bron är sprängd', npcLibrary: [makeCombatant('lib-1')] };
    const { savedAt } = await store.save(path, next);
    // The save went to the journal, campaign.json is as created…
    expect(await readFile(join(path, 'campaign.json'))).toEqual(before);
    expect(await readFile(join(path, 'log.jsonl'), 'utf8')).toMatch(
      /^\{"\$base":0\}\n\{"\$rev":1,"\$at":"[^"]+","\$patch":\[.*\]\}\n$/,
    );
    await store.close(path);
    // …and close leaves campaign.json current.
    const doc = CampaignDocument.parse(await readJson(join(path, 'campaign.json')));
    expect(doc).toEqual({
      format: 'hexscreen-campaign',
      schemaVersion: 3,
      savedAt,
      baseRevision: 1,
      campaign: next,
    });
    const reopened = await store.open(path);
    expect(reopened.state).toEqual(next);
    expect(reopened.savedAt).toBe(savedAt);
  });

  it('writes stable JSON: keys in a fixed order whatever order the state had, compact, final newline', async () => {
    const store = makeStore({ now: () => new Date('2025-03-01T12:00:00.000Z') });
    const state = makeCampaignWithContent();
    const reordered = Object.fromEntries(Object.entries(state).reverse()) as typeof state;
    const a = await store.create('A', state);
    const b = await store.create('B', reordered);
    const text = await readFile(join(a, 'campaign.json'), 'utf8');
    expect(
      text.startsWith(
        '{"format":"hexscreen-campaign","schemaVersion":3,"savedAt":"2025-03-01T12:00:00.000Z","baseRevision":0,"campaign":{"id":',
      ),
    ).toBe(true);
    // The log (kept in log.jsonl) is last, empty.
    expect(text.endsWith(',"log":[]}}\n')).toBe(true);
    expect(await readFile(join(b, 'campaign.json'), 'utf8')).toBe(text);
  });

  it('migrates a v1 file on open: backs up the original bytes, then writes log.jsonl and campaign.json v3', async () => {
    const v1Bytes = await readFile(join(FIXTURE_DIR, 'v1-old.json'));
    const path = await placeCampaign(dataDir, { bytes: v1Bytes });
    const store = makeStore();
    const opened = await store.open(path);

    expect(opened.migratedFrom).toBe(1);
    expect(opened.savedAt).toBe('2024-06-01T10:00:00.000Z');
    expect(opened.state.settings).toEqual({ playerWoundWords: true });
    expect(opened.state.scenes[0]?.map.zones[0]?.traits).toEqual([
      { kind: 'skydd', revealed: false },
      { kind: 'morker', revealed: false },
    ]);
    // The pre-migration bytes are in the on-open backup…
    const [backup] = await backupsOf(path);
    expect(backup).toMatch(/^campaign-2025-03-01T12-00-01\.000Z-open\.json$/);
    expect(await readFile(join(path, 'backups', backup ?? ''))).toEqual(v1Bytes);
    // …and the campaign is now in the two files of schema 3.
    const doc = CampaignDocument.parse(await readJson(join(path, 'campaign.json')));
    expect(doc).toMatchObject({ schemaVersion: 3, baseRevision: 0, savedAt: '2024-06-01T10:00:00.000Z' });
    expect(doc.campaign).toEqual({ ...opened.state, log: [] });
    const lines = (await readFile(join(path, 'log.jsonl'), 'utf8')).split('\n').slice(0, -1);
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([...opened.state.log, { $base: 0 }]);

    await store.save(path, opened.state);
    await store.close(path);
    const again = await store.open(path);
    expect(again.migratedFrom).toBeNull();
    expect(again.state).toEqual(opened.state);
  });

  it('refuses to save a campaign it has not opened', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaign());
    expect((await rejection(store.save(path, makeCampaign()))).code).toBe('locked');
  });

  it('refuses to save an invalid new log entry and writes nothing (the state is not validated again)', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const opened = await store.open(path);
    const before = await snapshotFiles(path);
    const bad = { seq: 0, round: 0, type: '', public: true, data: {} };
    const err = await rejection(store.save(path, { ...opened.state, log: [bad] }));
    expect(err.code).toBe('schema-invalid');
    expect(err.message).toMatch(/a new log entry is invalid \(log\[0\]\.type: /);
    expect(await snapshotFiles(path)).toEqual(before);
  });
});

describe('refuse-overwrite', () => {
  it('never replaces a campaign that has content with an empty one', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    const before = await readFile(join(path, 'campaign.json'));
    const err = await rejection(store.save(path, makeCampaign()));
    expect(err.code).toBe('refuse-overwrite');
    expect(err.message).toBe(
      'not saving "Skuggor.hexcampaign": it would replace a campaign that has content with an empty one',
    );
    expect(await readFile(join(path, 'campaign.json'))).toEqual(before);
    // Content may still replace content.
    await store.save(path, makeCampaignWithContent({ gmNotes: 'ny' }));
  });

  it('allows an empty campaign to stay empty, and guards it once it has content', async () => {
    const store = makeStore();
    const path = await store.create('Tom', makeCampaign());
    await store.open(path);
    await store.save(path, makeCampaign({ gmNotes: '' }));
    await store.save(path, makeCampaign({ gmNotes: 'första anteckningen' }));
    expect((await rejection(store.save(path, makeCampaign()))).code).toBe('refuse-overwrite');
  });

  it('uses the cached hasContent: save never re-reads campaign.json', async () => {
    const reads: string[] = [];
    const io: DurableIo = {
      ...nodeIo,
      readFile: (p) => {
        reads.push(p);
        return nodeIo.readFile(p);
      },
    };
    const store = makeStore({ io });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    reads.length = 0;
    for (let i = 0; i < 5; i++) await store.save(path, makeCampaignWithContent({ gmNotes: `v${i}` }));
    expect(await rejection(store.save(path, makeCampaign()))).toMatchObject({ code: 'refuse-overwrite' });
    expect(reads).toEqual([]);
  });
});

describe('lock', () => {
  it('writes .lock with pid, hostname, instanceId and createdAt, and removes it on close', async () => {
    const store = makeStore({ instanceId: 'gm-laptop-1' });
    const path = await store.create('Skuggor', makeCampaign());
    await store.open(path);
    const lock = (await readJson(join(path, '.lock'))) as Record<string, unknown>;
    expect(lock).toMatchObject({ pid: process.pid, hostname: hostname(), instanceId: 'gm-laptop-1' });
    expect(typeof lock.createdAt).toBe('string');
    await store.close(path);
    expect(await readdir(path)).not.toContain('.lock');
  });

  it('refuses a second instance and a second open in the same instance', async () => {
    const first = makeStore({ instanceId: 'one' });
    const second = makeStore({ instanceId: 'two' });
    const path = await first.create('Skuggor', makeCampaignWithContent());
    await first.open(path);

    const other = await rejection(second.open(path));
    expect(other.code).toBe('locked');
    expect(other.message).toMatch(/^"Skuggor\.hexcampaign" is open in another window of this Hexscreen$/);
    expect(other.backups).toEqual([]);
    expect((await rejection(first.open(path))).message).toBe(
      '"Skuggor.hexcampaign" is already open in this Hexscreen',
    );

    await first.close(path);
    await second.open(path);
    expect((await rejection(first.open(path))).code).toBe('locked');
  });

  it('names another process and another computer holding the lock', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaign());
    const lock = lockOf(process.ppid, 'x');
    await writeLock(path, lock);
    expect((await rejection(store.open(path))).message).toBe(
      `"Skuggor.hexcampaign" is open in another Hexscreen (process ${process.ppid}, since ${lock.createdAt})`,
    );
    // A lock from another computer (a shared folder) is never taken over: its pid cannot be checked.
    await writeLock(path, { ...lock, pid: await deadPid(), hostname: 'spelbordet' });
    expect((await rejection(store.open(path))).message).toMatch(
      /open in another Hexscreen \(process \d+ on computer "spelbordet"/,
    );
  });

  it('takes over a stale lock whose process is gone', async () => {
    const store = makeStore({ instanceId: 'me' });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await writeLock(path, lockOf(await deadPid(), 'crashed'));
    await store.open(path);
    expect(await readJson(join(path, '.lock'))).toMatchObject({ pid: process.pid, instanceId: 'me' });
    await store.save(path, makeCampaignWithContent({ gmNotes: 'efter kraschen' }));
  });

  it('treats a fresh unreadable lock as held (being written)', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaign());
    await writeFile(join(path, '.lock'), '');
    expect((await rejection(store.open(path))).message).toBe(
      '"Skuggor.hexcampaign" is being opened by another Hexscreen',
    );
  });

  it('stops saving once the lock is lost', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await writeLock(path, lockOf(process.pid, 'thief'));
    const before = await readFile(join(path, 'campaign.json'));
    const err = await rejection(store.save(path, makeCampaignWithContent({ gmNotes: 'krock' })));
    expect(err.code).toBe('locked');
    expect(err.message).toMatch(/no longer holds its lock/);
    expect(await readFile(join(path, 'campaign.json'))).toEqual(before);
    // Closing leaves the other holder's lock alone.
    await store.close(path);
    expect(await readJson(join(path, '.lock'))).toMatchObject({ instanceId: 'thief' });
  });
});

describe('the lock, checked before every save', () => {
  const thief = () =>
    JSON.stringify({
      pid: process.pid,
      hostname: hostname(),
      instanceId: 'thief',
      createdAt: new Date().toISOString(),
    });

  it('notices a lock removed, or replaced by another file, and refuses the save', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await store.save(path, makeCampaignWithContent({ gmNotes: 'a' }));
    const mine = await readFile(join(path, '.lock'), 'utf8');
    await rm(join(path, '.lock'));
    expect((await rejection(store.save(path, makeCampaignWithContent({ gmNotes: 'b' })))).code).toBe(
      'locked',
    );
    // A new file in its place, even with this store's own content, is not the file it holds, but the
    // content still says whose it is.
    await writeFile(join(path, '.lock'), thief());
    expect((await rejection(store.save(path, makeCampaignWithContent({ gmNotes: 'c' })))).code).toBe(
      'locked',
    );
    await writeFile(join(path, '.lock.new'), mine);
    await rename(join(path, '.lock.new'), join(path, '.lock'));
    await store.save(path, makeCampaignWithContent({ gmNotes: 'd' }));
  });

  it('keeps saving when its lock file is only touched', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    const later = new Date(Date.now() + 5000);
    await utimes(join(path, '.lock'), later, later);
    await store.save(path, makeCampaignWithContent({ gmNotes: 'efter touch' }));
    await store.save(path, makeCampaignWithContent({ gmNotes: 'och igen' }));
    await store.close(path);
    expect(await readdir(path)).not.toContain('.lock');
  });
});

describe('backups', () => {
  it('backs up on open, on demand and on close, named campaign-<time>-<reason>.json', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await store.save(path, makeCampaignWithContent({ gmNotes: 'a' }));
    await store.backup(path, 'interval');
    await store.save(path, makeCampaignWithContent({ gmNotes: 'b' }));
    await store.close(path);
    expect(await backupsOf(path)).toEqual([
      'campaign-2025-03-01T12-00-02.000Z-open.json',
      'campaign-2025-03-01T12-00-04.000Z-interval.json',
      'campaign-2025-03-01T12-00-06.000Z-close.json',
    ]);
    const close = CampaignDocument.parse(
      await readJson(join(path, 'backups', 'campaign-2025-03-01T12-00-06.000Z-close.json')),
    );
    expect(close.campaign.gmNotes).toBe('b');
  });

  it('keeps the newest 20, and lists valid ones newest first', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    for (let i = 1; i <= 30; i++) {
      await store.save(path, makeCampaignWithContent({ gmNotes: `save ${i}` }));
      await store.backup(path, 'interval');
    }
    const names = await backupsOf(path);
    expect(names).toHaveLength(20);
    const listed = await store.listBackups(path);
    expect(listed.map((b) => b.name)).toEqual([...names].reverse());
    const newest = CampaignDocument.parse(await readJson(join(path, 'backups', listed[0]?.name ?? '')));
    const oldest = CampaignDocument.parse(await readJson(join(path, 'backups', listed[19]?.name ?? '')));
    expect([newest.campaign.gmNotes, oldest.campaign.gmNotes]).toEqual(['save 30', 'save 11']);
    expect(listed[0]?.savedAt).toBe(newest.savedAt);
  });

  it('keeps a configurable number, skips identical copies, but never skips a manual backup', async () => {
    const store = makeStore({ backupKeep: 3 });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await store.backup(path, 'interval'); // same bytes as the on-open backup: skipped
    expect(await backupsOf(path)).toHaveLength(1);
    await store.backup(path, 'manual');
    expect(await backupsOf(path)).toHaveLength(2);
    for (let i = 0; i < 4; i++) {
      await store.save(path, makeCampaignWithContent({ gmNotes: `${i}` }));
      await store.backup(path, 'interval');
    }
    expect(await backupsOf(path)).toHaveLength(3);
  });

  it('gives backups made in the same millisecond distinct names', async () => {
    const fixed = new Date('2025-03-01T12:00:00.000Z');
    const store = makeStore({ now: () => fixed });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await store.backup(path, 'manual');
    await store.backup(path, 'manual');
    expect(await backupsOf(path)).toEqual([
      'campaign-2025-03-01T12-00-00.000Z-manual-2.json',
      'campaign-2025-03-01T12-00-00.000Z-manual-3.json',
      'campaign-2025-03-01T12-00-00.000Z-open.json',
    ]);
    expect((await store.listBackups(path)).map((b) => b.name)[0]).toBe(
      'campaign-2025-03-01T12-00-00.000Z-manual-3.json',
    );
  });

  it('does not back up a damaged file of a campaign it has not opened', async () => {
    const path = await placeCampaign(dataDir, { fixture: 'truncated.json' });
    expect((await rejection(makeStore().backup(path, 'manual'))).code).toBe('truncated');
    expect(await backupsOf(path)).toEqual([]);
  });
});

describe('restoreBackup', () => {
  it('keeps the broken file aside, restores the backup and opens it', async () => {
    const store = makeStore();
    const path = await store.create('Skuggor', makeCampaignWithContent({ gmNotes: 'god' }));
    await store.open(path);
    await store.close(path);
    const broken = await readFile(join(FIXTURE_DIR, 'corrupt.json'));
    await writeFile(join(path, 'campaign.json'), broken);

    const err = await rejection(store.open(path));
    expect(err.code).toBe('corrupt-json');
    const [choice] = err.backups;
    expect(choice).toBeDefined();

    const restored = await store.restoreBackup(path, choice?.name ?? '');
    expect(restored.state.gmNotes).toBe('god');
    expect(restored.savedAt).toBe(choice?.savedAt);
    const files = await readdir(path);
    const aside = files.filter((f) => f.startsWith('campaign.broken-'));
    expect(aside).toEqual([expect.stringMatching(/^campaign\.broken-2025-03-01T12-00-\d\d\.000Z\.json$/)]);
    expect(await readFile(join(path, aside[0] ?? ''))).toEqual(broken);
    // The backup (one file, log inline) became campaign.json (log empty) and log.jsonl.
    const backup = CampaignDocument.parse(await readJson(join(path, 'backups', choice?.name ?? '')));
    expect(CampaignDocument.parse(await readJson(join(path, 'campaign.json')))).toEqual({
      ...backup,
      baseRevision: 0,
      campaign: { ...backup.campaign, log: [] },
    });
    expect(restored.state).toEqual(backup.campaign);
    // Open and locked: saving works, a second instance is refused.
    await store.save(path, { ...restored.state, gmNotes: 'vidare' });
    expect((await rejection(makeStore().open(path))).code).toBe('locked');
  });

  it('moves nothing when the backup is missing, invalid or not a backup name', async () => {
    const store = makeStore();
    const path = await placeCampaign(dataDir, { fixture: 'corrupt.json' });
    await writeFile(
      join(path, 'backups', 'campaign-2025-01-01T00-00-00.000Z-open.json'),
      await readFile(join(FIXTURE_DIR, 'null.json')),
    );
    const before = (await readdir(path)).sort();
    expect(
      (await rejection(store.restoreBackup(path, 'campaign-2025-01-01T00-00-00.000Z-open.json'))).code,
    ).toBe('null-document');
    expect(
      (await rejection(store.restoreBackup(path, 'campaign-2024-01-01T00-00-00.000Z-open.json'))).code,
    ).toBe('not-found');
    expect((await rejection(store.restoreBackup(path, '../campaign.json'))).code).toBe('not-found');
    expect((await readdir(path)).sort()).toEqual(before);
  });
});

describe('assets', () => {
  it('stores images content-addressed under assets/<sha256>.<ext>, once', async () => {
    const writes: string[] = [];
    const io: DurableIo = {
      ...nodeIo,
      open: (p, flags) => {
        if (flags === 'wx') writes.push(p);
        return nodeIo.open(p, flags);
      },
    };
    const store = makeStore({ io });
    const path = await store.create('Skuggor', makeCampaign());
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const hash = createHash('sha256').update(bytes).digest('hex');
    writes.length = 0;
    expect(await store.putAsset(path, bytes, 'png')).toBe(`${hash}.png`);
    expect(await store.putAsset(path, bytes, 'png')).toBe(`${hash}.png`);
    expect(writes).toHaveLength(1);
    expect(await readFile(join(path, 'assets', `${hash}.png`))).toEqual(Buffer.from(bytes));
    expect(await store.putAsset(path, bytes, 'webp')).toBe(`${hash}.webp`);
    expect((await readdir(join(path, 'assets'))).sort()).toEqual([`${hash}.png`, `${hash}.webp`]);
  });
});
