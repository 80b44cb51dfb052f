/**
 * Library and party files (issue 16): the file carries its game system and format version; an import
 * checks the schema, the version and the system — in rules/libraryFile.ts for the renderer, and again in
 * the engine's `library/import` so a client cannot bypass it. Today's bug: an I Rikets Tjänst library
 * imported into a d20 campaign spawned an NPC with VP 0/0, KP 0/0, "Utslagen".
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { seededDice } from '@shared/dice/dice';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { LIBRARY_FILE_VERSION, checkImport, checkLibraryFile, libraryFile } from '@shared/rules/libraryFile';
import { starterBestiary } from '@shared/rules/bestiary';
import { demoFor } from '../../../../src/main/session/demo';

function demo(system: 'irt' | 'd20' | 'omnimodus' | 'expanse'): CampaignState {
  const s = demoFor(system);
  if (!s) throw new Error(system);
  return s;
}

const irtGuard = (): Combatant => {
  const t = starterBestiary('irt').templates[0];
  if (!t) throw new Error('irt bestiary');
  return t;
};
const roundTrip = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('library file check (shared, pure)', () => {
  it('reads back what export writes, with system, kind and version', () => {
    const file = libraryFile('irt', 'npcs', [irtGuard()]);
    expect(file).toMatchObject({
      format: 'hexscreen-library',
      version: LIBRARY_FILE_VERSION,
      system: 'irt',
      kind: 'npcs',
    });
    const r = checkLibraryFile(roundTrip(file), 'irt', 'npcs');
    expect(r.ok && r.file.templates).toEqual([irtGuard()]);
  });

  it('refuses another system’s file, naming both systems', () => {
    const r = checkLibraryFile(roundTrip(libraryFile('irt', 'npcs', [irtGuard()])), 'd20', 'npcs');
    expect(r.ok ? [] : r.problems).toEqual([{ code: 'system', found: 'irt', expected: 'd20' }]);
  });

  it('refuses a newer format version before anything else', () => {
    const file = {
      ...libraryFile('d20', 'npcs', [irtGuard()]),
      version: LIBRARY_FILE_VERSION + 1,
      system: 'mystery',
    };
    const r = checkLibraryFile(roundTrip(file), 'd20', 'npcs');
    expect(r.ok ? [] : r.problems).toEqual([{ code: 'version', version: LIBRARY_FILE_VERSION + 1 }]);
  });

  it('refuses a party file as a library and the other way round', () => {
    const party = roundTrip(libraryFile('irt', 'party', [irtGuard()]));
    expect(checkLibraryFile(party, 'irt', 'npcs')).toMatchObject({
      ok: false,
      problems: [{ code: 'kind', found: 'party' }],
    });
    expect(checkLibraryFile(party, 'irt', 'party').ok).toBe(true);
  });

  it('names schema problems by their place in the file, and refuses what is not a library', () => {
    const bad = { ...libraryFile('irt', 'npcs', [irtGuard()]), templates: [{ ...irtGuard(), extra: 'no' }] };
    const r = checkLibraryFile(roundTrip(bad), 'irt', 'npcs');
    expect(r.ok ? [] : r.problems).toMatchObject([
      { code: 'schema', index: 0, name: 'Vakt', path: ['extra'], issue: { code: 'type' } },
    ]);
    expect(checkLibraryFile({ hello: 1 }, 'irt', 'npcs')).toEqual({
      ok: false,
      problems: [{ code: 'notLibrary' }],
    });
    expect(checkLibraryFile({ ...libraryFile('irt', 'npcs', []) }, 'irt', 'npcs')).toEqual({
      ok: false,
      problems: [{ code: 'empty' }],
    });
  });

  it('reads an old bare array only when every sheet fits the campaign’s system', () => {
    expect(checkLibraryFile(roundTrip([irtGuard()]), 'irt', 'npcs').ok).toBe(true);
    const r = checkLibraryFile(roundTrip([irtGuard()]), 'd20', 'npcs');
    expect(r.ok ? [] : r.problems).toMatchObject([{ code: 'sheet', index: 0, name: 'Vakt' }]);
  });
});

describe('library/import in the engine', () => {
  const dice = seededDice(1);

  it('refuses a file of another system and leaves the library as it was', () => {
    const s = demo('d20');
    const cmd: Command = { type: 'library/import', templates: [irtGuard()], system: 'irt' };
    expect(() => applyCommand(s, cmd, { dice })).toThrow(CommandError);
    expect(() => applyCommand(s, cmd, { dice })).toThrow(/for irt, the campaign plays d20/);
  });

  it('refuses a hostile client that leaves the system out: the sheets themselves are checked', () => {
    const s = demo('d20');
    expect(() => applyCommand(s, { type: 'library/import', templates: [irtGuard()] }, { dice })).toThrow(
      /another system's sheet \(Analys/,
    );
    // …and one that claims the campaign's system.
    expect(() =>
      applyCommand(s, { type: 'library/import', templates: [irtGuard()], system: 'd20' }, { dice }),
    ).toThrow(CommandError);
  });

  it('refuses a newer format version', () => {
    expect(checkImport('irt', { templates: [irtGuard()], version: LIBRARY_FILE_VERSION + 1 })).toMatch(
      /newer/,
    );
    expect(() =>
      applyCommand(demo('irt'), { type: 'library/import', templates: [irtGuard()], version: 99 }, { dice }),
    ).toThrow(CommandError);
  });

  it('imports a file of the campaign’s system with one log line', () => {
    const r = applyCommand(
      demo('irt'),
      { type: 'library/import', templates: [irtGuard()], system: 'irt', version: 1 },
      { dice },
    );
    expect(r.state.npcLibrary.map((t) => t.name)).toEqual(['Vakt']);
    expect(r.events.map((e) => e.type)).toEqual(['library/imported']);
  });
});
