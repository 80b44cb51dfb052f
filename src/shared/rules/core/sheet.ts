/**
 * The character sheet as the GM edits it, for every system alike: the fields of the system's
 * {@link CharacterTemplate} with their ranges, and one pure check of a draft that returns per-field
 * problems (the field's key and its allowed range), never schema text. The sheet editor in the renderer
 * is built from this description; no code here asks which system it runs.
 */
import type { Combatant } from '../../model/campaign';
import type { CharacterTemplate, SheetField, SheetGroup } from './system';

/** The data model's bounds (campaign.ts `Combatant`): no sheet range is wider. */
const ATTRIBUTE_BOUNDS = { min: -100, max: 1000 } as const;
const RESOURCE_BOUNDS = { min: -1000, max: 100_000 } as const;

export type SheetSection = 'attributes' | 'resources';

/** One field as the editor shows it: where, under which heading, and the range that applies. */
export interface SheetEntry {
  readonly section: SheetSection;
  readonly field: SheetField;
  readonly group: SheetGroup;
  readonly min: number;
  readonly max: number;
  /** The maximum is another field's value (`maxFrom`): `max` is then only the data model's bound. */
  readonly maxFrom?: string;
  readonly rule?: string;
}

/** What is wrong with one field; `field` is the sheet key (`Fysik`, `vp`) or `name` / `features`. */
export type SheetProblem =
  | { readonly section: SheetSection | 'name'; readonly field: string; readonly code: 'required' }
  | { readonly section: SheetSection; readonly field: string; readonly code: 'notInteger' }
  | {
      readonly section: SheetSection;
      readonly field: string;
      readonly code: 'range';
      readonly min: number;
      readonly max: number;
      /** The rule that sets the range (IRT-CHAR-1), when one does. */
      readonly rule?: string;
    }
  | {
      /** The key belongs to another game system's sheet (Fysik in a d20 campaign): clear it. */
      readonly section: SheetSection;
      readonly field: string;
      readonly code: 'foreign';
    }
  | {
      readonly section: 'features';
      readonly field: 'features';
      readonly code: 'feature';
      readonly value: string;
      /** The forms the rules accept, in the system's terms. */
      readonly expected: string;
    };

/** A sheet as typed: numbers as text (an empty text leaves an optional field out). */
export interface SheetDraft {
  readonly name: string;
  readonly kind: Combatant['kind'];
  readonly attributes: Readonly<Record<string, string>>;
  readonly resources: Readonly<Record<string, string>>;
  readonly features?: readonly string[];
}

export interface SheetResult {
  readonly problems: readonly SheetProblem[];
  /** The values that parsed (every field when `problems` is empty). */
  readonly attributes: Record<string, number>;
  readonly resources: Record<string, number>;
}

/** The range a field has for a PC or an NPC, within the data model's bounds. */
export function rangeOf(
  field: SheetField,
  section: SheetSection,
  kind: Combatant['kind'],
): { min: number; max: number } {
  const bounds = section === 'attributes' ? ATTRIBUTE_BOUNDS : RESOURCE_BOUNDS;
  const own = kind === 'pc' && field.pc ? field.pc : { min: field.min, max: field.max };
  return {
    min: Math.max(bounds.min, own.min ?? bounds.min),
    max: Math.min(bounds.max, own.max ?? bounds.max),
  };
}

/** Every field of the template, in sheet order, with its heading and range for `kind`. */
export function sheetEntries(template: CharacterTemplate, kind: Combatant['kind']): SheetEntry[] {
  const entry = (section: SheetSection, field: SheetField): SheetEntry => ({
    section,
    field,
    group: field.group ?? (section === 'attributes' ? 'attribute' : 'resource'),
    ...rangeOf(field, section, kind),
    ...(field.maxFrom !== undefined ? { maxFrom: field.maxFrom } : {}),
    ...(field.rule !== undefined ? { rule: field.rule } : {}),
  });
  return [
    ...template.attributes.map((f) => entry('attributes', f)),
    ...template.resources.map((f) => entry('resources', f)),
  ];
}

/** A whole number typed by hand: `-4`, `−4` (the typographic minus), ` 12 `; null otherwise. */
export function parseWhole(text: string): number | null {
  const s = text.trim().replace(/^[−–]/, '-');
  return /^-?\d{1,7}$/.test(s) ? Number(s) : null;
}

