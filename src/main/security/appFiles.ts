/**
 * Maps `app://<role>/<path>` requests onto the built renderer folder (out/renderer) and answers
 * them with the CSP header. Plain Node (fs + the global Response), no electron import, so path
 * traversal and symlink escapes are unit-tested; `appProtocol.ts` only plugs it into
 * `protocol.handle`.
 *
 * Electron checklist item 18 (custom protocol instead of file://) and item 7 (CSP sent as a header,
 * where `frame-ancestors` is honoured).
 */
import { readFile, realpath } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';

import type { Role } from '@shared/contract/channels';
import {
  ASSET_CACHE_CONTROL,
  ASSET_PATH_PREFIX,
  IMAGE_MIME,
  imageTypeOfAssetId,
  isAssetId,
} from '@shared/contract/assets';
import type { AssetLocator } from '../store/assetService';
import { APP_HOST, APP_PAGE, APP_SCHEME } from './appOrigin';
import { buildCsp } from './contentSecurityPolicy';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type served for a file name (octet-stream when unknown; `nosniff` keeps it so). */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export type AppPathResult =
  | { readonly ok: true; readonly role: Role; readonly path: string; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 404 };

const ROLE_BY_HOST: ReadonlyMap<string, Role> = new Map(
  (Object.entries(APP_HOST) as [Role, string][]).map(([role, host]) => [host, role]),
);

/**
 * Resolves an `app://` URL to a file inside `rootDir`, or refuses it. Pure string work (no disk):
 * - only `app://gm/…` and `app://player/…`; anything else is 404;
 * - percent-decoding happens once, then every segment is checked: `..`, `.`, dot-files, and
 *   segments holding `/`, `\`, NUL or `:` (Windows drive letters, alternate data streams) are
 *   refused, so `%2e%2e%2f` or `..%5c` cannot climb out;
 * - each host serves only its own HTML page (the player origin never gets gm.html), assets are shared;
 * - the joined path must still be inside `rootDir` (belt and braces).
 */
export function resolveAppPath(rootDir: string, url: string): AppPathResult {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400 };
  }
  if (
    parsed.protocol !== `${APP_SCHEME}:` ||
    parsed.port !== '' ||
    parsed.username !== '' ||
    parsed.password !== ''
  ) {
    return { ok: false, status: 404 };
  }
  const role = ROLE_BY_HOST.get(parsed.hostname);
  if (role === undefined) return { ok: false, status: 404 };

  const rawSegments = parsed.pathname.split('/').filter((s) => s !== '');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400 };
    }
    if (
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      segment.startsWith('.') ||
      /[/\\:\0]/.test(segment)
    ) {
      return { ok: false, status: 404 };
    }
    segments.push(segment);
  }
  if (segments.length === 0) segments.push(APP_PAGE[role]);

  const fileName = segments[segments.length - 1] ?? APP_PAGE[role];
  if (extname(fileName).toLowerCase() === '.html' && (segments.length !== 1 || fileName !== APP_PAGE[role])) {
    return { ok: false, status: 404 };
  }

  const path = join(rootDir, ...segments);
  if (!isInside(rootDir, path)) return { ok: false, status: 404 };
  return { ok: true, role, path, contentType: contentTypeOf(fileName) };
}

export type AppAssetResult =
  | { readonly ok: true; readonly assetId: string; readonly contentType: string }
  | { readonly ok: false; readonly status: 404 };

/**
 * Campaign images: `app://gm/asset/<assetId>` and `app://player/asset/<assetId>` (both roles: the
 * player display shows the map background too). Null when the URL is not under `/asset/`, so it is
 * a renderer file for {@link resolveAppPath}. The id is taken undecoded and must match the strict
 * asset id pattern (hex digest, one dot, png/jpg/webp), so no encoding can smuggle a separator or
 * a dot-segment in; the file itself is then looked up in the open campaign's `assets/` folder.
 */
export function resolveAppAsset(url: string): AppAssetResult | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!parsed.pathname.startsWith(ASSET_PATH_PREFIX)) return null;
  if (
    parsed.protocol !== `${APP_SCHEME}:` ||
    parsed.port !== '' ||
    parsed.username !== '' ||
    parsed.password !== '' ||
    !ROLE_BY_HOST.has(parsed.hostname)
  ) {
    return { ok: false, status: 404 };
  }
  const assetId = parsed.pathname.slice(ASSET_PATH_PREFIX.length);
  const type = isAssetId(assetId) ? imageTypeOfAssetId(assetId) : null;
  if (type === null) return { ok: false, status: 404 };
  return { ok: true, assetId, contentType: IMAGE_MIME[type] };
}

/** Headers sent with a campaign image: content-addressed, so cacheable for good. */
export function assetResponseHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': ASSET_CACHE_CONTROL,
  };
}

/** True when `child` is `parent` itself or below it. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** Headers sent with every app:// answer. */
export function appResponseHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': buildCsp('electron'),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  };
}

/**
 * Answers one app:// request from `rootDir`, or for `/asset/<id>` from the open campaign through
 * `assets` (404 without it). Never throws: unknown or escaping paths are 404, other methods than
 * GET/HEAD 405, and a symlink inside the folder pointing outside it is refused (the real path must
 * also be inside the real root).
 */
export async function serveAppRequest(
  rootDir: string,
  request: { url: string; method: string },
  assets?: AssetLocator,
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  const asset = resolveAppAsset(request.url);
  if (asset !== null) return serveAsset(asset, method, assets);
  const resolved = resolveAppPath(rootDir, request.url);
  if (!resolved.ok) return new Response(null, { status: resolved.status });
  try {
    const [realRoot, realFile] = await Promise.all([realpath(rootDir), realpath(resolved.path)]);
    if (!isInside(realRoot, realFile)) return new Response(null, { status: 404 });
    return await fileResponse(realFile, method, appResponseHeaders(resolved.contentType));
  } catch {
    // Missing file, a directory, or unreadable: same answer, no path leaked to the page.
    return new Response(null, { status: 404 });
  }
}

/** A 200 answer with the file's bytes (none to a HEAD request) and `headers`; throws when it cannot be read. */
async function fileResponse(
  file: string,
  method: string,
  headers: Record<string, string>,
): Promise<Response> {
  const body = await readFile(file);
  return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

async function serveAsset(
  asset: AppAssetResult,
  method: string,
  assets: AssetLocator | undefined,
): Promise<Response> {
  if (!asset.ok || !assets) return new Response(null, { status: 404 });
  try {
    // locate() checks the id again, stays inside the campaign's assets/ and refuses symlinks out.
    const file = await assets.locate(asset.assetId);
    if (file === null) return new Response(null, { status: 404 });
    return await fileResponse(file, method, assetResponseHeaders(asset.contentType));
  } catch {
    return new Response(null, { status: 404 });
  }
}
