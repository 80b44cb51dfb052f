/**
 * Images stored in a campaign's `assets/` folder (map backgrounds): which types are accepted, how big
 * they may be, how an asset id looks, and the magic-byte check. Pure, so the main process (which
 * enforces it) and the renderer (which checks before sending, for an immediate message) share one
 * definition.
 */
import { z } from 'zod';
import { MapBackground } from '../model/campaign';

/** An accepted image type; also the asset id's file extension. */
export const ImageType = z.enum(['png', 'jpg', 'webp']);
/** An accepted image type; also the asset id's file extension. */
export type ImageType = z.infer<typeof ImageType>;

/**
 * Largest image accepted, in bytes (15 MiB). Big enough for a high-resolution battle map, small
 * enough that a whole file in memory on each side of the transport is harmless.
 */
export const MAX_ASSET_BYTES = 15 * 1024 * 1024;

/**
 * An asset id, `<sha256 hex>.<png|jpg|webp>`: the model's own schema (MapBackground.assetId), reused
 * so a stored id is always one a background may reference. Its strictness is what makes serving by
 * id safe: no separators, no dots but the one before the extension.
 */
export const AssetId = MapBackground.shape.assetId;

/** True when `value` is a well-formed asset id. */
export function isAssetId(value: unknown): value is string {
  return AssetId.safeParse(value).success;
}

/** The MIME type each image type is declared and served as. */
export const IMAGE_MIME: Readonly<Record<ImageType, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The image type an asset id's extension names. */
export function imageTypeOfAssetId(assetId: string): ImageType | null {
  const ext = assetId.slice(assetId.lastIndexOf('.') + 1);
  const parsed = ImageType.safeParse(ext);
  return parsed.success ? parsed.data : null;
}

/** The image type of a MIME type (parameters such as `; charset` ignored), or null when not accepted. */
export function imageTypeOfMime(mime: string | null | undefined): ImageType | null {
  const bare = (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (bare === 'image/png') return 'png';
  // image/jpg and image/pjpeg are not registered, but some systems report them for .jpg files.
  if (bare === 'image/jpeg' || bare === 'image/jpg' || bare === 'image/pjpeg') return 'jpg';
  if (bare === 'image/webp') return 'webp';
  return null;
}

/** The image type of a file name's extension (`.jpeg` counts as jpg), or null. */
export function imageTypeOfFileName(name: string): ImageType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  if (ext === 'png') return 'png';
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  if (ext === 'webp') return 'webp';
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

/**
 * The image type the file's first bytes say it is (PNG signature, JPEG SOI marker, RIFF…WEBP), or
 * null. Only the signature is read: decoding is left to the browser, which never runs image bytes.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  // "RIFF", 4 bytes of length, "WEBP".
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

/** Human names of the types, for messages. */
const TYPE_NAMES: Readonly<Record<ImageType, string>> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP' };

/** Why an image was refused: an envelope error code and a message the GM can act on. */
export interface ImageProblem {
  readonly code: 'too-large' | 'invalid';
  readonly message: string;
}

/** A byte count as MB with one decimal (1 MB = 2^20 bytes, as file managers mostly show it). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The message for an image over {@link MAX_ASSET_BYTES}. */
export function tooLargeMessage(bytes: number): string {
  const size = formatMegabytes(bytes);
  const max = formatMegabytes(MAX_ASSET_BYTES);
  // "15.0 MB; the largest accepted is 15.0 MB" would read as a contradiction.
  if (size === max) return `The image is over ${max}, the largest accepted size.`;
  return `The image is ${size}; the largest accepted is ${max}.`;
}

/**
 * Checks an image before it is stored: not empty, not over {@link MAX_ASSET_BYTES}, and its magic
 * bytes are those of the declared type (a renamed file, or something that is no image at all, is
 * refused rather than stored under a misleading extension and Content-Type). Null when fine.
 */
export function checkImage(bytes: Uint8Array, declared: ImageType): ImageProblem | null {
  if (bytes.length === 0) return { code: 'invalid', message: 'The file is empty.' };
  if (bytes.length > MAX_ASSET_BYTES) return { code: 'too-large', message: tooLargeMessage(bytes.length) };
  const actual = sniffImageType(bytes);
  if (actual === null) {
    return {
      code: 'invalid',
      message: `The file is not a ${TYPE_NAMES[declared]} image (its content is not a PNG, JPEG or WebP image).`,
    };
  }
  if (actual !== declared) {
    return {
      code: 'invalid',
      message: `The file claims to be ${TYPE_NAMES[declared]} but its content is ${TYPE_NAMES[actual]}; save it with the right type and try again.`,
    };
  }
  return null;
}

/**
 * Where assets are served, relative to the page's origin: `/asset/<assetId>` (web mode adds
 * `?token=…`; in Electron the app:// protocol serves the same path). Not `/assets/`, which is
 * the renderer build's own folder.
 */
export const ASSET_PATH_PREFIX = '/asset/';

/** Web mode: where the GM's page POSTs an image (raw bytes, `Content-Type: image/…`, `Authorization: Bearer <token>`). */
export const ASSET_UPLOAD_PATH = '/asset';

/** Served images never change under their id (it is their SHA-256), so views may cache them for good. */
export const ASSET_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The origin-relative path of an asset. */
export function assetPath(assetId: string): string {
  return `${ASSET_PATH_PREFIX}${assetId}`;
}
