/**
 * The GM log as the GM page holds it (src/renderer/lib/log/logPages.ts, issue 20): the live window with
 * the older pages in front, one run of consecutive seqs; pages dropped when another campaign opens or an
 * undo cuts across them, never an entry twice.
 */
import { describe, expect, it } from 'vitest';

import {
  campaignKey,
  emptyHeld,
  hasOlder,
  oldestHeld,
  prependPage,
  syncWindow,
  type HeldLog,
  type SeqEntry,
} from '../../../../../src/renderer/lib/log/logPages';

const WINDOW = 500;

/** A log of `n` notes, seq 0…n-1 (`tag` tells one run of entries from another with the same seqs). */
function log(n: number, tag = 'a'): SeqEntry[] {
  return Array.from({ length: n }, (_, seq) => ({
    seq,
    round: 0,
    type: 'log/note',
    public: false,
    data: { text: `${tag} ${seq}` },
  }));
}

/** The window a GM snapshot holds of `all`: its newest entries. */
const windowOf = (all: readonly SeqEntry[]): readonly SeqEntry[] => all.slice(-WINDOW);
/** What the server answers for `log:page`: the `limit` entries before `before`, oldest first. */
const page = (all: readonly SeqEntry[], before: number, limit: number): SeqEntry[] =>
  all.filter((e) => e.seq < before).slice(-limit);
const seqs = (held: HeldLog<SeqEntry>): number[] => held.entries.map((e) => e.seq);
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const KEY = campaignKey('/c/campaign.json', 'c1');

/** The held log after opening `all` and paging back `pages` times by `limit`. */
function paged(all: readonly SeqEntry[], pages: number, limit = 300): HeldLog<SeqEntry> {
  let held = syncWindow(emptyHeld(), KEY, windowOf(all), all[0]?.seq ?? null);
  for (let i = 0; i < pages; i++) held = prependPage(held, KEY, page(all, oldestHeld(held)!, limit));
  return held;
}

