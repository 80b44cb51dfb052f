import { describe, expect, it } from 'vitest';
import { adjustResource, setInitiative } from '../../helpers/commands';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import type { Command } from '@shared/model/commands';
import { CampaignState } from '@shared/model/campaign';
import { frozenDemo } from '../../../helpers/campaigns';

const ctx = { dice: seededDice(1) };
const run = (state: CampaignState, ...cmds: Command[]): CampaignState =>
  cmds.reduce((s, c) => applyCommand(s, c, ctx).state, state);

describe('engine core', () => {
  it('never mutates its input (the input is deep-frozen) and the result stays schema-valid', () => {
    const s0 = frozenDemo();
    const s1 = run(
      s0,
      adjustResource('c-gransvakt', 'kp', 4),
      { type: 'token/move', sceneId: 's-gransen', tokenId: 't-anton', to: { q: 0, r: 5 } },
      { type: 'encounter/start' },
      { type: 'encounter/nextTurn' },
    );
    expect(CampaignState.safeParse(s1).success).toBe(true);
    expect(s1).not.toBe(s0);
  });

  it('appends every event to the log with consecutive sequence numbers', () => {
    const s0 = frozenDemo();
    const r = applyCommand(s0, adjustResource('c-anton', 'kp', 2), ctx);
    expect(r.events).toHaveLength(1);
    expect(r.state.log.at(-1)).toMatchObject({
      seq: 0,
      type: 'combatant/resourceChanged',
      data: { before: 0, after: 2 },
    });
    const r2 = applyCommand(r.state, { type: 'log/note', text: 'hej', public: true }, ctx);
    expect(r2.state.log.map((e) => e.seq)).toEqual([0, 1]);
  });

  it('refuses unknown ids with a CommandError and no state', () => {
    const s0 = frozenDemo();
    expect(() => applyCommand(s0, { type: 'combatant/remove', id: 'nobody' }, ctx)).toThrow(CommandError);
    expect(() =>
      applyCommand(
        s0,
        { type: 'token/move', sceneId: 's-gransen', tokenId: 't-anton', to: { q: 500, r: 500 } },
        ctx,
      ),
    ).toThrow(/not on the map/);
    const anton = s0.combatants[0];
    if (!anton) throw new Error('demo has combatants');
    expect(() => applyCommand(s0, { type: 'combatant/add', combatant: anton }, ctx)).toThrow(
      /already exists/,
    );
  });

  it('orders the encounter by initiative, highest first, and counts rounds', () => {
    const s = run(frozenDemo(), setInitiative('c-greta', 14), setInitiative('c-anton', 9), {
      type: 'encounter/start',
    });
    expect(s.encounter.order.slice(0, 2)).toEqual(['c-greta', 'c-anton']);
    expect(s.encounter).toMatchObject({ active: true, round: 1, turnIndex: 0 });
    const end = run(s, ...s.encounter.order.map((): Command => ({ type: 'encounter/nextTurn' })));
    expect(end.encounter).toMatchObject({ round: 2, turnIndex: 0, acted: [] });
  });

  it('removing a combatant removes its tokens and its place in the order', () => {
    const s = run(frozenDemo(), { type: 'encounter/start' }, { type: 'combatant/remove', id: 'c-ivar' });
    expect(s.combatants.some((c) => c.id === 'c-ivar')).toBe(false);
    expect(s.scenes[0]?.tokens.some((t) => t.combatantId === 'c-ivar')).toBe(false);
    expect(s.encounter.order).not.toContain('c-ivar');
  });
});
