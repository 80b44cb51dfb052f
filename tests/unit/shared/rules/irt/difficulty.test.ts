/** The IRT difficulty ladder and how factors make a difficulty (IRT-DICE-3/5/8, IRT-CRIT-6 floors). */
import { describe, expect, it } from 'vitest';
import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import {
  computeIrtDifficulty,
  harder,
  IRT_DIFFICULTIES,
  requiredSuccesses,
  stepDifficulty,
} from '@shared/rules/irt/difficulty';

const sit = (key: string): DifficultyFactor => ({
  source: 'zone',
  key,
  term: key,
  effect: 1,
  kind: 'situational',
});
const mech = (key: string, effect = 1): DifficultyFactor => ({
  source: 'condition',
  key,
  term: key,
  effect,
  kind: 'mechanical',
});
const floor = (min: number): DifficultyFactor => ({
  source: 'crit',
  key: 'floor',
  term: 'x',
  effect: min,
  kind: 'floor',
});

describe('IRT difficulty ladder', () => {
  it('IRT-DICE-3 Lätt 0, Normal 1, Svår 2, Mycket Svår 3 successes', () => {
    expect(IRT_DIFFICULTIES.map(requiredSuccesses)).toEqual([0, 1, 2, 3]);
    expect(IRT_DIFFICULTIES).toEqual(['Lätt', 'Normal', 'Svår', 'Mycket Svår']);
  });

  it('IRT-DICE-5 steps move along the ladder, floored at Lätt and capped at Mycket Svår', () => {
    expect(stepDifficulty('Normal', 1)).toBe('Svår');
    expect(stepDifficulty('Normal', -1)).toBe('Lätt');
    expect(stepDifficulty('Lätt', -3)).toBe('Lätt');
    expect(stepDifficulty('Svår', 5)).toBe('Mycket Svår');
    expect(harder('Svår', 'Normal')).toBe('Svår');
    expect(harder('Lätt', 'Mycket Svår')).toBe('Mycket Svår');
  });

  it('IRT-DICE-5 impossible is a separate result, not a fifth step', () => {
    const r = computeIrtDifficulty({ base: 'Normal', factors: [mech('a', 5)], impossibleReason: 'too far' });
    expect(r.difficulty).toBe('Mycket Svår');
    expect(r.impossible).toBe(true);
    expect(r.impossibleReason).toBe('too far');
    expect(computeIrtDifficulty({ base: 'Normal', factors: [mech('a', 5)] }).impossible).toBe(false);
  });
});

describe('IRT suggested difficulty from factors', () => {
  it('IRT-DICE-8 situational factors: none Normal, one Svår, several Mycket Svår or (GM) Svår — not summed', () => {
    expect(computeIrtDifficulty({ base: 'Normal', factors: [] }).difficulty).toBe('Normal');
    expect(computeIrtDifficulty({ base: 'Normal', factors: [sit('a')] }).difficulty).toBe('Svår');
    const three = [sit('a'), sit('b'), sit('c')];
    expect(computeIrtDifficulty({ base: 'Lätt', factors: three }).difficulty).toBe('Svår'); // 2 steps, not 3
    expect(computeIrtDifficulty({ base: 'Normal', factors: three }).difficulty).toBe('Mycket Svår');
    expect(
      computeIrtDifficulty({ base: 'Normal', factors: three, situationalWeight: 'one' }).difficulty,
    ).toBe('Svår');
  });

  it('IRT-DICE-8 "one step harder" conditions stack mechanically, never past the ceiling, never impossible', () => {
    const r = computeIrtDifficulty({ base: 'Lätt', factors: [mech('Sårad'), mech('Påverkad')] });
    expect(r.difficulty).toBe('Svår');
    const many = computeIrtDifficulty({
      base: 'Normal',
      factors: [mech('a'), mech('b'), mech('c'), mech('d')],
    });
    expect(many.difficulty).toBe('Mycket Svår');
    expect(many.impossible).toBe(false);
  });

  it('IRT-DICE-8 an easier GM judgement counts even when marked situational', () => {
    const easier: DifficultyFactor = {
      source: 'gm',
      key: 'help',
      term: 'help',
      effect: -1,
      kind: 'situational',
    };
    expect(computeIrtDifficulty({ base: 'Normal', factors: [easier] }).difficulty).toBe('Lätt');
    expect(computeIrtDifficulty({ base: 'Normal', factors: [easier, sit('a')] }).difficulty).toBe('Normal');
  });

  it('IRT-DICE-8 a GM override wins and is logged as a factor with its step', () => {
    const r = computeIrtDifficulty({ base: 'Normal', factors: [sit('a'), sit('b')], override: 'Svår' });
    expect(r.suggested).toBe('Mycket Svår');
    expect(r.difficulty).toBe('Svår');
    expect(r.factors.at(-1)).toMatchObject({ source: 'gm', key: 'override', term: 'Svår', effect: -1 });
    // Overriding with the suggestion adds nothing.
    expect(computeIrtDifficulty({ base: 'Normal', factors: [], override: 'Normal' }).factors).toEqual([]);
  });

  it('IRT-CRIT-6 floors apply after the steps, and the ceiling still holds', () => {
    expect(computeIrtDifficulty({ base: 'Lätt', factors: [floor(2)] }).difficulty).toBe('Svår');
    // Aiming (−1) cannot take a floored roll below the floor: steps first, then the floor.
    expect(computeIrtDifficulty({ base: 'Normal', factors: [mech('Sikta', -1), floor(2)] }).difficulty).toBe(
      'Svår',
    );
    // A floor below the stepped result changes nothing.
    expect(computeIrtDifficulty({ base: 'Normal', factors: [mech('a', 2), floor(2)] }).difficulty).toBe(
      'Mycket Svår',
    );
    expect(computeIrtDifficulty({ base: 'Normal', factors: [floor(9)] }).difficulty).toBe('Mycket Svår');
  });
});
