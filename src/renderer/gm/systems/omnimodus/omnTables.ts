/**
 * The Omnimodus rules editor's model (OmnRulesSettings.svelte): the campaign's settings and tables
 * (`settings.omnimodus`) as an editable draft in which every number is the text the GM typed, so a bad
 * entry stays on screen with its message instead of being lost; the checks that turn the draft back into
 * settings the engine accepts; and which tables still equal the shipped defaults (the dialog labels those
 * as placeholders, since the combat chapter does not print them). Pure: no strings shown to the GM live
 * here, problems carry a code the dialog translates.
 */
import type {
  OmnDefenceRow,
  OmnimodusSettings,
  OmnModifierRow,
  OmnRangeBands,
  OmnRangeRow,
  OmnStrengthRow,
  OmnWoundRow,
} from '@shared/model/omnimodusTables';
import { OmnimodusSettings as OmnimodusSettingsSchema } from '@shared/model/omnimodusTables';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { rangeBands } from '@shared/rules/omnimodus/range';
import { freshRowId, newUid } from '../../components/draftRows';
import { numberTexts, rulesTableModel } from '../kit/rulesTable';
import type { ProblemReader, ReaderCode, RulesProblem } from '../kit/rulesTable';

/** The general settings ([setting] values of the digest and the optional rules). */
export const GENERAL = 'general';
/** The range bands a map distance falls in (OMN-ATK-1 [setting], the project's placeholder). */
export const RANGES = 'ranges';
/** Tables of named modifiers (OMN-INIT-1, OMN-ATK-1, OMN-DEF-4). */
export const MODIFIER_TABLES = ['initiative', 'melee', 'ranged', 'defence'] as const;
/** 2T6 tables: hit locations (OMN-LOC-1/4/5) and fumbles (OMN-FUM-1). */
export const RANGE_TABLES = [
  'locations.high',
  'locations.low',
  'locations.headAndArm',
  'locations.headAndArms',
  'fumbles.melee',
  'fumbles.ranged',
  'fumbles.defence',
] as const;

export type ModifierTable = (typeof MODIFIER_TABLES)[number];
export type RangeTable = (typeof RANGE_TABLES)[number];
/** Every separately editable (and resettable) part of the settings. */
export type TableKey =
  typeof GENERAL | typeof RANGES | ModifierTable | RangeTable | 'aimed' | 'strength' | 'wounds';
/** The tables of rows (not the general settings or the range bands). */
export type RowTableKey = Exclude<TableKey, typeof GENERAL | typeof RANGES>;

export const TABLE_KEYS: readonly TableKey[] = [
  GENERAL,
  RANGES,
  ...MODIFIER_TABLES,
  ...RANGE_TABLES,
  'aimed',
  'strength',
  'wounds',
];

/** Row limits of the model (model/omnimodusTables.ts), so the dialog stops adding rows in time. */
export const MAX_ROWS: Readonly<Record<RowTableKey, number>> = {
  initiative: 40,
  melee: 40,
  ranged: 40,
  defence: 40,
  'locations.high': 11,
  'locations.low': 11,
  'locations.headAndArm': 11,
  'locations.headAndArms': 11,
  'fumbles.melee': 11,
  'fumbles.ranged': 11,
  'fumbles.defence': 11,
  aimed: 20,
  strength: 40,
  wounds: 20,
};

export { LABEL_MAX, parseWhole } from '../kit/rulesTable';

// Drafts: `uid` keys a row on screen (stable while the GM edits); numbers are kept as typed.
export interface GeneralDraft {
  perfectOn: string;
  fumbleOn: string;
  attackTarget: string;
  breakWhen: OmnimodusSettings['breakWhen'];
  optional: OmnimodusSettings['optional'];
}
export interface RangesDraft {
  pointBlankMetres: string;
  longTimes: string;
  extremeTimes: string;
}
export interface ModifierDraft {
  uid: string;
  /** The row id the engine and the GM screen use (kept on rename; new rows get a fresh one). */
  id: string;
  label: string;
  modifier: string;
  /** Defence rows only (OMN-DEF-4: U dodge, P block, both). */
  applies?: OmnDefenceRow['applies'];
}
export interface RangeDraft {
  uid: string;
  from: string;
  to: string;
  result: string;
}
export interface AimedDraft {
  uid: string;
  area: string;
  modifier: string;
}
export interface StrengthDraft {
  uid: string;
  min: string;
  max: string;
  bonus: string;
}
export interface WoundDraft {
  uid: string;
  area: string;
  light: string;
  serious: string;
  critical: string;
}

