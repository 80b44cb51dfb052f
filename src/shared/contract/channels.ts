/**
 * The one contract between views and the main process, used by both transports (Electron IPC and
 * the web mode's WebSocket): channel → input schema, allowed roles. Names follow `domain:verb`.
 * Inputs are untrusted and validated here; outputs are typed by {@link ChannelOutputs}.
 */
import { z } from 'zod';
import { Axial, Name, SystemId } from '../model/campaign';
import { DisplayPatch, type DisplayState } from './display';
import { Command } from '../model/commands';
import type { IrtPreview } from '../rules/irt/preview';
import type { D20Preview } from '../rules/d20/types';
import type { OmnPreview } from '../rules/omnimodus/preview';
import type { ExpPreview } from '../rules/expanse/preview';
import type { Snapshot, SessionUpdate } from './snapshots';

/** What `rules:preview` answers, per system (each answer names its request's `kind`). */
export type SystemPreviewAnswer = IrtPreview | D20Preview | OmnPreview | ExpPreview;
import type { LogEntry } from '../model/campaign';
import { ImageType, MAX_ASSET_BYTES } from './assets';

/** Who is calling: the GM window, or a player display. */
export type Role = 'gm' | 'player';

/**
 * Largest accepted message, in bytes of its JSON form: bigger ones are refused before parsing. A
 * channel may raise it with its own `maxBytes` (see {@link maxPayloadBytes}).
 */
export const MAX_PAYLOAD_BYTES = 1_000_000;

/**
 * Room for the rest of an `asset:put` message besides the image bytes: the image itself is checked
 * against MAX_ASSET_BYTES, with a clearer message, once the input has parsed.
 */
const ASSET_PUT_OVERHEAD_BYTES = 4096;

const Empty = z.object({}).strict();

/** A campaign folder path (absolute, ending in `.hexcampaign`). */
export const CampaignPath = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => /\.hexcampaign[\\/]?$/.test(p), 'a campaign path ends in .hexcampaign');

export const channels = {
  /** The caller's current snapshot (GM: full state; player: the projection). */
  'session:snapshot': { roles: ['gm', 'player'], input: Empty },
  /** Apply one command through the engine, persist, and push. */
  'session:command': { roles: ['gm'], input: z.object({ command: Command }).strict() },
  'session:undo': { roles: ['gm'], input: Empty },
  /**
   * Older log entries than a GM view holds (issue 20): the `limit` entries before `beforeSeq`, oldest
   * first; fewer (or none) at the start of the log.
   */
  'log:page': {
    roles: ['gm'],
    input: z
      .object({ beforeSeq: z.number().int().min(0), limit: z.number().int().min(1).max(2000) })
      .strict(),
  },
  'session:redo': { roles: ['gm'], input: Empty },
  /**
   * A system's preview before a command, computed in main from the session's state by the campaign's
   * `RuleSystem.preview` (IRT: an attack's plan and exact odds; d20: an attack's SV, factors and odds, a
   * move's path, cost and Akrobatik rolls). The request's shape is the system's to check.
   */
  'rules:preview': {
    roles: ['gm'],
    input: z.object({ request: z.looseObject({ kind: z.string().min(1).max(60) }) }).strict(),
  },
  /** The player display: blackout / freeze / live, camera, the table's language (contract/display.ts). */
  'display:set': { roles: ['gm'], input: z.object({ patch: DisplayPatch }).strict() },
  /** Points at a hex on the player display (a pulse there). */
  'display:ping': { roles: ['gm'], input: z.object({ hex: Axial }).strict() },
  /** Opens (or focuses) the player window, fullscreen on a second monitor if any. Electron only. */
  'display:openWindow': { roles: ['gm'], input: Empty },
  /** Campaigns in the data folder and the recent list. */
  'campaign:list': { roles: ['gm'], input: Empty },
  'campaign:create': {
    roles: ['gm'],
    input: z.object({ name: Name, system: SystemId, fromDemo: z.boolean() }).strict(),
  },
  'campaign:open': { roles: ['gm'], input: z.object({ path: CampaignPath }).strict() },
  'campaign:saveAs': { roles: ['gm'], input: z.object({ name: Name }).strict() },
  /** Write now instead of waiting for the debounced autosave. */
  'campaign:flush': { roles: ['gm'], input: Empty },
  /** Open a campaign from one of its backups after its main file failed to load. */
  'campaign:restoreBackup': {
    roles: ['gm'],
    input: z
      .object({
        path: CampaignPath,
        backup: z
          .string()
          .max(200)
          .regex(/^[A-Za-z0-9_.-]+\.json$/),
      })
      .strict(),
  },
  /**
   * Stores an image in the open campaign's `assets/` folder (content-addressed) and returns its id.
   * The bytes travel as a Uint8Array: over Electron IPC as is (structured clone), in web mode as the
   * body of `POST /asset` (see assets.ts), never as JSON over the WebSocket. Its size limit is its
   * own (`maxBytes`); the magic bytes must match `type` (checked by the main process).
   */
  'asset:put': {
    roles: ['gm'],
    input: z.object({ type: ImageType, bytes: z.instanceof(Uint8Array) }).strict(),
    maxBytes: MAX_ASSET_BYTES + ASSET_PUT_OVERHEAD_BYTES,
  },
  /**
   * Share the player view over the local network (web mode only; the desktop app answers with an
   * error): a second listener on all interfaces, serving only the player page, with its own token.
   * Starting while sharing returns the running share; `port` (0 = any free one) defaults to the last.
   */
  'share:start': {
    roles: ['gm'],
    input: z.object({ port: z.number().int().min(0).max(65_535).optional() }).strict(),
  },
  /** Revokes the share: closes its listener and sockets; its token is never accepted again. */
  'share:stop': { roles: ['gm'], input: Empty },
  /** The running share, or null. */
  'share:status': { roles: ['gm'], input: Empty },
  /**
   * The player page's link on this computer (web mode only), with its token. `rotate: true` makes a
   * new player link: the old one is refused from then on, and pages still using it say so.
   */
  'share:playerLink': {
    roles: ['gm'],
    input: z.object({ rotate: z.boolean().optional() }).strict(),
  },
} as const satisfies Record<string, { roles: readonly Role[]; input: z.ZodType; maxBytes?: number }>;

