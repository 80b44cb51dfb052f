/**
 * The IRT attack through the engine (irt/attack → irt/fokusDice → irt/defend → irt/resolve) on the demo
 * campaign, with entered dice. Anton: Smidighet 2, Strid 3, Fysik 3, pistol (Skada 3, Kort) and knife
 * (Skada 2, Bredvid, Kastbart); the guard: Skydd 1, Fokus 1, Smidighet 2 + Strid 2, bayonet rifle.
 * Anton stands at (2,6), the guard at (3,5): one hex (one zone) apart, band Kort.
 */
import { describe, expect, it } from 'vitest';
import { adjustResource, setInitiative } from '../../../helpers/commands';
import { CommandError } from '@shared/rules/core/engine';
import { DiceScriptError } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import { planIrtAttack } from '@shared/rules/irt/attackFactors';
import { hexNeighbours } from '@shared/hex/axial';
import type { EngineEvent } from '@shared/rules/core/events';
import { irtTemplate } from '@shared/rules/irt/sheet';
import { frozenDemo } from '../../../../helpers/campaigns';
import {
  antonShot,
  antonShoots,
  attrs,
  event,
  patch,
  place,
  run,
  runAll,
  setCondition,
  setTraits,
  who,
} from './kit';

const MISS = [1, 2, 3, 4, 5];

function plan(s: CampaignState, options: Record<string, unknown> = {}, weaponId: string | null = 'w-pistol') {
  return planIrtAttack(s, who(s, 'c-anton'), who(s, 'c-gransvakt'), weaponId, options);
}

function declared(events: readonly EngineEvent[]) {
  return event(events, 'irt/attackDeclared').data;
}

/**
 * Anton and the guard in contact in one hex of Bommen (a zone without traits): Bredvid. At the demo's
 * 10 m hexes one hex alone is not melee reach; the guard's token dropped onto Anton's puts them in contact.
 */
function near(s: CampaignState = frozenDemo()): CampaignState {
  const placed = place(s, 'c-anton', 4, 6);
  const tok = (id: string) => placed.scenes[0]?.tokens.find((t) => t.combatantId === id)?.id ?? '';
  return run(placed, {
    type: 'token/contact',
    sceneId: 's-gransen',
    tokenId: tok('c-gransvakt'),
    withTokenId: tok('c-anton'),
  }).state;
}

function resolve(s: CampaignState, dice?: number[]) {
  return run(s, { type: 'irt/resolve', ...(dice ? { dice } : {}) });
}

describe('IRT characters in attacks', () => {
  it('IRT-CHAR-1 eight attributes; a roll adds two of them (ranged Smidighet + Strid, melee Fysik + Strid)', () => {
    expect(irtTemplate.attributes.slice(0, 8).map((a) => a.key)).toEqual([
      'Analys',
      'Fysik',
      'List',
      'Samspel',
      'Sinnen',
      'Smidighet',
      'Strid',
      'Vilja',
    ]);
    const s = near();
    const ranged = plan(place(frozenDemo(), 'c-gransvakt', 3, 5));
    expect(ranged.attributes).toEqual(['Smidighet', 'Strid']);
    expect(ranged.pool).toBe(2 + 3);
    const melee = plan(s, {}, 'w-kniv');
    expect(melee.attributes).toEqual(['Fysik', 'Strid']);
    expect(melee.pool).toBe(3 + 3);
  });

  it('IRT-CHAR-2 Tålighet = Fysik + Vilja and Stabilitet 3 for ordinary characters', () => {
    const guard = who(frozenDemo(), 'c-gransvakt');
    expect(irtTemplate.derived(guard)).toEqual({ Tålighet: 5, Stabilitet: 3 });
    const noStab = { ...guard, attributes: { Fysik: 2, Vilja: 3 } };
    expect(irtTemplate.derived(noStab).Stabilitet).toBe(3);
  });

  it.each([
    ['Liten', 4, 1],
    ['Normal', 5, 1],
    ['Stor', 6, 1],
    ['Mycket stor', 7, 3],
  ] as const)('IRT-CHAR-4 a %s target gives the attacker %i dice and Skydd %i', (size, pool, skydd) => {
    const s = patch(frozenDemo(), 'c-gransvakt', { features: [`Storlek: ${size}`] });
    const p = plan(s);
    expect(p.pool).toBe(pool);
    expect(p.targetSkydd).toBe(skydd);
  });

  it('IRT-CHAR-4 the size Skydd is subtracted from the KP of a hit', () => {
    const s = patch(frozenDemo(), 'c-gransvakt', { features: ['Storlek: Mycket stor'] });
    const a = antonShoots(s, [10, 10, 1, 1, 1, 1, 1]); // 7 dice: 5 + 2 for Mycket stor
    const r = resolve(a.state);
    // Effekt 1 + Skada 3 − (Skydd 1 + 2) = 1.
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ effekt: 1, skydd: 3, kp: 1 });
    expect(who(r.state, 'c-gransvakt').resources.kp).toBe(1);
  });
});

