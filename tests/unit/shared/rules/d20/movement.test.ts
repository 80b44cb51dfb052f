/**
 * d20 movement through the engine: steps (D20-TURN-1), hostile zones (D20-POS-1), difficult and
 * slippery terrain (D20-POS-4). Kit layout: see kit.ts (everyone SMI 3, Akrobatik 2: Akrobatik +5).
 */
import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, hexNeighbours, rectangleHexes, type Axial } from '@shared/hex/axial';
import { edgeKey } from '@shared/map/zoneGraph';
import { cheapestPath } from '@shared/rules/d20/pathfinding';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { previewMove } from '@shared/rules/d20/movement';
import { zoneAt } from '@shared/rules/d20/position';
import {
  at,
  d20Fight,
  event,
  freeManoeuvreStep,
  hex,
  patch,
  place,
  run,
  SCENE,
  setCondition,
  startFight,
  who,
} from './kit';

function moveCmd(combatantId: string, to: Axial, extra: { sv?: number; dice?: number[] } = {}): Command {
  return { type: 'd20/move', combatantId, to, ...extra };
}

function wall(
  s: CampaignState,
  a: Axial,
  b: Axial,
  door: 'none' | 'open' | 'closed' = 'none',
): CampaignState {
  return run(s, { type: 'wall/set', sceneId: SCENE, a, b, door }).state;
}

function zoneName(s: CampaignState, h: Axial): string | undefined {
  return zoneAt(s.scenes[0]!, h)?.name;
}

