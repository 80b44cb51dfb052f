/**
 * The commands only I Rikets Tjänst campaigns accept (types start with `irt/`). Every one may carry
 * `dice`: the faces of physical dice, used in the order the command rolls them.
 */
import { z } from 'zod';
import { keyString } from '../../model/keys';
import { Id } from '../../model/campaign';
import { EnteredDice } from '../../model/enteredDice';
import { IRT_DIFFICULTIES } from './difficulty';
import type { SystemCommandHandler } from '../core/system';

const Difficulty = z.enum(IRT_DIFFICULTIES);
const Attribute = z.enum(['Analys', 'Fysik', 'List', 'Samspel', 'Sinnen', 'Smidighet', 'Strid', 'Vilja']);

/** A factor the GM adds by judgement (IRT-DICE-8: e.g. Högt läge, a slippery floor). */
export const IrtGmFactor = z.object({
  key: keyString(40),
  term: z.string().min(1).max(60),
  effect: z.number().int().min(-3).max(3),
  kind: z.enum(['situational', 'mechanical']),
});
export type IrtGmFactor = z.infer<typeof IrtGmFactor>;

const EnhancementIds = z.array(z.string().min(1).max(40)).max(8);

/** A power riding on an attack (IRT-POW-2 "Modifierar din handling"), with its chosen +Fokus options. */
export const RidingPower = z.object({
  powerId: z.string().min(1).max(64),
  enhancements: EnhancementIds.optional(),
});

/** Choices the attacker declares before rolling. */
export const IrtAttackOptions = z
  .object({
    /** IRT-ACT-2: the attack is one of two actions this turn (one step harder). */
    twoActions: z.boolean(),
    /** IRT-RNG-4 Sikta: one step easier; both must stand still this round. */
    aim: z.boolean(),
    /** IRT-ACT-3 Stormning: move to the target and attack as one action. */
    charge: z.boolean(),
    /** IRT-RNG-5: the target is unaware, moving slowly and predictably, shot with good time → Lätt. */
    unaware: z.boolean(),
    /** IRT-DICE-8: several situational factors count as two steps (default) or one. */
    situationalWeight: z.enum(['one', 'twoOrMore']),
    /** Bonus dice the GM grants (equipment, help). */
    bonusDice: z.number().int().min(-10).max(10),
    /** Abilities used with this attack, by name (Pistolskytt, …). */
    abilities: z.array(z.string().min(1).max(60)).max(8),
    /** Melee attack rolls Fysik + Strid unless the weapon has Finess (IRT-MEL-1, IRT-WPN-1). */
    targetEngaged: z.boolean(),
    /** IRT-WPN-1 Kastbart: throw the weapon (a ranged attack, Smidighet + Strid, band Kort). */
    thrown: z.boolean(),
    /** The GM overrides a refused range (IRT-MEL-1 not Bredvid, IRT-RNG-3 too far); logged. */
    rangeOverride: z.boolean(),
    /** IRT-POW-2: "Modifierar din handling" powers riding on this attack, paid before the roll. */
    powers: z.array(RidingPower).max(4),
    /** IRT-POW-2: the attack power's "+N Fokus" enhancements, chosen before the roll, paid on a hit. */
    powerEnhancements: EnhancementIds,
  })
  .partial();
export type IrtAttackOptions = z.infer<typeof IrtAttackOptions>;

export const IrtAttack = z.object({
  type: z.literal('irt/attack'),
  attackerId: Id,
  targetId: Id,
  /** A weapon of the attacker's, or null for an unarmed attack (Skada 1, IRT-DMG-2). */
  weaponId: Id.nullable(),
  /** IRT-POW-4: an attack power of the attacker's (then `weaponId` is null). */
  powerId: z.string().min(1).max(64).optional(),
  options: IrtAttackOptions,
  gmFactors: z.array(IrtGmFactor).max(8).optional(),
  override: Difficulty.nullable().optional(),
  dice: EnteredDice.optional(),
});
/** What the GM screen asks before an attack (channel `rules:preview`): the attack without its dice. */
export const IrtPreviewRequest = z
  .object({ kind: z.literal('irt/attack'), attack: IrtAttack.omit({ type: true, dice: true }) })
  .strict();
