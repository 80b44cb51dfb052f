/**
 * Campaign store on a large campaign (500 library NPCs + 500 combatants, 50 scenes of 40×30 hexes in
 * 24 zones each, 20,000 log events), each store operation next to its floor measured in the same run:
 *
 * (a) a save after one typical command (a combatant's KP change and 5 new log entries) vs appending the
 *     same bytes to a file + fsync (goal ≤ 1.3×);
 * (b) a full save, the rewrite of campaign.json, vs `JSON.stringify` + write temp file + fsync + rename
 *     + fsync folder (goal ≤ 1.3×);
 * (c) open vs readFile + `JSON.parse` + zod validation of the whole campaign in one file (goal ≤ 1.5×).
 *
 * Times are medians; the load average is reported with them, since other work on the machine shows in
 * them.
 */
import { randomBytes } from 'node:crypto';
import { open as openFile, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  CampaignDocument,
  CampaignState,
  CURRENT_SCHEMA_VERSION,
  type Combatant,
  type LogEntry,
  type Scene,
  type Zone,
} from '../src/shared/model/campaign';
import { encodeDocument, orderedCampaign } from '../src/main/store/campaignFile';
import { logFileOf, writeMain } from '../src/main/store/campaignFolder';
import { createCampaignStore } from '../src/main/store/campaignStore';
import { nodeIo } from '../src/main/store/durableFs';
import { summarize } from './stats';
import type { BenchRow, SuiteReport } from './types';

/** Runs of the slow operations (open, full save); a save per command is cheap, so it runs more. */
const RUNS = 7;
const COMMAND_RUNS = 200;

function combatant(id: string, i: number, kind: 'pc' | 'npc'): Combatant {
  return {
    id,
    name: `Soldat ${i}`,
    kind,
    hidden: i % 10 === 0,
    extra: i % 3 !== 0,
    attributes: { Fysik: 2 + (i % 3), Vilja: 2, Strid: 3, Smidighet: 2, Intelligens: 2, Känsla: 1 },
    resources: { kp: i % 5, fokus: 2, stress: i % 4 },
    conditions: i % 7 === 0 ? [{ key: 'Sårad', public: true, untilRound: null, note: '' }] : [],
    weapons: [
      { id: `${id}-w1`, name: 'Gevär m/96', values: { skada: 3, räckvidd: 'lång', automat: false } },
      { id: `${id}-w2`, name: 'Bajonett', values: { skada: 1, räckvidd: 'närstrid' } },
    ],
    initiative: kind === 'pc' ? i : null,
    gmNotes: i % 4 === 0 ? `Anteckning om soldat ${i}: tystlåten, bär ett brev hem.` : '',
  };
}

function scene(s: number): Scene {
  const width = 40;
  const height = 30;
  const zones: Zone[] = [];
  // 24 zones of 50 hexes each (a 5×10 block), covering the 40×30 map.
  for (let z = 0; z < 24; z++) {
    const col0 = (z % 8) * 5;
    const row0 = Math.floor(z / 8) * 10;
    const hexes = [];
    for (let row = row0; row < row0 + 10; row++) {
      for (let col = col0; col < col0 + 5; col++) hexes.push({ q: col - Math.floor(row / 2), r: row });
    }
    zones.push({
      id: `z-${s}-${z}`,
      name: `Zon ${z + 1}`,
      hexes,
      traits:
        z % 3 === 0
          ? [
              { kind: 'skydd', revealed: true },
              { kind: 'morker', level: 1, revealed: false },
            ]
          : [],
      hidden: z % 11 === 0,
      gmNotes: z % 5 === 0 ? 'Minerat fält enligt kartan från kaptenen.' : '',
    });
  }
  return {
    id: `s-${s}`,
    name: `Scen ${s + 1}`,
    map: {
      orientation: 'pointy',
      hexSizeMetres: 10,
      width,
      height,
      zones,
      walls: Array.from({ length: 40 }, (_, i) => ({
        a: { q: i % 20, r: 3 },
        b: { q: i % 20, r: 4 },
        door: 'none' as const,
      })),
      background: null,
    },
    tokens: Array.from({ length: 20 }, (_, t) => ({
      id: `t-${s}-${t}`,
      combatantId: `c-${t}`,
      hex: { q: t, r: 5 },
      hidden: t % 6 === 0,
    })),
    gmNotes: `Scen ${s + 1}: fienden håller bron.`,
  };
}

function logEntry(seq: number): LogEntry {
  return {
    seq,
    round: Math.floor(seq / 40),
    type: seq % 4 === 0 ? 'roll' : 'damage',
    public: seq % 3 !== 0,
    data: {
      actor: `c-${seq % 500}`,
      target: `c-${(seq * 7) % 500}`,
      dice: [seq % 6, (seq + 3) % 6],
      total: seq % 13,
    },
  };
}

