/**
 * The API a view sees, whatever the transport: the Electron preload exposes it as
 * `window.hexscreen`; in web mode the renderer builds the same shape over a WebSocket.
 */
import type { Channel, ChannelInput, ChannelOutputs, PushName, PushPayloads, Role } from './channels';
import type { Envelope } from './envelope';

export interface HexscreenBridge {
  /** The role this view was opened as. */
  readonly role: Role;
  /** Calls a channel; never rejects for application errors, which come back as `{ ok: false }`. */
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<Envelope<ChannelOutputs[C]>>;
  /** Subscribes to a push; returns the unsubscribe function. */
  onPush<P extends PushName>(name: P, listener: (payload: PushPayloads[P]) => void): () => void;
}

/** The name under which the preload exposes the bridge on `window`. */
export const BRIDGE_GLOBAL = 'hexscreen';
