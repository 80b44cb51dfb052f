import { describe, expect, it } from 'vitest';
import { zone } from '../../helpers/oneSceneCampaign';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import { hexKey } from '@shared/hex/axial';
import { buildZoneGraph, edgeKey, zoneDistance } from '@shared/map/zoneGraph';
import { CampaignState } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { frozenDemo } from '../../../helpers/campaigns';

const run = (s: CampaignState, ...cmds: Command[]): CampaignState =>
  cmds.reduce((st, c) => applyCommand(st, c, { dice: seededDice(1) }).state, s);
const map = (s: CampaignState) => s.scenes[0]!.map;
const owners = (s: CampaignState): Map<string, string[]> => {
  const m = new Map<string, string[]>();
  for (const z of map(s).zones)
    for (const h of z.hexes) m.set(hexKey(h), [...(m.get(hexKey(h)) ?? []), z.id]);
  return m;
};

describe('map editing commands', () => {
  it('painting moves hexes into a zone; every hex keeps exactly one zone; the state stays valid', () => {
    const s = run(frozenDemo(), {
      type: 'zone/paint',
      sceneId: 's-gransen',
      zoneId: 'z-bommen',
      hexes: [
        { q: 0, r: 5 },
        { q: 0, r: 5 },
        { q: 1, r: 5 },
      ],
    });
    const bommen = map(s).zones.find((z) => z.id === 'z-bommen');
    expect(bommen?.hexes).toEqual(
      expect.arrayContaining([
        { q: 0, r: 5 },
        { q: 1, r: 5 },
      ]),
    );
    for (const ids of owners(s).values()) expect(ids).toHaveLength(1);
    expect(CampaignState.safeParse(s).success).toBe(true);
  });

  it('erasing takes hexes off the map but keeps the hexes tokens stand on, and empty zones keep their data', () => {
    const anton = { q: 2, r: 6 };
    const before = owners(frozenDemo());
    const s = run(frozenDemo(), {
      type: 'zone/erase',
      sceneId: 's-gransen',
      hexes: [anton, { q: 0, r: 5 }, { q: 1, r: 5 }],
    });
    const after = owners(s);
    expect(after.has(hexKey({ q: 0, r: 5 }))).toBe(false);
    expect(after.has(hexKey({ q: 1, r: 5 }))).toBe(false);
    expect(after.get(hexKey(anton))).toEqual(before.get(hexKey(anton)));
    expect(s.log.at(-1)).toMatchObject({ type: 'zone/erased', data: { hexes: 2, keptUnderTokens: 1 } });
    const ladan = map(frozenDemo()).zones.find((z) => z.id === 'z-ladan')!;
    const empty = run(frozenDemo(), { type: 'zone/erase', sceneId: 's-gransen', hexes: ladan.hexes });
    expect(map(empty).zones.find((z) => z.id === 'z-ladan')).toMatchObject({
      hexes: [],
      traits: ladan.traits,
    });
    expect(CampaignState.safeParse(empty).success).toBe(true);
  });

  it('a new zone takes its hexes from others; removing it merges them back', () => {
    const kratt = zone('z-ny', 'Kratt', [{ q: 3, r: 0 }], [{ kind: 'skydd', revealed: true }]);
    const s = run(frozenDemo(), { type: 'zone/create', sceneId: 's-gransen', zone: kratt });
    expect(owners(s).get('3,0')).toEqual(['z-ny']);
    const merged = run(s, {
      type: 'zone/remove',
      sceneId: 's-gransen',
      zoneId: 'z-ny',
      mergeInto: 'z-faltet',
    });
    expect(owners(merged).get('3,0')).toEqual(['z-faltet']);
    expect(() =>
      applyCommand(s, { type: 'zone/create', sceneId: 's-gransen', zone: kratt }, { dice: seededDice(1) }),
    ).toThrow(CommandError);
  });

  it('walls sit on edges between neighbours, cut the zone graph, and doors open it again', () => {
    const s0 = frozenDemo();
    // Skogsbrynet (cols 0–3, rows 0–3) meets Vägen below it; wall off every shared edge of the two.
    const wood = map(s0).zones.find((z) => z.id === 'z-skogsbrynet')!;
    const road = new Set(
      map(s0)
        .zones.find((z) => z.id === 'z-vagen')!
        .hexes.map(hexKey),
    );
    const edges: Command[] = [];
    for (const h of wood.hexes) {
      for (const [dq, dr] of [
        [1, 0],
        [1, -1],
        [0, -1],
        [-1, 0],
        [-1, 1],
        [0, 1],
      ] as const) {
        const n = { q: h.q + dq, r: h.r + dr };
        if (road.has(hexKey(n)))
          edges.push({ type: 'wall/set', sceneId: 's-gransen', a: h, b: n, door: 'none' });
      }
    }
    expect(edges.length).toBeGreaterThan(0);
    const walled = run(s0, ...edges);
    expect(buildZoneGraph(map(walled))['z-skogsbrynet']).not.toContain('z-vagen');
    const first = edges[0] as Extract<Command, { type: 'wall/set' }>;
    const door = run(walled, { ...first, door: 'open' });
    expect(buildZoneGraph(map(door))['z-skogsbrynet']).toContain('z-vagen');
    expect(zoneDistance(buildZoneGraph(map(door)), 'z-skogsbrynet', 'z-vagen')).toBe(1);
    expect(map(run(door, { ...first, door: null })).walls).toHaveLength(edges.length - 1);
    expect(() =>
      applyCommand(
        s0,
        { type: 'wall/set', sceneId: 's-gransen', a: { q: 0, r: 0 }, b: { q: 3, r: 0 }, door: 'none' },
        { dice: seededDice(1) },
      ),
    ).toThrow(/neighbouring/);
  });

  it('a run of edges (one drag of the wall tool) is one command and one log line; erased the same way', () => {
    const s0 = frozenDemo();
    const logBefore = s0.log.length;
    const run5 = [0, 1, 2, 3, 4].map((q) => ({ a: { q, r: 1 }, b: { q, r: 2 } }));
    const cmd: Command = { type: 'wall/setMany', sceneId: 's-gransen', edges: run5, door: 'none' };
    expect(Command.safeParse(cmd).success).toBe(true);
    const walled = run(s0, cmd);
    const keys = new Set(map(walled).walls.map((w) => edgeKey(w.a, w.b)));
    for (const e of run5) expect(keys.has(edgeKey(e.a, e.b))).toBe(true);
    expect(walled.log.length - logBefore).toBe(1);
    expect(walled.log.at(-1)).toMatchObject({
      type: 'walls/set',
      public: false,
      data: { sceneId: 's-gransen', edges: 5, door: 'none' },
    });
    // Doors over part of the run (repeats and reversed edges count once); only changed edges are counted.
    const doors = run(walled, {
      type: 'wall/setMany',
      sceneId: 's-gransen',
      edges: [run5[0]!, { a: run5[0]!.b, b: run5[0]!.a }, run5[1]!, { a: { q: 0, r: 5 }, b: { q: 1, r: 5 } }],
      door: 'closed',
    });
    expect(doors.log.at(-1)).toMatchObject({ data: { edges: 3, door: 'closed' } });
    expect(map(doors).walls.filter((w) => w.door === 'closed')).toHaveLength(3);
    expect(map(doors).walls).toHaveLength(map(s0).walls.length + 6);
    // Erasing along the same run takes the five off, leaving the other door.
    const erased = run(doors, { type: 'wall/setMany', sceneId: 's-gransen', edges: run5, door: null });
    expect(map(erased).walls).toHaveLength(map(s0).walls.length + 1);
    expect(erased.log.at(-1)).toMatchObject({ data: { edges: 5, door: null } });
    expect(CampaignState.safeParse(erased).success).toBe(true);
    expect(() =>
      run(s0, {
        type: 'wall/setMany',
        sceneId: 's-gransen',
        edges: [run5[0]!, { a: { q: 0, r: 0 }, b: { q: 2, r: 0 } }],
        door: 'none',
      }),
    ).toThrow(/neighbouring/);
    expect(Command.safeParse({ ...cmd, edges: [] }).success).toBe(false);
  });

  it('a run of edges that are already so changes nothing and logs nothing (no "0 walls changed")', () => {
    const run3 = [0, 1, 2].map((q) => ({ a: { q, r: 1 }, b: { q, r: 2 } }));
    const walled = run(frozenDemo(), {
      type: 'wall/setMany',
      sceneId: 's-gransen',
      edges: run3,
      door: 'none',
    });
    const again = applyCommand(
      walled,
      { type: 'wall/setMany', sceneId: 's-gransen', edges: [...run3].reverse(), door: 'none' },
      { dice: seededDice(1) },
    );
    expect(again.events).toEqual([]);
    expect(again.state).toBe(walled);
    // Erasing where no wall stands is the same.
    const bare = [{ a: { q: 0, r: 6 }, b: { q: 1, r: 6 } }];
    const erased = applyCommand(
      walled,
      { type: 'wall/setMany', sceneId: 's-gransen', edges: bare, door: null },
      { dice: seededDice(1) },
    );
    expect(erased.events).toEqual([]);
    expect(erased.state.log).toHaveLength(walled.log.length);
    // One edge that does change still logs the one.
    const mixed = run(walled, {
      type: 'wall/setMany',
      sceneId: 's-gransen',
      edges: [...run3, { a: { q: 3, r: 1 }, b: { q: 3, r: 2 } }],
      door: 'none',
    });
    expect(mixed.log.at(-1)).toMatchObject({ type: 'walls/set', data: { edges: 1 } });
  });

  it('tokens are placed on map hexes for existing combatants, and removed', () => {
    const token = { id: 't-extra', combatantId: 'c-ivar', hex: { q: 4, r: 0 }, hidden: false };
    const s = run(frozenDemo(), { type: 'token/place', sceneId: 's-gransen', token });
    expect(s.scenes[0]!.tokens.map((t) => t.id)).toContain('t-extra');
    expect(() =>
      applyCommand(
        s,
        { type: 'token/place', sceneId: 's-gransen', token: { ...token, id: 't-x', hex: { q: 99, r: 99 } } },
        { dice: seededDice(1) },
      ),
    ).toThrow(/not on the map/);
    expect(() =>
      applyCommand(
        s,
        { type: 'token/place', sceneId: 's-gransen', token: { ...token, id: 't-y', combatantId: 'c-ghost' } },
        { dice: seededDice(1) },
      ),
    ).toThrow(/no combatant/);
    expect(
      run(s, { type: 'token/remove', sceneId: 's-gransen', tokenId: 't-extra' }).scenes[0]!.tokens.map(
        (t) => t.id,
      ),
    ).not.toContain('t-extra');
  });
});

describe('new scenes', () => {
  const scene = (id: string) => ({
    id,
    name: 'Lagret',
    map: {
      orientation: 'flat' as const,
      hexSizeMetres: 2,
      width: 4,
      height: 3,
      zones: [
        zone('z-hall', 'Hallen', [
          { q: 0, r: 0 },
          { q: 1, r: 0 },
        ]),
      ],
      walls: [],
      background: null,
    },
    tokens: [],
    gmNotes: '',
  });

  it('a new scene is added and becomes the active one; ids and hexes are checked', () => {
    const s = run(frozenDemo(), { type: 'scene/create', scene: scene('s-lagret') });
    expect(s.activeSceneId).toBe('s-lagret');
    expect(s.scenes.map((x) => x.id)).toEqual(['s-gransen', 's-lagret']);
    expect(CampaignState.safeParse(s).success).toBe(true);
    expect(() => run(s, { type: 'scene/create', scene: scene('s-lagret') })).toThrow(CommandError);
    const twice = scene('s-x');
    twice.map.zones.push({ ...twice.map.zones[0]!, id: 'z-again' });
    expect(() => run(frozenDemo(), { type: 'scene/create', scene: twice })).toThrow(/two zones/);
  });
});
