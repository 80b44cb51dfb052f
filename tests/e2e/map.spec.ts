/**
 * The hex-zone map in the GM screen, driven with the mouse as a GM would: a token dragged to a hex,
 * cover painted with the trait brush, attacker and target picked on the map, the ruler between two
 * tokens; and what the players' display receives while the GM edits (hidden zones, hidden tokens and
 * unrevealed traits never reach it).
 */
import type { CampaignState } from '@shared/model/campaign';
import { expect, test } from './fixtures';
import { paintedPng } from './pages/mapRegion';

// Demo positions (axial). Anton starts in Diket at (2, 6); Gränsvakt stands in Vägen at (3, 5).
const ANTON_START = { q: 2, r: 6 };
const ANTON_SPOT = { q: 3, r: 6 }; // Bommen, one zone from Gränsvakt
const GRANSVAKT = { q: 3, r: 5 };
const OFFICEREN = { q: 10, r: 1 };
const VAGEN_EMPTY_HEX = { q: 0, r: 4 };

function tokenHex(c: CampaignState | null, name: string): { q: number; r: number } | undefined {
  const id = c?.combatants.find((x) => x.name === name)?.id;
  return c?.scenes[0]?.tokens.find((t) => t.combatantId === id)?.hex;
}

/** The traits of the zone Vägen, by kind or by label. */
function vagenTraits(c: CampaignState | null, by: 'kind' | 'label'): unknown[] | undefined {
  return c?.scenes[0]?.map.zones.find((z) => z.name === 'Vägen')?.traits.map((t) => t[by]);
}

test('IRT-ZONE-2 Skydd painted on the target zone: the map-picked attack lists Skydd and is one step harder', async ({
  gm,
}) => {
  const page = gm.page;
  await gm.map.expectDrawn();

  // Place the attacker: drag Anton's token to a hex of Bommen (snaps to the hex, one command).
  await gm.map.dragHex(ANTON_START, ANTON_SPOT);
  await expect.poll(() => tokenHex(gm.latestCampaign(), 'Anton')).toEqual(ANTON_SPOT);

  // Target on the map: attacker, then target, opens the resolver with both filled in.
  const dialog = gm.attackDialog();
  const pickAttack = async (): Promise<void> => {
    await gm.map.tool('Target');
    await expect(gm.map.region.getByRole('status').first()).toHaveText('Target: click the attacker');
    await gm.map.clickHex(ANTON_SPOT);
    await expect(gm.map.region.getByRole('status').first()).toContainText('Anton attacks');
    await gm.map.clickHex(GRANSVAKT);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Attacker', { exact: true })).toHaveValue(
      gm.latestCampaign()?.combatants.find((c) => c.name === 'Anton')?.id ?? 'missing',
    );
    await expect(dialog.getByLabel('Target', { exact: true })).toHaveValue(
      gm.latestCampaign()?.combatants.find((c) => c.name === 'Gränsvakt')?.id ?? 'missing',
    );
    await dialog.getByLabel('Weapon', { exact: true }).selectOption({ label: 'Pistol' });
  };
  const difficulty = dialog.getByRole('list', { name: 'Difficulty', exact: true });
  const suggested = difficulty.getByRole('listitem').filter({ hasText: 'Suggested' });

  // Without cover: Kort, inside the pistol's band, Normal.
  await pickAttack();
  await expect(dialog).toContainText('Kort');
  await expect(suggested).toContainText('Normal');
  await expect(difficulty).not.toContainText('Skydd');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Paint cover on Vägen with the trait brush (Skydd is the first trait).
  await gm.map.tool('Traits');
  await expect(gm.map.region.getByLabel('Trait', { exact: true })).toHaveValue('skydd');
  await gm.map.clickHex(VAGEN_EMPTY_HEX);
  await expect.poll(() => vagenTraits(gm.latestCampaign(), 'kind')).toContain('skydd');
  // The brush keeps the map free: no inspector opens over the next hexes to paint.
  await expect(gm.map.region.getByRole('region', { name: 'Zone Vägen' })).toBeHidden();

  // The same attack again: Skydd is a factor from the zone, and the suggestion is one step up.
  await pickAttack();
  await expect(difficulty.getByRole('listitem').filter({ hasText: 'Skydd' })).toContainText('Vägen');
  await expect(suggested).toContainText('Svår');
  await expect(suggested).not.toContainText('Mycket');
});

