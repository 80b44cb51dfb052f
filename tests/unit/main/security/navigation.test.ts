/** Checklist items 12–14: navigation allow-list, no new windows, no <webview>. */
import { EventEmitter } from 'node:events';

import { describe, expect, it } from 'vitest';

import { APP_ORIGINS, devOrigins } from '../../../../src/main/security/appOrigin';
import {
  guardAllWebContents,
  guardWebContents,
  isFrameNavigationAllowed,
  isNavigationAllowed,
} from '../../../../src/main/security/navigation';

// Electron's types stay out of tests (lint rule): take them from the functions under test.
type WebContents = Parameters<typeof guardWebContents>[0];
type App = Parameters<typeof guardAllWebContents>[0];

describe('isNavigationAllowed', () => {
  it('allows moving within the same app origin', () => {
    expect(isNavigationAllowed('app://gm/gm.html#/map', 'app://gm/gm.html', APP_ORIGINS)).toBe(true);
    expect(isNavigationAllowed('app://player/player.html?x', 'app://player/player.html', APP_ORIGINS)).toBe(
      true,
    );
  });

  it.each([
    ['https://evil.example/', 'app://gm/gm.html'],
    ['http://127.0.0.1:4780/gm.html', 'app://gm/gm.html'],
    ['file:///etc/passwd', 'app://gm/gm.html'],
    ['javascript:alert(1)', 'app://gm/gm.html'],
    ['data:text/html,<script>1</script>', 'app://gm/gm.html'],
    ['about:blank', 'app://gm/gm.html'],
    ['app://gm.evil.example/gm.html', 'app://gm/gm.html'],
    ['app://admin/x.html', 'app://gm/gm.html'],
    // Crossing roles: the player window must not turn into the GM screen, nor the reverse.
    ['app://gm/gm.html', 'app://player/player.html'],
    ['app://player/player.html', 'app://gm/gm.html'],
    // A window that is not showing one of our pages may not go anywhere.
    ['app://gm/gm.html', 'about:blank'],
    ['app://gm/gm.html', ''],
  ])('denies %s from %s', (target, current) => {
    expect(isNavigationAllowed(target, current, APP_ORIGINS)).toBe(false);
  });

  it('allows the dev server only when it is configured', () => {
    const dev = devOrigins('http://localhost:5173');
    expect(
      isNavigationAllowed('http://localhost:5173/gm.html', 'http://localhost:5173/gm.html', APP_ORIGINS),
    ).toBe(false);
    expect(isNavigationAllowed('http://localhost:5173/gm.html', 'http://localhost:5173/gm.html', dev)).toBe(
      true,
    );
    expect(isNavigationAllowed('http://localhost:5174/gm.html', 'http://localhost:5173/gm.html', dev)).toBe(
      false,
    );
  });

  it('keeps sub-frames to app origins', () => {
    expect(isFrameNavigationAllowed('app://gm/frame.html', APP_ORIGINS)).toBe(true);
    expect(isFrameNavigationAllowed('https://evil.example/', APP_ORIGINS)).toBe(false);
    expect(isFrameNavigationAllowed('about:srcdoc', APP_ORIGINS)).toBe(false);
  });
});

/** Just enough of a webContents to record what the guard installs. */
class FakeContents extends EventEmitter {
  url = 'app://gm/gm.html';
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  getURL(): string {
    return this.url;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.openHandler = handler;
  }
}

function navEvent(
  url: string,
  isMainFrame = true,
): { url: string; isMainFrame: boolean; prevented: boolean; preventDefault(): void } {
  return {
    url,
    isMainFrame,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

describe('guardWebContents', () => {
  function guarded(): FakeContents {
    const contents = new FakeContents();
    guardWebContents(contents as unknown as WebContents, APP_ORIGINS);
    return contents;
  }

  it('prevents will-navigate and will-redirect away from the app, allows in-app moves', () => {
    const contents = guarded();
    for (const name of ['will-navigate', 'will-redirect']) {
      const away = navEvent('https://evil.example/');
      contents.emit(name, away);
      expect(away.prevented, name).toBe(true);
      const within = navEvent('app://gm/gm.html#x');
      contents.emit(name, within);
      expect(within.prevented, name).toBe(false);
    }
  });

  it('prevents sub-frame navigation to foreign URLs and leaves the main frame to will-navigate', () => {
    const contents = guarded();
    const frame = navEvent('https://evil.example/', false);
    contents.emit('will-frame-navigate', frame);
    expect(frame.prevented).toBe(true);
    const main = navEvent('app://gm/gm.html', true);
    contents.emit('will-frame-navigate', main);
    expect(main.prevented).toBe(false);
  });

  it('denies every window.open', () => {
    const contents = guarded();
    for (const url of [
      'https://example.com/',
      'app://gm/gm.html',
      'app://player/player.html',
      'about:blank',
    ]) {
      expect(contents.openHandler?.({ url })).toEqual({ action: 'deny' });
    }
  });

  it('prevents attaching any <webview>', () => {
    const contents = guarded();
    const event = navEvent('');
    contents.emit('will-attach-webview', event, {}, { src: 'app://gm/gm.html' });
    expect(event.prevented).toBe(true);
  });

  it('guards every webContents the app creates', () => {
    const app = new EventEmitter();
    guardAllWebContents(app as unknown as App, APP_ORIGINS);
    const contents = new FakeContents();
    app.emit('web-contents-created', {}, contents);
    const event = navEvent('https://evil.example/');
    contents.emit('will-navigate', event);
    expect(event.prevented).toBe(true);
    expect(contents.openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });
});
