/**
 * The starter bestiary (issue 16): every system's file in resources/bestiary/ is a valid library file of
 * its own system, with sheets that fit the system (no foreign values, every value inside the sheet's
 * ranges), starting unhurt, labelled as examples, and importable with `library/import`.
 */
import { describe, expect, it } from 'vitest';
import { SystemId } from '@shared/model/campaign';
import { seededDice } from '@shared/dice/dice';
import { applyCommand } from '@shared/rules/core/engine';
import { BESTIARY_FILES, BestiaryFile, EXAMPLE_ID_PREFIX, starterBestiary } from '@shared/rules/bestiary';
import { checkLibraryFile, foreignSheetKeys, freshResources } from '@shared/rules/libraryFile';
import { ruleSystem } from '@shared/rules/registry';
import { demoFor } from '../../../../src/main/session/demo';

describe('starter bestiary', () => {
  for (const system of SystemId.options) {
    describe(system, () => {
      it('is a valid library file of its system, in the schema', () => {
        const parsed = BestiaryFile.safeParse(BESTIARY_FILES[system]);
        expect(parsed.success, parsed.error?.message).toBe(true);
        expect(parsed.data?.system).toBe(system);
        const check = checkLibraryFile(BESTIARY_FILES[system], system, 'npcs');
        expect(check.ok ? [] : check.problems).toEqual([]);
      });

      it('has 5 typical opponents with sheets inside the system ranges, unhurt and labelled', () => {
        const file = starterBestiary(system);
        expect(file.templates.length).toBeGreaterThanOrEqual(5);
        const sheet = ruleSystem(system).template;
        const ids = new Set<string>();
        for (const t of file.templates) {
          expect(t.id.startsWith(EXAMPLE_ID_PREFIX), t.id).toBe(true);
          ids.add(t.id);
          expect(t.kind).toBe('npc');
          expect(t.gmNotes.startsWith('Example.'), t.name).toBe(true);
          expect(foreignSheetKeys(system, t), t.name).toEqual([]);
          for (const f of sheet.attributes) {
            const v = t.attributes[f.key];
            if (v === undefined) continue;
            if (f.min !== undefined) expect(v, `${t.name} ${f.key}`).toBeGreaterThanOrEqual(f.min);
            if (f.max !== undefined) expect(v, `${t.name} ${f.key}`).toBeLessThanOrEqual(f.max);
          }
          // Unhurt (statister may leave out what the GM does not track, IRT-CHAR-5).
          const fresh = freshResources(system, t);
          for (const [k, v] of Object.entries(t.resources)) expect(v, `${t.name} ${k}`).toBe(fresh[k]);
          expect(ruleSystem(system).woundSeverity?.(t) ?? 0, t.name).toBe(0);
          expect(t.weapons.length, t.name).toBeGreaterThan(0);
        }
        expect(ids.size).toBe(file.templates.length);
      });

      it('imports into a campaign of its system and spawns', () => {
        const s = demoFor(system);
        if (!s) throw new Error('demo');
        const file = starterBestiary(system);
        const dice = seededDice(1);
        let next = applyCommand(
          s,
          { type: 'library/import', templates: file.templates, system, version: file.version },
          { dice },
        ).state;
        expect(next.npcLibrary.map((t) => t.name)).toEqual(file.templates.map((t) => t.name));
        const first = file.templates[0];
        if (!first) throw new Error('empty');
        next = applyCommand(
          next,
          { type: 'library/spawn', templateId: first.id, count: 2, hidden: false },
          { dice },
        ).state;
        expect(next.combatants.slice(-2).map((c) => c.name)).toEqual([`${first.name} 1`, `${first.name} 2`]);
      });
    });
  }
});
