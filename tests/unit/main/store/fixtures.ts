/** Small campaign states and documents for the store tests. */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CURRENT_SCHEMA_VERSION,
  type CampaignDocument,
  type CampaignState,
  type Combatant,
} from '@shared/model/campaign';

/** A minimal valid campaign: one empty 4×3 scene, no combatants, no log (so `hasContent` is false). */
export function makeCampaign(overrides: Partial<CampaignState> = {}): CampaignState {
  return {
    id: 'c-test',
    name: 'Skuggor',
    system: 'irt',
    settings: { playerWoundWords: true },
    scenes: [
      {
        id: 's-1',
        name: 'Scen 1',
        map: {
          orientation: 'pointy',
          hexSizeMetres: 10,
          width: 4,
          height: 3,
          zones: [],
          walls: [],
          background: null,
        },
        tokens: [],
        gmNotes: '',
      },
    ],
    activeSceneId: 's-1',
    combatants: [],
    npcLibrary: [],
    encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
    log: [],
    gmNotes: '',
    ...overrides,
  };
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
