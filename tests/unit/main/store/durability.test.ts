/**
 * Every write is atomic and durable: temp file → fsync file → rename → fsync folder, for campaign.json,
 * log.jsonl rewrites, backups, assets and settings; a save is one append to log.jsonl and one fsync.
 * Checked by wrapping the store's file-system calls (DurableIo), and by injecting failures: a failed
 * fsync leaves the old file and no temp file, a failed append is cut off again; a folder that cannot be
 * fsynced (Windows: EISDIR/EPERM/EINVAL) is accepted, any other folder error is not.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import {
  nodeIo,
  writeFileDurable,
  type DurableIo,
  type FileHandleLike,
} from '../../../../src/main/store/durableFs';
import { createSettingsStore } from '../../../../src/main/store/settingsStore';
import { CampaignStoreError } from '../../../../src/main/store/types';
import { makeCampaignWithContent, freshTempDirEachTest } from './fixtures';

let dataDir: string;
freshTempDirEachTest((dir) => (dataDir = dir));

/** The log of one atomic write of `file` (relative to the data dir): temp file, fsync, rename, fsync `folder`. */
function atomicWrite(file: string, folder: string): string[] {
  return [`fsync ${file}.tmp-*`, `rename ${file}.tmp-* → ${file}`, `fsync ${folder}`];
}

type Fault = (op: 'open' | 'sync' | 'rename', path: string) => Error | undefined;

/** DurableIo that logs `op path` (paths relative to the data dir, temp suffix shown as `.tmp-*`) and can fail calls. */
function spyIo(fault: Fault = () => undefined): { io: DurableIo; log: string[] } {
  const log: string[] = [];
  const rel = (p: string) => p.slice(dataDir.length + 1).replace(/\.tmp-[0-9a-f]+$/, '.tmp-*') || '.';
  const io: DurableIo = {
    ...nodeIo,
    async open(path, flags) {
      const err = fault('open', path);
      if (err) throw err;
      const handle = await nodeIo.open(path, flags);
      log.push(`open ${flags} ${rel(path)}`);
      const wrapped: FileHandleLike = {
        writeFile: async (data) => {
          log.push(`write ${rel(path)}`);
          await handle.writeFile(data);
        },
        sync: async () => {
          const e = fault('sync', path);
          if (e) throw e;
          log.push(`fsync ${rel(path)}`);
          await handle.sync();
        },
        truncate: async (length) => {
          log.push(`truncate ${rel(path)} ${length}`);
          await handle.truncate(length);
        },
        close: () => handle.close(),
      };
      return wrapped;
    },
    async rename(from, to) {
      const err = fault('rename', to);
      if (err) throw err;
      log.push(`rename ${rel(from)} → ${rel(to)}`);
      await nodeIo.rename(from, to);
    },
  };
  return { io, log };
}

function errno(code: string): Error {
  return Object.assign(new Error(`${code}: simulated`), { code });
}

const C = 'campaigns/Skuggor.hexcampaign';

