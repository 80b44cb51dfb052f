/**
 * The contract each game system implements. The engine core owns what all systems share (combatants,
 * tokens, zones, the turn order, the clock and its timers, the log); a `RuleSystem` supplies what differs:
 * the character template, initiative, how difficulty is modelled, attack resolution, damage, conditions
 * and what its timers do.
 */
import type { z } from 'zod';
import type { DiceSource } from '../../dice/dice';
import type { Axial } from '../../hex/axial';
import type { MapMeasure } from '../../map/distance';
import type { CampaignState, Combatant, Condition, HexMap, SystemId, Timer } from '../../model/campaign';
import { CommandError } from './errors';
import type { EventSink } from './events';

/** What a system's command handlers get besides the state. */
export interface SystemContext {
  readonly dice: DiceSource;
  readonly out: EventSink;
}

/**
 * Refuses a request of game system `id` (a preview) made of a campaign of another system; `named` says the
 * system with its article ("a Swedish d20", "an Expanse").
 */
export function requireCampaignSystem(state: CampaignState, id: SystemId, named: string): void {
  if (state.system !== id) throw new CommandError('invalid', `this campaign is not ${named} campaign`);
}

/**
 * A game system's handler for one of its own commands (`d20/move`, `expanse/test`, …), given the command
 * `Cmd` as the system's schema parsed it: returns the next state (never mutating `state`), emits its
 * events to `ctx.out`, throws `CommandError` when the command does not fit the state. Typing a handler
 * `const x: SystemCommandHandler<…> = (state, cmd, ctx) => …` spells its signature once, here.
 */
export type SystemCommandHandler<Cmd> = (state: CampaignState, cmd: Cmd, ctx: SystemContext) => CampaignState;

/**
 * A handler for each of a system's commands `Cmd` (a union tagged by `type`), each receiving its own
 * command narrowed: the system's table, run by `applySystemCommand`. A missing handler does not compile.
 */
export type SystemCommandHandlers<Cmd extends { readonly type: string }> = {
  readonly [K in Cmd['type']]: SystemCommandHandler<Extract<Cmd, { readonly type: K }>>;
};

/**
 * Applies a system's parsed command through its handler in the system's table.
 *
 * @example
 * const D20_HANDLERS: SystemCommandHandlers<D20Command> = { 'd20/move': move, … };
 * applySystemCommand(D20_HANDLERS, state, D20Command.parse(raw), ctx);
 */
export function applySystemCommand<Cmd extends { readonly type: string }>(
  handlers: SystemCommandHandlers<Cmd>,
  state: CampaignState,
  cmd: Cmd,
  ctx: SystemContext,
): CampaignState {
  // The table pairs each type with a handler of that very command, which TypeScript cannot correlate.
  const handler = handlers[cmd.type as Cmd['type']] as SystemCommandHandler<Cmd>;
  return handler(state, cmd, ctx);
}

/**
 * Where the sheet editor shows a field (a translated heading): the system's attributes or abilities,
 * skills, defence values, damage pools and their maxima, armour, and the resources play spends.
 */
export type SheetGroup = 'attribute' | 'skill' | 'defence' | 'pool' | 'armour' | 'resource';

/** A value on a character sheet: an attribute, a resource or a derived value. */
export interface SheetField {
  readonly key: string;
  /** The system's own term, shown untranslated. */
  readonly term: string;
  readonly min?: number;
  readonly max?: number;
  /** The editor's heading for the field (default: `attribute` for attributes, `resource` for resources). */
  readonly group?: SheetGroup;
  /** A narrower range for player characters (IRT-CHAR-1: PCs rate the Egenskaper 1–5). */
  readonly pc?: { readonly min: number; readonly max: number };
  /** A resource whose maximum is this attribute's value (d20 `vp` ≤ `VP`, Expanse `Fortune` ≤ `Max Fortune`). */
  readonly maxFrom?: string;
  /** May be left empty: the rules then use a default (IRT Stabilitet 3, Omnimodus `Rustning Huvud` → `Rustning`). */
  readonly optional?: boolean;
  /** The rule ID that sets the field's meaning or range, shown with a refusal. */
  readonly rule?: string;
}

/** What a sheet's features (one per line) hold, in the system's own terms. */
export interface FeatureSpec {
  /** Examples of each kind the rules read (IRT: `Pistolskytt`, `Expertis: Fältmedicinare`, `Storlek: Stor`). */
  readonly examples: readonly string[];
  /**
   * Checks one feature line: null when the rules accept it, else the forms they would (game terms,
   * e.g. `Storlek: Liten | Normal | Stor`). Absent: any text.
   */
  check?(feature: string): string | null;
}

/**
 * A row of a system's weapon or armour table as the sheet editor offers it: a name and the values a
 * combatant's weapon (or, for armour, its sheet's armour fields) takes, in the system's own terms.
 */
