/**
 * The player display (player.html). Records every WebSocket frame the page receives, so tests can
 * prove hidden things never reach it (not merely that they are not drawn).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { heldSnapshot } from './frames';
import type { PlayerView } from '@shared/view/playerView';
import { MapRegion } from './mapRegion';

export class PlayerPage {
  readonly map: MapRegion;
  readonly initiative: Locator;
  readonly log: Locator;
  /** Every text frame received over any WebSocket of this page, in order. */
  readonly frames: string[] = [];

  constructor(readonly page: Page) {
    this.map = new MapRegion(page);
    this.initiative = page.getByRole('region', { name: 'Initiative', exact: true });
    this.log = page.getByRole('region', { name: 'Log', exact: true });
  }

  /** Starts recording; call before {@link goto} so the first frames are caught too. */
  recordFrames(): void {
    this.page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        this.frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'));
      });
    });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.map.region).toBeVisible({ timeout: 20_000 });
  }

  /** All frames joined, for "never contains" checks. */
  allFrames(): string {
    return this.frames.join('\n');
  }

  /** The player view of the newest snapshot the page received (push or reply), or null. */
  lastView(): PlayerView | null {
    const held = heldSnapshot(this.frames, 'player');
    return held?.role === 'player' ? held.view : null;
  }
}
