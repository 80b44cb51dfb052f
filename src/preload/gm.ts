/** Preload of the GM window (sandboxed, CommonJS once built): exposes the bridge as the GM. */
import { contextBridge, ipcRenderer } from 'electron';

import { BRIDGE_GLOBAL } from '@shared/contract/bridge';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge('gm', ipcRenderer));
