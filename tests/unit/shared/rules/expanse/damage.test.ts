import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { expanseSystem } from '@shared/rules/expanse/system';
import {
  adjacent,
  attrs,
  BOBBY,
  conditionKeys,
  event,
  expFight,
  hex,
  inRound,
  patch,
  placeAt,
  punch,
  run,
  runAll,
  setCondition,
  THUG,
  who,
} from './kit';

const HIT = [3, 4, 2]; // 9 + Fighting 3 (+ focus): hits Defense 11, no doubles

function fortune(s: CampaignState, id: string, n: number): CampaignState {
  return patch(s, id, { resources: { ...who(s, id).resources, Fortune: n } });
}

/** Hits the thug with `weaponId` (melee next to him, or ranged) and rolls damage with `dice`. */
function hitFor(s: CampaignState, weaponId: string | null, dice: number[], extra: Partial<Command> = {}) {
  const melee = weaponId === null || ['w-knife', 'w-axe', 'w-wrench'].includes(weaponId);
  const attacked = run(adjacent(s), {
    ...punch,
    weaponId,
    action: melee ? 'melee' : 'ranged',
    dice: HIT,
  }).state;
  const r = run(attacked, { type: 'expanse/damage', dice, ...extra } as Command);
  return {
    state: r.state,
    events: r.events,
    rolled: event(r.events, 'expanse/damageRolled').data,
    damaged: event(r.events, 'expanse/damaged').data,
  };
}

