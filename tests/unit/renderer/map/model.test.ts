/** The static layer's identity (map/model.ts `staticMapKey`): what makes the grid be drawn again. */
import { describe, expect, it } from 'vitest';
import { staticMapKey, type MapData } from '../../../../src/renderer/map/model';

const map: MapData = {
  sceneName: 'Scene 1',
  viewer: 'gm',
  system: 'irt',
  orientation: 'pointy',
  hexSizeMetres: 10,
  width: 12,
  height: 8,
  zones: [{ id: 'z-1', name: 'Zone 1', hexes: [{ q: 0, r: 0 }], traits: [], hidden: false }],
  walls: [],
  background: null,
  zoneFill: 0.2,
};
const image = { assetId: `${'a'.repeat(64)}.png`, offsetX: 0, offsetY: 0, scale: 0.1, rotation: 0 };

describe('static map key', () => {
  it('ignores where the background lies and which image it is', () => {
    const placed = staticMapKey({ ...map, background: image });
    expect(staticMapKey({ ...map, background: { ...image, offsetX: 12, scale: 0.2, rotation: 30 } })).toBe(
      placed,
    );
    expect(staticMapKey({ ...map, background: { ...image, assetId: `${'b'.repeat(64)}.jpg` } })).toBe(placed);
  });

  it('changes when a background comes or goes (the grid is translucent over one) and with the map', () => {
    expect(staticMapKey({ ...map, background: image })).not.toBe(staticMapKey(map));
    expect(staticMapKey({ ...map, width: 13 })).not.toBe(staticMapKey(map));
    expect(staticMapKey({ ...map, sceneName: 'Scene 2' })).not.toBe(staticMapKey(map));
  });
});
