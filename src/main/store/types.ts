/**
 * The campaign store's interface: what the session needs from the disk. Implemented by
 * `campaignStore.ts`; kept apart so the session can be tested against an in-memory fake.
 */
import type { CampaignState } from '@shared/model/campaign';
import type { BackupInfo } from '@shared/contract/snapshots';
import type { CampaignSummary } from '@shared/contract/channels';

/** Why a campaign could not be opened or saved. The file on disk is never modified on a load error. */
export type StoreErrorCode =
  | 'not-found'
  | 'empty-file'
  | 'truncated'
  | 'corrupt-json'
  | 'null-document'
  | 'not-a-campaign'
  | 'schema-invalid'
  | 'newer-version'
  | 'bad-version'
  /** log.jsonl has a bad line (not its last: a torn last line is a crash mid-append, cut off on open). */
  | 'corrupt-log'
  | 'locked'
  | 'refuse-overwrite'
  | 'exists'
  | 'io';

/**
 * Why the disk refused a write, in the terms a GM can act on: `read-only` (a read-only disk, or no
 * permission to write there) or `full` (no space or quota left). Anything else is no write fault.
 */
export type WriteFault = 'read-only' | 'full';

const READ_ONLY_CODES: ReadonlySet<string> = new Set(['EACCES', 'EPERM', 'EROFS']);
const FULL_CODES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT']);

export class CampaignStoreError extends Error {
  override name = 'CampaignStoreError';
  constructor(
    readonly code: StoreErrorCode,
    /** The file (or folder) the problem is about. */
    readonly file: string,
    message: string,
    /** Valid backups of this campaign, newest first (filled on load errors). */
    readonly backups: readonly BackupInfo[] = [],
    /** Set when the disk refused a write (read-only or full): the GM can fix that and try again. */
    readonly fault: WriteFault | null = null,
  ) {
    super(message);
  }
}

/** The write fault behind an error: a store error's own, or a Node error's errno code. */
export function writeFaultOf(err: unknown): WriteFault | null {
  if (err instanceof CampaignStoreError) return err.fault;
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  if (READ_ONLY_CODES.has(code)) return 'read-only';
  if (FULL_CODES.has(code)) return 'full';
  return null;
}

/** A write fault in plain words, for messages (the errno code stays in them for the curious). */
export function describeWriteFault(fault: WriteFault): string {
  return fault === 'full'
    ? 'the disk is full'
    : 'the folder is read-only or Hexscreen is not allowed to write there';
}

export interface OpenedCampaign {
  readonly path: string;
  readonly state: CampaignState;
  /** The schema version the file was migrated from, or null when it was current. */
  readonly migratedFrom: number | null;
  readonly savedAt: string | null;
}

export interface CampaignStore {
  /** The folder that holds `campaigns/` and `settings.json`. */
  readonly dataDir: string;
  /** Campaign folders in `<dataDir>/campaigns`, with names read from their files (unreadable ones too, flagged by savedAt null). */
  list(): Promise<CampaignSummary[]>;
  /** Creates `<dataDir>/campaigns/<safe name>.hexcampaign/` holding `state`; fails with `exists` rather than overwrite. */
  create(name: string, state: CampaignState): Promise<string>;
  /**
   * Loads, migrates and validates campaign.json and log.jsonl; takes the lock; makes an on-open backup;
   * cuts off a torn last journal line; moves the log of a file from before schema 3 out into log.jsonl.
   */
  open(path: string): Promise<OpenedCampaign>;
  /**
   * Saves the whole current state (log included) by appending what changed since the last save to
   * log.jsonl, with one fsync; durable when it resolves. The state is not validated again (only new log
   * entries are). Refuses to replace content with an empty campaign.
   */
  save(path: string, state: CampaignState): Promise<{ savedAt: string }>;
  /** Writes the campaign as last saved (one file, log inline) to `backups/` with a timestamped name; keeps the newest 20. */
  backup(path: string, reason: 'open' | 'interval' | 'close' | 'manual'): Promise<void>;
  /** Valid backups, newest first. */
  listBackups(path: string): Promise<BackupInfo[]>;
  /** Opens the campaign from a backup (the broken main file is kept aside, never deleted) and takes the lock. */
  restoreBackup(path: string, backupName: string): Promise<OpenedCampaign>;
  /** Rewrites campaign.json at the last saved state (and compacts log.jsonl), backs up, releases the lock. */
  close(path: string): Promise<void>;
  /** Stores bytes under `assets/<sha256>.<ext>` and returns that asset id. */
  putAsset(path: string, bytes: Uint8Array, ext: 'png' | 'jpg' | 'webp'): Promise<string>;
}
