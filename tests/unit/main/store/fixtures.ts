/** Small campaign states and documents for the store tests. */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect } from 'vitest';
import { createAssetService, type AssetService } from '../../../../src/main/store/assetService';
import { createCampaignStore } from '../../../../src/main/store/campaignStore';
import { CampaignStoreError } from '../../../../src/main/store/types';
import { oneSceneCampaign } from '../../helpers/oneSceneCampaign';
import {
  CURRENT_SCHEMA_VERSION,
  type CampaignDocument,
  type CampaignState,
  type Combatant,
} from '@shared/model/campaign';

/** A minimal valid campaign: one empty 4×3 scene, no combatants, no log (so `hasContent` is false). */
export function makeCampaign(overrides: Partial<CampaignState> = {}): CampaignState {
  const campaign = oneSceneCampaign({
    id: 'c-test',
    name: 'Skuggor',
    system: 'irt',
    settings: { playerWoundWords: true },
    scene: { id: 's-1', name: 'Scen 1', hexSizeMetres: 10, width: 4, height: 3, zones: [], tokens: [] },
    combatants: [],
  });
  return { ...campaign, ...overrides };
}

/** A combatant with IRT-style attributes. */
export function makeCombatant(id: string, overrides: Partial<Combatant> = {}): Combatant {
  return {
    id,
    name: `Soldat ${id}`,
    kind: 'npc',
    hidden: false,
    extra: true,
    attributes: { Fysik: 3, Vilja: 2 },
    resources: { kp: 0 },
    conditions: [],
    weapons: [],
    initiative: null,
    gmNotes: '',
    ...overrides,
  };
}

/** A campaign that has content (`hasContent` is true): one combatant and GM notes. */
export function makeCampaignWithContent(overrides: Partial<CampaignState> = {}): CampaignState {
  return makeCampaign({ combatants: [makeCombatant('n-1')], gmNotes: 'Hemligheter', ...overrides });
}

/** The on-disk document of a state. */
export function makeDocument(state: CampaignState, savedAt = '2025-01-01T00:00:00.000Z'): CampaignDocument {
  return { format: 'hexscreen-campaign', schemaVersion: CURRENT_SCHEMA_VERSION, savedAt, campaign: state };
}

/** A fresh temporary folder (each test gets its own data dir). */
export function makeTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'hexscreen-store-'));
}

/**
 * Gives each test of the file (or describe) where it is called a fresh {@link makeTempDir}, handed to
 * `use` before the test, and removes it after.
 */
export function freshTempDirEachTest(use: (dir: string) => void): void {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
    use(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
}

/** Folder holding the committed bad-file fixtures. */
export const FIXTURE_DIR = fileURLToPath(new URL('../../../fixtures/campaigns/', import.meta.url));

/**
 * Places a campaign folder `<dataDir>/campaigns/<name>.hexcampaign/` whose campaign.json holds `content`
 * (a fixture file name under tests/fixtures/campaigns, or raw bytes). Returns the folder path.
 */
export async function placeCampaign(
  dataDir: string,
  content: { fixture: string } | { bytes: string | Uint8Array },
  name = 'Skuggor',
): Promise<string> {
  const folder = join(dataDir, 'campaigns', `${name}.hexcampaign`);
  await mkdir(join(folder, 'backups'), { recursive: true });
  await mkdir(join(folder, 'assets'), { recursive: true });
  const bytes = 'fixture' in content ? await readFile(join(FIXTURE_DIR, content.fixture)) : content.bytes;
  await writeFile(join(folder, 'campaign.json'), bytes);
  return folder;
}

/** The pid of a process that has exited (for stale-lock tests). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  await new Promise((resolve) => child.once('exit', resolve));
  if (pid === undefined) throw new Error('could not spawn a child process');
  return pid;
}

/** A clock that moves one second per call, so every backup gets its own timestamp. */
export function tickingClock(start = Date.parse('2025-03-01T12:00:00.000Z')): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

/** The CampaignStoreError `p` rejects with (the test fails if it resolves or rejects with anything else). */
export async function rejection(p: Promise<unknown>): Promise<CampaignStoreError> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CampaignStoreError);
  return err as CampaignStoreError;
}

/** Every file under `folder` (by its path inside it) with its bytes, to prove that a step changed nothing. */
export async function snapshotFolder(folder: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    out[relative(folder, file)] = (await readFile(file)).toString('base64');
  }
  return out;
}

/** A campaign lock as a Hexscreen on this computer writes it, taken now by process `pid` of `instanceId`. */
export function lockOf(pid: number, instanceId: string) {
  return { pid, hostname: hostname(), instanceId, createdAt: new Date().toISOString() };
}

/** Writes `lock` as the `.lock` file of the campaign folder `path`. */
export function writeLock(path: string, lock: object): Promise<void> {
  return writeFile(join(path, '.lock'), JSON.stringify(lock));
}

/** A campaign store in a fresh temporary folder with one new campaign open, and the asset service over it. */
export interface OpenCampaignAssets {
  readonly dataDir: string;
  /** The open campaign's folder. */
  readonly campaign: string;
  readonly assets: AssetService;
  /** Runs `f` while no campaign is open, then opens the campaign again. */
  withNoCampaign(f: () => Promise<void>): Promise<void>;
}

/** {@link OpenCampaignAssets} in a folder named after `prefix`, the campaign named `name` (remove `dataDir` after). */
export async function openCampaignAssets(prefix: string, name: string): Promise<OpenCampaignAssets> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const store = createCampaignStore(dataDir);
  const campaign = await store.create(name, makeCampaign());
  let open: string | null = campaign;
  return {
    dataDir,
    campaign,
    assets: createAssetService(store, () => open),
    async withNoCampaign(f) {
      open = null;
      try {
        await f();
      } finally {
        open = campaign;
      }
    },
  };
}
