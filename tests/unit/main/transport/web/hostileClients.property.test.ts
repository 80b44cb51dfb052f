/**
 * Issue 15, fuzzed: generated WebSocket frames, JSON payloads, request targets and headers against a
 * running web-mode server (its own process, loopback only), on the GM socket, the player socket, the LAN
 * share's socket and both HTTP listeners. After every batch the server still runs, a new GM socket gets
 * a snapshot, and the campaign on disk is byte-identical to before. Bounded: a fixed number of runs per
 * property and a time limit, each connection a short wait.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { channels } from '@shared/contract/channels';
import {
  callOverSocket,
  campaignBytes,
  encodeFrame,
  httpRequestText,
  rawExchange,
  startHostileTarget,
  upgradeRequestText,
  type HostileTarget,
  type SocketKind,
  type WebProcess,
} from '../../../../helpers/webProcess';
import { socketHello } from '../../../helpers/hostileSockets';

const RUNS = 25;
const TIME_LIMIT_MS = 40_000;

let hostile: HostileTarget;
let dataDir: string;
let server: WebProcess;
let share: { port: number; token: string };
let before: Buffer;
let beforeState: string;

beforeAll(async () => {
  hostile = await startHostileTarget('hexscreen-fuzz-');
  ({ dataDir, server, share, before } = hostile);
  beforeState = await gmState();
}, 60_000);

afterAll(() => hostile.close());

async function gmState(): Promise<string> {
  const reply = await callOverSocket(server.port, server.gmToken, 'session:snapshot');
  expect(reply.ok).toBe(true);
  return JSON.stringify((reply.value as { campaign: unknown }).campaign);
}

/** After a batch: still running, still answering, nothing changed in memory or on disk. */
async function expectUnharmed(): Promise<void> {
  expect(server.exited(), server.output()).toBeNull();
  expect(await gmState()).toBe(beforeState);
  expect((await campaignBytes(dataDir)).equals(before)).toBe(true);
}

/** Sends every generated batch, then expects the server unharmed; bounded in runs and time. */
function fuzzBatches<T>(batches: fc.Arbitrary<T[]>, send: (batch: T[]) => Promise<unknown>): Promise<void> {
  return fc.assert(
    fc.asyncProperty(batches, async (batch) => {
      await send(batch);
      await expectUnharmed();
    }),
    { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS },
  );
}

const socketArb = fc.constantFrom<SocketKind>('gm', 'player', 'share');

/** Any frame header a client could write, truthful or not, and its payload. */
const frameArb = fc.record({
  fin: fc.boolean(),
  rsv: fc.integer({ min: 0, max: 7 }),
  opcode: fc.integer({ min: 0, max: 15 }),
  masked: fc.boolean(),
  payload: fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 100 }).map((s) => new TextEncoder().encode(s)),
  ),
  claimedLength: fc.option(fc.oneof(fc.nat(70_000), fc.constantFrom(2 ** 32, 2 ** 40, 2 ** 53 - 1)), {
    nil: undefined,
  }),
});

/** Channel names real and made up, inputs of any shape (share:* is left out: the GM may stop it). */
const messageArb = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.object()),
      channel: fc.oneof(
        fc.constantFrom(...Object.keys(channels).filter((c) => !c.startsWith('share:'))),
        fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
        fc.string(),
        fc.anything(),
      ),
      input: fc.anything({ withNullPrototype: true, maxDepth: 3 }),
    })
    .map((m) => JSON.stringify(m) ?? '{}'),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Request targets: the routes, with encodings, traversal, slashes, brackets and junk mixed in. */