test('IRT-RNG-3 the ruler between two tokens shows zones, metres and the range band', async ({ gm }) => {
  await gm.map.expectDrawn();
  await gm.map.tool('Measure');
  await gm.map.dragHex(ANTON_START, GRANSVAKT);
  await expect(gm.map.rulerReading()).toHaveText('1 zone · 10 m · Kort');
  await gm.map.dragHex(ANTON_START, OFFICEREN);
  await expect(gm.map.rulerReading()).toHaveText('8 zones · 80 m · Lång');
  // Esc clears the ruler; the keyboard shortcut M picks the tool again.
  await gm.page.keyboard.press('Escape');
  await expect(gm.map.rulerReading()).toBeHidden();
});

test('walls and doors: the wall tool cycles an edge; the ruler counts the way round and says there is no line of sight', async ({
  gm,
}) => {
  await gm.map.expectDrawn();
  await gm.map.tool('Walls');
  // Click the edge between Anton's hex and the hex above-right of it (Gränsvakt's): a wall.
  const a = await gm.map.hexPoint(ANTON_START);
  const b = await gm.map.hexPoint(GRANSVAKT);
  const edge = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  await gm.page.mouse.click(edge.x, edge.y);
  // Whichever side of the edge the click landed on, the wall is on that edge.
  const edgeOf = (w: { a: { q: number; r: number }; b: { q: number; r: number } }): string =>
    [w.a, w.b]
      .map((h) => `${h.q},${h.r}`)
      .sort()
      .join('|');
  await expect
    .poll(() => gm.latestCampaign()?.scenes[0]?.map.walls.map((w) => `${edgeOf(w)} ${w.door}`))
    .toEqual([`${edgeOf({ a: ANTON_START, b: GRANSVAKT })} none`]);
  await gm.map.tool('Measure');
  await gm.map.dragHex(ANTON_START, GRANSVAKT);
  await expect(gm.map.rulerReading()).toHaveText('2 zones · 10 m · Medel · no line of sight');
  await gm.map.tool('Walls');
  await gm.page.mouse.click(edge.x, edge.y);
  await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.walls[0]?.door).toBe('closed');
});

