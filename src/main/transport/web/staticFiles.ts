/** Serving the built renderer from disk without ever leaving its folder. */
import { extname, posix, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

/** The MIME type for a file name; unknown types are served as opaque bytes. */
export function contentTypeFor(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A URL path as the server matches it: percent-decoded once, then normalised (`.` and `..` segments
 * and repeated slashes resolved), always starting with `/`. Null for a path that cannot be decoded or
 * holds a NUL or a backslash. Routes match against this form only, so `/assets/..%2fgm.html` is
 * `/gm.html` and is refused where `/gm.html` is (issue 15).
 */
export function normalisedRequestPath(urlPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normal = posix.normalize(`/${decoded}`);
  // posix.normalize keeps a leading `//`; `..` above the root stays at the root.
  return normal.replace(/^\/+/, '/');
}

/**
 * Resolves a normalised request path (see {@link normalisedRequestPath}) inside `root`; null for
 * anything that would escape it. `/` is the GM page. The path is not decoded again: decoding twice
 * would turn `%252e%252e` into `..`.
 */
export function resolveStaticPath(root: string, path: string): string | null {
  if (path.includes('\0') || path.includes('\\')) return null;
  const rel = path.replace(/^\/+/, '') || 'gm.html';
  const rootAbs = resolve(root);
  const full = resolve(rootAbs, rel);
  if (full !== rootAbs && !full.startsWith(rootAbs + sep)) return null;
  return full;
}