describe('the held log', () => {
  it('starts as the window, and knows when older entries exist', () => {
    const all = log(1200);
    const held = syncWindow(emptyHeld(), KEY, windowOf(all), 0);
    expect(seqs(held)).toEqual(range(700, 1200));
    expect(oldestHeld(held)).toBe(700);
    expect(hasOlder(held, 0)).toBe(true);
    expect(hasOlder(syncWindow(emptyHeld(), KEY, log(20), 0), 0)).toBe(false);
    // An empty log, or a snapshot without the first seq: nothing older to fetch.
    expect(hasOlder(emptyHeld(), null)).toBe(false);
    expect(hasOlder(held, undefined)).toBe(false);
  });

  it('pages prepend in order, each entry once, until the start of the log', () => {
    const all = log(1200);
    const held = paged(all, 2);
    expect(seqs(held)).toEqual(range(100, 1200));
    // The pages are the server's entries; the window's are the snapshot's own objects.
    expect(held.entries[0]).toBe(all[100]);
    const done = paged(all, 5);
    expect(seqs(done)).toEqual(range(0, 1200));
    expect(hasOlder(done, 0)).toBe(false);
    // A page overlapping what is held takes only what is missing.
    const overlapping = prependPage(paged(all, 1), KEY, all.slice(300, 450));
    expect(seqs(overlapping)).toEqual(range(300, 1200));
  });

  it('ignores a page for another campaign, one that does not end right before what is held, and an empty one', () => {
    const all = log(1200);
    const held = paged(all, 1);
    expect(prependPage(held, campaignKey('/other.json', 'c2'), page(all, 400, 300))).toBe(held);
    expect(prependPage(held, KEY, all.slice(0, 100))).toBe(held);
    expect(prependPage(held, KEY, [])).toBe(held);
    expect(prependPage(emptyHeld<SeqEntry>(KEY), KEY, all.slice(0, 100)).entries).toEqual([]);
    // A page with a hole keeps the run that meets what is held.
    const holed = [...all.slice(100, 150), ...all.slice(200, 400)];
    expect(seqs(prependPage(held, KEY, holed))).toEqual(range(200, 1200));
  });

  it('keeps the pages in front as new entries slide the window on, and what slid out of it', () => {
    let all = log(1200);
    let held = paged(all, 1);
    for (let i = 0; i < 3; i++) {
      all = [...all, ...log(1230).slice(all.length, all.length + 10)];
      held = syncWindow(held, KEY, windowOf(all), 0);
    }
    expect(seqs(held)).toEqual(range(400, 1230));
    expect(held.entries[1229 - 400]).toBe(all[1229]);
  });

  it('keeps the same held log when the window did not change (nothing re-renders)', () => {
    const all = log(1200);
    const held = paged(all, 1);
    const window = held.entries.slice(-WINDOW);
    expect(syncWindow(held, KEY, window, 0)).toBe(held);
    const fresh = syncWindow(emptyHeld(), KEY, windowOf(all), 0);
    expect(syncWindow(fresh, KEY, fresh.entries, 0)).toBe(fresh);
  });

  it('drops everything when another campaign opens (file or id), or none is open', () => {
    const all = log(1200);
    const held = paged(all, 2);
    const other = log(800, 'b');
    const next = syncWindow(held, campaignKey('/c/other.json', 'c1'), windowOf(other), 0);
    expect(seqs(next)).toEqual(range(300, 800));
    expect(next.entries[0]).toBe(other[300]);
    expect(syncWindow(held, campaignKey('/c/campaign.json', 'c2'), windowOf(other), 0).entries).toHaveLength(
      500,
    );
    const closed = syncWindow(held, null, [], null);
    expect(closed.entries).toEqual([]);
    expect(closed.key).toBeNull();
  });

  it('an undo within the window keeps the pages; one across them drops what it took and, once new entries take those seqs, the rest', () => {
    const all = log(1200);
    const held = paged(all, 2); // 100…1199
    // Undo of 10 entries: the server sends the newest 500 again (690…1189, fresh objects).
    const undone = all.slice(0, 1190).map((e) => ({ ...e, data: { ...e.data } }));
    const afterUndo = syncWindow(held, KEY, windowOf(undone), 0);
    expect(seqs(afterUndo)).toEqual(range(100, 1190));
    // Undo back to 450 (across the fetched pages): the window is 0…449, the pages past it go.
    const deep = syncWindow(afterUndo, KEY, windowOf(all.slice(0, 450)), 0);
    expect(seqs(deep)).toEqual(range(0, 450));
    // An undo to 700, then 600 new entries seen at once: 700… are other entries now; the pages go.
    const redone = [...all.slice(0, 700), ...log(1300, 'b').slice(700)];
    const jumped = syncWindow(held, KEY, windowOf(redone), 0);
    expect(seqs(jumped)).toEqual(range(800, 1300));
    expect(jumped.entries[0]).toBe(redone[800]);
  });

  it('an emptied log holds nothing; entries before the log\u2019s first go', () => {
    const all = log(1200);
    const held = paged(all, 2);
    expect(syncWindow(held, KEY, [], null).entries).toEqual([]);
    expect(seqs(syncWindow(held, KEY, windowOf(all), 250))).toEqual(range(250, 1200));
  });

  it('never holds a gap: a window that does not join what is held replaces it', () => {
    const all = log(2000);
    const held = paged(all.slice(0, 1200), 1); // 400…1199
    const next = syncWindow(held, KEY, windowOf(all), 0); // 1500…1999
    expect(seqs(next)).toEqual(range(1500, 2000));
  });

  it('names a campaign by its file and id', () => {
    expect(campaignKey('/a.json', 'x')).not.toBe(campaignKey('/b.json', 'x'));
    expect(campaignKey('/a.json', 'x')).not.toBe(campaignKey('/a.json', 'y'));
    expect(campaignKey(null, 'x')).toBe(campaignKey(undefined, 'x'));
    expect(campaignKey('/a.json', null)).toBeNull();
  });
});
