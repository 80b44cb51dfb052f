/**
 * NPC library files and starter examples (issue 16): a new empty campaign offers the system's starter
 * examples; the library exports as a file that carries its game system, imports into a second campaign
 * of the same system, and is refused — in the GM's language, library unchanged — by a campaign of
 * another system. Screenshots of the library at 1366×768 in English and Russian.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import type { GmPage } from './pages/gmPage';
import { createCampaign } from './pages/newCampaign';
import { openLibrary } from './pages/ownCampaign';

/** Where the screenshots go (HEXSCREEN_SHOTS keeps them out of test-results/, which each run clears). */
const SHOTS = process.env.HEXSCREEN_SHOTS ?? 'test-results';

/** A new campaign of `system` with its NPC library open: the library dialog. */
async function libraryOfNewCampaign(gm: GmPage, name: string, system: string): Promise<Locator> {
  await createCampaign(gm.page, { name, system });
  return openLibrary(gm);
}

test('starter examples, export, import into the same system, refusal in another', async ({ gm }) => {
  const page = gm.page;
  let dialog = await libraryOfNewCampaign(gm, 'Vakter A', 'I Rikets Tjänst');
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
  dialog = await libraryOfNewCampaign(gm, 'Vakter B', 'I Rikets Tjänst');
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
  dialog = await libraryOfNewCampaign(gm, 'Kråkån', 'Swedish d20');
  await dialog.getByLabel('Import JSON').setInputFiles(file);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The file was not imported; the library is unchanged.');
  await expect(alert).toContainText(
    'These templates are for I Rikets Tjänst, but this campaign plays Swedish d20.',
  );
  await page.screenshot({ path: `${SHOTS}/npc-library-refused-en.png` });
  expect(gm.latestCampaign()?.npcLibrary).toEqual([]);
});

/** An I Rikets Tjänst PC as a party file holds it. */
function irtPc(id: string, name: string, attributes: Record<string, number> = {}): Record<string, unknown> {
  return {
    id,
    name,
    kind: 'pc',
    hidden: false,
    extra: false,
    attributes: {
      Analys: 2,
      Fysik: 3,
      List: 2,
      Samspel: 2,
      Sinnen: 3,
      Smidighet: 3,
      Strid: 3,
      Vilja: 2,
      Skydd: 0,
      ...attributes,
    },
    resources: { kp: 0, fokus: 2, stress: 0 },
    conditions: [],
    weapons: [],
    initiative: null,
    features: [],
    gmNotes: '',
  };
}

const partyFile = (templates: unknown[]) => ({
  name: 'party.json',
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({ format: 'hexscreen-library', version: 1, system: 'irt', kind: 'party', templates }),
  ),
});

test('a party joins in one step with one log line; a bad file is explained by field, in the GM’s language', async ({
  gm,
}) => {
  const page = gm.page;
  let dialog = await libraryOfNewCampaign(gm, 'Sällskapet', 'I Rikets Tjänst');

  // A value out of the data's bounds: named by its field, never zod's text; nothing joins.
  await dialog
    .getByLabel('Import party')
    .setInputFiles(partyFile([irtPc('c-ylva', 'Ylva', { Smidighet: 5000 })]));
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The file was not imported; the party is unchanged.');
  await expect(alert).toContainText('#1 (Ylva): Smidighet is above the largest allowed value, 1000.');
  await expect(alert).not.toContainText(/Too big|expected|attributes\./);
  // In Russian the same file reads in Russian (problems are phrased when the file is read).
  await page.getByLabel('Language').selectOption('ru');
  dialog = page.getByRole('dialog', { name: 'Библиотека НИП' });
  await dialog
    .getByLabel('Импорт группы')
    .setInputFiles(partyFile([irtPc('c-ylva', 'Ylva', { Smidighet: 5000 })]));
  await expect(dialog.getByRole('alert')).toContainText(
    'Поле «Smidighet» больше наибольшего допустимого значения, 1000.',
  );
  await page.getByLabel('Язык').selectOption('en');
  dialog = page.getByRole('dialog', { name: 'NPC library' });
  expect(gm.latestCampaign()?.combatants).toEqual([]);

  // Two PCs: one command, one log line, one undo.
  await dialog
    .getByLabel('Import party')
    .setInputFiles(partyFile([irtPc('c-ylva', 'Ylva'), irtPc('c-bo', 'Bo')]));
  await expect.poll(() => gm.latestCampaign()?.combatants.map((c) => c.name)).toEqual(['Ylva', 'Bo']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(gm.log.getByText('The party joined: Ylva, Bo')).toHaveCount(1);
  await gm.undoButton.click();
  await expect.poll(() => gm.latestCampaign()?.combatants.length).toBe(0);
});

test('the library’s template editor is the sheet editor: ranges, the weapon table, armour', async ({
  gm,
}) => {
  const dialog = await libraryOfNewCampaign(gm, 'Mallar', 'I Rikets Tjänst');
  await dialog.getByRole('button', { name: 'New template' }).click();
  const editor = dialog.getByRole('form', { name: 'Template New NPC' });
  await editor.getByLabel('Name', { exact: true }).fill('Tullare');
  // The NPC range (IRT-CHAR-1: NPCs may be stronger than PCs, not beyond 10), next to the field.
  await editor.getByLabel('Fysik', { exact: true }).fill('12');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByLabel('Fysik', { exact: true })).toHaveAccessibleDescription(
    /Allowed: 0 to 10 \(IRT-CHAR-1\)\./,
  );
  await editor.getByLabel('Fysik', { exact: true }).fill('4');
  await editor
    .getByLabel('Add from the weapon table')
    .selectOption({ label: 'Tung pistol · Skada 4 · Ammunition 2' });
  await expect(editor.getByLabel('Weapon name')).toHaveValue('Tung pistol');
  await editor.getByLabel('Armour from the table').selectOption({ label: 'Kroppsskydd · Skydd 1' });
  await expect(editor.getByLabel('Skydd', { exact: true })).toHaveValue('1');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect.poll(() => gm.latestCampaign()?.npcLibrary.map((t) => t.name)).toEqual(['Tullare']);
  const saved = gm.latestCampaign()?.npcLibrary[0];
  expect(saved?.attributes).toMatchObject({ Fysik: 4, Skydd: 1 });
  expect(saved?.weapons).toEqual([
    {
      id: 'w-tung-pistol',
      name: 'Tung pistol',
      values: {
        Skada: 4,
        Skadetyp: 'Skjutvapen',
        Räckvidd: 'Kort',
        Kategori: 'pistol',
        Ammunition: 2,
        Penetrerande: true,
      },
    },
  ]);
});
