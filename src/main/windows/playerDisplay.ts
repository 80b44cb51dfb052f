/**
 * The player display's window manager: opens the one player window where displayPlacement.ts says,
 * follows monitors being plugged in and unplugged, and remembers the monitor the GM moves it to.
 * No runtime Electron import: the window and the screen come in as small interfaces (a BrowserWindow
 * and Electron's `screen` in the app, fakes in the unit tests), so this glue is tested too.
 */
import type { ChannelOutputs } from '@shared/contract/channels';
import {
  choosePlayerDisplay,
  isFallback,
  onDisplaysChanged,
  rememberAfterMove,
  type DisplayInfo,
  type Placement,
  type PlayerWindowState,
  type Rect,
  type RememberedDisplay,
} from './displayPlacement';

/** The BrowserWindow methods the player display uses. */
export interface PlayerWindowLike {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  isFullScreen(): boolean;
  setFullScreen(flag: boolean): void;
  setBounds(bounds: Partial<Rect>): void;
  getBounds(): Rect;
  on(event: 'closed' | 'move' | 'moved', listener: () => void): unknown;
  once(event: 'leave-full-screen', listener: () => void): unknown;
}

/** Electron's `screen`, reduced to what placement needs (index.ts adapts the real one). */
export interface ScreenLike {
  getAllDisplays(): DisplayInfo[];
  getPrimaryDisplay(): DisplayInfo;
  getDisplayMatching(rect: Rect): DisplayInfo;
  /** Calls `listener` on display-added, -removed and -metrics-changed; returns the unsubscribe. */
  onDisplaysChanged(listener: () => void): () => void;
}

export interface PlayerDisplayDeps {
  readonly screen: ScreenLike;
  /** Creates the player window at `placement` (its page loading, shown once ready). */
  createWindow(placement: Placement): PlayerWindowLike;
  /** The remembered monitor, from the settings. */
  remembered(): RememberedDisplay | null;
  /** Stores the monitor the GM moved the window to. */
  remember(display: RememberedDisplay): Promise<void>;
  /** Quiet time after the last 'move' before the window's monitor is read (Linux has no 'moved'). */
  readonly settleMs?: number;
  /** Timers (fake ones in tests). */
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

/** What opening the player display did, as the `display:openWindow` channel reports it. */
export type OpenedPlayerDisplay = ChannelOutputs['display:openWindow'];

export interface PlayerDisplay {
  /** Opens the player window, or brings the open one back to its chosen monitor and focuses it. */
  open(): OpenedPlayerDisplay;
  /** The open player window, if any. */
  current(): PlayerWindowLike | null;
  /** Stops following the monitors (the window itself is left alone). */
  dispose(): void;
}

/** How long leaving fullscreen may take (macOS animates it) before the window is placed anyway. */
const LEAVE_FULLSCREEN_MS = 1_000;

export function createPlayerDisplay(deps: PlayerDisplayDeps): PlayerDisplay {
  const settleMs = deps.settleMs ?? 500;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number): unknown => setTimeout(fn, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let window: PlayerWindowLike | null = null;
  let state: PlayerWindowState | null = null;
  let moveTimer: unknown = null;

  const live = (): PlayerWindowLike | null => (window !== null && !window.isDestroyed() ? window : null);
  const primaryId = (): number => deps.screen.getPrimaryDisplay().id;

  function stateOf(placement: Placement): PlayerWindowState {
    return {
      displayId: placement.display.id,
      fullscreen: placement.fullscreen,
      fallback: isFallback(placement),
    };
  }

  /** Moves the open window to `placement`, leaving fullscreen first (a fullscreen window cannot move). */
  function apply(target: PlayerWindowLike, placement: Placement): void {
    state = stateOf(placement);
    let placed = false;
    const place = (): void => {
      if (placed || target.isDestroyed()) return;
      placed = true;
      target.setBounds(placement.bounds);
      if (placement.fullscreen) target.setFullScreen(true);
    };
    if (target.isFullScreen()) {
      target.once('leave-full-screen', place);
      target.setFullScreen(false);
      // Should the event never come (a window manager that ignores the request), place it anyway.
      setTimer(place, LEAVE_FULLSCREEN_MS);
    } else {
      place();
    }
  }

  /** After the GM moved the window: remember its new monitor (our own moves land where `state` says). */
  function onMoveSettled(): void {
    moveTimer = null;
    const target = live();
    if (target === null || state === null) return;
    const now = deps.screen.getDisplayMatching(target.getBounds());
    const remembered = rememberAfterMove(state.displayId, now, deps.screen.getAllDisplays().length);
    if (remembered === null) return;
    state = { displayId: now.id, fullscreen: target.isFullScreen(), fallback: false };
    deps.remember(remembered).catch((err: unknown) => {
      console.error('[player display] could not remember its monitor', err);
    });
  }

  function onMove(): void {
    if (moveTimer !== null) clearTimer(moveTimer);
    moveTimer = setTimer(onMoveSettled, settleMs);
  }

  const unsubscribe = deps.screen.onDisplaysChanged(() => {
    const target = live();
    if (target === null || state === null) return;
    const action = onDisplaysChanged(state, deps.screen.getAllDisplays(), primaryId(), deps.remembered());
    if (action.kind === 'move') apply(target, action.placement);
  });

  function report(placement: Placement): OpenedPlayerDisplay {
    const label = placement.display.label?.trim();
    return { opened: true, displayLabel: label ? label : null, fullscreen: placement.fullscreen };
  }

  return {
    open() {
      const placement = choosePlayerDisplay(deps.screen.getAllDisplays(), primaryId(), deps.remembered());
      const open = live();
      if (open !== null) {
        // Asking again also puts the window back where it belongs, e.g. fullscreen on the monitor the
        // GM just dragged it to.
        if (
          state === null ||
          state.displayId !== placement.display.id ||
          state.fullscreen !== placement.fullscreen
        )
          apply(open, placement);
        if (open.isMinimized()) open.restore();
        open.focus();
        return report(placement);
      }
      const created = deps.createWindow(placement);
      window = created;
      state = stateOf(placement);
      created.on('move', onMove);
      created.on('moved', onMove);
      created.on('closed', () => {
        if (window !== created) return;
        window = null;
        state = null;
        if (moveTimer !== null) clearTimer(moveTimer);
        moveTimer = null;
      });
      return report(placement);
    },
    current: live,
    dispose: unsubscribe,
  };
}
