/**
 * Atomic, durable file writes: the one way the store puts bytes on disk.
 *
 * A write goes to `<file>.tmp-<random>` in the same folder, is fsynced, renamed over the target and the
 * folder is fsynced. A crash at any moment leaves either the old file or the new one, never a mix
 * and never an empty file (the rename is atomic; the fsyncs make sure the data is on disk before the
 * name points at it, and that the new name itself survives a power cut).
 *
 * The file system is reached through {@link DurableIo} so tests can see that fsync really happens.
 *
 * The one other way is {@link appendDurable}, for the append-only journal (journal.ts): an append is
 * fsynced before it counts, and a failed append is cut off again so the file always ends on a whole line.
 */
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The part of a `FileHandle` the store uses. */
export interface FileHandleLike {
  /** Writes at the end of what was written so far (at the end of the file when opened with `a`). */
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
  /** Cuts the file to `length` bytes (the journal cuts off a torn or failed append). */
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/** The file-system calls the store makes (a subset of `node:fs/promises`). */
export interface DurableIo {
  /** `mode` is used when the file is created (e.g. 0o600 for secrets); default 0o666 less the umask. */
  open(path: string, flags: string, mode?: number): Promise<FileHandleLike>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  readFile(path: string): Promise<Uint8Array>;
}

/** The real file system. */
export const nodeIo: DurableIo = {
  open: (path, flags, mode) => fsp.open(path, flags, mode),
  rename: (from, to) => fsp.rename(from, to),
  unlink: (path) => fsp.unlink(path),
  readFile: (path) => fsp.readFile(path),
};

/** Suffix marker of temp files; leftovers from a crash are removed when the campaign is next opened. */
export const TMP_MARKER = '.tmp-';

export function errnoCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err
    ? String((err as { code: unknown }).code)
    : undefined;
}

/**
 * Errors a folder fsync may give on platforms that cannot fsync a directory (Windows: EISDIR/EPERM when
 * opening it; some file systems: EINVAL). Only these are ignored: a real I/O error still fails the write.
 */
const DIR_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EINVAL']);

/** Flushes a folder's entries (the names created, renamed or removed in it) to disk. */
export async function fsyncDir(io: DurableIo, dir: string): Promise<void> {
  let handle: FileHandleLike;
  try {
    handle = await io.open(dir, 'r');
  } catch (err) {
    if (DIR_SYNC_UNSUPPORTED.has(errnoCode(err) ?? '')) return;
    throw err;
  }
  try {
    await handle.sync();
  } catch (err) {
    if (!DIR_SYNC_UNSUPPORTED.has(errnoCode(err) ?? '')) throw err;
  } finally {
    await handle.close();
  }
}

/** Windows may refuse a rename for a moment while a virus scanner or indexer holds the target open. */
const RENAME_RETRY_CODES = new Set(['EPERM', 'EACCES', 'EBUSY']);

async function renameWithRetry(io: DurableIo, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await io.rename(from, to);
      return;
    } catch (err) {
      if (attempt >= 5 || process.platform !== 'win32' || !RENAME_RETRY_CODES.has(errnoCode(err) ?? ''))
        throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
    }
  }
}

/**
 * Writes `data` to `file` atomically and durably (temp file, fsync, rename, fsync folder). The folder
 * must exist. On failure the temp file is removed and `file` is left as it was.
 */
export async function writeFileDurable(
  io: DurableIo,
  file: string,
  data: string | Uint8Array,
  opts: { readonly mode?: number } = {},
): Promise<void> {
  const dir = dirname(file);
  const tmp = join(dir, `${basename(file)}${TMP_MARKER}${randomBytes(6).toString('hex')}`);
  // Created with its final mode, so a secret is never readable by others, not even for a moment.
  const handle = await (opts.mode === undefined ? io.open(tmp, 'wx') : io.open(tmp, 'wx', opts.mode));
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameWithRetry(io, tmp, file);
  } catch (err) {
    await io.unlink(tmp).catch(() => undefined);
    throw err;
  }
  await fsyncDir(io, dir);
}

/**
 * Appends `data` to `file` (created if missing) and fsyncs it; returns the file's new length. `length` is
 * what the file holds now: when the write or the fsync fails, the file is cut back to it (and fsynced),
 * so a half-written append never stays in front of the next one. When even that fails the error says
 * so with `cutBack: false`, and the caller must cut the file back before it appends again.
 */
export async function appendDurable(
  io: DurableIo,
  file: string,
  data: string,
  length: number,
  opts: {
    readonly cutFirst?: boolean;
    /** The file opened for appending already (`io.open(file, 'a')`, started while `data` was made). */
    readonly opened?: Promise<FileHandleLike>;
  } = {},
): Promise<number> {
  const handle = await (opts.opened ?? io.open(file, 'a'));
  try {
    if (opts.cutFirst) {
      await handle.truncate(length);
      await handle.sync();
    }
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (err) {
      const cutBack = await handle
        .truncate(length)
        .then(() => handle.sync())
        .then(
          () => true,
          () => false,
        );
      throw Object.assign(err instanceof Error ? err : new Error(String(err)), { cutBack });
    }
  } finally {
    await handle.close();
  }
  return length + Buffer.byteLength(data);
}

/** Cuts `file` to `length` bytes and fsyncs it (a journal's torn last line, dropped on open). */
export async function truncateDurable(io: DurableIo, file: string, length: number): Promise<void> {
  const handle = await io.open(file, 'r+');
  try {
    await handle.truncate(length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
