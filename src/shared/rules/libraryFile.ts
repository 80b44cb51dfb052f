/**
 * NPC library and party files (export / import), and what a template keeps of a combatant. Pure: the
 * renderer checks a file with {@link checkLibraryFile} before sending `library/import`, and the engine
 * checks the command again with {@link checkImport} so a client cannot bypass it.
 *
 * A file is `{ format, version, system, kind, templates }`: `system` is the game system the sheets are
 * written for (an I Rikets Tjänst template in a d20 campaign would have none of d20's values), `version`
 * the file format's version ({@link LIBRARY_FILE_VERSION}; a newer file is refused, not guessed at).
 * A bare JSON array of templates (files exported before the format had a header) is read as version 0
 * and accepted only when every sheet fits the campaign's system.
 */
import { z } from 'zod';
import { Combatant, SystemId } from '../model/campaign';
import { ruleSystem } from './registry';

export const LIBRARY_FILE_FORMAT = 'hexscreen-library';
/** The format version this app writes and the newest it reads. */
export const LIBRARY_FILE_VERSION = 1;
/** Most templates one file (and one `library/import`) may carry. */
export const LIBRARY_FILE_MAX = 500;

/** `npcs`: the GM's NPC library; `party`: the player characters of a campaign. */
export const LibraryFileKind = z.enum(['npcs', 'party']);
export type LibraryFileKind = z.infer<typeof LibraryFileKind>;

/** The header, read first so that a wrong version or system is named before any sheet problem. */
const Header = z.object({
  format: z.literal(LIBRARY_FILE_FORMAT),
  version: z.number().int().min(1),
  system: z.string().max(40),
  kind: z.string().max(40),
  templates: z.array(z.unknown()),
});

export const LibraryFile = z.object({
  format: z.literal(LIBRARY_FILE_FORMAT),
  version: z.number().int().min(1).max(LIBRARY_FILE_VERSION),
  system: SystemId,
  kind: LibraryFileKind,
  templates: z.array(Combatant).min(1).max(LIBRARY_FILE_MAX),
});
export type LibraryFile = z.infer<typeof LibraryFile>;

/** Why a file cannot be imported; the renderer phrases each in the GM's language. */
export type LibraryFileProblem =
  | { readonly code: 'notJson'; readonly detail: string }
  | { readonly code: 'notLibrary' }
  | { readonly code: 'version'; readonly version: number }
  | { readonly code: 'system'; readonly found: string; readonly expected: SystemId }
  | { readonly code: 'kind'; readonly found: string; readonly expected: LibraryFileKind }
  | { readonly code: 'empty' }
  | { readonly code: 'tooMany' }
  | {
      readonly code: 'schema';
      readonly index: number;
      readonly name: string;
      /** Where in the template (`['attributes', 'Smidighet']`, `['weapons', 0, 'name']`). */
      readonly path: readonly (string | number)[];
      readonly issue: SchemaIssue;
    }
  | {
      readonly code: 'sheet';
      readonly index: number;
      readonly name: string;
      readonly keys: readonly string[];
    };

/**
 * What is wrong with one value of a template, coded so the renderer can phrase it in the GM's language
 * (never zod's English text): missing, of the wrong kind, too big or small (`limit`), too long or short
 * (`limit` characters or entries), not one of the allowed choices, not in the expected form, a key
 * the format does not have, or anything else.
 */
export type SchemaIssue =
  | { readonly code: 'missing' | 'type' | 'choice' | 'format' | 'unknownKey' | 'other' }
  | { readonly code: 'tooBig' | 'tooSmall' | 'tooLong' | 'tooShort'; readonly limit: number };

/** A zod issue as a {@link SchemaIssue}. */
export function schemaIssue(issue: z.core.$ZodIssue): SchemaIssue {
  switch (issue.code) {
    case 'invalid_type':
      return { code: /received undefined$/.test(issue.message) ? 'missing' : 'type' };
    case 'too_big': {
      const limit = Number(issue.maximum);
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? { code: 'tooBig', limit }
        : { code: 'tooLong', limit };
    }
    case 'too_small': {
      const limit = Number(issue.minimum);
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? { code: 'tooSmall', limit }
        : { code: 'tooShort', limit };
    }
    case 'invalid_value':
    case 'invalid_union':
      return { code: 'choice' };
    case 'invalid_format':
      return { code: 'format' };
    case 'unrecognized_keys':
    case 'invalid_key':
      return { code: 'unknownKey' };
    default:
      return { code: 'other' };
  }
}

export type LibraryFileCheck =
  | { readonly ok: true; readonly file: LibraryFile }
  | { readonly ok: false; readonly problems: readonly LibraryFileProblem[] };

/** The file for `templates` of `system` (what export writes). */
export function libraryFile(
  system: SystemId,
  kind: LibraryFileKind,
  templates: readonly Combatant[],
): LibraryFile {
  return {
    format: LIBRARY_FILE_FORMAT,
    version: LIBRARY_FILE_VERSION,
    system,
    kind,
    templates: [...templates],
  };
}