/** The large campaign of the issue; validated, so a schema change that breaks it fails the bench. */
export function largeCampaign(): CampaignState {
  return CampaignState.parse({
    id: 'bench-large',
    name: 'Storkampanj',
    system: 'irt',
    settings: { playerWoundWords: true },
    scenes: Array.from({ length: 50 }, (_, s) => scene(s)),
    activeSceneId: 's-0',
    combatants: Array.from({ length: 500 }, (_, i) => combatant(`c-${i}`, i, i < 5 ? 'pc' : 'npc')),
    npcLibrary: Array.from({ length: 500 }, (_, i) => combatant(`lib-${i}`, i, 'npc')),
    encounter: { active: true, round: 3, order: ['c-0', 'c-1', 'c-2'], turnIndex: 0, acted: [] },
    log: Array.from({ length: 20_000 }, (_, i) => logEntry(i)),
    gmNotes: 'Kampanjanteckningar.',
  });
}

/** CPU time (ms, all of the process's threads) of the last {@link time} call. */
let lastCpu = 0;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  lastCpu = (cpu.user + cpu.system) / 1000;
  return wall;
}

/**
 * Times `store` and `floor` alternately (warm-up first), so that load on the machine falls on both
 * alike; `prepare` runs before each pair, untimed.
 */
async function paired(
  n: number,
  store: (i: number) => Promise<unknown>,
  floor: (i: number) => Promise<unknown>,
  hooks: {
    readonly before?: (i: number) => Promise<unknown>;
    readonly between?: (i: number) => Promise<unknown>;
    /** Run the floor first in every other pair (it must not depend on the store's run). */
    readonly alternate?: boolean;
  } = {},
): Promise<{ store: number[]; floor: number[]; storeCpu: number[]; floorCpu: number[] }> {
  const before = hooks.before ?? (() => Promise.resolve());
  const between = hooks.between ?? (() => Promise.resolve());
  await before(-1);
  await store(-1);
  await between(-1);
  await floor(-1);
  const out = {
    store: [] as number[],
    floor: [] as number[],
    storeCpu: [] as number[],
    floorCpu: [] as number[],
  };
  const runStore = async (i: number) => {
    out.store.push(await time(() => store(i)));
    out.storeCpu.push(lastCpu);
  };
  const runFloor = async (i: number) => {
    out.floor.push(await time(() => floor(i)));
    out.floorCpu.push(lastCpu);
  };
  for (let i = 0; i < n; i++) {
    await before(i);
    if (hooks.alternate && i % 2 === 1) {
      await runFloor(i);
      await runStore(i);
      await between(i);
    } else {
      await runStore(i);
      await between(i);
      await runFloor(i);
    }
  }
  return out;
}

function row(name: string, samples: number[], note?: string): BenchRow {
  const s = summarize(samples);
  return {
    name,
    metric: `median of ${s.n}`,
    value: s.median,
    unit: 'ms',
    note: [note, `p95 ${s.p95.toFixed(2)} ms`].filter(Boolean).join('; '),
  };
}

function ratioRow(name: string, store: number[], floor: number[], goal: number): BenchRow {
  const ratio = summarize(store).median / summarize(floor).median;
  return {
    name,
    metric: 'store / floor (medians)',
    value: ratio,
    unit: '×',
    note: `goal ≤ ${goal}× — ${ratio <= goal ? 'met' : 'NOT met'}`,
  };
}

