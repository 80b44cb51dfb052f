/**
 * Web mode: the built renderer and the same contract as Electron IPC over HTTP + WebSocket, bound to
 * 127.0.0.1 only. Each role has a random token in its URL; the WebSocket checks the token (→ role)
 * and the Origin header (so a web page in the GM's browser cannot drive the session).
 *
 * Campaign images take two plain HTTP routes, because they are too big for a JSON frame:
 * - `POST /asset` (GM token as `Authorization: Bearer …`, raw image body, `Content-Type: image/…`)
 *   is the web form of the `asset:put` channel: it goes through the same dispatcher (role, size,
 *   input schema, magic bytes) and answers with the same Envelope as JSON;
 * - `GET /asset/<assetId>?token=…` (GM or player token) serves an image of the open campaign.
 *
 * "Share player view" (issue 6): while the GM shares, a second listener on 0.0.0.0 (all interfaces)
 * serves the player page, the built bundles, `GET /asset/<id>` and the player WebSocket, with its
 * own random share token and nothing else: no GM page, no uploads, and neither loopback token is
 * accepted there. Stopping closes that listener and every socket on it and forgets the token, so
 * the old link is refused (403 for the page, 401 for the WebSocket) even when a new share later gets
 * the same port. The loopback listener never changes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Role } from '@shared/contract/channels';
import { channels, MAX_PAYLOAD_BYTES } from '@shared/contract/channels';
import {
  ASSET_CACHE_CONTROL,
  ASSET_PATH_PREFIX,
  ASSET_UPLOAD_PATH,
  IMAGE_MIME,
  imageTypeOfAssetId,
  imageTypeOfMime,
  isAssetId,
  MAX_ASSET_BYTES,
  tooLargeMessage,
} from '@shared/contract/assets';
import { fail, type Envelope, type ErrorCode } from '@shared/contract/envelope';
import type { SessionUpdate } from '@shared/contract/snapshots';
import type { AssetLocator } from '../../store/assetService';
import type { Dispatch } from '../dispatcher';
import { ShareError, type ShareHost, type ShareListenerInfo } from '../../share/share';
import { ipv4Addresses, lanAddresses } from './lanAddresses';
import { contentTypeFor, resolveStaticPath } from './staticFiles';
import { allowedHost, hostsForPort, requestTarget } from './requestGuards';

/** Something that pushes updates (patches, or snapshots) per role (the session). */
export interface SnapshotSource {
  subscribe(role: Role, listener: (update: SessionUpdate) => void): () => void;
}

export interface WebServerOptions {
  readonly port: number;
  readonly staticDir: string;
  readonly dispatch: Dispatch;
  readonly snapshots: SnapshotSource;
  /** Content-Security-Policy header for pages. */
  readonly csp: string;
  /**
   * The GM and player tokens: the ones kept in the data folder (store/webTokens.ts), so the same URLs
   * work after a restart, or fixed ones (tests); random 32-byte tokens when absent.
   */
  readonly tokens?: WebTokens;
  /**
   * Keeps a new pair of tokens (the player link was rotated) before the server uses it; a rejection
   * refuses the rotation and the old link stays valid. Without it a rotation lasts until a restart.
   */
  readonly saveTokens?: (tokens: WebTokens) => Promise<void>;
  /** Finds the open campaign's images for `GET /asset/<id>`; without it every asset is 404. */
  readonly assets?: AssetLocator;
  /**
   * The addresses a shared player view is advertised at (its links and QR code); default: every
   * non-internal IPv4 address of this computer. Tests and machines without a network give 127.0.0.1.
   */
  readonly shareAddresses?: () => readonly string[];
}

/** The two loopback tokens: who holds one is the GM or a player display. */
export interface WebTokens {
  readonly gm: string;
  readonly player: string;
}

/** The loopback server, and the shared player listener it opens and closes on request. */
export interface WebServer extends ShareHost {
  readonly port: number;
  readonly origin: string;
  readonly gmUrl: string;
  /** The player page on this computer, with the current player token. */
  readonly playerUrl: string;
  /**
   * A new player token ("new player link"): the old player URL is refused from now on and the player
   * pages still using it are closed with {@link WS_LINK_REPLACED_CLOSE}. Resolves to the new URL.
   */
  rotatePlayerToken(): Promise<string>;
  /** Closes both listeners. */
  close(): Promise<void>;
}

