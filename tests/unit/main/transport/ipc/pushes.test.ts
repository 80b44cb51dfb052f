/** Pushes over IPC: each window gets its own role's snapshots, and a player window never a GM one. */
import { describe, expect, it, vi } from 'vitest';

import type { Role } from '@shared/contract/channels';
import type { GmSnapshot, PlayerSnapshot, Snapshot } from '@shared/contract/snapshots';
import { IPC_PUSH } from '../../../../../src/main/transport/ipc/ipcChannels';
import {
  attachPushes,
  type PushMessage,
  type PushTarget,
  type SnapshotSource,
} from '../../../../../src/main/transport/ipc/pushes';
import { createWindowRegistry } from '../../../../../src/main/transport/ipc/windowRegistry';
import { DEFAULT_DISPLAY } from '@shared/contract/display';
import { memorySession } from '../../../helpers/session';
import { NO_CAMPAIGN_SNAPSHOT } from '../../../../e2e/gmSnapshots';

const gmSnapshot: GmSnapshot = { ...NO_CAMPAIGN_SNAPSHOT, campaignPath: '/secret/gm.hexcampaign' };
const playerSnapshot: PlayerSnapshot = {
  role: 'player',
  revision: 1,
  campaignKey: null,
  view: null,
  display: DEFAULT_DISPLAY,
};

function fakeTarget(): PushTarget & { sent: [string, PushMessage][]; destroyed: boolean } {
  const target = {
    sent: [] as [string, PushMessage][],
    destroyed: false,
    send(channel: string, message: PushMessage) {
      target.sent.push([channel, message]);
    },
    isDestroyed: () => target.destroyed,
  };
  return target;
}

/** A source that (wrongly) sends every snapshot to every listener, whatever role it subscribed as. */
function leakySource(): SnapshotSource & { emit(s: Snapshot): void; subscriptions: Role[] } {
  const listeners = new Set<(s: Snapshot) => void>();
  const subscriptions: Role[] = [];
  return {
    subscriptions,
    subscribe(role, listener) {
      subscriptions.push(role);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (s) => listeners.forEach((l) => l(s)),
  };
}

describe('attachPushes', () => {
  it("subscribes as the window's role and sends { name, payload } on the push channel", () => {
    const source = leakySource();
    const gm = fakeTarget();
    attachPushes(source, gm, 'gm');
    source.emit(gmSnapshot);
    expect(source.subscriptions).toEqual(['gm']);
    expect(gm.sent).toEqual([[IPC_PUSH, { name: 'session:update', payload: gmSnapshot }]]);
  });

  it('never sends a GM snapshot to a player window, even from a source that leaks one', () => {
    const source = leakySource();
    const player = fakeTarget();
    attachPushes(source, player, 'player');
    source.emit(gmSnapshot);
    source.emit(playerSnapshot);
    expect(source.subscriptions).toEqual(['player']);
    expect(player.sent.map(([, m]) => m.payload.role)).toEqual(['player']);
  });

  it('does not send to a destroyed window, survives a failing send, and unsubscribes', () => {
    const source = leakySource();
    const target = fakeTarget();
    const detach = attachPushes(source, target, 'player');
    target.destroyed = true;
    source.emit(playerSnapshot);
    expect(target.sent).toEqual([]);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: PushTarget = {
      send: () => {
        throw new Error('Object has been destroyed');
      },
      isDestroyed: () => false,
    };
    const other = fakeTarget();
    const detachBroken = attachPushes(source, broken, 'player');
    attachPushes(source, other, 'player');
    expect(() => source.emit(playerSnapshot)).not.toThrow();
    expect(other.sent).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
    detachBroken();
    errors.mockRestore();

    target.destroyed = false;
    detach();
    source.emit(playerSnapshot);
    expect(target.sent).toEqual([]);
  });

  it('with the real session, a player window only ever receives the projection', async () => {
    const session = memorySession();
    const gm = fakeTarget();
    const player = fakeTarget();
    attachPushes(session, gm, 'gm');
    attachPushes(session, player, 'player');
    await session.start();
    await session.command({
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: 't-krypskytten',
      to: { q: 1, r: 0 },
    });
    await session.close();
    expect(gm.sent.length).toBeGreaterThan(0);
    expect(player.sent.length).toBeGreaterThan(0);
    for (const [, message] of player.sent) {
      expect(message.payload.role).toBe('player');
      const json = JSON.stringify(message);
      expect(json).not.toContain('gmNotes');
      expect(json).not.toContain('campaignPath');
    }
  });
});

describe('window registry', () => {
  it('maps webContents ids to roles until unregistered', () => {
    const registry = createWindowRegistry();
    registry.register(1, 'gm');
    registry.register(2, 'player');
    registry.register(3, 'player');
    expect(registry.roleOf(1)).toBe('gm');
    expect(registry.idsOf('player')).toEqual([2, 3]);
    registry.unregister(2);
    expect(registry.roleOf(2)).toBeUndefined();
    expect(registry.roleOf(42)).toBeUndefined();
  });

  it('refuses to re-register a window under another role', () => {
    const registry = createWindowRegistry();
    registry.register(1, 'player');
    expect(() => registry.register(1, 'gm')).toThrow(/already registered/);
    expect(registry.roleOf(1)).toBe('player');
  });
});
