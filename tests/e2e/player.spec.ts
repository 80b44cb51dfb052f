/**
 * The players' display: shows the map and the public order, and hidden things never reach it, not
 * even in the WebSocket frames (view/playerView.ts projects in the main process).
 */
import { expect, test } from './fixtures';

test('shows the map and never receives the hidden Krypskytten', async ({ gm, player }) => {
  await player.map.expectDrawn();

  // What is hidden, from the GM's own state: the hidden combatant, its tokens, hidden zones.
  const campaign = gm.latestCampaign();
  expect(campaign, 'the GM page received a snapshot').not.toBeNull();
  const sniper = campaign?.combatants.find((c) => c.name === 'Krypskytten');
  expect(sniper?.hidden, 'the demo has a hidden Krypskytten').toBe(true);
  const secrets = [
    'Krypskytten',
    sniper?.id ?? 'missing-id',
    ...(campaign?.scenes ?? []).flatMap((s) =>
      s.tokens.filter((t) => t.combatantId === sniper?.id).map((t) => t.id),
    ),
    ...(campaign?.scenes ?? []).flatMap((s) => s.map.zones.filter((z) => z.hidden).map((z) => z.name)),
  ];

  // Play a little so hidden data moves: the sniper is in the GM's order, takes damage, has a turn.
  await gm.startEncounterButton.click();
  await gm.selectCombatant('Krypskytten');
  await gm.addDamage(3);
  await expect(gm.damageTaken()).toHaveText('3');
  const gmOrder = await gm.initiativeNames();
  expect(gmOrder).toContain('Krypskytten');
  for (let i = 0; i < gmOrder.length; i++) await gm.nextTurnButton.click();
  await expect(gm.initiative.getByText('Round 2', { exact: true })).toBeVisible();

  // The display follows: round 2, visible combatants in the order.
  await expect(player.page.getByText('Round 2', { exact: true })).toBeVisible();
  await expect(player.initiative).toContainText('Anton');

  // Frames were received (the projection flows) and none carries a secret.
  expect(player.frames.length).toBeGreaterThan(2);
  const frames = player.allFrames();
  expect(frames).toContain('Anton');
  for (const secret of secrets) expect(frames, `player frames contain "${secret}"`).not.toContain(secret);

  // Nor the page.
  await expect(player.page.getByText('Krypskytten')).toHaveCount(0);
  expect(await player.page.locator('body').innerText()).not.toContain('Krypskytten');
});
