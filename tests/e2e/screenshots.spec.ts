/**
 * Refreshes docs/screenshot-gm.png (English), docs/screenshot-gm-sv.png (Swedish) and
 * docs/screenshot-player.png (1366×768) from a short demo fight driven through the GM's dialogs.
 * Not a check: runs only with HEXSCREEN_SCREENSHOTS=1 (`HEXSCREEN_SCREENSHOTS=1 npx playwright test screenshots`).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from './fixtures';

const docs = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs');

test.skip(
  !process.env['HEXSCREEN_SCREENSHOTS'],
  'set HEXSCREEN_SCREENSHOTS=1 to refresh the docs screenshots',
);

test('docs screenshots', async ({ gm, player }) => {
  const page = gm.page;
  await gm.rollInitiativeWithDice({
    Anton: '9',
    Greta: '9 6',
    Gränsvakt: '9 2',
    Ivar: '4',
    'Gränsvakt 2': '2',
    Officeren: '3',
    Krypskytten: '5',
  });
  await gm.selectCombatant('Gränsvakt 2');
  await gm.addDamage(3);

  // IRT-EX-1 through the attack resolver; the result stays on screen for the English shot.
  await gm.attackButton.click();
  const dialog = gm.attackDialog();
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: 'Gränsvakt' });
  await dialog.getByRole('checkbox', { name: 'Enter dice', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Dice', exact: true }).fill('12 10 11 3 5');
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Crit dice', exact: true }).fill('8 3 5');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByTestId('crit-row')).toBeVisible();
  await gm.map.expectDrawn();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(docs, 'screenshot-gm.png') });
  await dialog
    .getByRole('group', { name: 'Result', exact: true })
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  // Swedish: Greta's turn, her shot at the wounded guard waiting for defence and Fokus dice.
  await gm.nextTurnButton.click();
  await gm.selectCombatant('Gränsvakt');
  await page.getByLabel('Language').selectOption('sv');
  await page.getByRole('button', { name: 'Attack', exact: true }).click();
  const sv = page.getByRole('dialog', { name: 'Attack', exact: true });
  await sv.getByRole('checkbox', { name: 'Ange tärningar', exact: true }).check();
  await sv.getByRole('textbox', { name: 'Tärningsvärden', exact: true }).fill('10 4 12 2');
  await sv.getByRole('button', { name: 'Slå', exact: true }).click();
  await expect(sv.getByRole('button', { name: 'Verkställ', exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(docs, 'screenshot-gm-sv.png') });
  await page.keyboard.press('Escape');
  await page.getByLabel('Språk').selectOption('en');

  await player.map.expectDrawn();
  await expect(player.page.getByText('Round 1', { exact: true })).toBeVisible();
  await player.page.screenshot({ path: join(docs, 'screenshot-player.png') });
});
