/**
 * The one way Hexscreen makes a window: secure webPreferences, dark background (no white flash),
 * registered with the IPC transport before its page loads (so its first call is answered).
 */
import { BrowserWindow } from 'electron';

import type { Role } from '@shared/contract/channels';
import { secureWebPreferences } from '../security/webPreferences';

/** What a window factory needs from the composition root. */
export interface WindowDeps {
  /** Absolute path of the built preload of `role` (out/preload/<role>.cjs). */
  preloadPath(role: Role): string;
  /** The URL of `role`'s page (app://<role>/<role>.html, or the Vite dev server's). */
  pageUrl(role: Role): string;
  /** Registers the window with the IPC transport (role registry + pushes). */
  registerWindow(window: BrowserWindow, role: Role): void;
}

/** Matches the renderer's dark theme, shown until the page paints. */
export const WINDOW_BACKGROUND = '#14161b';

export interface AppWindowOptions {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
  /** Position on the virtual desktop (which picks the monitor); centred on the primary one when absent. */
  readonly x?: number;
  readonly y?: number;
  /**
   * Opens fullscreen. Only ever set to true: an explicit false would also disable the fullscreen
   * button on macOS.
   */
  readonly fullscreen?: true;
}

export function createAppWindow(deps: WindowDeps, role: Role, options: AppWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    ...options,
    show: false,
    backgroundColor: WINDOW_BACKGROUND,
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(deps.preloadPath(role)),
  });
  deps.registerWindow(window, role);
  window.once('ready-to-show', () => window.show());
  window.loadURL(deps.pageUrl(role)).catch((err: unknown) => {
    console.error(`[window] the ${role} page failed to load`, err);
  });
  return window;
}
