/**
 * Builds the main-process services shared by the Electron and web composition roots: the campaign
 * store, the settings, the one session, and the dispatcher both transports call.
 */
import { cryptoDice, type DiceSource } from '@shared/dice/dice';
import type { GmSnapshot } from '@shared/contract/snapshots';
import { createCampaignStore } from './store/campaignStore';
import type { DurableIo } from './store/durableFs';
import { createSettingsStore, type SettingsStore } from './store/settingsStore';
import { createSession, type Session } from './session/session';
import { demoFor } from './session/demo';
import { createDispatcher, type Dispatch } from './transport/dispatcher';
import { createAssetService, type AssetLocator } from './store/assetService';
import { lateShareControl, type ShareControl } from './share/share';
import { latePlayerWindowService, type PlayerWindowService } from './windows/playerWindowService';

export interface AppServices {
  readonly session: Session;
  readonly dispatch: Dispatch;
  /** Finds the open campaign's images, for the web server's `GET /asset/…` and Electron's app://. */
  readonly assets: AssetLocator;
  /** The app settings (Electron also keeps the player display's monitor there). */
  readonly settings: SettingsStore;
  /**
   * Gives the `share:*` channels their implementation once the web server is up (web mode only);
   * without it, as in the desktop app, they answer that sharing needs web mode.
   */
  attachShare(share: ShareControl): void;
  /**
   * Gives `display:openWindow` the player window once the windows can be made (Electron only); without
   * it, as in web mode, the channel answers that there is no second window.
   */
  attachPlayerWindow(playerWindow: PlayerWindowService): void;
  /** Saves, backs up and releases the campaign lock. */
  close(): Promise<void>;
}

export interface AppServiceOptions {
  readonly dataDir: string;
  readonly dice?: DiceSource;
  readonly autosaveDelayMs?: number;
  /** How many undo steps the session keeps (default 200). */
  readonly undoLimit?: number;
  /** The file-system calls of the campaign and settings stores (tests make them fail: a full disk). */
  readonly io?: DurableIo;
}

/** Creates and starts the services: reopens the last campaign or, on first start, the demo. */
export async function createAppServices(opts: AppServiceOptions): Promise<AppServices> {
  const io = opts.io ? { io: opts.io } : {};
  const store = createCampaignStore(opts.dataDir, io);
  const settings = await createSettingsStore(opts.dataDir, io);
  const session = createSession({
    store,
    settings,
    dice: opts.dice ?? cryptoDice(),
    demo: demoFor,
    ...(opts.autosaveDelayMs !== undefined ? { autosaveDelayMs: opts.autosaveDelayMs } : {}),
    ...(opts.undoLimit !== undefined ? { undoLimit: opts.undoLimit } : {}),
  });
  try {
    await session.start();
  } catch (err) {
    // Whatever was opened before the failure is unlocked again: no stale .lock after a failed start.
    await session.close().catch(() => undefined);
    throw err;
  }
  const storage = (session.snapshot('gm') as GmSnapshot).storage;
  if (storage) {
    // Not fatal: the GM page says so, and its "Try again" retries once space or permission is back.
    console.warn(`Hexscreen cannot write to ${storage.folder}: ${storage.message}`);
  }
  // The session owns which campaign is open; its GM snapshot is the one public place that says so.
  const campaignPath = (): string | null => {
    const snapshot = session.snapshot('gm');
    return snapshot.role === 'gm' ? snapshot.campaignPath : null;
  };
  const assets = createAssetService(store, campaignPath);
  const share = lateShareControl();
  const playerWindow = latePlayerWindowService();
  return {
    session,
    dispatch: createDispatcher(session, { assets, share, playerWindow }),
    assets,
    settings,
    attachShare: (impl) => share.attach(impl),
    attachPlayerWindow: (impl) => playerWindow.attach(impl),
    close: () => session.close(),
  };
}
