/**
 * Atomic, durable file writes: the one way the store puts bytes on disk.
 *
 * A write goes to `<file>.tmp-<random>` in the same folder, is fsynced, renamed over the target and the
 * folder is fsynced. A crash at any moment leaves either the old file or the new one, never a mix
 * and never an empty file (the rename is atomic; the fsyncs make sure the data is on disk before the
 * name points at it, and that the new name itself survives a power cut).
 *
 * The file system is reached through {@link DurableIo} so tests can see that fsync really happens.
 */
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The part of a `FileHandle` the store uses. */
export interface FileHandleLike {
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
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
