import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { EXP_ATTACK_PENDING, planAttack } from '@shared/rules/expanse/attack';
import {
  adjacent,
  at,
  attrs,
  BOBBY,
  event,
  expFight,
  hex,
  inRound,
  placeAt,
  punch,
  run,
  runAll,
  setCondition,
  THUG,
  thugKnife,
  who,
} from './kit';

const shot = { ...punch, weaponId: 'w-pistol', action: 'ranged' } as const;

function rolled(s: CampaignState, cmd: Command) {
  const r = run(s, cmd);
  return { state: r.state, events: r.events, data: event(r.events, 'expanse/attackRolled').data };
}

/** The scene at `metres` per hex. */
function scale(s: CampaignState, metres: number): CampaignState {
  return { ...s, scenes: s.scenes.map((sc) => ({ ...sc, map: { ...sc.map, hexSizeMetres: metres } })) };
}

describe('Expanse attacks', () => {
  it('EXP-EX-2 Bobby runs 4 m straight at her target and hits: 9 + Fighting 3 + Brawling 2 + Charge 1 = 15 against Defense 11', () => {
    // The thug 5 m away on 1 m hexes: she runs 4 m to the hex in front of him.
    const { state, data } = rolled(placeAt(inRound(expFight()), THUG, hex(5)), {
      ...punch,
      action: 'charge',
      to: hex(4),
      dice: [3, 4, 2],
    });
    expect(data).toMatchObject({ total: 15, defense: 11, hit: true, action: 'charge' });
    expect(at(state, BOBBY)).toEqual(hex(4));
    expect(state.pending?.kind).toBe(EXP_ATTACK_PENDING);
  });

  it('EXP-ACT-MAJ Charge: the +1 counts the metres the charger ran, not how far away it started (a charge that stops short earns nothing)', () => {
    // The thug 4 m away, within 2 m reach after a run of 2 or 3 m: short of the 4 m, no +1.
    const s = inRound(expFight());
    expect(rolled(s, { ...punch, action: 'charge', to: hex(2), dice: [3, 4, 2] }).data.total).toBe(14);
    expect(rolled(s, { ...punch, action: 'charge', to: hex(3), dice: [3, 4, 2] }).data.total).toBe(14);
    // 7 m away, a 4 m run that stops 3 m short (the GM overrides reach): it never reached the target.
    const farther = placeAt(s, THUG, hex(7));
    expect(
      rolled(farther, { ...punch, action: 'charge', to: hex(4), rangeOverride: true, dice: [3, 4, 2] }).data
        .total,
    ).toBe(14);
    // 6 m away, a 4 m run that ends within reach (2 m): +1.
    const far = placeAt(s, THUG, hex(6));
    expect(rolled(far, { ...punch, action: 'charge', to: hex(4), dice: [3, 4, 2] }).data.total).toBe(15);
  });

  it('EXP-ACT-MAJ a Charge of less than 4 m, or not straight at the target, earns no +1; it moves at most half Speed', () => {
    const near = placeAt(inRound(expFight()), THUG, hex(3));
    expect(rolled(near, { ...punch, action: 'charge', to: hex(2), dice: [3, 4, 2] }).data.total).toBe(14);
    // A detour: ends beside the target but not along a shortest line.
    const bent = rolled(inRound(expFight()), { ...punch, action: 'charge', to: hex(4, 1), dice: [3, 4, 2] });
    expect(bent.data.total).toBe(14);
    const far = placeAt(inRound(expFight()), THUG, hex(9));
    expect(() => run(far, { ...punch, action: 'charge', to: hex(8), dice: [3, 4, 2] })).toThrow(
      /may move 6 m/,
    );
    const prone = setCondition(inRound(expFight()), BOBBY, { key: 'Prone' });
    expect(() => run(prone, { ...punch, action: 'charge', to: hex(3), dice: [3, 4, 2] })).toThrow(/Prone/);
  });

  it('EXP-ATK-1 melee reaches 2 m and rolls Fighting; ranged rolls Accuracy with its focus', () => {
    expect(() => run(expFight(), { ...punch, dice: [3, 4, 2] })).toThrow(/4 m away; melee reaches 2 m/);
    expect(rolled(adjacent(expFight()), { ...punch, dice: [3, 4, 2] }).data.total).toBe(9 + 3 + 2);
    // Pistol: Accuracy 2 + Pistols 2.
    expect(rolled(expFight(), { ...shot, dice: [3, 4, 2] }).data.total).toBe(13);
    const plan = planAttack(expFight(), { ...shot });
    expect(plan.ability).toBe('Accuracy');
    expect(plan.factors.map((f) => f.term)).toEqual(['Pistols']);
    expect(() => run(expFight(), { ...punch, action: 'ranged', dice: [1, 1, 1] })).toThrow(/melee weapon/);
  });

  it('EXP-ATK-1 an attack on a hidden combatant is rolled for the GM only, dice and test included', () => {
    const s = inRound(adjacent(expFight()));
    const hidden = {
      ...s,
      combatants: s.combatants.map((c) => (c.id === THUG ? { ...c, hidden: true } : c)),
    };
    const r = run(hidden, { ...punch, action: 'melee', dice: [3, 4, 2] });
    expect(r.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['dice/rolled', 'expanse/test', 'expanse/attackRolled']),
    );
    expect(r.events.filter((e) => e.public && e.type !== 'token/moved').map((e) => e.type)).toEqual([]);
    const open = run(s, { ...punch, action: 'melee', dice: [3, 4, 2] });
    expect(event(open.events, 'expanse/test').public).toBe(true);
  });

  it('EXP-ATK-2 a total equal to Defense hits, one below misses and nothing waits', () => {
    // Pistol: 7 + 4 = 11 = Defense 11.
    expect(rolled(expFight(), { ...shot, dice: [2, 3, 2] }).data.hit).toBe(true);
    const miss = rolled(expFight(), { ...shot, dice: [1, 3, 2] });
    expect(miss.data).toMatchObject({ total: 10, hit: false });
    expect(miss.state.pending ?? null).toBeNull();
  });

  it('EXP-ATK-3 a firearm that misses with Drama Die 6 jams until cleared with Activate; off by setting', () => {
    const s = attrs(expFight(), THUG, { Dexterity: 8 });
    const jam = rolled(s, { ...shot, dice: [1, 2, 6] });
    expect(jam.data).toMatchObject({ hit: false, jammed: true });
    expect(who(jam.state, BOBBY).weapons.find((w) => w.id === 'w-pistol')?.values.Jammed).toBe(true);
    expect(() => run(jam.state, { ...shot, dice: [1, 2, 3] })).toThrow(/jammed/);
    const cleared = run(jam.state, {
      type: 'expanse/action',
      id: BOBBY,
      action: 'activate',
      weaponId: 'w-pistol',
    }).state;
    expect(who(cleared, BOBBY).weapons.find((w) => w.id === 'w-pistol')?.values.Jammed).toBeUndefined();
    expect(rolled(s, { ...shot, dice: [1, 2, 5] }).data.jammed).toBe(false);
    const off = attrs(expFight({ jam: false }), THUG, { Dexterity: 8 });
    expect(rolled(off, { ...shot, dice: [1, 2, 6] }).data.jammed).toBe(false);
  });

  it('EXP-RNG-1 beyond range −2, beyond maximum impossible (pistol 50/75 m; thrown 10 + Strength / 15 + 1.5 × Strength)', () => {
    const s = scale(expFight(), 5);
    expect(rolled(placeAt(s, THUG, hex(10)), { ...shot, dice: [3, 4, 2] }).data.total).toBe(13); // 50 m
    expect(rolled(placeAt(s, THUG, hex(11)), { ...shot, dice: [3, 4, 2] }).data.total).toBe(11); // 55 m
    expect(rolled(placeAt(s, THUG, hex(15)), { ...shot, dice: [3, 4, 2] }).data.total).toBe(11); // 75 m
    expect(() => run(placeAt(s, THUG, hex(16)), { ...shot, dice: [3, 4, 2] })).toThrow(
      /maximum range of 75 m/,
    );
    // Thrown grenade, Strength 3: range 13 m, maximum 19 m (1 m hexes).
    const g = { ...shot, weaponId: 'w-grenade' } as const;
    expect(
      planAttack(placeAt(expFight(), THUG, hex(13)), g).factors.some((f) => f.key === 'beyondRange'),
    ).toBe(false);
    expect(
      planAttack(placeAt(expFight(), THUG, hex(14)), g).factors.find((f) => f.key === 'beyondRange')?.effect,
    ).toBe(-2);
    expect(() => planAttack(placeAt(expFight(), THUG, hex(20)), g)).toThrow(/maximum range of 19 m/);
    // Rifle 200/300.
    const r = { ...shot, weaponId: 'w-rifle' } as const;
    expect(
      planAttack(placeAt(scale(expFight(), 20), THUG, hex(11)), r).factors.find(
        (f) => f.key === 'beyondRange',
      )?.effect,
    ).toBe(-2);
  });

  it('EXP-ACT-MIN Aim gives +1 to the next attack only; another action first loses it', () => {
    let s = inRound(expFight());
    s = run(s, { type: 'expanse/action', id: BOBBY, action: 'aim' }).state;
    const aimed = rolled(s, { ...shot, dice: [3, 4, 2] });
    expect(aimed.data.total).toBe(14);
    expect(who(aimed.state, BOBBY).conditions.some((k) => k.key === 'Aim')).toBe(false);
    let t = inRound(expFight());
    t = runAll(
      t,
      { type: 'expanse/action', id: BOBBY, action: 'aim' },
      { type: 'expanse/action', id: BOBBY, action: 'prepare' },
    );
    expect(who(t, BOBBY).conditions.some((k) => k.key === 'Aim')).toBe(false);
  });

  it('EXP-COND-1 Prone targets: melee +1, ranged −1; an Injured attacker −1, a Wounded one −2', () => {
    const prone = setCondition(adjacent(expFight()), THUG, { key: 'Prone' });
    expect(rolled(prone, { ...punch, dice: [3, 4, 2] }).data.total).toBe(15);
    expect(rolled(prone, { ...shot, dice: [3, 4, 2] }).data.total).toBe(12);
    const hurt = setCondition(expFight(), BOBBY, { key: 'Injured' });
    expect(rolled(hurt, { ...shot, dice: [3, 4, 2] }).data.total).toBe(12);
    // Wounded (also Exhausted): −2, the worst penalty, not −3.
    const worse = setCondition(hurt, BOBBY, { key: 'Wounded' });
    expect(rolled(worse, { ...shot, dice: [3, 4, 2] }).data.total).toBe(11);
  });

  it('EXP-DMG-3 improvised flaws: Clumsy lowers the attack, a Fragile item breaks on a miss with Drama Die ≤ 3', () => {
    const s = adjacent(expFight());
    const wrench = { ...punch, weaponId: 'w-wrench' } as const;
    // Fighting 3, no focus, Clumsy −1.
    expect(rolled(s, { ...wrench, dice: [3, 4, 2] }).data.total).toBe(11);
    const miss = rolled(attrs(s, THUG, { Dexterity: 8 }), { ...wrench, dice: [3, 4, 3] });
    expect(miss.data).toMatchObject({ hit: false, broken: true });
    expect(() => run(miss.state, { ...wrench, dice: [3, 4, 3] })).toThrow(/broken/);
    expect(rolled(attrs(s, THUG, { Dexterity: 8 }), { ...wrench, dice: [3, 4, 4] }).data.broken).toBe(false);
  });

  it('EXP-ACT-MAJ All-Out Attack: −1 Defense until the attacker’s next turn, hit or miss', () => {
    const s = inRound(adjacent(attrs(expFight(), THUG, { Dexterity: 8 })));
    const r = rolled(s, { ...punch, action: 'allOut', dice: [1, 1, 2] });
    expect(r.data.hit).toBe(false);
    expect(planAttack(r.state, thugKnife).defense).toBe(11);
    const next = runAll(r.state, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(planAttack(next, thugKnife).defense).toBe(12);
  });

  it('EXP-ACT-MAJ Stunt Attack: a hit earns 1 SP plus any from doubles and deals no damage', () => {
    const s = adjacent(expFight());
    const plain = rolled(s, { ...punch, action: 'stunt', dice: [3, 4, 2] });
    expect(plain.data.sp).toBe(1);
    expect(() => run(plain.state, { type: 'expanse/damage', dice: [3] })).toThrow(/no damage/);
    expect(rolled(s, { ...punch, action: 'stunt', dice: [3, 3, 5] }).data.sp).toBe(6);
  });

  it('EXP-SP-1 a hit with doubles waits with SP equal to the Drama Die; a miss with doubles earns none', () => {
    const s = adjacent(expFight());
    const hit = rolled(s, { ...punch, dice: [2, 5, 2] });
    expect(hit.data).toMatchObject({ hit: true, sp: 2 });
    expect(hit.state.pending?.data).toMatchObject({ sp: 2, spLeft: 2 });
    const miss = rolled(attrs(s, THUG, { Dexterity: 8 }), { ...punch, dice: [2, 5, 2] });
    expect(miss.data).toMatchObject({ hit: false, sp: 0 });
  });
});
