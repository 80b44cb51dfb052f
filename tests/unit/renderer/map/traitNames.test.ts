/**
 * Trait labels on the map in the campaign's own game terms (map/traits.ts): the sight-blocking kind is
 * Skymd sikt in the Swedish games and Obscured in the Expanse (EXP-ATK-1); a GM's own label wins.
 */
import { describe, expect, it } from 'vitest';
import { traitName, traitText } from '../../../../src/renderer/map/traits';

describe('trait names on the map', () => {
  it('EXP-ATK-1 the same sight-blocking kind reads Obscured in the Expanse, Skymd sikt in IRT', () => {
    expect(traitName({ kind: 'skymd' }, 'expanse')).toBe('Obscured');
    expect(traitName({ kind: 'skymd' }, 'irt')).toBe('Skymd sikt');
    expect(traitText({ kind: 'cover', level: 2 }, 'expanse')).toBe('◼ Cover 2');
    expect(traitName({ kind: 'custom-rubble', label: 'Rubble' }, 'expanse')).toBe('Rubble');
  });
});
