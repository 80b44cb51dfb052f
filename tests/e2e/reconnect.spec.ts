/**
 * Issue 15, "Reconnecting after a restart": the server keeps its tokens in the data folder, so after a
 * restart the GM page and the player display reconnect by themselves with the links they have, and
 * fetch a fresh snapshot. A new player link (Share dialog) cuts off the display that has the old one,
 * which says so instead of retrying, and the old link stays refused when the page is reloaded.
 */
import { expect, launchServer, test } from './fixtures';

test('after a restart both pages reconnect with the same links; a new player link cuts off the old one', async ({
  gm,
  player,
  server,
}) => {
  const port = new URL(server.gmUrl).port;
  await server.stop();
  const lost = (page: typeof gm.page) =>
    page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' });
  await expect(lost(gm.page)).toBeVisible();
  await expect(lost(player.page)).toBeVisible();
  const framesBefore = player.frames.length;

  // The built server again, on the same port with the same data folder.
  const again = await launchServer(port, server.dataDir);
  try {
    // The same tokens: the links printed now are the links the pages already have.
    expect(again.gmUrl).toBe(server.gmUrl);
    expect(again.playerUrl).toBe(server.playerUrl);
    await expect(lost(gm.page)).toHaveCount(0, { timeout: 20_000 });
    await expect(lost(player.page)).toHaveCount(0, { timeout: 20_000 });
    // Reconnected means a fresh snapshot, not just an open socket.
    await expect.poll(() => player.frames.slice(framesBefore).some((f) => f.includes('"view"'))).toBe(true);
    await gm.selectCombatant('Anton');

    // A new player link: the display with the old one is told, and stops retrying.
    await gm.page.getByRole('button', { name: 'Share player view', exact: true }).click();
    const dialog = gm.page.getByRole('dialog', { name: 'Share player view' });
    const local = dialog.getByRole('textbox', { name: 'Player display on this computer' });
    await expect(local).toHaveValue(server.playerUrl);
    await dialog.getByRole('button', { name: 'New player link', exact: true }).click();
    await expect(dialog.getByText(/New player link made/)).toBeVisible();
    const fresh = await local.inputValue();
    expect(fresh).not.toBe(server.playerUrl);
    await expect(player.page.getByText(/The server refused this connection/).first()).toBeVisible();

    // Reloading the old link: refused (asked through /token-check), not "reconnecting" forever.
    await player.page.goto(server.playerUrl);
    await expect(player.page.getByText(/The server refused this connection/).first()).toBeVisible({
      timeout: 15_000,
    });
    // The new link works.
    await player.goto(fresh);
    await expect(player.page.getByText(/The server refused this connection/)).toHaveCount(0);
  } finally {
    await again.kill();
  }
});
