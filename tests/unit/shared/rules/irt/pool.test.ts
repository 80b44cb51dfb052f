import { describe, expect, it } from 'vitest';
import { IRT_DIFFICULTIES } from '@shared/rules/irt/difficulty';
import {
  countSuccesses,
  countTwelves,
  fokusDiceComplications,
  poolSize,
  resolvePoolRoll,
} from '@shared/rules/irt/pool';

const ALL_FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('IRT pool size', () => {
  it('IRT-DICE-1 pool = attribute + attribute + bonus dice', () => {
    expect(poolSize(3, 2)).toEqual({ dice: 5, raw: 5, warning: false });
    expect(poolSize(3, 2, 2)).toEqual({ dice: 7, raw: 7, warning: false });
    expect(poolSize(3, 2, -1)).toEqual({ dice: 4, raw: 4, warning: false });
    expect(poolSize(3, 3, 0).dice).toBe(6); // one attribute twice (IRT-CHAR-1)
  });
  it('IRT-DICE-1 interpretation: a pool of 0 dice or less rolls nothing, and the UI is warned', () => {
    expect(poolSize(1, 1, -2)).toEqual({ dice: 0, raw: 0, warning: true });
    expect(poolSize(1, 1, -5)).toEqual({ dice: 0, raw: -3, warning: true });
    expect(poolSize(1, 0, 0)).toEqual({ dice: 1, raw: 1, warning: false });
  });
  it('IRT-DICE-1 rejects terms that are not whole dice', () => {
    expect(() => poolSize(2.5, 1)).toThrow(RangeError);
    expect(() => poolSize(2, 1, Number.NaN)).toThrow(RangeError);
  });
});

describe('IRT successes and twelves', () => {
  it('IRT-DICE-2 10, 11 and 12 are successes', () => {
    for (const f of ALL_FACES) expect(countSuccesses([f])).toBe(f >= 10 ? 1 : 0);
    expect(countSuccesses(ALL_FACES)).toBe(3);
    expect(countSuccesses([10, 10, 12, 9, 1])).toBe(3);
    expect(countSuccesses([])).toBe(0);
  });
  it('IRT-DICE-6 / IRT-CRIT-2 counts the dice showing 12', () => {
    expect(countTwelves(ALL_FACES)).toBe(1);
    expect(countTwelves([12, 12, 11, 10])).toBe(2);
    expect(countTwelves([])).toBe(0);
  });
  it('refuses faces a T12 does not have', () => {
    for (const bad of [0, 13, 2.5, -1, Number.NaN]) {
      expect(() => countSuccesses([bad])).toThrow(RangeError);
      expect(() => countTwelves([bad])).toThrow(RangeError);
      expect(() => resolvePoolRoll([bad], 'Normal')).toThrow(RangeError);
      expect(() => fokusDiceComplications([bad])).toThrow(RangeError);
    }
  });
});

