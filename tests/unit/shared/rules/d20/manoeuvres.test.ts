/**
 * d20 tactical manoeuvres through the engine (D20-ACT-2): 1T20 + Närstrid + STY (kit: +5) against the
 * target's Försvar (13). Alva (3,2) stands next to Grim (4,2).
 */
import { describe, expect, it } from 'vitest';
import type { Axial } from '@shared/hex/axial';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { previewManoeuvre } from '@shared/rules/d20/manoeuvres';
import type { D20Manoeuvre } from '@shared/rules/d20/commands';
import type { EngineResult } from '@shared/rules/core/engine';
import {
  at,
  d20Fight,
  event,
  freeManoeuvreStep,
  hex,
  patch,
  place,
  run,
  SCENE,
  setCondition,
  startFight,
  who,
} from './kit';

function man(
  actorId: string,
  targetId: string,
  kind: D20Manoeuvre,
  dice: number[],
  extra: { cost?: 'main' | 'reaction' | 'free'; pushTo?: Axial } = {},
): Command {
  return { type: 'd20/manoeuvre', actorId, targetId, kind, dice, ...extra };
}

/** Alva's `kind` manoeuvre on Grim next to her, with entered `dice`, at the start of the fight. */
function alvaOnGrim(kind: D20Manoeuvre, dice: number[]): EngineResult {
  return run(startFight(d20Fight()), man('c-alva', 'c-grim', kind, dice));
}

/** The fight after Alva failed to leave Grim's zone (and Skugga's, when `both`): a free manoeuvre is owed. */
function afterFailedExit(both = false): CampaignState {
  let s = startFight(d20Fight());
  if (both) s = place(s, 'c-skugga', hex(3, 1));
  return run(s, { type: 'd20/move', combatantId: 'c-alva', to: hex(2, 3), sv: 16, dice: [2] }).state;
}

