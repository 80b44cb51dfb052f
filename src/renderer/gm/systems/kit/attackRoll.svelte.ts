/**
 * The roll of an attack dialog's form (the kit of the systems' screens): app dice or faces typed at the
 * table, why the roll was refused, a call on its way, and where the log stood before an accepted roll
 * (the dialog reads what the roll logged after it). One per dialog, made while it is set up.
 */
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { session } from '../../../lib/stores/session.svelte';
import type { Checked } from '../../../lib/validate';
import { lastSeq } from '../../components/fightText';
import { TableDice } from './tableDice.svelte';

export class AttackRoll extends TableDice {
  /** Why the roll was refused (before sending it, or by the engine), or null. */
  error = $state<string | null>(null);
  busy = $state(false);
  /** The log's last sequence number before the accepted roll; null while the GM is still choosing. */
  from = $state<number | null>(null);

  /**
   * Rolls unless `refusal` says why not or the faces entered do not check out: sends the command made
   * with the dice (the engine rolls when there are none) and, when it is accepted, clears the faces.
   */
  async roll(
    campaign: CampaignState,
    refusal: string | null,
    dice: Checked<{ readonly dice?: number[] }>,
    command: (dice: { readonly dice?: number[] }) => Command,
  ): Promise<void> {
    this.error = refusal ?? (dice.ok ? null : dice.message);
    if (this.error !== null || !dice.ok) return;
    const from = lastSeq(campaign);
    this.busy = true;
    this.error = await session.sendQuietly(command(dice.value));
    this.busy = false;
    if (this.error !== null) return;
    this.text = '';
    this.from = from;
  }
}
