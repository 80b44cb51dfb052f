/**
 * Contact and melee reach at the map's scale (issue 16): one reach function (map/distance.ts
 * `meleeReach`, rules/core/placement.ts `meleeReachOf`) for the four systems, the contact relation set
 * by `token/contact` and broken by any move away or removal, and the GM's override of a refused range,
 * logged as `attack/rangeOverridden`.
 */
import { describe, expect, it } from 'vitest';
import type { Axial } from '@shared/hex/axial';
import { meleeReach } from '@shared/map/distance';
import type { CampaignState, HexMap } from '@shared/model/campaign';
import { CommandError } from '@shared/rules/core/engine';
import { inContact } from '@shared/rules/core/placement';
import { planIrtAttack } from '@shared/rules/irt/attackFactors';
import { planAttack as planD20Attack } from '@shared/rules/d20/attackPlan';
import { planOmnAttack } from '@shared/rules/omnimodus/attack';
import { planAttack as planExpAttack } from '@shared/rules/expanse/attack';
import { frozenDemo } from '../../../helpers/campaigns';
import { event, patch, run, who } from '../../../helpers/engine';
import { attack, d20Fight } from './d20/kit';
import { omnFight } from './omnimodus/kitAttack';
import { BOBBY, THUG, expFight, hex as expHex } from './expanse/kit';

/** The scene at `metres` per hex. */
function scale(s: CampaignState, metres: number): CampaignState {
  return { ...s, scenes: s.scenes.map((sc) => ({ ...sc, map: { ...sc.map, hexSizeMetres: metres } })) };
}

function tokenId(s: CampaignState, combatantId: string): string {
  const t = s.scenes.find((x) => x.id === s.activeSceneId)?.tokens.find((x) => x.combatantId === combatantId);
  if (!t) throw new Error(`no token for ${combatantId}`);
  return t.id;
}

function sceneId(s: CampaignState): string {
  return s.activeSceneId;
}

function moveTo(s: CampaignState, combatantId: string, to: Axial): CampaignState {
  return run(s, { type: 'token/move', sceneId: sceneId(s), tokenId: tokenId(s, combatantId), to }).state;
}

/** `dropped`'s token dropped onto `onto`'s: the two in contact. */
function contact(s: CampaignState, dropped: string, onto: string) {
  return run(s, {
    type: 'token/contact',
    sceneId: sceneId(s),
    tokenId: tokenId(s, dropped),
    withTokenId: tokenId(s, onto),
  });
}

function types(events: readonly { type: string }[]): string[] {
  return events.map((e) => e.type);
}

describe('melee reach on the map (map/distance.ts meleeReach)', () => {
  const zone = (hexes: Axial[]) => ({
    id: 'z',
    name: 'Z',
    hexes,
    traits: [],
    hidden: false,
    gmNotes: '',
  });
  const map = (hexSizeMetres: number, walls: HexMap['walls'] = []) => ({
    zones: [zone([0, 1, 2, 3].map((q) => ({ q, r: 0 })))],
    walls,
    hexSizeMetres,
  });
  const h = (q: number): Axial => ({ q, r: 0 });

  it('EXP-ATK-1 IRT-MEL-1 the same hex and neighbours are in reach at a scale within reach; not across a wall', () => {
    expect(meleeReach(map(2), h(0), h(0), 2, false)).toMatchObject({ inReach: true, by: 'sameHex' });
    expect(meleeReach(map(2), h(0), h(1), 2, false)).toMatchObject({ inReach: true, by: 'near' });
    expect(meleeReach(map(2), h(0), h(2), 2, false).inReach).toBe(false);
    expect(meleeReach(map(1), h(0), h(2), 2, false).inReach).toBe(true);
    const walled = map(2, [{ a: h(0), b: h(1), door: 'none' }]);
    expect(meleeReach(walled, h(0), h(1), 2, false).inReach).toBe(false);
  });

  it('IRT-RNG-3 Bredvid: at 10 m hexes neither the same nor the next hex is reach; contact is', () => {
    expect(meleeReach(map(10), h(0), h(1), 2, false)).toMatchObject({ inReach: false, needsContact: true });
    expect(meleeReach(map(10), h(0), h(0), 2, false).inReach).toBe(false);
    expect(meleeReach(map(10), h(0), h(0), 2, true)).toMatchObject({ inReach: true, by: 'contact' });
  });
});