export type IrtPreviewRequest = z.infer<typeof IrtPreviewRequest>;
export const IrtFokusDice = z.object({
  type: z.literal('irt/fokusDice'),
  count: z.number().int().min(1).max(10),
  dice: EnteredDice.optional(),
});
export const IrtDefend = z.object({
  type: z.literal('irt/defend'),
  kind: z.enum(['väja', 'parera']),
  /** IRT-ABL-1 Livvakt: an ally within 2 m defends the target (1 Fokus, their own roll). */
  defenderId: Id.optional(),
  dice: EnteredDice.optional(),
});
/** IRT-ABL-1 Desperat skott: a ranged attack that would miss rerolls every die that missed (1 Fokus, once). */
export const IrtReroll = z.object({
  type: z.literal('irt/reroll'),
  ability: z.string().min(1).max(60),
  dice: EnteredDice.optional(),
});
/** Effekt spent on an ability's effect instead of damage (e.g. Uppercut), or Fokus on a hit (Fällning). */
export const IrtAbilitySpend = z.object({
  ability: z.string().min(1).max(60),
  effekt: z.number().int().min(1).max(20).optional(),
  fokus: z.boolean().optional(),
});
export const IrtResolve = z.object({
  type: z.literal('irt/resolve'),
  spends: z.array(IrtAbilitySpend).max(4).optional(),
  /** IRT-POW-1: an attack power's "Framgång" enhancements bought with Effekt, in order. */
  powerSpends: EnhancementIds.optional(),
  /** IRT-ABL-1 Offervilja: an ally within 2 m takes the hit instead of the target (1 Fokus). */
  takenBy: Id.optional(),
  dice: EnteredDice.optional(),
});
export const IrtCancel = z.object({ type: z.literal('irt/cancel') });
export const IrtTakeStress = z.object({
  type: z.literal('irt/takeStress'),
  id: Id,
  amount: z.number().int().min(1).max(50),
  dice: EnteredDice.optional(),
});
export const IrtChockslag = z.object({
  type: z.literal('irt/chockslag'),
  id: Id,
  /** IRT-STR-4: Vilja + a fitting attribute. */
  attribute: Attribute,
  chockfaktor: z.number().int().min(0).max(10),
  /**
   * The Chock table's lower factor for the *stridstränad* (e.g. Eldstrid 1, trained 0), used when the
   * character is combat-trained (IRT-ABL-1 Stridsträning, Officer, Soldat).
   */
  trainedChockfaktor: z.number().int().min(0).max(10).optional(),
  touchesTrauma: z.boolean(),
  dice: EnteredDice.optional(),
});
export const IrtCare = z.object({
  type: z.literal('irt/care'),
  carerId: Id,
  patientId: Id,
  /** IRT-DIE-6/7 stabilise a dying patient; IRT-BLD-2 stop bleeding. */
  kind: z.enum(['stabilise', 'stopBleeding']),
  /** IRT-DIE-8 / IRT-BLD-5: a third or later attempt needs better conditions, which the GM confirms. */
  betterConditions: z.boolean().optional(),
  /** IRT-BLD-2 / IRT-DICE-1: equipment dice, first-aid kit +1, läkarväska or fältförband +2. */
  equipment: z.enum(['firstAid', 'medicalBag']).optional(),
  /** IRT-ABL-1: care abilities chosen before the roll (Fältkirurg: 1 Fokus, +3 dice). */
  abilities: z.array(z.string().min(1).max(60)).max(4).optional(),
  /** IRT-ABL-1: Effekt spent on a care ability's effect (Fältmedicinare i strid: move the patient). */
  spends: z
    .array(z.object({ ability: z.string().min(1).max(60), effekt: z.number().int().min(1).max(20) }))
    .max(4)
    .optional(),
  dice: EnteredDice.optional(),
});
/** IRT-DIE-11: the GM applies a pending "Om du överlever: Permanent …" loss at once (one, or all of `id`'s). */
export const IrtApplyPermanent = z.object({
  type: z.literal('irt/applyPermanent'),
  id: Id,
  key: z.string().min(1).max(60).optional(),
});
export const IrtHoldPressure = z.object({
  type: z.literal('irt/holdPressure'),
  carerId: Id,
  patientId: Id,
  on: z.boolean(),
  dice: EnteredDice.optional(),
});
/** Fire, explosions and falls: a damage value with skadetärningar (IRT-SIT-1, IRT-COND-6). */
export const IrtDamageValue = z.object({
  type: z.literal('irt/damageValue'),
  targetId: Id,
  value: z.number().int().min(1).max(20),
  damageType: z.enum(['Eld', 'Explosion', 'Kross']),
  /** Explosions: halved behind solid cover, doubled in Trångt utrymme (from the zone) — the GM may say cover. */
  behindSolidCover: z.boolean().optional(),
  dice: EnteredDice.optional(),
});
export const IrtMove = z.object({
  type: z.literal('irt/move'),
  combatantId: Id,
  to: z.object({ q: z.number().int(), r: z.number().int() }),
  /** IRT-ACT-2: the move is one of two actions this turn (one step harder). */
  twoActions: z.boolean().optional(),
  dice: EnteredDice.optional(),
});
export const IrtStandUp = z.object({ type: z.literal('irt/standUp'), id: Id });
export const IrtSurvivalRoll = z.object({
  type: z.literal('irt/survivalRoll'),
  id: Id,
  dice: EnteredDice.optional(),
});

