/**
 * The campaign data model. Each zod schema is the single source of its TypeScript type (schema and
 * type share a name). Everything here is plain JSON: it is persisted by the store, validated on load,
 * structured-cloned over Electron IPC and sent over WebSocket.
 */
import { z } from 'zod';
import { keyString } from './keys';
import { ExpanseSettings } from './expanseSettings';
import { Power } from './irtPowers';
import { OmnimodusSettings } from './omnimodusTables';

/**
 * The current on-disk schema version; {@link migrateCampaignDocument} brings older files up to it.
 * 3: the store keeps the campaign's log in `log.jsonl` beside `campaign.json` (see `baseRevision`).
 */
export const CURRENT_SCHEMA_VERSION = 3;

/** Identifier of an entity (combatant, zone, token, …): short, printable, no path characters. */
export const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'ids use letters, digits and _ . : - only');
export type Id = z.infer<typeof Id>;

/** A short human-entered name. */
export const Name = z.string().trim().min(1, 'a name cannot be empty').max(120);

/** Free text (notes): bounded so that a pasted novel cannot bloat a command. */
export const Text = z.string().max(20_000);

/** The game systems Hexscreen knows. */
export const SystemId = z.enum(['irt', 'd20', 'omnimodus', 'expanse']);
export type SystemId = z.infer<typeof SystemId>;

/** Axial hex coordinate; bounded so a malformed command cannot create absurd maps. */
export const Axial = z.object({
  q: z.number().int().min(-10_000).max(10_000),
  r: z.number().int().min(-10_000).max(10_000),
});
export type Axial = z.infer<typeof Axial>;

/**
 * A zone trait. `kind` is a built-in key (IRT-ZONE-2: skydd, oppenMark, morker, svarforcerad, trangt,
 * hogtLage) or a GM-defined one; `level` carries a system's grade (d20 half/good cover, Expanse cover
 * rating). `revealed` says whether players may see the trait on their display.
 */
export const ZoneTrait = z.object({
  kind: keyString(60),
  level: z.number().int().min(0).max(20).optional(),
  label: z.string().max(60).optional(),
  revealed: z.boolean(),
});
export type ZoneTrait = z.infer<typeof ZoneTrait>;

/** A named group of hexes (IRT-ZONE-1). `hidden` zones never reach the player view. */
export const Zone = z.object({
  id: Id,
  name: Name,
  hexes: z.array(Axial).max(100_000),
  traits: z.array(ZoneTrait).max(32),
  hidden: z.boolean(),
  gmNotes: Text,
});
export type Zone = z.infer<typeof Zone>;

/** A wall (or door) on the edge between two adjacent hexes. */
export const Wall = z.object({
  a: Axial,
  b: Axial,
  door: z.enum(['none', 'open', 'closed']),
});
export type Wall = z.infer<typeof Wall>;

/** A background image from the campaign's content-addressed assets, lined up with the grid. */
export const MapBackground = z.object({
  assetId: z.string().regex(/^[a-f0-9]{64}\.(png|jpg|webp)$/),
  /** Offset of the image's centre from the map's centre, in metres. */
  offsetX: z.number().min(-100_000).max(100_000),
  offsetY: z.number().min(-100_000).max(100_000),
  /** Metres per image pixel. */
  scale: z.number().positive().max(10_000),
  /** Degrees, clockwise. */
  rotation: z.number().min(-360).max(360),
});
export type MapBackground = z.infer<typeof MapBackground>;

/** The hex-zone map of a scene. */
export const HexMap = z.object({
  orientation: z.enum(['pointy', 'flat']),
  hexSizeMetres: z.number().positive().max(10_000),
  width: z.number().int().min(1).max(500),
  height: z.number().int().min(1).max(500),
  zones: z.array(Zone).max(250_000),
  walls: z.array(Wall).max(100_000),
  background: MapBackground.nullable(),
  /**
   * How opaque the zone colours are over the background image, 0 (the image only, borders and labels
   * kept) to 1. Absent = the default (map/zoneFill.ts DEFAULT_ZONE_FILL), low enough that a battle map
   * shows through. Without a background zones are drawn opaque whatever this says.
   */
  zoneFill: z.number().min(0).max(1).optional(),
  /**
   * IRT-RNG-3 interpretation: shift every target one band farther (+1) or nearer (−1) when this
   * scene's zones are unusually large or small. Absent = 0.
   */
  bandShift: z.number().int().min(-1).max(1).optional(),
});
export type HexMap = z.infer<typeof HexMap>;

