/**
 * The player display's window (often on a second screen or a TV), opened on the GM's request only.
 * Which monitor, fullscreen or not, and what happens when monitors come and go is decided by
 * playerDisplay.ts; this file only makes the BrowserWindow.
 */
import type { BrowserWindow } from 'electron';

import { createAppWindow, type WindowDeps } from './appWindow';
import type { Placement } from './displayPlacement';

/** Creates the player window at `placement`: on its monitor, fullscreen or as a normal window. */
export function createPlayerWindow(deps: WindowDeps, placement: Placement): BrowserWindow {
  const { x, y, width, height } = placement.bounds;
  return createAppWindow(deps, 'player', {
    title: 'Hexscreen — Players',
    x,
    y,
    width,
    height,
    minWidth: Math.min(640, width),
    minHeight: Math.min(360, height),
    ...(placement.fullscreen ? { fullscreen: true as const } : {}),
  });
}
