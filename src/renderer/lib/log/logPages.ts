/**
 * The GM log as the GM page holds it (issue 20): the live window the snapshot keeps current (the newest
 * `GM_LOG_WINDOW` entries) with the older pages fetched by scrolling back or searching (`log:page`) in
 * front of it, one run of consecutive seqs, oldest first.
 *
 * Entries that slide out of the window as new ones come stay held (they are still the log), so the run has
 * no gap. What is held is dropped when another campaign opens, and from where an undo took entries away
 * (the window then starts at or before the cut). Pure: GmLog.svelte folds each new window and each fetched
 * page in.
 */

/** What the log needs of an entry here. */
export interface SeqEntry {
  readonly seq: number;
  readonly type: string;
  readonly round: number;
  readonly public?: boolean;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The held log: whose campaign it is, and its entries (consecutive seqs, oldest first). */
export interface HeldLog<E extends SeqEntry> {
  /** The campaign the entries belong to ({@link campaignKey}), null when none is open. */
  readonly key: string | null;
  readonly entries: readonly E[];
}

/** Nothing held. */
export function emptyHeld<E extends SeqEntry>(key: string | null = null): HeldLog<E> {
  return { key, entries: [] };
}

/**
 * Which campaign a log belongs to: its file and its id (another campaign, or the same one opened from
 * another file, starts over). Null when none is open.
 */
export function campaignKey(path: string | null | undefined, id: string | null | undefined): string | null {
  return id ? `${path ?? ''}\n${id}` : null;
}

/** The same entry: the same object, or (after a snapshot sent it again) the same content. */
function sameEntry(a: SeqEntry, b: SeqEntry): boolean {
  if (a === b) return true;
  return (
    a.seq === b.seq &&
    a.type === b.type &&
    a.round === b.round &&
    a.public === b.public &&
    JSON.stringify(a.data) === JSON.stringify(b.data)
  );
}

/** The index of the first entry with seq ≥ `seq` in consecutive entries (entries.length when none). */
function indexOfSeq(entries: readonly SeqEntry[], seq: number): number {
  const first = entries[0];
  if (!first) return 0;
  return Math.min(entries.length, Math.max(0, seq - first.seq));
}

/**
 * Folds the live window into what is held. Another campaign (`key`) or an empty log starts over; held
 * entries older than the window stay in front of it when they run on into it without a gap and the
 * entry where they meet is the same (otherwise an undo cut across them and new entries took their seqs:
 * they go). Entries before the log's first (`firstSeq`) go too. Returns `held` itself when nothing changed.
 */
export function syncWindow<E extends SeqEntry>(
  held: HeldLog<E>,
  key: string | null,
  window: readonly E[],
  firstSeq: number | null | undefined,
): HeldLog<E> {
  if (key !== held.key) return { key, entries: window };
  if (held.entries === window) return held;
  const start = window[0];
  if (!start) return held.entries.length === 0 ? held : { key, entries: window };
  const cut = indexOfSeq(held.entries, start.seq);
  let older = held.entries.slice(0, cut);
  const last = older[older.length - 1];
  const meeting = held.entries[cut];
  const joins =
    last !== undefined && last.seq + 1 === start.seq && (meeting === undefined || sameEntry(meeting, start));
  if (!joins) older = [];
  const oldest = older[0];
  if (oldest && firstSeq !== null && firstSeq !== undefined && oldest.seq < firstSeq)
    older = older.slice(indexOfSeq(older, firstSeq));
  // Nothing changed (a snapshot that changed something else): keep the same array, nothing re-renders.
  const unchanged =
    held.entries.length === older.length + window.length &&
    (older.length === 0 || older[0] === held.entries[0]) &&
    window.every((e, i) => e === held.entries[older.length + i]);
  if (unchanged) return held;
  return { key, entries: older.length > 0 ? older.concat(window) : window };
}

/**
 * Puts a fetched page (entries before the oldest held one, oldest first) in front. A page for another
 * campaign, or one that does not end right before what is held (the log changed while it came), is
 * ignored; entries already held are not taken twice. Returns `held` itself when nothing was added.
 */
export function prependPage<E extends SeqEntry>(
  held: HeldLog<E>,
  key: string | null,
  page: readonly E[],
): HeldLog<E> {
  const first = held.entries[0];
  if (key !== held.key || !first || page.length === 0) return held;
  const before = page.filter((e) => e.seq < first.seq);
  const last = before[before.length - 1];
  if (!last || last.seq + 1 !== first.seq) return held;
  // Consecutive from the end back: a page with a hole keeps only the run that meets what is held.
  let from = before.length - 1;
  while (from > 0 && before[from - 1]!.seq + 1 === before[from]!.seq) from--;
  return { key, entries: before.slice(from).concat(held.entries) };
}

/** The seq of the oldest entry held (what the next page is fetched before), null when none is. */
export function oldestHeld(held: HeldLog<SeqEntry>): number | null {
  return held.entries[0]?.seq ?? null;
}

/** True when the log has entries older than what is held (`firstSeq`: the log's first entry's seq). */
export function hasOlder(held: HeldLog<SeqEntry>, firstSeq: number | null | undefined): boolean {
  const oldest = oldestHeld(held);
  return oldest !== null && firstSeq !== null && firstSeq !== undefined && oldest > firstSeq;
}
