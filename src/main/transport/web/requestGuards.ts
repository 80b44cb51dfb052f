/**
 * The first checks of every request on every web listener (issue 15): the request target must parse,
 * and the Host header must name the listener. Pure functions over strings, so they are tested without
 * a server and shared by HTTP and the WebSocket handshake.
 */
import { normalisedRequestPath } from './staticFiles';

/** A request target the server can route: the parsed URL (for the query) and the normalised path. */
export interface RequestTarget {
  readonly url: URL;
  /** Decoded once and normalised (see normalisedRequestPath); every route matches on this. */
  readonly path: string;
}

/**
 * Parses an HTTP request target (`req.url`). Only the origin form (`/path?query`) is accepted: an
 * absolute or authority form, a target starting with `//` (which a URL parser reads as a host:
 * `//%00`, `//[::1`), or a path that cannot be decoded (`/%zz`) is null, which the server answers with
 * 400. The target is never resolved as a URL of its own, which is what made `new URL('//[::1', base)`
 * throw and end the process.
 */
export function requestTarget(raw: string | undefined): RequestTarget | null {
  if (raw === undefined || !raw.startsWith('/') || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(`http://request.invalid${raw}`);
  } catch {
    return null;
  }
  const path = normalisedRequestPath(url.pathname);
  return path === null ? null : { url, path };
}

/**
 * `host:port` for each name (lower-case), as a browser sends them in the Host header; on port 80 the
 * bare name too, since browsers leave the default port out.
 */
export function hostsForPort(names: readonly string[], port: number): string[] {
  const lower = names.map((name) => name.toLowerCase());
  return [...new Set([...lower.map((name) => `${name}:${port}`), ...(port === 80 ? lower : [])])];
}

/**
 * True when the Host header names one of `hosts` (`name:port`, compared without case). A missing or
 * foreign Host is refused: a DNS-rebinding page reaches the server under its own name, and must not
 * read the pages or open a socket.
 */
export function allowedHost(header: string | undefined, hosts: readonly string[]): boolean {
  if (header === undefined) return false;
  return hosts.includes(header.trim().toLowerCase());
}
