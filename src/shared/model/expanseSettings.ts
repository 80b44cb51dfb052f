/**
 * Expanse campaign data: the stunt list and the [setting] values of ../shared/rules/expanse.md. The app
 * ships defaults (src/shared/rules/expanse/defaults.ts) and the GM edits them per campaign; the engine
 * reads only what is here.
 */
import { z } from 'zod';
import { RowKey as Key, RowLabel as Label } from './keys';

/**
 * EXP-STUNT-1: what a stunt does when bought. The engine applies every kind but `note`, which is logged
 * for the GM to apply by hand (the book's other stunts the GM adds).
 */
export const ExpStuntEffect = z.enum([
  'fortune',
  'initiative',
  'defense',
  'cover',
  'guardianAngel',
  'skirmish',
  'allyMove',
  'allyAttack',
  'injure',
  'prone',
  'extraAttack',
  'note',
]);
export type ExpStuntEffect = z.infer<typeof ExpStuntEffect>;

/**
 * One stunt (EXP-STUNT-1): its name in the book's words, its SP cost (`max` null: "1+", any amount from
 * `min`), what it does and that effect's parameters (`perSp`: initiative, Defense, metres or Fortune per
 * SP; `stepSp`: SP per step for stepped stunts such as Group Tactics, 2 m per 2 SP; `metres`: reach).
 */
export const ExpStunt = z.object({
  id: Key,
  name: Label,
  min: z.number().int().min(1).max(20),
  max: z.number().int().min(1).max(20).nullable(),
  effect: ExpStuntEffect,
  params: z.record(z.string().max(40), z.number().min(-100).max(100)),
  /** What the stunt does in the GM's own words (shown in the stunt picker); absent: the effect's text. */
  description: z.string().max(300).optional(),
});
export type ExpStunt = z.infer<typeof ExpStunt>;

/** A named difficulty (EXP-TEST-2). */
export const ExpDifficulty = z.object({ name: Label, tn: z.number().int().min(1).max(40) });
export type ExpDifficulty = z.infer<typeof ExpDifficulty>;

/** Everything a campaign may set for The Expanse; absent = the defaults. */
export const ExpanseSettings = z.object({
  /** EXP-STUNT-1: combat stunts. */
  stunts: z.array(ExpStunt).min(1).max(60),
  /** EXP-APP-2 [setting]: d6 taken off the damage by accepting Injured (1) and Wounded (2). */
  injuredDice: z.number().int().min(0).max(6),
  woundedDice: z.number().int().min(0).max(6),
  /** EXP-ATK-3 [setting]: a firearm miss with Drama Die 6 jams it or empties it. */
  jam: z.boolean(),
  /** EXP-DMG-2 [setting]: light melee adds the better of Strength and Dexterity, or (house rule) Strength. */
  lightMelee: z.enum(['strengthOrDexterity', 'strength']),
  /** EXP-TEST-2 [setting]: difficulty names and their target numbers. */
  difficulties: z.array(ExpDifficulty).min(1).max(20),
});
export type ExpanseSettings = z.infer<typeof ExpanseSettings>;
