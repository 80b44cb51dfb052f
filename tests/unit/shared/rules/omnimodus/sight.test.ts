/**
 * Sight on the map for Omnimodus attacks (map/lineOfSight.ts): a thrown or shot attack needs to see its
 * target (the thrower and the shooter "may wait for a target to show", OMN-ACT-2/3), so a wall or a
 * closed door between refuses it and an open door lets it through; a zone that blocks sight (smoke, a
 * hedge) does the same; melee reach already counts walls (OMN-ACT-1). The GM may
 * override, logged. Alva stands at (1,1); Grim at (3,1), two hexes east; the wall is on the edge between
 * (1,1) and (2,1).
 */
import { describe, expect, it } from 'vitest';
import { offsetToAxial } from '@shared/hex/axial';
import type { CampaignState, Wall } from '@shared/model/campaign';
import { planOmnAttack } from '@shared/rules/omnimodus/attack';
import { event, omnFight, placeAt, run } from './kitAttack';

const at = (col: number, row: number) => offsetToAxial(col, row, 'pointy');

function walled(door: Wall['door'], s: CampaignState = placeAt(omnFight(), 'c-grim', 3, 1)): CampaignState {
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  const walls: Wall[] = [{ a: at(1, 1), b: at(2, 1), door }];
  return { ...s, scenes: [{ ...scene, map: { ...scene.map, walls } }] };
}

const shot = { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-pistol', exposure: 'full' } as const;
const thrown = { ...shot, weaponId: 'w-kniv' } as const;

describe('Omnimodus sight on the map (OMN-ACT-1/2/3)', () => {
  it('OMN-ACT-3 a wall or closed door refuses a shot; an open door lets it through', () => {
    expect(planOmnAttack(placeAt(omnFight(), 'c-grim', 3, 1), shot).rangeRefusal).toBeNull();
    const wall = planOmnAttack(walled('none'), shot);
    expect(wall.rangeRule).toBe('OMN-ACT-3');
    expect(wall.rangeRefusal).toMatch(/no line of sight to Grim.*\(OMN-ACT-3\)/);
    expect(planOmnAttack(walled('closed'), shot).rangeRule).toBe('OMN-ACT-3');
    expect(planOmnAttack(walled('open'), shot).rangeRefusal).toBeNull();
  });

  it('OMN-ACT-2 a thrown knife needs sight too; smoke between hides the target', () => {
    expect(planOmnAttack(walled('none'), thrown).rangeRule).toBe('OMN-ACT-2');
    const smoky = placeAt(omnFight(), 'c-grim', 3, 1);
    smoky.scenes[0]?.map.zones[0]?.traits.push({ kind: 'skymd', revealed: true });
    expect(planOmnAttack(smoky, thrown).rangeRule).toBe('OMN-ACT-2');
  });

  it('OMN-ACT-1 a wall between neighbouring hexes stops a melee blow (melee reach counts walls)', () => {
    const blow = { attackerId: 'c-grim', targetId: 'c-alva', weaponId: 'w-yxa', exposure: 'full' } as const;
    const s = walled('none', placeAt(omnFight(), 'c-grim', 2, 1));
    expect(planOmnAttack(placeAt(omnFight(), 'c-grim', 2, 1), blow).rangeRefusal).toBeNull();
    expect(planOmnAttack(s, blow).rangeRule).toBe('OMN-ACT-1');
  });

  it('OMN-ACT-3 the GM may shoot anyway: the override goes ahead and is logged under the sight rule', () => {
    const r = run(walled('none'), { type: 'omnimodus/attack', ...shot, rangeOverride: true, dice: [6, 6] });
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'OMN-ACT-3' });
  });
});