describe('d20 tactical manoeuvres (D20-ACT-2)', () => {
  it('D20-ACT-2 Knuff: a success pushes the target one hex straight away from the actor', () => {
    const r = alvaOnGrim('Knuff', [8]);
    expect(event(r.events, 'd20/check').data).toMatchObject({
      id: 'c-alva',
      purpose: 'manöver: Knuff',
      face: 8,
      modifier: 5,
      total: 13,
      sv: 13,
      success: true,
    });
    expect(at(r.state, 'c-grim')).toEqual(hex(5, 2));
    expect(r.state.encounter.economy?.['c-alva']).toEqual({ main: 1, steps: 0, reactions: 0 });
    expect(event(r.events, 'd20/manoeuvre')).toMatchObject({
      public: true,
      data: {
        actorId: 'c-alva',
        targetId: 'c-grim',
        kind: 'Knuff',
        cost: 'main',
        success: true,
        effect: 'pushed',
        from: hex(4, 2),
        to: hex(5, 2),
        actorFollowed: false,
      },
    });
  });

  it('D20-ACT-2 a failed manoeuvre does nothing but still costs the main action', () => {
    const r = alvaOnGrim('Knuff', [7]);
    expect(at(r.state, 'c-grim')).toEqual(hex(4, 2));
    expect(event(r.events, 'd20/manoeuvre').data).toMatchObject({ success: false, effect: 'none' });
    expect(r.state.encounter.economy?.['c-alva']?.main).toBe(1);
  });

  it('D20-ACT-2 Knuff to a chosen hex next to the target; a bad choice is refused before the roll', () => {
    const s = startFight(d20Fight());
    expect(at(run(s, man('c-alva', 'c-grim', 'Knuff', [15], { pushTo: hex(4, 3) })).state, 'c-grim')).toEqual(
      hex(4, 3),
    );
    // Refused with no die used: entered dice would otherwise be "not needed".
    expect(() =>
      run(s, {
        type: 'd20/manoeuvre',
        actorId: 'c-alva',
        targetId: 'c-grim',
        kind: 'Knuff',
        pushTo: hex(6, 2),
      }),
    ).toThrow('cannot push Grim there: not next to the target');
    expect(() => run(s, man('c-alva', 'c-grim', 'Knuff', [15], { pushTo: hex(3, 2) }))).toThrow(
      'cannot push Grim there: taken by another token',
    );
  });

  it('D20-ACT-2 a push into a taken hex or a wall is blocked: no move, logged', () => {
    const crowded = place(startFight(d20Fight()), 'c-skugga', hex(5, 2));
    const r = run(crowded, man('c-alva', 'c-grim', 'Knuff', [12]));
    expect(at(r.state, 'c-grim')).toEqual(hex(4, 2));
    expect(event(r.events, 'd20/manoeuvre').data).toMatchObject({
      success: true,
      effect: 'blocked',
      blocked: 'taken by another token',
    });
    const walled = run(startFight(d20Fight()), {
      type: 'wall/set',
      sceneId: SCENE,
      a: hex(4, 2),
      b: hex(5, 2),
      door: 'none',
    }).state;
    const w = run(walled, man('c-alva', 'c-grim', 'Tryck tillbaka', [12]));
    expect(event(w.events, 'd20/manoeuvre').data).toMatchObject({
      effect: 'blocked',
      blocked: 'behind a wall',
    });
    expect(at(w.state, 'c-alva')).toEqual(hex(3, 2));
  });

  it('D20-ACT-2 Tryck tillbaka: the target is pushed and the actor steps into the hex it left', () => {
    const r = alvaOnGrim('Tryck tillbaka', [10]);
    expect(at(r.state, 'c-grim')).toEqual(hex(5, 2));
    expect(at(r.state, 'c-alva')).toEqual(hex(4, 2));
    expect(event(r.events, 'd20/manoeuvre').data).toMatchObject({ effect: 'pushed', actorFollowed: true });
    // The step is part of the manoeuvre, not of the movement.
    expect(r.state.encounter.economy?.['c-alva']).toEqual({ main: 1, steps: 0, reactions: 0 });
  });

  it.each([
    [
      'D20-ACT-2 Slå ner: the target is Nedslagen',
      'Slå ner',
      { key: 'Nedslagen', public: true, untilRound: null, data: { by: 'c-alva', byName: 'Alva' } },
      { effect: 'knockedDown', condition: 'Nedslagen' },
    ],
    [
      'D20-ACT-2 Avväpna: the target has Tappat grepp on its first weapon',
      'Avväpna',
      { key: 'Tappat grepp', public: true, data: { weaponId: 'w-svard', by: 'c-alva' } },
      { effect: 'disarmed', weaponId: 'w-svard', weaponName: 'Svärd' },
    ],
  ] as const)('%s', (_name, kind, condition, logged) => {
    const r = alvaOnGrim(kind, [9]);
    expect(who(r.state, 'c-grim').conditions).toMatchObject([condition]);
    expect(event(r.events, 'd20/manoeuvre').data).toMatchObject(logged);
  });

  it('D20-ACT-2 Grepp: the target is Fasthållen (data.by) and cannot move', () => {
    const r = alvaOnGrim('Grepp', [9]);
    expect(who(r.state, 'c-grim').conditions).toMatchObject([
      { key: 'Fasthållen', public: true, data: { by: 'c-alva', byName: 'Alva' } },
    ]);
    expect(() => run(r.state, { type: 'd20/move', combatantId: 'c-grim', to: hex(5, 2) })).toThrow(
      'Grim is Fasthållen and cannot move',
    );
  });

  it('D20-ACT-2 the two must stand side by side (interpretation), not across a wall', () => {
    const s = startFight(d20Fight());
    expect(() => run(s, man('c-bo', 'c-grim', 'Grepp', [20]))).toThrow(
      'Bo must stand next to Grim (D20-ACT-2)',
    );
    const walled = run(s, {
      type: 'wall/set',
      sceneId: SCENE,
      a: hex(3, 2),
      b: hex(4, 2),
      door: 'closed',
    }).state;
    expect(() => run(walled, man('c-alva', 'c-grim', 'Grepp', [20]))).toThrow('Alva must stand next to Grim');
    expect(() => run(s, man('c-alva', 'c-alva', 'Grepp', [20]))).toThrow('cannot manoeuvre against itself');
  });

  it('D20-TURN-1 a manoeuvre is the main action: a second one in the round is refused; a held one is the reaction', () => {
    const s = alvaOnGrim('Slå ner', [1]).state;
    expect(() => run(s, man('c-alva', 'c-grim', 'Slå ner', [20]))).toThrow(
      'Alva has already used the main action this round (D20-TURN-1)',
    );
    const held = run(s, man('c-alva', 'c-grim', 'Slå ner', [20], { cost: 'reaction' })).state;
    expect(held.encounter.economy?.['c-alva']).toEqual({ main: 1, steps: 0, reactions: 1 });
  });

  it('D20-POS-3 a manoeuvre from a lower zone is −1', () => {
    // Grim on the hill (Kullen, Högt läge 1) at (4,1); Alva below at (4,2).
    const s = place(place(startFight(d20Fight()), 'c-grim', hex(4, 1)), 'c-alva', hex(4, 2));
    const r = run(s, man('c-alva', 'c-grim', 'Knuff', [8]));
    expect(event(r.events, 'd20/check').data).toMatchObject({ modifier: 4, total: 12, success: false });
    expect(
      previewManoeuvre(s, 'c-alva', 'c-grim', 'Knuff').rollFactors.map((f) => [f.term, f.effect]),
    ).toEqual([
      ['Närstrid', 3],
      ['STY', 2],
      ['Högt läge', -1],
    ]);
    // From above there is no penalty.
    expect(previewManoeuvre(s, 'c-grim', 'c-alva', 'Knuff').modifier).toBe(5);
  });

  it('D20-ACT-5 support (+1, used up) and the actor’s own Yrsel (−2) count on the roll', () => {
    let s = setCondition(startFight(d20Fight()), 'c-alva', {
      key: 'Stöd',
      data: { by: 'c-bo', byName: 'Bo' },
    });
    s = setCondition(s, 'c-alva', { key: 'Yrsel' });
    const r = run(s, man('c-alva', 'c-grim', 'Slå ner', [9]));
    expect(event(r.events, 'd20/check').data).toMatchObject({ modifier: 4, total: 13, success: true });
    expect(who(r.state, 'c-alva').conditions.map((k) => k.key)).toEqual(['Yrsel']);
  });
});

