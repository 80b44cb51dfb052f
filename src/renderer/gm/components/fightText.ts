/**
 * Small text helpers shared by the fight screens of every system (attack dialogs, pending steps, card
 * sections). They only format what the engine computed; no rule is decided here.
 */
import type { CampaignState, Combatant } from '@shared/model/campaign';
import { t } from '../../lib/i18n/index.svelte';

/** A probability as a percentage (`<0.1 %` for tiny non-zero chances). */
export function pct(p: number): string {
  if (p > 0 && p < 0.001) return '<0.1 %';
  if (p < 1 && p > 0.9995) return '>99.9 %';
  return `${(p * 100).toFixed(1)} %`;
}

/** A modifier with its sign, a real minus for negatives (`+2`, `−4`, `±0`). */
export function signed(n: number): string {
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** A combatant's name, or a neutral word when it is gone. */
export function nameOf(campaign: CampaignState, id: string | null | undefined): string {
  return campaign.combatants.find((c) => c.id === id)?.name ?? t('d20a.someone');
}

/** The combatant with `id`, or null. */
export function combatantOf(campaign: CampaignState, id: string | null | undefined): Combatant | null {
  return campaign.combatants.find((c) => c.id === id) ?? null;
}

/** The newest log sequence number (−1 for an empty log). */
export function lastSeq(campaign: CampaignState): number {
  return campaign.log[campaign.log.length - 1]?.seq ?? -1;
}
