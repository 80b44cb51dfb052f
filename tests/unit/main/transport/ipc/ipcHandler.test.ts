/**
 * The Electron IPC entry (checklist item 17): only our registered pages, from their own app://
 * origin, reach the dispatcher; everything else gets `forbidden` and the dispatcher never runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';

import { channels, isChannel, type Role } from '@shared/contract/channels';
import { fail, ok, type Envelope } from '@shared/contract/envelope';
import { APP_ORIGINS, devOrigins } from '../../../../../src/main/security/appOrigin';
import type { Session } from '../../../../../src/main/session/session';
import { createDispatcher, type Dispatch } from '../../../../../src/main/transport/dispatcher';
import {
  createIpcHandler,
  readInvokeMessage,
  type IpcEventLike,
} from '../../../../../src/main/transport/ipc/ipcHandler';
import { createWindowRegistry } from '../../../../../src/main/transport/ipc/windowRegistry';
import { hostileCall } from '../../../../helpers/arbitraries';
import { memoryStore, type MemoryStore } from '../../../../helpers/memoryStore';
import { startedSession } from '../../../helpers/session';

const GM_ID = 1;
const PLAYER_ID = 2;
const GM_URL = 'app://gm/gm.html';
const PLAYER_URL = 'app://player/player.html';

function event(url: string | null, id: number): IpcEventLike {
  return { senderFrame: url === null ? null : { url }, sender: { id } };
}

function registry(): (id: number) => Role | undefined {
  const r = createWindowRegistry();
  r.register(GM_ID, 'gm');
  r.register(PLAYER_ID, 'player');
  return r.roleOf;
}

function spyDispatch(): Dispatch & { mock: { calls: unknown[][] } } {
  return vi.fn<Dispatch>(() => Promise.resolve(ok('dispatched')));
}

/** Sends `channel` from each of `senders` through a fresh handler: every one is forbidden, none dispatched. */
async function expectForbidden(senders: IpcEventLike[], channel = 'session:snapshot'): Promise<void> {
  const dispatch = spyDispatch();
  const handle = createIpcHandler(dispatch, registry());
  for (const sender of senders) {
    expect(await handle(sender, channel, {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  }
  expect(dispatch).not.toHaveBeenCalled();
}

function isEnvelope(reply: unknown): reply is Envelope<unknown> {
  if (typeof reply !== 'object' || reply === null) return false;
  const r = reply as Record<string, unknown>;
  if (r.ok === true) return 'value' in r;
  if (r.ok !== false || typeof r.error !== 'object' || r.error === null) return false;
  const e = r.error as Record<string, unknown>;
  return typeof e.code === 'string' && typeof e.message === 'string';
}

describe('IPC sender check', () => {
  it('hands a registered GM page to the dispatcher as the GM', async () => {
    const dispatch = spyDispatch();
    const handle = createIpcHandler(dispatch, registry());
    const reply = await handle(event(GM_URL, GM_ID), 'session:snapshot', {});
    expect(reply).toEqual(ok('dispatched'));
    expect(dispatch).toHaveBeenCalledWith({ role: 'gm', id: `ipc:${GM_ID}` }, 'session:snapshot', {});
  });

  it('hands a registered player page to the dispatcher as a player', async () => {
    const dispatch = spyDispatch();
    const handle = createIpcHandler(dispatch, registry());
    await handle(event('app://player/player.html?x=1#y', PLAYER_ID), 'session:snapshot', {});
    expect(dispatch).toHaveBeenCalledWith({ role: 'player', id: `ipc:${PLAYER_ID}` }, 'session:snapshot', {});
  });

  it.each([
    ['a web page', 'http://evil.example/'],
    ['an https page', 'https://evil.example/gm.html'],
    ['a file:// page', 'file:///home/user/out/renderer/gm.html'],
    ['a look-alike host', 'app://gm.evil.example/gm.html'],
    ['a host with a port', 'app://gm:8080/gm.html'],
    ['credentials in the URL', 'app://evil@gm/gm.html'],
    ['another app host', 'app://admin/gm.html'],
    ['a data: URL', 'data:text/html,<script>1</script>'],
    ['about:blank', 'about:blank'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a blob: URL', 'blob:app://gm/6f1c'],
    ['an empty URL', ''],
    ['garbage', 'not a url'],
  ])('refuses %s with forbidden and never dispatches', async (_label, url) => {
    await expectForbidden([event(url, GM_ID)]);
  });

  it('refuses a null sender frame (navigated away or destroyed)', async () => {
    await expectForbidden([event(null, GM_ID)]);
  });

  it('refuses an unregistered webContents even from the right origin', async () => {
    await expectForbidden([0, 3, 99, -1, Number.NaN].map((id) => event(GM_URL, id)));
  });

  it('refuses a window whose page is not the one of its role (a player window showing app://gm)', async () => {
    await expectForbidden([event(GM_URL, PLAYER_ID), event(PLAYER_URL, GM_ID)], 'campaign:list');
  });

  it('stops serving a window once it is unregistered', async () => {
    const dispatch = spyDispatch();
    const r = createWindowRegistry();
    r.register(GM_ID, 'gm');
    const handle = createIpcHandler(dispatch, r.roleOf);
    expect((await handle(event(GM_URL, GM_ID), 'session:snapshot', {})).ok).toBe(true);
    r.unregister(GM_ID);
    expect(await handle(event(GM_URL, GM_ID), 'session:snapshot', {})).toMatchObject({
      error: { code: 'forbidden' },
    });
  });

  it('accepts the dev server origin only when configured for it', async () => {
    const dispatch = spyDispatch();
    const devUrl = 'http://localhost:5173/gm.html';
    const prod = createIpcHandler(dispatch, registry());
    expect(await prod(event(devUrl, GM_ID), 'session:snapshot', {})).toMatchObject({
      error: { code: 'forbidden' },
    });
    const dev = createIpcHandler(dispatch, registry(), { origins: devOrigins('http://localhost:5173') });
    expect((await dev(event(devUrl, GM_ID), 'session:snapshot', {})).ok).toBe(true);
    expect(await dev(event('http://localhost:5174/gm.html', GM_ID), 'session:snapshot', {})).toMatchObject({
      error: { code: 'forbidden' },
    });
  });

  it('answers internal (never rejects) when the dispatcher or the event misbehaves', async () => {
    const throwing: Dispatch = () => Promise.reject(new Error('boom'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = createIpcHandler(throwing, registry());
    expect(await handle(event(GM_URL, GM_ID), 'session:snapshot', {})).toMatchObject({
      error: { code: 'internal' },
    });

    const disposed: IpcEventLike = {
      get senderFrame(): { url: string } {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
      sender: { id: GM_ID },
    };
    const dispatch = spyDispatch();
    expect(await createIpcHandler(dispatch, registry())(disposed, 'session:snapshot', {})).toMatchObject({
      error: { code: 'internal' },
    });
    expect(dispatch).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('readInvokeMessage', () => {
  it('reads own channel and input', () => {
    expect(readInvokeMessage({ channel: 'session:undo', input: {} })).toEqual({
      channel: 'session:undo',
      input: {},
    });
  });

  it.each([null, undefined, 'session:undo', 42, ['session:undo', {}]])(
    'yields no channel for %j',
    (message) => {
      expect(readInvokeMessage(message)).toEqual({ channel: undefined, input: undefined });
    },
  );

  it('ignores inherited properties', () => {
    const message = Object.create({ channel: 'session:undo', input: {} }) as object;
    expect(readInvokeMessage(message)).toEqual({ channel: undefined, input: undefined });
  });
});

describe('IPC handler with the real dispatcher', () => {
  let session: Session;
  let store: MemoryStore;
  let dispatch: Dispatch;

  beforeAll(async () => {
    store = memoryStore();
    session = await startedSession({ store, seed: 7 });
    await session.flush();
    dispatch = createDispatcher(session);
  });
  afterAll(() => session.close());

  it("returns the dispatcher's forbidden when a player window calls a GM channel", async () => {
    const handle = createIpcHandler(dispatch, registry());
    const gmOnly = Object.entries(channels)
      .filter(([, spec]) => !(spec.roles as readonly Role[]).includes('player'))
      .map(([name]) => name);
    expect(gmOnly.length).toBeGreaterThan(0);
    for (const channel of gmOnly) {
      const reply = await handle(event(PLAYER_URL, PLAYER_ID), channel, {});
      expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      if (!reply.ok) expect(reply.error.message).toContain('player');
    }
  });

  it('lets the player read its own snapshot, and only the projection', async () => {
    const handle = createIpcHandler(dispatch, registry());
    const reply = await handle(event(PLAYER_URL, PLAYER_ID), 'session:snapshot', {});
    expect(reply).toMatchObject({ ok: true, value: { role: 'player' } });
    const gmReply = await handle(event(GM_URL, GM_ID), 'session:snapshot', {});
    expect(gmReply).toMatchObject({ ok: true, value: { role: 'gm' } });
  });

  const RUNS = 1000;

  /** Sender frames: [url, the role whose origin it is, or null]. */
  const knownFrames: readonly [string | null, Role | null][] = [
    [GM_URL, 'gm'],
    ['app://gm/', 'gm'],
    ['app://gm/assets/x.js?v=1', 'gm'],
    [PLAYER_URL, 'player'],
    ['app://player/', 'player'],
    [null, null],
    ['http://evil.example/', null],
    ['https://gm/', null],
    ['file:///C:/out/renderer/gm.html', null],
    ['app://gm.evil/gm.html', null],
    ['app://gm:1/gm.html', null],
    ['app://u:p@gm/gm.html', null],
    ['app://player.gm/', null],
    ['about:blank', null],
    ['data:,x', null],
    ['http://localhost:5173/gm.html', null],
  ];
  const frame = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownFrames) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string(), fc.webUrl(), fc.constantFrom('app:', 'app:/', 'app:///gm'))
        .filter((u) => !u.startsWith('app://gm/') && !u.startsWith('app://player/'))
        .map((u): [string | null, Role | null] => [u, null]),
    },
  );
  const senderId = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(GM_ID, PLAYER_ID) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  );
  /** Half the calls come from a registered window's own page, so the dispatcher side is exercised too. */
  const sendFromOwnWindow = fc.boolean();
  /** Either a well-formed `{ channel, input }` of a hostile call, or any value as the whole message. */
  const message = fc.oneof(
    {
      weight: 4,
      arbitrary: hostileCall.map((call) => ({
        raw: { channel: call.channel, input: call.input } as unknown,
        call,
      })),
    },
    { weight: 1, arbitrary: fc.anything().map((raw) => ({ raw, call: null })) },
  );

  it(`answers ${RUNS} generated channel/input/sender combinations with an envelope, refusing all of them`, async () => {
    const spied = vi.fn<Dispatch>((caller, channel, input) => dispatch(caller, channel, input));
    const handle = createIpcHandler(spied, registry(), { origins: APP_ORIGINS });
    const before = structuredClone(session.snapshot('gm'));
    const savesBefore = store.saves.length;
    let dispatched = 0;

    await fc.assert(
      fc.asyncProperty(
        sendFromOwnWindow,
        frame,
        senderId,
        message,
        async (own, [generatedUrl, generatedFrameRole], generatedId, { raw, call }) => {
          spied.mockClear();
          let url = generatedUrl;
          let id = generatedId;
          let frameRole = generatedFrameRole;
          const generatedWindowRole = id === GM_ID ? 'gm' : id === PLAYER_ID ? 'player' : undefined;
          // A hostile call is built for one role (a GM-only channel is only "hostile" from a player):
          // when the sender is (or turned out) legitimate, make it the window of the call's role.
          const legitSender = generatedWindowRole !== undefined && generatedFrameRole === generatedWindowRole;
          if (own || (call !== null && legitSender)) {
            const role = call?.role ?? generatedWindowRole ?? 'gm';
            id = role === 'gm' ? GM_ID : PLAYER_ID;
            url = role === 'gm' ? GM_URL : PLAYER_URL;
            frameRole = role;
          }
          const windowRole: Role | undefined = id === GM_ID ? 'gm' : id === PLAYER_ID ? 'player' : undefined;
          const legit = windowRole !== undefined && frameRole === windowRole;

          const { channel, input } = readInvokeMessage(raw);
          let reply: Envelope<unknown>;
          try {
            reply = await handle(event(url, id), channel, input);
          } catch (err) {
            throw new Error(`the handler threw: ${String(err)}`);
          }
          expect(isEnvelope(reply)).toBe(true);

          if (!legit) {
            expect(reply).toEqual(fail('forbidden', 'this sender may not call Hexscreen'));
            expect(spied).not.toHaveBeenCalled();
            return;
          }
          dispatched++;
          expect(spied).toHaveBeenCalledTimes(1);
          expect(spied.mock.calls[0]?.[0]).toEqual({ role: windowRole, id: `ipc:${id}` });
          if (call !== null) {
            // Hostile calls are refused; a player never reaches a GM channel.
            expect(reply.ok).toBe(false);
            if (
              windowRole === 'player' &&
              isChannel(channel) &&
              !(channels[channel].roles as readonly Role[]).includes('player')
            ) {
              expect(reply).toMatchObject({ error: { code: 'forbidden' } });
            }
          } else if (reply.ok) {
            // An arbitrary message can at most be a valid read of the caller's own snapshot.
            expect(channel).toBe('session:snapshot');
            expect(reply.value).toMatchObject({ role: windowRole });
          }
        },
      ),
      { numRuns: RUNS },
    );

    // Both branches were exercised: some calls reached the dispatcher, most were stopped before.
    expect(dispatched).toBeGreaterThan(RUNS / 4);
    expect(dispatched).toBeLessThan((RUNS * 3) / 4);
    expect(session.snapshot('gm')).toEqual(before);
    expect(store.saves.length).toBe(savesBefore);
  });
});
