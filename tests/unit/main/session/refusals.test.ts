/**
 * Issue 15: `campaign:open` and `campaign:restoreBackup` refusals, through the real services (store on
 * a temp folder, settings, session, dispatcher). Each refusal is an error reply with a code and a
 * message a GM understands, and changes nothing: the open campaign stays open, its file is
 * byte-identical, its lock is still this app's, and the GM snapshot deep-equals the one before.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededDice } from '@shared/dice/dice';
import type { Envelope } from '@shared/contract/envelope';
import type { GmSnapshot } from '@shared/contract/snapshots';
import { createAppServices, type AppServices } from '../../../../src/main/services';
import type { Caller } from '../../../../src/main/transport/dispatcher';
import { FIXTURE_DIR, lockOf, makeTempDir, writeLock } from '../store/fixtures';

const GM: Caller = { role: 'gm', id: 'test' };

let dataDir: string;
let services: AppServices;
/** The open campaign (the demo, with one change saved) and a second, closed campaign. */
let open: string;
let other: string;

async function call(channel: string, input: unknown): Promise<Envelope<unknown>> {
  return services.dispatch(GM, channel, input);
}

function gm(): GmSnapshot {
  return structuredClone(services.session.snapshot('gm') as GmSnapshot);
}

/** What must not change on a refusal: the GM snapshot, the open campaign's file and its lock. */
async function observed(): Promise<unknown> {
  return {
    snapshot: gm(),
    file: (await readFile(join(open, 'campaign.json'))).toString('base64'),
    lock: await readFile(join(open, '.lock'), 'utf8'),
  };
}

beforeEach(async () => {
  dataDir = await makeTempDir();
  services = await createAppServices({ dataDir, dice: seededDice(3), autosaveDelayMs: 5 });
  open = (gm().campaignPath ?? '').toString();
  const created = await call('campaign:create', { name: 'Annan', system: 'irt', fromDemo: false });
  other = (created as { value: { path: string } }).value.path;
  expect(await call('campaign:open', { path: open })).toMatchObject({ ok: true });
  await call('session:command', { command: { type: 'log/note', text: 'före', public: false } });
  expect(await call('campaign:flush', {})).toMatchObject({ ok: true });
});

afterEach(async () => {
  await services.close().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

describe('campaign:open refuses and keeps the open campaign', () => {
  const cases: [string, () => Promise<string>, string, RegExp][] = [
    [
      'a missing folder',
      () => Promise.resolve(join(dataDir, 'campaigns', 'Borta.hexcampaign')),
      'not-found',
      /campaign folder "Borta.hexcampaign" does not exist/,
    ],
    [
      'a relative path, even to an existing campaign',
      () => Promise.resolve(relative(process.cwd(), other)),
      'invalid',
      /is not a full folder path/,
    ],
    [
      'a file, not a folder',
      async () => {
        const file = join(dataDir, 'campaigns', 'Fil.hexcampaign');
        await writeFile(file, 'x');
        return file;
      },
      'not-found',
      /is a file, not a campaign folder/,
    ],
    [
      'a folder without a campaign file',
      async () => {
        const folder = join(dataDir, 'campaigns', 'Tom.hexcampaign');
        await mkdir(folder);
        return folder;
      },
      'not-found',
      /campaign\.json of "Tom" does not exist|does not exist/,
    ],
    [
      'a campaign another Hexscreen has open (unlockable)',
      async () => {
        await writeLock(other, lockOf(process.ppid, 'other'));
        return other;
      },
      'locked',
      /"Annan.hexcampaign" is open in another Hexscreen \(process \d+/,
    ],
  ];

  it.each(cases)('%s', async (_name, target, code, message) => {
    const path = await target();
    const before = await observed();
    const reply = await call('campaign:open', { path });
    expect(reply).toMatchObject({ ok: false, error: { code } });
    expect(reply.ok ? '' : reply.error.message).toMatch(message);
    expect(await observed()).toEqual(before);
    // No refused campaign is left locked by this app: the locks are the open one's (and the other app's).
    const locks = (await readdir(dataDir, { recursive: true })).filter((f) => f.endsWith('.lock'));
    const expected = [open, ...(path === other ? [other] : [])].map((f) =>
      relative(dataDir, join(f, '.lock')),
    );
    expect(locks.sort()).toEqual(expected.sort());
  });

  it('a damaged campaign with backups is refused too, offering its backups as the problem', async () => {
    // Opened once (an on-open backup), then its file is damaged.
    expect(await call('campaign:open', { path: other })).toMatchObject({ ok: true });
    expect(await call('campaign:open', { path: open })).toMatchObject({ ok: true });
    await writeFile(join(other, 'campaign.json'), await readFile(join(FIXTURE_DIR, 'corrupt.json')));
    const before = (await observed()) as { snapshot: GmSnapshot };
    const reply = await call('campaign:open', { path: other });
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const after = (await observed()) as { snapshot: GmSnapshot };
    expect(after.snapshot.problem).toMatchObject({ code: 'corrupt-json', backups: [expect.anything()] });
    // Only the problem (and the revision of the push that carried it) changed.
    expect({ ...after, snapshot: { ...after.snapshot, problem: null, revision: 0 } }).toEqual({
      ...before,
      snapshot: { ...before.snapshot, revision: 0 },
    });
    expect(await readdir(other)).not.toContain('.lock');
  });
});

describe('campaign:restoreBackup validates before it closes anything', () => {
  const missing = 'campaign-2020-01-01T00-00-00.000Z-open.json';

  it.each([
    ['a name that is no backup name, in the open campaign', () => open, 'campaign.json'],
    ['a backup that does not exist, in the open campaign', () => open, missing],
    ['a backup that does not exist, in another campaign', () => other, missing],
  ])('%s', async (_name, path, backup) => {
    const before = await observed();
    const reply = await call('campaign:restoreBackup', { path: path(), backup });
    expect(reply).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(reply.ok ? '' : reply.error.message).toMatch(/is not a backup name|does not exist/);
    expect(await observed()).toEqual(before);
    expect(await readdir(other)).not.toContain('.lock');
  });

  it('a damaged backup is refused the same way', async () => {
    const name = 'campaign-2020-01-01T00-00-00.000Z-open.json';
    await writeFile(join(other, 'backups', name), await readFile(join(FIXTURE_DIR, 'null.json')));
    const before = await observed();
    const reply = await call('campaign:restoreBackup', { path: other, backup: name });
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await observed()).toEqual(before);
  });

  it('a good backup of another campaign is restored, and only then is the open one closed', async () => {
    expect(await call('campaign:open', { path: other })).toMatchObject({ ok: true });
    expect(await call('campaign:open', { path: open })).toMatchObject({ ok: true });
    const [backup] = (await readdir(join(other, 'backups'))).sort();
    const reply = await call('campaign:restoreBackup', { path: other, backup });
    expect(reply).toMatchObject({ ok: true, value: { path: other } });
    expect(gm().campaignPath).toBe(other);
    expect(await readdir(open)).not.toContain('.lock');
    expect(await readdir(other)).toContain('.lock');
  });
});
