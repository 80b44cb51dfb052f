import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, type Session } from '../../../../src/main/session/session';
import { demoFor } from '../../../../src/main/session/demo';
import { seededDice } from '@shared/dice/dice';
import type { GmSnapshot, PlayerSnapshot } from '@shared/contract/snapshots';
import { memorySettings, memoryStore } from '../../../helpers/memoryStore';
import { followView } from '../../../helpers/views';
import { startedSession } from '../../helpers/session';

async function started(opts: { autosaveDelayMs?: number } = {}) {
  const store = memoryStore();
  const settings = memorySettings();
  const session = await startedSession({
    store,
    settings,
    seed: 7,
    autosaveDelayMs: opts.autosaveDelayMs ?? 5,
  });
  return { store, settings, session };
}

function gm(session: Session): GmSnapshot {
  const s = session.snapshot('gm');
  if (s.role !== 'gm' || !s.campaign) throw new Error('expected an open campaign');
  return s;
}

afterEach(() => vi.useRealTimers());

describe('session', () => {
  it('first start with an empty data folder creates and opens the demo', async () => {
    const { store, session } = await started();
    expect(store.files.size).toBe(1);
    expect(gm(session).campaign?.name).toBe('Demo: Gränsövergången');
  });

  it('undo after damage restores the exact prior state; redo reapplies it', async () => {
    const { session } = await started();
    const before = structuredClone(gm(session).campaign);
    await session.command({ type: 'combatant/adjustResource', id: 'c-gransvakt', resource: 'kp', delta: 4 });
    const after = structuredClone(gm(session).campaign);
    expect(after).not.toEqual(before);
    await session.undo();
    expect(gm(session).campaign).toEqual(before);
    await session.redo();
    expect(gm(session).campaign).toEqual(after);
  });

  it('undo after a token move restores the exact prior state, across several commands', async () => {
    const { session } = await started();
    const states = [structuredClone(gm(session).campaign)];
    await session.command({
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: 't-anton',
      to: { q: 0, r: 5 },
    });
    states.push(structuredClone(gm(session).campaign));
    await session.command({ type: 'encounter/start' });
    states.push(structuredClone(gm(session).campaign));
    await session.undo();
    expect(gm(session).campaign).toEqual(states[1]);
    await session.undo();
    expect(gm(session).campaign).toEqual(states[0]);
    expect(gm(session).canUndo).toBe(false);
    await session.redo();
    await session.redo();
    expect(gm(session).campaign).toEqual(states[2]);
    expect(gm(session).canRedo).toBe(false);
  });

  it('a new command clears redo; nothing to undo is a clear refusal', async () => {
    const { session } = await started();
    await expect(session.undo()).rejects.toThrow(/nothing to undo/);
    await session.command({ type: 'log/note', text: 'a', public: false });
    await session.undo();
    await session.command({ type: 'log/note', text: 'b', public: false });
    await expect(session.redo()).rejects.toThrow(/nothing to redo/);
  });

  it('a refused command changes nothing and is not undoable', async () => {
    const { session } = await started();
    const before = gm(session);
    await expect(session.command({ type: 'combatant/remove', id: 'ghost' })).rejects.toThrow(/no combatant/);
    const after = gm(session);
    // Nothing was published: the same revision, the same campaign.
    expect(after.revision).toBe(before.revision);
    expect(after.campaign).toEqual(before.campaign);
    expect(after.canUndo).toBe(false);
  });

  it('a command that changes nothing (erasing walls where there are none) leaves no undo step', async () => {
    const { session } = await started();
    const before = gm(session);
    expect(before.campaign?.scenes[0]?.map.walls).toEqual([]);
    await session.command({
      type: 'wall/setMany',
      sceneId: 's-gransen',
      edges: [{ a: { q: 2, r: 2 }, b: { q: 3, r: 2 } }],
      door: null,
    });
    const after = gm(session);
    // Nothing was published: the same revision, the same campaign.
    expect(after.revision).toBe(before.revision);
    expect(after.campaign).toEqual(before.campaign);
    expect(after.canUndo).toBe(false);
  });

  it('autosaves after commands (debounced) and reports saving → saved', async () => {
    const { store, session } = await started({ autosaveDelayMs: 20 });
    const frames = followView(session, 'gm') as GmSnapshot[];
    await session.command({ type: 'log/note', text: '1', public: false });
    await session.command({ type: 'log/note', text: '2', public: false });
    expect(store.saves).toHaveLength(0);
    await session.flush();
    expect(store.saves).toHaveLength(1);
    expect(store.saves[0]?.state.log).toHaveLength(2);
    const seen = frames.map((f) => f.save.state);
    expect(seen).toContain('saving');
    expect(seen.at(-1)).toBe('saved');
  });

  it('a failed save shows an error, keeps the change and succeeds on retry', async () => {
    const { store, session } = await started();
    store.failNextSaves = 1;
    await session.command({ type: 'log/note', text: 'precious', public: false });
    await expect(session.flush()).rejects.toThrow(/disk full/);
    expect(gm(session).save).toMatchObject({ state: 'error' });
    expect(gm(session).save.message).toMatch(/disk full/);
    await session.flush();
    expect(gm(session).save.state).toBe('saved');
    expect(store.saves.at(-1)?.state.log.at(-1)?.data).toEqual({ text: 'precious' });
  });

  it('pushes the projection to players only when it changes, never the full state', async () => {
    const { session } = await started();
    const player = followView(session, 'player');
    await session.command({ type: 'campaign/setNotes', gmNotes: 'secret plan' });
    expect(player).toHaveLength(0);
    await session.command({
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: 't-anton',
      to: { q: 0, r: 5 },
    });
    expect(player).toHaveLength(1);
    const p = player[0] as PlayerSnapshot;
    expect(p.role).toBe('player');
    expect(JSON.stringify(p)).not.toContain('secret plan');
    expect(JSON.stringify(p)).not.toContain('Krypskytten');
  });

  it('a campaign that fails to load is reported as a problem and nothing is created over it', async () => {
    const store = memoryStore();
    const settings = memorySettings();
    await settings.rememberOpened('/memory/campaigns/Gone.hexcampaign');
    const session = createSession({ store, settings, dice: seededDice(1), demo: demoFor });
    await session.start();
    const s = session.snapshot('gm') as GmSnapshot;
    expect(s.campaign).toBeNull();
    expect(s.problem).toMatchObject({ code: 'not-found', file: '/memory/campaigns/Gone.hexcampaign' });
    expect(store.files.size).toBe(0);
  });
});

describe('session start with a locked campaign', () => {
  it('reports the lock as a problem instead of failing to start', async () => {
    const { CampaignStoreError } = await import('../../../../src/main/store/types');
    const store = memoryStore();
    const settings = memorySettings();
    await settings.rememberOpened('/memory/campaigns/Busy.hexcampaign');
    store.open = () =>
      Promise.reject(
        new CampaignStoreError(
          'locked',
          '/memory/campaigns/Busy.hexcampaign/.lock',
          'open in another Hexscreen (pid 42)',
        ),
      );
    const session = createSession({ store, settings, dice: seededDice(1), demo: demoFor });
    await session.start();
    const s = session.snapshot('gm') as GmSnapshot;
    expect(s.campaign).toBeNull();
    expect(s.problem).toMatchObject({
      code: 'locked',
      message: 'open in another Hexscreen (pid 42)',
      backups: [],
    });
  });
});
