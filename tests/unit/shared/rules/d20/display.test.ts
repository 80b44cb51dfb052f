import { describe, expect, it } from 'vitest';
import { measureFor } from '@shared/rules/core/measure';
import { toPlayerView } from '@shared/view/playerView';
import { hostileTokenIds } from '@shared/rules/d20/hostileZones';
import { d20Fight, hex, patch, run, runAll, startFight, who } from './kit';
import { rollInit } from '../../../helpers/initiative';

describe('d20 on the map and the player display', () => {
  it('D20-TURN-1 the ruler counts steps (one hex = one step), the way round a wall', () => {
    const s = d20Fight();
    const map = s.scenes[0]!.map;
    const straight = measureFor('d20', map, hex(3, 2), hex(6, 2));
    expect(straight.unit).toBe('steps');
    expect(straight.zones).toBe(3);
    expect(straight.band).toBeNull();
    // A wall between (4,2) and (5,2) makes the walk longer than the straight count.
    const walled = { ...map, walls: [{ a: hex(4, 2), b: hex(5, 2), door: 'none' as const }] };
    const round = measureFor('d20', walled, hex(4, 2), hex(5, 2));
    expect(round.hexes).toBe(1);
    expect(round.zones).toBe(2);
  });

  it('D20-INIT-1 the players see that a new round is waiting for initiative, then the new order', () => {
    let s = startFight(d20Fight());
    for (let i = 0; i < 4; i++) s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(s.encounter.round).toBe(2);
    const waiting = toPlayerView(s);
    expect(waiting.encounter.awaitingInitiative).toBe(true);
    expect(waiting.encounter.currentId).toBeNull();
    s = runAll(s, rollInit({ 'c-alva': [1], 'c-bo': [20], 'c-grim': [5], 'c-skugga': [10] }));
    const rolled = toPlayerView(s);
    expect(rolled.encounter.awaitingInitiative).toBeUndefined();
    expect(rolled.encounter.order.map((c) => c.id)).toEqual(['c-bo', 'c-skugga', 'c-grim', 'c-alva']);
    expect(rolled.encounter.currentId).toBe('c-bo');
  });

  it('D20-POS-1 the map marks whose hostile zones bind a combatant: its enemies still able to act', () => {
    const s = d20Fight();
    expect(hostileTokenIds(s, who(s, 'c-alva'))).toEqual(['t-grim', 't-skugga']);
    expect(hostileTokenIds(s, who(s, 'c-grim'))).toEqual(['t-alva', 't-bo']);
    const downed = patch(s, 'c-grim', { resources: { vp: 0, kp: 0 } });
    expect(hostileTokenIds(downed, who(downed, 'c-alva'))).toEqual(['t-skugga']);
  });

  it('D20-INIT-1 a fight that ends leaves no initiative behind: the next fight starts from a new roll', () => {
    const s = run(startFight(d20Fight()), { type: 'encounter/end' }).state;
    expect(s.combatants.map((c) => c.initiative)).toEqual([null, null, null, null]);
    const next = run(s, { type: 'encounter/start' });
    expect(next.state.encounter.awaitingInitiative).toBe(true);
    expect(() => run(next.state, { type: 'encounter/nextTurn' })).toThrow(/roll initiative for round 1/);
  });
});
