/**
 * The campaign lock: `<campaign>/.lock` says which Hexscreen has the campaign open, so that two
 * instances never write the same campaign (the later save would silently undo the other's work).
 *
 * Created with an exclusive create (`wx`). A lock left by a crashed instance is taken over when it is
 * provably stale: same host and the pid is gone, or it was made before this machine last booted.
 */
import { closeSync, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { readFile, stat, unlink } from 'node:fs/promises';
import { hostname, uptime } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { errnoCode, type DurableIo } from './durableFs';
import { CampaignStoreError, describeWriteFault, writeFaultOf } from './types';

export const LOCK_FILE = '.lock';

/** What the lock file holds. */
export interface LockOwner {
  readonly pid: number;
  readonly hostname: string;
  readonly instanceId: string;
  readonly createdAt: string;
}

/**
 * A lock file without readable content is being written right now, or was left by a crash between
 * create and write. Only after this long is it treated as stale.
 */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

function parseOwner(text: string): LockOwner | null {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null) return null;
    const o = v as Record<string, unknown>;
    if (
      typeof o.pid !== 'number' ||
      typeof o.hostname !== 'string' ||
      typeof o.instanceId !== 'string' ||
      typeof o.createdAt !== 'string'
    ) {
      return null;
    }
    return { pid: o.pid, hostname: o.hostname, instanceId: o.instanceId, createdAt: o.createdAt };
  } catch {
    return null;
  }
}

/** True unless the process is known to be gone (`kill(pid, 0)` → ESRCH; EPERM means it exists). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errnoCode(err) !== 'ESRCH';
  }
}

function isStale(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false; // another machine (shared folder): cannot tell
  if (!pidAlive(owner.pid)) return true;
  // The pid may have been reused after a reboot: a lock from before the boot is stale.
  const created = Date.parse(owner.createdAt);
  const bootedAt = Date.now() - uptime() * 1000;
  return Number.isFinite(created) && created < bootedAt - 60_000;
}

export function describeOwner(owner: LockOwner): string {
  const here = owner.hostname === hostname();
  if (here && owner.pid === process.pid) return 'another window of this Hexscreen';
  const where = here ? '' : ` on computer "${owner.hostname}"`;
  return `another Hexscreen (process ${owner.pid}${where}, since ${owner.createdAt})`;
}

async function readOwner(lockPath: string): Promise<{ owner: LockOwner | null; text: string } | null> {
  try {
    const text = await readFile(lockPath, 'utf8');
    return { owner: parseOwner(text), text };
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return null;
    throw err;
  }
}

/** The lock could not be written: `io`, with the write fault (read-only, full) when there is one. */
function lockWriteError(err: unknown, folder: string, lockPath: string): CampaignStoreError {
  const code = errnoCode(err);
  const fault = writeFaultOf(err);
  const why = fault ? `${describeWriteFault(fault)} (${code ?? '?'})` : (code ?? String(err));
  return new CampaignStoreError(
    'io',
    lockPath,
    `could not lock "${basename(folder)}" in ${dirname(folder)}: ${why}`,
    [],
    fault,
  );
}

/**
 * Takes the lock of `folder` for `instanceId`. Throws `locked` naming the holder, `not-found` when the
 * folder does not exist.
 */