export interface OmnDraft {
  general: GeneralDraft;
  ranges: RangesDraft;
  initiative: ModifierDraft[];
  melee: ModifierDraft[];
  ranged: ModifierDraft[];
  defence: ModifierDraft[];
  'locations.high': RangeDraft[];
  'locations.low': RangeDraft[];
  'locations.headAndArm': RangeDraft[];
  'locations.headAndArms': RangeDraft[];
  'fumbles.melee': RangeDraft[];
  'fumbles.ranged': RangeDraft[];
  'fumbles.defence': RangeDraft[];
  aimed: AimedDraft[];
  strength: StrengthDraft[];
  wounds: WoundDraft[];
}

/** The field a problem is about (null: the whole table or row). */
export type Field =
  | 'perfectOn'
  | 'fumbleOn'
  | 'attackTarget'
  | 'pointBlankMetres'
  | 'longTimes'
  | 'extremeTimes'
  | 'label'
  | 'modifier'
  | 'from'
  | 'to'
  | 'result'
  | 'area'
  | 'min'
  | 'max'
  | 'bonus'
  | 'light'
  | 'serious'
  | 'critical';

/** What is wrong (the dialog has a message for each code). */
export type ProblemCode =
  | ReaderCode
  | 'fromAfterTo'
  | 'overlap'
  | 'gap'
  | 'minAfterMax'
  | 'strengthOverlap'
  | 'bonus'
  | 'thresholdOrder'
  | 'perfectFumble'
  | 'invalid';

/** A problem of the draft; a row's uid, or null for the general settings and the whole table (a gap). */
export type Problem = RulesProblem<TableKey, Field, ProblemCode>;

export { newUid };

/** The first `row-<n>` id no row of the table has (ids must fit the model's key pattern). */
export function newRowId(rows: readonly { id: string }[]): string {
  return freshRowId(rows, 'row');
}

const modDraft = (r: OmnModifierRow | OmnDefenceRow): ModifierDraft => ({
  uid: newUid(),
  id: r.id,
  label: r.label,
  modifier: String(r.modifier),
  ...('applies' in r ? { applies: r.applies } : {}),
});
const rangeDraft = (r: OmnRangeRow): RangeDraft => ({
  uid: newUid(),
  from: String(r.from),
  to: String(r.to),
  result: r.result,
});

function draftOf(s: OmnimodusSettings, key: TableKey): OmnDraft[TableKey] {
  switch (key) {
    case 'general':
      return {
        ...numberTexts(s, ['perfectOn', 'fumbleOn', 'attackTarget']),
        breakWhen: s.breakWhen,
        optional: { ...s.optional },
      };
    case 'ranges':
      return numberTexts(rangeBands(s), ['pointBlankMetres', 'longTimes', 'extremeTimes']);
    case 'initiative':
    case 'melee':
    case 'ranged':
    case 'defence':
      return s[key].map(modDraft);
    case 'aimed':
      return s.aimed.map((r) => ({ uid: newUid(), area: r.area, modifier: String(r.modifier) }));
    case 'strength':
      return s.strength.map((r) => ({
        uid: newUid(),
        min: String(r.min),
        max: String(r.max),
        bonus: r.bonus,
      }));
    case 'wounds':
      return s.wounds.map((r) => ({
        uid: newUid(),
        area: r.area,
        light: String(r.light),
        serious: String(r.serious),
        critical: String(r.critical),
      }));
    default:
      return rangeRows(s, key).map(rangeDraft);
  }
}

function rangeRows(s: OmnimodusSettings, key: RangeTable): readonly OmnRangeRow[] {
  const [group, column] = key.split('.') as ['locations' | 'fumbles', string];
  return group === 'locations'
    ? s.locations[column as keyof OmnimodusSettings['locations']]
    : s.fumbles[column as keyof OmnimodusSettings['fumbles']];
}

/** Collects a table's problems while it is read. */
type Reader = ProblemReader<TableKey, Field, ProblemCode>;