describe('d20 movement (D20-TURN-1)', () => {
  it('D20-TURN-1 a move takes the cheapest way, one hex a step, and spends the steps', () => {
    const s0 = startFight(d20Fight());
    const r = run(s0, moveCmd('c-bo', hex(3, 4)));
    expect(at(r.state, 'c-bo')).toEqual(hex(3, 4));
    expect(r.state.encounter.economy?.['c-bo']).toEqual({ main: 0, steps: 2, reactions: 0 });
    const tok = r.state.scenes[0]?.tokens.find((t) => t.combatantId === 'c-bo');
    expect(tok?.movedThisRound).toBe(2);
    expect(event(r.events, 'd20/moved')).toMatchObject({
      public: true,
      data: {
        id: 'c-bo',
        from: hex(2, 2),
        to: hex(3, 4),
        hexes: 2,
        cost: 2,
        standUp: 0,
        akrobatik: null,
        fell: false,
      },
    });
    // No roll was needed: nothing left the hostile zones, no ice.
    expect(r.events.some((e) => e.type === 'dice/rolled')).toBe(false);
  });

  it('D20-TURN-1 more than SMI steps in a round is refused: "needs N steps, M left"', () => {
    const s = run(startFight(d20Fight()), moveCmd('c-bo', hex(3, 4))).state;
    expect(() => run(s, moveCmd('c-bo', hex(5, 4)))).toThrow('Bo needs 2 steps, 1 left (D20-TURN-1)');
    // One step is still allowed.
    const one = run(s, moveCmd('c-bo', hex(4, 4))).state;
    expect(one.encounter.economy?.['c-bo']?.steps).toBe(3);
    expect(() => run(one, moveCmd('c-bo', hex(5, 4)))).toThrow('Bo needs 1 step, 0 left (D20-TURN-1)');
  });

  it('D20-TURN-1 movement is split before and after the main action, from one SMI budget', () => {
    let s = startFight(d20Fight());
    s = run(s, moveCmd('c-bo', hex(2, 3))).state;
    s = run(s, {
      type: 'd20/interact',
      actorId: 'c-bo',
      sv: 10,
      attribute: 'STY',
      skill: null,
      description: 'drar i spaken',
      dice: [12],
    }).state;
    // Two more steps; of the equally short ways the one that does not cross Grim's ring is taken.
    const r = run(s, moveCmd('c-bo', hex(4, 4)));
    expect(r.events.some((e) => e.type === 'd20/check')).toBe(false);
    s = r.state;
    expect(s.encounter.economy?.['c-bo']).toEqual({ main: 1, steps: 3, reactions: 0 });
    expect(() => run(s, moveCmd('c-bo', hex(5, 4)))).toThrow('Bo needs 1 step, 0 left (D20-TURN-1)');
  });

  it('D20-TURN-1 the GM corrects what was spent with d20/setEconomy', () => {
    let s = run(startFight(d20Fight()), moveCmd('c-bo', hex(3, 4))).state;
    const r = run(s, { type: 'd20/setEconomy', id: 'c-bo', steps: 0 });
    expect(event(r.events, 'd20/economySet').data).toEqual({ id: 'c-bo', steps: 0 });
    s = r.state;
    expect(s.encounter.economy?.['c-bo']).toEqual({ main: 0, steps: 0, reactions: 0 });
    s = run(s, moveCmd('c-bo', hex(5, 3))).state;
    expect(s.encounter.economy?.['c-bo']?.steps).toBe(3);
  });

  it('D20-TURN-1 outside an encounter nothing is counted and there is no step limit', () => {
    const r = run(d20Fight(), moveCmd('c-bo', hex(5, 5)));
    expect(at(r.state, 'c-bo')).toEqual(hex(5, 5));
    expect(r.state.encounter.economy).toBeUndefined();
    expect(event(r.events, 'd20/moved').data).toMatchObject({ cost: 5, hexes: 5 });
    expect(r.state.scenes[0]?.tokens.find((t) => t.combatantId === 'c-bo')?.movedThisRound).toBeUndefined();
  });

  it('D20-TURN-1 walls and closed doors block, an open door lets through', () => {
    // Bo in the corner (0,3): walls on every edge but the one east to (1,3).
    let s = place(place(d20Fight(), 'c-alva', hex(6, 0)), 'c-bo', hex(0, 3));
    for (const h of [hex(0, 2), hex(1, 2), hex(0, 4), hex(1, 4)]) s = wall(s, hex(0, 3), h);
    expect(previewMove(s, 'c-bo', hex(2, 3)).cost).toBe(2);
    const closed = wall(s, hex(0, 3), hex(1, 3), 'closed');
    const refused = previewMove(closed, 'c-bo', hex(2, 3));
    expect(refused.possible).toBe(false);
    expect(refused.reason).toContain('no way there');
    expect(() => run(closed, moveCmd('c-bo', hex(2, 3)))).toThrow('no way there');
    const open = wall(s, hex(0, 3), hex(1, 3), 'open');
    expect(
      run(open, moveCmd('c-bo', hex(2, 3))).state.scenes[0]?.tokens.find((t) => t.combatantId === 'c-bo')
        ?.hex,
    ).toEqual(hex(2, 3));
    // A wall in the way makes the walk longer: from (1,3) to (2,3) round the wall costs 2.
    const round = wall(place(s, 'c-bo', hex(1, 3)), hex(1, 3), hex(2, 3));
    const p = previewMove(round, 'c-bo', hex(2, 3));
    expect(p.cost).toBe(2);
    expect(p.path).toHaveLength(2);
  });

  it('D20-TURN-1 allies may be passed, enemies not, and no move ends on a taken hex', () => {
    // Bo walled into the corner (0,3) with Alva on the only way out.
    let s = place(place(d20Fight(), 'c-alva', hex(1, 3)), 'c-bo', hex(0, 3));
    for (const h of [hex(0, 2), hex(1, 2), hex(0, 4), hex(1, 4)]) s = wall(s, hex(0, 3), h);
    const through = run(s, moveCmd('c-bo', hex(2, 3)));
    expect(at(through.state, 'c-bo')).toEqual(hex(2, 3));
    expect(event(through.events, 'd20/moved').data).toMatchObject({ hexes: 2, cost: 2 });
    expect(() => run(s, moveCmd('c-bo', hex(1, 3)))).toThrow('another token stands on that hex');
    // Grim (an enemy) in the same place: no way past.
    const blocked = place(place(s, 'c-alva', hex(6, 0)), 'c-grim', hex(1, 3));
    expect(() => run(blocked, moveCmd('c-bo', hex(2, 3), { sv: 13, dice: [20] }))).toThrow('no way there');
  });

  it('D20-TURN-1 off the map and already there are refused', () => {
    const s = d20Fight();
    expect(() => run(s, moveCmd('c-bo', hex(12, 2)))).toThrow('that hex is not on the map');
    expect(() => run(s, moveCmd('c-bo', hex(2, 2)))).toThrow('Bo is already there');
  });

  it('D20-POS-4 difficult terrain (Svår terräng) costs 2 steps per hex entered', () => {
    const s = startFight(d20Fight());
    const r = run(s, moveCmd('c-bo', hex(1, 4)));
    expect(zoneName(r.state, hex(1, 4))).toBe('Mossen');
    expect(hexDistance(hex(2, 2), hex(1, 4))).toBe(2);
    expect(event(r.events, 'd20/moved').data).toMatchObject({ hexes: 2, cost: 3 });
    expect(r.state.encounter.economy?.['c-bo']?.steps).toBe(3);
  });

  it('D20-POS-4 the cheapest way goes round difficult terrain when that is fewer steps', () => {
    // A bog of two hexes on row 0, (7,0) and (8,0): straight across is 3 hexes for 5 steps, round it 4 for 4.
    let s = place(d20Fight(), 'c-skugga', hex(6, 0));
    s = run(s, {
      type: 'zone/paint',
      sceneId: SCENE,
      zoneId: 'z-mossen',
      hexes: [hex(7, 0), hex(8, 0)],
    }).state;
    const p = previewMove(s, 'c-skugga', hex(9, 0));
    expect(p.cost).toBe(4);
    expect(p.path).toEqual([hex(6, 1), hex(7, 1), hex(8, 1), hex(9, 0)]);
  });

  it('D20-TURN-1 a Fasthållen (grappled) combatant cannot move', () => {
    const s = setCondition(startFight(d20Fight()), 'c-bo', { key: 'Fasthållen', data: { by: 'c-grim' } });
    expect(() => run(s, moveCmd('c-bo', hex(2, 3)))).toThrow('Bo is Fasthållen and cannot move (D20-ACT-2)');
    expect(previewMove(s, 'c-bo', hex(2, 3)).possible).toBe(false);
  });

  it('D20-TURN-1 a Nedslagen combatant stands up first for half its SMI (rounded up) and then moves', () => {
    const s = setCondition(startFight(d20Fight()), 'c-bo', { key: 'Nedslagen' });
    expect(previewMove(s, 'c-bo', hex(2, 3))).toMatchObject({ possible: true, cost: 3, standUp: 2 });
    const r = run(s, moveCmd('c-bo', hex(2, 3)));
    expect(who(r.state, 'c-bo').conditions.map((k) => k.key)).not.toContain('Nedslagen');
    expect(event(r.events, 'd20/stoodUp').data).toEqual({ id: 'c-bo', cost: 2 });
    expect(r.state.encounter.economy?.['c-bo']?.steps).toBe(3);
    // Two hexes after standing up would be 4 of 3 steps.
    expect(() => run(s, moveCmd('c-bo', hex(3, 4)))).toThrow('Bo needs 4 steps, 3 left (D20-TURN-1)');
    // Standing up alone: a move to its own hex.
    const up = run(s, moveCmd('c-bo', hex(2, 2)));
    expect(at(up.state, 'c-bo')).toEqual(hex(2, 2));
    expect(up.state.encounter.economy?.['c-bo']?.steps).toBe(2);
    expect(who(up.state, 'c-bo').conditions).toEqual([]);
  });

  it('D20-TURN-1 a hidden mover is logged for the GM only', () => {
    const s = patch(d20Fight(), 'c-skugga', { hidden: true });
    const r = run(s, moveCmd('c-skugga', hex(7, 2)));
    expect(event(r.events, 'd20/moved').public).toBe(false);
  });
});

