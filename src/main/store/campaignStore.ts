/**
 * The campaign store: campaign folders on disk, written so that a GM's work is never lost.
 *
 * `<dataDir>/campaigns/<name>.hexcampaign/` holds `campaign.json` (a lowdb database behind
 * {@link CampaignFileAdapter}), `assets/<sha256>.<ext>` (images, never base64 in the JSON), `backups/`
 * and, while open, `.lock`. The guarantees:
 * - a bad file is reported (code, file, message, valid backups) and never modified;
 * - every write is atomic and durable (see durableFs.ts), so a crash leaves the old or the new file;
 * - a campaign with content is never replaced by an empty one (`refuse-overwrite`);
 * - one instance writes a campaign at a time (`.lock`), and a crashed instance's lock is taken over;
 * - rotating backups on open, on an interval and on close; restoring one keeps the broken file aside.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { Low } from 'lowdb';
import {
  CampaignState,
  CURRENT_SCHEMA_VERSION,
  hasContent,
  type CampaignDocument,
} from '@shared/model/campaign';
import type { BackupInfo } from '@shared/contract/snapshots';
import type { CampaignSummary } from '@shared/contract/channels';
import { BACKUP_DIR, backupNames, fileStamp, isBackupName, writeBackup } from './backups';
import {
  CAMPAIGN_FILE,
  CampaignFileAdapter,
  describeFile,
  encodeDocument,
  loadCampaignFile,
  readBytes,
} from './campaignFile';
import { errnoCode, fsyncDir, nodeIo, TMP_MARKER, writeFileDurable, type DurableIo } from './durableFs';
import { acquireLock, holdsLock, releaseLock, type LockOwner } from './lock';
import { CAMPAIGN_SUFFIX, safeFolderName } from './safeName';
import {
  CampaignStoreError,
  describeWriteFault,
  writeFaultOf,
  type CampaignStore,
  type OpenedCampaign,
  type StoreErrorCode,
} from './types';

export interface CampaignStoreOptions {
  /** Clock for `savedAt` and backup names (tests pin it). */
  now?: () => Date;
  /** How many backups to keep per campaign (default 20). */
  backupKeep?: number;
  /** Identifies this app instance in lock files (default: random per store). */
  instanceId?: string;
  /** File-system calls used for writes; tests wrap them to check that fsync happens. */
  io?: DurableIo;
  /** Where non-fatal problems are reported (default `console.warn`). */
  warn?: (message: string) => void;
}

export const DEFAULT_BACKUP_KEEP = 20;
export const ASSET_DIR = 'assets';
export const CAMPAIGNS_DIR = 'campaigns';

/** Errors that mean "this file cannot be loaded": they come with the campaign's valid backups. */
const LOAD_ERRORS: ReadonlySet<StoreErrorCode> = new Set([
  'not-found',
  'empty-file',
  'truncated',
  'corrupt-json',
  'null-document',
  'not-a-campaign',
  'schema-invalid',
  'newer-version',
  'bad-version',
  'io',
]);

interface OpenEntry {
  readonly db: Low<CampaignDocument | null>;
  readonly lock: LockOwner;
  /** hasContent of what is on disk, cached from the last load/save (the file is not re-read per save). */
  hadContent: boolean;
}

function describeIoError(err: unknown): string {
  const code = errnoCode(err);
  const message = err instanceof Error ? err.message : String(err);
  const detail = code ? `${code}: ${message.replace(/^[A-Z]+: /, '')}` : message;
  const fault = writeFaultOf(err);
  return fault ? `${describeWriteFault(fault)}: ${detail}` : detail;
}

/**
 * `mkdir -p` that reports the real reason: on a read-only file system a recursive mkdir of a data
 * folder not made yet says ENOENT, where creating each missing folder in turn says EROFS.
 */
async function makeDirs(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (err) {
    const code = errnoCode(err);
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || dirname(dir) === dir) throw err;
    await makeDirs(dirname(dir));
    await mkdir(dir).catch((e: unknown) => {
      if (errnoCode(e) !== 'EEXIST') throw e;
    });
  }
}

/** An `io` error about `file`, carrying the write fault (read-only, full) of its cause. */
function ioError(file: string, message: string, cause: unknown): CampaignStoreError {
  return new CampaignStoreError('io', file, message, [], writeFaultOf(cause));
}

