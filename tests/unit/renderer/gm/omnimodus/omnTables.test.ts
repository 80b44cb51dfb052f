/**
 * The Omnimodus rules editor's model: the campaign's tables as a draft of typed text and back, the checks
 * that keep a bad entry on screen with a reason, and which tables still equal the placeholder defaults.
 */
import { describe, expect, it } from 'vitest';
import {
  isDefaultTable,
  newRowId,
  parseWhole,
  readDraft,
  readTable,
  TABLE_KEYS,
  tableDraft,
  toDraft,
} from '../../../../../src/renderer/gm/systems/omnimodus/omnTables';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { OmnimodusSettings } from '@shared/model/omnimodusTables';

const codes = (key: Parameters<typeof readTable>[1], d: ReturnType<typeof toDraft>) =>
  readTable(d, key).problems.map((p) => [p.field, p.code, p.params ?? null]);

describe('Omnimodus rules editor model', () => {
  it('the defaults read back unchanged, and every table of them counts as the default', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    const read = readDraft(d);
    expect(read).toEqual({ ok: true, value: DEFAULT_OMNIMODUS_SETTINGS });
    for (const key of TABLE_KEYS) expect(isDefaultTable(d, key), key).toBe(true);
  });

  it('an edited table is no longer the default; resetting it brings the label back, the others untouched', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.melee[0]!.modifier = '-3';
    d.general.optional.quickAndPowerful = true;
    expect(isDefaultTable(d, 'melee')).toBe(false);
    expect(isDefaultTable(d, 'general')).toBe(false);
    expect(isDefaultTable(d, 'ranged')).toBe(true);
    d.melee = tableDraft(DEFAULT_OMNIMODUS_SETTINGS, 'melee');
    expect(isDefaultTable(d, 'melee')).toBe(true);
    const read = readDraft(d);
    expect(read.ok && read.value.optional.quickAndPowerful).toBe(true);
    expect(read.ok && OmnimodusSettings.safeParse(read.value).success).toBe(true);
  });

  it('whole numbers accept a sign, including the typographic minus; anything else is not a number', () => {
    expect(parseWhole(' -2 ')).toBe(-2);
    expect(parseWhole('−4')).toBe(-4);
    expect(parseWhole('+1')).toBe(1);
    expect(parseWhole('7')).toBe(7);
    for (const bad of ['', '1.5', 'två', '--1', '1e3']) expect(parseWhole(bad), bad).toBeNull();
  });

  it('modifier rows: a label is required and unique, the modifier a whole number in −20..20; the text stays as typed', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.initiative[0]!.modifier = 'minus två';
    d.initiative[1]!.label = '  ';
    d.initiative[2]!.modifier = '25';
    d.initiative[3]!.label = 'skadad';
    expect(codes('initiative', d)).toEqual([
      ['label', 'duplicate', null],
      ['modifier', 'wholeNumber', null],
      ['label', 'required', null],
      ['modifier', 'range', { min: -20, max: 20 }],
    ]);
    expect(readTable(d, 'initiative').value).toBeNull();
    expect(d.initiative[0]!.modifier).toBe('minus två');
    expect(readDraft(d).ok).toBe(false);
  });

  it('new modifier rows get an id no row of the table has', () => {
    expect(newRowId([{ id: 'row-2' }, { id: 'x' }])).toBe('row-3');
    expect(newRowId([{ id: 'row-1' }])).toBe('row-2');
    expect(newRowId([])).toBe('row-1');
  });

  it('defence rows keep whether they count for dodging (U), blocking (P) or both', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.defence[0]!.applies = 'P';
    const read = readDraft(d);
    expect(read.ok && read.value.defence[0]).toEqual({
      ...DEFAULT_OMNIMODUS_SETTINGS.defence[0],
      applies: 'P',
    });
  });

  it('2T6 tables: every total 2–12 in exactly one row, from ≤ to, a result on every row', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d['locations.high'][0]!.to = '3'; // 2–3 now overlaps 3–4
    expect(codes('locations.high', d)).toEqual([[null, 'overlap', { totals: '3' }]]);
    d['locations.high'][0]!.to = '2';
    d['locations.high'].splice(1, 1); // 3–4 gone
    expect(codes('locations.high', d)).toEqual([[null, 'gap', { totals: '3, 4' }]]);
    const f = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    f['fumbles.melee'][0]!.from = '4';
    f['fumbles.melee'][1]!.result = '';
    f['fumbles.melee'][2]!.to = '13';
    expect(codes('fumbles.melee', f)).toEqual([
      ['to', 'fromAfterTo', null],
      ['result', 'required', null],
      ['to', 'range', { min: 2, max: 12 }],
    ]);
  });

  it('aimed areas: one row per area, penalties 0 or less', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.aimed[1]!.area = 'Huvud';
    d.aimed[2]!.modifier = '2';
    expect(codes('aimed', d)).toEqual([
      ['area', 'duplicate', null],
      ['modifier', 'range', { min: -20, max: 0 }],
    ]);
  });

  it('strength rows: min ≤ max, no Styrka in two rows, a bonus like +1T6, +2 or -1 (lower-case t and − accepted)', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.strength[5]!.bonus = '+1t6';
    d.strength[4]!.bonus = '−1';
    const ok = readDraft(d);
    expect(ok.ok && ok.value.strength.slice(4).map((r) => r.bonus)).toEqual(['-1', '+1T6']);
    d.strength[1]!.max = '3'; // 1–3 overlaps 3–4
    d.strength[3]!.min = '7'; // 7–6
    d.strength[0]!.bonus = 'mycket';
    expect(codes('strength', d)).toEqual([
      ['bonus', 'bonus', null],
      ['max', 'minAfterMax', null],
      ['min', 'strengthOverlap', { value: 3 }],
    ]);
  });

  it('wound thresholds rise from light to serious to critical, one row per area', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.wounds[0]!.serious = '3';
    d.wounds[1]!.critical = '6';
    d.wounds[3]!.area = 'Huvud';
    expect(codes('wounds', d)).toEqual([
      ['area', 'duplicate', null],
      ['serious', 'thresholdOrder', null],
      ['critical', 'thresholdOrder', null],
    ]);
  });

  it('general: perfect and fumble totals 2–12, a fumble below a perfect roll, the hit target 2–30', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.general.fumbleOn = '12';
    d.general.attackTarget = '31';
    expect(codes('general', d)).toEqual([
      ['attackTarget', 'range', { min: 2, max: 30 }],
      ['fumbleOn', 'perfectFumble', null],
    ]);
  });

  it('OMN-ATK-1 range bands: whole metres and multiples of Räckvidd, extreme beyond long; a campaign without them reads the defaults', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    d.ranges.pointBlankMetres = '3';
    d.ranges.longTimes = '3';
    d.ranges.extremeTimes = '6';
    const read = readDraft(d);
    expect(read.ok && read.value.ranges).toEqual({ pointBlankMetres: 3, longTimes: 3, extremeTimes: 6 });
    expect(isDefaultTable(d, 'ranges')).toBe(false);
    d.ranges.extremeTimes = '3';
    d.ranges.pointBlankMetres = 'nära';
    expect(codes('ranges', d)).toEqual([
      ['pointBlankMetres', 'wholeNumber', null],
      ['extremeTimes', 'thresholdOrder', null],
    ]);
    // A campaign saved before the bands existed edits the defaults.
    const { ranges: _ranges, ...old } = DEFAULT_OMNIMODUS_SETTINGS;
    expect(isDefaultTable(toDraft(old), 'ranges')).toBe(true);
  });

  it('OMN-DEF-5 the default reads damage at least twice Brytvärde as breaking; "greater" is a campaign’s choice', () => {
    const d = toDraft(DEFAULT_OMNIMODUS_SETTINGS);
    expect(d.general.breakWhen).toBe('atLeast');
    d.general.breakWhen = 'greater';
    expect(isDefaultTable(d, 'general')).toBe(false);
    const read = readDraft(d);
    expect(read.ok && read.value.breakWhen).toBe('greater');
  });
});
