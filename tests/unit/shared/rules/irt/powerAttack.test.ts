/**
 * Powers and abilities in the attack resolver (IRT-POW-2…4, IRT-ABL-1, IRT-WPN-3), on the demo
 * campaign with entered dice. Numbers are worked out by hand in each test:
 * Ivar: Fysik 4, Smidighet 3, Strid 4, Vilja 3, Skydd 1, Fokus 2, knife (Skada 2, no Finess), kpist
 * (Automateld); powers Övermänsklig Styrka (1 Fokus, +2 Fysik for one action) and Läderhud (Reaktiv,
 * 1 Fokus, +1 Skydd for the round). Anton: Fysik 3, Smidighet 2, Strid 3, Vilja 2, Fokus 2, pistol
 * (Skada 3, Kort); attack power Iskristaller (1 Fokus, Strid + Vilja, Kort, +2, Stick). The guard:
 * Fysik 2, Smidighet 2, Strid 2, Skydd 1, bayonet rifle (Skada 3, Bredvid). Normal needs 1 success
 * (IRT-DICE-3); Effekt = successes − 1 (IRT-DICE-4).
 */
import { describe, expect, it } from 'vitest';
import { applyCommand } from '@shared/rules/core/engine';
import { DiceScriptError, seededDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { planIrtAttack, weaponStats } from '@shared/rules/irt/attackFactors';
import { previewIrtAttack } from '@shared/rules/irt/preview';
import { irtWeaponValues } from '@shared/rules/irt/sheet';
import { IRT_WEAPONS } from '@shared/rules/irt/data';
import { frozenDemo } from '../../../../helpers/campaigns';
import { antonShoots, event, patch, place, run, who } from './kit';

/** Puts `a` and `b` in contact in one hex of Bommen (no traits): Bredvid, Normal. */
function contact(a: string, b: string, s: CampaignState = frozenDemo()): CampaignState {
  const placed = place(s, a, 4, 6);
  const tok = (id: string) => placed.scenes[0]?.tokens.find((t) => t.combatantId === id)?.id ?? '';
  return run(placed, { type: 'token/contact', sceneId: 's-gransen', tokenId: tok(b), withTokenId: tok(a) })
    .state;
}

function attack(s: CampaignState, cmd: Record<string, unknown>) {
  return run(s, { type: 'irt/attack', options: {}, ...cmd } as Command);
}

const STYRKA = [{ powerId: 'overmansklig-styrka' }];
/** Ivar's knife at the guard. */
const ivarsKnife = { attackerId: 'c-ivar', targetId: 'c-gransvakt', weaponId: 'w-kniv' } as const;
/** Anton's attack power Iskristaller at the guard, no weapon. */
const antonsIskristaller = {
  attackerId: 'c-anton',
  targetId: 'c-gransvakt',
  weaponId: null,
  powerId: 'iskristaller',
} as const;

describe('IRT powers in the attack resolver', () => {
  it('IRT-POW-2 a "Modifierar din handling" power rides on the blow: +2 Fysik raises the pool 8 → 10, paid before, used up after', () => {
    // Knife, melee: Fysik 4 + Strid 4 = 8; Övermänsklig Styrka +2 Fysik → 10 dice. Fokus 2 − 1 = 1.
    const s = contact('c-ivar', 'c-gransvakt');
    const dice = [10, 10, 1, 1, 1, 1, 1, 1, 1, 1];
    // Without the power ten faces do not fit the pool of 8.
    expect(() => attack(s, { ...ivarsKnife, dice })).toThrow(DiceScriptError);
    const r = attack(s, {
      ...ivarsKnife,
      options: { powers: STYRKA },
      dice,
    });
    expect(event(r.events, 'irt/attackDeclared').data).toMatchObject({
      pool: 10,
      powers: ['Övermänsklig Styrka'],
    });
    expect(event(r.events, 'irt/powerUsed').data).toMatchObject({ power: 'Övermänsklig Styrka', paid: 1 });
    const ivar = who(r.state, 'c-ivar');
    expect(ivar.resources.fokus).toBe(1);
    // Duration Handling: the bonus counted for this roll only.
    expect(ivar.conditions.some((k) => k.data?.power === 'overmansklig-styrka')).toBe(false);
    // 2 successes at Normal: Effekt 1; KP = 1 + Skada 2 − Skydd 1 = 2.
    const done = run(r.state, { type: 'irt/resolve' });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({ effekt: 1, kp: 2 });
  });

  it('IRT-POW-2 a power that does not modify an action cannot ride on the attack', () => {
    const s = contact('c-ivar', 'c-gransvakt');
    expect(() =>
      attack(s, {
        ...ivarsKnife,
        options: { powers: [{ powerId: 'laderhud' }] },
        dice: [1, 1, 1, 1, 1, 1, 1, 1],
      }),
    ).toThrow(/does not modify an action/);
  });

  it('IRT-POW-1 running powers count in every IRT pool: Adrenalinpuls (+1 Smidighet, +1 Strid) raises the active defence 4 → 6', () => {
    // Give the guard Greta's Adrenalinpuls and let it run (it rides on a first blow at Anton).
    const greta = who(frozenDemo(), 'c-greta');
    let s = patch(contact('c-anton', 'c-gransvakt'), 'c-gransvakt', {
      powers: (greta.powers ?? []).filter((p) => p.id === 'adrenalinpuls'),
    });
    // Guard's bayonet (Fysik 2 + Strid 2 = 4; Adrenalinpuls adds Strid +1 → 5), Fokus 1 − 1 = 0.
    s = attack(s, {
      attackerId: 'c-gransvakt',
      targetId: 'c-anton',
      weaponId: 'w-bajonett',
      options: { powers: [{ powerId: 'adrenalinpuls' }] },
      dice: [1, 1, 1, 1, 1],
    }).state;
    s = run(s, { type: 'irt/resolve' }).state;
    // Anton's knife at the guard; the guard dodges: Smidighet 2 + Strid 2 + 1 + 1 = 6 dice (Stress pays).
    s = antonShoots(s, [10, 1, 1, 1, 1, 1], {}, 'w-kniv').state;
    expect(() => run(s, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] })).toThrow(DiceScriptError);
    const d = run(s, { type: 'irt/defend', kind: 'väja', dice: [10, 1, 1, 1, 1, 1] });
    expect(event(d.events, 'irt/defended').data).toMatchObject({ effekt: 1 });
  });

  it('IRT-POW-4 an attack power rolls Strid + Vilja (5 dice), KP = Effekt + bonus − Skydd, crits on its damage type', () => {
    // Iskristaller at the guard (Kort, as the pistol): Strid 3 + Vilja 2 = 5 dice at Normal.
    // [12, 10, 1, 1, 1]: 2 successes, Effekt 1, one 12 → +1 Fokus. KP = 1 + 2 − 1 = 2 ≥ 1 → crit (Stick).
    const s = frozenDemo();
    const r = attack(s, {
      ...antonsIskristaller,
      dice: [12, 10, 1, 1, 1],
    });
    expect(event(r.events, 'irt/attackDeclared').data).toMatchObject({
      weapon: 'Iskristaller',
      pool: 5,
      attributes: ['Strid', 'Vilja'],
      band: 'Kort',
      difficulty: 'Normal',
    });
    // Fokus 2 − 1 (base cost on declaration) + 1 (the 12) = 2.
    expect(who(r.state, 'c-anton').resources.fokus).toBe(2);
    const done = applyCommand(r.state, { type: 'irt/resolve' }, { dice: seededDice(3) });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({
      effekt: 1,
      skada: 2,
      skydd: 1,
      kp: 2,
    });
    expect(event(done.events, 'irt/crit').data).toMatchObject({ damageType: 'Stick' });
  });

  it('IRT-POW-2 an attack power pays its base cost even on a miss; "+Fokus" options only on a hit', () => {
    const cmd = {
      ...antonsIskristaller,
      options: { powerEnhancements: ['omrade'] },
    };
    // Miss [1×5]: Fokus 2 − 1 = 1 on declaration, nothing more on resolve.
    const miss = attack(frozenDemo(), { ...cmd, dice: [1, 1, 1, 1, 1] });
    expect(who(miss.state, 'c-anton').resources.fokus).toBe(1);
    expect(who(run(miss.state, { type: 'irt/resolve' }).state, 'c-anton').resources.fokus).toBe(1);
    // Hit [10, 10, 1, 1, 1]: 1 on declaration, then 1 more for "Hits everyone within 3 m" → 0.
    const hit = attack(frozenDemo(), { ...cmd, dice: [10, 10, 1, 1, 1] });
    expect(who(hit.state, 'c-anton').resources.fokus).toBe(1);
    expect(who(run(hit.state, { type: 'irt/resolve' }).state, 'c-anton').resources.fokus).toBe(0);
  });

  it('IRT-POW-4 an attack power with a weapon, or a power that is no attack, is refused', () => {
    const base = { attackerId: 'c-anton', targetId: 'c-gransvakt', dice: [1, 1, 1, 1, 1] };
    expect(() => attack(frozenDemo(), { ...base, weaponId: 'w-pistol', powerId: 'iskristaller' })).toThrow(
      /without a weapon/,
    );
    expect(() => attack(frozenDemo(), { ...base, weaponId: null, powerId: 'frostberoring' })).toThrow(
      /not an attack power/,
    );
  });

  it('IRT-POW-3 a reactive Skydd power used after the hit and before damage lowers that hit KP 3 → 2', () => {
    // The guard's bayonet at Ivar: Fysik 2 + Strid 2 = 4 dice, [10, 10, 1, 1]: Effekt 1.
    // Declared with Ivar's Skydd 1: KP = 1 + 3 − 1 = 3. Läderhud (+1 Skydd) before resolve: 1 + 3 − 2 = 2.
    const s = contact('c-ivar', 'c-gransvakt');
    const hit = attack(s, {
      attackerId: 'c-gransvakt',
      targetId: 'c-ivar',
      weaponId: 'w-bajonett',
      dice: [10, 10, 1, 1],
    }).state;
    const plain = run(hit, { type: 'irt/resolve' });
    expect(event(plain.events, 'irt/attackResolved').data).toMatchObject({ skydd: 1, kp: 3 });
    const hide = run(hit, { type: 'irt/usePower', userId: 'c-ivar', powerId: 'laderhud' }).state;
    expect(who(hide, 'c-ivar').resources.fokus).toBe(1);
    const done = run(hide, { type: 'irt/resolve' });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({ skydd: 2, powerSkydd: 1, kp: 2 });
    expect(who(done.state, 'c-ivar').resources.kp).toBe(2);
  });

  it('IRT-POW-2 the preview applies riding powers to a copy: pool 10, cost 1 Fokus, the state unchanged', () => {
    const s = contact('c-ivar', 'c-gransvakt');
    const p = previewIrtAttack(s, {
      ...ivarsKnife,
      options: { powers: STYRKA },
    });
    expect(p.plan.pool).toBe(10);
    expect(p.plan.poolParts).toContainEqual({ term: 'Övermänsklig Styrka', dice: 2 });
    expect(p.riding).toEqual([{ id: 'overmansklig-styrka', name: 'Övermänsklig Styrka', fokus: 1 }]);
    expect(p.fokusOnDeclare).toBe(1);
    expect(p.canPay).toBe(true);
    expect(who(s, 'c-ivar').resources.fokus).toBe(2);
  });

  it('IRT-POW-4 the preview of an attack power: 5 dice, Skada 2, base 1 Fokus now and 1 on a hit, hit chance 1 − (9/12)^5', () => {
    const p = previewIrtAttack(frozenDemo(), {
      ...antonsIskristaller,
      options: { powerEnhancements: ['omrade'] },
    });
    expect(p.plan.pool).toBe(5);
    expect(p.plan.skada).toBe(2);
    expect(p.plan.power).toMatchObject({ baseFokus: 1, plusFokus: 1 });
    expect(p.fokusOnDeclare).toBe(1);
    // 1 − 0.75^5 = 1 − 0.2373046875 = 0.7626953125.
    expect(p.odds?.hitChance).toBeCloseTo(0.7626953125, 10);
  });

  it('IRT-POW-3 the preview counts a running Skydd power of the target: Skydd 1 + 1 = 2', () => {
    const s = run(contact('c-anton', 'c-ivar'), {
      type: 'irt/usePower',
      userId: 'c-ivar',
      powerId: 'laderhud',
    }).state;
    const p = previewIrtAttack(s, {
      attackerId: 'c-anton',
      targetId: 'c-ivar',
      weaponId: 'w-kniv',
      options: {},
    });
    expect(p.plan.targetSkydd).toBe(2);
    expect(p.plan.targetSkyddBase).toBe(1);
  });
});

