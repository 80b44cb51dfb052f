/**
 * The players' display driven from the GM screen, with the GM and the display in two browser contexts:
 * a zone revealed and a hex pinged reach the display with the next push, blackout sends nothing, the
 * table's language is independent of the GM's, and the hidden sniper never appears in the display's
 * WebSocket frames.
 */
import { expect, test, displayMapsDrawn } from './fixtures';

const GRANEN_HEX = { q: 0, r: 0 };

test('the GM reveals a zone and pings a hex; the display shows both; a hidden NPC never reaches it', async ({
  gm,
  player,
}) => {
  await displayMapsDrawn(gm, player);
  const zones = player.page.getByTestId('player-zones');
  await expect(zones).toContainText('Vägen');
  await expect(zones).not.toContainText('Granen');

  // Reveal Granen in the zone inspector.
  await gm.map.clickHex(GRANEN_HEX);
  const inspector = gm.map.region.getByRole('region', { name: 'Zone Granen' });
  await inspector.getByRole('checkbox', { name: 'Hidden from players' }).uncheck();
  await expect(zones).toContainText('Granen');

  // Ping a hex of it with the Ping tool.
  await gm.map.tool('Ping');
  await gm.map.clickHex(GRANEN_HEX);
  await expect(player.page.getByRole('status').filter({ hasText: 'Look: Granen' })).toBeVisible();

  // The GM's preview shows what the players see.
  await gm.map.tool('Display');
  const panel = gm.map.region.getByRole('region', { name: "Players' display" });
  await expect(panel.getByTestId('display-preview').locator('canvas')).toBeVisible();

  // Blackout: nothing is sent, the display is dark; live again brings the picture back.
  const before = player.frames.length;
  await panel.getByRole('button', { name: 'Blackout' }).click();
  await expect(player.page.getByText('The GM has paused the display.')).toBeVisible();
  await expect.poll(() => player.lastView()).toBeNull();
  expect(player.frames.slice(before).join('\n')).not.toContain('Gränsvakt');
  await panel.getByRole('button', { name: 'Live' }).click();
  await expect(zones).toContainText('Granen');

  // The table reads Swedish while the GM keeps English.
  await panel.getByLabel('Language at the table').selectOption({ label: 'Svenska' });
  await expect(player.page.getByText('Ingen strid än')).toBeVisible();
  await expect(gm.page.getByRole('button', { name: 'Next turn' }).or(gm.startEncounterButton)).toBeVisible();

  // Krypskytten (hidden, standing in the revealed zone) never reached the display.
  const frames = player.allFrames();
  expect(frames).toContain('Granen');
  expect(frames).not.toContain('Krypskytten');
  expect(frames).not.toContain('c-krypskytten');
});
