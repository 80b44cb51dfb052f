/**
 * Small text helpers shared by the Swedish d20 screens (attack dialog, pending step, card section).
 * They only format what the engine computed; no rule is decided here.
 */
import type { CampaignState, Combatant } from '@shared/model/campaign';
import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import { t, type MessageKey } from '../../lib/i18n/index.svelte';

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

const SOURCES: Readonly<Record<DifficultyFactor['source'], MessageKey>> = {
  zone: 'd20a.source.zone',
  condition: 'd20a.source.condition',
  range: 'd20a.source.range',
  action: 'd20a.source.action',
  ability: 'd20a.source.ability',
  expertise: 'd20a.source.expertise',
  size: 'd20a.source.size',
  crit: 'd20a.source.crit',
  gm: 'd20a.source.gm',
};

/** Where a factor comes from, in the GM's language. */
export function sourceText(source: DifficultyFactor['source']): string {
  return t(SOURCES[source] ?? 'd20a.source.gm');
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
