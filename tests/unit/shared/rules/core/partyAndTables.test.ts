/**
 * A party joins in one command (`library/import` with `kind: 'party'`: one undo step, one log line), is
 * checked like `combatant/add`; the weapon and armour tables the sheet editor offers are the systems'
 * own data (IRT-WPN-1 weapon list, EXP-DMG-2 weapon types) read back the way the attack reads them; a
 * fresh sheet comes from the sheet description alone.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { seededDice } from '@shared/dice/dice';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { freshResources } from '@shared/rules/libraryFile';
import { ruleSystem } from '@shared/rules/registry';
import { IRT_WEAPONS } from '@shared/rules/irt/data';
import { weaponStats } from '@shared/rules/irt/attackFactors';
import { WEAPON_TYPES } from '@shared/rules/expanse/weapons';
import { demoFor } from '../../../../../src/main/session/demo';

const ctx = { dice: seededDice(1) };
function demo(system: 'irt' | 'd20' | 'omnimodus' | 'expanse'): CampaignState {
  const s = demoFor(system);
  if (!s) throw new Error(system);
  return s;
}

describe('party import: one command', () => {
  it('every member joins with a free id in one step and one public log line', () => {
    const s = demo('d20');
    const pcs = s.combatants.filter((c) => c.kind === 'pc');
    expect(pcs.length).toBeGreaterThan(1);
    const r = applyCommand(
      s,
      Command.parse({ type: 'library/import', kind: 'party', templates: pcs, system: 'd20', version: 1 }),
      ctx,
    );
    const added = r.state.combatants.slice(s.combatants.length);
    expect(added.map((c) => c.name)).toEqual(pcs.map((c) => c.name));
    expect(added.every((c) => !s.combatants.some((x) => x.id === c.id) && c.initiative === null)).toBe(true);
    expect(r.events.map((e) => [e.type, e.public])).toEqual([['library/imported', true]]);
    expect(r.events[0]?.data).toMatchObject({ kind: 'party', names: pcs.map((c) => c.name) });
    // The library is untouched; one undo step is one log entry more.
    expect(r.state.npcLibrary).toEqual(s.npcLibrary);
    expect(r.state.log.length).toBe(s.log.length + 1);
  });

  it('refuses a member out of the system’s range (IRT-CHAR-1) and another system’s party', () => {
    const s = demo('irt');
    const pc = s.combatants.find((c) => c.kind === 'pc');
    if (!pc) throw new Error('no PC');
    const weak = { ...pc, attributes: { ...pc.attributes, Fysik: -4 } };
    expect(() =>
      applyCommand(s, Command.parse({ type: 'library/import', kind: 'party', templates: [weak] }), ctx),
    ).toThrow(/Fysik must be 1 to 5 \(IRT-CHAR-1\)/);
    expect(() =>
      applyCommand(
        demo('d20'),
        Command.parse({ type: 'library/import', kind: 'party', templates: [pc], system: 'irt' }),
        ctx,
      ),
    ).toThrow(CommandError);
  });
});

describe('weapon and armour tables of the sheet description', () => {
  it('IRT-WPN-1: every weapon of the list, as a combatant’s weapon, reads back as the list gives it', () => {
    const table = ruleSystem('irt').template.weaponTable ?? [];
    expect(table.map((r) => r.id)).toEqual(IRT_WEAPONS.map((w) => w.id));
    for (const w of IRT_WEAPONS) {
      const row = table.find((r) => r.id === w.id);
      if (!row) throw new Error(w.id);
      const stats = weaponStats({ id: `w-${w.id}`, name: row.name, values: { ...row.values } });
      expect(stats.skada, w.id).toBe(w.skada);
      expect(stats.band, w.id).toBe(w.band);
      expect(stats.finess, w.id).toBe(w.properties.includes('Finess'));
      expect(stats.kastbart, w.id).toBe(w.properties.includes('Kastbart'));
      expect(row.values.Ammunition, w.id).toBe(w.ammunition ?? undefined);
    }
  });

  it('IRT-DMG-3: the armour table sets Skydd', () => {
    expect(ruleSystem('irt').template.armourTable).toEqual([
      { id: 'Kroppsskydd', name: 'Kroppsskydd', values: { Skydd: 1 } },
    ]);
  });

  it('EXP-DMG-2: every Expanse table row names a weapon type of the damage table', () => {
    const table = ruleSystem('expanse').template.weaponTable ?? [];
    expect(table.map((r) => r.values.Type).sort()).toEqual(Object.keys(WEAPON_TYPES).sort());
  });

  it('systems without a weapon table in data offer none (d20, Omnimodus)', () => {
    expect(ruleSystem('d20').template.weaponTable).toBeUndefined();
    expect(ruleSystem('omnimodus').template.weaponTable).toBeUndefined();
  });
});

describe('freshResources from the sheet description (no system asked)', () => {
  it('D20-ATK-5 pools full at the sheet’s own maxima; EXP-APP-1 Fortune at Max Fortune; IRT blank resources', () => {
    expect(freshResources('d20', { attributes: { VP: 14, KP: 12 }, resources: { vp: 3, kp: -2 } })).toEqual({
      vp: 14,
      kp: 12,
    });
    expect(
      freshResources('expanse', { attributes: { 'Max Fortune': 6 }, resources: { Fortune: 1 } }),
    ).toEqual({
      Fortune: 6,
    });
    expect(
      freshResources('irt', { attributes: {}, resources: { kp: 7, fokus: 0, stress: 4, egen: 2 } }),
    ).toEqual({
      kp: 0,
      fokus: 2,
      stress: 0,
      egen: 2,
    });
  });
});
