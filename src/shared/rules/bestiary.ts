/**
 * The starter bestiary: a few typical opponents per game system (guards, soldiers, robbers, thugs, a
 * beast), shipped as data in resources/bestiary/<system>.json in the library file format
 * (rules/libraryFile.ts) plus a `source` line. The GM adds them to a campaign's NPC library as examples
 * and edits them like any template; ids start with {@link EXAMPLE_ID_PREFIX} so the UI can label them.
 * tests/unit/shared/rules/bestiary.test.ts validates every file against the schema and its system's sheet.
 */
import { z } from 'zod';
import type { Combatant, SystemId } from '../model/campaign';
import irtJson from '../../../resources/bestiary/irt.json';
import d20Json from '../../../resources/bestiary/d20.json';
import omnimodusJson from '../../../resources/bestiary/omnimodus.json';
import expanseJson from '../../../resources/bestiary/expanse.json';
import { LibraryFile } from './libraryFile';

/** Template ids of the starter examples begin with this. */
export const EXAMPLE_ID_PREFIX = 't-example-';

export const BestiaryFile = LibraryFile.extend({ source: z.string().min(1).max(2000) });
export type BestiaryFile = z.infer<typeof BestiaryFile>;

/** The raw files, for the tests. */
export const BESTIARY_FILES: Readonly<Record<SystemId, unknown>> = {
  irt: irtJson,
  d20: d20Json,
  omnimodus: omnimodusJson,
  expanse: expanseJson,
};

const cache = new Map<SystemId, BestiaryFile>();

/** The starter bestiary of `system`, validated on first use (a broken file fails loudly). */
export function starterBestiary(system: SystemId): BestiaryFile {
  let file = cache.get(system);
  if (!file) {
    file = BestiaryFile.parse(BESTIARY_FILES[system]);
    if (file.system !== system) throw new Error(`resources/bestiary/${system}.json is for ${file.system}`);
    cache.set(system, file);
  }
  return file;
}

/** True for a template that came from the starter bestiary. */
export function isExample(t: Pick<Combatant, 'id'>): boolean {
  return t.id.startsWith(EXAMPLE_ID_PREFIX);
}
