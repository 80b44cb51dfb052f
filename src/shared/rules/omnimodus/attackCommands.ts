/**
 * Omnimodus commands of an attack (owned by the attack engine): attack, defend, resolve, cancel, fumble.
 * Placeholder until written: the schema below is the first of them.
 */
import { z } from 'zod';
import { Id } from '../../model/campaign';
import { EnteredDice } from '../../model/enteredDice';

export const OmnAttack = z.object({
  type: z.literal('omnimodus/attack'),
  attackerId: Id,
  targetId: Id,
  weaponId: Id.nullable(),
  dice: EnteredDice.optional(),
});

/** Every attack command. */
export const OmnAttackCommand = z.discriminatedUnion('type', [OmnAttack]);
export type OmnAttackCommand = z.infer<typeof OmnAttackCommand>;
