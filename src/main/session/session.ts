/**
 * The one authoritative session: views send commands; the session validates nothing itself (the
 * dispatcher already did), applies them through the pure engine, keeps undo/redo history, persists
 * (debounced autosave with a visible status), and pushes a new snapshot to every view — the full
 * state to the GM, the player projection to players.
 */
import { randomUUID } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import type { DiceSource } from '@shared/dice/dice';
import type { CampaignState, SystemId } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { CampaignSummary, Role, SystemPreviewAnswer } from '@shared/contract/channels';
import {
  GM_LOG_WINDOW,
  type GmSnapshot,
  type LoadProblem,
  type PlayerSnapshot,
  type SaveStatus,
  type SessionUpdate,
  type SnapshotPatch,
  type Snapshot,
  type StorageProblem,
} from '@shared/contract/snapshots';
import type { LogEntry } from '@shared/model/campaign';
import { PLAYER_LOG_TAIL, type PlayerLogEntry, type PlayerView } from '@shared/view/playerView';
import { createPlayerProjector, type PlayerProjector } from '@shared/view/playerProjector';
import { NO_LOG, PublishedView } from './liveViews';
import { DEFAULT_UNDO_LIMIT, UndoHistory } from './undoHistory';
import { DEFAULT_DISPLAY, type DisplayPatch, type DisplayState } from '@shared/contract/display';
import type { Axial } from '@shared/hex/axial';
import { answerPreview } from '@shared/rules/preview';
import { DEMO_SYSTEMS, SYSTEMS } from '@shared/rules/systems';
import {
  CampaignStoreError,
  writeFaultOf,
  type CampaignStore,
  type OpenedCampaign,
  type WriteFault,
} from '../store/types';
import { blankCampaign } from './newCampaign';

/** What the session remembers between runs (implemented by the settings store). */
export interface SessionSettings {
  lastOpened(): string | null;
  recent(): string[];
  /** Records `path` as the last opened campaign and at the head of the recent list. */
  rememberOpened(path: string): Promise<void>;
}

export interface SessionDeps {
  readonly store: CampaignStore;
  readonly settings: SessionSettings;
  /** Dice for engine commands (production: crypto-backed). */
  readonly dice: DiceSource;
  /**
   * The built-in demo campaign of `system`, or null when it has none: the first start opens the I Rikets
   * Tjänst demo, "New campaign" may start from any system's demo.
   */
  readonly demo: (system: SystemId) => CampaignState | null;
  /** Delay from the first unsaved change to its autosave, ms (not restarted by later changes; ≤ 1000). */
  readonly autosaveDelayMs?: number;
  /** Minimum time between interval backups while changes keep coming, ms. */
  readonly backupIntervalMs?: number;
  /** How many undo steps are kept (default {@link DEFAULT_UNDO_LIMIT}); the oldest fall off. */
  readonly undoLimit?: number;
  readonly now?: () => number;
  /** Makes ids for new campaigns. */
  readonly newId?: () => string;
  /** Where non-fatal problems are reported (default `console.warn`). */
  readonly warn?: (message: string) => void;
}

/** After a failed write, the next try (unless a new change brings it forward). */
const SAVE_RETRY_MS = 5_000;

/** A session-level refusal (no campaign open, nothing to undo, …). */
export class SessionError extends Error {
  override name = 'SessionError';
  constructor(
    readonly code: 'no-campaign' | 'invalid' | 'io',
    message: string,
  ) {
    super(message);
  }
}

type Listener = (update: SessionUpdate) => void;

/** What a GM view holds, without the campaign's log (it travels as log changes). */
type GmDoc = Omit<GmSnapshot, 'revision'>;
/** What a player view holds, without the projection's log. */
type PlayerDoc = Omit<PlayerSnapshot, 'revision'>;

interface OpenCampaign {
  readonly path: string;
  /** Players' opaque key of this opening (PlayerSnapshot.campaignKey). */
  readonly key: string;
  state: CampaignState;
  readonly history: UndoHistory;
  /** Follows the state to the player projection from what changed (issue 20). */
  readonly project: PlayerProjector;
}

