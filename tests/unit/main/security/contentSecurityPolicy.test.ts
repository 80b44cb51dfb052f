/** Checklist item 7: the CSP is restrictive, has no eval, and only web mode may open a WebSocket. */
import { describe, expect, it } from 'vitest';

import { buildCsp, cspDirectives, type CspMode } from '../../../../src/main/security/contentSecurityPolicy';

function directives(mode: CspMode): Map<string, string[]> {
  return new Map(
    buildCsp(mode)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe.each<CspMode>(['electron', 'web'])('CSP (%s)', (mode) => {
  const csp = buildCsp(mode);
  const d = directives(mode);

  it('never allows eval or inline scripts', () => {
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('wasm-unsafe-eval');
    expect(d.get('script-src')).toEqual(["'self'"]);
  });

  it('keeps everything to the app itself', () => {
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'none'"]);
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:']);
    // No remote sources anywhere (checklist item 1): no bare wildcard, no http(s) hosts.
    for (const sources of d.values()) {
      expect(sources).not.toContain('*');
      for (const s of sources) expect(s).not.toMatch(/^https?:/);
    }
  });

  it('allows inline styles only (Svelte), never inline scripts', () => {
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const unsafeInline = [...d]
      .filter(([, sources]) => sources.includes("'unsafe-inline'"))
      .map(([name]) => name);
    expect(unsafeInline).toEqual(['style-src']);
  });

  it('is the same string as its directive list, each directive once', () => {
    const names = cspDirectives(mode).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(d.size).toBe(names.length);
  });
});

describe('CSP differences between modes', () => {
  it('lets only web mode connect to the loopback WebSocket', () => {
    expect(directives('web').get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:*']);
    expect(directives('electron').get('connect-src')).toEqual(["'self'"]);
  });

  it('lets only Electron pages show app: images', () => {
    expect(directives('electron').get('img-src')).toContain('app:');
    expect(directives('web').get('img-src')).not.toContain('app:');
  });
});
