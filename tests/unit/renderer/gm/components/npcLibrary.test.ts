/**
 * Save as template (issue 16): the template keeps the combatant's sheet as it is — every attribute,
 * maximum and resource value — in all four systems. Before the fix the blank
 * sheet's resources replaced the combatant's (d20: Ylva VP 9/14, KP 12/12 became "Ylva 1" with
 * VP 10/14, KP 10/12, already Sårad).
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState, Combatant, SystemId } from '@shared/model/campaign';
import { applyCommand } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import { ruleSystem } from '@shared/rules/registry';
import {
  exportLibrary,
  fieldLabel,
  parseLibraryFile,
  zodIssueText,
  partyToAdd,
  pluralKey,
  templateFromCombatant,
} from '../../../../../src/renderer/gm/components/npcLibrary';
import { demoFor } from '../../../../../src/main/session/demo';
import { Combatant as CombatantSchema } from '@shared/model/campaign';
import { libraryFile } from '@shared/rules/libraryFile';
import { en } from '../../../../../src/renderer/lib/i18n/en';
import { ru } from '../../../../../src/renderer/lib/i18n/ru';

/** The real dictionaries, filled like the i18n `t` (the module itself needs the Svelte runtime). */
const dict =
  (d: Readonly<Record<string, string>>) =>
  (key: string, params?: Readonly<Record<string, string | number>>): string =>
    (d[key] ?? `MISSING ${key}`).replace(/\{(\w+)\}/g, (w, n: string) => String(params?.[n] ?? w));

function demo(system: SystemId): CampaignState {
  const s = demoFor(system);
  if (!s) throw new Error(`no ${system} demo`);
  return s;
}

/** Saves `c` as a template and spawns one copy of it; returns the template and the copy. */
function saveAndSpawn(s: CampaignState, c: Combatant): { template: Combatant; copy: Combatant } {
  const template = templateFromCombatant(c, s.system, new Set());
  const dice = seededDice(1);
  let next = applyCommand(s, { type: 'library/save', template }, { dice }).state;
  next = applyCommand(
    next,
    { type: 'library/spawn', templateId: template.id, count: 1, hidden: false },
    { dice },
  ).state;
  const copy = next.combatants.at(-1);
  if (!copy) throw new Error('no copy');
  return { template, copy };
}

describe('save as template keeps the sheet', () => {
  it('d20: Ylva (VP 9/14, KP 12/12) becomes a template with VP 9/14, KP 12/12, not Sårad', () => {
    const s = demo('d20');
    const ylva = s.combatants.find((c) => c.name === 'Ylva');
    if (!ylva) throw new Error('Ylva');
    const hurt: Combatant = { ...ylva, resources: { ...ylva.resources, vp: 9, kp: 12 } };
    const { template, copy } = saveAndSpawn(s, hurt);
    expect(template.attributes).toEqual(ylva.attributes);
    expect(template.resources).toEqual({ vp: 9, kp: 12 });
    expect(copy.name).toBe('Ylva 1');
    expect(copy.resources).toEqual({ vp: 9, kp: 12 });
    const sys = ruleSystem('d20');
    expect(copy.attributes).toMatchObject({ VP: 14, KP: 12 });
    expect(sys.woundWord(copy)).toBe(sys.woundWord(hurt));
    expect(sys.woundWord(copy)).not.toBe('Sårad');
  });

  for (const system of ['irt', 'd20', 'omnimodus', 'expanse'] as const) {
    it(`${system}: every combatant of the demo keeps its sheet, and its copy reads the same`, () => {
      const s = demo(system);
      const sys = ruleSystem(system);
      for (const c of s.combatants) {
        const { template, copy } = saveAndSpawn(s, c);
        expect(template.attributes, c.name).toEqual(c.attributes);
        expect(template.weapons, c.name).toEqual(c.weapons);
        expect(template.features, c.name).toEqual(c.features);
        expect(template.extra, c.name).toBe(c.extra);
        expect(copy.attributes, c.name).toEqual(c.attributes);
        expect(copy.conditions, c.name).toEqual([]);
        // The same values, so the same wound state: never the blank sheet's pools.
        expect(template.resources, c.name).toEqual(c.resources);
        expect(copy.resources, c.name).toEqual(c.resources);
        expect(sys.woundWord(copy), c.name).toBe(sys.woundWord(c));
      }
    });
  }
});

