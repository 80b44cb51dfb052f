/**
 * The GM log (issue 4): readable text for engine events, dice shown as dice with 12s marked, a filter
 * by combatant and a "Show dice" switch.
 */
import type { Page } from '@playwright/test';
import type { Command } from '@shared/model/commands';
import { expect, test } from './fixtures';
import type { GmPage } from './pages/gmPage';

/** Sends a command over a second GM connection (the UI for it belongs to other tests). */
async function send(page: Page, command: Command): Promise<void> {
  const reply = await page.evaluate(async (cmd) => {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
    return new Promise<string>((resolve, reject) => {
      ws.onmessage = (ev: MessageEvent<string>) => {
        const m = JSON.parse(ev.data) as { hello?: unknown; id?: number; reply?: unknown };
        if (m.hello) ws.send(JSON.stringify({ id: 1, channel: 'session:command', input: { command: cmd } }));
        else if (m.id === 1) {
          ws.close();
          resolve(JSON.stringify(m.reply));
        }
      };
      ws.onerror = () => reject(new Error('WebSocket error'));
    });
  }, command);
  expect((JSON.parse(reply) as { ok: boolean }).ok, reply).toBe(true);
}

async function idOf(gm: GmPage, name: string): Promise<string> {
  await expect.poll(() => gm.latestCampaign()?.combatants.some((c) => c.name === name)).toBe(true);
  const id = gm.latestCampaign()?.combatants.find((c) => c.name === name)?.id;
  if (!id) throw new Error(`no combatant ${name}`);
  return id;
}

test('the log filters by combatant and tells what happened to whom', async ({ gm }) => {
  const filter = gm.log.getByLabel('Filter log');
  await expect(filter.locator('option').first()).toHaveText('All combatants');
  await expect(filter.locator('option', { hasText: 'Greta' })).toHaveCount(1);

  await gm.selectCombatant('Anton');
  await gm.addDamage(2);
  await expect(gm.log).toContainText('Anton: KP 0 → 2');
  await gm.selectCombatant('Greta');
  await gm.addDamage(1);
  await expect(gm.log).toContainText('Greta: KP 0 → 1');
  await send(gm.page, { type: 'irt/takeStress', id: await idOf(gm, 'Greta'), amount: 1 });
  await expect(gm.log).toContainText('Greta takes 1 Stress (0 → 1)');

  // The lines only (the filter's own options name everyone).
  const lines = gm.log.getByRole('list');
  await filter.selectOption({ label: 'Anton' });
  await expect(lines).toContainText('Anton: KP 0 → 2');
  await expect(lines).not.toContainText('Greta');

  await filter.selectOption({ label: 'Greta' });
  await expect(lines).toContainText('Greta: KP 0 → 1');
  await expect(lines).toContainText('Greta takes 1 Stress');
  await expect(lines).not.toContainText('Anton');

  await filter.selectOption({ label: 'All combatants' });
  await expect(gm.log).toContainText('Anton: KP 0 → 2');
  await expect(gm.log).toContainText('Greta: KP 0 → 1');
});

test('dice rolls show every face with 12s marked, and can be hidden', async ({ gm }) => {
  const anton = await idOf(gm, 'Anton');
  await send(gm.page, {
    type: 'initiative/roll',
    combatantIds: [anton],
    entered: [{ combatantId: anton, dice: [12] }],
  });
  const diceLine = gm.log.getByRole('listitem').filter({ hasText: 'Anton rolled 1d12 for initiative' });
  await expect(diceLine).toHaveCount(1);
  await expect(diceLine.locator('.die.twelve')).toHaveText('12');
  // Anton's Strid is 3: 12 + 3.
  await expect(gm.log).toContainText('Anton rolled initiative 15');

  const showDice = gm.log.getByLabel('Show dice');
  await expect(showDice).toBeChecked();
  await showDice.uncheck();
  await expect(diceLine).toHaveCount(0);
  await expect(gm.log).toContainText('Anton rolled initiative 15');
  // Remembered on this machine.
  await gm.page.reload();
  await expect(gm.log.getByLabel('Show dice')).not.toBeChecked();
  await gm.log.getByLabel('Show dice').check();
  await expect(diceLine).toHaveCount(1);
});

test('log lines follow the language', async ({ gm }) => {
  await send(gm.page, { type: 'irt/takeStress', id: await idOf(gm, 'Ivar'), amount: 2 });
  await expect(gm.log).toContainText('Ivar takes 2 Stress (0 → 2)');
  await gm.page.getByLabel('Language').selectOption('sv');
  await expect(gm.page.getByRole('region', { name: 'Logg' })).toContainText('Ivar får 2 Stress (0 → 2)');
  await expect(gm.page.getByLabel('Filtrera loggen')).toBeVisible();
  await gm.page.getByLabel('Språk').selectOption('ru');
  await expect(gm.page.getByRole('region', { name: 'Журнал' })).toContainText('Ivar получает 2 Stress');
});