export async function acquireLock(io: DurableIo, folder: string, instanceId: string): Promise<LockOwner> {
  const lockPath = join(folder, LOCK_FILE);
  const name = basename(folder);
  for (let attempt = 0; attempt < 5; attempt++) {
    const owner: LockOwner = {
      pid: process.pid,
      hostname: hostname(),
      instanceId,
      createdAt: new Date().toISOString(),
    };
    let handle;
    try {
      handle = await io.open(lockPath, 'wx');
    } catch (err) {
      const code = errnoCode(err);
      if (code === 'ENOENT') {
        throw new CampaignStoreError('not-found', folder, `campaign folder "${name}" does not exist`);
      }
      if (code === 'ENOTDIR') {
        throw new CampaignStoreError('not-found', folder, `"${name}" is a file, not a campaign folder`);
      }
      if (code !== 'EEXIST') throw lockWriteError(err, folder, lockPath);
      const existing = await readOwner(lockPath);
      if (existing === null) continue; // released meanwhile: try again
      if (existing.owner === null) {
        const age =
          Date.now() -
          (await stat(lockPath).then(
            (s) => s.mtimeMs,
            () => Date.now(),
          ));
        if (age < UNREADABLE_LOCK_GRACE_MS) {
          throw new CampaignStoreError('locked', lockPath, `"${name}" is being opened by another Hexscreen`);
        }
      } else if (existing.owner.instanceId === instanceId && existing.owner.pid === process.pid) {
        throw new CampaignStoreError('locked', lockPath, `"${name}" is already open in this Hexscreen`);
      } else if (!isStale(existing.owner)) {
        throw new CampaignStoreError(
          'locked',
          lockPath,
          `"${name}" is open in ${describeOwner(existing.owner)}`,
        );
      }
      // Stale: remove and retry the exclusive create (a concurrent taker loses the `wx` race).
      await unlink(lockPath).catch((e: unknown) => {
        if (errnoCode(e) !== 'ENOENT') throw e;
      });
      continue;
    }
    try {
      try {
        await handle.writeFile(JSON.stringify(owner));
      } finally {
        await handle.close();
      }
    } catch (err) {
      // A full disk fails here, after the create: an empty lock left behind would block the campaign.
      await io.unlink(lockPath).catch(() => undefined);
      throw lockWriteError(err, folder, lockPath);
    }
    watch(owner, lockPath);
    return owner;
  }
  throw new CampaignStoreError(
    'locked',
    lockPath,
    `could not take the lock of "${name}" (it keeps changing)`,
  );
}

/** What identifies the lock file an owner wrote: inode, size, modification and change times. */
const printOf = (st: Stats): string => `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;

/** The lock file each owner wrote, held open, and what it looked like then. */
const watched = new WeakMap<LockOwner, { fd: number; print: string }>();

/** Closes the file of an owner dropped without {@link releaseLock} (a store abandoned by a test). */
const dropped = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
});

/**
 * Keeps the lock file just written open for reading, so that {@link holdsLock} can look at it with one
 * `fstat`. Not on Windows, where a file deleted while open keeps its link count until it is closed.
 */
function watch(owner: LockOwner, lockPath: string): void {
  if (process.platform === 'win32') return;
  try {
    const fd = openSync(lockPath, 'r');
    try {
      watched.set(owner, { fd, print: printOf(fstatSync(fd)) });
      dropped.register(owner, fd, owner);
    } catch {
      closeSync(fd);
    }
  } catch {
    // Not watched: holdsLock reads the file every time.
  }
}

function unwatch(owner: LockOwner): void {
  const w = watched.get(owner);
  if (!w) return;
  watched.delete(owner);
  dropped.unregister(owner);
  try {
    closeSync(w.fd);
  } catch {
    // already closed
  }
}

/**
 * Whether the lock file still names `owner` (false when removed, unreadable or taken over). It is
 * checked before every save, so it is cheap: the file this owner wrote is held open, and while it still
 * has a name (a takeover removes or replaces it) and the same inode, size and times, one `fstat` says
 * it is unchanged (~4 µs); otherwise the file is read (synchronously: a hundred bytes; the promise API's
 * open, stat, read and close would cost ~0.2 ms per save) and its owner compared.
 */
export function holdsLock(folder: string, owner: LockOwner): Promise<boolean> {
  const w = watched.get(owner);
  if (w) {
    try {
      const st = fstatSync(w.fd);
      if (st.nlink > 0 && printOf(st) === w.print) return Promise.resolve(true);
    } catch {
      // read it below
    }
  }
  let o: LockOwner | null;
  try {
    o = parseOwner(readFileSync(join(folder, LOCK_FILE), 'utf8'));
  } catch {
    return Promise.resolve(false);
  }
  const ours =
    !!o && o.pid === owner.pid && o.instanceId === owner.instanceId && o.createdAt === owner.createdAt;
  // Touched but still ours (and still the file held open): remember how it looks now.
  if (ours && w) {
    try {
      const st = fstatSync(w.fd);
      if (st.nlink > 0) w.print = printOf(st);
    } catch {
      // keep reading it
    }
  }
  return Promise.resolve(ours);
}

/** Removes the lock if it is still `owner`'s. */
export async function releaseLock(folder: string, owner: LockOwner): Promise<void> {
  const ours = await holdsLock(folder, owner);
  unwatch(owner);
  if (!ours) return;
  await unlink(join(folder, LOCK_FILE)).catch((e: unknown) => {
    if (errnoCode(e) !== 'ENOENT') throw e;
  });
}
