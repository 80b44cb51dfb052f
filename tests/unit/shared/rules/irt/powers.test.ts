/**
 * Powers (krafter): activation and cost (IRT-POW-2), running effects and how they end (IRT-POW-5),
 * activated trauma (IRT-POW-6). Every roll is entered on the command; numbers are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { thrownBy } from '../../../helpers/thrown';
import { adjustResource } from '../../../helpers/commands';
import type { CampaignState } from '@shared/model/campaign';
import { Command as CommandSchema, type Command } from '@shared/model/commands';
import { newPower } from '@shared/model/irtPowers';
import { CommandError } from '@shared/rules/core/errors';
import { sheetPatch } from '@shared/rules/core/sheet';
import {
  endScenePowers,
  powerAttributeBonus,
  powerBaseCost,
  powerSkydd,
  powersAtTurnStart,
} from '@shared/rules/irt/powers';
import { frozenDemo } from '../../../../helpers/campaigns';
import { event, patch, run, setCondition, who } from './kit';

const STRENGTH = newPower({
  id: 'styrka',
  name: 'Övermänsklig Styrka',
  action: 'Modifierar din handling',
  duration: 'Handling',
  effect: { kind: 'attribute', attributes: ['Fysik'], bonus: 2 },
});
const HIDE = newPower({
  id: 'laderhud',
  name: 'Läderhud',
  action: 'Reaktiv',
  effect: { kind: 'skydd', bonus: 1 },
});
const FROST = newPower({
  id: 'frost',
  name: 'Frostberöring',
  range: 'Beröring',
  roll: ['Fysik', 'Vilja'],
  duration: 'Nästa tur',
  effect: { kind: 'condition', condition: 'Omtumlad' },
  enhancements: [
    { id: 'kort', label: 'Räckvidd Kort', fokus: 1, effect: { kind: 'range', bands: 1 } },
    { id: 'scen', label: 'Varar scenen', framgang: 1, effect: { kind: 'duration', to: 'Scen' } },
  ],
});

/** Ivar (Fysik 4, Vilja 3, Fokus 2, Stabilitet 3) with the three test powers. */
function withPowers(s: CampaignState = frozenDemo()): CampaignState {
  return patch(s, 'c-ivar', { powers: [STRENGTH, HIDE, FROST] });
}

const use = (s: CampaignState, extra: Record<string, unknown>): ReturnType<typeof run> =>
  run(s, { type: 'irt/usePower', userId: 'c-ivar', ...extra } as Command);

/** Ivar's Frost power aimed at the guard; spread it to add the dice and options. */
const frostAtGuard = { powerId: 'frost', targetId: 'c-gransvakt' } as const;

const refusal = (f: () => unknown): CommandError => thrownBy(CommandError, f);