describe('IRT ranged attacks', () => {
  it('IRT-RNG-1 a ranged attack rolls Smidighet + Strid at Normal (Fysik does not count)', () => {
    const s = attrs(frozenDemo(), 'c-anton', { Fysik: 5 });
    const a = antonShoots(s, MISS);
    expect(declared(a.events)).toMatchObject({ pool: 5, difficulty: 'Normal', band: 'Kort' });
    const r = resolve(a.state);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ hit: false, kp: 0, successes: 0 });
    expect(who(r.state, 'c-gransvakt').resources.kp).toBe(0);
    expect(who(r.state, 'c-gransvakt').resources.stress).toBe(0);
  });

  it('IRT-RNG-1 the pool must be rolled with exactly its dice', () => {
    expect(() => antonShoots(frozenDemo(), [1, 2, 3, 4])).toThrow(DiceScriptError);
    expect(() => antonShoots(frozenDemo(), [1, 2, 3, 4, 5, 6])).toThrow(DiceScriptError);
  });

  it('IRT-RNG-2 cover at the target makes a Normal shot Svår', () => {
    const s = setTraits(frozenDemo(), 'z-vagen', ['skydd']);
    const p = plan(s);
    expect(p.difficulty.difficulty).toBe('Svår');
    expect(p.difficulty.factors.map((f) => f.key)).toEqual(['skydd']);
    // Svår needs two successes: one success misses.
    const a = antonShoots(s, [10, 1, 1, 1, 1]);
    expect(event(resolve(a.state).events, 'irt/attackResolved').data).toMatchObject({ hit: false, kp: 0 });
  });

  it('IRT-RNG-2 darkness at the target makes the shot Svår; open ground adds nothing', () => {
    expect(plan(setTraits(frozenDemo(), 'z-vagen', ['morker'])).difficulty.difficulty).toBe('Svår');
    expect(plan(setTraits(frozenDemo(), 'z-vagen', ['oppenMark'])).difficulty.difficulty).toBe('Normal');
  });

  it('IRT-RNG-2 two factors suggest Mycket Svår; the GM can weigh them as Svår (IRT-DICE-8)', () => {
    const s = setTraits(frozenDemo(), 'z-vagen', ['skydd', 'morker']);
    expect(plan(s).difficulty.difficulty).toBe('Mycket Svår');
    expect(plan(s, { situationalWeight: 'one' }).difficulty.difficulty).toBe('Svår');
  });

  it('IRT-RNG-2 / IRT-MOV-4 a target that moved this round is harder to hit; a new round clears it', () => {
    let s = runAll(frozenDemo(), { type: 'encounter/start' });
    s = place(s, 'c-gransvakt', 4, 5); // two zones from Anton: Medel
    s = place(s, 'c-gransvakt', 3, 5); // back: moved two hexes this round
    const p = plan(s);
    expect(p.difficulty.factors.map((f) => f.key)).toContain('rorligtMal');
    expect(p.difficulty.difficulty).toBe('Svår');
    const order = s.encounter.order.length;
    for (let i = 0; i < order; i++) s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(s.encounter.round).toBe(2);
    expect(plan(s).difficulty.difficulty).toBe('Normal');
  });

  it('IRT-RNG-2 / IRT-ACT-2 a shooter who moved this round shoots one step harder', () => {
    let s = runAll(frozenDemo(), { type: 'encounter/start' });
    s = place(s, 'c-anton', 2, 5); // still one hex from the guard
    const p = plan(s);
    expect(p.difficulty.factors.find((f) => f.key === 'twoActions')?.effect).toBe(1);
    expect(p.difficulty.difficulty).toBe('Svår');
  });

  it('IRT-RNG-3 bands by zone distance; inside the weapon band no penalty, each band beyond one step, past two impossible', () => {
    let s = frozenDemo();
    expect(plan(s).band).toBe('Kort');
    s = place(s, 'c-gransvakt', 4, 5); // 2 zones: Medel, one beyond the pistol's Kort
    expect(plan(s).band).toBe('Medel');
    expect(plan(s).difficulty.factors).toMatchObject([{ key: 'rangeBand', effect: 1, kind: 'mechanical' }]);
    expect(plan(s).difficulty.difficulty).toBe('Svår');
    s = place(s, 'c-gransvakt', 8, 5); // 6 zones: Lång, two beyond
    expect(plan(s).band).toBe('Lång');
    expect(plan(s).difficulty.difficulty).toBe('Mycket Svår');
    s = place(place(s, 'c-anton', -2, 4), 'c-gransvakt', 11, 5); // 14 zones: Mycket lång, three beyond
    expect(plan(s).band).toBe('Mycket lång');
    expect(plan(s).difficulty.impossible).toBe(true);
    expect(() => antonShoots(s, MISS)).toThrow(CommandError);
  });

  it('IRT-RNG-3 the rifle (band Lång) has no penalty at 6 zones', () => {
    let s = place(frozenDemo(), 'c-krypskytten', 2, 6);
    s = place(s, 'c-gransvakt', 8, 5);
    const p = planIrtAttack(s, who(s, 'c-krypskytten'), who(s, 'c-gransvakt'), 'w-gevar', {});
    expect(p.band).toBe('Lång');
    expect(p.difficulty.difficulty).toBe('Normal');
  });

  it('IRT-RNG-4 aiming makes the shot one step easier, down to Lätt', () => {
    expect(plan(frozenDemo(), { aim: true }).difficulty.difficulty).toBe('Lätt');
    const covered = setTraits(frozenDemo(), 'z-vagen', ['skydd']);
    expect(plan(covered, { aim: true }).difficulty.difficulty).toBe('Normal');
    // Lätt: the hit is automatic, the roll only measures Effekt.
    const a = antonShoots(frozenDemo(), MISS, { aim: true });
    expect(event(resolve(a.state).events, 'irt/attackResolved').data).toMatchObject({
      difficulty: 'Lätt',
      hit: true,
      effekt: 0,
      kp: 2,
    });
  });

  it('IRT-RNG-4 / IRT-ACT-4 aiming fails when the shooter or the target moved this round', () => {
    let s = runAll(frozenDemo(), { type: 'encounter/start' });
    const moved = place(s, 'c-anton', 2, 5);
    expect(plan(moved, { aim: true }).difficulty.impossible).toBe(true);
    expect(() => antonShoots(moved, MISS, { aim: true })).toThrow(/Sikta/);
    s = place(s, 'c-gransvakt', 3, 4);
    expect(plan(s, { aim: true }).difficulty.impossible).toBe(true);
  });

  it('IRT-RNG-4 a scope (Kikarsikte) extends the weapon band by one', () => {
    let s = place(frozenDemo(), 'c-gransvakt', 4, 5); // Medel
    const anton = who(s, 'c-anton');
    s = patch(s, 'c-anton', {
      weapons: anton.weapons.map((w) =>
        w.id === 'w-pistol' ? { ...w, values: { ...w.values, Kikarsikte: true } } : w,
      ),
    });
    expect(plan(s).difficulty.difficulty).toBe('Normal');
  });

  it('IRT-RNG-5 an unaware target within the band is Lätt: automatic hit, the roll measures Effekt', () => {
    const s = setTraits(frozenDemo(), 'z-vagen', ['skydd']);
    const p = plan(s, { unaware: true });
    expect(p.difficulty.difficulty).toBe('Lätt');
    const a = antonShoots(s, [10, 1, 1, 1, 1], { unaware: true });
    const r = resolve(a.state);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ hit: true, effekt: 1, kp: 3 });
    // Beyond the weapon's band it is not Lätt.
    expect(plan(place(frozenDemo(), 'c-gransvakt', 4, 5), { unaware: true }).difficulty.difficulty).toBe(
      'Svår',
    );
  });

  it('IRT-INIT-4 a melee attack on a completely unaware target within reach may be Lätt too', () => {
    const s = near();
    expect(plan(s, { unaware: true }, 'w-kniv').difficulty.difficulty).toBe('Lätt');
    expect(plan(s, {}, 'w-kniv').difficulty.difficulty).toBe('Normal');
  });
});

