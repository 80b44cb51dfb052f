/**
 * The GM log (issue 4): readable text for engine events, dice shown as dice with 12s marked, a filter
 * by combatant and a "Show dice" switch.
 */
import { expect, test } from './fixtures';
import { sendCommand } from './gmCommand';
import type { GmPage } from './pages/gmPage';

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
  await sendCommand(gm.page, { type: 'irt/takeStress', id: await idOf(gm, 'Greta'), amount: 1 });
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
  await sendCommand(gm.page, {
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
  await sendCommand(gm.page, { type: 'irt/takeStress', id: await idOf(gm, 'Ivar'), amount: 2 });
  await expect(gm.log).toContainText('Ivar takes 2 Stress (0 → 2)');
  await gm.page.getByLabel('Language').selectOption('sv');
  await expect(gm.page.getByRole('region', { name: 'Logg' })).toContainText('Ivar får 2 Stress (0 → 2)');
  await expect(gm.page.getByLabel('Filtrera loggen')).toBeVisible();
  await gm.page.getByLabel('Språk').selectOption('ru');
  await expect(gm.page.getByRole('region', { name: 'Журнал' })).toContainText('Ivar получает 2 Stress');
});

test('notes: public ones reach the player display, GM-only ones never; searchable; undone with Undo', async ({
  gm,
  player,
}) => {
  await gm.addNote('The bridge creaks under the cart', { public: true });
  await gm.addNote('Ambush waits at the ford', { public: false });
  const lines = gm.log.getByRole('list');
  await expect(lines).toContainText('The bridge creaks under the cart');
  await expect(lines).toContainText('Ambush waits at the ford');
  await expect(player.log).toContainText('The bridge creaks under the cart');
  // Never sent to the display, not merely not drawn.
  await expect.poll(() => player.lastView()?.log.some((e) => e.type === 'log/note')).toBe(true);
  expect(player.allFrames()).not.toContain('Ambush');
  await expect(player.log).not.toContainText('Ambush');

  // Blank text sends nothing; over-long text is refused with the limit and kept in the field.
  const field = gm.log.getByRole('textbox', { name: 'Note', exact: true });
  await field.fill('   ');
  await field.press('Enter');
  await field.fill('x'.repeat(2001));
  await expect(gm.log.getByRole('alert')).toContainText('at most 2000 characters; this one has 2001');
  await field.press('Enter');
  await expect(field).toHaveValue('x'.repeat(2001));
  await field.fill('');
  expect(gm.latestCampaign()?.log.filter((e) => e.type === 'log/note')).toHaveLength(2);

  // Search (any case) and the "Notes" filter find them like any line.
  const search = gm.log.getByRole('searchbox', { name: 'Search log', exact: true });
  await search.fill('AMBUSH');
  await expect(lines.getByRole('listitem')).toHaveText(['Ambush waits at the ford']);
  await search.fill('');
  await gm.log.getByLabel('Filter log').selectOption({ label: 'Notes' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await gm.log.getByLabel('Filter log').selectOption({ label: 'All combatants' });

  await gm.undoButton.click();
  await expect(lines).not.toContainText('Ambush');
  await expect(lines).toContainText('The bridge creaks under the cart');
  // The public switch is remembered (it was last set to GM-only).
  await gm.page.reload();
  await expect(gm.log.getByRole('checkbox', { name: 'Public', exact: true })).not.toBeChecked();
});

test('map edits read as one expandable line; the log collapses and stays so', async ({ gm }) => {
  const edges = (r: number) => [0, 1, 2].map((q) => ({ a: { q, r }, b: { q, r: r + 1 } }));
  await sendCommand(gm.page, { type: 'wall/setMany', sceneId: 's-gransen', edges: edges(1), door: 'none' });
  await sendCommand(gm.page, { type: 'wall/setMany', sceneId: 's-gransen', edges: edges(3), door: 'none' });
  const group = gm.log.getByRole('button', { name: 'Map: 6 walls changed', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  // Its single lines, in a list of their own inside the group's line.
  await expect(gm.log.getByRole('list').getByRole('list').getByRole('listitem')).toHaveText([
    'Map: 3 walls changed',
    'Map: 3 walls changed',
  ]);

  await gm.log.getByRole('button', { name: 'Collapse log', exact: true }).click();
  await expect(gm.log.getByRole('textbox', { name: 'Note', exact: true })).toHaveCount(0);
  await expect(gm.log.getByRole('searchbox')).toHaveCount(0);
  await expect(gm.log).toContainText('Map: 6 walls changed');
  await gm.page.reload();
  await expect(gm.log.getByRole('button', { name: 'Expand log', exact: true })).toBeVisible();
  // Adding a note opens it again.
  await gm.addNote('Walls up', { public: false });
  await expect(gm.log.getByRole('list')).toContainText('Walls up');
});

test('a log longer than the window pages back when scrolled or searched, rendering only the rows in view', async ({
  gm,
}) => {
  const NOTES = 700;
  const text = (i: number): string => `Paged note ${String(i).padStart(3, '0')}`;
  // One connection, every command sent at once (the form would take a minute): 700 notes after the demo's
  // own entries, so the first ones lie before the 500 the GM snapshot holds.
  const replies = await gm.page.evaluate(
    async (texts) => {
      const token = new URLSearchParams(location.search).get('token') ?? '';
      const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
      return new Promise<boolean[]>((resolve, reject) => {
        const ok: boolean[] = [];
        ws.onmessage = (ev: MessageEvent<string>) => {
          const m = JSON.parse(ev.data) as { hello?: unknown; id?: number; reply?: { ok: boolean } };
          if (m.hello)
            texts.forEach((t, i) =>
              ws.send(
                JSON.stringify({
                  id: i + 1,
                  channel: 'session:command',
                  input: { command: { type: 'log/note', text: t, public: false } },
                }),
              ),
            );
          else if (typeof m.id === 'number' && m.reply) {
            ok.push(m.reply.ok);
            if (ok.length === texts.length) {
              ws.close();
              resolve(ok);
            }
          }
        };
        ws.onerror = () => reject(new Error('WebSocket error'));
      });
    },
    Array.from({ length: NOTES }, (_, i) => text(i + 1)),
  );
  expect(replies.filter((ok) => ok)).toHaveLength(NOTES);

  const lines = gm.log.getByRole('list');
  await expect(lines).toContainText(text(NOTES));
  // Virtualised: the rows in view and a few around them, not every entry.
  expect(await gm.log.locator('li').count()).toBeLessThan(120);

  // A fresh page holds the newest 500 entries only (this one kept those that slid out of its window):
  // scrolling to the top fetches the page before them, and its first note comes into view.
  await gm.page.reload();
  await expect(lines).toContainText(text(NOTES));
  await expect(lines).not.toContainText(text(1));
  const scroller = gm.log.getByRole('group', { name: 'Log', exact: true });
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(lines.getByText(text(1), { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await gm.log.locator('li').count()).toBeLessThan(120);

  // Again from the newest 500 only: a search pages back by itself to an early note.
  await gm.page.reload();
  const search = gm.log.getByRole('searchbox', { name: 'Search log', exact: true });
  await search.fill('PAGED NOTE 002');
  await expect(lines.getByRole('listitem')).toHaveText([text(2)]);
  await expect(gm.log.getByRole('status')).toHaveText('Searched back to the start of the log');
  await search.fill('');
  await expect(lines).toContainText(text(NOTES));
});