export interface GearTableRow {
  readonly id: string;
  /** The system's own name for it, shown untranslated (`Tung pistol`). */
  readonly name: string;
  readonly values: Readonly<Record<string, number | string | boolean>>;
}

/** The system's character sheet. */
export interface CharacterTemplate {
  /** The system's weapon table (IRT-WPN-1, EXP-DMG-2): weapons the editor offers ready-made. Absent: none. */
  readonly weaponTable?: readonly GearTableRow[];
  /** The system's armour table: picking a row sets its armour fields (`values` keyed by attribute). */
  readonly armourTable?: readonly GearTableRow[];
  readonly attributes: readonly SheetField[];
  readonly resources: readonly SheetField[];
  /** What the features list holds (abilities, Expertis, focuses, talents, size). */
  readonly features: FeatureSpec;
  /** Values computed from the sheet (IRT: Tålighet), for stat blocks. */
  derived(c: Combatant): Readonly<Record<string, number>>;
  /** A new combatant's attributes and resources. */
  blank(): { attributes: Record<string, number>; resources: Record<string, number> };
}

/** One combatant's initiative result. */
export interface InitiativeRoll {
  readonly value: number;
  /** Compared in order, higher first, when values tie (IRT-INIT-2: Strid, then a roll-off). */
  readonly tiebreak: readonly number[];
  /**
   * Conditions the roll leaves on the combatant (OMN-INIT-2: a fumble hesitates, `Tvekar`), replacing
   * any of the same key. Absent: none.
   */
  readonly conditions?: readonly Condition[];
  /** Keys of conditions the roll ends (OMN-INIT-2: a new roll ends an old hesitation). Absent: none. */
  readonly ends?: readonly string[];
}

export interface InitiativeRules {
  /** True when initiative is rolled again at every new round (d20, Omnimodus); false when fixed (IRT, Expanse). */
  readonly eachRound: boolean;
  /**
   * Rolls (or takes entered dice for) one combatant's initiative and logs the roll. `state` is the
   * campaign before the roll (OMN-INIT-1 reads the campaign's initiative table).
   */
  roll(c: Combatant, ctx: SystemContext, state: CampaignState): InitiativeRoll;
  /**
   * One roll-off die for a combatant whose initiative still ties completely with others (IRT-INIT-2:
   * everyone tied rolls; those still equal roll again). Appended to its tie-break values.
   */
  rollOff(c: Combatant, ctx: SystemContext): number;
  /**
   * The initiative value as the table should read it, when it is not the plain number (OMN-INIT-2: a
   * perfect roll is stored raised so it sorts first and reads `★15`). Absent: the number itself.
   */
  display?(value: number): string;
  /**
   * The group a combatant rolls with (EXP-INIT-2: a group of minor NPCs rolls once and acts together),
   * or null when it rolls alone. Absent: everyone rolls alone. Members of a group who stand together in
   * the running order act on one turn ({@link turnSpan}); one the GM takes out of the group, or moves
   * away from it, acts on a turn of its own.
   */
  groupOf?(c: Combatant): string | null;
  /**
   * EXP-INIT-5: newcomers roll at the start of the round they appear in and act in it. True: a roll made
   * while the round has not got under way (nobody has finished a turn and those whose turn it is have
   * spent nothing) gives the turn to whoever now stands first, a newcomer who rolled highest included.
   * Absent or false: a newcomer placed before the current turn waits for the next round.
   */
  readonly joinRoundAtStart?: boolean;
}

/**
 * The turn at `index` of the running order: who acts on it and where the next turn begins. Alone, that is
 * the one at `index`; in a system whose groups act together (EXP-INIT-2, {@link InitiativeRules.groupOf}),
 * also the members of its group standing right after it, except those surprised in round 1 (IRT-INIT-3,
 * EXP-INIT-4), who are passed over.
 */
export function turnSpan(
  state: CampaignState,
  index: number,
  groupOf?: (c: Combatant) => string | null,
): { readonly members: readonly string[]; readonly end: number } {
  const enc = state.encounter;
  const first = enc.order[index];
  if (first === undefined) return { members: [], end: index + 1 };
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const lead = byId.get(first);
  const group = lead && groupOf ? groupOf(lead) : null;
  const members = [first];
  let end = index + 1;
  if (group !== null && groupOf) {
    for (; end < enc.order.length; end++) {
      const c = byId.get(enc.order[end] as string);
      if (!c || groupOf(c) !== group) break;
      if (!(enc.round === 1 && enc.surprised?.includes(c.id))) members.push(c.id);
    }
  }
  return { members, end };
}

