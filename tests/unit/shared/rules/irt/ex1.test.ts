/**
 * IRT-EX-1, the worked example of the combat chapter, reproduced exactly through the engine with
 * entered dice on the demo campaign, and the attack's resolution order (IRT-SEQ).
 */
import { describe, expect, it } from 'vitest';
import { adjustResource } from '../../../helpers/commands';
import { applyCommand } from '@shared/rules/core/engine';
import { scriptedDice } from '@shared/dice/dice';
import type { Command } from '@shared/model/commands';
import { frozenDemo } from '../../../../helpers/campaigns';
import { antonShot, who } from './kit';

const none = { dice: scriptedDice([]) };

const shoot: Command = { ...antonShot, dice: [12, 10, 11, 3, 5] };

describe('IRT-EX-1 Anton shoots the border guard with the pistol', () => {
  it('IRT-EX-1 reproduces exactly: Normal, 3 successes, +1 Fokus, 4 KP, Tjänstduglig, 1 Stress, crit 8 Genomskjuten axel', () => {
    const s0 = frozenDemo();
    const declared = applyCommand(s0, shoot, none);
    const attackEvent = declared.events.find((e) => e.type === 'irt/attackDeclared');
    expect(attackEvent?.data).toMatchObject({
      pool: 5,
      band: 'Kort',
      difficulty: 'Normal',
      suggested: 'Normal',
    });
    expect(attackEvent?.data.attributes).toEqual(['Smidighet', 'Strid']);
    // IRT-DICE-6: the 12 gives Anton 1 Fokus at once (2 → 3).
    expect(who(declared.state, 'c-anton').resources.fokus).toBe(3);
    expect(declared.state.pending?.kind).toBe('irt/attack');

    // Crit die 8, body-part die 3 (left shoulder), healing-time die 5.
    const resolved = applyCommand(declared.state, { type: 'irt/resolve', dice: [8, 3, 5] }, none);
    const s = resolved.state;
    const res = resolved.events.find((e) => e.type === 'irt/attackResolved');
    expect(res?.data).toMatchObject({
      difficulty: 'Normal',
      successes: 3,
      hit: true,
      effekt: 2,
      skada: 3,
      skydd: 1,
      kp: 4,
      twelves: 1,
    });
    const guard = who(s, 'c-gransvakt');
    expect(guard.resources.kp).toBe(4);
    expect(guard.resources.stress).toBe(1);
    const dmg = resolved.events.find((e) => e.type === 'irt/damage');
    expect(dmg?.data).toMatchObject({ woundBefore: 'Tjänstduglig', woundAfter: 'Tjänstduglig', tålighet: 5 });
    const crit = resolved.events.find((e) => e.type === 'irt/crit');
    expect(crit?.data).toMatchObject({
      damageType: 'Skjutvapen',
      roll: 8,
      modifier: 0,
      total: 8,
      row: 'Genomskjuten axel',
      bodyPart: 'vänster axel',
    });
    // The row's effects landed: Kraftig blödning with its per-round timer …
    const bleeding = guard.conditions.find((k) => k.key === 'Blödning');
    expect(bleeding?.data?.level).toBe('Kraftig');
    expect(s.timers?.find((t) => t.kind === 'irt/bleeding' && t.combatantId === 'c-gransvakt')).toMatchObject(
      {
        every: 5,
      },
    );
    // … and the unusable shoulder, cared for by Kirurgi (Svår), healing in 5 weeks.
    const shoulder = guard.conditions.find((k) => k.key === 'Genomskjuten axel');
    expect(shoulder?.data).toMatchObject({
      crit: 'Genomskjuten axel',
      part: 'vänster axel',
      limbUnusable: 'vänster axel',
      careType: 'Kirurgi',
      careDifficulty: 'Svår',
      untilTreated: true,
      healingTime: '5 veckor',
    });
    expect(s.pending).toBeNull();
    // Anton keeps the Fokus from the 12; nobody else's Fokus changed.
    expect(who(s, 'c-anton').resources.fokus).toBe(3);
    expect(who(s, 'c-gransvakt').resources.fokus).toBe(1);
    // Five seconds (one round) later the Kraftig blödning has cost 1 KP (IRT-BLD-1 timer).
    const later = applyCommand(s, { type: 'time/advance', seconds: 5 }, none).state;
    expect(who(later, 'c-gransvakt').resources.kp).toBe(5);
  });

  it('IRT-EX-1 body-part die 10 puts the wound in the right shoulder', () => {
    const s1 = applyCommand(frozenDemo(), shoot, none).state;
    const s = applyCommand(s1, { type: 'irt/resolve', dice: [8, 10, 1] }, none).state;
    expect(who(s, 'c-gransvakt').conditions.find((k) => k.key === 'Genomskjuten axel')?.data?.part).toBe(
      'höger axel',
    );
  });
});

describe('IRT-SEQ resolution order', () => {
  it('IRT-SEQ hit → KP → apply and thresholds → Stress → crit, in that order in the log', () => {
    const s1 = applyCommand(frozenDemo(), shoot, none).state;
    const { events } = applyCommand(s1, { type: 'irt/resolve', dice: [8, 3, 5] }, none);
    const types = events.map((e) => e.type);
    const at = (t: string): number => types.indexOf(t);
    expect(at('irt/attackResolved')).toBeGreaterThanOrEqual(0);
    expect(at('irt/attackResolved')).toBeLessThan(at('irt/damage'));
    expect(at('irt/damage')).toBeLessThan(at('irt/stress'));
    expect(at('irt/stress')).toBeLessThan(at('irt/crit'));
    // Fokus for the 12 came first of all, at the roll (IRT-DICE-6), not at resolution.
    expect(types).not.toContain('irt/fokus');
  });

  it('IRT-SEQ a Sårad threshold crossed by the hit gives its extra Stress before the crit is rolled', () => {
    const s0 = frozenDemo();
    const hurt = applyCommand(s0, adjustResource('c-gransvakt', 'kp', 3), none).state;
    const s1 = applyCommand(hurt, shoot, none).state;
    const { state, events } = applyCommand(s1, { type: 'irt/resolve', dice: [8, 3, 5] }, none);
    // 3 + 4 = 7 KP > Tålighet 5: Sårad; 1 Stress for the KP, 1 for becoming Sårad.
    expect(who(state, 'c-gransvakt').resources.stress).toBe(2);
    const stressIdx = events.map((e, i) => (e.type === 'irt/stress' ? i : -1)).filter((i) => i >= 0);
    expect(stressIdx).toHaveLength(2);
    expect(Math.max(...stressIdx)).toBeLessThan(events.findIndex((e) => e.type === 'irt/crit'));
  });
});
