/**
 * Web mode entry: `node out/main/web.js [--port N] [--data DIR]` (or `npm run web -- …`). Serves the
 * renderer and the session on 127.0.0.1 and prints the GM and Player URLs. Used where Electron cannot
 * start, and by the end-to-end tests. The GM can share the player view on the local network from the
 * GM page (`share:*`); nothing listens beyond 127.0.0.1 until then.
 */
import { isIPv4 } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildCsp } from './security/contentSecurityPolicy';
import { createAppServices } from './services';
import { createShareService } from './share/shareService';
import { defaultDataDir } from './store/dataDir';
import { loadWebTokens, saveWebTokens } from './store/webTokens';
import { startWebServer } from './transport/web/webServer';

interface CliOptions {
  port: number;
  dataDir: string;
  undoLimit?: number;
}

/** Overrides the addresses a shared player view is advertised at (comma-separated IPv4). */
const SHARE_ADDRESS_ENV = 'HEXSCREEN_SHARE_ADDRESS';

/**
 * The advertised share addresses from the environment, or undefined for "this computer's network
 * addresses". For a machine whose detected address is not the one players should use, and for the
 * end-to-end tests (127.0.0.1 as the "network" address, so they run on machines without one).
 */
function shareAddressesFromEnv(value: string | undefined): readonly string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const addresses = value.split(',').map((a) => a.trim());
  const bad = addresses.find((a) => !isIPv4(a));
  if (bad !== undefined)
    throw new Error(`${SHARE_ADDRESS_ENV} needs IPv4 addresses like 192.168.1.20, not "${bad}"`);
  return addresses;
}

function parseArgs(argv: readonly string[]): CliOptions {
  const opts: CliOptions = { port: 4780, dataDir: defaultDataDir() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--port' && value !== undefined) {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65_535)
        throw new Error(`--port needs a number 0–65535, not "${value}"`);
      opts.port = port;
      i++;
    } else if (arg === '--data' && value !== undefined) {
      opts.dataDir = value;
      i++;
    } else if (arg === '--undo-limit' && value !== undefined) {
      const limit = Number(value);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100_000)
        throw new Error(`--undo-limit needs a whole number 1–100000, not "${value}"`);
      opts.undoLimit = limit;
      i++;
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        'Usage: npm run web -- [--port N] [--data DIR] [--undo-limit N]\n  --port  port on 127.0.0.1 (default 4780, 0 = any free port)\n  --data  folder for campaigns and settings (default: the per-user app data folder)\n  --undo-limit  how many undo steps are kept (default 200; older ones fall off)\n' +
          `  ${SHARE_ADDRESS_ENV}=a.b.c.d[,…]  (environment) the addresses "Share player view" links use (default: this computer's IPv4 network addresses)`,
      );
      process.exit(0);
    } else {
      throw new Error(`unknown argument "${arg}" (try --help)`);
    }
  }
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const shareAddresses = shareAddressesFromEnv(process.env[SHARE_ADDRESS_ENV]);
  const services = await createAppServices({
    dataDir: opts.dataDir,
    ...(opts.undoLimit !== undefined ? { undoLimit: opts.undoLimit } : {}),
  });
  // Kept in the data folder, so the printed URLs (and open pages) survive a restart (issue 15).
  const tokens = await loadWebTokens(opts.dataDir);
  if (tokens.warning) console.warn(`Links: ${tokens.warning}`);
  const server = await startWebServer({
    tokens: tokens.tokens,
    // Where the tokens could not be kept at start, a new player link lasts until the server stops.
    ...(tokens.persisted ? { saveTokens: (next) => saveWebTokens(opts.dataDir, next) } : {}),
    port: opts.port,
    staticDir: fileURLToPath(new URL('../renderer/', import.meta.url)),
    dispatch: services.dispatch,
    snapshots: services.session,
    csp: buildCsp('web'),
    assets: services.assets,
    ...(shareAddresses ? { shareAddresses: () => shareAddresses } : {}),
  });
  services.attachShare(createShareService(server));
  console.log(`Data: ${opts.dataDir}`);
  console.log(`GM: ${server.gmUrl}`);
  console.log(`Player: ${server.playerUrl}`);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: saving and closing…`);
    void (async () => {
      try {
        await server.close();
        await services.close();
      } catch (err) {
        console.error('closing failed:', err);
        process.exitCode = 1;
      }
      process.exit();
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