describe('d20 free manoeuvres (D20-POS-1, D20-ATK-1 EM)', () => {
  it('D20-POS-1 the enemy left behind makes its free manoeuvre: no main action, no adjacency needed', () => {
    const s = afterFailedExit();
    expect(s.pending?.kind).toBe('d20/freeManoeuvre');
    const r = run(s, man('c-grim', 'c-alva', 'Knuff', [10], { cost: 'free' }));
    // Pushed straight away from Grim: (2,3) → (1,3).
    expect(at(r.state, 'c-alva')).toEqual(hex(1, 3));
    expect(r.state.pending).toBeNull();
    expect(r.state.encounter.economy?.['c-grim']).toBeUndefined();
    expect(event(r.events, 'd20/manoeuvre').data).toMatchObject({
      actorId: 'c-grim',
      cost: 'free',
      success: true,
    });
  });

  it('D20-POS-1 a free manoeuvre without an offer naming the actor and target is refused', () => {
    expect(() =>
      run(startFight(d20Fight()), man('c-alva', 'c-grim', 'Knuff', [10], { cost: 'free' })),
    ).toThrow('a free manoeuvre needs an offer');
    const s = afterFailedExit();
    // Bo is not owed one; Grim is owed one against Alva only; main actions wait for the pending step.
    expect(() => run(s, man('c-bo', 'c-grim', 'Knuff', [10], { cost: 'free' }))).toThrow('needs an offer');
    expect(() => run(s, man('c-grim', 'c-bo', 'Knuff', [10], { cost: 'free' }))).toThrow('needs an offer');
    expect(() => run(s, man('c-skugga', 'c-alva', 'Knuff', [10]))).toThrow('pending step');
  });

  it('D20-POS-1 each enemy left behind gets one; the offer passes on and ends with the last', () => {
    const s = afterFailedExit(true);
    const one = run(s, man('c-grim', 'c-alva', 'Slå ner', [1], { cost: 'free' })).state;
    expect(one.pending).toMatchObject(freeManoeuvreStep('c-skugga', 'c-alva', 'akrobatik'));
    expect(() => run(one, man('c-grim', 'c-alva', 'Slå ner', [20], { cost: 'free' }))).toThrow(
      'needs an offer',
    );
    const two = run(one, man('c-skugga', 'c-alva', 'Slå ner', [15], { cost: 'free' })).state;
    expect(two.pending).toBeNull();
    expect(who(two, 'c-alva').conditions.map((k) => k.key)).toEqual(['Nedslagen']);
  });

  it('D20-ATK-1 an EM offer gives the attacker `count` free manoeuvres', () => {
    const s: CampaignState = {
      ...startFight(d20Fight()),
      pending: { id: 'em-1', ...freeManoeuvreStep('c-alva', 'c-grim', 'em', 2) },
    };
    const one = run(s, man('c-alva', 'c-grim', 'Knuff', [12], { cost: 'free' })).state;
    expect(one.pending).toMatchObject({
      actorId: 'c-alva',
      data: { reason: 'em', count: 1, enemies: ['c-alva'] },
    });
    expect(at(one, 'c-grim')).toEqual(hex(5, 2));
    const two = run(one, man('c-alva', 'c-grim', 'Slå ner', [12], { cost: 'free' })).state;
    expect(two.pending).toBeNull();
    expect(two.encounter.economy?.['c-alva']).toBeUndefined();
    // Without an enemies list the offer's actor counts.
    const bare = run(
      { ...s, pending: { ...s.pending!, data: { reason: 'em', count: 1 } } },
      man('c-alva', 'c-grim', 'Grepp', [12], { cost: 'free' }),
    );
    expect(bare.state.pending).toBeNull();
  });

  it('D20-POS-1 the preview of an owed manoeuvre is possible at a distance', () => {
    const s = afterFailedExit();
    expect(previewManoeuvre(s, 'c-grim', 'c-alva', 'Tryck tillbaka')).toMatchObject({
      possible: true,
      reason: null,
    });
    expect(previewManoeuvre(s, 'c-bo', 'c-grim', 'Knuff').possible).toBe(false);
  });
});

describe('d20 manoeuvre previews and visibility', () => {
  it('D20-ACT-2 the preview gives SV, the factors and the chance', () => {
    const p = previewManoeuvre(startFight(d20Fight()), 'c-alva', 'c-grim', 'Knuff');
    expect(p).toMatchObject({
      system: 'd20',
      kind: 'd20/manoeuvre',
      manoeuvre: 'Knuff',
      possible: true,
      reason: null,
      sv: 13,
      modifier: 5,
      hit: 0.65,
    });
    const far = previewManoeuvre(startFight(d20Fight()), 'c-bo', 'c-grim', 'Grepp');
    expect(far).toMatchObject({ possible: false, reason: 'Bo must stand next to Grim (D20-ACT-2)' });
  });

  it('D20-ACT-2 a manoeuvre with a hidden combatant is logged for the GM only', () => {
    const s = patch(place(startFight(d20Fight()), 'c-skugga', hex(3, 1)), 'c-skugga', { hidden: true });
    const r = run(s, man('c-skugga', 'c-alva', 'Slå ner', [3]));
    expect(event(r.events, 'd20/manoeuvre').public).toBe(false);
    expect(event(r.events, 'd20/check').public).toBe(false);
  });
});
