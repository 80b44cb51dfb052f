/**
 * A campaign folder's two files read and written together: `campaign.json` (the campaign with an empty
 * log, and the journal revision it includes, `baseRevision`) and `log.jsonl` (the log, then the changes
 * saved since; journal.ts).
 *
 * Reading never writes: a torn last journal line is reported (`journal.torn`) for the store to cut off
 * once it holds the lock. A campaign.json without `baseRevision` holds the whole campaign, log inline
 * (a file from before schema 3, or a backup put in its place): it is read alone, `selfContained`, and
 * any log.jsonl beside it is stale; the store splits it into the two files.
 *
 * Writing the pair: the two files cannot change in one atomic step, so each writer orders its two
 * atomic writes so that a crash between them leaves a pair that still reads as a saved state:
 * - splitting a self-contained file: log.jsonl first, then campaign.json (still self-contained until
 *   then, so the next open splits again);
 * - rebasing or compacting: campaign.json first (its new `baseRevision` makes the journal's older `$rev`
 *   lines moot), then log.jsonl (whose entries and truncations give the same log either way).
 */
import { join } from 'node:path';
import {
  CampaignDocument,
  CURRENT_SCHEMA_VERSION,
  type CampaignState,
  type LogEntry,
} from '@shared/model/campaign';
import {
  CAMPAIGN_FILE,
  describeFile,
  describeIssues,
  documentHead,
  encodeDocument,
  orderedCampaign,
  parseCampaignBytes,
  readBytes,
  validateDocument,
} from './campaignFile';
import { writeFileDurable, type DurableIo } from './durableFs';
import { applyPatches, encodeEntries, LOG_FILE, parseJournal, type JournalRead } from './journal';
import { CampaignStoreError } from './types';

/** A campaign folder as read from disk. */
export interface ReadCampaign {
  /** The whole campaign, log included. */
  readonly state: CampaignState;
  /** When it was last saved (campaign.json's time, or the newest `$at` of the journal above it). */
  readonly savedAt: string;
  /** The schema version campaign.json was migrated from, or null when it was current. */
  readonly migratedFrom: number | null;
  /** campaign.json's bytes as read (the on-open backup of a file being split copies them). */
  readonly mainBytes: Uint8Array;
  /** campaign.json holds the whole campaign (no `baseRevision`): log.jsonl was not read. */
  readonly selfContained: boolean;
  /** campaign.json's `baseRevision` (0 when self-contained). */
  readonly baseRevision: number;
  /** The journal as read, or null when campaign.json is self-contained. */
  readonly journal: JournalRead | null;
  /**
   * The bytes of a backup of what was read: campaign.json's own bytes when self-contained; else the
   * whole campaign in one document, made from the texts just read when no journal change applies
   * (the same bytes {@link encodeBackup} makes, without encoding the campaign again).
   */
  backupBytes(): Uint8Array;
}

export const mainFileOf = (folder: string): string => join(folder, CAMPAIGN_FILE);
export const logFileOf = (folder: string): string => join(folder, LOG_FILE);

const NO_ENTRIES: readonly LogEntry[] = Object.freeze([]);

/**
 * Reads and validates a campaign folder: campaign.json (parsed, migrated), log.jsonl (every line
 * checked), the journal's changes applied, and the result validated with zod once. Throws a
 * {@link CampaignStoreError} naming the file at fault (campaign.json's codes, or `corrupt-log` and
 * `not-found` for log.jsonl).
 */
