/**
 * Abilities that act (IRT-ABL-1) beyond the attack options of powerAttack.test.ts: on their own
 * (`irt/useAbility`, `irt/endMode`), in the defence and the result of an attack (Livvakt, Offervilja,
 * Fastlåsning, Desperat skott), on care rolls (Fältkirurg, Fältmedicinare i strid, Stridsstabilisering,
 * Lugnande närvaro), on initiative and Chockslag (Stridsträning), and an attack power's Framgång
 * enhancements (IRT-POW-1). Numbers are worked out by hand in each test.
 *
 * Demo sheets: Anton Fysik 3, Smidighet 2, Strid 3, Vilja 2, Fokus 2, pistol (Skada 3), knife; Greta
 * Analys 4, Sinnen 3, Smidighet 2, Samspel 3, Fokus 2, Expertis Fältmedicinare; Ivar Fysik 4,
 * Smidighet 3, Strid 4, Vilja 3 (Tålighet 7), Skydd 1, Fokus 2, knife (Skada 2), kpist; the guard
 * Fysik 2, Smidighet 2, Strid 2, Vilja 3 (Tålighet 5), Skydd 1, Fokus 1, bayonet rifle (Skada 3,
 * Bredvid); the officer Analys 3, Strid 3, Fokus 1. Normal needs 1 success, Svår 2 (IRT-DICE-3);
 * Effekt = successes − required (IRT-DICE-4).
 */
import { describe, expect, it } from 'vitest';
import { adjustResource, setInitiative } from '../../../helpers/commands';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { conditionFactors, dyingGrade, findCondition } from '@shared/rules/irt/conditions';
import { applyKpDamage, healKp, startBleeding } from '@shared/rules/irt/health';
import { planIrtAttack } from '@shared/rules/irt/attackFactors';
import { frozenDemo } from '../../../../helpers/campaigns';
import { antonShot, event, patch, place, run, runAll, who } from './kit';
import { sysCtx } from './healthKit';

const ANTON = 'c-anton';
const GRETA = 'c-greta';
const IVAR = 'c-ivar';
const GUARD = 'c-gransvakt';
const OFFICER = 'c-officeren';

const tokenId = (s: CampaignState, id: string): string =>
  s.scenes[0]?.tokens.find((t) => t.combatantId === id)?.id ?? '';

/** `a` and `b` in contact in one hex of Bommen (q 4, r 6): Bredvid, Normal. */
function contact(a: string, b: string, s: CampaignState = frozenDemo()): CampaignState {
  const placed = place(place(s, a, 4, 6), b, 4, 6);
  return run(placed, {
    type: 'token/contact',
    sceneId: 's-gransen',
    tokenId: tokenId(placed, b),
    withTokenId: tokenId(placed, a),
  }).state;
}

/** The guard's bayonet at Greta: Fysik 2 + Strid 2 = 4 dice; [10, 10, 1, 1] = 2 successes. */
const guardStabsGreta = {
  type: 'irt/attack',
  attackerId: GUARD,
  targetId: GRETA,
  weaponId: 'w-bajonett',
  options: {},
  dice: [10, 10, 1, 1],
} as Command;

function use(s: CampaignState, cmd: Record<string, unknown>) {
  return run(s, { type: 'irt/useAbility', ...cmd } as Command);
}

/** An encounter of only the given combatants, in this order (initiative set by hand). */
function fight(all: CampaignState, ids: readonly string[]): CampaignState {
  const s = { ...all, combatants: all.combatants.filter((c) => ids.includes(c.id)) };
  const set = ids.map((id, i) => setInitiative(id, 20 - i));
  return runAll(s, ...set, { type: 'encounter/start' } as Command);
}