/** A combatant's marker on a scene map. */
export const Token = z.object({
  id: Id,
  combatantId: Id,
  hex: Axial,
  hidden: z.boolean(),
  /** Hexes moved this round (IRT-MOV-4 Rörligt mål; reset at each new round). */
  movedThisRound: z.number().int().min(0).optional(),
});
export type Token = z.infer<typeof Token>;

/** A place where fights happen: a map and its tokens. */
export const Scene = z.object({
  id: Id,
  name: Name,
  map: HexMap,
  tokens: z.array(Token).max(10_000),
  /**
   * Pairs of combatants the GM put in contact (Bredvid, IRT-RNG-3) by dropping one token onto the other,
   * where a hex is larger than melee reach. Both stand in one hex; the pair ends when either leaves it
   * or is removed (rules/core/placement.ts). Absent = none.
   */
  contacts: z
    .array(z.object({ a: Id, b: Id }))
    .max(10_000)
    .optional(),
  gmNotes: Text,
});
export type Scene = z.infer<typeof Scene>;

/**
 * A condition on a combatant, by its system term (`key`, e.g. `Sårad`, `Liggande`, `Prone`).
 * `public` conditions may be shown to players. `untilRound` is the round at whose start it ends.
 */
export const Condition = z.object({
  key: z.string().min(1).max(60),
  public: z.boolean(),
  untilRound: z.number().int().min(0).nullable(),
  note: z.string().max(500),
  /** What caused it (e.g. `Skjutvapen 8: Genomskjuten axel`), shown to the GM. */
  source: z.string().max(200).optional(),
  /** Structured parameters a rule system reads (a difficulty floor's scope, a body part, a damage value). */
  data: z.record(z.string().max(40), z.union([z.number(), z.string().max(200), z.boolean()])).optional(),
});
export type Condition = z.infer<typeof Condition>;

/** A weapon entry as the system's data describes it (values keyed by the system's own terms). */
export const Weapon = z.object({
  id: Id,
  name: Name,
  values: z.record(z.string().max(40), z.union([z.number(), z.string().max(200), z.boolean()])),
});
export type Weapon = z.infer<typeof Weapon>;

/**
 * A participant. `attributes` and `resources` are keyed by the system's own terms (IRT: Fysik, Vilja,
 * …; resources `kp` damage taken, `fokus`, `stress`). `extra` marks *statister* whose Fokus and Stress
 * the GM does not track. Hidden combatants never reach the player view.
 */
export const Combatant = z.object({
  id: Id,
  name: Name,
  kind: z.enum(['pc', 'npc']),
  hidden: z.boolean(),
  extra: z.boolean(),
  attributes: z.record(z.string().max(40), z.number().int().min(-100).max(1000)),
  resources: z.record(z.string().max(40), z.number().int().min(-1000).max(100_000)),
  conditions: z.array(Condition).max(64),
  weapons: z.array(Weapon).max(64),
  initiative: z.number().int().nullable(),
  /** Tie-break values the initiative rules recorded (e.g. a roll-off die), highest wins. */
  initiativeTiebreak: z.array(z.number().int()).max(8).optional(),
  /** Abilities, Expertis, talents, focuses, size class — by the system's own names (IRT: `Pistolskytt`, `Expertis: Fältmedicinare`, `Storlek: Stor`). */
  features: z.array(z.string().min(1).max(80)).max(64).optional(),
  /** I Rikets Tjänst powers (krafter, IRT-POW-1); absent for systems and characters without any. */
  powers: z.array(Power).max(12).optional(),
  /**
   * A group of minor NPCs that acts as one (EXP-INIT-2: the GM rolls initiative once for the group).
   * Absent: the combatant acts alone.
   */
  group: Id.optional(),
  gmNotes: Text,
});
export type Combatant = z.infer<typeof Combatant>;

