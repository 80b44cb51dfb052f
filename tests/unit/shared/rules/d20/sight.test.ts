/**
 * D20-POS-2 line of sight on the map (map/lineOfSight.ts): a spell that needs sight cannot reach a
 * target behind a wall or closed door, an open door lets it through, the GM may override (logged);
 * a wall stops an arrow too, while smoke (a zone that blocks sight) only hides the target (−4). Bo (Eldpil, Räckvidd 8, Sikte) stands at column 2, Skugga at
 * column 8 of row 2; the wall stands between columns 5 and 6 of that row.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { planAttack } from '@shared/rules/d20/attackPlan';
import { d20Fight, event, hex, run } from './kit';

function walled(door: 'none' | 'open' | 'closed'): CampaignState {
  return run(d20Fight(), {
    type: 'wall/set',
    sceneId: d20Fight().scenes[0]?.id ?? '',
    a: hex(5, 2),
    b: hex(6, 2),
    door,
  } as Command).state;
}

const bolt = { attackerId: 'c-bo', targetId: 'c-skugga', weaponId: 'w-eldpil', emUse: null } as const;

describe('D20-POS-2 sight on the map', () => {
  it('D20-POS-2 a spell that needs sight is refused through a wall or a closed door; an open door lets it through', () => {
    expect(planAttack(d20Fight(), bolt).possible).toBe(true);
    const wall = planAttack(walled('none'), bolt);
    expect(wall.possible).toBe(false);
    expect(wall.reason).toMatch(/no line of sight to Skugga.*\(D20-POS-2\)/);
    expect(wall.rangeRule).toBe('D20-POS-2');
    expect(planAttack(walled('closed'), bolt).possible).toBe(false);
    expect(planAttack(walled('open'), bolt).possible).toBe(true);
  });

  it('D20-POS-2 a wall or closed door stops an arrow as well; an open door lets it through', () => {
    const arrow = { attackerId: 'c-alva', targetId: 'c-skugga', weaponId: 'w-bage', emUse: null } as const;
    expect(planAttack(d20Fight(), arrow).possible).toBe(true);
    const wall = planAttack(walled('none'), arrow);
    expect(wall.possible).toBe(false);
    expect(wall.reason).toMatch(
      /no line of sight to Skugga: a wall or closed door is in the way \(D20-POS-2\)/,
    );
    expect(planAttack(walled('closed'), arrow).possible).toBe(false);
    expect(planAttack(walled('open'), arrow).possible).toBe(true);
  });

  it('D20-POS-2 / D20-REA-3 smoke between: the spell is refused, the arrow flies with the target out of sight (−4)', () => {
    const smoky = d20Fight();
    const field = smoky.scenes[0]?.map.zones.find((z) => z.id === 'z-faltet');
    field?.traits.push({ kind: 'skymd', revealed: true });
    expect(planAttack(smoky, bolt).possible).toBe(false);
    const arrow = planAttack(smoky, {
      attackerId: 'c-alva',
      targetId: 'c-skugga',
      weaponId: 'w-bage',
      emUse: null,
    });
    expect(arrow.possible).toBe(true);
    expect(arrow.rollFactors).toContainEqual(expect.objectContaining({ key: 'skymd', effect: -4 }));
    expect(
      planAttack(d20Fight(), { ...bolt, attackerId: 'c-alva', weaponId: 'w-bage' }).rollFactors,
    ).not.toContainEqual(expect.objectContaining({ key: 'skymd' }));
  });

  it('D20-POS-2 the GM may cast anyway: the override goes ahead and is logged under the sight rule', () => {
    const r = run(walled('none'), {
      type: 'd20/attack',
      ...bolt,
      rangeOverride: true,
      dice: [15],
    } as Command);
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'D20-POS-2' });
  });
});
