/**
 * Rotating, timestamped backups in `<campaign>/backups/`: `campaign-<ISO time, ':' → '-'>-<reason>.json`
 * (a `-<n>` suffix only when two backups share a millisecond). They are byte copies of `campaign.json`
 * written with the same durable write; the newest `keep` are kept.
 */
import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { errnoCode, writeFileDurable, type DurableIo } from './durableFs';

export const BACKUP_DIR = 'backups';

const BACKUP_NAME = /^campaign-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?Z)-([a-z]+)(?:-(\d+))?\.json$/;

/** `2024-05-01T12:30:00.123Z` → `2024-05-01T12-30-00.123Z` (colons are not allowed in Windows names). */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/:/g, '-');
}

export function backupFileName(at: Date, reason: string, n = 1): string {
  return `campaign-${fileStamp(at)}-${reason}${n > 1 ? `-${n}` : ''}.json`;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

function sortKey(name: string): [string, number] {
  const m = BACKUP_NAME.exec(name);
  return [m?.[1] ?? '', Number(m?.[3] ?? 1)];
}

/** Backup file names in `dir`, newest first (by the time in the name). */
export async function backupNames(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return [];
    throw err;
  }
  return entries.filter(isBackupName).sort((a, b) => {
    const [ta, na] = sortKey(a);
    const [tb, nb] = sortKey(b);
    return ta === tb ? nb - na : ta < tb ? 1 : -1;
  });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/**
 * Writes `bytes` as a new backup and deletes all but the newest `keep`. Unless `reason` is `manual`, a
 * copy identical to the newest backup is not written again: a campaign left open overnight must not
 * rotate its older, different backups away with identical interval copies. Returns the backup's name.
 */
export async function writeBackup(
  io: DurableIo,
  folder: string,
  bytes: Uint8Array,
  reason: string,
  at: Date,
  keep: number,
): Promise<string> {
  const dir = join(folder, BACKUP_DIR);
  await mkdir(dir, { recursive: true });
  const existing = await backupNames(dir);
  const newest = existing[0];
  if (reason !== 'manual' && newest !== undefined) {
    const newestBytes = await readFile(join(dir, newest)).catch(() => null);
    if (newestBytes && sameBytes(newestBytes, bytes)) return newest;
  }
  // Backups sharing a timestamp (a pinned or coarse clock) are numbered on, so "newest" stays exact.
  const stamp = fileStamp(at);
  const taken = existing.map(sortKey).filter(([t]) => t === stamp);
  const name = backupFileName(at, reason, taken.length === 0 ? 1 : Math.max(...taken.map(([, n]) => n)) + 1);
  await writeFileDurable(io, join(dir, name), bytes);

  const all = await backupNames(dir);
  // The copy just made is never the one deleted, even if the clock went backwards.
  for (const old of all.filter((b) => b !== name).slice(Math.max(1, keep) - 1)) {
    await unlink(join(dir, old)).catch((e: unknown) => {
      if (errnoCode(e) !== 'ENOENT') throw e;
    });
  }
  return name;
}
