/**
 * GM screen states that the demo server does not reach on its own (no campaign yet, a campaign that
 * failed to load), driven through a stand-in for the Electron preload bridge: the renderer uses
 * `window.hexscreen` when it exists, exactly as in the desktop app.
 */
import type { Page } from '@playwright/test';
import type { GmSnapshot } from '@shared/contract/snapshots';

import { expect, test } from './fixtures';
import { NO_CAMPAIGN_SNAPSHOT } from './gmSnapshots';
import { expectNoRawTextIn } from './rawText';

interface Call {
  readonly channel: string;
  readonly input: unknown;
}

const campaigns = [
  {
    path: '/data/campaigns/Salla.hexcampaign',
    name: 'Salla',
    system: 'irt',
    savedAt: '2025-01-05T18:30:00.000Z',
  },
];

/** Installs a fake bridge answering from `snapshot`, recording every call in `window.__calls`. */
async function installFakeBridge(page: Page, snapshot: GmSnapshot): Promise<void> {
  await page.addInitScript(
    ({ snapshot: snap, campaigns: list }) => {
      const calls: { channel: string; input: unknown }[] = [];
      const w = window as unknown as Record<string, unknown>;
      w['__calls'] = calls;
      w['hexscreen'] = {
        role: 'gm',
        invoke: (channel: string, input: unknown) => {
          calls.push({ channel, input });
          if (channel === 'session:snapshot') return Promise.resolve({ ok: true, value: snap });
          if (channel === 'campaign:list') {
            return Promise.resolve({ ok: true, value: { campaigns: list, recent: [], current: null } });
          }
          return Promise.resolve({ ok: true, value: { path: '/data/campaigns/New.hexcampaign' } });
        },
        onPush: () => () => undefined,
      };
    },
    { snapshot, campaigns },
  );
}

function calls(page: Page): Promise<Call[]> {
  return page.evaluate(() => (window as unknown as { __calls: Call[] }).__calls);
}

test('welcome screen: unplayable systems are disabled, bad names explained, creation sent', async ({
  page,
  server,
}) => {
  await installFakeBridge(page, NO_CAMPAIGN_SNAPSHOT);
  await page.goto(server.gmUrl);

  await expect(page.getByRole('heading', { name: 'Welcome to Hexscreen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /I Rikets Tjänst/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Swedish d20/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Omnimodus/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /The Expanse/ })).toBeEnabled();
  // Every system is playable now: nothing is labelled otherwise.
  await expect(page.getByText('not yet playable')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Salla' })).toBeVisible();

  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a name.');

  await page.getByLabel('Campaign name').fill('  Kampanj i norr  ');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect
    .poll(async () => (await calls(page)).find((c) => c.channel === 'campaign:create')?.input)
    .toEqual({ name: 'Kampanj i norr', system: 'irt', fromDemo: false });
  await expectNoRawTextIn(page, 'the welcome screen');
});

test('a campaign that failed to load: file, message, backups to restore', async ({ page, server }) => {
  await installFakeBridge(page, {
    ...NO_CAMPAIGN_SNAPSHOT,
    problem: {
      file: '/data/campaigns/Salla.hexcampaign/campaign.json',
      code: 'corrupt-json',
      message: 'The file is not valid JSON (unexpected end at byte 812).',
      backups: [
        { name: 'campaign.2025-01-05T18-30-00.json', savedAt: '2025-01-05T18:30:00.000Z' },
        { name: 'campaign.2025-01-04T20-10-00.json', savedAt: '2025-01-04T20:10:00.000Z' },
      ],
    },
  });
  await page.goto(server.gmUrl);

  const dialog = page.getByRole('alertdialog', { name: 'This campaign could not be opened' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('/data/campaigns/Salla.hexcampaign/campaign.json');
  await expect(dialog).toContainText('unexpected end at byte 812');
  await expect(dialog.getByRole('button', { name: /^Restore backup/ })).toHaveCount(2);
  await expectNoRawTextIn(page, 'the campaign problem dialog');

  await dialog.getByRole('button', { name: 'Restore backup campaign.2025-01-04T20-10-00.json' }).click();
  await expect
    .poll(async () => (await calls(page)).find((c) => c.channel === 'campaign:restoreBackup')?.input)
    .toEqual({ path: '/data/campaigns/Salla.hexcampaign', backup: 'campaign.2025-01-04T20-10-00.json' });

  await dialog.getByRole('button', { name: 'Open another campaign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Salla' })).toBeVisible();
});
