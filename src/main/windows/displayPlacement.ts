/**
 * Where the player display goes, as pure functions over a list of monitors: which monitor it opens
 * on, whether it fills that monitor, and what to do when monitors are plugged in or unplugged. No
 * Electron import (the types below mirror the part of Electron's `Display` that is read), so every
 * case is unit-tested in plain Node; playerWindow.ts applies the decisions with Electron's `screen`.
 *
 * The rules, in short:
 * - The player display never covers the GM's screen: it is fullscreen only on a non-primary monitor,
 *   and a normal window when it has to share the primary one.
 * - The monitor the GM last moved it to is remembered and preferred while it is connected (matched by
 *   id, then by label: ids are not always stable when a monitor is reconnected).
 * - Without a remembered monitor, the first non-primary one is used (an external one before a
 *   built-in panel, since the table's TV or projector is external).
 */

/** A rectangle in screen coordinates (DIP), like Electron's `Rectangle`. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The part of Electron's `Display` that placement reads. */
export interface DisplayInfo {
  readonly id: number;
  readonly bounds: Rect;
  /** The bounds minus taskbars and docks. */
  readonly workArea: Rect;
  /** True for a laptop's built-in panel. */
  readonly internal?: boolean;
  /** The monitor's name (e.g. "DELL U2720Q"); empty or missing on some platforms. */
  readonly label?: string;
}

/** The monitor the GM chose for the player display, as stored in the settings. */
export interface RememberedDisplay {
  readonly displayId?: number;
  readonly label?: string;
}

/**
 * Why a monitor was chosen: the remembered one; a non-primary one (no remembered one connected); the
 * primary one because it is the only monitor; or the primary one because the player display's own
 * monitor was unplugged.
 */
export type PlacementReason = 'remembered' | 'secondary' | 'primary-only' | 'display-removed';

/** Where to put the player window. */
export interface Placement {
  readonly display: DisplayInfo;
  /** Fill the monitor (only ever true for a non-primary monitor). */
  readonly fullscreen: boolean;
  /** The window's bounds: the monitor's bounds when fullscreen, else a window inside its work area. */
  readonly bounds: Rect;
  readonly reason: PlacementReason;
}

/** What the player window is doing now, as the glue tracks it. */
export interface PlayerWindowState {
  /** The monitor it was placed on or moved to by the GM (not read back from its bounds: see {@link onDisplaysChanged}). */
  readonly displayId: number;
  readonly fullscreen: boolean;
  /**
   * True when it sits on the primary monitor only for lack of another (single monitor, or its own
   * one was unplugged): the next monitor that appears takes it. False when it is where it is by the
   * GM's choice or the normal rule.
   */
  readonly fallback: boolean;
}

/** What to do with an open player window after the monitors changed. */
export type DisplayChangeAction =
  { readonly kind: 'stay' } | { readonly kind: 'move'; readonly placement: Placement };

/** The size of the player window when it is a normal window, if the monitor has room. */
export const PLAYER_WINDOW_SIZE = { width: 1280, height: 720 } as const;

/** True when `placement` calls for the primary monitor only for lack of another. */
export function isFallback(placement: Placement): boolean {
  return placement.reason === 'primary-only' || placement.reason === 'display-removed';
}

/**
 * The primary monitor: the one with `primaryId`, or the first one when that id is not in the list
 * (Electron's lists can briefly disagree while a monitor is being plugged in).
 */
export function primaryOf(displays: readonly DisplayInfo[], primaryId: number): DisplayInfo {
  const first = displays[0];
  if (first === undefined) throw new Error('there is no display to place the player window on');
  return displays.find((d) => d.id === primaryId) ?? first;
}

/**
 * The connected monitor that `remembered` names: by id first, then by a non-empty label (preferring a
 * non-primary monitor when two identical models share a label). Null when none matches.
 */
export function findRemembered(
  displays: readonly DisplayInfo[],
  primaryId: number,
  remembered: RememberedDisplay | null,
): DisplayInfo | null {
  if (remembered === null) return null;
  if (remembered.displayId !== undefined) {
    const byId = displays.find((d) => d.id === remembered.displayId);
    if (byId !== undefined) return byId;
  }
  const label = remembered.label?.trim();
  if (label === undefined || label === '') return null;
  const named = displays.filter((d) => d.label?.trim() === label);
  return named.find((d) => d.id !== primaryId) ?? named[0] ?? null;
}

