/** D20-ACT-4 interact, D20-ACT-5 support, D20-ACT-6 / D20-REA-6 held actions, D20-REA-3 break sight. */
import type { z } from 'zod';
import type { CampaignState } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import type { D20BreakSight, D20Hold, D20Interact, D20Support, D20Trigger } from './commands';
import { notWrittenYet } from './stub';

export function interact(
  _s: CampaignState,
  _c: z.infer<typeof D20Interact>,
  _x: SystemContext,
): CampaignState {
  return notWrittenYet('d20/interact');
}
export function support(_s: CampaignState, _c: z.infer<typeof D20Support>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/support');
}
export function hold(_s: CampaignState, _c: z.infer<typeof D20Hold>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/hold');
}
export function trigger(_s: CampaignState, _c: z.infer<typeof D20Trigger>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/trigger');
}
export function breakSight(
  _s: CampaignState,
  _c: z.infer<typeof D20BreakSight>,
  _x: SystemContext,
): CampaignState {
  return notWrittenYet('d20/breakSight');
}