describe('IRT powers', () => {
  it('IRT-POW-1 a power is sheet data: a character keeps powers on the combatant', () => {
    const s = withPowers();
    expect(who(s, 'c-ivar').powers?.map((p) => p.name)).toEqual([
      'Övermänsklig Styrka',
      'Läderhud',
      'Frostberöring',
    ]);
  });

  it('IRT-POW-1 powers are edited as sheet data: one combatant/update, only what changed (sheetPatch)', () => {
    const s = frozenDemo();
    const opened = who(s, 'c-ivar');
    const edited = { ...opened, powers: [STRENGTH, HIDE] };
    const p = sheetPatch(opened, edited, opened);
    expect(Object.keys(p)).toEqual(['powers']);
    const r = run(s, { type: 'combatant/update', id: 'c-ivar', patch: p } as Command);
    expect(who(r.state, 'c-ivar').powers?.map((x) => x.id)).toEqual(['styrka', 'laderhud']);
    // A power that breaks the schema (damage bonus +5, beyond Extrem +4) is refused at the door.
    const bad = { ...FROST, effect: { kind: 'attack', damageBonus: 5, damageType: 'Stick' } };
    expect(
      CommandSchema.safeParse({ type: 'combatant/update', id: 'c-ivar', patch: { powers: [bad] } }).success,
    ).toBe(false);
  });

  it('IRT-POW-2 the base cost is paid even when the roll fails; +1 Fokus options only on success', () => {
    // Fysik 4 + Vilja 3 = 7 dice at Normal (1 success needed). All faces below 10: failure.
    const failed = use(withPowers(), {
      ...frostAtGuard,
      enhancements: ['kort'],
      dice: [1, 2, 3, 4, 5, 6, 7],
    });
    // Fokus 2 − base 1 = 1; the +1 Fokus option is not paid on a failed roll.
    expect(who(failed.state, 'c-ivar').resources.fokus).toBe(1);
    expect(who(failed.state, 'c-gransvakt').conditions.map((k) => k.key)).not.toContain('Omtumlad');
    expect(event(failed.events, 'irt/powerUsed').data).toMatchObject({ success: false, paid: 1 });

    // The same with a 10: success (1 needed) → base 1 + option 1 = 2 Fokus; Fokus 2 → 0.
    const ok = use(withPowers(), {
      ...frostAtGuard,
      enhancements: ['kort'],
      dice: [10, 2, 3, 4, 5, 6, 7],
    });
    expect(who(ok.state, 'c-ivar').resources.fokus).toBe(0);
    expect(who(ok.state, 'c-gransvakt').conditions.map((k) => k.key)).toContain('Omtumlad');
    expect(event(ok.events, 'irt/powerUsed').data).toMatchObject({ success: true, paid: 2 });
  });

  it('IRT-POW-2 Effekt buys Framgång options: 2 successes at Normal leave Effekt 1 for "varar scenen"', () => {
    // Faces 10 and 11: 2 successes, 1 needed → Effekt 1, enough for the 1-Framgång option.
    const r = use(withPowers(), {
      ...frostAtGuard,
      spends: ['scen'],
      dice: [10, 11, 3, 4, 5, 6, 7],
    });
    const k = who(r.state, 'c-gransvakt').conditions.find((x) => x.key === 'Omtumlad');
    expect(k?.data?.until).toBe('scene');
    expect(event(r.events, 'irt/powerUsed').data).toMatchObject({ enhancements: ['Varar scenen'] });
  });

  it('IRT-DICE-7 Stress pays what Fokus cannot, up to Stabilitet per use', () => {
    const broke = patch(withPowers(), 'c-ivar', {
      resources: { ...who(frozenDemo(), 'c-ivar').resources, fokus: 0 },
    });
    // Fokus 0: the base cost 1 is paid with 1 Stress (Stabilitet 3 allows up to 3).
    const r = use(broke, { powerId: 'laderhud' });
    expect(who(r.state, 'c-ivar').resources.stress).toBe(1);
    expect(event(r.events, 'irt/fokusPaid').data).toMatchObject({ fokus: 0, stress: 1 });
  });

  it('IRT-POW-2 an "En handling" power is the turn\'s action: refused on another\'s turn', () => {
    let s = withPowers();
    s = run(s, { type: 'encounter/start' } as Command).state;
    const enc = s.encounter;
    // Whoever's turn it is, make it someone other than Ivar.
    const other = enc.order.find((id) => id !== 'c-ivar') as string;
    s = { ...s, encounter: { ...enc, turnIndex: enc.order.indexOf(other) } };
    const e = refusal(() => use(s, { ...frostAtGuard, dice: [10] }));
    expect(e.message).toMatch(/own turn.*IRT-POW-2/);
    // A reactive power is used outside the turn.
    expect(() => use(s, { powerId: 'laderhud' })).not.toThrow();
  });

  it('IRT-POW-3 a reactive Skydd power adds to Skydd for the rest of the round, then ends', () => {
    const r = use(withPowers(), { powerId: 'laderhud' });
    const ivar = who(r.state, 'c-ivar');
    expect(powerSkydd(ivar)).toBe(1);
    // Outside combat round 0: "rest of the round" ends when round 1 starts.
    expect(ivar.conditions.find((k) => k.key === 'Läderhud')?.untilRound).toBe(1);
  });

  it('IRT-POW-1 a power that modifies the action adds its attribute bonus and is used once', () => {
    const r = run(withPowers(), {
      type: 'irt/usePower',
      userId: 'c-ivar',
      powerId: 'styrka',
    } as Command);
    const ivar = who(r.state, 'c-ivar');
    expect(powerAttributeBonus(ivar, 'Fysik')).toBe(2);
    expect(powerAttributeBonus(ivar, 'Strid')).toBe(0);
    expect(ivar.conditions.find((k) => k.key === 'Övermänsklig Styrka')?.data?.once).toBe(true);
  });

  it('IRT-POW-5 "Nästa tur" lasts through the user\'s next turn and ends when the turn after it starts', () => {
    const r = use(withPowers(), { ...frostAtGuard, dice: [10, 1, 1, 1, 1, 1, 1] });
    let s = r.state;
    const has = (st: CampaignState): boolean =>
      who(st, 'c-gransvakt').conditions.some((k) => k.key === 'Omtumlad');
    s = powersAtTurnStart(s, 'c-greta'); // someone else's turn: still on
    expect(has(s)).toBe(true);
    s = powersAtTurnStart(s, 'c-ivar'); // Ivar's next turn: still on during it
    expect(has(s)).toBe(true);
    s = powersAtTurnStart(s, 'c-anton'); // the turn after Ivar's: gone
    expect(has(s)).toBe(false);
  });

  it('IRT-POW-5 Urladdning works once per scene; a new scene allows it again', () => {
    const burst = newPower({
      id: 'burst',
      name: 'Chockvåg',
      action: 'Reaktiv',
      limitations: ['Urladdning'],
      effect: { kind: 'narrative' },
    });
    const s = patch(frozenDemo(), 'c-ivar', { powers: [burst] });
    const once = use(s, { powerId: 'burst' }).state;
    expect(refusal(() => use(once, { powerId: 'burst' })).message).toMatch(/IRT-POW-5/);
    const next = endScenePowers(once);
    expect(() => use(next, { powerId: 'burst' })).not.toThrow();
  });

  it('IRT-POW-5 Koncentration ends when the user takes damage', () => {
    const shield = newPower({
      id: 'falt',
      name: 'Kraftfält',
      action: 'Reaktiv',
      duration: 'Scen',
      limitations: ['Koncentration'],
      effect: { kind: 'skydd', bonus: 2 },
    });
    const s = use(patch(frozenDemo(), 'c-ivar', { powers: [shield] }), { powerId: 'falt' }).state;
    expect(powerSkydd(who(s, 'c-ivar'))).toBe(2);
    const hurt = run(s, adjustResource('c-ivar', 'kp', 1)).state;
    expect(powerSkydd(who(hurt, 'c-ivar'))).toBe(0);
  });

  it('IRT-POW-6 an activated trauma lowers every power cost by 1 (min 0) and gives 2 Fokus for powers', () => {
    const s = setCondition(withPowers(), 'c-ivar', {
      key: 'Sammanbrott: Traumat aktiverat',
      data: { uncontrolledPowers: true, powerFokus: 2 },
    });
    expect(powerBaseCost(who(s, 'c-ivar'), STRENGTH)).toBe(0); // 1 − 1
    const costly = { ...FROST, fokus: 3 };
    expect(powerBaseCost(who(s, 'c-ivar'), costly)).toBe(2); // 3 − 1
    // Frostberöring costs 1 − 1 = 0 base; the +1 Fokus option comes from the trauma's 2 power-only Fokus,
    // so ordinary Fokus stays 2.
    const r = use(s, {
      ...frostAtGuard,
      enhancements: ['kort'],
      dice: [10, 1, 1, 1, 1, 1, 1],
    });
    const ivar = who(r.state, 'c-ivar');
    expect(ivar.resources.fokus).toBe(2);
    expect(ivar.conditions.find((k) => k.data?.uncontrolledPowers)?.data?.powerFokus).toBe(1);
  });

  it('IRT-POW-4 an attack power is refused by irt/usePower: it goes through the attack resolver', () => {
    const blast = newPower({
      id: 'is',
      name: 'Iskristaller',
      range: 'Kort',
      roll: ['Strid', 'Vilja'],
      effect: { kind: 'attack', damageBonus: 2, damageType: 'Stick' },
    });
    const s = patch(frozenDemo(), 'c-ivar', { powers: [blast] });
    expect(refusal(() => use(s, { powerId: 'is', targetId: 'c-gransvakt' })).message).toMatch(
      /attack dialog.*IRT-POW-4/,
    );
  });

  it('IRT-POW-2 a passive power is never activated', () => {
    const aura = newPower({
      id: 'aura',
      name: 'Köldaura',
      kind: 'Passiv',
      fokus: 0,
      action: 'Ingen',
      effect: { kind: 'narrative' },
    });
    const s = patch(frozenDemo(), 'c-ivar', { powers: [aura] });
    expect(refusal(() => use(s, { powerId: 'aura' })).message).toMatch(/passive/);
  });
});