export type Channel = keyof typeof channels;
export type ChannelInput<C extends Channel> = z.infer<(typeof channels)[C]['input']>;

/**
 * The size limit of `channel`'s input in bytes: its own `maxBytes`, else {@link MAX_PAYLOAD_BYTES}.
 * Binary parts (Uint8Array) count by their length, the rest by its JSON form.
 */
export function maxPayloadBytes(channel: Channel): number {
  const spec = channels[channel];
  return 'maxBytes' in spec ? spec.maxBytes : MAX_PAYLOAD_BYTES;
}

/** A campaign as listed for New/Open/recent. */
export interface CampaignSummary {
  readonly path: string;
  readonly name: string;
  readonly system: string;
  readonly savedAt: string | null;
}

/** The player view shared over the local network, as `share:start` and `share:status` give it. */
export interface ShareInfo {
  /** The link for the QR code: the first of `urls`, or the 127.0.0.1 link when there is none. */
  readonly url: string;
  /** The player page on each non-internal IPv4 address of this computer, with the share token. */
  readonly urls: string[];
  /** The QR code of `url`, an SVG document. */
  readonly qrSvg: string;
  /** When sharing started (ISO 8601). */
  readonly startedAt: string;
  /** Why `url` is a 127.0.0.1 link (no network address found); null otherwise. */
  readonly note: string | null;
}

/** What each channel returns on success. */
export interface ChannelOutputs {
  'session:snapshot': Snapshot;
  'session:command': { revision: number };
  'session:undo': { revision: number };
  'log:page': { entries: LogEntry[] };
  'session:redo': { revision: number };
  'rules:preview': SystemPreviewAnswer;
  'campaign:list': { campaigns: CampaignSummary[]; recent: string[]; current: string | null };
  'campaign:create': { path: string };
  'campaign:open': { path: string };
  'campaign:saveAs': { path: string };
  'campaign:flush': { savedAt: string | null };
  'campaign:restoreBackup': { path: string };
  'display:set': { display: DisplayState };
  'display:ping': { seq: number };
  /** `displayLabel`: the monitor's name, null when the OS gives none. */
  'display:openWindow': { opened: true; displayLabel: string | null; fullscreen: boolean };
  'asset:put': { assetId: string };
  'share:start': ShareInfo;
  'share:stop': { stopped: boolean };
  'share:status': ShareInfo | null;
  'share:playerLink': { url: string };
}

/** Messages the main process pushes to views. */
export interface PushPayloads {
  /** A patch of what the view holds, or a whole snapshot (contract/snapshots.ts). */
  'session:update': SessionUpdate;
}
export type PushName = keyof PushPayloads;

/** True when `name` is a channel of the contract (guards against prototype keys like `__proto__`). */
export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name);
}
