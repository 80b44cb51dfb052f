/**
 * The preload's bridge (checklist item 20): the page gets `role`, `invoke` and `onPush` over the two
 * fixed IPC channels, never ipcRenderer or its events, and `invoke` never rejects.
 */
import { EventEmitter } from 'node:events';

import { describe, expect, it, vi } from 'vitest';

import type { PlayerSnapshot } from '@shared/contract/snapshots';
import { createBridge, type IpcRendererLike } from '../../../../../src/preload/bridge';
import { IPC_INVOKE, IPC_PUSH } from '../../../../../src/main/transport/ipc/ipcChannels';
import { DEFAULT_DISPLAY } from '@shared/contract/display';

function fakeIpc(invoke: (channel: string, message: unknown) => Promise<unknown>): IpcRendererLike & {
  emitter: EventEmitter;
} {
  const emitter = new EventEmitter();
  return {
    emitter,
    invoke: vi.fn(invoke),
    on(channel: string, listener: (...args: unknown[]) => void) {
      emitter.on(channel, listener);
      return this;
    },
    removeListener(channel: string, listener: (...args: unknown[]) => void) {
      emitter.removeListener(channel, listener);
      return this;
    },
  } as unknown as IpcRendererLike & { emitter: EventEmitter };
}

const snapshot: PlayerSnapshot = {
  role: 'player',
  revision: 3,
  campaignKey: null,
  view: null,
  display: DEFAULT_DISPLAY,
};

describe('preload bridge', () => {
  it('exposes exactly role, invoke and onPush, frozen', () => {
    const bridge = createBridge(
      'player',
      fakeIpc(() => Promise.resolve(null)),
    );
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'onPush', 'role']);
    expect(bridge.role).toBe('player');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('sends every call as { channel, input } on the one invoke channel', async () => {
    const ipc = fakeIpc(() => Promise.resolve({ ok: true, value: snapshot }));
    const bridge = createBridge('gm', ipc);
    const reply = await bridge.invoke('session:snapshot', {});
    expect(reply).toEqual({ ok: true, value: snapshot });
    expect(ipc.invoke).toHaveBeenCalledWith(IPC_INVOKE, { channel: 'session:snapshot', input: {} });
  });

  it.each([
    ['An object could not be cloned.', 'bad-request'],
    ["No handler registered for 'hexscreen:invoke'", 'internal'],
  ])('turns an invoke rejected with "%s" into an error envelope with code %s', async (message, code) => {
    const bridge = createBridge(
      'gm',
      fakeIpc(() => Promise.reject(new Error(message))),
    );
    expect(await bridge.invoke('session:undo', {})).toMatchObject({ ok: false, error: { code } });
  });

  it('delivers pushes of the asked name, payload only, until unsubscribed', () => {
    const ipc = fakeIpc(() => Promise.resolve(null));
    const bridge = createBridge('player', ipc);
    const listener = vi.fn();
    const off = bridge.onPush('session:update', listener);
    const fakeEvent = { sender: 'ipcRenderer itself' };
    ipc.emitter.emit(IPC_PUSH, fakeEvent, { name: 'session:update', payload: snapshot });
    ipc.emitter.emit(IPC_PUSH, fakeEvent, { name: 'other', payload: 1 });
    ipc.emitter.emit(IPC_PUSH, fakeEvent, null);
    ipc.emitter.emit(IPC_PUSH, fakeEvent, 'session:update');
    expect(listener).toHaveBeenCalledExactlyOnceWith(snapshot);
    off();
    ipc.emitter.emit(IPC_PUSH, fakeEvent, { name: 'session:update', payload: snapshot });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipc.emitter.listenerCount(IPC_PUSH)).toBe(0);
  });
});
