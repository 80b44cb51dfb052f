/**
 * IRT rules kept as pure functions for the UI and for commands still to be wired: the action economy
 * (IRT-ACT-1…6), ammunition (IRT-WPN-2), return fire under suppression (IRT-RNG-6), the Fokus reset
 * per scene (IRT-CHAR-2); and Expertis (IRT-CHAR-3) through the engine.
 */
import { describe, expect, it } from 'vitest';
import { adjustResource } from '../../../helpers/commands';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import { EventSink } from '@shared/rules/core/events';
import { turnCost } from '@shared/rules/irt/actions';
import { AMMUNITION_STEPS, reload, spendAmmunition, useAmmunition } from '@shared/rules/irt/ammunition';
import { bandForDistance, bandsBeyond, normaliseBand, returnFireChockfaktor } from '@shared/rules/irt/ranges';
import { resetFokusForScene } from '@shared/rules/irt/scene';
import { frozenDemo } from '../../../../helpers/campaigns';
import { event, run, setCondition, who } from './kit';

const ctx = () => ({ dice: scriptedDice([]), out: new EventSink() });

describe('IRT action economy', () => {
  it('IRT-ACT-1 one action a turn costs no step', () => {
    expect(turnCost({ actions: ['attack'] })).toEqual({
      actions: 1,
      stepsHarder: 0,
      allowed: true,
      reason: null,
    });
  });

  it('IRT-ACT-2 two actions are allowed, each one step harder; three are not', () => {
    expect(turnCost({ actions: ['move', 'attack'] })).toMatchObject({
      actions: 2,
      stepsHarder: 1,
      allowed: true,
    });
    expect(turnCost({ actions: ['move', 'attack', 'reload'] })).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/IRT-ACT-2/),
    });
  });

  it('IRT-ACT-3 Stormning and move-and-shoot count as one action', () => {
    expect(turnCost({ actions: ['charge'] })).toMatchObject({ actions: 1, stepsHarder: 0 });
    expect(turnCost({ actions: ['moveAndShoot'] })).toMatchObject({ actions: 1, stepsHarder: 0 });
    expect(turnCost({ actions: ['charge', 'reload'] })).toMatchObject({ actions: 2, stepsHarder: 1 });
  });

  it('IRT-ACT-4 aiming and careful care cannot be combined with moving', () => {
    expect(turnCost({ actions: ['aimedAttack'] }).allowed).toBe(true);
    expect(turnCost({ actions: ['move', 'aimedAttack'] })).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/IRT-ACT-4/),
    });
    expect(turnCost({ actions: ['carefulCare'], movedThisRound: true }).allowed).toBe(false);
    expect(turnCost({ actions: ['care', 'move'] }).allowed).toBe(true);
  });

  it('IRT-ACT-5 acting while concentrating counts as two actions; concentrating alone is no action', () => {
    expect(turnCost({ actions: ['attack'], concentrating: true })).toMatchObject({
      actions: 2,
      stepsHarder: 1,
    });
    expect(turnCost({ actions: [], concentrating: true })).toMatchObject({ actions: 0, stepsHarder: 0 });
  });

  it('IRT-ACT-6 trivial things (a short line, dropping an item, drawing a weapon) cost no action', () => {
    expect(turnCost({ actions: ['trivial', 'attack', 'trivial'] })).toMatchObject({
      actions: 1,
      stepsHarder: 0,
    });
  });
});

describe('IRT ammunition', () => {
  it('IRT-WPN-2 one step per fight, one per short burst, two per long burst; never below 0', () => {
    expect(AMMUNITION_STEPS).toEqual({ fight: 1, shortBurst: 1, longBurst: 2 });
    expect(spendAmmunition(3, 'fight')).toEqual({ after: 2, empty: false });
    expect(spendAmmunition(3, 'longBurst')).toEqual({ after: 1, empty: false });
    expect(spendAmmunition(1, 'longBurst')).toEqual({ after: 0, empty: true });
  });

  it('IRT-WPN-2 a weapon on the sheet loses steps, refuses when empty, and reloading fills it again', () => {
    let s: CampaignState = frozenDemo();
    const c = ctx();
    s = useAmmunition(s, 'c-ivar', 'w-kpist', 'longBurst', c);
    const kpist = () => who(s, 'c-ivar').weapons.find((w) => w.id === 'w-kpist')?.values;
    expect(kpist()).toMatchObject({ Ammunition: 1, AmmunitionMax: 3 });
    s = useAmmunition(s, 'c-ivar', 'w-kpist', 'shortBurst', c);
    expect(kpist()?.Ammunition).toBe(0);
    expect(() => useAmmunition(s, 'c-ivar', 'w-kpist', 'shortBurst', c)).toThrow(/empty/);
    s = reload(s, 'c-ivar', 'w-kpist', c);
    expect(kpist()?.Ammunition).toBe(3);
    expect(c.out.events.map((e) => e.type)).toEqual(['irt/ammunition', 'irt/ammunition', 'irt/reloaded']);
    expect(() => useAmmunition(s, 'c-ivar', 'w-kniv', 'fight', c)).toThrow(/no ammunition/);
  });
});

