/**
 * The journal `log.jsonl` beside a campaign's `campaign.json`: append-only JSON Lines, one JSON object
 * per `\n`-terminated line, of four kinds:
 *
 * - a log entry (the `LogEntry` schema: `seq, round, type, public, data`);
 * - `{"$truncate": s}`: the entries with seq ≥ s are removed (an undo took back the entries its command
 *   appended; later entries may reuse those seq numbers);
 * - `{"$rev": n, "$at": "<ISO time>", "$patch": [RFC 6902 ops]}`: save number n changed the campaign
 *   (everything but its log) by these JSON Patch ops (possibly none), made by `compare` of
 *   fast-json-patch against the state without its log. campaign.json says which revisions it already
 *   includes (`baseRevision`). Every save ends with its `$rev` line;
 * - `{"$base": n}`: the end of a whole write of the file (create, migration, compaction, restore), made
 *   at campaign.json's `baseRevision` n.
 *
 * A save appends what changed since the state it last wrote (compared by reference: the engine shares
 * what a command did not change), so what reaches the disk per command is about its delta. The `$rev`
 * and `$base` lines commit what comes before them: {@link parseJournal} drops the lines after the last
 * one (a save a crash cut short, torn last line included), and the store cuts them off; a bad line
 * anywhere else is `corrupt-log`.
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import { LogEntry, type CampaignState } from '@shared/model/campaign';
import { describeFile, describeIssues } from './campaignFile';
import { CampaignStoreError } from './types';

/** The journal's name inside a campaign folder. */
export const LOG_FILE = 'log.jsonl';

/**
 * campaign.json is rewritten at the current state (a rebase) once the journal holds more than this many
 * `$patch` bytes or lines above its `baseRevision`: opening then applies at most about this much.
 */
export const REBASE_PATCH_BYTES = 256 * 1024;
export const REBASE_PATCH_LINES = 500;

/**
 * log.jsonl is rewritten with only its effective entries (compacted) when its `$rev` and `$truncate`
 * lines are more than this share of its lines, or more than {@link COMPACT_OVERHEAD_BYTES}.
 */
export const COMPACT_OVERHEAD_SHARE = 0.25;
export const COMPACT_OVERHEAD_BYTES = 1024 * 1024;

/** A `$rev` line above the base revision: the ops still to apply to campaign.json's state. */
export interface JournalPatch {
  readonly rev: number;
  readonly at: string | null;
  readonly ops: Operation[];
  /** 1-based line number, for messages. */
  readonly line: number;
}

/**
 * What the lines of a journal add up to. A `$base` line is not counted anywhere: each whole write ends
 * with one, which compacting cannot remove. (Counted as overhead, it made a journal of fewer than four
 * entries worth compacting on every open, and every close rewrite log.jsonl.)
 */
export interface JournalCounts {
  /** Good lines in the file (but its `$base` line). */
  lines: number;
  /** `$rev` and `$truncate` lines (everything but entries and `$base`), and their bytes. */
  overheadLines: number;
  overheadBytes: number;
  /** `$rev` lines above the base revision, and their bytes: what a rebase would fold into campaign.json. */
  patchLines: number;
  patchBytes: number;
}

/** Counts of a journal (or a save) with no lines yet, for a reader or writer to add to. */
function noJournalLines(): JournalCounts {
  return { lines: 0, overheadLines: 0, overheadBytes: 0, patchLines: 0, patchBytes: 0 };
}

export interface JournalRead {
  /** The effective log: entries in order, truncations applied. */
  readonly entries: LogEntry[];
  /** The text of each of `entries`' lines, as in the file. */
  readonly entryLines: string[];
  /** `$rev` lines above the base revision, in order (revisions consecutive from base + 1). */
  readonly patches: JournalPatch[];
  /** The last revision: the newest `$rev` line's, or the base revision when it is newer. */
  readonly rev: number;
  /** The newest `$at` of the patches above the base, or null. */
  readonly lastAt: string | null;
  /** Bytes of the file up to and including its last line kept. */
  readonly goodLength: number;
  /** The first line dropped (a torn last line, or the first of a save a crash cut short), or null. */
  readonly torn: { readonly line: number; readonly reason: string } | null;
  readonly counts: JournalCounts;
}

