/**
 * Refreshes docs/screenshot-gm.png (English), docs/screenshot-gm-sv.png (Swedish), docs/screenshot-d20*.png,
 * docs/screenshot-omnimodus*.png, docs/screenshot-expanse*.png and
 * docs/screenshot-player.png (1366×768) from a short demo fight driven through the GM's dialogs.
 * Not a check: runs only with HEXSCREEN_SCREENSHOTS=1 (`HEXSCREEN_SCREENSHOTS=1 npx playwright test screenshots`).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { IRT_ATTACK_ROLL, rollEnteredDice } from './pages/dice';
import { akrobatikDialog, akrobatikRoll, D20_ROLLS, startD20DemoFight } from './pages/d20';
import {
  declareOnCard,
  OMN_ROLLS,
  omnAttackDialog,
  omnPending,
  startOmnimodusDemoFight,
} from './pages/omnimodus';
import { newRussianExpanseDemo, rollRussianEx1Initiative } from './pages/expanse';
import { chooseAttack } from './pages/gmPage';
import { expectNoRawText, expectNoRawTextIn } from './rawText';
import type { PlayerPage } from './pages/playerPage';

const docs = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs');

/** Entered initiative dice for the demo fight (the order of round.spec.ts, IRT-EX-1). */
const DEMO_INITIATIVE = {
  Anton: '9',
  Greta: '9 6',
  Gränsvakt: '9 2',
  Ivar: '3',
  'Gränsvakt 2': '2',
  Officeren: '3',
  Krypskytten: '5',
} as const;

/** The GM page as it stands, pointer out of the way, once the map has settled: docs/<file>. */
async function shootGm(page: Page, file: string): Promise<void> {
  // A toast (a move's, the campaign opened) would sit over a panel's buttons in the picture. Toasts also
  // leave by themselves, so take the first one left each time rather than a stale list.
  const dismiss = page.locator('.toasts').getByRole('button');
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(docs, file) });
}

/** The player display once its map is drawn and settled: docs/<file>. */
async function shootPlayer(player: PlayerPage, file: string): Promise<void> {
  await player.map.expectDrawn();
  await player.page.waitForTimeout(800);
  await player.page.screenshot({ path: join(docs, file) });
}

test.skip(
  !process.env['HEXSCREEN_SCREENSHOTS'],
  'set HEXSCREEN_SCREENSHOTS=1 to refresh the docs screenshots',
);

test('docs screenshots', async ({ gm, player }) => {
  const page = gm.page;
  await gm.rollInitiativeWithDice(DEMO_INITIATIVE);
  await gm.selectCombatant('Gränsvakt 2');
  await gm.addDamage(3);

  // IRT-EX-1 through the attack resolver; the result stays on screen for the English shot.
  await gm.attackButton.click();
  const dialog = gm.attackDialog();
  await dialog.getByLabel('Target', { exact: true }).selectOption({ label: 'Gränsvakt' });
  await rollEnteredDice(dialog, '12 10 11 3 5', IRT_ATTACK_ROLL);
  await dialog.getByRole('textbox', { name: 'Crit dice', exact: true }).fill('8 3 5');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByTestId('crit-row')).toBeVisible();
  await gm.map.expectDrawn();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(docs, 'screenshot-gm.png') });
  await expectNoRawTextIn(page, 'the IRT attack result');
  await dialog
    .getByRole('group', { name: 'Result', exact: true })
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  // Swedish: Greta's turn, her shot at the wounded guard waiting for defence and Fokus dice.
  await gm.nextTurnButton.click();
  await gm.selectCombatant('Gränsvakt');
  await page.getByLabel('Language').selectOption('sv');
  await page.getByRole('button', { name: 'Attack', exact: true }).click();
  const sv = page.getByRole('dialog', { name: 'Attack', exact: true });
  await sv.getByRole('checkbox', { name: 'Ange tärningar', exact: true }).check();
  await sv.getByRole('textbox', { name: 'Tärningsvärden', exact: true }).fill('10 4 12 2');
  await sv.getByRole('button', { name: 'Slå', exact: true }).click();
  await expect(sv.getByRole('button', { name: 'Verkställ', exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(docs, 'screenshot-gm-sv.png') });
  await expectNoRawText(page, 'the Swedish IRT attack dialog');
  await page.keyboard.press('Escape');
  await page.getByLabel('Språk').selectOption('en');

  await player.map.expectDrawn();
  await expect(player.page.getByText('Round 1', { exact: true })).toBeVisible();
  await player.page.screenshot({ path: join(docs, 'screenshot-player.png') });
  await expectNoRawText(player.page, 'the player display');
});

