/**
 * The sheet description and its check, per system (src/shared/rules/core/sheet.ts): ranges from the
 * rules, PC ranges, resources capped by their maximum, derived values, features in the forms the rules
 * read, and problems as field + range, never schema text.
 */
import { describe, expect, it } from 'vitest';
import { testCombatant } from '../../../helpers/combatant';
import { copyNames, sheetEntries, validateSheet, type SheetDraft } from '@shared/rules/core/sheet';
import type { CharacterTemplate } from '@shared/rules/core/system';
import type { Combatant } from '@shared/model/campaign';
import { ruleSystem } from '@shared/rules/registry';

const text = (r: Record<string, number>): Record<string, string> =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]));

function draft(
  template: CharacterTemplate,
  kind: Combatant['kind'],
  over: Partial<SheetDraft> = {},
): SheetDraft {
  const blank = template.blank();
  return {
    name: 'Test',
    kind,
    attributes: text(blank.attributes),
    resources: text(blank.resources),
    ...over,
  };
}

function combatant(template: CharacterTemplate, attributes: Record<string, number>): Combatant {
  const blank = template.blank();
  return testCombatant('c-x', 'X', 'pc', {
    attributes: { ...blank.attributes, ...attributes },
    resources: blank.resources,
  });
}

describe.each(['irt', 'd20', 'omnimodus', 'expanse'] as const)('%s sheet', (system) => {
  const template = ruleSystem(system).template;
  it('accepts its own blank sheet for a PC and an NPC', () => {
    expect(validateSheet(template, draft(template, 'pc')).problems).toEqual([]);
    expect(validateSheet(template, draft(template, 'npc')).problems).toEqual([]);
  });
  it('gives every field a finite range and a heading', () => {
    for (const e of sheetEntries(template, 'npc')) {
      expect(Number.isFinite(e.min) && Number.isFinite(e.max) && e.min <= e.max).toBe(true);
      expect(e.group).toBeTruthy();
    }
  });
  it('refuses an empty name, text in a number field and a missing required value', () => {
    const first = template.attributes.find((f) => !f.optional);
    if (!first) throw new Error('no required attribute');
    const d = draft(template, 'npc', { name: ' ' });
    const r = validateSheet(template, { ...d, attributes: { ...d.attributes, [first.key]: 'tre' } });
    expect(r.problems).toContainEqual({ section: 'name', field: 'name', code: 'required' });
    expect(r.problems).toContainEqual({ section: 'attributes', field: first.key, code: 'notInteger' });
    const r2 = validateSheet(template, { ...d, name: 'A', attributes: { ...d.attributes, [first.key]: '' } });
    expect(r2.problems).toEqual([{ section: 'attributes', field: first.key, code: 'required' }]);
  });
});

describe('I Rikets Tjänst', () => {
  const template = ruleSystem('irt').template;
  it('IRT-CHAR-1: refuses Fysik −4 (typographic minus) with the allowed range and the rule', () => {
    const d = draft(template, 'npc');
    const r = validateSheet(template, { ...d, attributes: { ...d.attributes, Fysik: '−4' } });
    expect(r.problems).toEqual([
      { section: 'attributes', field: 'Fysik', code: 'range', min: 0, max: 10, rule: 'IRT-CHAR-1' },
    ]);
  });
  it('IRT-CHAR-1: PCs rate the Egenskaper 1–5, NPCs may go beyond', () => {
    const d = draft(template, 'pc');
    const six = { ...d.attributes, Strid: '6' };
    expect(validateSheet(template, { ...d, attributes: six }).problems).toEqual([
      { section: 'attributes', field: 'Strid', code: 'range', min: 1, max: 5, rule: 'IRT-CHAR-1' },
    ]);
    expect(validateSheet(template, { ...d, kind: 'npc', attributes: six }).problems).toEqual([]);
  });
  it('IRT-CHAR-2: Tålighet is Fysik plus Vilja, Stabilitet 3 when left empty', () => {
    const d = draft(template, 'pc');
    const r = validateSheet(template, {
      ...d,
      attributes: { ...d.attributes, Fysik: '4', Vilja: '3', Stabilitet: '' },
    });
    expect(r.problems).toEqual([]);
    expect(r.attributes.Stabilitet).toBeUndefined();
    expect(template.derived(combatant(template, r.attributes))).toMatchObject({ Tålighet: 7, Stabilitet: 3 });
  });
  it('IRT-CHAR-4: a size class must be one the rules know', () => {
    const d = draft(template, 'npc', { features: ['Storlek: Stor', 'Storlek: Jätte', 'Pistolskytt'] });
    const r = validateSheet(template, d);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ field: 'features', code: 'feature', value: 'Storlek: Jätte' });
  });
});

