/**
 * What the systems' rules-table editors share (kit of the systems' screens; omnTables.ts and expTables.ts
 * build their models on it, RulesTableDialog.svelte and RulesTableEditor.svelte show them): a table's
 * draft is the text the GM typed, read back by a {@link ProblemReader} that collects coded problems
 * instead of throwing, so a bad entry stays on screen with its message; {@link RulesProblems} answers
 * which row, field, table or tab a problem belongs to. Pure: no strings shown to the GM live here.
 */

/** Longest label or name a rules table accepts (the models' limit). */
export const LABEL_MAX = 80;

/**
 * Something wrong in a rules table: the table, the row (its on-screen uid; null for the table's general
 * fields or the whole table), the field (null: the whole row or table), and a code the dialog words.
 */
export interface RulesProblem<Key extends string, Field extends string, Code extends string> {
  readonly table: Key;
  readonly uid: string | null;
  readonly field: Field | null;
  readonly code: Code;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Any rules problem (what the dialog pieces need to know of one). */
export type AnyRulesProblem = RulesProblem<string, string, string>;

/** The codes a {@link ProblemReader} gives by itself (each system's code list includes them). */
export type ReaderCode = 'wholeNumber' | 'range' | 'required' | 'tooLong' | 'duplicate';

/** A draft read back: the value when it has no problems, else every problem. */
export type DraftRead<V, P> = { ok: true; value: V } | { ok: false; problems: P[] };

/** A whole number from a field: an optional sign (`-`, `−` or `+`) and digits. Null when it is not one. */
export function parseWhole(text: string): number | null {
  const m = /^([+\-−]?)(\d{1,6})$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[2]);
  return m[1] === '-' || m[1] === '−' ? -value : value;
}

/**
 * Collects the problems of one table while its draft is read: each check returns the value it read, or
 * null after noting why not.
 *
 * @example
 * const r = new ProblemReader<'wounds', 'light', ReaderCode>('wounds');
 * r.whole('r1', 'light', 'x', 1, 1000); // null; r.problems: [{ table: 'wounds', uid: 'r1', field: 'light', code: 'wholeNumber' }]
 */
export class ProblemReader<Key extends string, Field extends string, Code extends string> {
  readonly problems: RulesProblem<Key, Field, Code | ReaderCode>[] = [];
  constructor(private readonly table: Key) {}

  /** Notes a problem of row `uid` (null: the table's general fields or the whole table). */
  problem(
    uid: string | null,
    field: Field | null,
    code: Code | ReaderCode,
    params?: RulesProblem<Key, Field, Code>['params'],
  ): void {
    this.problems.push({ table: this.table, uid, field, code, ...(params ? { params } : {}) });
  }

  /** A whole number from `min` to `max`. */
  whole(uid: string | null, field: Field, text: string, min: number, max: number): number | null {
    const v = parseWhole(text);
    if (v === null) this.problem(uid, field, 'wholeNumber');
    else if (v < min || v > max) this.problem(uid, field, 'range', { min, max });
    else return v;
    return null;
  }

  /** Whole numbers of a table's general fields, each in its range (null where one does not read). */
  wholes<F extends Field>(
    text: NoInfer<Readonly<Record<F, string>>>,
    ranges: Readonly<Record<F, readonly [min: number, max: number]>>,
  ): Record<F, number | null> {
    const out = {} as Record<F, number | null>;
    for (const field of Object.keys(ranges) as F[]) {
      const [min, max] = ranges[field];
      out[field] = this.whole(null, field, text[field], min, max);
    }
    return out;
  }

  /** A trimmed text of at most `max` characters (empty only when not `required`). */
  label(uid: string, field: Field, text: string, max = LABEL_MAX, required = true): string | null {
    const v = text.trim();
    if (v === '' && required) this.problem(uid, field, 'required');
    else if (v.length > max) this.problem(uid, field, 'tooLong', { max });
    else return v;
    return null;
  }

  /** Marks later rows whose `key` repeats an earlier row's (case-insensitive). */
  unique<T extends { uid: string }>(rows: readonly T[], field: Field, key: (r: T) => string): void {
    const seen = new Set<string>();
    for (const r of rows) {
      const k = key(r).trim().toLowerCase();
      if (k === '') continue;
      if (seen.has(k)) this.problem(r.uid, field, 'duplicate');
      seen.add(k);
    }
  }

  /** What the table read as: its value when no check failed, and the problems. */
  result<V>(value: V): { value: V | null; problems: RulesProblem<Key, Field, Code | ReaderCode>[] } {
    return { value: this.problems.length === 0 ? value : null, problems: this.problems };
  }
}

/** The number fields `fields` of `values` as the text a draft keeps. */
export function numberTexts<const F extends string>(
  values: NoInfer<Readonly<Record<F, number>>>,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, String(values[f])])) as Record<F, string>;
}

