import { describe, expect, it } from 'vitest';
import type { PlayerSnapshot, SessionUpdate } from '@shared/contract/snapshots';
import { followView } from '../../../helpers/views';
import { startedSession } from '../../helpers/session';

async function started() {
  const session = await startedSession({ seed: 7, autosaveDelayMs: 5 });
  const players = followView(session, 'player') as PlayerSnapshot[];
  const gms = followView(session, 'gm');
  return { session, players, gms };
}

const moveAnton = {
  type: 'token/move',
  sceneId: 's-gransen',
  tokenId: 't-anton',
  to: { q: 0, r: 5 },
} as const;

describe('player display controls', () => {
  it('blackout sends no projection at all; live sends it again', async () => {
    const { session, players } = await started();
    await session.setDisplay({ mode: 'blackout' });
    expect(players.at(-1)).toMatchObject({ view: null, display: { mode: 'blackout' } });
    await session.command(moveAnton);
    expect(players.at(-1)?.view).toBeNull();
    await session.setDisplay({ mode: 'live' });
    expect(players.at(-1)?.view?.scene.tokens.find((t) => t.id === 't-anton')?.hex).toEqual({ q: 0, r: 5 });
  });

  it('freeze keeps the picture from the moment of freezing while the GM goes on', async () => {
    const { session, players } = await started();
    await session.setDisplay({ mode: 'frozen' });
    const frozen = players.at(-1)?.view;
    await session.command(moveAnton);
    expect(session.snapshot('player')).toMatchObject({ view: frozen });
    expect(
      (session.snapshot('player') as PlayerSnapshot).view?.scene.tokens.find((t) => t.id === 't-anton')?.hex,
    ).not.toEqual({
      q: 0,
      r: 5,
    });
    await session.setDisplay({ mode: 'live' });
    expect(players.at(-1)?.view?.scene.tokens.find((t) => t.id === 't-anton')?.hex).toEqual({ q: 0, r: 5 });
  });

  it('issue 15: opening another campaign while frozen blacks the display out instead of keeping the old picture', async () => {
    const { session, players } = await started();
    await session.setDisplay({ mode: 'frozen' });
    expect(players.at(-1)?.view?.campaignName).toBeTruthy();
    await session.create('Kampanj B', 'irt', false);
    const last = players.at(-1);
    expect(last?.view).toBeNull();
    expect(last?.display.mode).toBe('blackout');
    expect(JSON.stringify(players.at(-1))).not.toContain('Gränsövergången');
    // Live again shows the new campaign, not the frozen one.
    await session.setDisplay({ mode: 'live' });
    expect(players.at(-1)?.view?.campaignName).toBe('Kampanj B');
  });

  it('each ping reaches the players once, numbered', async () => {
    const { session, players } = await started();
    const before = players.length;
    expect(await session.ping({ q: 3, r: 5 })).toEqual({ seq: 1 });
    expect(await session.ping({ q: 3, r: 5 })).toEqual({ seq: 2 });
    expect(players.slice(before).map((p) => p.display.ping)).toEqual([
      { hex: { q: 3, r: 5 }, seq: 1 },
      { hex: { q: 3, r: 5 }, seq: 2 },
    ]);
  });

  it("the GM's view rectangle goes to players only while they follow it; to the GM only as that small patch", async () => {
    const { session, players, gms } = await started();
    const raw: SessionUpdate[] = [];
    session.subscribe('gm', (u) => raw.push(u));
    const rect = { x: 10, y: 20, width: 300, height: 200 };
    const gmBefore = gms.length;
    const playersBefore = players.length;
    await session.setDisplay({ gmView: rect });
    // Not following the GM: nothing changes for players or the GM.
    expect(players.length).toBe(playersBefore);
    expect(gms.length).toBe(gmBefore);
    await session.setDisplay({ camera: 'gm' });
    expect(players.at(-1)?.display).toMatchObject({ camera: 'gm', gmView: rect });
    await session.setDisplay({ gmView: { ...rect, x: 50 } });
    expect(players.at(-1)?.display.gmView?.x).toBe(50);
    // The GM's preview frames what players see: a pan reaches it as one operation on the rectangle.
    expect(raw.at(-1)).toMatchObject({
      kind: 'patch',
      ops: [{ op: 'replace', path: '/display/gmView/x', value: 50 }],
    });
  });

  it('the table language is independent of the GM and reaches the display', async () => {
    const { session, players } = await started();
    await session.setDisplay({ language: 'sv' });
    expect(players.at(-1)?.display.language).toBe('sv');
  });
});