describe('Swedish d20', () => {
  const template = ruleSystem('d20').template;
  it('D20-ATK-5: current VP may not exceed the sheet’s VP; KP may go below 0', () => {
    const d = draft(template, 'pc');
    const r = validateSheet(template, { ...d, resources: { vp: '11', kp: '-3' } });
    expect(r.problems).toEqual([
      { section: 'resources', field: 'vp', code: 'range', min: 0, max: 10, rule: 'D20-ATK-5' },
    ]);
  });
  it('D20-INIT-1: the initiative bonus and movement are derived from SMI', () => {
    expect(template.derived(combatant(template, { SMI: 3 }))).toMatchObject({
      Initiativbonus: 3,
      Förflyttning: 3,
    });
  });
  it('D20-ATK-2: Försvar (SV) stays within 5–30', () => {
    const d = draft(template, 'npc');
    expect(
      validateSheet(template, { ...d, attributes: { ...d.attributes, Försvar: '40' } }).problems,
    ).toEqual([
      { section: 'attributes', field: 'Försvar', code: 'range', min: 5, max: 30, rule: 'D20-ATK-2' },
    ]);
  });
});

describe('Omnimodus', () => {
  const template = ruleSystem('omnimodus').template;
  it('OMN-ROLL-1: a skill is about −3 to 12', () => {
    const d = draft(template, 'pc');
    expect(
      validateSheet(template, { ...d, attributes: { ...d.attributes, Närstrid: '13' } }).problems,
    ).toEqual([
      { section: 'attributes', field: 'Närstrid', code: 'range', min: -3, max: 12, rule: 'OMN-ROLL-1' },
    ]);
  });
  it('OMN-INIT-1: the initiative skill is the better of Närstrid and Manövrar', () => {
    expect(template.derived(combatant(template, { Närstrid: 2, Manövrar: 5 }))).toMatchObject({
      Initiativfärdighet: 5,
    });
  });
  it('OMN-DMG-1: armour per area may be left empty (Rustning applies), damage per area is never negative', () => {
    const d = draft(template, 'npc');
    const r = validateSheet(template, {
      ...d,
      attributes: { ...d.attributes, 'Rustning Huvud': '3' },
      resources: { ...d.resources, Huvud: '-1' },
    });
    expect(r.attributes['Rustning Huvud']).toBe(3);
    expect(r.attributes['Rustning Buk']).toBeUndefined();
    expect(r.problems).toEqual([
      { section: 'resources', field: 'Huvud', code: 'range', min: 0, max: 100, rule: 'OMN-DMG-1' },
    ]);
  });
});

describe('The Expanse', () => {
  const template = ruleSystem('expanse').template;
  it('EXP-DER-1: Defense, Speed and Toughness from the sheet', () => {
    const c = combatant(template, { Dexterity: 2, Constitution: 3, 'Armour penalty': 1, 'Defense bonus': 1 });
    expect(template.derived(c)).toEqual({ Defense: 13, Speed: 11, Toughness: 3 });
  });
  it('EXP-APP-1: Fortune may not exceed Max Fortune', () => {
    const d = draft(template, 'npc');
    const r = validateSheet(template, {
      ...d,
      attributes: { ...d.attributes, 'Max Fortune': '10' },
      resources: { Fortune: '12' },
    });
    expect(r.problems).toEqual([
      { section: 'resources', field: 'Fortune', code: 'range', min: 0, max: 10, rule: 'EXP-APP-1' },
    ]);
  });
  it('EXP-TEST-1: a focus names one of the nine abilities', () => {
    const d = draft(template, 'pc', {
      features: ['Dexterity (Initiative)', 'Agility (Running)', 'Striking Style'],
    });
    const r = validateSheet(template, d);
    expect(r.problems.map((p) => (p.code === 'feature' ? p.value : p.code))).toEqual(['Agility (Running)']);
  });
});

describe('copyNames', () => {
  it('numbers copies after the highest number of the same base', () => {
    expect(copyNames('Vakt', ['Vakt', 'Anton'], 3)).toEqual(['Vakt 2', 'Vakt 3', 'Vakt 4']);
    expect(copyNames('Vakt 2', ['Vakt', 'Vakt 2', 'Vakt 5'], 1)).toEqual(['Vakt 6']);
  });
});