/** What each table reads as (the settings' own shapes). */
export interface TableValues {
  general: Pick<OmnimodusSettings, 'perfectOn' | 'fumbleOn' | 'breakWhen' | 'optional' | 'attackTarget'>;
  ranges: OmnRangeBands;
  initiative: OmnModifierRow[];
  melee: OmnModifierRow[];
  ranged: OmnModifierRow[];
  defence: OmnDefenceRow[];
  'locations.high': OmnRangeRow[];
  'locations.low': OmnRangeRow[];
  'locations.headAndArm': OmnRangeRow[];
  'locations.headAndArms': OmnRangeRow[];
  'fumbles.melee': OmnRangeRow[];
  'fumbles.ranged': OmnRangeRow[];
  'fumbles.defence': OmnRangeRow[];
  aimed: OmnimodusSettings['aimed'];
  strength: OmnStrengthRow[];
  wounds: OmnWoundRow[];
}

function readInto(r: Reader, draft: OmnDraft, key: TableKey): TableValues[TableKey] {
  switch (key) {
    case 'general': {
      const g = draft.general;
      const n = r.wholes(g, { perfectOn: [2, 12], fumbleOn: [2, 12], attackTarget: [2, 30] });
      // OMN-ROLL-2: a natural total cannot be both perfect and a fumble.
      if (n.perfectOn !== null && n.fumbleOn !== null && n.fumbleOn >= n.perfectOn)
        r.problem(null, 'fumbleOn', 'perfectFumble');
      return {
        perfectOn: n.perfectOn ?? 0,
        fumbleOn: n.fumbleOn ?? 0,
        breakWhen: g.breakWhen,
        optional: { ...g.optional },
        attackTarget: n.attackTarget ?? 0,
      };
    }
    case 'ranges': {
      const n = r.wholes(draft.ranges, {
        pointBlankMetres: [0, 100],
        longTimes: [1, 20],
        extremeTimes: [2, 50],
      });
      // OMN-ATK-1: the extreme band lies beyond the long one.
      if (n.longTimes !== null && n.extremeTimes !== null && n.extremeTimes <= n.longTimes)
        r.problem(null, 'extremeTimes', 'thresholdOrder');
      return {
        pointBlankMetres: n.pointBlankMetres ?? 0,
        longTimes: n.longTimes ?? 1,
        extremeTimes: n.extremeTimes ?? 2,
      };
    }
    case 'initiative':
    case 'melee':
    case 'ranged':
    case 'defence': {
      const rows = draft[key];
      r.unique(rows, 'label', (x) => x.label);
      return rows.map((x) => {
        const label = r.label(x.uid, 'label', x.label) ?? '';
        const modifier = r.whole(x.uid, 'modifier', x.modifier, -20, 20) ?? 0;
        const row = { id: x.id, label, modifier };
        return key === 'defence' ? { ...row, applies: x.applies ?? 'both' } : row;
      });
    }
    case 'aimed': {
      r.unique(draft.aimed, 'area', (x) => x.area);
      return draft.aimed.map((x) => ({
        area: r.label(x.uid, 'area', x.area) ?? '',
        modifier: r.whole(x.uid, 'modifier', x.modifier, -20, 0) ?? 0,
      }));
    }
    case 'strength': {
      const rows = draft.strength.map((x) => {
        const min = r.whole(x.uid, 'min', x.min, -20, 100);
        const max = r.whole(x.uid, 'max', x.max, -20, 100);
        if (min !== null && max !== null && min > max) r.problem(x.uid, 'max', 'minAfterMax');
        const bonus = x.bonus.trim().replace('−', '-').toUpperCase();
        if (!STRENGTH_BONUS.test(bonus) || bonus === '' || bonus === '+' || bonus === '-')
          r.problem(x.uid, 'bonus', 'bonus');
        return { uid: x.uid, min, max, bonus };
      });
      // Two rows for one Styrka would make the bonus depend on row order.
      for (let i = 0; i < rows.length; i++) {
        const a = rows[i];
        if (!a || a.min === null || a.max === null || a.min > a.max) continue;
        for (let j = 0; j < i; j++) {
          const b = rows[j];
          if (!b || b.min === null || b.max === null || b.min > b.max) continue;
          if (a.min <= b.max && b.min <= a.max) {
            r.problem(a.uid, 'min', 'strengthOverlap', { value: Math.max(a.min, b.min) });
            break;
          }
        }
      }
      return rows.map((x) => ({ min: x.min ?? 0, max: x.max ?? 0, bonus: x.bonus }));
    }
    case 'wounds': {
      r.unique(draft.wounds, 'area', (x) => x.area);
      return draft.wounds.map((x) => {
        const area = r.label(x.uid, 'area', x.area) ?? '';
        const light = r.whole(x.uid, 'light', x.light, 1, 1000);
        const serious = r.whole(x.uid, 'serious', x.serious, 1, 1000);
        const critical = r.whole(x.uid, 'critical', x.critical, 1, 1000);
        // OMN-DMG-1: each wound level needs more damage than the one before.
        if (light !== null && serious !== null && serious <= light)
          r.problem(x.uid, 'serious', 'thresholdOrder');
        else if (serious !== null && critical !== null && critical <= serious)
          r.problem(x.uid, 'critical', 'thresholdOrder');
        return { area, light: light ?? 0, serious: serious ?? 0, critical: critical ?? 0 };
      });
    }
    default:
      return readRange(r, draft[key]);
  }
}

