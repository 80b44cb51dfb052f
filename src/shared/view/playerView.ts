/**
 * The player projection: the one place that decides what players may see. The session computes it
 * in the main process and sends only this to player views, so hidden things never leave the GM's
 * machine (Owlbear Rodeo's legacy sent everything and hid it at render time; we do not).
 *
 * Never included: hidden combatants and their tokens, hidden zones, unrevealed zone traits, any
 * attribute or resource value, exact damage, GM notes, non-public log entries. Public log entries keep
 * only the data keys `PLAYER_LOG_KEYS` allows for their kind, and no NPC's sheet numbers unless the
 * campaign shows them (`NPC_NUMBERS`; see `playerLogData`).
 */
import { z } from 'zod';
import {
  activeScene,
  MapBackground,
  type CampaignState,
  type Combatant,
  type LogEntry,
  type Scene,
  type Wall,
  type Zone,
} from '../model/campaign';
import { contactsWith } from '../rules/core/placement';
import { systemInfo } from '../rules/systems';
import { PLAYER_LOG_TAIL } from '../contract/snapshots';

export const PlayerZone = z.object({
  id: z.string(),
  name: z.string(),
  hexes: z.array(z.object({ q: z.number(), r: z.number() })),
  traits: z.array(z.object({ kind: z.string(), level: z.number().optional(), label: z.string().optional() })),
});
export type PlayerZone = z.infer<typeof PlayerZone>;

export const PlayerToken = z.object({
  id: z.string(),
  combatantId: z.string(),
  name: z.string(),
  kind: z.enum(['pc', 'npc']),
  hex: z.object({ q: z.number(), r: z.number() }),
  /** A posture other than standing, as the table sees it (OMN-ACT-5); absent when standing. */
  posture: z.object({ term: z.string(), prone: z.boolean() }).optional(),
  /** Ids of the shown tokens this one is in contact with (Bredvid, the map's link); absent when none. */
  contactWith: z.array(z.string()).optional(),
});

export const PlayerCombatant = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['pc', 'npc']),
  woundWord: z.string().nullable(),
  conditions: z.array(z.string()),
});
export type PlayerCombatant = z.infer<typeof PlayerCombatant>;

