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

describe('IRT wound severity for tokens', () => {
  it('IRT-TOU-2 the token colour follows the wound level: unhurt 0, Sårad 1, Medvetslös 2, Döende 3, Död 4', async () => {
    const { irtSystem } = await import('@shared/rules/irt/system');
    const { frozenDemo } = await import('../../../helpers/campaigns');
    const guard = frozenDemo().combatants.find((c) => c.id === 'c-gransvakt')!;
    const t = (guard.attributes.Fysik ?? 0) + (guard.attributes.Vilja ?? 0);
    const at = (kp: number) => irtSystem.woundSeverity?.({ ...guard, resources: { ...guard.resources, kp } });
    expect([at(0), at(t + 1), at(2 * t + 1), at(3 * t + 1), at(4 * t + 1)]).toEqual([0, 1, 2, 3, 4]);
  });
});
