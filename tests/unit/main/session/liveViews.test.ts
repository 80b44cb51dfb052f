/**
 * The live data path (issue 20): views follow the session by patches and always hold what a fresh
 * snapshot holds; a patch carries what changed, not the campaign; the log travels as its change; the
 * undo history is bounded and undo still restores the log exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logDelta, applyLogDelta } from '@shared/contract/logDelta';
import { applyUpdate } from '@shared/contract/viewState';
import type { GmSnapshot, SessionUpdate, Snapshot } from '@shared/contract/snapshots';
import { GM_LOG_WINDOW } from '@shared/contract/snapshots';
import type { Command } from '@shared/model/commands';
import { startedSession } from '../../helpers/session';

async function started(undoLimit?: number) {
  const session = await startedSession({ seed: 11, ...(undoLimit !== undefined ? { undoLimit } : {}) });
  return session;
}

/** A view that holds what the session pushed, and every raw update. */
function follow(session: Awaited<ReturnType<typeof started>>, role: 'gm' | 'player') {
  const view = { held: session.snapshot(role) as Snapshot, updates: [] as SessionUpdate[], resyncs: 0 };
  session.subscribe(role, (u) => {
    view.updates.push(u);
    const r = applyUpdate(view.held, u);
    if (r.kind === 'applied') view.held = r.snapshot;
    else if (r.kind === 'resync') {
      view.resyncs++;
      view.held = session.snapshot(role);
    }
  });
  return view;
}

const bytes = (u: unknown): number => Buffer.byteLength(JSON.stringify(u), 'utf8');

describe('log changes (contract/logDelta.ts)', () => {
  const e = (seq: number) => ({ seq });
  const seqOf = (x: { seq: number }) => x.seq;

  it('an append travels as the new entries; a view applying it holds the newest window', () => {
    const prev = [0, 1, 2, 3].map(e);
    const next = [...prev, e(4), e(5)];
    const d = logDelta(prev, next, seqOf, 3);
    expect(d).toEqual({ append: [next[4], next[5]] });
    expect(applyLogDelta(prev.slice(-3), d ?? { append: [] }, seqOf, 3)).toEqual(next.slice(-3));
  });

  it('an undo of a long log travels as the cut and the older entries back in the window, not the window', () => {
    const all = Array.from({ length: 20 }, (_, i) => e(i));
    const prev = all;
    const next = all.slice(0, 17);
    const d = logDelta(prev, next, seqOf, 5);
    expect(d).toEqual({ truncateFrom: 17, append: [], prepend: [all[12], all[13], all[14]] });
    expect(applyLogDelta(prev.slice(-5), d ?? { append: [] }, seqOf, 5)).toEqual(next.slice(-5));
  });

  it('an undo travels as a cut at the first removed seq; the same log is no change', () => {
    const next = [0, 1, 2].map(e);
    const prev = [...next, e(3), e(4)];
    expect(logDelta(prev, next, seqOf, 10)).toEqual({ truncateFrom: 3, append: [] });
    expect(logDelta(prev, prev, seqOf, 10)).toBeNull();
  });

  it('a sliding tail (players) keeps what it shares; an entry gone from the middle is cut and sent again', () => {
    const all = [0, 1, 2, 3, 4, 5].map(e);
    const prev = all.slice(0, 4);
    const next = all.slice(2, 6);
    const d = logDelta(prev, next, seqOf, 4);
    expect(d).toEqual({ append: [all[4], all[5]] });
    const gone = [all[0], all[2], all[3]] as { seq: number }[];
    const cut = logDelta(prev, gone, seqOf, 4);
    expect(cut).toEqual({ truncateFrom: 1, append: [all[2], all[3]] });
    expect(applyLogDelta(prev, cut ?? { append: [] }, seqOf, 4)).toEqual(gone);
    // More new entries than a window holds: the window is sent whole.
    const many = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(e);
    expect(logDelta(prev, many, seqOf, 4)).toEqual({ append: many.slice(-4), reset: true });
  });
});

describe('a view applies updates (contract/viewState.ts)', () => {
  it('takes a restarted server’s snapshot though its revision is lower; asks again for a patch it cannot place', async () => {
    const a = await started();
    for (let i = 0; i < 5; i++) await a.command({ type: 'log/note', text: `a${i}`, public: false });
    const held = a.snapshot('gm');
    const b = await started();
    const fresh = b.snapshot('gm');
    expect(fresh.revision).toBeLessThan(held.revision);
    expect(applyUpdate(held, fresh)).toEqual({ kind: 'applied', snapshot: fresh });
    // An older snapshot of the same run is not taken over newer state.
    await a.command({ type: 'log/note', text: 'a5', public: false });
    expect(applyUpdate(a.snapshot('gm'), held)).toEqual({ kind: 'ignored' });
    // A patch that skips a revision, or comes from another run, asks for a snapshot.
    const updates: SessionUpdate[] = [];
    a.subscribe('gm', (u) => updates.push(u));
    await a.command({ type: 'log/note', text: 'a6', public: false });
    await a.command({ type: 'log/note', text: 'a7', public: false });
    expect(applyUpdate(held, updates[1] as SessionUpdate)).toEqual({ kind: 'resync' });
    expect(applyUpdate(fresh, updates[0] as SessionUpdate)).toEqual({ kind: 'resync' });
  });
});

