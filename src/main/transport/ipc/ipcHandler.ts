/**
 * The Electron IPC entry, minus Electron: decides who is calling, then hands the call to the shared
 * dispatcher (which checks channel, role, size and input). Pure, so every refusal is unit-tested.
 *
 * Electron checklist item 17 (validate the sender of all IPC messages): a call is served only when
 * (a) its sender frame is one of our pages, judged by the parsed origin of the frame URL, and
 * (b) its webContents was registered by the main process as a GM or player window, and
 * (c) the frame's origin is the one of that window's role (`app://gm` for the GM, `app://player`
 *     for a player), so a player window can never pass for the GM, even if it were navigated.
 * The role comes from the main process's registry, never from anything the renderer says.
 */
import type { Role } from '@shared/contract/channels';
import { fail, type Envelope } from '@shared/contract/envelope';
import { APP_ORIGINS, originOf, type RoleOrigins } from '../../security/appOrigin';
import type { Caller, Dispatch } from '../dispatcher';

/** The parts of Electron's IpcMainInvokeEvent that the sender check reads. */
export interface IpcEventLike {
  readonly senderFrame: { readonly url: string } | null;
  readonly sender: { readonly id: number };
}

/** The role the main process registered for a webContents id, if any. */
export type RoleLookup = (webContentsId: number) => Role | undefined;

export type IpcHandler = (
  event: IpcEventLike,
  channel: unknown,
  input: unknown,
) => Promise<Envelope<unknown>>;

export interface IpcHandlerOptions {
  /** The origin each role's page is served from (production: `app://gm`, `app://player`). */
  readonly origins?: RoleOrigins;
}

/** Builds the handler behind `ipcMain.handle(IPC_INVOKE, …)`. The returned function never throws or rejects. */
export function createIpcHandler(
  dispatch: Dispatch,
  roleOf: RoleLookup,
  options: IpcHandlerOptions = {},
): IpcHandler {
  const origins = options.origins ?? APP_ORIGINS;
  return async (event, channel, input) => {
    try {
      const caller = identify(event, roleOf, origins);
      if (caller === null) return fail('forbidden', 'this sender may not call Hexscreen');
      return await dispatch(caller, channel, input);
    } catch (err) {
      // The dispatcher never throws; a disposed frame or a throwing getter might. Fail closed.
      console.error('[ipc] invoke failed', err);
      return fail('internal', 'the call failed unexpectedly');
    }
  };
}

/** The caller behind an IPC event, or null when it is not one of our registered pages. */
export function identify(event: IpcEventLike, roleOf: RoleLookup, origins: RoleOrigins): Caller | null {
  const frame = event.senderFrame;
  // A null frame: the sender navigated away or was destroyed after sending.
  if (frame === null || typeof frame !== 'object') return null;
  const origin = originOf(frame.url);
  if (origin === null) return null;
  const id = event.sender.id;
  if (!Number.isInteger(id)) return null;
  const role = roleOf(id);
  if (role !== 'gm' && role !== 'player') return null;
  if (origin !== origins[role]) return null;
  return { role, id: `ipc:${id}` };
}

/**
 * Reads `{ channel, input }` from an invoke message. Own properties only, so a message cannot
 * smuggle a channel through a prototype; anything else yields `channel: undefined`, which the
 * dispatcher answers with `unknown-channel`.
 */
export function readInvokeMessage(message: unknown): { channel: unknown; input: unknown } {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { channel: undefined, input: undefined };
  }
  const record = message as Record<string, unknown>;
  return {
    channel: Object.hasOwn(record, 'channel') ? record.channel : undefined,
    input: Object.hasOwn(record, 'input') ? record.input : undefined,
  };
}
