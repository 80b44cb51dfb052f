/**
 * The ruler's reading for any system: the system's own `measure` when it has one, otherwise every hex
 * counts as a zone and no band is named (systems that count metres show metres).
 */
import type { Axial } from '../../hex/axial';
import { measureOnMap } from '../../map/distance';
import { lineOfSight } from '../../map/lineOfSight';
import type { HexMap, SystemId } from '../../model/campaign';
import { ruleSystem } from '../registry';
import type { RulerReading } from './system';

/** The ruler's reading with whether the one end sees the other. */
export interface SightReading extends RulerReading {
  readonly sight: boolean;
}

/**
 * Measures from `from` to `to` on `map` as `system` counts it, and whether the one end sees the other
 * (map/lineOfSight.ts: walls, closed doors, zones that block sight).
 */
export function measureFor(system: SystemId, map: HexMap, from: Axial, to: Axial): SightReading {
  const rules = ruleSystem(system);
  const sight = lineOfSight(map, from, to).visible;
  if (rules.measure) return { ...rules.measure(map, from, to), sight };
  return { ...measureOnMap(map, from, to, map.hexSizeMetres), band: null, sight };
}