export class Session {
  private current: OpenCampaign | null = null;
  private problem: LoadProblem | null = null;
  /** The disk refuses writes (read-only, full): shown to the GM until a write succeeds again. */
  private storage: StorageProblem | null = null;
  private save: SaveStatus = { state: 'none', savedAt: null, message: null, revision: null };
  private dirty = false;
  /** Counts the open campaign's changes (commands, undo, redo) since it was opened. */
  private campaignRevision = 0;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the pending save timer fires (`now()` time). */
  private saveDueAt = 0;
  private saving: Promise<void> | null = null;
  private lastBackupAt = 0;
  private display: DisplayState = DEFAULT_DISPLAY;
  /** The picture players keep while the display is frozen. */
  private frozenView: PlayerView | null = null;
  /** What GM views and player views hold (issue 20: they get patches of it). */
  private readonly gmPublished = new PublishedView<GmDoc, LogEntry>(GM_LOG_WINDOW, (e) => e.seq);
  private readonly playerPublished = new PublishedView<PlayerDoc, PlayerLogEntry>(
    PLAYER_LOG_TAIL,
    (e) => e.seq,
  );
  private readonly listeners = new Set<{ role: Role; fn: Listener }>();
  /** This run of the session: views tell a restarted server's revisions from this one's. */
  private readonly epoch = randomUUID();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly autosaveDelayMs: number;
  private readonly backupIntervalMs: number;
  private readonly undoLimit: number;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly warn: (message: string) => void;