describe('d20 hostile zones (D20-POS-1)', () => {
  // Alva (3,2) stands next to Grim (4,2); (2,3) is outside Grim's ring, (3,3) inside it.
  it('D20-POS-1 leaving the hostile zone needs the Akrobatik roll and its SV 13–16', () => {
    const s = startFight(d20Fight());
    expect(() => run(s, moveCmd('c-alva', hex(2, 3)))).toThrow(
      'Alva leaves the hostile zone of Grim: an Akrobatik roll against SV 13–16 is needed (D20-POS-1)',
    );
    const p = previewMove(s, 'c-alva', hex(2, 3));
    expect(p.hostileExits).toEqual([{ id: 'c-grim', name: 'Grim' }]);
    expect(p.akrobatik.map((f) => [f.term, f.effect])).toEqual([
      ['Akrobatik', 2],
      ['SMI', 3],
    ]);
  });

  it('D20-POS-1 moving on inside the ring needs no roll', () => {
    const r = run(startFight(d20Fight()), moveCmd('c-alva', hex(3, 3)));
    expect(at(r.state, 'c-alva')).toEqual(hex(3, 3));
    expect(event(r.events, 'd20/moved').data).toMatchObject({ akrobatik: null });
  });

  it('D20-POS-1 a success (1T20 + Akrobatik + SMI ≥ SV) leaves cleanly', () => {
    const r = run(startFight(d20Fight()), moveCmd('c-alva', hex(2, 3), { sv: 14, dice: [9] }));
    expect(event(r.events, 'd20/check').data).toMatchObject({
      id: 'c-alva',
      face: 9,
      modifier: 5,
      total: 14,
      sv: 14,
      success: true,
    });
    expect(at(r.state, 'c-alva')).toEqual(hex(2, 3));
    expect(r.state.pending ?? null).toBeNull();
    expect(event(r.events, 'd20/moved').data).toMatchObject({ akrobatik: true });
  });

  it('D20-POS-1 a failure still moves, and the enemy gets a free manoeuvre (pending)', () => {
    const r = run(startFight(d20Fight()), moveCmd('c-alva', hex(2, 3), { sv: 14, dice: [8] }));
    expect(event(r.events, 'd20/check').data).toMatchObject({ total: 13, success: false });
    expect(at(r.state, 'c-alva')).toEqual(hex(2, 3));
    expect(r.state.pending).toMatchObject(freeManoeuvreStep('c-grim', 'c-alva', 'akrobatik'));
    expect(event(r.events, 'd20/freeManoeuvreOffered').data).toEqual({
      targetId: 'c-alva',
      enemies: ['c-grim'],
      reason: 'akrobatik',
      count: 1,
    });
    // Another move waits until the offer is used or cancelled.
    expect(() => run(r.state, moveCmd('c-bo', hex(2, 4)))).toThrow('pending step');
  });

  it('D20-POS-1 leaving two enemies at once is still one roll; each of them gets a manoeuvre', () => {
    const s = place(startFight(d20Fight()), 'c-skugga', hex(3, 1));
    const r = run(s, moveCmd('c-alva', hex(2, 3), { sv: 16, dice: [3] }));
    expect(r.events.filter((e) => e.type === 'd20/check')).toHaveLength(1);
    expect(r.state.pending).toMatchObject({
      actorId: 'c-grim',
      data: { count: 2, enemies: ['c-grim', 'c-skugga'] },
    });
  });

  it('D20-POS-1 an enemy out of the fight (0 KP) holds no hostile zone', () => {
    const s = patch(startFight(d20Fight()), 'c-grim', { resources: { vp: 0, kp: 0 } });
    const r = run(s, moveCmd('c-alva', hex(2, 3)));
    expect(at(r.state, 'c-alva')).toEqual(hex(2, 3));
  });

  it('D20-POS-1 D20-ACT-5 support counts +1 on the Akrobatik roll and is used up', () => {
    const s = setCondition(startFight(d20Fight()), 'c-alva', {
      key: 'Stöd',
      data: { by: 'c-bo', byName: 'Bo' },
    });
    const r = run(s, moveCmd('c-alva', hex(2, 3), { sv: 14, dice: [8] }));
    expect(event(r.events, 'd20/check').data).toMatchObject({ modifier: 6, total: 14, success: true });
    expect(who(r.state, 'c-alva').conditions).toEqual([]);
    expect(r.state.pending ?? null).toBeNull();
  });
});

