/**
 * E2E fixtures: each test gets its own web-mode server on a free port with a fresh, empty data folder
 * (so it opens the built-in IRT demo campaign), and page objects for the GM and Player pages.
 *
 * Nothing is built here: `npm run test:e2e` runs `electron-vite build` first, and the server is the
 * built `out/main/web.js`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { test as base, expect } from '@playwright/test';

import { GmPage } from './pages/gmPage';
import { PlayerPage } from './pages/playerPage';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const serverEntry = join(repoRoot, 'out/main/web.js');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** A running web-mode server. */
export interface HexscreenServer {
  readonly gmUrl: string;
  readonly playerUrl: string;
  readonly dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** Stops the server early (to test lost connections); teardown copes with it being stopped. */
  stop(): Promise<void>;
}

/** A built server process that printed its URLs. */
export interface LaunchedServer {
  readonly gmUrl: string;
  readonly playerUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM (SIGKILL after a while); resolves once the process has exited. */
  kill(): Promise<void>;
}

/**
 * Starts the built server (`out/main/web.js`) on `port` (`'0'`: a free one) with `dataDir`; resolves
 * once it printed its GM and Player URLs.
 */
export async function launchServer(port: string, dataDir: string): Promise<LaunchedServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing: run \`npx electron-vite build\` (npm run test:e2e does) first`,
    );
  }
  const child: ChildProcess = spawn(process.execPath, [serverEntry, '--port', port, '--data', dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => (output += chunk));

  const urls = await new Promise<{ gmUrl: string; playerUrl: string }>((resolveUrls, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not print its URLs within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const check = (): void => {
      const gm = /^GM: (\S+)$/m.exec(output)?.[1];
      const player = /^Player: (\S+)$/m.exec(output)?.[1];
      if (gm && player) {
        clearTimeout(timer);
        resolveUrls({ gmUrl: gm, playerUrl: player });
      }
    };
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      check();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited early (code ${code}, signal ${signal}):\n${output}`));
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });

  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };
  return { ...urls, output: () => output, kill };
}

async function startServer(): Promise<{ server: HexscreenServer; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-e2e-'));
  const launched = await launchServer('0', dataDir);
  const stop = async (): Promise<void> => {
    await launched.kill();
    await rm(dataDir, { recursive: true, force: true });
  };
  const { gmUrl, playerUrl, output, kill } = launched;
  return { server: { gmUrl, playerUrl, dataDir, output, stop: kill }, stop };
}

interface Fixtures {
  server: HexscreenServer;
  gm: GmPage;
  player: PlayerPage;
}

export const test = base.extend<Fixtures>({
  // A fresh server and data folder per test: tests change the campaign and must not see each other.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
  server: async ({}, use) => {
    const { server, stop } = await startServer();
    try {
      await use(server);
    } finally {
      await stop();
    }
  },
  gm: async ({ page, server }, use) => {
    const gm = new GmPage(page);
    await gm.goto(server.gmUrl);
    await use(gm);
  },
  // The player display in its own browser context, as a second screen would be.
  player: async ({ browser, server }, use) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const player = new PlayerPage(await context.newPage());
    player.recordFrames();
    await player.goto(server.playerUrl);
    await use(player);
    await context.close();
  },
});

/**
 * Waits until the GM's map and the display's are drawn. With the GM's preview of the display three WebGL
 * maps are on screen, software-rendered here, so the test gets the slow timeout.
 */
export async function displayMapsDrawn(gm: GmPage, player: PlayerPage): Promise<void> {
  test.slow();
  await gm.map.expectDrawn();
  await player.map.expectDrawn();
}

export { expect };