export async function readCampaignFolder(folder: string, io: DurableIo): Promise<ReadCampaign> {
  const mainFile = mainFileOf(folder);
  const mainBytes = await readBytes(io, mainFile);
  const parsed = parseCampaignBytes(mainBytes, mainFile);
  if (parsed.raw.baseRevision === undefined) {
    const doc = validateDocument(parsed, mainFile);
    return {
      state: doc.campaign,
      savedAt: doc.savedAt,
      migratedFrom: parsed.migratedFrom,
      mainBytes,
      selfContained: true,
      baseRevision: 0,
      journal: null,
      backupBytes: () => mainBytes,
    };
  }
  const base = parsed.raw.baseRevision;
  // A baseRevision of the wrong type is campaign.json's own problem: zod names it.
  if (typeof base !== 'number' || !Number.isInteger(base) || base < 0) validateDocument(parsed, mainFile);
  const baseRevision = base as number;
  const inline = (parsed.raw.campaign as { log?: unknown } | undefined)?.log;
  if (Array.isArray(inline) && inline.length > 0) {
    throw new CampaignStoreError(
      'schema-invalid',
      mainFile,
      `${describeFile(mainFile)} holds log entries although its log is kept in ${LOG_FILE} (it has a baseRevision)`,
    );
  }

  const logFile = logFileOf(folder);
  const journal = parseJournal(await readBytes(io, logFile), logFile, baseRevision);
  let doc: CampaignDocument;
  if (journal.patches.length === 0) {
    doc = validateDocument(parsed, mainFile);
  } else {
    // Validated once, after the journal's changes; on failure campaign.json alone is checked, so the
    // message names the file at fault.
    try {
      applyPatches(parsed.raw.campaign as Record<string, unknown>, journal.patches, logFile);
    } catch (err) {
      validateDocument(parseCampaignBytes(mainBytes, mainFile), mainFile);
      throw err;
    }
    const result = CampaignDocument.safeParse(parsed.raw);
    if (!result.success) {
      validateDocument(parseCampaignBytes(mainBytes, mainFile), mainFile);
      const first = journal.patches[0];
      throw new CampaignStoreError(
        'corrupt-log',
        logFile,
        `${describeFile(logFile)} is damaged: the changes saved in it since ${CAMPAIGN_FILE} was written (from line ${first?.line ?? '?'}) make the campaign invalid: ${describeIssues(result.error.issues)}`,
      );
    }
    doc = result.data;
  }
  const lastAt = journal.lastAt;
  const state = { ...doc.campaign, log: journal.entries };
  const savedAt = lastAt !== null && lastAt > doc.savedAt ? lastAt : doc.savedAt;
  return {
    state,
    savedAt,
    migratedFrom: parsed.migratedFrom,
    mainBytes,
    selfContained: false,
    baseRevision,
    journal,
    backupBytes: () =>
      (journal.patches.length === 0 &&
        spliceBackup(parsed.text, journal.entryLines, savedAt, baseRevision)) ||
      encodeBackup(state, savedAt),
  };
}

/**
 * A whole-campaign document from campaign.json's text (as {@link writeMain} writes it: compact, the
 * log empty and last) and the journal's entry lines, or null when the text is not in that form.
 */
function spliceBackup(
  mainText: string,
  entryLines: readonly string[],
  savedAt: string,
  baseRevision: number,
): Uint8Array | null {
  const head = documentHead(savedAt, baseRevision);
  const tail = ',"log":[]}}\n';
  if (!mainText.startsWith(head) || !mainText.endsWith(tail)) return null;
  return Buffer.from(
    `${documentHead(savedAt)}${mainText.slice(head.length, -tail.length)},"log":[${entryLines.join(',')}]}}\n`,
  );
}

/** Writes campaign.json (atomic, durable) at `state` with an empty log and `baseRevision`. */
export async function writeMain(
  io: DurableIo,
  folder: string,
  state: CampaignState,
  savedAt: string,
  baseRevision: number,
): Promise<void> {
  const doc: CampaignDocument = {
    format: 'hexscreen-campaign',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    savedAt,
    baseRevision,
    campaign: orderedCampaign(state, NO_ENTRIES as LogEntry[]),
  };
  await writeFileDurable(io, mainFileOf(folder), encodeDocument(doc));
}

/** Writes log.jsonl (atomic, durable) holding only `entries`; returns its length in bytes. */
export async function writeJournal(
  io: DurableIo,
  folder: string,
  entries: readonly LogEntry[],
  base: number,
): Promise<number> {
  const text = encodeEntries(entries, base);
  await writeFileDurable(io, logFileOf(folder), text);
  return Buffer.byteLength(text);
}

/** The bytes of a backup: the whole campaign in one self-contained document (log inline, no baseRevision). */
export function encodeBackup(state: CampaignState, savedAt: string): Uint8Array {
  return Buffer.from(
    encodeDocument({
      format: 'hexscreen-campaign',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      savedAt,
      campaign: state,
    }),
  );
}
