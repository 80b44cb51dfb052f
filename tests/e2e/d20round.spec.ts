/**
 * Issue 7's must-show: one round of a Swedish d20 fight in the GM screen, on the map and on the player
 * display, on the d20 demo (Vadet vid Kråkån). Initiative with entered dice; Ylva leaves Knut's hostile
 * zone on the map with a failed Akrobatik roll (Knut's free manoeuvre is offered and declined); Ragna
 * shoots Ylva with entered dice, Ylva spends her reaction on her shield, the damage goes through VP
 * into KP and the UTH roll follows (an entered die that fails, then the 1T4); at the new round the
 * track and the players' display wait for initiative, which is rolled again and reorders the track.
 *
 * Demo sheets used: Ylva (PC, SMI 3, Akrobatik 2, Försvar 14, RR 2, Sköld 1, VP 14, KP 12, UTH 3),
 * Ragna (NPC archer, Långbåge 1T8 range 12, Avståndsvapen 4 + SMI 3), Knut (NPC next to Ylva).
 */
import { expect, test } from './fixtures';
import { rollEnteredDice } from './pages/dice';
import {
  akrobatikDialog,
  akrobatikRoll,
  D20_ROLLS,
  d20DamageRoll,
  economy,
  idOf,
  rollEnteredInitiative,
  startD20DemoFight,
  tokenHex,
} from './pages/d20';
import { chooseAttack } from './pages/gmPage';

const YLVA = { q: 3, r: 4 };
const YLVA_OUT = { q: 2, r: 4 }; // one step west: out of Knut's hostile zone

