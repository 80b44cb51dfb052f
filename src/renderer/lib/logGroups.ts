/**
 * Map edits collapse into one log line per edit session (issue 16): a run of consecutive map-edit entries
 * (painting, erasing, zones, walls, tokens placed or removed, scene settings) with nothing else between
 * them reads as one line, "Map: 5 walls changed, 12 hexes painted", which the log can expand into the single
 * lines. A lone map edit stays its own line. Grouping and counting are pure; only `mapEditSummary` reads
 * the active language.
 */
import { tn, t, type PluralBase } from './i18n/index.svelte';
import type { LogLike } from './logText';

/** The event kinds the GM's map tools and scene settings log (rules/core/mapEditing.ts, core/commands/map.ts). */
export const MAP_EDIT_KINDS: ReadonlySet<string> = new Set([
  'zone/painted',
  'zone/erased',
  'zone/created',
  'zone/removed',
  'zone/updated',
  'wall/set',
  'walls/set',
  'token/placed',
  'token/removed',
  'scene/created',
  'scene/updated',
  'scene/backgroundSet',
]);

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

function count(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
}

/** Counts what the map edits among `entries` did (other entries are not counted). */
export function tallyMapEdits(entries: readonly LogLike[]): MapEditTally {
  const n = {
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
    const d = e.data;
    switch (e.type) {
      case 'wall/set':
        n.walls += 1;
        break;
      case 'walls/set':
        n.walls += count(d.edges);
        break;
      case 'zone/painted':
        n.painted += count(d.hexes);
        break;
      case 'zone/erased':
        n.erased += count(d.hexes);
        break;
      case 'zone/created':
        n.zonesCreated += 1;
        break;
      case 'zone/removed':
        n.zonesRemoved += 1;
        break;
      case 'zone/updated':
        n.zonesChanged += 1;
        break;
      case 'token/placed':
        n.tokensPlaced += 1;
        break;
      case 'token/removed':
        n.tokensRemoved += 1;
        break;
      case 'scene/created':
        n.scenesCreated += 1;
        break;
      case 'scene/updated':
      case 'scene/backgroundSet':
        n.sceneChanges += 1;
        break;
    }
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
