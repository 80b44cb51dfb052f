/**
 * The Expanse rules editor's model: the campaign's stunt list, reduction dice, jams, light melee and
 * difficulties as a draft of typed text and back, the checks that keep a bad entry on screen with a
 * reason, and which tables still equal the shipped defaults.
 */
import { describe, expect, it } from 'vitest';
import {
  blankStunt,
  costText,
  EFFECT_PARAMS,
  EFFECTS,
  isDefaultTable,
  newStuntId,
  parseWhole,
  readDraft,
  readTable,
  STUNT_DESCRIPTION_STORED,
  TABLE_KEYS,
  tableDraft,
  toDraft,
  type ExpDraft,
  type TableKey,
} from '../../../../../src/renderer/gm/systems/expanse/expTables';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { ExpanseSettings, ExpStunt, ExpStuntEffect } from '@shared/model/expanseSettings';

const codes = (key: TableKey, d: ExpDraft) =>
  readTable(d, key).problems.map((p) => [p.field, p.code, p.params ?? null]);

function stunt(d: ExpDraft, id: string) {
  const s = d.stunts.find((x) => x.id === id);
  if (!s) throw new Error(`no stunt ${id}`);
  return s;
}

describe('Expanse rules editor model', () => {
  it('the defaults read back unchanged, and every table of them counts as the default', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    expect(readDraft(d)).toEqual({ ok: true, value: DEFAULT_EXPANSE_SETTINGS });
    for (const key of TABLE_KEYS) expect(isDefaultTable(d, key), key).toBe(true);
  });

  it('an edited table is no longer the default; resetting it brings the label back, the others untouched', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    stunt(d, 'knockProne').min = '3';
    stunt(d, 'knockProne').max = '3';
    d.general.jam = false;
    expect(isDefaultTable(d, 'stunts')).toBe(false);
    expect(isDefaultTable(d, 'general')).toBe(false);
    expect(isDefaultTable(d, 'difficulties')).toBe(true);
    d.stunts = tableDraft(DEFAULT_EXPANSE_SETTINGS, 'stunts');
    expect(isDefaultTable(d, 'stunts')).toBe(true);
    const read = readDraft(d);
    expect(read.ok && read.value.jam).toBe(false);
    expect(read.ok && ExpanseSettings.safeParse(read.value).success).toBe(true);
  });

  it('the general settings: reduction dice 0–6 as whole numbers, jam and the light-melee house rule', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    d.general.injuredDice = 'one';
    d.general.woundedDice = '7';
    expect(codes('general', d)).toEqual([
      ['injuredDice', 'wholeNumber', null],
      ['woundedDice', 'range', { min: 0, max: 6 }],
    ]);
    // Nothing typed is lost: the bad text stays in the draft.
    expect(d.general.injuredDice).toBe('one');
    d.general.injuredDice = ' 0 ';
    d.general.woundedDice = '3';
    d.general.lightMelee = 'strength';
    const read = readDraft(d);
    expect(read.ok && read.value).toMatchObject({ injuredDice: 0, woundedDice: 3, lightMelee: 'strength' });
  });

  it('whole numbers accept a sign, including the typographic minus; anything else is not a number', () => {
    expect(parseWhole(' -2 ')).toBe(-2);
    expect(parseWhole('−4')).toBe(-4);
    expect(parseWhole('+1')).toBe(1);
    for (const bad of ['', '1.5', 'two', '--1', '1e3']) expect(parseWhole(bad), bad).toBeNull();
  });

  it('stunts: a name is required and unique; the cost a whole number 1–20, the most not below the least', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    stunt(d, 'momentum').name = '  ';
    stunt(d, 'duckAndWeave').name = 'knock prone';
    stunt(d, 'takeCover').min = '0';
    stunt(d, 'injure').min = '3';
    stunt(d, 'lightningAttack').max = 'x';
    expect(codes('stunts', d)).toEqual([
      ['name', 'duplicate', null],
      ['name', 'required', null],
      ['min', 'range', { min: 1, max: 20 }],
      ['max', 'minAfterMax', null],
      ['max', 'wholeNumber', null],
    ]);
    expect(readDraft(d).ok).toBe(false);
    expect(stunt(d, 'lightningAttack').max).toBe('x');
  });

  it('an empty most is no upper limit ("1+"), read as null; the cost shows as the book writes it', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    expect(stunt(d, 'skirmish').max).toBe('');
    expect(costText(stunt(d, 'skirmish'))).toBe('1+');
    expect(costText(stunt(d, 'adrenalineRush'))).toBe('1–3');
    expect(costText(stunt(d, 'knockProne'))).toBe('2');
    expect(costText({ min: 'x', max: '' })).toBeNull();
    stunt(d, 'knockProne').max = '';
    const read = readDraft(d);
    expect(read.ok && read.value.stunts.find((s) => s.id === 'knockProne')?.max).toBeNull();
  });

  it('every engine effect is offered, each with the parameters the engine reads and their ranges', () => {
    expect([...EFFECTS]).toEqual(ExpStuntEffect.options);
    for (const s of DEFAULT_EXPANSE_SETTINGS.stunts)
      expect(Object.keys(s.params).sort(), s.id).toEqual(EFFECT_PARAMS[s.effect].map((p) => p.key).sort());
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    stunt(d, 'momentum').params.perSp = '-1';
    stunt(d, 'groupTactics').params.stepSp = '0';
    stunt(d, 'guardianAngel').params.metres = 'far';
    expect(codes('stunts', d)).toEqual([
      ['param:perSp', 'range', { min: 0, max: 20 }],
      ['param:metres', 'wholeNumber', null],
      ['param:stepSp', 'range', { min: 1, max: 20 }],
    ]);
  });

  it('switching the effect keeps the typed parameters; only the current effect’s are saved', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    const s = stunt(d, 'guardianAngel');
    s.effect = 'note';
    let read = readDraft(d);
    expect(read.ok && read.value.stunts.find((x) => x.id === 'guardianAngel')?.params).toEqual({});
    s.effect = 'guardianAngel';
    read = readDraft(d);
    expect(read.ok && read.value.stunts.find((x) => x.id === 'guardianAngel')?.params).toEqual({
      perSp: 1,
      metres: 5,
    });
    // A parameter both effects read keeps its typed value; an empty one is the engine's fallback.
    s.effect = 'skirmish';
    stunt(d, 'skirmish').params = {};
    read = readDraft(d);
    expect(read.ok && read.value.stunts.find((x) => x.id === 'skirmish')?.params).toEqual({ perSp: 2 });
    expect(read.ok && read.value.stunts.find((x) => x.id === 'guardianAngel')?.params).toEqual({
      perSp: 1,
    });
  });

  it('parameters no effect knows are kept as they were', () => {
    const settings = structuredClone(DEFAULT_EXPANSE_SETTINGS);
    settings.stunts = settings.stunts.map((s) =>
      s.id === 'whateversHandy' ? { ...s, params: { bonus: 2 } } : s,
    );
    const read = readDraft(toDraft(settings));
    expect(read.ok && read.value.stunts.find((x) => x.id === 'whateversHandy')?.params).toEqual({
      bonus: 2,
    });
  });

  it('a new stunt is the GM’s own at 1 SP with a fresh id; it needs a name before it saves', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    const fresh = blankStunt(d.stunts);
    expect(fresh).toMatchObject({ id: 'stunt-13', effect: 'note', min: '1', max: '1', name: '' });
    d.stunts.push(fresh);
    expect(codes('stunts', d)).toEqual([['name', 'required', null]]);
    fresh.name = 'Disarm';
    fresh.min = '3';
    fresh.max = '3';
    const read = readDraft(d);
    expect(read.ok && read.value.stunts.at(-1)).toEqual({
      id: 'stunt-13',
      name: 'Disarm',
      min: 3,
      max: 3,
      effect: 'note',
      params: {},
    });
    expect(read.ok && ExpStunt.safeParse(read.value.stunts.at(-1)).success).toBe(true);
    expect(newStuntId([{ id: 'stunt-2' }, { id: 'stunt-3' }])).toBe('stunt-4');
    expect(newStuntId([{ id: 'stunt-1' }])).toBe('stunt-2');
  });

  it('a renamed stunt keeps its id (the GM screen and the log find it by id)', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    stunt(d, 'knockProne').name = 'Sweep the Legs';
    const read = readDraft(d);
    expect(read.ok && read.value.stunts.find((s) => s.id === 'knockProne')?.name).toBe('Sweep the Legs');
  });

  it('the description is kept only when the model stores one; otherwise nothing typed is sent', () => {
    expect(STUNT_DESCRIPTION_STORED).toBe('description' in ExpStunt.shape);
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    stunt(d, 'whateversHandy').description = 'Use the environment.';
    const read = readDraft(d);
    const saved = read.ok ? read.value.stunts.find((s) => s.id === 'whateversHandy') : null;
    if (STUNT_DESCRIPTION_STORED) expect(saved).toMatchObject({ description: 'Use the environment.' });
    else expect(saved && 'description' in saved).toBe(false);
  });

  it('the lists keep at least one row and no more than the model holds', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    d.stunts = [];
    d.difficulties = [];
    expect(codes('stunts', d)).toEqual([[null, 'tooFew', { min: 1 }]]);
    expect(codes('difficulties', d)).toEqual([[null, 'tooFew', { min: 1 }]]);
    const many = toDraft(DEFAULT_EXPANSE_SETTINGS);
    for (let i = 0; i < 9; i++) many.difficulties.push({ uid: `d${i}`, name: `Extra ${i}`, tn: '20' });
    for (let i = 0; i < 4; i++) many.difficulties.push({ uid: `e${i}`, name: `More ${i}`, tn: '20' });
    expect(codes('difficulties', many)).toEqual([[null, 'tooMany', { max: 20 }]]);
  });

  it('difficulties: a unique name and a target number 1–40', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    d.difficulties[1]!.name = 'routine';
    d.difficulties[2]!.tn = '41';
    d.difficulties[3]!.tn = '';
    d.difficulties[4]!.name = 'x'.repeat(81);
    expect(codes('difficulties', d)).toEqual([
      ['name', 'duplicate', null],
      ['tn', 'range', { min: 1, max: 40 }],
      ['tn', 'wholeNumber', null],
      ['name', 'tooLong', { max: 80 }],
    ]);
    d.difficulties[1]!.name = 'Simple';
    d.difficulties[2]!.tn = '12';
    d.difficulties[3]!.tn = '14';
    d.difficulties[4]!.name = 'Brutal';
    const read = readDraft(d);
    expect(read.ok && read.value.difficulties.slice(0, 5)).toEqual([
      { name: 'Routine', tn: 7 },
      { name: 'Simple', tn: 9 },
      { name: 'Average', tn: 12 },
      { name: 'Challenging', tn: 14 },
      { name: 'Brutal', tn: 15 },
    ]);
  });

  it('problems name their row, so the dialog marks the field', () => {
    const d = toDraft(DEFAULT_EXPANSE_SETTINGS);
    const row = stunt(d, 'injure');
    row.min = 'two';
    const read = readDraft(d);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      { table: 'stunts', uid: row.uid, field: 'min', code: 'wholeNumber' },
    ]);
  });
});