describe('IRT-ABL-1 abilities in an attack', () => {
  it('IRT-ABL-1 Livvakt: Anton parries the guard’s blow at Greta for 1 Fokus; his Effekt 1 takes 2 successes to 1, KP 0 + 3 − 0 = 3', () => {
    let s = patch(contact(GUARD, GRETA), ANTON, { features: ['Livvakt'] });
    s = place(s, ANTON, 4, 6);
    s = run(s, guardStabsGreta).state;
    // Anton: Smidighet 2 + Strid 3 = 5 dice at Lätt; one 10 → Effekt 1.
    const d = run(s, { type: 'irt/defend', kind: 'parera', defenderId: ANTON, dice: [10, 1, 1, 1, 1] });
    expect(who(d.state, ANTON).resources.fokus).toBe(1);
    expect(who(d.state, GRETA).resources.fokus).toBe(2);
    expect(event(d.events, 'irt/defended').data).toMatchObject({ id: ANTON, for: GRETA, effekt: 1 });
    const done = run(d.state, { type: 'irt/resolve' });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({
      targetId: GRETA,
      successes: 1,
      effekt: 0,
      kp: 3,
    });
  });

  it('IRT-ABL-1 Livvakt is refused without the ability and beyond 2 m (Anton a hex of 10 m away)', () => {
    let s = contact(GUARD, GRETA);
    s = run(s, guardStabsGreta).state;
    const parry = {
      type: 'irt/defend',
      kind: 'parera',
      defenderId: ANTON,
      dice: [10, 1, 1, 1, 1],
    } as Command;
    expect(() => run(s, parry)).toThrow(/Livvakt/);
    const guard = patch(place(s, ANTON, 6, 6), ANTON, { features: ['Livvakt'] });
    expect(() => run(guard, parry)).toThrow(/more than 2 m/);
  });

  it('IRT-ABL-1 Offervilja: Ivar takes the hit meant for Greta for 1 Fokus, with his own Skydd: 1 + 3 − 1 = 3 KP to Ivar, none to Greta', () => {
    let s = patch(contact(GUARD, GRETA), IVAR, { features: ['Livvakt', 'Offervilja'] });
    s = place(s, IVAR, 4, 6);
    s = run(s, guardStabsGreta).state;
    const done = run(s, { type: 'irt/resolve', takenBy: IVAR });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({
      targetId: IVAR,
      insteadOf: GRETA,
      effekt: 1,
      skada: 3,
      skydd: 1,
      kp: 3,
    });
    expect(who(done.state, IVAR).resources.kp).toBe(3);
    expect(who(done.state, GRETA).resources.kp).toBe(0);
    expect(who(done.state, IVAR).resources.fokus).toBe(1);
  });

  it('IRT-ABL-1 Fastlåsning: 1 Fokus on an unarmed hit locks the guard in a hold instead of 1 + 1 − 1 = 1 KP', () => {
    const s = patch(contact(ANTON, GUARD), ANTON, { features: ['Jujutsu', 'Fastlåsning'] });
    // Unarmed Fysik 3 + Strid 3 = 6 dice; [10, 10, 1 ×4]: Effekt 1.
    const declared = run(s, {
      type: 'irt/attack',
      attackerId: ANTON,
      targetId: GUARD,
      weaponId: null,
      options: {},
      dice: [10, 10, 1, 1, 1, 1],
    } as Command).state;
    const plain = run(declared, { type: 'irt/resolve' });
    expect(event(plain.events, 'irt/attackResolved').data).toMatchObject({ kp: 1 });
    const held = run(declared, { type: 'irt/resolve', spends: [{ ability: 'Fastlåsning', fokus: true }] });
    expect(event(held.events, 'irt/attackResolved').data).toMatchObject({
      kp: 0,
      insteadOfDamage: 'Fastlåsning',
    });
    expect(findCondition(who(held.state, GUARD), 'Fastlåst')).toBeDefined();
    expect(who(held.state, GUARD).resources.kp).toBe(0);
    expect(who(held.state, ANTON).resources.fokus).toBe(1);
  });

  it('IRT-ABL-1 Desperat skott: a missed pistol shot rerolls its 5 missed dice for 1 Fokus; [10, 11, 1, 1, 1] hits, Effekt 1, KP 1 + 3 − 1 = 3', () => {
    const s = patch(frozenDemo(), ANTON, { features: ['Desperat skott'] });
    const shot = run(s, { ...antonShot, override: 'Normal', dice: [1, 2, 3, 4, 5] } as Command).state;
    const again = run(shot, { type: 'irt/reroll', ability: 'Desperat skott', dice: [10, 11, 1, 1, 1] });
    expect(event(again.events, 'irt/rerolled').data).toMatchObject({ hit: true, dice: [10, 11, 1, 1, 1] });
    expect(who(again.state, ANTON).resources.fokus).toBe(1);
    // Once per roll.
    expect(() => run(again.state, { type: 'irt/reroll', ability: 'Desperat skott' })).toThrow(
      /once per roll/,
    );
    const done = run(again.state, { type: 'irt/resolve' });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({ effekt: 1, kp: 3 });
  });

  it('IRT-ABL-1 Desperat skott only for a ranged attack that would miss', () => {
    const s = patch(contact(ANTON, GUARD), ANTON, { features: ['Desperat skott'] });
    const hit = run(s, { ...antonShot, override: 'Normal', dice: [10, 1, 1, 1, 1] } as Command).state;
    expect(() => run(hit, { type: 'irt/reroll', ability: 'Desperat skott' })).toThrow(/this one hits/);
    const blow = run(s, {
      type: 'irt/attack',
      attackerId: ANTON,
      targetId: GUARD,
      weaponId: 'w-kniv',
      options: {},
      dice: [1, 1, 1, 1, 1, 1],
    } as Command).state;
    expect(() => run(blow, { type: 'irt/reroll', ability: 'Desperat skott' })).toThrow(/ranged/);
  });

  it('IRT-POW-1 an attack power buys its "1 Framgång: +1 skada" with Effekt: Effekt 2 → 1 to damage, Skada 2 + 1, KP 1 + 3 − 1 = 3', () => {
    // Iskristaller: Strid 3 + Vilja 2 = 5 dice; [10, 10, 10, 1, 1] at Normal: Effekt 2.
    const declared = run(frozenDemo(), {
      type: 'irt/attack',
      attackerId: ANTON,
      targetId: GUARD,
      weaponId: null,
      powerId: 'iskristaller',
      options: {},
      dice: [10, 10, 10, 1, 1],
    } as Command).state;
    const done = run(declared, { type: 'irt/resolve', powerSpends: ['skada'] });
    expect(event(done.events, 'irt/attackResolved').data).toMatchObject({
      effekt: 2,
      effektToDamage: 1,
      skada: 3,
      kp: 3,
    });
    expect(event(done.events, 'irt/powerEnhanced').data).toMatchObject({ power: 'Iskristaller' });
    // A "+Fokus" option is chosen before the roll, not bought with Effekt; Effekt 2 buys at most 2.
    expect(() => run(declared, { type: 'irt/resolve', powerSpends: ['omrade'] })).toThrow(/before the roll/);
    expect(() => run(declared, { type: 'irt/resolve', powerSpends: ['skada', 'skada', 'skada'] })).toThrow(
      /only 2 Effekt/,
    );
  });
});

