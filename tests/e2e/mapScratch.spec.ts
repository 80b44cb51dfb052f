/**
 * Scenes and maps from scratch (issue 16): a run of walls drawn by dragging along hex edges is one
 * command and one log line and reaches the players' display; with a background image the GM's preview
 * of the display draws what the display draws (compared pixel by pixel at a few points).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, displayMapsDrawn } from './fixtures';
import { hexPointIn, MapRegion, paintedPng, type Hex } from './pages/mapRegion';

/** Four hexes of Vägen (shown to players) whose tops are drawn as one run of walls. */
const ROW = [7, 8, 9, 10].map((q) => ({ q, r: 4 }));

const key = (e: { a: Hex; b: Hex }): string => [`${e.a.q},${e.a.r}`, `${e.b.q},${e.b.r}`].sort().join('|');

test('a drag along hex edges draws a run of walls: one command, one log line, on the display too', async ({
  gm,
  player,
}) => {
  await gm.map.expectDrawn();
  await gm.map.tool('Walls');
  const walls0 = gm.latestCampaign()?.scenes[0]?.map.walls.length ?? 0;
  const log0 = gm.latestCampaign()?.log.length ?? 0;
  // The zig-zag along the tops of the row (pointy-top): upper-left corner, top, upper-right, top …
  const centres = await Promise.all(ROW.map((h) => gm.map.hexPoint(h)));
  const [c0, c1] = centres;
  if (!c0 || !c1) throw new Error('no hexes');
  const w = c1.x - c0.x; // hex width on screen (√3 · size)
  const size = w / Math.sqrt(3);
  const path = [{ x: c0.x - w / 2, y: c0.y - size / 2 }];
  for (const c of centres) path.push({ x: c.x, y: c.y - size }, { x: c.x + w / 2, y: c.y - size / 2 });
  const inset = (p: { x: number; y: number }, i: number): { x: number; y: number } => ({
    // A hand is not exact: a little inside the hexes, and not quite to the ends.
    x: p.x + (i === 0 ? 3 : i === path.length - 1 ? -3 : 0),
    y: p.y + 2,
  });
  const start = inset(path[0]!, 0);
  await gm.page.mouse.move(start.x, start.y);
  await gm.page.mouse.down();
  for (let i = 1; i < path.length; i++) {
    const p = inset(path[i]!, i);
    await gm.page.mouse.move(p.x, p.y, { steps: 4 });
  }
  await gm.page.mouse.up();

  const expected = ROW.flatMap((h) => [
    key({ a: h, b: { q: h.q, r: h.r - 1 } }),
    key({ a: h, b: { q: h.q + 1, r: h.r - 1 } }),
  ]);
  await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.walls.length).toBe(walls0 + expected.length);
  const c = gm.latestCampaign();
  expect(c?.scenes[0]?.map.walls.map(key)).toEqual(expect.arrayContaining(expected));
  // One command: one log entry, one line in the GM's log.
  expect(c?.log.slice(log0).map((e) => e.type)).toEqual(['walls/set']);
  await expect(gm.log.getByText('Map: 8 walls changed')).toHaveCount(1);
  // The display has them.
  await expect
    .poll(() => player.lastView()?.scene.map.walls.map(key))
    .toEqual(expect.arrayContaining(expected));
  // One undo takes the whole run off.
  await gm.undoButton.click();
  await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.walls.length).toBe(walls0);
});

/** A 3 × 2 grid of flat colours, big blocks, so a colour at a hex centre is that block's. */
async function battleMap(page: Page): Promise<number[]> {
  const colours = ['#c8b07a', '#6d8f4e', '#8a8f99', '#b5734a', '#d9d2b0', '#4f6d7a'];
  const blocks = colours.map((colour, i) => ({
    colour,
    x: (i % 3) * 100,
    y: Math.floor(i / 3) * 100,
    w: 100,
    h: 100,
  }));
  return paintedPng(page, 300, 200, blocks);
}

test('with a background image the GM’s preview of the display draws what the display draws', async ({
  gm,
  player,
}) => {
  await displayMapsDrawn(gm, player);
  const settings = await gm.map.importBackground('battle.png', await battleMap(gm.page));
  await expect.poll(() => player.lastView()?.scene.map.background?.assetId).toMatch(/\.png$/);
  // The zone colours are faint by default, and the GM can set them per scene.
  const fill = settings.getByRole('slider', { name: 'Zone colours over the image' });
  await expect(fill).toHaveValue('20');
  await fill.fill('35');
  await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.zoneFill).toBe(0.35);
  await expect.poll(() => player.lastView()?.scene.map.zoneFill).toBe(0.35);

  await gm.map.tool('Display');
  const preview = gm.map.region.getByTestId('display-preview');
  const previewHost = preview.locator('.canvas-host');
  const playerHost = player.map.region.locator('.canvas-host');
  // Visible zones without tokens or labels at their centres, and fog (Granen is hidden from players).
  const hexes: Hex[] = [
    { q: 6, r: 1 },
    { q: 8, r: 3 },
    { q: 11, r: 3 },
    { q: 8, r: 6 },
    { q: -1, r: 4 },
    { q: 9, r: 9 },
    { q: 0, r: 0 },
  ];
  const sample = async (host: Locator): Promise<[number, number, number][]> => {
    const points = [];
    for (const h of hexes) points.push(await hexPointIn(host, h));
    return MapRegion.coloursAt(host.locator('canvas'), points);
  };
  // The image loads asynchronously on both: poll until they agree (or time out with the colours).
  let last: { preview: number[][]; player: number[][] } = { preview: [], player: [] };
  await expect
    .poll(
      async () => {
        last = { preview: await sample(previewHost), player: await sample(playerHost) };
        return last.preview.every((p, i) =>
          p.every((ch, k) => Math.abs(ch - (last.player[i]?.[k] ?? -999)) <= 10),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // And the image shows through: the sampled zone hexes are not all one colour.
  expect(new Set(last.player.slice(0, 6).map((c) => c.join(','))).size).toBeGreaterThan(2);
  await test.info().attach('preview.png', { body: await previewHost.locator('canvas').screenshot() });
  await test.info().attach('player.png', { body: await playerHost.locator('canvas').screenshot() });
});
