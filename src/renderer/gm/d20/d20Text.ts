/**
 * Small text helpers shared by the Swedish d20 screens (attack dialog, pending step, card section).
 * They only format what the engine computed; no rule is decided here.
 */
import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import { t, type MessageKey } from '../../lib/i18n/index.svelte';

export { combatantOf, lastSeq, nameOf, pct, signed } from '../components/fightText';

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
