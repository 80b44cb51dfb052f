/**
 * A Swedish d20 fight driven from the GM screen: the demo campaign (Vadet vid Kråkån) created through
 * New campaign; initiative rolled with entered dice at the start of every round (D20-INIT-1); a token
 * dragged out of an enemy's hostile zone through the Akrobatik dialog (D20-POS-1) with a failing
 * entered die; reactions and held actions spent from the card (D20-REA-3, D20-ACT-6, D20-REA-6) and
 * marked on the initiative track (D20-TURN-1); the campaign's d20 rules (D20-ATK-6, D20-ATK-1).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { rollEnteredDice } from './pages/dice';
import {
  akrobatikDialog,
  akrobatikRoll,
  cardActions,
  D20_ROLLS,
  economy,
  idOf,
  newD20Demo,
  openCardAction,
  rollEnteredInitiative,
  tokenHex,
} from './pages/d20';
import type { GmPage } from './pages/gmPage';

// Demo positions (axial): Ylva stands next to Knut; Esbjörn in Snåret (Skydd 1).
const YLVA = { q: 3, r: 4 };
const YLVA_OUT = { q: 2, r: 4 }; // one step west, out of Knut's hostile zone
const TOVA = { q: -2, r: 8 };
const FAR_AWAY = { q: 8, r: 8 };

/** Round 1 with the order Ylva, Tova, Knut, Ragna, Brodd, Esbjörn. */
const ROUND_1 = { Ylva: '15', Esbjörn: '3', Tova: '10', Knut: '12', Ragna: '7', Brodd: '5' };

/** The d20 demo with round 1 rolled from {@link ROUND_1}. */
async function startFight(gm: GmPage): Promise<void> {
  await newD20Demo(gm);
  await gm.rollInitiativeButton.click();
  await rollEnteredInitiative(gm, ROUND_1);
  await expect(gm.initiative.getByText('Round 1', { exact: true })).toBeVisible();
}

test('D20-INIT-1 initiative is rolled every round: the new round waits, Next turn is refused, entered dice reorder the track', async ({
  gm,
}) => {
  const page = gm.page;
  await startFight(gm);
  // 1T20 + SMI; Tova (10 + 4) and Knut (12 + 2) tie on 14: the higher SMI acts first.
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Ylva', 'Tova', 'Knut', 'Ragna', 'Brodd', 'Esbjörn']);
  await expect(gm.combatantRow('Ylva')).toContainText('18');
  await expect(gm.currentRow()).toContainText('Ylva');
  await expect(gm.initiative).toContainText('Rolled again each round');

  // D20-TURN-1 on the track: nothing spent yet.
  await expect(economy(gm, 'Ylva')).toContainText('main action left, 0 of 3 steps, reaction left');

  for (let i = 0; i < 6; i++) await gm.nextTurnButton.click();
  await expect(gm.initiative.getByText('Round 2', { exact: true })).toBeVisible();

  // The round waits for initiative: a prompt, everyone unrolled, Next turn disabled with the reason.
  const prompt = gm.initiative.getByTestId('initiative-prompt');
  await expect(prompt).toContainText('Round 2 — roll initiative');
  await expect(prompt).toContainText('Still to roll: 6.');
  await expect(gm.nextTurnButton).toBeDisabled();
  await expect(gm.initiative).toContainText('Roll initiative for round 2 first (D20-INIT-1).');
  await expect(gm.currentRow()).toHaveCount(0);
  await expect(gm.log).toContainText('Round 2: roll initiative');

  // The keyboard's N reaches the engine, which refuses too.
  await page.locator('body').press('n');
  await expect(
    page.getByRole('alert').filter({ hasText: 'roll initiative for round 2 first' }),
  ).toBeVisible();
  expect(gm.latestCampaign()?.encounter.awaitingInitiative).toBe(true);

  // Roll again from the prompt with other dice: the order turns around.
  await prompt.getByRole('button', { name: 'Roll initiative for round 2' }).click();
  await expect(gm.initiativeDialog()).toContainText('Round 2 — roll initiative');
  await expect(gm.initiativeDialog().getByRole('checkbox', { name: /is surprised/ })).toHaveCount(0);
  await rollEnteredInitiative(gm, {
    Ylva: '2',
    Esbjörn: '19',
    Tova: '4',
    Knut: '8',
    Ragna: '12',
    Brodd: '15',
  });
  await expect
    .poll(() => gm.initiativeNames())
    .toEqual(['Esbjörn', 'Brodd', 'Ragna', 'Knut', 'Tova', 'Ylva']);
  await expect(gm.combatantRow('Esbjörn')).toContainText('21');
  await expect(gm.currentRow()).toContainText('Esbjörn');
  await expect(prompt).toHaveCount(0);
  await expect(gm.nextTurnButton).toBeEnabled();
  expect(gm.latestCampaign()?.encounter.awaitingInitiative ?? false).toBe(false);
});