/**
 * One combatant's spent actions this round (D20-TURN-1: one main action, movement up to SMI steps, one
 * reaction). Reset when a new round starts.
 */
export const TurnEconomy = z.object({
  /** Main actions used (D20-TURN-1: one per turn). */
  main: z.number().int().min(0).max(10),
  /** Movement used, in steps (difficult terrain counts 2 per hex, D20-POS-4). */
  steps: z.number().int().min(0).max(1000),
  /** Reactions used (D20-TURN-1: at most one per round). */
  reactions: z.number().int().min(0).max(10),
});
export type TurnEconomy = z.infer<typeof TurnEconomy>;

/** The running fight: turn order and time (IRT: a round is about 5 s, 12 per minute). */
export const Encounter = z.object({
  active: z.boolean(),
  round: z.number().int().min(0),
  /** Combatant ids in acting order; combatants not yet ordered are absent. */
  order: z.array(Id),
  /** Index into `order` of whose turn it is; -1 before the first turn. */
  turnIndex: z.number().int().min(-1),
  acted: z.array(Id),
  /** Surprised participants: they skip round 1 and cannot defend actively before they have acted (IRT-INIT-3). */
  surprised: z.array(Id).optional(),
  /**
   * True between a new round's start and its initiative roll, for systems that roll initiative every
   * round (D20-INIT-1): no turn runs until everyone in the order has rolled.
   */
  awaitingInitiative: z.boolean().optional(),
  /** What each combatant has spent this round, for systems with an action economy (D20-TURN-1). */
  economy: z.record(Id, TurnEconomy).optional(),
  /**
   * The action each combatant declared for this round, in the system's words (OMN-DEF-3: it decides which
   * defences are allowed), with its targets when it names any (OMN-MULTI-3). Reset when a round starts.
   */
  declared: z
    .record(
      Id,
      z.object({
        action: z.string().min(1).max(40),
        targets: z.array(Id).max(20).optional(),
        /** The system's details of the declaration (OMN-MULTI-3: number of attacks; movement in metres; …). */
        data: z
          .record(z.string().max(40), z.union([z.number(), z.string().max(200), z.boolean()]))
          .optional(),
      }),
    )
    .optional(),
});
export type Encounter = z.infer<typeof Encounter>;

/**
 * Something that fires at time boundaries (IRT: Kraftig blödning every round, Lätt blödning and the
 * survival rolls of Akut döende every minute, Döende every hour). Times are seconds on the campaign
 * clock; `nextAt` moves on by `every` each time it fires, so a boundary fires exactly once.
 */
export const Timer = z.object({
  id: Id,
  combatantId: Id,
  kind: z.string().min(1).max(60),
  every: z.number().int().positive(),
  nextAt: z.number().int().min(0),
  data: z.record(z.string().max(40), z.union([z.number(), z.string().max(200), z.boolean()])).optional(),
});
export type Timer = z.infer<typeof Timer>;

/**
 * A multi-step action in progress (an IRT attack waits for Fokus dice and the target's active defence
 * before its result counts, IRT-DEF-4). `data` is validated by the rule system that owns `kind`.
 */
