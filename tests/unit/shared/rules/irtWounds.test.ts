import { describe, expect, it } from 'vitest';
import { tålighet, woundLevel } from '@shared/rules/irt/wounds';

describe('IRT wound levels', () => {
  it('IRT-TOU-1 Tålighet = Fysik + Vilja', () => {
    expect(tålighet({ attributes: { Fysik: 2, Vilja: 3 } })).toBe(5);
  });
  it.each([
    [0, 'Tjänstduglig'],
    [5, 'Tjänstduglig'],
    [6, 'Sårad'],
    [10, 'Sårad'],
    [11, 'Medvetslös'],
    [15, 'Medvetslös'],
    [16, 'Döende'],
    [20, 'Döende'],
    [21, 'Död'],
  ] as const)('IRT-TOU-2 with Tålighet 5, %i KP is %s', (kp, level) => {
    expect(woundLevel(kp, 5)).toBe(level);
  });
});
