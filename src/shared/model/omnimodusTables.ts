/**
 * Omnimodus campaign data: the settings and tables the combat chapter refers to but does not print
 * (../shared/rules/omnimodus.md marks them [setting] / [table]). The app ships labelled defaults
 * (src/shared/rules/omnimodus/defaults.ts) and the GM edits them per campaign; the engine reads only
 * what is here.
 */
import { z } from 'zod';
import { RowKey as Key, RowLabel as Label } from './keys';

/** A named modifier row of a table (initiative, attack, defence). */
export const OmnModifierRow = z.object({
  id: Key,
  label: Label,
  modifier: z.number().int().min(-20).max(20),
});
export type OmnModifierRow = z.infer<typeof OmnModifierRow>;

/** A defence-table row: `U` rows count only for dodging, `P` only for blocking (OMN-DEF-4). */
export const OmnDefenceRow = OmnModifierRow.extend({ applies: z.enum(['U', 'P', 'both']) });
export type OmnDefenceRow = z.infer<typeof OmnDefenceRow>;

/** One row of a 2T6 table: totals `from`–`to` give `result` (a body area, a fumble). */
export const OmnRangeRow = z.object({
  from: z.number().int().min(2).max(12),
  to: z.number().int().min(2).max(12),
  result: Label,
});
export type OmnRangeRow = z.infer<typeof OmnRangeRow>;

/** Strength bonus to melee and thrown damage (OMN-DMG-1): Styrka `min`–`max` adds `bonus` (e.g. `+1T6`, `-2`). */
export const OmnStrengthRow = z.object({
  min: z.number().int().min(-20).max(100),
  max: z.number().int().min(-20).max(100),
  bonus: z.string().regex(/^[+-]?(\d*T\d+)?([+-]\d+)?$|^[+-]?\d+$/, 'a bonus like +1T6, +2 or -1'),
});
export type OmnStrengthRow = z.infer<typeof OmnStrengthRow>;

/** Wound thresholds per body area (OMN-DMG-1): damage on the area at or above each is that wound. */
export const OmnWoundRow = z.object({
  area: Label,
  light: z.number().int().min(1).max(1000),
  serious: z.number().int().min(1).max(1000),
  critical: z.number().int().min(1).max(1000),
});
export type OmnWoundRow = z.infer<typeof OmnWoundRow>;

/**
 * OMN-ATK-1 [setting] (map interpretation): how the map distance in metres reads as a range band of a
 * thrown or shot attack against the weapon's `Räckvidd` (metres). The bands pick the ranged table's rows
 * `pointBlank`, `long` and `extreme`; past `extremeTimes` × Räckvidd the target is out of range.
 */
export const OmnRangeBands = z.object({
  /** At most this many metres away (and within one hex of that size or in contact): point-blank. */
  pointBlankMetres: z.number().int().min(0).max(100),
  /** Beyond Räckvidd, up to this multiple of it: long range. */
  longTimes: z.number().int().min(1).max(20),
  /** Beyond the long band, up to this multiple of Räckvidd: extreme range; farther is out of range. */
  extremeTimes: z.number().int().min(2).max(50),
});
export type OmnRangeBands = z.infer<typeof OmnRangeBands>;

/** Everything a campaign may set for Omnimodus; absent = the defaults. */
export const OmnimodusSettings = z.object({
  /** OMN-ROLL-2 [setting]: natural totals that are perfect and fumbles. */
  perfectOn: z.number().int().min(2).max(12),
  fumbleOn: z.number().int().min(2).max(12),
  /**
   * OMN-DEF-5 [setting]: an object breaks when damage is at least twice its Brytvärde (`atLeast`, the
   * default: "dubbelt så högt") or, as a campaign's choice, more than twice (`greater`).
   */
  breakWhen: z.enum(['greater', 'atLeast']),
  /** Optional rules (per campaign). */
  optional: z.object({
    multipleAttacks: z.boolean(),
    quickAndPowerful: z.boolean(),
    attackAdvantage: z.boolean(),
  }),
  /** OMN-ATK-2: the lowest attack total that hits (8). */
  attackTarget: z.number().int().min(2).max(30),
  initiative: z.array(OmnModifierRow).max(40),
  melee: z.array(OmnModifierRow).max(40),
  ranged: z.array(OmnModifierRow).max(40),
  defence: z.array(OmnDefenceRow).max(40),
  /** OMN-LOC-1/4/5: 2T6 hit-location columns. */
  locations: z.object({
    high: z.array(OmnRangeRow).min(1).max(11),
    low: z.array(OmnRangeRow).min(1).max(11),
    headAndArm: z.array(OmnRangeRow).min(1).max(11),
    headAndArms: z.array(OmnRangeRow).min(1).max(11),
  }),
  /** OMN-LOC-6: attack penalty for aiming at an area. */
  aimed: z.array(z.object({ area: Label, modifier: z.number().int().min(-20).max(0) })).max(20),
  /** OMN-FUM-1: what a fumble does, per activity, on 2T6. */
  fumbles: z.object({
    melee: z.array(OmnRangeRow).min(1).max(11),
    ranged: z.array(OmnRangeRow).min(1).max(11),
    defence: z.array(OmnRangeRow).min(1).max(11),
  }),
  strength: z.array(OmnStrengthRow).max(40),
  wounds: z.array(OmnWoundRow).max(20),
  /** Range bands from the map (absent in campaigns saved before them: the defaults apply). */
  ranges: OmnRangeBands.optional(),
});
export type OmnimodusSettings = z.infer<typeof OmnimodusSettings>;
