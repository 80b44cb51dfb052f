/**
 * The campaign store: campaign folders on disk, written so that a GM's work is never lost.
 *
 * `<dataDir>/campaigns/<name>.hexcampaign/` holds `campaign.json` (the campaign, its log empty),
 * `log.jsonl` (the log, then the changes saved since campaign.json was written: journal.ts),
 * `assets/<sha256>.<ext>` (images, never base64 in the JSON), `backups/` and, while open, `.lock`.
 * The guarantees:
 * - a bad file is reported (code, file, message, valid backups) and never modified — except a torn last
 *   journal line (a crash mid-append), which is cut off;
 * - every write is atomic and durable (see durableFs.ts): a rewrite leaves the old or the new file, an
 *   append is fsynced before the save counts, and a crash leaves the last saved state or the one after;
 * - a save writes what changed since the last save (appended to log.jsonl, one fsync), not the campaign:
 *   campaign.json is rewritten only when the journal has grown (a rebase), on open when that pays, on
 *   close, and when a campaign from before schema 3 (log inline) is first opened;
 * - a campaign with content is never replaced by an empty one (`refuse-overwrite`);
 * - one instance writes a campaign at a time (`.lock`), and a crashed instance's lock is taken over;
 * - rotating backups (each the whole campaign in one file) on open, on an interval and on close;
 *   restoring one keeps the broken files aside.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { CampaignState, hasContent, LogEntry } from '@shared/model/campaign';
import type { BackupInfo } from '@shared/contract/snapshots';
import type { CampaignSummary } from '@shared/contract/channels';
import { BACKUP_DIR, backupNames, fileStamp, isBackupName, writeBackup } from './backups';
import { describeFile, describeIssues, loadCampaignFile } from './campaignFile';
import {
  encodeBackup,
  logFileOf,
  mainFileOf,
  readCampaignFolder,
  writeJournal,
  writeMain,
  type ReadCampaign,
} from './campaignFolder';
import {
  appendDurable,
  errnoCode,
  fsyncDir,
  nodeIo,
  TMP_MARKER,
  truncateDurable,
  writeFileDurable,
  type DurableIo,
} from './durableFs';
import {
  addCounts,
  compactionPays,
  encodeSave,
  entryCounts,
  isLogEntry,
  logDelta,
  rebasePays,
  stateOps,
  type JournalCounts,
} from './journal';
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
  'corrupt-log',
  'io',
]);

interface OpenEntry {
  readonly lock: LockOwner;
  /** The campaign's log.jsonl. */
  readonly logFile: string;
  /** hasContent of what is on disk, cached from the last load/save (the file is not re-read per save). */
  hadContent: boolean;
  /** The state last written, by reference: the next save writes what changed since. */
  saved: CampaignState;
  /** When `saved` was saved. */
  savedAt: string;
  /** The `savedAt` and `baseRevision` campaign.json holds. */
  mainSavedAt: string;
  baseRevision: number;
  /** The newest revision in the journal (or `baseRevision`, when newer). */
  rev: number;
  /** log.jsonl's length in bytes, up to the end of its last good line. */
  journalLength: number;
  /** An append failed and could not be cut back: the next append first cuts log.jsonl to `journalLength`. */
  journalDirty: boolean;
  /** What log.jsonl holds (lines, and how many are `$rev` / `$truncate`). */
  readonly counts: JournalCounts;
  /** A rebase (campaign.json rewrite) is queued behind the current save. */
  rebaseQueued: boolean;
  /** After a failed rebase, none is tried again before this time (ms; the journal keeps every change). */
  rebaseNotBefore: number;
}

