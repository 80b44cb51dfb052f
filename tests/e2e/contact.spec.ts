/**
 * Contact and melee at the map's scale (issue 16) on the built-in I Rikets Tjänst demo, whose hexes are
 * 10 m: Anton's knife on the guard a hex away is refused (Kort, IRT-MEL-1); Anton's token dropped onto
 * the guard's puts the two in contact (Bredvid, IRT-RNG-3), drawn on the GM's and the players' map, and
 * the knife is accepted; moving away breaks contact and the knife is refused again; the GM's override
 * is accepted and logged. Screenshots of the contact mark (English, Russian, 1366 × 768) only with
 * HEXSCREEN_SCREENSHOTS=1, written to test-results/contact-shots/.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CampaignState } from '@shared/model/campaign';
import { expect, test } from './fixtures';
import { chooseLanguage } from './pages/language';
import { IRT_ATTACK_ROLL, rollEnteredDice } from './pages/dice';
import { chooseAttack, type GmPage } from './pages/gmPage';
import { tokenPointIn } from './pages/mapRegion';

// Demo positions (axial): Anton in Diket at (2, 6), Gränsvakt in Vägen at (3, 5), one 10 m hex apart.
const ANTON_START = { q: 2, r: 6 };
const GRANSVAKT = { q: 3, r: 5 };
const KNIFE_DICE = '10 11 1 1 1 1'; // Fysik 3 + Strid 3

function contacts(c: CampaignState | null): unknown {
  return c?.scenes.find((s) => s.id === c.activeSceneId)?.contacts ?? [];
}

/** Opens the resolver on Anton's knife against the guard. */
async function knifeOnGuard(gm: GmPage): Promise<void> {
  await gm.page.locator('body').press('a');
  const dialog = gm.attackDialog();
  await expect(dialog).toBeVisible();
  await chooseAttack(dialog, { attacker: 'Anton', target: 'Gränsvakt', weapon: 'Kniv' });
}

