/**
 * Issue 15: a disk that refuses writes (read-only, full) and paths that name no campaign. Every refusal
 * is a CampaignStoreError that says what is wrong in words a GM understands (with the write fault for
 * the session's "can't write here" state), and leaves the disk as it was: no stale `.lock`, no half
 * restored campaign, the campaign file byte-identical.
 */
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignStore, type CampaignStoreOptions } from '../../../../src/main/store/campaignStore';
import { faultyIo } from './faultyIo';
import { makeCampaignWithContent, makeTempDir, rejection, snapshotFolder } from './fixtures';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await chmod(dataDir, 0o755).catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

function makeStore(opts: CampaignStoreOptions = {}) {
  return createCampaignStore(dataDir, { warn: () => undefined, ...opts });
}

describe('a full disk', () => {
  it('fails taking the lock with fault "full" and leaves no empty .lock behind', async () => {
    const path = await makeStore().create('Skuggor', makeCampaignWithContent());
    const before = await snapshotFolder(path);
    const disk = faultyIo('full');
    const store = makeStore({ io: disk.io });
    const err = await rejection(store.open(path));
    expect(err).toMatchObject({ code: 'io', fault: 'full' });
    expect(err.message).toMatch(/disk is full \(ENOSPC\)/);
    expect(err.message).toContain(join(dataDir, 'campaigns'));
    expect(await snapshotFolder(path)).toEqual(before);
    // With space back it opens at once: no lock of its own in the way.
    disk.fault = null;
    await store.open(path);
    await store.close(path);
  });

  it('fails a save with fault "full" and keeps the file byte-identical', async () => {
    const disk = faultyIo();
    const store = makeStore({ io: disk.io });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const opened = await store.open(path);
    const file = await readFile(join(path, 'campaign.json'));
    disk.fault = 'full';
    const err = await rejection(store.save(path, { ...opened.state, gmNotes: 'ny' }));
    expect(err).toMatchObject({ code: 'io', fault: 'full' });
    expect(err.message).toMatch(/could not save .*the disk is full: ENOSPC/);
    expect(await readFile(join(path, 'campaign.json'))).toEqual(file);
    disk.fault = null;
    await store.save(path, { ...opened.state, gmNotes: 'ny' });
    await store.close(path);
  });

  it('a restore that cannot be written puts the current file back and keeps the campaign open', async () => {
    const disk = faultyIo();
    const store = makeStore({ io: disk.io, now: () => new Date('2025-03-01T12:00:00.000Z') });
    const path = await store.create('Skuggor', makeCampaignWithContent());
    const opened = await store.open(path); // makes the on-open backup
    const [backup] = await store.listBackups(path);
    await store.save(path, { ...opened.state, gmNotes: 'efter backupen' });
    const before = await snapshotFolder(path);
    disk.fault = 'full';
    const err = await rejection(store.restoreBackup(path, backup?.name ?? ''));
    expect(err).toMatchObject({ code: 'io', fault: 'full' });
    expect(await snapshotFolder(path)).toEqual(before);
    disk.fault = null;
    // Still open and locked by this store: it saves, and closes cleanly.
    await store.save(path, { ...opened.state, gmNotes: 'igen' });
    await store.close(path);
  });
});

describe('a read-only folder', () => {
  it('fails create with fault "read-only", naming the folder, and leaves nothing behind', async () => {
    const disk = faultyIo('read-only');
    const err = await rejection(makeStore({ io: disk.io }).create('Skuggor', makeCampaignWithContent()));
    expect(err).toMatchObject({ code: 'io', fault: 'read-only' });
    expect(err.message).toMatch(/read-only or Hexscreen is not allowed to write there: EROFS/);
    expect(err.message).toContain(join(dataDir, 'campaigns'));
    expect(await readdir(join(dataDir, 'campaigns'))).toEqual([]);
  });

  it('fails taking the lock with fault "read-only"', async () => {
    const path = await makeStore().create('Skuggor', makeCampaignWithContent());
    const before = await snapshotFolder(path);
    const err = await rejection(makeStore({ io: faultyIo('read-only').io }).open(path));
    expect(err).toMatchObject({ code: 'io', fault: 'read-only' });
    expect(err.message).toMatch(/could not lock "Skuggor.hexcampaign" in .*: the folder is read-only/);
    expect(await snapshotFolder(path)).toEqual(before);
  });

  // Root writes through any mode bits, so this runs only as a normal user (CI); see faultyIo.ts.
  it.skipIf(process.getuid?.() === 0)('a real chmod 555 folder is refused the same way', async () => {
    await chmod(dataDir, 0o555);
    const store = createCampaignStore(join(dataDir, 'user', 'Hexscreen'), { warn: () => undefined });
    const err = await rejection(store.create('Skuggor', makeCampaignWithContent()));
    expect(err).toMatchObject({ code: 'io', fault: 'read-only' });
    expect(err.message).toMatch(/EACCES/);
  });

  // Where root may mount (Linux, this container): a real read-only file system, briefly mounted.
  it('a real read-only file system says EROFS for a data folder not made yet (not ENOENT)', async (ctx) => {
    const mnt = join(dataDir, 'ro');
    await mkdir(mnt);
    const mounted =
      process.platform === 'linux' &&
      process.getuid?.() === 0 &&
      spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=64k', 'tmpfs', mnt]).status === 0;
    if (!mounted) return ctx.skip();
    try {
      const store = createCampaignStore(join(mnt, 'user', 'Hexscreen'), { warn: () => undefined });
      const err = await rejection(store.create('Skuggor', makeCampaignWithContent()));
      expect(err).toMatchObject({ code: 'io', fault: 'read-only' });
      expect(err.message).toMatch(/EROFS/);
    } finally {
      spawnSync('umount', [mnt]);
    }
  });
});

describe('paths that name no campaign', () => {
  it('refuses a relative path, even one that names a campaign from the working directory', async () => {
    const path = await makeStore().create('Skuggor', makeCampaignWithContent());
    const before = await snapshotFolder(path);
    const store = makeStore();
    const rel = relative(process.cwd(), path);
    for (const attempt of [
      store.open(rel),
      store.restoreBackup(rel, 'campaign-2025-01-01T00-00-00.000Z-open.json'),
      store.listBackups(rel),
    ]) {
      const err = await rejection(attempt);
      expect(err.code).toBe('not-a-campaign');
      expect(err.message).toMatch(/is not a full folder path/);
    }
    expect(await snapshotFolder(path)).toEqual(before);
  });

  it('refuses a file named like a campaign folder as not-found', async () => {
    const file = join(dataDir, 'Fil.hexcampaign');
    await writeFile(file, 'not a folder');
    const err = await rejection(makeStore().open(file));
    expect(err.code).toBe('not-found');
    expect(err.message).toMatch(/is a file, not a campaign folder/);
  });

  it('releases the lock of a folder without campaign.json', async () => {
    const path = join(dataDir, 'campaigns', 'Tom.hexcampaign');
    await mkdir(path, { recursive: true });
    const err = await rejection(makeStore().open(path));
    expect(err.code).toBe('not-found');
    expect(await readdir(path)).toEqual([]);
  });
});
