/**
 * The asset service (src/main/store/assetService.ts): images are checked (magic bytes, size) before
 * they are stored in the open campaign's assets/, and only well-formed ids of real files inside that
 * folder are ever located for serving.
 */
import { readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_ASSET_BYTES } from '@shared/contract/assets';
import { AssetError, type AssetService } from '../../../../src/main/store/assetService';
import { JPEG_HEAD, PNG_1X1, TEXT_BYTES, WEBP_HEAD } from '../../../helpers/images';
import { openCampaignAssets, type OpenCampaignAssets } from './fixtures';

let fixture: OpenCampaignAssets;
let dataDir: string;
let campaign: string;
let assets: AssetService;

beforeAll(async () => {
  fixture = await openCampaignAssets('hexscreen-assets-', 'Bilder');
  ({ dataDir, campaign, assets } = fixture);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('put', () => {
  it('stores a PNG, JPEG or WebP under its SHA-256 and returns that id', async () => {
    for (const [bytes, type] of [
      [PNG_1X1, 'png'],
      [JPEG_HEAD, 'jpg'],
      [WEBP_HEAD, 'webp'],
    ] as const) {
      const { assetId } = await assets.put(type, bytes);
      expect(assetId).toBe(`${sha(bytes)}.${type}`);
      expect(new Uint8Array(await readFile(join(campaign, 'assets', assetId)))).toEqual(bytes);
    }
  });

  it('storing the same image twice gives the same id and one file', async () => {
    const a = await assets.put('png', PNG_1X1);
    const b = await assets.put('png', PNG_1X1);
    expect(a).toEqual(b);
    const files = await readdir(join(campaign, 'assets'));
    expect(files.filter((f) => f === a.assetId)).toHaveLength(1);
  });

  it.each([
    ['a JPEG declared as PNG', JPEG_HEAD, 'png', /claims to be PNG but its content is JPEG/],
    ['a PNG declared as WebP', PNG_1X1, 'webp', /claims to be WebP but its content is PNG/],
    ['an SVG declared as PNG', TEXT_BYTES, 'png', /not a PNG image/],
    ['an empty file', new Uint8Array(), 'jpg', /empty/],
  ] as const)('refuses %s with code invalid and stores nothing', async (_name, bytes, type, message) => {
    const before = await readdir(join(campaign, 'assets'));
    const err = await assets.put(type, bytes).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AssetError);
    expect(err).toMatchObject({ code: 'invalid', message: expect.stringMatching(message) as string });
    expect(await readdir(join(campaign, 'assets'))).toEqual(before);
  });

  it('refuses an image over 15 MiB with code too-large and a clear message', async () => {
    const big = new Uint8Array(MAX_ASSET_BYTES + 2 * 2 ** 20);
    big.set(PNG_1X1);
    await expect(assets.put('png', big)).rejects.toMatchObject({
      code: 'too-large',
      message: 'The image is 17.0 MB; the largest accepted is 15.0 MB.',
    });
  });

  it('refuses when no campaign is open', async () => {
    await fixture.withNoCampaign(async () => {
      await expect(assets.put('png', PNG_1X1)).rejects.toMatchObject({ code: 'no-campaign' });
    });
  });
});

describe('locate', () => {
  it('finds a stored image of the open campaign', async () => {
    const { assetId } = await assets.put('png', PNG_1X1);
    const file = await assets.locate(assetId);
    expect(file).not.toBeNull();
    expect(new Uint8Array(await readFile(file ?? ''))).toEqual(PNG_1X1);
  });

  it('is null for a well-formed id that is not there, and with no campaign open', async () => {
    expect(await assets.locate(`${'b'.repeat(64)}.png`)).toBeNull();
    const { assetId } = await assets.put('png', PNG_1X1);
    await fixture.withNoCampaign(async () => {
      expect(await assets.locate(assetId)).toBeNull();
    });
  });

  it.each([
    '../campaign.json',
    '..%2fcampaign.json',
    'campaign.json',
    '../../settings.json',
    `/etc/passwd`,
    `${'a'.repeat(64)}.png/../../campaign.json`,
    `${'a'.repeat(64)}.gif`,
    '',
  ])('never resolves a malformed id: %s', async (id) => {
    expect(await assets.locate(id)).toBeNull();
  });

  it('refuses a symlink in assets/ that points outside it', async () => {
    const outside = join(dataDir, 'secret.png');
    await writeFile(outside, PNG_1X1);
    const id = `${'c'.repeat(64)}.png`;
    await symlink(outside, join(campaign, 'assets', id));
    expect(await assets.locate(id)).toBeNull();
  });
});
