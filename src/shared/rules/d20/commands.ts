/**
 * The commands only Swedish d20 campaigns accept (types start with `d20/`). Every rolling command may
 * carry `dice`: the faces of physical dice, used in the order the command rolls them.
 */
import { z } from 'zod';
import { Axial, Id } from '../../model/campaign';
import { EnteredDice } from '../../model/enteredDice';
import { D20_ATTRIBUTES, D20_SKILLS } from './sheet';

export const D20AttributeKey = z.enum(D20_ATTRIBUTES);
export const D20SkillKey = z.enum(D20_SKILLS);

/** D20-ACT-2: the five tactical manoeuvres. */
export const D20_MANOEUVRES = ['Knuff', 'Avväpna', 'Slå ner', 'Grepp', 'Tryck tillbaka'] as const;
export const D20Manoeuvre = z.enum(D20_MANOEUVRES);
export type D20Manoeuvre = z.infer<typeof D20Manoeuvre>;

/** D20-ATK-6: the four consequences of a failed UTH roll, each a condition. */
export const D20_CONSEQUENCES = ['Blödning', 'Yrsel', 'Nedslagen', 'Tappat grepp'] as const;
export const D20Consequence = z.enum(D20_CONSEQUENCES);
export type D20Consequence = z.infer<typeof D20Consequence>;

/** A modifier the GM adds by judgement, on the roll (+ easier) — shown as a factor like the others. */
export const D20GmModifier = z.object({
  term: z.string().min(1).max(60),
  effect: z.number().int().min(-10).max(10),
});
export type D20GmModifier = z.infer<typeof D20GmModifier>;

/** How an action is paid for: the main action (default), the reaction (a held action, D20-REA-6), or free. */
export const D20ActionCost = z.enum(['main', 'reaction', 'free']);
export type D20ActionCost = z.infer<typeof D20ActionCost>;

/** What the GM chose for an attack before rolling (shared by the command and the preview). */
export const D20AttackInput = z.object({
  attackerId: Id,
  targetId: Id,
  /** A weapon (or spell) of the attacker's; null: an unarmed blow (1T3, Närstrid + STY). */
  weaponId: Id.nullable(),
  /** D20-ATK-1: how an EM step will be used, an id from the campaign's EM list (null: none declared). */
  emUse: Id.nullable(),
  /** D20-ATK-2: the GM's base SV instead of the target's Försvar (e.g. 15 for a hard shot). */
  sv: z.number().int().min(1).max(40).nullable().optional(),
  gmModifiers: z.array(D20GmModifier).max(8).optional(),
  cost: D20ActionCost.optional(),
  /** The GM overrides a refused range or reach (D20-ATK-2); the attack is logged as overridden. */
  rangeOverride: z.boolean().optional(),
});
export type D20AttackInput = z.infer<typeof D20AttackInput>;

/** D20-ATK-1..4: declare and roll an attack; a hit waits for the target's reaction, then `d20/resolve`. */
export const D20Attack = D20AttackInput.extend({
  type: z.literal('d20/attack'),
  dice: EnteredDice.optional(),
});

/**
 * A reaction to the pending attack (D20-REA-1 parry, D20-REA-2 shield, D20-REA-4 counter-magic,
 * D20-REA-5 protect an ally: `by` is the adjacent ally who takes the hit).
 */
export const D20React = z.object({
  type: z.literal('d20/react'),
  kind: z.enum(['parry', 'shield', 'counterMagic', 'protect']),
  by: Id.optional(),
  /** Counter-magic: Magisk kunskap or Mental styrka (D20-REA-4). */
  skill: z.enum(['Magisk kunskap', 'Mental styrka']).optional(),
  dice: EnteredDice.optional(),
});

/** D20-ATK-5: roll the damage of the pending hit and apply it (RR, shield, VP, then KP). */
export const D20Resolve = z.object({ type: z.literal('d20/resolve'), dice: EnteredDice.optional() });

/**
 * D20-ATK-6: the pending UTH resistance roll. On a failure `consequence` is the GM's pick; without it
 * the app rolls 1T4 over the four consequences.
 */
export const D20Resist = z.object({
  type: z.literal('d20/resist'),
  consequence: D20Consequence.nullable().optional(),
  dice: EnteredDice.optional(),
});

/** Drops the pending step (an attack before damage, an offered free manoeuvre, a resistance roll). */
export const D20Cancel = z.object({ type: z.literal('d20/cancel') });