/** All interfaces: the shared listener exists so that other machines on the network can connect. */
const SHARE_HOST = '0.0.0.0';
/** The only page the shared listener serves. */
const SHARED_PAGE = '/player.html';
/** The built bundles (JS, CSS, fonts; no campaign data): the player page loads its code from here. */
const BUNDLE_PREFIX = '/assets/';
/** How long a revoked share waits for its WebSockets to take the close frame before cutting them. */
const SHARE_CLOSE_GRACE_MS = 250;
/** WebSocket close code for a revoked share: "policy violation", which the page shows as refused. */
const WS_POLICY_CLOSE = 1008;
/** WebSocket close code for a player page whose link was replaced by a new one (rotated token). */
export const WS_LINK_REPLACED_CLOSE = 4001;
/**
 * `GET /token-check?token=…` answers 204 for a token this listener accepts and 401 otherwise. A page
 * whose WebSocket handshake failed asks it, because a browser cannot read a refused handshake's status:
 * 401 means "this link is no longer valid, stop retrying", no answer means "the server is down".
 */
export const TOKEN_CHECK_PATH = '/token-check';
const SHARE_REFUSED_TEXT =
  'This link is not shared (any more): the GM stopped sharing or started a new share. Ask the GM for the current link.';

/** Hard cap for a WebSocket frame; larger frames close the socket. Messages over MAX_PAYLOAD_BYTES
 * but under this get a clear error reply instead. */
const WS_MAX_FRAME = 4 * MAX_PAYLOAD_BYTES;

/** The HTTP status an upload's error envelope is sent with (the body says the rest). */
const UPLOAD_STATUS: Readonly<Record<ErrorCode, number>> = {
  'bad-request': 400,
  invalid: 400,
  'bad-dice': 400,
  'unknown-channel': 404,
  'not-found': 404,
  forbidden: 403,
  'too-large': 413,
  conflict: 409,
  locked: 409,
  'no-campaign': 409,
  io: 500,
  internal: 500,
};

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const;

/** The token of a request: `Authorization: Bearer <token>` (uploads), else `?token=` (image URLs). */
function requestToken(req: IncomingMessage, url: URL): string | null {
  const auth = req.headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? url.searchParams.get('token');
}

/** Reads a request body of at most `limit` bytes; 'too-large' as soon as it passes the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolvePromise) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: Buffer | 'too-large' | 'aborted'): void => {
      if (done) return;
      done = true;
      resolvePromise(result);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        finish('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks, size)));
    req.on('error', () => finish('aborted'));
    req.on('close', () => finish('aborted'));
  });
}

function tokenEquals(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Listens, turning the first 'error' (port in use, no permission) into a rejection. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    const onError = (err: Error): void => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });
}

function errorCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/** Why the shared listener could not open `port`, in words the GM can act on. */
function shareListenError(err: unknown, port: number): ShareError {
  switch (errorCode(err)) {
    case 'EADDRINUSE':
      return new ShareError(
        'conflict',
        `Port ${port} is already in use; choose another port or leave it empty to pick a free one.`,
      );
    case 'EACCES':
      return new ShareError(
        'io',
        `Port ${port} may not be opened by this user (ports below 1024 need administrator rights); choose one from 1024 to 65535.`,
      );
    default:
      return new ShareError(
        'io',
        `Sharing could not start: ${err instanceof Error ? err.message : String(err)}`,
      );
  }
}

/** The loopback names a page on this computer may use for the server (the Host header it sends). */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'] as const;

/**
 * The checks every HTTP request of every listener passes first (issue 15): a request target that parses
 * (else 400, never a crash or a 500) and a Host header naming this listener (else 421: a DNS-rebinding
 * page reaches us under a foreign name). Null when the request was answered.
 */
