/**
 * The map's image bookkeeping (map/campaignImages.ts): images belong to the open campaign, and
 * nothing of campaign A, loaded or still loading, survives opening campaign B (issue 15).
 */
import { describe, expect, it } from 'vitest';
import { CampaignImages } from '../../../../src/renderer/map/campaignImages';

interface FakeTexture {
  readonly url: string;
  disposed: boolean;
}

/** A loader whose loads finish when the test says so, recording what it disposed. */
function fakeLoader() {
  const pending = new Map<string, { resolve: (t: FakeTexture) => void; reject: (e: Error) => void }>();
  const loads: string[] = [];
  const disposed: string[] = [];
  return {
    loads,
    disposed,
    loader: {
      load: (url: string) =>
        new Promise<FakeTexture>((resolve, reject) => {
          loads.push(url);
          pending.set(url, { resolve, reject });
        }),
      dispose: (t: FakeTexture) => {
        t.disposed = true;
        disposed.push(t.url);
      },
    },
    finish(url: string): FakeTexture {
      const texture = { url, disposed: false };
      pending.get(url)?.resolve(texture);
      pending.delete(url);
      return texture;
    },
    fail(url: string): void {
      pending.get(url)?.reject(new Error('404'));
      pending.delete(url);
    },
  };
}

const A_IMAGE = '/asset/aaaa.png?token=t';
const B_IMAGE = '/asset/bbbb.png?token=t';

/** Campaign A open in images loaded through a {@link fakeLoader}. */
function campaignAOpen() {
  const f = fakeLoader();
  const images = new CampaignImages(f.loader);
  images.setCampaign('A');
  return { f, images };
}

describe('campaign images', () => {
  it('loads an image once and shares it while the campaign stays open', async () => {
    const { f, images } = campaignAOpen();
    const first = images.get(A_IMAGE);
    const second = images.get(A_IMAGE);
    const texture = f.finish(A_IMAGE);
    expect(await first).toBe(texture);
    expect(await second).toBe(texture);
    expect(await images.get(A_IMAGE)).toBe(texture);
    expect(f.loads).toEqual([A_IMAGE]);
    // Reopening the same key changes nothing.
    expect(images.setCampaign('A')).toBe(false);
    expect(texture.disposed).toBe(false);
  });

  it('opening another campaign disposes every image of the old one', async () => {
    const { f, images } = campaignAOpen();
    const loading = images.get(A_IMAGE);
    const texture = f.finish(A_IMAGE);
    await loading;
    expect(images.setCampaign('B')).toBe(true);
    expect(texture.disposed).toBe(true);
    expect(images.urls()).toEqual([]);
    // The same URL in campaign B is loaded afresh, not taken from A.
    const again = images.get(A_IMAGE);
    const fresh = f.finish(A_IMAGE);
    expect(await again).toBe(fresh);
    expect(f.loads).toEqual([A_IMAGE, A_IMAGE]);
  });

  it('an image of A that arrives after B opened is disposed at once and never handed out', async () => {
    const { f, images } = campaignAOpen();
    const late = images.get(A_IMAGE);
    images.setCampaign('B');
    const texture = f.finish(A_IMAGE);
    expect(await late).toBeNull();
    expect(texture.disposed).toBe(true);
    expect(images.urls()).toEqual([]);
  });

  it('keeps only the images still shown: a replaced background is disposed, the kept one is not', async () => {
    const { f, images } = campaignAOpen();
    const a = images.get(A_IMAGE);
    const b = images.get(B_IMAGE);
    const ta = f.finish(A_IMAGE);
    const tb = f.finish(B_IMAGE);
    await Promise.all([a, b]);
    images.retain([B_IMAGE]);
    expect(f.disposed).toEqual([A_IMAGE]);
    expect(ta.disposed).toBe(true);
    expect(tb.disposed).toBe(false);
    expect(images.urls()).toEqual([B_IMAGE]);
    images.clear();
    expect(tb.disposed).toBe(true);
    // Each texture is disposed exactly once.
    images.clear();
    images.setCampaign(null);
    expect(f.disposed).toEqual([A_IMAGE, B_IMAGE]);
  });

  it('a failed load rejects and is tried again next time', async () => {
    const { f, images } = campaignAOpen();
    const failing = images.get(A_IMAGE);
    f.fail(A_IMAGE);
    await expect(failing).rejects.toThrow('404');
    expect(images.urls()).toEqual([]);
    const retry = images.get(A_IMAGE);
    const texture = f.finish(A_IMAGE);
    expect(await retry).toBe(texture);
  });
});
