/** What the session pushes to views. */
import type { CampaignState } from '../model/campaign';
import type { PlayerView } from '../view/playerView';
import type { DisplayState } from './display';

/** Autosave state shown in the GM's status bar. */
export type SaveState = 'saved' | 'saving' | 'error' | 'none';

export interface SaveStatus {
  readonly state: SaveState;
  /** ISO time of the last successful write, if any. */
  readonly savedAt: string | null;
  readonly message: string | null;
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
  readonly campaign: CampaignState | null;
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
