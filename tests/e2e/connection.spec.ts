/** Losing the server: the GM is told, and calls fail with a clear message instead of hanging. */
import { expect, test } from './fixtures';

test('shows "reconnecting" when the server goes away and refuses calls clearly', async ({ gm, server }) => {
  await gm.selectCombatant('Anton');
  await server.stop();

  await expect(
    gm.page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' }),
  ).toBeVisible();
  // The last known state stays on screen.
  await expect(gm.damageTaken()).toHaveText('0');

  await gm.addDamage(1);
  await expect(
    gm.page.getByRole('alert').filter({ hasText: 'The connection to Hexscreen was lost' }),
  ).toBeVisible();
  await expect(gm.damageTaken()).toHaveText('0');
});
