/**
 * The range of an Omnimodus attack from the map (issue 18): a thrown or shot attack's band from the
 * distance in metres against the weapon's Räckvidd (OMN-ATK-1 [setting]), a target past the extreme
 * range refused with the GM's override, and a melee blow out of reach refused (OMN-ACT-1). Alva stands
 * at (1,1); Grim is moved along row 1 (one hex is 2 m unless scaled).
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState, Weapon } from '@shared/model/campaign';
import { planOmnAttack } from '@shared/rules/omnimodus/attack';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { bandFor, reachMetres } from '@shared/rules/omnimodus/range';
import { event, omnFight, patch, placeAt, run, scaled, who } from './kitAttack';

/** A sling: thrown, Räckvidd 2 m (normal up to 2 m, long to 4 m, extreme to 8 m by default). */
const sling: Weapon = { id: 'w-slunga', name: 'Slunga', values: { Skada: '1T6', Typ: 'kast', Räckvidd: 2 } };
/** A rifle written with a unit: Räckvidd "4 m". */
const rifle: Weapon = {
  id: 'w-gevar',
  name: 'Gevär',
  values: { Skada: '3T6', Typ: 'skjut', Räckvidd: '4 m' },
};

function armed(s: CampaignState = omnFight()): CampaignState {
  return patch(s, 'c-alva', { weapons: [...who(s, 'c-alva').weapons, sling, rifle] });
}

/** Grim `hexes` hexes east of Alva on row 1. */
function grimAway(s: CampaignState, hexes: number): CampaignState {
  return placeAt(s, 'c-grim', 1 + hexes, 1);
}

