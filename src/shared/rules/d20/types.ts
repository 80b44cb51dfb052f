/**
 * What the d20 engine tells the GM screen before a command (the previews behind `rules:preview`) and
 * the shapes of its multi-step actions in `state.pending`.
 */
import type { Axial } from '../../hex/axial';
import type { D20EmOption } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import type { D20ActionCost, D20Consequence, D20Manoeuvre } from './commands';
import type { D20Attribute, D20Skill } from './sheet';

/** The kind of attack a weapon makes (D20-ACT-1; spells are D20-ACT-3). */
export type D20AttackKind = 'melee' | 'ranged' | 'magic';

/** A weapon or spell as the attack uses it (values from the weapon's data, defaults filled in). */
export interface D20WeaponUse {
  readonly id: string | null;
  readonly name: string;
  readonly kind: D20AttackKind;
  /** Damage dice as written, e.g. `1T8+1`. */
  readonly damage: string;
  readonly skill: D20Skill;
  readonly attribute: D20Attribute;
  /** Range in steps for ranged weapons and spells (null: melee). */
  readonly range: number | null;
  /** D20-POS-2: a spell that needs sight cannot reach a target out of sight. */
  readonly needsSight: boolean;
}

/** An attack planned from the state: SV, the roll's factors, possible or why not. */
export interface D20AttackPlan {
  readonly possible: boolean;
  /** Why the attack cannot be made (not adjacent, out of range, no reaction left, …). */
  readonly reason: string | null;
  readonly weapon: D20WeaponUse;
  /** D20-ATK-2: the SV before factors and where it came from. */
  readonly baseSv: number;
  readonly svSource: 'Försvar' | 'gm';
  /** Changes to SV (distance), + makes it harder. */
  readonly svFactors: readonly DifficultyFactor[];
  readonly sv: number;
  /** Modifiers to the roll (skill, attribute, cover −2/−4, elevation ±1, support, GM), + helps. */
  readonly rollFactors: readonly DifficultyFactor[];
  readonly modifier: number;
  /** D20-ATK-1: the declared EM use, or null. */
  readonly emUse: D20EmOption | null;
  /** Steps between the tokens (null without tokens on the active scene). */
  readonly distance: number | null;
  readonly cost: D20ActionCost;
  /**
   * Why the distance refuses the attack (D20-ATK-2: melee out of reach, a shot past twice its Räckvidd),
   * whether or not the GM overrode it; null when in range.
   */
  readonly rangeRefusal: string | null;
  /** The rule behind {@link rangeRefusal}: reach and range (D20-ATK-2) or sight (D20-POS-2). */
  readonly rangeRule: 'D20-ATK-2' | 'D20-POS-2';
  /** The GM overrode {@link rangeRefusal} (`rangeOverride`): the attack goes ahead, logged. */
  readonly rangeOverridden: boolean;
}

/** Exact odds of an attack (D20-ATK-4/5), from enumerating the d20 and the damage dice. */
export interface D20AttackOdds {
  /** Lowest die face that hits (21: none does). */
  readonly needed: number;
  readonly hit: number;
  /** `emSteps[k]`: chance of a hit with exactly k EM steps. Sums with `1 − hit` to 1. */
  readonly emSteps: readonly number[];
  /** Expected damage past RR (and the declared EM use), counting misses as 0. */
  readonly expectedDamage: number;
  /** The same if the target blocks with a shield (D20-REA-2), or null when it has none. */
  readonly expectedDamageWithShield: number | null;
  /** Chance that the attack reaches KP (and so a UTH roll, D20-ATK-6). */
  readonly kpChance: number;
}

export interface D20AttackPreview {
  readonly system: 'd20';
  readonly kind: 'd20/attack';
  readonly plan: D20AttackPlan;
  readonly odds: D20AttackOdds | null;
}

