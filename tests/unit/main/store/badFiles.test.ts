/**
 * Every way a campaign.json can be bad is reported with its own code, a message naming the file and
 * the problem, and the valid backups (newest first) — and the file is left byte-identical, with no lock
 * or backup left behind. Fixtures: tests/fixtures/campaigns/.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import type { CampaignStoreError, StoreErrorCode } from '../../../../src/main/store/types';
import { FIXTURE_DIR, freshTempDirEachTest, placeCampaign, rejection, snapshotFolder } from './fixtures';

let dataDir: string;
freshTempDirEachTest((dir) => (dataDir = dir));

/** Two valid backups (one of them an old v1 file, valid after migration) and a newer, invalid one. */
async function addBackups(folder: string): Promise<void> {
  const dir = join(folder, 'backups');
  await writeFile(
    join(dir, 'campaign-2025-01-01T00-00-00.000Z-open.json'),
    await readFile(join(FIXTURE_DIR, 'valid-v2.json')),
  );
  await writeFile(
    join(dir, 'campaign-2025-01-02T00-00-00.000Z-close.json'),
    await readFile(join(FIXTURE_DIR, 'v1-old.json')),
  );
  await writeFile(
    join(dir, 'campaign-2025-01-03T00-00-00.000Z-interval.json'),
    await readFile(join(FIXTURE_DIR, 'truncated.json')),
  );
}

const EXPECTED_BACKUPS = [
  { name: 'campaign-2025-01-02T00-00-00.000Z-close.json', savedAt: '2024-06-01T10:00:00.000Z' },
  { name: 'campaign-2025-01-01T00-00-00.000Z-open.json', savedAt: '2025-01-01T00:00:00.000Z' },
];

function openError(folder: string): Promise<CampaignStoreError> {
  return rejection(createCampaignStore(dataDir).open(folder));
}

const WHAT = 'campaign.json in "Skuggor.hexcampaign"';

const cases: { fixture: string; code: StoreErrorCode; message: RegExp }[] = [
  { fixture: 'empty.json', code: 'empty-file', message: /is empty \(0 bytes\)/ },
  { fixture: 'truncated.json', code: 'truncated', message: /is cut off \(truncated JSON at byte 1152\)$/ },
  {
    fixture: 'corrupt.json',
    code: 'corrupt-json',
    message: /is damaged \(invalid JSON: .+, at byte 177 \(line 8, column 20\)\)$/,
  },
  { fixture: 'null.json', code: 'null-document', message: /holds only "null" instead of a campaign/ },
  { fixture: 'not-a-campaign.json', code: 'not-a-campaign', message: /is not a Hexscreen campaign/ },
  {
    fixture: 'wrong-schema.json',
    code: 'schema-invalid',
    message:
      /does not match the campaign format \(schema 3 after migration from schema 2\): campaign\.name: .+; campaign\.scenes\[0\]\.map\.zones\[0\]\.traits\[0\]\.revealed: .+; campaign\.combatants\[0\]\.attributes\.Fysik: .+; and 1 more$/,
  },
  {
    fixture: 'newer-version.json',
    code: 'newer-version',
    message: /cannot be opened: it was saved by a newer Hexscreen \(schema 99/,
  },
  {
    fixture: 'bad-version.json',
    code: 'bad-version',
    message: /has a bad version: schemaVersion "2" is not valid/,
  },
];

describe('opening a bad campaign.json', () => {
  it.each(cases)('$fixture → $code, file untouched, backups offered', async ({ fixture, code, message }) => {
    const folder = await placeCampaign(dataDir, { fixture });
    await addBackups(folder);
    const before = await snapshotFolder(folder);

    const err = await openError(folder);

    expect(err.code).toBe(code);
    expect(err.file).toBe(join(folder, 'campaign.json'));
    expect(err.message.startsWith(WHAT)).toBe(true);
    expect(err.message).toMatch(message);
    expect(err.backups).toEqual(EXPECTED_BACKUPS);
    // Byte-identical, and nothing added: no lock left behind, no backup of the bad file.
    expect(await snapshotFolder(folder)).toEqual(before);
  });

  it('reports a file of zero bytes (a crash before the data reached the disk) as empty', async () => {
    const folder = await placeCampaign(dataDir, { bytes: new Uint8Array(4096) });
    const err = await openError(folder);
    expect(err.code).toBe('empty-file');
    expect(err.message).toBe(`${WHAT} is empty (4096 zero bytes, typical after a crash during a write)`);
  });

  it('reports a file of blank space as empty', async () => {
    const folder = await placeCampaign(dataDir, { bytes: ' \n\n ' });
    expect((await openError(folder)).code).toBe('empty-file');
  });

  it('reports bytes that are not UTF-8 as damaged', async () => {
    const folder = await placeCampaign(dataDir, { bytes: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    const err = await openError(folder);
    expect(err.code).toBe('corrupt-json');
    expect(err.message).toBe(`${WHAT} is damaged (not valid UTF-8 text)`);
  });

  it('tells cut-off JSON from garbled JSON wherever the cut falls', async () => {
    const full = await readFile(join(FIXTURE_DIR, 'valid-v2.json'), 'utf8');
    for (let cut = 1; cut < full.trimEnd().length; cut += 7) {
      const folder = await placeCampaign(dataDir, { bytes: full.slice(0, cut) }, `cut-${cut}`);
      const err = await openError(folder);
      expect(err.code, `cut at ${cut}`).toBe('truncated');
    }
  });

  it('reports a missing campaign.json as not-found, still offering backups', async () => {
    const folder = await placeCampaign(dataDir, { fixture: 'valid-v2.json' });
    await addBackups(folder);
    await rm(join(folder, 'campaign.json'));
    const err = await openError(folder);
    expect(err.code).toBe('not-found');
    expect(err.message).toBe(`${WHAT} does not exist`);
    expect(err.backups).toEqual(EXPECTED_BACKUPS);
  });

  it('reports a missing campaign folder as not-found', async () => {
    const err = await openError(join(dataDir, 'campaigns', 'Borta.hexcampaign'));
    expect(err.code).toBe('not-found');
    expect(err.message).toBe('campaign folder "Borta.hexcampaign" does not exist');
  });

  it('accepts a file that starts with a UTF-8 byte order mark (saved by a Windows editor)', async () => {
    const valid = await readFile(join(FIXTURE_DIR, 'valid-v2.json'));
    const folder = await placeCampaign(dataDir, {
      bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), valid]),
    });
    expect((await createCampaignStore(dataDir).open(folder)).state.name).toBe('Skuggor');
  });

  it('refuses a path that is not a .hexcampaign folder', async () => {
    const err = await openError(join(dataDir, 'campaigns'));
    expect(err.code).toBe('not-a-campaign');
  });

  it('accepts the committed valid fixture (sanity check of the bad ones)', async () => {
    const folder = await placeCampaign(dataDir, { fixture: 'valid-v2.json' });
    const opened = await createCampaignStore(dataDir).open(folder);
    expect(opened.state.name).toBe('Skuggor');
    expect(opened.migratedFrom).toBe(2);
  });
});
