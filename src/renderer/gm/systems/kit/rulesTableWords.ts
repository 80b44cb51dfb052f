/**
 * The words of a system's rules dialog (kit of the systems' screens): every rules dialog has the same
 * messages under its own prefix (`omnrules.reset`, `exprules.reset`, …), so the dialog and its table
 * editors read them by prefix, in the GM's language at the time of asking.
 */
import { t, type MessageKey } from '../../../lib/i18n/index.svelte';
import type { RulesTableWords } from './rulesTable';

/** The messages every rules dialog has under its prefix. */
type RulesMessage =
  | 'title'
  | 'intro'
  | 'tabs'
  | 'save'
  | 'saved'
  | 'problems'
  | 'problem'
  | 'tableProblem'
  | 'col.number'
  | 'col.remove'
  | 'reset'
  | 'resetNamed'
  | 'status.custom'
  | 'status.default'
  | 'keepOne'
  | 'full'
  | 'empty'
  | 'cell';

type PrefixOf<K> = K extends `${infer P}.reset` ? P : never;

/** A message prefix under which every rules-dialog message exists (`omnrules`, `exprules`). */
export type RulesMessages = {
  [P in PrefixOf<MessageKey>]: `${P}.${RulesMessage}` extends MessageKey ? P : never;
}[PrefixOf<MessageKey>];

/** The rules dialog's message `key` under `prefix`, its `{placeholders}` filled from `params`. */
export function rulesMessage(
  prefix: RulesMessages,
  key: RulesMessage,
  params?: Readonly<Record<string, string | number>>,
): string {
  // RulesMessages admits only prefixes under which every RulesMessage is a message key.
  return t(`${prefix}.${key}` as MessageKey, params);
}

/** The words of a dialog's table editors: its messages, and what its tables word their own way. */
export function rulesTableWords(
  prefix: RulesMessages,
  own: Pick<RulesTableWords, 'marked' | 'removeRow' | 'addNamed'>,
): RulesTableWords {
  const m = (key: RulesMessage, params?: Readonly<Record<string, string | number>>): string =>
    rulesMessage(prefix, key, params);
  return {
    number: m('col.number'),
    removeColumn: m('col.remove'),
    reset: m('reset'),
    resetNamed: (table) => m('resetNamed', { table }),
    custom: m('status.custom'),
    default: m('status.default'),
    keepOne: m('keepOne'),
    full: m('full'),
    empty: m('empty'),
    cell: (column, n, table) => m('cell', { column, n, table }),
    problem: (message, field) => (field ? m('problem', { field, message }) : m('tableProblem', { message })),
    ...own,
  };
}
