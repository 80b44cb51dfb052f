/** VP, KP and what damage does (D20-ATK-5/6). */
import type { z } from 'zod';
import type { CampaignState, Combatant } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import type { D20Damage, D20Heal } from './commands';
import { notWrittenYet } from './stub';

export function damage(_s: CampaignState, _c: z.infer<typeof D20Damage>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/damage');
}
export function heal(_s: CampaignState, _c: z.infer<typeof D20Heal>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/heal');
}
export function d20WoundWord(_c: Combatant): string | null {
  return null;
}
export function d20WoundSeverity(_c: Combatant): 0 | 1 | 2 | 3 | 4 {
  return 0;
}
