/**
 * Campaign images for views: the URL to load one from ({@link assetUrl}) and storing a file picked by
 * the GM ({@link putAsset}). No i18n and no Svelte here, so unit tests import it in node; a problem is
 * reported as an {@link AssetImportError} whose `problem` the UI turns into a message in its language.
 *
 * The map draws a background with `assetUrl(background.assetId)` as the image URL: same-origin in both
 * transports (web: `/asset/<id>?token=…` on the loopback server; Electron: `app://<role>/asset/<id>`).
 */
import type { HexscreenBridge } from '@shared/contract/bridge';
import type { ChannelOutputs, Role } from '@shared/contract/channels';
import type { Envelope, ErrorCode } from '@shared/contract/envelope';
import {
  assetPath,
  imageTypeOfFileName,
  imageTypeOfMime,
  isAssetId,
  MAX_ASSET_BYTES,
  sniffImageType,
  type ImageType,
} from '@shared/contract/assets';
import { currentBridge } from './api';

/** Why an image was not stored. `refused` carries the main process's own message in the error. */
export type ImportProblem =
  | { readonly kind: 'type' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-large'; readonly size: number; readonly max: number }
  | { readonly kind: 'not-image'; readonly declared: ImageType }
  | { readonly kind: 'mismatch'; readonly declared: ImageType; readonly actual: ImageType }
  | { readonly kind: 'unreadable'; readonly reason: string }
  | { readonly kind: 'not-connected' }
  | { readonly kind: 'refused'; readonly code: ErrorCode };

/** Thrown by {@link putAsset}; `message` is readable English, `problem` says what to translate. */
export class AssetImportError extends Error {
  override name = 'AssetImportError';
  constructor(
    readonly problem: ImportProblem,
    message: string,
  ) {
    super(message);
  }
}

const TYPE_NAMES: Readonly<Record<ImageType, string>> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP' };

/** The type a picked file says it is: its MIME type, else its name's extension (some systems give no MIME). */
export function declaredImageType(file: Blob): ImageType | null {
  const byMime = imageTypeOfMime(file.type);
  if (byMime) return byMime;
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  // An explicit non-image MIME type wins over a misleading extension.
  return file.type === '' ? imageTypeOfFileName(name) : null;
}

/** The same checks as the main process's (contract/assets.ts `checkImage`), as a problem to translate. */
export function imageProblem(bytes: Uint8Array, declared: ImageType): ImportProblem | null {
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > MAX_ASSET_BYTES) return { kind: 'too-large', size: bytes.length, max: MAX_ASSET_BYTES };
  const actual = sniffImageType(bytes);
  if (actual === null) return { kind: 'not-image', declared };
  if (actual !== declared) return { kind: 'mismatch', declared, actual };
  return null;
}

function englishMessage(problem: ImportProblem): string {
  switch (problem.kind) {
    case 'type':
      return 'Only PNG, JPEG and WebP images can be imported.';
    case 'empty':
      return 'The file is empty.';
    case 'too-large':
      return `The image is ${(problem.size / 2 ** 20).toFixed(1)} MB; the largest accepted is ${(problem.max / 2 ** 20).toFixed(1)} MB.`;
    case 'not-image':
      return `The file is not a ${TYPE_NAMES[problem.declared]} image.`;
    case 'mismatch':
      return `The file claims to be ${TYPE_NAMES[problem.declared]} but its content is ${TYPE_NAMES[problem.actual]}.`;
    case 'unreadable':
      return `The image could not be read: ${problem.reason}`;
    case 'not-connected':
      return 'Not connected to Hexscreen; try again once the connection is back.';
    case 'refused':
      return 'The image was refused.';
  }
}

function importError(problem: ImportProblem): AssetImportError {
  return new AssetImportError(problem, englishMessage(problem));
}

/** What {@link assetUrlFor} needs to know about the page. */
export interface PageInfo {
  /** The role under Electron (the preload bridge's), or null in web mode. */
  readonly electronRole: Role | null;
  /** The page's origin and query (web mode: the server and `?token=…`). */
  readonly origin: string;
  readonly search: string;
}

