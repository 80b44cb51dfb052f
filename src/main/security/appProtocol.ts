/**
 * The `app://` scheme (Electron checklist item 18: prefer a custom protocol to file://). Thin
 * Electron glue; the path resolution, CSP header and traversal checks are in `appFiles.ts`.
 */
import { protocol } from 'electron';

import type { AssetLocator } from '../store/assetService';
import { APP_SCHEME } from './appOrigin';
import { serveAppRequest } from './appFiles';

/**
 * Declares `app:` privileged. Must run before `app` is ready.
 * - standard: parsed like http (hosts, relative URLs, a real origin per host);
 * - secure: counts as a secure context, like https (checklist item 1);
 * - supportFetchAPI: the renderer can fetch its own bundled assets.
 * Not bypassCSP (the CSP must apply), not corsEnabled, no service workers.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Serves `rendererDir` (out/renderer) under `app://gm/…` and `app://player/…`, and the open
 * campaign's images under `app://<role>/asset/<assetId>` through `assets`. Call once the app is ready.
 */
export function handleAppProtocol(rendererDir: string, assets?: AssetLocator): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(rendererDir, request, assets));
}
