/**
 * What a page holds, read back from the WebSocket frames it received (issue 20: a snapshot, then
 * patches): replays them with the pages' own code (contract/viewState.ts). A whole snapshot (a reply to
 * `session:snapshot`, or a push when another campaign opens) replaces what is held, even after a server
 * restart; a patch applies when it follows the held revision (otherwise the page asks for a snapshot,
 * whose reply comes later in the frames).
 */
import type { Role } from '../../../src/shared/contract/channels';
import type { SessionUpdate, Snapshot } from '../../../src/shared/contract/snapshots';
import { applyUpdate } from '../../../src/shared/contract/viewState';

function snapshotOf(value: unknown, role: Role): Snapshot | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as { role?: unknown; revision?: unknown; kind?: unknown };
  return v.role === role && typeof v.revision === 'number' && v.kind === undefined
    ? (value as Snapshot)
    : null;
}

/** The snapshot the page holds after these frames, or null before its first one. */
export function heldSnapshot(frames: readonly string[], role: Role): Snapshot | null {
  let held: Snapshot | null = null;
  for (const frame of frames) {
    let message: { push?: string; payload?: unknown; reply?: { ok: boolean; value?: unknown } };
    try {
      message = JSON.parse(frame) as typeof message;
    } catch {
      continue;
    }
    const whole = snapshotOf(
      message.push === 'session:update' ? message.payload : message.reply?.value,
      role,
    );
    if (whole) {
      held = whole;
      continue;
    }
    if (message.push !== 'session:update' || !held) continue;
    const r = applyUpdate(held, message.payload as SessionUpdate);
    if (r.kind === 'applied') held = r.snapshot;
  }
  return held;
}
