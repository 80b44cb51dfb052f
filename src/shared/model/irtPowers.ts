/**
 * I Rikets Tjänst powers (krafter) as sheet data (IRT-POW-1). Every player character has three; the
 * GM builds them with the player from the principles of the base rules' chapter on powers (kind, cost,
 * action, range, limitations, enhancements, an optional roll and an effect). Terms keep the game's
 * Swedish names; the UI translates what it shows around them.
 */
import { z } from 'zod';
import { keyString } from './keys';
import { Attribute, DamageType, RangeBand } from '../rules/irt/data/schemas';

/** Passiv: always on, no action. Aktiv: needs an action and usually Fokus. */
export const PowerKind = z.enum(['Passiv', 'Aktiv']);
export type PowerKind = z.infer<typeof PowerKind>;

/**
 * What using the power costs in actions (IRT-POW-2): none (passive), the turn's action, riding on the
 * action it modifies (IRT-ACT-3), or reactive (outside one's turn, e.g. when hit).
 */
export const PowerAction = z.enum(['Ingen', 'En handling', 'Modifierar din handling', 'Reaktiv']);
export type PowerAction = z.infer<typeof PowerAction>;

/**
 * How long an effect lasts (IRT-POW-5): the one action or roll it modifies, the rest of the round, to
 * the end of the user's next turn, the fight, the scene, or while the user concentrates.
 */
export const PowerDuration = z.enum(['Handling', 'Runda', 'Nästa tur', 'Strid', 'Scen', 'Koncentration']);
export type PowerDuration = z.infer<typeof PowerDuration>;

/** Where the power reaches: the user only, touch, or a weapon band (the bands are the weapons', IRT-RNG-3). */
export const PowerRange = z.union([z.enum(['Själv', 'Beröring']), RangeBand]);
export type PowerRange = z.infer<typeof PowerRange>;

/** Limitations the engine reads; the GM may write others (they are shown, not applied). */
export const KNOWN_LIMITATIONS = [
  'Siktlinje',
  'Verbalt kommando',
  'Medium krävs',
  'Koncentration',
  'Synlig',
  'Urladdning',
  'Självskada',
] as const;

/** What the power does when it works (IRT-POW-1). */
export const PowerEffect = z.discriminatedUnion('kind', [
  /** A bonus to attributes, e.g. +2 Fysik for one blow. */
  z.strictObject({
    kind: z.literal('attribute'),
    attributes: z.array(Attribute).min(1).max(8),
    bonus: z.number().int().min(1).max(5),
  }),
  /** Extra Skydd, e.g. +1 for the rest of the round (a reactive armour). */
  z.strictObject({ kind: z.literal('skydd'), bonus: z.number().int().min(1).max(5) }),
  /** Extra dice on the user's rolls while it lasts. */
  z.strictObject({ kind: z.literal('dice'), dice: z.number().int().min(1).max(5) }),
  /** A condition put on the target (by its system term, e.g. Omtumlad, Fastlåst). */
  z.strictObject({ kind: z.literal('condition'), condition: z.string().trim().min(1).max(60) }),
  /** An attack (IRT-POW-4): damage bonus +0 (weak) … +4 (extreme) and a damage type for crits. */
  z.strictObject({
    kind: z.literal('attack'),
    damageBonus: z.number().int().min(0).max(4),
    damageType: DamageType,
  }),
  /** Nothing the engine can apply: the GM narrates it; the log records the use. */
  z.strictObject({ kind: z.literal('narrative') }),
]);
export type PowerEffect = z.infer<typeof PowerEffect>;

/** What an enhancement adds when it is bought. */
export const EnhancementEffect = z.discriminatedUnion('kind', [
  /** +N damage (an attack power), typically bought with one Framgång each. */
  z.strictObject({ kind: z.literal('damage'), amount: z.number().int().min(1).max(5) }),
  /** +N to the effect's bonus (attribute, Skydd or dice). */
  z.strictObject({ kind: z.literal('bonus'), amount: z.number().int().min(1).max(5) }),
  /** The effect lasts longer. */
  z.strictObject({ kind: z.literal('duration'), to: PowerDuration }),
  /** Reaches further, by N bands. */
  z.strictObject({ kind: z.literal('range'), bands: z.number().int().min(1).max(3) }),
  /** Anything else (an extra target, a side effect): shown and logged, applied by the GM. */
  z.strictObject({ kind: z.literal('narrative') }),
]);
export type EnhancementEffect = z.infer<typeof EnhancementEffect>;

/**
 * An enhancement (förstärkning): either "+N Fokus", chosen before the roll and paid only if it succeeds,
 * or "N Framgång", bought after the roll with Effekt (IRT-POW-1, IRT-POW-2).
 */
export const PowerEnhancement = z
  .strictObject({
    id: keyString(40),
    label: z.string().trim().min(1).max(200),
    fokus: z.number().int().min(1).max(5).optional(),
    framgang: z.number().int().min(1).max(5).optional(),
    effect: EnhancementEffect,
  })
  .refine((e) => (e.fokus === undefined) !== (e.framgang === undefined), {
    message: 'an enhancement costs either Fokus or Framgång, not both',
  });
export type PowerEnhancement = z.infer<typeof PowerEnhancement>;

/** One power on a character's sheet (IRT-POW-1). */
export const Power = z.strictObject({
  id: keyString(64),
  name: z.string().trim().min(1).max(80),
  kind: PowerKind,
  /** Base Fokus cost, paid on activation even if the roll fails (IRT-POW-2). */
  fokus: z.number().int().min(0).max(10),
  action: PowerAction,
  range: PowerRange,
  limitations: z.array(z.string().trim().min(1).max(60)).max(8),
  /** The attributes rolled (e.g. Fysik + Vilja), or null when the power works without a roll. */
  roll: z.tuple([Attribute, Attribute]).nullable(),
  duration: PowerDuration,
  effect: PowerEffect,
  enhancements: z.array(PowerEnhancement).max(8),
  /** The power in the player's words, shown on the card. */
  text: z.string().max(2000),
});
export type Power = z.infer<typeof Power>;

/**
 * A power with the plainest values for what `p` leaves out: active, 1 Fokus, one action, on oneself,
 * no roll, for a round, a narrative effect, no limitations or enhancements. Where the GM's editor starts
 * a power of their own.
 */
export function newPower(p: Partial<Power> & Pick<Power, 'id' | 'name'>): Power {
  return {
    kind: 'Aktiv',
    fokus: 1,
    action: 'En handling',
    range: 'Själv',
    limitations: [],
    roll: null,
    duration: 'Runda',
    effect: { kind: 'narrative' },
    enhancements: [],
    text: '',
    ...p,
  };
}
