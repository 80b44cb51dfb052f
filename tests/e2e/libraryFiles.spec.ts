/**
 * NPC library files and starter examples (issue 16): a new empty campaign offers the system's starter
 * examples; the library exports as a file that carries its game system, imports into a second campaign
 * of the same system, and is refused — in the GM's language, library unchanged — by a campaign of
 * another system. Screenshots of the library at 1366×768 in English and Russian.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Where the screenshots go (HEXSCREEN_SHOTS keeps them out of test-results/, which each run clears). */
const SHOTS = process.env.HEXSCREEN_SHOTS ?? 'test-results';

async function newCampaign(page: Page, name: string, system?: string): Promise<void> {
  await page.getByRole('button', { name: 'Campaign menu' }).click();
  await page.getByRole('menuitem', { name: 'New campaign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(name);
  if (system) await dialog.getByRole('radio', { name: system }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('starter examples, export, import into the same system, refusal in another', async ({ gm }) => {
  const page = gm.page;
  await newCampaign(page, 'Vakter A', 'I Rikets Tjänst');
  await page.getByRole('button', { name: 'NPC library', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'NPC library' });
  const list = dialog.getByRole('navigation', { name: 'NPC templates' });
  await expect(dialog).toContainText(
    'The library is empty. Start with the starter examples for I Rikets Tjänst',
  );
  await list.getByRole('button', { name: 'Add starter examples' }).click();
  await expect(list.getByRole('button', { name: /Vakthund/ })).toContainText('example');
  await expect(dialog.getByRole('button', { name: 'Add starter examples' })).toBeDisabled();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    format: 'hexscreen-library',
    version: 1,
    system: 'irt',
    kind: 'npcs',
  });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A second campaign of the same system takes the file.
  await newCampaign(page, 'Vakter B', 'I Rikets Tjänst');
  await page.getByRole('button', { name: 'NPC library', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'NPC library' });
  const file = { name: 'library.json', mimeType: 'application/json', buffer: Buffer.from(text) };
  await dialog.getByLabel('Import JSON').setInputFiles(file);
  await expect(
    dialog.getByRole('navigation', { name: 'NPC templates' }).getByRole('button', { name: /Soldat/ }),
  ).toBeVisible();
  await expect(gm.log).toContainText('NPC templates imported (5)');
  await page.screenshot({ path: `${SHOTS}/npc-library-en.png` });
  await page.getByLabel('Language').selectOption('ru');
  dialog = page.getByRole('dialog', { name: 'Библиотека НИП' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/npc-library-ru.png` });
  await page.getByLabel('Язык').selectOption('en');
  dialog = page.getByRole('dialog', { name: 'NPC library' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A Swedish d20 campaign refuses it and keeps its (empty) library.
  await newCampaign(page, 'Kråkån', 'Swedish d20');
  await page.getByRole('button', { name: 'NPC library', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'NPC library' });
  await dialog.getByLabel('Import JSON').setInputFiles(file);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The file was not imported; the library is unchanged.');
  await expect(alert).toContainText(
    'These templates are for I Rikets Tjänst, but this campaign plays Swedish d20.',
  );
  await page.screenshot({ path: `${SHOTS}/npc-library-refused-en.png` });
  expect(gm.latestCampaign()?.npcLibrary).toEqual([]);
});
