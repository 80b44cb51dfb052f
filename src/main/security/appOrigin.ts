/**
 * Where the app's own pages live and how to tell them from anything else. Pure (no electron import)
 * so the checks are unit-tested in plain Node; used by the protocol handler, the navigation guard
 * and the IPC sender check.
 *
 * Electron checklist item 18 (avoid file://, prefer a custom protocol): pages are served from
 * `app://gm/gm.html` and `app://player/player.html`, so each role gets its own origin instead of
 * the all-powerful `file://` one.
 */
import type { Role } from '@shared/contract/channels';

/** The privileged custom scheme the renderer is served from. */
export const APP_SCHEME = 'app';

/** The host each role's page is served from: one origin per role. */
export const APP_HOST: Readonly<Record<Role, string>> = { gm: 'gm', player: 'player' };

/** The page file (in out/renderer) of each role. */
export const APP_PAGE: Readonly<Record<Role, string>> = { gm: 'gm.html', player: 'player.html' };

/** The origin each role's page must come from (what the IPC sender check compares against). */
export type RoleOrigins = Readonly<Record<Role, string>>;

/** `app://gm`, `app://player`: the production origins. */
export const APP_ORIGINS: RoleOrigins = {
  gm: `${APP_SCHEME}://${APP_HOST.gm}`,
  player: `${APP_SCHEME}://${APP_HOST.player}`,
};

/** The URL a window of `role` loads in production, e.g. `app://gm/gm.html`. */
export function appPageUrl(role: Role): string {
  return `${APP_ORIGINS[role]}/${APP_PAGE[role]}`;
}

/**
 * The URL a window of `role` loads under `electron-vite dev` (renderer served by the Vite dev
 * server at `devServerUrl`, e.g. `http://localhost:5173`).
 */
export function devPageUrl(devServerUrl: string, role: Role): string {
  return new URL(APP_PAGE[role], devServerUrl.endsWith('/') ? devServerUrl : `${devServerUrl}/`).toString();
}

/** The origins of `devPageUrl` (both roles share the dev server's origin). */
export function devOrigins(devServerUrl: string): RoleOrigins {
  const origin = originOf(devServerUrl);
  if (origin === null) throw new Error(`not a usable dev server URL: ${devServerUrl}`);
  return { gm: origin, player: origin };
}

/**
 * The origin of `url` as `scheme://host[:port]`, or null when it has none we could trust
 * (unparsable, opaque like `data:`/`about:`/`blob:`/`file:`, or carrying credentials).
 *
 * WHATWG `URL.origin` is the string "null" for non-special schemes such as `app:`, so the origin is
 * rebuilt from its parts; comparing parsed parts (not `startsWith`) is what checklist item 13
 * recommends, since `app://gm.evil` must not pass for `app://gm`.
 */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return null;
  const scheme = parsed.protocol; // e.g. "app:"
  if (scheme === `${APP_SCHEME}:`) {
    // A standard custom scheme: Chromium canonicalizes it like http (lower-case host, no port).
    if (parsed.hostname === '' || parsed.port !== '') return null;
    return `${APP_SCHEME}://${parsed.hostname}`;
  }
  if (scheme === 'http:' || scheme === 'https:') return parsed.origin;
  return null;
}

/** True when `url` is a page or resource of one of `origins`. */
export function isTrustedUrl(url: unknown, origins: RoleOrigins): boolean {
  const origin = originOf(url);
  return origin !== null && (origin === origins.gm || origin === origins.player);
}