describe('IRT melee', () => {
  it('IRT-MEL-1 melee rolls Fysik + Strid at Normal and needs the target Bredvid', () => {
    const far = frozenDemo();
    expect(plan(far, {}, 'w-kniv').difficulty.impossible).toBe(true);
    expect(() => antonShoots(far, [1, 1, 1, 1, 1, 1], {}, 'w-kniv')).toThrow(/Bredvid/);
    const a = antonShoots(near(), [10, 11, 1, 1, 1, 1], {}, 'w-kniv');
    expect(declared(a.events)).toMatchObject({ pool: 6, band: 'Bredvid', difficulty: 'Normal' });
    // Effekt 1 + knife Skada 2 − Skydd 1 = 2.
    expect(event(resolve(a.state).events, 'irt/attackResolved').data).toMatchObject({ effekt: 1, kp: 2 });
  });

  it('IRT-MEL-1 / IRT-WPN-1 a Finess weapon attacks with Smidighet + Strid', () => {
    const s = patch(near(), 'c-anton', {
      weapons: [
        {
          id: 'w-varja',
          name: 'Värja',
          values: { Skada: 2, Skadetyp: 'Stick', Räckvidd: 'Bredvid', Finess: true },
        },
      ],
    });
    const p = plan(s, {}, 'w-varja');
    expect(p.attributes).toEqual(['Smidighet', 'Strid']);
    expect(p.pool).toBe(5);
  });
});

