/**
 * Navigation and window-creation guards for every webContents. Only type imports from electron, so
 * the decisions (and the wiring, against a fake webContents) are unit-tested in plain Node.
 */
import type { App, Event, WebContents } from 'electron';

import { isTrustedUrl, originOf, type RoleOrigins } from './appOrigin';

/**
 * Checklist item 13 (disable or limit navigation): a page may only move within its own app origin
 * (`app://gm` → `app://gm`), never to the other role's origin, the web, `file:`, `javascript:`,
 * `data:` or `about:` URLs. Origins are compared parsed, never with `startsWith`.
 */
export function isNavigationAllowed(targetUrl: unknown, currentUrl: unknown, origins: RoleOrigins): boolean {
  if (!isTrustedUrl(targetUrl, origins)) return false;
  const current = originOf(currentUrl);
  return current !== null && current === originOf(targetUrl);
}

/** Checklist item 13 for sub-frames (which the CSP already keeps to 'self'): app origins only. */
export function isFrameNavigationAllowed(targetUrl: unknown, origins: RoleOrigins): boolean {
  return isTrustedUrl(targetUrl, origins);
}

/**
 * Installs the guards on one webContents:
 * - will-navigate / will-redirect / will-frame-navigate: checklist item 13;
 * - setWindowOpenHandler → deny: checklist item 14 (the app opens its own windows from the main
 *   process; pages never do), which also keeps untrusted URLs away from shell.openExternal (item 15);
 * - will-attach-webview → prevent: checklist item 12 (no <webview> is ever wanted, whatever its
 *   options; `webviewTag: false` already disables the tag, this is the second lock).
 */
export function guardWebContents(contents: WebContents, origins: RoleOrigins): void {
  contents.on('will-navigate', (event) => {
    if (!isNavigationAllowed(event.url, contents.getURL(), origins)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isNavigationAllowed(event.url, contents.getURL(), origins)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    // The main frame is covered by will-navigate; this catches iframes.
    if (!event.isMainFrame && !isFrameNavigationAllowed(event.url, origins)) event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event: Event) => {
    event.preventDefault();
  });
}

/** Applies {@link guardWebContents} to every webContents the app ever creates (the checklist's pattern). */
export function guardAllWebContents(app: App, origins: RoleOrigins): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, origins));
}
