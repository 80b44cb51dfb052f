/**
 * The Expanse rules editor's model (ExpRulesSettings.svelte): the campaign's `settings.expanse` (the
 * stunt list, the Injured / Wounded reduction dice, jams, the light-melee house rule and the difficulty
 * names) as an editable draft in which every number is the text the GM typed, so a bad entry stays on
 * screen with its message instead of being lost; the checks that turn the draft back into settings the
 * engine accepts; and which tables still equal the shipped defaults. Pure: no strings shown to the GM
 * live here, problems carry a code the dialog translates.
 */
import {
  ExpanseSettings as ExpanseSettingsSchema,
  ExpStunt as ExpStuntSchema,
  ExpStuntEffect,
  type ExpanseSettings,
  type ExpDifficulty,
  type ExpStunt,
} from '@shared/model/expanseSettings';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { freshRowId, newUid } from '../../components/draftRows';
import { numberTexts, parseWhole, rulesTableModel } from '../kit/rulesTable';
import type { ProblemReader, ReaderCode, RulesProblem } from '../kit/rulesTable';

/** The separately editable (and resettable) parts of the settings. */
export const TABLE_KEYS = ['general', 'stunts', 'difficulties'] as const;
export type TableKey = (typeof TABLE_KEYS)[number];

/** Row limits of the model (model/expanseSettings.ts), so the dialog stops adding rows in time. */
export const MAX_ROWS: Readonly<Record<Exclude<TableKey, 'general'>, number>> = {
  stunts: 60,
  difficulties: 20,
};
/** The fewest rows a table may keep (the model needs one stunt and one difficulty). */
export const MIN_ROWS: Readonly<Record<Exclude<TableKey, 'general'>, number>> = {
  stunts: 1,
  difficulties: 1,
};

export { LABEL_MAX, parseWhole } from '../kit/rulesTable';
/** Longest stunt description kept (when the model stores one). */
export const DESCRIPTION_MAX = 300;

/** Every effect the engine knows; `note` is the GM's own (logged, applied by hand). */
export const EFFECTS = ExpStuntEffect.options;
export type Effect = (typeof EFFECTS)[number];

/** A parameter an effect reads (stunts.ts `param(s, key, fallback)`), with the values that make sense. */
export interface ParamDef {
  readonly key: string;
  readonly min: number;
  readonly max: number;
  /** The engine's fallback when the stunt has no value for it. */
  readonly fallback: number;
}

const perSp = (fallback: number, max = 20): ParamDef => ({ key: 'perSp', min: 0, max, fallback });

/** EXP-STUNT-1: what each effect reads (src/shared/rules/expanse/stunts.ts). */
export const EFFECT_PARAMS: Readonly<Record<Effect, readonly ParamDef[]>> = {
  fortune: [perSp(1)],
  initiative: [perSp(3)],
  defense: [perSp(1)],
  cover: [perSp(1)],
  guardianAngel: [perSp(1), { key: 'metres', min: 0, max: 100, fallback: 5 }],
  skirmish: [perSp(2, 50)],
  allyMove: [
    // Metres = floor(SP / stepSp) × perStep: a step of 0 SP would divide by zero.
    { key: 'stepSp', min: 1, max: 20, fallback: 2 },
    { key: 'perStep', min: 0, max: 50, fallback: 2 },
  ],
  allyAttack: [],
  injure: [],
  prone: [],
  extraAttack: [],
  note: [],
};

const KNOWN_PARAMS = new Set(Object.values(EFFECT_PARAMS).flatMap((defs) => defs.map((d) => d.key)));

/**
 * True when the model keeps a stunt's own description (an optional `description` on ExpStunt); until
 * then the dialog shows only the engine's description of the effect, so nothing typed is dropped.
 */
export const STUNT_DESCRIPTION_STORED = 'description' in ExpStuntSchema.shape;

