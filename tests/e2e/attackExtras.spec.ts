/**
 * The attack resolver's extras on the demo campaign: a GM factor weighed by judgement (IRT-DICE-8) shows
 * in the Difficulty list, moves the suggested difficulty and is sent with the attack. (The demo PCs have
 * no ability with an Effekt or Fokus spend on a pistol shot; the spend checks are unit-tested in
 * tests/unit/renderer/gm/irt/attackExtras.test.ts.)
 */
import { expect, test } from './fixtures';
import { IRT_ATTACK_ROLL, rollEnteredDice } from './pages/dice';
import { chooseAttack } from './pages/gmPage';

test('IRT-DICE-8 a GM factor: Högt läge +1 mechanical makes Anton’s shot at Gränsvakt Svår', async ({
  gm,
}) => {
  await gm.attackButton.click();
  const dialog = gm.attackDialog();
  await expect(dialog).toBeVisible();
  await chooseAttack(dialog, { attacker: 'Anton', target: 'Gränsvakt', weapon: 'Pistol' });
  const difficulty = dialog.getByRole('list', { name: 'Difficulty', exact: true });
  const suggested = difficulty.getByRole('listitem').filter({ hasText: 'Suggested' });
  await expect(suggested).toContainText('Normal');

  const factors = dialog.getByRole('group', { name: 'GM factors', exact: true });
  const add = factors.getByRole('button', { name: 'Add factor', exact: true });
  // A nameless factor gets a clear message and changes nothing.
  await add.click();
  await expect(factors.getByRole('alert')).toHaveText('Name the factor.');
  await expect(suggested).toContainText('Normal');

  await factors.getByLabel('Factor', { exact: true }).fill('Högt läge');
  await factors.getByRole('combobox', { name: 'Steps', exact: true }).selectOption({ label: '+1' });
  await factors.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'Mechanical' });
  await add.click();
  await expect(factors.getByRole('alert')).toHaveCount(0);
  await expect(factors.getByRole('list', { name: 'GM factors', exact: true })).toContainText('Högt läge');

  // Back from the preview with source 'gm', counted step by step: Normal + 1 = Svår.
  const row = difficulty.getByRole('listitem').filter({ hasText: 'Högt läge' });
  await expect(row).toContainText('GM');
  await expect(row).toContainText('+1 harder');
  await expect(suggested).toContainText('Svår');
  await expect(dialog.getByText('The roll uses', { exact: false })).toContainText('Svår');

  // Removing it takes the step away again; adding it back and rolling sends it with the attack.
  await factors.getByRole('button', { name: 'Remove Högt läge', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(suggested).toContainText('Normal');
  await factors.getByLabel('Factor', { exact: true }).fill('Högt läge');
  await factors.getByLabel('Factor', { exact: true }).press('Enter');
  await expect(suggested).toContainText('Svår');
  expect(gm.latestCampaign()?.pending ?? null).toBeNull();

  await rollEnteredDice(dialog, '11 10 4 3 2', IRT_ATTACK_ROLL);
  await expect.poll(() => gm.latestCampaign()?.pending?.kind).toBe('irt/attack');
  const pending = gm.latestCampaign()?.pending?.data as { difficulty?: string; factors?: unknown[] };
  expect(pending.difficulty).toBe('Svår');
  expect(pending.factors).toContainEqual({
    source: 'gm',
    key: 'gm-1',
    term: 'Högt läge',
    effect: 1,
    kind: 'mechanical',
  });
});
