/**
 * The campaign list (data folder + recent), for the welcome screen, the Open dialog and the menu's
 * recent entries. Fetched on demand: it changes only when campaigns are created, opened or saved.
 */
import type { CampaignSummary } from '@shared/contract/channels';
import { session } from './session.svelte';

class CampaignListStore {
  campaigns = $state.raw<readonly CampaignSummary[]>([]);
  recent = $state.raw<readonly string[]>([]);
  current = $state<string | null>(null);
  loaded = $state(false);
  loading = $state(false);

  /** Re-reads the list from the main process. */
  async refresh(): Promise<void> {
    this.loading = true;
    const reply = await session.call('campaign:list', {});
    this.loading = false;
    if (!reply.ok) return;
    this.campaigns = reply.value.campaigns;
    this.recent = reply.value.recent;
    this.current = reply.value.current;
    this.loaded = true;
  }

  /** Recent campaigns with their names, most recent first (unknown paths keep their folder name). */
  get recentSummaries(): CampaignSummary[] {
    const byPath = new Map(this.campaigns.map((c) => [c.path, c]));
    return this.recent.map(
      (path) => byPath.get(path) ?? { path, name: folderName(path), system: '', savedAt: null },
    );
  }
}

/** `/x/y/Name.hexcampaign` → `Name`. */
export function folderName(path: string): string {
  const last =
    path
      .replace(/[\\/]+$/, '')
      .split(/[\\/]/)
      .pop() ?? path;
  return last.replace(/\.hexcampaign$/, '');
}

/**
 * The campaign folder a problem file belongs to (`…/X.hexcampaign/campaign.json` → `…/X.hexcampaign`),
 * which is what 'campaign:restoreBackup' wants.
 */
export function campaignFolderOf(file: string): string {
  const m = /^(.*?\.hexcampaign)(?:[\\/].*)?$/.exec(file);
  return m?.[1] ?? file;
}

export const campaignList = new CampaignListStore();
