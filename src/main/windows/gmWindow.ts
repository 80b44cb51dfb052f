/** The GM screen: the app's main window. */
import type { BrowserWindow } from 'electron';

import { createAppWindow, type WindowDeps } from './appWindow';

/**
 * Creates the GM window. 1280×720 fits inside a 1366×768 laptop screen with its taskbar, the
 * smallest display the GM screen is designed for; it can shrink to 1024×640.
 */
export function createGmWindow(deps: WindowDeps): BrowserWindow {
  return createAppWindow(deps, 'gm', {
    title: 'Hexscreen',
    width: 1280,
    height: 720,
    minWidth: 1024,
    minHeight: 640,
  });
}
