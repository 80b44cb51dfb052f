/** Scene-level resets (IRT-CHAR-2): Fokus refills to the table's Momentum at each new scene. */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { tracksFokusAndStress } from './sheet';

/**
 * IRT-CHAR-2: at a new scene every character's Fokus resets to the table's Momentum (1–5). Extras
 * (statister) track no Fokus and are left alone. Fokus above Momentum also resets (it is a reset, not a
 * top-up).
 */
export function resetFokusForScene(
  state: CampaignState,
  momentum: number,
  ctx: SystemContext,
): CampaignState {
  if (!Number.isInteger(momentum) || momentum < 1 || momentum > 5)
    throw new CommandError('invalid', `Momentum is 1–5, got ${momentum} (IRT-CHAR-2)`);
  ctx.out.emit('irt/fokusReset', { momentum }, 'public');
  return {
    ...state,
    combatants: state.combatants.map((c) =>
      tracksFokusAndStress(c) && (c.resources.fokus ?? 0) !== momentum
        ? { ...c, resources: { ...c.resources, fokus: momentum } }
        : c,
    ),
  };
}
