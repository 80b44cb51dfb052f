/**
 * Issue 8's must-show: one round of an Omnimodus fight in the GM screen on the Omnimodus demo (Bron vid
 * Tullboden), with entered dice. Initiative: Ebbe's perfect roll (★15) acts before Sigrid's higher 16
 * (OMN-INIT-2). Ebbe declares and attacks Sigrid with his Spjut; she blocks with her Sköld, which holds,
 * and the blow (7) is over the shield's Brytvärde 4: it drops to 3 (OMN-DEF-5). Holger then attacks her
 * with his Yxa; her second defence of the round, a dodge, is at −2 (OMN-DEF-4) and fails; the entered
 * location dice 5 5 put the hit on Höger arm (OMN-LOC-1), where 7 damage is Lätt skadad (OMN-DMG-1).
 *
 * Holger attacks without declaring first: the attack is his action (OMN-RND-1), and a second one is
 * refused in the dialog before the roll. The round ends and the next round's prompt cites OMN-INIT-1.
 *
 * Demo sheets used: Sigrid (PC, Närstrid 5, Manövrar 3, Sköld Försvarsvärde 2 Brytvärde 4, no armour on
 * the arms), Ebbe (NPC, Närstrid 3, Spjut 1T6+1, Styrka 3), Holger (NPC, Närstrid 4, Yxa 1T6+2, Styrka 5
 * → +1), Gustav (PC, Närstrid 3, Kastvapen 4, Kniv, Kastkniv Räckvidd 10 m) behind the stone wall,
 * Märta in the toll booth 10 hexes (20 m) from him, Holger 6 hexes (12 m) from him.
 */
import { mkdirSync } from 'node:fs';

import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { rollEnteredDice } from './pages/dice';
import {
  combatantNamed,
  declareOnCard,
  newOmnimodusDemo,
  OMN_ROLLS,
  omnAttackDialog,
  omnPending,
  startOmnimodusDemoFight,
} from './pages/omnimodus';
import { chooseAttack, type GmPage } from './pages/gmPage';
import { expectNoRawTextIn } from './rawText';

