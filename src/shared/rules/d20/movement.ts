/** D20-TURN-1 movement in steps, D20-POS-1 hostile zones, D20-POS-4 difficult and slippery terrain. */
import type { z } from 'zod';
import type { Axial } from '../../hex/axial';
import type { CampaignState } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import type { D20Move } from './commands';
import type { D20MovePreview } from './types';
import { notWrittenYet } from './stub';

export function move(_s: CampaignState, _c: z.infer<typeof D20Move>, _x: SystemContext): CampaignState {
  return notWrittenYet('d20/move');
}
export function previewMove(_s: CampaignState, _id: string, _to: Axial): D20MovePreview {
  return notWrittenYet('d20 move previews');
}
