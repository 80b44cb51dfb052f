/**
 * d20 other actions through the engine: interact (D20-ACT-4), support (D20-ACT-5), held actions
 * (D20-ACT-6, D20-REA-6) and breaking line of sight (D20-REA-3). Kit: Alva STY 2, SMI 3, Akrobatik 2.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { d20Fight, event, hex, place, run, startFight, who } from './kit';

function interact(
  actorId: string,
  sv: number,
  dice: number[],
  extra: Partial<{ skill: 'Akrobatik' | null; cost: 'main' | 'reaction' | 'free' }> = {},
): Command {
  return {
    type: 'd20/interact',
    actorId,
    sv,
    attribute: extra.skill ? 'SMI' : 'STY',
    skill: extra.skill ?? null,
    description: 'drar i spaken',
    dice,
    ...(extra.cost ? { cost: extra.cost } : {}),
  };
}

function keys(s: CampaignState, id: string): string[] {
  return who(s, id).conditions.map((k) => k.key);
}

describe('d20 interacting with the surroundings (D20-ACT-4)', () => {
  it('D20-ACT-4 1T20 + attribute against SV 10–15 (no skill), as the main action', () => {
    const r = run(startFight(d20Fight()), interact('c-alva', 12, [10]));
    expect(event(r.events, 'd20/check').data).toMatchObject({
      id: 'c-alva',
      purpose: 'interaktion',
      face: 10,
      modifier: 2,
      total: 12,
      sv: 12,
      success: true,
    });
    expect(event(r.events, 'd20/interacted')).toMatchObject({
      public: true,
      data: { id: 'c-alva', description: 'drar i spaken', success: true, total: 12, sv: 12 },
    });
    expect(r.state.encounter.economy?.['c-alva']).toEqual({ main: 1, steps: 0, reactions: 0 });
    expect(() => run(r.state, interact('c-alva', 12, [10]))).toThrow(
      'Alva has already used the main action this round (D20-TURN-1)',
    );
  });

  it('D20-ACT-4 with a skill: 1T20 + attribute + skill; a failure is logged', () => {
    const r = run(startFight(d20Fight()), interact('c-alva', 11, [5], { skill: 'Akrobatik' }));
    expect(event(r.events, 'd20/check').data).toMatchObject({ modifier: 5, total: 10, success: false });
    expect(event(r.events, 'd20/interacted').data).toMatchObject({ success: false, total: 10 });
  });

  it('D20-ACT-4 the SV must be 10–15', () => {
    expect(() => run(d20Fight(), interact('c-alva', 16, [10]))).toThrow();
    expect(() => run(d20Fight(), interact('c-alva', 9, [10]))).toThrow();
  });

  it('D20-TURN-1 outside an encounter nothing is counted', () => {
    let s = run(d20Fight(), interact('c-alva', 12, [10])).state;
    s = run(s, interact('c-alva', 12, [10])).state;
    expect(s.encounter.economy).toBeUndefined();
  });
});

describe('d20 support (D20-ACT-5)', () => {
  it('D20-ACT-5 the main action gives an ally Stöd: +1 on its next roll, then gone', () => {
    const r = run(startFight(d20Fight()), { type: 'd20/support', actorId: 'c-bo', allyId: 'c-alva' });
    expect(who(r.state, 'c-alva').conditions).toMatchObject([
      { key: 'Stöd', public: true, untilRound: 3, data: { by: 'c-bo', byName: 'Bo' } },
    ]);
    expect(event(r.events, 'd20/supported').data).toEqual({
      id: 'c-bo',
      allyId: 'c-alva',
      condition: 'Stöd',
    });
    expect(r.state.encounter.economy?.['c-bo']?.main).toBe(1);
    // 9 + STY 2 + Stöd 1 = 12.
    const used = run(r.state, interact('c-alva', 12, [9]));
    expect(event(used.events, 'd20/check').data).toMatchObject({ modifier: 3, total: 12, success: true });
    expect(who(used.state, 'c-alva').conditions).toEqual([]);
    // The next roll is back to +2.
    const next = run(used.state, interact('c-alva', 12, [9], { cost: 'free' }));
    expect(event(next.events, 'd20/check').data).toMatchObject({ modifier: 2, success: false });
  });

  it('D20-ACT-5 not oneself, not an enemy', () => {
    const s = startFight(d20Fight());
    expect(() => run(s, { type: 'd20/support', actorId: 'c-bo', allyId: 'c-bo' })).toThrow(
      'Bo cannot support itself (D20-ACT-5)',
    );
    expect(() => run(s, { type: 'd20/support', actorId: 'c-bo', allyId: 'c-grim' })).toThrow(
      'Grim is not an ally of Bo (D20-ACT-5)',
    );
  });
});

describe('d20 held actions (D20-ACT-6, D20-REA-6)', () => {
  it('D20-ACT-6 holding is the main action: Förberedd (GM only) with the trigger', () => {
    const r = run(startFight(d20Fight()), {
      type: 'd20/hold',
      actorId: 'c-alva',
      trigger: 'när dörren öppnas',
    });
    expect(who(r.state, 'c-alva').conditions).toMatchObject([
      { key: 'Förberedd', public: false, note: 'när dörren öppnas', untilRound: 2 },
    ]);
    expect(event(r.events, 'd20/held')).toMatchObject({
      public: false,
      data: { id: 'c-alva', trigger: 'när dörren öppnas' },
    });
    expect(r.state.encounter.economy?.['c-alva']?.main).toBe(1);
  });

  it('D20-REA-6 the trigger spends the reaction and ends Förberedd; the action itself is then free', () => {
    let s = run(startFight(d20Fight()), {
      type: 'd20/hold',
      actorId: 'c-alva',
      trigger: 'när dörren öppnas',
    }).state;
    const r = run(s, { type: 'd20/trigger', actorId: 'c-alva' });
    expect(event(r.events, 'd20/triggered')).toMatchObject({
      public: true,
      data: { id: 'c-alva', trigger: 'när dörren öppnas' },
    });
    expect(keys(r.state, 'c-alva')).toEqual([]);
    expect(r.state.encounter.economy?.['c-alva']).toEqual({ main: 1, steps: 0, reactions: 1 });
    s = run(r.state, interact('c-alva', 10, [8], { cost: 'free' })).state;
    expect(s.encounter.economy?.['c-alva']).toEqual({ main: 1, steps: 0, reactions: 1 });
  });

  it('D20-REA-6 no held action, or the reaction already spent: refused', () => {
    const s = startFight(d20Fight());
    expect(() => run(s, { type: 'd20/trigger', actorId: 'c-alva' })).toThrow(
      'Alva holds no prepared action (Förberedd, D20-ACT-6)',
    );
    const held = run(s, { type: 'd20/hold', actorId: 'c-alva', trigger: 'när Grim rör sig' }).state;
    const spent = run(held, { type: 'd20/setEconomy', id: 'c-alva', reactions: 1 }).state;
    expect(() => run(spent, { type: 'd20/trigger', actorId: 'c-alva' })).toThrow(
      'Alva has already used the reaction this round (D20-TURN-1)',
    );
  });
});

describe('d20 breaking line of sight (D20-REA-3)', () => {
  it('D20-REA-3 behind the zone’s cover: Utom synhåll until the next round, as the reaction', () => {
    // Bo steps into the wood (Skogen, Skydd 1).
    const s = place(startFight(d20Fight()), 'c-bo', hex(2, 1));
    const r = run(s, { type: 'd20/breakSight', id: 'c-bo' });
    expect(who(r.state, 'c-bo').conditions).toMatchObject([
      { key: 'Utom synhåll', public: true, untilRound: 2 },
    ]);
    expect(event(r.events, 'd20/sightBroken')).toMatchObject({
      public: true,
      data: { id: 'c-bo', zoneId: 'z-skogen', zoneName: 'Skogen', condition: 'Utom synhåll' },
    });
    expect(r.state.encounter.economy?.['c-bo']).toEqual({ main: 0, steps: 0, reactions: 1 });
    expect(() => run(r.state, { type: 'd20/breakSight', id: 'c-bo' })).toThrow(
      'Bo has already used the reaction this round (D20-TURN-1)',
    );
  });

  it('D20-REA-3 without cover in the zone it is refused', () => {
    expect(() => run(startFight(d20Fight()), { type: 'd20/breakSight', id: 'c-bo' })).toThrow(
      'Fältet has no cover (Skydd) to break line of sight behind (D20-REA-3)',
    );
  });
});