/** The sheet keys (attributes and resources) of a system. */
function sheetKeys(system: SystemId): Set<string> {
  const t = ruleSystem(system).template;
  return new Set([...t.attributes.map((f) => f.key), ...t.resources.map((f) => f.key)]);
}

/**
 * The keys of `c`'s sheet that belong to another system's sheet and not to `system`'s (Fysik, Vilja in
 * a d20 campaign; STY, VP in an I Rikets Tjänst one). Empty when the sheet fits. Keys no system names
 * (Omnimodus' per-area armour, a GM's own value) are the GM's business and never refused.
 */
export function foreignSheetKeys(system: SystemId, c: Pick<Combatant, 'attributes' | 'resources'>): string[] {
  const own = sheetKeys(system);
  const others = new Set(SystemId.options.filter((s) => s !== system).flatMap((s) => [...sheetKeys(s)]));
  return [...Object.keys(c.attributes), ...Object.keys(c.resources)].filter(
    (k) => !own.has(k) && others.has(k),
  );
}

/**
 * The resources of a fresh combatant with `c`'s sheet: no damage, Stress, spent Fortune or spent pools.
 * Read from the system's sheet description alone: the blank sheet's resources (IRT: KP damage 0, Stress
 * 0, Fokus as a scene starts; Omnimodus: no wound on any area), and every pool whose maximum is another
 * field (`maxFrom`: d20 `vp` ≤ `VP`, Expanse `Fortune` ≤ `Max Fortune`) full at the sheet's own maximum
 * (0 when the sheet has none), not the blank sheet's. Resource keys the system does not name are kept.
 */
export function freshResources(
  system: SystemId,
  c: Pick<Combatant, 'attributes' | 'resources'>,
): Record<string, number> {
  const template = ruleSystem(system).template;
  const fresh: Record<string, number> = { ...c.resources, ...template.blank().resources };
  for (const f of template.resources) {
    if (f.maxFrom !== undefined) fresh[f.key] = c.attributes[f.maxFrom] ?? 0;
  }
  return fresh;
}

function nameOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const n = (item as Record<string, unknown>).name;
  return typeof n === 'string' ? n.slice(0, 60) : '';
}

/**
 * Checks parsed JSON as a file of `kind` for a campaign of `system`: the header (format, version, game
 * system, kind) first, then every template's schema, then that every sheet fits the system.
 */
export function checkLibraryFile(data: unknown, system: SystemId, kind: LibraryFileKind): LibraryFileCheck {
  let items: unknown[];
  let version = 0;
  if (Array.isArray(data)) {
    items = data;
  } else {
    const head = Header.safeParse(data);
    if (!head.success) return { ok: false, problems: [{ code: 'notLibrary' }] };
    version = head.data.version;
    if (version > LIBRARY_FILE_VERSION) return { ok: false, problems: [{ code: 'version', version }] };
    if (head.data.system !== system)
      return { ok: false, problems: [{ code: 'system', found: head.data.system, expected: system }] };
    if (head.data.kind !== kind)
      return { ok: false, problems: [{ code: 'kind', found: head.data.kind, expected: kind }] };
    items = head.data.templates;
  }
  if (items.length === 0) return { ok: false, problems: [{ code: 'empty' }] };
  if (items.length > LIBRARY_FILE_MAX) return { ok: false, problems: [{ code: 'tooMany' }] };
  const problems: LibraryFileProblem[] = [];
  const templates: Combatant[] = [];
  items.forEach((item, index) => {
    const name = nameOf(item);
    const parsed = Combatant.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({
          code: 'schema',
          index,
          name,
          path: issue.path.map((k) => (typeof k === 'number' ? k : String(k))),
          issue: schemaIssue(issue),
        });
      return;
    }
    const keys = foreignSheetKeys(system, parsed.data);
    if (keys.length > 0) problems.push({ code: 'sheet', index, name, keys });
    templates.push(parsed.data);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, file: libraryFile(system, kind, templates) };
}

/**
 * The engine's check of `library/import` (the same rules as {@link checkLibraryFile}): the file's
 * version and system, when the command carries them, and every sheet. Returns a sentence for the
 * refusal, or null when the import may go ahead.
 */
export function checkImport(
  system: SystemId,
  cmd: { readonly templates: readonly Combatant[]; readonly system?: SystemId; readonly version?: number },
): string | null {
  if (cmd.version !== undefined && cmd.version > LIBRARY_FILE_VERSION)
    return `library file version ${cmd.version} is newer than this app reads (${LIBRARY_FILE_VERSION})`;
  if (cmd.system !== undefined && cmd.system !== system)
    return `the templates are for ${cmd.system}, the campaign plays ${system}`;
  for (const t of cmd.templates) {
    const keys = foreignSheetKeys(system, t);
    if (keys.length > 0)
      return `"${t.name}" has another system's sheet (${keys.join(', ')}), not ${system}'s`;
  }
  return null;
}
