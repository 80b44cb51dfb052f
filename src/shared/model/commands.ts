/**
 * Commands: everything a GM view can ask the session to do. Each is validated with zod at the
 * boundary (IPC or WebSocket) before the engine sees it. Names follow `domain/verb`.
 */
import { z } from 'zod';
import { keyString } from './keys';
import {
  Axial,
  CampaignSettings,
  Combatant,
  Condition,
  HexMap,
  Id,
  MapBackground,
  Name,
  Scene,
  SystemId,
  Text,
  Token,
  Wall,
  Zone,
} from './campaign';
import { EnteredDice } from './enteredDice';
import { IrtCommand } from '../rules/irt/commands';
import { D20Command } from '../rules/d20/commands';
import { OmnCommand } from '../rules/omnimodus/commands';
import { ExpCommand } from '../rules/expanse/commands';

export { EnteredDice };

const ResourceKey = keyString(40, /^[\p{L}\p{N}_-]+$/u);

export const CampaignRename = z.object({ type: z.literal('campaign/rename'), name: Name });
export const CampaignSetNotes = z.object({ type: z.literal('campaign/setNotes'), gmNotes: Text });
/** Per-campaign settings (what players are shown). */
export const CampaignSetSettings = z.object({
  type: z.literal('campaign/setSettings'),
  patch: CampaignSettings.partial().strict(),
});
export const CombatantAdd = z.object({ type: z.literal('combatant/add'), combatant: Combatant });
export const CombatantRemove = z.object({ type: z.literal('combatant/remove'), id: Id });
export const CombatantUpdate = z.object({
  type: z.literal('combatant/update'),
  id: Id,
  patch: Combatant.pick({
    name: true,
    kind: true,
    hidden: true,
    extra: true,
    attributes: true,
    resources: true,
    weapons: true,
    features: true,
    powers: true,
    group: true,
    gmNotes: true,
  })
    .partial()
    .strict(),
});
/** Adds `copies` numbered copies of a combatant ("Vakt" → "Vakt 2", "Vakt 3"), one undoable step. */
export const CombatantDuplicate = z.object({
  type: z.literal('combatant/duplicate'),
  id: Id,
  copies: z.number().int().min(1).max(20),
});
/** Adds `delta` to a numeric resource (IRT: `kp` is damage taken, so +4 is 4 KP of damage). */
export const CombatantAdjustResource = z.object({
  type: z.literal('combatant/adjustResource'),
  id: Id,
  resource: ResourceKey,
  delta: z.number().int().min(-100_000).max(100_000),
});
export const CombatantSetInitiative = z.object({
  type: z.literal('combatant/setInitiative'),
  id: Id,
  initiative: z.number().int().min(-1000).max(1000).nullable(),
});
export const TokenMove = z.object({ type: z.literal('token/move'), sceneId: Id, tokenId: Id, to: Axial });
/**
 * Puts two combatants in contact (Bredvid, IRT-RNG-3) where a hex is larger than melee reach: the token
 * `tokenId` was dropped onto `withTokenId` and moves into its hex (rules/core/placement.ts).
 */
export const TokenContact = z.object({
  type: z.literal('token/contact'),
  sceneId: Id,
  tokenId: Id,
  withTokenId: Id,
});
export const TokenSetHidden = z.object({
  type: z.literal('token/setHidden'),
  sceneId: Id,
  tokenId: Id,
  hidden: z.boolean(),
});
export const ZoneUpdate = z.object({
  type: z.literal('zone/update'),
  sceneId: Id,
  zoneId: Id,
  patch: Zone.pick({ name: true, hidden: true, traits: true, gmNotes: true }).partial().strict(),
});
export const SceneActivate = z.object({ type: z.literal('scene/activate'), sceneId: Id });
/** Scene settings: name, metres per hex, the IRT-RNG-3 band shift for unusually large or small zones. */
export const SceneUpdate = z.object({
  type: z.literal('scene/update'),
  sceneId: Id,
  patch: z
    .object({
      name: Name,
      gmNotes: Text,
      hexSizeMetres: HexMap.shape.hexSizeMetres,
      bandShift: HexMap.shape.bandShift,
      zoneFill: HexMap.shape.zoneFill,
    })
    .partial()
    .strict(),
});
/** Adds a scene (a new map) and makes it the active one. */
export const SceneCreate = z.object({ type: z.literal('scene/create'), scene: Scene });
/** Sets (or with `null` removes) the scene's background image; the asset must already be stored. */
export const SceneSetBackground = z.object({
  type: z.literal('scene/setBackground'),
  sceneId: Id,
  background: MapBackground.nullable(),
});
export const EncounterStart = z.object({ type: z.literal('encounter/start') });
export const EncounterNextTurn = z.object({ type: z.literal('encounter/nextTurn') });
export const EncounterEnd = z.object({ type: z.literal('encounter/end') });

/** Rolls initiative for the given combatants (default: everyone in the encounter, or everyone). */
export const InitiativeRoll = z.object({
  type: z.literal('initiative/roll'),
  combatantIds: z.array(Id).max(5_000).optional(),
  /** Entered dice per combatant (physical dice), in the order the system rolls them. */
  entered: z
    .array(z.object({ combatantId: Id, dice: EnteredDice }))
    .max(5_000)
    .optional(),
});
/**
 * Moves a combatant to place `to` (0-based) of the running order, by hand (the GM's drag). The system's
 * tie-breaks still decide when initiative is next rolled (docs/engine.md, "A manual order").
 */
