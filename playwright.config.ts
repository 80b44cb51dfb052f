import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './tests/e2e/chromium';

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
    launchOptions: chromiumLaunchOptions(),
  },
  // No webServer: tests start the web-mode server themselves through a fixture.
});
