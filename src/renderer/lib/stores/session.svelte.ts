/**
 * The page's view of the session: the latest snapshot (fetched on connect, then kept current by the
 * 'session:update' pushes — patches applied in place of what changed, contract/viewState.ts), the
 * connection state, and helpers that call the main process and surface any error envelope in the status
 * area, so a refused command always tells the GM why.
 */
import type { HexscreenBridge } from '@shared/contract/bridge';
import type { Channel, ChannelInput, ChannelOutputs, Role } from '@shared/contract/channels';
import { fail, type Envelope } from '@shared/contract/envelope';
import type { GmSnapshot, PlayerSnapshot, Snapshot } from '@shared/contract/snapshots';
import { applyUpdate } from '@shared/contract/viewState';
import type { LogEntry } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { connect, type ConnectionState } from '../api';
import { errorText } from '../errorText';
import { t } from '../i18n/index.svelte';
import { toasts } from './toasts.svelte';

class SessionStore {
  /**
   * Never mutated: each update makes a new snapshot that keeps every unchanged part the same object
   * (immer), so `$state.raw` and identity comparisons let only what changed re-render.
   */
  snapshot = $state.raw<Snapshot | null>(null);
  connection = $state<ConnectionState>('connecting');

  private bridge: HexscreenBridge | null = null;
  private started = false;
  /** A snapshot request is on its way (a missed revision asks once, not once per patch). */
  private resyncing = false;

  /** A combatant's name by id, from the GM snapshot (undefined on the player page or when unknown). */
  nameOf(id: string): string | undefined {
    return this.gm?.campaign?.combatants.find((c) => c.id === id)?.name;
  }

  /** The GM snapshot, or null on a player page / before the first snapshot. */
  get gm(): GmSnapshot | null {
    return this.snapshot?.role === 'gm' ? this.snapshot : null;
  }

  /** The player snapshot, or null on the GM page / before the first snapshot. */
  get player(): PlayerSnapshot | null {
    return this.snapshot?.role === 'player' ? this.snapshot : null;
  }

  /** Connects (once) and keeps the snapshot current for the life of the page. */
  async start(role: Role): Promise<void> {
    if (this.started) return;
    this.started = true;
    const conn = await connect(role, (state) => {
      this.connection = state;
      // After a reconnect the pushes in between are lost: fetch the whole state again.
      if (state === 'open' && this.bridge) void this.refresh();
    });
    this.bridge = conn.bridge;
    this.connection = conn.state;
    conn.bridge.onPush('session:update', (update) => {
      const result = applyUpdate(this.snapshot, update);
      if (result.kind === 'applied') this.snapshot = result.snapshot;
      else if (result.kind === 'resync') void this.resync();
    });
    await this.refresh();
  }

  /** Asks for a whole snapshot once after a missed revision. */
  private async resync(): Promise<void> {
    if (this.resyncing) return;
    this.resyncing = true;
    try {
      await this.refresh();
    } finally {
      this.resyncing = false;
    }
  }

  /** Fetches the snapshot now (kept only when it is not older than what patches brought meanwhile). */
  async refresh(): Promise<void> {
    if (!this.bridge) return;
    const reply = await this.bridge.invoke('session:snapshot', {});
    if (!reply.ok) {
      toasts.error(reply.error.message);
      return;
    }
    const result = applyUpdate(this.snapshot, reply.value);
    if (result.kind === 'applied') this.snapshot = result.snapshot;
  }

  /**
   * The `limit` log entries before `beforeSeq`, oldest first (the GM view holds only the newest ones:
   * scrolling back and searching fetch older pages). Empty on failure (said in the status area).
   */
  async logPage(beforeSeq: number, limit: number): Promise<LogEntry[]> {
    const reply = await this.call('log:page', { beforeSeq, limit });
    return reply.ok ? reply.value.entries : [];
  }

  /**
   * Calls a channel. Error envelopes are shown in the status area (unless `quiet`) and returned, so
   * callers can also react; this never throws.
   */
  async call<C extends Channel>(
    channel: C,
    input: ChannelInput<C>,
    options: { quiet?: boolean } = {},
  ): Promise<Envelope<ChannelOutputs[C]>> {
    if (!this.bridge) return fail('io', t('error.disconnected'));
    try {
      const sent = await this.bridge.invoke(channel, input);
      // Refusals that carry facts (entered dice that do not fit) read in the GM's language, naming whose roll.
      const reply: Envelope<ChannelOutputs[C]> =
        !sent.ok && sent.error.detail
          ? { ok: false, error: { ...sent.error, message: errorText(sent.error, (id) => this.nameOf(id)) } }
          : sent;
      if (!reply.ok && !options.quiet) toasts.error(reply.error.message);
      return reply;
    } catch (e) {
      // The bridge promises not to reject; a preload bug still must not leave the GM without a word.
      const message = e instanceof Error ? e.message : String(e);
      if (!options.quiet) toasts.error(message);
      return fail('internal', message);
    }
  }

  /** Applies one command through the engine; true when it was accepted. */
  async send(command: Command): Promise<boolean> {
    const reply = await this.call('session:command', { command });
    return reply.ok;
  }

  /**
   * Applies one command without a toast when the engine refuses it (the form that sent it shows the
   * refusal itself): null when it was accepted, else the engine's message.
   */
  async sendQuietly(command: Command): Promise<string | null> {
    const reply = await this.call('session:command', { command }, { quiet: true });
    return reply.ok ? null : reply.error.message;
  }

  async undo(): Promise<boolean> {
    if (!this.gm?.canUndo) return false;
    return (await this.call('session:undo', {})).ok;
  }

  async redo(): Promise<boolean> {
    if (!this.gm?.canRedo) return false;
    return (await this.call('session:redo', {})).ok;
  }
}

/** The one session of this page. */
export const session = new SessionStore();
