/**
 * A log's change as views apply it (issue 20): views hold only the newest entries of a log, so an
 * appended entry travels as itself rather than as an operation on a shifted window. The session finds
 * the change ({@link logDelta}); views apply it ({@link applyLogDelta}).
 */
import type { LogDelta } from './snapshots';

/**
 * The change from the `prev` log to the `next` one as a view applies it (truncate, append, keep the
 * newest `window`), or null when they are the same; `reset` when the view must take `next`'s newest
 * entries whole (an entry went from the middle, or more changed than a window holds). Entries are
 * matched by identity: the engine appends new entry objects and undo restores a prefix of the same ones;
 * the player projection reuses its projected entries.
 */
export function logDelta<E>(
  prev: readonly E[],
  next: readonly E[],
  seqOf: (e: E) => number,
  window: number,
): LogDelta<E> | null {
  if (prev === next) return null;
  const tail = next.slice(-window);
  const reset = (): LogDelta<E> => ({ append: tail, reset: true });
  if (next.length === 0) return prev.length === 0 ? null : reset();
  // Where next starts in prev (usually at 0 for the GM's whole log, further on for a sliding tail).
  const first = next[0] as E;
  let a = prev[0] === first ? 0 : -1;
  if (a < 0)
    for (let i = Math.max(0, prev.length - window); i < prev.length; i++) if (prev[i] === first) a = i;
  if (a < 0) return reset();
  // How far they run together: a prefix, found by bisection (identity holds before the split, not after).
  let lo = 0;
  let hi = Math.min(prev.length - a, next.length);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (prev[a + mid - 1] === next[mid - 1]) lo = mid;
    else hi = mid - 1;
  }
  const run = lo;
  const cut = a + run < prev.length ? seqOf(prev[a + run] as E) : undefined;
  const append = next.slice(run);
  if (cut === undefined && append.length === 0) return null;
  if (append.length > window) return reset();
  const delta: LogDelta<E> = { ...(cut !== undefined ? { truncateFrom: cut } : {}), append };
  // What the view will hold after applying it must be what it should hold; otherwise send it whole.
  const held = applyLogDelta(prev.slice(-window), delta, seqOf, window);
  if (held.length === tail.length && held.every((e, i) => e === tail[i])) return delta;
  // An undo shortened the window: the older entries that come back into it travel too, not the window.
  const missing = tail.length - held.length;
  if (missing > 0 && held.every((e, i) => e === tail[missing + i])) {
    const prepend = tail.slice(0, missing);
    return { ...delta, prepend };
  }
  return reset();
}

/** Applies a {@link LogDelta} to a view's entries, keeping the newest `window`. */
export function applyLogDelta<E>(
  entries: readonly E[],
  delta: LogDelta<E>,
  seqOf: (e: E) => number,
  window: number,
): E[] {
  if (delta.reset) return delta.append.slice(-window);
  const cut = delta.truncateFrom;
  const kept = cut === undefined ? entries : entries.filter((e) => seqOf(e) < cut);
  const all = (delta.prepend ?? []).concat(kept, delta.append);
  return all.length > window ? all.slice(-window) : all;
}