describe('the contact relation (token/contact)', () => {
  it('IRT-RNG-3 dropping a token onto another at 10 m hexes moves it into that hex and puts the two in contact', () => {
    const s = frozenDemo(); // I Rikets Tjänst, 10 m hexes; Anton at (2,6), the guard at (3,5)
    const r = contact(s, 'c-gransvakt', 'c-anton');
    expect(types(r.events)).toEqual(['token/moved', 'token/contact']);
    expect(event(r.events, 'token/contact').data).toEqual({ combatantId: 'c-gransvakt', withId: 'c-anton' });
    expect(inContact(r.state, 'c-anton', 'c-gransvakt')).toBe(true);
    expect(r.state.scenes[0]?.tokens.find((t) => t.combatantId === 'c-gransvakt')?.hex).toEqual({
      q: 2,
      r: 6,
    });
    // Twice is refused; so is contact with oneself.
    expect(() => contact(r.state, 'c-anton', 'c-gransvakt')).toThrow(/already in contact/);
    expect(() => contact(s, 'c-anton', 'c-anton')).toThrow(CommandError);
  });

  it('D20-ATK-2 at a scale within reach (2 m hexes) contact is refused: neighbours already reach each other', () => {
    expect(() => contact(d20Fight(), 'c-grim', 'c-alva')).toThrow(/within melee reach/);
  });

  it('IRT-RNG-3 moving either away breaks contact (logged); moving the other way round too', () => {
    const s = contact(frozenDemo(), 'c-gransvakt', 'c-anton').state;
    const moved = run(s, {
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: tokenId(s, 'c-anton'),
      to: { q: 3, r: 5 },
    });
    expect(types(moved.events)).toEqual(['token/moved', 'token/contactBroken']);
    expect(inContact(moved.state, 'c-anton', 'c-gransvakt')).toBe(false);
    expect(moved.state.scenes[0]?.contacts).toEqual([]);
  });

  it('IRT-RNG-3 removing a token or its combatant breaks contact', () => {
    const s = contact(frozenDemo(), 'c-gransvakt', 'c-anton').state;
    const removed = run(s, { type: 'token/remove', sceneId: 's-gransen', tokenId: tokenId(s, 'c-anton') });
    expect(types(removed.events)).toContain('token/contactBroken');
    expect(removed.state.scenes[0]?.contacts).toEqual([]);
    const gone = run(s, { type: 'combatant/remove', id: 'c-gransvakt' });
    expect(types(gone.events)).toContain('token/contactBroken');
    expect(inContact(gone.state, 'c-anton', 'c-gransvakt')).toBe(false);
  });

  it('contact with a hidden combatant is logged for the GM only', () => {
    const s = contact(frozenDemo(), 'c-krypskytten', 'c-anton');
    expect(event(s.events, 'token/contact').public).toBe(false);
  });
});

