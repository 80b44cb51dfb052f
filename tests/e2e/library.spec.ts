/**
 * The NPC library (issue 4): create, edit in place, duplicate, delete; add N numbered copies to the
 * encounter (hidden or not); save a combatant as a template; import (bad files change nothing) and export.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import type { GmPage } from './pages/gmPage';

async function openLibrary(gm: GmPage): Promise<Locator> {
  await gm.page.getByRole('button', { name: 'NPC library', exact: true }).click();
  const dialog = gm.page.getByRole('dialog', { name: 'NPC library' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function templateList(dialog: Locator): Locator {
  return dialog.getByRole('navigation', { name: 'NPC templates' });
}

test('a combatant saved as a template is added to the encounter as numbered copies', async ({ gm }) => {
  await gm.startEncounterButton.click();
  const dialog = await openLibrary(gm);
  await expect(dialog).toContainText('The library is empty.');

  await dialog.getByLabel('Combatant to save as a template').selectOption({ label: 'Krypskytten' });
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(templateList(dialog).getByRole('button', { name: /Krypskytten/ })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Krypskytten', exact: true })).toBeVisible();

  await dialog.getByLabel('Copies').fill('3');
  await dialog.getByRole('button', { name: 'Add to encounter' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const n of [1, 2, 3]) await expect(gm.combatantRow(`Krypskytten ${n}`)).toBeVisible();
  await expect(gm.log).toContainText('From the NPC library: Krypskytten 1, Krypskytten 2, Krypskytten 3');

  // Hidden copies continue the numbering and stay off the player display.
  const again = await openLibrary(gm);
  await again.getByLabel('Copies').fill('2');
  await again.getByLabel('Hidden from players').check();
  await again.getByRole('button', { name: 'Add to encounter' }).click();
  await expect
    .poll(() =>
      gm
        .latestCampaign()
        ?.combatants.filter((c) => /^Krypskytten [45]$/.test(c.name))
        .map((c) => c.hidden),
    )
    .toEqual([true, true]);
  const campaign = gm.latestCampaign();
  const spawned = campaign?.combatants.filter((c) => /^Krypskytten \d$/.test(c.name)) ?? [];
  expect(spawned).toHaveLength(5);
  // They are in the running order, waiting for initiative.
  expect(spawned.every((c) => campaign?.encounter.order.includes(c.id))).toBe(true);
  expect(spawned.every((c) => c.initiative === null)).toBe(true);

  // A count outside 1–50 is refused before anything is sent.
  await again.getByLabel('Copies').fill('51');
  await again.getByRole('button', { name: 'Add to encounter' }).click();
  await expect(again).toContainText('Enter a number from 1 to 50.');
});

test('templates are created, edited in place, duplicated and deleted', async ({ gm }) => {
  const dialog = await openLibrary(gm);
  await dialog.getByRole('button', { name: 'New template' }).click();
  const editor = dialog.getByRole('form', { name: 'Template New NPC' });
  await editor.getByLabel('Name', { exact: true }).fill('Gränsvakt');
  await editor.getByLabel('Fysik').fill('3');
  await editor.getByLabel('Skydd').fill('1');
  await editor.getByRole('button', { name: 'Add weapon' }).click();
  await editor.getByLabel('Weapon name').fill('Pistol');
  await editor.getByLabel('Pistol: value 1 name').fill('Skada');
  await editor.getByLabel('Pistol: value 1', { exact: true }).fill('3');
  await editor.getByLabel('Abilities, talents, focuses (one per line)').fill('Expertis: Tullare');
  await editor.getByRole('button', { name: 'Save template' }).click();

  await expect(dialog.getByRole('heading', { name: 'Gränsvakt', exact: true })).toBeVisible();
  await expect(dialog).toContainText('Skada 3');
  await expect
    .poll(() => gm.latestCampaign()?.npcLibrary.find((t) => t.name === 'Gränsvakt'))
    .toMatchObject({
      kind: 'npc',
      attributes: { Fysik: 3, Skydd: 1, Vilja: 2 },
      weapons: [{ name: 'Pistol', values: { Skada: 3 } }],
      features: ['Expertis: Tullare'],
    });

  // Bad input is explained and nothing is saved.
  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = dialog.getByRole('form', { name: 'Template Gränsvakt' });
  await edit.getByLabel('Strid').fill('many');
  await edit.getByRole('button', { name: 'Save template' }).click();
  // The one sheet editor (SheetEditor): the problem next to its field, a summary in view.
  await expect(edit.getByLabel('Strid')).toHaveAccessibleDescription(/Enter a whole number\./);
  await expect(edit.getByRole('alert')).toBeVisible();
  await edit.getByLabel('Strid').fill('4');
  await edit.getByLabel('Name', { exact: true }).fill('Tullvakt');
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tullvakt', exact: true })).toBeVisible();
  await expect.poll(() => gm.latestCampaign()?.npcLibrary.map((t) => t.name)).toEqual(['Tullvakt']);
  expect(gm.latestCampaign()?.npcLibrary[0]?.attributes.Strid).toBe(4);

  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tullvakt (copy)', exact: true })).toBeVisible();
  const library = gm.latestCampaign()?.npcLibrary ?? [];
  await expect.poll(() => gm.latestCampaign()?.npcLibrary.length).toBe(2);
  const [first, copy] = gm.latestCampaign()?.npcLibrary ?? [];
  expect(copy?.id).not.toBe(first?.id);
  expect(copy?.attributes).toEqual(first?.attributes);
  expect(library.length).toBeGreaterThan(0);

  // Delete asks first; Cancel keeps it.
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(templateList(dialog).getByRole('button')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toContainText('Delete Tullvakt (copy)?');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(templateList(dialog).getByRole('button')).toHaveCount(1);
  await expect.poll(() => gm.latestCampaign()?.npcLibrary.map((t) => t.name)).toEqual(['Tullvakt']);
});

test('import checks the file first; export downloads the library as JSON', async ({ gm }) => {
  const dialog = await openLibrary(gm);
  const importInput = dialog.getByLabel('Import JSON');

  await importInput.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{oops'),
  });
  await expect(dialog.getByRole('alert')).toContainText('The file was not imported');
  await expect(dialog.getByRole('alert')).toContainText('It is not JSON');

  const broken = [{ id: 't-a', name: 'Vakt', kind: 'npc', hidden: false, extra: 'no' }];
  await importInput.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  // Named by the field in the GM's words, never zod's text (issue 16).
  await expect(dialog.getByRole('alert')).toContainText('#1 (Vakt): extra has the wrong kind of value.');
  expect(gm.latestCampaign()?.npcLibrary).toEqual([]);

  const template = {
    id: 't-officer',
    name: 'Officer',
    kind: 'npc',
    hidden: false,
    extra: true,
    attributes: { Fysik: 2, Strid: 3, Vilja: 3 },
    resources: { kp: 0 },
    conditions: [],
    weapons: [{ id: 'w-1', name: 'Sabel', values: { Skada: 2 } }],
    initiative: null,
    gmNotes: 'Befäl',
  };
  await importInput.setInputFiles({
    name: 'library.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([template])),
  });
  await expect(templateList(dialog).getByRole('button', { name: /Officer/ })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(gm.log).toContainText('NPC templates imported (1): Officer');

  const [download] = await Promise.all([
    gm.page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/NPC library\.json$/);
  const path = await download.path();
  // Issue 16: the file names its game system and format version around the templates.
  const exported = JSON.parse(await readFile(path, 'utf8')) as unknown;
  expect(exported).toEqual({
    format: 'hexscreen-library',
    version: 1,
    system: 'irt',
    kind: 'npcs',
    templates: [template],
  });
});