function checkRequest(
  req: IncomingMessage,
  res: ServerResponse,
  hosts: readonly string[],
): { url: URL; path: string } | null {
  const target = requestTarget(req.url);
  if (!target) {
    res.writeHead(400, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad path');
    req.resume();
    return null;
  }
  if (!allowedHost(req.headers.host, hosts)) {
    res
      .writeHead(421, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
      .end('This server answers only to the addresses it printed.');
    req.resume();
    return null;
  }
  return target;
}

/** A running shared listener. `port` is known once it listens. */
interface ShareState {
  readonly http: Server;
  readonly wss: WebSocketServer;
  readonly token: string;
  readonly startedAt: Date;
  port: number;
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one). */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  let tokens: WebTokens = opts.tokens ?? {
    gm: randomBytes(32).toString('hex'),
    player: randomBytes(32).toString('hex'),
  };
  let origin = '';
  let port = 0;

  const roleForToken = (token: string | null): Role | null => {
    if (!token) return null;
    if (tokenEquals(token, tokens.gm)) return 'gm';
    if (tokenEquals(token, tokens.player)) return 'player';
    return null;
  };

  /** The names this listener answers to: its own printed address and the loopback names. */
  const loopbackHosts = (): readonly string[] => hostsForPort(LOOPBACK_NAMES, port);

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    void route(req, res).catch((err: unknown) => {
      console.error('[web] request failed', err);
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end();
    });
  });

  let uploads = 0;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = checkRequest(req, res, loopbackHosts());
    if (!target) return;
    const { url, path } = target;
    if (path === TOKEN_CHECK_PATH) return tokenCheck(req, res, url, roleForToken);
    if (url.pathname === ASSET_UPLOAD_PATH) return uploadAsset(req, res, url);
    if (url.pathname.startsWith(ASSET_PATH_PREFIX)) return serveAsset(req, res, url, roleForToken);
    return serveStatic(req, res, path);
  }

  function sendEnvelope(res: ServerResponse, reply: Envelope<unknown>, close = false): void {
    const status = reply.ok ? 200 : UPLOAD_STATUS[reply.error.code];
    res
      .writeHead(status, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(close ? { Connection: 'close' } : {}),
      })
      .end(JSON.stringify(reply));
  }

  /**
   * `POST /asset`: the web form of `asset:put`. Cheap refusals (token, origin, role, type, declared
   * size) come before the body is read, so a wrong caller cannot make the server buffer 15 MB.
   */
  async function uploadAsset(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // A refused request's body is drained (not read into memory) so the client sees the answer.
    const refuse = (reply: Envelope<unknown>): void => {
      sendEnvelope(res, reply, true);
      req.resume();
    };
    if (req.method !== 'POST') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'POST' }).end();
      req.resume();
      return;
    }
    const role = roleForToken(requestToken(req, url));
    if (!role) return refuse(fail('forbidden', 'A valid token is required to import an image.'));
    // Same-origin pages only; a foreign page cannot know the token, but this is cheap insurance.
    const requestOrigin = req.headers.origin;
    const origins = loopbackHosts().map((host) => `http://${host}`);
    if (requestOrigin !== undefined && !origins.includes(requestOrigin.toLowerCase())) {
      return refuse(fail('forbidden', 'Images may only be imported from the Hexscreen page.'));
    }
    if (!(channels['asset:put'].roles as readonly Role[]).includes(role)) {
      return refuse(fail('forbidden', `the ${role} view may not call asset:put`));
    }
    const type = imageTypeOfMime(req.headers['content-type']);
    if (!type) {
      return refuse(
        fail(
          'invalid',
          'Only PNG, JPEG and WebP images can be imported (send Content-Type image/png, image/jpeg or image/webp).',
        ),
      );
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_ASSET_BYTES) {
      return refuse(fail('too-large', tooLargeMessage(declared)));
    }
    const body = await readBody(req, MAX_ASSET_BYTES);
    if (body === 'aborted') return;
    if (body === 'too-large') {
      // Reading stopped at the limit, so the real size is unknown: just over is all we can say.
      return refuse(fail('too-large', tooLargeMessage(MAX_ASSET_BYTES + 1)));
    }
    const reply = await opts.dispatch({ role, id: `http-${++uploads}` }, 'asset:put', { type, bytes: body });
    sendEnvelope(res, reply);
  }

  /**
   * `GET /asset/<assetId>?token=…`: an image of the open campaign, for the GM and the players (on the
   * shared listener: for the share token only, which `roleFor` decides).
   */
  async function serveAsset(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    roleFor: (token: string | null) => Role | null,
  ): Promise<void> {
    const notFound = (): void => {
      res
        .writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    if (!roleFor(requestToken(req, url))) {
      res
        .writeHead(401, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Unauthorized');
      return;
    }
    // Not decoded: an id is hex digits, one dot and an extension, so anything encoded is not one.
    const id = url.pathname.slice(ASSET_PATH_PREFIX.length);
    const type = isAssetId(id) ? imageTypeOfAssetId(id) : null;
    const file = type && opts.assets ? await opts.assets.locate(id) : null;
    if (!type || !file) return notFound();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return notFound();
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': IMAGE_MIME[type],
      'Content-Length': String(body.length),
      'Cache-Control': ASSET_CACHE_CONTROL,
      // Only our own pages may embed it (the token is in the URL, but this costs nothing).
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const security = SECURITY_HEADERS;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, security).end();
      return;
    }
    if (path === '/') {
      res
        .writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Open the GM or Player URL printed by the server.');
      return;
    }
    const file = resolveStaticPath(opts.staticDir, path);
    if (!file) {
      res.writeHead(400, security).end();
      return;
    }
    return serveFile(req, res, file);
  }

  /** A file of the built renderer (a page gets the CSP header), or 404. */
  async function serveFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const security = SECURITY_HEADERS;
    try {
      const body = await readFile(file);
      const type = contentTypeFor(file);
      res.writeHead(200, {
        ...security,
        'Content-Type': type,
        'Cache-Control': 'no-cache',
        ...(type.startsWith('text/html') ? { 'Content-Security-Policy': opts.csp } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME });
  let connections = 0;
  /** The loopback player sockets and the token each came with (a rotation closes the old ones). */
  const playerSockets = new Map<WebSocket, string>();

  /** The WebSocket handshake of one listener: its tokens, its hosts and origins, its WebSocketServer. */
  const upgradeHandler =
    (
      server: WebSocketServer,
      roleFor: (token: string | null) => Role | null,
      hosts: () => readonly string[],
      onAttach?: (ws: WebSocket, token: string, role: Role) => void,
    ) =>
    (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
      // A reset or half-closed client socket must not become an uncaught 'error' (issue 15).
      socket.on('error', () => socket.destroy());
      const refuse = (status: number, reason: string): void => {
        socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        socket.destroy();
      };
      const target = requestTarget(req.url);
      if (!target) return refuse(400, 'Bad Request');
      if (!allowedHost(req.headers.host, hosts())) return refuse(421, 'Misdirected Request');
      const token = target.url.searchParams.get('token');
      const role = target.path === '/ws' ? roleFor(token) : null;
      const origins = hosts().map((host) => `http://${host}`);
      const requestOrigin = req.headers.origin;
      // Browsers always send Origin on WebSocket handshakes; refusing foreign origins stops
      // cross-site WebSocket hijacking from any page the GM (or a player) has open.
      const originOk = requestOrigin === undefined || origins.includes(requestOrigin.toLowerCase());
      if (!role || !originOk) return refuse(role ? 403 : 401, role ? 'Forbidden' : 'Unauthorized');
      server.handleUpgrade(req, socket, head, (ws) => {
        onAttach?.(ws, token ?? '', role);
        attach(ws, role);
      });
    };

  http.on(
    'upgrade',
    upgradeHandler(wss, roleForToken, loopbackHosts, (ws, token, role) => {
      if (role !== 'player') return;
      playerSockets.set(ws, token);
      ws.on('close', () => playerSockets.delete(ws));
    }),
  );

  function attach(ws: WebSocket, role: Role): void {
    const caller = { role, id: `ws-${++connections}` };
    // ws closes the socket itself on a bad frame (1002 protocol, 1007 bad UTF-8, 1009 too big) and then
    // emits 'error': without a listener that error would end the whole process (issue 15).
    ws.on('error', (err: Error) => {
      console.warn(`[web] ${caller.id} (${role}) closed: ${err.message}`);
    });
    const send = (message: unknown): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    send({ hello: { role } });
    const unsubscribe = opts.snapshots.subscribe(role, (update) =>
      send({ push: 'session:update', payload: update }),
    );
    ws.on('close', unsubscribe);
    ws.on('message', (data, isBinary) => {
      void (async () => {
        const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        if (isBinary)
          return send({ id: null, reply: fail('bad-request', 'binary messages are not accepted') });
        if (bytes.length > MAX_PAYLOAD_BYTES) {
          return send({
            id: null,
            reply: fail(
              'too-large',
              `the message is ${bytes.length} bytes; the limit is ${MAX_PAYLOAD_BYTES}`,
            ),
          });
        }
        let message: unknown;
        try {
          message = JSON.parse(bytes.toString('utf8'));
        } catch {
          return send({ id: null, reply: fail('bad-request', 'the message is not JSON') });
        }
        if (typeof message !== 'object' || message === null || Array.isArray(message)) {
          return send({
            id: null,
            reply: fail('bad-request', 'the message must be an object { id, channel, input }'),
          });
        }
        const { id, channel, input } = message as Record<string, unknown>;
        const replyId = typeof id === 'number' || typeof id === 'string' ? id : null;
        if (channel === 'asset:put' && (channels['asset:put'].roles as readonly Role[]).includes(role)) {
          // JSON cannot carry the bytes; say where they go instead of a schema error about `bytes`.
          return send({
            id: replyId,
            reply: fail(
              'bad-request',
              `asset:put is sent as POST ${ASSET_UPLOAD_PATH}, not over the WebSocket`,
            ),
          });
        }
        const reply = await opts.dispatch(caller, channel, input);
        send({ id: replyId, reply });
      })().catch((err: unknown) => {
        // The dispatcher never throws; this is for a reply that cannot be sent. One line, and on.
        console.error(`[web] ${caller.id} (${role}): a message could not be answered`, err);
      });
    });
  }

  /** `GET /token-check?token=…`: 204 when `roleFor` accepts the token, 401 otherwise (see TOKEN_CHECK_PATH). */
  function tokenCheck(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    roleFor: (token: string | null) => Role | null,
  ): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    const status = roleFor(url.searchParams.get('token')) ? 204 : 401;
    res.writeHead(status, { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' }).end();
  }

  /** New player token: kept first (a failure changes nothing), then the old link's sockets are closed. */
  async function rotatePlayerToken(): Promise<string> {
    const next: WebTokens = { gm: tokens.gm, player: randomBytes(32).toString('hex') };
    if (opts.saveTokens) {
      try {
        await opts.saveTokens(next);
      } catch (err) {
        throw new ShareError(
          'io',
          `A new player link could not be kept in the data folder (${err instanceof Error ? err.message : String(err)}); the current link stays valid.`,
        );
      }
    }
    tokens = next;
    for (const [ws, token] of playerSockets) {
      if (!tokenEquals(token, tokens.player))
        ws.close(WS_LINK_REPLACED_CLOSE, 'The GM made a new player link');
    }
    return playerUrl();
  }

  const playerUrl = (): string => `${origin}/player.html?token=${tokens.player}`;

  // ---- The shared player listener (on only while the GM shares) ----

  let share: ShareState | null = null;
  /** The last share's port, tried first next time so a bookmarked host:port keeps working. */
  let lastSharePort = 0;
  /** Start and stop run one at a time, so two quick clicks cannot open two listeners. */
  let shareQueue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = shareQueue.then(task, task);
    shareQueue = run.catch(() => undefined);
    return run;
  };

  const advertised = (): readonly string[] => opts.shareAddresses?.() ?? lanAddresses();

  /** 'player' for this share's token while it is the running share; nothing else is accepted. */
  const shareRole =
    (state: ShareState) =>
    (token: string | null): Role | null =>
      share === state && token !== null && tokenEquals(token, state.token) ? 'player' : null;

  /**
   * The shared listener's own host names (Host header) and so its origins: the listener is on every
   * interface, so the page may have been opened at any of this computer's IPv4 addresses (or the
   * advertised ones) on the share's port, or at a loopback name.
   */
  const shareHosts = (state: ShareState): readonly string[] =>
    hostsForPort([...LOOPBACK_NAMES, ...ipv4Addresses(), ...advertised()], state.port);

  const describeShare = (state: ShareState): ShareListenerInfo => {
    const page = (host: string): string => `http://${host}:${state.port}${SHARED_PAGE}?token=${state.token}`;
    return {
      port: state.port,
      token: state.token,
      urls: advertised().map(page),
      loopbackUrl: page('127.0.0.1'),
      startedAt: state.startedAt,
    };
  };

  /** The shared listener's routes: the player page (share token only), its bundles, images. */
  async function routeShared(state: ShareState, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = checkRequest(req, res, shareHosts(state));
    if (!target) return;
    const { url, path } = target;
    const text = (status: number, body: string): void => {
      res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
    };
    if (path === TOKEN_CHECK_PATH) return tokenCheck(req, res, url, shareRole(state));
    if (url.pathname.startsWith(ASSET_PATH_PREFIX)) return serveAsset(req, res, url, shareRole(state));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === SHARED_PAGE) {
      if (!shareRole(state)(url.searchParams.get('token'))) return text(403, SHARE_REFUSED_TEXT);
      return serveFile(req, res, join(opts.staticDir, 'player.html'));
    }
    // Matched on the decoded, normalised path, so `/assets/..%2fgm.html` is `/gm.html`: not a bundle.
    if (path.startsWith(BUNDLE_PREFIX)) {
      const file = resolveStaticPath(opts.staticDir, path);
      if (!file) return text(400, 'Bad path');
      return serveFile(req, res, file);
    }
    // The GM page, uploads and anything else exist on the loopback listener only.
    return text(404, 'Not found');
  }

  async function startShare(port?: number): Promise<ShareListenerInfo> {
    if (share) return describeShare(share);
    const state: ShareState = {
      http: createServer((req, res) => {
        void routeShared(state, req, res).catch((err: unknown) => {
          console.error('[web] shared request failed', err);
          if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
          res.end();
        });
      }),
      wss: new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME }),
      // 256 bits from the system's CSPRNG; a new one per share, so a revoked link stays revoked.
      token: randomBytes(32).toString('hex'),
      startedAt: new Date(),
      port: 0,
    };
    state.http.on(
      'upgrade',
      upgradeHandler(state.wss, shareRole(state), () => shareHosts(state)),
    );
    const wanted = port ?? lastSharePort;
    try {
      await listen(state.http, wanted, SHARE_HOST);
    } catch (err) {
      // The last share's port is only a preference: when it is taken now, any free one will do.
      if (port !== undefined || wanted === 0 || errorCode(err) !== 'EADDRINUSE') {
        throw shareListenError(err, wanted);
      }
      try {
        await listen(state.http, 0, SHARE_HOST);
      } catch (again) {
        throw shareListenError(again, 0);
      }
    }
    // After it listens, an 'error' (e.g. too many open files on accept) is logged, never fatal.
    state.http.on('error', (err) => console.error('[web] shared listener error', err));
    const address = state.http.address();
    state.port = typeof address === 'object' && address ? address.port : wanted;
    lastSharePort = state.port;
    share = state;
    return describeShare(state);
  }

  /** Closes a share's listener and all its sockets; the token died when `share` was cleared. */
  async function closeShare(state: ShareState): Promise<void> {
    const closed = new Promise<void>((resolvePromise) => state.http.close(() => resolvePromise()));
    // A policy close rather than a reset: the player page then says "refused" instead of retrying.
    const goodbyes = [...state.wss.clients].map(
      (client) =>
        new Promise<void>((resolvePromise) => {
          client.once('close', () => resolvePromise());
          client.close(WS_POLICY_CLOSE, 'The GM stopped sharing');
        }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(goodbyes),
      new Promise<void>((resolvePromise) => (timer = setTimeout(resolvePromise, SHARE_CLOSE_GRACE_MS))),
    ]);
    clearTimeout(timer);
    for (const client of state.wss.clients) client.terminate();
    state.wss.close();
    state.http.closeAllConnections();
    await closed;
  }

  async function stopShare(): Promise<boolean> {
    const state = share;
    if (!state) return false;
    // From here on the token is refused, even by requests that are already in flight.
    share = null;
    await closeShare(state);
    return true;
  }

  await new Promise<void>((resolvePromise, reject) => {
    http.once('error', reject);
    http.listen(opts.port, '127.0.0.1', () => resolvePromise());
  });
  http.on('error', (err) => console.error('[web] listener error', err));
  const address = http.address();
  port = typeof address === 'object' && address ? address.port : opts.port;
  origin = `http://127.0.0.1:${port}`;

  return {
    port,
    origin,
    gmUrl: `${origin}/gm.html?token=${tokens.gm}`,
    get playerUrl() {
      return playerUrl();
    },
    // One at a time: two quick clicks must not leave one token in memory and another on disk.
    rotatePlayerToken: () => serialized(rotatePlayerToken),
    startShare: (sharePort) => serialized(() => startShare(sharePort)),
    stopShare: () => serialized(stopShare),
    currentShare: () => (share ? describeShare(share) : null),
    close: async () => {
      await serialized(stopShare);
      await new Promise<void>((resolvePromise) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolvePromise());
        http.closeAllConnections();
      });
    },
  };
}
