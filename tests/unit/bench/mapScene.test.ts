import { describe, expect, it } from 'vitest';
import { hexKey, rectangleHexes } from '@shared/hex/axial';
import { describeScene, generateMapScene, TRAIT_KINDS } from '../../../bench/map/scene';

describe('map benchmark scene', () => {
  const scene = generateMapScene();
  const stats = describeScene(scene);
  const grid = new Set(rectangleHexes(100, 100, 'pointy').map(hexKey));

  it('is a 100×100 GM map whose zones of 3 to ~25 hexes cover every hex exactly once', () => {
    expect(scene.map).toMatchObject({ viewer: 'gm', width: 100, height: 100, background: null });
    const seen = new Set<string>();
    for (const zone of scene.map.zones) {
      for (const h of zone.hexes) {
        expect(grid.has(hexKey(h))).toBe(true);
        expect(seen.has(hexKey(h))).toBe(false);
        seen.add(hexKey(h));
      }
    }
    expect(seen.size).toBe(10_000);
    expect(stats.minZone).toBeGreaterThanOrEqual(3);
    expect(stats.maxZone).toBeLessThanOrEqual(35);
    expect(new Set(scene.map.zones.map((z) => z.id)).size).toBe(scene.map.zones.length);
  });

  it('puts built-in traits on zones holding ~30 % of the hexes', () => {
    expect(stats.traitShare).toBeGreaterThan(0.28);
    expect(stats.traitShare).toBeLessThan(0.32);
    const kinds = new Set(scene.map.zones.flatMap((z) => z.traits.map((t) => t.kind)));
    expect([...kinds].sort()).toEqual([...TRAIT_KINDS].sort());
  });

  it('has walls between neighbouring hexes of the map', () => {
    expect(scene.map.walls.length).toBeGreaterThan(0);
    for (const w of scene.map.walls) {
      expect(grid.has(hexKey(w.a)) && grid.has(hexKey(w.b))).toBe(true);
      const dq = w.b.q - w.a.q;
      const dr = w.b.r - w.a.r;
      expect((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2).toBe(1);
    }
  });

  it('has 200 visible tokens on distinct hexes of the map', () => {
    expect(scene.tokens).toHaveLength(200);
    expect(new Set(scene.tokens.map((t) => hexKey(t.hex))).size).toBe(200);
    expect(new Set(scene.tokens.map((t) => t.id)).size).toBe(200);
    for (const t of scene.tokens) {
      expect(grid.has(hexKey(t.hex))).toBe(true);
      expect(t.hidden).toBe(false);
    }
    expect(scene.tokens.some((t) => t.kind === 'pc')).toBe(true);
  });

  it('is deterministic: the same seed gives the same scene, another seed another', () => {
    expect(generateMapScene()).toEqual(scene);
    expect(generateMapScene({ seed: 7 })).not.toEqual(scene);
  });
});
