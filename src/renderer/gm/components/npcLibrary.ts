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
  type LibraryFile,
  type LibraryFileKind,
  type LibraryFileProblem,
} from '@shared/rules/libraryFile';
import { ruleSystem } from '@shared/rules/registry';
import { slug } from '@shared/text/slug';
import type { libraryioEn } from '../../lib/i18n/parts/libraryio.en';

/** The keys of the libraryio i18n part. */
export type LibraryIoKey = keyof typeof libraryioEn;

/** `base.one|few|many|other` for `n` in `lang` (Intl.PluralRules; zero and two read as other). */
export function pluralKey<B extends string>(
  base: B,
  n: number,
  lang: string,
): `${B}.${'one' | 'few' | 'many' | 'other'}` {
  const cat = new Intl.PluralRules(lang).select(n);
  return `${base}.${cat === 'one' || cat === 'few' || cat === 'many' ? cat : 'other'}`;
}

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

/** The sentence for one problem of a file, in the active language (`tr` is the i18n `t`). */
export function problemText(p: LibraryFileProblem, tr: Translate): string {
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
      return `${label(p.index, p.name)}${p.path ? ` ${p.path}` : ''}: ${p.message}`;
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
 * language with their place in the file (`#2 weapons.0.name: …`), at most a few.
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
    const all = r.problems.map((p) => problemText(p, tr));
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

/**
 * The party file's PCs as `combatant/add` payloads: ids already in the campaign get a fresh one, and
 * initiative is cleared (the sheet, wounds and conditions travel with the party).
 */
export function partyToAdd(pcs: readonly Combatant[], takenIds: ReadonlySet<string>): Combatant[] {
  const taken = new Set(takenIds);
  return pcs.map((pc) => {
    let id = pc.id;
    for (let i = 2; taken.has(id); i++) id = `${pc.id}-${i}`.slice(0, 64);
    taken.add(id);
    const c: Combatant = { ...structuredClone(pc), id, initiative: null };
    delete c.initiativeTiebreak;
    return c;
  });
}

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