describe('IRT-ABL-1 abilities used on their own', () => {
  it('IRT-ABL-1 Inspirera: Greta pays 1 Fokus; Ivar’s next roll has +2 dice (kpist 3 + 4 = 7 → 9), then the grant is gone', () => {
    let s = patch(frozenDemo(), GRETA, { features: ['Inspirera'] });
    s = use(s, { userId: GRETA, ability: 'Inspirera', targetId: IVAR }).state;
    expect(who(s, GRETA).resources.fokus).toBe(1);
    const plan = planIrtAttack(s, who(s, IVAR), who(s, GUARD), 'w-kpist', {});
    expect(plan.pool).toBe(9);
    expect(plan.poolParts).toContainEqual({ term: 'Inspirera', dice: 2 });
    const shot = run(s, {
      type: 'irt/attack',
      attackerId: IVAR,
      targetId: GUARD,
      weaponId: 'w-kpist',
      options: {},
      dice: [1, 1, 1, 1, 1, 1, 1, 1, 1],
    } as Command).state;
    expect(planIrtAttack(shot, who(shot, IVAR), who(shot, GUARD), 'w-kpist', {}).pool).toBe(7);
    expect(() => use(frozenDemo(), { userId: ANTON, ability: 'Inspirera', targetId: IVAR })).toThrow(
      /does not have/,
    );
  });

  it('IRT-ABL-1 Stridsorder: the officer gives the guard +3 dice on his next defence: 4 → 7 dice', () => {
    let s = patch(contact(ANTON, GUARD), OFFICER, { features: ['Expertis: Officer', 'Stridsorder'] });
    s = use(s, { userId: OFFICER, ability: 'Stridsorder', targetId: GUARD }).state;
    expect(who(s, OFFICER).resources.fokus).toBe(0);
    s = run(s, {
      type: 'irt/attack',
      attackerId: ANTON,
      targetId: GUARD,
      weaponId: 'w-kniv',
      options: {},
      dice: [10, 1, 1, 1, 1, 1],
    } as Command).state;
    const d = run(s, { type: 'irt/defend', kind: 'parera', dice: [1, 1, 1, 1, 1, 1, 1] });
    expect(event(d.events, 'dice/rolled').data).toMatchObject({ faces: [1, 1, 1, 1, 1, 1, 1] });
    expect(findCondition(who(d.state, GUARD), 'Bonus: Stridsorder')).toBeUndefined();
  });

  it('IRT-ABL-1 Taktisk koordinering: Analys 3 + Strid 3, Effekt 2 → 2 points (Fältbefäl 4, capped by 3 allies); a point is +1 die for an ally', () => {
    const s = patch(frozenDemo(), OFFICER, { features: ['Taktisk koordinering'] });
    // [10, 10, 10, 1, 1, 1]: 3 successes at Normal, Effekt 2.
    const rolled = use(s, { userId: OFFICER, ability: 'Taktisk koordinering', dice: [10, 10, 10, 1, 1, 1] });
    expect(event(rolled.events, 'irt/tacticsRolled').data).toMatchObject({ effekt: 2, allies: 3, points: 2 });
    const commander = patch(s, OFFICER, { features: ['Taktisk koordinering', 'Fältbefäl'] });
    const more = use(commander, {
      userId: OFFICER,
      ability: 'Taktisk koordinering',
      dice: [10, 10, 10, 1, 1, 1],
    });
    expect(event(more.events, 'irt/tacticsRolled').data).toMatchObject({ points: 3 });
    const given = use(rolled.state, { userId: OFFICER, ability: 'Taktisk koordinering', targetId: GUARD });
    expect(findCondition(who(given.state, OFFICER), 'Taktikpoäng')?.data?.points).toBe(1);
    const plan = planIrtAttack(
      given.state,
      who(given.state, GUARD),
      who(given.state, ANTON),
      'w-bajonett',
      {},
    );
    expect(plan.poolParts).toContainEqual({ term: 'Taktisk koordinering', dice: 1 });
  });

  it('IRT-ABL-1 Stridsfältsblick: 1 Fokus in round 1 for +2 dice on the first attack or defence; refused outside a fight', () => {
    const s = patch(frozenDemo(), GUARD, { features: ['Expertis: Soldat', 'Stridsfältsblick'] });
    expect(() => use(s, { userId: GUARD, ability: 'Stridsfältsblick' })).toThrow(/when the fight starts/);
    const f = fight(s, [GUARD, ANTON]);
    const r = use(f, { userId: GUARD, ability: 'Stridsfältsblick' });
    expect(event(r.events, 'irt/abilityUsed').data).toMatchObject({ what: 'battlefieldRead', dice: 2 });
    const plan = planIrtAttack(r.state, who(r.state, GUARD), who(r.state, ANTON), 'w-bajonett', {});
    expect(plan.poolParts).toContainEqual({ term: 'Stridsfältsblick', dice: 2 });
  });

  it('IRT-ABL-1 Bärsärkarraseri: starts on damage, +2 dice and +2 Skada in melee, no Fokus, 1 Stress a round, ended by Strid + Vilja', () => {
    let s = contact(IVAR, GUARD, patch(frozenDemo(), IVAR, { features: ['Bärsärkarraseri'] }));
    expect(() => use(s, { userId: IVAR, ability: 'Bärsärkarraseri' })).toThrow(/takes damage/);
    s = run(s, adjustResource(IVAR, 'kp', 1)).state;
    s = use(s, { userId: IVAR, ability: 'Bärsärkarraseri' }).state;
    // Knife: Fysik 4 + Strid 4 = 8 + 2 = 10 dice; Skada 2 + 2 = 4.
    const plan = planIrtAttack(s, who(s, IVAR), who(s, GUARD), 'w-kniv', {});
    expect(plan.pool).toBe(10);
    expect(plan.skada).toBe(4);
    // Not with the kpist at range (the rage is for melee): 3 + 4 = 7.
    expect(planIrtAttack(s, who(s, IVAR), who(s, GUARD), 'w-kpist', {}).pool).toBe(7);
    // No Fokus: an active defence (1 Fokus) is refused.
    const blow = run(s, {
      type: 'irt/attack',
      attackerId: GUARD,
      targetId: IVAR,
      weaponId: 'w-bajonett',
      options: {},
      dice: [10, 1, 1, 1],
    } as Command).state;
    expect(() => run(blow, { type: 'irt/defend', kind: 'väja', dice: [1, 1, 1, 1, 1, 1, 1] })).toThrow(
      /cannot use Fokus/,
    );
    // 1 Stress at each new round; the end roll Strid 4 + Vilja 3 = 7 dice at Normal on Ivar's turn.
    let f = fight(s, [IVAR, GUARD]);
    const stress = who(f, IVAR).resources.stress ?? 0;
    f = runAll(f, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(who(f, IVAR).resources.stress).toBe(stress + 1);
    const endRage = (roll: { roll: true; dice: number[] } | { roll: false }) =>
      run(f, { type: 'irt/endMode', id: IVAR, ability: 'Bärsärkarraseri', ...roll });
    const failed = endRage({ roll: true, dice: [1, 1, 1, 1, 1, 1, 1] });
    expect(findCondition(who(failed.state, IVAR), 'Bärsärkarraseri')).toBeDefined();
    const byGm = endRage({ roll: false });
    expect(findCondition(who(byGm.state, IVAR), 'Bärsärkarraseri')).toBeUndefined();
    const ended = endRage({ roll: true, dice: [10, 1, 1, 1, 1, 1, 1] });
    expect(findCondition(who(ended.state, IVAR), 'Bärsärkarraseri')).toBeUndefined();
  });

  it('IRT-ABL-1 Järnvilja: 1 Fokus ignores Sårad (no step) and 1 more Medvetslös until the scene ends; becoming Döende brings them back', () => {
    let s = patch(frozenDemo(), IVAR, { features: ['Järnvilja'] });
    // Tålighet 7: 8 KP is Sårad.
    s = applyKpDamage(s, IVAR, 8, 'test', sysCtx());
    const sarad = (st: CampaignState) =>
      conditionFactors(who(st, IVAR), { action: 'other', attributes: ['Fysik', 'Strid'] }, 0).some(
        (f) => f.key === 'sarad',
      );
    expect(sarad(s)).toBe(true);
    expect(() => use(s, { userId: IVAR, ability: 'Järnvilja', level: 'Medvetslös' })).toThrow(
      /is not Medvetslös/,
    );
    s = use(s, { userId: IVAR, ability: 'Järnvilja', level: 'Sårad' }).state;
    expect(sarad(s)).toBe(false);
    expect(who(s, IVAR).resources.fokus).toBe(1);
    // 15 KP: past 2 × 7, Medvetslös (waking die 4); Järnvilja again: awake.
    s = applyKpDamage(s, IVAR, 7, 'test', sysCtx([4]));
    expect(findCondition(who(s, IVAR), 'Medvetslös')).toBeDefined();
    s = use(s, { userId: IVAR, ability: 'Järnvilja', level: 'Medvetslös' }).state;
    expect(findCondition(who(s, IVAR), 'Medvetslös')).toBeUndefined();
    expect((s.timers ?? []).some((t) => t.combatantId === IVAR && t.kind === 'irt/wake')).toBe(false);
    // Healed to 14 and hurt past 2 × 7 again: he would fall, but Järnvilja keeps him up.
    // (Stress 4 passes Stabilitet 3: a Sammanbrott die, 1.)
    s = applyKpDamage(healKp(s, IVAR, 1, 'test', sysCtx()), IVAR, 1, 'test', sysCtx([1]));
    expect(findCondition(who(s, IVAR), 'Medvetslös')).toBeUndefined();
    // 22 KP: past 3 × 7, Akut döende: the ignored levels count again, and he collapses (waking die 6).
    s = applyKpDamage(s, IVAR, 7, 'test', sysCtx([6]));
    expect(dyingGrade(who(s, IVAR))).toBe('Akut döende');
    expect(findCondition(who(s, IVAR), 'Medvetslös')).toBeDefined();
    expect(findCondition(who(s, IVAR), 'Järnvilja')).toBeUndefined();
  });

  it('IRT-ABL-1 Sista ansträngning: 1 Fokus a round keeps Ivar awake; an effort not renewed runs out; at most 3 rounds', () => {
    let s = patch(frozenDemo(), IVAR, {
      features: ['Sista ansträngning'],
      resources: { kp: 0, fokus: 3, stress: 0 },
    });
    s = fight(s, [IVAR, GUARD]);
    s = applyKpDamage(s, IVAR, 15, 'test', sysCtx([5]));
    s = use(s, { userId: IVAR, ability: 'Sista ansträngning' }).state;
    expect(findCondition(who(s, IVAR), 'Medvetslös')).toBeUndefined();
    // Round 2 comes: the effort runs out, he collapses (waking die 3), then pays again for round 2.
    s = runAll(s, { type: 'encounter/nextTurn' } as Command);
    s = run(s, { type: 'encounter/nextTurn', dice: [3] } as Command).state;
    expect(findCondition(who(s, IVAR), 'Medvetslös')?.data?.lastEffortRounds).toBe(1);
    s = use(s, { userId: IVAR, ability: 'Sista ansträngning' }).state;
    expect(findCondition(who(s, IVAR), 'Sista ansträngning')?.data?.rounds).toBe(2);
    s = runAll(s, { type: 'encounter/nextTurn' } as Command);
    s = run(s, { type: 'encounter/nextTurn', dice: [3] } as Command).state;
    s = use(s, { userId: IVAR, ability: 'Sista ansträngning' }).state;
    s = runAll(s, { type: 'encounter/nextTurn' } as Command);
    s = run(s, { type: 'encounter/nextTurn', dice: [3] } as Command).state;
    expect(() => use(s, { userId: IVAR, ability: 'Sista ansträngning' })).toThrow(/at most 3 rounds/);
  });
});

describe('IRT-ABL-1 abilities on care, initiative and Chockslag', () => {
  const kraftig = (s: CampaignState): CampaignState => startBleeding(s, GUARD, 'Kraftig', 'test', sysCtx());

  it('IRT-ABL-1 Fältkirurg: 1 Fokus before the care roll, +3 dice: Kirurgi 4 + 2 = 6 → 9 dice', () => {
    const s = kraftig(patch(frozenDemo(), GRETA, { features: ['Expertis: Läkare', 'Fältkirurg'] }));
    const r = run(s, {
      type: 'irt/care',
      carerId: GRETA,
      patientId: GUARD,
      kind: 'stopBleeding',
      abilities: ['Fältkirurg'],
      dice: [10, 10, 1, 1, 1, 1, 1, 1, 1],
    } as Command);
    expect(event(r.events, 'irt/care').data).toMatchObject({ pool: 9, successes: 2, success: true });
    expect(who(r.state, GRETA).resources.fokus).toBe(1);
    const without = kraftig(frozenDemo());
    expect(() =>
      run(without, {
        type: 'irt/care',
        carerId: GRETA,
        patientId: GUARD,
        kind: 'stopBleeding',
        abilities: ['Fältkirurg'],
        dice: [1, 1, 1, 1, 1, 1, 1, 1, 1],
      } as Command),
    ).toThrow(/cannot use Fältkirurg/);
  });

  it('IRT-ABL-1 Stridsstabilisering: stabilising heals 1 KP per Effekt (Effekt 2: 16 → 14); 1 Effekt spent moving the patient leaves 1 (16 → 15)', () => {
    const base = patch(frozenDemo(), GRETA, {
      features: ['Expertis: Fältmedicinare', 'Fältmedicinare i strid', 'Stridsstabilisering'],
    });
    // KP shock past 3 × 5: Akut döende, Medicin at Normal; Greta Analys 4 + Sinnen 3 = 7 dice.
    const shocked = applyKpDamage(base, GUARD, 16, 'shock', sysCtx([5]));
    const care = (extra: Record<string, unknown>) =>
      run(shocked, {
        type: 'irt/care',
        carerId: GRETA,
        patientId: GUARD,
        kind: 'stabilise',
        dice: [10, 10, 10, 1, 1, 1, 1],
        ...extra,
      } as Command);
    const healed = care({});
    expect(who(healed.state, GUARD).resources.kp).toBe(14);
    expect(dyingGrade(who(healed.state, GUARD))).toBe('Stabil');
    const moved = care({ spends: [{ ability: 'Fältmedicinare i strid', effekt: 1 }] });
    expect(who(moved.state, GUARD).resources.kp).toBe(15);
    expect(event(moved.events, 'irt/abilityEffect').data).toMatchObject({
      ability: 'Fältmedicinare i strid',
      outcome: 'moveAlly',
    });
  });

  it('IRT-ABL-1 Lugnande närvaro: a successful care roll takes 1 Stress off the patient (2 → 1)', () => {
    let s = patch(frozenDemo(), GRETA, { features: ['Expertis: Läkare', 'Lugnande närvaro'] });
    s = patch(kraftig(s), GUARD, { resources: { ...who(s, GUARD).resources, stress: 2 } });
    const r = run(s, {
      type: 'irt/care',
      carerId: GRETA,
      patientId: GUARD,
      kind: 'stopBleeding',
      dice: [10, 10, 1, 1, 1, 1],
    } as Command);
    expect(who(r.state, GUARD).resources.stress).toBe(1);
  });

  it('IRT-ABL-1 Fältmedicinare i strid: holding pressure in a fight is not one step harder (Lätt: no roll)', () => {
    const carer = IVAR; // no Fältmedicinare expertise: in a fight Lätt + 1 = Normal, rolled.
    let s = fight(kraftig(frozenDemo()), [IVAR, GUARD]);
    const plain = run(s, {
      type: 'irt/holdPressure',
      carerId: carer,
      patientId: GUARD,
      on: true,
      dice: [10, 1, 1, 1, 1],
    } as Command);
    expect(event(plain.events, 'irt/holdPressure').data).toMatchObject({ difficulty: 'Normal' });
    s = patch(s, IVAR, { features: ['Fältmedicinare i strid'] });
    const calm = run(s, { type: 'irt/holdPressure', carerId: carer, patientId: GUARD, on: true } as Command);
    expect(event(calm.events, 'irt/holdPressure').data).toMatchObject({ difficulty: 'Lätt', on: true });
  });

  it('IRT-ABL-1 Stridsträning: +1 on initiative (1T12 + Strid): a 5 is 5 + 4 + 1 = 10 for Ivar, 5 + 4 = 9 without', () => {
    const roll = (s: CampaignState) =>
      who(
        run(s, {
          type: 'initiative/roll',
          combatantIds: [IVAR],
          entered: [{ combatantId: IVAR, dice: [5] }],
        } as Command).state,
        IVAR,
      ).initiative;
    expect(roll(frozenDemo())).toBe(10);
    expect(roll(patch(frozenDemo(), IVAR, { features: [] }))).toBe(9);
  });

  it('IRT-ABL-1 Stridsträning: a combat-trained character takes the bracketed Chockfaktor (Eldstrid 1, trained 0: no roll)', () => {
    const chock = {
      type: 'irt/chockslag',
      attribute: 'Strid',
      chockfaktor: 1,
      trainedChockfaktor: 0,
      touchesTrauma: false,
    };
    const trained = run(frozenDemo(), { ...chock, id: IVAR } as Command);
    expect(event(trained.events, 'irt/chockslag').data).toMatchObject({
      chockfaktor: 0,
      noRoll: true,
      trained: true,
    });
    // Anton is not: Vilja 2 + Strid 3 = 5 dice against 1.
    const plain = run(frozenDemo(), { ...chock, id: ANTON, dice: [1, 1, 1, 1, 1] } as Command);
    expect(event(plain.events, 'irt/chockslag').data).toMatchObject({ chockfaktor: 1, stress: 1 });
  });
});