/**
 * Checks a draft against the system's sheet: required fields present, whole numbers, each in its range
 * (a resource against the attribute that is its maximum), features in the forms the rules read. Keys the
 * draft carries beyond the template are kept, within the data model's bounds, except those named in
 * `foreign` (another system's sheet keys, rules/libraryFile.ts `foreignSheetKeys`), which are refused.
 */
export function validateSheet(
  template: CharacterTemplate,
  draft: SheetDraft,
  foreign: readonly string[] = [],
): SheetResult {
  const problems: SheetProblem[] = [];
  const attributes: Record<string, number> = {};
  const resources: Record<string, number> = {};
  const checked: Record<SheetSection, Record<string, number>> = { attributes, resources };
  if (draft.name.trim() === '') problems.push({ section: 'name', field: 'name', code: 'required' });

  const check = (
    section: SheetSection,
    key: string,
    text: string | undefined,
    range: { min: number; max: number },
    optional: boolean,
    rule: string | undefined,
  ): void => {
    if (text === undefined || text.trim() === '') {
      if (!optional) problems.push({ section, field: key, code: 'required' });
      return;
    }
    if (foreign.includes(key)) {
      problems.push({ section, field: key, code: 'foreign' });
      return;
    }
    const n = parseWhole(text);
    if (n === null) {
      problems.push({ section, field: key, code: 'notInteger' });
      return;
    }
    if (n < range.min || n > range.max) {
      problems.push({
        section,
        field: key,
        code: 'range',
        min: range.min,
        max: range.max,
        ...(rule ? { rule } : {}),
      });
      return;
    }
    checked[section][key] = n;
  };

  const beyondTemplate: Record<SheetSection, { min: number; max: number }> = {
    attributes: ATTRIBUTE_BOUNDS,
    resources: RESOURCE_BOUNDS,
  };
  /**
   * One section: each of the template's fields in its range (`rangeFor`), then the keys the draft
   * carries beyond the template within the data model's bounds.
   */
  const checkSection = (section: SheetSection, rangeFor: (f: SheetField) => { min: number; max: number }) => {
    const fields = template[section];
    const typed = draft[section];
    for (const f of fields) check(section, f.key, typed[f.key], rangeFor(f), f.optional === true, f.rule);
    for (const [key, text] of Object.entries(typed)) {
      if (!fields.some((f) => f.key === key))
        check(section, key, text, beyondTemplate[section], true, undefined);
    }
  };
  checkSection('attributes', (f) => rangeOf(f, 'attributes', draft.kind));
  // A resource's maximum is the attribute named by `maxFrom` (as just checked) when that is lower.
  checkSection('resources', (f) => {
    const range = rangeOf(f, 'resources', draft.kind);
    const cap = f.maxFrom !== undefined ? attributes[f.maxFrom] : undefined;
    const max = cap !== undefined ? Math.min(range.max, cap) : range.max;
    return { min: range.min, max: Math.max(range.min, max) };
  });
  for (const feature of draft.features ?? []) {
    const expected = template.features.check?.(feature) ?? null;
    if (expected !== null) {
      problems.push({ section: 'features', field: 'features', code: 'feature', value: feature, expected });
    }
  }
  return { problems, attributes, resources };
}

/** The numbers of a stored combatant as the editor types them. */
function asText(r: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]));
}

/**
 * The check the engine makes of a combatant it is asked to store (`combatant/add`, `combatant/update`,
 * a party joining): every value the sheet has must lie in its range for the combatant's kind (IRT-CHAR-1:
 * a PC's Fysik 1–5, so Fysik −4 is refused), no key may be another system's (`foreign`), features in the
 * forms the rules read. A field left out is not a problem here: the rules read a default for it (IRT
 * Stabilitet 3, d20 Försvar 13), and the editor, not the engine, asks for every field.
 */
export function storedSheetProblems(
  template: CharacterTemplate,
  c: Pick<Combatant, 'name' | 'kind' | 'attributes' | 'resources' | 'features'>,
  foreign: readonly string[] = [],
): SheetProblem[] {
  const draft: SheetDraft = {
    name: c.name,
    kind: c.kind,
    attributes: asText(c.attributes),
    resources: asText(c.resources),
    features: c.features ?? [],
  };
  return validateSheet(template, draft, foreign).problems.filter((p) => p.code !== 'required');
}

