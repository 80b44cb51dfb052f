/**
 * What the session pushes to views: a snapshot when a view connects or falls behind, then one patch per
 * change (issue 20), for both roles and both transports.
 */
import type { CampaignState, LogEntry } from '../model/campaign';
import type { PlayerLogEntry, PlayerView } from '../view/playerView';
import type { DisplayState } from './display';

/** Autosave state shown in the GM's status bar. */
export type SaveState = 'saved' | 'saving' | 'error' | 'none';

export interface SaveStatus {
  readonly state: SaveState;
  /** ISO time of the last successful write, if any. */
  readonly savedAt: string | null;
  readonly message: string | null;
  /** The campaign revision on disk (counted from when it was opened), null before the first save. */
  readonly revision?: number | null;
}

/** The undo history: how many steps it holds, its bound, and how many old steps fell off it. */
export interface UndoInfo {
  readonly steps: number;
  readonly limit: number;
  readonly dropped: number;
}

/** A backup the GM may restore when a campaign file cannot be opened. */
export interface BackupInfo {
  readonly name: string;
  readonly savedAt: string;
}

/** Why the last campaign could not be opened; the file is left untouched. */
export interface LoadProblem {
  readonly file: string;
  readonly code: string;
  readonly message: string;
  /** Valid backups, newest first. */
  readonly backups: readonly BackupInfo[];
}

/**
 * The disk refuses writes: `read-only` (a read-only disk, or no permission) or `full` (no space left).
 * Nothing can be saved (and, at start, no campaign opened) until the GM fixes it and tries again.
 */
export interface StorageProblem {
  /** The folder that cannot be written (the data folder, or the campaign's). */
  readonly folder: string;
  readonly fault: 'read-only' | 'full';
  /** The technical detail (with the system's error code), for the curious. */
  readonly message: string;
}

/** The full state, for the GM view. */
export interface GmSnapshot {
  readonly role: 'gm';
  readonly revision: number;
  /** Which run of the session the revisions count in (a restarted server counts anew). */
  readonly epoch?: string;
  /**
   * The campaign, with only the newest entries of its log ({@link GM_LOG_WINDOW}); older ones are fetched
   * by sequence range (`log:page`).
   */
  readonly campaign: CampaignState | null;
  /** The seq of the campaign log's oldest entry (null for an empty log): older pages exist before the window. */
  readonly logFirstSeq?: number | null;
  /** The campaign revision: it counts every change of the campaign since it was opened. */
  readonly campaignRevision?: number;
  readonly undo?: UndoInfo;
  readonly campaignPath: string | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly save: SaveStatus;
  readonly problem: LoadProblem | null;
  /** Set while the disk refuses writes; absent or null when writing works. */
  readonly storage?: StorageProblem | null;
  /** The player display's state, for the GM's controls. */
  readonly display: DisplayState;
  /** Exactly what the players' display shows now (null in a blackout): the GM's live preview. */
  readonly playerView: PlayerView | null;
}

/** The projection, for player views. */
export interface PlayerSnapshot {
  readonly role: 'player';
  readonly revision: number;
  /** Which run of the session the revisions count in (a restarted server counts anew). */
  readonly epoch?: string;
  /**
   * The open campaign as an opaque key, new each time one is opened (never its path or id), so a display
   * drops every image and view it kept of the campaign before. Null with none open.
   */
  readonly campaignKey: string | null;
  /** Null with no campaign open, and during a blackout (nothing is sent then). */
  readonly view: PlayerView | null;
  readonly display: DisplayState;
}

export type Snapshot = GmSnapshot | PlayerSnapshot;

/** How many of the newest log entries a GM view holds; older ones come by page (`log:page`). */
export const GM_LOG_WINDOW = 500;

/** How many public log entries players get (the newest shown ones). */
export const PLAYER_LOG_TAIL = 30;

/**
 * A change to a view's log: entries with seq ≥ `truncateFrom` go (an undo), `prepend` comes before
 * (older entries back in the window), `append` after; with `reset`, `append` replaces the view's entries. Views keep their newest entries only (the GM
 * {@link GM_LOG_WINDOW}, players their tail).
 */
export interface LogDelta<E> {
  readonly truncateFrom?: number;
  readonly append: readonly E[];
  /** Older entries that come back into the view's window (after an undo shortened it), oldest first. */
  readonly prepend?: readonly E[];
  readonly reset?: boolean;
}

/** One RFC 6902 operation (the subset `fast-json-patch`'s `compare` makes). */
export type PatchOp =
  | { readonly op: 'add' | 'replace'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string };

/**
 * A change pushed to a view: JSON Patch operations against the snapshot it holds at revision `from`
 * (without the log: `campaign.log` for the GM, `view.log` for players stay out of the operations), the
 * log's change, and the new revision. A view at another revision asks for a snapshot instead.
 */
export interface SnapshotPatch {
  readonly role: 'gm' | 'player';
  readonly kind: 'patch';
  readonly epoch?: string;
  readonly from: number;
  readonly revision: number;
  readonly ops: readonly PatchOp[];
  readonly log?: LogDelta<LogEntry> | LogDelta<PlayerLogEntry>;
}

/** What the session pushes: a whole snapshot (on opening a campaign) or a patch. */
export type SessionUpdate = Snapshot | SnapshotPatch;
