/**
 * The `asset:put` channel through the shared dispatcher (what Electron IPC calls directly and web
 * mode's POST /asset calls on the GM's behalf): GM only, its own size limit counted in bytes of the
 * image rather than of a JSON form, input schema, then the asset service's magic-byte check.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import { MAX_ASSET_BYTES, sniffImageType, type ImageType } from '@shared/contract/assets';
import { channels, MAX_PAYLOAD_BYTES, maxPayloadBytes } from '@shared/contract/channels';
import { AssetError } from '../../../../src/main/store/assetService';
import { checkImage } from '@shared/contract/assets';
import { createDispatcher, payloadSize } from '../../../../src/main/transport/dispatcher';
import { JPEG_HEAD, PNG_1X1, WEBP_HEAD } from '../../../helpers/images';
import { memorySession, startedDispatcher } from '../../helpers/session';

/** A dispatcher whose asset service records what reaches it and checks like the real one. */
async function setup(): Promise<{
  dispatch: ReturnType<typeof createDispatcher>;
  stored: { type: ImageType; bytes: Uint8Array }[];
}> {
  const stored: { type: ImageType; bytes: Uint8Array }[] = [];
  const dispatch = await startedDispatcher({
    assets: {
      put(type, bytes) {
        const problem = checkImage(bytes, type);
        if (problem) return Promise.reject(new AssetError(problem.code, problem.message));
        stored.push({ type, bytes });
        return Promise.resolve({ assetId: `${'e'.repeat(64)}.${type}` });
      },
    },
  });
  return { dispatch, stored };
}

const gm = { role: 'gm' as const, id: 't' };

describe('asset:put', () => {
  it('is a GM-only channel with its own size limit, above the general one', () => {
    expect(channels['asset:put'].roles).toEqual(['gm']);
    expect(maxPayloadBytes('asset:put')).toBeGreaterThan(MAX_ASSET_BYTES);
    expect(maxPayloadBytes('session:command')).toBe(MAX_PAYLOAD_BYTES);
  });

  it('stores a GM image and returns its id', async () => {
    const { dispatch, stored } = await setup();
    const reply = await dispatch(gm, 'asset:put', { type: 'png', bytes: PNG_1X1 });
    expect(reply).toEqual({ ok: true, value: { assetId: `${'e'.repeat(64)}.png` } });
    expect(stored).toHaveLength(1);
  });

  it('accepts a Node Buffer as the bytes (what the web upload route passes)', async () => {
    const { dispatch } = await setup();
    const reply = await dispatch(gm, 'asset:put', { type: 'png', bytes: Buffer.from(PNG_1X1) });
    expect(reply.ok).toBe(true);
  });

  it('refuses a player before looking at the input', async () => {
    const { dispatch, stored } = await setup();
    const reply = await dispatch({ role: 'player', id: 'p' }, 'asset:put', { type: 'png', bytes: PNG_1X1 });
    expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(stored).toHaveLength(0);
  });

  it('refuses a payload over the channel limit before parsing it, giving sizes in MB', async () => {
    const { dispatch, stored } = await setup();
    const reply = await dispatch(gm, 'asset:put', {
      type: 'png',
      bytes: new Uint8Array(MAX_ASSET_BYTES + 1_000_000),
    });
    expect(reply).toMatchObject({
      ok: false,
      error: {
        code: 'too-large',
        message: expect.stringMatching(/^the input is 16\.7 MB; the limit is 15\.7 MB$/) as string,
      },
    });
    expect(stored).toHaveLength(0);
  });

  it('refuses an image just over 15 MiB (within the channel overhead) with the image message', async () => {
    const { dispatch } = await setup();
    const bytes = new Uint8Array(MAX_ASSET_BYTES + 10);
    bytes.set(PNG_1X1);
    const reply = await dispatch(gm, 'asset:put', { type: 'png', bytes });
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'too-large', message: expect.stringMatching(/largest accepted/) as string },
    });
  });

  it('refuses mismatched magic bytes with code invalid and a human message', async () => {
    const { dispatch, stored } = await setup();
    const reply = await dispatch(gm, 'asset:put', { type: 'webp', bytes: JPEG_HEAD });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'invalid',
        message: expect.stringMatching(/claims to be WebP but its content is JPEG/) as string,
      },
    });
    expect(stored).toHaveLength(0);
  });

  it.each([
    [{ type: 'gif', bytes: PNG_1X1 }],
    [{ type: 'png', bytes: [137, 80, 78, 71] }],
    [{ type: 'png', bytes: 'iVBORw0KGgo=' }],
    [{ type: 'png' }],
    [{ type: 'png', bytes: PNG_1X1, extra: 1 }],
    [{ type: 'png', bytes: new Uint16Array(4) }],
  ])('refuses malformed input %j as bad-request', async (input) => {
    const { dispatch, stored } = await setup();
    const reply = await dispatch(gm, 'asset:put', input);
    expect(reply).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(stored).toHaveLength(0);
  });

  it('without an asset service the channel fails cleanly', async () => {
    const session = memorySession();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reply = await createDispatcher(session)(gm, 'asset:put', { type: 'png', bytes: PNG_1X1 });
    expect(reply).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('asset:put over generated bytes', () => {
  it('stores exactly the inputs whose signature is the declared type', async () => {
    const { dispatch, stored } = await setup();
    const signatures = [PNG_1X1.slice(0, 8), JPEG_HEAD.slice(0, 3), WEBP_HEAD.slice(0, 12), new Uint8Array()];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ImageType>('png', 'jpg', 'webp'),
        fc.constantFrom(...signatures),
        fc.uint8Array({ maxLength: 64 }),
        async (type, head, tail) => {
          const bytes = new Uint8Array([...head, ...tail]);
          const before = stored.length;
          const reply = await dispatch(gm, 'asset:put', { type, bytes });
          const matches = bytes.length > 0 && sniffImageType(bytes) === type;
          expect(reply.ok).toBe(matches);
          expect(stored.length).toBe(before + (matches ? 1 : 0));
          if (!reply.ok) expect(reply.error.code).toBe('invalid');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('payloadSize', () => {
  it('counts byte arrays by their length, the rest by its JSON form', () => {
    expect(payloadSize({ a: 1 })).toBe(7);
    expect(payloadSize({ type: 'png', bytes: new Uint8Array(1000) })).toBe(
      1000 + JSON.stringify({ type: 'png', bytes: null }).length,
    );
    expect(payloadSize(undefined)).toBe(0);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(payloadSize(cyclic)).toBeNull();
    expect(payloadSize({ n: 1n })).toBeNull();
  });
});