/**
 * The URL of an asset for a page. Electron: `app://<role>/asset/<id>`, the page's own origin in a
 * built app (each role's page is served from the host named after the role, see
 * src/main/security/appOrigin.ts). Web: `<origin>/asset/<id>?token=<this page's token>`, since an
 * image request cannot carry a header. Throws a RangeError for a malformed id, so no caller can
 * build a URL that points anywhere else.
 */
export function assetUrlFor(assetId: string, page: PageInfo): string {
  if (!isAssetId(assetId)) throw new RangeError(`not an asset id: ${JSON.stringify(assetId).slice(0, 80)}`);
  if (page.electronRole !== null) return `app://${page.electronRole}${assetPath(assetId)}`;
  const token = new URLSearchParams(page.search).get('token') ?? '';
  return `${page.origin}${assetPath(assetId)}?token=${encodeURIComponent(token)}`;
}

/** The URL to load the open campaign's image `assetId` from, on this page (see {@link assetUrlFor}). */
export function assetUrl(assetId: string): string {
  const electron = window.hexscreen;
  return assetUrlFor(assetId, {
    electronRole: electron ? electron.role : null,
    origin: location.origin,
    search: location.search,
  });
}

/**
 * Reads a picked file and checks it as the main process will (type from its MIME type or name, size,
 * magic bytes), so a bad file gets an answer before anything is sent. Throws an {@link AssetImportError}.
 */
export async function readImageFile(
  file: File | Blob,
): Promise<{ readonly type: ImageType; readonly bytes: Uint8Array<ArrayBuffer> }> {
  const declared = declaredImageType(file);
  if (!declared) throw importError({ kind: 'type' });
  // Before reading: a huge file is refused without loading it into memory.
  if (file.size > MAX_ASSET_BYTES) {
    throw importError({ kind: 'too-large', size: file.size, max: MAX_ASSET_BYTES });
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (e) {
    throw importError({ kind: 'unreadable', reason: e instanceof Error ? e.message : String(e) });
  }
  const problem = imageProblem(bytes, declared);
  if (problem) throw importError(problem);
  return { type: declared, bytes };
}

/**
 * Sends checked image bytes to the main process (`asset:put`) and returns the asset id. Throws an
 * {@link AssetImportError}; a refusal carries the main process's message.
 */
export async function storeImage(
  type: ImageType,
  bytes: Uint8Array<ArrayBuffer>,
  bridge: HexscreenBridge | null = currentBridge(),
): Promise<string> {
  if (!bridge) throw importError({ kind: 'not-connected' });
  let reply: Envelope<ChannelOutputs['asset:put']>;
  try {
    reply = await bridge.invoke('asset:put', { type, bytes });
  } catch (e) {
    // The bridge promises not to reject; if it does anyway, the GM still gets a message.
    throw importError({ kind: 'unreadable', reason: e instanceof Error ? e.message : String(e) });
  }
  if (!reply.ok) {
    throw new AssetImportError({ kind: 'refused', code: reply.error.code }, reply.error.message);
  }
  const { assetId } = reply.value;
  // Checked because it goes straight into a command and a URL.
  if (!isAssetId(assetId)) {
    throw new AssetImportError({ kind: 'refused', code: 'internal' }, 'The image could not be stored.');
  }
  return assetId;
}

/**
 * Stores an image file (PNG, JPEG or WebP, at most 15 MiB) in the open campaign's `assets/` folder and
 * returns its asset id, ready for `scene/setBackground`. Checked here first ({@link readImageFile}) for
 * an immediate answer, and again by the main process. Throws an {@link AssetImportError} (an Error with a
 * readable message); nothing is changed on failure. GM page only: players may not store images.
 */
export async function putAsset(
  file: File | Blob,
  bridge: HexscreenBridge | null = currentBridge(),
): Promise<string> {
  const { type, bytes } = await readImageFile(file);
  return storeImage(type, bytes, bridge);
}