describe('IRT resolving a pool roll', () => {
  it('IRT-EX-1 3 successes with one 12 at Normal: Effekt 2, 1 Fokus (KP 2 + 3 − 1 = 4, IRT-DMG-1)', () => {
    const r = resolvePoolRoll([12, 10, 11, 4, 7], 'Normal');
    expect(r).toEqual({
      successes: 3,
      effectiveSuccesses: 3,
      required: 1,
      success: true,
      effekt: 2,
      twelves: 1,
      fokusGained: 1,
    });
    const skada = 3;
    const skydd = 1;
    expect(Math.max(0, (r.effekt ?? 0) + skada - skydd)).toBe(4);
  });
  it('IRT-DICE-3 the ladder requires 0, 1, 2 and 3 successes', () => {
    expect(IRT_DIFFICULTIES.map((d) => resolvePoolRoll([], d).required)).toEqual([0, 1, 2, 3]);
  });
  it('IRT-DICE-3 Lätt succeeds automatically and the roll only measures Effekt (= successes)', () => {
    expect(resolvePoolRoll([1, 2, 3], 'Lätt')).toMatchObject({ success: true, effekt: 0 });
    expect(resolvePoolRoll([10, 12, 3], 'Lätt')).toMatchObject({ success: true, effekt: 2 });
  });
  it('IRT-DICE-4 Effekt = successes − required, only on success', () => {
    const faces = [10, 11, 5];
    expect(resolvePoolRoll(faces, 'Normal')).toMatchObject({ success: true, effekt: 1 });
    expect(resolvePoolRoll(faces, 'Svår')).toMatchObject({ success: true, effekt: 0 });
    expect(resolvePoolRoll(faces, 'Mycket Svår')).toMatchObject({ success: false, effekt: null });
    expect(resolvePoolRoll([9, 9], 'Normal')).toMatchObject({ successes: 0, success: false, effekt: null });
  });
  it('IRT-DICE-6 each 12 gives 1 Fokus even when the roll fails', () => {
    expect(resolvePoolRoll([12, 3], 'Mycket Svår')).toMatchObject({
      success: false,
      twelves: 1,
      fokusGained: 1,
    });
    expect(resolvePoolRoll([12, 12, 12], 'Lätt')).toMatchObject({ twelves: 3, fokusGained: 3 });
  });
  it('IRT-DICE-1 interpretation: a pool of 0 dice has 0 successes (Lätt still succeeds with Effekt 0)', () => {
    expect(resolvePoolRoll([], 'Lätt')).toMatchObject({
      successes: 0,
      success: true,
      effekt: 0,
      fokusGained: 0,
    });
    expect(resolvePoolRoll([], 'Normal')).toMatchObject({ successes: 0, success: false, effekt: null });
  });
  it('IRT-DEF-2 an active defence subtracts its Effekt; the attack hits if the rest still meets the requirement', () => {
    const faces = [12, 10, 11, 4]; // 3 successes, one 12
    expect(resolvePoolRoll(faces, 'Normal', { subtractSuccesses: 1 })).toMatchObject({
      successes: 3,
      effectiveSuccesses: 2,
      success: true,
      effekt: 1, // Effekt recomputed from the reduced successes
    });
    expect(resolvePoolRoll(faces, 'Normal', { subtractSuccesses: 2 })).toMatchObject({
      success: true,
      effekt: 0,
    });
    expect(resolvePoolRoll(faces, 'Normal', { subtractSuccesses: 3 })).toMatchObject({
      effectiveSuccesses: 0,
      success: false,
      effekt: null,
    });
    expect(resolvePoolRoll(faces, 'Svår', { subtractSuccesses: 2 })).toMatchObject({ success: false });
  });
  it('IRT-DEF-2 the subtraction stops at 0 successes; 12s still give Fokus; Lätt still hits', () => {
    const r = resolvePoolRoll([12, 5], 'Lätt', { subtractSuccesses: 4 });
    expect(r).toMatchObject({
      successes: 1,
      effectiveSuccesses: 0,
      success: true,
      effekt: 0,
      fokusGained: 1,
    });
    expect(resolvePoolRoll([12], 'Normal', { subtractSuccesses: 1 })).toMatchObject({
      success: false,
      twelves: 1,
      fokusGained: 1,
    });
  });
  it('IRT-DEF-2 rejects a subtraction that is not a whole number of successes', () => {
    expect(() => resolvePoolRoll([10], 'Normal', { subtractSuccesses: -1 })).toThrow(RangeError);
    expect(() => resolvePoolRoll([10], 'Normal', { subtractSuccesses: 0.5 })).toThrow(RangeError);
  });
  it('does not mutate its input', () => {
    const faces = Object.freeze([12, 10, 3]);
    expect(() => resolvePoolRoll(faces, 'Svår', { subtractSuccesses: 1 })).not.toThrow();
    expect(faces).toEqual([12, 10, 3]);
  });
});

describe('IRT Fokus dice', () => {
  it('IRT-DICE-1 each added Fokus die showing 1 is a komplikation (or 1 Stress)', () => {
    expect(fokusDiceComplications([1, 5, 1, 12])).toBe(2);
    expect(fokusDiceComplications([2, 10, 12])).toBe(0);
    expect(fokusDiceComplications([])).toBe(0);
  });
});
