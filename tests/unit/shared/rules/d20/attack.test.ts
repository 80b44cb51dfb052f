/**
 * The d20 attack through the engine (d20/attack → d20/react → d20/resolve → d20/resist, d20/cancel) on
 * the kit's fight, every die entered on the command. Kit fighters: STY 2, SMI 3, UTH 2, PSY 1,
 * Närstrid 3, Avståndsvapen 2, Mental styrka 1, Försvar 13, RR 1, VP 8, KP 10. Alva (3,2) sword 1T8
 * (+5 in melee) and bow 1T6+1 Räckvidd 6 (+5); Bo (2,2) Eldpil 2T4 Räckvidd 8 (+6), Sköld 1; Grim (4,2)
 * sword; Skugga (8,2) bow.
 */
import { describe, expect, it } from 'vitest';
import { CommandError, type EngineResult } from '@shared/rules/core/engine';
import { DiceScriptError } from '@shared/dice/dice';
import type { CampaignState, Weapon, ZoneTrait } from '@shared/model/campaign';
import { planAttack } from '@shared/rules/d20/attackPlan';
import type { D20AttackInput } from '@shared/rules/d20/commands';
import { spent } from '@shared/rules/d20/economy';
import type { D20PendingAttack } from '@shared/rules/d20/types';
import { DEFAULT_D20_SETTINGS } from '@shared/rules/d20/system';
import {
  attack,
  attrs,
  d20Fight,
  event,
  expectResistanceAwaited,
  freeManoeuvreStep,
  grimLosesFiveVp,
  hex,
  patch,
  place,
  run,
  setCondition,
  startFight,
  who,
} from './kit';

function resolve(s: CampaignState, dice: number[]): EngineResult {
  return run(s, { type: 'd20/resolve', dice });
}

function plan(s: CampaignState, over: Partial<D20AttackInput> = {}) {
  return planAttack(s, {
    attackerId: 'c-alva',
    targetId: 'c-grim',
    weaponId: 'w-svard',
    emUse: null,
    ...over,
  });
}

function attackData(s: CampaignState): D20PendingAttack {
  expect(s.pending?.kind).toBe('d20/attack');
  return s.pending?.data as unknown as D20PendingAttack;
}

function factorTerms(fs: readonly { term: string; effect: number }[]): [string, number][] {
  return fs.map((f) => [f.term, f.effect]);
}

/** The state with `traits` on the zone `zoneId` of the kit's scene. */
function withTraits(s: CampaignState, zoneId: string, traits: ZoneTrait[]): CampaignState {
  return {
    ...s,
    scenes: s.scenes.map((sc) => ({
      ...sc,
      map: { ...sc.map, zones: sc.map.zones.map((z) => (z.id === zoneId ? { ...z, traits } : z)) },
    })),
  };
}

function withoutTokens(s: CampaignState): CampaignState {
  return { ...s, scenes: s.scenes.map((sc) => ({ ...sc, tokens: [] })) };
}

function withWeapon(s: CampaignState, id: string, w: Weapon): CampaignState {
  return patch(s, id, { weapons: [...who(s, id).weapons, w] });
}

describe('d20 attacks are actions (D20-ACT-1, D20-ACT-3, D20-TURN-1)', () => {
  it('D20-ACT-1 a melee attack spends the main action; a second one the same round is refused', () => {
    const s = startFight(d20Fight());
    const r = attack(s, [1]);
    expect(spent(r.state, 'c-alva')).toEqual({ main: 1, steps: 0, reactions: 0 });
    expect(() => attack(r.state, [20])).toThrow(/already used the main action this round \(D20-TURN-1\)/);
    expect(plan(r.state).possible).toBe(false);
    expect(plan(r.state).reason).toMatch(/main action/);
  });

  it('D20-ACT-1 D20-REA-6 an attack may instead be paid with the reaction (a held action) or be free', () => {
    const s = startFight(d20Fight());
    const asReaction = attack(s, [1], { cost: 'reaction' }).state;
    expect(spent(asReaction, 'c-alva')).toEqual({ main: 0, steps: 0, reactions: 1 });
    expect(() => attack(asReaction, [1], { cost: 'reaction' })).toThrow(/reaction this round/);
    const free = attack(s, [1], { cost: 'free' }).state;
    expect(spent(free, 'c-alva')).toEqual({ main: 0, steps: 0, reactions: 0 });
  });

  it('D20-ACT-3 casting a spell (Eldpil, magi) is the main action and rolls Magisk kunskap + PSY', () => {
    const s = startFight(d20Fight());
    const r = attack(s, [7], { attackerId: 'c-bo', weaponId: 'w-eldpil' });
    expect(spent(r.state, 'c-bo').main).toBe(1);
    const check = event(r.events, 'd20/check').data;
    expect(check).toMatchObject({ face: 7, modifier: 6, total: 13, sv: 13, success: true });
    expect(attackData(r.state).attackKind).toBe('magic');
  });

  it('D20-ACT-1 outside a fight nothing is counted', () => {
    const r = attack(d20Fight(), [1]);
    expect(r.state.encounter.economy).toBeUndefined();
    expect(attack(r.state, [1]).state.pending ?? null).toBeNull();
  });
});

