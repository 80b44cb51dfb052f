/**
 * The renderer's asset helpers (src/renderer/lib/assets.ts and the web upload in api.ts): the URL an
 * image is loaded from under each transport, the checks made before an image is sent, and the errors
 * putAsset throws.
 */
import { describe, expect, it } from 'vitest';

import type { HexscreenBridge } from '@shared/contract/bridge';
import type { ChannelInput } from '@shared/contract/channels';
import { fail, ok } from '@shared/contract/envelope';
import { MAX_ASSET_BYTES } from '@shared/contract/assets';
import { uploadAsset } from '../../../../src/renderer/lib/api';
import {
  AssetImportError,
  assetUrlFor,
  declaredImageType,
  putAsset,
} from '../../../../src/renderer/lib/assets';
import { JPEG_HEAD, PNG_1X1, TEXT_BYTES } from '../../../helpers/images';

const ID = `${'a'.repeat(64)}.png`;

describe('assetUrlFor', () => {
  it('web mode: the page origin, /asset/<id> and the page token', () => {
    expect(
      assetUrlFor(ID, { electronRole: null, origin: 'http://127.0.0.1:4780', search: '?token=abc123' }),
    ).toBe(`http://127.0.0.1:4780/asset/${ID}?token=abc123`);
    // The token is encoded, whatever the page URL holds.
    expect(assetUrlFor(ID, { electronRole: null, origin: 'http://x', search: '?a=1&token=a%26b' })).toBe(
      `http://x/asset/${ID}?token=a%26b`,
    );
  });

  it("Electron: the role's own app:// origin", () => {
    expect(assetUrlFor(ID, { electronRole: 'gm', origin: 'null', search: '' })).toBe(`app://gm/asset/${ID}`);
    expect(assetUrlFor(ID, { electronRole: 'player', origin: 'null', search: '' })).toBe(
      `app://player/asset/${ID}`,
    );
  });

  it.each(['../campaign.json', `${ID}?x`, `${ID}#`, 'x', '', `//evil.example/${ID}`])(
    'throws for a malformed id %s rather than build a URL elsewhere',
    (id) => {
      expect(() => assetUrlFor(id, { electronRole: null, origin: 'http://x', search: '' })).toThrow(
        RangeError,
      );
    },
  );
});

describe('declaredImageType', () => {
  it('takes the MIME type, else the extension when the system gave none', () => {
    expect(declaredImageType(new File([PNG_1X1], 'map.png', { type: 'image/png' }))).toBe('png');
    expect(declaredImageType(new File([PNG_1X1], 'map.jpeg', { type: '' }))).toBe('jpg');
    expect(declaredImageType(new Blob([PNG_1X1], { type: 'image/webp' }))).toBe('webp');
    expect(declaredImageType(new File([PNG_1X1], 'map.png', { type: 'image/gif' }))).toBeNull();
    expect(declaredImageType(new File([PNG_1X1], 'map.gif', { type: '' }))).toBeNull();
    expect(declaredImageType(new Blob([PNG_1X1]))).toBeNull();
  });
});

/** A bridge that records asset:put calls and answers with `reply`. */
function fakeBridge(reply = ok({ assetId: ID })): HexscreenBridge & { calls: ChannelInput<'asset:put'>[] } {
  const calls: ChannelInput<'asset:put'>[] = [];
  return {
    role: 'gm',
    calls,
    invoke: (channel, input) => {
      if (channel === 'asset:put') calls.push(input as ChannelInput<'asset:put'>);
      return Promise.resolve(reply) as never;
    },
    onPush: () => () => {},
  };
}

async function problemOf(promise: Promise<unknown>): Promise<AssetImportError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AssetImportError);
  return err as AssetImportError;
}

