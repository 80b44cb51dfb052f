/**
 * Screenshots of the map with a battle-map background showing through and stacked tokens fanned out, at
 * 1366×768 and 1920×1080, in English and Russian (GM page with the display preview, and the display).
 * Not a check: runs only with HEXSCREEN_SCREENSHOTS=1 and writes to test-results/map-shots/
 * (`HEXSCREEN_SCREENSHOTS=1 npx playwright test mapScratchShots`).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseLanguage } from './pages/language';
import { hexPointIn } from './pages/mapRegion';

const out = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../test-results/map-shots');

test.skip(!process.env['HEXSCREEN_SCREENSHOTS'], 'set HEXSCREEN_SCREENSHOTS=1 to take the map screenshots');

/** A painted battle map: grass with noise, a dirt road, a river, a few trees and a house. */
async function battleMap(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const w = 1400;
    const h = 1000;
    const c = new OffscreenCanvas(w, h);
    const g = c.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = '#5f7f3f';
    g.fillRect(0, 0, w, h);
    let seed = 7;
    const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 9000; i++) {
      g.fillStyle = `rgba(${40 + rnd() * 60},${80 + rnd() * 60},${30 + rnd() * 30},0.35)`;
      g.fillRect(rnd() * w, rnd() * h, 4 + rnd() * 10, 4 + rnd() * 10);
    }
    g.strokeStyle = '#a88a5a';
    g.lineWidth = 70;
    g.beginPath();
    g.moveTo(0, 560);
    g.bezierCurveTo(400, 480, 900, 640, w, 540);
    g.stroke();
    g.strokeStyle = '#3f6f9f';
    g.lineWidth = 40;
    g.beginPath();
    g.moveTo(980, 0);
    g.bezierCurveTo(900, 300, 1100, 600, 1000, h);
    g.stroke();
    for (let i = 0; i < 40; i++) {
      const x = rnd() * w;
      const y = rnd() * 380;
      g.fillStyle = '#2f4f22';
      g.beginPath();
      g.arc(x, y, 18 + rnd() * 20, 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#7a4a32';
    g.fillRect(1120, 90, 220, 160);
    g.strokeStyle = '#3a2a1a';
    g.lineWidth = 6;
    g.strokeRect(1120, 90, 220, 160);
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return Array.from(bytes);
  });
}

test('map screenshots: background showing through, stacked tokens fanned out', async ({ gm, player }) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  await gm.map.expectDrawn();
  const settings = await gm.map.importBackground('battle.png', await battleMap(gm.page));
  await expect.poll(() => player.lastView()?.scene.map.background?.assetId).toMatch(/\.png$/);
  await settings.getByRole('button', { name: 'Fit to map width' }).click();
  await gm.map.tool('Scene');
  // Stack three tokens on one hex: Greta and Ivar onto Anton's.
  await gm.map.tool('Select');
  await gm.map.dragHex({ q: 0, r: 7 }, { q: 2, r: 6 });
  await expect
    .poll(() => gm.latestCampaign()?.scenes[0]?.tokens.find((t) => t.combatantId === 'c-greta')?.hex)
    .toEqual({ q: 2, r: 6 });
  await gm.map.dragHex({ q: -2, r: 7 }, { q: 2, r: 6 });
  await expect
    .poll(() => gm.latestCampaign()?.scenes[0]?.tokens.find((t) => t.combatantId === 'c-ivar')?.hex)
    .toEqual({ q: 2, r: 6 });
  await gm.map.tool('Display');

  for (const lang of ['en', 'ru'] as const) {
    await chooseLanguage(gm.page, lang);
    await chooseLanguage(player.page, lang);
    for (const [w, h] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await gm.page.setViewportSize({ width: w, height: h });
      await player.page.setViewportSize({ width: w, height: h });
      await gm.page.mouse.move(0, 0);
      await gm.page.waitForTimeout(1500);
      await gm.page.screenshot({ path: join(out, `gm-${lang}-${w}x${h}.png`) });
      await player.page.waitForTimeout(500);
      await player.page.screenshot({ path: join(out, `player-${lang}-${w}x${h}.png`) });
    }
    // The wall tool mid-drag: its options and the run being drawn.
    await gm.page.setViewportSize({ width: 1366, height: 768 });
    // Page-wide locators: the region and toolbar names are translated too.
    await gm.page.getByRole('button', { name: lang === 'en' ? 'Walls' : 'Стены', exact: true }).click();
    const host = gm.page.locator('.canvas-host').first();
    const a = await hexPointIn(host, { q: 7, r: 7 });
    const b = await hexPointIn(host, { q: 8, r: 7 });
    const wx = b.x - a.x;
    const s = wx / Math.sqrt(3);
    await gm.page.mouse.move(a.x - wx / 2 + 2, a.y - s / 2 + 2);
    await gm.page.mouse.down();
    await gm.page.mouse.move(a.x, a.y - s + 2, { steps: 4 });
    await gm.page.mouse.move(a.x + wx / 2, a.y - s / 2 + 2, { steps: 4 });
    await gm.page.mouse.move(b.x, b.y - s + 2, { steps: 4 });
    await gm.page.waitForTimeout(500);
    await gm.page.screenshot({ path: join(out, `gm-walls-${lang}-1366x768.png`) });
    await gm.page.mouse.up();
    await gm.page.keyboard.press('Escape');
  }
});
