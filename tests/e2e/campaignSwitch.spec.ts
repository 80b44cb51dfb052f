/**
 * Opening another campaign leaves nothing of the old one on either page (issue 15): campaign A gets a
 * magenta background image, campaign B has none; after B opens, neither the GM page nor the players'
 * display holds A's asset id anywhere — not in its frames since the switch, not in the DOM, not in a
 * texture uploaded by the map (the renderer's read-only test hook on `.canvas-host`) — and no magenta
 * pixel is left on either canvas.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paintedPng, type MapRegion } from './pages/mapRegion';

/**
 * From one real screenshot of the canvas: whether a map is drawn (more than 8 colours, as
 * MapRegion.expectDrawn counts them) and the share of its pixels that are clearly magenta (the image).
 */
async function canvasStats(page: Page, map: MapRegion): Promise<{ drawn: boolean; magenta: number }> {
  const png = await map.canvas.screenshot();
  return page.evaluate(async (b64: string) => {
    // As MapRegion.distinctColours does it (the page's CSP allows data: images, not data: fetches).
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const g = c.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let magenta = 0;
    let all = 0;
    const colours = new Set<number>();
    for (let i = 0; i < d.length; i += 4 * 5) {
      const [r = 0, gr = 0, b = 0] = [d[i], d[i + 1], d[i + 2]];
      all++;
      colours.add(((r >> 4) << 8) | ((gr >> 4) << 4) | (b >> 4));
      // Magenta seen through the translucent grid and zones: red and blue well above green.
      if (r - gr > 60 && b - gr > 60) magenta++;
    }
    return { drawn: colours.size > 8, magenta: magenta / all };
  }, png.toString('base64'));
}

/** Every trace of `needle` in the page: its HTML, image sources, and the map's uploaded textures. */
function tracesIn(page: Page, needle: string): Promise<string[]> {
  return page.evaluate((id) => {
    type Hook = { hexMap?: { textureSources(): string[] } };
    const found: string[] = [];
    if (document.documentElement.outerHTML.includes(id)) found.push('DOM');
    for (const img of document.images) if (img.src.includes(id)) found.push(`img ${img.src}`);
    for (const host of document.querySelectorAll('.canvas-host')) {
      const sources = (host as Element & Hook).hexMap?.textureSources() ?? ['no test hook'];
      for (const s of sources) if (s.includes(id) || s === 'no test hook') found.push(`texture ${s}`);
    }
    return found;
  }, needle);
}

test('opening campaign B clears campaign A’s background image from the GM map and the display', async ({
  gm,
  player,
}) => {
  const png = await paintedPng(gm.page, 256, 256, [{ colour: '#ff00ff', x: 0, y: 0, w: 256, h: 256 }]);
  await gm.map.importBackground('a.png', png);
  await expect
    .poll(() => gm.latestCampaign()?.scenes[0]?.map.background?.assetId)
    .toMatch(/^[a-f0-9]{64}\.png$/);
  const assetId = gm.latestCampaign()?.scenes[0]?.map.background?.assetId ?? '';
  const hash = assetId.slice(0, 64);
  await gm.map.tool('Scene');

  // Campaign A: the image is drawn on both pages, and the hook sees its texture.
  await expect.poll(async () => (await canvasStats(gm.page, gm.map)).magenta).toBeGreaterThan(0.2);
  await expect.poll(async () => (await canvasStats(player.page, player.map)).magenta).toBeGreaterThan(0.02);
  for (const page of [gm.page, player.page]) {
    expect((await tracesIn(page, hash)).filter((s) => s.startsWith('texture '))).not.toEqual([]);
  }
  const playerFramesBefore = player.frames.length;
  const gmFramesBefore = gm.frames.length;

  await gm.page.getByRole('button', { name: 'Campaign menu' }).click();
  await gm.page.getByRole('menuitem', { name: 'New campaign…' }).click();
  const dialog = gm.page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill('Kampanj B');
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(gm.page.getByRole('heading', { level: 1, name: 'Kampanj B' })).toBeVisible();
  await expect(player.page.getByRole('heading', { level: 1, name: 'Kampanj B' })).toBeVisible();

  // Campaign B: its map drawn with no magenta pixel, and no trace of A's asset in frames, DOM or textures.
  const timeout = 20_000;
  await expect.poll(() => canvasStats(gm.page, gm.map), { timeout }).toEqual({ drawn: true, magenta: 0 });
  await expect
    .poll(() => canvasStats(player.page, player.map), { timeout })
    .toEqual({ drawn: true, magenta: 0 });
  expect(player.frames.slice(playerFramesBefore).join('\n')).not.toContain(hash);
  expect(gm.frames.slice(gmFramesBefore).join('\n')).not.toContain(hash);
  expect(await tracesIn(gm.page, hash)).toEqual([]);
  expect(await tracesIn(player.page, hash)).toEqual([]);
  await gm.page.screenshot({ path: 'test-results/campaign-switch-gm.png' });
});
