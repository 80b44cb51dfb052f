/**
 * The Content-Security-Policy of the renderer pages. Electron checklist item 7 ("Define a
 * Content-Security-Policy and use restrictive rules, i.e. script-src 'self'"). Pure, so the web-mode
 * server sends the very same policy (with its WebSocket allowance) and tests can read it.
 *
 * Deliberately absent: 'unsafe-eval' (no string-to-code anywhere; PixiJS must be given its
 * no-eval shader path) and any remote origin (checklist item 1: only load local content).
 */

/** Which composition root serves the page. */
export type CspMode = 'electron' | 'web';

/** The directives, in order, for `mode`. Exposed for tests; use {@link buildCsp} to send one. */
export function cspDirectives(mode: CspMode): ReadonlyArray<readonly [string, readonly string[]]> {
  return [
    ['default-src', ["'self'"]],
    // Bundled modules only: no inline scripts, no eval.
    ['script-src', ["'self'"]],
    // 'unsafe-inline' for styles only: Svelte 5 writes static `style="…"` attributes through its
    // template-cloning (innerHTML) path and injects <style> elements for transitions/animations;
    // both are blocked without it. Style injection cannot run code, unlike script injection.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data:/blob: for map images and canvas exports; app: lets a page show an image served under the
    // other role's host (Electron only; the scheme does not exist in a browser).
    ['img-src', mode === 'electron' ? ["'self'", 'data:', 'blob:', 'app:'] : ["'self'", 'data:', 'blob:']],
    // Web mode talks to the loopback server over a WebSocket; Electron uses IPC and needs none.
    ['connect-src', mode === 'web' ? ["'self'", 'ws://127.0.0.1:*'] : ["'self'"]],
    // PixiJS may start its image-decoding workers from blob: URLs.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Only effective as a header (ignored in <meta>): the pages are never framed.
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
}

/** The policy as a header value, e.g. for the `app://` protocol or the web server's responses. */
export function buildCsp(mode: CspMode): string {
  return cspDirectives(mode)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
