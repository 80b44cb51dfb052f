/**
 * The renderer's door to the main process. At start it picks the transport:
 * - Electron: the preload exposes the bridge as `window.hexscreen` (contract/bridge.ts); use it as is.
 * - Web mode: the same {@link HexscreenBridge} shape built over a WebSocket to `/ws?token=…`.
 *
 * Views only ever see a `HexscreenBridge` plus a connection state, so nothing above this file knows which
 * transport is in use. The one channel JSON cannot carry, `asset:put` (image bytes), goes over IPC as a
 * Uint8Array in Electron and as `POST /asset` in web mode, both behind the same `invoke`.
 */
import { BRIDGE_GLOBAL, type HexscreenBridge } from '@shared/contract/bridge';
import {
  MAX_PAYLOAD_BYTES,
  type Channel,
  type ChannelInput,
  type ChannelOutputs,
  type PushName,
  type PushPayloads,
  type Role,
} from '@shared/contract/channels';
import { ASSET_UPLOAD_PATH, IMAGE_MIME } from '@shared/contract/assets';
import { fail, type Envelope } from '@shared/contract/envelope';

declare global {
  interface Window {
    /** Set by the Electron preload (src/preload/*.ts); absent in web mode. */
    hexscreen?: HexscreenBridge;
  }
}

/**
 * `connecting`: first attempt; `open`: usable; `reconnecting`: lost, retrying with backoff;
 * `refused`: the server turned us away on purpose (bad token), so retrying is pointless.
 */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** A live bridge and the state of the link beneath it. */
export interface Connection {
  readonly bridge: HexscreenBridge;
  readonly transport: 'electron' | 'web';
  readonly state: ConnectionState;
  /** Called on every state change; `open` again after a reconnect means "fetch a fresh snapshot". */
  onState(listener: (state: ConnectionState) => void): () => void;
}

/** Messages of the web-mode protocol (the lead's server speaks the same, see src/main/transport/web). */
type ServerMessage =
  | { readonly hello: { readonly role: Role } }
  | { readonly id: number; readonly reply: Envelope<unknown> }
  | { readonly push: string; readonly payload: unknown };

/** Why pending calls fail when the link drops; the message is shown to the GM as is. */
export const DISCONNECTED_MESSAGE = 'The connection to Hexscreen was lost; try again once it is back.';

/** The bridge of this page's connection (set by {@link connect}), for helpers outside the session store. */
let current: HexscreenBridge | null = null;

const BACKOFF_FIRST_MS = 300;
const BACKOFF_MAX_MS = 8_000;

/** Delay before reconnect attempt `attempt` (0-based): exponential with ±25 % jitter, capped. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.75 + random() * 0.5));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Shape check of an incoming frame; anything else is ignored (a server bug must not crash the view). */
function parseServerMessage(text: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (isRecord(data.hello) && (data.hello.role === 'gm' || data.hello.role === 'player')) {
    return { hello: { role: data.hello.role } };
  }
  if (typeof data.id === 'number' && isRecord(data.reply) && typeof data.reply.ok === 'boolean') {
    return { id: data.id, reply: data.reply as Envelope<unknown> };
  }
  if (typeof data.push === 'string') return { push: data.push, payload: data.payload };
  return null;
}

type PushListener = (payload: never) => void;

/**
 * The web-mode bridge: request `{ id, channel, input }` → reply `{ id, reply }`; pushes arrive as
 * `{ push, payload }`; the server's first frame `{ hello: { role } }` says who we are.
 */
export class WebSocketBridge implements HexscreenBridge {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private attempt = 0;
  private helloRole: Role | null = null;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private currentState: ConnectionState = 'connecting';
  private readonly pending = new Map<number, (reply: Envelope<unknown>) => void>();
  private readonly pushListeners = new Map<string, Set<PushListener>>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly firstHello: Promise<void>;
  private resolveFirstHello: () => void = () => {};

  constructor(
    private readonly url: string,
    private readonly fallbackRole: Role,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.firstHello = new Promise((resolve) => (this.resolveFirstHello = resolve));
  }

