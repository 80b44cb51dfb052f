/** Origin parsing: the basis of the IPC sender check (item 17) and the navigation guard (item 13). */
import { describe, expect, it } from 'vitest';

import {
  APP_ORIGINS,
  appPageUrl,
  devOrigins,
  devPageUrl,
  isTrustedUrl,
  originOf,
} from '../../../../src/main/security/appOrigin';

describe('originOf', () => {
  it.each([
    ['app://gm/gm.html', 'app://gm'],
    ['app://gm/', 'app://gm'],
    ['app://player/assets/x.js?v=1#top', 'app://player'],
    ['http://localhost:5173/gm.html', 'http://localhost:5173'],
    ['https://example.com/a', 'https://example.com'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    'file:///home/u/out/renderer/gm.html',
    'data:text/html,hi',
    'about:blank',
    'javascript:alert(1)',
    'blob:app://gm/1234',
    'app://gm:99/gm.html',
    'app://u:p@gm/gm.html',
    'app:///gm.html',
    'app:gm',
    'http://user@localhost:5173/',
    '',
    'not a url',
  ])('has no trusted origin: %s', (url) => {
    expect(originOf(url)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['app://gm/']])('has none for a non-string %j', (value) => {
    expect(originOf(value)).toBeNull();
  });
});

describe('page URLs', () => {
  it('serves each role from its own origin', () => {
    expect(appPageUrl('gm')).toBe('app://gm/gm.html');
    expect(appPageUrl('player')).toBe('app://player/player.html');
    expect(originOf(appPageUrl('gm'))).toBe(APP_ORIGINS.gm);
    expect(originOf(appPageUrl('player'))).toBe(APP_ORIGINS.player);
    expect(APP_ORIGINS.gm).not.toBe(APP_ORIGINS.player);
  });

  it('builds dev server URLs with or without a trailing slash', () => {
    expect(devPageUrl('http://localhost:5173', 'gm')).toBe('http://localhost:5173/gm.html');
    expect(devPageUrl('http://localhost:5173/', 'player')).toBe('http://localhost:5173/player.html');
    expect(devOrigins('http://localhost:5173/')).toEqual({
      gm: 'http://localhost:5173',
      player: 'http://localhost:5173',
    });
    expect(() => devOrigins('file:///tmp')).toThrow();
  });

  it('trusts only the configured origins', () => {
    expect(isTrustedUrl('app://gm/x', APP_ORIGINS)).toBe(true);
    expect(isTrustedUrl('app://player/x', APP_ORIGINS)).toBe(true);
    expect(isTrustedUrl('app://gm.evil/x', APP_ORIGINS)).toBe(false);
    expect(isTrustedUrl('http://localhost:5173/gm.html', APP_ORIGINS)).toBe(false);
    expect(isTrustedUrl('http://localhost:5173/gm.html', devOrigins('http://localhost:5173'))).toBe(true);
  });
});