describe('IRT return fire and bands', () => {
  it('IRT-RNG-6 shooting back under suppressive fire: Chockfaktor 1, −1 from cover, +1 automatic, +2 many shooting', () => {
    expect(returnFireChockfaktor()).toBe(1);
    expect(returnFireChockfaktor({ fromCover: true })).toBe(0);
    expect(returnFireChockfaktor({ automatic: true })).toBe(2);
    expect(returnFireChockfaktor({ manyShooting: true })).toBe(3);
    expect(returnFireChockfaktor({ automatic: true, manyShooting: true, fromCover: true })).toBe(3);
  });

  it('IRT-RNG-6 the factor feeds the Chockslag: Strid + Vilja, 1 Stress per point left', () => {
    const r = run(frozenDemo(), {
      type: 'irt/chockslag',
      id: 'c-anton',
      attribute: 'Strid',
      chockfaktor: returnFireChockfaktor({ automatic: true }),
      touchesTrauma: false,
      dice: [10, 1, 1, 1, 1],
    });
    expect(who(r.state, 'c-anton').resources.stress).toBe(1);
  });

  it('IRT-RNG-3 interpretation: 0 → Nära (Bredvid engaged), 1 Kort, 2–5 Medel, 6–10 Lång, 11+ Mycket lång', () => {
    expect([0, 1, 2, 5, 6, 10, 11, 40].map((d) => bandForDistance(d, false))).toEqual([
      'Nära',
      'Kort',
      'Medel',
      'Medel',
      'Lång',
      'Lång',
      'Mycket lång',
      'Mycket lång',
    ]);
    expect(bandForDistance(0, true)).toBe('Bredvid');
    expect(bandForDistance(1, false, 1)).toBe('Medel'); // the scene's one-band shift
    expect(bandsBeyond('Kort', 'Nära')).toBe(0);
    expect(bandsBeyond('Kort', 'Lång')).toBe(2);
    expect(normaliseBand('Mellan')).toBe('Medel');
  });
});

describe('IRT character basics', () => {
  it('IRT-CHAR-2 Fokus resets to the table’s Momentum at a new scene (extras untouched)', () => {
    let s = run(frozenDemo(), adjustResource('c-anton', 'fokus', 4)).state;
    s = resetFokusForScene(s, 3, ctx());
    expect(who(s, 'c-anton').resources.fokus).toBe(3);
    expect(who(s, 'c-gransvakt').resources.fokus).toBe(3);
    expect(who(s, 'c-gransvakt-2').resources.fokus).toBeUndefined();
    expect(() => resetFokusForScene(s, 6, ctx())).toThrow(/Momentum/);
  });

  it('IRT-CHAR-3 an Expertis in the field makes care one step easier than without it', () => {
    const dying = setCondition(frozenDemo(), 'c-gransvakt', {
      key: 'Döende',
      data: { grade: 'Akut döende' },
    });
    // Pure KP shock: Medicin (Analys + Sinnen) at Normal; Greta is a Fältmedicinare, Anton is not.
    const greta = run(dying, {
      type: 'irt/care',
      carerId: 'c-greta',
      patientId: 'c-gransvakt',
      kind: 'stabilise',
      dice: [1, 1, 1, 1, 1, 1, 1],
    });
    expect(event(greta.events, 'irt/care').data).toMatchObject({ careType: 'Medicin', difficulty: 'Normal' });
    const anton = run(dying, {
      type: 'irt/care',
      carerId: 'c-anton',
      patientId: 'c-gransvakt',
      kind: 'stabilise',
      dice: [1, 1, 1, 1, 1],
    });
    expect(event(anton.events, 'irt/care').data).toMatchObject({ careType: 'Medicin', difficulty: 'Svår' });
  });
});