describe('putAsset', () => {
  it('sends the checked bytes with their type and returns the asset id', async () => {
    const bridge = fakeBridge();
    const id = await putAsset(new File([PNG_1X1], 'map.png', { type: 'image/png' }), bridge);
    expect(id).toBe(ID);
    expect(bridge.calls).toEqual([{ type: 'png', bytes: PNG_1X1 }]);
  });

  it('refuses a wrong type, an empty file, a renamed file and a non-image before sending anything', async () => {
    const bridge = fakeBridge();
    const cases = [
      [new File([PNG_1X1], 'map.gif', { type: 'image/gif' }), { kind: 'type' }],
      [new File([], 'map.png', { type: 'image/png' }), { kind: 'empty' }],
      [
        new File([JPEG_HEAD], 'map.png', { type: 'image/png' }),
        { kind: 'mismatch', declared: 'png', actual: 'jpg' },
      ],
      [new File([TEXT_BYTES], 'map.webp', { type: 'image/webp' }), { kind: 'not-image', declared: 'webp' }],
    ] as const;
    for (const [file, problem] of cases) {
      const err = await problemOf(putAsset(file, bridge));
      expect(err.problem).toEqual(problem);
      expect(err.message.length).toBeGreaterThan(10);
    }
    expect(bridge.calls).toHaveLength(0);
  });

  it('refuses a file over 15 MiB without reading it, saying how big it is', async () => {
    const bridge = fakeBridge();
    const big = new File([new Uint8Array(MAX_ASSET_BYTES + 5 * 2 ** 20)], 'big.png', { type: 'image/png' });
    const err = await problemOf(putAsset(big, bridge));
    expect(err.problem).toEqual({ kind: 'too-large', size: big.size, max: MAX_ASSET_BYTES });
    expect(err.message).toBe('The image is 20.0 MB; the largest accepted is 15.0 MB.');
    expect(bridge.calls).toHaveLength(0);
  });

  it("passes the main process's refusal on with its message", async () => {
    const bridge = fakeBridge(fail('no-campaign', 'Open a campaign before importing an image.'));
    const err = await problemOf(putAsset(new File([PNG_1X1], 'm.png', { type: 'image/png' }), bridge));
    expect(err.problem).toEqual({ kind: 'refused', code: 'no-campaign' });
    expect(err.message).toBe('Open a campaign before importing an image.');
  });

  it('says so when there is no connection, and when the reply id is not an asset id', async () => {
    const file = new File([PNG_1X1], 'm.png', { type: 'image/png' });
    expect((await problemOf(putAsset(file, null))).problem).toEqual({ kind: 'not-connected' });
    const odd = fakeBridge(ok({ assetId: '../x' }));
    expect((await problemOf(putAsset(file, odd))).problem).toEqual({ kind: 'refused', code: 'internal' });
  });
});

describe('uploadAsset (web mode asset:put)', () => {
  it('POSTs the bytes to /asset on the WebSocket server with the token as a bearer', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetchImpl = ((url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(ok({ assetId: ID })), { status: 200 }));
    }) as unknown as typeof fetch;
    const reply = await uploadAsset(
      'ws://127.0.0.1:4780/ws?token=t0k',
      { type: 'png', bytes: PNG_1X1 },
      fetchImpl,
    );
    expect(reply).toEqual({ ok: true, value: { assetId: ID } });
    expect(seen[0]?.url).toBe('http://127.0.0.1:4780/asset');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: 'Bearer t0k' },
      body: PNG_1X1,
    });
  });

  it("returns the server's error envelope, and a readable one for anything else", async () => {
    const answer = (body: string, status: number) =>
      (() => Promise.resolve(new Response(body, { status }))) as unknown as typeof fetch;
    const refused = await uploadAsset(
      'ws://h/ws?token=t',
      { type: 'png', bytes: PNG_1X1 },
      answer(
        JSON.stringify(fail('too-large', 'The image is 20.0 MB; the largest accepted is 15.0 MB.')),
        413,
      ),
    );
    expect(refused).toEqual(fail('too-large', 'The image is 20.0 MB; the largest accepted is 15.0 MB.'));
    const garbage = await uploadAsset(
      'ws://h/ws?token=t',
      { type: 'png', bytes: PNG_1X1 },
      answer('<html>', 502),
    );
    expect(garbage).toMatchObject({
      ok: false,
      error: { code: 'io', message: expect.stringMatching(/502/) as string },
    });
    const down = await uploadAsset('ws://h/ws?token=t', { type: 'png', bytes: PNG_1X1 }, (() =>
      Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch);
    expect(down).toMatchObject({ ok: false, error: { code: 'io' } });
  });
});
