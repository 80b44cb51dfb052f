/**
 * The player display (often on a second screen or a TV), opened on the GM's request only. One at a
 * time: asking again focuses the open one.
 */
import type { BrowserWindow } from 'electron';

import { createAppWindow, type WindowDeps } from './appWindow';

let playerWindow: BrowserWindow | null = null;

/** Opens the player window, or focuses it when it is already open. */
export function openPlayerWindow(deps: WindowDeps): BrowserWindow {
  if (playerWindow !== null && !playerWindow.isDestroyed()) {
    if (playerWindow.isMinimized()) playerWindow.restore();
    playerWindow.focus();
    return playerWindow;
  }
  const window = createAppWindow(deps, 'player', {
    title: 'Hexscreen — Players',
    width: 1280,
    height: 720,
    minWidth: 640,
    minHeight: 360,
  });
  window.on('closed', () => {
    if (playerWindow === window) playerWindow = null;
  });
  playerWindow = window;
  return window;
}

/** The open player window, if any. */
export function currentPlayerWindow(): BrowserWindow | null {
  return playerWindow !== null && !playerWindow.isDestroyed() ? playerWindow : null;
}
