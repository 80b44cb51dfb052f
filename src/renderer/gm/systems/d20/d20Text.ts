/**
 * Small text helpers shared by the Swedish d20 screens (attack dialog, pending step, card section).
 * They only format what the engine computed; no rule is decided here.
 */
import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import { t, type MessageKey } from '../../../lib/i18n/index.svelte';

export { combatantOf, lastSeq, nameOf, pct, signed } from '../../components/fightText';

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

/**
 * The engine's reasons an attack or manoeuvre cannot be made (English sentences naming their rule ID, from
 * src/shared/rules/d20/attackPlan.ts and manoeuvres.ts) in the GM's language. Names, weapons and numbers are
 * read from the sentence; one not listed here is shown as the engine wrote it.
 */
const REASONS: readonly (readonly [RegExp, MessageKey])[] = [
  [/^a combatant cannot attack itself$/, 'd20a.why.self'],
  [/^(?<name>.+) cannot manoeuvre against itself$/, 'd20a.why.self'],
  [/^(?<name>.+) is out of the fight$/, 'd20a.why.out'],
  [/^(?<name>.+) has already used the main action this round \(D20-TURN-1\)$/, 'd20a.why.mainUsed'],
  [/^(?<name>.+) has already used the reaction this round \(D20-TURN-1\)$/, 'd20a.why.reactionUsed'],
  [/^(?<name>.+) has lost the grip on (?<weapon>.+) \((?<condition>[^)]+)\)$/, 'd20a.why.lostGrip'],
  [/^(?<target>.+) is out of sight and (?<weapon>.+) needs sight \(D20-POS-2\)$/, 'd20a.why.sight'],
  [/^out of range \((?<n>\d+) steps, Räckvidd (?<range>\d+)\)$/, 'd20a.why.outOfRange'],
  [/^not adjacent \((?<n>\d+) steps away\)$/, 'd20a.why.notAdjacent'],
  [/^(?<name>.+) must stand next to (?<target>.+) \(D20-ACT-2\)$/, 'd20a.why.nextTo'],
  [/^finish or cancel the pending step first$/, 'd20a.waitingFirst'],
  [/^a free manoeuvre needs an offer/, 'd20a.why.noOffer'],
];

export function d20ReasonText(reason: string | null | undefined): string {
  if (!reason) return '';
  for (const [re, key] of REASONS) {
    const m = re.exec(reason);
    if (m) return t(key, m.groups ?? {});
  }
  return reason;
}
