/**
 * Issue 15: a read-only data folder or a full disk at start. The services start anyway (no throw, no
 * stack trace), in a "can't write here" state the GM snapshot carries (`storage`: the folder and the
 * fault); no `.lock` is left behind, on exit the lock is released even when the last save fails, and
 * "Try again" (`campaign:flush`) or the next change recovers once space or permission is back.
 * The disk is broken through the stores' injectable io (see ../store/faultyIo.ts).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededDice } from '@shared/dice/dice';
import type { GmSnapshot } from '@shared/contract/snapshots';
import { createAppServices, type AppServices } from '../../../../src/main/services';
import type { Caller } from '../../../../src/main/transport/dispatcher';
import { faultyIo, type FaultyIo } from '../store/faultyIo';
import { makeTempDir } from '../store/fixtures';

const GM: Caller = { role: 'gm', id: 'test' };

let dataDir: string;
const running: AppServices[] = [];

beforeEach(async () => {
  dataDir = await makeTempDir();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const s of running.splice(0)) await s.close().catch(() => undefined);
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(disk: FaultyIo): Promise<AppServices> {
  const services = await createAppServices({ dataDir, dice: seededDice(5), autosaveDelayMs: 5, io: disk.io });
  running.push(services);
  return services;
}

const gm = (s: AppServices) => s.session.snapshot('gm') as GmSnapshot;

/** Every `.lock` under the data folder. */
async function locks(): Promise<string[]> {
  return (await readdir(dataDir, { recursive: true })).filter((f) => f.endsWith('.lock'));
}

/** Starts once with a working disk (the demo is created and remembered), then stops. */
async function withLastCampaign(): Promise<string> {
  const first = await start(faultyIo());
  const path = gm(first).campaignPath ?? '';
  await first.close();
  running.splice(running.indexOf(first), 1);
  return path;
}

describe('first start on a read-only data folder', () => {
  it('starts in the storage state naming the data folder, then recovers on "Try again"', async () => {
    const disk = faultyIo('read-only');
    const services = await start(disk);
    const snap = gm(services);
    expect(snap.campaign).toBeNull();
    expect(snap.problem).toBeNull();
    expect(snap.storage).toMatchObject({ folder: dataDir, fault: 'read-only' });
    expect(snap.storage?.message).toMatch(/read-only or Hexscreen is not allowed to write there: EROFS/);
    expect(await locks()).toEqual([]);

    // Still read-only: "Try again" is refused with a reason and nothing changes.
    const refused = await services.dispatch(GM, 'campaign:flush', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'io' } });
    expect(refused.ok ? '' : refused.error.message).toMatch(/still not writable: .*EROFS/);
    expect(gm(services)).toEqual(snap);

    // Permission back: "Try again" creates and opens the demo.
    disk.fault = null;
    expect(await services.dispatch(GM, 'campaign:flush', {})).toMatchObject({ ok: true });
    expect(gm(services).campaign?.name).toBe('Demo: Gränsövergången');
    expect(gm(services).storage).toBeNull();
    expect(await locks()).toHaveLength(1);
  });
});

describe('a full disk', () => {
  it('at start: the last campaign is not opened, no stale .lock, and it opens once space is back', async () => {
    const path = await withLastCampaign();
    const file = await readFile(join(path, 'campaign.json'));
    const disk = faultyIo('full');
    const services = await start(disk);
    expect(gm(services).campaign).toBeNull();
    expect(gm(services).storage).toMatchObject({ folder: path, fault: 'full' });
    expect(gm(services).storage?.message).toMatch(/disk is full \(ENOSPC\)/);
    expect(await locks()).toEqual([]);
    expect(await readFile(join(path, 'campaign.json'))).toEqual(file);

    disk.fault = null;
    expect(await services.dispatch(GM, 'campaign:flush', {})).toMatchObject({ ok: true });
    expect(gm(services).campaignPath).toBe(path);
    expect(gm(services).storage).toBeNull();
  });

  it('while playing: the change is kept, the state names the campaign, the next change saves it', async () => {
    const disk = faultyIo();
    const services = await start(disk);
    const path = gm(services).campaignPath ?? '';
    disk.fault = 'full';
    await services.dispatch(GM, 'session:command', {
      command: { type: 'log/note', text: 'osparad', public: false },
    });
    expect(await services.dispatch(GM, 'campaign:flush', {})).toMatchObject({
      ok: false,
      error: { code: 'io', message: expect.stringMatching(/disk is full/) as unknown },
    });
    expect(gm(services).storage).toMatchObject({ folder: path, fault: 'full' });
    expect(gm(services).save.state).toBe('error');

    disk.fault = null;
    await services.dispatch(GM, 'session:command', {
      command: { type: 'log/note', text: 'och en till', public: false },
    });
    await vi.waitFor(() => expect(gm(services).save.state).toBe('saved'));
    expect(gm(services).storage).toBeNull();
    // The log lives in log.jsonl beside campaign.json (issue 20).
    expect(await readFile(join(path, 'log.jsonl'), 'utf8')).toContain('osparad');
  });

  it('on exit: the lock is released even though the last changes cannot be saved', async () => {
    const disk = faultyIo();
    const services = await start(disk);
    disk.fault = 'full';
    await services.dispatch(GM, 'session:command', {
      command: { type: 'log/note', text: 'förlorad', public: false },
    });
    await expect(services.close()).rejects.toThrow(/closed without the last changes: .*disk is full/);
    expect(await locks()).toEqual([]);
  });
});

describe('a read-only campaign folder at start', () => {
  it('is the storage state (not a load problem), naming the campaign folder', async () => {
    const path = await withLastCampaign();
    const services = await start(faultyIo('read-only'));
    expect(gm(services)).toMatchObject({
      campaign: null,
      problem: null,
      storage: { folder: path, fault: 'read-only' },
    });
    expect(await locks()).toEqual([]);
  });
});
