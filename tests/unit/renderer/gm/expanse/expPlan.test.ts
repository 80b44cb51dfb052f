/**
 * The Expanse attack dialog's preview (expPlan.ts): where a Charge may end, and the preview the dialog
 * shows, checked against what the engine then rolls.
 */
import { describe, expect, it } from 'vitest';
import { chargeEnds, damageDiceNeed, tryPreview } from '../../../../../src/renderer/gm/expanse/expPlan';
import {
  adjacent,
  BOBBY,
  THUG,
  event,
  expFight,
  hex,
  inRound,
  placeAt,
  run,
} from '../../../shared/rules/expanse/kit';

const punch = { attackerId: BOBBY, targetId: THUG, weaponId: null } as const;

describe('Expanse attack preview', () => {
  it('EXP-ACT-MAJ Charge ends: free hexes next to the target within half Speed, the straight +1 first', () => {
    const ends = chargeEnds(placeAt(inRound(expFight()), THUG, hex(5)), BOBBY, THUG);
    // Bobby: Speed 12, half 6 m; the thug 5 m away: the hex straight in front is a 4 m run, the +1.
    expect(ends[0]).toEqual({ hex: hex(4), moved: 4, bonus: true });
    expect(ends.every((e) => e.moved <= 6)).toBe(true);
    expect(ends.filter((e) => e.bonus)).toHaveLength(1);
    // 4 m away the run to the hex in front is 3 m: no +1 anywhere.
    expect(chargeEnds(inRound(expFight()), BOBBY, THUG).some((e) => e.bonus)).toBe(false);
  });

  it('EXP-EX-2 the preview of Bobby’s charge is the roll the engine makes: +6 against Defense 11', () => {
    const s = placeAt(inRound(expFight()), THUG, hex(5));
    const p = tryPreview(s, { ...punch, action: 'charge', to: hex(4) });
    if (!p.ok) throw new Error(p.message);
    expect(p.preview.modifier).toBe(6);
    expect(p.preview.defense).toBe(11);
    expect(p.preview.factors.map((f) => f.term)).toContain('Charge');
    const r = run(s, { type: 'expanse/attack', ...punch, action: 'charge', to: hex(4), dice: [3, 4, 2] });
    expect(event(r.events, 'expanse/attackRolled').data.total).toBe(9 + p.preview.modifier);
  });

  it('EXP-SP-1 the preview’s odds: 3d6 + 6 ≥ 11 hits unless the dice total 4 or less', () => {
    const p = tryPreview(placeAt(inRound(expFight()), THUG, hex(5)), {
      ...punch,
      action: 'charge',
      to: hex(4),
    });
    if (!p.ok) throw new Error(p.message);
    // Totals 3 and 4 miss: 1 + 3 of 216.
    expect(p.preview.odds.success).toBeCloseTo(212 / 216, 12);
    expect(p.preview.odds.sp[0]).toBeGreaterThan(0);
  });

  it('tryPreview returns the engine’s refusal as a message (melee out of reach)', () => {
    const p = tryPreview(inRound(expFight()), { ...punch, action: 'melee' });
    expect(p.ok ? '' : p.message).toMatch(/melee reaches 2 m/);
  });
});

describe('Expanse entered damage dice', () => {
  /** Bobby's punch hit the thug (Toughness 2, no armour, Fortune 4) and waits for its damage. */
  function hitWaiting() {
    const s = inRound(adjacent(expFight()));
    return run(s, { type: 'expanse/attack', ...punch, action: 'melee', dice: [4, 3, 2] }).state;
  }

  it('EXP-APP-2 the panel asks for exactly the reduction dice the engine will roll', () => {
    const s = hitWaiting();
    // 1d6 + Strength 3: a 6 is 9; Toughness 2 leaves 7; Fortune 4 leaves 3 → Injured's 1d6.
    expect(damageDiceNeed(s, [6], 0, true)).toEqual({ count: 2, steps: [{ condition: 'Injured', dice: 1 }] });
    // The Injured die 2 leaves 1 → Wounded's 2d6 too.
    expect(damageDiceNeed(s, [6, 2], 0, true)?.count).toBe(4);
    // A 5 covers the 3: no Wounded.
    expect(damageDiceNeed(s, [6, 5], 0, true)?.count).toBe(2);
    // Fortune absorbs a small hit: the damage die alone.
    expect(damageDiceNeed(s, [2], 0, true)).toEqual({ count: 1, steps: [] });
    // Declining Injured / Wounded: the damage die alone.
    expect(damageDiceNeed(s, [6], 0, false)?.count).toBe(1);
    // The engine agrees: exactly those counts go through, one fewer is refused.
    expect(run(s, { type: 'expanse/damage', dice: [6, 2, 1, 1] }).state.pending).toBeNull();
    expect(run(s, { type: 'expanse/damage', dice: [6, 5] }).state.pending).toBeNull();
    expect(() => run(s, { type: 'expanse/damage', dice: [6, 2] })).toThrow();
  });
});