describe('I Rikets Tjänst: melee at 10 m hexes', () => {
  const plan = (s: CampaignState, options = {}) =>
    planIrtAttack(s, who(s, 'c-anton'), who(s, 'c-gransvakt'), 'w-kniv', options);
  const knife = (s: CampaignState, options: Record<string, boolean> = {}) =>
    run(s, {
      type: 'irt/attack',
      attackerId: 'c-anton',
      targetId: 'c-gransvakt',
      weaponId: 'w-kniv',
      options,
      dice: [10, 11, 1, 1, 1, 1],
    });

  it('IRT-MEL-1 IRT-RNG-3 next hex (Kort) and the same hex (Nära) refuse the knife; in contact it is Bredvid', () => {
    const apart = frozenDemo();
    expect(plan(apart).difficulty.impossibleReason).toMatch(/not Bredvid \(IRT-MEL-1\)/);
    const sameHex = moveTo(apart, 'c-gransvakt', { q: 2, r: 6 });
    expect(plan(sameHex).band).toBe('Nära');
    expect(() => knife(sameHex)).toThrow(/not Bredvid/);
    const inContactNow = contact(apart, 'c-gransvakt', 'c-anton').state;
    expect(plan(inContactNow).band).toBe('Bredvid');
    expect(event(knife(inContactNow).events, 'irt/attackDeclared').data).toMatchObject({ band: 'Bredvid' });
  });

  it('IRT-MEL-1 the GM overrides a refused reach: the attack is made and logged as overridden', () => {
    const apart = frozenDemo();
    expect(plan(apart, { rangeOverride: true })).toMatchObject({
      rangeOverridden: true,
      rangeRefusal: { rule: 'IRT-MEL-1' },
    });
    const r = knife(apart, { rangeOverride: true });
    expect(types(r.events).slice(0, 2)).toEqual(['attack/rangeOverridden', 'irt/attackDeclared']);
    expect(event(r.events, 'attack/rangeOverridden').data).toEqual({
      attackerId: 'c-anton',
      targetId: 'c-gransvakt',
      rule: 'IRT-MEL-1',
    });
    // In reach, the flag changes nothing and nothing is logged as overridden.
    const near = contact(apart, 'c-gransvakt', 'c-anton').state;
    expect(types(knife(near, { rangeOverride: true }).events)).not.toContain('attack/rangeOverridden');
  });

  it('IRT-RNG-3 beyond two bands is refused; the GM override takes it at the steps it is beyond', () => {
    // 8 zones off is Lång; the scene's band shift (+1) makes it Mycket lång, three bands beyond Kort.
    const far = run(moveTo(frozenDemo(), 'c-gransvakt', { q: 10, r: 1 }), {
      type: 'scene/update',
      sceneId: 's-gransen',
      patch: { bandShift: 1 },
    }).state;
    const p = planIrtAttack(far, who(far, 'c-anton'), who(far, 'c-gransvakt'), 'w-kniv', { thrown: true });
    expect(p.difficulty.impossibleReason).toMatch(/bands beyond Kort \(IRT-RNG-3\)/);
    const o = planIrtAttack(far, who(far, 'c-anton'), who(far, 'c-gransvakt'), 'w-kniv', {
      thrown: true,
      rangeOverride: true,
    });
    expect(o.difficulty.impossible).toBe(false);
    expect(o.rangeRefusal?.rule).toBe('IRT-RNG-3');
    expect(o.difficulty.factors.some((f) => f.key === 'rangeBand')).toBe(true);
  });
});

describe('Swedish d20: melee at 10 m hexes', () => {
  const swing = (s: CampaignState, over: Parameters<typeof attack>[2] = {}) => attack(s, [10], over);

  it('D20-ATK-2 adjacent tokens at 2 m steps are in reach; at 10 m hexes only in contact', () => {
    expect(
      planD20Attack(d20Fight(), {
        attackerId: 'c-alva',
        targetId: 'c-grim',
        weaponId: 'w-svard',
        emUse: null,
      }).possible,
    ).toBe(true);
    const big = scale(d20Fight(), 10);
    const refused = planD20Attack(big, {
      attackerId: 'c-alva',
      targetId: 'c-grim',
      weaponId: 'w-svard',
      emUse: null,
    });
    expect(refused.reason).toMatch(/not in contact: hexes of 10 m are larger than melee reach \(D20-ATK-2\)/);
    expect(() => swing(big)).toThrow(/not in contact/);
    const touching = contact(big, 'c-grim', 'c-alva').state;
    expect(types(swing(touching).events)).toContain('d20/attackDeclared');
  });

  it('D20-ATK-2 the GM overrides a refused reach: accepted and logged', () => {
    const big = scale(d20Fight(), 10);
    const r = swing(big, { rangeOverride: true });
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'D20-ATK-2' });
    expect(types(r.events)).toContain('d20/attackRolled');
  });

  it('D20-ATK-2 a shot past twice its Räckvidd is refused; overridden it takes the long-range SV', () => {
    // Skugga (8,2) and Bo (2,2) are 6 steps apart; a short bow (Räckvidd 2) reaches 4 at most.
    const s = patch(d20Fight(), 'c-skugga', {
      weapons: [{ id: 'w-bage', name: 'Båge', values: { Skada: '1T6', Typ: 'avstånd', Räckvidd: 2 } }],
    });
    const shoot = { attackerId: 'c-skugga', targetId: 'c-bo', weaponId: 'w-bage', emUse: null } as const;
    expect(planD20Attack(s, shoot)).toMatchObject({ possible: false, distance: 6 });
    expect(planD20Attack(s, shoot).reason).toMatch(/out of range \(6 steps, Räckvidd 2\)/);
    const o = planD20Attack(s, { ...shoot, rangeOverride: true });
    expect(o).toMatchObject({ possible: true, rangeOverridden: true });
    expect(o.svFactors.map((f) => f.key)).toEqual(['longRange']);
  });
});

