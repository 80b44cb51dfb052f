/**
 * Images of the open campaign: storing one (checked, then content-addressed by the campaign store)
 * and finding one to serve. Both transports use it: the dispatcher's `asset:put` handler, the web
 * server's `GET /asset/<id>` and Electron's app:// protocol. Which campaign is open is asked at each
 * call, so an image always lands in, and is served from, the campaign open at that moment.
 */
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

import { checkImage, isAssetId, type ImageType } from '@shared/contract/assets';
import type { ErrorCode } from '@shared/contract/envelope';
import { ASSET_DIR } from './campaignStore';
import type { CampaignStore } from './types';

/** A refusal of `asset:put`, reported to the view as `{ code, message }`. */
export class AssetError extends Error {
  override name = 'AssetError';
  constructor(
    readonly code: Extract<ErrorCode, 'too-large' | 'invalid' | 'no-campaign'>,
    message: string,
  ) {
    super(message);
  }
}

/** Finds the file of an asset of the open campaign (what the GET route and app:// need). */
export interface AssetLocator {
  /**
   * The absolute path of `assetId` in the open campaign's `assets/` folder, or null when the id is
   * malformed, no campaign is open, or no such regular file is there (symlinks out are refused).
   */
  locate(assetId: string): Promise<string | null>;
}

export interface AssetService extends AssetLocator {
  /** Checks (size, magic bytes) and stores an image in the open campaign; returns its id. */
  put(type: ImageType, bytes: Uint8Array): Promise<{ assetId: string }>;
}

function inside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel !== '' && !isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`);
}

/**
 * Builds the service over the campaign store; `campaignPath` tells which campaign is open (null:
 * none), e.g. from the session's GM snapshot.
 */
export function createAssetService(store: CampaignStore, campaignPath: () => string | null): AssetService {
  return {
    async put(type, bytes) {
      const problem = checkImage(bytes, type);
      if (problem) throw new AssetError(problem.code, problem.message);
      const path = campaignPath();
      if (path === null) throw new AssetError('no-campaign', 'Open a campaign before importing an image.');
      return { assetId: await store.putAsset(path, bytes, type) };
    },

    async locate(assetId) {
      // The strict id (hex digest + known extension) is the traversal guard; the checks below are
      // belt and braces against a symlink planted in assets/.
      if (!isAssetId(assetId)) return null;
      const path = campaignPath();
      if (path === null) return null;
      const dir = join(resolve(path), ASSET_DIR);
      const file = join(dir, assetId);
      try {
        const [realDir, realFile] = await Promise.all([realpath(dir), realpath(file)]);
        if (!inside(realDir, realFile)) return null;
        const info = await stat(realFile);
        return info.isFile() ? realFile : null;
      } catch {
        return null;
      }
    },
  };
}
