/**
 * The only two Electron IPC channel names. Constants only (no imports), so the sandboxed preload
 * bundle can inline them. Application channels (`session:command`, …) travel inside the invoke
 * message and are checked by the dispatcher, never registered one by one with ipcMain.
 */

/** Renderer → main: `ipcRenderer.invoke(IPC_INVOKE, { channel, input })`, answered with an Envelope. */
export const IPC_INVOKE = 'hexscreen:invoke';

/** Main → renderer: `webContents.send(IPC_PUSH, { name, payload })`. */
export const IPC_PUSH = 'hexscreen:push';