/** The model's strength bonus pattern (model/omnimodusTables.ts OmnStrengthRow). */
const STRENGTH_BONUS = /^[+-]?(\d*T\d+)?([+-]\d+)?$|^[+-]?\d+$/;

/** A 2T6 table: every total 2–12 in exactly one row (the engine finds the first row holding it). */
function readRange(r: Reader, rows: readonly RangeDraft[]): OmnRangeRow[] {
  const owner = new Map<number, string>();
  const overlaps: number[] = [];
  const out = rows.map((x) => {
    const from = r.whole(x.uid, 'from', x.from, 2, 12);
    const to = r.whole(x.uid, 'to', x.to, 2, 12);
    if (from !== null && to !== null) {
      if (from > to) r.problem(x.uid, 'to', 'fromAfterTo');
      else
        for (let total = from; total <= to; total++) {
          if (owner.has(total)) overlaps.push(total);
          else owner.set(total, x.uid);
        }
    }
    return { from: from ?? 2, to: to ?? 2, result: r.label(x.uid, 'result', x.result) ?? '' };
  });
  if (overlaps.length > 0) r.problem(null, null, 'overlap', { totals: [...new Set(overlaps)].join(', ') });
  // Gaps only once every row reads: a half-typed row would report gaps that are not there.
  if (r.problems.length === 0) {
    const gaps = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((t) => !owner.has(t));
    if (gaps.length > 0) r.problem(null, null, 'gap', { totals: gaps.join(', ') });
  }
  return out;
}

function valueOf(s: OmnimodusSettings, key: TableKey): TableValues[TableKey] {
  switch (key) {
    case 'general':
      return {
        perfectOn: s.perfectOn,
        fumbleOn: s.fumbleOn,
        breakWhen: s.breakWhen,
        optional: s.optional,
        attackTarget: s.attackTarget,
      };
    case 'ranges':
      return rangeBands(s);
    case 'initiative':
    case 'melee':
    case 'ranged':
    case 'defence':
    case 'aimed':
    case 'strength':
    case 'wounds':
      return s[key];
    default:
      return [...rangeRows(s, key)];
  }
}

function settingsOf(t: TableValues): OmnimodusSettings {
  return {
    ...t.general,
    initiative: t.initiative,
    melee: t.melee,
    ranged: t.ranged,
    defence: t.defence,
    locations: {
      high: t['locations.high'],
      low: t['locations.low'],
      headAndArm: t['locations.headAndArm'],
      headAndArms: t['locations.headAndArms'],
    },
    aimed: t.aimed,
    fumbles: { melee: t['fumbles.melee'], ranged: t['fumbles.ranged'], defence: t['fumbles.defence'] },
    strength: t.strength,
    wounds: t.wounds,
    ranges: t.ranges,
  };
}

/** The Omnimodus rules-table model (rulesTable.ts): drafts, reading them back, which tables are the default. */
export const OMN_TABLES = rulesTableModel({
  keys: TABLE_KEYS,
  defaults: DEFAULT_OMNIMODUS_SETTINGS,
  general: GENERAL,
  draftOf,
  readInto,
  valueOf,
  settingsOf,
  schema: OmnimodusSettingsSchema,
});

/** The model's functions by name (see RulesTableModel in rulesTable.ts). */
export const { tableDraft, toDraft, readTable, tableValue, isDefaultTable, readDraft } = OMN_TABLES;
