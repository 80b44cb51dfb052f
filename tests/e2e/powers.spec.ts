/**
 * Powers in the attack resolver on the IRT demo (IRT-POW-2…4), driven from the GM screen with entered
 * dice: a power that modifies Ivar's knife blow (the pool shows +2), Läderhud used by Ivar after a hit and
 * before damage (the KP shown drops by 1), Anton's attack power Iskristaller with a crit, and a care roll
 * on the bleeding guard with equipment and Fokus dice (IRT-DICE-1, IRT-BLD-2).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import type { GmPage } from './pages/gmPage';

async function openAttack(gm: GmPage, attacker: string, target: string, weapon: string): Promise<Locator> {
  await gm.attackButton.click();
  const dialog = gm.attackDialog();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Attacker', { exact: true }).selectOption({ label: attacker });
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: target });
  await dialog.getByLabel('Weapon', { exact: true }).selectOption({ label: weapon });
  return dialog;
}

async function rollWith(dialog: Locator, faces: string): Promise<void> {
  await dialog.getByRole('checkbox', { name: 'Enter dice', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Dice', exact: true }).fill(faces);
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click();
}

test('IRT-POW-2 Övermänsklig Styrka rides on Ivar’s knife blow: the pool shows 8 → 10 dice and 1 Fokus', async ({
  gm,
}) => {
  const dialog = await openAttack(gm, 'Ivar', 'Gränsvakt', 'Kniv');
  // The guard stands zones away: the GM lets the blow happen anyway (IRT-MEL-1 override).
  await dialog.getByRole('checkbox', { name: 'GM override: attack anyway (logged)', exact: true }).check();
  await expect(dialog).toContainText('8 dice');
  const powers = dialog.getByRole('group', { name: 'Powers and abilities', exact: true });
  await powers
    .getByRole('checkbox', { name: 'Övermänsklig Styrka (+2 Fysik): 1 Fokus before the roll', exact: true })
    .check();
  // Fysik 4 + Strid 4 + Övermänsklig Styrka 2 = 10.
  await expect(dialog).toContainText('10 dice');
  await expect(dialog).toContainText('Övermänsklig Styrka 2');
  await expect(powers.getByTestId('attack-cost')).toHaveText('Paid when declared: 1 Fokus');
  await rollWith(dialog, '10 10 1 1 1 1 1 1 1 1');
  await expect.poll(() => gm.latestCampaign()?.pending?.kind).toBe('irt/attack');
  // 2 successes at Normal: Effekt 1, KP = 1 + Skada 2 − Skydd 1 = 2.
  await expect(dialog.getByTestId('pending-kp')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByTestId('result-kp')).toHaveText('2');
  await expect(gm.log).toContainText('with Övermänsklig Styrka');
  const ivar = gm.latestCampaign()?.combatants.find((c) => c.name === 'Ivar');
  expect(ivar?.resources.fokus).toBe(1);
});

test('IRT-POW-3 Ivar uses Läderhud after the hit and before damage: the KP shown drops 3 → 2', async ({
  gm,
}) => {
  const dialog = await openAttack(gm, 'Gränsvakt', 'Ivar', 'Gevär med bajonett');
  await dialog.getByRole('checkbox', { name: 'GM override: attack anyway (logged)', exact: true }).check();
  // Fysik 2 + Strid 2 = 4 dice at Svår (Ivar's zone gives Skydd): [10, 10, 10, 1] is Effekt 1,
  // KP = 1 + 3 − Skydd 1 = 3.
  await expect(dialog.getByText('The roll uses', { exact: false })).toContainText('Svår');
  await rollWith(dialog, '10 10 10 1');
  await expect(dialog.getByTestId('pending-kp')).toHaveText('3');
  const reactive = dialog.getByTestId('reactive-powers');
  await reactive.getByRole('button', { name: 'Use Läderhud (+1 Skydd, 1 Fokus)', exact: true }).click();
  await expect(dialog.getByTestId('pending-kp')).toHaveText('2');
  await expect(dialog.getByTestId('pending-skydd')).toHaveText('2');
  await expect(dialog.getByTestId('pending-skydd-powers')).toHaveText('Skydd +1 from powers');
  await expect(reactive).toContainText('Läderhud is active');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByTestId('result-kp')).toHaveText('2');
  await expect(gm.log).toContainText('Ivar uses Läderhud');
  await expect(gm.log).toContainText('(Skydd +1 from powers)');
});

test('IRT-POW-4 Anton’s Iskristaller crits the guard (Stick); Greta stops the bleeding with a läkarväska and Fokus dice', async ({
  gm,
}) => {
  const dialog = await openAttack(gm, 'Anton', 'Gränsvakt', 'Iskristaller (power)');
  // Strid 3 + Vilja 2 = 5 dice; Skada = the power's bonus +2, Stick.
  await expect(dialog).toContainText('5 dice');
  await expect(dialog).toContainText('Skada 2 · Stick');
  await expect(dialog.getByTestId('attack-cost')).toHaveText('Paid when declared: 1 Fokus');
  await rollWith(dialog, '12 10 1 1 1');
  // 2 successes: Effekt 1, KP = 1 + 2 − 1 = 2, a 12 → crit on the Stick table.
  await expect(dialog.getByTestId('pending-kp')).toHaveText('2');
  await dialog.getByRole('textbox', { name: 'Crit dice', exact: true }).fill('5');
  await expect(dialog).toContainText('Djupt sticksår');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByTestId('crit-row')).toHaveText('Stick 5: Djupt sticksår');
  await expect(gm.log).toContainText('Anton uses Iskristaller on Gränsvakt');
  await dialog
    .getByRole('group', { name: 'Result', exact: true })
    .getByRole('button', { name: 'Close' })
    .click();

  // ---- care: Greta stops the guard's bleeding (Kraftig) with a läkarväska (+2 dice) ----
  await gm.selectCombatant('Gränsvakt');
  await gm.card.getByTestId('care-open').click();
  const care = gm.page.getByRole('dialog', { name: 'Care: Gränsvakt', exact: true });
  await expect(care).toBeVisible();
  await care.getByRole('combobox', { name: /^Carer/ }).selectOption({ label: 'Greta' });
  await care.getByRole('radio', { name: /Stop the bleeding/ }).check();
  const pool = care.getByTestId('care-pool');
  const before = Number(/(\d+) dic/.exec((await pool.textContent()) ?? '')?.[1]);
  await care.getByTestId('care-equipment').selectOption('medicalBag');
  await expect(pool).toContainText(`${before + 2} dic`);
  await care.getByRole('checkbox', { name: 'Enter physical dice', exact: true }).check();
  await care.getByRole('textbox', { name: 'Faces', exact: true }).fill(
    Array(before + 2)
      .fill('1')
      .join(' '),
  );
  await care.getByTestId('care-roll').click();
  await expect(care.getByTestId('care-outcome')).toBeVisible();
  // Fokus dice after the roll: 1 Fokus, face 10.
  const fokus = care.getByRole('region', { name: 'Fokus dice after the roll', exact: true });
  await fokus.getByRole('textbox', { name: /^Fokus to spend/ }).fill('1');
  await fokus.getByRole('checkbox', { name: 'Enter physical dice', exact: true }).check();
  await fokus.getByRole('textbox', { name: /^Faces/ }).fill('10');
  await fokus.getByRole('button', { name: 'Add Fokus dice', exact: true }).click();
  await expect(care.getByRole('list', { name: 'Fokus dice', exact: true })).toContainText('10');
  await expect.poll(() => gm.latestCampaign()?.log.some((e) => e.type === 'irt/careFokus')).toBe(true);
});
