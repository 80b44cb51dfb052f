import { describe, expect, it } from 'vitest';
import {
  freshId,
  nextWallState,
  nextZoneName,
  toggleTrait,
  zoneAtHex,
} from '../../../../../src/renderer/gm/map/mapEdits';
import { frozenDemo } from '../../../../helpers/campaigns';
import { Id } from '@shared/model/campaign';

const map = () => frozenDemo().scenes[0]!.map;

describe('map tool helpers', () => {
  it('finds the zone under a hex, or none off the map', () => {
    expect(zoneAtHex(map(), { q: 2, r: 6 })?.id).toBe('z-diket');
    expect(zoneAtHex(map(), { q: 50, r: 50 })).toBeUndefined();
  });

  it('fresh ids are valid and unused; zone names count up past taken ones', () => {
    let n = 0;
    const rolls = [0.1, 0.1, 0.7];
    const first = freshId('z', [], () => rolls[n++] ?? 0.5);
    const second = freshId('z', [first], () => rolls[n++] ?? 0.5);
    expect(second).not.toBe(first);
    expect(Id.safeParse(first).success).toBe(true);
    expect(nextZoneName([{ name: 'Zone 1' }, { name: 'Zone 3' }], 'Zone')).toBe('Zone 2');
  });

  it('the trait brush adds a trait, and takes it off when the zone has that kind', () => {
    const skydd = { kind: 'skydd', revealed: true };
    expect(toggleTrait([], skydd)).toEqual([skydd]);
    expect(
      toggleTrait(
        [
          { kind: 'skydd', revealed: false },
          { kind: 'morker', revealed: true },
        ],
        skydd,
      ),
    ).toEqual([{ kind: 'morker', revealed: true }]);
  });

  it('the wall tool cycles an edge: nothing, wall, closed door, open door, nothing (either way round)', () => {
    const a = { q: 0, r: 0 };
    const b = { q: 1, r: 0 };
    expect(nextWallState([], a, b)).toBe('none');
    expect(nextWallState([{ a, b, door: 'none' }], b, a)).toBe('closed');
    expect(nextWallState([{ a, b, door: 'closed' }], a, b)).toBe('open');
    expect(nextWallState([{ a, b, door: 'open' }], a, b)).toBeNull();
  });
});
