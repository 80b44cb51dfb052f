/** The d20 previews the GM screen asks for (`rules:preview`): attack, move, manoeuvre. */
import type { CampaignState } from '../../model/campaign';
import { requireCampaignSystem } from '../core/system';
import { previewAttack } from './attackPlan';
import type { D20PreviewRequest } from './commands';
import { previewManoeuvre } from './manoeuvres';
import { previewMove } from './movement';
import type { D20Preview } from './types';

/** Answers one preview request from the state (never changes it). */
export function previewD20(state: CampaignState, request: D20PreviewRequest): D20Preview {
  requireCampaignSystem(state, 'd20', 'a Swedish d20');
  switch (request.kind) {
    case 'd20/attack': {
      const { kind: _kind, ...input } = request;
      return previewAttack(state, input);
    }
    case 'd20/move':
      return previewMove(state, request.combatantId, request.to);
    case 'd20/manoeuvre':
      return previewManoeuvre(state, request.actorId, request.targetId, request.manoeuvre);
  }
}
