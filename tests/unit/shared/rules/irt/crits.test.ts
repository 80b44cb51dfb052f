/** IRT critical hits (IRT-CRIT-1…6) through the engine and through `applyCrit`, with entered dice. */
import { describe, expect, it } from 'vitest';
import { adjustResource } from '../../../helpers/commands';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import { EventSink } from '@shared/rules/core/events';
import { applyCrit } from '@shared/rules/irt/crits';
import { IRT_CRIT_TABLES } from '@shared/rules/irt/data';
import { planIrtAttack } from '@shared/rules/irt/attackFactors';
import { frozenDemo } from '../../../../helpers/campaigns';
import { antonShoots, attrs, event, place, run, setTraits, who } from './kit';

function resolve(s: CampaignState, dice?: number[]) {
  return run(s, { type: 'irt/resolve', ...(dice ? { dice } : {}) });
}

function crit(s: CampaignState, type: string, modifier: number, dice: number[]) {
  const out = new EventSink();
  const ctx = { dice: scriptedDice(dice), out };
  const state = applyCrit(s, 'c-gransvakt', type, modifier, ctx);
  return { state, events: out.events };
}

const guard = (s: CampaignState) => who(s, 'c-gransvakt');
const keys = (s: CampaignState) => guard(s).conditions.map((k) => k.key);