describe('durable writes', () => {
  it('save: one append to log.jsonl and one fsync, no temp file, no rename', async () => {
    const { io, log } = spyIo();
    const store = createCampaignStore(dataDir, { io });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    log.length = 0;
    await store.save(path, makeCampaignWithContent({ gmNotes: 'ny' }));
    expect(log).toEqual([`open a ${C}/log.jsonl`, `write ${C}/log.jsonl`, `fsync ${C}/log.jsonl`]);
  });

  it('close: campaign.json and log.jsonl rewritten as temp file, fsync, rename, fsync folder, then the backup', async () => {
    const { io, log } = spyIo();
    const store = createCampaignStore(dataDir, { io, now: () => new Date('2025-03-01T12:00:00.000Z') });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await store.save(path, makeCampaignWithContent({ gmNotes: 'ny' }));
    log.length = 0;
    await store.close(path);
    // The fixed clock gave the on-open backup the same time: the close backup is numbered on.
    const backup = `${C}/backups/campaign-2025-03-01T12-00-00.000Z-close-2.json`;
    expect(log.filter((l) => /^(fsync|rename)/.test(l))).toEqual([
      ...atomicWrite(`${C}/campaign.json`, C),
      ...atomicWrite(`${C}/log.jsonl`, C),
      ...atomicWrite(backup, `${C}/backups`),
    ]);
  });

  it('create, backups and assets are written the same way', async () => {
    const { io, log } = spyIo();
    const store = createCampaignStore(dataDir, { io, now: () => new Date('2025-03-01T12:00:00.000Z') });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    await store.putAsset(path, new Uint8Array([1, 2, 3]), 'png');
    const fsyncs = log.filter((l) => l.startsWith('fsync') || l.startsWith('rename'));
    expect(fsyncs).toEqual([
      // create: the two files, their folder, and the campaigns folder that gained a new entry
      ...atomicWrite(`${C}/log.jsonl`, C),
      ...atomicWrite(`${C}/campaign.json`, C),
      'fsync campaigns',
      // the on-open backup
      ...atomicWrite(`${C}/backups/campaign-2025-03-01T12-00-00.000Z-open.json`, `${C}/backups`),
      // the asset
      expect.stringMatching(/^fsync .*\/assets\/[0-9a-f]{64}\.png\.tmp-\*$/),
      expect.stringMatching(/^rename .*\/assets\/[0-9a-f]{64}\.png\.tmp-\* → .*\/assets\/[0-9a-f]{64}\.png$/),
      `fsync ${C}/assets`,
    ]);
  });

  it('settings.json is written the same way', async () => {
    const { io, log } = spyIo();
    const settings = await createSettingsStore(dataDir, { io });
    await settings.rememberOpened('/x/A.hexcampaign');
    expect(log.filter((l) => l.startsWith('fsync') || l.startsWith('rename'))).toEqual(
      atomicWrite('settings.json', '.'),
    );
  });

  it('a failed fsync of an append fails the save and cuts log.jsonl back; the next save appends cleanly', async () => {
    let failSync = false;
    const { io, log } = spyIo((op, p) =>
      failSync && op === 'sync' && p.endsWith('log.jsonl') ? errno('EIO') : undefined,
    );
    const store = createCampaignStore(dataDir, { io });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    const before = await readFile(join(path, 'log.jsonl'));
    failSync = true;
    log.length = 0;
    const err: unknown = await store
      .save(path, makeCampaignWithContent({ gmNotes: 'förlorad?' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CampaignStoreError);
    expect(err).toMatchObject({ code: 'io', message: expect.stringContaining('EIO') as unknown });
    expect(log).toContain(`truncate ${C}/log.jsonl ${before.length}`);
    expect(await readFile(join(path, 'log.jsonl'))).toEqual(before);
    // The next save, once the disk is fine again, works, and holds the change the failed one did not.
    failSync = false;
    await store.save(path, makeCampaignWithContent({ gmNotes: 'sparad' }));
    await store.close(path);
    expect((await createCampaignStore(dataDir).open(path)).state.gmNotes).toBe('sparad');
  });

  it('a failed fsync of a rewrite keeps the old file and no temp file; the journal still holds the save', async () => {
    let failSync = false;
    const { io } = spyIo((op, p) =>
      failSync && op === 'sync' && p.includes('campaign.json.tmp-') ? errno('EIO') : undefined,
    );
    const warnings: string[] = [];
    const store = createCampaignStore(dataDir, { io, warn: (m) => warnings.push(m) });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    await store.open(path);
    const before = await readFile(join(path, 'campaign.json'));
    await store.save(path, makeCampaignWithContent({ gmNotes: 'i journalen' }));
    failSync = true;
    await store.close(path); // the rewrite on close fails: warned, the lock is released all the same
    expect(warnings.join('\n')).toMatch(/could not rewrite "Skuggor.hexcampaign" on close: EIO/);
    expect(await readFile(join(path, 'campaign.json'))).toEqual(before);
    expect((await readdir(path)).filter((f) => f.includes('.tmp-'))).toEqual([]);
    expect((await createCampaignStore(dataDir).open(path)).state.gmNotes).toBe('i journalen');
  });

  it.each(['EISDIR', 'EPERM', 'EINVAL'])('a folder that cannot be fsynced (%s) is accepted', async (code) => {
    const dir = join(dataDir, 'd');
    const file = join(dir, 'f.json');
    await mkdir(dir);
    // Windows fails opening the folder; other systems fail the fsync itself.
    for (const op of ['open', 'sync'] as const) {
      const { io } = spyIo((o, p) => (o === op && p === dir ? errno(code) : undefined));
      await writeFileDurable(io, file, `{"op":"${op}"}`);
      expect(await readFile(file, 'utf8')).toBe(`{"op":"${op}"}`);
    }
  });

  it('any other folder fsync error fails the write', async () => {
    const file = join(dataDir, 'f.json');
    const { io } = spyIo((op, p) => (op === 'sync' && p === dirname(file) ? errno('EIO') : undefined));
    await expect(writeFileDurable(io, file, '{}')).rejects.toMatchObject({ code: 'EIO' });
  });
});