describe('the session pushes patches (issue 20)', () => {
  it('a GM view that follows the patches holds exactly what a fresh snapshot holds, over random commands with undo and redo', async () => {
    const steps: fc.Arbitrary<number[]> = fc.array(fc.nat({ max: 9 }), { minLength: 5, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(steps, async (kinds) => {
        const session = await started();
        const gm = follow(session, 'gm');
        const player = follow(session, 'player');
        for (const k of kinds) {
          const cmd: Command | 'undo' | 'redo' =
            k === 0
              ? 'undo'
              : k === 1
                ? 'redo'
                : k === 2
                  ? { type: 'token/move', sceneId: 's-gransen', tokenId: 't-anton', to: { q: k, r: 3 } }
                  : k === 3
                    ? { type: 'combatant/adjustResource', id: 'c-gransvakt', resource: 'kp', delta: 1 }
                    : k === 4
                      ? { type: 'combatant/update', id: 'c-krypskytten', patch: { hidden: false } }
                      : k === 5
                        ? { type: 'combatant/update', id: 'c-krypskytten', patch: { hidden: true } }
                        : { type: 'log/note', text: `n${k}`, public: k % 2 === 0 };
          try {
            if (cmd === 'undo') await session.undo();
            else if (cmd === 'redo') await session.redo();
            else await session.command(cmd);
          } catch {
            // nothing to undo / redo
          }
          expect(gm.held).toEqual(session.snapshot('gm'));
          expect(player.held).toEqual(session.snapshot('player'));
        }
        expect(gm.resyncs + player.resyncs).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('a note pushes the note, not the campaign: well under 4 kB with a 3,000-entry log', async () => {
    const session = await started();
    for (let i = 0; i < 3000; i++)
      await session.command({ type: 'log/note', text: `entry ${i} with some words`, public: i % 3 === 0 });
    const gm = follow(session, 'gm');
    const full = bytes(session.snapshot('gm'));
    await session.command({ type: 'combatant/adjustResource', id: 'c-gransvakt', resource: 'kp', delta: 2 });
    const patch = gm.updates.at(-1);
    expect(patch).toMatchObject({ kind: 'patch' });
    expect(bytes(patch)).toBeLessThan(4096);
    expect(full).toBeGreaterThan(20 * bytes(patch));
    // Undo: the cut and the one entry back in the window, not the window.
    await session.undo();
    const undone = gm.updates.at(-1);
    expect(undone).toMatchObject({ kind: 'patch', log: { truncateFrom: expect.any(Number) as unknown } });
    expect(bytes(undone)).toBeLessThan(4096);
    expect(gm.held).toEqual(session.snapshot('gm'));
    await session.redo();
    expect(bytes(gm.updates.at(-1))).toBeLessThan(4096);
    expect(gm.held).toEqual(session.snapshot('gm'));
    // The GM view holds the newest window of the log, and older pages come by range.
    const held = gm.held as GmSnapshot;
    expect(held.campaign?.log).toHaveLength(GM_LOG_WINDOW);
    const older = session.logPage(held.campaign?.log[0]?.seq ?? 0, 100).entries;
    expect(older).toHaveLength(100);
    expect(older.at(-1)?.seq).toBe((held.campaign?.log[0]?.seq ?? 0) - 1);
  });

  it('players get nothing for a GM-only change, and never the GM state', async () => {
    const session = await started();
    const player = follow(session, 'player');
    await session.command({ type: 'log/note', text: 'gm only', public: false });
    await session.command({ type: 'campaign/setNotes', gmNotes: 'secret plan' } as Command);
    expect(player.updates).toHaveLength(0);
    await session.command({ type: 'log/note', text: 'for all', public: true });
    expect(player.updates).toHaveLength(1);
    expect(JSON.stringify(player.updates)).not.toContain('secret plan');
  });

  it('the undo history keeps the last N steps and says how many fell off; undo restores the log exactly', async () => {
    const session = await started(3);
    const before = session.snapshot('gm') as GmSnapshot;
    for (let i = 0; i < 5; i++) await session.command({ type: 'log/note', text: `u${i}`, public: false });
    const gm = session.snapshot('gm') as GmSnapshot;
    expect(gm.undo).toEqual({ steps: 3, limit: 3, dropped: 2 });
    await session.undo();
    await session.undo();
    await session.undo();
    await expect(session.undo()).rejects.toThrow(/nothing to undo/);
    const log = (session.snapshot('gm') as GmSnapshot).campaign?.log ?? [];
    expect(log.length).toBe((before.campaign?.log.length ?? 0) + 2);
    expect(log.at(-1)?.data).toEqual({ text: 'u1' });
    await session.redo();
    expect((session.snapshot('gm') as GmSnapshot).campaign?.log.at(-1)?.data).toEqual({ text: 'u2' });
  });
});