/**
 * D20-TURN-1 / D20-POS-1 / D20-POS-4: move a combatant's token along the cheapest way to `to`. Leaving
 * an enemy's hostile zone rolls Akrobatik against `sv` (13–16); slippery zones roll against their level.
 */
export const D20Move = z.object({
  type: z.literal('d20/move'),
  combatantId: Id,
  to: Axial,
  sv: z.number().int().min(13).max(16).optional(),
  dice: EnteredDice.optional(),
});

/**
 * D20-ACT-2: a tactical manoeuvre, 1T20 + Närstrid + STY against the target's Försvar. `cost: free`
 * for the free manoeuvre a failed Akrobatik roll or an EM step grants. `pushTo` picks the hex for
 * Knuff / Tryck tillbaka (default: straight away from the actor).
 */
export const D20ManoeuvreCommand = z.object({
  type: z.literal('d20/manoeuvre'),
  actorId: Id,
  targetId: Id,
  kind: D20Manoeuvre,
  cost: D20ActionCost.optional(),
  pushTo: Axial.optional(),
  dice: EnteredDice.optional(),
});

/** D20-ACT-4: interact with the environment, 1T20 + skill + attribute against SV 10–15. */
export const D20Interact = z.object({
  type: z.literal('d20/interact'),
  actorId: Id,
  sv: z.number().int().min(10).max(15),
  attribute: D20AttributeKey,
  skill: D20SkillKey.nullable(),
  description: z.string().min(1).max(200),
  cost: D20ActionCost.optional(),
  dice: EnteredDice.optional(),
});

/** D20-ACT-5: support an ally: +1 on that ally's next roll. */
export const D20Support = z.object({ type: z.literal('d20/support'), actorId: Id, allyId: Id });

/** D20-ACT-6: hold a prepared action with a trigger; it is later taken as the reaction (D20-REA-6). */
export const D20Hold = z.object({
  type: z.literal('d20/hold'),
  actorId: Id,
  trigger: z.string().min(1).max(200),
});

/** D20-REA-6: the trigger happened: the held action is spent as the reaction. */
export const D20Trigger = z.object({ type: z.literal('d20/trigger'), actorId: Id });

/** D20-REA-3: break line of sight: duck behind the zone's cover as the reaction. */
export const D20BreakSight = z.object({ type: z.literal('d20/breakSight'), id: Id });

/** Damage from outside an attack (a fall, fire): through VP into KP, with the UTH roll if KP is hit. */
export const D20Damage = z.object({
  type: z.literal('d20/damage'),
  targetId: Id,
  amount: z.number().int().min(1).max(1000),
  /** Subtract RR (armour) first, as for a weapon hit. */
  armour: z.boolean(),
});

/** Healing: VP and KP back, never above the maxima. */
export const D20Heal = z.object({
  type: z.literal('d20/heal'),
  targetId: Id,
  vp: z.number().int().min(0).max(1000),
  kp: z.number().int().min(0).max(1000),
});

/** The GM corrects what a combatant has spent this round (D20-TURN-1). */
export const D20SetEconomy = z.object({
  type: z.literal('d20/setEconomy'),
  id: Id,
  main: z.number().int().min(0).max(10).optional(),
  steps: z.number().int().min(0).max(1000).optional(),
  reactions: z.number().int().min(0).max(10).optional(),
});

/** Any d20 command. */
export const D20Command = z.discriminatedUnion('type', [
  D20Attack,
  D20React,
  D20Resolve,
  D20Resist,
  D20Cancel,
  D20Move,
  D20ManoeuvreCommand,
  D20Interact,
  D20Support,
  D20Hold,
  D20Trigger,
  D20BreakSight,
  D20Damage,
  D20Heal,
  D20SetEconomy,
]);
export type D20Command = z.infer<typeof D20Command>;

/** What the GM screen asks the engine before a d20 command (channel `rules:preview`). */
export const D20PreviewRequest = z.discriminatedUnion('kind', [
  D20AttackInput.extend({ kind: z.literal('d20/attack') }),
  z.object({ kind: z.literal('d20/move'), combatantId: Id, to: Axial }),
  z.object({
    kind: z.literal('d20/manoeuvre'),
    actorId: Id,
    targetId: Id,
    manoeuvre: D20Manoeuvre,
  }),
]);
export type D20PreviewRequest = z.infer<typeof D20PreviewRequest>;
