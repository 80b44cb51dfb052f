import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

/**
 * Use Debian's Chromium (apt-get install chromium) instead of Playwright's downloaded browsers:
 * the network only reaches package registries, so `npx playwright install` is not an option.
 */
function resolveChromium(): string {
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

const executablePath = resolveChromium();
if (!existsSync(executablePath)) {
  console.warn(
    `[playwright.config] Chromium not found at ${executablePath}; run: apt-get install -y chromium`,
  );
}

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        // Runs as root on dev/CI machines (Playwright also adds this unless chromiumSandbox: true).
        '--no-sandbox',
        // WebGL (PixiJS) via SwiftShader: there is no GPU on the dev/CI machines.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // No webServer: tests start the web-mode server themselves through a fixture.
});