describe('Omnimodus: melee out of reach (issue 18)', () => {
  const blow = { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard' } as const;
  const swing = (s: CampaignState, rangeOverride?: boolean) =>
    run(s, { type: 'omnimodus/attack', ...blow, ...(rangeOverride ? { rangeOverride } : {}), dice: [3, 4] });

  it('OMN-ACT-1 a melee blow reaches a neighbour at 2 m hexes, not a target three hexes off', () => {
    expect(planOmnAttack(omnFight(), blow).rangeRefusal).toBeNull();
    const far = moveTo(omnFight(), 'c-grim', { q: 4, r: 1 });
    expect(planOmnAttack(far, blow).rangeRefusal).toMatch(/not within melee reach \(OMN-ACT-1\)/);
    expect(() => swing(far)).toThrow(/not within melee reach/);
    // A firearm is not a melee blow: no reach.
    expect(planOmnAttack(far, { ...blow, weaponId: 'w-pistol' }).rangeRefusal).toBeNull();
  });

  it('OMN-ACT-1 at 10 m hexes only contact reaches; the GM override is accepted and logged', () => {
    const big = scale(omnFight(), 10);
    expect(() => swing(big)).toThrow(/not within melee reach/);
    expect(types(swing(contact(big, 'c-grim', 'c-alva').state).events)).toContain('omnimodus/attackRolled');
    const r = swing(big, true);
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'OMN-ACT-1' });
    expect(types(r.events)).toContain('omnimodus/attackRolled');
  });
});

describe('The Expanse: melee at 10 m hexes', () => {
  const punch = { attackerId: BOBBY, targetId: THUG, weaponId: null, action: 'melee' } as const;
  const swing = (s: CampaignState, rangeOverride?: boolean) =>
    run(s, {
      type: 'expanse/attack',
      ...punch,
      ...(rangeOverride ? { rangeOverride } : {}),
      dice: [3, 4, 2],
    });

  it('EXP-ATK-1 melee reaches 2 m: a neighbour at 10 m hexes is out of reach; in contact it is in', () => {
    const big = moveTo(scale(expFight(), 10), THUG, expHex(1));
    expect(() => swing(big)).toThrow(/10 m away; melee reaches 2 m \(EXP-ATK-1\)/);
    const touching = contact(big, THUG, BOBBY).state;
    expect(planExpAttack(touching, punch).rangeRefusal).toBeNull();
    expect(types(swing(touching).events)).toContain('expanse/attackRolled');
  });

  it('EXP-ATK-1 EXP-RNG-1 the GM overrides a refused range: accepted and logged; past the maximum it is −2', () => {
    const big = moveTo(scale(expFight(), 10), THUG, expHex(1));
    const r = swing(big, true);
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'EXP-ATK-1' });
    const far = moveTo(expFight(), THUG, expHex(9));
    const shot = { ...punch, weaponId: 'w-pistol', action: 'ranged' } as const;
    const farther = scale(far, 20); // 9 hexes × 20 m = 180 m, past the pistol's 75 m
    expect(() => planExpAttack(farther, shot)).toThrow(/maximum range of 75 m/);
    const o = planExpAttack(farther, { ...shot, rangeOverride: true });
    expect(o.rangeRefusal).toMatch(/EXP-RNG-1/);
    expect(o.factors.find((f) => f.key === 'beyondRange')?.effect).toBe(-2);
  });
});
