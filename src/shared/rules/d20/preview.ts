/** The d20 previews the GM screen asks for (`rules:preview`): attack, move, manoeuvre. */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { previewAttack } from './attackPlan';
import type { D20PreviewRequest } from './commands';
import { previewManoeuvre } from './manoeuvres';
import { previewMove } from './movement';
import type { D20Preview } from './types';

/** Answers one preview request from the state (never changes it). */
export function previewD20(state: CampaignState, request: D20PreviewRequest): D20Preview {
  if (state.system !== 'd20')
    throw new CommandError('invalid', 'this campaign is not a Swedish d20 campaign');
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
