/**
 * The webPreferences of every Hexscreen window. Pure (type import only) so a test can pin each
 * setting. Most values are Electron's defaults already; they are spelled out so a future edit (or a
 * changed default) cannot silently weaken a window.
 */
import type { WebPreferences } from 'electron';

/** Secure preferences for a window whose only privileged code is the sandboxed preload at `preloadPath`. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    // Checklist item 2: no Node.js in pages (nor in their workers and sub-frames).
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    // Checklist item 3: the preload's world is isolated from the page's.
    contextIsolation: true,
    // Checklist item 4: OS-level renderer sandbox; the preload only gets a polyfilled require('electron').
    sandbox: true,
    // Checklist item 6: keep the same-origin policy.
    webSecurity: true,
    // Checklist item 8.
    allowRunningInsecureContent: false,
    // Checklist item 9 (item 10, enableBlinkFeatures, is simply never set).
    experimentalFeatures: false,
    // Checklist items 11 and 12: no <webview> tag at all.
    webviewTag: false,
    // A dropped file must not replace the app page.
    navigateOnDragDrop: false,
    // A page looping on alert() can be stopped by the user.
    safeDialogs: true,
    spellcheck: false,
  };
}
