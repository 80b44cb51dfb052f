/**
 * The NPC library's logic, kept out of the components so it reads plainly: new templates from the
 * system's blank sheet, copies, "save as template" from a combatant, and JSON import/export. Import is
 * checked here with the shared zod `Combatant` schema before anything is sent, so a bad file gets a
 * clear message and the library loses nothing.
 */
import { SystemId, type Combatant } from '@shared/model/campaign';
import {
  LIBRARY_FILE_MAX,
  LIBRARY_FILE_VERSION,
  checkLibraryFile,
  libraryFile,
  schemaIssue,
  type LibraryFile,
  type LibraryFileKind,
  type LibraryFileProblem,
  type SchemaIssue,
} from '@shared/rules/libraryFile';
import { ruleSystem } from '@shared/rules/registry';
import { slug } from '@shared/text/slug';
import type { libraryioEn } from '../../lib/i18n/parts/libraryio.en';

/** The keys of the libraryio i18n part. */
export type LibraryIoKey = keyof typeof libraryioEn;

/** Plural keys come from the i18n module (Intl.PluralRules); re-exported for this module's callers. */
export { pluralKey } from '../../lib/i18n/plural';

/** Most templates one import may carry (model/commands.ts `library/import`). */
export const IMPORT_MAX = LIBRARY_FILE_MAX;
/** Copies one "Add to encounter" may spawn (model/commands.ts `library/spawn`). */
export const SPAWN_MAX = 50;
/** How many problems an import message lists before "…and N more". */
const PROBLEMS_SHOWN = 5;

/** A template id not in `taken`: `t-<slug>-<random>`. */
export function newTemplateId(name: string, taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `t-${slug(name, 'npc')}-${Math.random().toString(36).slice(2, 7)}`;
    if (!taken.has(id)) return id;
  }
}

/** A new NPC template with the system's blank sheet (`template.blank()`). */
export function blankTemplate(system: SystemId, name: string, taken: ReadonlySet<string>): Combatant {
  const blank = ruleSystem(system).template.blank();
  return {
    id: newTemplateId(name, taken),
    name,
    kind: 'npc',
    hidden: false,
    extra: false,
    attributes: { ...blank.attributes },
    resources: { ...blank.resources },
    conditions: [],
    weapons: [],
    initiative: null,
    features: [],
    gmNotes: '',
  };
}

/** A copy under a new id, named "<name> (copy)" (the suffix in the active language, from the caller). */
export function duplicateTemplate(t: Combatant, suffix: string, taken: ReadonlySet<string>): Combatant {
  const name = `${t.name} ${suffix}`.slice(0, 120);
  return { ...structuredClone(t), id: newTemplateId(name, taken), name };
}

/**
 * A template from a combatant: its sheet exactly as it is (every attribute, maximum, weapon, feature,
 * note and resource value: Ylva at VP 9/14, KP 12/12 stays so), without what belongs to the fight only
 * (conditions, initiative). Never the blank sheet's numbers (issue 16: they made Ylva's copy Sårad).
 * Numbered names lose their number ("Gränsvakt 2" → "Gränsvakt").
 */
export function templateFromCombatant(
  c: Combatant,
  _system: SystemId,
  taken: ReadonlySet<string>,
): Combatant {
  const name = c.name.replace(/\s+\d+$/, '') || c.name;
  const copy: Combatant = {
    ...structuredClone(c),
    id: newTemplateId(name, taken),
    name,
    kind: 'npc',
    hidden: false,
    resources: { ...c.resources },
    conditions: [],
    initiative: null,
  };
  delete copy.initiativeTiebreak;
  return copy;
}

/** Result of reading an import file. */
export type ImportResult =
  { readonly ok: true; readonly file: LibraryFile } | { readonly ok: false; readonly problems: string[] };

const FIELD_KEYS: Readonly<Record<string, LibraryIoKey>> = {
  id: 'libraryio.field.id',
  name: 'libraryio.field.name',
  kind: 'libraryio.field.kind',
  hidden: 'libraryio.field.hidden',
  extra: 'libraryio.field.extra',
  attributes: 'libraryio.field.attributes',
  resources: 'libraryio.field.resources',
  conditions: 'libraryio.field.conditions',
  weapons: 'libraryio.field.weapons',
  initiative: 'libraryio.field.initiative',
  initiativeTiebreak: 'libraryio.field.initiative',
  features: 'libraryio.field.features',
  group: 'libraryio.field.group',
  gmNotes: 'libraryio.field.gmNotes',
};

/**
 * A place in a combatant as the GM reads it: `['attributes', 'Smidighet']` → `Smidighet` (the sheet's
 * term), `['weapons', 0, 'name']` → `weapon 1: name`, `['features', 2]` → `feature 3`; never a raw key
 * path. `termOf` gives a sheet key's term (`kp` → `KP-skada`).
 */
export function fieldLabel(
  path: readonly PropertyKey[],
  tr: Translate,
  termOf: (key: string) => string = (k) => k,
): string {
  const [head, second, third, fourth] = path;
  const top = (k: unknown): string => {
    const key = typeof k === 'string' ? FIELD_KEYS[k] : undefined;
    return key ? tr(key) : tr('libraryio.field.template');
  };
  if (head === undefined) return tr('libraryio.field.template');
  if ((head === 'attributes' || head === 'resources') && typeof second === 'string') return termOf(second);
  if (typeof second === 'number') {
    const n = second + 1;
    if (head === 'weapons') {
      if (third === 'values' && typeof fourth === 'string')
        return tr('libraryio.field.weaponPart', { n, part: fourth });
      if (third === 'name') return tr('libraryio.field.weaponPart', { n, part: tr('libraryio.field.name') });
      return tr('libraryio.field.weapon', { n });
    }
    if (head === 'conditions') return tr('libraryio.field.condition', { n });
    if (head === 'features') return tr('libraryio.field.feature', { n });
  }
  return top(head);
}

