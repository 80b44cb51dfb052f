/**
 * A view's side of the live data path (issue 20): what it holds, and how a pushed update changes it.
 * Patches apply with immer's `applyPatches`, which copies only the objects along each changed path and
 * keeps every other part the same object, so a view renders only what changed (Svelte's fine-grained
 * updates compare by identity). The log is not in the operations: its change is applied to the view's
 * newest entries (the GM's {@link GM_LOG_WINDOW}, the players' tail). Pure: the renderer's session store,
 * the tests and the benchmarks' clients share it.
 */
import { applyPatches, enablePatches, setAutoFreeze, type Patch } from 'immer';
import { applyLogDelta } from './logDelta';
import {
  GM_LOG_WINDOW,
  PLAYER_LOG_TAIL,
  type GmSnapshot,
  type LogDelta,
  type PatchOp,
  type PlayerSnapshot,
  type SessionUpdate,
  type Snapshot,
} from './snapshots';
import type { LogEntry } from '../model/campaign';
import type { PlayerLogEntry } from '../view/playerView';

enablePatches();
// Views never change what they hold in place; freezing every new part would only cost time.
setAutoFreeze(false);

/** What applying an update gives: the new snapshot, or a request for a whole one (a revision was missed). */
export type UpdateResult =
  | { readonly kind: 'applied'; readonly snapshot: Snapshot }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'resync' };

/** An RFC 6902 path (`/a/b~1c/0`) as immer's path (`['a', 'b/c', 0]`). */
export function immerPath(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^(0|[1-9]\d*)$/.test(key) ? Number(key) : key;
    });
}

function toImmer(op: PatchOp): Patch {
  return op.op === 'remove'
    ? { op: 'remove', path: immerPath(op.path) }
    : { op: op.op, path: immerPath(op.path), value: op.value };
}

const bySeq = (e: { readonly seq: number }): number => e.seq;

/**
 * Applies a pushed update to what a view holds. A snapshot replaces it (unless older than what it
 * holds, in the same run of the session: a restarted server counts revisions anew, `epoch`); a patch
 * applies when it follows the held revision, is ignored when already held, and asks for a snapshot when
 * a revision in between was missed or it comes from another run.
 */
export function applyUpdate(held: Snapshot | null, update: SessionUpdate): UpdateResult {
  const sameRun = held !== null && held.role === update.role && held.epoch === update.epoch;
  if (!('kind' in update)) {
    // An older snapshot of the same run came after newer patches: keep what is held.
    if (sameRun && held && update.revision < held.revision) return { kind: 'ignored' };
    return { kind: 'applied', snapshot: update };
  }
  if (!held || !sameRun) return { kind: 'resync' };
  if (update.revision <= held.revision) return { kind: 'ignored' };
  if (update.from !== held.revision) return { kind: 'resync' };
  const patched = update.ops.length > 0 ? (applyPatches(held, update.ops.map(toImmer)) as Snapshot) : held;
  const next = update.log ? withLog(patched, update.log) : patched;
  return { kind: 'applied', snapshot: { ...next, revision: update.revision } };
}

function withLog(s: Snapshot, delta: LogDelta<LogEntry> | LogDelta<PlayerLogEntry>): Snapshot {
  if (s.role === 'gm') {
    const gm: GmSnapshot = s;
    if (!gm.campaign) return gm;
    const log = applyLogDelta(gm.campaign.log, delta as LogDelta<LogEntry>, bySeq, GM_LOG_WINDOW);
    return { ...gm, campaign: { ...gm.campaign, log } };
  }
  const player: PlayerSnapshot = s;
  if (!player.view) return player;
  const log = applyLogDelta(player.view.log, delta as LogDelta<PlayerLogEntry>, bySeq, PLAYER_LOG_TAIL);
  return { ...player, view: { ...player.view, log } };
}