describe('IRT abilities that act', () => {
  it('IRT-ABL-1 Automatsalva: automatic fire may roll Fysik + Strid (4 + 4 = 8) instead of Smidighet + Strid (3 + 4 = 7)', () => {
    const s = patch(frozenDemo(), 'c-ivar', { features: ['Stridsträning', 'Automatsalva'] });
    const ivar = who(s, 'c-ivar');
    const guard = who(s, 'c-gransvakt');
    const plain = planIrtAttack(s, ivar, guard, 'w-kpist', {});
    expect(plain.attributes).toEqual(['Smidighet', 'Strid']);
    expect(plain.pool).toBe(7);
    const salvo = planIrtAttack(s, ivar, guard, 'w-kpist', { abilities: ['Automatsalva'] });
    expect(salvo.attributes).toEqual(['Fysik', 'Strid']);
    expect(salvo.pool).toBe(8);
    // Not with a weapon without Automateld, nor without the ability.
    expect(
      planIrtAttack(s, ivar, guard, 'w-kniv', { abilities: ['Automatsalva'] }).difficulty.impossible,
    ).toBe(true);
    const without = frozenDemo();
    expect(
      planIrtAttack(without, who(without, 'c-ivar'), guard, 'w-kpist', { abilities: ['Automatsalva'] })
        .difficulty.impossible,
    ).toBe(true);
  });

  it('IRT-ABL-1 Snabbskott: 1 Fokus for an extra pistol attack one step harder (Normal → Svår)', () => {
    const s = patch(frozenDemo(), 'c-anton', { features: ['Snabbskott'] });
    // Pistol: Smidighet 2 + Strid 3 = 5 dice; Svår needs 2 successes: [10, 10, 1, 1, 1] → Effekt 0.
    const r = antonShoots(s, [10, 10, 1, 1, 1], { abilities: ['Snabbskott'] });
    expect(event(r.events, 'irt/attackDeclared').data).toMatchObject({ difficulty: 'Svår' });
    expect(event(r.events, 'irt/abilityUsed').data).toMatchObject({ ability: 'Snabbskott', fokus: 1 });
    expect(who(r.state, 'c-anton').resources.fokus).toBe(1);
    // KP = 0 + 3 − 1 = 2.
    expect(event(run(r.state, { type: 'irt/resolve' }).events, 'irt/attackResolved').data).toMatchObject({
      effekt: 0,
      kp: 2,
    });
  });

  it('IRT-ABL-1 Uppercut adds +1 Skada to an unarmed blow: KP 1 + (1 + 1) − 1 = 2', () => {
    // Slagsmål: +1 die unarmed (Fysik 3 + Strid 3 + 1 = 7); [10, 10, 1×5]: Effekt 1.
    const s = patch(contact('c-anton', 'c-gransvakt'), 'c-anton', { features: ['Slagsmål', 'Uppercut'] });
    const r = antonShoots(s, [10, 10, 1, 1, 1, 1, 1], {}, null);
    const done = run(r.state, { type: 'irt/resolve' });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({ effekt: 1, skada: 2, kp: 2 });
  });

  it('IRT-ABL-1 Fint: 1 Fokus before the blow, the target cannot dodge or parry', () => {
    const s = patch(contact('c-anton', 'c-gransvakt'), 'c-anton', { features: ['Slagsmål', 'Fint'] });
    const r = antonShoots(s, [10, 1, 1, 1, 1, 1, 1], { abilities: ['Fint'] }, null);
    expect(who(r.state, 'c-anton').resources.fokus).toBe(1);
    expect(() => run(r.state, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1] })).toThrow(/Fint/);
  });

  it('IRT-ABL-1 Blockad: one parry a round costs no Fokus (guard Fokus 1 → 1), the second one pays (→ 0)', () => {
    let s = patch(contact('c-anton', 'c-gransvakt'), 'c-gransvakt', { features: ['Blockad'] });
    // Anton's knife (6 dice) twice; the guard parries with the bayonet: Smidighet 2 + Strid 2 = 4 dice.
    for (const fokusAfter of [1, 0]) {
      s = antonShoots(s, [10, 1, 1, 1, 1, 1], {}, 'w-kniv').state;
      s = run(s, { type: 'irt/defend', kind: 'parera', dice: [1, 1, 1, 1] }).state;
      expect(who(s, 'c-gransvakt').resources.fokus).toBe(fokusAfter);
      s = run(s, { type: 'irt/resolve' }).state;
    }
  });

  it('IRT-ABL-1 Andningskontroll: aiming with a rifle is two steps easier; Skarpskytt: no step for bands beyond a rifle', () => {
    // A short rifle (band Kort, family gevär) makes the officer lie beyond the weapon's band.
    const karbin = {
      id: 'w-karbin',
      name: 'Karbin',
      values: { Skada: 4, Skadetyp: 'Skjutvapen', Räckvidd: 'Kort', Kategori: 'gevär' },
    };
    const s = patch(frozenDemo(), 'c-krypskytten', { weapons: [karbin] });
    const sniper = who(s, 'c-krypskytten');
    const target = who(s, 'c-officeren');
    const plain = planIrtAttack(s, sniper, target, 'w-karbin', { aim: true });
    expect(plain.difficulty.factors.find((f) => f.key === 'sikta')?.effect).toBe(-1);
    expect(plain.difficulty.factors.find((f) => f.key === 'rangeBand')?.effect).toBeGreaterThan(0);
    const trained = { ...sniper, features: ['Andningskontroll', 'Skarpskytt'] };
    const better = planIrtAttack(s, trained, target, 'w-karbin', { aim: true });
    expect(better.difficulty.factors.find((f) => f.key === 'sikta')?.effect).toBe(-2);
    expect(better.difficulty.factors.some((f) => f.key === 'rangeBand')).toBe(false);
  });
});

