/**
 * Omnimodus commands of an attack (owned by the attack engine): attack, defend, resolve, cancel.
 * Every roll may be entered on the command's `dice` (physical dice, in the order the step rolls them).
 */
import { z } from 'zod';
import { Id } from '../../model/campaign';
import { EnteredDice } from '../../model/enteredDice';
import { OMN_BANDS } from './range';

const RowIds = z.array(z.string().min(1).max(40)).max(20);

/**
 * `omnimodus/attack` (OMN-ATK-1..4, OMN-DEF-1, OMN-LOC-1..6): the attack roll. `rows` are ids of the
 * melee or ranged table the GM picks; `modifier` is the GM's own. `aim` picks the location column
 * (`legs`: OMN-LOC-3), `exposure` overrides the zone's default (OMN-LOC-4/5), `aimedArea` OMN-LOC-6,
 * `side` OMN-LOC-2, `unaware` OMN-DEF-1, `style` OMN-ATK-3 [optional]. A thrown or shot attack's range
 * band comes from the map (range.ts); `band` is the GM's band for an unusual case, and the ranged
 * table's band rows are not among `rows`.
 * Dice: 2T6 attack, then 2T6 on the fumble table when it fumbles.
 */
export const OmnAttack = z.object({
  type: z.literal('omnimodus/attack'),
  attackerId: Id,
  targetId: Id,
  weaponId: Id.nullable(),
  rows: RowIds.optional(),
  modifier: z.number().int().min(-30).max(30).optional(),
  aim: z.enum(['high', 'low', 'legs']).optional(),
  exposure: z.enum(['full', 'headAndArm', 'headAndArms']).optional(),
  aimedArea: z.string().min(1).max(80).optional(),
  side: z.enum(['Höger', 'Vänster']).optional(),
  unaware: z.boolean().optional(),
  style: z.enum(['normal', 'quick', 'powerful']).optional(),
  /**
   * The GM overrides a refused range (OMN-ACT-1: the target is not within melee reach; OMN-ATK-1: beyond
   * the weapon's extreme range); logged.
   */
  rangeOverride: z.boolean().optional(),
  /** OMN-ATK-1: the GM's range band instead of the map's (a thrown or shot attack). */
  band: z.enum(OMN_BANDS).optional(),
  dice: EnteredDice.optional(),
});

/**
 * `omnimodus/defend` (OMN-DEF-1..5): the target dodges, blocks with `objectId` (a weapon entry other
 * than the attacking one), or takes it. `rows` are defence-table ids. Dice: 2T6, then 2T6 on the
 * defence fumble table when it fumbles.
 */
export const OmnDefend = z.object({
  type: z.literal('omnimodus/defend'),
  kind: z.enum(['dodge', 'block', 'none']),
  objectId: Id.optional(),
  rows: RowIds.optional(),
  modifier: z.number().int().min(-30).max(30).optional(),
  dice: EnteredDice.optional(),
});

/**
 * `omnimodus/resolve` (OMN-DMG-1, OMN-DEF-5, OMN-LOC-*): damage and hit location. Dice in order: the
 * damage dice (weapon, strength, perfect +1T6, advantage), the 1T6 of a perfect block (none when both
 * rolled perfect, OMN-PERF-3), then the 2T6 location (and 2T6 more for each re-rolled 7 at the legs).
 */
export const OmnResolve = z.object({
  type: z.literal('omnimodus/resolve'),
  dice: EnteredDice.optional(),
});

/** `omnimodus/cancel`: drops the waiting attack. */
export const OmnCancel = z.object({ type: z.literal('omnimodus/cancel') });

/** Every attack command. */
export const OmnAttackCommand = z.discriminatedUnion('type', [OmnAttack, OmnDefend, OmnResolve, OmnCancel]);
export type OmnAttackCommand = z.infer<typeof OmnAttackCommand>;