/** A line that is not a journal line: why, in a few words. */
class BadLine extends Error {}

const OPS = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test']);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

type Line =
  | { kind: 'entry'; entry: LogEntry }
  | { kind: 'truncate'; seq: number }
  | { kind: 'base'; rev: number }
  | { kind: 'rev'; rev: number; at: string | null; ops: Operation[] };

/** Classifies and validates one parsed line; throws {@link BadLine}. */
function classify(value: unknown): Line {
  if (!isObject(value)) throw new BadLine('not a JSON object');
  if ('$truncate' in value) {
    const seq = value.$truncate;
    if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0)
      throw new BadLine('"$truncate" is not a sequence number');
    return { kind: 'truncate', seq };
  }
  if ('$base' in value) {
    const rev = value.$base;
    if (typeof rev !== 'number' || !Number.isInteger(rev) || rev < 0)
      throw new BadLine('"$base" is not a revision number');
    return { kind: 'base', rev };
  }
  if ('$rev' in value) {
    const rev = value.$rev;
    if (typeof rev !== 'number' || !Number.isInteger(rev) || rev < 1)
      throw new BadLine('"$rev" is not a revision number');
    const ops = value.$patch;
    if (!Array.isArray(ops)) throw new BadLine('"$patch" is not a list of changes');
    for (const op of ops) {
      if (!isObject(op) || typeof op.op !== 'string' || !OPS.has(op.op) || typeof op.path !== 'string')
        throw new BadLine('"$patch" holds something that is not a JSON Patch operation');
    }
    const at = typeof value.$at === 'string' ? value.$at : null;
    return { kind: 'rev', rev, at, ops: ops as Operation[] };
  }
  const parsed = LogEntry.safeParse(value);
  if (!parsed.success) throw new BadLine(`not a log entry (${describeIssues(parsed.error.issues)})`);
  return { kind: 'entry', entry: parsed.data };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the bytes of a journal against a campaign.json of `baseRevision`. The lines after the last
 * `$rev` or `$base` line (a save that did not finish), or else a torn last line (not `\n`-terminated,
 * or not parseable), are dropped and reported in `torn` (its first line), with `goodLength` where the
 * file should end. Any other bad line — unparseable, not a journal line, revisions out of order or
 * missing — throws `corrupt-log` naming the file and the line.
 */