test('D20-POS-1 leaving a hostile zone: the Akrobatik dialog, a failing entered die, the move happens and the free manoeuvre is offered (D20-TURN-1 steps)', async ({
  gm,
}) => {
  const page = gm.page;
  await startFight(gm);

  await gm.map.dragHex(YLVA, YLVA_OUT);
  const dialog = akrobatikDialog(gm, 'Ylva');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('move-cost')).toContainText('Path: 1 of 3 steps');
  await expect(dialog).toContainText('D20-POS-1');
  await expect(dialog).toContainText('Leaving the hostile zone of Knut');
  await expect(dialog.getByRole('combobox', { name: 'SV', exact: true })).toHaveValue('14');
  await expect(dialog).toContainText('Akrobatik +5');
  // Nothing has moved while the dialog asks.
  expect(tokenHex(gm.latestCampaign(), 'Ylva')).toEqual(YLVA);

  await rollEnteredDice(dialog, '21', akrobatikRoll('Knut'));
  await expect(dialog.getByRole('alert')).toHaveText('21 is not a face of a d20 (1–20).');
  await rollEnteredDice(dialog, '1', akrobatikRoll('Knut'));
  await expect(dialog).toBeHidden();

  // 1 + 5 = 6 against SV 14 fails: the move still happens, Knut gets a free manoeuvre.
  await expect.poll(() => tokenHex(gm.latestCampaign(), 'Ylva')).toEqual(YLVA_OUT);
  const pending = gm.latestCampaign()?.pending;
  expect(pending?.kind).toBe('d20/freeManoeuvre');
  expect(pending?.targetId).toBe(idOf(gm.latestCampaign(), 'Ylva'));
  expect(pending?.actorId).toBe(idOf(gm.latestCampaign(), 'Knut'));
  await expect(page.getByRole('region', { name: 'Free manoeuvre' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ylva moved: 1 of 3 steps.' })).toBeVisible();
  await expect(gm.log).toContainText('Ylva: Akrobatik 1 +5 = 6 vs SV 14, failure');
  await expect(gm.log).toContainText('Ylva moves — hexes: 1, steps: 1 — Akrobatik failed');
  await expect(gm.log).toContainText('Knut may make a free manoeuvre against Ylva (D20-POS-1)');
  await expect(economy(gm, 'Ylva')).toContainText('1 of 3 steps');

  // A move the engine refuses (the free manoeuvre waits): a clear message, the token stays.
  await gm.map.dragHex(TOVA, FAR_AWAY);
  await expect(page.getByRole('alert').filter({ hasText: 'Tova cannot move there' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Move Tova/ })).toHaveCount(0);
  expect(tokenHex(gm.latestCampaign(), 'Tova')).toEqual(TOVA);
});

test('D20-REA-3 break line of sight and D20-ACT-6 / D20-REA-6 a held action: spent main action and reaction are marked (D20-TURN-1)', async ({
  gm,
}) => {
  await startFight(gm);

  // Esbjörn stands in Snåret (Skydd 1): breaking line of sight spends the reaction.
  await gm.selectCombatant('Esbjörn');
  const actions = cardActions(gm);
  await actions.getByRole('button', { name: 'Break line of sight' }).click();
  await expect(actions.getByRole('button', { name: 'Break line of sight' })).toBeDisabled();
  await expect(actions).toContainText('Reaction spent this round (D20-TURN-1).');
  await expect(economy(gm, 'Esbjörn')).toContainText('reaction spent');
  await expect(gm.combatantRow('Esbjörn')).toContainText('Utom synhåll');
  await expect(gm.log).toContainText('Esbjörn breaks line of sight behind Snåret: Utom synhåll');

  // Ylva holds her action for a trigger (the main action), then it fires as her reaction.
  const hold = await openCardAction(gm, 'Ylva', 'Hold');
  await hold.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(hold.getByRole('alert')).toHaveText('Say what triggers the held action.');
  await hold.getByLabel('Trigger').fill('when Knut moves');
  await hold.getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(hold).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Manoeuvre' })).toBeDisabled();
  await expect(actions).toContainText('Main action spent this round (D20-TURN-1).');
  await expect(actions).toContainText('Förberedd when Knut moves');
  await expect(economy(gm, 'Ylva')).toContainText('main action spent, 0 of 3 steps, reaction left');

  await actions.getByRole('button', { name: 'Fire held action' }).click();
  await expect(actions.getByRole('button', { name: 'Fire held action' })).toHaveCount(0);
  await expect(economy(gm, 'Ylva')).toContainText('main action spent, 0 of 3 steps, reaction spent');
  await expect(gm.log).toContainText('Ylva takes the held action as the reaction: when Knut moves');
  await expect
    .poll(() => gm.latestCampaign()?.encounter.economy?.[idOf(gm.latestCampaign(), 'Ylva')])
    .toEqual({ main: 1, steps: 0, reactions: 1 });
});

test('D20-ACT-2 a manoeuvre from the card with the engine odds and an entered die', async ({ gm }) => {
  await startFight(gm);
  const form = await openCardAction(gm, 'Ylva', 'Manoeuvre');
  // Only the adjacent enemy is offered.
  await expect(form.getByLabel('Target')).toHaveValue(idOf(gm.latestCampaign(), 'Knut'));
  await expect(form.getByLabel('Target').locator('option')).toHaveCount(1);
  await form.getByLabel('Manoeuvre').selectOption('Slå ner');
  // Närstrid 4 + STY 3 = +7 against Knut's Försvar 13: 6 or more on the die, 15 faces of 20.
  await expect(form.getByTestId('manoeuvre-odds')).toContainText('SV 13');
  await expect(form.getByTestId('manoeuvre-odds')).toContainText('75 %');
  await rollEnteredDice(form, '12', D20_ROLLS.action); // 12 + 7 = 19
  await expect(form).toHaveCount(0);
  await expect(gm.log).toContainText('Ylva: Slå ner against Knut succeeds: Nedslagen');
  await expect(gm.combatantRow('Knut')).toContainText('Nedslagen');
  await expect(economy(gm, 'Ylva')).toContainText('main action spent');
});

test('D20-ACT-4 interact with the environment and D20-ACT-5 support an ally from the card', async ({
  gm,
}) => {
  await startFight(gm);
  const actions = cardActions(gm);

  // Esbjörn supports Tova: Stöd, +1 on her next roll; his main action is spent.
  const support = await openCardAction(gm, 'Esbjörn', 'Support');
  await support.getByLabel('Ally').selectOption({ label: 'Tova' });
  await support.getByRole('button', { name: 'Support', exact: true }).click();
  await expect(support).toHaveCount(0);
  await expect(gm.combatantRow('Tova')).toContainText('Stöd');
  await expect(actions.getByRole('button', { name: 'Interact', exact: true })).toBeDisabled();
  await expect(gm.log).toContainText('Esbjörn supports Tova: Stöd, +1 on the next roll');

  // Tova pulls the lever: 1T20 + SMI 4 + Akrobatik 3 + Stöd 1 against SV 13, an entered 5.
  const interact = await openCardAction(gm, 'Tova', 'Interact');
  await interact.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(interact.getByRole('alert')).toHaveText('Describe what is done.');
  await interact.getByLabel('What is done').fill('drar i spaken');
  await interact.getByLabel('SV').selectOption('13');
  await interact.getByLabel('Attribute').selectOption('SMI');
  await interact.getByLabel('Skill').selectOption('Akrobatik');
  await rollEnteredDice(interact, '5', D20_ROLLS.action);
  await expect(interact).toHaveCount(0);
  await expect(gm.log).toContainText('Tova: drar i spaken, success (13 vs SV 13)');
  await expect(gm.combatantRow('Tova')).not.toContainText('Stöd');
  await expect(economy(gm, 'Tova')).toContainText('main action spent');
});

test('D20-ATK-6 / D20-ATK-1 the Rules dialog: mode Härdad and the EM list, ids kept', async ({ gm }) => {
  const page = gm.page;
  await newD20Demo(gm);
  await page.getByRole('button', { name: 'Rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Swedish d20 rules' });
  await expect(dialog.getByRole('radio', { name: /Heroisk/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Härdad/ }).check();
  await dialog.getByLabel('Name of EM use 2').fill('Knuff på köpet');
  await dialog.getByRole('button', { name: 'Add EM use' }).click();
  await expect(dialog.getByLabel('Name of EM use 3')).toBeFocused();
  await dialog.getByRole('button', { name: 'Save rules' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a name.');
  await dialog.getByLabel('Name of EM use 3').fill('Skrämma');
  await dialog.getByLabel('Effect of EM use 3').selectOption('note');
  await dialog.getByRole('button', { name: 'Save rules' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => gm.latestCampaign()?.settings.d20?.mode).toBe('Härdad');
  const em = gm.latestCampaign()?.settings.d20?.emOptions ?? [];
  expect(em.map((o) => o.name)).toEqual(['+1 skadetärning', 'Knuff på köpet', 'Skrämma']);
  expect(em.slice(0, 2).map((o) => o.id)).toEqual(['extraDie', 'manoeuvre']);
  expect(em[2]?.effect).toBe('note');

  // At least one stays: the last one's remove button is disabled.
  await page.getByRole('button', { name: 'Rules' }).click();
  await dialog.getByRole('button', { name: 'Remove Skrämma' }).click();
  await dialog.getByRole('button', { name: 'Remove Knuff på köpet' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove +1 skadetärning' })).toBeDisabled();
});

test('D20-TURN-1 the round prompt, actions panel, Akrobatik dialog and Rules dialog have no serious axe violations', async ({
  gm,
}) => {
  test.slow();
  const page = gm.page;
  // Only the parts this spec is about: the track, the card's actions, an open dialog.
  const axe = async (where: string, selector: string): Promise<void> => {
    const results = await new AxeBuilder({ page }).include(selector).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`);
    expect(serious, where).toEqual([]);
  };
  await startFight(gm);
  await expect(await openCardAction(gm, 'Ylva', 'Interact')).toBeVisible();
  await axe('actions panel', '.d20-actions');

  await gm.map.dragHex(YLVA, YLVA_OUT);
  const dialog = akrobatikDialog(gm, 'Ylva');
  await dialog.getByRole('checkbox', { name: 'Enter dice' }).check();
  await axe('Akrobatik dialog', 'dialog[open]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  for (let i = 0; i < 6; i++) await gm.nextTurnButton.click();
  await expect(gm.initiative.getByTestId('initiative-prompt')).toBeVisible();
  await axe('initiative prompt', 'section.initiative');

  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog', { name: 'Swedish d20 rules' })).toBeVisible();
  await axe('Rules dialog', 'dialog[open]');
});
