/**
 * D20-POS-1 on the map: which tokens' hostile zones bind a combatant, for the GM's map overlay (the
 * ring of hexes around each enemy, drawn while a token is dragged or selected).
 */
import { activeScene, type CampaignState, type Combatant } from '../../model/campaign';
import { areEnemies } from './position';

/**
 * Ids of the tokens on the active scene whose hostile zone binds `mover`: its enemies still able to act
 * (KP above 0).
 */
export function hostileTokenIds(state: CampaignState, mover: Combatant): string[] {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  return activeScene(state).tokens.flatMap((t) => {
    const c = byId.get(t.combatantId);
    return c && areEnemies(mover, c) && (c.resources.kp ?? 1) > 0 ? [t.id] : [];
  });
}
