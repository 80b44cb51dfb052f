/**
 * Every Expanse command (types start with `expanse/`). Rolls may be entered on `dice` (physical dice in
 * the order the step rolls them; in every 3d6 test the third die is the Drama Die).
 */
import { z } from 'zod';
import { Axial, Id } from '../../model/campaign';
import { EnteredDice } from '../../model/enteredDice';
import { EXP_ABILITIES } from './sheet';

const Ability = z.enum(EXP_ABILITIES);
const Focus = z.string().trim().min(1).max(60);
const Modifier = z.number().int().min(-30).max(30);

/**
 * `expanse/test` (EXP-TEST-1..3, EXP-SP-1): a test of `ability` (+2 with `focus` when the sheet has it)
 * against `tn` or a named `difficulty`, or opposed by `against`. `stunts` marks a stunt-capable test.
 * Dice: 3d6 for `id`, then 3d6 for `against`.
 */
export const ExpTestCommand = z.object({
  type: z.literal('expanse/test'),
  id: Id,
  ability: Ability,
  focus: Focus.optional(),
  tn: z.number().int().min(1).max(40).optional(),
  difficulty: z.string().min(1).max(80).optional(),
  modifier: Modifier.optional(),
  stunts: z.boolean().optional(),
  against: z.object({ id: Id, ability: Ability, focus: Focus.optional() }).optional(),
  dice: EnteredDice.optional(),
});

/** The actions of `expanse/action` besides attacks (EXP-ACT-MAJ, EXP-ACT-MIN). */
export const ExpActionKind = z.enum([
  'defend',
  'run',
  'move',
  'aim',
  'guardedStance',
  'activate',
  'prepare',
  'ready',
  'press',
  'standFirm',
]);
export type ExpActionKind = z.infer<typeof ExpActionKind>;

/**
 * `expanse/action` (EXP-ACT-1, EXP-ACT-MAJ, EXP-ACT-MIN): a non-attack action on `id`'s turn. `to`: where a
 * Move or Run ends; `standUp` / `dropProne` / `vehicle` (Move: standing up, dropping prone, getting into
 * or out of a vehicle or onto or off a mount, half Speed each); `bonus` 1 or 2 (Guarded Stance); `readied`
 * the major action held; `targetId` the target followed (Press); `weaponId` the weapon cleared of a jam
 * (Activate, EXP-ATK-3) or drawn; `interrupt` takes a held Defend out of turn.
 *
 * The action ids are those saved campaigns store: `ready` is the rules' **Prepare** (hold a major action)
 * and `prepare` is the rules' **Ready** (draw or swap a weapon or item); only the names shown changed.
 */
export const ExpActionCommand = z.object({
  type: z.literal('expanse/action'),
  id: Id,
  action: ExpActionKind,
  to: Axial.optional(),
  standUp: z.boolean().optional(),
  dropProne: z.boolean().optional(),
  vehicle: z.enum(['mount', 'dismount']).optional(),
  bonus: z.union([z.literal(1), z.literal(2)]).optional(),
  readied: z.enum(['attack', 'defend', 'other']).optional(),
  targetId: Id.optional(),
  weaponId: Id.optional(),
  interrupt: z.boolean().optional(),
  note: z.string().max(200).optional(),
});

/** `expanse/follow` (EXP-ACT-MIN Press): follows the pressed target right after its move, no action cost. */
export const ExpFollow = z.object({ type: z.literal('expanse/follow'), id: Id, to: Axial });

/**
 * `expanse/attack` (EXP-ATK-*, EXP-RNG-1, EXP-ACT-MAJ, EXP-SP-1): `action` melee, ranged, charge (`to`:
 * where the charge ends), allOut or stunt. `weaponId` null: unarmed. `focus` overrides the weapon's focus;
 * `modifier` is the GM's. `interrupt`: a held attack out of turn (Prepare); `granted`: the attack a stunt
 * gave (Lightning Attack, Double-Team), no action spent. Dice: 3d6 (the third is the Drama Die).
 */
