import { describe, expect, it } from 'vitest';
import { scriptedDice } from '@shared/dice/dice';
import { EventSink } from '@shared/rules/core/events';
import { omnFactor, omnRoll } from '@shared/rules/omnimodus/roll';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';

function ctx(dice: number[]): { dice: ReturnType<typeof scriptedDice>; out: EventSink } {
  return { dice: scriptedDice(dice), out: new EventSink() };
}

const alva = { id: 'c-alva', hidden: false };

describe('the Omnimodus skill roll', () => {
  it('OMN-ROLL-1 is 2T6 + skill + modifiers, and logs the dice and the factors', () => {
    const c = ctx([3, 4]);
    const r = omnRoll(alva, 4, [omnFactor('condition', 'prone', 'Liggande', -2)], 'test', c);
    expect(r).toMatchObject({ faces: [3, 4], natural: 7, skill: 4, modifier: -2, total: 9 });
    expect(r.perfect).toBe(false);
    expect(r.fumble).toBe(false);
    expect(c.out.events.map((e) => e.type)).toEqual(['dice/rolled', 'omnimodus/roll']);
    expect(c.out.events[1]?.data.factors).toEqual([{ term: 'Liggande', effect: -2 }]);
  });

  it('OMN-ROLL-2 natural 12 is perfect and natural 2 a fumble, whatever the total', () => {
    expect(omnRoll(alva, -3, [], 'test', ctx([6, 6]))).toMatchObject({
      total: 9,
      perfect: true,
      fumble: false,
    });
    expect(omnRoll(alva, 12, [], 'test', ctx([1, 1]))).toMatchObject({
      total: 14,
      perfect: false,
      fumble: true,
    });
    expect(omnRoll(alva, 0, [], 'test', ctx([5, 6]))).toMatchObject({ perfect: false, fumble: false });
  });

  it('OMN-ROLL-2 [setting] the campaign may move the limits', () => {
    const limits = { ...DEFAULT_OMNIMODUS_SETTINGS, perfectOn: 11, fumbleOn: 3 };
    expect(omnRoll(alva, 0, [], 'test', ctx([5, 6]), limits).perfect).toBe(true);
    expect(omnRoll(alva, 0, [], 'test', ctx([1, 2]), limits).fumble).toBe(true);
  });
});
