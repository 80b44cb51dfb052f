/**
 * The HexscreenBridge both preloads expose. Runs in the sandboxed, context-isolated preload world;
 * bundled into each preload (out/preload/*.cjs), so its only runtime import besides inlined
 * constants is the `ipcRenderer` it is given.
 *
 * Electron checklist item 20 (do not expose Electron APIs to untrusted web content) and item 3:
 * the page gets three members, never ipcRenderer itself, never an IpcRendererEvent (whose `sender`
 * would be ipcRenderer), never a way to pick the IPC channel.
 */
import type { IpcRenderer, IpcRendererEvent } from 'electron';

import type { HexscreenBridge } from '@shared/contract/bridge';
import type { Role } from '@shared/contract/channels';
import { fail } from '@shared/contract/envelope';
import { IPC_INVOKE, IPC_PUSH } from '../main/transport/ipc/ipcChannels';

/** The parts of ipcRenderer the bridge uses. */
export type IpcRendererLike = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createBridge(role: Role, ipc: IpcRendererLike): HexscreenBridge {
  const bridge: HexscreenBridge = {
    role,
    async invoke(channel, input) {
      try {
        return await ipc.invoke(IPC_INVOKE, { channel, input });
      } catch (err) {
        // invoke rejects when the input cannot be cloned (functions, DOM nodes) or when the main
        // process has no handler (yet); the contract says failures come back as envelopes.
        const message = err instanceof Error ? err.message : String(err);
        return /clone/i.test(message)
          ? fail('bad-request', `the input cannot be sent: ${message}`)
          : fail('internal', `the call could not be delivered: ${message}`);
      }
    },
    onPush(name, listener) {
      const onMessage = (_event: IpcRendererEvent, message: unknown): void => {
        if (typeof message !== 'object' || message === null) return;
        const push = message as { name?: unknown; payload?: unknown };
        // The page's listener sees the payload only, never the event.
        if (push.name === name) listener(push.payload as Parameters<typeof listener>[0]);
      };
      ipc.on(IPC_PUSH, onMessage);
      return () => {
        ipc.removeListener(IPC_PUSH, onMessage);
      };
    },
  };
  return Object.freeze(bridge);
}
