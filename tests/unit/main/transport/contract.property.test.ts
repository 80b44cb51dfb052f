/**
 * Contract (Foundation must-show): malformed, oversized and wrong-role payloads — at least 1,000
 * generated cases per transport — get an error reply and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import WebSocket from 'ws';
import type { Session } from '../../../../src/main/session/session';
import { createDispatcher, type Dispatch } from '../../../../src/main/transport/dispatcher';
import type { WebServer } from '../../../../src/main/transport/web/webServer';
import type { GmSnapshot } from '@shared/contract/snapshots';
import { hostileCall, type HostileCall } from '../../../helpers/arbitraries';
import { memoryStore, type MemoryStore } from '../../../helpers/memoryStore';
import { startedSession, startTestWebServer } from '../../helpers/session';

const RUNS = 1000;

async function setup(): Promise<{ session: Session; dispatch: Dispatch; store: MemoryStore }> {
  const store = memoryStore();
  const session = await startedSession({ store, seed: 3 });
  await session.flush();
  return { session, dispatch: createDispatcher(session), store };
}

function expectedCodes(call: HostileCall): string[] {
  switch (call.why) {
    case 'unknown-channel':
      return ['unknown-channel'];
    case 'wrong-role':
      return ['forbidden'];
    case 'oversized':
      return ['too-large'];
    case 'malformed':
      return ['bad-request'];
  }
}

describe('contract: hostile calls through the dispatcher', () => {
  it(`refuses ${RUNS} generated malformed, oversized and wrong-role calls and changes nothing`, async () => {
    const { session, dispatch, store } = await setup();
    const before = structuredClone(session.snapshot('gm'));
    const savesBefore = store.saves.length;
    await fc.assert(
      fc.asyncProperty(hostileCall, async (call) => {
        const reply = await dispatch({ role: call.role, id: 'test' }, call.channel, call.input);
        expect(reply.ok).toBe(false);
        if (!reply.ok) {
          expect(expectedCodes(call)).toContain(reply.error.code);
          expect(reply.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
    expect(session.snapshot('gm')).toEqual(before);
    expect(store.saves.length).toBe(savesBefore);
  });

  it('a valid GM command is accepted (so the refusals above are not vacuous)', async () => {
    const { session, dispatch } = await setup();
    const reply = await dispatch({ role: 'gm', id: 't' }, 'session:command', {
      command: { type: 'combatant/adjustResource', id: 'c-anton', resource: 'kp', delta: 1 },
    });
    expect(reply).toMatchObject({ ok: true });
    expect((session.snapshot('gm') as GmSnapshot).campaign?.combatants[0]?.resources.kp).toBe(1);
  });
});

describe('contract: hostile calls over the WebSocket', () => {
  let server: WebServer;
  let session: Session;
  let store: MemoryStore;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    ({ session, store } = await setup());
    server = await startTestWebServer(session, {
      staticDir: '/nonexistent',
      tokens: { gm: 'gm-token', player: 'player-token' },
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server.close();
  });

  async function connect(token: string): Promise<{
    call: (raw: string) => Promise<{ id: unknown; reply: { ok: boolean; error?: { code: string } } }>;
  }> {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${token}`);
    sockets.push(ws);
    const pending: ((m: unknown) => void)[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data)) as Record<string, unknown>;
        if ('hello' in msg) return resolve();
        if ('reply' in msg) pending.shift()?.(msg);
      });
    });
    return {
      call: (raw) =>
        new Promise((resolve) => {
          pending.push(resolve as (m: unknown) => void);
          ws.send(raw);
        }),
    };
  }

  it(`refuses ${RUNS} generated hostile messages with an error reply and changes nothing`, async () => {
    const gm = await connect('gm-token');
    const player = await connect('player-token');
    const before = structuredClone(session.snapshot('gm'));
    const savesBefore = store.saves.length;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostileCall, fc.integer(), async (call, id) => {
        const raw = JSON.stringify({ id, channel: call.channel, input: call.input }) ?? 'null';
        const msg = await (call.role === 'gm' ? gm : player).call(raw);
        n++;
        expect(msg.reply.ok).toBe(false);
        // A frame over the size limit is refused before it is parsed, so the id cannot be echoed.
        if (call.why !== 'oversized') expect(msg.id).toBe(id);
        expect(expectedCodes(call)).toContain(msg.reply.error?.code);
      }),
      { numRuns: RUNS },
    );
    expect(n).toBe(RUNS);
    expect(session.snapshot('gm')).toEqual(before);
    expect(store.saves.length).toBe(savesBefore);
  });

  it('non-JSON, non-object and binary frames get a bad-request reply', async () => {
    const gm = await connect('gm-token');
    for (const raw of ['{', 'null', '[1,2]', '"x"', '']) {
      const msg = await gm.call(raw);
      expect(msg.reply).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
  });

  it('refuses a connection without a valid token or from a foreign origin', async () => {
    for (const [url, headers] of [
      [`ws://127.0.0.1:${server.port}/ws?token=wrong`, {}],
      [`ws://127.0.0.1:${server.port}/ws`, {}],
      [`ws://127.0.0.1:${server.port}/ws?token=gm-token`, { Origin: 'http://evil.example' }],
    ] as const) {
      const ws = new WebSocket(url, { headers });
      const status = await new Promise<number>((resolve) => {
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => resolve(-1));
      });
      expect([401, 403]).toContain(status);
    }
  });

  it('a player connection never receives GM-only data in its pushes', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=player-token`);
    sockets.push(ws);
    const frames: string[] = [];
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    ws.on('message', (d) => frames.push(String(d)));
    await session.command({
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: 't-anton',
      to: { q: 0, r: 5 },
    });
    await session.command({
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: 't-krypskytten',
      to: { q: 1, r: 0 },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) {
      expect(f).not.toContain('Krypskytten');
      expect(f).not.toContain('gmNotes');
    }
  });
});
