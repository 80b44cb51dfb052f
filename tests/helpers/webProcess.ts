/**
 * A real web-mode server for the hostile-client tests: `src/main/web.ts` in its own Node process (through
 * tsx, so no build is needed), on a free loopback port, with a fresh data folder. A crash ends that
 * process, not the test runner, and the test sees it as `exited()`. Also raw TCP helpers, so a test can
 * send what no well-behaved client library would (bad request targets, broken WebSocket frames).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import WebSocket from 'ws';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** A running server process and what it printed. */
export interface WebProcess {
  readonly port: number;
  readonly gmToken: string;
  readonly playerToken: string;
  readonly dataDir: string;
  output(): string;
  /** The exit code or signal once the process has ended; null while it runs. */
  exited(): string | null;
  stop(): Promise<void>;
}

/** Starts `src/main/web.ts --port 0 --data <dataDir>` and waits for its URLs. */
export async function startWebProcess(
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
): Promise<WebProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'src/main/web.ts'), '--port', '0', '--data', dataDir],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HEXSCREEN_SHARE_ADDRESS: '127.0.0.1', ...env },
    },
  );
  let output = '';
  let exit: string | null = null;
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (c: string) => (output += c));
  child.stderr?.on('data', (c: string) => (output += c));
  const ended = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = `code ${code}, signal ${signal}`;
      done();
    }),
  );
  const urls = await new Promise<{ gm: URL; player: URL }>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URLs within 40 s:\n${output}`)), 40_000);
    const check = (): void => {
      const gm = /^GM: (\S+)$/m.exec(output)?.[1];
      const player = /^Player: (\S+)$/m.exec(output)?.[1];
      if (gm && player) {
        clearTimeout(timer);
        ok({ gm: new URL(gm), player: new URL(player) });
      }
    };
    child.stdout?.on('data', check);
    void ended.then(() => {
      clearTimeout(timer);
      fail(new Error(`the server exited early (${exit}):\n${output}`));
    });
  });
  return {
    port: Number(urls.gm.port),
    gmToken: urls.gm.searchParams.get('token') ?? '',
    playerToken: urls.player.searchParams.get('token') ?? '',
    dataDir,
    output: () => output,
    exited: () => exit,
    stop: async () => {
      if (exit === null) child.kill('SIGTERM');
      await Promise.race([ended, new Promise((r) => setTimeout(r, 10_000))]);
      if (exit === null) child.kill('SIGKILL');
    },
  };
}

/** The bytes of the open campaign's file (the only `.hexcampaign` in the data folder). */
export async function campaignBytes(dataDir: string): Promise<Buffer> {
  const folder = join(dataDir, 'campaigns');
  const names = (await readdir(folder)).filter((n) => n.endsWith('.hexcampaign'));
  if (names.length !== 1) throw new Error(`expected one campaign in ${folder}, found ${names.join(', ')}`);
  return readFile(join(folder, names[0] ?? '', 'campaign.json'));
}

/** What came back on a raw connection: every byte until the server closed it or the wait ran out. */
export interface RawAnswer {
  readonly bytes: Buffer;
  /** True when the server ended the connection (rather than the wait running out). */
  readonly closedByServer: boolean;
  /** The HTTP status of the first response line, or null when there was none. */
  readonly status: number | null;
}

/**
 * Sends `chunks` on a new TCP connection to 127.0.0.1:`port`, one after another (a chunk may wait for
 * `waitFor` to appear in the answer first), and collects the answer for at most `waitMs`.
 */
export function rawExchange(
  port: number,
  chunks: readonly (Buffer | string)[],
  { waitMs = 400, waitFor }: { waitMs?: number; waitFor?: string } = {},
): Promise<RawAnswer> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let finished = false;
    const finish = (closedByServer: boolean): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const bytes = Buffer.concat(received);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(bytes.subarray(0, 64).toString('latin1'))?.[1];
      done({ bytes, closedByServer, status: status ? Number(status) : null });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    let sentRest = false;
    const sendRest = (): void => {
      if (sentRest) return;
      sentRest = true;
      for (const chunk of chunks.slice(1)) socket.write(chunk);
    };
    socket.on('connect', () => {
      socket.write(chunks[0] ?? '');
      if (!waitFor) sendRest();
    });
    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (waitFor && Buffer.concat(received).includes(waitFor)) sendRest();
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** An HTTP/1.1 request as text (`Connection: close`, so the answer ends the connection). */
export function httpRequestText(
  method: string,
  target: string,
  headers: Readonly<Record<string, string>>,
  body = '',
): string {
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${target} HTTP/1.1\r\n${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;
}

/** A WebSocket opening handshake for `target` (e.g. `/ws?token=…`). */
export function upgradeRequestText(target: string, headers: Readonly<Record<string, string>>): string {
  return httpRequestText('GET', target, {
    Upgrade: 'websocket',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version': '13',
    ...headers,
  }).replace('Connection: close', 'Connection: Upgrade');
}

/** One WebSocket frame, as a client would send it (masked unless told otherwise). */
export interface FrameSpec {
  readonly fin?: boolean;
  readonly rsv?: number;
  readonly opcode: number;
  readonly payload: Uint8Array;
  readonly masked?: boolean;
  /** The length the header claims (default: the payload's). */
  readonly claimedLength?: number;
}

/** Encodes a frame (RFC 6455 §5.2), truthful or not. */
export function encodeFrame(spec: FrameSpec): Buffer {
  const { fin = true, rsv = 0, opcode, payload, masked = true } = spec;
  const length = spec.claimedLength ?? payload.length;
  const head: number[] = [((fin ? 1 : 0) << 7) | ((rsv & 7) << 4) | (opcode & 15)];
  const maskBit = masked ? 0x80 : 0;
  let extended = Buffer.alloc(0);
  if (length < 126) head.push(maskBit | length);
  else if (length < 65_536) {
    head.push(maskBit | 126);
    extended = Buffer.alloc(2);
    extended.writeUInt16BE(length);
  } else {
    head.push(maskBit | 127);
    extended = Buffer.alloc(8);
    extended.writeBigUInt64BE(BigInt(length));
  }
  const key = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const body = Buffer.from(payload.map((b, i) => (masked ? b ^ (key[i % 4] ?? 0) : b)));
  return Buffer.concat([Buffer.from(head), extended, masked ? key : Buffer.alloc(0), body]);
}

/** The close code of the first close frame the server sent after its 101 answer, or null. */
export function serverCloseCode(answer: Buffer): number | null {
  const start = answer.indexOf('\r\n\r\n');
  if (start < 0) return null;
  let at = start + 4;
  while (at + 2 <= answer.length) {
    const opcode = (answer[at] ?? 0) & 15;
    let length = (answer[at + 1] ?? 0) & 127;
    let offset = at + 2;
    if (length === 126) {
      length = answer.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      length = Number(answer.readBigUInt64BE(offset));
      offset += 8;
    }
    if (opcode === 8) return length >= 2 ? answer.readUInt16BE(offset) : 1005;
    at = offset + length;
  }
  return null;
}

/** A well-behaved client's call: opens `/ws?token=`, sends one request, resolves with its reply. */
export function callOverSocket(
  port: number,
  token: string,
  channel: string,
  input: unknown = {},
): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }> {
  return new Promise((done, fail) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    const timer = setTimeout(() => {
      ws.terminate();
      fail(new Error(`no reply to ${channel} within 10 s`));
    }, 10_000);
    ws.on('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: unknown; reply?: unknown };
      if (message.id !== 1) return;
      clearTimeout(timer);
      ws.close();
      done(message.reply as { ok: boolean });
    });
    ws.on('open', () => ws.send(JSON.stringify({ id: 1, channel, input })));
  });
}

/** The three kinds of socket a client can open: GM, player (loopback) and the LAN share's player. */
export type SocketKind = 'gm' | 'player' | 'share';

/** A server under attack: running, sharing on the LAN, its campaign flushed and read as it was. */
export interface HostileTarget {
  readonly server: WebProcess;
  readonly dataDir: string;
  readonly share: { readonly port: number; readonly token: string };
  /** The campaign file's bytes before anything was sent. */
  readonly before: Buffer;
  /** Where a socket of `kind` connects, with its token. */
  socket(kind: SocketKind): { port: number; token: string };
  /** Stops the server and removes its data folder. */
  close(): Promise<void>;
}

/** Starts a web process in a fresh data folder, turns the LAN share on and keeps the campaign's bytes. */
export async function startHostileTarget(prefix: string): Promise<HostileTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const server = await startWebProcess(dataDir);
  const started = await callOverSocket(server.port, server.gmToken, 'share:start', {});
  if (!started.ok) throw new Error(`share:start failed: ${JSON.stringify(started.error)}`);
  const url = new URL((started.value as { url: string }).url);
  const share = { port: Number(url.port), token: url.searchParams.get('token') ?? '' };
  await callOverSocket(server.port, server.gmToken, 'campaign:flush');
  const before = await campaignBytes(dataDir);
  return {
    server,
    dataDir,
    share,
    before,
    socket: (kind) =>
      kind === 'gm'
        ? { port: server.port, token: server.gmToken }
        : kind === 'player'
          ? { port: server.port, token: server.playerToken }
          : share,
    close: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