describe('declaring an attack (D20-ATK-1, D20-ATK-2)', () => {
  it('D20-ATK-1 the EM use is declared from the campaign list; an unknown id is refused', () => {
    expect(plan(d20Fight(), { emUse: 'extraDie' }).emUse).toEqual(DEFAULT_D20_SETTINGS.emOptions[0]);
    expect(() => attack(d20Fight(), [10], { emUse: 'nonsense' })).toThrow(CommandError);
    expect(() => attack(d20Fight(), [10], { emUse: 'nonsense' })).toThrow(/EM uses \(D20-ATK-1\)/);
  });

  it('D20-ATK-2 SV is the target’s Försvar (13 by default) unless the GM gives one', () => {
    expect(plan(d20Fight())).toMatchObject({ baseSv: 13, svSource: 'Försvar', sv: 13 });
    expect(plan(attrs(d20Fight(), 'c-grim', { Försvar: 15 }))).toMatchObject({ baseSv: 15, sv: 15 });
    const noSheet = patch(d20Fight(), 'c-grim', { attributes: { RR: 1 } });
    expect(plan(noSheet).sv).toBe(13);
    const gm = attack(d20Fight(), [11], { sv: 17 });
    expect(event(gm.events, 'd20/attackDeclared').data).toMatchObject({ baseSv: 17, svSource: 'gm', sv: 17 });
    expect(event(gm.events, 'd20/attackRolled').data).toMatchObject({ total: 16, sv: 17, hit: false });
  });

  it('D20-ATK-2 a ranged weapon reaches its Räckvidd freely, twice as far at SV +2 (Lång räckvidd), no farther', () => {
    const sling: Weapon = {
      id: 'w-slunga',
      name: 'Slunga',
      values: { Skada: '1T4', Typ: 'avstånd', Räckvidd: 3 },
    };
    const s = withWeapon(d20Fight(), 'c-alva', sling);
    const onSkugga = { targetId: 'c-skugga' } as const;
    const bow = plan(s, { ...onSkugga, weaponId: 'w-bage' });
    expect(bow).toMatchObject({ possible: true, distance: 5, sv: 13, svFactors: [] });
    const far = plan(s, { ...onSkugga, weaponId: 'w-slunga' });
    expect(far.possible).toBe(true);
    expect(far.svFactors).toEqual([
      {
        source: 'range',
        key: 'longRange',
        term: 'Lång räckvidd',
        effect: 2,
        kind: 'mechanical',
        detail: '5/3',
      },
    ]);
    expect(far.sv).toBe(15);
    const tooFar = plan(place(s, 'c-alva', hex(1, 2)), { ...onSkugga, weaponId: 'w-slunga' });
    expect(tooFar).toMatchObject({ possible: false, distance: 7 });
    expect(tooFar.reason).toMatch(/out of range \(7 steps, Räckvidd 3\)/);
    expect(() => attack(place(s, 'c-alva', hex(1, 2)), [20], { ...onSkugga, weaponId: 'w-slunga' })).toThrow(
      /impossible: out of range/,
    );
  });

  it('D20-ATK-2 melee needs the tokens adjacent; without tokens on the scene distance is not checked', () => {
    const away = plan(d20Fight(), { targetId: 'c-skugga' });
    expect(away).toMatchObject({ possible: false, distance: 5 });
    expect(away.reason).toMatch(/not adjacent/);
    expect(plan(d20Fight()).distance).toBe(1);
    const twoSteps = plan(d20Fight(), { attackerId: 'c-bo', weaponId: null });
    expect(twoSteps).toMatchObject({ possible: false, distance: 2, reason: 'not adjacent (2 steps away)' });
    const bare = plan(withoutTokens(d20Fight()), { targetId: 'c-skugga' });
    expect(bare).toMatchObject({ possible: true, distance: null, sv: 13 });
  });

  it('D20-ATK-2 a combatant cannot attack itself, with a weapon it lacks, or while out of the fight', () => {
    expect(plan(d20Fight(), { targetId: 'c-alva' }).reason).toMatch(/itself/);
    expect(() => plan(d20Fight(), { weaponId: 'w-eldpil' })).toThrow(/has no weapon "w-eldpil"/);
    const out = patch(d20Fight(), 'c-alva', { resources: { vp: 0, kp: 0 } });
    expect(plan(out).reason).toMatch(/out of the fight/);
  });

  it('D20-ATK-2 a weapon whose Skada is not dice cannot attack', () => {
    const broken: Weapon = { id: 'w-x', name: 'Klubba', values: { Skada: 'mycket', Typ: 'närstrid' } };
    const p = plan(withWeapon(d20Fight(), 'c-alva', broken), { weaponId: 'w-x' });
    expect(p.possible).toBe(false);
    expect(p.reason).toMatch(/not damage dice/);
  });
});