describe('IRT damage', () => {
  it('IRT-DMG-1 KP = Effekt + Skada − Skydd', () => {
    const a = antonShoots(frozenDemo(), [10, 10, 11, 1, 1]); // 3 successes at Normal: Effekt 2
    const r = resolve(a.state);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ effekt: 2, kp: 2 + 3 - 1 });
    expect(who(r.state, 'c-gransvakt').resources.kp).toBe(4);
  });

  it('IRT-DMG-1 the KP are never negative', () => {
    const s = attrs(frozenDemo(), 'c-gransvakt', { Skydd: 9 });
    const r = resolve(antonShoots(s, [10, 1, 1, 1, 1]).state);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ hit: true, kp: 0 });
    expect(who(r.state, 'c-gransvakt').resources).toMatchObject({ kp: 0, stress: 0 });
  });

  it('IRT-DMG-2 unarmed attacks have Skada 1; weapons their fixed Skada', () => {
    const s = near();
    const fist = resolve(antonShoots(s, [10, 10, 1, 1, 1, 1], {}, null).state);
    // Effekt 1 + 1 − 1.
    expect(event(fist.events, 'irt/attackResolved').data).toMatchObject({ skada: 1, kp: 1 });
    const knife = resolve(antonShoots(s, [10, 10, 1, 1, 1, 1], {}, 'w-kniv').state);
    expect(event(knife.events, 'irt/attackResolved').data).toMatchObject({ skada: 2, kp: 2 });
  });

  it('IRT-DMG-3 Skydd is subtracted; with no KP left a 12 gives no crit (no crit die is rolled)', () => {
    const s = attrs(frozenDemo(), 'c-gransvakt', { Skydd: 4 });
    const a = antonShoots(s, [12, 1, 1, 1, 1]); // Effekt 0 + 3 − 4 → 0
    const r = resolve(a.state); // resolving with no dice: a crit roll would throw
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ hit: true, kp: 0, twelves: 1 });
    expect(r.events.some((e) => e.type === 'irt/crit')).toBe(false);
    // The 12 still gave Fokus (IRT-DICE-6).
    expect(who(r.state, 'c-anton').resources.fokus).toBe(3);
  });
});

describe('IRT dice in attacks', () => {
  it('IRT-DICE-4 Effekt = successes − required, and only on a success', () => {
    const hit = resolve(antonShoots(frozenDemo(), [10, 10, 1, 1, 1]).state);
    expect(event(hit.events, 'irt/attackResolved').data).toMatchObject({ successes: 2, effekt: 1, kp: 3 });
    const s = setTraits(frozenDemo(), 'z-vagen', ['skydd']); // Svår: 2 needed
    const miss = resolve(antonShoots(s, [10, 1, 1, 1, 1]).state);
    expect(event(miss.events, 'irt/attackResolved').data).toMatchObject({
      successes: 1,
      hit: false,
      effekt: 0,
    });
  });

  it('IRT-DICE-6 a 12 gives Fokus even when the attack misses', () => {
    const s = setTraits(frozenDemo(), 'z-vagen', ['skydd']);
    const a = antonShoots(s, [12, 1, 1, 1, 1]);
    expect(who(a.state, 'c-anton').resources.fokus).toBe(3);
    const r = resolve(a.state);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ hit: false });
    expect(who(r.state, 'c-anton').resources.fokus).toBe(3);
  });

  it('IRT-DICE-1 / IRT-FOK-1 Fokus buys extra dice after the roll; they count, a 1 on them is a komplikation', () => {
    const a = antonShoots(frozenDemo(), [10, 1, 1, 1, 1]);
    const f = run(a.state, { type: 'irt/fokusDice', count: 2, dice: [1, 11] });
    expect(who(f.state, 'c-anton').resources.fokus).toBe(0);
    expect(event(f.events, 'irt/komplikation').data).toMatchObject({ id: 'c-anton', count: 1 });
    const r = resolve(f.state);
    // 2 successes at Normal: Effekt 1, KP 1 + 3 − 1 = 3.
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ successes: 2, effekt: 1, kp: 3 });
  });

  it('IRT-DICE-1 Fokus dice are bought once per roll', () => {
    const a = antonShoots(frozenDemo(), MISS);
    const f = run(a.state, { type: 'irt/fokusDice', count: 1, dice: [5] });
    expect(() => run(f.state, { type: 'irt/fokusDice', count: 1, dice: [5] })).toThrow(/once per roll/);
  });

  it('IRT-DICE-6 a 12 on a Fokus die gives Fokus back and counts for the crit', () => {
    const a = antonShoots(frozenDemo(), [10, 1, 1, 1, 1]);
    const f = run(a.state, { type: 'irt/fokusDice', count: 1, dice: [12] });
    expect(who(f.state, 'c-anton').resources.fokus).toBe(2); // 2 − 1 + 1
    const r = resolve(f.state, [1]); // the crit die (row 1)
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ twelves: 1, kp: 3 });
    expect(event(r.events, 'irt/crit').data).toMatchObject({ roll: 1, total: 1 });
  });

  it('IRT-DICE-7 Fokus dice the character cannot pay for are paid with Stress, at most Stabilitet', () => {
    const s = run(frozenDemo(), adjustResource('c-anton', 'fokus', -2)).state;
    const a = antonShoots(s, MISS);
    const f = run(a.state, { type: 'irt/fokusDice', count: 2, dice: [5, 6] });
    expect(who(f.state, 'c-anton').resources).toMatchObject({ fokus: 0, stress: 2 });
    expect(() => run(a.state, { type: 'irt/fokusDice', count: 4, dice: [5, 6, 7, 8] })).toThrow(
      /at most 3 with Stress/,
    );
  });
});

