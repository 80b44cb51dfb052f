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

test('initiative by hand: drag and keys reorder (logged, undoable), an empty field keeps the value, End asks', async ({
  gm,
}) => {
  const page = gm.page;
  const item = (name: string) =>
    gm.initiative.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await gm.startEncounterButton.click();
  const start = ['Anton', 'Greta', 'Ivar', 'Gränsvakt', 'Gränsvakt 2', 'Officeren', 'Krypskytten'];
  await expect.poll(() => gm.initiativeNames()).toEqual(start);

  // Drag Ivar onto the top of Anton's row: he is first, and (nobody has acted yet) his turn begins.
  await item('Ivar').dragTo(item('Anton'), { targetPosition: { x: 80, y: 4 } });
  const dragged = ['Ivar', 'Anton', 'Greta', 'Gränsvakt', 'Gränsvakt 2', 'Officeren', 'Krypskytten'];
  await expect.poll(() => gm.initiativeNames()).toEqual(dragged);
  await expect(gm.currentRow()).toContainText('Ivar');
  await expect(gm.log).toContainText('Ivar moves from place 3 to place 1 in the initiative order');

  // Keyboard: ↓ on a row's handle (the focus stays on it), Alt+↑ on a row; Undo takes back one move.
  await page.getByRole('button', { name: /^Move Greta \(place 3 of 7\)/ }).press('ArrowDown');
  await expect(page.getByRole('button', { name: /^Move Greta \(place 4 of 7\)/ })).toBeFocused();
  await gm.combatantRow('Officeren').press('Alt+ArrowUp');
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Ivar', 'Anton', 'Gränsvakt', 'Greta', 'Officeren', 'Gränsvakt 2', 'Krypskytten']);
  await gm.undoButton.click();
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Ivar', 'Anton', 'Gränsvakt', 'Greta', 'Gränsvakt 2', 'Officeren', 'Krypskytten']);

  // An empty initiative field keeps the value and says how to take someone out of the order.
  await gm.selectCombatant('Greta');
  const field = gm.card.getByRole('textbox', { name: 'Initiative', exact: true });
  await field.fill('7');
  await field.press('Enter');
  await expect
    .poll(() => gm.latestCampaign()?.combatants.find((c) => c.name === 'Greta')?.initiative)
    .toBe(7);
  await field.fill('');
  await field.press('Enter');
  await expect(gm.card.getByRole('alert')).toHaveText(
    'An empty field keeps initiative 7. Type a number, or use “Take out of the order” below.',
  );
  await expect(field).toHaveValue('7');
  await gm.card.getByRole('button', { name: 'Take out of the order', exact: true }).click();
  await expect(gm.initiative.getByRole('heading', { name: 'Not in the order' })).toBeVisible();
  await expect(gm.log).toContainText('Greta is taken out of the initiative order');

  // End encounter asks first; "Keep fighting" keeps it.
  await page.getByRole('button', { name: 'End encounter', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: /End the encounter\?/ });
  await expect(confirm).toContainText('Undo (Ctrl+Z) brings the fight back.');
  await confirm.getByRole('button', { name: 'Keep fighting', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(gm.initiative.getByText('Round 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End encounter', exact: true }).click();
  await confirm.getByRole('button', { name: 'Yes, end it', exact: true }).click();
  await expect(gm.startEncounterButton).toBeVisible();
});
