/**
 * The app:// file resolver (checklist item 18): only files inside out/renderer are served, whatever
 * the URL encodes, and every answer carries the CSP (item 7).
 */
import { rm, symlink, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempRendererDir } from '../../helpers/rendererDir';

import { isInside, resolveAppPath, serveAppRequest } from '../../../../src/main/security/appFiles';
import { buildCsp } from '../../../../src/main/security/contentSecurityPolicy';

const ROOT = join(sep, 'app', 'out', 'renderer');

describe('resolveAppPath', () => {
  it.each([
    ['app://gm/gm.html', join(ROOT, 'gm.html'), 'gm'],
    ['app://gm/', join(ROOT, 'gm.html'), 'gm'],
    ['app://gm', join(ROOT, 'gm.html'), 'gm'],
    ['app://player/player.html', join(ROOT, 'player.html'), 'player'],
    ['app://gm/assets/index-abc.js', join(ROOT, 'assets', 'index-abc.js'), 'gm'],
    ['app://player/assets/index-abc.js?v=2#x', join(ROOT, 'assets', 'index-abc.js'), 'player'],
    ['app://gm/assets/hex%20map.png', join(ROOT, 'assets', 'hex map.png'), 'gm'],
    // Decoded once: a double-encoded dot-dot is a harmless (missing) file name, not a climb.
    ['app://gm/assets/%252e%252e', join(ROOT, 'assets', '%2e%2e'), 'gm'],
  ])('%s → inside the root', (url, path, role) => {
    expect(resolveAppPath(ROOT, url)).toMatchObject({ ok: true, path, role });
  });

  // The URL parser already removes plain and %2e dot-segments (as Chromium does): they cannot climb.
  it.each([
    ['app://gm/../secret.txt', join(ROOT, 'secret.txt')],
    ['app://gm/assets/../../secret.txt', join(ROOT, 'secret.txt')],
    ['app://gm/%2e%2e/secret.txt', join(ROOT, 'secret.txt')],
    ['app://gm/.', join(ROOT, 'gm.html')],
  ])('%s is normalized to a path inside the root', (url, path) => {
    expect(resolveAppPath(ROOT, url)).toMatchObject({ ok: true, path });
  });

  it.each([
    'app://gm/%2E%2E%2Fsecret.txt',
    'app://gm/..%2fsecret.txt',
    'app://gm/..%5csecret.txt',
    'app://gm/assets%5c..%5c..%5csecret.txt',
    'app://gm/%2fetc%2fpasswd',
    'app://gm/C:%5cWindows%5cwin.ini',
    'app://gm/gm.html%00.png',
    'app://gm/.env',
    'app://gm/assets/.hidden',
  ])('refuses %s', (url) => {
    const result = resolveAppPath(ROOT, url);
    expect(result.ok).toBe(false);
  });

  it.each(['app://player/gm.html', 'app://gm/player.html', 'app://gm/assets/other.html', 'app://gm/GM.HTML'])(
    "does not serve another role's page: %s",
    (url) => {
      expect(resolveAppPath(ROOT, url)).toEqual({ ok: false, status: 404 });
    },
  );

  it.each([
    'app://admin/gm.html',
    'app://gm:1/gm.html',
    'app://u@gm/gm.html',
    'file:///app/out/renderer/gm.html',
    'http://gm/gm.html',
  ])('refuses a foreign origin: %s', (url) => {
    expect(resolveAppPath(ROOT, url).ok).toBe(false);
  });

  it('refuses malformed percent-encoding as a bad request', () => {
    expect(resolveAppPath(ROOT, 'app://gm/assets/%E0%A4%A.js')).toEqual({ ok: false, status: 400 });
  });

  it('gives content types by extension', () => {
    const type = (url: string): string | undefined => {
      const r = resolveAppPath(ROOT, url);
      return r.ok ? r.contentType : undefined;
    };
    expect(type('app://gm/gm.html')).toMatch(/^text\/html/);
    expect(type('app://gm/a/x.js')).toMatch(/^text\/javascript/);
    expect(type('app://gm/a/x.CSS')).toMatch(/^text\/css/);
    expect(type('app://gm/a/x.woff2')).toBe('font/woff2');
    expect(type('app://gm/a/x.unknown')).toBe('application/octet-stream');
  });

  it('never resolves outside the root, for any generated path (property, 2,000 runs)', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E.',
        '.%2e',
        '%2f',
        '%5c',
        '..%2f',
        '..%5c',
        '%00',
        'C:',
        '~',
        '',
        'assets',
        'gm.html',
        'a.js',
      ),
      fc.string({ maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 4 }).map(encodeURIComponent),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('gm', 'player', 'x'),
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('/', '\\', '%2f'),
        (host, segments, joiner) => {
          const url = `app://${host}/${segments.join(joiner)}`;
          const result = resolveAppPath(ROOT, url);
          if (result.ok) expect(isInside(ROOT, result.path)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('isInside', () => {
  it('is true for the folder and below, false for siblings and parents', () => {
    expect(isInside(ROOT, ROOT)).toBe(true);
    expect(isInside(ROOT, join(ROOT, 'a', 'b'))).toBe(true);
    expect(isInside(ROOT, join(ROOT, '..', 'renderer-evil', 'x'))).toBe(false);
    expect(isInside(ROOT, join(ROOT, '..'))).toBe(false);
    expect(isInside(ROOT, join(ROOT, '..x'))).toBe(true); // a file named "..x" is still inside
  });
});

describe('serveAppRequest', () => {
  let base: string;
  let root: string;

  beforeAll(async () => {
    ({ base, root } = await tempRendererDir('hexscreen-app-', {
      'gm.html': '<!doctype html><title>GM</title>',
      'assets/app.js': 'export {};',
    }));
    await writeFile(join(base, 'secret.txt'), 'top secret');
    await symlink(join(base, 'secret.txt'), join(root, 'assets', 'link.js'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  const get = (url: string, method = 'GET'): Promise<Response> => serveAppRequest(root, { url, method });

  it('serves a page with its type, the CSP and nosniff', async () => {
    const res = await get('app://gm/gm.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(buildCsp('electron'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>GM</title>');
  });

  it('serves assets to both roles', async () => {
    for (const host of ['gm', 'player']) {
      const res = await get(`app://${host}/assets/app.js`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('export {};');
    }
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await get('app://gm/assets/app.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('app://gm/assets/app.js', 'POST')).status).toBe(405);
  });

  it('refuses traversal, a symlink leading out, directories and missing files with 404', async () => {
    for (const url of [
      'app://gm/../secret.txt',
      'app://gm/%2e%2e/secret.txt',
      'app://gm/assets/link.js',
      'app://gm/assets',
      'app://gm/assets/missing.js',
      'app://player/gm.html',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('top secret');
    }
  });
});