test('OMN-INIT-2 OMN-DEF-4 OMN-DEF-5 OMN-LOC-1 an Omnimodus round: a perfect initiative first, a shield block that notches its Brytvärde, a second defence at −2, a hit on an entered location', async ({
  gm,
  player,
}) => {
  test.slow();
  const page = gm.page;

  // OMN-INIT-1/2: 2T6 + the higher of Närstrid and Manövrar; Ebbe's 6 6 is perfect.
  await startOmnimodusDemoFight(gm);
  await expect.poll(() => gm.initiativeNames()).toEqual(['Ebbe', 'Sigrid', 'Holger', 'Gustav', 'Märta']);
  const rows = gm.initiative.getByRole('listitem');
  await expect(rows.nth(0).locator('.init')).toContainText(/★.*15$/);
  await expect(rows.nth(0).getByTitle(/^Perfect roll/)).toBeVisible();
  await expect(rows.nth(1).locator('.init')).toHaveText('16');
  await expect(gm.currentRow()).toContainText('Ebbe');
  await expect
    .poll(() => player.lastView()?.encounter.order.map((c) => c.name))
    .toEqual(['Ebbe', 'Sigrid', 'Holger', 'Gustav', 'Märta']);

  // Ebbe's turn: he declares a melee attack at Sigrid (OMN-RND-1) and attacks with his Spjut.
  await gm.selectCombatant('Ebbe');
  await declareOnCard(gm, 'Melee attack', ['Sigrid']);
  await page.locator('body').press('a');
  const attack = omnAttackDialog(gm);
  await expect(attack.getByLabel('Attacker', { exact: true })).toHaveValue('c-ebbe');
  await chooseAttack(attack, { target: 'Sigrid', weapon: 'Spjut' });
  await expect(attack.getByTestId('omn-formula')).toHaveText('2T6 +3 ≥ 8');
  await rollEnteredDice(attack, '5 4', OMN_ROLLS.attack);
  await expect(attack).toBeHidden();

  // OMN-DEF-2: Sigrid blocks with her Sköld: 2T6 + Närstrid 5 + Försvarsvärde 2, entered 4 3 = 14 ≥ 12.
  const defence = omnPending(gm, 'defence');
  await expect(defence.getByTestId('omn-pending-attack')).toContainText('Attack 12');
  await defence.getByRole('radio', { name: /Block with Sköld/ }).check();
  await expect(defence.getByTestId('omn-defence-formula')).toHaveText('2T6 +7 — must reach 12');
  await rollEnteredDice(defence, '4 3', OMN_ROLLS.defence);

  // OMN-DEF-5: the block holds; the Spjut's 1T6+1 (entered 6 → 7) is over Brytvärde 4: it drops to 3.
  const damage = omnPending(gm, 'damage');
  await expect(damage.getByTestId('omn-defence-result')).toContainText('Block with Sköld: 14 against 12');
  await expect(damage.getByTestId('omn-defence-result')).toContainText('holds');
  await rollEnteredDice(damage, '6', OMN_ROLLS.damage);
  await expect(damage).toBeHidden();
  const sigrid = () => combatantNamed(gm.latestCampaign(), 'Sigrid');
  await expect.poll(() => sigrid()?.weapons.find((w) => w.name === 'Sköld')?.values.Brytvärde).toBe(3);
  await gm.selectCombatant('Sigrid');
  await expect(gm.card.getByText(/Brytvärde 3/)).toBeVisible();
  await expect(gm.card.getByTestId('omn-defences-used')).toContainText(
    'Defended 1× this round: the next defence is at −2.',
  );

  // Sigrid's turn: a melee attack at Holger, which allows the block she already used (OMN-DEF-3).
  await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText('Sigrid');
  await declareOnCard(gm, 'Melee attack', ['Holger']);

  // Holger's turn: his Yxa at Sigrid, entered 5 5 → 14.
  await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText('Holger');
  await page.locator('body').press('a');
  await expect(attack.getByLabel('Attacker', { exact: true })).toHaveValue('c-holger');
  await chooseAttack(attack, { target: 'Sigrid', weapon: 'Yxa' });
  await rollEnteredDice(attack, '5 5', OMN_ROLLS.attack);
  await expect(attack).toBeHidden();

  // OMN-DEF-4: her second defence this round is at −2: dodge 2T6 + Manövrar 3 − 2; entered 3 3 = 7 < 14.
  await expect(defence.getByTestId('omn-pending-attack')).toContainText('Attack 14');
  await defence.getByRole('radio', { name: /Dodge/ }).check();
  await expect(defence).toContainText('Tidigare försvar');
  await expect(defence.getByTestId('omn-defence-formula')).toHaveText('2T6 +1 — must reach 14');
  await rollEnteredDice(defence, '3 3', OMN_ROLLS.defence);

  // OMN-DMG-1 / OMN-LOC-1: Yxa 1T6+2 + strength +1, entered 4 → 7; then the location 2T6, entered 5 5 =
  // 10 on the high column: Höger arm (no armour there).
  await expect(damage.getByTestId('omn-defence-result')).toContainText('fails');
  await expect(damage).toContainText('9–10');
  await rollEnteredDice(damage, '4 5 5', OMN_ROLLS.damage);
  await expect(damage).toBeHidden();
  await expect.poll(() => sigrid()?.resources['Höger arm']).toBe(7);
  await expect.poll(() => sigrid()?.conditions.map((k) => k.key)).toContain('Sår: Höger arm');
  await gm.selectCombatant('Sigrid');
  await expect(gm.card.getByTestId('omn-area-Höger arm')).toHaveText('7');
  await expect(gm.card.getByTestId('omn-card')).toContainText('Lätt skadad');
  await expect(gm.card.getByTestId('omn-defences-used')).toContainText('Defended 2× this round');
  await expect(gm.log).toContainText('Höger arm');
  await expect(gm.log).toContainText('Holger declares a melee attack at Sigrid');
  await expectNoRawTextIn(page, 'the Omnimodus card and log after a hit');

  // OMN-RND-1: Holger's attack was his action; a second one is refused before the roll.
  await gm.selectCombatant('Holger');
  await expect(gm.card.getByTestId('omn-declared')).toContainText('Melee attack');
  await page.locator('body').press('a');
  await attack.getByLabel('Target', { exact: true }).selectOption({ label: 'Sigrid' });
  await expect(attack.getByTestId('omn-not-now')).toHaveText(
    'Holger has already attacked this round: one active action per round (OMN-RND-1).',
  );
  await expect(attack.getByRole('button', { name: 'Roll attack' })).toBeDisabled();
  await attack.getByRole('button', { name: 'Cancel' }).click();
  await expect(attack).toBeHidden();

  // OMN-INIT-1: the round ends; the next one waits for initiative and cites the Omnimodus rule.
  for (const next of ['Gustav', 'Märta']) {
    await gm.nextTurnButton.click();
    await expect(gm.currentRow()).toContainText(next);
  }
  await gm.nextTurnButton.click();
  const prompt = gm.initiative.getByTestId('initiative-prompt');
  await expect(prompt).toContainText('Initiative is rolled at the start of every round (OMN-INIT-1).');
  await expect(gm.initiative).toContainText('Roll initiative for round 2 first (OMN-INIT-1).');
  await expect(gm.initiative).not.toContainText('D20-INIT-1');
  // The players see the wound word, not the numbers.
  await expect
    .poll(() => player.lastView()?.encounter.order.find((c) => c.name === 'Sigrid')?.woundWord)
    .toBe('Lätt skadad');
});

