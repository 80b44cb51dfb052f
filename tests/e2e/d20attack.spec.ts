/**
 * The Swedish d20 attack from the GM screen (issue 7), on the d20 demo campaign (Vadet vid Kråkån):
 * the attack resolver shows the engine's SV, roll modifiers and exact odds; an entered d20 face is
 * checked before anything is sent; a hit waits in the pending panel for the target's reaction (a
 * shield) and the damage roll (entered dice: the weapon's die plus the EM extra dice), which goes
 * through VP into KP; the UTH roll follows and its consequence lands on the card.
 *
 * Demo sheets used: Knut (NPC, Spjut 1T8, Närstrid 3 + STY 2, SMI 2) next to Ylva (PC, Försvar 14,
 * RR 2, Sköld 1, VP 14, KP 12, UTH 3, SMI 3); Tova (PC) stands far away.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rollEnteredDice } from './pages/dice';
import { D20_ROLLS, newD20Demo } from './pages/d20';
import { expectNoRawTextIn } from './rawText';
import type { GmPage } from './pages/gmPage';

/**
 * The d20 demo with D20-INIT-1 rolled from entered dice (no ties): Knut 20, Ragna 17, Ylva 13, Tova 9,
 * Esbjörn 5, Brodd 3. Knut acts first: A opens the resolver for him; returns its dialog.
 */
async function knutAttacks(gm: GmPage): Promise<Locator> {
  await newD20Demo(gm);
  await gm.rollInitiativeWithDice({
    Knut: '18',
    Ragna: '14',
    Ylva: '10',
    Tova: '5',
    Esbjörn: '3',
    Brodd: '1',
  });
  await expect(gm.currentRow()).toContainText('Knut');
  await gm.page.locator('body').press('a');
  return gm.attackDialog();
}

function pendingPanel(page: Page, name: RegExp | string): Locator {
  return page.getByRole('region', { name });
}

