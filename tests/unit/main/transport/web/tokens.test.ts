/**
 * Issue 15, "Reconnecting after a restart": the GM and player tokens are kept in the data folder, so the
 * same URLs work after a restart; "new player link" replaces the player token, closes the pages still
 * using the old one with 4001, and `/token-check` tells a page that its link is gone (a browser cannot
 * read a refused handshake's status, so without it the page would retry forever).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRendererDir } from '../../../helpers/rendererDir';
import WebSocket from 'ws';

import type { Session } from '../../../../../src/main/session/session';
import { createDispatcher } from '../../../../../src/main/transport/dispatcher';
import { createShareService } from '../../../../../src/main/share/shareService';
import { WS_LINK_REPLACED_CLOSE, type WebServer } from '../../../../../src/main/transport/web/webServer';
import { loadWebTokens, WEB_TOKENS_FILE } from '../../../../../src/main/store/webTokens';
import { nodeIo, type DurableIo } from '../../../../../src/main/store/durableFs';
import { startWebProcess } from '../../../../helpers/webProcess';
import { startedSession, startTestWebServer } from '../../../helpers/session';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hexscreen-tokens-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('issue 15: web tokens kept in the data folder', () => {
  it('are made once (256 bits each, owner-only file) and read back the same', async () => {
    const first = await loadWebTokens(dir);
    expect(first.persisted).toBe(true);
    expect(first.tokens.gm).toMatch(/^[0-9a-f]{64}$/);
    expect(first.tokens.player).toMatch(/^[0-9a-f]{64}$/);
    expect(first.tokens.gm).not.toBe(first.tokens.player);
    if (process.platform !== 'win32')
      expect((await stat(join(dir, WEB_TOKENS_FILE))).mode & 0o777).toBe(0o600);
    const again = await loadWebTokens(dir);
    expect(again.tokens).toEqual(first.tokens);
  });

  it('the file is created owner-only (its temp file too: the tokens are never readable by others)', async () => {
    const modes: (number | undefined)[] = [];
    const spy: DurableIo = {
      ...nodeIo,
      open: (path, flags, mode) => {
        if (flags === 'wx') modes.push(mode);
        return nodeIo.open(path, flags, mode);
      },
    };
    await loadWebTokens(dir, spy);
    expect(modes).toEqual([0o600]);
  });

  it('a damaged file is renamed aside, never trusted, and new tokens are made', async () => {
    await writeFile(join(dir, WEB_TOKENS_FILE), '{"gm":"short","player":"x"}');
    const loaded = await loadWebTokens(dir);
    expect(loaded.tokens.gm).toMatch(/^[0-9a-f]{64}$/);
    expect(loaded.warning).toMatch(/could not be read/);
    expect(loaded.warning).toMatch(/damaged/);
  });

  it('a data folder that cannot be written still gives working tokens, and says they will change', async () => {
    const readOnly: DurableIo = {
      ...nodeIo,
      open: () => Promise.reject(Object.assign(new Error('read-only file system'), { code: 'EROFS' })),
    };
    const sub = join(dir, 'ro');
    await mkdir(sub);
    const loaded = await loadWebTokens(sub, readOnly);
    expect(loaded.persisted).toBe(false);
    expect(loaded.tokens.player).toMatch(/^[0-9a-f]{64}$/);
    expect(loaded.warning).toMatch(/EROFS/);
  });

  it('the same URLs work after the server restarts on the same data folder', async () => {
    const first = await startWebProcess(dir);
    const tokens = { gm: first.gmToken, player: first.playerToken };
    await first.stop();
    const second = await startWebProcess(dir);
    try {
      expect({ gm: second.gmToken, player: second.playerToken }).toEqual(tokens);
      const status = await fetch(`http://127.0.0.1:${second.port}/token-check?token=${tokens.player}`);
      expect(status.status).toBe(204);
    } finally {
      await second.stop();
    }
  }, 90_000);
});

describe('issue 15: a new player link', () => {
  let session: Session;
  let server: WebServer;
  let saved: { gm: string; player: string }[];
  let failSave: boolean;

  beforeEach(async () => {
    session = await startedSession({ seed: 3 });
    saved = [];
    failSave = false;
    const staticDir = await writeRendererDir(dir, { 'player.html': '<!doctype html><title>player</title>' });
    server = await startTestWebServer(session, {
      staticDir,
      tokens: { gm: 'a'.repeat(64), player: 'b'.repeat(64) },
      saveTokens: (next) => {
        if (failSave) return Promise.reject(new Error('disk full'));
        saved.push(next);
        return Promise.resolve();
      },
      shareAddresses: () => ['127.0.0.1'],
    });
  });
  afterEach(async () => {
    await server.close();
    await session.close();
  });

  const check = async (token: string): Promise<number> =>
    (await fetch(`${server.origin}/token-check?token=${token}`)).status;

  function openPlayer(token: string): Promise<{ ws: WebSocket; closed: Promise<number> }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${token}`);
      const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
      ws.on('error', reject);
      ws.on('open', () => resolve({ ws, closed }));
    });
  }

  it('replaces the player token: the old link is refused (token check 401), its open page is closed with 4001, the GM link is kept', async () => {
    const old = new URL(server.playerUrl).searchParams.get('token') ?? '';
    const page = await openPlayer(old);
    const reply = await createDispatcher(session, { share: createShareService(server) })(
      { role: 'gm', id: 't' },
      'share:playerLink',
      { rotate: true },
    );
    expect(reply.ok).toBe(true);
    const url = reply.ok ? (reply.value as { url: string }).url : '';
    const fresh = new URL(url).searchParams.get('token') ?? '';
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(old);
    expect(saved).toEqual([{ gm: 'a'.repeat(64), player: fresh }]);
    expect(await page.closed).toBe(WS_LINK_REPLACED_CLOSE);
    expect(await check(old)).toBe(401);
    expect(await check(fresh)).toBe(204);
    expect(await check('a'.repeat(64))).toBe(204);
    expect(server.playerUrl).toBe(url);
  });

  it('two quick rotations are made one after the other: the token kept is the one in use', async () => {
    const [a, b] = await Promise.all([server.rotatePlayerToken(), server.rotatePlayerToken()]);
    expect(a).not.toBe(b);
    expect(server.playerUrl).toBe(b);
    expect(saved.at(-1)?.player).toBe(new URL(b).searchParams.get('token'));
  });

  it('when the new token cannot be kept, nothing changes and the GM is told why', async () => {
    failSave = true;
    const before = server.playerUrl;
    const reply = await createDispatcher(session, { share: createShareService(server) })(
      { role: 'gm', id: 't' },
      'share:playerLink',
      { rotate: true },
    );
    expect(reply.ok).toBe(false);
    expect(reply.ok ? '' : reply.error.message).toMatch(/could not be kept.*disk full.*stays valid/);
    expect(server.playerUrl).toBe(before);
    expect(await check('b'.repeat(64))).toBe(204);
  });

  it('players may not ask for the link or rotate it', async () => {
    const reply = await createDispatcher(session, { share: createShareService(server) })(
      { role: 'player', id: 't' },
      'share:playerLink',
      { rotate: true },
    );
    expect(reply.ok).toBe(false);
    expect(reply.ok ? '' : reply.error.code).toBe('forbidden');
  });
});
