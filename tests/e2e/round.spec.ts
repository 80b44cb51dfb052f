/**
 * A full IRT round on the demo campaign, driven from the GM screen as a GM would: initiative with
 * entered physical dice (a tie settled by entered roll-off dice, IRT-INIT-2), then the worked example
 * IRT-EX-1 through the attack resolver with entered dice (the player display reads the crit's bleeding as
 * the GM's log does), then next turn, undo and redo.
 */
import { expect, test } from './fixtures';
import { chooseAttack } from './pages/gmPage';
import { expectNoRawTextIn } from './rawText';

test('IRT-EX-1 full round: entered initiative, the pistol shot on Gränsvakt, next turn, undo, redo', async ({
  gm,
  player,
}) => {
  const page = gm.page;

  // ---- initiative (IRT-INIT-1: 1T12 + Strid; IRT-INIT-2: ties by Strid, then a roll-off) ----
  await gm.rollInitiativeWithDice({
    Anton: '9', // 9 + Strid 3 = 12
    Greta: '9 6', // 9 + 2 = 11, ties Gränsvakt on Strid too: roll-off 6
    Gränsvakt: '9 2', // 9 + 2 = 11, roll-off 2
    Ivar: '3', // 3 + Strid 4 + Stridsträning 1 = 8 (IRT-ABL-1)
    'Gränsvakt 2': '2', // 2 + 2 = 4
    Officeren: '3', // 3 + 3 = 6
    Krypskytten: '5', // 5 + 4 = 9
  });
  await expect(gm.initiative.getByText('Round 1', { exact: true })).toBeVisible();
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Anton', 'Greta', 'Gränsvakt', 'Krypskytten', 'Ivar', 'Officeren', 'Gränsvakt 2']);
  await expect(gm.currentRow()).toContainText('Anton');
  await expect(gm.combatantRow('Anton')).toContainText('12');
  await expect(gm.initiative).toContainText('Fixed for the whole fight');
  const afterInitiative = gm.latestCampaign();
  expect(afterInitiative?.combatants.find((c) => c.name === 'Greta')?.initiativeTiebreak).toEqual([2, 6]);

  // ---- the attack: A opens the resolver (keyboard-first) ----
  await page.locator('body').press('a');
  const dialog = gm.attackDialog();
  await expect(dialog).toBeVisible();
  await chooseAttack(dialog, { attacker: 'Anton', target: 'Gränsvakt', weapon: 'Pistol' });
  const difficulty = dialog.getByRole('list', { name: 'Difficulty', exact: true });
  await expect(difficulty.getByRole('listitem').filter({ hasText: 'Suggested' })).toContainText('Normal');
  await expect(dialog).toContainText('5 dice');
  await expect(dialog.getByRole('group', { name: 'Odds' })).toContainText('%');

  // Bad dice get a clear message and send nothing.
  await dialog.getByRole('checkbox', { name: 'Enter dice', exact: true }).check();
  const diceField = dialog.getByRole('textbox', { name: 'Dice', exact: true });
  await diceField.fill('12 10 11 3');
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This roll takes exactly 5 dice; you typed 4.');
  await diceField.fill('12 10 11 13 5');
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('13 is not a face of a d12 (1–12).');
  expect(gm.latestCampaign()?.pending ?? null).toBeNull();
  await expect(diceField).toHaveValue('12 10 11 13 5');

  await diceField.fill('12 10 11 3 5');
  await dialog.getByRole('button', { name: 'Roll', exact: true }).click();

  // The roll waits: dice shown (the 12 marked), Fokus for the 12 already paid (IRT-DICE-6: 2 → 3).
  const dice = dialog.getByRole('list', { name: 'Attack dice', exact: true });
  await expect(dice.getByRole('listitem')).toHaveCount(5);
  await expect(dice.getByRole('listitem').first()).toHaveText(/12/);
  await expect(dialog).toContainText('Anton gains 1 Fokus for 12s (now 3).');
  await expect(dialog).toContainText('active defence — offered before the result counts');
  await expect.poll(() => gm.latestCampaign()?.pending?.kind).toBe('irt/attack');

  // No defence. The crit is coming: crit die 8, body-part die 3, healing-time die 5.
  const critField = dialog.getByRole('textbox', { name: 'Crit dice', exact: true });
  await critField.fill('8');
  await expect(dialog).toContainText('Crit 8: Genomskjuten axel');
  await expect(dialog).toContainText('body part 1T12, healing time 1T12');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Genomskjuten axel needs 3 dice here; 1 given.');
  await critField.fill('8 3 5');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();

  // The result, broken down.
  const result = dialog.getByRole('group', { name: 'Result', exact: true });
  await expect(result.getByTestId('result-kp')).toHaveText('4');
  await expect(result.getByTestId('result-stress')).toHaveText('1');
  await expect(result).toContainText('Tjänstduglig');
  await expect(result.getByTestId('crit-row')).toHaveText('Skjutvapen 8: Genomskjuten axel');
  await expect(result).toContainText('vänster axel');
  await expect(result).toContainText('Healing time: 5 veckor');
  await expectNoRawTextIn(page, 'the IRT attack result');
  await result.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The guard's card: 4 KP, Tjänstduglig, 1 Stress, the crit's conditions, the bleeding timer.
  await gm.selectCombatant('Gränsvakt');
  await expect(gm.damageTaken()).toHaveText('4');
  await expect(gm.card).toContainText('Tjänstduglig');
  await expect(gm.card.getByTestId('stress')).toHaveText('1');
  await expect(gm.card).toContainText('Genomskjuten axel');
  await expect(gm.card.getByRole('list', { name: 'Timers' })).toContainText('next in 1 round');
  // IRT-CRIT-3 IRT-BLD-1: the player display says what the GM's log says, the bleeding level too (issue 15:
  // it read "Gränsvakt stops bleeding").
  await expect(player.log).toContainText('Gränsvakt starts bleeding (Kraftig)');
  await expect(player.log).not.toContainText('stops bleeding');
  await expectNoRawTextIn(page, 'the IRT card with a crit and bleeding');
  await expectNoRawTextIn(player.page, 'the player display mid-fight');
  await gm.selectCombatant('Anton');
  await expect(gm.card.getByTestId('fokus')).toHaveText('3');
  const afterHit = gm.latestCampaign();
  expect(afterHit?.pending ?? null).toBeNull();
  expect(afterHit?.log.find((e) => e.type === 'irt/crit')?.data).toMatchObject({
    damageType: 'Skjutvapen',
    roll: 8,
    row: 'Genomskjuten axel',
  });

  // ---- next turn, undo, redo ----
  await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText('Greta');
  await gm.undoButton.click();
  await expect(gm.currentRow()).toContainText('Anton');
  // One more undo takes the resolution back: the attack waits again, the guard is unhurt.
  await page.locator('body').press('Control+z');
  await gm.selectCombatant('Gränsvakt');
  await expect(gm.damageTaken()).toHaveText('0');
  await expect.poll(() => gm.latestCampaign()?.pending?.kind).toBe('irt/attack');
  await gm.redoButton.click();
  await expect(gm.damageTaken()).toHaveText('4');
  await page.locator('body').press('Control+Shift+z');
  await expect(gm.currentRow()).toContainText('Greta');
  await expect(gm.redoButton).toBeDisabled();
});