/** Deep equality of plain data (objects, arrays, primitives), key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The refusal of a whole draft that the model itself rejects (row limits, key patterns), on `table`. */
export function refusedByModel<Key extends string>(
  table: Key,
  detail: string,
): { ok: false; problems: RulesProblem<Key, never, 'invalid'>[] } {
  return { ok: false, problems: [{ table, uid: null, field: null, code: 'invalid', params: { detail } }] };
}

/** A tab of a rules dialog and the tables it shows. */
export interface RulesTab<Tab extends string, Key extends string = string> {
  readonly id: Tab;
  readonly tables: readonly Key[];
}

/** The tab to show after a refused save: the current one when it has a problem, else the first that has. */
export function tabWithProblem<Tab extends string>(
  tabs: readonly RulesTab<Tab>[],
  current: Tab,
  problems: readonly AnyRulesProblem[],
): Tab {
  const has = (x: RulesTab<Tab>): boolean => problems.some((p) => x.tables.includes(p.table));
  const shown = tabs.find((x) => x.id === current);
  if (shown && has(shown)) return current;
  return tabs.find(has)?.id ?? current;
}

/** The tab index an arrow key, Home or End moves to from tab `i` of `count` (WAI-ARIA tabs), or null. */
export function tabAfterKey(key: string, i: number, count: number): number | null {
  if (key === 'ArrowRight') return (i + 1) % count;
  if (key === 'ArrowLeft') return (i - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The problems of a dialog's draft, asked by where they show: a row's, a general field's, the whole
 * table's, a tab's, and the ids and ARIA states that tie a field to its messages.
 *
 * @example
 * const found = new RulesProblems(problems, 'omn');
 * found.errorId('locations.high', 'r3'); // 'omn-locations-high-r3-err'
 */
export class RulesProblems<P extends AnyRulesProblem> {
  constructor(
    readonly all: readonly P[],
    private readonly idPrefix: string,
  ) {}

  /** A row's problems. */
  ofRow(table: P['table'], uid: string): P[] {
    return this.all.filter((p) => p.table === table && p.uid === uid);
  }

  /** The problems of a field outside the rows (the general settings). */
  ofField(table: P['table'], field: string): P[] {
    return this.all.filter((p) => p.table === table && p.field === field);
  }

  /** The problems of the whole table (a gap, an overlap, too few rows). */
  ofTable(table: P['table']): P[] {
    return this.all.filter((p) => p.table === table && p.uid === null && p.field === null);
  }

  /** How many problems the tables of a tab have. */
  inTables(tables: readonly P['table'][]): number {
    return this.all.filter((p) => tables.includes(p.table)).length;
  }

  /** The id of a row's messages. */
  errorId(table: P['table'], uid: string): string {
    return `${this.idPrefix}-${table.replace('.', '-')}-${uid}-err`;
  }

  /** aria-invalid of a row's field: 'true' when a problem names it. */
  invalid(table: P['table'], uid: string, field: string): 'true' | undefined {
    return this.all.some((p) => p.table === table && p.uid === uid && p.field === field) ? 'true' : undefined;
  }

  /** aria-describedby of a row's fields: its messages' id while it has any. */
  describedBy(table: P['table'], uid: string): string | undefined {
    return this.ofRow(table, uid).length > 0 ? this.errorId(table, uid) : undefined;
  }
}

/** The words a rules dialog gives every table editor of it (RulesTableEditor.svelte), in the GM's language. */
export interface RulesTableWords {
  /** Header of the row-number column. */
  readonly number: string;
  /** Hidden header of the column of remove buttons. */
  readonly removeColumn: string;
  /** The reset button's text. */
  readonly reset: string;
  /** The reset button's name for a screen reader ("Reset {table} to default"). */
  readonly resetNamed: (table: string) => string;
  /** A remove button's name ("Remove row {n} of {table}"). */
  readonly removeRow: (n: number, table: string) => string;
  /** The add button's name for a screen reader, when it says more than its text. */
  readonly addNamed?: (table: string) => string;
  /** Status of a table the campaign changed. */
  readonly custom: string;
  /** Status of a table still equal to the shipped default. */
  readonly default: string;
  /** Which status stands out: `default` (a warning: placeholder values) or `custom` (the GM's own). */
  readonly marked: 'default' | 'custom';
  /** Why a row cannot be removed (the table is at its fewest rows). */
  readonly keepOne: string;
  /** Why no row can be added (the table is at its most rows). */
  readonly full: string;
  /** Shown for a table without rows. */
  readonly empty: string;
  /** A problem's message: what is wrong, after the field's name (null: the whole table). */
  readonly problem: (message: string, field: string | null) => string;
  /** A cell's label from its column's name, its row number (1 up) and the table's title. */
  readonly cell: (column: string, n: number, table: string) => string;
}

/** A column of a rules table: by default a text field bound to the row's `field`. */
export interface RulesColumn {
  readonly field: string;
  readonly header: string;
  /** What a cell's label calls the column (the header when absent). */
  readonly name?: string;
  /** A number: a narrow field with tabular figures. */
  readonly numeric?: boolean;
  /** Drawn by the dialog's own `cell` snippet (a choice) instead of as a text field. */
  readonly custom?: boolean;
}

/** A system's rules-table model: its settings as a draft and back, table by table or whole. */
export interface RulesTableModel<S, D, V, Key extends string, P extends AnyRulesProblem> {
  /** Table `key` of `s` as a draft (fresh uids). */
  readonly tableDraft: <K extends Key>(s: S, key: K) => D[K & keyof D];
  /** The whole settings as a draft. */
  readonly toDraft: (s: S) => D;
  /** One table of the draft read back: its value when it has no problems, and its problems. */
  readonly readTable: <K extends Key>(draft: D, key: K) => { value: V[K & keyof V] | null; problems: P[] };
  /** The value of table `key` in settings `s` (what `readTable` of its draft gives back). */
  readonly tableValue: <K extends Key>(s: S, key: K) => V[K & keyof V];
  /** True when the draft's table `key` reads as exactly the shipped default (one with problems is not). */
  readonly isDefaultTable: (draft: D, key: Key) => boolean;
  /** The whole draft read back: the settings to save, or every problem. */
  readonly readDraft: (draft: D) => DraftRead<S, P>;
  /**
   * The draft as the dialog shows it while the GM types: every table's problems (ids starting with
   * `idPrefix`) and which tables read as the shipped default.
   */
  readonly checkDraft: (
    draft: D,
    idPrefix: string,
  ) => { problems: RulesProblems<P>; isDefault: Record<Key, boolean> };
  /** Puts the shipped default of table `key` back into the draft. */
  readonly resetTable: (draft: D, key: Key) => void;
}

/** Builds a system's rules-table model from what differs per system (omnTables.ts, expTables.ts). */
export function rulesTableModel<
  S,
  D extends Record<Key, unknown>,
  V extends Record<Key, unknown>,
  Key extends string,
  Field extends string,
  Code extends string,
>(spec: {
  /** Every table, in the order their problems are listed. */
  readonly keys: readonly Key[];
  /** The shipped settings: a table equal to its part of them is the default. */
  readonly defaults: S;
  /** The table a refusal of the model itself is reported on. */
  readonly general: Key;
  /** Table `key` of `s` as a draft (fresh uids). */
  readonly draftOf: (s: S, key: Key) => D[Key];
  /** Table `key` of the draft read back, its problems noted on `r`. */
  readonly readInto: (r: ProblemReader<Key, Field, Code>, draft: D, key: Key) => V[Key];
  /** Table `key` of `s` as `readInto` gives it back. */
  readonly valueOf: (s: S, key: Key) => V[Key];
  /** The settings from every table's value. */
  readonly settingsOf: (values: V) => S;
  /** The model's schema, which has the last word (row limits, key patterns). */
  readonly schema: {
    safeParse(value: unknown): { success: true; data: S } | { success: false; error: { message: string } };
  };
}): RulesTableModel<S, D, V, Key, RulesProblem<Key, Field, Code | ReaderCode | 'invalid'>> {
  type P = RulesProblem<Key, Field, Code | ReaderCode | 'invalid'>;
  // The spec answers table `key` in that table's own shape; the casts narrow its union to `K`.
  const tableDraft = <K extends Key>(s: S, key: K): D[K] => spec.draftOf(s, key) as D[K];
  const tableValue = <K extends Key>(s: S, key: K): V[K] => spec.valueOf(s, key) as V[K];
  const readTable = <K extends Key>(draft: D, key: K): { value: V[K] | null; problems: P[] } => {
    const r = new ProblemReader<Key, Field, Code>(key);
    return r.result(spec.readInto(r, draft, key) as V[K]);
  };
  const toDraft = (s: S): D => Object.fromEntries(spec.keys.map((k) => [k, tableDraft(s, k)])) as D;
  const isDefaultTable = (draft: D, key: Key): boolean => {
    const { value } = readTable(draft, key);
    return value !== null && sameValue(value, tableValue(spec.defaults, key));
  };
  const readDraft = (draft: D): DraftRead<S, P> => {
    const problems: P[] = [];
    const values: Partial<Record<Key, unknown>> = {};
    for (const key of spec.keys) {
      const read = readTable(draft, key);
      problems.push(...read.problems);
      values[key] = read.value;
    }
    if (problems.length > 0) return { ok: false, problems };
    const checked = spec.schema.safeParse(spec.settingsOf(values as V));
    if (!checked.success) return refusedByModel(spec.general, checked.error.message);
    return { ok: true, value: checked.data };
  };
  const checkDraft = (draft: D, idPrefix: string) => ({
    problems: new RulesProblems(
      spec.keys.flatMap((k) => readTable(draft, k).problems),
      idPrefix,
    ),
    isDefault: Object.fromEntries(spec.keys.map((k) => [k, isDefaultTable(draft, k)])) as Record<
      Key,
      boolean
    >,
  });
  const resetTable = (draft: D, key: Key): void => {
    draft[key] = tableDraft(spec.defaults, key);
  };
  return { tableDraft, toDraft, readTable, tableValue, isDefaultTable, readDraft, checkDraft, resetTable };
}