describe('the attack roll (D20-ATK-3, D20-ATK-4)', () => {
  it('D20-ATK-3 1T20 + skill + attribute: the sword rolls Närstrid 3 + STY 2, the bow Avståndsvapen 2 + SMI 3', () => {
    const sword = plan(d20Fight());
    expect(factorTerms(sword.rollFactors)).toEqual([
      ['Närstrid', 3],
      ['STY', 2],
    ]);
    expect(sword.modifier).toBe(5);
    const bow = plan(d20Fight(), { weaponId: 'w-bage', targetId: 'c-skugga' });
    expect(factorTerms(bow.rollFactors)).toEqual([
      ['Avståndsvapen', 2],
      ['SMI', 3],
    ]);
    const r = attack(d20Fight(), [7]);
    expect(event(r.events, 'd20/check').data).toMatchObject({
      face: 7,
      modifier: 5,
      total: 12,
      success: false,
    });
    expect(event(r.events, 'dice/rolled').data).toMatchObject({ sides: 20, faces: [7], roller: 'c-alva' });
  });

  it('D20-ATK-3 a weapon may name its own Färdighet and Attribut; unarmed is 1T3 with Närstrid + STY', () => {
    const staff: Weapon = {
      id: 'w-stav',
      name: 'Stav',
      values: { Skada: '1T6', Typ: 'närstrid', Färdighet: 'Akrobatik', Attribut: 'SMI' },
    };
    const p = plan(withWeapon(d20Fight(), 'c-alva', staff), { weaponId: 'w-stav' });
    expect(factorTerms(p.rollFactors)).toEqual([
      ['Akrobatik', 2],
      ['SMI', 3],
    ]);
    const fist = plan(d20Fight(), { weaponId: null });
    expect(fist.weapon).toMatchObject({
      id: null,
      kind: 'melee',
      damage: '1T3',
      skill: 'Närstrid',
      attribute: 'STY',
    });
    const hit = attack(d20Fight(), [8], { weaponId: null });
    expect(event(resolve(hit.state, [3]).events, 'd20/damaged').data).toMatchObject({ rolled: 3, dealt: 2 });
  });

  it('D20-ATK-3 D20-ACT-5 support (+1) is a factor and is used up by the roll; Yrsel gives −2', () => {
    let s = setCondition(d20Fight(), 'c-alva', { key: 'Stöd', data: { byName: 'Bo' } });
    const p = plan(s);
    expect(factorTerms(p.rollFactors)).toContainEqual(['Stöd', 1]);
    expect(p.modifier).toBe(6);
    const r = attack(s, [7]);
    expect(event(r.events, 'd20/check').data).toMatchObject({ total: 13, success: true });
    expect(who(r.state, 'c-alva').conditions.map((c) => c.key)).not.toContain('Stöd');
    s = setCondition(d20Fight(), 'c-alva', { key: 'Yrsel' });
    expect(factorTerms(plan(s).rollFactors)).toContainEqual(['Yrsel', -2]);
    expect(plan(s).modifier).toBe(3);
  });

  it('D20-ATK-3 the GM’s modifiers are factors of their own, shown and summed', () => {
    const r = attack(d20Fight(), [9], { gmModifiers: [{ term: 'Vind', effect: -2 }] });
    const declared = event(r.events, 'd20/attackDeclared').data;
    expect(declared.rollFactors).toEqual([
      { term: 'Närstrid', effect: 3 },
      { term: 'STY', effect: 2 },
      { term: 'Vind', effect: -2 },
    ]);
    expect(event(r.events, 'd20/attackRolled').data).toMatchObject({ total: 12, hit: false });
  });

  it('D20-ATK-4 a total at SV hits with 0 EM steps; below SV misses and nothing waits', () => {
    const miss = attack(d20Fight(), [7]);
    expect(miss.state.pending ?? null).toBeNull();
    expect(event(miss.events, 'd20/attackRolled').data).toEqual({
      attackerId: 'c-alva',
      targetId: 'c-grim',
      weapon: 'Svärd',
      face: 7,
      total: 12,
      sv: 13,
      hit: false,
      emSteps: 0,
    });
    const hit = attack(d20Fight(), [8]);
    expect(hit.state.pending).toMatchObject({ kind: 'd20/attack', actorId: 'c-alva', targetId: 'c-grim' });
    expect(attackData(hit.state)).toEqual({
      weaponId: 'w-svard',
      attackKind: 'melee',
      total: 13,
      sv: 13,
      emSteps: 0,
      emUse: null,
      shield: false,
      protectedBy: null,
      weaponName: 'Svärd',
      damage: '1T8',
      emEffect: null,
      originalTargetId: 'c-grim',
      reactedBy: [],
    });
  });

  it('D20-ATK-4 every full 5 above SV is one EM step: 17 none, 18 one, 22 one, 23 two', () => {
    const steps = (face: number) => attackData(attack(d20Fight(), [face]).state).emSteps;
    expect(steps(12)).toBe(0);
    expect(steps(13)).toBe(1);
    expect(steps(17)).toBe(1);
    expect(steps(18)).toBe(2);
  });

  it('D20-ATK-4 no new attack while a step waits (clear refusal)', () => {
    const hit = attack(d20Fight(), [10]);
    expect(() =>
      attack(hit.state, [10], { attackerId: 'c-skugga', targetId: 'c-alva', weaponId: 'w-bage' }),
    ).toThrow(/d20\/attack step is still waiting; finish it or cancel it/);
  });

  it('D20-ATK-3 entered dice must all be used', () => {
    expect(() => attack(d20Fight(), [7, 3])).toThrow(DiceScriptError);
  });
});