test('keyboard help lists the shortcuts; single keys are ignored while typing', async ({ gm }) => {
  const page = gm.page;
  await page.locator('body').press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
  await expect(help).toBeVisible();
  for (const text of ['Next turn', 'Attack', 'Roll initiative', 'Undo', 'Redo', 'Ctrl+Shift+Z']) {
    await expect(help).toContainText(text);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Typing "a" into a field types it; it does not open the attack dialog.
  await gm.selectCombatant('Ivar');
  await gm.card.getByLabel('GM notes').fill('');
  await gm.card.getByLabel('GM notes').press('a');
  await expect(gm.attackDialog()).toHaveCount(0);
  await expect(gm.card.getByLabel('GM notes')).toHaveValue('a');
});

test('late joiners get a Roll button; surprise is marked in the initiative dialog', async ({ gm }) => {
  await gm.startEncounterButton.click();
  const roll = gm.initiative.getByRole('button', { name: 'Roll initiative for Ivar', exact: true });
  await expect(roll).toBeVisible();
  await roll.click();
  await expect(roll).toHaveCount(0);
  await expect
    .poll(() => gm.latestCampaign()?.combatants.find((c) => c.name === 'Ivar')?.initiative)
    .not.toBeNull();

  await gm.rollInitiativeButton.click();
  const dialog = gm.initiativeDialog();
  await dialog.getByRole('checkbox', { name: 'Officeren is surprised', exact: true }).check();
  await dialog.getByRole('button', { name: /^Roll \(\d+\)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(gm.combatantRow('Officeren')).toContainText('surprised');
});
