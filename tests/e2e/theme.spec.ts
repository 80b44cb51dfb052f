/** Dark theme by default, light theme optional and remembered; axe stays clean in both (issue 4). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    );
}

test('the light theme is remembered and both themes pass axe', async ({ gm }) => {
  const html = gm.page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const bgDark = await gm.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  await gm.startEncounterButton.click();
  await gm.selectCombatant('Greta');
  await gm.addDamage(1);
  expect(await seriousViolations(gm.page), 'dark').toEqual([]);

  await gm.page.getByRole('button', { name: 'Light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(gm.page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  const bgLight = await gm.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(bgLight).not.toBe(bgDark);
  expect(await seriousViolations(gm.page), 'light').toEqual([]);

  // The NPC library dialog in the light theme too.
  await gm.page.getByRole('button', { name: 'NPC library', exact: true }).click();
  await expect(gm.page.getByRole('dialog', { name: 'NPC library' })).toBeVisible();
  expect(await seriousViolations(gm.page), 'light, library').toEqual([]);
  await gm.page.keyboard.press('Escape');

  await gm.page.reload();
  await expect(gm.initiative).toBeVisible({ timeout: 20_000 });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await gm.page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
