/** An in-memory CampaignStore for session tests (the real one is tested against the disk). */
import type { CampaignState } from '@shared/model/campaign';
import type { BackupInfo } from '@shared/contract/snapshots';
import { CampaignStoreError, type CampaignStore, type OpenedCampaign } from '../../src/main/store/types';
import type { SessionSettings } from '../../src/main/session/session';

export interface MemoryStore extends CampaignStore {
  readonly files: Map<string, CampaignState>;
  readonly saves: { path: string; state: CampaignState }[];
  failNextSaves: number;
}

export function memoryStore(): MemoryStore {
  const files = new Map<string, CampaignState>();
  const saves: { path: string; state: CampaignState }[] = [];
  const store: MemoryStore = {
    dataDir: '/memory',
    files,
    saves,
    failNextSaves: 0,
    list: () =>
      Promise.resolve(
        [...files.entries()].map(([path, s]) => ({ path, name: s.name, system: s.system, savedAt: 'now' })),
      ),
    create(name, state) {
      const path = `/memory/campaigns/${name}.hexcampaign`;
      if (files.has(path)) return Promise.reject(new CampaignStoreError('exists', path, 'exists'));
      files.set(path, structuredClone(state));
      return Promise.resolve(path);
    },
    open(path): Promise<OpenedCampaign> {
      const state = files.get(path);
      if (!state) return Promise.reject(new CampaignStoreError('not-found', path, `${path} not found`));
      return Promise.resolve({ path, state: structuredClone(state), migratedFrom: null, savedAt: 'then' });
    },
    save(path, state) {
      if (store.failNextSaves > 0) {
        store.failNextSaves--;
        return Promise.reject(new CampaignStoreError('io', path, 'disk full'));
      }
      files.set(path, structuredClone(state));
      saves.push({ path, state });
      return Promise.resolve({ savedAt: `t${saves.length}` });
    },
    backup: () => Promise.resolve(),
    listBackups: (): Promise<BackupInfo[]> => Promise.resolve([]),
    restoreBackup: (path) => store.open(path),
    close: () => Promise.resolve(),
    putAsset: () => Promise.resolve('0'.repeat(64) + '.png'),
  };
  return store;
}

export function memorySettings(): SessionSettings & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    lastOpened: () => opened[0] ?? null,
    recent: () => [...opened],
    rememberOpened(path) {
      const i = opened.indexOf(path);
      if (i >= 0) opened.splice(i, 1);
      opened.unshift(path);
      return Promise.resolve();
    },
  };
}