/** Who acts on the current turn of a running fight ({@link turnSpan}); none while no turn runs. */
export function turnMembers(
  state: CampaignState,
  groupOf?: (c: Combatant) => string | null,
): readonly string[] {
  const enc = state.encounter;
  if (!enc.active || enc.turnIndex < 0) return [];
  return turnSpan(state, enc.turnIndex, groupOf).members;
}

/** A distance on the map with the system's range band (IRT-RNG-3: `Medel`), or null when it has none. */
export interface RulerReading extends MapMeasure {
  readonly band: string | null;
  /**
   * What `zones` counts: rules zones (IRT, the default) or steps of movement (d20: one hex is one step,
   * counted the way round walls).
   */
  readonly unit?: 'zones' | 'steps';
}

/**
 * The previews the GM screen asks before a command (channel `rules:preview`): the system's request
 * schema (requests are `{ kind: '<system>/…', … }`) and the answer, computed from the state without
 * changing it (an attack's difficulty, factors and odds; a move's cost). One road for every system: main
 * validates the request with `request` and answers with `answer`; the renderer computes no outcome.
 */
export interface SystemPreview<Req extends { kind: string } = { kind: string }, Res = unknown> {
  readonly request: z.ZodType<Req>;
  /** Throws `CommandError` when the request cannot be answered (an unknown combatant, a wrong pairing). */
  answer(state: CampaignState, request: Req): Res;
}

/** Types a system's preview against its own request and answer, for the contract's `preview`. */
export function definePreview<Req extends { kind: string }, Res>(
  preview: SystemPreview<Req, Res>,
): SystemPreview {
  // The registry hands the request back only after `preview.request` parsed it, so it is a Req.
  return preview as unknown as SystemPreview;
}

export interface RuleSystem {
  readonly id: SystemId;
  readonly name: string;
  /** False until the system's rules issue is done: the UI marks it "not yet playable". */
  readonly implemented: boolean;
  /** Length of a combat round on the campaign clock (IRT: about 5 s, 12 per minute). */
  readonly secondsPerRound: number;
  readonly template: CharacterTemplate;
  readonly initiative: InitiativeRules | null;
  /** The resource that counts damage taken, shown on cards (IRT: `kp`). */
  readonly damageResource: string | null;
  /** A wound state in the system's own words (IRT: `Sårad`), or null. */
  woundWord(c: Combatant): string | null;
  /**
   * How bad {@link woundWord} is, for colouring tokens: 0 unhurt, 1 hurt, 2 out of the fight,
   * 3 dying, 4 dead. Absent: always 0.
   */
  woundSeverity?(c: Combatant): 0 | 1 | 2 | 3 | 4;
  /**
   * A posture other than standing, for marking tokens: the system's term (OMN-ACT-5: `Knästående`,
   * `Liggande`) and whether it is lying down; null when standing. Absent: no postures on tokens.
   */
  posture?(c: Combatant): { readonly term: string; readonly prone: boolean } | null;
  /** Zod schema of the system's own commands (types start with `<system>/`). */
  readonly commands: z.ZodType<{ type: string }> | null;
  /** Applies one of the system's own commands. Throws `CommandError` to refuse. */
  apply(state: CampaignState, command: { type: string }, ctx: SystemContext): CampaignState;
  /** Fires one timer of this system at its boundary (the core has already moved the clock). */
  fireTimer(state: CampaignState, timer: Timer, ctx: SystemContext): CampaignState;
  /**
   * Called after the GM changes a resource by hand (quick damage or healing), so the system can react
   * (IRT-COND-8: healing KP below the threshold wakes a Medvetslös character).
   */
  onResourceChanged?(
    state: CampaignState,
    id: string,
    resource: string,
    before: number,
    after: number,
    ctx: SystemContext,
  ): CampaignState;
  /**
   * Reads a distance on the map the way this system counts it (the GM's ruler and attack ranges use
   * the same numbers). Without it the core counts every hex as a zone and names no band.
   */
  measure?(map: HexMap, from: Axial, to: Axial): RulerReading;
  /** Runs when a combatant's turn starts (OMN-ACT-5: a declared posture change happens then). */
  onTurnStart?(state: CampaignState, combatantId: string, ctx: SystemContext): CampaignState;
  /** Runs when the encounter ends (EXP-INIT-6: effects that last rounds or turns end with action mode). */
  onEncounterEnd?(state: CampaignState, ctx: SystemContext): CampaignState;
  /** Runs at the start of each combat round (after the clock moved): expiring "next round" conditions, … */
  onRoundStart(state: CampaignState, ctx: SystemContext): CampaignState;
  /** The system's previews (`rules:preview`); absent: the system answers none. */
  readonly preview?: SystemPreview;
  /**
   * Tokens whose zone of control a combatant stands in during a fight, for the GM's map (D20-POS-1);
   * absent: the map marks none.
   */
  threatenedBy?(state: CampaignState, c: Combatant): readonly string[];
}