/** One problem in plain English, for the engine's refusal (the editor phrases them in the GM's language). */
export function sheetProblemSentence(p: SheetProblem, termOf: (key: string) => string): string {
  switch (p.code) {
    case 'required':
      return p.section === 'name' ? 'a name is required' : `${termOf(p.field)} is required`;
    case 'notInteger':
      return `${termOf(p.field)} must be a whole number`;
    case 'range':
      return `${termOf(p.field)} must be ${p.min} to ${p.max}${p.rule ? ` (${p.rule})` : ''}`;
    case 'foreign':
      return `${p.field} belongs to another game system's sheet`;
    case 'feature':
      return `feature "${p.value}" should read ${p.expected}`;
  }
}

/** The fields of a combatant the sheet editor edits (and may send in one `combatant/update`). */
export const SHEET_EDIT_FIELDS = [
  'name',
  'kind',
  'hidden',
  'extra',
  'attributes',
  'resources',
  'weapons',
  'features',
  'powers',
  'group',
  'gmNotes',
] as const;
export type SheetEditField = (typeof SHEET_EDIT_FIELDS)[number];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `live` with the keys the GM changed from `opened` to `edited` (set, changed or cleared). */
function mergeNumbers(
  opened: Readonly<Record<string, number>>,
  edited: Readonly<Record<string, number>>,
  live: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = { ...live };
  for (const k of new Set([...Object.keys(opened), ...Object.keys(edited)])) {
    if (opened[k] === edited[k]) continue;
    if (edited[k] === undefined) delete out[k];
    else out[k] = edited[k];
  }
  return out;
}

/**
 * The `combatant/update` patch for a sheet the GM edited: only what they changed between `opened` (the
 * combatant as the editor opened with it) and `edited` (what they saved), laid over `live` (the
 * combatant as it is now). A change made meanwhile is kept: damage the table dealt while the editor was
 * open (a resource the GM did not touch) is not written back to its old value, and in a number record
 * only the keys the GM changed are replaced. Weapons are merged by id the same way (ammunition spent
 * meanwhile stays). An empty patch means nothing was changed.
 */
export function sheetPatch(
  opened: Combatant,
  edited: Combatant,
  live: Combatant,
): Partial<Pick<Combatant, SheetEditField>> {
  const patch: Partial<Record<SheetEditField, unknown>> = {};
  for (const k of SHEET_EDIT_FIELDS) {
    if (same(opened[k], edited[k])) continue;
    if (k === 'attributes' || k === 'resources') {
      const merged = mergeNumbers(opened[k], edited[k], live[k]);
      if (!same(merged, live[k])) patch[k] = merged;
    } else if (k === 'weapons') {
      const before = new Map(opened.weapons.map((w) => [w.id, w]));
      const now = new Map(live.weapons.map((w) => [w.id, w]));
      const kept = edited.weapons.map((w) => {
        const was = before.get(w.id);
        const current = now.get(w.id);
        return was && current && same(was, w) ? current : w;
      });
      // Weapons added meanwhile (not in the editor) stay.
      const added = live.weapons.filter((w) => !before.has(w.id) && !kept.some((x) => x.id === w.id));
      const merged = [...kept, ...added];
      if (!same(merged, live.weapons)) patch.weapons = merged;
    } else if (!same(edited[k], live[k])) {
      patch[k] = edited[k];
    }
  }
  return patch as Partial<Pick<Combatant, SheetEditField>>;
}

/**
 * The numbered names of `count` copies of `name` among `taken` names: "Vakt" → "Vakt 2", "Vakt 3", …,
 * after the highest number already used for that base ("Vakt 2" copies as "Vakt 3" and on).
 */
export function copyNames(name: string, taken: readonly string[], count: number): string[] {
  const base = name.replace(/\s+\d+$/, '').trim() || name;
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^${escaped}(?: (\\d+))?$`);
  let highest = 0;
  for (const t of taken) {
    const m = re.exec(t);
    if (m) highest = Math.max(highest, m[1] === undefined ? 1 : Number(m[1]));
  }
  return Array.from({ length: count }, (_, i) => {
    const suffix = ` ${highest + 1 + i}`;
    return `${base.slice(0, 120 - suffix.length)}${suffix}`;
  });
}
