/**
 * Omnimodus commands of the round (owned by the turn engine): declaring the round's action (OMN-RND-1,
 * OMN-ACT-*, OMN-MULTI-*), changing posture (OMN-ACT-5), keeping on waiting instead of rolling initiative
 * (OMN-INIT-3).
 */
import { z } from 'zod';
import { Id } from '../../model/campaign';
import { EnteredDice } from '../../model/enteredDice';

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

/** OMN-ACT-5: the three postures; `Stående` is the absence of a posture condition. */
export const OmnPosture = z.enum(['Stående', 'Knästående', 'Liggande']);
export type OmnPosture = z.infer<typeof OmnPosture>;

/**
 * Declares the round's one active action (OMN-RND-1) at the character's turn. `targets` name whom the
 * attacks go at; `attacks` > 1 is OMN-MULTI (optional rule) with the GM's `cap`; `holding` holds a melee
 * action for whoever comes within reach or waits for a target to show (OMN-ACT-1/2/3); `automatic` marks
 * automatic fire (OMN-MULTI-3: never against several in one round); `longReload` a reload taking more than
 * one round (OMN-ACT-7: no movement); `difficulty` the GM's modifier for another action (OMN-ACT-9).
 */
export const OmnDeclare = z.object({
  type: z.literal('omnimodus/declare'),
  id: Id,
  action: OmnAction,
  targets: z.array(Id).max(20).optional(),
  attacks: z.number().int().min(1).max(20).optional(),
  cap: z.number().int().min(1).max(20).optional(),
  holding: z.boolean().optional(),
  automatic: z.boolean().optional(),
  longReload: z.boolean().optional(),
  difficulty: z.number().int().min(-20).max(20).optional(),
  note: z.string().max(200).optional(),
});
export type OmnDeclare = z.infer<typeof OmnDeclare>;

/**
 * OMN-ACT-5: the round's action is a change of posture. Given at or before the character's turn; the
 * change happens at the turn (a defence before it needs a Manövrar roll of 10+, `forcedPostureCheck`).
 */
export const OmnChangePosture = z.object({
  type: z.literal('omnimodus/posture'),
  id: Id,
  posture: OmnPosture,
});

/**
 * OMN-INIT-3 / OMN-ACT-1–4: a character who was waiting last round keeps waiting instead of rolling
 * initiative; they keep last round's initiative value and the same waiting action.
 */
export const OmnKeepWaiting = z.object({ type: z.literal('omnimodus/keepWaiting'), id: Id });

/**
 * OMN-ACT-5: the Manövrar roll (10+) of a character forced to defend before a declared posture change
 * (the attack engine calls `forcedPostureCheck` itself; this command lets the GM roll it by hand).
 */
export const OmnPostureCheck = z.object({
  type: z.literal('omnimodus/postureCheck'),
  id: Id,
  dice: EnteredDice.optional(),
});

/** Every turn command. */
export const OmnTurnCommand = z.discriminatedUnion('type', [
  OmnDeclare,
  OmnChangePosture,
  OmnKeepWaiting,
  OmnPostureCheck,
]);
export type OmnTurnCommand = z.infer<typeof OmnTurnCommand>;