export function parseJournal(bytes: Uint8Array, file: string, baseRevision: number): JournalRead {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const what = describeFile(file);
  const corrupt = (line: number, why: string): never => {
    throw new CampaignStoreError('corrupt-log', file, `${what} is damaged at line ${line}: ${why}`);
  };
  // Everything after the last newline is an append a crash cut short.
  const complete = buf.lastIndexOf(10) + 1;
  let lines: string[];
  /** Lines that are not UTF-8 (found only when the whole file is not). */
  const notUtf8 = new Set<number>();
  try {
    lines = strictUtf8.decode(buf.subarray(0, complete)).split('\n');
  } catch {
    // Not UTF-8 somewhere: decode line by line to say where (a torn last line may end mid-character).
    lines = [];
    for (let start = 0; start < complete;) {
      const end = buf.indexOf(10, start);
      try {
        lines.push(strictUtf8.decode(buf.subarray(start, end)));
      } catch {
        notUtf8.add(lines.length);
        lines.push('');
      }
      start = end + 1;
    }
    lines.push('');
  }
  lines.pop(); // the empty string after the last newline
  // A byte order mark (an editor's) is not part of the first line.
  if (lines[0]?.charCodeAt(0) === 0xfeff) lines[0] = lines[0].slice(1);

  let torn: JournalRead['torn'] =
    complete < buf.length ? { line: lines.length + 1, reason: 'it is not ended by a newline' } : null;
  let goodLength = complete;
  // Every save ends with its `$rev` line and every whole write with a `$base` line: they commit what
  // comes before them. Lines after the last one are a save a crash cut short (it was never
  // acknowledged): they are dropped like a torn line, so a reopened campaign never holds half a save
  // (log entries without their state change). A journal with no marker at all is taken whole. A marker
  // is known by how the writers start it; one that is the last line but does not parse (a power cut
  // that left a hole in it) commits nothing: its save did not finish either.
  let lastCommit = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (!text.startsWith('{"$rev":') && !text.startsWith('{"$base":')) continue;
    if (i === lines.length - 1 && !parses(text)) continue;
    lastCommit = i;
    break;
  }
  if (lastCommit >= 0 && lastCommit < lines.length - 1) {
    // The end of the commit line, counted in the file's bytes (not in the decoded text: a byte order
    // mark was taken off the first line, and a line that is not UTF-8 was decoded as '').
    let offset = 0;
    for (let i = 0; i <= lastCommit; i++) offset = buf.indexOf(10, offset) + 1;
    torn = { line: lastCommit + 2, reason: 'a save that did not finish' };
    goodLength = offset;
    lines = lines.slice(0, lastCommit + 1);
  }
  const entries: LogEntry[] = [];
  const entryLines: string[] = [];
  const patches: JournalPatch[] = [];
  const counts = noJournalLines();
  let rev = 0;
  let lastAt: string | null = null;

  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const lineNo = i + 1;
    let value: unknown;
    try {
      if (notUtf8.has(i)) throw new BadLine('not UTF-8');
      value = JSON.parse(text);
    } catch {
      // The last line, when nothing torn follows it, may be an append a crash (or a power cut that
      // left zeros) cut short; anywhere else the file is damaged.
      if (i === lines.length - 1 && torn === null) {
        torn = { line: lineNo, reason: 'it is not valid JSON' };
        // Where the line starts: after the newline before it (a negative offset would count from the end).
        goodLength = complete >= 2 ? buf.lastIndexOf(10, complete - 2) + 1 : 0;
        break;
      }
      return corrupt(lineNo, notUtf8.has(i) ? 'it is not valid UTF-8 text' : 'it is not valid JSON');
    }
    let line: Line;
    try {
      line = classify(value);
    } catch (err) {
      return corrupt(lineNo, err instanceof Error ? err.message : String(err));
    }
    if (line.kind === 'base') {
      // Not counted: every whole write ends with one, so compacting cannot take it away.
      if (line.rev < rev) corrupt(lineNo, `a whole write at save ${line.rev} comes after save ${rev}`);
      rev = line.rev;
      continue;
    }
    counts.lines++;
    if (line.kind === 'entry') {
      entries.push(line.entry);
      entryLines.push(text);
      continue;
    }
    counts.overheadLines++;
    counts.overheadBytes += text.length + 1;
    if (line.kind === 'truncate') {
      while (entries.length > 0 && (entries[entries.length - 1]?.seq ?? -1) >= line.seq) {
        entries.pop();
        entryLines.pop();
      }
      continue;
    }
    if (line.rev <= rev) corrupt(lineNo, `save ${line.rev} comes after save ${rev}`);
    if (line.rev > baseRevision) {
      const expected = Math.max(rev, baseRevision) + 1;
      if (line.rev !== expected)
        corrupt(lineNo, `save ${line.rev} follows save ${expected - 1}: a save is missing`);
      patches.push({ rev: line.rev, at: line.at, ops: line.ops, line: lineNo });
      counts.patchLines++;
      counts.patchBytes += text.length + 1;
      if (line.at !== null) lastAt = line.at;
    }
    rev = line.rev;
  }
  return { entries, entryLines, patches, rev: Math.max(rev, baseRevision), lastAt, goodLength, torn, counts };
}

/**
 * Applies the patches of a journal to `campaign` (campaign.json's, freshly parsed: it is changed in
 * place). A patch that does not fit is `corrupt-log` naming its line.
 */
export function applyPatches(
  campaign: Record<string, unknown>,
  patches: readonly JournalPatch[],
  file: string,
): void {
  for (const patch of patches) {
    try {
      jsonPatch.applyPatch(campaign, patch.ops, false, true);
    } catch (err) {
      throw new CampaignStoreError(
        'corrupt-log',
        file,
        `${describeFile(file)} is damaged at line ${patch.line}: save ${patch.rev} does not fit the campaign (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`,
      );
    }
  }
}