const throwAt = { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-slunga', exposure: 'full' } as const;

function bandOf(s: CampaignState, input: Parameters<typeof planOmnAttack>[1] = throwAt) {
  const plan = planOmnAttack(s, input);
  return {
    band: plan.range?.band,
    metres: plan.range?.metres,
    factors: plan.factors.map((f) => [f.term, f.effect, f.detail]),
  };
}

describe('Omnimodus range from the map (OMN-ATK-1, OMN-ACT-1)', () => {
  it('OMN-ATK-1 the band of a thrown or shot attack comes from the map distance against the weapon’s Räckvidd', () => {
    expect(bandOf(grimAway(armed(), 1))).toEqual({
      band: 'pointBlank',
      metres: 2,
      factors: [['Mycket kort avstånd', 1, '2 m']],
    });
    expect(bandOf(grimAway(armed(), 2))).toEqual({
      band: 'long',
      metres: 4,
      factors: [['Långt avstånd', -2, '4 m']],
    });
    expect(bandOf(grimAway(armed(), 3))).toEqual({
      band: 'extreme',
      metres: 6,
      factors: [['Extremt avstånd', -4, '6 m']],
    });
    // The rifle's "4 m" reaches 4 m at normal range: no band row.
    expect(bandOf(grimAway(armed(), 2), { ...throwAt, weaponId: 'w-gevar' })).toEqual({
      band: 'normal',
      metres: 4,
      factors: [],
    });
    // The roll takes it: 7 + Kastvapen 2 − 2 (Långt avstånd) = 7, a miss.
    const r = run(grimAway(armed(), 2), { type: 'omnimodus/attack', ...throwAt, dice: [3, 4] });
    expect(event(r.events, 'omnimodus/attackRolled').data).toMatchObject({ total: 7, hit: false });
    expect(event(r.events, 'omnimodus/roll').data.factors).toEqual([{ term: 'Långt avstånd', effect: -2 }]);
  });

  it('OMN-ATK-1 the band rows are not ticked by the GM; the GM may set another band for an unusual case', () => {
    const s = grimAway(armed(), 2);
    expect(() => planOmnAttack(s, { ...throwAt, rows: ['long'] })).toThrow(
      /range band \("long"\) comes from the map distance.*OMN-ATK-1/,
    );
    // Other ranged rows stay the GM's picks.
    expect(planOmnAttack(s, { ...throwAt, rows: ['movingTarget'] }).modifier).toBe(2 - 2 - 2);
    // The GM's band is named as the GM's, so the roll's log line says so (±0 for normal range).
    const gm = planOmnAttack(s, { ...throwAt, band: 'normal' });
    expect(gm.range).toMatchObject({ band: 'normal', mapBand: 'long', byGm: true });
    expect(gm.factors.map((f) => [f.term, f.effect, f.detail])).toEqual([
      ['Normalt avstånd (spelledaren)', 0, 'GM'],
    ]);
    const extreme = planOmnAttack(s, { ...throwAt, band: 'extreme' });
    expect(extreme.factors.map((f) => [f.term, f.effect, f.detail])).toEqual([
      ['Extremt avstånd (spelledaren)', -4, 'GM'],
    ]);
    const r = run(s, { type: 'omnimodus/attack', ...throwAt, band: 'extreme', dice: [3, 4] });
    expect(event(r.events, 'omnimodus/roll').data.factors).toEqual([
      { term: 'Extremt avstånd (spelledaren)', effect: -4 },
    ]);
  });

  it('OMN-ATK-1 past the extreme range a shot is refused before the roll; the GM override goes ahead, logged', () => {
    // 3 m hexes: Grim three hexes off is 9 m, past the sling's 4 × 2 m.
    const s = grimAway(scaled(armed(), 3), 3);
    const plan = planOmnAttack(s, throwAt);
    expect(plan.rangeRule).toBe('OMN-ATK-1');
    expect(plan.rangeRefusal).toMatch(
      /Grim is 9 m away, beyond Slunga's extreme range of 8 m .*\(OMN-ATK-1\)/,
    );
    expect(plan.range).toMatchObject({ metres: 9, reach: 2, max: 8, beyond: true, band: 'extreme' });
    expect(() => run(s, { type: 'omnimodus/attack', ...throwAt, dice: [3, 4] })).toThrow(/beyond Slunga/);
    const r = run(s, { type: 'omnimodus/attack', ...throwAt, rangeOverride: true, dice: [6, 5] });
    expect(event(r.events, 'attack/rangeOverridden').data).toEqual({
      attackerId: 'c-alva',
      targetId: 'c-grim',
      rule: 'OMN-ATK-1',
    });
    // 11 + 2 − 4 (Extremt avstånd) = 9.
    expect(event(r.events, 'omnimodus/attackRolled').data).toMatchObject({ total: 9, hit: true });
  });

  it('OMN-ATK-1 the campaign sets the bands; no token: normal range; no Räckvidd: only point-blank from the map', () => {
    const wide = armed(omnFight({ ranges: { pointBlankMetres: 0, longTimes: 3, extremeTimes: 6 } }));
    expect(bandOf(grimAway(wide, 1)).band).toBe('normal');
    expect(bandOf(grimAway(wide, 3)).band).toBe('long');
    const s = armed();
    const scene = s.scenes[0];
    if (!scene) throw new Error('no scene');
    const offMap = { ...s, scenes: [{ ...scene, tokens: scene.tokens.filter((t) => t.id !== 't-grim') }] };
    expect(planOmnAttack(offMap, throwAt).range).toMatchObject({
      metres: null,
      mapBand: null,
      band: 'normal',
    });
    expect(bandOf(grimAway(s, 4), { ...throwAt, weaponId: 'w-pistol' }).band).toBe('normal');
    expect(bandOf(grimAway(s, 1), { ...throwAt, weaponId: 'w-pistol' }).band).toBe('pointBlank');
    expect(reachMetres(rifle)).toBe(4);
    expect(reachMetres({ id: 'x', name: 'X', values: { Räckvidd: 'långt' } })).toBeNull();
    expect(DEFAULT_OMNIMODUS_SETTINGS.ranges).toEqual({ pointBlankMetres: 2, longTimes: 2, extremeTimes: 4 });
  });

  it('OMN-ATK-1 in one hex larger than point-blank the two may stand far apart: normal range unless in contact', () => {
    const bands = { pointBlankMetres: 2, longTimes: 2, extremeTimes: 4 };
    expect(bandFor(0, 20, bands, 10, false)).toEqual({ band: 'normal', beyond: false });
    expect(bandFor(0, 20, bands, 10, true)).toEqual({ band: 'pointBlank', beyond: false });
    expect(bandFor(30, 20, bands, 10, false)).toEqual({ band: 'long', beyond: false });
    expect(bandFor(90, 20, bands, 10, false)).toEqual({ band: 'extreme', beyond: true });
  });

  it('OMN-ACT-1 a melee blow out of reach is refused in the plan, before the roll; the override is logged with the rule', () => {
    const far = grimAway(omnFight(), 3);
    const blow = { attackerId: 'c-alva', targetId: 'c-grim', weaponId: 'w-svard' } as const;
    const plan = planOmnAttack(far, blow);
    expect(plan).toMatchObject({ rangeRule: 'OMN-ACT-1', rangeOverridden: false, range: null });
    expect(plan.rangeRefusal).toMatch(/not within melee reach \(OMN-ACT-1\)/);
    expect(() => run(far, { type: 'omnimodus/attack', ...blow, dice: [3, 4] })).toThrow(/melee reach/);
    const r = run(far, { type: 'omnimodus/attack', ...blow, rangeOverride: true, dice: [3, 4] });
    expect(event(r.events, 'attack/rangeOverridden').data).toMatchObject({ rule: 'OMN-ACT-1' });
  });
});
