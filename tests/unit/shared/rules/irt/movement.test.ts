/**
 * IRT movement through the engine (irt/move, IRT-MOV-1…4). Anton (Fysik 3 → 4 here, Smidighet 2)
 * starts in Bommen (3,6), a zone without traits; Diket (q ≤ 2 on row 6) is Svårforcerad terräng.
 */
import { describe, expect, it } from 'vitest';
import { adjustResource } from '../../../helpers/commands';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { planIrtAttack } from '@shared/rules/irt/attackFactors';
import { frozenDemo } from '../../../../helpers/campaigns';
import { attrs, event, place, run, runAll, setCondition, setTraits, who } from './kit';

function start(): CampaignState {
  return attrs(place(frozenDemo(), 'c-anton', 3, 6), 'c-anton', { Fysik: 4 });
}

function move(q: number, r: number, dice?: number[], extra: Partial<Command> = {}): Command {
  return {
    type: 'irt/move',
    combatantId: 'c-anton',
    to: { q, r },
    ...(dice ? { dice } : {}),
    ...extra,
  } as Command;
}

function hexOf(s: CampaignState): { q: number; r: number } | undefined {
  return s.scenes[0]?.tokens.find((t) => t.combatantId === 'c-anton')?.hex;
}

describe('IRT movement', () => {
  it('IRT-MOV-1 moving to an adjacent zone is Lätt: automatic, no roll', () => {
    const r = run(start(), move(4, 6)); // no dice given: a roll would throw
    expect(hexOf(r.state)).toEqual({ q: 4, r: 6 });
    expect(event(r.events, 'irt/moved').data).toMatchObject({
      zones: 1,
      difficulty: 'Lätt',
      reached: true,
      effekt: null,
    });
  });

  it('IRT-MOV-1 / IRT-ZONE-1 going further rolls Fysik + Smidighet; distance counts zones (hexes)', () => {
    const r = run(start(), move(6, 6, [10, 10, 1, 1, 1, 1]));
    const rolled = event(r.events, 'dice/rolled').data;
    expect(rolled.faces).toHaveLength(4 + 2);
    expect(rolled.purpose).toBe('förflyttning');
    expect(event(r.events, 'irt/moved').data).toMatchObject({ zones: 3, cost: 2, effekt: 2, reached: true });
    expect(hexOf(r.state)).toEqual({ q: 6, r: 6 });
  });

  it('IRT-MOV-2 each Effekt buys one more zone; too little Effekt and the character stays', () => {
    const r = run(start(), move(6, 6, [10, 1, 1, 1, 1, 1]));
    expect(event(r.events, 'irt/moved').data).toMatchObject({ zones: 3, cost: 2, effekt: 1, reached: false });
    expect(hexOf(r.state)).toEqual({ q: 3, r: 6 });
  });

  it('IRT-MOV-2 entering difficult terrain costs two Effekt', () => {
    // Bommen (3,6) → Diket (1,6): two zones, the second difficult: cost 1 + 1, at Normal (IRT-MOV-3).
    const ok = run(start(), move(1, 6, [10, 10, 10, 1, 1, 1]));
    expect(event(ok.events, 'irt/moved').data).toMatchObject({
      difficulty: 'Normal',
      cost: 2,
      effekt: 2,
      reached: true,
    });
    const short = run(start(), move(1, 6, [10, 10, 1, 1, 1, 1]));
    expect(event(short.events, 'irt/moved').data).toMatchObject({ effekt: 1, reached: false });
  });

  it('IRT-MOV-3 difficult terrain makes even one zone Normal: failure means staying', () => {
    const fail = run(start(), move(2, 6, [1, 1, 1, 1, 1, 1]));
    expect(event(fail.events, 'irt/moved').data).toMatchObject({
      zones: 1,
      difficulty: 'Normal',
      reached: false,
    });
    expect(hexOf(fail.state)).toEqual({ q: 3, r: 6 });
    const ok = run(start(), move(2, 6, [10, 1, 1, 1, 1, 1]));
    expect(hexOf(ok.state)).toEqual({ q: 2, r: 6 });
  });

  it('IRT-MOV-3 the terrain trait level can make it Svår or Mycket Svår', () => {
    const s = run(start(), {
      type: 'zone/update',
      sceneId: 's-gransen',
      zoneId: 'z-diket',
      patch: { traits: [{ kind: 'svarforcerad', level: 2, revealed: true }] },
    }).state;
    const r = run(s, move(2, 6, [10, 1, 1, 1, 1, 1]));
    expect(event(r.events, 'irt/moved').data).toMatchObject({ difficulty: 'Svår', reached: false });
  });

  it('IRT-MOV-1 interpretation: Sårad or Liggande make even one zone need a roll', () => {
    const prone = setCondition(start(), 'c-anton', { key: 'Liggande' });
    const r = run(prone, move(4, 6, [1, 1, 1, 1, 1, 1]));
    expect(event(r.events, 'irt/moved').data).toMatchObject({ difficulty: 'Normal', reached: false });
    const hurt = run(start(), adjustResource('c-anton', 'kp', 7)).state;
    expect(event(run(hurt, move(4, 6, [10, 1, 1, 1, 1, 1])).events, 'irt/moved').data).toMatchObject({
      difficulty: 'Normal',
      reached: true,
    });
  });

  it('IRT-ACT-2 a move that is one of two actions is one step harder (a roll even for one zone)', () => {
    const r = run(start(), move(4, 6, [1, 1, 1, 1, 1, 1], { twoActions: true }));
    expect(event(r.events, 'irt/moved').data).toMatchObject({ difficulty: 'Normal', reached: false });
  });

  it('IRT-MOV-4 moving in a fight makes a moving target: ranged attacks against the mover are harder', () => {
    let s = runAll(place(frozenDemo(), 'c-gransvakt', 4, 5), { type: 'encounter/start' });
    s = run(s, { type: 'irt/move', combatantId: 'c-gransvakt', to: { q: 4, r: 4 } }).state;
    const anton = who(s, 'c-anton');
    const plan = planIrtAttack(s, anton, who(s, 'c-gransvakt'), 'w-pistol', {});
    expect(plan.difficulty.factors.map((f) => f.key)).toContain('rorligtMal');
  });

  it('IRT-MOV-4 moving outside a fight does not leave a moving target behind', () => {
    const s = run(start(), move(4, 6)).state;
    expect(s.scenes[0]?.tokens.find((t) => t.combatantId === 'c-anton')?.movedThisRound ?? 0).toBe(0);
  });

  it('IRT-COND-5 a Fastlåst character cannot move; nor can a crit that forbids changing zone', () => {
    const pinned = setCondition(start(), 'c-anton', { key: 'Fastlåst' });
    expect(() => run(pinned, move(4, 6))).toThrow(/Fastlåst/);
    const stuck = setCondition(start(), 'c-anton', {
      key: 'Krossat knä',
      data: { noMoveBetweenZones: true },
    });
    expect(() => run(stuck, move(4, 6))).toThrow(/another zone/);
  });

  it('IRT-ZONE-2 only Svårforcerad terräng changes movement; cover does not', () => {
    const s = setTraits(start(), 'z-bommen', ['skydd', 'morker']);
    const r = run(s, move(4, 6));
    expect(event(r.events, 'irt/moved').data).toMatchObject({ difficulty: 'Lätt', reached: true });
  });
});