test('OMN-ACT-1 OMN-ATK-1 range from the map: a melee blow out of reach is refused before the roll with the GM override (logged); a throw’s band comes from the distance', async ({
  gm,
}) => {
  test.slow();
  const page = gm.page;
  await newOmnimodusDemo(gm, 'Räckvidd');
  const attack = omnAttackDialog(gm);

  // Gustav's Kniv at Holger, 12 m away: refused before the roll (OMN-ACT-1), Roll stays disabled.
  await openAttack(gm, 'Gustav', 'Holger', 'Kniv');
  const refusal = attack.getByTestId('range-refusal');
  await expect(refusal).toContainText('Refused: Holger is not within melee reach (OMN-ACT-1).');
  await expect(attack.getByRole('button', { name: 'Roll attack' })).toBeDisabled();
  if (process.env['SHOTS']) await shoot(gm, 'en', 'refused');
  // The GM's override: the attack may be rolled, and the log will say so.
  await refusal.getByRole('checkbox', { name: 'GM override: attack anyway (logged)' }).check();
  await expect(refusal).toContainText('Range overridden by the GM; the log will say so.');
  if (process.env['SHOTS']) await shoot(gm, 'en', 'overridden');
  await rollEnteredDice(attack, '1 2', OMN_ROLLS.attack);
  await expect(attack.getByTestId('omn-attack-result')).toContainText('Total 6 against 8');
  await expect(gm.log).toContainText('Range overridden by the GM: Gustav attacks Holger (OMN-ACT-1)');
  await page.keyboard.press('Escape');
  await expect(attack).toBeHidden();

  // His Kastkniv (Räckvidd 10 m) at Märta, 20 m off: long range from the map (−2), not a ticked row.
  await openAttack(gm, 'Gustav', 'Märta', 'Kastkniv');
  const range = attack.getByTestId('omn-range');
  await expect(range).toContainText('20 m on the map');
  await expect(range).toContainText('Kastkniv: Räckvidd 10 m, extreme range up to 40 m');
  await expect(range.getByLabel('Range band')).toHaveValue('');
  await expect(range.getByLabel('Range band').locator('option:checked')).toHaveText(
    'From the map: Long range',
  );
  await expect(attack.getByRole('checkbox', { name: /Långt avstånd/ })).toHaveCount(0);
  // Kastvapen 4 − 2 (Långt avstånd) − 3 (Märta shows head and both arms in the booth) = −1.
  await expect(attack.getByRole('list', { name: 'Modifiers of the attack roll' })).toContainText(
    'Långt avstånd (20 m)',
  );
  await expect(attack.getByTestId('omn-formula')).toHaveText('2T6 −1 ≥ 8');
  // The GM may set another band for an unusual case.
  await range.getByLabel('Range band').selectOption({ label: 'Normal range' });
  await expect(range.getByTestId('omn-band-gm')).toContainText('the map says Long range');
  await expect(attack.getByTestId('omn-formula')).toHaveText('2T6 +1 ≥ 8');
  if (process.env['SHOTS']) await shoot(gm, 'en', 'band');
  await expectNoRawTextIn(page, 'the Omnimodus attack dialog with a range band');

  if (process.env['SHOTS']) {
    await attack.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('select.language').selectOption('ru');
    await page.locator('body').press('a');
    const dialog = page.getByRole('dialog', { name: 'Атака — Omnimodus' });
    await choose(dialog, 'Gustav', 'Holger', 'Kniv');
    await expect(dialog.getByTestId('range-refusal')).toContainText(
      'Отказано: Holger вне досягаемости ближнего боя (OMN-ACT-1).',
    );
    await shoot(gm, 'ru', 'refused');
    await dialog.getByTestId('range-refusal').getByRole('checkbox').check();
    await shoot(gm, 'ru', 'overridden');
    await page.keyboard.press('Escape');
    await page.locator('select.language').selectOption('en');
  }
});

/** Selects the attacker's row, opens the attack dialog (A) and picks the target and weapon. */
async function openAttack(gm: GmPage, attacker: string, target: string, weapon: string): Promise<void> {
  await gm.selectCombatant(attacker);
  await gm.page.locator('body').press('a');
  await choose(omnAttackDialog(gm), attacker, target, weapon);
}

/** Picks attacker, target and weapon in the open attack dialog, whatever the language. */
async function choose(dialog: Locator, attacker: string, target: string, weapon: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.locator('select[id^="pair-attacker-"]').selectOption({ label: attacker });
  await dialog.locator('select[id^="pair-target-"]').selectOption({ label: target });
  await dialog.locator('select[id^="omn-weaponId-"]').selectOption({ label: weapon });
}

/** SHOTS=1: the open attack dialog at 1366 × 768, test-results/omn-range-<what>-<lang>.png. */
async function shoot(gm: GmPage, lang: 'en' | 'ru', what: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await gm.page.setViewportSize({ width: 1366, height: 768 });
  await gm.page.screenshot({ path: `test-results/omn-range-${what}-${lang}.png` });
}