  /** The role from the server's hello; the page's own role until then. */
  get role(): Role {
    return this.helloRole ?? this.fallbackRole;
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  /** Opens the socket; resolves once the server has said hello (retrying in between). */
  start(): Promise<void> {
    this.open();
    return this.firstHello;
  }

  /** Closes for good (page unload); pending calls fail. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.socket?.close(1000, 'page closed');
    this.failPending();
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<Envelope<ChannelOutputs[C]>> {
    if (channel === 'asset:put') {
      // The narrowing of `channel` does not narrow the generic `C`, hence the casts.
      const reply = uploadAsset(this.url, input as ChannelInput<'asset:put'>);
      return reply as Promise<Envelope<ChannelOutputs[C]>>;
    }
    const socket = this.socket;
    if (this.currentState !== 'open' || !socket || socket.readyState !== WebSocket.OPEN) {
      return Promise.resolve(fail('io', DISCONNECTED_MESSAGE));
    }
    const id = this.nextId++;
    const text = JSON.stringify({ id, channel, input });
    // The server refuses oversized frames anyway; failing here gives a clearer message and keeps the link up.
    if (text.length > MAX_PAYLOAD_BYTES) {
      return Promise.resolve(
        fail('too-large', `That request is too large (over ${MAX_PAYLOAD_BYTES} bytes).`),
      );
    }
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (reply: Envelope<unknown>) => void);
      try {
        socket.send(text);
      } catch (e) {
        this.pending.delete(id);
        resolve(fail('io', e instanceof Error ? e.message : DISCONNECTED_MESSAGE));
      }
    });
  }

  onPush<P extends PushName>(name: P, listener: (payload: PushPayloads[P]) => void): () => void {
    let set = this.pushListeners.get(name);
    if (!set) this.pushListeners.set(name, (set = new Set()));
    set.add(listener as PushListener);
    return () => set.delete(listener as PushListener);
  }

  private setState(state: ConnectionState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const l of [...this.stateListeners]) l(state);
  }

  private open(): void {
    if (this.stopped) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    let greeted = false;
    socket.addEventListener('message', (ev: MessageEvent) => {
      if (typeof ev.data === 'string' && this.handle(ev.data) === 'hello') greeted = true;
    });
    socket.addEventListener('close', (ev: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failPending();
      // 1008 (policy violation) and 4xxx (4001: a new player link replaced this one) are the server
      // saying "not you": retrying would not help.
      if (ev.code === 1008 || (ev.code >= 4000 && ev.code < 5000)) {
        this.setState('refused');
        return;
      }
      if (!greeted) {
        // The handshake failed, and a browser does not say why: the server may be down (retry) or may
        // no longer take this link's token (a new player link, a damaged token file): ask it.
        void this.tokenStillValid().then((valid) => {
          if (this.stopped || this.socket !== null) return;
          if (valid === false) this.setState('refused');
          else this.scheduleReconnect();
        });
        return;
      }
      this.scheduleReconnect();
    });
    // 'error' is always followed by 'close', which does the work.
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.setState(this.helloRole === null && this.attempt === 0 ? 'connecting' : 'reconnecting');
    const delay = backoffDelay(this.attempt++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  /**
   * Asks `GET /token-check` whether the server takes this page's token: true (204), false (401), or
   * null when there is no answer (the server is down: keep retrying).
   */
  private async tokenStillValid(): Promise<boolean | null> {
    try {
      const response = await this.fetchImpl(tokenCheckUrl(this.url), { cache: 'no-store' });
      if (response.status === 204) return true;
      if (response.status === 401) return false;
      return null;
    } catch {
      return null;
    }
  }

  /** Handles one frame; says which kind it was (`hello` lets `open` know the handshake worked). */
  private handle(text: string): 'hello' | 'reply' | 'push' | null {
    const msg = parseServerMessage(text);
    if (!msg) return null;
    if ('hello' in msg) {
      this.helloRole = msg.hello.role;
      this.attempt = 0;
      this.setState('open');
      this.resolveFirstHello();
      return 'hello';
    }
    if ('reply' in msg) {
      const resolve = this.pending.get(msg.id);
      if (resolve) {
        this.pending.delete(msg.id);
        resolve(msg.reply);
      }
      return 'reply';
    }
    const listeners = this.pushListeners.get(msg.push);
    if (listeners) for (const l of [...listeners]) (l as (p: unknown) => void)(msg.payload);
    return 'push';
  }

  private failPending(): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const resolve of waiting) resolve(fail('io', DISCONNECTED_MESSAGE));
  }
}