export const PendingAction = z.object({
  id: Id,
  kind: z.string().min(1).max(60),
  actorId: Id,
  targetId: Id.nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type PendingAction = z.infer<typeof PendingAction>;

/** One logged engine event (a roll, a change). `public` entries may be shown to players. */
export const LogEntry = z.object({
  seq: z.number().int().min(0),
  round: z.number().int().min(0),
  type: z.string().min(1).max(60),
  public: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});
export type LogEntry = z.infer<typeof LogEntry>;

/**
 * What a declared EM step buys (D20-ATK-1 interpretation): an extra weapon damage die, a free tactical
 * manoeuvre, or a GM-described effect that is logged and applied by hand.
 */
export const D20EmOption = z.object({
  id: Id,
  name: Name,
  effect: z.enum(['extraDie', 'manoeuvre', 'note']),
});
export type D20EmOption = z.infer<typeof D20EmOption>;

/** Swedish d20 campaign settings: the campaign mode (D20-ATK-6) and the GM's list of EM uses. */
export const D20Settings = z.object({
  /** D20-ATK-6: the UTH resistance roll is against SV 13 (Heroisk) or SV 15 (Härdad). */
  mode: z.enum(['Heroisk', 'Härdad']),
  emOptions: z.array(D20EmOption).min(1).max(20),
});
export type D20Settings = z.infer<typeof D20Settings>;

/** Per-campaign settings. */
export const CampaignSettings = z.object({
  /** Show players wound states as words ("Sårad") rather than hiding them. */
  playerWoundWords: z.boolean(),
  /**
   * Show players the numbers of NPCs' rolls in the log: attack pools, skill and ability values, totals,
   * their Defense or Försvar as a target number, initiative values (view/playerView.ts NPC_NUMBERS).
   * Absent (campaigns saved before it) = off: players read who did what and whether it worked.
   */
  playerNpcNumbers: z.boolean().optional(),
  /** Swedish d20 only; absent = the defaults (Heroisk, the two default EM uses). */
  d20: D20Settings.optional(),
  /** Omnimodus only: settings and tables (absent = the labelled defaults). */
  omnimodus: OmnimodusSettings.optional(),
  /** The Expanse only: stunts and settings (absent = the defaults). */
  expanse: ExpanseSettings.optional(),
});
export type CampaignSettings = z.infer<typeof CampaignSettings>;

/** Everything a campaign holds: the state the engine transforms and the store persists. */
export const CampaignState = z.object({
  id: Id,
  name: Name,
  system: SystemId,
  settings: CampaignSettings,
  scenes: z.array(Scene).min(1).max(1_000),
  activeSceneId: Id,
  combatants: z.array(Combatant).max(5_000),
  npcLibrary: z.array(Combatant).max(5_000),
  encounter: Encounter,
  log: z.array(LogEntry),
  gmNotes: Text,
  /** Campaign time in seconds; rounds, minutes and hours advance it (IRT: a round is about 5 s). */
  clock: z.object({ seconds: z.number().int().min(0) }).optional(),
  timers: z.array(Timer).max(10_000).optional(),
  pending: PendingAction.nullable().optional(),
});
export type CampaignState = z.infer<typeof CampaignState>;

/**
 * The on-disk document (`campaign.json`, and each backup).
 *
 * With `baseRevision` it is a campaign folder's main file: its campaign's `log` is empty, the log lives
 * in `log.jsonl` beside it, and the state changes saved after it are that journal's `$rev` lines above
 * `baseRevision` (src/main/store/journal.ts). Without it the document holds the whole campaign, log
 * inline: a backup, or a file from before schema 3, which the store splits into the two files on open.
 */
export const CampaignDocument = z.object({
  format: z.literal('hexscreen-campaign'),
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  savedAt: z.string(),
  /** The last journal revision (`$rev`) this file's campaign includes; absent: the log is inline. */
  baseRevision: z.number().int().min(0).optional(),
  campaign: CampaignState,
});
export type CampaignDocument = z.infer<typeof CampaignDocument>;

/** The scene currently shown, falling back to the first scene. */
export function activeScene(state: CampaignState): Scene {
  const scene = state.scenes.find((s) => s.id === state.activeSceneId) ?? state.scenes[0];
  if (!scene) throw new Error('a campaign always has at least one scene');
  return scene;
}

/**
 * True when a campaign holds anything a GM made: used by the store to refuse overwriting a campaign
 * that has content with an empty or default one.
 */
export function hasContent(state: CampaignState): boolean {
  return (
    state.combatants.length > 0 ||
    state.npcLibrary.length > 0 ||
    state.log.length > 0 ||
    state.scenes.length > 1 ||
    state.scenes.some(
      (s) =>
        s.tokens.length > 0 ||
        s.gmNotes !== '' ||
        s.map.background !== null ||
        s.map.walls.length > 0 ||
        // A new campaign's map is one plain zone: only a map the GM has worked on counts.
        s.map.zones.length > 1 ||
        s.map.zones.some((z) => z.traits.length > 0 || z.hidden || z.gmNotes !== ''),
    ) ||
    state.gmNotes !== ''
  );
}
