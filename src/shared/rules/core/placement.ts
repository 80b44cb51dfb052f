/**
 * Where combatants stand on the active scene, for any rule system: a combatant's token, the zone at a
 * hex, the zone under a combatant (cover, elevation and terrain are read from it).
 */
import type { Axial } from '../../hex/axial';
import {
  activeScene,
  type CampaignState,
  type Combatant,
  type Scene,
  type Token,
  type Zone,
} from '../../model/campaign';

/** The combatant's token on the active scene, or undefined when it has none there. */
export function tokenOf(state: CampaignState, combatantId: string): Token | undefined {
  return activeScene(state).tokens.find((t) => t.combatantId === combatantId);
}

/** The zone holding `hex` on the scene, or undefined off the map. */
export function zoneAt(scene: Scene, hex: Axial): Zone | undefined {
  return scene.map.zones.find((z) => z.hexes.some((h) => h.q === hex.q && h.r === hex.r));
}

/** The zone under a combatant's token on the active scene (undefined: no token, or off the map). */
export function zoneOf(state: CampaignState, c: Combatant): Zone | undefined {
  const t = tokenOf(state, c.id);
  return t ? zoneAt(activeScene(state), t.hex) : undefined;
}
