/** Preload of the player window (sandboxed, CommonJS once built): exposes the bridge as a player. */
import { contextBridge, ipcRenderer } from 'electron';

import { BRIDGE_GLOBAL } from '@shared/contract/bridge';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge('player', ipcRenderer));
