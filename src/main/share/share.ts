/**
 * "Share player view" over the local network (web mode only): the control the dispatcher's `share:*`
 * channels call, and the error they fail with. The listener itself lives in the web server
 * (transport/web/webServer.ts); shareService.ts adds what the GM sees (QR code, URLs).
 */
import type { ShareInfo } from '@shared/contract/channels';
import type { ErrorCode } from '@shared/contract/envelope';

/** Why `share:*` fails in the desktop app: there is no HTTP server there to open to the network. */
export const SHARE_WEB_ONLY_MESSAGE =
  'Sharing over the network is available in web mode (npm run web); in the desktop app use Open player display';

/** What a sharing request failed with; the dispatcher sends `code` and `message` to the GM as they are. */
export class ShareError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, 'invalid' | 'conflict' | 'io'>,
    message: string,
  ) {
    super(message);
    this.name = 'ShareError';
  }
}

/** The three `share:*` channels. */
export interface ShareControl {
  /** Starts sharing (or returns the running share unchanged: same token, same URLs). */
  start(port?: number): Promise<ShareInfo>;
  /** Stops sharing: the listener, its sockets and its token are gone. False when it was not on. */
  stop(): Promise<{ stopped: boolean }>;
  status(): Promise<ShareInfo | null>;
  /** The loopback player link; with `rotate`, a new one (the old token is refused from then on). */
  playerLink(rotate: boolean): Promise<{ url: string }>;
}

/** A running shared listener as the web server describes it. */
export interface ShareListenerInfo {
  readonly port: number;
  readonly token: string;
  /** The player page on each advertised network address (none when no address was found). */
  readonly urls: readonly string[];
  /** The player page on 127.0.0.1 (the same listener), for when no network address exists. */
  readonly loopbackUrl: string;
  readonly startedAt: Date;
}

/** The part of the web server sharing needs. */
export interface ShareHost {
  startShare(port?: number): Promise<ShareListenerInfo>;
  stopShare(): Promise<boolean>;
  currentShare(): ShareListenerInfo | null;
  /** The player page on this computer with the current player token. */
  readonly playerUrl: string;
  /** Replaces the player token; resolves to the new player URL. */
  rotatePlayerToken(): Promise<string>;
}

/**
 * The control the dispatcher is built with before the web server exists (the server needs the
 * dispatcher first). Until {@link attach} is called — and in the desktop app, forever — every call
 * fails with {@link SHARE_WEB_ONLY_MESSAGE}.
 */
export function lateShareControl(): ShareControl & { attach(impl: ShareControl): void } {
  let impl: ShareControl | null = null;
  const current = (): ShareControl => {
    if (!impl) throw new ShareError('invalid', SHARE_WEB_ONLY_MESSAGE);
    return impl;
  };
  return {
    attach: (next) => {
      impl = next;
    },
    // async, so a missing implementation is a rejected promise like any other failure.
    start: async (port) => current().start(port),
    stop: async () => current().stop(),
    status: async () => current().status(),
    playerLink: async (rotate) => current().playerLink(rotate),
  };
}
