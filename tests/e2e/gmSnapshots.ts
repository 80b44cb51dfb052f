/** GM snapshots for the specs that fake the app's bridge and show the GM page a state of their own. */
import { DEFAULT_DISPLAY } from '@shared/contract/display';
import type { GmSnapshot } from '@shared/contract/snapshots';

/** The GM's snapshot with no campaign open: nothing to save, undo or redo, no problem, the default display. */
export const NO_CAMPAIGN_SNAPSHOT: GmSnapshot = {
  role: 'gm',
  revision: 1,
  campaign: null,
  campaignPath: null,
  canUndo: false,
  canRedo: false,
  save: { state: 'none', savedAt: null, message: null },
  problem: null,
  display: DEFAULT_DISPLAY,
  playerView: null,
};