describe('IRT defence', () => {
  it('IRT-DEF-1 without an active defence the attack resolves against its difficulty; defending is no action', () => {
    let s = runAll(frozenDemo(), { type: 'encounter/start' });
    const before = s.encounter;
    s = antonShoots(s, [10, 1, 1, 1, 1]).state;
    const d = run(s, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] });
    expect(d.state.encounter).toEqual(before);
    const r = resolve(s);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ hit: true, kp: 2 });
  });

  it('IRT-DEF-2 dodging costs 1 Fokus, rolls Smidighet + Strid at Lätt and removes its Effekt from the attack', () => {
    const a = antonShoots(frozenDemo(), [12, 10, 11, 3, 5]);
    const d = run(a.state, { type: 'irt/defend', kind: 'väja', dice: [10, 11, 1, 1] });
    expect(event(d.events, 'irt/defended').data).toMatchObject({
      difficulty: 'Lätt',
      successes: 2,
      effekt: 2,
    });
    expect(who(d.state, 'c-gransvakt').resources.fokus).toBe(0);
    const r = resolve(d.state, [1]); // still a hit with a 12 and KP: crit die 1
    // 3 − 2 = 1 success at Normal: Effekt 0, KP 0 + 3 − 1 = 2.
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({
      successes: 1,
      hit: true,
      effekt: 0,
      kp: 2,
    });
    // Anton kept the Fokus from his 12.
    expect(who(r.state, 'c-anton').resources.fokus).toBe(3);
  });

  it('IRT-DEF-2 a defence that takes the successes below the requirement makes the attack miss', () => {
    const a = antonShoots(frozenDemo(), [10, 1, 1, 1, 1]);
    const d = run(a.state, { type: 'irt/defend', kind: 'väja', dice: [10, 1, 1, 1] });
    const r = resolve(d.state);
    expect(event(r.events, 'irt/attackResolved').data).toMatchObject({ successes: 0, hit: false, kp: 0 });
    expect(who(r.state, 'c-gransvakt').resources.kp).toBe(0);
  });

  it('IRT-DEF-2 / IRT-DICE-7 without Fokus the defence is paid with 1 Stress', () => {
    const s = run(frozenDemo(), adjustResource('c-gransvakt', 'fokus', -1)).state;
    const d = run(antonShoots(s, MISS).state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] });
    expect(who(d.state, 'c-gransvakt').resources).toMatchObject({ fokus: 0, stress: 1 });
  });

  it('IRT-DEF-2 no active defence against an attack the target is unaware of', () => {
    const a = antonShoots(frozenDemo(), MISS, { unaware: true });
    expect(() => run(a.state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] })).toThrow(/unaware/);
  });

  it('IRT-DEF-2 / IRT-INIT-3 a surprised target cannot defend until it has acted', () => {
    // Order: Anton, then the guard (set initiatives), the guard surprised.
    let s = runAll(
      frozenDemo(),
      setInitiative('c-anton', 20),
      setInitiative('c-gransvakt', 10),
      { type: 'encounter/start' },
      { type: 'encounter/setSurprised', ids: ['c-gransvakt'] },
    );
    const defend = (st: CampaignState) =>
      run(antonShoots(st, MISS).state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] });
    expect(() => defend(s)).toThrow(/surprised/);
    // Round 2, Anton's turn: the guard has still not acted.
    while (s.encounter.round === 1) s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(s.encounter.order[s.encounter.turnIndex]).toBe('c-anton');
    expect(() => defend(s)).toThrow(/surprised/);
    // After the guard's turn in round 2 it may defend.
    const guardAt = s.encounter.order.indexOf('c-gransvakt');
    while (s.encounter.turnIndex <= guardAt && s.encounter.round === 2)
      s = run(s, { type: 'encounter/nextTurn' }).state;
    expect(() => defend(s)).not.toThrow();
  });

  it('IRT-DEF-3 after dodging the defender is Liggande', () => {
    const d = run(antonShoots(frozenDemo(), MISS).state, {
      type: 'irt/defend',
      kind: 'väja',
      dice: [1, 1, 1, 1],
    });
    expect(who(d.state, 'c-gransvakt').conditions.map((k) => k.key)).toContain('Liggande');
  });

  it('IRT-DEF-3 parrying works only against melee, and needs something in the hands', () => {
    const ranged = antonShoots(frozenDemo(), MISS);
    expect(() => run(ranged.state, { type: 'irt/defend', kind: 'parera', dice: [1, 1, 1, 1] })).toThrow(
      /melee/,
    );
    const melee = antonShoots(near(), [10, 10, 1, 1, 1, 1], {}, 'w-kniv');
    const p = run(melee.state, { type: 'irt/defend', kind: 'parera', dice: [10, 1, 1, 1] });
    expect(who(p.state, 'c-gransvakt').conditions.map((k) => k.key)).not.toContain('Liggande');
    expect(event(resolve(p.state).events, 'irt/attackResolved').data).toMatchObject({
      successes: 1,
      effekt: 0,
    });
    const unarmed = antonShoots(
      patch(near(), 'c-gransvakt', { weapons: [] }),
      [1, 1, 1, 1, 1, 1],
      {},
      'w-kniv',
    );
    expect(() => run(unarmed.state, { type: 'irt/defend', kind: 'parera', dice: [1, 1, 1, 1] })).toThrow(
      /nothing to parry/,
    );
  });

  it('IRT-DEF-3 a Liggande defender dodges one step harder (Normal)', () => {
    const s = setCondition(frozenDemo(), 'c-gransvakt', { key: 'Liggande' });
    const d = run(antonShoots(s, [10, 10, 1, 1, 1]).state, {
      type: 'irt/defend',
      kind: 'väja',
      dice: [10, 10, 1, 1],
    });
    expect(event(d.events, 'irt/defended').data).toMatchObject({ difficulty: 'Normal', effekt: 1 });
  });

  it('IRT-DEF-4 the defence comes before the result is counted: not after resolve, and Fokus dice not after it', () => {
    const a = antonShoots(frozenDemo(), MISS);
    const done = resolve(a.state);
    expect(() => run(done.state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] })).toThrow(
      CommandError,
    );
    const d = run(a.state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] });
    expect(() => run(d.state, { type: 'irt/fokusDice', count: 1, dice: [12] })).toThrow(/already defended/);
    expect(() => run(d.state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] })).toThrow(
      /already defended/,
    );
  });
});