export function createCampaignStore(dataDir: string, opts: CampaignStoreOptions = {}): CampaignStore {
  const root = resolve(dataDir);
  const campaignsDir = join(root, CAMPAIGNS_DIR);
  const now = opts.now ?? (() => new Date());
  const keep = opts.backupKeep ?? DEFAULT_BACKUP_KEEP;
  const instanceId = opts.instanceId ?? randomUUID();
  const io = opts.io ?? nodeIo;
  const warn = opts.warn ?? ((m: string) => console.warn(`[store] ${m}`));

  const entries = new Map<string, OpenEntry>();
  /** Per-campaign queue: saves, backups, open and close of one campaign never interleave. */
  const queues = new Map<string, Promise<unknown>>();

  function serial<T>(folder: string, fn: () => Promise<T>): Promise<T> {
    const prev = queues.get(folder) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => undefined);
    queues.set(folder, tail);
    void tail.then(() => {
      if (queues.get(folder) === tail) queues.delete(folder);
    });
    return run;
  }

  function folderOf(path: string): string {
    // Never against the working directory: a relative path would name whatever folder the app runs in.
    if (!isAbsolute(path)) {
      throw new CampaignStoreError(
        'not-a-campaign',
        path,
        `"${path}" is not a full folder path: a campaign is opened by its absolute path (as the campaign list gives it)`,
      );
    }
    const folder = resolve(path);
    if (!basename(folder).endsWith(CAMPAIGN_SUFFIX)) {
      throw new CampaignStoreError(
        'not-a-campaign',
        folder,
        `"${basename(folder)}" is not a campaign folder (its name must end in ${CAMPAIGN_SUFFIX})`,
      );
    }
    return folder;
  }

  const mainFile = (folder: string) => join(folder, CAMPAIGN_FILE);

  /**
   * Validation results of backup files by path, size and mtime. Backups are never rewritten, and
   * validating one large backup costs ~0.25 s (bench/store.ts), so a second listing is nearly free.
   */
  const backupVerdicts = new Map<string, BackupInfo | null>();

  /** Valid backups (parse + migrate + zod), newest first. */
  async function validBackups(folder: string): Promise<BackupInfo[]> {
    const dir = join(folder, BACKUP_DIR);
    const out: BackupInfo[] = [];
    for (const name of await backupNames(dir).catch(() => [])) {
      const file = join(dir, name);
      const st = await stat(file).catch(() => null);
      if (!st) continue;
      const key = `${file}\0${st.size}\0${st.mtimeMs}`;
      let verdict = backupVerdicts.get(key);
      if (verdict === undefined) {
        verdict = await loadCampaignFile(file, io).then(
          ({ document }) => ({ name, savedAt: document.savedAt }),
          () => null, // invalid backups are not offered
        );
        backupVerdicts.set(key, verdict);
      }
      if (verdict) out.push(verdict);
    }
    return out;
  }

  /** A load failure, with the backups the GM may restore instead. */
  async function loadError(err: unknown, folder: string): Promise<CampaignStoreError> {
    const base =
      err instanceof CampaignStoreError
        ? err
        : ioError(
            mainFile(folder),
            `${describeFile(mainFile(folder))} could not be read (${describeIoError(err)})`,
            err,
          );
    if (!LOAD_ERRORS.has(base.code)) return base;
    return new CampaignStoreError(base.code, base.file, base.message, await validBackups(folder), base.fault);
  }

  /** Removes temp files left by a write that a crash interrupted (only while holding the lock). */
  async function removeLeftovers(folder: string): Promise<void> {
    for (const dir of [folder, join(folder, BACKUP_DIR), join(folder, ASSET_DIR)]) {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        if (name.includes(TMP_MARKER)) await unlink(join(dir, name)).catch(() => undefined);
      }
    }
  }

  async function backupNow(folder: string, reason: string, bytes?: Uint8Array): Promise<void> {
    let data = bytes;
    if (data === undefined) {
      const file = mainFile(folder);
      // A campaign we hold open holds what we last wrote; any other file is validated first, so a
      // damaged file never pushes good backups out of the rotation.
      data = entries.has(folder) ? await readBytes(io, file) : (await loadCampaignFile(file, io)).bytes;
    }
    await writeBackup(io, folder, data, reason, now(), keep);
  }

  /** Reads the (already locked) campaign through lowdb and registers it as open. */
  async function loadLocked(
    folder: string,
    lock: LockOwner,
  ): Promise<{ opened: OpenedCampaign; bytes: Uint8Array }> {
    const adapter = new CampaignFileAdapter(mainFile(folder), io);
    const db = new Low<CampaignDocument | null>(adapter, null);
    await db.read();
    const doc = db.data;
    const read = adapter.lastRead;
    if (doc === null || read === null) throw new Error('campaign adapter returned no document');
    entries.set(folder, { db, lock, hadContent: hasContent(doc.campaign) });
    return {
      opened: { path: folder, state: doc.campaign, migratedFrom: read.migratedFrom, savedAt: doc.savedAt },
      bytes: read.bytes,
    };
  }

  function lostLock(folder: string): CampaignStoreError {
    return new CampaignStoreError(
      'locked',
      mainFile(folder),
      `not writing "${basename(folder)}": this Hexscreen no longer holds its lock (the .lock file was removed or taken over)`,
    );
  }

  function notOpen(folder: string): CampaignStoreError {
    return new CampaignStoreError('locked', folder, `"${basename(folder)}" is not open in this Hexscreen`);
  }

  const store: CampaignStore = {
    dataDir: root,

    async list() {
      let dirents;
      try {
        dirents = await readdir(campaignsDir, { withFileTypes: true });
      } catch (err) {
        if (errnoCode(err) === 'ENOENT') return [];
        throw err;
      }
      const out: CampaignSummary[] = [];
      for (const d of dirents) {
        if (!d.isDirectory() || !d.name.endsWith(CAMPAIGN_SUFFIX)) continue;
        const folder = join(campaignsDir, d.name);
        const fallback: CampaignSummary = {
          path: folder,
          name: d.name.slice(0, -CAMPAIGN_SUFFIX.length),
          system: '',
          savedAt: null,
        };
        try {
          // Cheap: plain JSON.parse, no migration or schema validation (open does that).
          const raw: unknown = JSON.parse(await readFile(mainFile(folder), 'utf8'));
          const doc = raw as {
            format?: unknown;
            savedAt?: unknown;
            campaign?: { name?: unknown; system?: unknown };
          };
          if (typeof raw !== 'object' || raw === null || doc.format !== 'hexscreen-campaign') {
            out.push(fallback);
            continue;
          }
          out.push({
            path: folder,
            name: typeof doc.campaign?.name === 'string' ? doc.campaign.name : fallback.name,
            system: typeof doc.campaign?.system === 'string' ? doc.campaign.system : '',
            savedAt: typeof doc.savedAt === 'string' ? doc.savedAt : null,
          });
        } catch {
          out.push(fallback);
        }
      }
      return out.sort((a, b) => a.name.localeCompare(b.name));
    },

    async create(name, state) {
      const parsed = CampaignState.safeParse(state);
      const folder = join(campaignsDir, safeFolderName(name) + CAMPAIGN_SUFFIX);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new CampaignStoreError(
          'schema-invalid',
          folder,
          `cannot create "${basename(folder)}": the campaign is invalid (${first ? `${first.path.join('.')}: ${first.message}` : 'unknown'})`,
        );
      }
      try {
        await makeDirs(campaignsDir);
      } catch (err) {
        throw ioError(campaignsDir, `could not create ${campaignsDir} (${describeIoError(err)})`, err);
      }
      try {
        await mkdir(folder);
      } catch (err) {
        if (errnoCode(err) === 'EEXIST') {
          throw new CampaignStoreError(
            'exists',
            folder,
            `a campaign folder "${basename(folder)}" already exists`,
          );
        }
        throw ioError(folder, `could not create "${basename(folder)}" (${describeIoError(err)})`, err);
      }
      try {
        await mkdir(join(folder, ASSET_DIR));
        await mkdir(join(folder, BACKUP_DIR));
        const doc: CampaignDocument = {
          format: 'hexscreen-campaign',
          schemaVersion: CURRENT_SCHEMA_VERSION,
          savedAt: now().toISOString(),
          campaign: parsed.data,
        };
        await writeFileDurable(io, mainFile(folder), encodeDocument(doc));
        await fsyncDir(io, campaignsDir);
      } catch (err) {
        // Only what this call just made is removed: the folder did not exist before.
        await rm(folder, { recursive: true, force: true }).catch(() => undefined);
        throw ioError(
          folder,
          `could not create "${basename(folder)}" in ${campaignsDir} (${describeIoError(err)})`,
          err,
        );
      }
      return folder;
    },

    async open(path) {
      const folder = folderOf(path);
      return serial(folder, async () => {
        if (entries.has(folder)) {
          throw new CampaignStoreError(
            'locked',
            folder,
            `"${basename(folder)}" is already open in this Hexscreen`,
          );
        }
        const lock = await acquireLock(io, folder, instanceId).catch(async (err: unknown) => {
          throw await loadError(err, folder);
        });
        let loaded;
        try {
          loaded = await loadLocked(folder, lock);
        } catch (err) {
          await releaseLock(folder, lock).catch(() => undefined);
          throw await loadError(err, folder);
        }
        await removeLeftovers(folder);
        // The on-open backup copies the bytes just read (before any migration is saved over them).
        await backupNow(folder, 'open', loaded.bytes).catch((err: unknown) => {
          warn(`on-open backup of "${basename(folder)}" failed: ${describeIoError(err)}`);
        });
        return loaded.opened;
      });
    },

    async save(path, state) {
      const folder = folderOf(path);
      return serial(folder, async () => {
        const entry = entries.get(folder);
        const file = mainFile(folder);
        if (!entry) throw notOpen(folder);
        if (!(await holdsLock(folder, entry.lock))) throw lostLock(folder);
        const parsed = CampaignState.safeParse(state);
        if (!parsed.success) {
          const shown = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
          throw new CampaignStoreError(
            'schema-invalid',
            file,
            `not saving "${basename(folder)}": the campaign is invalid (${shown.join('; ')})`,
          );
        }
        const content = hasContent(parsed.data);
        if (!content && entry.hadContent) {
          throw new CampaignStoreError(
            'refuse-overwrite',
            file,
            `not saving "${basename(folder)}": it would replace a campaign that has content with an empty one`,
          );
        }
        const savedAt = now().toISOString();
        entry.db.data = {
          format: 'hexscreen-campaign',
          schemaVersion: CURRENT_SCHEMA_VERSION,
          savedAt,
          campaign: parsed.data,
        };
        try {
          await entry.db.write();
        } catch (err) {
          throw ioError(file, `could not save ${describeFile(file)} (${describeIoError(err)})`, err);
        }
        entry.hadContent = content;
        return { savedAt };
      });
    },

    async backup(path, reason) {
      const folder = folderOf(path);
      return serial(folder, () => backupNow(folder, reason));
    },

    async listBackups(path) {
      return validBackups(folderOf(path));
    },

    async restoreBackup(path, backupName) {
      const folder = folderOf(path);
      return serial(folder, async () => {
        const backupFile = join(folder, BACKUP_DIR, backupName);
        if (!isBackupName(backupName)) {
          throw new CampaignStoreError('not-found', backupFile, `"${backupName}" is not a backup name`);
        }
        // The backup is validated before anything is moved.
        const { bytes } = await loadCampaignFile(backupFile, io);
        const existing = entries.get(folder);
        if (existing && !(await holdsLock(folder, existing.lock))) throw lostLock(folder);
        const lock = existing?.lock ?? (await acquireLock(io, folder, instanceId));
        entries.delete(folder);
        const file = mainFile(folder);
        /** Where the current file was moved, to put it back if the restore fails after all. */
        let movedAside: string | null = null;
        try {
          // The current file (broken or not) is kept aside, never deleted.
          let aside = join(folder, `campaign.broken-${fileStamp(now())}.json`);
          for (
            let n = 2;
            await stat(aside).then(
              () => true,
              () => false,
            );
            n++
          ) {
            aside = join(folder, `campaign.broken-${fileStamp(now())}-${n}.json`);
          }
          try {
            await io.rename(file, aside);
            movedAside = aside;
          } catch (err) {
            if (errnoCode(err) !== 'ENOENT') throw err;
          }
          await writeFileDurable(io, file, bytes);
          return (await loadLocked(folder, lock)).opened;
        } catch (err) {
          // The folder as it was: the current file back under its name (a full disk fails the write)…
          if (movedAside !== null) {
            const from = movedAside;
            await io.rename(from, file).catch((e: unknown) => {
              warn(`could not move ${from} back to ${file}: ${describeIoError(e)}`);
            });
          }
          // …and still open as before (the GM's in-memory state can be saved back), or unlocked again.
          if (existing) entries.set(folder, existing);
          else await releaseLock(folder, lock).catch(() => undefined);
          throw await loadError(err, folder);
        }
      });
    },

    async close(path) {
      const folder = folderOf(path);
      return serial(folder, async () => {
        const entry = entries.get(folder);
        if (!entry) return;
        try {
          if (await holdsLock(folder, entry.lock)) await backupNow(folder, 'close');
        } finally {
          entries.delete(folder);
          await releaseLock(folder, entry.lock);
        }
      });
    },

    async putAsset(path, bytes, ext) {
      const folder = folderOf(path);
      if (!['png', 'jpg', 'webp'].includes(ext)) {
        throw new CampaignStoreError('io', folder, `unsupported image type "${String(ext)}"`);
      }
      const id = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
      const dir = join(folder, ASSET_DIR);
      const file = join(dir, id);
      const size = await stat(file).then(
        (s) => s.size,
        () => -1,
      );
      if (size === bytes.length) return id; // content-addressed: same name, same bytes
      try {
        await stat(folder);
        await mkdir(dir, { recursive: true });
        await writeFileDurable(io, file, bytes);
      } catch (err) {
        const code = errnoCode(err) === 'ENOENT' ? 'not-found' : 'io';
        throw new CampaignStoreError(
          code,
          file,
          `could not store image in "${basename(folder)}" (${describeIoError(err)})`,
        );
      }
      return id;
    },
  };
  return store;
}
