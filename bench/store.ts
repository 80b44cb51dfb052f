/**
 * Campaign store on a large campaign (500 library NPCs + 500 combatants, 50 scenes of 40×30 hexes in
 * 24 zones each, 20,000 log events): save and open through the store, next to the floor of what any
 * store must do with the same data in the same run (plain `JSON.stringify` + writeFile + fsync; readFile
 * + `JSON.parse`), plus the parts (zod validation, indented vs compact JSON) that explain the gap.
 */
import { open as openFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  CampaignState,
  type CampaignDocument,
  type Combatant,
  type LogEntry,
  type Scene,
  type Zone,
} from '../src/shared/model/campaign';
import { encodeDocument, loadCampaignFile } from '../src/main/store/campaignFile';
import { createCampaignStore } from '../src/main/store/campaignStore';
import { nodeIo } from '../src/main/store/durableFs';
import { summarize } from './stats';
import type { BenchRow } from './types';

const RUNS = 5;

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

async function time<T>(fn: () => Promise<T> | T): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function runs(fn: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  await fn(-1); // warm-up
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) out.push(await time(() => fn(i)));
  return out;
}

function row(name: string, samples: number[], note?: string): BenchRow {
  const s = summarize(samples);
  return {
    name,
    metric: `median of ${s.n}`,
    value: s.median,
    unit: 'ms',
    note: [note, `p95 ${s.p95.toFixed(1)} ms`].filter(Boolean).join('; '),
  };
}

/** The floor: a plain write + fsync of the same JSON (no temp file, rename, folder fsync or validation). */
async function plainWrite(file: string, text: string): Promise<void> {
  const handle = await openFile(file, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function benchStore(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-bench-store-'));
  try {
    const state = largeCampaign();
    const doc: CampaignDocument = {
      format: 'hexscreen-campaign',
      schemaVersion: 2,
      savedAt: new Date().toISOString(),
      campaign: state,
    };
    const compact = JSON.stringify(doc);
    const indented = JSON.stringify(doc, null, 2);
    const mb = (s: string) => `${(Buffer.byteLength(s) / 2 ** 20).toFixed(1)} MiB`;

    const store = createCampaignStore(dataDir, { warn: () => undefined });
    const path = await store.create('Storkampanj', state);
    const file = join(path, 'campaign.json');
    await store.open(path);

    const rows: BenchRow[] = [];
    rows.push(
      row(
        'store.save (large)',
        await runs((i) => store.save(path, { ...state, gmNotes: `save ${i}` })),
        `lock check + zod validation + JSON (${mb(encodeDocument(doc))}) + temp file, fsync, rename, fsync folder`,
      ),
    );
    const plainFile = join(dataDir, 'plain.json');
    rows.push(
      row(
        'baseline: JSON.stringify + writeFile + fsync',
        await runs(() => plainWrite(plainFile, JSON.stringify(doc))),
        `compact, ${mb(compact)}`,
      ),
    );
    rows.push(row('part: CampaignState zod validation', await runs(() => CampaignState.parse(state))));
    rows.push(row('part: JSON.stringify compact', await runs(() => JSON.stringify(doc)), mb(compact)));
    rows.push(
      row(
        'part: JSON.stringify 2-space indent',
        await runs(() => JSON.stringify(doc, null, 2)),
        `${mb(indented)} (not used: see JSON_INDENT)`,
      ),
    );

    await store.close(path);
    rows.push(
      row(
        'store.open + close (large)',
        await runs(async () => {
          await store.open(path);
          await store.close(path);
        }),
        'lock, read, parse, migrate, validate, on-open/close backup (identical copies skipped)',
      ),
    );
    rows.push(
      row(
        'loadCampaignFile (large)',
        await runs(() => loadCampaignFile(file, nodeIo)),
        'read + parse + validate, no lock or backup',
      ),
    );
    rows.push(
      row(
        'baseline: readFile + JSON.parse',
        await runs(async () => JSON.parse(await readFile(plainFile, 'utf8')) as unknown),
      ),
    );
    await store.open(path);
    rows.push(
      row(
        'store.backup manual (large)',
        await runs(() => store.backup(path, 'manual')),
        'copy bytes durably + rotate',
      ),
    );
    const backups = await store.listBackups(path);
    rows.push(
      row(
        'store.listBackups, first call (large)',
        await runs(() => createCampaignStore(dataDir).listBackups(path)),
        `${backups.length} backups, each parsed, migrated and validated`,
      ),
    );
    rows.push(
      row(
        'store.listBackups, again (large)',
        await runs(() => store.listBackups(path)),
        'verdicts cached by size + mtime',
      ),
    );
    rows.push(
      row('store.list (one large campaign)', await runs(() => store.list()), 'plain JSON.parse per campaign'),
    );
    await store.close(path);
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
