/**
 * Omnimodus commands of the round (owned by the turn engine): declaring the round's action, posture,
 * waiting. Placeholder until written: the schema below is the first of them.
 */
import { z } from 'zod';
import { Id } from '../../model/campaign';

/** OMN-DEF-3 / OMN-ACT-*: the action a character takes this round, declared at its first turn. */
export const OmnAction = z.enum([
  'melee',
  'thrown',
  'firearm',
  'avvakta',
  'posture',
  'move',
  'run',
  'handle',
  'talk',
  'other',
]);
export type OmnAction = z.infer<typeof OmnAction>;

export const OmnDeclare = z.object({ type: z.literal('omnimodus/declare'), id: Id, action: OmnAction });

/** Every turn command. */
export const OmnTurnCommand = z.discriminatedUnion('type', [OmnDeclare]);
export type OmnTurnCommand = z.infer<typeof OmnTurnCommand>;