/**
 * docs/screenshot-map-gm.png and docs/screenshot-map-player.png: the map mid-fight with a background
 * image (painted here in the browser), traits, wounded and moved tokens, the zone inspector and the
 * ruler; and the players' display of the same moment (fog over the hidden zone).
 */
test('docs map screenshots', async ({ gm, player }) => {
  const page = gm.page;
  await page.setViewportSize({ width: 1600, height: 900 });
  await player.page.setViewportSize({ width: 1600, height: 900 });
  await gm.map.expectDrawn();

  // A background: an aerial sketch of the border crossing, painted on a canvas.
  const png = await page.evaluate(async () => {
    const c = new OffscreenCanvas(1400, 1000);
    const g = c.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = '#4d5b3a';
    g.fillRect(0, 0, 1400, 1000);
    let seed = 7;
    const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    type Area = { w: number; h: number };
    /** `count` discs of `colour()` at random in the top-left `area`, radius `r` to `r + dr`. */
    const discs = (count: number, colour: () => string, area: Area, r: number, dr: number): void => {
      for (let i = 0; i < count; i++) {
        g.fillStyle = colour();
        g.beginPath();
        g.arc(rnd() * area.w, rnd() * area.h, r + rnd() * dr, 0, Math.PI * 2);
        g.fill();
      }
    };
    const grass = (): string => `rgba(${60 + rnd() * 40}, ${80 + rnd() * 40}, ${40 + rnd() * 20}, 0.35)`;
    const tree = (): string => `rgba(${20 + rnd() * 20}, ${45 + rnd() * 25}, ${25 + rnd() * 15}, 0.9)`;
    discs(900, grass, { w: 1400, h: 1000 }, 6, 26);
    // The road, then the wood.
    g.fillStyle = '#8a7a5c';
    g.fillRect(0, 430, 1400, 150);
    discs(160, tree, { w: 420, h: 380 }, 14, 22);
    g.fillStyle = '#6b6259';
    g.fillRect(930, 60, 380, 260);
    g.fillStyle = '#3f3a35';
    g.fillRect(1030, 720, 330, 240);
    const blob = await c.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin);
  });
  await gm.map.tool('Scene');
  const settings = gm.map.region.getByRole('region', { name: 'Scene settings' });
  await settings.locator('input[type=file]').setInputFiles({
    name: 'gransen.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.background?.assetId).toMatch(/\.png$/);
  await gm.map.tool('Scene');

  // A fight under way: initiative, Anton moved, Gränsvakt 2 wounded with a condition.
  await gm.rollInitiativeWithDice(DEMO_INITIATIVE);
  await gm.map.dragHex({ q: 2, r: 6 }, { q: 3, r: 6 });
  await gm.selectCombatant('Gränsvakt 2');
  await gm.addDamage(5);
  await gm.addDamage(3);

  // The zone inspector on Diket, and the ruler from Anton to Lagerladan.
  await gm.map.tool('Select');
  await gm.map.clickHex({ q: -1, r: 7 });
  await gm.map.tool('Measure');
  await gm.map.dragHex({ q: 3, r: 6 }, { q: 7, r: 8 });
  await expect(gm.map.rulerReading()).toHaveText('6 zones · 60 m · Lång');
  await shootGm(page, 'screenshot-map-gm.png');
  await expectNoRawTextIn(page, 'the map tools');

  await expect(player.page.getByText('Round 1', { exact: true })).toBeVisible();
  await shootPlayer(player, 'screenshot-map-player.png');
});

test('docs screenshots: a Swedish d20 fight', async ({ gm, player }) => {
  test.slow();
  const page = gm.page;
  await startD20DemoFight(gm);
  // Ylva leaves Knut's hostile zone (Akrobatik 12 + 5 = 17 against SV 14).
  await gm.map.dragHex({ q: 3, r: 4 }, { q: 2, r: 4 });
  const move = akrobatikDialog(gm, 'Ylva');
  await rollEnteredDice(move, '12', akrobatikRoll('Knut'));
  await expect(move).toBeHidden();
  // Ragna's arrow hits: the step waits for Ylva's reaction and the damage.
  await gm.nextTurnButton.click();
  await expect(gm.currentRow()).toContainText('Ragna');
  await page.locator('body').press('a');
  const attack = gm.attackDialog();
  await chooseAttack(attack, { target: 'Ylva', weapon: 'Långbåge' });
  await attack.getByLabel('EM use (declared before rolling)').selectOption({ label: '+1 skadetärning' });
  await rollEnteredDice(attack, '16', D20_ROLLS.attack);
  await expect(page.getByRole('region', { name: 'Hit — reaction and damage' })).toBeVisible();
  await gm.selectCombatant('Ylva');
  await shootGm(page, 'screenshot-d20.png');
  await expectNoRawTextIn(page, 'the d20 attack dialog');

  await shootPlayer(player, 'screenshot-d20-player.png');
});

test('docs screenshots: an Omnimodus fight', async ({ gm, player }) => {
  test.slow();
  const page = gm.page;
  await startOmnimodusDemoFight(gm);
  // Ebbe (a perfect initiative) declares and attacks Sigrid; she is about to block with her Sköld.
  await gm.selectCombatant('Ebbe');
  await declareOnCard(gm, 'Melee attack', ['Sigrid']);
  await page.locator('body').press('a');
  const attack = omnAttackDialog(gm);
  await chooseAttack(attack, { target: 'Sigrid' });
  await rollEnteredDice(attack, '5 4', OMN_ROLLS.attack);
  const defence = omnPending(gm, 'defence');
  await defence.getByRole('radio', { name: /Block with Sköld/ }).check();
  await gm.selectCombatant('Sigrid');
  await shootGm(page, 'screenshot-omnimodus.png');
  await expectNoRawTextIn(page, 'the Omnimodus fight');

  await shootPlayer(player, 'screenshot-omnimodus-player.png');

  // The campaign's tables (the Rules dialog), at the hit-location tab.
  await defence.getByRole('button', { name: 'Cancel attack' }).click();
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Omnimodus rules and tables' });
  await rules.getByRole('tab', { name: /Hit locations/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(docs, 'screenshot-omnimodus-rules.png') });
  await expectNoRawTextIn(page, 'the Omnimodus rules dialog');
});

test('docs screenshots: an Expanse fight in Russian', async ({ gm, player }) => {
  test.slow();
  const page = gm.page;
  await page.getByLabel('Language').selectOption('ru');
  await newRussianExpanseDemo(page);
  await rollRussianEx1Initiative(page);
  // Amos's doubles hit: the damage and stunt panel with Knock Prone chosen.
  await page.locator('body').press('a');
  const attack = page.getByRole('dialog', { name: 'Атака — The Expanse' });
  await attack.getByLabel('Цель', { exact: true }).selectOption({ label: 'Enforcer 2' });
  await attack.getByRole('checkbox', { name: 'Ввести кубики' }).check();
  await attack.getByRole('textbox', { name: 'Кубики (3к6, третий — Куб Драмы)' }).fill('5 5 3');
  await attack.getByRole('button', { name: 'Бросить атаку' }).click();
  const hit = page.getByRole('region', { name: 'Попадание — урон и приёмы' });
  await hit
    .getByRole('group', { name: 'Приёмы' })
    .getByRole('checkbox', { name: /Knock Prone/ })
    .check();
  await page
    .getByRole('region', { name: 'Инициатива', exact: true })
    .getByRole('button', { name: /Amos/ })
    .first()
    .click();
  await shootGm(page, 'screenshot-expanse-ru.png');
  await expectNoRawText(page, 'the Russian Expanse fight');

  await shootPlayer(player, 'screenshot-expanse-player.png');
});
