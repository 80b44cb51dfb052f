import { describe, expect, it } from 'vitest';
import { previewIrtAttack } from '@shared/rules/irt/preview';
import { irtAttackOdds } from '@shared/rules/irt/odds';
import { applyCommand } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import { frozenDemo } from '../../../../helpers/campaigns';

const shot = { attackerId: 'c-anton', targetId: 'c-gransvakt', weaponId: 'w-pistol', options: {} };

describe('attack preview (what the resolver shows before the roll)', () => {
  it('IRT-EX-1 setup: Anton’s pistol shot at the guard is Normal with 5 dice, Skada 3 against Skydd 1, exact odds', () => {
    const p = previewIrtAttack(frozenDemo(), shot);
    expect(p.plan.pool).toBe(5);
    expect(p.plan.band).toBe('Kort');
    expect(p.plan.difficulty.suggested).toBe('Normal');
    expect(p.odds).toEqual(irtAttackOdds({ pool: 5, difficulty: 'Normal', skada: 3, skydd: 1 }));
    expect(p.oddsIfDefended?.hitChance).toBeLessThan(p.odds?.hitChance ?? 0);
  });

  it('IRT-RNG-2 cover painted on the target’s zone is listed as Skydd and makes the suggestion one step harder', () => {
    const s0 = frozenDemo();
    const zone = s0.scenes[0]?.map.zones.find((z) => z.name === 'Vägen');
    if (!zone) throw new Error('demo zone');
    const s = applyCommand(
      s0,
      {
        type: 'zone/update',
        sceneId: 's-gransen',
        zoneId: zone.id,
        patch: { traits: [...zone.traits, { kind: 'skydd', revealed: true }] },
      },
      { dice: seededDice(1) },
    ).state;
    const p = previewIrtAttack(s, shot);
    expect(p.plan.difficulty.factors.map((f) => f.term)).toContain('Skydd');
    expect(p.plan.difficulty.suggested).toBe('Svår');
  });

  it('an impossible attack has no odds and says why', () => {
    const p = previewIrtAttack(frozenDemo(), { ...shot, weaponId: 'w-kniv' });
    expect(p.plan.difficulty.impossible).toBe(true);
    expect(p.plan.difficulty.impossibleReason).toMatch(/Bredvid/);
    expect(p.odds).toBeNull();
  });
});
