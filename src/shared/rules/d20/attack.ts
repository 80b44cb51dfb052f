/** D20-ATK-1..6 and the reactions against an attack (D20-REA-1/2/4/5). */
import type { z } from 'zod';
import type { CampaignState } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import type { D20Attack, D20React, D20Resist, D20Resolve } from './commands';
import { notWrittenYet } from './stub';

export function declareAttack(
  _s: CampaignState,
  _c: z.infer<typeof D20Attack>,
  _x: SystemContext,
): CampaignState {
  return notWrittenYet('d20/attack');
}
export function react(_s: CampaignState, _c: z.infer<typeof D20React>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/react');
}
export function resolveAttack(
  _s: CampaignState,
  _c: z.infer<typeof D20Resolve>,
  _x: SystemContext,
): CampaignState {
  return notWrittenYet('d20/resolve');
}
export function resist(_s: CampaignState, _c: z.infer<typeof D20Resist>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/resist');
}
export function cancelPending(_s: CampaignState, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/cancel');
}
