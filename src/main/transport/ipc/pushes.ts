/**
 * Session → window pushes over IPC. Pure: the target is anything with `send` and `isDestroyed`
 * (a webContents in production, a fake in tests).
 *
 * A player window only ever receives player updates: it subscribes as 'player', and any update
 * whose own `role` differs from the window's is dropped here as a second lock, so a mistake in the
 * session can never leak the GM's full state (hidden tokens, notes) to the players' screen.
 */
import type { PushName, PushPayloads, Role } from '@shared/contract/channels';
import type { SessionUpdate } from '@shared/contract/snapshots';
import { IPC_PUSH } from './ipcChannels';

/** What the session offers to transports (the Session class satisfies it). */
export interface SnapshotSource {
  subscribe(role: Role, listener: (update: SessionUpdate) => void): () => void;
}

/** The message sent on {@link IPC_PUSH}. */
export interface PushMessage<P extends PushName = PushName> {
  readonly name: P;
  readonly payload: PushPayloads[P];
}

/** A window's webContents, as far as pushes are concerned. */
export interface PushTarget {
  send(channel: string, message: PushMessage): void;
  isDestroyed(): boolean;
}

/** Subscribes `target` (a window of `role`) to the session's snapshots; returns the unsubscribe. */
export function attachPushes(source: SnapshotSource, target: PushTarget, role: Role): () => void {
  return source.subscribe(role, (update) => {
    if (update.role !== role) return;
    if (target.isDestroyed()) return;
    try {
      target.send(IPC_PUSH, { name: 'session:update', payload: update });
    } catch (err) {
      // A window closing mid-send must not break the session's broadcast to the other windows.
      console.error('[ipc] push failed', err);
    }
  });
}
