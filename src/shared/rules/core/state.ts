/**
 * Finding and replacing entities in a campaign state without mutating it: the engine, the map-editing
 * commands and every rule system share these, so a missing id always gets the same refusal.
 */
import type { Axial, CampaignState, Combatant, Scene } from '../../model/campaign';
import { CommandError } from './errors';

/** The combatant with `id`; refuses with `not-found`. */
export function findCombatant(state: CampaignState, id: string): Combatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new CommandError('not-found', `no combatant with id "${id}"`);
  return c;
}

/** The state with `next` in place of the combatant with the same id. */
export function replaceCombatant(state: CampaignState, next: Combatant): CampaignState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === next.id ? next : c)) };
}

/** The scene with `id`; refuses with `not-found`. */
export function findScene(state: CampaignState, id: string): Scene {
  const s = state.scenes.find((x) => x.id === id);
  if (!s) throw new CommandError('not-found', `no scene with id "${id}"`);
  return s;
}

/** The state with `next` in place of the scene with the same id. */
export function replaceScene(state: CampaignState, next: Scene): CampaignState {
  return { ...state, scenes: state.scenes.map((s) => (s.id === next.id ? next : s)) };
}

/** True when some zone of the scene's map holds the hex. */
export function isOnMap(scene: Scene, hex: Axial): boolean {
  return scene.map.zones.some((z) => z.hexes.some((h) => h.q === hex.q && h.r === hex.r));
}
