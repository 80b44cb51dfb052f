/**
 * The one road of previews (channel `rules:preview`): the campaign's system checks the request against
 * its own schema and answers it from the state (core/system.ts SystemPreview). Main calls this for every
 * system; the renderer asks main and computes no outcome itself.
 */
import { z } from 'zod';
import type { CampaignState } from '../model/campaign';
import { CommandError } from './core/errors';
import { ruleSystem } from './registry';

/**
 * Answers a preview request for `state`'s system. Throws `CommandError` ('invalid') for a system with no
 * previews or a request that is not one of its system's (another system's kind, a missing field), with
 * the schema's message; the system's own refusals (an unknown combatant) pass through as it threw them.
 */
export function answerPreview(state: CampaignState, request: { readonly kind: string }): unknown {
  const preview = ruleSystem(state.system).preview;
  if (!preview) throw new CommandError('invalid', `${state.system} campaigns have no previews`);
  const parsed = preview.request.safeParse(request);
  if (!parsed.success) {
    throw new CommandError(
      'invalid',
      `"${request.kind}" is not a preview of this campaign's system: ${z.prettifyError(parsed.error)}`,
    );
  }
  return preview.answer(state, parsed.data);
}