/**
 * A normal window's bounds on `display`: {@link PLAYER_WINDOW_SIZE}, shrunk to fit the work area,
 * centred in it. Whole pixels, since Electron rounds anyway and tests compare exactly.
 */
export function windowedBounds(
  display: DisplayInfo,
  size: { width: number; height: number } = PLAYER_WINDOW_SIZE,
): Rect {
  const area = display.workArea;
  const width = Math.max(1, Math.min(size.width, Math.floor(area.width)));
  const height = Math.max(1, Math.min(size.height, Math.floor(area.height)));
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + (area.height - height) / 2),
    width,
    height,
  };
}

/** Places the window on `display`: fullscreen when it is not the primary one, else a normal window. */
function placeOn(display: DisplayInfo, primaryId: number, reason: PlacementReason): Placement {
  const fullscreen = display.id !== primaryId;
  return {
    display,
    fullscreen,
    bounds: fullscreen ? { ...display.bounds } : windowedBounds(display),
    reason,
  };
}

/**
 * Where the player display opens: the remembered monitor while it is connected, else the first
 * non-primary one (external before built-in), fullscreen; else the primary one as a normal window.
 * `displays` must not be empty (Electron always reports at least one).
 */
export function choosePlayerDisplay(
  displays: readonly DisplayInfo[],
  primaryId: number,
  remembered: RememberedDisplay | null,
): Placement {
  const primary = primaryOf(displays, primaryId);
  const mine = findRemembered(displays, primary.id, remembered);
  if (mine !== null) return placeOn(mine, primary.id, 'remembered');
  const others = displays.filter((d) => d.id !== primary.id);
  const secondary = others.find((d) => d.internal !== true) ?? others[0];
  if (secondary !== undefined) return placeOn(secondary, primary.id, 'secondary');
  return placeOn(primary, primary.id, 'primary-only');
}

/**
 * What to do with the open player window after a monitor was plugged in, unplugged or changed:
 * - its monitor is gone → where {@link choosePlayerDisplay} puts it among the remaining ones: with
 *   two monitors, a normal window on the primary one (the OS may already have moved it somewhere;
 *   `state.displayId` is where we put it, which is why it is not read back from its bounds);
 * - it waits on the primary monitor for lack of another, and another is now connected → there,
 *   fullscreen (the remembered one if it is back);
 * - the remembered monitor is back and it is elsewhere → there;
 * - it is fullscreen on what is now the primary monitor (the GM changed the primary in the OS) →
 *   placed anew, so it does not cover the GM's screen;
 * - otherwise it stays.
 *
 * Stable: once the returned placement is applied, the same monitors yield `stay` (tested), so a burst
 * of display events cannot bounce the window around.
 */
export function onDisplaysChanged(
  state: PlayerWindowState,
  displays: readonly DisplayInfo[],
  primaryId: number,
  remembered: RememberedDisplay | null,
): DisplayChangeAction {
  const primary = primaryOf(displays, primaryId);
  const current = displays.find((d) => d.id === state.displayId);
  const target = choosePlayerDisplay(displays, primary.id, remembered);
  if (current === undefined) {
    // Choosing among the remaining monitors rather than always the primary one keeps this stable with
    // three or more: a fallback onto the primary would be moved off again by the next event anyway.
    const placement: Placement =
      target.reason === 'primary-only' ? { ...target, reason: 'display-removed' } : target;
    return { kind: 'move', placement };
  }
  if (state.fallback && target.display.id !== primary.id) return { kind: 'move', placement: target };
  if (target.reason === 'remembered' && target.display.id !== current.id) {
    return { kind: 'move', placement: target };
  }
  if (current.id === primary.id && state.fullscreen) return { kind: 'move', placement: target };
  return { kind: 'stay' };
}

/**
 * What to remember after the GM moved the player window: the monitor it is now on, when that is a
 * different monitor and there is a choice at all (with one monitor, dragging the window around
 * chooses nothing). Null when nothing should be stored.
 */
export function rememberAfterMove(
  previousDisplayId: number,
  now: DisplayInfo,
  displayCount: number,
): RememberedDisplay | null {
  if (displayCount < 2 || now.id === previousDisplayId) return null;
  const label = now.label?.trim();
  return label ? { displayId: now.id, label } : { displayId: now.id };
}