describe('the ground (D20-POS-2, D20-POS-3, D20-RND-1)', () => {
  it('D20-POS-2 half cover (Skydd 1) gives −2 and good cover (Skydd 2) −4 on every incoming attack, melee blows included', () => {
    const s = place(place(d20Fight(), 'c-grim', hex(1, 1)), 'c-alva', hex(2, 1));
    // "inkommande attacker": Alva's sword at Grim in the wood takes the −2 too.
    expect(factorTerms(plan(s).rollFactors)).toContainEqual(['Skydd', -2]);
    const bow = plan(s, { weaponId: 'w-bage' });
    expect(bow.rollFactors).toContainEqual({
      source: 'zone',
      key: 'skydd',
      term: 'Skydd',
      effect: -2,
      kind: 'mechanical',
      detail: 'Skogen',
    });
    expect(bow.modifier).toBe(3);
    const crates = place(d20Fight(), 'c-skugga', hex(9, 2));
    const good = plan(crates, { weaponId: 'w-bage', targetId: 'c-skugga' });
    expect(factorTerms(good.rollFactors)).toContainEqual(['Skydd', -4]);
    expect(good.modifier).toBe(1);
    const spell = plan(crates, { attackerId: 'c-bo', weaponId: 'w-eldpil', targetId: 'c-skugga' });
    expect(factorTerms(spell.rollFactors)).toContainEqual(['Skydd', -4]);
  });

  it('D20-POS-2 D20-REA-3 out of sight: a spell needing sight is impossible; other shots count good cover −4, not added', () => {
    const s = setCondition(d20Fight(), 'c-grim', { key: 'Utom synhåll' });
    const spell = plan(s, { attackerId: 'c-bo', weaponId: 'w-eldpil' });
    expect(spell.possible).toBe(false);
    expect(spell.reason).toMatch(/out of sight.*\(D20-POS-2\)/);
    const bow = plan(s, { weaponId: 'w-bage' });
    expect(factorTerms(bow.rollFactors)).toEqual([
      ['Avståndsvapen', 2],
      ['SMI', 3],
      ['Utom synhåll', -4],
    ]);
    // In the wood (half cover) the larger −4 applies alone.
    const wood = place(place(s, 'c-grim', hex(1, 1)), 'c-alva', hex(2, 1));
    expect(plan(wood, { weaponId: 'w-bage' }).modifier).toBe(1);
    // A spell that does not need sight is shot like an arrow.
    const blind: Weapon = {
      id: 'w-dimma',
      name: 'Dimma',
      values: { Skada: '1T4', Typ: 'magi', Räckvidd: 8, Sikte: false },
    };
    const fog = plan(withWeapon(s, 'c-bo', blind), { attackerId: 'c-bo', weaponId: 'w-dimma' });
    expect(fog.possible).toBe(true);
    expect(factorTerms(fog.rollFactors)).toContainEqual(['Utom synhåll', -4]);
    // Melee too: out of sight counts as good cover on every incoming attack (D20-POS-2): 5 − 4.
    expect(plan(s).modifier).toBe(1);
  });

  it('D20-POS-3 +1 on ranged attacks from higher ground; −1 on melee from below; nothing the other way round', () => {
    const hill = place(d20Fight(), 'c-alva', hex(4, 1));
    const shot = plan(hill, { weaponId: 'w-bage', targetId: 'c-skugga' });
    expect(shot.rollFactors).toContainEqual({
      source: 'zone',
      key: 'hogtLage',
      term: 'Högt läge',
      effect: 1,
      kind: 'mechanical',
      detail: 'Kullen',
    });
    expect(shot.modifier).toBe(6);
    expect(plan(hill).modifier).toBe(5); // melee from above: no bonus
    const below = place(place(d20Fight(), 'c-grim', hex(4, 1)), 'c-alva', hex(3, 1));
    expect(factorTerms(plan(below).rollFactors)).toContainEqual(['Högt läge', -1]);
    expect(plan(below).modifier).toBe(4);
    expect(plan(below, { weaponId: 'w-bage' }).modifier).toBe(5); // shooting upwards: no penalty
    const spell = plan(place(d20Fight(), 'c-bo', hex(4, 0)), { attackerId: 'c-bo', weaponId: 'w-eldpil' });
    expect(factorTerms(spell.rollFactors)).toContainEqual(['Högt läge', 1]);
  });

  it('D20-RND-1 darkness (Mörker) on the target’s zone gives −level (default 2) to ranged attacks and spells', () => {
    const dark = withTraits(d20Fight(), 'z-faltet', [{ kind: 'morker', revealed: true }]);
    const shot = plan(dark, { weaponId: 'w-bage', targetId: 'c-skugga' });
    expect(factorTerms(shot.rollFactors)).toContainEqual(['Mörker', -2]);
    expect(shot.modifier).toBe(3);
    expect(plan(dark).modifier).toBe(5); // melee
    const pitch = withTraits(d20Fight(), 'z-faltet', [{ kind: 'morker', level: 3, revealed: false }]);
    expect(plan(pitch, { weaponId: 'w-bage', targetId: 'c-skugga' }).modifier).toBe(2);
  });

  it('D20-POS-2 the factors of the plan are the ones the log shows', () => {
    const crates = place(d20Fight(), 'c-skugga', hex(9, 2));
    const r = attack(crates, [12], { weaponId: 'w-bage', targetId: 'c-skugga' });
    const declared = event(r.events, 'd20/attackDeclared').data;
    expect(declared).toMatchObject({
      weapon: 'Båge',
      attackKind: 'ranged',
      distance: 6,
      modifier: 1,
      sv: 13,
    });
    expect(declared.rollFactors).toContainEqual({ term: 'Skydd', effect: -4 });
    expect(event(r.events, 'd20/attackRolled').data).toMatchObject({ total: 13, hit: true });
  });
});

