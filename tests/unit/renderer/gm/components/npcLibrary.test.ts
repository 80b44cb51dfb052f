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
  parseLibraryFile,
  partyToAdd,
  pluralKey,
  templateFromCombatant,
} from '../../../../../src/renderer/gm/components/npcLibrary';
import { demoFor } from '../../../../../src/main/session/demo';

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
});
