/**
 * The `share:*` channels over the web server's shared listener: the links the GM sees and their QR
 * code (made in the main process, so the page needs no QR library and no network access).
 */
import QRCode from 'qrcode';
import type { ShareInfo } from '@shared/contract/channels';
import type { ShareControl, ShareHost, ShareListenerInfo } from './share';

export const NO_NETWORK_NOTE =
  'No network address was found on this computer, so the link only works on this computer (127.0.0.1).';

/** The QR code of `url` as an SVG document (dark on light, one module of quiet zone). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The share channels over a web server; the QR code is made once per share (per token). */
export function createShareService(
  host: ShareHost,
  makeQr: (url: string) => Promise<string> = qrSvg,
): ShareControl {
  let cached: { readonly token: string; readonly info: Promise<ShareInfo> } | null = null;

  const describe = (share: ShareListenerInfo): Promise<ShareInfo> => {
    if (cached?.token !== share.token) {
      const url = share.urls[0] ?? share.loopbackUrl;
      const info = makeQr(url).then((svg): ShareInfo => ({
        url,
        urls: [...share.urls],
        qrSvg: svg,
        startedAt: share.startedAt.toISOString(),
        note: share.urls.length > 0 ? null : NO_NETWORK_NOTE,
      }));
      // A failed QR must not stick to this share: the next call tries again.
      info.catch(() => {
        if (cached?.info === info) cached = null;
      });
      cached = { token: share.token, info };
    }
    return cached.info;
  };

  return {
    start: async (port) => describe(await host.startShare(port)),
    stop: async () => {
      const stopped = await host.stopShare();
      cached = null;
      return { stopped };
    },
    status: async () => {
      const share = host.currentShare();
      return share ? describe(share) : null;
    },
    playerLink: async (rotate) => ({ url: rotate ? await host.rotatePlayerToken() : host.playerUrl }),
  };
}