/** How long a failed rebase waits before the next try. */
const REBASE_RETRY_MS = 60_000;

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

  /** Campaign folders by the path they were named with (every save names its campaign again). */
  const folders = new Map<string, string>();

  function folderOf(path: string): string {
    const known = folders.get(path);
    if (known !== undefined) return known;
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
    if (folders.size < 1000) folders.set(path, folder);
    return folder;
  }

  const mainFile = mainFileOf;

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

  /**
   * Writes a backup: `bytes`, or the whole campaign as last saved (an open campaign: what this store
   * wrote; any other is read and validated first, so a damaged one never pushes good backups out of
   * the rotation).
   */
  async function backupNow(folder: string, reason: string, bytes?: Uint8Array): Promise<void> {
    let data = bytes;
    if (data === undefined) {
      const entry = entries.get(folder);
      if (entry) data = encodeBackup(entry.saved, entry.savedAt);
      else {
        data = (await readCampaignFolder(folder, io)).backupBytes();
      }
    }
    await writeBackup(io, folder, data, reason, now(), keep);
  }

  /**
   * Rewrites campaign.json at the last saved state (a rebase: the journal's `$rev` lines so far become
   * moot) and, when `compact`, log.jsonl with only the log's entries.
   */
  async function rewrite(folder: string, entry: OpenEntry, compact: boolean): Promise<void> {
    if (entry.baseRevision !== entry.rev || entry.mainSavedAt !== entry.savedAt) {
      await writeMain(io, folder, entry.saved, entry.savedAt, entry.rev);
      entry.baseRevision = entry.rev;
      entry.mainSavedAt = entry.savedAt;
      entry.counts.patchLines = 0;
      entry.counts.patchBytes = 0;
    }
    if (compact) {
      entry.journalLength = await writeJournal(io, folder, entry.saved.log, entry.rev);
      entry.journalDirty = false;
      Object.assign(entry.counts, entryCounts(entry.saved.log.length));
    }
  }

  /**
   * Makes a campaign just read (and locked) open: cuts off a torn last journal line, takes the on-open
   * backup, moves an inline log out into log.jsonl, and compacts when that pays.
   */
  async function adopt(
    folder: string,
    lock: LockOwner,
    read: ReadCampaign,
    opts: { readonly backup: boolean },
  ): Promise<OpenedCampaign> {
    const journal = read.journal;
    if (journal?.torn) {
      await truncateDurable(io, logFileOf(folder), journal.goodLength);
      warn(
        `dropped the torn last line (line ${journal.torn.line}: ${journal.torn.reason}) of ${describeFile(logFileOf(folder))}: a save that a crash cut short`,
      );
    }
    if (opts.backup) {
      // The on-open backup comes first: of a file about to be split, the very bytes just read.
      await backupNow(folder, 'open', read.backupBytes()).catch((err: unknown) => {
        warn(`on-open backup of "${basename(folder)}" failed: ${describeIoError(err)}`);
      });
    }
    const entry: OpenEntry = {
      lock,
      logFile: logFileOf(folder),
      hadContent: hasContent(read.state),
      saved: read.state,
      savedAt: read.savedAt,
      mainSavedAt: read.savedAt,
      baseRevision: read.baseRevision,
      rev: journal?.rev ?? 0,
      journalLength: journal?.goodLength ?? 0,
      journalDirty: false,
      counts: journal ? { ...journal.counts } : entryCounts(0),
      rebaseQueued: false,
      rebaseNotBefore: 0,
    };
    if (read.selfContained) {
      // The log moves out: log.jsonl first, then campaign.json with an empty log. A crash in between
      // leaves the old campaign.json, which the next open splits again.
      entry.journalLength = await writeJournal(io, folder, read.state.log, entry.rev);
      Object.assign(entry.counts, entryCounts(read.state.log.length));
      await writeMain(io, folder, read.state, read.savedAt, 0);
    } else if (compactionPays(entry.counts) || rebasePays(entry.counts)) {
      await rewrite(folder, entry, compactionPays(entry.counts)).catch((err: unknown) => {
        warn(`could not compact "${basename(folder)}": ${describeIoError(err)}`);
      });
    }
    entries.set(folder, entry);
    return { path: folder, state: read.state, migratedFrom: read.migratedFrom, savedAt: read.savedAt };
  }

  /**
   * Queues a rebase behind the current save once the journal has grown past the threshold. One that
   * fails (a full disk) is warned about and tried again a minute later, not after every save.
   */
  function queueRebase(folder: string, entry: OpenEntry): void {
    if (entry.rebaseQueued || !rebasePays(entry.counts) || Date.now() < entry.rebaseNotBefore) return;
    entry.rebaseQueued = true;
    void serial(folder, async () => {
      entry.rebaseQueued = false;
      // Closed, reopened or taken over meanwhile: nothing to do here.
      if (entries.get(folder) !== entry || !(await holdsLock(folder, entry.lock))) return;
      await rewrite(folder, entry, compactionPays(entry.counts));
    }).catch((err: unknown) => {
      entry.rebaseNotBefore = Date.now() + REBASE_RETRY_MS;
      warn(
        `could not rewrite ${describeFile(mainFile(folder))} (the journal keeps every change): ${describeIoError(err)}`,
      );
    });
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
        // log.jsonl first: campaign.json is what makes the folder a campaign.
        await writeJournal(io, folder, parsed.data.log, 0);
        await writeMain(io, folder, parsed.data, now().toISOString(), 0);
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
        try {
          let read;
          try {
            read = await readCampaignFolder(folder, io);
          } catch (err) {
            throw await loadError(err, folder);
          }
          await removeLeftovers(folder);
          return await adopt(folder, lock, read, { backup: true });
        } catch (err) {
          await releaseLock(folder, lock).catch(() => undefined);
          if (err instanceof CampaignStoreError) throw err;
          throw ioError(folder, `could not open "${basename(folder)}" (${describeIoError(err)})`, err);
        }
      });
    },

    async save(path, state) {
      const folder = folderOf(path);
      return serial(folder, async () => {
        const entry = entries.get(folder);
        if (!entry) throw notOpen(folder);
        const file = mainFile(folder);
        const logFile = entry.logFile;
        if (!(await holdsLock(folder, entry.lock))) throw lostLock(folder);
        const content = hasContent(state);
        if (!content && entry.hadContent) {
          throw new CampaignStoreError(
            'refuse-overwrite',
            file,
            `not saving "${basename(folder)}": it would replace a campaign that has content with an empty one`,
          );
        }
        // The journal is opened now, so that the open overlaps working out what changed. Unless the
        // append takes the handle over (and closes it), it is closed on the way out.
        const opened = io.open(logFile, 'a');
        opened.catch(() => undefined); // a failed open is reported by the append that awaits it
        let handleTaken = false;
        const closeOpened = async (): Promise<void> => {
          if (handleTaken) return;
          handleTaken = true;
          await opened.then(
            (handle) => handle.close(),
            () => undefined,
          );
        };
        try {
          // The state is not validated again (commands are validated on the way in, files when
          // opened): only the log entries new since the last save are, as a bad journal line could not
          // be read.
          const delta = logDelta(entry.saved.log, state.log);
          const fresh = delta ? delta.appended : state.log;
          for (let i = 0; i < fresh.length; i++) {
            if (isLogEntry(fresh[i])) continue;
            const checked = LogEntry.safeParse(fresh[i]);
            if (!checked.success) {
              throw new CampaignStoreError(
                'schema-invalid',
                file,
                `not saving "${basename(folder)}": a new log entry is invalid (${describeIssues(checked.error.issues, ['log', state.log.length - fresh.length + i])})`,
              );
            }
          }
          const ops = stateOps(entry.saved, state);
          if (delta && delta.truncateFrom === null && delta.appended.length === 0 && ops.length === 0) {
            // Nothing changed: nothing to write.
            entry.saved = state;
            return { savedAt: entry.savedAt };
          }
          const savedAt = now().toISOString();
          try {
            // Every save is a revision: its `$rev` line commits it (journal.ts parseJournal). A log
            // the journal cannot express as a change (sequence numbers that do not increase) is
            // written whole after a `$truncate 0` — still one append, so that a crash leaves the
            // save before or this one, never the new state with the old log (as writing the two
            // files would, between them); both files are rewritten below.
            const rev = entry.rev + 1;
            const save = encodeSave(delta ?? { truncateFrom: 0, appended: state.log }, ops, rev, savedAt);
            handleTaken = true;
            entry.journalLength = await appendDurable(io, logFile, save.text, entry.journalLength, {
              cutFirst: entry.journalDirty,
              opened,
            });
            entry.journalDirty = false;
            entry.rev = rev;
            addCounts(entry.counts, save.counts);
          } catch (err) {
            if ((err as { cutBack?: unknown }).cutBack === false) entry.journalDirty = true;
            throw ioError(logFile, `could not save ${describeFile(logFile)} (${describeIoError(err)})`, err);
          }
          entry.saved = state;
          entry.savedAt = savedAt;
          entry.hadContent = content;
          if (delta) queueRebase(folder, entry);
          else {
            // The old log's lines are now dead weight: a rebase, compacted (safe to crash in).
            await rewrite(folder, entry, true).catch((err: unknown) => {
              warn(
                `could not rewrite "${basename(folder)}" (the journal keeps every change): ${describeIoError(err)}`,
              );
            });
          }
          return { savedAt };
        } finally {
          await closeOpened();
        }
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
        const { document, migratedFrom } = await loadCampaignFile(backupFile, io);
        const existing = entries.get(folder);
        if (existing && !(await holdsLock(folder, existing.lock))) throw lostLock(folder);
        const lock = existing?.lock ?? (await acquireLock(io, folder, instanceId));
        entries.delete(folder);
        /** Files moved aside ([from, to]), to put them back if the restore fails after all. */
        const moved: [string, string][] = [];
        let wroteJournal = false;
        try {
          // The current files (broken or not) are kept aside, never deleted.
          const stamp = fileStamp(now());
          const taken = async (n: number) =>
            (
              await Promise.all(
                [
                  `campaign.broken-${stamp}${n > 1 ? `-${n}` : ''}.json`,
                  `log.broken-${stamp}${n > 1 ? `-${n}` : ''}.jsonl`,
                ].map((name) =>
                  stat(join(folder, name)).then(
                    () => true,
                    () => false,
                  ),
                ),
              )
            ).some(Boolean);
          let n = 1;
          while (await taken(n)) n++;
          const suffix = n > 1 ? `-${n}` : '';
          for (const [from, to] of [
            [mainFile(folder), join(folder, `campaign.broken-${stamp}${suffix}.json`)],
            [logFileOf(folder), join(folder, `log.broken-${stamp}${suffix}.jsonl`)],
          ] as const) {
            try {
              await io.rename(from, to);
              moved.push([from, to]);
            } catch (err) {
              if (errnoCode(err) !== 'ENOENT') throw err;
            }
          }
          // The backup becomes the campaign: its log first, then campaign.json (a crash in between
          // leaves no campaign.json, and the backups are offered again).
          wroteJournal = true;
          await writeJournal(io, folder, document.campaign.log, 0);
          await writeMain(io, folder, document.campaign, document.savedAt, 0);
          const read = await readCampaignFolder(folder, io);
          const opened = await adopt(folder, lock, read, { backup: false });
          return { ...opened, migratedFrom };
        } catch (err) {
          // The folder as it was: the current files back under their names (a full disk fails the
          // write)…
          if (wroteJournal && !moved.some(([from]) => from === logFileOf(folder))) {
            await io.unlink(logFileOf(folder)).catch(() => undefined);
          }
          for (const [from, to] of moved.reverse()) {
            await io.rename(to, from).catch((e: unknown) => {
              warn(`could not move ${to} back to ${from}: ${describeIoError(e)}`);
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
          if (await holdsLock(folder, entry.lock)) {
            // campaign.json at the last saved state, and the journal down to its entries; if the disk
            // refuses, the journal still holds every change.
            await rewrite(folder, entry, entry.counts.overheadLines > 0).catch((err: unknown) => {
              warn(`could not rewrite "${basename(folder)}" on close: ${describeIoError(err)}`);
            });
            await backupNow(folder, 'close');
          }
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
