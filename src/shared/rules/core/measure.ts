/**
 * The ruler's reading for any system: the system's own `measure` when it has one, otherwise every hex
 * counts as a zone and no band is named (systems that count metres show metres).
 */
import type { Axial } from '../../hex/axial';
import { measureOnMap } from '../../map/distance';
import type { HexMap, SystemId } from '../../model/campaign';
import { ruleSystem } from '../registry';
import type { RulerReading } from './system';

/** Measures from `from` to `to` on `map` as `system` counts it. */
export function measureFor(system: SystemId, map: HexMap, from: Axial, to: Axial): RulerReading {
  const rules = ruleSystem(system);
  if (rules.measure) return rules.measure(map, from, to);
  return { ...measureOnMap(map, from, to, map.hexSizeMetres), band: null };
}
