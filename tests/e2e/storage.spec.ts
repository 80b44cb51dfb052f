/**
 * Issue 15: the GM page's "can't write here" state (a read-only data folder or a full disk at start),
 * driven through a stand-in for the Electron preload bridge as in states.spec.ts: the banner names the
 * folder in the GM's language, and "Try again" sends `campaign:flush`. The start itself (the server
 * does not crash, no stale `.lock`, recovery) is covered by tests/unit/main/session/storage.test.ts.
 */
import type { Page } from '@playwright/test';
import type { GmSnapshot } from '@shared/contract/snapshots';

import { expect, test } from './fixtures';
import { NO_CAMPAIGN_SNAPSHOT } from './gmSnapshots';

const folder = '/home/gm/.config/Hexscreen';

const snapshot: GmSnapshot = {
  ...NO_CAMPAIGN_SNAPSHOT,
  storage: {
    folder,
    fault: 'read-only',
    message: `could not create ${folder}/campaigns (the folder is read-only or Hexscreen is not allowed to write there: EROFS: read-only file system, mkdir '${folder}/campaigns')`,
  },
};

/** A bridge answering every call from `snapshot` (flush refused: still read-only), recording calls. */
async function installFakeBridge(page: Page): Promise<void> {
  await page.addInitScript((snap) => {
    const calls: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w['__calls'] = calls;
    w['hexscreen'] = {
      role: 'gm',
      invoke: (channel: string) => {
        calls.push(channel);
        if (channel === 'session:snapshot') return Promise.resolve({ ok: true, value: snap });
        if (channel === 'campaign:list')
          return Promise.resolve({ ok: true, value: { campaigns: [], recent: [], current: null } });
        return Promise.resolve({ ok: false, error: { code: 'io', message: 'still not writable' } });
      },
      onPush: () => () => undefined,
    };
  }, snapshot);
}

test("a data folder that cannot be written: the folder is named, in the GM's language, with Try again", async ({
  page,
  server,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await installFakeBridge(page);
  await page.goto(server.gmUrl);

  const banner = page.getByRole('alert').filter({ hasText: "Can't write here" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(folder);
  await expect(banner).toContainText('The folder is read-only');
  await expect(banner).toContainText('Until then no campaign can be opened or created.');
  await page.screenshot({ path: testInfo.outputPath('storage-en.png') });

  await banner.getByRole('button', { name: 'Try again' }).click();
  await expect(banner).toContainText('Still not writable.');
  expect(await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).toContain(
    'campaign:flush',
  );

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  const ru = page.getByRole('alert').filter({ hasText: 'Запись невозможна' });
  await expect(ru).toContainText(folder);
  await expect(ru.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('storage-ru.png') });
});