test('the players never receive hidden zones, hidden tokens or traits not shown to them', async ({
  gm,
  player,
}) => {
  await player.map.expectDrawn();
  await gm.map.expectDrawn();

  // The GM paints an unrevealed trait of their own on Vägen…
  await gm.map.tool('Traits');
  const options = gm.map.region;
  await options.getByLabel('Trait', { exact: true }).selectOption({ label: '◆ Your own trait…' });
  await options.getByLabel('Name', { exact: true }).fill('Minerat dike');
  await options.getByRole('checkbox', { name: 'Shown to players' }).uncheck();
  await gm.map.clickHex(VAGEN_EMPTY_HEX);
  await expect.poll(() => vagenTraits(gm.latestCampaign(), 'label')).toContain('Minerat dike');

  // …hides Anton's token from the players (Scene settings) and moves it.
  await gm.map.tool('Scene');
  const settings = gm.map.region.getByRole('region', { name: 'Scene settings' });
  await settings
    .getByRole('listitem')
    .filter({ hasText: 'Anton' })
    .getByRole('checkbox', { name: 'Hidden' })
    .check();
  await expect
    .poll(() => gm.latestCampaign()?.scenes[0]?.tokens.find((t) => t.hex.q === 2 && t.hex.r === 6)?.hidden)
    .toBe(true);
  const anton = gm.latestCampaign()?.combatants.find((c) => c.name === 'Anton');
  const antonToken = gm.latestCampaign()?.scenes[0]?.tokens.find((t) => t.combatantId === anton?.id);
  // The display knew the token while it was visible; from here on it must not hear of it.
  const framesBeforeHide = player.frames.length;

  // Something public still changes afterwards, so the display gets pushes after the secrets exist.
  await settings.getByRole('button', { name: 'Close' }).click();
  await gm.map.tool('Select');
  await gm.map.dragHex(GRANSVAKT, { q: 4, r: 5 });
  await expect.poll(() => tokenHex(gm.latestCampaign(), 'Gränsvakt')).toEqual({ q: 4, r: 5 });
  await expect
    .poll(() => player.lastView()?.scene.tokens.find((t) => t.combatantId === 'c-gransvakt')?.hex)
    .toEqual({ q: 4, r: 5 });

  const frames = player.allFrames();
  const campaign = gm.latestCampaign();
  const hiddenZones = (campaign?.scenes ?? []).flatMap((s) => s.map.zones.filter((z) => z.hidden));
  for (const z of hiddenZones) {
    expect(frames).not.toContain(z.name);
    expect(frames).not.toContain(z.id);
  }
  expect(frames).not.toContain('Minerat dike');
  const afterHide = player.frames.slice(framesBeforeHide).join('\n');
  // Patches name what changed: the guard's token moved (issue 20: no whole campaign per push).
  expect(afterHide).toContain('c-gransvakt');
  expect(afterHide).not.toContain(antonToken?.id ?? 'missing');
  // Vakthuset's Trångt was never revealed: the display knows Vakthuset with Skydd only.
  const lastView = player.lastView();
  expect(lastView?.scene.map.zones.find((z) => z.name === 'Vakthuset')?.traits).toEqual([{ kind: 'skydd' }]);
  expect(lastView?.scene.tokens.map((t) => t.name)).not.toContain('Anton');
});

