/**
 * Line of sight in I Rikets Tjänst (map/lineOfSight.ts): a shot at a target the shooter cannot see is
 * refused (IRT-RNG-1), an attack power or a power with the Siktlinje limitation needs sight (IRT-POW-1),
 * an open door lets sight through, melee is not a matter of sight, and the GM may override (logged).
 * Demo: Anton stands at (2,6), the guard at (3,5), neighbours across one edge.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { Power } from '@shared/model/irtPowers';
import { planIrtAttack } from '@shared/rules/irt/attackFactors';
import { frozenDemo } from '../../../../helpers/campaigns';
import { event, patch, run, who } from './kit';

function wall(door: 'none' | 'open' | 'closed', s: CampaignState = frozenDemo()): CampaignState {
  return run(s, {
    type: 'wall/set',
    sceneId: 's-gransen',
    a: { q: 2, r: 6 },
    b: { q: 3, r: 5 },
    door,
  } as Command).state;
}

const plan = (s: CampaignState, weaponId: string | null = 'w-pistol', powerId: string | null = null) =>
  planIrtAttack(s, who(s, 'c-anton'), who(s, 'c-gransvakt'), weaponId, {}, [], null, powerId);

const blinding: Power = {
  id: 'bländning',
  name: 'Bländning',
  kind: 'Aktiv',
  fokus: 1,
  action: 'En handling',
  range: 'Kort',
  limitations: ['Siktlinje'],
  roll: null,
  duration: 'Runda',
  effect: { kind: 'condition', condition: 'Omtumlad' },
  enhancements: [],
  text: '',
};

describe('IRT line of sight', () => {
  it('IRT-RNG-1 a shot through a wall or a closed door is refused; an open door lets it through', () => {
    expect(plan(frozenDemo()).rangeRefusal).toBeNull();
    const walled = plan(wall('none'));
    expect(walled.rangeRefusal).toMatchObject({ rule: 'IRT-RNG-1' });
    expect(walled.difficulty.impossible).toBe(true);
    expect(plan(wall('closed')).rangeRefusal).toMatchObject({ rule: 'IRT-RNG-1' });
    expect(plan(wall('open')).rangeRefusal).toBeNull();
  });

  it('IRT-RNG-1 the GM may shoot anyway: the attack is rolled and the override logged', () => {
    const r = run(wall('none'), {
      type: 'irt/attack',
      attackerId: 'c-anton',
      targetId: 'c-gransvakt',
      weaponId: 'w-pistol',
      options: { rangeOverride: true },
      dice: [10, 1, 1, 1, 1],
    } as Command);
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'IRT-RNG-1' });
  });

  it('IRT-POW-1 an attack power at range needs sight too; a power with Siktlinje on a target out of sight is refused unless the GM allows it', () => {
    expect(plan(wall('none'), null, 'iskristaller').rangeRefusal).toMatchObject({ rule: 'IRT-RNG-1' });
    const s = patch(wall('none'), 'c-anton', {
      powers: [...(who(frozenDemo(), 'c-anton').powers ?? []), blinding],
    });
    const use = { type: 'irt/usePower', userId: 'c-anton', powerId: 'bländning', targetId: 'c-gransvakt' };
    expect(() => run(s, use as Command)).toThrow(/Siktlinje.*out of sight/);
    const allowed = run(s, { ...use, sightOverride: true } as Command);
    expect(event(allowed.events, 'attack/rangeOverridden').data).toMatchObject({
      rule: 'IRT-POW-1',
      power: 'Bländning',
    });
    // With the door open, it needs no leave.
    const door = patch(wall('open'), 'c-anton', { powers: [blinding] });
    expect(() => run(door, use as Command)).not.toThrow();
  });
});