describe('d20 slippery terrain (D20-POS-4)', () => {
  // Skugga (8,2) walks onto the ice (Isen, Hal terräng 14, cols 6–7 rows 4–5).
  const ICE = hex(6, 5);

  it('D20-POS-4 entering a slippery zone rolls Akrobatik against its level', () => {
    const s = startFight(d20Fight());
    const p = previewMove(s, 'c-skugga', ICE);
    expect(p.slippery).toEqual([{ zoneId: 'z-isen', zoneName: 'Isen', sv: 14 }]);
    expect(p.cost).toBe(3);
    const r = run(s, moveCmd('c-skugga', ICE, { dice: [9] }));
    expect(event(r.events, 'd20/check').data).toMatchObject({ total: 14, sv: 14, success: true });
    expect(at(r.state, 'c-skugga')).toEqual(ICE);
    expect(who(r.state, 'c-skugga').conditions).toEqual([]);
  });

  it('D20-POS-4 a failure is a fall: Nedslagen, stopping on the first hex of the ice', () => {
    const s = startFight(d20Fight());
    const path = previewMove(s, 'c-skugga', ICE).path;
    const firstIce = path.findIndex((h) => zoneName(s, h) === 'Isen');
    expect(firstIce).toBe(1);
    const r = run(s, moveCmd('c-skugga', ICE, { dice: [8] }));
    expect(at(r.state, 'c-skugga')).toEqual(path[1]);
    expect(zoneName(r.state, at(r.state, 'c-skugga'))).toBe('Isen');
    expect(who(r.state, 'c-skugga').conditions).toMatchObject([{ key: 'Nedslagen', public: true }]);
    expect(r.state.encounter.economy?.['c-skugga']?.steps).toBe(2);
    expect(event(r.events, 'd20/moved').data).toMatchObject({ hexes: 2, cost: 2, fell: true });
    expect(event(r.events, 'd20/fell').data).toEqual({
      id: 'c-skugga',
      zoneId: 'z-isen',
      zoneName: 'Isen',
      condition: 'Nedslagen',
    });
  });

  it('D20-POS-4 moving on inside the slippery zone needs no new roll', () => {
    const s = place(d20Fight(), 'c-skugga', hex(7, 4));
    const r = run(s, moveCmd('c-skugga', hex(6, 4)));
    expect(r.events.some((e) => e.type === 'd20/check')).toBe(false);
  });

  it('D20-POS-4 D20-POS-1 the hostile-exit roll comes first, then the ice, in path order', () => {
    // Alva next to Skugga; Skugga leaves her zone (SV 15) and then steps onto the ice.
    const s = place(startFight(d20Fight()), 'c-alva', hex(7, 2));
    const r = run(s, moveCmd('c-skugga', ICE, { sv: 15, dice: [10, 5] }));
    const checks = r.events.filter((e) => e.type === 'd20/check').map((e) => e.data);
    expect(checks).toMatchObject([
      { purpose: 'Akrobatik', face: 10, total: 15, sv: 15, success: true },
      { purpose: 'Akrobatik (Hal terräng)', face: 5, total: 10, sv: 14, success: false },
    ]);
    expect(who(r.state, 'c-skugga').conditions.map((k) => k.key)).toEqual(['Nedslagen']);
    expect(r.state.pending ?? null).toBeNull();
  });

  it('D20-POS-4 a fall ends the move: dice entered for slippery zones further on are logged as unused, not refused', () => {
    // Mossen made slippery too (SV 13): from (8,5) to (2,5) the way crosses Isen, then Mossen.
    let s = place(d20Fight(), 'c-skugga', hex(8, 5));
    s = {
      ...s,
      scenes: s.scenes.map((sc) => ({
        ...sc,
        map: {
          ...sc.map,
          zones: sc.map.zones.map((z) =>
            z.id === 'z-mossen' ? { ...z, traits: [{ kind: 'hal', level: 13, revealed: true }] } : z,
          ),
        },
      })),
    };
    expect(previewMove(s, 'c-skugga', hex(2, 5)).slippery.map((z) => z.zoneName)).toEqual(['Isen', 'Mossen']);
    const r = run(s, moveCmd('c-skugga', hex(2, 5), { dice: [5, 15] })); // 5 + 5 = 10 < 14: a fall on Isen
    expect(zoneName(r.state, at(r.state, 'c-skugga'))).toBe('Isen');
    expect(r.events.filter((e) => e.type === 'd20/check')).toHaveLength(1);
    expect(event(r.events, 'dice/unused').data).toEqual({ count: 1 });
    // Without a fall, every entered die must still be used.
    expect(() => run(s, moveCmd('c-skugga', hex(2, 5), { dice: [15, 15, 3] }))).toThrow(/not needed/);
  });

  it('D20-POS-4 a slippery zone without a level is SV 13', () => {
    let s = d20Fight();
    const scene = s.scenes[0]!;
    const zones = scene.map.zones.map((z) =>
      z.id === 'z-isen' ? { ...z, traits: [{ kind: 'hal', revealed: true }] } : z,
    );
    s = { ...s, scenes: [{ ...scene, map: { ...scene.map, zones } }] };
    expect(previewMove(s, 'c-skugga', ICE).slippery).toMatchObject([{ sv: 13 }]);
    const r = run(s, moveCmd('c-skugga', ICE, { dice: [8] }));
    expect(event(r.events, 'd20/check').data).toMatchObject({ total: 13, sv: 13, success: true });
  });

  it('D20-POS-4 an unrevealed slippery trait rolls for the GM only', () => {
    let s = d20Fight();
    const scene = s.scenes[0]!;
    const zones = scene.map.zones.map((z) =>
      z.id === 'z-isen' ? { ...z, traits: [{ kind: 'hal', level: 14, revealed: false }] } : z,
    );
    s = { ...s, scenes: [{ ...scene, map: { ...scene.map, zones } }] };
    const r = run(s, moveCmd('c-skugga', ICE, { dice: [2] }));
    expect(event(r.events, 'd20/check').public).toBe(false);
    expect(event(r.events, 'd20/fell').public).toBe(false);
    expect(event(r.events, 'd20/moved').public).toBe(true);
  });
});

