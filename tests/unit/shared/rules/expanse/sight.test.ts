/**
 * Line of sight and cover in an Expanse attack (issue 18): a ranged attack needs line of sight
 * (EXP-ATK-1, map/lineOfSight.ts: walls and closed doors block, open doors pass, zones with the
 * sight-blocking trait block), refused before the roll and in the preview, with a GM override that is
 * logged; the preview lists the target's cover (EXP-COV-1) before the roll.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState, Wall } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { SIGHT_BLOCKING_TRAIT } from '@shared/map/lineOfSight';
import { planAttack } from '@shared/rules/expanse/attack';
import { previewExpanseAttack } from '@shared/rules/expanse/preview';
import { BOBBY, event, expFight, hex, inRound, placeAt, run, setCondition, THUG } from './kit';

const shot = {
  type: 'expanse/attack',
  attackerId: BOBBY,
  targetId: THUG,
  weaponId: 'w-pistol',
  action: 'ranged',
} as const;
const HIT: number[] = [5, 4, 2];

/** Bobby at column 0, the thug at column 10 on the open deck (row 2), with `walls`. */
function range10(walls: Wall[] = []): CampaignState {
  const s = placeAt(inRound(expFight()), THUG, hex(10));
  return { ...s, scenes: s.scenes.map((sc) => ({ ...sc, map: { ...sc.map, walls } })) };
}

/** A wall across row 2 between columns 5 and 6. */
const wall = (door: Wall['door'] = 'none'): Wall => ({ a: hex(5), b: hex(6), door });

/** The scene with the deck's columns 4–6 of every row a smoke zone (the sight-blocking trait). */
function smoke(s: CampaignState): CampaignState {
  return {
    ...s,
    scenes: s.scenes.map((sc) => {
      const deck = sc.map.zones.find((z) => z.id === 'z-deck');
      if (!deck) throw new Error('no deck');
      const cells = [0, 1, 2, 3, 4, 5].flatMap((row) => [4, 5, 6].map((col) => hex(col, row)));
      const isSmoke = (h: { q: number; r: number }) => cells.some((c) => c.q === h.q && c.r === h.r);
      return {
        ...sc,
        map: {
          ...sc.map,
          zones: [
            { ...deck, hexes: deck.hexes.filter((h) => !isSmoke(h)) },
            {
              id: 'z-smoke',
              name: 'Smoke',
              hexes: cells,
              traits: [{ kind: SIGHT_BLOCKING_TRAIT, revealed: true }],
              hidden: false,
              gmNotes: '',
            },
            ...sc.map.zones.filter((z) => z.id !== 'z-deck'),
          ],
        },
      };
    }),
  };
}

describe('Expanse line of sight (EXP-ATK-1)', () => {
  it('EXP-ATK-1 a ranged attack through a wall or a closed door is refused; an open door lets it through', () => {
    expect(() => run(range10([wall()]), { ...shot, dice: HIT })).toThrow(/no line of sight.*EXP-ATK-1/);
    expect(() => run(range10([wall('closed')]), { ...shot, dice: HIT })).toThrow(/no line of sight/);
    const open = run(range10([wall('open')]), { ...shot, dice: HIT });
    expect(event(open.events, 'expanse/attackRolled').data.hit).toBe(true);
    expect(open.events.some((e) => e.type === 'attack/rangeOverridden')).toBe(false);
  });

  it('EXP-ATK-1 a zone that blocks sight between the two refuses the shot; standing in it one still sees out', () => {
    const s = smoke(range10());
    expect(() => run(s, { ...shot, dice: HIT })).toThrow(/no line of sight/);
    // From the smoke's edge (column 6) out to the thug: the line leaves the zone at once.
    const edge = placeAt(s, BOBBY, hex(6));
    expect(event(run(edge, { ...shot, dice: HIT }).events, 'expanse/attackRolled').data.hit).toBe(true);
  });

  it('EXP-ATK-1 the GM overrides a refused line of sight: the shot is rolled and the override logged', () => {
    const r = run(range10([wall()]), { ...shot, rangeOverride: true, dice: HIT });
    expect(event(r.events, 'attack/rangeOverridden')).toMatchObject({
      public: true,
      data: { attackerId: BOBBY, targetId: THUG, rule: 'EXP-ATK-1', kind: 'sight', sight: true },
    });
    expect(event(r.events, 'expanse/attackRolled').data.hit).toBe(true);
    expect(r.state.log.some((e) => e.type === 'attack/rangeOverridden')).toBe(true);
  });

  it('EXP-ATK-1 the preview refuses before the roll, and with the override names the refusal and its rule', () => {
    const s = range10([wall()]);
    const input = { attackerId: BOBBY, targetId: THUG, weaponId: 'w-pistol', action: 'ranged' } as const;
    expect(() => previewExpanseAttack(s, input)).toThrow(/no line of sight/);
    expect(previewExpanseAttack(s, input, true)).toBeNull();
    const p = previewExpanseAttack(s, { ...input, rangeOverride: true });
    expect(p?.refusals).toEqual([
      expect.objectContaining({ kind: 'sight', rule: 'EXP-ATK-1', reason: expect.stringMatching(/Bobby/) }),
    ]);
    // Out of sight and past the maximum range: both refusals, each with its rule.
    const far = placeAt(s, THUG, hex(29));
    const both = planAttack(
      { ...far, scenes: far.scenes.map((sc) => ({ ...sc, map: { ...sc.map, hexSizeMetres: 3 } })) },
      { ...input, rangeOverride: true },
    );
    expect(both.refusals.map((r) => [r.kind, r.rule])).toEqual([
      ['sight', 'EXP-ATK-1'],
      ['range', 'EXP-RNG-1'],
    ]);
  });

  it('EXP-ATK-1 melee does not ask for line of sight (reach decides), and without tokens sight is the GM’s call', () => {
    const s = placeAt(range10([{ a: hex(0), b: hex(1), door: 'none' }]), THUG, hex(1));
    const punch = { ...shot, weaponId: null, action: 'melee', dice: HIT } as const;
    expect(event(run(s, punch).events, 'expanse/attackRolled').data.hit).toBe(true);
    const noTokens = {
      ...range10([wall()]),
      scenes: range10([wall()]).scenes.map((sc) => ({ ...sc, tokens: [] })),
    };
    expect(() => run(noTokens, { ...shot, dice: HIT } as Command)).not.toThrow();
  });
});

describe('Expanse cover in the attack preview (EXP-COV-1)', () => {
  it('EXP-COV-1 the preview lists the target’s cover from its zone before the roll, apart from the roll’s modifiers', () => {
    // The thug in the crates (cover 2), Bobby on the deck.
    const s = placeAt(inRound(expFight()), THUG, hex(20));
    const input = { attackerId: BOBBY, targetId: THUG, weaponId: 'w-pistol', action: 'ranged' } as const;
    const p = previewExpanseAttack(s, input);
    expect(p?.cover).toEqual({ rating: 2, source: 'zone', zone: 'Crates' });
    // Cover adds to protection, not to the attack: the modifier is Accuracy 2 + Pistols 2.
    expect(p?.modifier).toBe(4);
    // Take Cover higher than the zone's: the stunt's cover counts.
    const taken = setCondition(s, THUG, { key: 'Take Cover', data: { rating: 3 } });
    expect(previewExpanseAttack(taken, input)?.cover).toEqual({ rating: 3, source: 'takeCover', zone: null });
    expect(previewExpanseAttack(inRound(expFight()), input)?.cover).toBeNull();
  });
});
