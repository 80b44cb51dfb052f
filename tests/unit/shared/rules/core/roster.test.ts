/**
 * Editing the cast through the engine: `combatant/update` with the whole sheet (one step, a log line
 * naming each changed number or the new name), `combatant/duplicate` (numbered copies, one step) and
 * `combatant/remove`; the state passed in is never mutated.
 */
import { describe, expect, it } from 'vitest';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import { Command } from '@shared/model/commands';
import { frozenDemo } from '../../../../helpers/campaigns';

const ctx = { dice: seededDice(1) };

describe('combatant/update', () => {
  it('changes kind, attributes, resources, features and weapons in one command with one event', () => {
    const state = frozenDemo();
    const anton = state.combatants.find((c) => c.id === 'c-anton');
    if (!anton) throw new Error('no Anton');
    const cmd = Command.parse({
      type: 'combatant/update',
      id: 'c-anton',
      patch: {
        kind: 'npc',
        attributes: { ...anton.attributes, Fysik: 4 },
        resources: { ...anton.resources, fokus: 3 },
        features: ['Expertis: Sprängämnen'],
        weapons: [],
      },
    });
    const r = applyCommand(state, cmd, ctx);
    const after = r.state.combatants.find((c) => c.id === 'c-anton');
    expect(after).toMatchObject({ kind: 'npc', features: ['Expertis: Sprängämnen'], weapons: [] });
    expect(after?.attributes.Fysik).toBe(4);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]?.type).toBe('combatant/updated');
    // Each number under the sheet's own term, never its storage key ('fokus').
    expect(r.events[0]?.data).toMatchObject({ changes: ['Fysik 3 → 4', 'Fokus 2 → 3'] });
  });
  it('a rename carries the old and the new name', () => {
    const r = applyCommand(
      frozenDemo(),
      { type: 'combatant/update', id: 'c-anton', patch: { name: 'Bertil' } },
      ctx,
    );
    expect(r.events[0]?.data).toEqual({ id: 'c-anton', fields: ['name'], from: 'Anton', to: 'Bertil' });
  });
  it('the command schema refuses sheet values beyond the data model', () => {
    expect(
      Command.safeParse({ type: 'combatant/update', id: 'c-anton', patch: { resources: { kp: 1e9 } } })
        .success,
    ).toBe(false);
  });
});

describe('combatant/duplicate', () => {
  it('adds numbered copies with the same sheet and no initiative, each logged', () => {
    const state = frozenDemo();
    const r = applyCommand(state, { type: 'combatant/duplicate', id: 'c-officeren', copies: 3 }, ctx);
    const copies = r.state.combatants.slice(state.combatants.length);
    expect(copies.map((c) => c.name)).toEqual(['Officeren 2', 'Officeren 3', 'Officeren 4']);
    expect(new Set(copies.map((c) => c.id)).size).toBe(3);
    const source = state.combatants.find((c) => c.id === 'c-officeren');
    for (const c of copies) {
      expect(c.attributes).toEqual(source?.attributes);
      expect(c.initiative).toBeNull();
    }
    expect(r.events.map((e) => e.type)).toEqual(['combatant/added', 'combatant/added', 'combatant/added']);
  });
  it('numbers after copies already there, and joins a running encounter at the end', () => {
    let state = applyCommand(frozenDemo(), { type: 'encounter/start' }, ctx).state;
    state = applyCommand(state, { type: 'combatant/duplicate', id: 'c-gransvakt', copies: 1 }, ctx).state;
    const copy = state.combatants[state.combatants.length - 1];
    expect(copy?.name).toBe('Gränsvakt 3');
    expect(state.encounter.order[state.encounter.order.length - 1]).toBe(copy?.id);
  });
  it('refuses an unknown combatant', () => {
    expect(() =>
      applyCommand(frozenDemo(), { type: 'combatant/duplicate', id: 'nobody', copies: 1 }, ctx),
    ).toThrow(CommandError);
  });
});