/**
 * Web mode's `asset:put`: POSTs the image bytes to `/asset` on the server behind `webSocketUrl`, with
 * that URL's token as a bearer token, and returns the server's Envelope. Never rejects.
 */
export async function uploadAsset(
  webSocketUrl: string,
  input: ChannelInput<'asset:put'>,
  fetchImpl: typeof fetch = fetch,
): Promise<Envelope<ChannelOutputs['asset:put']>> {
  const target = new URL(webSocketUrl);
  const token = target.searchParams.get('token') ?? '';
  target.protocol = target.protocol === 'wss:' ? 'https:' : 'http:';
  target.pathname = ASSET_UPLOAD_PATH;
  target.search = '';
  let response: Response;
  try {
    response = await fetchImpl(target.toString(), {
      method: 'POST',
      headers: { 'Content-Type': IMAGE_MIME[input.type], Authorization: `Bearer ${token}` },
      body: input.bytes,
    });
  } catch (e) {
    return fail('io', e instanceof Error ? `${DISCONNECTED_MESSAGE} (${e.message})` : DISCONNECTED_MESSAGE);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (isRecord(body) && body.ok === true && isRecord(body.value) && typeof body.value.assetId === 'string') {
    return { ok: true, value: { assetId: body.value.assetId } };
  }
  if (isRecord(body) && body.ok === false && isRecord(body.error) && typeof body.error.message === 'string') {
    // The server's own error envelope (code and human message), passed on as the contract says.
    return body as Envelope<never>;
  }
  return fail('io', `The image could not be stored (the server answered ${response.status}).`);
}

/** The server's token check (`/token-check?token=…`, see webServer.ts) for a WebSocket URL. */
export function tokenCheckUrl(webSocketUrl: string): string {
  const target = new URL(webSocketUrl);
  const token = target.searchParams.get('token') ?? '';
  target.protocol = target.protocol === 'wss:' ? 'https:' : 'http:';
  target.pathname = '/token-check';
  target.search = `?token=${encodeURIComponent(token)}`;
  return target.toString();
}

/** `ws(s)://<host>/ws?token=<token from this page's ?token=…>`. */
export function webSocketUrl(loc: Pick<Location, 'protocol' | 'host' | 'search'> = location): string {
  const token = new URLSearchParams(loc.search).get('token') ?? '';
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/ws?token=${encodeURIComponent(token)}`;
}

/**
 * Connects with whichever transport this page runs under. Resolves once calls can be made (web mode:
 * after the server's hello; it keeps retrying until then). `onState` hears every state change from the
 * very first attempt, so a view can show "connecting…" before the promise resolves.
 */
export async function connect(
  pageRole: Role,
  onState?: (state: ConnectionState) => void,
): Promise<Connection> {
  const electron = window[BRIDGE_GLOBAL as 'hexscreen'];
  if (electron) {
    onState?.('open');
    current = electron;
    return { bridge: electron, transport: 'electron', state: 'open', onState: () => () => {} };
  }
  const bridge = new WebSocketBridge(webSocketUrl(), pageRole);
  if (onState) bridge.onState(onState);
  window.addEventListener('pagehide', () => bridge.stop(), { once: true });
  current = bridge;
  await bridge.start();
  return {
    bridge,
    transport: 'web',
    get state() {
      return bridge.state;
    },
    onState: (listener) => bridge.onState(listener),
  };
}

/** The page's bridge: the one {@link connect} made, else Electron's preload bridge, else null. */
export function currentBridge(): HexscreenBridge | null {
  return current ?? window[BRIDGE_GLOBAL as 'hexscreen'] ?? null;
}
