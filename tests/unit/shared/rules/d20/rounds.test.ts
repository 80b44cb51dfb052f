/**
 * What a new d20 round does through the engine (D20-RND-1): spent actions reset (D20-TURN-1), timed
 * conditions end, bleeding (D20-ATK-6 Blödning) costs KP.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { EngineEvent } from '@shared/rules/core/events';
import { d20Fight, hex, patch, place, run, setCondition, startFight, who } from './kit';
import { rollInit } from '../../../helpers/initiative';

/** Ends the round and rolls the next one's initiative (same dice as the kit's first round). */
function nextRound(s: CampaignState): { state: CampaignState; events: EngineEvent[] } {
  let next = s;
  const events: EngineEvent[] = [];
  for (let i = 0; i < s.encounter.order.length; i++) {
    const r = run(next, { type: 'encounter/nextTurn' });
    next = r.state;
    events.push(...r.events);
  }
  const r = run(next, rollInit({ 'c-alva': [15], 'c-bo': [8], 'c-grim': [12], 'c-skugga': [5] }));
  events.push(...r.events);
  return { state: r.state, events };
}

function ofType(events: readonly EngineEvent[], type: string): EngineEvent[] {
  return events.filter((e) => e.type === type);
}

describe('d20 round start (D20-RND-1)', () => {
  it('D20-TURN-1 what was spent resets at the new round', () => {
    let s = startFight(d20Fight());
    s = run(s, { type: 'd20/move', combatantId: 'c-bo', to: hex(3, 4) }).state;
    s = run(s, { type: 'd20/support', actorId: 'c-bo', allyId: 'c-alva' }).state;
    s = run(place(s, 'c-bo', hex(2, 1)), { type: 'd20/breakSight', id: 'c-bo' }).state;
    expect(s.encounter.economy?.['c-bo']).toEqual({ main: 1, steps: 2, reactions: 1 });
    s = nextRound(s).state;
    expect(s.encounter.round).toBe(2);
    expect(s.encounter.economy).toEqual({});
    // Three full steps again.
    s = run(s, { type: 'd20/move', combatantId: 'c-bo', to: hex(0, 3) }).state;
    expect(s.encounter.economy?.['c-bo']?.steps).toBe(3);
  });

  it('D20-RND-1 conditions end when their round starts: Utom synhåll after one, Stöd after two', () => {
    let s = place(startFight(d20Fight()), 'c-bo', hex(2, 1));
    s = run(s, { type: 'd20/breakSight', id: 'c-bo' }).state;
    s = run(s, { type: 'd20/support', actorId: 'c-bo', allyId: 'c-alva' }).state;
    s = run(s, { type: 'd20/hold', actorId: 'c-grim', trigger: 'när Alva rör sig' }).state;
    const two = nextRound(s);
    expect(who(two.state, 'c-bo').conditions).toEqual([]);
    expect(who(two.state, 'c-alva').conditions.map((k) => k.key)).toEqual(['Stöd']);
    expect(who(two.state, 'c-grim').conditions).toEqual([]);
    const ended = ofType(two.events, 'd20/conditionEnded');
    expect(ended.map((e) => [e.data, e.public])).toEqual([
      [{ id: 'c-bo', key: 'Utom synhåll', round: 2 }, true],
      // Förberedd is the GM's secret.
      [{ id: 'c-grim', key: 'Förberedd', round: 2 }, false],
    ]);
    const three = nextRound(two.state);
    expect(who(three.state, 'c-alva').conditions).toEqual([]);
    expect(ofType(three.events, 'd20/conditionEnded').map((e) => e.data)).toEqual([
      { id: 'c-alva', key: 'Stöd', round: 3 },
    ]);
  });

  it('D20-ATK-6 Blödning (interpretation): 1 KP lost at each new round until the GM removes it', () => {
    let s = setCondition(startFight(d20Fight()), 'c-grim', { key: 'Blödning' });
    const two = nextRound(s);
    expect(who(two.state, 'c-grim').resources.kp).toBe(9);
    expect(ofType(two.events, 'd20/bled')).toMatchObject([
      { public: true, data: { id: 'c-grim', kpLost: 1, kp: 9, round: 2 } },
    ]);
    s = nextRound(two.state).state;
    expect(who(s, 'c-grim').resources.kp).toBe(8);
    s = run(s, { type: 'combatant/removeCondition', id: 'c-grim', key: 'Blödning' }).state;
    const four = nextRound(s);
    expect(who(four.state, 'c-grim').resources.kp).toBe(8);
    expect(ofType(four.events, 'd20/bled')).toEqual([]);
  });

  it('D20-ATK-6 a hidden combatant bleeds for the GM only; a sheet without a kp resource starts from KP', () => {
    let s = patch(startFight(d20Fight()), 'c-skugga', { hidden: true, resources: { vp: 8 } });
    s = setCondition(s, 'c-skugga', { key: 'Blödning', public: false });
    const two = nextRound(s);
    expect(who(two.state, 'c-skugga').resources.kp).toBe(9);
    expect(ofType(two.events, 'd20/bled')).toMatchObject([
      { public: false, data: { id: 'c-skugga', kp: 9 } },
    ]);
  });
});
