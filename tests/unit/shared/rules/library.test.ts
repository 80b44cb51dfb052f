import { describe, expect, it } from 'vitest';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { frozenDemo } from '../../../helpers/campaigns';

const run = (s: CampaignState, ...cmds: Command[]): CampaignState =>
  cmds.reduce((st, c) => applyCommand(st, c, { dice: seededDice(1) }).state, s);

function guardTemplate(s: CampaignState): Combatant {
  const g = s.combatants.find((c) => c.id === 'c-gransvakt');
  if (!g) throw new Error('demo guard');
  return { ...g, id: 't-gransvakt', name: 'Gränsvakt' };
}

describe('NPC library', () => {
  it('saves a template, spawns numbered copies after existing ones, and joins a running encounter', () => {
    const s0 = frozenDemo();
    let s = run(s0, { type: 'library/save', template: guardTemplate(s0) }, { type: 'encounter/start' });
    expect(s.npcLibrary.map((t) => t.name)).toEqual(['Gränsvakt']);
    s = run(s, { type: 'library/spawn', templateId: 't-gransvakt', count: 3, hidden: false });
    // The demo already has "Gränsvakt 2", so the copies continue from 3.
    const names = s.combatants.map((c) => c.name).filter((n) => n.startsWith('Gränsvakt '));
    expect(names).toEqual(['Gränsvakt 2', 'Gränsvakt 3', 'Gränsvakt 4', 'Gränsvakt 5']);
    const ids = s.combatants.slice(-3).map((c) => c.id);
    expect(new Set([...ids, ...s0.combatants.map((c) => c.id)]).size).toBe(s0.combatants.length + 3);
    expect(s.encounter.order.slice(-3)).toEqual(ids);
    expect(s.combatants.slice(-3).every((c) => c.initiative === null)).toBe(true);
  });

  it('spawns hidden copies when asked, and refuses unknown templates', () => {
    const s0 = frozenDemo();
    const s = run(s0, { type: 'library/save', template: guardTemplate(s0) });
    const hidden = run(s, { type: 'library/spawn', templateId: 't-gransvakt', count: 2, hidden: true });
    expect(hidden.combatants.slice(-2).every((c) => c.hidden)).toBe(true);
    expect(() =>
      applyCommand(
        s,
        { type: 'library/spawn', templateId: 't-nobody', count: 1, hidden: false },
        { dice: seededDice(1) },
      ),
    ).toThrow(CommandError);
  });

  it('replaces a template with the same id, imports several at once, and removes one', () => {
    const s0 = frozenDemo();
    const t = guardTemplate(s0);
    let s = run(
      s0,
      { type: 'library/save', template: t },
      { type: 'library/save', template: { ...t, name: 'Vakt' } },
    );
    expect(s.npcLibrary.map((x) => x.name)).toEqual(['Vakt']);
    s = run(s, { type: 'library/import', templates: [t, { ...t, id: 't-officer', name: 'Officer' }] });
    expect(s.npcLibrary.map((x) => x.name)).toEqual(['Gränsvakt', 'Officer']);
    expect(s.log.filter((e) => e.type === 'library/imported')).toHaveLength(1);
    s = run(s, { type: 'library/remove', id: 't-officer' });
    expect(s.npcLibrary.map((x) => x.id)).toEqual(['t-gransvakt']);
  });
});