export const PlayerView = z.object({
  campaignName: z.string(),
  system: z.string(),
  scene: z.object({
    name: z.string(),
    map: z.object({
      orientation: z.enum(['pointy', 'flat']),
      hexSizeMetres: z.number(),
      width: z.number(),
      height: z.number(),
      zones: z.array(PlayerZone),
      walls: z.array(
        z.object({
          a: z.object({ q: z.number(), r: z.number() }),
          b: z.object({ q: z.number(), r: z.number() }),
          door: z.string(),
        }),
      ),
      background: MapBackground.nullable(),
      /** The scene's zone-fill opacity over the background (absent: the default). */
      zoneFill: z.number().min(0).max(1).optional(),
    }),
    tokens: z.array(PlayerToken),
  }),
  encounter: z.object({
    active: z.boolean(),
    round: z.number(),
    order: z.array(PlayerCombatant),
    currentId: z.string().nullable(),
    acted: z.array(z.string()),
    /** D20-INIT-1: a new round has started and initiative is being rolled (no one acts yet). */
    awaitingInitiative: z.boolean().optional(),
  }),
  log: z.array(
    z.object({
      seq: z.number(),
      round: z.number(),
      type: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PlayerView = z.infer<typeof PlayerView>;

/**
 * Map positions and scene ids in log entries: players read "Anton moved", not where to. A move into a
 * fogged zone would otherwise tell them a hex they cannot see, and a scene id names a scene the GM may be
 * preparing. The map itself shows where visible tokens are. Stripped from every kind, allowed or not.
 *
 * Places are found by what they hold, not by their key's name: a hex (`{ q, r }`) or a list of hexes, and
 * scene ids. Key names lie: `from` / `to` are hexes in `token/moved` but bleeding and dying levels in
 * `irt/bleeding` and `irt/dying` (IRT-BLD-1, IRT-DIE-1), the Stabilitet before and after in
 * `irt/stabilitet`, a campaign's old and new name in `campaign/renamed`. Stripping them by name turned
 * "Greta starts bleeding (Kraftig)" into "Greta stops bleeding" on the player display.
 */
function isHex(v: unknown): boolean {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const h = v as Record<string, unknown>;
  return typeof h.q === 'number' && typeof h.r === 'number';
}
function isPlace(key: string, v: unknown): boolean {
  if (key === 'sceneId') return true;
  return isHex(v) || (Array.isArray(v) && v.length > 0 && v.every(isHex));
}

/** Every key of the entry's data may reach players (the kind carries nothing hidden). */
const ALL = 'all';

/**
 * What players may read of each public event kind (engine events of rules/core, irt, d20, omnimodus and
 * expanse).
 * The table sees what happens in the open: who acts, at whom, with what, rolls made in the open (dice,
 * totals against a target, successes, as the GM screen has always shown them on the display), postures,
 * conditions and hit areas. It never sees what a sheet holds: resource values (KP, VP, area damage),
 * exact damage taken, armour (Skydd, RR, Rustning), an object's Brytvärde, damage before armour or a
 * strength bonus: they tell players an NPC's health and sheet. Free-text reasons of damage events go too
 * (they quote damage values, e.g. "Eld 4").
 *
 * A kind not listed here (a new event, another system) gets `safeDefault`: numbers and nested data go.
 *
 * "Rolls made in the open" are the dice and what came of them. The numbers an NPC's sheet puts into a roll
 * (its attack pool, skill and ability values, the modifier and total they make, its Defense or Försvar as
 * the target number, its initiative) reach players only while the campaign shows NPCs' roll details
 * (`settings.playerNpcNumbers`, off by default): `NPC_NUMBERS` below lists them by kind, and the log's
 * players' versions read without them ("Grim dodges Alva", "Officeren rolled initiative"). PCs' numbers
 * stay: the players hold those sheets.
 */
export const PLAYER_LOG_KEYS: Readonly<Record<string, typeof ALL | readonly string[]>> = {
  // Core (rules/core): ids, names, rounds, initiative rolled at the table, dice rolled in the open.
  'initiative/rolled': ALL,
  'initiative/needed': ALL,
  // The GM's hand-made order shows on the display; its places count hidden combatants, so they stay.
  'initiative/moved': ['id'],
  'initiative/removed': ALL,
  'encounter/started': ALL,
  'encounter/roundStarted': ALL,
  'encounter/ended': ALL,
  'combatant/added': ALL,
  'condition/set': ALL,
  'condition/removed': ALL,
  'token/moved': ALL,
  'token/placed': ALL,
  'token/removed': ALL,
  'token/contact': ALL,
  'token/contactBroken': ALL,
  'attack/rangeOverridden': ALL,
  'library/spawned': ALL,
  // Public only when a party joined (rules/core/library.ts importParty): who joined, by name.
  'library/imported': ['kind', 'count', 'ids', 'names'],
  'log/note': ALL,
  'dice/rolled': ALL,

  // IRT. The attack roll is open (pool, difficulty, successes, Effekt); what the hit does is not.
  'irt/attackDeclared': ['attackerId', 'targetId', 'weapon', 'pool', 'band', 'difficulty', 'powers'],
  // IRT-DMG-1: Effekt + Skada − Skydd = KP; Skada, Skydd and the KP would tell the target's armour and health.
  'irt/attackResolved': [
    'attackerId',
    'targetId',
    'difficulty',
    'successes',
    'hit',
    'effekt',
    // IRT-ABL-1: a hold instead of damage (Fastlåsning), a hit taken for someone (Offervilja).
    'insteadOfDamage',
    'insteadOf',
  ],
  'irt/defended': ALL,
  // IRT-TOU-2: players may learn the wound level (as a word, when the campaign shows them), never the KP.
  'irt/damage': ['id', 'woundBefore', 'woundAfter'],
  'irt/damageValue': ['id', 'damageType'],
  'irt/concentrationBroken': ['id', 'power'],
  // IRT-POW-2: a power's use and roll are open; what it cost in Fokus is the user's sheet.
  'irt/powerUsed': ['id', 'power', 'target', 'success', 'enhancements', 'narrative'],
  'irt/powerRoll': ['id', 'power', 'attributes', 'pool', 'difficulty', 'successes', 'success', 'effekt'],
  // IRT-CRIT-2: the crit die is the GM's and its modifier holds the target's crit toughness; the row shows.
  'irt/crit': ['targetId', 'damageType', 'row', 'summary', 'bodyPart', 'care'],
  'irt/dying': ALL,
  'irt/survivalInterval': ALL,
  'irt/bleeding': ALL,
  'irt/unconscious': ALL,
  'irt/burning': ALL,
  'irt/stoodUp': ALL,
  'irt/abilityEffect': ['id', 'ability', 'outcome', 'key'],
  // IRT-ABL-1: an ability used is open (who, on whom, the dice given); its Fokus is the user's sheet.
  'irt/abilityUsed': ['id', 'ability', 'what', 'target', 'dice', 'level', 'rounds', 'maxRounds'],
  'irt/tacticsRolled': ['id', 'ability', 'difficulty', 'successes', 'points'],
  'irt/modeStarted': ALL,
  'irt/modeEndRoll': ALL,
  'irt/modeEnded': ALL,
  'irt/rerolled': ALL,
  'irt/powerEnhanced': ALL,
  // KP and Stress are the sheet's: players read who was healed or calmed, not by how much.
  'irt/healed': ['id'],
  'irt/stressRelieved': ['id'],
  'irt/unconsciousIgnored': ['id'],
  // The wound levels are wound words (shown only when the campaign shows them): players get who.
  'irt/woundsCountAgain': ['id'],
  'irt/woke': ALL,
  'irt/moved': ALL,
  'irt/survival': ALL,
  'irt/breakFree': ALL,
  'irt/extinguish': ALL,
  'irt/fokusReset': ALL,

  // d20. Checks, attack rolls, parries and UTH rolls are made in the open against a stated SV.
  'd20/check': ALL,
  'd20/interacted': ALL,
  'd20/supported': ALL,
  'd20/triggered': ALL,
  'd20/sightBroken': ALL,
  'd20/stoodUp': ALL,
  'd20/moved': ALL,
  'd20/fell': ALL,
  'd20/freeManoeuvreOffered': ALL,
  'd20/manoeuvreOffered': ALL,
  'd20/manoeuvre': ALL,
  'd20/attackDeclared': ALL,
  'd20/attackRolled': ALL,
  'd20/parry': ALL,
  'd20/shield': ALL,
  'd20/counterMagic': ALL,
  'd20/protect': ALL,
  'd20/emNote': ALL,
  'd20/resistance': ALL,
  'd20/cancelled': ALL,
  'd20/conditionEnded': ALL,
  // D20-ATK-5: rolled − RR − shield = dealt, off VP then KP: RR, the damage and both pools stay hidden.
  'd20/damaged': ['id', 'source', 'attackerId', 'weapon'],
  // D20-ATK-6: the UTH roll is open; the KP damage it answers is not.
  'd20/resistanceNeeded': ['id', 'sv', 'waiting'],
  'd20/healed': ['id'],
  'd20/bled': ['id', 'round'],

  // Omnimodus. OMN-ROLL-1: 2T6 + skill rolls are open (like d20 checks); declarations are made aloud.
  'omnimodus/roll': ALL,
  'omnimodus/declared': ALL,
  'omnimodus/postureChanged': ALL,
  'omnimodus/postureHeld': ALL,
  'omnimodus/keptWaiting': ALL,
  'omnimodus/hesitates': ALL,
  'omnimodus/conditionEnded': ALL,
  'omnimodus/fumble': ALL,
  'omnimodus/attackRolled': ALL,
  // OMN-DEF-5: the defence roll against the attack total is open; `object` is added (see below).
  'omnimodus/defended': [
    'attackerId',
    'targetId',
    'attack',
    'kind',
    'total',
    'perfect',
    'success',
    'objectId',
    'object',
  ],
  // OMN-DMG-1: the damage includes the attacker's strength bonus (a sheet value); the dice are in dice/rolled.
  'omnimodus/damageRolled': ['attackerId', 'extraDice'],
  // OMN-DEF-5: that the object is notched or broken shows; its Brytvärde and the damage do not.
  'omnimodus/objectHit': ['id', 'objectId', 'object', 'notched', 'broken'],
  // OMN-DMG-1 / OMN-LOC-*: the area hit and its wound word (a public condition) show; damage, armour and
  // the area's total do not.
  'omnimodus/damaged': ['id', 'area', 'word'],

  // The Expanse. EXP-TEST-1..3: tests (3d6 + ability against a TN, the Drama Die, SP), opposed tests and
  // attack rolls (the total against Defense, hit or miss, SP, a jam) are made in the open, like d20 checks.
  'expanse/test': ALL,
  'expanse/opposed': ALL,
  // EXP-INIT-5, EXP-STUNT-1 Momentum: the initiative order is public.
  'expanse/initiativeMoved': ALL,
  // EXP-ACT-MAJ/MIN: actions are taken aloud; `weapon` is added (see below).
  'expanse/action': ALL,
  'expanse/pressAvailable': ALL,
  'expanse/attackRolled': ALL,
  // EXP-DMG-1: the damage holds the attacker's ability (a sheet value); the dice are in dice/rolled.
  'expanse/damageRolled': ['attackerId', 'targetId'],
  // EXP-APP-1/2: Toughness, armour, cover, Guardian Angel's share, Fortune spent, the damage and what is
  // left tell the target's sheet and health. The conditions it takes (`taken`, added below: Injured,
  // Wounded) and Taken Out / Dying show on the table anyway.
  'expanse/damaged': ['id', 'attackerId', 'penetrating', 'takenOut', 'dying'],
  // EXP-COND-1: a condition worsened by a stunt (Injure) is public, as conditions are.
  'expanse/worsened': ['id', 'condition', 'source'],
  // EXP-COND-1 Dying: that the combatant is dying (or dead) shows; its Constitution does not.
  'expanse/dying': ['id', 'dead'],
  'expanse/stabilised': ALL,
  // EXP-STUNT-1: stunts are announced with their SP (the effect's kind names what they do).
  'expanse/stunt': ['id', 'targetId', 'stunt', 'name', 'sp', 'effect'],
  // EXP-ACT-MIN Stand Firm: an opposed test made in the open.
  'expanse/standFirm': ALL,
};

/**
 * The numbers of a roll that come from a sheet, by kind: `owners` are the data keys naming whose sheet
 * (the roller, the attacker, the target whose Defense / Försvar is the target number, the attacker whose
 * total a parry must beat), `keys` the numbers. Unless the campaign shows NPCs' roll details
 * (`settings.playerNpcNumbers`), they go when any owner is an NPC (or not known to be a PC): players
 * read who rolled what against whom and whether it worked, the dice faces (`dice/rolled`, rolled in the
 * open) and what came of it (successes, Effekt, SP, the wound word), never an NPC's attack pool, skill or
 * ability value, modifier, total, Defense or initiative.
 *
 * PCs' numbers stay (the players hold those sheets) — except in a roll against an NPC, where both sides'
 * numbers go together: with the face public, a PC's total and the outcome would bound the NPC's number
 * (a hit at 14 says Försvar ≤ 14), and the other side's total gives away the NPC's modifier.
 * Successes, Effekt (IRT), EM steps (d20) and SP (The Expanse) stay: they are what happened.
 */
const NPC_NUMBERS: Readonly<
  Record<
    string,
    {
      readonly owners: readonly string[];
      readonly keys: readonly string[];
      /** A number that is a sheet value only when its owner key is there (else the GM set it: it stays). */
      readonly ownedBy?: Readonly<Record<string, string>>;
    }
  >
> = {
  // IRT-INIT-1, D20-INIT-1, OMN-INIT-*, EXP-INIT-*: 1T12 + Strid and the like; the order itself shows.
  'initiative/rolled': { owners: ['id'], keys: ['initiative', 'tiebreak', 'shown'] },
  // IRT-DICE-1: the pool is two attributes plus bonus dice.
  'irt/attackDeclared': { owners: ['attackerId'], keys: ['pool'] },
  'irt/powerRoll': { owners: ['id'], keys: ['pool'] },
  // D20-ATK-*, D20-REA-*, D20-ACT-*: 1T20 + the factors against an SV (a target's Försvar, a parried total).
  'd20/check': {
    owners: ['id', 'svOf'],
    keys: ['modifier', 'total', 'sv', 'factors'],
    ownedBy: { sv: 'svOf' },
  },
  'd20/attackDeclared': {
    owners: ['attackerId', 'targetId'],
    keys: ['modifier', 'rollFactors', 'sv', 'baseSv', 'svFactors'],
  },
  'd20/attackRolled': { owners: ['attackerId', 'targetId'], keys: ['total', 'sv'] },
  'd20/parry': { owners: ['id', 'attackerId'], keys: ['total', 'sv'] },
  'd20/counterMagic': { owners: ['id', 'attackerId'], keys: ['total', 'sv'] },
  'd20/interacted': { owners: ['id'], keys: ['total'] },
  'd20/resistance': { owners: ['id'], keys: ['total'] },
  // EXP-TEST-1..3: 3d6 + ability + focus against a TN (an attack's: the target's Defense).
  'expanse/test': {
    owners: ['id', 'tnOf'],
    keys: ['ability', 'modifier', 'total', 'tn', 'factors'],
    ownedBy: { tn: 'tnOf' },
  },
  'expanse/opposed': { owners: ['id', 'against'], keys: ['total', 'opposing'] },
  'expanse/initiativeMoved': { owners: ['id'], keys: ['before', 'after'] },
  'expanse/attackRolled': { owners: ['attackerId', 'targetId'], keys: ['total', 'defense'] },
  'expanse/standFirm': { owners: ['attackerId', 'targetId'], keys: ['attack', 'resist'] },
  // OMN-ROLL-1, OMN-ATK-2, OMN-DEF-*: 2T6 + skill; a defence against the attack's total.
  'omnimodus/roll': { owners: ['id'], keys: ['skill', 'modifier', 'total', 'factors'] },
  'omnimodus/attackRolled': { owners: ['attackerId'], keys: ['total'] },
  'omnimodus/defended': { owners: ['attackerId', 'targetId'], keys: ['attack', 'total'] },
  'omnimodus/postureHeld': { owners: ['id'], keys: ['total'] },
  'omnimodus/keptWaiting': { owners: ['id'], keys: ['initiative'] },
};

/** Keys holding a wound word: players get them only while the campaign shows wound words (IRT-TOU-2). */
const WOUND_WORD_KEYS = new Set(['woundBefore', 'woundAfter', 'word']);

/**
 * The default for kinds `PLAYER_LOG_KEYS` does not know: strings, booleans, null and lists of strings
 * (ids, names) stay; numbers and anything nested go, since an unknown number may be a resource value or
 * exact damage.
 */
function safeDefault(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * The data of a public log entry as players may read it: the kind's allowed keys (or the safe default),
 * never places, wound words only when the campaign shows them.
 *
 * @param objectName names a combatant's weapon or shield (the projection passes its own lookup), so that
 *   players read "blocks with Sköld" rather than an id; only used for omnimodus defences and object hits
 *   and The Expanse's Activate / Prepare
 */
export function playerLogData(
  type: string,
  data: Readonly<Record<string, unknown>>,
  opts: {
    readonly woundWords: boolean;
    /** The campaign shows NPCs' roll details (`settings.playerNpcNumbers`); off unless true. */
    readonly npcNumbers?: boolean;
    /** True for a PC's id; without it every roller counts as an NPC. */
    readonly isPc?: (combatantId: string) => boolean;
    readonly objectName?: (combatantId: string, objectId: string) => string | undefined;
  },
): Record<string, unknown> {
  const allowed = PLAYER_LOG_KEYS[type];
  const sheet = NPC_NUMBERS[type];
  const npcSheet =
    sheet !== undefined &&
    opts.npcNumbers !== true &&
    sheet.owners.some((k) => typeof data[k] === 'string' && opts.isPc?.(data[k]) !== true);
  const keep = (k: string, v: unknown): boolean => {
    if (isPlace(k, v)) return false;
    if (npcSheet && sheet.keys.includes(k)) {
      const owner = sheet.ownedBy?.[k];
      if (owner === undefined || typeof data[owner] === 'string') return false;
    }
    if (!opts.woundWords && WOUND_WORD_KEYS.has(k)) return false;
    if (allowed === ALL) return true;
    if (allowed === undefined) return safeDefault(v);
    return allowed.includes(k);
  };
  const out = Object.fromEntries(Object.entries(data).filter(([k, v]) => keep(k, v)));
  if (
    (type === 'omnimodus/defended' || type === 'omnimodus/objectHit') &&
    typeof data.objectId === 'string'
  ) {
    const owner = type === 'omnimodus/defended' ? data.targetId : data.id;
    const name = typeof owner === 'string' ? opts.objectName?.(owner, data.objectId) : undefined;
    if (name !== undefined) out.object = name;
  }
  // The Expanse: the weapon activated or prepared, by name (the entry holds only its id).
  if (type === 'expanse/action' && typeof data.id === 'string' && typeof data.weaponId === 'string') {
    const name = opts.objectName?.(data.id, data.weaponId);
    if (name !== undefined) out.weapon = name;
  }
  // EXP-APP-2: the conditions taken to reduce damage, without the dice and the damage they took off.
  if (type === 'expanse/damaged' && Array.isArray(data.reductions))
    out.taken = data.reductions
      .map((r: unknown) =>
        r !== null && typeof r === 'object' ? (r as Record<string, unknown>).condition : undefined,
      )
      .filter((c): c is string => typeof c === 'string');
  return out;
}

export { PLAYER_LOG_TAIL };

/** One log entry as players read it. */
export type PlayerLogEntry = PlayerView['log'][number];
/** The shown zones of a scene and the hexes they cover (`q,r` keys), which decide what else shows. */
export interface ShownZones {
  readonly zones: PlayerView['scene']['map']['zones'];
  readonly shownHexes: ReadonlySet<string>;
}
/** What decides how a log entry reads to players, and whether it shows at all. */
export interface LogContext {
  /** Hidden combatants, their tokens (and tokens of hidden combatants), hidden zones. */
  readonly hiddenIds: ReadonlySet<string>;
  readonly woundWords: boolean;
  readonly npcNumbers: boolean;
  readonly isPc: (id: string) => boolean;
  readonly objectName: (combatantId: string, objectId: string) => string | undefined;
}

/** The visible (not hidden) combatants by id. */
export function visibleCombatants(state: CampaignState): ReadonlyMap<string, Combatant> {
  return new Map(state.combatants.filter((c) => !c.hidden).map((c) => [c.id, c]));
}

/**
 * Ids players may never read, even in a log entry: hidden combatants, tokens that are hidden or belong
 * to a hidden combatant, and hidden zones (an id tells players the zone exists, and authored ids read
 * like names: the demo's hidden `z-granen`; no public engine event names a zone yet, the property test
 * found the gap).
 */
export function hiddenIdsOf(state: CampaignState, visible: ReadonlyMap<string, Combatant>): Set<string> {
  const hiddenIds = new Set<string>();
  for (const c of state.combatants) if (c.hidden) hiddenIds.add(c.id);
  for (const s of state.scenes) {
    for (const t of s.tokens) if (t.hidden || !visible.has(t.combatantId)) hiddenIds.add(t.id);
    for (const z of s.map.zones) if (z.hidden) hiddenIds.add(z.id);
  }
  return hiddenIds;
}

/** A shown zone: its name, hexes and revealed traits (never null: hidden zones are left out by the caller). */
export function projectZone(z: Zone): PlayerZone {
  return {
    id: z.id,
    name: z.name,
    hexes: z.hexes.map((h) => ({ q: h.q, r: h.r })),
    traits: z.traits
      .filter((t) => t.revealed)
      .map((t) => ({
        kind: t.kind,
        ...(t.level !== undefined ? { level: t.level } : {}),
        ...(t.label !== undefined ? { label: t.label } : {}),
      })),
  };
}

/** The hexes (`q,r`) the shown zones cover. */
export function shownHexesOf(zones: readonly PlayerZone[]): Set<string> {
  return new Set(zones.flatMap((z) => z.hexes.map((h) => `${h.q},${h.r}`)));
}

/** A wall deep inside fog would draw the outline of a hidden room: only walls touching a shown hex. */
export function projectWalls(
  walls: readonly Wall[],
  shownHexes: ReadonlySet<string>,
): PlayerView['scene']['map']['walls'] {
  return walls
    .filter((w) => shownHexes.has(`${w.a.q},${w.a.r}`) || shownHexes.has(`${w.b.q},${w.b.r}`))
    .map((w) => ({ a: w.a, b: w.b, door: w.door }));
}

/** Shown tokens: visible combatants' tokens on shown hexes, with posture and contact among shown ones. */
export function projectTokens(
  state: CampaignState,
  scene: Scene,
  visible: ReadonlyMap<string, Combatant>,
  shownHexes: ReadonlySet<string>,
): PlayerView['scene']['tokens'] {
  const system = systemInfo(state.system);
  const shownTokens = scene.tokens.flatMap((t) => {
    const c = visible.get(t.combatantId);
    if (!c || t.hidden || !shownHexes.has(`${t.hex.q},${t.hex.r}`)) return [];
    const posture = system.posture(c);
    return [
      {
        id: t.id,
        combatantId: c.id,
        name: c.name,
        kind: c.kind,
        hex: { q: t.hex.q, r: t.hex.r },
        ...(posture ? { posture: { term: posture.term, prone: posture.prone } } : {}),
      },
    ];
  });
  // Contact (the map's link) only between tokens the table sees: a hidden partner is not hinted at.
  const tokenOfShown = new Map(shownTokens.map((t) => [t.combatantId, t.id]));
  return shownTokens.map((t) => {
    const withIds = contactsWith(scene, t.combatantId).flatMap((id) => tokenOfShown.get(id) ?? []);
    return withIds.length > 0 ? { ...t, contactWith: withIds } : t;
  });
}

/** The encounter as the table sees it: visible combatants in order, wound words when shown, public conditions. */
export function projectEncounter(
  state: CampaignState,
  visible: ReadonlyMap<string, Combatant>,
): PlayerView['encounter'] {
  const system = systemInfo(state.system);
  const order = state.encounter.order.flatMap((id) => {
    const c = visible.get(id);
    if (!c) return [];
    const woundWord = state.settings.playerWoundWords ? system.woundWord(c) : null;
    return [
      {
        id: c.id,
        name: c.name,
        kind: c.kind,
        woundWord,
        // A wound word that is itself a condition (the Expanse's Injured) is said once, as the word.
        conditions: c.conditions.filter((k) => k.public && k.key !== woundWord).map((k) => k.key),
      },
    ];
  });
  const currentRaw = state.encounter.order[state.encounter.turnIndex];
  return {
    active: state.encounter.active,
    round: state.encounter.round,
    order,
    currentId: currentRaw !== undefined && visible.has(currentRaw) ? currentRaw : null,
    acted: state.encounter.acted.filter((id) => visible.has(id)),
    ...(state.encounter.awaitingInitiative ? { awaitingInitiative: true } : {}),
  };
}

/** What decides how log entries read to players in this state. */
export function logContext(
  state: CampaignState,
  visible: ReadonlyMap<string, Combatant>,
  hiddenIds: ReadonlySet<string>,
): LogContext {
  return {
    hiddenIds,
    woundWords: state.settings.playerWoundWords,
    npcNumbers: state.settings.playerNpcNumbers === true,
    isPc: (id) => state.combatants.some((c) => c.id === id && c.kind === 'pc'),
    objectName: (combatantId, objectId) =>
      visible.get(combatantId)?.weapons.find((w) => w.id === objectId)?.name,
  };
}

/**
 * A log entry as players read it, or null when they may not: GM-only entries, and entries that mention
 * a hidden combatant, token or zone (an id alone could reveal that something is there).
 */
export function projectLogEntry(e: LogEntry, ctx: LogContext): PlayerLogEntry | null {
  if (!e.public) return null;
  if (
    JSON.stringify(e.data)
      .split('"')
      .some((part) => ctx.hiddenIds.has(part))
  )
    return null;
  return {
    seq: e.seq,
    round: e.round,
    type: e.type,
    data: playerLogData(e.type, e.data, {
      woundWords: ctx.woundWords,
      npcNumbers: ctx.npcNumbers,
      isPc: ctx.isPc,
      objectName: ctx.objectName,
    }),
  };
}

/** Assembles the view from its parts (the projector reuses unchanged parts by identity). */
export function assembleView(
  state: CampaignState,
  scene: Scene,
  shown: ShownZones,
  walls: PlayerView['scene']['map']['walls'],
  tokens: PlayerView['scene']['tokens'],
  encounter: PlayerView['encounter'],
  log: PlayerView['log'],
): PlayerView {
  return {
    campaignName: state.name,
    system: state.system,
    scene: {
      name: scene.name,
      map: {
        orientation: scene.map.orientation,
        hexSizeMetres: scene.map.hexSizeMetres,
        width: scene.map.width,
        height: scene.map.height,
        zones: shown.zones,
        walls,
        background: scene.map.background,
        ...(scene.map.zoneFill !== undefined ? { zoneFill: scene.map.zoneFill } : {}),
      },
      tokens,
    },
    encounter,
    log,
  };
}

/**
 * Projects the GM's campaign state to what players may see, from scratch. The session keeps a
 * {@link createPlayerProjector} instead, which gives the same result from what changed.
 */
export function toPlayerView(state: CampaignState): PlayerView {
  const scene = activeScene(state);
  const visible = visibleCombatants(state);
  const hiddenIds = hiddenIdsOf(state, visible);
  const zones = scene.map.zones.filter((z) => !z.hidden).map(projectZone);
  const shown: ShownZones = { zones, shownHexes: shownHexesOf(zones) };
  const ctx = logContext(state, visible, hiddenIds);
  const log: PlayerLogEntry[] = [];
  for (let i = state.log.length - 1; i >= 0 && log.length < PLAYER_LOG_TAIL; i--) {
    const entry = projectLogEntry(state.log[i] as LogEntry, ctx);
    if (entry) log.push(entry);
  }
  log.reverse();
  return assembleView(
    state,
    scene,
    shown,
    projectWalls(scene.map.walls, shown.shownHexes),
    projectTokens(state, scene, visible, shown.shownHexes),
    projectEncounter(state, visible),
    log,
  );
}
