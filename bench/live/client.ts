/**
 * A view over the web transport for the live benchmark (bench/live.ts): a Node `ws` client that speaks
 * the web server's protocol (`{id, channel, input}` → `{id, reply}`, pushes `{push: 'session:update'}`),
 * holds what a real view holds (applying every update with the renderer's own `applyUpdate`), and asks
 * for a snapshot when it missed a revision, as the renderer's session store does.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { applyUpdate } from '../../src/shared/contract/viewState';
import type { SessionUpdate, Snapshot } from '../../src/shared/contract/snapshots';
import type { Role } from '../../src/shared/contract/channels';

interface Reply {
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: { code: string; message: string };
}

export interface CallResult {
  readonly reply: Reply;
  /** Send → reply, ms. */
  readonly ms: number;
}

/** The socket URL for a page URL printed by the server (`http://127.0.0.1:P/gm.html?token=…`). */
export function socketUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  return `ws://${url.host}/ws?token=${url.searchParams.get('token') ?? ''}`;
}

export class ViewClient {
  /** What this view holds (null until its first snapshot). */
  held: Snapshot | null = null;
  updates = 0;
  /** Bytes of the pushed frames (the whole `{push, payload}` JSON text). */
  pushedBytes = 0;
  resyncs = 0;
  /** Updates `applyUpdate` ignored (already held). */
  ignored = 0;
  /** When set, the bytes of each pushed update by its revision. */
  bytesByRevision: Map<number, number> | null = null;
  /** Called with each revision this view comes to hold. */
  onHeld: ((revision: number) => void) | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { t0: number; done: (r: CallResult) => void }>();
  /**
   * Updates that came while a snapshot was on its way (or before the first one): applied after it
   * (older ones are ignored then).
   */
  private buffered: SessionUpdate[] | null = [];
  private fetching: Promise<void> | null = null;
  private closed = false;

  private role_: Role | null = null;
  private hello: (role: Role) => void = () => {};
  private readonly greeted = new Promise<Role>((done) => (this.hello = done));

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.onMessage(String(data)));
    ws.on('close', () => {
      this.closed = true;
      for (const [, p] of this.pending)
        p.done({ reply: { ok: false, error: { code: 'io', message: 'closed' } }, ms: NaN });
      this.pending.clear();
    });
  }

  /** The role the server's hello gave. */
  get role(): Role {
    if (!this.role_) throw new Error('not greeted yet');
    return this.role_;
  }

  /** Connects, waits for the server's hello, and takes the first snapshot. */
  static async connect(pageUrl: string): Promise<ViewClient> {
    const ws = new WebSocket(socketUrl(pageUrl));
    const client = new ViewClient(ws);
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('no hello within 10 s')), 10_000);
      ws.once('error', fail);
      void client.greeted.then(() => {
        clearTimeout(timer);
        done();
      });
    });
    await client.resync(false);
    return client;
  }

  /** Calls a channel; resolves with the reply envelope and the round trip. */
  call(channel: string, input: unknown = {}): Promise<CallResult> {
    return new Promise((done) => {
      if (this.closed) {
        done({ reply: { ok: false, error: { code: 'io', message: 'closed' } }, ms: NaN });
        return;
      }
      const id = this.nextId++;
      this.pending.set(id, { t0: performance.now(), done });
      this.ws.send(JSON.stringify({ id, channel, input }));
    });
  }

  /** Takes a fresh snapshot (what a view does after a missed revision), keeping updates that come meanwhile. */
  resync(count = true): Promise<void> {
    if (this.fetching) return this.fetching;
    if (count) this.resyncs++;
    this.buffered ??= [];
    this.fetching = (async () => {
      try {
        const { reply } = await this.call('session:snapshot', {});
        if (!reply.ok) throw new Error(`session:snapshot refused: ${reply.error?.message ?? '?'}`);
        const snap = reply.value as Snapshot;
        if (!this.held || this.held.role !== snap.role || snap.revision >= this.held.revision) {
          this.held = snap;
          this.onHeld?.(snap.revision);
        }
      } finally {
        const waiting = this.buffered ?? [];
        this.buffered = null;
        this.fetching = null;
        for (const u of waiting) this.apply(u);
      }
    })();
    return this.fetching;
  }

  /** A fresh snapshot, without changing what is held (the final check). */
  async freshSnapshot(): Promise<Snapshot> {
    const { reply } = await this.call('session:snapshot', {});
    if (!reply.ok) throw new Error(`session:snapshot refused: ${reply.error?.message ?? '?'}`);
    return reply.value as Snapshot;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((done) => {
      this.ws.once('close', () => done());
      this.ws.close();
    });
  }

  private onMessage(text: string): void {
    const msg = JSON.parse(text) as {
      hello?: { role: Role };
      id?: number;
      reply?: Reply;
      push?: string;
      payload?: unknown;
    };
    if (msg.hello) {
      this.role_ = msg.hello.role;
      this.hello(msg.hello.role);
      return;
    }
    if (msg.push === 'session:update') {
      this.updates++;
      this.pushedBytes += Buffer.byteLength(text, 'utf8');
      const update = msg.payload as SessionUpdate;
      this.bytesByRevision?.set(update.revision, Buffer.byteLength(text, 'utf8'));
      if (this.buffered) this.buffered.push(update);
      else this.apply(update);
      return;
    }
    if (typeof msg.id === 'number' && msg.reply) {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      p.done({ reply: msg.reply, ms: performance.now() - p.t0 });
    }
  }

  private apply(update: SessionUpdate): void {
    const r = applyUpdate(this.held, update);
    if (r.kind === 'applied') {
      this.held = r.snapshot;
      this.onHeld?.(r.snapshot.revision);
    } else if (r.kind === 'ignored') this.ignored++;
    else void this.resync();
  }
}
