/**
 * Electron composition root: security setup, services, IPC, the GM window and the player display.
 * Everything it wires is built and tested elsewhere; web mode's root is web.ts.
 */
import { join } from 'node:path';

import { app, dialog, screen, session } from 'electron';

import { createAppServices, type AppServices } from './services';
import { APP_ORIGINS, appPageUrl, devOrigins, devPageUrl } from './security/appOrigin';
import { handleAppProtocol, registerAppScheme } from './security/appProtocol';
import { guardAllWebContents } from './security/navigation';
import { denyAllPermissions } from './security/permissions';
import { defaultDataDir } from './store/dataDir';
import { registerIpc } from './transport/ipc/registerIpc';
import type { WindowDeps } from './windows/appWindow';
import { createGmWindow } from './windows/gmWindow';
import { createPlayerDisplay, type ScreenLike } from './windows/playerDisplay';
import { createPlayerWindow } from './windows/playerWindow';

// Under `electron-vite dev` the renderer comes from the Vite server; built apps use app://.
const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
const origins = devServerUrl ? devOrigins(devServerUrl) : APP_ORIGINS;
const outDir = join(app.getAppPath(), 'out');

// The same folder web mode uses (whatever package.json's name), so both modes see the same campaigns.
app.setPath('userData', defaultDataDir());
// Privileged schemes must be declared before 'ready'.
registerAppScheme();

/**
 * The services once made (for the failed-start path). A data folder that cannot be written is no
 * failure: the services start in their "can't write here" state, which the GM page shows.
 */
let started: AppServices | null = null;

if (!app.requestSingleInstanceLock()) {
  // Another instance holds the data folder and its campaign locks: it gets focused, this one leaves.
  app.quit();
} else {
  guardAllWebContents(app, origins);
  start().catch(async (err: unknown) => {
    console.error('Hexscreen failed to start', err);
    dialog.showErrorBox('Hexscreen could not start', err instanceof Error ? err.message : String(err));
    // app.exit skips before-quit: unlock the campaign here, or its .lock outlives the process.
    await started?.close().catch(() => undefined);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);

  const services = await createAppServices({ dataDir: app.getPath('userData') });
  started = services;
  // Before any window exists; the services are needed for the campaign images under app://…/asset/.
  handleAppProtocol(join(outDir, 'renderer'), services.assets);
  saveBeforeQuit(services);
  const ipc = registerIpc({ dispatch: services.dispatch, snapshots: services.session, origins });
  const windowDeps: WindowDeps = {
    preloadPath: (role) => join(outDir, 'preload', `${role}.cjs`),
    pageUrl: (role) => (devServerUrl ? devPageUrl(devServerUrl, role) : appPageUrl(role)),
    registerWindow: (window, role) => ipc.registerWindow(window, role),
  };

  const playerDisplay = createPlayerDisplay({
    screen: electronScreen(),
    createWindow: (placement) => createPlayerWindow(windowDeps, placement),
    remembered: () => services.settings.playerDisplay(),
    remember: (display) => services.settings.rememberPlayerDisplay(display),
  });
  services.attachPlayerWindow(playerDisplay);

  const gm = createGmWindow(windowDeps);
  // The GM screen is the app: closing it quits (and closes any player window).
  gm.on('closed', () => app.quit());
  app.on('second-instance', () => {
    if (gm.isDestroyed()) return;
    if (gm.isMinimized()) gm.restore();
    gm.focus();
  });
}

/** Electron's `screen` as the player display reads it (only usable once the app is ready). */
function electronScreen(): ScreenLike {
  return {
    getAllDisplays: () => screen.getAllDisplays(),
    getPrimaryDisplay: () => screen.getPrimaryDisplay(),
    getDisplayMatching: (rect) => screen.getDisplayMatching(rect),
    onDisplaysChanged(listener) {
      screen.on('display-added', listener);
      screen.on('display-removed', listener);
      screen.on('display-metrics-changed', listener);
      return () => {
        screen.removeListener('display-added', listener);
        screen.removeListener('display-removed', listener);
        screen.removeListener('display-metrics-changed', listener);
      };
    },
  };
}

/** Holds the quit until the campaign is written, backed up and unlocked (Electron does not await listeners). */
function saveBeforeQuit(services: AppServices): void {
  let state: 'open' | 'closing' | 'closed' = 'open';
  app.on('before-quit', (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    services
      .close()
      .catch((err: unknown) => console.error('saving the campaign on quit failed', err))
      .finally(() => {
        state = 'closed';
        app.quit();
      });
  });
}