// Drafts: `uid` keys a row on screen (stable while the GM edits); numbers are kept as typed.
export interface GeneralDraft {
  injuredDice: string;
  woundedDice: string;
  jam: boolean;
  lightMelee: ExpanseSettings['lightMelee'];
}
export interface StuntDraft {
  uid: string;
  /** The id the engine and the GM screen use (kept on rename; new rows get a fresh one). */
  id: string;
  name: string;
  min: string;
  /** Empty: no upper limit ("1+", spend any amount from the minimum). */
  max: string;
  effect: Effect;
  /**
   * Every parameter as typed, also those of other effects (switching the effect back and forth keeps
   * them); only the current effect's are saved, with parameters no effect knows kept as they were.
   */
  params: Record<string, string>;
  description: string;
}
export interface DifficultyDraft {
  uid: string;
  name: string;
  tn: string;
}
export interface ExpDraft {
  general: GeneralDraft;
  stunts: StuntDraft[];
  difficulties: DifficultyDraft[];
}

/** The field a problem is about (null: the whole table). Parameters are `param:<key>`. */
export type Field =
  'injuredDice' | 'woundedDice' | 'name' | 'min' | 'max' | 'description' | 'tn' | `param:${string}`;

/** What is wrong (the dialog has a message for each code). */
export type ProblemCode = ReaderCode | 'minAfterMax' | 'tooFew' | 'tooMany' | 'invalid';

/** A problem of the draft; a row's uid, or null for the general settings and the whole table. */
export type Problem = RulesProblem<TableKey, Field, ProblemCode>;

export { newUid };

/** The first `stunt-<n>` id no stunt has (ids must fit the model's key pattern). */
export function newStuntId(rows: readonly { id: string }[]): string {
  return freshRowId(rows, 'stunt');
}

/** A new stunt row: the GM's own, 1 SP, no name yet. */
export function blankStunt(rows: readonly { id: string }[]): StuntDraft {
  return {
    uid: newUid(),
    id: newStuntId(rows),
    name: '',
    min: '1',
    max: '1',
    effect: 'note',
    params: {},
    description: '',
  };
}

function stuntDraft(s: ExpStunt): StuntDraft {
  const stored = (s as { description?: unknown }).description;
  return {
    uid: newUid(),
    id: s.id,
    name: s.name,
    min: String(s.min),
    max: s.max === null ? '' : String(s.max),
    effect: s.effect,
    params: Object.fromEntries(Object.entries(s.params).map(([k, v]) => [k, String(v)])),
    description: typeof stored === 'string' ? stored : '',
  };
}

function draftOf(s: ExpanseSettings, key: TableKey): ExpDraft[TableKey] {
  switch (key) {
    case 'general':
      return { ...numberTexts(s, ['injuredDice', 'woundedDice']), jam: s.jam, lightMelee: s.lightMelee };
    case 'stunts':
      return s.stunts.map(stuntDraft);
    case 'difficulties':
      return s.difficulties.map((d) => ({ uid: newUid(), name: d.name, tn: String(d.tn) }));
  }
}

/** Collects a table's problems while it is read. */
type Reader = ProblemReader<TableKey, Field, ProblemCode>;

/** Notes a list with fewer or more rows than the model allows. */
function countRows(r: Reader, n: number, min: number, max: number): void {
  if (n < min) r.problem(null, null, 'tooFew', { min });
  if (n > max) r.problem(null, null, 'tooMany', { max });
}

/** What each table reads as (the settings' own shapes). */
export interface TableValues {
  general: Pick<ExpanseSettings, 'injuredDice' | 'woundedDice' | 'jam' | 'lightMelee'>;
  stunts: ExpStunt[];
  difficulties: ExpDifficulty[];
}

