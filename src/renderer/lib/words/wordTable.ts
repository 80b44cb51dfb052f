/**
 * Tables of the app's words for ids the engine stores (a declared action `melee`, a stunt effect
 * `fortune`): each id's message in the catalogue, to be shown with `t`.
 */
import type { MessageKey } from '../i18n/index.svelte';

/** Each id → its message. */
export type WordTable<I extends string = string> = Readonly<Record<I, MessageKey>>;

/**
 * The table of ids whose messages are `prefix.id` (`omnlog.action` and `melee` → `omnlog.action.melee`).
 * The type refuses ids whose message the catalogue lacks.
 */
export function wordsUnder<const P extends string, const I extends string>(
  prefix: P,
  ids: readonly (I & (`${P}.${I}` extends MessageKey ? unknown : never))[],
): WordTable<I> {
  return Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}` as MessageKey])) as WordTable<I>;
}