describe('IRT actions in attacks', () => {
  it('IRT-ACT-1 a single attack is no harder; IRT-ACT-2 as one of two actions it is one step harder', () => {
    expect(plan(frozenDemo()).difficulty.difficulty).toBe('Normal');
    const two = plan(frozenDemo(), { twoActions: true });
    expect(two.difficulty.difficulty).toBe('Svår');
    expect(two.difficulty.factors).toMatchObject([{ key: 'twoActions', effect: 1, kind: 'mechanical' }]);
  });

  it('IRT-ACT-3 Stormning: moving to the target and striking is one action (no two-action step)', () => {
    const p = plan(frozenDemo(), { charge: true }, 'w-kniv');
    expect(p.difficulty.impossible).toBe(false);
    expect(p.difficulty.difficulty).toBe('Normal');
    expect(p.difficulty.factors.map((f) => f.key)).toEqual(['stormning']);
  });

  it('IRT-ACT-3 Pistolskytt: moving and shooting a pistol is one action, with +1 die', () => {
    let s = patch(frozenDemo(), 'c-anton', { features: ['Pistolskytt'] });
    s = runAll(s, { type: 'encounter/start' });
    s = place(s, 'c-anton', 2, 5);
    const p = plan(s);
    expect(p.pool).toBe(6);
    expect(p.difficulty.factors.map((f) => f.key)).not.toContain('twoActions');
    expect(p.difficulty.difficulty).toBe('Normal');
  });

  it('IRT-ACT-5 acting while concentrating on a power counts as two actions', () => {
    const s = setCondition(frozenDemo(), 'c-anton', { key: 'Koncentration', note: 'Telekinesi' });
    const p = plan(s);
    expect(p.difficulty.factors).toMatchObject([{ key: 'twoActions', effect: 1 }]);
    expect(p.difficulty.difficulty).toBe('Svår');
  });

  it('IRT-ACT-5 a Koncentration power breaks when its user takes damage', () => {
    const limited = setCondition(frozenDemo(), 'c-gransvakt', {
      key: 'Koncentration',
      note: 'Telekinesi',
      data: { koncentrationLimit: true },
    });
    const r = resolve(antonShoots(limited, [10, 1, 1, 1, 1]).state);
    expect(event(r.events, 'irt/concentrationBroken').data).toMatchObject({ id: 'c-gransvakt', kp: 2 });
    expect(who(r.state, 'c-gransvakt').conditions.map((k) => k.key)).not.toContain('Koncentration');
    // Without the limit, or without damage, the power holds.
    const plain = setCondition(frozenDemo(), 'c-gransvakt', { key: 'Koncentration' });
    const r2 = resolve(antonShoots(plain, [10, 1, 1, 1, 1]).state);
    expect(who(r2.state, 'c-gransvakt').conditions.map((k) => k.key)).toContain('Koncentration');
    const r3 = resolve(antonShoots(limited, MISS).state);
    expect(who(r3.state, 'c-gransvakt').conditions.map((k) => k.key)).toContain('Koncentration');
  });

  it('IRT-ACT-6 drawing a weapon as part of the attack costs nothing: switching weapons adds no step', () => {
    const knife = antonShoots(near(), [1, 1, 1, 1, 1, 1], {}, 'w-kniv');
    const after = resolve(knife.state).state;
    expect(plan(after, {}, 'w-pistol').difficulty.factors.map((f) => f.key)).not.toContain('twoActions');
  });
});

