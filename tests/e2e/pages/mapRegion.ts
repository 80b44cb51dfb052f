/** The map region, on either page: the Pixi canvas inside the region named "Map". */
import { expect, type Locator, type Page } from '@playwright/test';

export class MapRegion {
  readonly region: Locator;
  readonly canvas: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Map', exact: true });
    this.canvas = this.region.locator('canvas');
  }

  /**
   * How many distinct colours (quantised to 4 bits per channel) the canvas shows, from a real
   * screenshot of it, so it checks what reaches the screen rather than the WebGL buffer.
   */
  async distinctColours(): Promise<number> {
    const png = await this.canvas.screenshot();
    return this.page.evaluate(async (b64: string) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      // Every 7th pixel is plenty to tell a drawn map from a uniform fill.
      for (let i = 0; i < data.length; i += 4 * 7) {
        seen.add((((data[i] ?? 0) >> 4) << 8) | (((data[i + 1] ?? 0) >> 4) << 4) | ((data[i + 2] ?? 0) >> 4));
      }
      return seen.size;
    }, png.toString('base64'));
  }

  /**
   * The colours (RGB) a canvas shows at page points, from a real screenshot of it (what reaches the
   * screen). Each is the mean of a 3 × 3 patch, so a sub-pixel shift between two drawings does not count.
   */
  static async coloursAt(
    canvas: Locator,
    points: readonly { x: number; y: number }[],
  ): Promise<[number, number, number][]> {
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas is not on screen');
    const png = await canvas.screenshot();
    const local = points.map((p) => ({ x: Math.round(p.x - box.x), y: Math.round(p.y - box.y) }));
    return canvas.page().evaluate(
      async ({ b64, at }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const ctx = c.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(img, 0, 0);
        return at.map(({ x, y }) => {
          const d = ctx.getImageData(x - 1, y - 1, 3, 3).data;
          const mean = (k: number): number => {
            let s = 0;
            for (let i = k; i < d.length; i += 4) s += d[i] ?? 0;
            return Math.round(s / 9);
          };
          return [mean(0), mean(1), mean(2)] as [number, number, number];
        });
      },
      { b64: png.toString('base64'), at: local },
    );
  }

  /** Waits until the canvas is visible and shows a drawn map (not one uniform colour). */
  async expectDrawn(): Promise<void> {
    await expect(this.canvas).toBeVisible();
    // Pixi loads lazily and SwiftShader compiles shaders slowly: poll rather than sleep.
    await expect.poll(() => this.distinctColours(), { timeout: 20_000 }).toBeGreaterThan(8);
  }
}

/** A rectangle of one flat colour on a canvas, in pixels. */
export interface ColourBlock {
  readonly colour: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The bytes of a `width` × `height` PNG painted in the page: `blocks` filled one after another. */
export async function paintedPng(
  page: Page,
  width: number,
  height: number,
  blocks: readonly ColourBlock[],
): Promise<number[]> {
  return page.evaluate(
    async ({ width, height, blocks }) => {
      const c = new OffscreenCanvas(width, height);
      const g = c.getContext('2d');
      if (!g) throw new Error('no 2d context');
      for (const b of blocks) {
        g.fillStyle = b.colour;
        g.fillRect(b.x, b.y, b.w, b.h);
      }
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return Array.from(bytes);
    },
    { width, height, blocks },
  );
}

/** A hex by axial coordinates. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * Where a hex's centre is on the page in the map drawn in `host` (a `.canvas-host`: the GM's map, the
 * GM's preview of the display, the display), asking its renderer, so zoom and pan do not matter.
 */
export async function hexPointIn(host: Locator, hex: Hex): Promise<{ x: number; y: number }> {
  await expect(host).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  // The point must hold still over a few frames: a tool bar that appears or goes resizes the canvas, and
  // on a loaded machine the camera follows a frame or two later — a click on the old point would miss.
  return host.evaluate(async (host, h) => {
    const r = (host as HTMLElement & { hexMap: { screenPointOf(x: Hex): { x: number; y: number } } }).hexMap;
    const at = (): { x: number; y: number } => {
      const p = r.screenPointOf(h);
      const box = host.getBoundingClientRect();
      return { x: box.left + p.x, y: box.top + p.y };
    };
    const frame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()));
    let last = at();
    for (let stable = 0, tries = 0; stable < 3 && tries < 60; tries++) {
      await frame();
      const now = at();
      stable = Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5 ? stable + 1 : 0;
      last = now;
    }
    return last;
  }, hex);
}

/** Where a combatant's token disc is on the page in the map drawn in `host`, with its contact links. */
export async function tokenPointIn(
  host: Locator,
  combatantId: string,
): Promise<{ x: number; y: number; contacts: number }> {
  await expect(host).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  return host.evaluate((host, id) => {
    type Spot = { x: number; y: number; contacts: number } | null;
    const r = (host as HTMLElement & { hexMap: { tokenScreenPointOf(id: string): Spot } }).hexMap;
    const p = r.tokenScreenPointOf(id);
    if (!p) throw new Error(`no token for ${id}`);
    const box = host.getBoundingClientRect();
    return { x: box.left + p.x, y: box.top + p.y, contacts: p.contacts };
  }, combatantId);
}

/** The GM's map: tools, hexes on screen, the ruler. */
export class GmMap extends MapRegion {
  /** Where a hex's centre is on the page (asks the renderer, so zoom and pan do not matter). */
  async hexPoint(hex: Hex): Promise<{ x: number; y: number }> {
    return hexPointIn(this.region.locator('.canvas-host').first(), hex);
  }

  async tool(name: string): Promise<void> {
    await this.region
      .getByRole('toolbar', { name: 'Map tools' })
      .getByRole('button', { name, exact: true })
      .click();
  }

  /**
   * Opens the Scene tool and imports a PNG as the scene's background; returns the Scene settings
   * region (left open for the placement controls and the zone-fill slider).
   */
  async importBackground(name: string, png: readonly number[]): Promise<Locator> {
    await this.tool('Scene');
    const settings = this.region.getByRole('region', { name: 'Scene settings' });
    await settings
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(png) });
    return settings;
  }

  async clickHex(hex: Hex): Promise<void> {
    const p = await this.hexPoint(hex);
    await this.page.mouse.click(p.x, p.y);
  }

  /** Presses on one hex, moves in steps, releases on another (drag a token, a ruler, a brush). */
  async dragHex(from: Hex, to: Hex): Promise<void> {
    const a = await this.hexPoint(from);
    const b = await this.hexPoint(to);
    await this.dragPoints(a, b);
  }

  rulerReading(): Locator {
    return this.region.getByTestId('ruler-reading');
  }

  /**
   * Where a combatant's token disc is on the page (fanned out when it shares a hex), and how many
   * contact links the map draws to it.
   */
  async tokenPoint(combatantId: string): Promise<{ x: number; y: number; contacts: number }> {
    return tokenPointIn(this.region.locator('.canvas-host').first(), combatantId);
  }

  /** Presses on one page point, moves in steps, releases on another. */
  async dragPoints(a: { x: number; y: number }, b: { x: number; y: number }): Promise<void> {
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 6 });
    await this.page.mouse.move(b.x, b.y, { steps: 6 });
    await this.page.mouse.up();
  }
}
