/** The GM screen on the built-in IRT demo campaign. */
import { expect, test } from './fixtures';

const DEMO_COMBATANTS = ['Anton', 'Greta', 'Ivar', 'Krypskytten'];

test('shows the demo map and every combatant in the initiative list', async ({ gm }) => {
  await gm.map.expectDrawn();
  await expect(gm.map.canvas).toHaveAttribute('aria-label', /^Map of .+/);

  for (const name of DEMO_COMBATANTS) await expect(gm.combatantRow(name)).toBeVisible();
  // No encounter yet: everyone listed, unrolled ones marked.
  await expect(gm.initiative.getByText('not rolled').first()).toBeVisible();
  await expect(gm.startEncounterButton).toBeEnabled();
  await expect(gm.log).toBeVisible();
  await expect(gm.saveStatus).toBeVisible();
});

test('starts an encounter and passes the turn', async ({ gm }) => {
  await gm.startEncounterButton.click();
  await expect(gm.nextTurnButton).toBeVisible();
  await expect(gm.initiative.getByText('Round 1', { exact: true })).toBeVisible();

  const order = await gm.initiativeNames();
  expect(order.length).toBeGreaterThanOrEqual(DEMO_COMBATANTS.length);
  await expect(gm.currentRow()).toContainText(order[0] ?? '');

  await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText(order[1] ?? '');
  await expect(gm.log).toContainText('The encounter begins');
});

test('selecting a combatant in the initiative list shows its card', async ({ gm }) => {
  await gm.selectCombatant('Greta');
  await expect(gm.card).toContainText('Player character');
  await expect(gm.card).toContainText('Fysik');
  await expect(gm.damageTaken()).toHaveText('0');
});

test('bad damage input gets a clear message and sends nothing', async ({ gm }) => {
  await gm.selectCombatant('Ivar');
  await gm.applyDamageAmount('three');
  await expect(gm.card.getByRole('alert')).toHaveText('Enter a whole number.');
  await expect(gm.damageTaken()).toHaveText('0');

  await gm.applyDamageAmount('4');
  await expect(gm.damageTaken()).toHaveText('4');
  await expect(gm.card.getByRole('alert')).toHaveCount(0);
});

test('campaign menu: a new campaign opens empty, and the demo can be reopened', async ({ gm }) => {
  const page = gm.page;
  await page.getByRole('button', { name: 'Campaign menu' }).click();
  await page.getByRole('menuitem', { name: 'New campaign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill('Nattpatrullen');
  await dialog.getByRole('button', { name: 'Create campaign' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Nattpatrullen' })).toBeVisible();
  await expect(gm.initiative).toContainText('No combatants yet.');
  await expect(gm.startEncounterButton).toBeDisabled();

  await page.getByRole('button', { name: 'Campaign menu' }).click();
  await page.getByRole('menuitem', { name: 'Open campaign…' }).click();
  const open = page.getByRole('dialog', { name: 'Open campaign' });
  await open.getByRole('button', { name: /^Open Demo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Demo/ })).toBeVisible();
  await expect(gm.combatantRow('Anton')).toBeVisible();
});