/** IRT-CHAR-2: a new scene — every tracked character's Fokus resets to the table's Momentum (1–5). */
export const IrtNewScene = z.object({
  type: z.literal('irt/newScene'),
  momentum: z.number().int().min(1).max(5),
});
/** IRT-WPN-2: ammunition drops one step per fight, one per short burst, two per long burst. */
export const IrtUseAmmunition = z.object({
  type: z.literal('irt/useAmmunition'),
  id: Id,
  weaponId: Id,
  use: z.enum(['fight', 'shortBurst', 'longBurst']),
});
/** IRT-WPN-2: reloading is an action. */
export const IrtReload = z.object({ type: z.literal('irt/reload'), id: Id, weaponId: Id });
/** IRT-DIE-5: the GM stretches a dying character's survival interval (seconds; null restores the rule's). */
export const IrtSurvivalInterval = z.object({
  type: z.literal('irt/survivalInterval'),
  id: Id,
  seconds: z.number().int().min(60).max(31_536_000).nullable(),
});

/** IRT-COND-5: breaking free from Fastlåst is an action, opposed Fysik + Strid. */
export const IrtBreakFree = z.object({
  type: z.literal('irt/breakFree'),
  id: Id,
  opponentId: Id,
  dice: EnteredDice.optional(),
});
/** IRT-COND-6: rolling on the ground to put out a fire (Fysik + Smidighet). */
export const IrtExtinguish = z.object({
  type: z.literal('irt/extinguish'),
  id: Id,
  dice: EnteredDice.optional(),
});

/**
 * `irt/usePower`: a character activates one of their powers (IRT-POW-2). `enhancements` are the "+N
 * Fokus" options chosen before the roll (paid only on success); `spends` the "Framgång" options bought
 * with Effekt, in order, as far as the Effekt reaches. The GM sets the roll's difficulty (default
 * Normal; the user's own conditions still step it, IRT-COND-7).
 */
export const IrtUsePower = z.object({
  type: z.literal('irt/usePower'),
  userId: Id,
  powerId: z.string().min(1).max(64),
  targetId: Id.optional(),
  enhancements: EnhancementIds.optional(),
  spends: EnhancementIds.optional(),
  difficulty: Difficulty.optional(),
  bonusDice: z.number().int().min(-10).max(10).optional(),
  /** The GM lets a Siktlinje power reach a target out of sight (IRT-POW-1); logged. */
  sightOverride: z.boolean().optional(),
  dice: EnteredDice.optional(),
});

/**
 * `irt/useAbility` (IRT-ABL-1): a character uses one of their abilities on its own. `targetId` is the
 * ally who gets the dice (Inspirera, Stridsorder, a tactics point of Taktisk koordinering; without it
 * Taktisk koordinering rolls for points); `level` the wound level Järnvilja ignores; `allies` how many
 * allies a Taktisk koordinering reaches (default: the user's side in the fight).
 */
export const IrtUseAbility = z.object({
  type: z.literal('irt/useAbility'),
  userId: Id,
  ability: z.string().min(1).max(60),
  targetId: Id.optional(),
  level: z.enum(['Sårad', 'Medvetslös']).optional(),
  allies: z.number().int().min(0).max(50).optional(),
  dice: EnteredDice.optional(),
});
export type IrtUseAbility = z.infer<typeof IrtUseAbility>;

/**
 * `irt/endMode` (IRT-ABL-1): a mode such as Bärsärkarraseri ends, by its roll at the start of the
 * character's turn (`roll: true`, a success ends it) or because the GM says so (`roll: false`).
 */
export const IrtEndMode = z.object({
  type: z.literal('irt/endMode'),
  id: Id,
  ability: z.string().min(1).max(60),
  roll: z.boolean(),
  dice: EnteredDice.optional(),
});
export type IrtEndMode = z.infer<typeof IrtEndMode>;

/** Any IRT command. */
export const IrtCommand = z.discriminatedUnion('type', [
  IrtUsePower,
  IrtAttack,
  IrtFokusDice,
  IrtDefend,
  IrtResolve,
  IrtCancel,
  IrtTakeStress,
  IrtChockslag,
  IrtCare,
  IrtHoldPressure,
  IrtDamageValue,
  IrtMove,
  IrtStandUp,
  IrtSurvivalRoll,
  IrtNewScene,
  IrtUseAmmunition,
  IrtReload,
  IrtSurvivalInterval,
  IrtBreakFree,
  IrtExtinguish,
  IrtApplyPermanent,
  IrtUseAbility,
  IrtEndMode,
  IrtReroll,
]);
export type IrtCommand = z.infer<typeof IrtCommand>;

/** The handler of the IRT command of type `T`, given that command as parsed (see `SystemCommandHandler`). */
export type IrtHandler<T extends IrtCommand['type']> = SystemCommandHandler<Extract<IrtCommand, { type: T }>>;
export type IrtUsePower = z.infer<typeof IrtUsePower>;
export type RidingPower = z.infer<typeof RidingPower>;
