/** Every Omnimodus command (types start with `omnimodus/`): the turn's and the attack's. */
import { z } from 'zod';
import { OmnAttackCommand } from './attackCommands';
import { OmnTurnCommand } from './turnCommands';

export const OmnCommand = z.discriminatedUnion('type', [
  ...OmnTurnCommand.options,
  ...OmnAttackCommand.options,
]);
export type OmnCommand = z.infer<typeof OmnCommand>;