/** Writes `text` to `file` opened with `flags` and fsyncs it before closing. */
async function writeSynced(file: string, flags: 'a' | 'wx', text: string): Promise<void> {
  const handle = await openFile(file, flags);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Appends `text` to `file` and fsyncs it: the floor of a save that writes only what changed. */
function plainAppend(file: string, text: string): Promise<void> {
  return writeSynced(file, 'a', text);
}

/** The floor of an atomic rewrite: temp file, fsync, rename, fsync folder (no validation, no order). */
async function plainAtomicWrite(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
  await writeSynced(tmp, 'wx', text);
  await rename(tmp, file);
  const dir = await openFile(dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** One typical command, as the engine makes it: combatant `i`'s KP changes and 5 entries are logged. */
function typicalCommand(state: CampaignState, i: number): CampaignState {
  const index = i % state.combatants.length;
  const combatants = state.combatants.map((c, k) =>
    k === index ? { ...c, resources: { ...c.resources, kp: (c.resources.kp ?? 0) + 1 } } : c,
  );
  const last = state.log[state.log.length - 1]?.seq ?? -1;
  const entries = Array.from({ length: 5 }, (_, k) => ({
    ...logEntry(last + 1 + k),
    round: state.encounter.round,
  }));
  return { ...state, combatants, log: [...state.log, ...entries] };
}

export async function benchStore(): Promise<SuiteReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-bench-store-'));
  const loadBefore = loadavg();
  try {
    const state = largeCampaign();
    const store = createCampaignStore(dataDir, { warn: () => undefined });
    const path = await store.create('Storkampanj', state);
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    const rows: BenchRow[] = [];

    // (a) A save per command: what reaches disk is the command's delta.
    let current = (await store.open(path)).state;
    const journal = logFileOf(path);
    const floorFile = join(dataDir, 'floor.jsonl');
    // The commands' states are made first: making one copies the 20,000-entry log (as the engine
    // does), and its garbage must not be collected inside the timed saves.
    const chain = [current];
    for (let i = 0; i <= COMMAND_RUNS; i++) chain.push(typicalCommand(chain[i] ?? current, i + 1));
    // The floor appends what the previous save appended (so it may run first in a pair).
    const appended: string[] = [];
    let before = 0;
    const deltaBytes: number[] = [];
    const perCommand = await paired(
      COMMAND_RUNS,
      (i) => store.save(path, chain[i + 2] ?? current),
      () => plainAppend(floorFile, appended[appended.length - 1] ?? ''),
      {
        alternate: true,
        before: async () => {
          before = (await stat(journal)).size;
        },
        between: async () => {
          const size = (await stat(journal)).size;
          const handle = await openFile(journal, 'r');
          try {
            const bytes = Buffer.alloc(size - before);
            await handle.read(bytes, 0, bytes.length, before);
            appended.push(bytes.toString('utf8'));
          } finally {
            await handle.close();
          }
          deltaBytes.push(size - before);
        },
      },
    );
    current = chain[COMMAND_RUNS + 1] ?? current;
    const delta = appended[appended.length - 1] ?? '';
    const lines = delta.split('\n').length - 1;
    rows.push(
      row(
        '(a) store.save after one command',
        perCommand.store,
        `KP change + 5 log entries: ${summarize(deltaBytes).median} bytes in ${lines} lines appended to log.jsonl, one fsync (lock check, diff by reference, no zod)`,
      ),
      row('(a) floor: append those bytes + fsync', perCommand.floor),
      ratioRow('(a) per command: store / floor', perCommand.store, perCommand.floor, 1.3),
      row(
        '(a) CPU time of store.save',
        perCommand.storeCpu,
        `floor's: ${summarize(perCommand.floorCpu).median.toFixed(3)} ms (process.cpuUsage, all threads: less sensitive to the load than wall time)`,
      ),
    );

    // (b) A full save: campaign.json rewritten at the current state (a rebase, or close).
    const savedAt = new Date().toISOString();
    const floorMain = join(dataDir, 'floor.json');
    const mainDoc: CampaignDocument = {
      format: 'hexscreen-campaign',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      savedAt,
      baseRevision: 1,
      campaign: orderedCampaign(current, []),
    };
    const mainSize = Buffer.byteLength(encodeDocument(mainDoc));
    const full = await paired(
      RUNS,
      () => writeMain(nodeIo, path, current, savedAt, 1),
      () => plainAtomicWrite(floorMain, JSON.stringify({ ...mainDoc, campaign: { ...current, log: [] } })),
    );
    rows.push(
      row('(b) full save: campaign.json rewrite', full.store, `${mb(mainSize)}, the log is in log.jsonl`),
      row('(b) floor: JSON.stringify + temp file, fsync, rename, fsync folder', full.floor),
      ratioRow('(b) full save: store / floor', full.store, full.floor, 1.3),
    );

    // (c) Open: campaign.json + log.jsonl, validated, vs one file holding the same campaign.
    await store.close(path);
    const single = join(dataDir, 'single.json');
    const singleText = encodeDocument({
      format: 'hexscreen-campaign',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      savedAt,
      campaign: current,
    });
    await plainAtomicWrite(single, singleText);
    const open = await paired(
      RUNS,
      () => store.open(path),
      async () => CampaignDocument.parse(JSON.parse(await readFile(single, 'utf8'))),
      { between: () => store.close(path) },
    );
    rows.push(
      row(
        '(c) store.open',
        open.store,
        `lock, read + validate campaign.json and log.jsonl (${mb((await stat(journal)).size)}), on-open backup (skipped when identical)`,
      ),
      row('(c) floor: readFile + JSON.parse + zod, one file', open.floor, mb(Buffer.byteLength(singleText))),
      ratioRow('(c) open: store / floor', open.store, open.floor, 1.5),
    );

    // For reference: the parts, and the other store calls.
    const parts = await paired(
      RUNS,
      async () => CampaignState.parse(current),
      async () => JSON.stringify(current),
    );
    rows.push(
      row('part: CampaignState zod validation', parts.store),
      row('part: JSON.stringify of the whole campaign', parts.floor, mb(Buffer.byteLength(singleText))),
    );
    const closeOpen = await paired(
      RUNS,
      () => store.close(path),
      () => store.list(),
      { before: () => store.open(path) },
    );
    rows.push(
      row('store.close (large)', closeOpen.store, 'campaign.json current, journal compacted, close backup'),
      row('store.list (one large campaign)', closeOpen.floor, 'reads campaign.json only'),
    );
    const load = loadavg();
    const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
    const ratios = rows.filter((r) => r.unit === '×');
    return {
      rows,
      summary: [
        ...ratios.map((r) => `${r.name}: ${r.value.toFixed(2)}× (${r.note ?? ''})`),
        `load average (1, 5, 15 min): ${fmt(loadBefore)} before, ${fmt(load)} after`,
      ].join('\n'),
      details: { loadavgBefore: loadBefore, loadavgAfter: load },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