/** Whether a journal with these counts is worth rewriting with only its entries. */
export function compactionPays(counts: JournalCounts): boolean {
  return (
    counts.overheadBytes > COMPACT_OVERHEAD_BYTES ||
    (counts.overheadLines > 0 && counts.overheadLines > COMPACT_OVERHEAD_SHARE * counts.lines)
  );
}

/** Whether campaign.json should be rewritten at the current state (its journal patches grew too long). */
export function rebasePays(counts: JournalCounts): boolean {
  return counts.patchBytes > REBASE_PATCH_BYTES || counts.patchLines > REBASE_PATCH_LINES;
}

/** The text of a journal holding only `entries` (a compacted journal). */
export function encodeEntries(entries: readonly LogEntry[], base: number): string {
  let out = '';
  for (const entry of entries) out += `${JSON.stringify(entry)}\n`;
  // The whole write is committed at campaign.json's base revision (see parseJournal).
  return `${out}{"$base":${base}}\n`;
}

/**
 * Whether `value` passes the `LogEntry` schema (seq and round safe integers ≥ 0, type 1–60 characters,
 * public a boolean, data a plain object), checked by hand: a save checks each new entry, and zod takes
 * ~5 µs an entry there (a typical command logs five). journal.test.ts keeps the two in agreement; the
 * store asks zod only to word a refusal.
 */
export function isLogEntry(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const { seq, round, type, data } = e;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return false;
  if (typeof round !== 'number' || !Number.isSafeInteger(round) || round < 0) return false;
  if (typeof type !== 'string' || type.length < 1 || type.length > 60) return false;
  if (typeof e.public !== 'boolean') return false;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const proto: unknown = Object.getPrototypeOf(data);
  return proto === Object.prototype || proto === null;
}

/** Same entry: the same object, or (a state rebuilt from JSON) equal in every field. */
function sameEntry(a: LogEntry | undefined, b: LogEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.seq === b.seq &&
    a.round === b.round &&
    a.type === b.type &&
    a.public === b.public &&
    JSON.stringify(a.data) === JSON.stringify(b.data)
  );
}

/** How the log changed between two saves: the seq to truncate from (or null), then entries to append. */
export interface LogDelta {
  readonly truncateFrom: number | null;
  readonly appended: readonly LogEntry[];
}

/**
 * The change from the saved log to the new one, or null when a journal cannot say it (sequence numbers
 * that do not increase: the caller rewrites the journal instead). Logs only grow, except that an undo
 * cuts their end off, so the common part is found from the end of the shorter one, by reference.
 */
export function logDelta(saved: readonly LogEntry[], next: readonly LogEntry[]): LogDelta | null {
  if (saved === next) return { truncateFrom: null, appended: [] };
  let common = Math.min(saved.length, next.length);
  while (common > 0 && !sameEntry(saved[common - 1], next[common - 1])) common--;
  let truncateFrom: number | null = null;
  let last = saved[common - 1]?.seq ?? -1;
  if (common < saved.length) {
    const first = saved[common]?.seq ?? 0;
    // `$truncate s` removes entries from the end while their seq is ≥ s: exactly the removed ones.
    if (first <= last) return null;
    for (let i = common; i < saved.length; i++) if ((saved[i]?.seq ?? 0) < first) return null;
    truncateFrom = first;
  }
  const appended = next.slice(common);
  for (const entry of appended) {
    if (entry.seq <= last) return null;
    last = entry.seq;
  }
  return { truncateFrom, appended };
}

const isComposite = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** `ops` (made by `compare` below `prefix`) moved to `prefix`, appended to `out`. */
function prefixed(ops: Operation[], prefix: string, out: Operation[]): void {
  for (const op of ops) {
    op.path = prefix + op.path;
    out.push(op);
  }
}

