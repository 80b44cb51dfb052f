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

  /** Waits until the canvas is visible and shows a drawn map (not one uniform colour). */
  async expectDrawn(): Promise<void> {
    await expect(this.canvas).toBeVisible();
    // Pixi loads lazily and SwiftShader compiles shaders slowly: poll rather than sleep.
    await expect.poll(() => this.distinctColours(), { timeout: 20_000 }).toBeGreaterThan(8);
  }
}

/** A hex by axial coordinates. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The GM's map: tools, hexes on screen, the ruler. */
export class GmMap extends MapRegion {
  /** Where a hex's centre is on the page (asks the renderer, so zoom and pan do not matter). */
  async hexPoint(hex: Hex): Promise<{ x: number; y: number }> {
    await expect(this.region.locator('.canvas-host[data-ready="true"]')).toBeAttached();
    // The point must hold still over a few frames: a tool bar that appears or goes resizes the canvas, and
    // on a loaded machine the camera follows a frame or two later — a click on the old point would miss.
    return this.region.locator('.canvas-host').evaluate(async (host, h) => {
      const r = (host as HTMLElement & { hexMap: { screenPointOf(x: Hex): { x: number; y: number } } })
        .hexMap;
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

  async tool(name: string): Promise<void> {
    await this.region
      .getByRole('toolbar', { name: 'Map tools' })
      .getByRole('button', { name, exact: true })
      .click();
  }

  async clickHex(hex: Hex): Promise<void> {
    const p = await this.hexPoint(hex);
    await this.page.mouse.click(p.x, p.y);
  }

  /** Presses on one hex, moves in steps, releases on another (drag a token, a ruler, a brush). */
  async dragHex(from: Hex, to: Hex): Promise<void> {
    const a = await this.hexPoint(from);
    const b = await this.hexPoint(to);
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    await this.page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 6 });
    await this.page.mouse.move(b.x, b.y, { steps: 6 });
    await this.page.mouse.up();
  }

  rulerReading(): Locator {
    return this.region.getByTestId('ruler-reading');
  }
}