describe('IRT zones in attacks', () => {
  it('IRT-ZONE-1 distance is counted in zones of 10 m: one hex is one zone', () => {
    const s = frozenDemo();
    expect(s.scenes[0]?.map.hexSizeMetres).toBe(10);
    expect(plan(s).distanceZones).toBe(1);
    expect(plan(place(s, 'c-gransvakt', 8, 5)).distanceZones).toBe(6);
  });

  it('IRT-ZONE-1 IRT-RNG-1 walls count: a target walled in on every side cannot be shot; an open door facing the shooter lets the shot through, one on the far side does not', () => {
    const guard = { q: 3, r: 5 };
    const anton = { q: 2, r: 6 };
    const ring = (door: 'none' | 'open', doorTo: { q: number; r: number } = anton) =>
      hexNeighbours(guard).reduce(
        (s, b) =>
          run(s, {
            type: 'wall/set',
            sceneId: 's-gransen',
            a: guard,
            b,
            door: b.q === doorTo.q && b.r === doorTo.r ? door : 'none',
          }).state,
        frozenDemo(),
      );
    const walled = plan(ring('none'));
    expect(walled.distanceZones).toBeNull();
    expect(walled.difficulty.impossible).toBe(true);
    expect(walled.difficulty.impossibleReason).toMatch(/walls/);
    // The door on the far side opens a way round (a distance), but no line of sight to the guard.
    const farDoor = plan(ring('open', { q: 4, r: 4 }));
    expect(farDoor.distanceZones).toBeGreaterThanOrEqual(1);
    expect(farDoor.difficulty.impossible).toBe(true);
    expect(farDoor.difficulty.impossibleReason).toMatch(/no line of sight/);
    const door = plan(ring('open'));
    expect(door.difficulty.impossible).toBe(false);
    expect(door.distanceZones).toBeGreaterThanOrEqual(1);
  });

  it('IRT-RNG-3 the scene band shift moves every target one band (unusually large or small zones)', () => {
    const s = frozenDemo();
    expect(plan(s).band).toBe('Kort');
    const shifted = run(s, { type: 'scene/update', sceneId: 's-gransen', patch: { bandShift: 1 } }).state;
    expect(plan(shifted).band).toBe('Medel');
    expect(plan(shifted).distanceMetres).toBe(10);
  });

  it('IRT-ZONE-2 zone traits: Skydd and Mörker at the target are factors with their zone; Öppen mark none', () => {
    const s = setTraits(frozenDemo(), 'z-vagen', ['skydd', 'morker', 'oppenMark']);
    expect(plan(s).difficulty.factors).toMatchObject([
      { source: 'zone', key: 'skydd', detail: 'Vägen' },
      { source: 'zone', key: 'morker', detail: 'Vägen' },
    ]);
    // Darkness hinders ranged attacks, not melee; cover hinders both.
    const dark = near(setTraits(frozenDemo(), 'z-bommen', ['morker']));
    expect(plan(dark, {}, 'w-kniv').difficulty.difficulty).toBe('Normal');
    const covered = near(setTraits(frozenDemo(), 'z-bommen', ['skydd']));
    expect(plan(covered, {}, 'w-kniv').difficulty.difficulty).toBe('Svår');
  });

  it('IRT-ZONE-2 Högt läge and other surfaces are weighed by the GM as factors, and logged', () => {
    const a = run(frozenDemo(), {
      ...antonShot,
      gmFactors: [{ key: 'hogtLage', term: 'Högt läge', effect: -1, kind: 'mechanical' }],
      dice: MISS,
    });
    expect(declared(a.events)).toMatchObject({ difficulty: 'Lätt' });
    expect(declared(a.events).factors).toMatchObject([{ source: 'gm', key: 'hogtLage', effect: -1 }]);
  });

  it('IRT-ZONE-2 Trångt utrymme doubles an explosion', () => {
    const s = place(frozenDemo(), 'c-gransvakt', 6, 7); // Lagerladan: Trångt utrymme
    const r = run(s, {
      type: 'irt/damageValue',
      targetId: 'c-gransvakt',
      value: 2,
      damageType: 'Explosion',
      dice: [1, 1, 1, 1],
    });
    expect(event(r.events, 'irt/damageValue').data).toMatchObject({ value: 4, kp: 3 });
  });
});

