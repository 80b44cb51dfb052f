/**
 * How Hexscreen's tests and benchmarks launch Chromium: Debian's Chromium (apt-get install chromium)
 * instead of Playwright's downloaded browsers, since the network only reaches package registries and
 * `npx playwright install` is not an option. Shared by playwright.config.ts and the browser benchmarks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';

/** The Chromium binary: `CHROMIUM_PATH`, else what `which chromium` finds, else /usr/bin/chromium. */
export function resolveChromium(): string {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return fromEnv;
  try {
    const found = execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
    if (found) return realpathSync(found);
  } catch {
    // `which` exits non-zero when not found; fall through.
  }
  return '/usr/bin/chromium';
}

/** Launch options: headless Chromium with WebGL on SwiftShader and no background traffic. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  const executablePath = resolveChromium();
  if (!existsSync(executablePath)) {
    console.warn(`[chromium] Chromium not found at ${executablePath}; run: apt-get install -y chromium`);
  }
  return {
    executablePath,
    args: [
      // Runs as root on dev/CI machines (Playwright also adds this unless chromiumSandbox: true).
      '--no-sandbox',
      // WebGL (PixiJS) via SwiftShader: there is no GPU on the dev/CI machines.
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      // The machines have no network but the package registries: no background connections.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
