/**
 * Campaign images under app:// (src/main/security/appFiles.ts): `app://gm|player/asset/<id>` is
 * served from the open campaign's assets/ through the asset service, only for strict ids, with the
 * image's type and an immutable cache header; everything else stays with the renderer files.
 */
import { rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resolveAppAsset, serveAppRequest } from '../../../../src/main/security/appFiles';
import type { AssetService } from '../../../../src/main/store/assetService';
import { JPEG_HEAD, PNG_1X1 } from '../../../helpers/images';
import { openCampaignAssets, type OpenCampaignAssets } from '../store/fixtures';

const HEX = 'a'.repeat(64);

describe('resolveAppAsset', () => {
  it.each([
    [`app://gm/asset/${HEX}.png`, 'image/png'],
    [`app://player/asset/${HEX}.jpg`, 'image/jpeg'],
    [`app://gm/asset/${HEX}.webp?x=1#y`, 'image/webp'],
  ])('%s is an asset of type %s', (url, contentType) => {
    expect(resolveAppAsset(url)).toEqual({
      ok: true,
      assetId: url.split('/asset/')[1]?.split(/[?#]/)[0],
      contentType,
    });
  });

  it.each(['app://gm/gm.html', 'app://gm/assets/index.js', 'app://gm/', 'app://player/assetx', 'not a url'])(
    '%s is not an asset URL (left to the renderer files)',
    (url) => expect(resolveAppAsset(url)).toBeNull(),
  );

  it.each([
    `app://gm/asset/${HEX}.gif`,
    `app://gm/asset/${HEX}.PNG`,
    `app://gm/asset/..%2fcampaign.json`,
    `app://gm/asset/%2e%2e%2f%2e%2e%2fsettings.json`,
    `app://gm/asset/..%5ccampaign.json`,
    `app://gm/asset/${HEX}.png%00`,
    `app://gm/asset/${HEX}.png/x`,
    `app://gm/asset/sub/${HEX}.png`,
    `app://gm/asset/`,
    `app://admin/asset/${HEX}.png`,
    `app://gm:8/asset/${HEX}.png`,
    `app://u@gm/asset/${HEX}.png`,
    `http://gm/asset/${HEX}.png`,
  ])('refuses %s with 404', (url) => {
    expect(resolveAppAsset(url)).toEqual({ ok: false, status: 404 });
  });
});

describe('serveAppRequest for assets', () => {
  let fixture: OpenCampaignAssets;
  let dataDir: string;
  let campaign: string;
  let assets: AssetService;
  let pngId: string;
  let jpgId: string;
  const rendererDir = '/nonexistent/renderer';

  beforeAll(async () => {
    fixture = await openCampaignAssets('hexscreen-app-assets-', 'Protokoll');
    ({ dataDir, campaign, assets } = fixture);
    pngId = (await assets.put('png', PNG_1X1)).assetId;
    jpgId = (await assets.put('jpg', JPEG_HEAD)).assetId;
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, method = 'GET'): Promise<Response> =>
    serveAppRequest(rendererDir, { url, method }, assets);

  it('serves an image of the open campaign to both roles, typed and cacheable for good', async () => {
    for (const host of ['gm', 'player']) {
      const res = await get(`app://${host}/asset/${pngId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_1X1);
    }
    const jpg = await get(`app://gm/asset/${jpgId}`);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get(`app://gm/asset/${pngId}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get(`app://gm/asset/${pngId}`, 'POST')).status).toBe(405);
  });

  it('is 404 for an unknown id, without an open campaign, and without an asset service', async () => {
    expect((await get(`app://gm/asset/${'f'.repeat(64)}.png`)).status).toBe(404);
    await fixture.withNoCampaign(async () => {
      expect((await get(`app://gm/asset/${pngId}`)).status).toBe(404);
    });
    const res = await serveAppRequest(rendererDir, { url: `app://gm/asset/${pngId}`, method: 'GET' });
    expect(res.status).toBe(404);
  });

  it('never serves the campaign file or a symlink out of assets/', async () => {
    await writeFile(join(campaign, 'assets', 'campaign.json'), '{"secret":true}');
    for (const url of [
      'app://gm/asset/campaign.json',
      'app://gm/asset/..%2fcampaign.json',
      'app://gm/asset/%2e%2e%2fcampaign.json',
      'app://gm/asset/../campaign.json',
    ]) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
    const outside = join(dataDir, 'outside.png');
    await writeFile(outside, PNG_1X1);
    const linked = `${'0'.repeat(64)}.png`;
    await symlink(outside, join(campaign, 'assets', linked));
    expect((await get(`app://gm/asset/${linked}`)).status).toBe(404);
  });
});