describe('reactions against a hit (D20-REA-1, D20-REA-2, D20-REA-4, D20-REA-5)', () => {
  it('D20-REA-1 a parry rolls 1T20 + Närstrid + SMI against the attack’s total; success stops the blow', () => {
    const s = startFight(d20Fight());
    const hit = attack(s, [10]).state; // 15
    const r = run(hit, { type: 'd20/react', kind: 'parry', dice: [9] }); // 9 + 6 = 15
    expect(event(r.events, 'd20/check').data).toMatchObject({
      id: 'c-grim',
      total: 15,
      sv: 15,
      success: true,
    });
    expect(event(r.events, 'd20/parry').data).toEqual({
      id: 'c-grim',
      attackerId: 'c-alva',
      total: 15,
      sv: 15,
      success: true,
    });
    expect(r.state.pending).toBeNull();
    expect(spent(r.state, 'c-grim').reactions).toBe(1);
  });

  it('D20-REA-1 a failed parry leaves the hit waiting; the same defender cannot react to it again', () => {
    const hit = attack(d20Fight(), [10]).state;
    const r = run(hit, { type: 'd20/react', kind: 'parry', dice: [8] }); // 14 < 15
    expect(event(r.events, 'd20/parry').data).toMatchObject({ success: false });
    expect(attackData(r.state).reactedBy).toEqual(['c-grim']);
    expect(() => run(r.state, { type: 'd20/react', kind: 'parry', dice: [20] })).toThrow(/already reacted/);
  });

  it('D20-REA-1 only against melee, and only with a melee weapon in hand', () => {
    const shot = attack(d20Fight(), [15], { attackerId: 'c-skugga', targetId: 'c-alva', weaponId: 'w-bage' });
    expect(() => run(shot.state, { type: 'd20/react', kind: 'parry', dice: [20] })).toThrow(
      /only against melee/,
    );
    const s = place(d20Fight(), 'c-grim', hex(1, 2));
    const onBo = attack(s, [10], { attackerId: 'c-grim', targetId: 'c-bo' });
    expect(() => run(onBo.state, { type: 'd20/react', kind: 'parry', dice: [20] })).toThrow(
      /no melee weapon/,
    );
    const lost = setCondition(attack(d20Fight(), [10]).state, 'c-grim', { key: 'Tappat grepp' });
    expect(() => run(lost, { type: 'd20/react', kind: 'parry', dice: [20] })).toThrow(/no melee weapon/);
  });

  it('D20-TURN-1 a reaction is one per round: after a parry the same round Grim cannot counter a spell', () => {
    let s = startFight(d20Fight());
    s = attack(s, [10]).state;
    s = run(s, { type: 'd20/react', kind: 'parry', dice: [1] }).state;
    s = resolve(s, [2]).state;
    s = attack(s, [10], { attackerId: 'c-bo', weaponId: 'w-eldpil' }).state;
    expect(() => run(s, { type: 'd20/react', kind: 'counterMagic', dice: [20] })).toThrow(
      /already used the reaction this round \(D20-TURN-1\)/,
    );
  });

  it('D20-REA-2 a shield block (Sköld 1) takes 1 off the damage at resolve', () => {
    const shot = attack(d20Fight(), [10], { attackerId: 'c-skugga', targetId: 'c-bo', weaponId: 'w-bage' });
    expect(event(shot.events, 'd20/attackDeclared').data).toMatchObject({ distance: 6, modifier: 5 });
    const blocked = run(shot.state, { type: 'd20/react', kind: 'shield' });
    expect(event(blocked.events, 'd20/shield').data).toEqual({ id: 'c-bo', attackerId: 'c-skugga' });
    expect(attackData(blocked.state).shield).toBe(true);
    const r = resolve(blocked.state, [6]); // 6 + 1 = 7, RR 1, shield 1 → 5
    expect(event(r.events, 'd20/damaged').data).toMatchObject({ rolled: 7, rr: 1, shield: 1, dealt: 5 });
    expect(who(r.state, 'c-bo').resources.vp).toBe(3);
  });

  it('D20-REA-2 no shield block without a shield', () => {
    const hit = attack(d20Fight(), [10]).state;
    expect(() => run(hit, { type: 'd20/react', kind: 'shield' })).toThrow(/carries no shield/);
  });

  it('D20-REA-4 counter-magic rolls the higher of Magisk kunskap / Mental styrka + PSY against the caster’s total', () => {
    const cast = attack(d20Fight(), [9], { attackerId: 'c-bo', weaponId: 'w-eldpil' }).state; // 15
    const r = run(cast, { type: 'd20/react', kind: 'counterMagic', dice: [13] }); // 13 + Mental styrka 1 + PSY 1
    expect(event(r.events, 'd20/counterMagic').data).toEqual({
      id: 'c-grim',
      attackerId: 'c-bo',
      skill: 'Mental styrka',
      total: 15,
      sv: 15,
      success: true,
    });
    expect(r.state.pending).toBeNull();
    const failed = run(cast, {
      type: 'd20/react',
      kind: 'counterMagic',
      skill: 'Magisk kunskap',
      dice: [13],
    });
    expect(event(failed.events, 'd20/check').data).toMatchObject({
      total: 14,
      success: false,
      factors: [
        { term: 'Magisk kunskap', effect: 0 },
        { term: 'PSY', effect: 1 },
      ],
    });
    expect(attackData(failed.state).reactedBy).toEqual(['c-grim']);
  });

  it('D20-REA-4 counter-magic works only against spells', () => {
    const hit = attack(d20Fight(), [10]).state;
    expect(() => run(hit, { type: 'd20/react', kind: 'counterMagic', dice: [20] })).toThrow(
      /only against spells/,
    );
  });

  it('D20-REA-5 an adjacent ally takes the hit: the waiting attack now targets the ally, who pays its reaction', () => {
    const s = startFight(d20Fight());
    const hit = attack(s, [10], { attackerId: 'c-grim', targetId: 'c-alva' }).state;
    const r = run(hit, { type: 'd20/react', kind: 'protect', by: 'c-bo' });
    expect(event(r.events, 'd20/protect').data).toEqual({
      id: 'c-bo',
      targetId: 'c-alva',
      attackerId: 'c-grim',
    });
    expect(r.state.pending?.targetId).toBe('c-bo');
    expect(attackData(r.state)).toMatchObject({
      protectedBy: 'c-bo',
      originalTargetId: 'c-alva',
      reactedBy: ['c-bo'],
    });
    expect(spent(r.state, 'c-bo').reactions).toBe(1);
    const done = resolve(r.state, [5]);
    expect(who(done.state, 'c-bo').resources.vp).toBe(4);
    expect(who(done.state, 'c-alva').resources.vp).toBe(8);
    // Bo's reaction is spent: Bo cannot block with the shield now.
    expect(() => run(r.state, { type: 'd20/react', kind: 'shield' })).toThrow(/already/);
  });

  it('D20-REA-5 only an ally next to the target can protect it, and only once', () => {
    const hit = attack(d20Fight(), [10], { attackerId: 'c-grim', targetId: 'c-alva' }).state;
    expect(() => run(hit, { type: 'd20/react', kind: 'protect', by: 'c-skugga' })).toThrow(/not an ally/);
    expect(() => run(hit, { type: 'd20/react', kind: 'protect', by: 'c-alva' })).toThrow(
      /cannot protect itself/,
    );
    expect(() => run(hit, { type: 'd20/react', kind: 'protect' })).toThrow(/needs "by"/);
    const far = place(hit, 'c-bo', hex(0, 5));
    expect(() => run(far, { type: 'd20/react', kind: 'protect', by: 'c-bo' })).toThrow(/not next to/);
    expect(() => run(hit, { type: 'd20/react', kind: 'parry', by: 'c-bo', dice: [20] })).toThrow(
      /"by" is for protect/,
    );
  });

  it('D20-REA-1 reactions need a waiting hit', () => {
    expect(() => run(d20Fight(), { type: 'd20/react', kind: 'shield' })).toThrow(
      /no d20\/attack step is waiting/,
    );
  });
});