/** The parameters a stunt saves: its effect's, and any no effect knows (kept, checked as numbers). */
function readParams(r: Reader, x: StuntDraft): Record<string, number> {
  const out: Record<string, number> = {};
  for (const def of EFFECT_PARAMS[x.effect]) {
    const text = x.params[def.key] ?? '';
    // An empty field means the engine's fallback, written out so the GM sees what applies.
    const v = text.trim() === '' ? def.fallback : r.whole(x.uid, `param:${def.key}`, text, def.min, def.max);
    if (v !== null) out[def.key] = v;
  }
  for (const [key, text] of Object.entries(x.params)) {
    if (KNOWN_PARAMS.has(key)) continue;
    const v = r.whole(x.uid, `param:${key}`, text, -100, 100);
    if (v !== null) out[key] = v;
  }
  return out;
}

function readInto(r: Reader, draft: ExpDraft, key: TableKey): TableValues[TableKey] {
  switch (key) {
    case 'general': {
      const g = draft.general;
      // EXP-APP-2 [setting]: d6 taken off the damage by accepting Injured and Wounded.
      const dice = r.wholes(g, { injuredDice: [0, 6], woundedDice: [0, 6] });
      return {
        injuredDice: dice.injuredDice ?? 0,
        woundedDice: dice.woundedDice ?? 0,
        jam: g.jam,
        lightMelee: g.lightMelee,
      };
    }
    case 'stunts': {
      const rows = draft.stunts;
      countRows(r, rows.length, MIN_ROWS.stunts, MAX_ROWS.stunts);
      r.unique(rows, 'name', (x) => x.name);
      return rows.map((x): ExpStunt => {
        const name = r.label(x.uid, 'name', x.name) ?? '';
        const min = r.whole(x.uid, 'min', x.min, 1, 20);
        const max = x.max.trim() === '' ? null : r.whole(x.uid, 'max', x.max, 1, 20);
        if (min !== null && max !== null && min > max) r.problem(x.uid, 'max', 'minAfterMax');
        const params = readParams(r, x);
        const description = STUNT_DESCRIPTION_STORED
          ? r.label(x.uid, 'description', x.description, DESCRIPTION_MAX, false)
          : null;
        return {
          id: x.id,
          name,
          min: min ?? 1,
          max,
          effect: x.effect,
          params,
          ...(description ? { description } : {}),
        };
      });
    }
    case 'difficulties': {
      const rows = draft.difficulties;
      countRows(r, rows.length, MIN_ROWS.difficulties, MAX_ROWS.difficulties);
      r.unique(rows, 'name', (x) => x.name);
      return rows.map((x) => ({
        name: r.label(x.uid, 'name', x.name) ?? '',
        tn: r.whole(x.uid, 'tn', x.tn, 1, 40) ?? 1,
      }));
    }
  }
}

function valueOf(s: ExpanseSettings, key: TableKey): TableValues[TableKey] {
  switch (key) {
    case 'general':
      return { injuredDice: s.injuredDice, woundedDice: s.woundedDice, jam: s.jam, lightMelee: s.lightMelee };
    case 'stunts':
      return s.stunts;
    case 'difficulties':
      return s.difficulties;
  }
}

function settingsOf(t: TableValues): ExpanseSettings {
  return { stunts: t.stunts, ...t.general, difficulties: t.difficulties };
}

/** The Expanse rules-table model (rulesTable.ts): drafts, reading them back, which tables are the default. */
export const EXP_TABLES = rulesTableModel({
  keys: TABLE_KEYS,
  defaults: DEFAULT_EXPANSE_SETTINGS,
  general: 'general',
  draftOf,
  readInto,
  valueOf,
  settingsOf,
  schema: ExpanseSettingsSchema,
});

/** The model's functions by name (see RulesTableModel in rulesTable.ts). */
export const { tableDraft, toDraft, readTable, tableValue, isDefaultTable, readDraft } = EXP_TABLES;

/** The SP cost as the book writes it: `2`, `1–3` or `1+` (null while the draft does not read). */
export function costText(x: Pick<StuntDraft, 'min' | 'max'>): string | null {
  const min = parseWhole(x.min);
  if (min === null) return null;
  if (x.max.trim() === '') return `${min}+`;
  const max = parseWhole(x.max);
  if (max === null) return null;
  return max === min ? String(min) : `${min}–${max}`;
}
