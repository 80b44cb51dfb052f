/**
 * The Expanse previews main answers on `rules:preview` (shared/rules/expanse/preview.ts): where a Charge
 * may end, the preview the attack dialog shows (checked against what the engine then rolls), what the GM
 * may override, and how many dice an entered damage roll needs.
 */
import { describe, expect, it } from 'vitest';
import { CommandError } from '@shared/rules/core/errors';
import {
  chargeEnds,
  damageDiceNeed,
  previewExp,
  tryPreview,
  type ExpAttackAnswer,
  type ExpAttackInput,
  type ExpPendingAnswer,
} from '@shared/rules/expanse/preview';
import { answerPreview } from '@shared/rules/preview';
import type { CampaignState } from '@shared/model/campaign';
import { adjacent, BOBBY, THUG, event, expFight, hex, inRound, pistol, placeAt, run } from './kit';

const punch = { attackerId: BOBBY, targetId: THUG, weaponId: null } as const;

/** The `expanse/attack` answer for `attack`. */
function askAttack(s: CampaignState, attack: ExpAttackInput): ExpAttackAnswer {
  const answer = previewExp(s, { kind: 'expanse/attack', attack });
  if (answer.kind !== 'expanse/attack') throw new Error(`answered ${answer.kind}`);
  return answer;
}

/** The `expanse/pending` answer, with the damage entry when given. */
function askPending(s: CampaignState, damage?: { typed: number[]; modifier: number; accept: boolean }) {
  const answer = previewExp(s, { kind: 'expanse/pending', ...(damage ? { damage } : {}) });
  if (answer.kind !== 'expanse/pending') throw new Error(`answered ${answer.kind}`);
  return answer satisfies ExpPendingAnswer;
}

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

  it('EXP-ACT-MAJ a Charge asked without its end answers where it may end, and no preview yet', () => {
    const s = placeAt(inRound(expFight()), THUG, hex(5));
    const a = askAttack(s, { ...punch, action: 'charge' });
    expect(a.chargeEnds).toEqual(chargeEnds(s, BOBBY, THUG));
    expect(a.outcome).toBeNull();
    expect(a.refusals).toEqual([]);
    // Another action offers no Charge ends.
    expect(askAttack(adjacent(inRound(expFight())), { ...punch, action: 'melee' }).chargeEnds).toEqual([]);
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
    // The answer main gives carries the same preview.
    expect(askAttack(s, { ...punch, action: 'charge', to: hex(4) }).outcome).toEqual(p);
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

  it('EXP-ATK-1 the answer gives the refusal and what the GM may override (the attack with the override)', () => {
    const a = askAttack(inRound(expFight()), { ...punch, action: 'melee' });
    expect(a.outcome?.ok).toBe(false);
    expect(a.refusals.map((r) => [r.kind, r.rule])).toEqual([['reach', 'EXP-ATK-1']]);
    // Overridden: the preview, with the refusal it overrode.
    const o = askAttack(inRound(expFight()), { ...punch, action: 'melee', rangeOverride: true });
    expect(o.outcome?.ok && o.outcome.preview.refusals.map((r) => r.kind)).toEqual(['reach']);
    // In reach: nothing to override.
    expect(askAttack(adjacent(inRound(expFight())), { ...punch, action: 'melee' }).refusals).toEqual([]);
  });

  it('EXP-DMG-2 EXP-RNG-1 the answer reads the chosen weapon: dice, ability, range; none for bare hands', () => {
    const s = inRound(expFight());
    expect(askAttack(s, { ...punch, weaponId: pistol.id, action: 'ranged' }).weapon).toEqual({
      id: pistol.id,
      name: 'Pistol',
      melee: false,
      dice: { count: 2, sides: 6, bonus: 0 },
      ability: 'Perception',
      range: { range: 50, max: 75 },
      penetrating: false,
      stun: false,
    });
    // A melee action with the pistol: the weapon says ranged, the engine refuses the action.
    const wrong = askAttack(s, { ...punch, weaponId: pistol.id, action: 'melee' });
    expect(wrong.weapon?.melee).toBe(false);
    expect(wrong.outcome?.ok ? '' : wrong.outcome?.message).toMatch(/not a melee weapon/);
    expect(askAttack(s, { ...punch, action: 'melee' }).weapon).toBeNull();
  });

  it('answers JSON: what main sends is what the dialog reads', () => {
    const a = askAttack(placeAt(inRound(expFight()), THUG, hex(5)), {
      ...punch,
      action: 'charge',
      to: hex(4),
    });
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
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

  it('EXP-APP-2 EXP-STUNT-1 EXP-COV-1 the pending answer: the dice needed, the stunts the SP buy, the cover', () => {
    const s = hitWaiting();
    const a = askPending(s, { typed: [6], modifier: 0, accept: true });
    expect(a.damageDice).toEqual(damageDiceNeed(s, [6], 0, true));
    expect(askPending(s).damageDice).toBeNull();
    // No doubles on 4, 3, 2: no SP, no stunt affordable; Bobby stands on the open deck.
    expect(a.stunts).toEqual([]);
    expect(a.cover).toBe(0);
    // Doubles (Drama Die 3): 3 SP buy the stunts costing 3 or less.
    const sp = run(inRound(adjacent(expFight())), {
      type: 'expanse/attack',
      ...punch,
      action: 'melee',
      dice: [3, 3, 3],
    }).state;
    const stunts = askPending(sp).stunts;
    expect(stunts.length).toBeGreaterThan(0);
    expect(stunts.every((x) => x.min <= 3)).toBe(true);
    // Nothing waits: refused.
    expect(() => askPending(inRound(expFight()))).toThrow(CommandError);
  });
});

describe('Expanse previews on the one road (answerPreview)', () => {
  it('answers an expanse/attack request for an Expanse campaign and refuses a malformed one', () => {
    const s = placeAt(inRound(expFight()), THUG, hex(5));
    const attack = { ...punch, action: 'charge', to: hex(4) } as const;
    expect(answerPreview(s, { kind: 'expanse/attack', attack } as { kind: string })).toEqual(
      askAttack(s, attack),
    );
    // A field the attack does not have, a missing one, an unknown kind: refused with the schema's message.
    expect(() =>
      answerPreview(s, { kind: 'expanse/attack', attack: { ...attack, dice: [1, 2, 3] } } as {
        kind: string;
      }),
    ).toThrow(/not a preview of this campaign's system/);
    expect(() =>
      answerPreview(s, { kind: 'expanse/attack', attack: { attackerId: BOBBY } } as { kind: string }),
    ).toThrow(CommandError);
    expect(() => answerPreview(s, { kind: 'd20/attack' })).toThrow(/not a preview of this campaign's system/);
  });
});