describe('damage and its effects (D20-ATK-5, D20-ATK-6, D20-ATK-1)', () => {
  it('D20-ATK-5 weapon damage minus RR comes off VP', () => {
    const hit = attack(d20Fight(), [8]).state;
    const r = resolve(hit, [6]);
    expect(event(r.events, 'dice/rolled').data).toMatchObject({ sides: 8, faces: [6], roller: 'c-alva' });
    expect(event(r.events, 'd20/damaged').data).toEqual({
      id: 'c-grim',
      source: 'attack',
      attackerId: 'c-alva',
      weapon: 'Svärd',
      faces: [6],
      extraDice: 0,
      rolled: 6,
      rr: 1,
      shield: 0,
      ...grimLosesFiveVp,
    });
    expect(r.state.pending).toBeNull();
    expect(who(r.state, 'c-grim').resources).toEqual({ vp: 3, kp: 10 });
  });

  it('D20-ATK-5 damage never goes below 0 (RR larger than the roll)', () => {
    const hit = attack(attrs(d20Fight(), 'c-grim', { RR: 10 }), [8]).state;
    const r = resolve(hit, [8]);
    expect(event(r.events, 'd20/damaged').data).toMatchObject({ rolled: 8, rr: 10, dealt: 0, vpLost: 0 });
    expect(who(r.state, 'c-grim').resources).toEqual({ vp: 8, kp: 10 });
  });

  it('D20-ATK-5 D20-ATK-6 damage past VP goes to KP and owes a UTH roll against SV 13 (Heroisk)', () => {
    const s = patch(d20Fight(), 'c-grim', { resources: { vp: 3, kp: 10 } });
    const r = resolve(attack(s, [8]).state, [8]); // 7 dealt: 3 VP, 4 KP
    expect(event(r.events, 'd20/damaged').data).toMatchObject({
      dealt: 7,
      vpLost: 3,
      kpLost: 4,
      vp: 0,
      kp: 6,
    });
    expectResistanceAwaited(r, 'c-grim', 4);
  });

  it('D20-ATK-6 Härdad campaigns roll UTH against SV 15', () => {
    let s = patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } });
    s = { ...s, settings: { ...s.settings, d20: { ...DEFAULT_D20_SETTINGS, mode: 'Härdad' } } };
    const r = resolve(attack(s, [8]).state, [4]);
    expect(r.state.pending?.data).toEqual({ sv: 15, kpDamage: 3 });
  });

  it('D20-ATK-6 a passed UTH roll (1T20 + UTH ≥ SV) brings nothing', () => {
    const s = patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } });
    const owed = resolve(attack(s, [8]).state, [4]).state;
    const r = run(owed, { type: 'd20/resist', consequence: 'Yrsel', dice: [11] }); // 11 + 2 = 13
    expect(event(r.events, 'd20/check').data).toMatchObject({
      purpose: 'UTH (D20-ATK-6)',
      total: 13,
      success: true,
    });
    expect(event(r.events, 'd20/resistance').data).toEqual({
      id: 'c-grim',
      total: 13,
      sv: 13,
      success: true,
      consequence: null,
      consequenceRoll: null,
      untilRound: null,
    });
    expect(r.state.pending).toBeNull();
    expect(who(r.state, 'c-grim').conditions).toEqual([]);
  });

  it('D20-ATK-6 a failed UTH roll brings the GM’s pick as a public condition', () => {
    const s = patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } });
    const owed = resolve(attack(s, [8]).state, [4]).state;
    const r = run(owed, { type: 'd20/resist', consequence: 'Nedslagen', dice: [10] });
    expect(event(r.events, 'd20/resistance').data).toMatchObject({
      success: false,
      consequence: 'Nedslagen',
    });
    expect(who(r.state, 'c-grim').conditions).toEqual([
      { key: 'Nedslagen', public: true, untilRound: null, note: '', source: 'UTH failed (D20-ATK-6)' },
    ]);
  });

  it('D20-ATK-6 without a pick the app rolls 1T4 over Blödning, Yrsel, Nedslagen, Tappat grepp; Yrsel ends after next round', () => {
    let s = startFight(patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } }));
    s = resolve(attack(s, [8]).state, [4]).state;
    const r = run(s, { type: 'd20/resist', dice: [3, 2] });
    expect(event(r.events, 'd20/resistance').data).toMatchObject({
      success: false,
      consequence: 'Yrsel',
      consequenceRoll: 2,
      untilRound: 3,
    });
    expect(r.events.filter((e) => e.type === 'dice/rolled').map((e) => e.data.sides)).toEqual([20, 4]);
    expect(who(r.state, 'c-grim').conditions[0]).toMatchObject({ key: 'Yrsel', untilRound: 3 });
    const face1 = run(s, { type: 'd20/resist', dice: [3, 1] });
    expect(who(face1.state, 'c-grim').conditions[0]?.key).toBe('Blödning');
  });

  it('D20-ATK-6 one entered UTH die that fails without a pick waits for the consequence, without a second UTH roll', () => {
    let s = startFight(patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } }));
    s = resolve(attack(s, [8]).state, [4]).state;
    const failed = run(s, { type: 'd20/resist', dice: [3] }); // 3 + 2 = 5 < 13
    expect(event(failed.events, 'd20/resistance').data).toMatchObject({
      success: false,
      consequence: null,
      awaiting: true,
    });
    expect(failed.state.pending).toMatchObject({ kind: 'd20/resistance', data: { failed: { total: 5 } } });
    expect(who(failed.state, 'c-grim').conditions).toEqual([]);
    const d4 = run(failed.state, { type: 'd20/resist', dice: [4] });
    expect(d4.events.filter((e) => e.type === 'dice/rolled').map((e) => e.data.sides)).toEqual([4]);
    expect(event(d4.events, 'd20/resistance').data).toMatchObject({ total: 5, consequence: 'Tappat grepp' });
    expect(d4.state.pending).toBeNull();
    const picked = run(failed.state, { type: 'd20/resist', consequence: 'Blödning' });
    expect(who(picked.state, 'c-grim').conditions[0]?.key).toBe('Blödning');
    // A passing entered die needs nothing more.
    expect(run(s, { type: 'd20/resist', dice: [12] }).state.pending).toBeNull();
  });

  it('D20-ATK-6 Tappat grepp names the first weapon: that weapon cannot attack, bare hands still can', () => {
    let s = patch(d20Fight(), 'c-grim', { resources: { vp: 0, kp: 10 } });
    s = resolve(attack(s, [8]).state, [4]).state;
    s = run(s, { type: 'd20/resist', dice: [1, 4] }).state;
    expect(who(s, 'c-grim').conditions[0]).toMatchObject({
      key: 'Tappat grepp',
      data: { weaponId: 'w-svard' },
    });
    const sword = plan(s, { attackerId: 'c-grim', targetId: 'c-alva' });
    expect(sword.possible).toBe(false);
    expect(sword.reason).toMatch(/lost the grip on Svärd/);
    expect(plan(s, { attackerId: 'c-grim', targetId: 'c-alva', weaponId: null }).possible).toBe(true);
  });

  it('D20-ATK-6 a Tappat grepp without a weapon named forbids every weapon', () => {
    const s = setCondition(d20Fight(), 'c-alva', { key: 'Tappat grepp' });
    expect(plan(s).possible).toBe(false);
    expect(plan(s, { weaponId: 'w-bage', targetId: 'c-skugga' }).possible).toBe(false);
    const onlyBow = setCondition(d20Fight(), 'c-alva', { key: 'Tappat grepp', data: { weaponId: 'w-bage' } });
    expect(plan(onlyBow).possible).toBe(true);
  });

  it('D20-ATK-1 EM extra die: one more die of the weapon’s type per EM step', () => {
    const hit = attack(d20Fight(), [18], { emUse: 'extraDie' }).state; // 23: two steps
    const r = resolve(hit, [3, 4, 5]); // 12 − RR 1 = 11: 8 VP, 3 KP
    expect(event(r.events, 'dice/rolled').data).toMatchObject({ sides: 8, faces: [3, 4, 5] });
    expect(event(r.events, 'd20/damaged').data).toMatchObject({
      extraDice: 2,
      rolled: 12,
      dealt: 11,
      vpLost: 8,
      kpLost: 3,
    });
    expect(r.state.pending?.kind).toBe('d20/resistance');
    expect(() => resolve(hit, [3, 4])).toThrow(DiceScriptError);
  });

  it('D20-ATK-1 EM manoeuvre: after the damage the attacker is offered one free manoeuvre per step', () => {
    const hit = attack(d20Fight(), [13], { emUse: 'manoeuvre' }).state; // 18: one step
    const r = resolve(hit, [5]);
    expect(event(r.events, 'd20/damaged').data).toMatchObject({ extraDice: 0, dealt: 4 });
    expect(r.state.pending).toMatchObject(freeManoeuvreStep('c-alva', 'c-grim', 'em'));
    expect(event(r.events, 'd20/manoeuvreOffered').data).toEqual({
      actorId: 'c-alva',
      targetId: 'c-grim',
      count: 1,
      reason: 'em',
    });
    // No EM step: nothing is offered.
    expect(resolve(attack(d20Fight(), [12], { emUse: 'manoeuvre' }).state, [5]).state.pending).toBeNull();
  });

  it('D20-ATK-1 D20-ATK-6 EM manoeuvres owed by a hit that reaches KP follow the UTH roll', () => {
    const s = patch(d20Fight(), 'c-grim', { resources: { vp: 2, kp: 10 } });
    const owed = resolve(attack(s, [18], { emUse: 'manoeuvre' }).state, [8]).state; // 7: 2 VP, 5 KP
    expect(owed.pending).toMatchObject({
      kind: 'd20/resistance',
      data: { sv: 13, kpDamage: 5, thenManoeuvres: { attackerId: 'c-alva', count: 2 } },
    });
    const r = run(owed, { type: 'd20/resist', dice: [15] });
    expect(r.state.pending).toMatchObject(freeManoeuvreStep('c-alva', 'c-grim', 'em', 2));
  });

  it('D20-ATK-1 an EM use of effect note is logged for the GM at resolve', () => {
    let s = d20Fight();
    s = {
      ...s,
      settings: {
        ...s.settings,
        d20: { mode: 'Heroisk', emOptions: [{ id: 'blanda', name: 'Blända', effect: 'note' }] },
      },
    };
    const r = resolve(attack(s, [13], { emUse: 'blanda' }).state, [4]);
    expect(event(r.events, 'd20/emNote').data).toEqual({
      attackerId: 'c-alva',
      targetId: 'c-grim',
      emUse: 'blanda',
      name: 'Blända',
      steps: 1,
    });
    expect(r.state.pending).toBeNull();
  });

  it('D20-ATK-5 resolve needs a waiting hit', () => {
    expect(() => resolve(d20Fight(), [4])).toThrow(/no d20\/attack step is waiting/);
  });
});

describe('cancelling and visibility', () => {
  it('D20-ATK-4 d20/cancel drops the waiting step; with nothing waiting it is refused', () => {
    const hit = attack(d20Fight(), [10]).state;
    const r = run(hit, { type: 'd20/cancel' });
    expect(r.state.pending).toBeNull();
    expect(event(r.events, 'd20/cancelled').data).toMatchObject({
      kind: 'd20/attack',
      actorId: 'c-alva',
      targetId: 'c-grim',
    });
    expect(() => run(r.state, { type: 'd20/cancel' })).toThrow(/no d20 step is waiting/);
  });

  it('D20-ATK-3 a hidden combatant keeps the attack’s events for the GM', () => {
    const s = patch(d20Fight(), 'c-grim', { hidden: true });
    const r = attack(s, [10]);
    expect(r.events.every((e) => !e.public)).toBe(true);
    const open = attack(d20Fight(), [10]);
    expect(open.events.every((e) => e.public)).toBe(true);
    expect(resolve(r.state, [3]).events.every((e) => !e.public)).toBe(true);
  });
});