describe('d20 move previews', () => {
  it('D20-TURN-1 the preview shows the path, the cost and the steps left without changing the state', () => {
    const s = run(startFight(d20Fight()), moveCmd('c-bo', hex(2, 3))).state;
    const p = previewMove(s, 'c-bo', hex(3, 4));
    expect(p).toMatchObject({
      system: 'd20',
      kind: 'd20/move',
      possible: true,
      reason: null,
      cost: 1,
      standUp: 0,
      stepsLeft: 2,
      hostileExits: [],
      slippery: [],
    });
    expect(p.path).toEqual([hex(3, 4)]);
    const far = previewMove(s, 'c-bo', hex(6, 3));
    expect(far).toMatchObject({ possible: false, reason: 'Bo needs 4 steps, 2 left (D20-TURN-1)', cost: 4 });
    expect(previewMove(s, 'c-bo', hex(3, 4))).toEqual(p);
    expect(at(s, 'c-bo')).toEqual(hex(2, 3));
  });
});

describe('d20 path search', () => {
  /** A small seeded generator, so the random maps are the same every run. */
  function lcg(seed: number): () => number {
    let x = seed;
    return () => {
      x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
      return x / 2_147_483_648;
    };
  }

  /** Plain breadth-first steps (every hex 1) through the same walls, for comparison. */
  function bfs(hexes: readonly Axial[], walls: ReadonlySet<string>, from: Axial, to: Axial): number | null {
    const on = new Set(hexes.map(hexKey));
    const seen = new Map([[hexKey(from), 0]]);
    let frontier = [from];
    while (frontier.length > 0) {
      const next: Axial[] = [];
      for (const h of frontier)
        for (const n of hexNeighbours(h)) {
          const k = hexKey(n);
          if (!on.has(k) || seen.has(k) || walls.has(edgeKey(h, n))) continue;
          seen.set(k, (seen.get(hexKey(h)) ?? 0) + 1);
          next.push(n);
        }
      frontier = next;
    }
    return seen.get(hexKey(to)) ?? null;
  }

  it('D20-TURN-1 the cheapest way is as short as a plain search finds, through random walls', () => {
    const hexes = rectangleHexes(12, 9, 'pointy');
    const zone = { id: 'z', name: 'Z', hexes, traits: [], hidden: false, gmNotes: '' };
    const rnd = lcg(7);
    for (let trial = 0; trial < 40; trial++) {
      const walls: { a: Axial; b: Axial; door: 'none' }[] = [];
      for (const h of hexes)
        for (const n of hexNeighbours(h)) if (rnd() < 0.18) walls.push({ a: h, b: n, door: 'none' });
      const blocked = new Set(walls.map((w) => edgeKey(w.a, w.b)));
      const from = hexes[Math.floor(rnd() * hexes.length)] as Axial;
      const to = hexes[Math.floor(rnd() * hexes.length)] as Axial;
      const found = cheapestPath({ zones: [zone], walls }, from, to, {
        impassable: new Set(),
        price: () => ({ steps: 1, hazard: 0 }),
      });
      expect(found?.cost ?? null).toBe(bfs(hexes, blocked, from, to));
      if (found) {
        // Every step goes to a neighbour, never across a wall.
        let prev = from;
        for (const h of found.path) {
          expect(hexDistance(prev, h)).toBe(1);
          expect(blocked.has(edgeKey(prev, h))).toBe(false);
          prev = h;
        }
        expect(found.costAt).toEqual(found.path.map((_, i) => i + 1));
      }
    }
  });

  it('D20-POS-4 with random difficult hexes the cost is the least sum a full relaxation finds', () => {
    const hexes = rectangleHexes(10, 8, 'pointy');
    const zone = { id: 'z', name: 'Z', hexes, traits: [], hidden: false, gmNotes: '' };
    const rnd = lcg(11);
    for (let trial = 0; trial < 30; trial++) {
      const price = new Map(hexes.map((h) => [hexKey(h), rnd() < 0.35 ? 2 : 1]));
      const from = hexes[Math.floor(rnd() * hexes.length)] as Axial;
      const to = hexes[Math.floor(rnd() * hexes.length)] as Axial;
      // Reference: relax every edge until nothing changes (Bellman–Ford).
      const dist = new Map([[hexKey(from), 0]]);
      for (let changed = true; changed;) {
        changed = false;
        for (const h of hexes)
          for (const n of hexNeighbours(h)) {
            const here = dist.get(hexKey(h));
            const cost = price.get(hexKey(n));
            if (here === undefined || cost === undefined) continue;
            if (here + cost < (dist.get(hexKey(n)) ?? Infinity)) {
              dist.set(hexKey(n), here + cost);
              changed = true;
            }
          }
      }
      const found = cheapestPath({ zones: [zone], walls: [] }, from, to, {
        impassable: new Set(),
        price: (_a, b) => ({ steps: price.get(hexKey(b)) ?? 1, hazard: 0 }),
      });
      expect(found?.cost).toBe(dist.get(hexKey(to)));
      expect(found?.path.reduce((sum, h) => sum + (price.get(hexKey(h)) ?? 0), 0)).toBe(found?.cost);
    }
  });

  it('D20-TURN-1 a long way on a large open map is the straight distance', () => {
    const hexes = rectangleHexes(120, 120, 'pointy');
    const zone = { id: 'z', name: 'Z', hexes, traits: [], hidden: false, gmNotes: '' };
    const from = hex(0, 0);
    const to = hex(119, 119);
    const found = cheapestPath({ zones: [zone], walls: [] }, from, to, {
      impassable: new Set(),
      price: () => ({ steps: 1, hazard: 0 }),
    });
    expect(found?.cost).toBe(hexDistance(from, to));
  });
});