/** A move planned on the map (D20-TURN-1, D20-POS-1, D20-POS-4). */
export interface D20MovePreview {
  readonly system: 'd20';
  readonly kind: 'd20/move';
  readonly possible: boolean;
  readonly reason: string | null;
  /** Hexes from the start (excluded) to the destination (included). */
  readonly path: readonly Axial[];
  /** Steps the move costs (difficult terrain 2 per hex), standing up included. */
  readonly cost: number;
  /** Of `cost`, the steps spent standing up first from `Nedslagen` (0 when standing). */
  readonly standUp: number;
  readonly stepsLeft: number;
  /** Enemies whose hostile zone the move leaves: an Akrobatik roll (SV 13–16) is needed. */
  readonly hostileExits: readonly { readonly id: string; readonly name: string }[];
  /** Slippery zones entered: an Akrobatik roll each against the zone's SV. */
  readonly slippery: readonly { readonly zoneId: string; readonly zoneName: string; readonly sv: number }[];
  /** The Akrobatik modifier (skill + SMI) and support, for the prompt. */
  readonly akrobatik: readonly DifficultyFactor[];
}

/** A manoeuvre planned (D20-ACT-2). */
export interface D20ManoeuvrePreview {
  readonly system: 'd20';
  readonly kind: 'd20/manoeuvre';
  readonly manoeuvre: D20Manoeuvre;
  readonly possible: boolean;
  readonly reason: string | null;
  readonly sv: number;
  readonly rollFactors: readonly DifficultyFactor[];
  readonly modifier: number;
  readonly hit: number;
}

export type D20Preview = D20AttackPreview | D20MovePreview | D20ManoeuvrePreview;

/** `pending.data` of a hit waiting for the target's reaction and the damage roll (`kind: d20/attack`). */
export interface D20PendingAttack {
  readonly weaponId: string | null;
  readonly attackKind: D20AttackKind;
  readonly total: number;
  readonly sv: number;
  readonly emSteps: number;
  readonly emUse: string | null;
  /** D20-REA-2: the target blocks with its shield (damage −1 at resolve). */
  readonly shield: boolean;
  /** D20-REA-5: the ally who took the hit instead, or null. */
  readonly protectedBy: string | null;
  /** The weapon's name and damage dice as rolled (kept should the sheet change before resolve). */
  readonly weaponName: string;
  readonly damage: string;
  /** D20-ATK-1: what the declared EM use does (null: none declared). */
  readonly emEffect: D20EmOption['effect'] | null;
  /** The target first attacked (the pending target changes when an ally protects it, D20-REA-5). */
  readonly originalTargetId: string;
  /** Who has reacted against this attack, each once (D20-TURN-1 also counts one per round). */
  readonly reactedBy: readonly string[];
}

/** `pending.data` of a UTH resistance roll owed (`kind: d20/resistance`, D20-ATK-6). */
export interface D20PendingResistance {
  readonly sv: number;
  readonly kpDamage: number;
  /** D20-ATK-1: free manoeuvres an EM use owes the attacker, offered after the roll. */
  readonly thenManoeuvres?: { readonly attackerId: string; readonly count: number };
  /**
   * Set when the UTH roll was made with one entered die and failed without a consequence picked: the
   * step waits for the consequence (picked, or a 1T4 rolled or entered) and the roll is not made again.
   */
  readonly failed?: { readonly total: number };
}

/**
 * `pending.data` of a free manoeuvre offered (`kind: d20/freeManoeuvre`): to the enemy whose hostile
 * zone a mover failed to leave cleanly (D20-POS-1), or to an attacker who declared EM for it.
 */
export interface D20PendingFreeManoeuvre {
  readonly reason: 'akrobatik' | 'em';
  readonly count: number;
  /** Who may make the manoeuvres (reason `em`: the attacker). */
  readonly enemies?: readonly string[];
}

/** The consequences a failed UTH roll can bring, in 1T4 order (D20-ATK-6). */
export type { D20Consequence };
