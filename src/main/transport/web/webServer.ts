/**
 * Web mode: the built renderer and the same contract as Electron IPC over HTTP + WebSocket, bound to
 * 127.0.0.1 only. Each role has a random token in its URL; the WebSocket checks the token (→ role)
 * and the Origin header (so a web page in the GM's browser cannot drive the session).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Role } from '@shared/contract/channels';
import { MAX_PAYLOAD_BYTES } from '@shared/contract/channels';
import { fail } from '@shared/contract/envelope';
import type { Snapshot } from '@shared/contract/snapshots';
import type { Dispatch } from '../dispatcher';
import { contentTypeFor, resolveStaticPath } from './staticFiles';

/** Something that pushes snapshots per role (the session). */
export interface SnapshotSource {
  subscribe(role: Role, listener: (snapshot: Snapshot) => void): () => void;
}

export interface WebServerOptions {
  readonly port: number;
  readonly staticDir: string;
  readonly dispatch: Dispatch;
  readonly snapshots: SnapshotSource;
  /** Content-Security-Policy header for pages. */
  readonly csp: string;
  /** Fixed tokens (tests); random 32-byte tokens otherwise. */
  readonly tokens?: { gm: string; player: string };
}

export interface WebServer {
  readonly port: number;
  readonly origin: string;
  readonly gmUrl: string;
  readonly playerUrl: string;
  close(): Promise<void>;
}

/** Hard cap for a WebSocket frame; larger frames close the socket. Messages over MAX_PAYLOAD_BYTES
 * but under this get a clear error reply instead. */
const WS_MAX_FRAME = 4 * MAX_PAYLOAD_BYTES;

function tokenEquals(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one). */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const tokens = opts.tokens ?? {
    gm: randomBytes(32).toString('hex'),
    player: randomBytes(32).toString('hex'),
  };
  let origin = '';

  const roleForToken = (token: string | null): Role | null => {
    if (!token) return null;
    if (tokenEquals(token, tokens.gm)) return 'gm';
    if (tokenEquals(token, tokens.player)) return 'player';
    return null;
  };

  const allowedOrigins = (): string[] => [origin, origin.replace('127.0.0.1', 'localhost')];

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    void serveStatic(req, res);
  });

  async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const security = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, security).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') {
      res
        .writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Open the GM or Player URL printed by the server.');
      return;
    }
    const file = resolveStaticPath(opts.staticDir, url.pathname);
    if (!file) {
      res.writeHead(400, security).end();
      return;
    }
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

  http.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const role = url.pathname === '/ws' ? roleForToken(url.searchParams.get('token')) : null;
    const requestOrigin = req.headers.origin;
    // Browsers always send Origin on WebSocket handshakes; refusing foreign origins stops
    // cross-site WebSocket hijacking from any page the GM has open.
    const originOk = requestOrigin === undefined || allowedOrigins().includes(requestOrigin);
    if (!role || !originOk) {
      socket.write(
        `HTTP/1.1 ${role ? 403 : 401} ${role ? 'Forbidden' : 'Unauthorized'}\r\nConnection: close\r\n\r\n`,
      );
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws, role));
  });

  function attach(ws: WebSocket, role: Role): void {
    const caller = { role, id: `ws-${++connections}` };
    const send = (message: unknown): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    send({ hello: { role } });
    const unsubscribe = opts.snapshots.subscribe(role, (snapshot) =>
      send({ push: 'session:snapshot', payload: snapshot }),
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
        const reply = await opts.dispatch(caller, channel, input);
        send({ id: replyId, reply });
      })();
    });
  }

  await new Promise<void>((resolvePromise, reject) => {
    http.once('error', reject);
    http.listen(opts.port, '127.0.0.1', () => resolvePromise());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  origin = `http://127.0.0.1:${port}`;

  return {
    port,
    origin,
    gmUrl: `${origin}/gm.html?token=${tokens.gm}`,
    playerUrl: `${origin}/player.html?token=${tokens.player}`,
    close: () =>
      new Promise<void>((resolvePromise) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolvePromise());
        http.closeAllConnections();
      }),
  };
}