const ISSUE_KEYS: Readonly<Record<SchemaIssue['code'], LibraryIoKey>> = {
  missing: 'libraryio.issue.missing',
  type: 'libraryio.issue.type',
  choice: 'libraryio.issue.choice',
  format: 'libraryio.issue.format',
  unknownKey: 'libraryio.issue.unknownKey',
  other: 'libraryio.issue.other',
  tooBig: 'libraryio.issue.tooBig',
  tooSmall: 'libraryio.issue.tooSmall',
  tooLong: 'libraryio.issue.tooLong',
  tooShort: 'libraryio.issue.tooShort',
};

/** One schema issue as a sentence naming its field (`Smidighet is above the largest allowed value, 1000.`). */
export function issueText(issue: SchemaIssue, field: string, tr: Translate): string {
  const limit = 'limit' in issue ? issue.limit : 0;
  return tr(ISSUE_KEYS[issue.code], { field, limit: limit < 0 ? `−${-limit}` : limit });
}

/** A zod issue of a sheet (the sheet editor's last check) in the GM's words, naming the field by its label. */
export function zodIssueText(
  issue: Parameters<typeof schemaIssue>[0],
  tr: Translate,
  termOf?: (key: string) => string,
): string {
  return issueText(schemaIssue(issue), fieldLabel(issue.path, tr, termOf), tr);
}

/** The sentence for one problem of a file, in the active language (`tr` is the i18n `t`). */
export function problemText(p: LibraryFileProblem, tr: Translate, termOf?: (key: string) => string): string {
  const label = (index: number, name: string): string => (name ? `#${index + 1} (${name})` : `#${index + 1}`);
  const systemName = (id: string): string => {
    const parsed = SystemId.safeParse(id);
    return parsed.success ? ruleSystem(parsed.data).name : id;
  };
  switch (p.code) {
    case 'notJson':
      return tr('library.import.notJson', { detail: p.detail });
    case 'notLibrary':
      return tr('libraryio.notLibrary');
    case 'version':
      return tr('libraryio.version', { version: p.version, max: LIBRARY_FILE_VERSION });
    case 'system':
      return tr('libraryio.system', { found: systemName(p.found), expected: systemName(p.expected) });
    case 'kind':
      return tr(p.found === 'party' ? 'libraryio.kind.party' : 'libraryio.kind.npcs');
    case 'empty':
      return tr('library.import.empty');
    case 'tooMany':
      return tr('library.import.tooMany');
    case 'schema':
      return `${label(p.index, p.name)}: ${issueText(p.issue, fieldLabel(p.path, tr, termOf), tr)}`;
    case 'sheet':
      return tr('libraryio.sheet', { item: label(p.index, p.name), keys: p.keys.join(', ') });
  }
}

/** A translator with the shape of the i18n `t` (keys as plain strings, so this module stays testable). */
export type Translate = (
  key: 'library.import.notJson' | 'library.import.empty' | 'library.import.tooMany' | LibraryIoKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Parses and checks a library or party file for a campaign of `system` (rules/libraryFile.ts: format,
 * version, game system, kind, every template's schema and sheet). Problems are phrased in the active
 * language with their place in the file (`#2 (Vakt): weapon 1: name is missing.`), never zod's text,
 * at most a few.
 */
export function parseLibraryFile(
  text: string,
  system: SystemId,
  kind: LibraryFileKind,
  tr: Translate,
): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [problemText({ code: 'notJson', detail: e instanceof Error ? e.message : String(e) }, tr)],
    };
  }
  const r = checkLibraryFile(data, system, kind);
  if (!r.ok) {
    const sheet = ruleSystem(system).template;
    const terms = new Map([...sheet.attributes, ...sheet.resources].map((f) => [f.key, f.term]));
    const all = r.problems.map((p) => problemText(p, tr, (k) => terms.get(k) ?? k));
    const shown = all.slice(0, PROBLEMS_SHOWN);
    if (all.length > PROBLEMS_SHOWN) shown.push(`… +${all.length - PROBLEMS_SHOWN}`);
    return { ok: false, problems: shown };
  }
  return { ok: true, file: r.file };
}

/** The library (or party) as pretty JSON in the file format import reads back. */
export function exportLibrary(
  system: SystemId,
  kind: LibraryFileKind,
  templates: readonly Combatant[],
): string {
  return `${JSON.stringify(libraryFile(system, kind, templates), null, 2)}\n`;
}

/** The party file's PCs as this campaign's combatants (rules/core/library.ts `partyMembers`). */
export { partyMembers as partyToAdd } from '@shared/rules/core/library';

/** `My Campaign` → `My Campaign - NPC library.json`, safe for every file system. */
export function exportFileName(campaignName: string, suffix: string): string {
  const base = campaignName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Hexscreen';
  return `${base} - ${suffix}.json`;
}

/** Starts a download of `text` as a file (works in Electron and in the browser). */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A weapon value typed by the GM: numbers and true/false become such, anything else stays text. */
export function parseValue(text: string): number | string | boolean {
  const s = text.trim();
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (/^[-−]?\d+(\.\d+)?$/.test(s)) return Number(s.replace('−', '-'));
  return s;
}
