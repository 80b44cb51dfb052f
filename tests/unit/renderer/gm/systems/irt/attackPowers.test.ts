/** Which demo powers the attack dialog offers where (IRT-POW-2…4): riding, attack and reactive powers. */
import { describe, expect, it } from 'vitest';
import {
  attackPowersOf,
  powerRunning,
  reactivePowersOf,
  ridingPowersOf,
} from '../../../../../../src/renderer/gm/systems/irt/attackPowers';
import { frozenDemo } from '../../../../../helpers/campaigns';
import { run, who } from '../../../../../helpers/engine';

describe('the attack dialog’s power choices', () => {
  it('IRT-POW-2 Ivar’s Övermänsklig Styrka rides on an attack; Läderhud and Kinetisk Förankring are reactive (IRT-POW-3)', () => {
    const ivar = who(frozenDemo(), 'c-ivar');
    expect(ridingPowersOf(ivar).map((p) => p.id)).toEqual(['overmansklig-styrka']);
    expect(reactivePowersOf(ivar).map((p) => p.id)).toEqual(['laderhud', 'kinetisk-forankring']);
    expect(attackPowersOf(ivar)).toEqual([]);
  });

  it('IRT-POW-4 Anton’s Iskristaller is an attack power; passive Köldaura is offered nowhere', () => {
    const anton = who(frozenDemo(), 'c-anton');
    expect(attackPowersOf(anton).map((p) => p.id)).toEqual(['iskristaller']);
    expect(ridingPowersOf(anton)).toEqual([]);
    expect(reactivePowersOf(anton)).toEqual([]);
  });

  it('IRT-POW-3 a used reactive power shows as running', () => {
    const s = run(frozenDemo(), { type: 'irt/usePower', userId: 'c-ivar', powerId: 'laderhud' }).state;
    const hide = reactivePowersOf(who(s, 'c-ivar'))[0];
    expect(hide && powerRunning(who(s, 'c-ivar'), hide)).toBe(true);
    expect(hide && powerRunning(who(frozenDemo(), 'c-ivar'), hide)).toBe(false);
  });
});
