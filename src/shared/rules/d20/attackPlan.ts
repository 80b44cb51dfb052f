/** Plans a d20 attack from the state (D20-ATK-2/3, D20-POS-2/3) and previews it with exact odds. */
import type { CampaignState } from '../../model/campaign';
import type { D20AttackInput } from './commands';
import type { D20AttackPlan, D20AttackPreview } from './types';
import { notWrittenYet } from './stub';

export function planAttack(_s: CampaignState, _i: D20AttackInput): D20AttackPlan {
  return notWrittenYet('d20 attack plans');
}
export function previewAttack(_s: CampaignState, _i: D20AttackInput): D20AttackPreview {
  return notWrittenYet('d20 attack previews');
}