export const ExpAttack = z.object({
  type: z.literal('expanse/attack'),
  attackerId: Id,
  targetId: Id,
  weaponId: Id.nullable(),
  action: z.enum(['melee', 'ranged', 'charge', 'allOut', 'stunt']),
  to: Axial.optional(),
  focus: Focus.nullable().optional(),
  modifier: Modifier.optional(),
  interrupt: z.boolean().optional(),
  granted: z.boolean().optional(),
  /** The GM overrides a refused range, reach or line of sight (EXP-RNG-1, EXP-ATK-1); logged. */
  rangeOverride: z.boolean().optional(),
  dice: EnteredDice.optional(),
});

/**
 * `expanse/damage` (EXP-DMG-*, EXP-APP-*, EXP-COV-1): rolls and applies the waiting hit's damage.
 * `accept` false: the target refuses Injured / Wounded (EXP-APP-2); `dying`: the attacker's choice after a
 * lethal attack. `targetIds` for a blast (default: everyone within the radius of the target). Dice: the
 * damage dice, then the Injured and Wounded reduction dice as needed, target by target.
 */
export const ExpDamage = z.object({
  type: z.literal('expanse/damage'),
  modifier: Modifier.optional(),
  accept: z.boolean().optional(),
  dying: z.boolean().optional(),
  targetIds: z.array(Id).max(50).optional(),
  dice: EnteredDice.optional(),
});

/** One stunt bought (EXP-STUNT-1) with its parameters. */
export const ExpStuntChoice = z.object({
  stunt: z.string().min(1).max(40),
  sp: z.number().int().min(1).max(20),
  /** Skirmish: who moves (default the target). */
  moves: z.enum(['self', 'target']).optional(),
  /** Skirmish, Group Tactics: where the moved token ends. */
  to: Axial.optional(),
  /** Guardian Angel, Group Tactics, Double-Team: the ally. */
  allyId: Id.optional(),
  /** Take Cover: the rating available (default: the cover of the user's zone). */
  available: z.number().int().min(0).max(20).optional(),
  /** Stand Firm: the target resists with Strength (Might) or Dexterity (Acrobatics) (default: the better). */
  resist: z.enum(['Strength', 'Dexterity']).optional(),
});
export type ExpStuntChoice = z.infer<typeof ExpStuntChoice>;

/**
 * `expanse/stunts` (EXP-STUNT-1, EXP-SP-1): spends the waiting attack's SP on `stunts` in order; SP left
 * over are lost. Dice: the opposed Strength tests of Stand Firm (3d6 attacker, 3d6 target), as needed.
 */
export const ExpStunts = z.object({
  type: z.literal('expanse/stunts'),
  stunts: z.array(ExpStuntChoice).max(12),
  dice: EnteredDice.optional(),
});

/** `expanse/cancel`: drops the waiting attack (damage not rolled, SP not spent). */
export const ExpCancel = z.object({ type: z.literal('expanse/cancel') });

/** `expanse/stabilise` (EXP-COND-1): first aid stops Dying; the combatant stays Taken Out. */
export const ExpStabilise = z.object({ type: z.literal('expanse/stabilise'), id: Id });

/**
 * `expanse/leaveGroup` (EXP-INIT-2): the GM splits a group of minor NPCs — they "usually" act together —
 * by taking `id` out of its group: it keeps its initiative and acts on a turn of its own, right after the
 * rest of the group.
 */
export const ExpLeaveGroup = z.object({ type: z.literal('expanse/leaveGroup'), id: Id });

export const ExpCommand = z.discriminatedUnion('type', [
  ExpTestCommand,
  ExpActionCommand,
  ExpFollow,
  ExpAttack,
  ExpDamage,
  ExpStunts,
  ExpCancel,
  ExpStabilise,
  ExpLeaveGroup,
]);
export type ExpCommand = z.infer<typeof ExpCommand>;
