/**
 * Web mode's image routes (src/main/transport/web/webServer.ts): `POST /asset` stores an image for the
 * GM only, through the dispatcher's `asset:put` checks (role, size, magic bytes), and `GET /asset/<id>`
 * serves the open campaign's images to any valid token, with the right type and an immutable cache
 * header, and to nobody else.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { MAX_ASSET_BYTES } from '@shared/contract/assets';
import { createCampaignStore } from '../../../../../src/main/store/campaignStore';
import { createAssetService } from '../../../../../src/main/store/assetService';
import { createDispatcher } from '../../../../../src/main/transport/dispatcher';
import type { WebServer } from '../../../../../src/main/transport/web/webServer';
import { JPEG_HEAD, PNG_1X1, TEXT_BYTES, WEBP_HEAD } from '../../../../helpers/images';
import { makeCampaign } from '../../store/fixtures';
import { startedSession, startTestWebServer } from '../../../helpers/session';

const GM = 'gm-token';
const PLAYER = 'player-token';

let server: WebServer;
let dataDir: string;
let campaign: string;
let open: string | null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-web-assets-'));
  const store = createCampaignStore(dataDir);
  campaign = await store.create('Kartor', makeCampaign());
  open = campaign;
  const assets = createAssetService(store, () => open);
  const session = await startedSession();
  server = await startTestWebServer(session, {
    staticDir: join(dataDir, 'no-renderer'),
    dispatch: createDispatcher(session, { assets }),
    tokens: { gm: GM, player: PLAYER },
    assets,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Headers;
  json: { ok: boolean; value?: { assetId: string }; error?: { code: string; message: string } };
}

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  { token = GM, type = 'image/png', origin }: { token?: string | null; type?: string; origin?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (origin) headers.Origin = origin;
  const res = await fetch(`${server.origin}/asset`, { method: 'POST', headers, body: bytes });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Answer['json'] };
}

async function stored(bytes: Uint8Array<ArrayBuffer>, type = 'image/png'): Promise<string> {
  const answer = await upload(bytes, { type });
  expect(answer.status).toBe(200);
  return answer.json.value?.assetId ?? '';
}

/** A raw GET (no URL normalization by a client), for traversal attempts. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('POST /asset', () => {
  it('stores a PNG, JPEG or WebP for the GM and answers with the asset id in an Envelope', async () => {
    for (const [bytes, type, ext] of [
      [PNG_1X1, 'image/png', 'png'],
      [JPEG_HEAD, 'image/jpeg', 'jpg'],
      [WEBP_HEAD, 'image/webp', 'webp'],
    ] as const) {
      const answer = await upload(bytes, { type });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        ok: true,
        value: { assetId: expect.stringMatching(new RegExp(`^[a-f0-9]{64}\\.${ext}$`)) as string },
      });
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('refuses a player token, a wrong token and no token (403), storing nothing', async () => {
    for (const token of [PLAYER, 'nope', null]) {
      const answer = await upload(PNG_1X1, { token });
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(answer.json.error?.message.length).toBeGreaterThan(0);
    }
  });

  it('refuses a player token given in the query string as well', async () => {
    const res = await fetch(`${server.origin}/asset?token=${PLAYER}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: PNG_1X1,
    });
    expect(res.status).toBe(403);
  });

  it('refuses an upload from a foreign page', async () => {
    const answer = await upload(PNG_1X1, { origin: 'http://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.json.error?.code).toBe('forbidden');
  });

  it('refuses a type other than PNG, JPEG and WebP', async () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/octet-stream', 'text/html']) {
      const answer = await upload(TEXT_BYTES, { type });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toMatchObject({
        code: 'invalid',
        message: expect.stringMatching(/PNG, JPEG and WebP/) as string,
      });
    }
  });

  it('refuses content whose magic bytes do not match the declared type', async () => {
    const renamed = await upload(JPEG_HEAD, { type: 'image/png' });
    expect(renamed.status).toBe(400);
    expect(renamed.json.error).toEqual({
      code: 'invalid',
      message: expect.stringMatching(/claims to be PNG but its content is JPEG/) as string,
    });
    const notImage = await upload(TEXT_BYTES, { type: 'image/webp' });
    expect(notImage.json.error?.message).toMatch(/not a WebP image/);
  });

  it('refuses an image over 15 MiB with 413 and a message giving the limit', async () => {
    const big = new Uint8Array(MAX_ASSET_BYTES + 1024);
    big.set(PNG_1X1);
    const answer = await upload(big);
    expect(answer.status).toBe(413);
    expect(answer.json.error).toEqual({
      code: 'too-large',
      message: 'The image is over 15.0 MB, the largest accepted size.',
    });
  });

  it('stops reading a body sent without a length once it passes 15 MiB', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/asset',
          method: 'POST',
          headers: {
            'Content-Type': 'image/png',
            Authorization: `Bearer ${GM}`,
            'Transfer-Encoding': 'chunked',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = new Uint8Array(1024 * 1024);
      chunk.set(PNG_1X1);
      let sent = 0;
      const pump = (): void => {
        while (sent < 17 && req.write(chunk)) sent++;
        if (sent < 17) req.once('drain', () => (sent++, pump()));
        else req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('says so when no campaign is open', async () => {
    open = null;
    try {
      const answer = await upload(PNG_1X1);
      expect(answer.status).toBe(409);
      expect(answer.json.error?.code).toBe('no-campaign');
    } finally {
      open = campaign;
    }
  });

  it('only POST stores', async () => {
    const res = await fetch(`${server.origin}/asset`, { method: 'PUT', body: PNG_1X1 });
    expect(res.status).toBe(405);
  });

  it('over the WebSocket, asset:put gets a reply saying to use POST /asset', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${GM}`);
    const reply = await new Promise<{
      id: unknown;
      reply: { ok: boolean; error?: { code: string; message: string } };
    }>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data)) as Record<string, unknown>;
        if ('hello' in msg)
          ws.send(JSON.stringify({ id: 7, channel: 'asset:put', input: { type: 'png', bytes: [1, 2] } }));
        if ('reply' in msg) resolve(msg as never);
      });
    });
    ws.close();
    expect(reply.id).toBe(7);
    expect(reply.reply).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringMatching(/POST \/asset/) as string },
    });
  });
});

describe('GET /asset/<id>', () => {
  it('serves an image to the GM and to a player, with its type and an immutable private cache', async () => {
    const cases = [
      [await stored(PNG_1X1, 'image/png'), 'image/png', PNG_1X1],
      [await stored(JPEG_HEAD, 'image/jpeg'), 'image/jpeg', JPEG_HEAD],
      [await stored(WEBP_HEAD, 'image/webp'), 'image/webp', WEBP_HEAD],
    ] as const;
    for (const [id, type, bytes] of cases) {
      for (const token of [GM, PLAYER]) {
        const res = await fetch(`${server.origin}/asset/${id}?token=${token}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      }
    }
  });

  it('answers HEAD without a body', async () => {
    const id = await stored(PNG_1X1);
    const res = await fetch(`${server.origin}/asset/${id}?token=${PLAYER}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('requires a valid token (401), and a bearer header counts too', async () => {
    const id = await stored(PNG_1X1);
    expect((await fetch(`${server.origin}/asset/${id}`)).status).toBe(401);
    expect((await fetch(`${server.origin}/asset/${id}?token=wrong`)).status).toBe(401);
    expect((await fetch(`${server.origin}/asset/${id}?token=`)).status).toBe(401);
    const withHeader = await fetch(`${server.origin}/asset/${id}`, {
      headers: { Authorization: `Bearer ${PLAYER}` },
    });
    expect(withHeader.status).toBe(200);
  });

  it('is 404 for an id that is well-formed but not stored, and with no campaign open', async () => {
    expect((await fetch(`${server.origin}/asset/${'d'.repeat(64)}.png?token=${GM}`)).status).toBe(404);
    const id = await stored(PNG_1X1);
    open = null;
    try {
      expect((await fetch(`${server.origin}/asset/${id}?token=${GM}`)).status).toBe(404);
    } finally {
      open = campaign;
    }
  });

  it.each([
    'campaign.json',
    '..%2fcampaign.json',
    '..%2F..%2Fsettings.json',
    '%2e%2e%2fcampaign.json',
    '..%5ccampaign.json',
    `${'a'.repeat(64)}.gif`,
    `${'a'.repeat(64)}.PNG`,
    `${'a'.repeat(64)}.png%00`,
    `${'a'.repeat(64)}.png/`,
    `x/${'a'.repeat(64)}.png`,
    '',
  ])('does not serve /asset/%s (404, or 400 for a path that cannot be decoded)', async (rest) => {
    // The campaign file is right next to assets/: it must never come out of this route.
    await writeFile(join(campaign, 'assets', 'campaign.json'), '{"secret":true}');
    const answer = await rawGet(`/asset/${rest}?token=${GM}`);
    // A NUL or a backslash is refused before routing (issue 15: every listener's paths are normalised).
    expect(answer.status).toBe(/%00|%5c/i.test(rest) ? 400 : 404);
    expect(answer.body).not.toContain('secret');
  });

  it('plain dot-segments are normalized away before routing, so they never reach the campaign folder', async () => {
    const answer = await rawGet(`/asset/../../campaign.json?token=${GM}`);
    expect(answer.status).not.toBe(200);
    expect(answer.body).not.toContain('secret');
  });
});
