/**
 * The NPC library's logic, kept out of the components so it reads plainly: new templates from the
 * system's blank sheet, copies, "save as template" from a combatant, and JSON import/export. Import is
 * checked here with the shared zod `Combatant` schema before anything is sent, so a bad file gets a
 * clear message and the library loses nothing.
 */
import { Combatant, type SystemId } from '@shared/model/campaign';
import { LibraryImport } from '@shared/model/commands';
import { ruleSystem } from '@shared/rules/registry';
import { slug } from '@shared/text/slug';

/** Most templates one import may carry (model/commands.ts `library/import`). */
export const IMPORT_MAX = 500;
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
 * A template from a combatant in the fight: its sheet and weapons, without the fight's state (damage
 * taken, Stress, conditions, initiative). Numbered names lose their number ("Gränsvakt 2" → "Gränsvakt").
 */
export function templateFromCombatant(c: Combatant, system: SystemId, taken: ReadonlySet<string>): Combatant {
  const blank = ruleSystem(system).template.blank();
  const name = c.name.replace(/\s+\d+$/, '') || c.name;
  const copy: Combatant = {
    ...structuredClone(c),
    id: newTemplateId(name, taken),
    name,
    kind: 'npc',
    hidden: false,
    resources: { ...c.resources, ...blank.resources },
    conditions: [],
    initiative: null,
  };
  delete copy.initiativeTiebreak;
  return copy;
}

/** Result of reading an import file. */
export type ImportResult =
  | { readonly ok: true; readonly templates: Combatant[] }
  | { readonly ok: false; readonly problems: string[] };

/**
 * Parses and validates an exported library (a JSON array of combatants; a single object is accepted
 * too). Problems are phrased with their place in the file (`#2 weapons.0.name: …`), at most a few.
 * `messages` supplies the sentences for the non-schema problems in the active language.
 */
export function parseLibraryFile(
  text: string,
  messages: { notJson: (detail: string) => string; notList: string; empty: string; tooMany: string },
): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, problems: [messages.notJson(e instanceof Error ? e.message : String(e))] };
  }
  const items = Array.isArray(data) ? data : typeof data === 'object' && data !== null ? [data] : null;
  if (!items) return { ok: false, problems: [messages.notList] };
  if (items.length === 0) return { ok: false, problems: [messages.empty] };
  if (items.length > IMPORT_MAX) return { ok: false, problems: [messages.tooMany] };
  const problems: string[] = [];
  const templates: Combatant[] = [];
  items.forEach((item, i) => {
    const parsed = Combatant.safeParse(item);
    if (parsed.success) {
      templates.push(parsed.data);
      return;
    }
    const label = nameOf(item) ? `#${i + 1} (${nameOf(item)})` : `#${i + 1}`;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      problems.push(`${label}${path ? ` ${path}` : ''}: ${issue.message}`);
    }
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, PROBLEMS_SHOWN);
    if (problems.length > PROBLEMS_SHOWN) shown.push(`… +${problems.length - PROBLEMS_SHOWN}`);
    return { ok: false, problems: shown };
  }
  // The command's own limits (e.g. count) are checked too, so the server cannot refuse what passed here.
  const cmd = LibraryImport.safeParse({ type: 'library/import', templates });
  if (!cmd.success)
    return { ok: false, problems: cmd.error.issues.slice(0, PROBLEMS_SHOWN).map((x) => x.message) };
  return { ok: true, templates: cmd.data.templates };
}

function nameOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const n = (item as Record<string, unknown>).name;
  return typeof n === 'string' ? n.slice(0, 60) : '';
}

/** The library as pretty JSON (what import reads back). */
export function exportLibrary(templates: readonly Combatant[]): string {
  return `${JSON.stringify(templates, null, 2)}\n`;
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