const pathPart = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '..',
    '%2e%2e',
    '%2f',
    '%5c',
    '%00',
    '%zz',
    '%',
    '[::1',
    ']',
    '@',
    ':',
    'gm.html',
    'player.html',
    'assets',
    'asset',
    'ws',
    'token-check',
    '?token=',
    '#',
    ';',
  ),
  fc.string({ maxLength: 8 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,8}$/),
);
const targetArb = fc.oneof(
  fc.array(pathPart, { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
  fc.array(pathPart, { maxLength: 6 }).map((parts) => parts.join('')),
);
const hostArb = (port: number): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(`127.0.0.1:${port}`),
    fc.constant(`localhost:${port}`),
    fc.constantFrom('evil.example', `evil.example:${port}`, '', '[::1', '127.0.0.1', `127.0.0.1:${port + 1}`),
    fc.stringMatching(/^[A-Za-z0-9.:[\]-]{0,30}$/),
    fc.constant(undefined),
  );
const headerValueArb = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const methodArb = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'X');

/** A raw HTTP request (or WebSocket upgrade) with generated target and headers. */
function requestArb(port: number): fc.Arbitrary<string> {
  return fc
    .record({
      method: methodArb,
      target: targetArb,
      host: hostArb(port),
      upgrade: fc.boolean(),
      headers: fc.dictionary(
        fc.constantFrom(
          'Origin',
          'Authorization',
          'Content-Type',
          'Content-Length',
          'Sec-WebSocket-Version',
          'Sec-WebSocket-Key',
          'Transfer-Encoding',
          'Cookie',
        ),
        headerValueArb,
        { maxKeys: 4 },
      ),
    })
    .map(({ method, target: path, host, upgrade, headers }) => {
      const all = { ...(host !== undefined ? { Host: host } : {}), ...headers };
      // A declared body that never comes would only make the server wait; keep lengths honest.
      delete (all as Record<string, string>)['Content-Length'];
      return upgrade ? upgradeRequestText(path, all) : httpRequestText(method, path, all);
    });
}

describe('issue 15: hostile clients never take the session down (fuzzed)', () => {
  it('generated WebSocket frames on the GM, player and share sockets', async () => {
    await fuzzBatches(
      fc.array(fc.tuple(socketArb, fc.array(frameArb, { minLength: 1, maxLength: 4 })), {
        minLength: 1,
        maxLength: 3,
      }),
      (batch) =>
        Promise.all(
          batch.map(([kind, frames]) => {
            const { port, hello } = socketHello(hostile, kind);
            return rawExchange(port, [hello, ...frames.map(encodeFrame)], {
              waitFor: '\r\n\r\n',
              waitMs: 250,
            });
          }),
        ),
    );
  }, 120_000);

  it('generated messages (any JSON, any channel, any input) on the three sockets', async () => {
    await fuzzBatches(fc.array(fc.tuple(socketArb, messageArb), { minLength: 1, maxLength: 5 }), (batch) =>
      Promise.all(
        batch.map(([kind, text]) => {
          const { port, hello } = socketHello(hostile, kind);
          const frame = encodeFrame({ opcode: 1, payload: new TextEncoder().encode(text) });
          return rawExchange(port, [hello, frame], { waitFor: '\r\n\r\n', waitMs: 250 });
        }),
      ),
    );
  }, 120_000);

  it('generated request targets and headers on both HTTP listeners: never a 5xx, never the GM page on the share', async () => {
    await fuzzBatches(
      fc.array(
        fc.oneof(
          requestArb(server.port).map((r) => ['loopback', r] as const),
          requestArb(share.port).map((r) => ['share', r] as const),
        ),
        { minLength: 1, maxLength: 6 },
      ),
      async (batch) => {
        const answers = await Promise.all(
          batch.map(([listener, text]) =>
            rawExchange(listener === 'share' ? share.port : server.port, [text], { waitMs: 500 }).then(
              (answer) => ({ listener, text, answer }),
            ),
          ),
        );
        for (const { listener, text, answer } of answers) {
          if (answer.status !== null) expect(answer.status, text).toBeLessThan(500);
          if (listener === 'share')
            expect(answer.bytes.toString('utf8'), text).not.toContain('Hexscreen — GM');
        }
      },
    );
  }, 120_000);
});
