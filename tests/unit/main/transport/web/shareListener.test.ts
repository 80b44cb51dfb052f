/**
 * "Share player view" (issue 6) in the web server: the second listener on all interfaces exists only
 * while sharing is on, serves only the player page, its bundles, images and the player WebSocket
 * with its own token, never the GM's, and a stop closes it and kills its token for good.
 */
import { rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempRendererDir } from '../../../helpers/rendererDir';
import WebSocket from 'ws';

import type { Session } from '../../../../../src/main/session/session';
import { lanAddresses } from '../../../../../src/main/transport/web/lanAddresses';
import type { WebServer } from '../../../../../src/main/transport/web/webServer';
import { startedSession, startTestWebServer } from '../../../helpers/session';

const GM = 'gm-token';
const PLAYER = 'player-token';
/** A network address of this machine, to prove the shared listener is on more than loopback. */
const LAN = lanAddresses()[0] ?? null;

let dataDir: string;
let staticDir: string;
let session: Session;
let server: WebServer;

beforeAll(async () => {
  ({ base: dataDir, root: staticDir } = await tempRendererDir('hexscreen-share-', {
    'player.html': '<!doctype html><title>player page</title>',
    'gm.html': '<!doctype html><title>gm page</title>',
    'assets/player.js': 'console.log("player")',
  }));
  session = await startedSession({ seed: 5 });
  server = await startTestWebServer(session, {
    staticDir,
    tokens: { gm: GM, player: PLAYER },
    // The advertised address; the listener itself is on all interfaces either way.
    shareAddresses: () => ['127.0.0.1'],
  });
});
afterEach(async () => {
  await server.stopShare();
});
afterAll(async () => {
  await server.close();
  await session.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A raw GET: the status, or the connection error's code (ECONNREFUSED once the listener is gone). */
function get(host: string, port: number, path: string): Promise<{ status: number; body: string } | string> {
  return new Promise((resolve) => {
    const req = httpRequest({ host, port, path, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

interface OpenSocket {
  readonly ws: WebSocket;
  readonly hello: unknown;
  call(channel: string): Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;
}

/** Opens a WebSocket; resolves with the server's hello, rejects with the refusal's HTTP status. */
function openSocket(host: string, port: number, token: string, origin?: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}:${port}/ws?token=${token}`, origin ? { origin } : {});
    const replies = new Map<number, (reply: never) => void>();
    let next = 1;
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { hello?: unknown; id?: number; reply?: never };
      if (msg.hello) {
        resolve({
          ws,
          hello: msg.hello,
          call: (channel) =>
            new Promise((done) => {
              const id = next++;
              replies.set(id, done);
              ws.send(JSON.stringify({ id, channel, input: {} }));
            }),
        });
      } else if (typeof msg.id === 'number' && msg.reply) replies.get(msg.id)?.(msg.reply);
    });
  });
}

function closeCode(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve(-1);
    ws.once('close', (code) => resolve(code));
  });
}

describe('the shared player listener', () => {
  it('is off by default: no share, and nothing answers on a network address', async () => {
    expect(server.currentShare()).toBeNull();
    if (LAN) expect(await get(LAN, server.port, `/player.html?token=${PLAYER}`)).toBe('ECONNREFUSED');
    // The loopback listener is the one it always was.
    expect(await get('127.0.0.1', server.port, `/gm.html?token=${GM}`)).toMatchObject({ status: 200 });
  });

  it('serves the player page and the player WebSocket with the share token, on every interface', async () => {
    const share = await server.startShare();
    expect(share.port).not.toBe(server.port);
    expect(share.token).toMatch(/^[0-9a-f]{64}$/);
    expect([share.token]).not.toContain(GM);
    expect(share.urls).toEqual([`http://127.0.0.1:${share.port}/player.html?token=${share.token}`]);
    expect(server.currentShare()).toEqual(share);

    for (const host of LAN ? ['127.0.0.1', LAN] : ['127.0.0.1']) {
      const page = await get(host, share.port, `/player.html?token=${share.token}`);
      expect(page).toMatchObject({ status: 200, body: expect.stringContaining('player page') as string });
      expect(await get(host, share.port, '/assets/player.js')).toMatchObject({ status: 200 });

      // The page's own origin (the address it was opened at) is accepted.
      const socket = await openSocket(host, share.port, share.token, `http://${host}:${share.port}`);
      expect(socket.hello).toEqual({ role: 'player' });
      const snapshot = await socket.call('session:snapshot');
      expect(snapshot).toMatchObject({ ok: true, value: { role: 'player' } });
      // Read-only: the player role, with the player role's limits.
      expect(await socket.call('session:undo')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(await socket.call('share:stop')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      socket.ws.close();
    }
  });

  it('accepts neither loopback token, nor a foreign origin, and serves no GM page or upload', async () => {
    const share = await server.startShare();
    for (const token of [GM, PLAYER, 'nope', '']) {
      await expect(openSocket('127.0.0.1', share.port, token)).rejects.toThrow('HTTP 401');
      expect(await get('127.0.0.1', share.port, `/player.html?token=${token}`)).toMatchObject({
        status: 403,
      });
      expect(await get('127.0.0.1', share.port, `/asset/${'a'.repeat(64)}.png?token=${token}`)).toMatchObject(
        { status: 401 },
      );
    }
    await expect(openSocket('127.0.0.1', share.port, share.token, 'http://evil.example')).rejects.toThrow(
      'HTTP 403',
    );
    for (const path of [`/gm.html?token=${GM}`, `/gm.html?token=${share.token}`, '/', '/gm.html']) {
      expect(await get('127.0.0.1', share.port, path)).toMatchObject({ status: 404 });
    }
    const upload = await fetch(`http://127.0.0.1:${share.port}/asset`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${GM}` },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(upload.status).toBe(405);
    // And the share token opens nothing on the loopback listener.
    await expect(openSocket('127.0.0.1', server.port, share.token)).rejects.toThrow('HTTP 401');
  });

  it('a second start while sharing returns the running share', async () => {
    const first = await server.startShare();
    const [a, b] = await Promise.all([server.startShare(), server.startShare()]);
    expect(a).toEqual(first);
    expect(b).toEqual(first);
  });

  it('stop closes the listener and its sockets at once; the old token is refused after a restart', async () => {
    const first = await server.startShare();
    const socket = await openSocket('127.0.0.1', first.port, first.token);
    const closed = closeCode(socket.ws);

    expect(await server.stopShare()).toBe(true);
    // A policy close (1008), which the player page shows as "refused" instead of reconnecting.
    expect(await closed).toBe(1008);
    expect(server.currentShare()).toBeNull();
    expect(await get('127.0.0.1', first.port, `/player.html?token=${first.token}`)).toBe('ECONNREFUSED');
    if (LAN) expect(await get(LAN, first.port, `/player.html?token=${first.token}`)).toBe('ECONNREFUSED');
    expect(await server.stopShare()).toBe(false);

    // A new share: a new token, on the same port when it is free (so the old link reaches it).
    const second = await server.startShare();
    expect(second.token).not.toBe(first.token);
    expect(second.port).toBe(first.port);
    expect(await get('127.0.0.1', second.port, `/player.html?token=${first.token}`)).toMatchObject({
      status: 403,
      body: expect.stringContaining('stopped sharing') as string,
    });
    await expect(openSocket('127.0.0.1', second.port, first.token)).rejects.toThrow('HTTP 401');
    expect(await get('127.0.0.1', second.port, `/player.html?token=${second.token}`)).toMatchObject({
      status: 200,
    });
  });

  it('takes a free port when the last one is taken, and says so when an asked-for port is taken', async () => {
    const first = await server.startShare();
    await server.stopShare();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(first.port, '0.0.0.0', resolve));
    try {
      const moved = await server.startShare();
      expect(moved.port).not.toBe(first.port);
      await server.stopShare();
      await expect(server.startShare(first.port)).rejects.toMatchObject({
        code: 'conflict',
        message: expect.stringContaining(`Port ${first.port} is already in use`) as string,
      });
      expect(server.currentShare()).toBeNull();
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });

  it('close() also closes a running share', async () => {
    const other = await startTestWebServer(session, {
      staticDir,
      shareAddresses: () => [],
    });
    const share = await other.startShare();
    expect(share.urls).toEqual([]);
    expect(share.loopbackUrl).toBe(`http://127.0.0.1:${share.port}/player.html?token=${share.token}`);
    await other.close();
    expect(await get('127.0.0.1', share.port, `/player.html?token=${share.token}`)).toBe('ECONNREFUSED');
  });
});