  constructor(private readonly deps: SessionDeps) {
    this.autosaveDelayMs = deps.autosaveDelayMs ?? 300;
    this.backupIntervalMs = deps.backupIntervalMs ?? 5 * 60_000;
    this.undoLimit = deps.undoLimit ?? DEFAULT_UNDO_LIMIT;
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => `c-${this.now().toString(36)}`);
    this.warn = deps.warn ?? ((m: string) => console.warn(`[session] ${m}`));
  }

  /**
   * Runs session operations one at a time, so an open, a save and a command never interleave
   * (both transports may deliver messages concurrently).
   */
  private serial<T>(op: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(op, op);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * First start: reopen the last campaign; with an empty data folder, create and open the demo.
   * A last campaign that fails to load is reported as a problem (with its backups), never replaced.
   * A disk that refuses writes (read-only, full) is reported as the storage problem, not thrown: the
   * app starts, says which folder it cannot write, and {@link flush} tries again.
   */
  start(): Promise<void> {
    return this.serial(() => this.startUnlocked());
  }

  private async startUnlocked(): Promise<void> {
    // The folder a write fault is about: the last campaign's, or the data folder the demo goes in.
    let folder = this.deps.store.dataDir;
    try {
      const last = this.deps.settings.lastOpened();
      if (last) {
        folder = last;
        try {
          await this.switchTo(() => this.deps.store.open(last));
        } catch (err) {
          // Another instance has it open, or its file is damaged: say so instead of failing to start.
          if (!(err instanceof CampaignStoreError) || err.fault) throw err;
          this.problem = { file: err.file, code: err.code, message: err.message, backups: [...err.backups] };
          this.storage = null;
          this.broadcast();
        }
        return;
      }
      const existing = await this.deps.store.list();
      const demo = existing.length === 0 ? this.deps.demo('irt') : null;
      if (demo) {
        await this.switchTo(async () => this.deps.store.open(await this.deps.store.create(demo.name, demo)));
      } else this.setStorage(null, true);
    } catch (err) {
      const storage = this.storageOf(err, folder);
      if (!storage) throw err;
      this.setStorage(storage, true);
    }
  }

  /**
   * Sets (or clears, with null) the storage problem; pushes when asked and it changed. The same fault
   * of the same folder again keeps the first message (its detail names a random temp file): a retry
   * that fails the same way changes nothing the GM sees.
   */
  private setStorage(next: StorageProblem | null, push: boolean): void {
    const now = this.storage;
    if (next && now && next.folder === now.folder && next.fault === now.fault) return;
    if (next === null && now === null) return;
    this.storage = next;
    if (push) this.broadcast();
  }

  /** The storage problem a failed write about `folder` means, or null when its cause is no write fault. */
  private storageOf(err: unknown, folder: string): StorageProblem | null {
    const fault: WriteFault | null = writeFaultOf(err);
    return fault ? { folder, fault, message: err instanceof Error ? err.message : String(err) } : null;
  }

  /**
   * The snapshot for a role: what its views hold at the current revision (the GM's campaign with the
   * newest {@link GM_LOG_WINDOW} log entries). Patches pushed after it apply to it.
   */
  snapshot(role: Role): Snapshot {
    if (role === 'gm') {
      const now = this.gmPublished.current() ?? this.publishNow();
      if (!now) throw new Error('nothing published');
      const { doc, log, revision } = now;
      return {
        ...doc,
        revision,
        epoch: this.epoch,
        campaign: doc.campaign ? { ...doc.campaign, log: [...log] } : null,
      };
    }
    if (!this.playerPublished.current()) this.publishNow();
    const now = this.playerPublished.current();
    if (!now) throw new Error('nothing published');
    const { doc, log, revision } = now;
    return { ...doc, revision, epoch: this.epoch, view: doc.view ? { ...doc.view, log: [...log] } : null };
  }

  /** What players' displays show now: nothing in a blackout, the kept picture while frozen. */
  private playerProjection(): PlayerView | null {
    const mode = this.display.mode;
    if (mode === 'blackout') return null;
    if (mode === 'frozen') return this.frozenView;
    return this.current ? this.current.project(this.current.state) : null;
  }

  private docs(): {
    gm: GmDoc;
    gmLog: readonly LogEntry[];
    player: PlayerDoc;
    playerLog: readonly PlayerLogEntry[];
  } {
    const view = this.playerProjection();
    // The GM's view rectangle only matters when the display follows it (the GM's preview frames it too).
    const display = this.display.camera === 'gm' ? this.display : { ...this.display, gmView: null };
    const viewDoc = view ? { ...view, log: NO_LOG } : null;
    const open = this.current;
    const state = open?.state ?? null;
    const gm: GmDoc = {
      role: 'gm',
      campaign: state ? { ...state, log: NO_LOG } : null,
      logFirstSeq: state?.log[0]?.seq ?? null,
      campaignRevision: this.campaignRevision,
      undo: open ? open.history.info : { steps: 0, limit: this.undoLimit, dropped: 0 },
      campaignPath: open?.path ?? null,
      canUndo: open?.history.canUndo ?? false,
      canRedo: open?.history.canRedo ?? false,
      save: this.save,
      problem: this.problem,
      storage: this.storage,
      display,
      playerView: viewDoc,
    };
    const player: PlayerDoc = {
      role: 'player',
      campaignKey: open?.key ?? null,
      view: viewDoc,
      display,
    };
    return { gm, gmLog: state?.log ?? NO_LOG, player, playerLog: view?.log ?? NO_LOG };
  }

  /** Publishes without pushing (a snapshot asked before anything was published). */
  private publishNow(): ReturnType<PublishedView<GmDoc, LogEntry>['current']> {
    const d = this.docs();
    this.gmPublished.publish(d.gm, d.gmLog, true);
    this.playerPublished.publish(d.player, d.playerLog, true);
    return this.gmPublished.current();
  }

  /** The player display's state (blackout, freeze, camera, language, ping). */
  displayState(): DisplayState {
    return this.display;
  }

  /**
   * Changes the player display. Freezing takes the current projection as the picture players keep;
   * a view-rectangle-only change (the GM panning) is pushed to players only.
   */
  setDisplay(patch: DisplayPatch): Promise<{ display: DisplayState }> {
    return this.serial(() => {
      if (patch.mode === 'frozen' && this.display.mode !== 'frozen')
        this.frozenView = this.current ? this.current.project(this.current.state) : null;
      if (patch.mode !== undefined && patch.mode !== 'frozen') this.frozenView = null;
      this.display = { ...this.display, ...patch };
      this.broadcast();
      return { display: this.display };
    });
  }

  /** Points at a hex on the players' display (they see a pulse there, once). */
  ping(hex: Axial): Promise<{ seq: number }> {
    return this.serial(() => {
      this.requireCampaign();
      const seq = (this.display.ping?.seq ?? 0) + 1;
      this.display = { ...this.display, ping: { hex: { q: hex.q, r: hex.r }, seq } };
      this.broadcast();
      return { seq };
    });
  }

  /**
   * Subscribes a view: it receives every change for its role, as a patch against the revision before
   * (or a whole snapshot when another campaign opens). A view gets its first snapshot with
   * `snapshot(role)`, and asks again when a patch does not follow the revision it holds.
   */
  subscribe(role: Role, fn: Listener): () => void {
    const entry = { role, fn };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /**
   * Publishes the new state to GM and player views: each role gets a patch from its last revision, or
   * nothing when what it holds did not change (players never learn of GM-only changes); `reset` (another
   * campaign opened) sends snapshots.
   */
  private broadcast(reset = false): void {
    const d = this.docs();
    const gm = this.gmPublished.publish(d.gm, d.gmLog, reset);
    const player = this.playerPublished.publish(d.player, d.playerLog, reset);
    const gmUpdate = this.updateFor('gm', gm);
    const playerUpdate = this.updateFor('player', player);
    for (const entry of this.listeners) {
      const update = entry.role === 'gm' ? gmUpdate : playerUpdate;
      if (update) entry.fn(update);
    }
  }

  /** What `role`'s views are pushed for a publication: a snapshot after a reset, its patch, or nothing. */
  private updateFor(
    role: Role,
    published: Omit<SnapshotPatch, 'role' | 'kind' | 'epoch'> | 'reset' | null,
  ): SessionUpdate | null {
    if (published === 'reset') return this.snapshot(role);
    return published ? { role, kind: 'patch', epoch: this.epoch, ...published } : null;
  }

  /** The GM views' revision (what `session:command` and friends answer). */
  private get revision(): number {
    return this.gmPublished.revision;
  }

  private requireCampaign(): OpenCampaign {
    if (!this.current) throw new SessionError('no-campaign', 'no campaign is open');
    return this.current;
  }

  /** Applies a command through the engine; on success it is undoable, autosaved and pushed. */
  command(command: Command): Promise<{ revision: number }> {
    return this.serial(() => {
      const open = this.requireCampaign();
      const { state } = applyCommand(open.state, command, { dice: this.deps.dice });
      // A command that changed nothing (the engine returns the same state) leaves no undo step: Undo
      // would otherwise seem to do nothing.
      if (state === open.state) return { revision: this.revision };
      open.history.record(open.state);
      open.state = state;
      this.changed();
      return { revision: this.revision };
    });
  }

  /**
   * The `limit` log entries before `beforeSeq`, oldest first (a GM view pages back beyond its window).
   * Sequence numbers grow along the log, so the place is found by bisection.
   */
  logPage(beforeSeq: number, limit: number): { entries: LogEntry[] } {
    const log = this.requireCampaign().state.log;
    let lo = 0;
    let hi = log.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((log[mid] as LogEntry).seq < beforeSeq) lo = mid + 1;
      else hi = mid;
    }
    return { entries: log.slice(Math.max(0, lo - limit), lo) };
  }

  /**
   * A preview for the open campaign (an attack's plan and odds, a move's cost), computed here by its
   * system's `RuleSystem.preview`, never in the renderer. The request is checked against the system's
   * own schema first: a request of another system, or a malformed one, is refused with a message.
   */
  previewRules(request: { kind: string }): SystemPreviewAnswer {
    // The built-in systems answer what SystemPreviewAnswer lists (each answer names its request's kind).
    return answerPreview(this.requireCampaign().state, request) as SystemPreviewAnswer;
  }

  /** Restores the state before the last command, exactly (the whole command, everything it triggered). */
  undo(): Promise<{ revision: number }> {
    return this.travel((open) => open.history.undo(open.state), 'nothing to undo');
  }

  /** Re-applies the last undone command's result (the same dice, not a re-roll). */
  redo(): Promise<{ revision: number }> {
    return this.travel((open) => open.history.redo(open.state), 'nothing to redo');
  }

  /**
   * Moves the open campaign to the state `step` takes from its undo history; refuses with `nothing`
   * when the history has none that way.
   */
  private travel(
    step: (open: OpenCampaign) => CampaignState | null,
    nothing: string,
  ): Promise<{ revision: number }> {
    return this.serial(() => {
      const open = this.requireCampaign();
      const to = step(open);
      if (!to) throw new CommandError('invalid', nothing);
      open.state = to;
      this.changed();
      return { revision: this.revision };
    });
  }

  private changed(): void {
    this.dirty = true;
    this.campaignRevision++;
    this.setSave({ ...this.save, state: 'saving', message: null }, false);
    this.scheduleSave();
    this.broadcast();
  }

  private setSave(next: SaveStatus, push: boolean): void {
    this.save = next;
    if (push) this.broadcast();
  }

  /**
   * Starts the autosave timer at the first unsaved change and never restarts it: however steady the
   * stream of commands, a save starts at most `autosaveDelayMs` (≤ 1 s) after the first change it
   * covers (issue 20; restarting it on every command left a minute unsaved under a steady stream).
   */
  private scheduleSave(): void {
    // A pending save due sooner stays; a later one (the retry after a failed write) is brought forward.
    if (this.saveTimer && this.saveDueAt <= this.now() + this.autosaveDelayMs) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveDueAt = this.now() + this.autosaveDelayMs;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void this.serial(() => this.writeNow());
    }, this.autosaveDelayMs);
  }

  /** Writes the open campaign if it changed; sets the status; takes an interval backup when due. */
  private async writeNow(): Promise<void> {
    const open = this.current;
    if (!open || !this.dirty) return;
    this.dirty = false;
    const revision = this.campaignRevision;
    try {
      const { savedAt } = await this.deps.store.save(open.path, open.state);
      if (this.now() - this.lastBackupAt >= this.backupIntervalMs) {
        this.lastBackupAt = this.now();
        await this.deps.store.backup(open.path, 'interval');
      }
      this.setStorage(null, false);
      this.setSave({ state: this.dirty ? 'saving' : 'saved', savedAt, message: null, revision }, true);
    } catch (err) {
      // Keep the change in memory and retry: a full disk or a yanked USB stick must not lose work.
      this.dirty = true;
      this.setStorage(this.storageOf(err, open.path), false);
      const message = err instanceof Error ? err.message : String(err);
      this.setSave({ ...this.save, state: 'error', message: `Not saved: ${message}` }, true);
      if (this.saveTimer) clearTimeout(this.saveTimer);
      this.saveDueAt = this.now() + SAVE_RETRY_MS;
      this.saveTimer = setTimeout(() => {
        this.saveTimer = null;
        void this.serial(() => this.writeNow());
      }, SAVE_RETRY_MS);
    }
  }

  /**
   * Saves now (used by "Save", the storage problem's "Try again", before closing, and by tests). With no
   * campaign open because the disk refused writes at start, it does again what the start could not.
   */
  flush(): Promise<{ savedAt: string | null }> {
    return this.serial(async () => {
      if (!this.current && this.storage) {
        await this.startUnlocked();
        if (this.storage) throw new SessionError('io', `still not writable: ${this.storage.message}`);
        return { savedAt: this.save.savedAt };
      }
      if (this.saveTimer) {
        clearTimeout(this.saveTimer);
        this.saveTimer = null;
      }
      await this.writeNow();
      if (this.dirty) throw new SessionError('io', this.save.message ?? 'the campaign could not be saved');
      return { savedAt: this.save.savedAt };
    });
  }

  /** Campaigns in the data folder, the recent list and the open one. */
  async list(): Promise<{ campaigns: CampaignSummary[]; recent: string[]; current: string | null }> {
    return {
      campaigns: await this.deps.store.list(),
      recent: this.deps.settings.recent(),
      current: this.current?.path ?? null,
    };
  }

  /**
   * Opens the campaign at `path` in place of the open one. A missing, relative, locked or unreadable
   * campaign is refused (an error, thrown) and the open campaign stays open, unchanged; a damaged file
   * with backups also becomes the problem, so the GM can restore one of them.
   */
  open(path: string): Promise<{ path: string }> {
    return this.serial(async () => {
      const current = this.current;
      if (current && isAbsolute(path) && resolve(path) === current.path) return { path: current.path };
      try {
        return { path: (await this.switchTo(() => this.deps.store.open(path))).path };
      } catch (err) {
        if (err instanceof CampaignStoreError && err.backups.length > 0) {
          this.problem = { file: err.file, code: err.code, message: err.message, backups: [...err.backups] };
          this.broadcast();
        }
        throw err;
      }
    });
  }

  /** Saves the open campaign now; refuses (throws) when it cannot, so that nothing is lost by leaving it. */
  private async saveBeforeLeaving(): Promise<void> {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
    }
    await this.writeNow();
    if (this.dirty) {
      throw new SessionError(
        'io',
        `the open campaign could not be saved, so it stays open: ${this.save.message ?? 'unknown error'}`,
      );
    }
  }

  /**
   * Continues in the campaign `load` opens (or creates): the open campaign is saved first, the new one
   * is opened (locked and loaded) next, and only then is the old one closed. Anything refused on the
   * way leaves the open campaign open and unchanged.
   */
  private async switchTo(
    load: () => Promise<OpenedCampaign>,
    opts: { saveMigrated?: boolean } = {},
  ): Promise<OpenedCampaign> {
    const previous = this.current;
    if (previous) await this.saveBeforeLeaving();
    const opened = await load();
    if (previous && previous.path !== opened.path) {
      // Saved just now: a failed close backup costs no work, and the store has let go of it anyway.
      await this.deps.store.close(previous.path).catch((err: unknown) => {
        this.warn(`closing "${previous.path}" failed: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    this.adopt(
      opened.path,
      opened.state,
      opened.savedAt,
      (opts.saveMigrated ?? true) && opened.migratedFrom !== null,
    );
    // Only the recent list: a settings file that cannot be written must not undo a good open.
    await this.deps.settings.rememberOpened(opened.path).catch((err: unknown) => {
      this.warn(
        `could not remember "${opened.path}" as opened: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
    return opened;
  }

  private adopt(path: string, state: CampaignState, savedAt: string | null, needsSave: boolean): void {
    this.current = {
      path,
      key: randomUUID(),
      state,
      history: new UndoHistory(this.undoLimit),
      project: createPlayerProjector(),
    };
    this.campaignRevision = 0;
    // A frozen display holds a picture of the campaign that was open: it must not outlive it on the
    // table (issue 15). The new campaign stays off the table until the GM chooses: a blackout.
    if (this.display.mode === 'frozen') this.display = { ...this.display, mode: 'blackout' };
    this.frozenView = null;
    this.problem = null;
    this.storage = null;
    this.dirty = needsSave;
    this.lastBackupAt = this.now();
    this.save = {
      state: needsSave ? 'saving' : 'saved',
      savedAt,
      message: null,
      revision: needsSave ? null : 0,
    };
    if (needsSave) this.scheduleSave();
    // Another campaign: every view takes a whole snapshot.
    this.broadcast(true);
  }

  /**
   * Creates a campaign (blank, or from `system`'s demo) and opens it. A demo request for a system without
   * a demo is refused, naming the systems that have one.
   */
  create(name: string, system: SystemId, fromDemo: boolean): Promise<{ path: string }> {
    return this.serial(async () => {
      const state = fromDemo ? { ...this.demoOf(system), name } : blankCampaign(this.newId(), name, system);
      const opened = await this.switchTo(async () =>
        this.deps.store.open(await this.deps.store.create(name, state)),
      );
      return { path: opened.path };
    });
  }

  private demoOf(system: SystemId): CampaignState {
    const demo = this.deps.demo(system);
    if (!demo) {
      const have = DEMO_SYSTEMS.map((id) => SYSTEMS[id].name).join(', ');
      throw new SessionError(
        'invalid',
        `there is no demo campaign for ${SYSTEMS[system].name}: create a blank campaign (demos exist for ${have})`,
      );
    }
    if (demo.system !== system)
      throw new SessionError(
        'invalid',
        `the demo for ${SYSTEMS[system].name} is a campaign of another system (${demo.system})`,
      );
    return demo;
  }

  /** Writes the open campaign under a new name and continues in the copy. */
  saveAs(name: string): Promise<{ path: string }> {
    return this.serial(async () => {
      const open = this.requireCampaign();
      const state = { ...open.state, name };
      const opened = await this.switchTo(async () =>
        this.deps.store.open(await this.deps.store.create(name, state)),
      );
      return { path: opened.path };
    });
  }

  /**
   * Opens a campaign from one of its backups after its main file failed to load. The backup is checked
   * before anything else happens: a bad name or a missing or damaged backup is refused, and the open
   * campaign stays open and unchanged.
   */
  restoreBackup(path: string, backup: string): Promise<{ path: string }> {
    return this.serial(async () => {
      const opened = await this.switchTo(() => this.deps.store.restoreBackup(path, backup), {
        saveMigrated: false,
      });
      return { path: opened.path };
    });
  }

  /**
   * Saves, backs up and unlocks: call before the app exits. The lock is released even when the last
   * save fails (a full disk): the error says what was not saved.
   */
  close(): Promise<void> {
    return this.serial(async () => {
      const open = this.current;
      if (!open) return;
      if (this.saveTimer) clearTimeout(this.saveTimer);
      this.saveTimer = null;
      await this.writeNow();
      // A failed save schedules a retry: nobody is left to run it.
      if (this.saveTimer) clearTimeout(this.saveTimer);
      this.saveTimer = null;
      const unsaved = this.dirty ? (this.save.message ?? 'the campaign could not be saved') : null;
      this.current = null;
      this.dirty = false;
      // Views still connected see that no campaign is open.
      this.broadcast(true);
      await this.deps.store.close(open.path);
      if (unsaved !== null) throw new SessionError('io', `closed without the last changes: ${unsaved}`);
    });
  }
}

/** Creates the session; call `start()` before serving views. */
export function createSession(deps: SessionDeps): Session {
  return new Session(deps);
}
