import { describe, expect, it } from 'vitest';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { omnAttackOdds } from '@shared/rules/omnimodus/odds';

const limits = DEFAULT_OMNIMODUS_SETTINGS;

describe('Omnimodus attack odds', () => {
  it('OMN-ATK-2 Närstrid 4 against 8 hits unless the dice show 2 or 3 (fumble included): 33/36', () => {
    expect(omnAttackOdds({ attack: 4, target: 8, defence: null, limits })).toEqual({
      hit: 33 / 36,
      getsThrough: 33 / 36,
    });
  });

  it('OMN-ATK-2 skill 0 needs 8+ on the dice: 15/36', () => {
    expect(omnAttackOdds({ attack: 0, target: 8, defence: null, limits }).hit).toBeCloseTo(15 / 36, 12);
  });

  it('OMN-PERF-1 OMN-PERF-2 a hopeless defence still stops on a double six; an unbeatable one still fails on 12 vs 12', () => {
    // Attack +20 always ≥ 8 except a fumble; a defence of −20 only stops with its perfect roll (unless both perfect).
    const weak = omnAttackOdds({ attack: 20, target: 8, defence: -20, limits });
    // Through: all non-fumble attacks (35) × non-perfect defences (35), plus the perfect attack (1) × perfect defence (1)
    // compared as usual (12 − 20 < 32: through).
    expect(weak.getsThrough).toBeCloseTo((35 * 35 + 1) / 1296, 12);
    const strong = omnAttackOdds({ attack: 0, target: 8, defence: 40, limits });
    // Only a perfect attack against a non-perfect defence, or a defence fumble, gets through.
    // Attack 12 (1/36) × defence 2–11 (35/36) + attacks 8–11 (14/36) × defence fumble (1/36).
    expect(strong.getsThrough).toBeCloseTo((35 + 14) / 1296, 12);
  });
});