describe('IRT critical hits', () => {
  it('IRT-CRIT-1 a 12 on a hit that deals ≥ 1 KP is a crit', () => {
    const r = resolve(antonShoots(frozenDemo(), [12, 10, 1, 1, 1]).state, [1]); // crit die 1: Rikoschett
    expect(event(r.events, 'irt/crit').data).toMatchObject({ roll: 1, row: 'Rikoschett' });
    // Rikoschett gives 1 Stress on top of the 1 for the KP (IRT-STR-3).
    expect(guard(r.state).resources.stress).toBe(2);
  });

  it('IRT-CRIT-1 no crit without a 12, or when the attack misses', () => {
    const plain = resolve(antonShoots(frozenDemo(), [11, 10, 1, 1, 1]).state);
    expect(plain.events.some((e) => e.type === 'irt/crit')).toBe(false);
    const covered = setTraits(frozenDemo(), 'z-vagen', ['skydd']); // Svår: one success misses
    const miss = resolve(antonShoots(covered, [12, 1, 1, 1, 1]).state);
    expect(event(miss.events, 'irt/attackResolved').data).toMatchObject({ hit: false, twelves: 1 });
    expect(miss.events.some((e) => e.type === 'irt/crit')).toBe(false);
  });

  it('IRT-CRIT-2 +1 on the crit roll per extra 12', () => {
    const r = resolve(antonShoots(frozenDemo(), [12, 12, 1, 1, 1]).state, [5, 3]);
    expect(event(r.events, 'irt/crit').data).toMatchObject({
      roll: 5,
      modifier: 1,
      total: 6,
      row: 'Genomskjuten hand',
    });
  });

  it('IRT-CRIT-2 the target’s critical toughness lowers the crit roll', () => {
    const s = attrs(frozenDemo(), 'c-gransvakt', { KritiskTålighet: 2 });
    const r = resolve(antonShoots(s, [12, 12, 1, 1, 1]).state, [8]);
    expect(event(r.events, 'irt/crit').data).toMatchObject({
      roll: 8,
      modifier: -1,
      total: 7,
      row: 'Skottsår i magen',
    });
  });

  it('IRT-CRIT-3 one table per damage type; the weapon’s type picks it; unknown types use Övriga', () => {
    expect(Object.keys(IRT_CRIT_TABLES).sort()).toEqual(
      ['Eld', 'Explosion', 'Gift', 'Hugg', 'Kross', 'Skjutvapen', 'Stick', 'Strålning', 'Övriga'].sort(),
    );
    const hugg = crit(frozenDemo(), 'Hugg', 0, [2]);
    expect(event(hugg.events, 'irt/crit').data).toMatchObject({ damageType: 'Hugg', row: 'Köttsår' });
    expect(guard(hugg.state).conditions.find((k) => k.key === 'Blödning')?.data?.level).toBe('Lätt');
    const other = crit(frozenDemo(), 'Laser', 0, [1]);
    expect(event(other.events, 'irt/crit').data).toMatchObject({ damageType: 'Övriga' });
  });

  it('IRT-CRIT-4 a crit row of 15+ kills outright, whatever Fokus the target has', () => {
    // Four 12s: +3; crit die 12 → 15: Huvudskott.
    const s = run(frozenDemo(), adjustResource('c-gransvakt', 'fokus', 5)).state;
    const r = resolve(antonShoots(s, [12, 12, 12, 12, 1]).state, [12]);
    expect(event(r.events, 'irt/crit').data).toMatchObject({ total: 15, row: 'Huvudskott' });
    expect(keys(r.state)).toContain('Död');
    expect(r.state.timers?.some((t) => t.combatantId === 'c-gransvakt') ?? false).toBe(false);
    // Past 15 the same row: 12 + 2 (Penetrerande) + 5 = 19.
    expect(event(crit(frozenDemo(), 'Skjutvapen', 7, [12]).events, 'irt/crit').data).toMatchObject({
      row: 'Huvudskott',
    });
  });

  it('IRT-CRIT-5 a row applies its effects: bleeding, a dying grade with its care, Permanent losses', () => {
    const r = crit(frozenDemo(), 'Skjutvapen', 0, [12]); // Artärträff
    const g = guard(r.state);
    expect(g.conditions.find((k) => k.key === 'Blödning')?.data?.level).toBe('Kraftig');
    expect(g.conditions.find((k) => k.key === 'Döende')?.data).toMatchObject({
      grade: 'Akut döende',
      careType: 'Kirurgi',
      careDifficulty: 'Svår',
    });
    // IRT-DIE-11: Akut döende, so the Permanent Fysik −1 waits (Fysik stays 2) until out of danger.
    expect(g.attributes.Fysik).toBe(2);
    expect(keys(r.state)).toContain('Permanent: Fysik -1');
    expect(g.conditions.find((k) => k.key === 'Permanent: Fysik -1')?.data).toMatchObject({ pending: true });
    expect(r.state.timers?.find((t) => t.kind === 'irt/survival')).toMatchObject({ every: 60 });
  });

  it('IRT-CRIT-5 Stress named by a row comes on top (Njurskott: 2)', () => {
    const r = crit(frozenDemo(), 'Skjutvapen', 0, [10]);
    expect(guard(r.state).resources.stress).toBe(2);
  });

  it('IRT-CRIT-6 a floor makes every later roll at least Svår; aiming cannot take it below', () => {
    const s0 = crit(frozenDemo(), 'Skjutvapen', 0, [7]).state; // Skottsår i magen: all rolls at least Svår
    const s = place(place(s0, 'c-anton', 4, 6), 'c-gransvakt', 4, 6);
    const p = planIrtAttack(s, guard(s), who(s, 'c-anton'), 'w-bajonett', {});
    expect(p.difficulty.difficulty).toBe('Svår');
    expect(p.difficulty.factors).toMatchObject([{ source: 'crit', kind: 'floor', effect: 2 }]);
    const aimed = planIrtAttack(s, guard(s), who(s, 'c-anton'), 'w-bajonett', { aim: true });
    expect(aimed.difficulty.difficulty).toBe('Svår');
    const worse = planIrtAttack(s, guard(s), who(s, 'c-anton'), 'w-bajonett', { twoActions: true });
    expect(worse.difficulty.difficulty).toBe('Svår'); // Normal + 1 = Svår, floor Svår
  });

  it('IRT-CRIT-6 a body-part sub-roll decides where the effect sits (1–3 left arm … 10–12 right leg)', () => {
    const part = (s: CampaignState) => guard(s).conditions.find((k) => k.key === 'Senan skuren')?.data?.part;
    const rolls = [1, 3, 4, 6, 7, 9, 10, 12].map((d) => part(crit(frozenDemo(), 'Hugg', 0, [3, d]).state));
    expect(rolls).toEqual([
      'vänster arm',
      'vänster arm',
      'höger arm',
      'höger arm',
      'vänster ben',
      'vänster ben',
      'höger ben',
      'höger ben',
    ]);
    const left = crit(frozenDemo(), 'Hugg', 0, [3, 2]); // Senan skuren
    expect(event(left.events, 'irt/crit').data.bodyPart).toBe('vänster arm');
    expect(guard(left.state).conditions.find((k) => k.key === 'Senan skuren')?.data).toMatchObject({
      floor: 'Svår',
      scope: 'attributes',
      attributes: 'Smidighet',
    });
  });
});
