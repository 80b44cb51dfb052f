import type { DiceSource } from '../../dice/dice';
import type { EventSink } from './events';

/** Who rolled and why, recorded with every roll. */
export interface RollPurpose {
  readonly roller: string | null;
  readonly purpose: string;
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
  for (let i = 0; i < count; i++) faces.push(dice.roll(sides));
  sink.emit('dice/rolled', { sides, faces, roller: why.roller, purpose: why.purpose }, visibility);
  return faces;
}
