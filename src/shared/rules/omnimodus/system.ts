/**
 * Omnimodus (2T6) as a `RuleSystem`: the sheet, initiative every round (OMN-INIT-1/2), the turn's and
 * the attack's commands. Playable: every OMN rule is in and the GM screen runs a fight (issue 8).
 */
import type { CampaignState } from '../../model/campaign';
import { definePreview, type RuleSystem, type SystemContext } from '../core/system';
import { applyAttackCommand, omnWoundWord, woundSeverity } from './attack';
import { OmnAttackCommand } from './attackCommands';
import { OmnCommand } from './commands';
import { omnInitiative } from './initiative';
import { postureOf } from './posture';
import { OmnPreviewRequest, previewOmn } from './preview';
import { omnimodusTemplate } from './sheet';
import { applyTurnCommand, omnRoundStart, omnTurnStart } from './turn';
import { OmnTurnCommand } from './turnCommands';

/** OMN-RND-1: a round is about 4 seconds (15 per minute). */
export const OMN_ROUND_SECONDS = 4;

function applyOmn(state: CampaignState, raw: { type: string }, ctx: SystemContext): CampaignState {
  const turn = OmnTurnCommand.safeParse(raw);
  if (turn.success) return applyTurnCommand(state, turn.data, ctx);
  return applyAttackCommand(state, OmnAttackCommand.parse(raw), ctx);
}

export const omnimodusSystem: RuleSystem = {
  id: 'omnimodus',
  name: 'Omnimodus',
  implemented: true,
  preview: definePreview({ request: OmnPreviewRequest, answer: previewOmn }),
  secondsPerRound: OMN_ROUND_SECONDS,
  template: omnimodusTemplate,
  initiative: omnInitiative,
  damageResource: null,
  woundWord: omnWoundWord,
  woundSeverity,
  posture: (c) => {
    const p = postureOf(c);
    return p === 'Stående' ? null : { term: p, prone: p === 'Liggande' };
  },
  commands: OmnCommand,
  apply: applyOmn,
  fireTimer: (state) => state,
  onRoundStart: omnRoundStart,
  onTurnStart: omnTurnStart,
};
