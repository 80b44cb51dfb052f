/**
 * `display:openWindow` through the shared dispatcher: GM only, `{}` as input, answered by the player
 * window service in the desktop app, and with a clear refusal in web mode, where there is no second
 * window to open (the late service index.ts attaches behaves the same until it is attached).
 */
import { describe, expect, it, vi } from 'vitest';

import { channels } from '@shared/contract/channels';
import {
  latePlayerWindowService,
  PLAYER_WINDOW_WEB_ONLY_MESSAGE,
  type PlayerWindowService,
} from '../../../../src/main/windows/playerWindowService';
import { startedDispatcher } from '../../helpers/session';

const gm = { role: 'gm' as const, id: 't' };
const player = { role: 'player' as const, id: 'p' };

/** A player window service that counts its calls. */
function fakeWindow(): PlayerWindowService & { calls: number } {
  const service = {
    calls: 0,
    open() {
      service.calls++;
      return { opened: true as const, displayLabel: 'LG TV', fullscreen: true };
    },
  };
  return service;
}

describe('display:openWindow', () => {
  it('is a GM-only channel taking an empty object', () => {
    expect(channels['display:openWindow'].roles).toEqual(['gm']);
  });

  it('opens the player window through the service in the desktop app', async () => {
    const playerWindow = fakeWindow();
    const dispatch = await startedDispatcher({ playerWindow });
    expect(await dispatch(gm, 'display:openWindow', {})).toEqual({
      ok: true,
      value: { opened: true, displayLabel: 'LG TV', fullscreen: true },
    });
    expect(playerWindow.calls).toBe(1);
  });

  it('says there is no second window in web mode', async () => {
    const dispatch = await startedDispatcher({});
    const reply = await dispatch(gm, 'display:openWindow', {});
    expect(reply).toEqual({ ok: false, error: { code: 'invalid', message: PLAYER_WINDOW_WEB_ONLY_MESSAGE } });
    expect(PLAYER_WINDOW_WEB_ONLY_MESSAGE).toMatch(
      /no second window in web mode.*Player URL.*Share player view/,
    );
  });

  it('refuses the same way until the desktop app attaches its window manager', async () => {
    const late = latePlayerWindowService();
    const dispatch = await startedDispatcher({ playerWindow: late });
    expect(await dispatch(gm, 'display:openWindow', {})).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: PLAYER_WINDOW_WEB_ONLY_MESSAGE },
    });
    const playerWindow = fakeWindow();
    late.attach(playerWindow);
    expect(await dispatch(gm, 'display:openWindow', {})).toMatchObject({ ok: true, value: { opened: true } });
    expect(playerWindow.calls).toBe(1);
  });

  it('refuses players and unexpected input without opening anything', async () => {
    const playerWindow = fakeWindow();
    const dispatch = await startedDispatcher({ playerWindow });
    expect(await dispatch(player, 'display:openWindow', {})).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await dispatch(gm, 'display:openWindow', { displayId: 2 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect(playerWindow.calls).toBe(0);
  });

  it('reports a failing window manager as an internal error', async () => {
    const dispatch = await startedDispatcher({
      playerWindow: {
        open: () => {
          throw new Error('no display');
        },
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await dispatch(gm, 'display:openWindow', {})).toMatchObject({
        ok: false,
        error: { code: 'internal' },
      });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