/** Rolls the open attack with entered dice; the attack then waits in the state. */
async function rollKnife(gm: GmPage): Promise<void> {
  const dialog = gm.attackDialog();
  await rollEnteredDice(dialog, KNIFE_DICE, IRT_ATTACK_ROLL);
  await expect.poll(() => gm.latestCampaign()?.pending?.kind).toBe('irt/attack');
  await dialog.getByRole('button', { name: 'Cancel attack', exact: true }).click();
  await expect.poll(() => gm.latestCampaign()?.pending ?? null).toBeNull();
  await gm.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('IRT-MEL-1 IRT-RNG-3 at 10 m hexes: drop onto a token for contact, melee accepted; moved away, refused; the GM override is logged', async ({
  gm,
  player,
}) => {
  await gm.map.expectDrawn();
  const dialog = gm.attackDialog();
  const refusal = dialog.getByTestId('range-refusal');
  const roll = dialog.getByRole('button', { name: 'Roll', exact: true });

  // A hex apart at 10 m: Kort, and the knife is refused with the way round named.
  await knifeOnGuard(gm);
  await expect(dialog.getByRole('alert').first()).toContainText('Bredvid');
  await expect(refusal).toContainText('drag one token onto the other');
  await expect(roll).toBeDisabled();
  await gm.page.keyboard.press('Escape');

  // Anton's token dropped onto the guard's: the two are in contact, shown on both maps.
  await gm.map.dragHex(ANTON_START, GRANSVAKT);
  await expect.poll(() => contacts(gm.latestCampaign())).toEqual([{ a: 'c-anton', b: 'c-gransvakt' }]);
  await expect(gm.log).toContainText('Anton and Gränsvakt are in contact');
  await expect.poll(async () => (await gm.map.tokenPoint('c-anton')).contacts).toBe(1);
  const playerMap = player.page.locator('.canvas-host').first();
  await expect.poll(async () => (await tokenPointIn(playerMap, 'c-gransvakt')).contacts).toBe(1);

  // In contact: Bredvid, the knife is accepted.
  await knifeOnGuard(gm);
  await expect(refusal).toHaveCount(0);
  await expect(dialog).toContainText('Bredvid');
  await rollKnife(gm);

  // Anton steps back to Diket: contact is broken (logged) and the knife is refused again.
  const anton = await gm.map.tokenPoint('c-anton');
  await gm.map.dragPoints(anton, await gm.map.hexPoint(ANTON_START));
  await expect.poll(() => contacts(gm.latestCampaign())).toEqual([]);
  await expect(gm.log).toContainText('Anton and Gränsvakt are no longer in contact');
  await expect.poll(async () => (await gm.map.tokenPoint('c-anton')).contacts).toBe(0);
  await knifeOnGuard(gm);
  await expect(refusal).toBeVisible();
  await expect(roll).toBeDisabled();

  // The GM overrides the refused range: the attack is made and the log says so.
  await refusal.getByRole('checkbox', { name: 'GM override: attack anyway (logged)' }).check();
  await expect(refusal).toContainText('Range overridden by the GM');
  await expect(roll).toBeEnabled();
  await rollKnife(gm);
  await expect(gm.log).toContainText('Range overridden by the GM: Anton attacks Gränsvakt (IRT-MEL-1)');
  expect(gm.latestCampaign()?.log.some((e) => e.type === 'attack/rangeOverridden')).toBe(true);
});

test('screenshots: the contact mark on the GM and player maps, English and Russian, 1366 × 768', async ({
  gm,
  player,
}) => {
  test.skip(!process.env['HEXSCREEN_SCREENSHOTS'], 'set HEXSCREEN_SCREENSHOTS=1 to take the screenshots');
  const out = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../test-results/contact-shots');
  mkdirSync(out, { recursive: true });
  await gm.page.setViewportSize({ width: 1366, height: 768 });
  await gm.map.expectDrawn();
  await gm.map.dragHex(ANTON_START, GRANSVAKT);
  await expect.poll(() => contacts(gm.latestCampaign())).toEqual([{ a: 'c-anton', b: 'c-gransvakt' }]);
  const gmMap = gm.page.locator('.canvas-host').first();
  for (const lang of ['en', 'ru'] as const) {
    for (const page of [gm.page, player.page]) await chooseLanguage(page, lang);
    await gm.page.mouse.move(0, 0);
    // By the canvas, not the region: the region's name is in the page's language.
    await expect.poll(async () => (await tokenPointIn(gmMap, 'c-anton')).contacts).toBe(1);
    await gm.page.screenshot({ path: join(out, `gm-${lang}.png`) });
    await player.page.screenshot({ path: join(out, `player-${lang}.png`) });
  }
  // The refusal and the override in the resolver (moved apart first). Back in English for that: the map
  // region's helpers find it by its English name.
  await chooseLanguage(gm.page, 'en');
  const anton = await gm.map.tokenPoint('c-anton');
  await gm.map.dragPoints(anton, await gm.map.hexPoint(ANTON_START));
  await expect.poll(() => contacts(gm.latestCampaign())).toEqual([]);
  for (const lang of ['en', 'ru'] as const) {
    await chooseLanguage(gm.page, lang);
    await gm.page.locator('body').press('a');
    const dialog = gm.page.getByRole('dialog', { name: lang === 'en' ? 'Attack' : 'Атака', exact: true });
    await expect(dialog).toBeVisible();
    const selects = dialog.getByRole('combobox');
    await selects.nth(0).selectOption('c-anton');
    await selects.nth(1).selectOption('c-gransvakt');
    await selects.nth(2).selectOption('w-kniv');
    await expect(dialog.getByTestId('range-refusal')).toBeVisible();
    await dialog.getByTestId('range-refusal').getByRole('checkbox').check();
    await dialog.getByTestId('range-refusal').scrollIntoViewIfNeeded();
    await gm.page.screenshot({ path: join(out, `override-${lang}.png`) });
    await gm.page.keyboard.press('Escape');
  }
});