test('D20-ATK-1/2/3/4: the resolver shows SV, every roll modifier, the die needed and exact odds; the GM sets SV; an impossible attack says why', async ({
  gm,
}) => {
  const page = gm.page;
  // A opens the resolver: the acting combatant (Knut) attacks the first enemy (Ylva).
  const dialog = await knutAttacks(gm);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Attacker', { exact: true })).toHaveValue('c-knut');
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: 'Ylva' });
  await expect(dialog.getByTestId('d20-weapon-line')).toContainText('Spjut Skada 1T8');

  // D20-ATK-1: the EM use is declared before rolling, with "None" among the choices.
  const em = dialog.getByLabel('EM use (declared before rolling)');
  await expect(em.getByRole('option')).toHaveText(['None', '+1 skadetärning', 'Fri taktisk manöver']);
  await em.selectOption({ label: '+1 skadetärning' });
  await expect(dialog).toContainText('Declared EM use: +1 skadetärning');
  await expectNoRawTextIn(page, 'the d20 attack dialog');

  // D20-ATK-2/3: SV from Ylva's Försvar; 1T20 + Närstrid + STY, each modifier a row.
  const sv = dialog.getByRole('list', { name: 'SV', exact: true });
  await expect(sv.getByRole('listitem').first()).toHaveText(/Försvar of Ylva\s*14/);
  const roll = dialog.getByRole('list', { name: 'Roll modifiers', exact: true });
  await expect(roll.getByRole('listitem').filter({ hasText: 'Närstrid' })).toContainText('+3');
  await expect(roll.getByRole('listitem').filter({ hasText: 'STY' })).toContainText('+2');
  await expect(dialog.getByTestId('d20-formula')).toContainText('1T20 +5 vs SV 14');
  await expect(dialog.getByTestId('d20-formula')).toContainText('needs 9+ on the die');

  // D20-ATK-4: exact odds — faces 9..20 hit (60 %); EM steps and KP shown with them.
  const odds = dialog.getByRole('group', { name: 'Odds', exact: true });
  await expect(odds.getByTestId('d20-hit')).toHaveText('60.0 %');
  await expect(odds).toContainText('Expected damage after RR');
  await expect(odds).toContainText('If the target blocks with a shield');
  await expect(odds).toContainText('Reaches KP (UTH roll)');
  await expect(odds.getByRole('img')).toHaveAttribute(
    'aria-label',
    /EM 0: 25\.0 %, EM 1: 25\.0 %, EM 2: 10\.0 %/,
  );

  // D20-ATK-2: the GM's base SV replaces Försvar; a bad value is refused next to the field.
  const baseSv = dialog.getByLabel('Base SV (GM)');
  await baseSv.fill('16');
  await expect(dialog.getByTestId('d20-formula')).toContainText('1T20 +5 vs SV 16');
  await expect(sv.getByRole('listitem').first()).toHaveText(/SV set by the GM\s*16/);
  await baseSv.fill('sixteen');
  await expect(dialog.getByRole('alert')).toHaveText('Enter a whole number.');
  await expect(dialog.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
  await baseSv.fill('');
  await expect(dialog.getByTestId('d20-formula')).toContainText('vs SV 14');

  // A GM modifier is one more row on the roll.
  await dialog.getByLabel('Modifier', { exact: true }).fill('Rök');
  await dialog.getByLabel('On the roll').selectOption({ label: '−2' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(roll.getByRole('listitem').filter({ hasText: 'Rök' })).toContainText('−2');
  await expect(dialog.getByTestId('d20-formula')).toContainText('1T20 +3 vs SV 14');
  await dialog.getByRole('button', { name: 'Remove Rök' }).click();
  await expect(dialog.getByTestId('d20-formula')).toContainText('1T20 +5 vs SV 14');

  // An attack out of reach says why and cannot be rolled: a spear does not reach Tova (D20-ATK-2). The
  // refusal offers the GM's logged override instead of a dead end (issue 16).
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: 'Tova' });
  const refusal = dialog.getByTestId('range-refusal');
  await expect(refusal).toBeVisible();
  await expect(
    refusal.getByRole('checkbox', { name: 'GM override: attack anyway (logged)' }),
  ).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('group', { name: 'Odds', exact: true })).toHaveCount(0);

  // Back to Ylva: a die that is not a d20 face is refused with a clear message, nothing is sent.
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: 'Ylva' });
  await rollEnteredDice(dialog, '21', D20_ROLLS.attack);
  await expect(dialog.getByRole('alert')).toHaveText('21 is not a face of a d20 (1–20).');
  await rollEnteredDice(dialog, '7 3', D20_ROLLS.attack);
  await expect(dialog.getByRole('alert')).toHaveText('This roll takes exactly 1 die; you typed 2.');
  expect(gm.latestCampaign()?.pending ?? null).toBeNull();

  // D20-ATK-4: 7 + 5 = 12 against SV 14 misses; the result is shown here, nothing waits.
  await rollEnteredDice(dialog, '7', D20_ROLLS.attack);
  const result = dialog.getByRole('group', { name: 'Result', exact: true });
  await expect(result).toContainText('Miss');
  await expect(result.getByTestId('d20-result')).toHaveText('1T20 (7) +5 = 12 vs SV 14');
  expect(gm.latestCampaign()?.pending ?? null).toBeNull();
});