test('D20-INIT-1 D20-POS-1 D20-REA-2 D20-ATK-5 D20-ATK-6 a d20 round: hostile zone left with a failed Akrobatik roll, a shielded hit through VP into KP and its UTH roll, initiative rolled again at the new round', async ({
  gm,
  player,
}) => {
  test.slow();
  const page = gm.page;
  // D20-INIT-1, round 1: 1T20 + SMI with entered dice.
  await startD20DemoFight(gm);
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Ylva', 'Ragna', 'Knut', 'Tova', 'Esbjörn', 'Brodd']);
  await expect(gm.currentRow()).toContainText('Ylva');
  await expect.poll(() => player.lastView()?.encounter.currentId).toBe('c-ylva');

  // D20-POS-1: Ylva is dragged out of Knut's hostile zone; the Akrobatik roll (SV 14) fails with a 1.
  await gm.map.dragHex(YLVA, YLVA_OUT);
  const move = akrobatikDialog(gm, 'Ylva');
  await expect(move).toContainText('Leaving the hostile zone of Knut');
  await rollEnteredDice(move, '1', akrobatikRoll('Knut'));
  await expect(move).toBeHidden();
  await expect.poll(() => tokenHex(gm.latestCampaign(), 'Ylva')).toEqual(YLVA_OUT);
  await expect(gm.log).toContainText('Ylva: Akrobatik 1 +5 = 6 vs SV 14, failure');
  // The move still happens; Knut may make a free manoeuvre, which the GM declines here.
  const free = page.getByRole('region', { name: 'Free manoeuvre' });
  await expect(free).toContainText('Knut');
  await free.getByRole('button', { name: 'Decline' }).click();
  await expect(free).toBeHidden();
  await expect(economy(gm, 'Ylva')).toContainText('1 of 3 steps');
  // The players' map shows her where she went.
  await expect
    .poll(() => player.lastView()?.scene.tokens.find((t) => t.combatantId === 'c-ylva')?.hex)
    .toEqual(YLVA_OUT);

  // Ragna's turn: she shoots Ylva, declaring +1 damage die per EM step (D20-ATK-1).
  await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText('Ragna');
  await page.locator('body').press('a');
  const attack = gm.attackDialog();
  await expect(attack.getByLabel('Attacker', { exact: true })).toHaveValue('c-ragna');
  await chooseAttack(attack, { target: 'Ylva', weapon: 'Långbåge' });
  await attack.getByLabel('EM use (declared before rolling)').selectOption({ label: '+1 skadetärning' });
  await expect(attack.getByTestId('d20-formula')).toContainText('1T20 +7 vs SV 14');
  // 20 + 7 = 27 against SV 14: 13 over, two EM steps (D20-ATK-4).
  await rollEnteredDice(attack, '20', D20_ROLLS.attack);
  await expect(attack).toBeHidden();

  // D20-REA-2: Ylva spends her reaction of the round on the shield.
  const hit = page.getByRole('region', { name: 'Hit — reaction and damage' });
  await expect(hit.getByTestId('d20p-em')).toHaveText('2');
  await hit.getByRole('button', { name: 'Shield', exact: true }).click();
  await expect(hit).toContainText('Ylva blocks with the shield: damage −1.');
  await expect(economy(gm, 'Ylva')).toContainText('reaction spent');

  // D20-ATK-5: Långbåge 1T8 + 2T8 (EM), entered 8 8 8 = 24 − RR 2 − shield 1 = 21: VP 14 → 0, KP 12 → 5.
  await rollEnteredDice(hit, '8 8 8', d20DamageRoll('3 faces of a d8'));

  // D20-ATK-6: KP was hit: the UTH roll against SV 13 (Heroisk). An entered 2 fails (2 + 3 = 5) with the
  // consequence left to 1T4, which is asked for next: a 1 is Blödning.
  const uth = page.getByRole('region', { name: 'UTH roll' });
  await expect(uth.getByTestId('d20p-uth')).toHaveText('1T20 +3 (UTH) vs SV 13 (Heroisk)');
  await rollEnteredDice(uth, '2', D20_ROLLS.uth);
  await expect(uth.getByTestId('d20p-uth-failed')).toContainText('UTH failed: 5 vs SV 13');
  await uth.getByRole('textbox', { name: '1T4 face' }).fill('1');
  await uth.getByRole('button', { name: 'Apply consequence' }).click();
  await expect(uth).toBeHidden();
  const ylva = () => gm.latestCampaign()?.combatants.find((c) => c.id === 'c-ylva');
  await expect.poll(() => ylva()?.resources).toEqual({ vp: 0, kp: 5 });
  await expect.poll(() => ylva()?.conditions.map((c) => c.key)).toEqual(['Blödning']);
  await gm.selectCombatant('Ylva');
  await expect(gm.card.getByTestId('d20-vp')).toHaveText('0');
  await expect(gm.card.getByTestId('d20-kp')).toHaveText('5');
  await expect(gm.card.getByTestId('d20-wound')).toHaveText('Sårad');
  // The players see the wound word and the condition, not the numbers.
  await expect
    .poll(() => player.lastView()?.encounter.order.find((c) => c.id === 'c-ylva'))
    .toMatchObject({ woundWord: 'Sårad', conditions: ['Blödning'] });

  // The rest of round 1, then round 2 waits for initiative: on the track and on the players' display.
  for (let i = 0; i < 4; i++) await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText('Brodd');
  await gm.nextTurnButton.click();
  const prompt = gm.initiative.getByTestId('initiative-prompt');
  await expect(prompt).toContainText('Round 2 — roll initiative');
  await expect(gm.nextTurnButton).toBeDisabled();
  await expect(player.page.getByText('Round 2: rolling initiative')).toBeVisible();
  // Blödning took 1 KP at the new round (the project's reading of D20-ATK-6 bleeding).
  await expect.poll(() => ylva()?.resources.kp).toBe(4);
  // D20-TURN-1: the spent reaction and steps are back.
  await expect(economy(gm, 'Ylva')).toContainText('main action left, 0 of 3 steps, reaction left');

  // D20-INIT-1: rolled again with other dice, the track is redrawn.
  await prompt.getByRole('button', { name: 'Roll initiative for round 2' }).click();
  await rollEnteredInitiative(gm, {
    Ylva: '2',
    Ragna: '4',
    Knut: '8',
    Tova: '19',
    Esbjörn: '12',
    Brodd: '15',
  });
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Tova', 'Brodd', 'Esbjörn', 'Knut', 'Ragna', 'Ylva']);
  await expect(gm.currentRow()).toContainText('Tova');
  await expect(gm.nextTurnButton).toBeEnabled();
  await expect
    .poll(() => player.lastView()?.encounter.order.map((c) => c.name))
    .toEqual(['Tova', 'Brodd', 'Esbjörn', 'Knut', 'Ragna', 'Ylva']);
  await expect(player.page.getByText('Round 2', { exact: true })).toBeVisible();
  expect(idOf(gm.latestCampaign(), 'Tova')).toBe('c-tova');
});
