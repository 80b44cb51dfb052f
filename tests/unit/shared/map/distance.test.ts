import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { measureOnMap } from '@shared/map/distance';
import { axialToOffset, hexDistance, hexNeighbours, rectangleHexes } from '@shared/hex/axial';
import type { Axial, HexMap, Wall, Zone } from '@shared/model/campaign';
import { irtRange } from '@shared/rules/irt/ranges';

function zone(id: string, hexes: readonly Axial[]): Zone {
  return { id, name: id, hexes: [...hexes], traits: [], hidden: false, gmNotes: '' };
}

const row = (q0: number, q1: number): Axial[] =>
  Array.from({ length: q1 - q0 + 1 }, (_, i) => ({ q: q0 + i, r: 0 }));

type MapPart = Pick<HexMap, 'zones' | 'walls' | 'hexSizeMetres' | 'bandShift'>;

/** An open field of 10 m hexes, one named zone. */
function field(walls: Wall[] = []): MapPart {
  return { zones: [zone('F', rectangleHexes(8, 6, 'pointy'))], walls, hexSizeMetres: 10 };
}

/** A building at 2 m per hex: rooms A (q 0–3), B (4–7), C (8–11) in a row, with a corridor below. */
function building(walls: Wall[] = []): MapPart {
  return {
    zones: [
      zone('A', row(0, 3)),
      zone('B', row(4, 7)),
      zone('C', row(8, 11)),
      zone(
        'K',
        Array.from({ length: 12 }, (_, i) => ({ q: i, r: 1 })),
      ),
    ],
    walls,
    hexSizeMetres: 2,
  };
}

const h = (q: number, r = 0): Axial => ({ q, r });

describe('distance on the map', () => {
  it('IRT-ZONE-1 with 10 m hexes every hex is a zone: zones equal hex steps, metres are hexes × 10', () => {
    const m = measureOnMap(field(), h(0), h(3, 2), 10);
    expect(m).toMatchObject({ hexes: 5, metres: 50, zones: 5, hexIsZone: true, fromZone: 'F', toZone: 'F' });
    fc.assert(
      fc.property(
        fc.constantFrom(...rectangleHexes(8, 6, 'pointy')),
        fc.constantFrom(...rectangleHexes(8, 6, 'pointy')),
        (a, b) => measureOnMap(field(), a, b, 10).zones === hexDistance(a, b),
      ),
    );
  });

  it('IRT-ZONE-1 a room of many small hexes is one zone; neighbouring rooms are one zone apart', () => {
    const b = building();
    expect(measureOnMap(b, h(0), h(3), 10)).toMatchObject({
      zones: 0,
      hexes: 3,
      metres: 6,
      hexIsZone: false,
    });
    expect(measureOnMap(b, h(0), h(4), 10).zones).toBe(1);
    expect(measureOnMap(b, h(0), h(11), 10).zones).toBe(2);
  });

  it('IRT-ZONE-1 walls make the way round count; an open door lets through, a closed one does not', () => {
    const wall = (door: Wall['door']): Wall => ({ a: h(3), b: h(4), door });
    // A wall between A and B on the one edge they share in row 0: the way goes through the corridor.
    expect(measureOnMap(building([wall('none')]), h(0), h(4), 10).zones).toBe(2);
    expect(measureOnMap(building([wall('open')]), h(0), h(4), 10).zones).toBe(1);
    // Walls all round room A: nothing reaches it.
    const sealed = [
      wall('closed'),
      ...row(0, 3).flatMap((x) => [
        { a: x, b: h(x.q, 1), door: 'none' as const },
        { a: x, b: h(x.q - 1, 1), door: 'none' as const },
      ]),
    ];
    expect(measureOnMap(building(sealed), h(0), h(4), 10).zones).toBeNull();
    // In the open field a wall only makes the straight way longer.
    // A fence between columns 2 and 3 on rows 0–4 (every edge crossing it), open on row 5.
    const grid = rectangleHexes(8, 6, 'pointy');
    const fence: Wall[] = grid.flatMap((a) =>
      hexNeighbours(a)
        .filter((b) => {
          const ca = axialToOffset(a, 'pointy');
          const cb = axialToOffset(b, 'pointy');
          return ca.col <= 2 && cb.col >= 3 && ca.row <= 4 && cb.row <= 4 && cb.row >= 0;
        })
        .map((b) => ({ a, b, door: 'none' as const })),
    );
    const around = measureOnMap(field(fence), h(0, 0), h(3, 0), 10);
    expect(around.hexes).toBe(3);
    expect(around.zones).toBeGreaterThan(3);
  });

  it('contact: the same hex, or neighbouring small hexes in one zone with no wall between', () => {
    expect(measureOnMap(field(), h(1), h(1), 10).contact).toBe(true);
    expect(measureOnMap(field(), h(1), h(2), 10).contact).toBe(false);
    expect(measureOnMap(building(), h(1), h(2), 10).contact).toBe(true);
    expect(measureOnMap(building(), h(3), h(4), 10).contact).toBe(false);
    expect(measureOnMap(building([{ a: h(1), b: h(2), door: 'none' }]), h(1), h(2), 10).contact).toBe(false);
  });

  it('hexes outside every zone are off the map: no zone count', () => {
    const m = measureOnMap(building(), h(0), h(40), 10);
    expect(m.zones).toBeNull();
    expect(m.toZone).toBeNull();
  });

  it('IRT-RNG-3 bands from zones: Bredvid in contact, Nära in one zone, Kort next door, then Medel; the scene may shift one band', () => {
    const b = building();
    expect(irtRange(b, h(1), h(2)).band).toBe('Bredvid');
    expect(irtRange(b, h(0), h(3)).band).toBe('Nära');
    expect(irtRange(b, h(0), h(3), true).band).toBe('Bredvid');
    expect(irtRange(b, h(0), h(4)).band).toBe('Kort');
    expect(irtRange(b, h(0), h(8)).band).toBe('Medel');
    expect(irtRange({ ...b, bandShift: 1 }, h(0), h(4)).band).toBe('Medel');
    expect(irtRange({ ...b, bandShift: -1 }, h(0), h(8)).band).toBe('Kort');
    expect(irtRange(field(), h(0), h(7)).band).toBe('Lång');
  });
});

describe('the ruler reading per system', () => {
  it('IRT-RNG-3 the IRT ruler names the band an attack would use; systems without one name none', async () => {
    const { measureFor } = await import('@shared/rules/core/measure');
    const map: HexMap = { ...building(), orientation: 'pointy', width: 12, height: 2, background: null };
    expect(measureFor('irt', map, h(0), h(8))).toMatchObject({ zones: 2, metres: 16, band: 'Medel' });
    expect(measureFor('d20', map, h(0), h(8))).toMatchObject({ zones: 8, metres: 16, band: null });
  });
});
