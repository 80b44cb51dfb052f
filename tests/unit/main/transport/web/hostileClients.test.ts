/**
 * Issue 15: what a hostile client on the network (or a broken one) sends must never end the session.
 * Each case below ended the web-mode process or answered wrongly before its fix; a real server process
 * (tests/helpers/webProcess.ts) takes them, and after each the process still runs and still answers.
 * Loopback only: the share listener binds all interfaces but is reached at 127.0.0.1 here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callOverSocket,
  campaignBytes,
  encodeFrame,
  httpRequestText,
  rawExchange,
  serverCloseCode,
  startHostileTarget,
  upgradeRequestText,
  type HostileTarget,
  type SocketKind,
  type WebProcess,
} from '../../../../helpers/webProcess';
import { socketHello } from '../../../helpers/hostileSockets';

let target: HostileTarget;
let dataDir: string;
let server: WebProcess;
let share: { port: number; token: string };
let before: Buffer;

beforeAll(async () => {
  target = await startHostileTarget('hexscreen-hostile-');
  ({ dataDir, server, share, before } = target);
}, 60_000);

afterAll(() => target.close());

/** The server still runs, answers a snapshot, and the campaign on disk is unchanged. */
async function expectStillServing(): Promise<void> {
  expect(server.exited(), server.output()).toBeNull();
  const reply = await callOverSocket(server.port, server.gmToken, 'session:snapshot');
  expect(reply.ok).toBe(true);
  expect((await campaignBytes(dataDir)).equals(before)).toBe(true);
}

/** Opens a socket of `kind` and sends `frame` after the handshake; the answer's close code. */
async function sendFrame(kind: SocketKind, frame: Buffer): Promise<number | null> {
  const { port, hello } = socketHello(target, kind);
  const answer = await rawExchange(port, [hello, frame], { waitFor: '\r\n\r\n', waitMs: 1500 });
  expect(answer.status).toBe(101);
  return serverCloseCode(answer.bytes);
}

describe('issue 15: a bad WebSocket frame closes that socket, never the server', () => {
  const kinds: SocketKind[] = ['gm', 'player', 'share'];
  it.each(kinds)('%s socket: invalid UTF-8 in a text frame closes it with 1007', async (kind) => {
    const code = await sendFrame(kind, encodeFrame({ opcode: 1, payload: Uint8Array.from([0xc3, 0x28]) }));
    expect(code).toBe(1007);
    await expectStillServing();
  });
  it.each(kinds)('%s socket: a frame over the payload limit closes it with 1009', async (kind) => {
    const code = await sendFrame(
      kind,
      encodeFrame({ opcode: 1, payload: new Uint8Array(8), claimedLength: 2 ** 40 }),
    );
    expect(code).toBe(1009);
    await expectStillServing();
  });
  it.each(kinds)('%s socket: a reserved opcode closes it with 1002', async (kind) => {
    expect(await sendFrame(kind, encodeFrame({ opcode: 3, payload: new Uint8Array(2) }))).toBe(1002);
    await expectStillServing();
  });
  it.each(kinds)('%s socket: a close frame with a bad code closes it with 1002', async (kind) => {
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(999);
    expect(await sendFrame(kind, encodeFrame({ opcode: 8, payload }))).toBe(1002);
    await expectStillServing();
  });
  it.each(kinds)('%s socket: an unmasked client frame closes it with 1002', async (kind) => {
    const frame = encodeFrame({ opcode: 1, payload: Buffer.from('{}'), masked: false });
    expect(await sendFrame(kind, frame)).toBe(1002);
    await expectStillServing();
  });
});

describe('issue 15: a request target that cannot be parsed is a 400, on every listener', () => {
  const targets = ['//%00', '//[::1', '//%zz', '/%zz', '/ws/%00', 'http://evil.example/gm.html'];
  const listeners = (): { name: string; port: number }[] => [
    { name: 'loopback', port: server.port },
    { name: 'share', port: share.port },
  ];
  it.each(targets)('HTTP GET %s answers 400 on both listeners', async (target) => {
    for (const { port } of listeners()) {
      const answer = await rawExchange(port, [httpRequestText('GET', target, { Host: `127.0.0.1:${port}` })]);
      expect(answer.status).toBe(400);
    }
    await expectStillServing();
  });
  it.each(targets)('a WebSocket upgrade to %s answers 400 on both listeners', async (target) => {
    for (const { port } of listeners()) {
      const answer = await rawExchange(port, [upgradeRequestText(target, { Host: `127.0.0.1:${port}` })]);
      expect(answer.status).toBe(400);
    }
    await expectStillServing();
  });
});

describe('issue 15: the share listener serves only the player page and its bundles', () => {
  it.each([
    '/assets/..%2fgm.html',
    '/assets/..%2Fgm.html',
    '/assets/%2e%2e/gm.html',
    '/assets/%2e%2e%2fgm.html',
    '/assets/..%2f..%2fpackage.json',
    '/assets//..%2fgm.html',
    '/gm.html',
    '/player.html/../gm.html',
  ])('%s is refused (encoded traversal decoded and normalised before matching)', async (target) => {
    const answer = await rawExchange(share.port, [
      httpRequestText('GET', target, { Host: `127.0.0.1:${share.port}` }),
    ]);
    // A 4xx answer (a refused connection would be no answer, and no proof of anything).
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.bytes.toString('utf8')).not.toContain('Hexscreen — GM');
  });
});

describe('issue 15: the Host header must name the listener (DNS rebinding)', () => {
  it.each(['evil.example', `evil.example:PORT`, '127.0.0.1.nip.io:PORT', '127.0.0.1:1', ''])(
    'Host "%s" is refused with 421 on both listeners, for pages and sockets',
    async (host) => {
      for (const { port, token } of [
        { port: server.port, token: server.gmToken },
        { port: share.port, token: share.token },
      ]) {
        const headers = { Host: host.replace('PORT', String(port)) };
        const page = port === share.port ? `/player.html?token=${token}` : '/gm.html';
        const http = await rawExchange(port, [httpRequestText('GET', page, headers)]);
        expect(http.status).toBe(421);
        const ws = await rawExchange(port, [upgradeRequestText(`/ws?token=${token}`, headers)]);
        expect(ws.status).toBe(421);
      }
      await expectStillServing();
    },
  );

  it('a request without a Host header (HTTP/1.0) is refused with 421', async () => {
    const answer = await rawExchange(server.port, ['GET /gm.html HTTP/1.0\r\n\r\n']);
    expect(answer.status).toBe(421);
  });

  it.each(['127.0.0.1', 'localhost', 'LOCALHOST'])(
    'the names the app prints and the loopback names work (%s)',
    async (name) => {
      const answer = await rawExchange(server.port, [
        httpRequestText('GET', '/gm.html', { Host: `${name}:${server.port}` }),
      ]);
      expect(answer.status).toBe(200);
      const shared = await rawExchange(share.port, [
        httpRequestText('GET', `/player.html?token=${share.token}`, { Host: `${name}:${share.port}` }),
      ]);
      expect(shared.status).toBe(200);
    },
  );
});