/** The ops from `a` to `b` at `path`, as `compare` makes them there; equal-length arrays by reference. */
function diffValue(a: unknown, b: unknown, path: string, out: Operation[]): void {
  if (a === b) return;
  if (isComposite(a) && isComposite(b) && Array.isArray(a) === Array.isArray(b)) {
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      // compare visits every index from the end, building each one's path before it sees that the
      // element is the same object: 500 combatants cost it ~0.1 ms per save. Same order, same ops.
      for (let i = a.length - 1; i >= 0; i--) {
        const x: unknown = a[i];
        const y: unknown = b[i];
        if (x === y) continue;
        if (isComposite(x) && isComposite(y) && Array.isArray(x) === Array.isArray(y))
          prefixed(jsonPatch.compare(x, y), `${path}/${i}`, out);
        else out.push({ op: 'replace', path: `${path}/${i}`, value: jsonPatch.deepClone(y) as unknown });
      }
      return;
    }
    prefixed(jsonPatch.compare(a, b), path, out);
    return;
  }
  out.push({ op: 'replace', path, value: jsonPatch.deepClone(b) as unknown });
}

/**
 * The JSON Patch ops from one state to the next, the log left out: the ops `compare` of fast-json-patch
 * makes for `{ ...saved, log: [] }` and `{ ...next, log: [] }` (same ops, same order), made by `compare`
 * below the campaign's top-level keys and the elements of its arrays, which are walked here by
 * reference. `compare` returns at once for identical references, so engine states that share
 * structure cost only what changed.
 */
export function stateOps(saved: CampaignState, next: CampaignState): Operation[] {
  if (saved === next) return [];
  const a = saved as unknown as Record<string, unknown>;
  const b = next as unknown as Record<string, unknown>;
  const out: Operation[] = [];
  const oldKeys = Object.keys(a);
  let deleted = false;
  // As compare: the old keys from the last, then the keys that are new.
  for (let t = oldKeys.length - 1; t >= 0; t--) {
    const key = oldKeys[t] ?? '';
    if (key === 'log') continue;
    const path = `/${jsonPatch.escapePathComponent(key)}`;
    const value = a[key];
    if (Object.hasOwn(b, key) && !(b[key] === undefined && value !== undefined)) {
      diffValue(value, b[key], path, out);
    } else {
      out.push({ op: 'remove', path });
      deleted = true;
    }
  }
  const newKeys = Object.keys(b);
  if (deleted || newKeys.length !== oldKeys.length) {
    for (const key of newKeys) {
      if (key === 'log' || Object.hasOwn(a, key) || b[key] === undefined) continue;
      out.push({
        op: 'add',
        path: `/${jsonPatch.escapePathComponent(key)}`,
        value: jsonPatch.deepClone(b[key]) as unknown,
      });
    }
  }
  return out;
}

/** The journal text of one save, and what it adds to the journal's counts. */
export interface EncodedSave {
  readonly text: string;
  readonly counts: JournalCounts;
}

/**
 * The journal text of one save: a `$truncate` line when the log was cut, the new entries, and a `$rev`
 * line numbered `rev` with the state's changes (possibly none), which commits the save.
 */
export function encodeSave(delta: LogDelta, ops: readonly Operation[], rev: number, at: string): EncodedSave {
  const counts = noJournalLines();
  let text = '';
  if (delta.truncateFrom !== null) {
    const line = `{"$truncate":${delta.truncateFrom}}\n`;
    text += line;
    counts.overheadLines++;
    counts.overheadBytes += line.length;
  }
  for (const entry of delta.appended) text += `${JSON.stringify(entry)}\n`;
  // Always last, ops or not: it commits the save's lines (parseJournal drops what follows the last one).
  const line = `{"$rev":${rev},"$at":${JSON.stringify(at)},"$patch":${JSON.stringify(ops)}}\n`;
  text += line;
  counts.overheadLines++;
  counts.overheadBytes += line.length;
  counts.patchLines++;
  counts.patchBytes += line.length;
  counts.lines = delta.appended.length + counts.overheadLines;
  return { text, counts };
}

/** Adds `more` to `counts`, in place. */
export function addCounts(counts: JournalCounts, more: JournalCounts): void {
  counts.lines += more.lines;
  counts.overheadLines += more.overheadLines;
  counts.overheadBytes += more.overheadBytes;
  counts.patchLines += more.patchLines;
  counts.patchBytes += more.patchBytes;
}

/** The counts of a journal holding only `entries` lines (and its `$base` line, which is not counted). */
export function entryCounts(entries: number): JournalCounts {
  return { lines: entries, overheadLines: 0, overheadBytes: 0, patchLines: 0, patchBytes: 0 };
}
