/**
 * The map's images (scene backgrounds), each loaded once and owned for one open campaign only. Generic
 * over what a loaded image becomes (a Pixi texture in hexMap.ts), so this bookkeeping is tested in node.
 *
 * - {@link CampaignImages.setCampaign}: another campaign disposes everything loaded, or still loading,
 *   for the old one (its textures leave the GPU; nothing of it can be drawn again);
 * - {@link CampaignImages.retain}: disposes the images the map no longer shows (one replaced or removed);
 * - a load that finishes after its image was dropped is disposed at once and resolves to null, so a
 *   slow image of campaign A never appears in campaign B.
 */

/** How an image is loaded from its URL and freed. */
export interface ImageLoader<T> {
  load(url: string): Promise<T>;
  dispose(item: T): void;
}

interface Entry<T> {
  readonly promise: Promise<T | null>;
  readonly state: { item: T | null; dropped: boolean };
}

export class CampaignImages<T> {
  private campaign: string | null = null;
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly loader: ImageLoader<T>) {}

  /** Makes `campaign` (an opaque key) the open one; a change disposes every image of the old one. */
  setCampaign(campaign: string | null): boolean {
    if (campaign === this.campaign) return false;
    this.campaign = campaign;
    this.clear();
    return true;
  }

  /**
   * The image at `url`, loaded once (later calls share the load). Null when it was dropped before it
   * arrived (then already disposed). Rejects when loading fails; a later call tries again.
   */
  get(url: string): Promise<T | null> {
    const have = this.entries.get(url);
    if (have) return have.promise;
    const state: Entry<T>['state'] = { item: null, dropped: false };
    const promise = this.loader.load(url).then(
      (item) => {
        if (state.dropped) {
          this.loader.dispose(item);
          return null;
        }
        state.item = item;
        return item;
      },
      (err: unknown) => {
        if (this.entries.get(url)?.state === state) this.entries.delete(url);
        throw err;
      },
    );
    this.entries.set(url, { promise, state });
    return promise;
  }

  /** Disposes every image but those at `urls` (the ones the map shows now). */
  retain(urls: Iterable<string>): void {
    const keep = new Set(urls);
    for (const [url, { state }] of this.entries) {
      if (keep.has(url)) continue;
      this.entries.delete(url);
      state.dropped = true;
      if (state.item !== null) {
        const item = state.item;
        state.item = null;
        this.loader.dispose(item);
      }
    }
  }

  /** Disposes every image (the map is cleared or destroyed). */
  clear(): void {
    this.retain([]);
  }

  /** URLs held, loaded or loading (tests). */
  urls(): string[] {
    return [...this.entries.keys()];
  }
}
