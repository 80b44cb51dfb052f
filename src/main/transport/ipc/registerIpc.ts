/**
 * The Electron IPC transport: the only main-process file that imports ipcMain. One invoke channel
 * carries every call (the dispatcher routes by the `channel` inside it), one push channel carries
 * snapshots to the registered windows.
 */
import { ipcMain, type BrowserWindow } from 'electron';

import type { Role } from '@shared/contract/channels';
import type { RoleOrigins } from '../../security/appOrigin';
import type { Dispatch } from '../dispatcher';
import { IPC_INVOKE } from './ipcChannels';
import { createIpcHandler, readInvokeMessage } from './ipcHandler';
import { attachPushes, type SnapshotSource } from './pushes';
import { createWindowRegistry } from './windowRegistry';

export interface IpcTransport {
  /**
   * Makes `window` a view of `role`: its page may call the dispatcher as that role and receives
   * that role's snapshots. Call right after creating the window, before loading its page.
   */
  registerWindow(window: BrowserWindow, role: Role): void;
  /** Removes the invoke handler (tests, shutdown). */
  dispose(): void;
}

export interface IpcDeps {
  readonly dispatch: Dispatch;
  readonly snapshots: SnapshotSource;
  /** The origin of each role's page (app://gm, app://player; the Vite server's under `electron-vite dev`). */
  readonly origins: RoleOrigins;
}

export function registerIpc(deps: IpcDeps): IpcTransport {
  const registry = createWindowRegistry();
  const handle = createIpcHandler(deps.dispatch, registry.roleOf, { origins: deps.origins });

  ipcMain.handle(IPC_INVOKE, (event, message: unknown) => {
    const { channel, input } = readInvokeMessage(message);
    return handle(event, channel, input);
  });

  return {
    registerWindow(window, role) {
      const contents = window.webContents;
      // Read the id now: it cannot be read from a destroyed webContents.
      const id = contents.id;
      registry.register(id, role);
      const detach = attachPushes(deps.snapshots, contents, role);
      contents.once('destroyed', () => {
        detach();
        registry.unregister(id);
      });
    },
    dispose() {
      ipcMain.removeHandler(IPC_INVOKE);
    },
  };
}