test('keyboard: with the map focused, arrows pan, + zooms, 0 fits, and tool keys pick tools', async ({
  gm,
}) => {
  await gm.map.expectDrawn();
  const host = gm.map.region.getByRole('application');
  await host.focus();
  const before = await gm.map.hexPoint(ANTON_START);
  const apart = async (): Promise<number> => {
    const a = await gm.map.hexPoint(ANTON_START);
    const b = await gm.map.hexPoint(GRANSVAKT);
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const fitApart = await apart();
  await gm.page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => Math.round((await gm.map.hexPoint(ANTON_START)).x))
    .toBe(Math.round(before.x - 90));
  await gm.page.keyboard.press('+');
  await expect.poll(apart).toBeGreaterThan(fitApart * 1.1);
  await gm.page.keyboard.press('0');
  await expect
    .poll(async () => Math.round((await gm.map.hexPoint(ANTON_START)).x))
    .toBe(Math.round(before.x));
  // Tool shortcuts work anywhere on the screen (not while typing).
  await gm.page.locator('body').press('m');
  await expect(gm.map.region.getByRole('button', { name: 'Measure', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gm.page.locator('body').press('Escape');
  await expect(gm.map.region.getByRole('button', { name: 'Select', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a background image imported in Scene settings reaches the campaign folder and the players’ display', async ({
  gm,
  player,
}) => {
  await gm.map.expectDrawn();
  // A small PNG painted in the page (two colours, so it is an image and not a blank).
  const png = await paintedPng(gm.page, 64, 48, [
    { colour: '#4d5b3a', x: 0, y: 0, w: 64, h: 48 },
    { colour: '#8a7a5c', x: 0, y: 20, w: 64, h: 8 },
  ]);
  await gm.map.tool('Scene');
  const settings = gm.map.region.getByRole('region', { name: 'Scene settings' });
  // A file that is not an image is refused with a message, and nothing changes.
  await settings.locator('input[type=file]').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(settings.getByRole('alert')).toBeVisible();
  expect(gm.latestCampaign()?.scenes[0]?.map.background).toBeNull();

  await settings.locator('input[type=file]').setInputFiles({
    name: 'road.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  await expect
    .poll(() => gm.latestCampaign()?.scenes[0]?.map.background?.assetId)
    .toMatch(/^[a-f0-9]{64}\.png$/);
  const assetId = gm.latestCampaign()?.scenes[0]?.map.background?.assetId ?? '';
  // The display is told about it and may load it with its own token.
  await expect.poll(() => player.lastView()?.scene.map.background?.assetId).toBe(assetId);
  const status = await player.page.evaluate(async (id) => {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const res = await fetch(`/asset/${id}?token=${encodeURIComponent(token)}`);
    return `${res.status} ${res.headers.get('content-type')}`;
  }, assetId);
  expect(status).toBe('200 image/png');
  // Undo takes it off again.
  await gm.undoButton.click();
  await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.background ?? null).toBeNull();
});

test('IRT-ZONE-1 a new flat-top indoor scene: painted rooms are zones, the ruler counts rooms, tokens are placed', async ({
  gm,
}) => {
  await gm.map.expectDrawn();
  await gm.map.tool('Scene');
  const settings = gm.map.region.getByRole('region', { name: 'Scene settings' });
  await settings.getByRole('button', { name: 'New scene…' }).click();
  const form = settings.getByRole('group').or(settings.locator('form'));
  await form.getByLabel('Name', { exact: true }).first().fill('Lagret');
  await form.getByLabel('Width (hexes)').fill('10');
  await form.getByLabel('Height (hexes)').fill('8');
  await form.getByLabel('Metres per hex').first().fill('2');
  await form.getByLabel('Hexes', { exact: true }).selectOption('flat');
  await form.getByRole('button', { name: 'Create scene' }).click();
  await expect
    .poll(() => gm.latestCampaign()?.scenes.find((s) => s.id === gm.latestCampaign()?.activeSceneId)?.name)
    .toBe('Lagret');
  await expect(gm.map.region.getByText('Lagret', { exact: true }).first()).toBeVisible();
  await gm.map.tool('Scene');

  // Paint a second room with the zone brush (New zone), dragging down a column.
  await gm.map.tool('Zones');
  await gm.map.dragHex({ q: 5, r: 0 }, { q: 5, r: 2 });
  await expect
    .poll(() =>
      gm
        .latestCampaign()
        ?.scenes.find((s) => s.name === 'Lagret')
        ?.map.zones.map((z) => z.hexes.length),
    )
    .toEqual([77, 3]);

  // 2 m hexes: rooms are the zones. Same room: Nära; the next room: Kort.
  await gm.map.tool('Measure');
  await gm.map.dragHex({ q: 1, r: 1 }, { q: 3, r: 1 });
  await expect(gm.map.rulerReading()).toHaveText('0 zones · 4 m · Nära');
  await gm.map.dragHex({ q: 1, r: 1 }, { q: 5, r: 1 });
  await expect(gm.map.rulerReading()).toHaveText('1 zone · 8 m · Kort');

  // Place Anton in the new room.
  await gm.map.tool('Place');
  await gm.map.region.getByLabel('Place', { exact: true }).selectOption({ label: 'Anton' });
  await gm.map.clickHex({ q: 5, r: 1 });
  await expect
    .poll(() => {
      const c = gm.latestCampaign();
      const anton = c?.combatants.find((x) => x.name === 'Anton');
      return c?.scenes.find((s) => s.name === 'Lagret')?.tokens.find((t) => t.combatantId === anton?.id)?.hex;
    })
    .toEqual({ q: 5, r: 1 });
});
