import { z } from 'zod';

/** Faces of physical dice the GM rolled at the table, in the order the roll asks for them. */
export const EnteredDice = z.array(z.number().int().min(1).max(100)).min(1).max(200);
export type EnteredDice = z.infer<typeof EnteredDice>;