export const InitiativeMove = z.object({
  type: z.literal('initiative/move'),
  id: Id,
  to: z.number().int().min(0).max(5_000),
});
/** Takes a combatant out of the running order (they stay in the campaign; a roll brings them back). */
export const InitiativeRemove = z.object({ type: z.literal('initiative/remove'), id: Id });
export const EncounterSetSurprised = z.object({
  type: z.literal('encounter/setSurprised'),
  ids: z.array(Id).max(5_000),
});
/** Moves the campaign clock (outside combat, or to let minutes pass during care). */
export const TimeAdvance = z.object({
  type: z.literal('time/advance'),
  seconds: z.number().int().min(1).max(31_536_000),
  dice: EnteredDice.optional(),
});
export const CombatantSetCondition = z.object({
  type: z.literal('combatant/setCondition'),
  id: Id,
  condition: Condition,
});
export const CombatantRemoveCondition = z.object({
  type: z.literal('combatant/removeCondition'),
  id: Id,
  key: z.string().min(1).max(60),
});
/** Map editing (brush tools): paint hexes into a zone, create/remove zones, walls and doors, tokens. */
export const ZonePaint = z.object({
  type: z.literal('zone/paint'),
  sceneId: Id,
  zoneId: Id,
  hexes: z.array(Axial).min(1).max(250_000),
});
export const ZoneCreate = z.object({ type: z.literal('zone/create'), sceneId: Id, zone: Zone });
export const ZoneRemove = z.object({
  type: z.literal('zone/remove'),
  sceneId: Id,
  zoneId: Id,
  mergeInto: Id.nullable(),
});
/** Takes hexes off the map (out of every zone); hexes where a token stands are kept. */
export const ZoneErase = z.object({
  type: z.literal('zone/erase'),
  sceneId: Id,
  hexes: z.array(Axial).min(1).max(250_000),
});
export const WallSet = z.object({
  type: z.literal('wall/set'),
  sceneId: Id,
  a: Axial,
  b: Axial,
  door: Wall.shape.door.nullable(),
});
/**
 * A run of hex edges drawn (or, with `door: null`, erased) in one drag: one undoable command, one log
 * line. Each edge lies between two neighbouring hexes.
 */
export const WallSetMany = z.object({
  type: z.literal('wall/setMany'),
  sceneId: Id,
  edges: z
    .array(z.object({ a: Axial, b: Axial }))
    .min(1)
    .max(5000),
  door: Wall.shape.door.nullable(),
});
export const TokenPlace = z.object({ type: z.literal('token/place'), sceneId: Id, token: Token });
export const TokenRemove = z.object({ type: z.literal('token/remove'), sceneId: Id, tokenId: Id });

/** NPC library (per campaign): save, remove, import templates; spawn numbered copies. */
export const LibrarySave = z.object({ type: z.literal('library/save'), template: Combatant });
export const LibraryRemove = z.object({ type: z.literal('library/remove'), id: Id });
export const LibraryImport = z.object({
  type: z.literal('library/import'),
  templates: z.array(Combatant).min(1).max(500),
  /** The game system the file was written for (rules/libraryFile.ts); refused when not the campaign's. */
  system: SystemId.optional(),
  /** The file format's version; refused when newer than this app reads. */
  version: z.number().int().min(0).max(1000).optional(),
  /**
   * `party`: the templates are player characters joining the campaign's combatants (one undoable step,
   * one log line), not NPC templates for the library. Absent: `npcs`.
   */
  kind: z.enum(['npcs', 'party']).optional(),
});
export const LibrarySpawn = z.object({
  type: z.literal('library/spawn'),
  templateId: Id,
  count: z.number().int().min(1).max(50),
  hidden: z.boolean(),
});
export const LogNote = z.object({
  type: z.literal('log/note'),
  text: z.string().min(1).max(2000),
  public: z.boolean(),
});

/** Any command; the discriminant is `type`. */
export const Command = z.discriminatedUnion('type', [
  CampaignRename,
  CampaignSetNotes,
  CampaignSetSettings,
  CombatantAdd,
  CombatantRemove,
  CombatantUpdate,
  CombatantDuplicate,
  CombatantAdjustResource,
  CombatantSetInitiative,
  TokenMove,
  TokenContact,
  TokenSetHidden,
  ZoneUpdate,
  SceneActivate,
  SceneUpdate,
  SceneSetBackground,
  SceneCreate,
  EncounterStart,
  EncounterNextTurn,
  EncounterEnd,
  LogNote,
  InitiativeRoll,
  InitiativeMove,
  InitiativeRemove,
  EncounterSetSurprised,
  TimeAdvance,
  CombatantSetCondition,
  CombatantRemoveCondition,
  ZonePaint,
  ZoneCreate,
  ZoneRemove,
  ZoneErase,
  WallSet,
  WallSetMany,
  TokenPlace,
  TokenRemove,
  LibrarySave,
  LibraryRemove,
  LibraryImport,
  LibrarySpawn,
  ...IrtCommand.options,
  ...D20Command.options,
  ...OmnCommand.options,
  ...ExpCommand.options,
]);
export type Command = z.infer<typeof Command>;
export type CommandType = Command['type'];