describe('party and library files in the renderer', () => {
  const tr = (key: string, params?: Readonly<Record<string, string | number>>): string =>
    `${key}${params ? ` ${JSON.stringify(params)}` : ''}`;

  it('a party exported from one campaign imports into another of its system with fresh ids', () => {
    const s = demo('d20');
    const pcs = s.combatants.filter((c) => c.kind === 'pc');
    const text = exportLibrary('d20', 'party', pcs);
    const r = parseLibraryFile(text, 'd20', 'party', tr);
    if (!r.ok) throw new Error(r.problems.join('; '));
    const added = partyToAdd(r.file.templates, new Set(s.combatants.map((c) => c.id)));
    expect(added.map((c) => c.name)).toEqual(pcs.map((c) => c.name));
    expect(added.every((c) => !s.combatants.some((x) => x.id === c.id))).toBe(true);
    expect(added.every((c) => c.initiative === null)).toBe(true);
  });

  it('phrases a refusal with both system names, and a party file in the library as the wrong kind', () => {
    const s = demo('irt');
    const text = exportLibrary('irt', 'npcs', s.combatants.slice(0, 1));
    expect(parseLibraryFile(text, 'd20', 'npcs', tr)).toEqual({
      ok: false,
      problems: ['libraryio.system {"found":"I Rikets Tjänst","expected":"Swedish d20"}'],
    });
    const party = exportLibrary('irt', 'party', s.combatants.slice(0, 1));
    expect(parseLibraryFile(party, 'irt', 'npcs', tr)).toEqual({
      ok: false,
      problems: ['libraryio.kind.party'],
    });
    expect(parseLibraryFile('{oops', 'irt', 'npcs', tr)).toMatchObject({ ok: false });
  });

  it('picks the plural form per language (Russian has one, few, many)', () => {
    expect([1, 2, 5, 21].map((n) => pluralKey('libraryio.imported', n, 'ru'))).toEqual([
      'libraryio.imported.one',
      'libraryio.imported.few',
      'libraryio.imported.many',
      'libraryio.imported.one',
    ]);
    expect(pluralKey('libraryio.imported', 1, 'en')).toBe('libraryio.imported.one');
    expect(pluralKey('libraryio.imported', 3, 'sv')).toBe('libraryio.imported.other');
  });

  it('a schema problem in a file names the field in the GM’s language, never zod’s text', () => {
    const s = demo('irt');
    const first = s.combatants[0];
    if (!first) throw new Error('demo');
    const bad = {
      ...libraryFile('irt', 'npcs', [first]),
      templates: [
        {
          ...first,
          name: 'Vakt',
          attributes: { ...first.attributes, Smidighet: 5000 },
          weapons: [{ id: 'w-1', values: {} }],
        },
      ],
    };
    const r = parseLibraryFile(JSON.stringify(bad), 'irt', 'npcs', dict(en));
    expect(r).toEqual({
      ok: false,
      problems: [
        '#1 (Vakt): Smidighet is above the largest allowed value, 1000.',
        '#1 (Vakt): weapon 1, name is missing.',
      ],
    });
    const inRussian = parseLibraryFile(JSON.stringify(bad), 'irt', 'npcs', dict(ru));
    expect(inRussian.ok ? [] : inRussian.problems).toEqual([
      '#1 (Vakt): Поле «Smidighet» больше наибольшего допустимого значения, 1000.',
      '#1 (Vakt): Нет значения: оружие 1, имя.',
    ]);
    for (const p of [...(r.ok ? [] : r.problems), ...(inRussian.ok ? [] : inRussian.problems)])
      expect(p).not.toMatch(/Too big|expected|Invalid input|attributes\.|weapons\.0/);
  });

  it('a field is named by its label: a sheet key by the system’s term, a list entry by its number', () => {
    const tr = dict(en);
    expect(fieldLabel(['resources', 'kp'], tr, (k) => (k === 'kp' ? 'KP-skada' : k))).toBe('KP-skada');
    expect(fieldLabel(['features', 2], tr)).toBe('feature 3');
    expect(fieldLabel(['weapons', 0, 'values', 'Skada'], tr)).toBe('weapon 1, Skada');
    expect(fieldLabel(['gmNotes'], tr)).toBe('GM notes');
    const long = CombatantSchema.safeParse({ ...demo('irt').combatants[0], features: ['x'.repeat(81)] });
    const issue = long.success ? undefined : long.error.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(zodIssueText(issue, tr)).toBe('feature 1 is too long (at most 80).');
  });
});
