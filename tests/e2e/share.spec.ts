/**
 * "Share player view" (issue 6) in web mode: the GM starts sharing in the dialog and gets a QR code
 * and a link with its own token; another device (a second browser context) opens the link and sees
 * the player view; when the GM stops sharing, that screen is cut off and the link is refused.
 *
 * The link uses this machine's network address when it has one. On a machine without one the server
 * is told to advertise 127.0.0.1 (HEXSCREEN_SHARE_ADDRESS, see src/main/web.ts): still a separate
 * listener, port and token from the loopback GM server.
 */
import { networkInterfaces } from 'node:os';

import AxeBuilder from '@axe-core/playwright';

import { expect, test } from './fixtures';
import { PlayerPage } from './pages/playerPage';

const SHARE_ADDRESS_ENV = 'HEXSCREEN_SHARE_ADDRESS';
const hasNetworkAddress = Object.values(networkInterfaces()).some((infos) =>
  (infos ?? []).some((i) => i.family === 'IPv4' && !i.internal),
);
const savedEnv = process.env[SHARE_ADDRESS_ENV];

// The server fixture inherits this process's environment when it spawns web.js.
test.beforeAll(() => {
  if (hasNetworkAddress) delete process.env[SHARE_ADDRESS_ENV];
  else process.env[SHARE_ADDRESS_ENV] = '127.0.0.1';
});
test.afterAll(() => {
  if (savedEnv === undefined) delete process.env[SHARE_ADDRESS_ENV];
  else process.env[SHARE_ADDRESS_ENV] = savedEnv;
});

const SHARED_LINK = /^http:\/\/(\d{1,3}(?:\.\d{1,3}){3}):(\d+)\/player\.html\?token=([0-9a-f]{64})$/;

test('the GM shares the player view on the network, a second device watches, and stopping revokes it', async ({
  gm,
  server,
  browser,
}) => {
  const page = gm.page;
  await page.getByRole('button', { name: 'Share player view', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share player view' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/can only be reached from this computer/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Start sharing', exact: true }).click();
  const qr = dialog.getByRole('img', { name: 'QR code of the player view link' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const link = dialog.getByRole('textbox', { name: 'Player view links' }).first();
  const sharedUrl = await link.inputValue();
  const [, host, port, token] = SHARED_LINK.exec(sharedUrl) ?? [];
  expect(host, `a shared link like http://<IPv4>:<port>/player.html?token=…, got ${sharedUrl}`).toBeTruthy();
  if (hasNetworkAddress) expect(host).not.toBe('127.0.0.1');
  // Its own listener and token: neither the loopback port nor either loopback token.
  expect(port).not.toBe(new URL(server.gmUrl).port);
  expect(token).not.toBe(new URL(server.gmUrl).searchParams.get('token'));
  expect(token).not.toBe(new URL(server.playerUrl).searchParams.get('token'));
  await expect(dialog.getByText(/^Sharing since /)).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Copy the link ${sharedUrl}` })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog.app-dialog').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    'axe on the share dialog',
  ).toEqual([]);

  // Another device on the network: its own browser context, the shared link only.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const device = new PlayerPage(await context.newPage());
    device.recordFrames();
    await device.goto(sharedUrl);
    await expect(device.initiative).toBeVisible();
    expect(device.lastView()).not.toBeNull();
    // The GM's page and the GM token are not served on the shared listener.
    const gmToken = new URL(server.gmUrl).searchParams.get('token') ?? '';
    const gmOnShare = await context.request.get(`http://${host}:${port}/gm.html?token=${gmToken}`);
    expect(gmOnShare.status()).toBe(404);
    const gmTokenOnShare = await context.request.get(`http://${host}:${port}/player.html?token=${gmToken}`);
    expect(gmTokenOnShare.status()).toBe(403);

    // Revoke: the open screen is cut off at once and says so.
    await dialog.getByRole('button', { name: 'Stop sharing', exact: true }).click();
    await expect(dialog.getByText('Sharing stopped. The old link no longer works.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start sharing', exact: true })).toBeVisible();
    await expect(device.page.getByText(/The server refused this connection/).first()).toBeVisible();

    // The old link: nothing listens there any more, and a reload does not bring the view back.
    await expect(context.request.get(sharedUrl)).rejects.toThrow(/ECONNREFUSED/);
    const reload = await device.page.reload().then(
      (response) => response?.status() ?? 0,
      () => 'failed',
    );
    expect([403, 'failed']).toContain(reload);
    await expect(device.initiative).toBeHidden();

    // Sharing again gives a new link; the old token is refused even when the port is the same.
    await dialog.getByRole('button', { name: 'Start sharing', exact: true }).click();
    const newUrl = await link.inputValue();
    const [, , newPort, newToken] = SHARED_LINK.exec(newUrl) ?? [];
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(token);
    if (newPort === port) {
      const old = await context.request.get(sharedUrl);
      expect(old.status()).toBe(403);
      expect(await old.text()).toMatch(/stopped sharing/);
    } else {
      await expect(context.request.get(sharedUrl)).rejects.toThrow(/ECONNREFUSED/);
    }
    await dialog.getByRole('button', { name: 'Stop sharing', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Start sharing', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
