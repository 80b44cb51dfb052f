import { DiceScriptError, type DiceSource } from '../../dice/dice';
import type { Combatant } from '../../model/campaign';
import type { EventSink } from './events';
import type { SystemContext } from './system';

/** Who rolled and why, recorded with every roll. */
export interface RollPurpose {
  readonly roller: string | null;
  readonly purpose: string;
  /**
   * Index among the faces of a die the views show apart (EXP-TEST-1: the Expanse Drama Die, in its own
   * colour wherever dice show). Absent: all dice alike.
   */
  readonly dramaDie?: number;
}

/**
 * Rolls `count` dice of `sides` faces from the context's source and logs a `dice/rolled` event with
 * every face, so that a fight can be replayed exactly.
 */
export function rollDice(
  dice: DiceSource,
  sink: EventSink,
  count: number,
  sides: number,
  why: RollPurpose,
  visibility: 'public' | 'gm' = 'gm',
): number[] {
  const faces: number[] = [];
  try {
    for (let i = 0; i < count; i++) faces.push(dice.roll(sides));
  } catch (e) {
    // Entered dice that do not fit: say whose roll it was, so the GM knows which dice to fix.
    if (e instanceof DiceScriptError && e.problem && why.roller)
      throw new DiceScriptError(e.message, { ...e.problem, roller: why.roller });
    throw e;
  }
  const drama = why.dramaDie === undefined ? {} : { dramaDie: why.dramaDie };
  sink.emit('dice/rolled', { sides, faces, roller: why.roller, purpose: why.purpose, ...drama }, visibility);
  return faces;
}

/**
 * Rolls one `sides`-sided die for `c`'s initiative (an initiative roll or a tie's roll-off; `purpose`
 * names it) and returns its face; the roll is shown to everyone unless `c` is hidden, or as `visibility`
 * says.
 */
export function rollInitiativeDie(
  ctx: SystemContext,
  c: Combatant,
  sides: number,
  purpose: string,
  visibility: 'public' | 'gm' = c.hidden ? 'gm' : 'public',
): number {
  const [die] = rollDice(ctx.dice, ctx.out, 1, sides, { roller: c.id, purpose }, visibility);
  return die as number;
}
