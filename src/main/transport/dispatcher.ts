/**
 * The one entry point for calls from views, shared by Electron IPC and the web mode's WebSocket.
 * Everything arriving here is untrusted: the channel must exist, the caller's role must be allowed,
 * the payload must be small enough and must parse with the channel's zod schema. Errors become
 * `{ ok: false, error }` replies; this function never throws and never changes state on a refusal.
 */
import type { z } from 'zod';
import {
  channels,
  isChannel,
  maxPayloadBytes,
  type Channel,
  type ChannelInput,
  type ChannelOutputs,
  type Role,
} from '@shared/contract/channels';
import { fail, ok, type Envelope, type ErrorCode } from '@shared/contract/envelope';
import { CommandError } from '@shared/rules/core/engine';
import { DiceScriptError } from '@shared/dice/dice';
import { CampaignStoreError } from '../store/types';
import { AssetError, type AssetService } from '../store/assetService';
import { SessionError, type Session } from '../session/session';
import { SHARE_WEB_ONLY_MESSAGE, ShareError, type ShareControl } from '../share/share';
import {
  PLAYER_WINDOW_WEB_ONLY_MESSAGE,
  PlayerWindowError,
  type PlayerWindowService,
} from '../windows/playerWindowService';

/** Who is calling: a role and a connection/window id (for logs). */
export interface Caller {
  readonly role: Role;
  readonly id: string;
}

export type Dispatch = (caller: Caller, channel: unknown, rawInput: unknown) => Promise<Envelope<unknown>>;

type Handlers = {
  [C in Channel]: (input: ChannelInput<C>, caller: Caller) => Promise<ChannelOutputs[C]> | ChannelOutputs[C];
};

export interface DispatcherOptions {
  /** Stores images for `asset:put`; without it that channel answers with an error. */
  readonly assets?: Pick<AssetService, 'put'>;
  /** Shares the player view over the network (web mode); without it `share:*` says so. */
  readonly share?: ShareControl;
  /** Opens the player window (desktop app); without it `display:openWindow` says there is none. */
  readonly playerWindow?: PlayerWindowService;
}

/** The share control, or the refusal the desktop app gives (it has no web server to share). */
function shareOf(options: DispatcherOptions): ShareControl {
  if (!options.share) throw new ShareError('invalid', SHARE_WEB_ONLY_MESSAGE);
  return options.share;
}

function handlersFor(session: Session, options: DispatcherOptions): Handlers {
  return {
    'session:snapshot': (_input, caller) => session.snapshot(caller.role),
    'session:command': (input) => session.command(input.command),
    'session:undo': () => session.undo(),
    'log:page': (input) => session.logPage(input.beforeSeq, input.limit),
    'session:redo': () => session.redo(),
    'rules:preview': (input) => session.previewRules(input.request),
    'campaign:list': () => session.list(),
    'campaign:create': (input) => session.create(input.name, input.system, input.fromDemo),
    'campaign:open': (input) => session.open(input.path),
    'campaign:saveAs': (input) => session.saveAs(input.name),
    'campaign:flush': () => session.flush(),
    'campaign:restoreBackup': (input) => session.restoreBackup(input.path, input.backup),
    'display:set': (input) => session.setDisplay(input.patch),
    'display:ping': (input) => session.ping(input.hex),
    'display:openWindow': () => {
      if (!options.playerWindow) throw new PlayerWindowError('invalid', PLAYER_WINDOW_WEB_ONLY_MESSAGE);
      return options.playerWindow.open();
    },
    'asset:put': (input) => {
      if (!options.assets) throw new Error('no asset service was given to the dispatcher');
      return options.assets.put(input.type, input.bytes);
    },
    'share:start': (input) => shareOf(options).start(input.port),
    'share:stop': () => shareOf(options).stop(),
    'share:status': () => shareOf(options).status(),
    'share:playerLink': (input) => shareOf(options).playerLink(input.rotate ?? false),
  };
}

/**
 * Size of an input as it travels: Uint8Arrays (only `asset:put` accepts one, arriving as such over
 * IPC or from the web server's upload route) by their length, everything else by its JSON form,
 * where a byte array would otherwise count as a huge `{"0":…}` object. Null when it has no JSON
 * form (cycles, BigInt).
 */
export function payloadSize(value: unknown): number | null {
  let binary = 0;
  try {
    const json = JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Uint8Array) {
        binary += v.byteLength;
        return null;
      }
      return v;
    });
    return binary + (json === undefined ? 0 : Buffer.byteLength(json, 'utf8'));
  } catch {
    return null;
  }
}

/** A size for a message: bytes for the small JSON limit, megabytes for the image channel's. */
function sizeText(bytes: number, limit: number): string {
  return limit >= 10_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${bytes} bytes`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'input'}: ${i.message}`)
    .join('; ');
}

const STORE_CODES: Partial<Record<CampaignStoreError['code'], ErrorCode>> = {
  'not-found': 'not-found',
  locked: 'locked',
  exists: 'conflict',
  'refuse-overwrite': 'conflict',
  io: 'io',
};

/** Maps a thrown error to a reply; unknown errors are logged and reported without internals. */
function toErrorReply(err: unknown, channel: string): Envelope<never> {
  if (err instanceof CommandError) return fail(err.code, err.message);
  if (err instanceof DiceScriptError) return fail('bad-dice', err.message, err.problem);
  if (err instanceof SessionError) return fail(err.code, err.message);
  if (err instanceof CampaignStoreError) return fail(STORE_CODES[err.code] ?? 'invalid', err.message);
  if (err instanceof AssetError) return fail(err.code, err.message);
  if (err instanceof ShareError) return fail(err.code, err.message);
  if (err instanceof PlayerWindowError) return fail(err.code, err.message);
  console.error(`[dispatch] ${channel} failed`, err);
  return fail('internal', `${channel} failed unexpectedly; the campaign was not changed`);
}

/** Builds the dispatcher over a session. */
export function createDispatcher(session: Session, options: DispatcherOptions = {}): Dispatch {
  const handlers = handlersFor(session, options);
  return async (caller, channel, rawInput) => {
    if (!isChannel(channel))
      // Not String(channel): a hostile `{"toString": 1}` would throw there and leave the call unanswered.
      return fail(
        'unknown-channel',
        typeof channel === 'string'
          ? `unknown channel ${JSON.stringify(channel).slice(0, 80)}`
          : `a channel is a string, not ${channel === null ? 'null' : typeof channel}`,
      );
    const spec = channels[channel];
    if (!(spec.roles as readonly Role[]).includes(caller.role)) {
      return fail('forbidden', `the ${caller.role} view may not call ${channel}`);
    }
    const size = payloadSize(rawInput);
    if (size === null) return fail('bad-request', 'the input is not plain JSON data');
    const limit = maxPayloadBytes(channel);
    if (size > limit) {
      return fail(
        'too-large',
        `the input is ${sizeText(size, limit)}; the limit is ${sizeText(limit, limit)}`,
      );
    }
    const parsed = spec.input.safeParse(rawInput);
    if (!parsed.success)
      return fail('bad-request', `invalid input for ${channel}: ${describeIssues(parsed.error)}`);
    try {
      const handler = handlers[channel] as (input: unknown, caller: Caller) => Promise<unknown> | unknown;
      return ok(await handler(parsed.data, caller));
    } catch (err) {
      return toErrorReply(err, channel);
    }
  };
}
