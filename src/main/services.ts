/**
 * Builds the main-process services shared by the Electron and web composition roots: the campaign
 * store, the settings, the one session, and the dispatcher both transports call.
 */
import { cryptoDice, type DiceSource } from '@shared/dice/dice';
import { createCampaignStore } from './store/campaignStore';
import { createSettingsStore } from './store/settingsStore';
import { createSession, type Session } from './session/session';
import { demoCampaign } from './session/demo';
import { createDispatcher, type Dispatch } from './transport/dispatcher';

export interface AppServices {
  readonly session: Session;
  readonly dispatch: Dispatch;
  /** Saves, backs up and releases the campaign lock. */
  close(): Promise<void>;
}

export interface AppServiceOptions {
  readonly dataDir: string;
  readonly dice?: DiceSource;
  readonly autosaveDelayMs?: number;
}

/** Creates and starts the services: reopens the last campaign or, on first start, the demo. */
export async function createAppServices(opts: AppServiceOptions): Promise<AppServices> {
  const store = createCampaignStore(opts.dataDir);
  const settings = await createSettingsStore(opts.dataDir);
  const session = createSession({
    store,
    settings,
    dice: opts.dice ?? cryptoDice(),
    demo: demoCampaign,
    ...(opts.autosaveDelayMs !== undefined ? { autosaveDelayMs: opts.autosaveDelayMs } : {}),
  });
  await session.start();
  return { session, dispatch: createDispatcher(session), close: () => session.close() };
}
