/**
 * Issue 15, "Reconnecting after a restart": the server keeps its tokens in the data folder, so after a
 * restart the GM page and the player display reconnect by themselves with the links they have, and
 * fetch a fresh snapshot. A new player link (Share dialog) cuts off the display that has the old one,
 * which says so instead of retrying, and the old link stays refused when the page is reloaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from './fixtures';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Starts the built server again on `port` with `dataDir`; resolves once it printed its URLs. */
function restart(
  port: string,
  dataDir: string,
): Promise<{ child: ChildProcess; gmUrl: string; playerUrl: string }> {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'out/main/web.js'), '--port', port, '--data', dataDir],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (c: string) => (output += c));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URLs after restart:\n${output}`)), 30_000);
    child.stdout?.on('data', (c: string) => {
      output += c;
      const gmUrl = /^GM: (\S+)$/m.exec(output)?.[1];
      const playerUrl = /^Player: (\S+)$/m.exec(output)?.[1];
      if (gmUrl && playerUrl) {
        clearTimeout(timer);
        done({ child, gmUrl, playerUrl });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the restarted server exited (${code}):\n${output}`));
    });
  });
}

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

  const again = await restart(port, server.dataDir);
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
    again.child.kill('SIGTERM');
    await new Promise((r) => again.child.once('exit', r));
  }
});
