/** D20-ACT-2 tactical manoeuvres. */
import type { z } from 'zod';
import type { CampaignState } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import type { D20Manoeuvre, D20ManoeuvreCommand } from './commands';
import type { D20ManoeuvrePreview } from './types';
import { notWrittenYet } from './stub';

export function manoeuvre(
  _s: CampaignState,
  _c: z.infer<typeof D20ManoeuvreCommand>,
  _x: SystemContext,
): CampaignState {
  return notWrittenYet('d20/manoeuvre');
}
export function previewManoeuvre(
  _s: CampaignState,
  _actorId: string,
  _targetId: string,
  _kind: D20Manoeuvre,
): D20ManoeuvrePreview {
  return notWrittenYet('d20 manoeuvre previews');
}