describe('IRT weapons', () => {
  it('IRT-WPN-1 Hagelsvärm: −1 Skada per band beyond and Skydd counts double', () => {
    let s = place(frozenDemo(), 'c-gransvakt', 4, 5); // Medel: one band beyond Kort
    s = patch(s, 'c-anton', {
      weapons: [
        {
          id: 'w-hagel',
          name: 'Hagelgevär',
          values: { Skada: 4, Skadetyp: 'Skjutvapen', Räckvidd: 'Kort', Hagelsvärm: true },
        },
      ],
    });
    const a = run(s, {
      type: 'irt/attack',
      attackerId: 'c-anton',
      targetId: 'c-gransvakt',
      weaponId: 'w-hagel',
      options: {},
      dice: [10, 10, 10, 10, 1],
    });
    // Svår (one band beyond): Effekt 2; Skada 4 − 1 = 3; Skydd 1 × 2 = 2 → KP 3.
    expect(event(resolve(a.state).events, 'irt/attackResolved').data).toMatchObject({
      effekt: 2,
      skada: 3,
      skydd: 2,
      kp: 3,
    });
  });

  it('IRT-WPN-1 Penetrerande adds +2 to the crit roll', () => {
    const s = place(frozenDemo(), 'c-krypskytten', 2, 6);
    const a = run(s, {
      type: 'irt/attack',
      attackerId: 'c-krypskytten',
      targetId: 'c-gransvakt',
      weaponId: 'w-gevar',
      options: {},
      dice: [12, 1, 1, 1, 1, 1, 1],
    });
    const r = resolve(a.state, [5]); // 5 + 2 = row 7, Skottsår i magen (no sub-rolls)
    expect(event(r.events, 'irt/crit').data).toMatchObject({ roll: 5, modifier: 2, total: 7 });
  });

  it('IRT-WPN-1 Kastbart: the knife can be thrown as a ranged attack with Smidighet + Strid at Kort', () => {
    const a = antonShoots(frozenDemo(), [10, 1, 1, 1, 1], { thrown: true }, 'w-kniv');
    expect(declared(a.events)).toMatchObject({ pool: 5, band: 'Kort', difficulty: 'Normal' });
    expect(declared(a.events).attributes).toEqual(['Smidighet', 'Strid']);
    expect(event(resolve(a.state).events, 'irt/attackResolved').data).toMatchObject({ skada: 2, kp: 1 });
    // A thrown weapon cannot be parried.
    expect(() => run(a.state, { type: 'irt/defend', kind: 'parera', dice: [1, 1, 1, 1] })).toThrow(/melee/);
    // The pistol is not Kastbart.
    expect(() => antonShoots(frozenDemo(), MISS, { thrown: true })).toThrow(/Kastbart/);
  });
});