describe('IRT unarmed and fist weapons', () => {
  it('IRT-WPN-3 Obeväpnad is Skada 1; knogjärn keeps its own Skada 2 and still counts as unarmed: Slagsmål +1 die, Uppercut +1 → 3', () => {
    const knog = IRT_WEAPONS.find((w) => w.id === 'knogjarn');
    expect(knog).toBeDefined();
    const weapon = { id: 'w-knog', name: 'Knogjärn', values: irtWeaponValues(knog!) };
    expect(weaponStats(weapon)).toMatchObject({ skada: 2, unarmed: true });
    const s = patch(contact('c-anton', 'c-gransvakt'), 'c-anton', {
      features: ['Slagsmål', 'Uppercut'],
      weapons: [weapon],
    });
    const bare = planIrtAttack(s, who(s, 'c-anton'), who(s, 'c-gransvakt'), null, {});
    // Bare hands: Obeväpnad, Skada 1 (Kross) + Uppercut 1 = 2.
    expect(bare.weapon).toMatchObject({ name: 'Obeväpnad', skada: 1, skadetyp: 'Kross' });
    expect(bare.skada).toBe(2);
    const p = planIrtAttack(s, who(s, 'c-anton'), who(s, 'c-gransvakt'), 'w-knog', {});
    // Fysik 3 + Strid 3 + Slagsmål 1 = 7; Skada 2 + Uppercut 1 = 3.
    expect(p.pool).toBe(7);
    expect(p.skada).toBe(3);
    expect(p.damageParts).toEqual([{ term: 'Uppercut', amount: 1 }]);
  });
});
