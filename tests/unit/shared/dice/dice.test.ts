import { describe, expect, it } from 'vitest';
import { cryptoDice, DiceScriptError, scriptedDice, seededDice } from '@shared/dice/dice';

describe('dice sources', () => {
  it('scripted dice return the given faces and refuse faces the die does not have', () => {
    const d = scriptedDice([12, 1, 7]);
    expect([d.roll(12), d.roll(12)]).toEqual([12, 1]);
    expect(() => d.roll(6)).toThrow(DiceScriptError);
    expect(() => scriptedDice([]).roll(12)).toThrow(/no more dice/);
  });
  it('seeded dice repeat for the same seed', () => {
    const a = seededDice(42);
    const b = seededDice(42);
    const fa = Array.from({ length: 50 }, () => a.roll(12));
    expect(Array.from({ length: 50 }, () => b.roll(12))).toEqual(fa);
  });
  it('crypto dice reject the biased top of the 32-bit range instead of folding it with modulo', () => {
    // 2^32 mod 3 = 1, so 0xFFFFFFFF is the one biased value for a d3: it must be skipped.
    const values = [0xffffffff, 4];
    const fake = {
      getRandomValues<T extends Uint32Array>(arr: T): T {
        for (let i = 0; i < arr.length; i++) arr[i] = values[i] ?? 0;
        return arr;
      },
    };
    expect(cryptoDice(fake).roll(3)).toBe(2);
  });
  it('crypto dice stay within 1..sides', () => {
    const d = cryptoDice();
    for (let i = 0; i < 2000; i++) {
      const f = d.roll(20);
      expect(f >= 1 && f <= 20 && Number.isInteger(f)).toBe(true);
    }
  });
});