describe('Expanse damage', () => {
  it('EXP-EX-3 Bobby’s unarmed Striking Style damage: 1d6 + Strength 3, the die shows 4 → 7', () => {
    const s = fortune(inRound(expFight()), THUG, 10);
    const charged = run(s, { ...punch, action: 'charge', to: hex(3), dice: [3, 4, 2] }).state;
    const r = run(charged, { type: 'expanse/damage', dice: [4] });
    expect(event(r.events, 'dice/rolled').data).toMatchObject({ sides: 6, faces: [4] });
    expect(event(r.events, 'expanse/damageRolled').data.damage).toBe(7);
    expect(r.state.pending ?? null).toBeNull();
  });

  it('EXP-DMG-2 unarmed is 1d3 + Strength without Striking Style', () => {
    const s = fortune(patch(expFight(), BOBBY, { features: ['Fighting (Brawling)'] }), THUG, 10);
    const r = hitFor(s, null, [3]);
    expect(event(r.events, 'dice/rolled').data).toMatchObject({ sides: 3 });
    expect(r.rolled.damage).toBe(6);
  });

  it('EXP-DMG-1 EXP-DMG-2 weapon dice + the table’s ability: pistol 2d6 + Perception, rifle 3d6 + Perception, heavy 2d6 + Strength', () => {
    const s = fortune(expFight(), THUG, 10);
    expect(hitFor(s, 'w-pistol', [2, 3]).rolled.damage).toBe(6);
    expect(hitFor(s, 'w-rifle', [2, 3, 4]).rolled.damage).toBe(10);
    expect(hitFor(s, 'w-axe', [2, 3]).rolled.damage).toBe(8);
  });

  it('EXP-DMG-2 light melee adds the better of Strength and Dexterity, or Strength only by house rule', () => {
    const s = fortune(attrs(expFight(), BOBBY, { Dexterity: 5 }), THUG, 10);
    expect(hitFor(s, 'w-knife', [2]).rolled.damage).toBe(7);
    const house = fortune(attrs(expFight({ lightMelee: 'strength' }), BOBBY, { Dexterity: 5 }), THUG, 10);
    expect(hitFor(house, 'w-knife', [2]).rolled.damage).toBe(5);
  });

  it('EXP-DMG-2 a grenade deals 3d6 to everyone within 5 m of the target', () => {
    let s = fortune(placeAt(expFight(), THUG, hex(10)), THUG, 20);
    s = fortune(s, BOBBY, 20);
    const friend = { ...who(s, THUG), id: 'c-near', name: 'Near' };
    const far = { ...who(s, THUG), id: 'c-far', name: 'Far' };
    s = { ...s, combatants: [...s.combatants, friend, far] };
    s = {
      ...s,
      scenes: s.scenes.map((sc) => ({
        ...sc,
        tokens: [
          ...sc.tokens,
          { id: 't-near', combatantId: 'c-near', hex: hex(14), hidden: false },
          { id: 't-far', combatantId: 'c-far', hex: hex(16), hidden: false },
        ],
      })),
    };
    const thrown = run(s, { ...punch, weaponId: 'w-grenade', action: 'ranged', dice: [4, 4, 3] }).state;
    const r = run(thrown, { type: 'expanse/damage', dice: [1, 2, 3] });
    expect(r.events.filter((e) => e.type === 'expanse/damaged').map((e) => e.data.id)).toEqual([
      THUG,
      'c-near',
    ]);
    expect(event(r.events, 'expanse/damageRolled').data.damage).toBe(6);
  });

  it('EXP-DMG-3 Weak lowers damage by its rating, never below 1', () => {
    const s = fortune(expFight(), THUG, 10);
    // Wrench 1d6 + Strength 3 − Weak 2; the wrench hits at 9 + 3 − 1 = 11.
    expect(hitFor(s, 'w-wrench', [4]).rolled.damage).toBe(5);
    const weakling = fortune(attrs(expFight(), BOBBY, { Strength: -2 }), THUG, 10);
    expect(hitFor(weakling, 'w-wrench', [1]).rolled.damage).toBe(1);
  });

  it('EXP-APP-1 Toughness and armour come off, then Fortune soaks point for point', () => {
    const s = attrs(fortune(expFight(), THUG, 10), THUG, { Armour: 1 });
    // Pistol 2d6 (5 + 6) + 1 = 12; − Toughness 2 − Armour 1 = 9 off Fortune.
    const r = hitFor(s, 'w-pistol', [5, 6]);
    expect(r.damaged).toMatchObject({
      damage: 12,
      toughness: 2,
      armour: 1,
      fortune: 9,
      left: 0,
      takenOut: false,
    });
    expect(who(r.state, THUG).resources.Fortune).toBe(1);
  });

  it('EXP-DMG-4 stun weapons: penetrating (no Toughness, no armour), one die fewer, never Dying', () => {
    const s = attrs(fortune(expFight(), THUG, 0), THUG, { Armour: 3 });
    const r = hitFor(s, 'w-taser', [6], { dying: true, accept: false });
    expect(r.events.filter((e) => e.type === 'dice/rolled').map((e) => e.data.faces)).toEqual([[6]]);
    expect(r.damaged).toMatchObject({
      damage: 7,
      toughness: 0,
      armour: 0,
      penetrating: true,
      takenOut: true,
      dying: false,
    });
    expect(conditionKeys(r.state, THUG)).not.toContain('Dying');
  });

  it('EXP-APP-2 with Fortune gone the target takes Injured (1d6 off), then Wounded (2d6 off)', () => {
    const s = fortune(expFight(), THUG, 0);
    // Pistol 6 + 6 + 1 = 13 − 2 = 11 left; Injured −3 → 8; Wounded −(2 + 1) → 5: Taken Out.
    const r = hitFor(s, 'w-pistol', [6, 6, 3, 2, 1]);
    expect(r.damaged.reductions).toEqual([
      { condition: 'Injured', faces: [3], reduced: 3 },
      { condition: 'Wounded', faces: [2, 1], reduced: 3 },
    ]);
    expect(conditionKeys(r.state, THUG)).toEqual(['Wounded', 'Taken Out']);
    // Enough after Injured: stays in the fight.
    const light = hitFor(s, 'w-pistol', [2, 2, 4]);
    expect(light.damaged).toMatchObject({ left: 0, takenOut: false });
    expect(conditionKeys(light.state, THUG)).toEqual(['Injured']);
  });

  it('EXP-APP-2 the reduction dice are settings; refusing them takes the target out; the attacker may choose Dying', () => {
    const s = fortune(expFight({ injuredDice: 2, woundedDice: 3 }), THUG, 0);
    const r = hitFor(s, 'w-pistol', [6, 6, 1, 1, 1, 1, 1]);
    expect(r.damaged.reductions).toMatchObject([{ reduced: 2 }, { reduced: 3 }]);
    const refused = hitFor(fortune(expFight(), THUG, 0), 'w-pistol', [1, 2], { accept: false });
    expect(refused.damaged).toMatchObject({ left: 2, takenOut: true, dying: false });
    const killed = hitFor(fortune(expFight(), THUG, 0), 'w-pistol', [1, 2], { accept: false, dying: true });
    expect(conditionKeys(killed.state, THUG)).toEqual(['Taken Out', 'Dying']);
    expect(expanseSystem.woundWord(who(killed.state, THUG))).toBe('Dying');
  });

  it('EXP-COND-1 one already Injured can only take Wounded; one already Wounded is taken out', () => {
    const injured = setCondition(fortune(expFight(), THUG, 0), THUG, { key: 'Injured' });
    const r = hitFor(injured, 'w-pistol', [2, 1, 1, 1]);
    expect(r.damaged.reductions).toMatchObject([{ condition: 'Wounded', reduced: 2 }]);
    expect(conditionKeys(r.state, THUG)).toEqual(['Wounded']);
    const wounded = setCondition(fortune(expFight(), THUG, 0), THUG, { key: 'Wounded' });
    expect(hitFor(wounded, 'w-pistol', [2, 2]).damaged).toMatchObject({ reductions: [], takenOut: true });
  });

  it('EXP-COV-1 a zone’s cover rating adds to protection', () => {
    const s = fortune(placeAt(expFight(), THUG, hex(20)), THUG, 10);
    const attacked = run(placeAt(s, BOBBY, hex(10)), {
      ...punch,
      weaponId: 'w-pistol',
      action: 'ranged',
      dice: HIT,
    }).state;
    const d = event(run(attacked, { type: 'expanse/damage', dice: [5, 6] }).events, 'expanse/damaged').data;
    expect(d).toMatchObject({ cover: 2, total: 4, fortune: 8 });
  });

  it('EXP-ACT-MAJ All-Out Attack adds 1 damage on a hit', () => {
    const s = fortune(adjacent(expFight()), THUG, 10);
    const hit = run(s, { ...punch, action: 'allOut', dice: HIT }).state;
    expect(
      event(run(hit, { type: 'expanse/damage', dice: [4] }).events, 'expanse/damageRolled').data.damage,
    ).toBe(8);
  });

  it('EXP-COND-1 Dying loses 1 Constitution at the start of each turn and is dead at −3; first aid stabilises', () => {
    let s = inRound(setCondition(expFight(), THUG, { key: 'Dying', data: { lost: 0 } }));
    // Constitution 2: dead after 5 turns.
    for (let i = 0; i < 4; i++) s = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(who(s, THUG).conditions.find((k) => k.key === 'Dying')?.data?.lost).toBe(4);
    const saved = run(s, { type: 'expanse/stabilise', id: THUG }).state;
    expect(conditionKeys(saved, THUG)).toEqual(['Taken Out']);
    s = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(conditionKeys(s, THUG)).toEqual(['Dead']);
    expect(expanseSystem.woundSeverity?.(who(s, THUG))).toBe(4);
  });

  it('EXP-COND-1 Helpless (and Unconscious, Taken Out) cannot act; Fatigued cannot Run or Charge', () => {
    const out = inRound(setCondition(expFight(), BOBBY, { key: 'Unconscious' }));
    expect(() => run(out, { type: 'expanse/action', id: BOBBY, action: 'defend' })).toThrow(/Helpless/);
    const tired = inRound(setCondition(expFight(), BOBBY, { key: 'Fatigued' }));
    expect(() => run(tired, { type: 'expanse/action', id: BOBBY, action: 'run', to: hex(8) })).toThrow(
      /Fatigued/,
    );
    expect(() => run(tired, { ...punch, action: 'charge', to: hex(3), dice: HIT })).toThrow(/Fatigued/);
    const hindered = setCondition(expFight(), BOBBY, { key: 'Hindered' });
    expect(expanseSystem.template.derived(who(hindered, BOBBY)).Speed).toBe(6);
    expect(() => run(hindered, { type: 'expanse/action', id: BOBBY, action: 'run', to: hex(8) })).toThrow(
      /Hindered/,
    );
  });
});
