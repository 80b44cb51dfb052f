/**
 * Map edits collapse into one log line per edit session (issue 16): a run of consecutive map-edit entries
 * (painting, erasing, zones, walls, tokens placed or removed, scene settings) with nothing else between
 * them reads as one line, "Map: 5 walls changed, 12 hexes painted", which the log can expand into the single
 * lines. A lone map edit stays its own line. Grouping and counting are pure; only `mapEditSummary` reads
 * the active language.
 */
import { tn, t, type PluralBase } from './i18n/index.svelte';
import type { LogLike } from './logText';

/** Adds one to its count. */
const ONE = (): number => 1;
/** Adds the positive number the entry's data holds under `key` (0 for anything else). */
const dataCount =
  (key: string) =>
  (d: LogLike['data']): number => {
    const v = d[key];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
  };

/**
 * The event kinds the GM's map tools and scene settings log (rules/core/mapEditing.ts,
 * core/commands/map.ts), each with the count of a run it adds to and by how much.
 */
const TALLIED: ReadonlyMap<string, readonly [keyof MapEditTally, (d: LogLike['data']) => number]> = new Map([
  ['zone/painted', ['painted', dataCount('hexes')]],
  ['zone/erased', ['erased', dataCount('hexes')]],
  ['zone/created', ['zonesCreated', ONE]],
  ['zone/removed', ['zonesRemoved', ONE]],
  ['zone/updated', ['zonesChanged', ONE]],
  ['wall/set', ['walls', ONE]],
  ['walls/set', ['walls', dataCount('edges')]],
  ['token/placed', ['tokensPlaced', ONE]],
  ['token/removed', ['tokensRemoved', ONE]],
  ['scene/created', ['scenesCreated', ONE]],
  ['scene/updated', ['sceneChanges', ONE]],
  ['scene/backgroundSet', ['sceneChanges', ONE]],
]);

/** The event kinds the GM's map tools and scene settings log. */
export const MAP_EDIT_KINDS: ReadonlySet<string> = new Set(TALLIED.keys());

/** True for an entry one of the map tools or scene settings made. */
export function isMapEdit(entry: LogLike): boolean {
  return MAP_EDIT_KINDS.has(entry.type);
}

/** One row of the log: a single entry, or a run of two or more map edits shown as one line. */
export type LogRow<E> =
  | { readonly kind: 'entry'; readonly entry: E }
  | {
      readonly kind: 'mapEdits';
      /** The first entry's seq: stays the same while the run grows, so an expanded group stays open. */
      readonly key: number;
      readonly entries: readonly E[];
    };

/** The log's entries as rows, oldest first: runs of two or more consecutive map edits become one row. */
export function groupMapEdits<E extends LogLike & { readonly seq: number }>(
  entries: readonly E[],
): LogRow<E>[] {
  const rows: LogRow<E>[] = [];
  let run: E[] = [];
  const flush = (): void => {
    if (run.length === 1) rows.push({ kind: 'entry', entry: run[0]! });
    else if (run.length > 1) rows.push({ kind: 'mapEdits', key: run[0]!.seq, entries: run });
    run = [];
  };
  for (const e of entries) {
    if (isMapEdit(e)) {
      run.push(e);
      continue;
    }
    flush();
    rows.push({ kind: 'entry', entry: e });
  }
  flush();
  return rows;
}

/** What a run of map edits did, counted by what the GM would say ("5 walls changed"). */
export interface MapEditTally {
  /** Edges whose wall or door changed (`wall/set` is one; `walls/set` says how many). */
  readonly walls: number;
  readonly painted: number;
  readonly erased: number;
  readonly zonesCreated: number;
  readonly zonesRemoved: number;
  readonly zonesChanged: number;
  readonly tokensPlaced: number;
  readonly tokensRemoved: number;
  readonly scenesCreated: number;
  /** Scene settings and backgrounds changed. */
  readonly sceneChanges: number;
}

/** Counts what the map edits among `entries` did (other entries are not counted). */
export function tallyMapEdits(entries: readonly LogLike[]): MapEditTally {
  const n: Record<keyof MapEditTally, number> = {
    walls: 0,
    painted: 0,
    erased: 0,
    zonesCreated: 0,
    zonesRemoved: 0,
    zonesChanged: 0,
    tokensPlaced: 0,
    tokensRemoved: 0,
    scenesCreated: 0,
    sceneChanges: 0,
  };
  for (const e of entries) {
    const tally = TALLIED.get(e.type);
    if (tally) n[tally[0]] += tally[1](e.data);
  }
  return n;
}

/** The order the summary names things in, and each count's message base. */
const SUMMARY_PARTS: readonly (readonly [keyof MapEditTally, PluralBase])[] = [
  ['scenesCreated', 'lognotes.map.scenesCreated'],
  ['zonesCreated', 'lognotes.map.zonesCreated'],
  ['walls', 'lognotes.map.walls'],
  ['painted', 'lognotes.map.painted'],
  ['erased', 'lognotes.map.erased'],
  ['zonesChanged', 'lognotes.map.zonesChanged'],
  ['zonesRemoved', 'lognotes.map.zonesRemoved'],
  ['tokensPlaced', 'lognotes.map.tokensPlaced'],
  ['tokensRemoved', 'lognotes.map.tokensRemoved'],
  ['sceneChanges', 'lognotes.map.sceneChanges'],
];

/**
 * The one line for a run of map edits in the active language, each count in its plural form:
 * "Map: 5 walls changed, 12 hexes painted" / "Карта: 5 стен изменено, 12 гексов закрашено".
 */
export function mapEditSummary(entries: readonly LogLike[]): string {
  const tally = tallyMapEdits(entries);
  const parts = SUMMARY_PARTS.filter(([k]) => tally[k] > 0).map(([k, base]) => tn(base, tally[k]));
  // Only edits that changed nothing countable (e.g. a zero-hex paint): say how many edits there were.
  if (parts.length === 0) parts.push(tn('lognotes.map.edits', entries.length));
  return t('lognotes.map.summary', { parts: parts.join(', ') });
}
