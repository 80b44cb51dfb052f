/**
 * Refreshes docs/screenshot-gm.png and docs/screenshot-player.png (1366×768) from a short demo fight.
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
  const initiative: Record<string, string> = {
    Anton: '14',
    Greta: '11',
    Ivar: '9',
    Gränsvakt: '12',
    Officeren: '10',
  };
  for (const [name, value] of Object.entries(initiative)) {
    await gm.selectCombatant(name);
    await gm.card.getByLabel('Initiative').fill(value);
    await gm.card.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(gm.combatantRow(name)).toContainText(value);
  }
  await gm.startEncounterButton.click();
  await gm.nextTurnButton.click();
  await gm.selectCombatant('Gränsvakt');
  await gm.addDamage(5);
  await gm.addDamage(3);
  await gm.selectCombatant('Greta');
  await gm.addDamage(2);
  await gm.nextTurnButton.click();

  await gm.map.expectDrawn();
  await player.map.expectDrawn();
  await expect(player.page.getByText('Round 1', { exact: true })).toBeVisible();
  await gm.page.mouse.move(0, 0);
  await gm.page.screenshot({ path: join(docs, 'screenshot-gm.png') });
  await player.page.screenshot({ path: join(docs, 'screenshot-player.png') });
});
