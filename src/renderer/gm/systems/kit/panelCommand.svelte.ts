/**
 * The commands of a pending panel (the kit of the systems' screens): one call at a time, the refusal
 * the panel shows (the engine's, or its own check of a field), and what an accepted command logged. One
 * per panel, made while it is set up.
 */
import type { CampaignState, LogEntry } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { session } from '../../../lib/stores/session.svelte';
import { lastSeq } from '../../components/fightText';
import { loggedSince } from './attackFlow';

export class PanelCommand {
  /** A command is on its way: the panel's buttons wait. */
  busy = $state(false);
  /** What is wrong (the engine's refusal, or a field the panel checked), or null. */
  error = $state<string | null>(null);

  /**
   * Sends `command` quietly (the panel shows the refusal): the log entries it added when it was accepted
   * (the session holds them before the reply), else null.
   */
  async send(campaign: CampaignState, command: Command): Promise<LogEntry[] | null> {
    this.busy = true;
    const from = lastSeq(campaign);
    this.error = await session.sendQuietly(command);
    this.busy = false;
    return this.error === null ? loggedSince(campaign, from) : null;
  }
}
