/** The shared image rules (contract/assets.ts): ids, types and the magic-byte check both sides use. */
import { describe, expect, it } from 'vitest';
import {
  assetPath,
  checkImage,
  imageTypeOfAssetId,
  imageTypeOfFileName,
  imageTypeOfMime,
  isAssetId,
  MAX_ASSET_BYTES,
  sniffImageType,
} from '@shared/contract/assets';
import { JPEG_HEAD, PNG_1X1, TEXT_BYTES, WEBP_HEAD } from '../../../helpers/images';

const HEX = 'a'.repeat(64);

describe('asset ids', () => {
  it.each([`${HEX}.png`, `${HEX}.jpg`, `${HEX}.webp`, `${'0123456789abcdef'.repeat(4)}.png`])(
    'accepts %s',
    (id) => expect(isAssetId(id)).toBe(true),
  );

  it.each([
    `${HEX}.gif`,
    `${HEX}.PNG`,
    `${'A'.repeat(64)}.png`,
    `${HEX.slice(1)}.png`,
    `${HEX}a.png`,
    `../${HEX}.png`,
    `${HEX}.png/..`,
    `${HEX}.png%00`,
    `${HEX}.png\0`,
    '..',
    'campaign.json',
    '',
    42,
    null,
  ])('refuses %s', (id) => expect(isAssetId(id)).toBe(false));

  it('reads the type from the extension and builds the served path', () => {
    expect(imageTypeOfAssetId(`${HEX}.webp`)).toBe('webp');
    expect(assetPath(`${HEX}.png`)).toBe(`/asset/${HEX}.png`);
  });
});

describe('declared types', () => {
  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['IMAGE/JPEG; foo=bar', 'jpg'],
    ['image/jpg', 'jpg'],
    ['image/webp', 'webp'],
    ['image/gif', null],
    ['image/svg+xml', null],
    ['', null],
    [undefined, null],
  ] as const)('MIME %s → %s', (mime, type) => expect(imageTypeOfMime(mime)).toBe(type));

  it.each([
    ['map.png', 'png'],
    ['Map.JPEG', 'jpg'],
    ['a.b.jpg', 'jpg'],
    ['x.webp', 'webp'],
    ['x.gif', null],
    ['png', null],
  ] as const)('file name %s → %s', (name, type) => expect(imageTypeOfFileName(name)).toBe(type));
});

describe('magic bytes', () => {
  it('recognizes PNG, JPEG and WebP signatures and nothing else', () => {
    expect(sniffImageType(PNG_1X1)).toBe('png');
    expect(sniffImageType(JPEG_HEAD)).toBe('jpg');
    expect(sniffImageType(WEBP_HEAD)).toBe('webp');
    expect(sniffImageType(TEXT_BYTES)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    // A RIFF file that is not WebP (a WAV) is not an image.
    expect(sniffImageType(Uint8Array.from([...'RIFF....WAVE'].map((c) => c.charCodeAt(0))))).toBeNull();
    // A truncated signature is not enough.
    expect(sniffImageType(PNG_1X1.slice(0, 7))).toBeNull();
  });

  it('accepts an image whose content matches its declared type', () => {
    expect(checkImage(PNG_1X1, 'png')).toBeNull();
    expect(checkImage(JPEG_HEAD, 'jpg')).toBeNull();
    expect(checkImage(WEBP_HEAD, 'webp')).toBeNull();
  });

  it('refuses a renamed file, a non-image and an empty file with a message naming the problem', () => {
    expect(checkImage(JPEG_HEAD, 'png')).toEqual({
      code: 'invalid',
      message: expect.stringMatching(/claims to be PNG but its content is JPEG/) as string,
    });
    expect(checkImage(TEXT_BYTES, 'webp')).toEqual({
      code: 'invalid',
      message: expect.stringMatching(/not a WebP image/) as string,
    });
    expect(checkImage(new Uint8Array(), 'png')).toEqual({ code: 'invalid', message: 'The file is empty.' });
  });

  it('refuses an image over the size limit, saying how big it is and what the limit is', () => {
    const big = new Uint8Array(MAX_ASSET_BYTES + 1);
    big.set(PNG_1X1);
    expect(checkImage(big, 'png')).toEqual({
      code: 'too-large',
      message: 'The image is over 15.0 MB, the largest accepted size.',
    });
    const bigger = new Uint8Array(20 * 2 ** 20);
    bigger.set(PNG_1X1);
    expect(checkImage(bigger, 'png')?.message).toBe('The image is 20.0 MB; the largest accepted is 15.0 MB.');
    const exact = new Uint8Array(MAX_ASSET_BYTES);
    exact.set(PNG_1X1);
    expect(checkImage(exact, 'png')).toBeNull();
  });
});