test('D20-ATK-4/5/6, D20-REA-2: entered d20 hit, shield block, entered damage dice through VP into KP, the UTH roll and its consequence on the card', async ({
  gm,
}) => {
  const page = gm.page;
  const dialog = await knutAttacks(gm);
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: 'Ylva' });
  await dialog.getByLabel('EM use (declared before rolling)').selectOption({ label: '+1 skadetärning' });
  await expect(dialog.getByTestId('d20-formula')).toContainText('1T20 +5 vs SV 14');

  // D20-ATK-4: 20 + 5 = 25 against SV 14: a hit with two EM steps (11 over).
  await rollEnteredDice(dialog, '20', D20_ROLLS.attack);

  // The dialog gives way to the pending panel (non-modal, over the map).
  await expect(dialog).toBeHidden();
  const hit = pendingPanel(page, 'Hit — reaction and damage');
  await expect(hit).toBeVisible();
  await expect(hit.getByTestId('d20p-total')).toHaveText('25');
  await expect(hit.getByTestId('d20p-em')).toHaveText('2');
  await expect(hit).toContainText('EM steps: 2 · declared: +1 skadetärning');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(gm.map.canvas).toBeVisible();
  // Keyboard: the step's heading takes the focus; Tab goes on to its first reaction.
  await expect(hit.getByRole('heading', { name: 'Hit — reaction and damage' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(hit.getByRole('button', { name: 'Parry', exact: true })).toBeFocused();

  // A again while the hit waits: the resolver says so and leads back to the waiting step.
  await page.locator('body').press('a');
  await expect(dialog).toContainText('A hit is waiting for its reaction and damage.');
  await expect(dialog.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Go to the waiting step' }).click();
  await expect(dialog).toBeHidden();
  await expect(hit).toBeVisible();

  // Reactions of Ylva: parry is a melee answer (open), counter-magic only against magic.
  await expect(hit.getByRole('button', { name: 'Parry', exact: true })).toBeEnabled();
  await expect(hit.getByRole('button', { name: 'Counter-magic', exact: true })).toBeDisabled();
  await expect(hit).toContainText('Only against magic.');

  // D20-REA-2: Ylva blocks with her shield: her reaction of the round is spent.
  await hit.getByRole('button', { name: 'Shield', exact: true }).click();
  await expect(hit).toContainText('Ylva blocks with the shield: damage −1.');
  await expect(hit.getByRole('button', { name: 'Parry', exact: true })).toBeDisabled();
  await expect(hit.getByRole('button', { name: 'Shield', exact: true })).toBeDisabled();
  await expect(hit).toContainText('Ylva has already reacted to this attack.');
  await expect.poll(() => gm.latestCampaign()?.encounter.economy?.['c-ylva']?.reactions).toBe(1);

  // D20-ATK-5: Spjut 1T8 + 2 EM dice = three d8 faces, checked before sending.
  await expect(hit.getByTestId('d20p-damage-dice')).toContainText('Skada 1T8 + 2T8 (EM)');
  await hit.getByRole('checkbox', { name: 'Enter damage dice' }).check();
  const faces = hit.getByRole('textbox', { name: '3 faces of a d8' });
  await faces.fill('8 8');
  await hit.getByRole('button', { name: 'Roll damage' }).click();
  await expect(hit.getByRole('alert')).toHaveText('This roll takes exactly 3 dice; you typed 2.');
  await faces.fill('8 8 9');
  await hit.getByRole('button', { name: 'Roll damage' }).click();
  await expect(hit.getByRole('alert')).toHaveText('9 is not a face of a d8 (1–8).');
  // 24 − RR 2 − shield 1 = 21: VP 14 → 0, the other 7 off KP 12 → 5.
  await faces.fill('8 8 8');
  await hit.getByRole('button', { name: 'Roll damage' }).click();

  // D20-ATK-6: KP was hit: the UTH roll against SV 13 (Heroisk) waits.
  const uth = pendingPanel(page, 'UTH roll');
  await expect(uth).toBeVisible();
  await expect(uth.getByTestId('d20p-last')).toContainText(
    'Ylva takes 21 (rolled 8 + 8 + 8 = 24, RR −2, shield −1): VP −14, KP −7',
  );
  await expect(uth.getByTestId('d20p-uth')).toHaveText('1T20 +3 (UTH) vs SV 13 (Heroisk)');
  await expect(uth).toContainText('7 KP damage');

  // 2 + 3 = 5 fails; the GM picks Blödning instead of the app's 1T4.
  await uth.getByRole('radio', { name: 'Blödning' }).check();
  await rollEnteredDice(uth, '2', D20_ROLLS.uth);
  await expect(uth).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ylva failed the UTH roll: Blödning' }),
  ).toBeVisible();

  // The card: VP 0 of 14, KP 5 of 12, Sårad, the reaction of the round used, and the condition.
  await gm.selectCombatant('Ylva');
  await expect(gm.card.getByTestId('d20-vp')).toHaveText('0');
  await expect(gm.card.getByTestId('d20-kp')).toHaveText('5');
  await expect(gm.card.getByTestId('d20-wound')).toHaveText('Sårad');
  await expect(gm.card.getByTestId('d20-reaction')).toHaveText('used');
  await expect(gm.card.getByText('Blödning', { exact: true })).toBeVisible();
  await expectNoRawTextIn(page, 'the d20 card after a UTH roll');

  // D20-TURN-1: the GM corrects the round's economy from the card.
  await gm.card.getByRole('button', { name: /^Reaction/ }).click();
  await expect(gm.card.getByTestId('d20-reaction')).toHaveText('free');
  await expect.poll(() => gm.latestCampaign()?.encounter.economy?.['c-ylva']?.reactions).toBe(0);
  expect(gm.latestCampaign()?.pending ?? null).toBeNull();
});
