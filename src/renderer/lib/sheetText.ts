/**
 * Words for the sheet editor and its log lines: a field's allowed range and a problem from the shared
 * sheet check (src/shared/rules/core/sheet.ts) in the GM's language, never schema text.
 */
import type { SheetEntry, SheetProblem } from '@shared/rules/core/sheet';
import type { SheetGroup } from '@shared/rules/core/system';
import { t, type MessageKey } from './i18n/index.svelte';

const GROUP_KEYS: Record<SheetGroup, MessageKey> = {
  attribute: 'sheet.group.attribute',
  skill: 'sheet.group.skill',
  defence: 'sheet.group.defence',
  pool: 'sheet.group.pool',
  armour: 'sheet.group.armour',
  resource: 'sheet.group.resource',
};

/** The heading of a group of sheet fields. */
export function groupTitle(group: SheetGroup): string {
  return t(GROUP_KEYS[group]);
}

/** `−4` with a typographic minus, as the rest of the screen writes negative numbers. */
function n(x: number): string {
  return x < 0 ? `−${-x}` : String(x);
}

/** "1 to 5", or "0 to VP (max)" when another field is the maximum. */
export function rangeText(entry: SheetEntry, termOf: (key: string) => string): string {
  return entry.maxFrom !== undefined
    ? t('sheet.rangeTo', { min: n(entry.min), field: termOf(entry.maxFrom) })
    : t('sheet.range', { min: n(entry.min), max: n(entry.max) });
}

/** One problem as the GM reads it next to its field. */
export function problemText(p: SheetProblem): string {
  switch (p.code) {
    case 'required':
      return p.section === 'name' ? t('sheet.problem.nameRequired') : t('sheet.problem.required');
    case 'notInteger':
      return t('sheet.problem.notInteger');
    case 'range':
      return p.rule
        ? t('sheet.problem.rangeRule', { min: n(p.min), max: n(p.max), rule: p.rule })
        : t('sheet.problem.range', { min: n(p.min), max: n(p.max) });
    case 'foreign':
      return t('sheet.problem.foreign');
    case 'feature':
      return t('sheet.problem.feature', { value: p.value, expected: p.expected });
  }
}

const FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  name: 'log.field.name',
  kind: 'log.field.kind',
  hidden: 'log.field.hidden',
  extra: 'log.field.extra',
  attributes: 'log.field.attributes',
  resources: 'log.field.resources',
  weapons: 'log.field.weapons',
  features: 'log.field.features',
  group: 'log.field.group',
  gmNotes: 'log.field.gmNotes',
};

/** A combatant field of a `combatant/updated` log line in the GM's language (unknown ones as they are). */
export function updatedFieldName(field: string): string {
  const key = FIELD_KEYS[field];
  return key ? t(key) : field;
}
