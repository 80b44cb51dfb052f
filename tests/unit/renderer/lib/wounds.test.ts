import { describe, expect, it } from 'vitest';
import { testCombatant } from '../../helpers/combatant';
import { woundSeverity } from '../../../../src/renderer/lib/wounds';
import { d20System } from '@shared/rules/d20/system';
import type { Combatant } from '@shared/model/campaign';

function d20(vp: number, kp: number, conditions: string[] = []): Combatant {
  return testCombatant('c', 'C', 'npc', {
    attributes: { VP: 8, KP: 10 },
    resources: { vp, kp },
    conditions: conditions.map((key) => ({ key, public: true, untilRound: null, note: '' })),
  });
}

describe('wound colours', () => {
  it('colour every Swedish d20 wound word as the rules rank it (players see the colour without the rules)', () => {
    const cases = [d20(8, 10), d20(3, 10), d20(0, 6), d20(0, 0), d20(0, -3, ['Död'])];
    const words = cases.map((c) => d20System.woundWord(c));
    expect(words).toEqual(['Oskadd', 'Sliten', 'Sårad', 'Utslagen', 'Död']);
    for (const c of cases) {
      const word = d20System.woundWord(c) as string;
      expect(woundSeverity(word)).toBe(Math.min(3, d20System.woundSeverity?.(c) ?? 0));
    }
  });
});
