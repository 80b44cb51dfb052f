import { describe, expect, it } from 'vitest';
import { omnimodusSystem } from '@shared/rules/omnimodus/system';
import { PERFECT_INITIATIVE, shownInitiative } from '@shared/rules/omnimodus/initiative';
import { allowedDefences } from '@shared/rules/omnimodus/actions';
import { toPlayerView } from '@shared/view/playerView';
import { attrs, current, endRound, patch, rollInit, run, runAll, started, turnFight, who } from './kitTurn';

const ALL = { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] };

describe('Omnimodus initiative', () => {
  it('OMN-RND-1 a round is 4 seconds on the clock', () => {
    expect(omnimodusSystem.secondsPerRound).toBe(4);
  });

  it('OMN-INIT-1 a skill roll with the higher of Närstrid and Manövrar; highest acts first (OMN-INIT-2)', () => {
    // Grim: Manövrar 7 beats Närstrid 4 → 2+2+7 = 11; Alva 3+4+4 = 11 → tie, Grim's higher skill first.
    const s = started(attrs(turnFight(), 'c-grim', { Manövrar: 7 }), ALL);
    expect(who(s, 'c-alva').initiative).toBe(11);
    expect(who(s, 'c-grim').initiative).toBe(11);
    expect(who(s, 'c-dag').initiative).toBe(7);
    expect(s.encounter.order).toEqual(['c-grim', 'c-alva', 'c-dag']);
    expect(current(s)).toBe('c-grim');
  });

  it('OMN-INIT-1 [table] the wounded row applies with damage on any area, others by conditions named like the row', () => {
    let s = patch(turnFight(), 'c-alva', { resources: { Bröst: 2 } });
    s = patch(s, 'c-grim', {
      conditions: [{ key: 'Liggande', public: true, untilRound: null, note: '' }],
    });
    s = started(s, { 'c-alva': [3, 4], 'c-grim': [4, 4], 'c-dag': [3, 4] });
    expect(who(s, 'c-alva').initiative).toBe(7 + 4 - 2); // Skadad −2
    expect(who(s, 'c-grim').initiative).toBe(8 + 4 - 2); // Liggande −2
    expect(who(s, 'c-dag').initiative).toBe(11);
  });

  it('OMN-INIT-2 a perfect roll acts before every non-perfect roll, whatever the totals', () => {
    // Dag: skill −3, double six → 9 but perfect; Alva: Närstrid 15 → 3+4+15 = 22.
    let s = attrs(turnFight(), 'c-dag', { Närstrid: -3, Manövrar: -3 });
    s = attrs(s, 'c-alva', { Närstrid: 15 });
    s = started(s, { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [6, 6] });
    expect(s.encounter.order).toEqual(['c-dag', 'c-alva', 'c-grim']);
    expect(who(s, 'c-dag').initiative).toBe(9 + PERFECT_INITIATIVE);
    expect(shownInitiative(9 + PERFECT_INITIATIVE)).toEqual({ total: 9, perfect: true });
    expect(shownInitiative(22)).toEqual({ total: 22, perfect: false });
  });

  it('OMN-INIT-2 the log reads a perfect initiative as ★ and its total, never the raised value', () => {
    const s = runAll(turnFight(), { type: 'encounter/start' });
    const { events } = run(s, rollInit({ 'c-alva': [3, 4], 'c-grim': [2, 3], 'c-dag': [6, 6] }));
    const shown = Object.fromEntries(
      events.filter((e) => e.type === 'initiative/rolled').map((e) => [e.data.id, e.data.shown]),
    );
    // Grim and Dag: Närstrid 4; Alva 4: 7 + 4 = 11; Dag 12 + 4 = 16, perfect.
    expect(shown).toEqual({ 'c-alva': '11', 'c-grim': '9', 'c-dag': '★16' });
  });

  it("OMN-ACT-5 a posture shows on the players' tokens (lying down flat), standing shows nothing", () => {
    let s = started(turnFight(), { 'c-alva': [5, 5], 'c-grim': [2, 3], 'c-dag': [3, 3] });
    s = run(s, { type: 'omnimodus/posture', id: 'c-alva', posture: 'Liggande' }).state;
    const tokens = toPlayerView(s).scene.tokens;
    expect(tokens.find((t) => t.combatantId === 'c-alva')?.posture).toEqual({
      term: 'Liggande',
      prone: true,
    });
    expect(tokens.find((t) => t.combatantId === 'c-grim')?.posture).toBeUndefined();
  });

  it('OMN-INIT-2 a fumble hesitates: no action this round, defends as usual; it ends at the next round', () => {
    const s = started(turnFight(), { 'c-alva': [1, 1], 'c-grim': [2, 2], 'c-dag': [3, 3] });
    const tvekar = who(s, 'c-alva').conditions.find((k) => k.key === 'Tvekar');
    expect(tvekar?.untilRound).toBe(2);
    expect(allowedDefences(s, 'c-alva')).toEqual(['dodge', 'block']);
    const atAlva = runAll(s, { type: 'encounter/nextTurn' }, { type: 'encounter/nextTurn' });
    expect(current(atAlva)).toBe('c-alva');
    expect(() => run(atAlva, { type: 'omnimodus/declare', id: 'c-alva', action: 'melee' })).toThrow(
      /hesitates/,
    );
    const next = endRound(s);
    expect(next.encounter.round).toBe(2);
    expect(who(next, 'c-alva').conditions.some((k) => k.key === 'Tvekar')).toBe(false);
  });

  it('OMN-INIT-2 interpretation: equal totals and skills are settled by a 1T6 roll-off', () => {
    const s = started(turnFight(), { 'c-alva': [3, 4, 2], 'c-grim': [3, 4, 5], 'c-dag': [1, 2] });
    expect(s.encounter.order).toEqual(['c-grim', 'c-alva', 'c-dag']);
    expect(who(s, 'c-alva').initiativeTiebreak).toEqual([4, 2]);
  });

  it('OMN-INIT-1 initiative is rolled again every round and the round waits for it', () => {
    const s = endRound(started(turnFight(), ALL));
    expect(s.encounter.awaitingInitiative).toBe(true);
    expect(who(s, 'c-alva').initiative).toBeNull();
    expect(() => run(s, { type: 'encounter/nextTurn' })).toThrow();
    const r2 = run(s, rollInit({ 'c-alva': [1, 2], 'c-grim': [6, 5], 'c-dag': [3, 3] })).state;
    expect(r2.encounter.order).toEqual(['c-grim', 'c-dag', 'c-alva']);
    expect(r2.encounter.awaitingInitiative).toBeUndefined();
  });

  it('OMN-INIT-2 a hesitation left from an ended fight ends with the next roll', () => {
    let s = started(turnFight(), { 'c-alva': [1, 1], 'c-grim': [2, 2], 'c-dag': [3, 3] });
    s = run(s, { type: 'encounter/end' }).state;
    expect(who(s, 'c-alva').conditions.some((k) => k.key === 'Tvekar')).toBe(true);
    s = started(s, { 'c-alva': [3, 3], 'c-grim': [2, 2], 'c-dag': [1, 2] });
    expect(who(s, 'c-alva').conditions.some((k) => k.key === 'Tvekar')).toBe(false);
    expect(current(s)).toBe('c-alva');
  });
});
