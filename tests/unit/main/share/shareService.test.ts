/**
 * The `share:*` channels: what the GM gets (links, QR code, start time), and the clear refusal of
 * the desktop app, which has no web server to share.
 */
import { describe, expect, it } from 'vitest';

import {
  lateShareControl,
  SHARE_WEB_ONLY_MESSAGE,
  type ShareHost,
  type ShareListenerInfo,
} from '../../../../src/main/share/share';
import { createShareService, NO_NETWORK_NOTE, qrSvg } from '../../../../src/main/share/shareService';
import { startedDispatcher } from '../../helpers/session';

const GM = { role: 'gm', id: 'test' } as const;

/** A stand-in for the web server's share listener. */
function fakeHost(urls: string[]): ShareHost & { starts: number } {
  let n = 0;
  let current: ShareListenerInfo | null = null;
  return {
    get starts() {
      return n;
    },
    startShare: (port) => {
      if (!current) {
        n++;
        current = {
          port: port ?? 5000,
          token: `token-${n}`,
          urls: urls.map((u) => `${u}?token=token-${n}`),
          loopbackUrl: `http://127.0.0.1:5000/player.html?token=token-${n}`,
          startedAt: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
        };
      }
      return Promise.resolve(current);
    },
    stopShare: () => {
      const was = current !== null;
      current = null;
      return Promise.resolve(was);
    },
    currentShare: () => current,
    playerUrl: 'http://127.0.0.1:4780/player.html?token=p1',
    rotatePlayerToken: () => Promise.resolve('http://127.0.0.1:4780/player.html?token=p2'),
  };
}

function dispatcher(share?: ReturnType<typeof createShareService>) {
  return startedDispatcher(share ? { share } : {});
}

describe('createShareService', () => {
  it('gives the first network link, all links, its QR code and the start time', async () => {
    const service = createShareService(
      fakeHost(['http://192.168.1.20:5000/player.html', 'http://10.0.0.5:5000/player.html']),
    );
    expect(await service.status()).toBeNull();
    const info = await service.start();
    expect(info).toEqual({
      url: 'http://192.168.1.20:5000/player.html?token=token-1',
      urls: [
        'http://192.168.1.20:5000/player.html?token=token-1',
        'http://10.0.0.5:5000/player.html?token=token-1',
      ],
      qrSvg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/) as string,
      startedAt: '2025-01-02T03:04:05.000Z',
      note: null,
    });
    expect(await service.status()).toEqual(info);
    expect(await service.stop()).toEqual({ stopped: true });
    expect(await service.status()).toBeNull();
    expect(await service.stop()).toEqual({ stopped: false });
    // A new share, a new link and a new QR code.
    expect((await service.start()).url).toBe('http://192.168.1.20:5000/player.html?token=token-2');
  });

  it('falls back to the 127.0.0.1 link, with a note, when no network address was found', async () => {
    const info = await createShareService(fakeHost([])).start();
    expect(info.urls).toEqual([]);
    expect(info.url).toBe('http://127.0.0.1:5000/player.html?token=token-1');
    expect(info.note).toBe(NO_NETWORK_NOTE);
  });

  it('makes the QR code once per share', async () => {
    let made = 0;
    const service = createShareService(fakeHost(['http://192.168.1.20:5000/player.html']), (url) => {
      made++;
      return Promise.resolve(`<svg>${url}</svg>`);
    });
    await service.start();
    await service.status();
    await service.start();
    expect(made).toBe(1);
  });

  it('encodes the link in the QR code as an SVG with an accessible-size viewBox', async () => {
    const svg = await qrSvg('http://192.168.1.20:5000/player.html?token=abc');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });
});

describe('the share channels in the dispatcher', () => {
  it('answer in the desktop app (no share service) that sharing needs web mode', async () => {
    for (const dispatch of [await dispatcher(), await dispatcher(lateShareControl())]) {
      for (const channel of ['share:start', 'share:stop', 'share:status']) {
        expect(await dispatch(GM, channel, {})).toEqual({
          ok: false,
          error: { code: 'invalid', message: SHARE_WEB_ONLY_MESSAGE },
        });
      }
    }
  });

  it('go to the share service once web mode attaches it; players may not call them', async () => {
    const late = lateShareControl();
    const dispatch = await dispatcher(late);
    late.attach(createShareService(fakeHost(['http://192.168.1.20:5000/player.html'])));
    expect(await dispatch(GM, 'share:status', {})).toEqual({ ok: true, value: null });
    const started = await dispatch(GM, 'share:start', { port: 5001 });
    expect(started).toMatchObject({
      ok: true,
      value: { url: expect.stringContaining('192.168.1.20') as string },
    });
    expect(await dispatch(GM, 'share:status', {})).toEqual(started);
    for (const channel of ['share:start', 'share:stop', 'share:status']) {
      expect(await dispatch({ role: 'player', id: 'p' }, channel, {})).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await dispatch(GM, 'share:start', { port: 70_000 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect(await dispatch(GM, 'share:stop', {})).toEqual({ ok: true, value: { stopped: true } });
  });
});
