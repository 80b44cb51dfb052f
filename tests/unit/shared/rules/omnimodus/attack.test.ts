import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { advantageDice, OMN_ATTACK_PENDING, planOmnAttack } from '@shared/rules/omnimodus/attack';
import { block, dodge, event, grimInCover, inRound, omnFight, run, runAll, who, swing } from './kitAttack';

function rolled(s: CampaignState, cmd: Parameters<typeof run>[1]) {
  const r = run(s, cmd);
  return { state: r.state, data: event(r.events, 'omnimodus/attackRolled').data };
}

describe('Omnimodus attack', () => {
  it('OMN-ATK-1 OMN-ATK-2 a sword attack is 2T6 + Närstrid; 11 ≥ 8 hits and waits for the defence', () => {
    const { state, data } = rolled(omnFight(), { ...swing, dice: [3, 4] });
    expect(data).toMatchObject({ skill: 'Närstrid', total: 11, hit: true, perfect: false });
    expect(state.pending?.kind).toBe(OMN_ATTACK_PENDING);
    expect(state.pending?.data.total).toBe(11);
  });

  it('OMN-ATK-2 a total below 8 misses and nothing waits', () => {
    const { state, data } = rolled(omnFight(), { ...swing, dice: [1, 2] });
    expect(data).toMatchObject({ total: 7, hit: false });
    expect(state.pending ?? null).toBeNull();
  });

  it('OMN-ATK-1 firearms roll Skjutvapen and take ranged-table rows; melee rows are refused for them', () => {
    const { data } = rolled(omnFight(), {
      ...swing,
      weaponId: 'w-pistol',
      rows: ['movingTarget'],
      dice: [4, 4],
    });
    // 8 + Skjutvapen 3 − 2 (Rörligt mål) + 1 (Mycket kort avstånd: Grim is the next hex, 2 m, on the map).
    expect(data).toMatchObject({ skill: 'Skjutvapen', total: 10 });
    expect(() => run(omnFight(), { ...swing, weaponId: 'w-pistol', rows: ['prone'], dice: [4, 4] })).toThrow(
      /no row "prone" in the ranged table/,
    );
  });

  it('OMN-ATK-1 a thrown knife rolls Kastvapen with melee rows refused; the GM modifier counts', () => {
    // 7 + Kastvapen 2 − 1 + 1 (point-blank from the map) = 9.
    const { data } = rolled(omnFight(), { ...swing, weaponId: 'w-kniv', modifier: -1, dice: [5, 2] });
    expect(data).toMatchObject({ skill: 'Kastvapen', total: 9, hit: true });
  });

  it('OMN-ATK-1 melee rows the GM picks change the total', () => {
    const { data } = rolled(omnFight(), { ...swing, rows: ['higher', 'darkness'], dice: [3, 4] });
    expect(data.total).toBe(10);
  });

  it('OMN-ATK-2 ties go to the defender: a dodge equal to the attack ends it', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    const r = run(s, dodge([4, 4]));
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({ total: 11, success: true });
    expect(r.state.pending).toBeNull();
  });

  it('OMN-ATK-2 a defence one below the attack fails and the attack waits for damage', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    const r = run(s, dodge([3, 4]));
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({ total: 10, success: false });
    expect(r.state.pending?.kind).toBe(OMN_ATTACK_PENDING);
  });

  it('OMN-ATK-3 quick and powerful attacks are refused while the optional rule is off', () => {
    expect(() => run(omnFight(), { ...swing, style: 'quick', dice: [3, 4] })).toThrow(/OMN-ATK-3/);
  });

  it('OMN-ATK-3 quick attack: defence −2 and one damage die fewer', () => {
    const on = { optional: { ...DEFAULT_OMNIMODUS_SETTINGS.optional, quickAndPowerful: true } };
    const s = runAll(
      omnFight(on),
      { ...swing, style: 'quick', dice: [3, 4] },
      // 8 + Manövrar 3 − 2 = 9 < 11.
    );
    const d = run(s, dodge([4, 4]));
    expect(event(d.events, 'omnimodus/defended').data).toMatchObject({ total: 9, success: false });
    // Sword 2T6+2 quick → 1T6+2: [5] + 2 = 7; location 7 → Bröst.
    const r = run(d.state, { type: 'omnimodus/resolve', dice: [5, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data.damage).toBe(7);
    expect(who(r.state, 'c-grim').resources.Bröst).toBe(7);
  });

  it('OMN-ATK-3 powerful attack: defence +2 and +3 damage for 2T6+2', () => {
    const on = { optional: { ...DEFAULT_OMNIMODUS_SETTINGS.optional, quickAndPowerful: true } };
    const s = runAll(omnFight(on), { ...swing, style: 'powerful', dice: [3, 4] });
    const d = run(s, dodge([2, 3]));
    // 5 + 3 + 2 = 10 < 11.
    expect(event(d.events, 'omnimodus/defended').data).toMatchObject({ total: 10, success: false });
    // [1, 1] + 2 + 3 = 7.
    const r = run(d.state, { type: 'omnimodus/resolve', dice: [1, 1, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data.damage).toBe(7);
  });

  it('OMN-ATK-4 advantage dice: +1T6 at 8, +2T6 at 10, +1T6 per further 2', () => {
    expect([7, 8, 9, 10, 11, 12, 14].map(advantageDice)).toEqual([0, 1, 1, 2, 2, 3, 4]);
  });

  it('OMN-ATK-4 beating the dodge by 13 adds 3T6 when the rule is on (none when off)', () => {
    const on = { optional: { ...DEFAULT_OMNIMODUS_SETTINGS.optional, attackAdvantage: true } };
    // 10 + 4 + 6 = 20; dodge 4 + 3 = 7; margin 13.
    const s = runAll(omnFight(on), { ...swing, modifier: 6, dice: [5, 5] }, dodge([1, 3]));
    // Sword [1, 1] + 2, three extra dice [2, 2, 2] = 10; location 7.
    const r = run(s, { type: 'omnimodus/resolve', dice: [1, 1, 2, 2, 2, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data).toMatchObject({ damage: 10, extraDice: 3 });
    const off = runAll(omnFight(), { ...swing, modifier: 6, dice: [5, 5] }, dodge([1, 3]));
    expect(
      event(run(off, { type: 'omnimodus/resolve', dice: [1, 1, 3, 4] }).events, 'omnimodus/damageRolled').data
        .damage,
    ).toBe(4);
  });

  it('OMN-PERF-1 a perfect attack beats a higher ordinary defence and adds 1T6 damage', () => {
    const s = runAll(omnFight(), { ...swing, dice: [6, 6] });
    const d = run(s, dodge([6, 5], { modifier: 5 }));
    // 11 + 3 + 5 = 19 ≥ 16, but only a perfect defence stops a perfect attack.
    expect(event(d.events, 'omnimodus/defended').data).toMatchObject({ total: 19, success: false });
    const r = run(d.state, { type: 'omnimodus/resolve', dice: [1, 1, 6, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data).toMatchObject({ damage: 10, extraDice: 1 });
  });

  it('OMN-PERF-2 a perfect dodge stops an attack it does not reach', () => {
    const s = runAll(omnFight(), { ...swing, modifier: 10, dice: [4, 4] });
    const r = run(s, dodge([6, 6]));
    expect(event(r.events, 'omnimodus/defended').data).toMatchObject({
      total: 15,
      success: true,
      perfect: true,
    });
    expect(r.state.pending).toBeNull();
  });

  it('OMN-PERF-2 a perfect block takes 1T6 off before Brytvärde; the shield breaks but nothing goes through', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, block([6, 6]));
    // [6, 6] + 2 = 14, − [2] = 12 > 2 × 5: broken; a perfect defence is not hurt.
    const r = run(s, { type: 'omnimodus/resolve', dice: [6, 6, 2] });
    expect(event(r.events, 'omnimodus/objectHit').data).toMatchObject({
      damage: 12,
      broken: true,
      through: 0,
    });
    expect(who(r.state, 'c-grim').weapons.find((w) => w.id === 'w-skold')?.values).toMatchObject({
      Trasig: true,
      Brytvärde: 0,
    });
    expect(who(r.state, 'c-grim').resources).toEqual({});
  });

  it('OMN-PERF-3 both perfect: neither benefits (compared as usual, no extra die)', () => {
    const s = runAll(omnFight(), { ...swing, dice: [6, 6] });
    const d = run(s, dodge([6, 6]));
    expect(event(d.events, 'omnimodus/defended').data).toMatchObject({ total: 15, success: false });
    const r = run(d.state, { type: 'omnimodus/resolve', dice: [1, 1, 3, 4] });
    expect(event(r.events, 'omnimodus/damageRolled').data).toMatchObject({ damage: 4, extraDice: 0 });
  });

  it('OMN-PERF-3 a perfect attack against a perfect block: neither benefits, no −1T6 for the block', () => {
    // Attack 12 + 4 = 16 (perfect); block 12 + Närstrid 4 + Försvarsvärde 3 = 19 (perfect): it holds.
    const s = runAll(omnFight(), { ...swing, dice: [6, 6] }, block([6, 6]));
    // Only the sword's 2T6+2 is rolled: no extra T6 for the attack, no 1T6 off for the block.
    const r = run(s, { type: 'omnimodus/resolve', dice: [3, 3] });
    expect(event(r.events, 'omnimodus/damageRolled').data).toMatchObject({ damage: 8, extraDice: 0 });
    expect(event(r.events, 'omnimodus/objectHit').data).toMatchObject({
      damage: 8,
      notched: true,
      broken: false,
      through: 0,
    });
    expect(r.events.filter((e) => e.type === 'dice/rolled')).toHaveLength(1);
  });

  it('OMN-FUM-1 a fumbled melee attack rolls 2T6 on the melee fumble table and misses', () => {
    const r = run(omnFight(), { ...swing, dice: [1, 1, 3, 4] });
    expect(event(r.events, 'omnimodus/fumble').data).toEqual({
      id: 'c-alva',
      table: 'melee',
      total: 7,
      result: 'Ur balans: nästa försvar −2',
    });
    expect(r.state.pending ?? null).toBeNull();
  });

  it('OMN-FUM-1 a fumbled shot uses the ranged table; a fumbled defence the defence table and fails', () => {
    const shot = run(omnFight(), { ...swing, weaponId: 'w-pistol', dice: [1, 1, 2, 2] });
    expect(event(shot.events, 'omnimodus/fumble').data).toMatchObject({
      table: 'ranged',
      result: 'Eldavbrott: en runda att åtgärda',
    });
    const s = runAll(omnFight(), { ...swing, modifier: -5, dice: [5, 4] });
    const d = run(s, dodge([1, 1, 2, 2], { modifier: 10 }));
    expect(event(d.events, 'omnimodus/fumble').data).toMatchObject({
      table: 'defence',
      result: 'Tappar vapnet eller skölden',
    });
    expect(event(d.events, 'omnimodus/defended').data).toMatchObject({ success: false });
  });

  it('omnimodus/cancel drops the waiting attack; a second attack waits its turn', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] });
    expect(() => run(s, { ...swing, dice: [3, 4] })).toThrow(/still waiting/);
    expect(run(s, { type: 'omnimodus/cancel' }).state.pending).toBeNull();
    expect(() => run(omnFight(), { type: 'omnimodus/cancel' })).toThrow(/no omnimodus\/attack step/);
  });

  it('OMN-ATK-1 the damage dice must be written like 2T6+2', () => {
    const s = omnFight();
    const bad = {
      ...s,
      combatants: s.combatants.map((c) =>
        c.id === 'c-alva' ? { ...c, weapons: [{ id: 'w-x', name: 'X', values: { Skada: 'mycket' } }] } : c,
      ),
    };
    expect(() => run(bad, { ...swing, weaponId: 'w-x', dice: [3, 4] })).toThrow(/not dice like 2T6\+2/);
  });

  it('OMN-MULTI-1 [optional] two declared attacks on one opponent: −2 on the attack roll (none when off)', () => {
    const on = { optional: { ...DEFAULT_OMNIMODUS_SETTINGS.optional, multipleAttacks: true } };
    const twice = (s: CampaignState): CampaignState => ({
      ...s,
      encounter: {
        ...s.encounter,
        declared: { 'c-alva': { action: 'melee', targets: ['c-grim'], data: { attacks: 2 } } },
      },
    });
    const r = run(twice(inRound(omnFight(on))), { ...swing, dice: [3, 4] });
    expect(event(r.events, 'omnimodus/attackRolled').data.total).toBe(9);
    const off = run(twice(inRound(omnFight())), { ...swing, dice: [3, 4] });
    expect(event(off.events, 'omnimodus/attackRolled').data.total).toBe(11);
  });

  it('OMN-ATK-2 an attack on a hidden combatant is logged for the GM only', () => {
    const s = omnFight();
    const hidden = {
      ...s,
      combatants: s.combatants.map((c) => (c.id === 'c-grim' ? { ...c, hidden: true } : c)),
    };
    const r = run(hidden, { ...swing, dice: [3, 4] });
    // Every event of it, the dice and the roll included: those do not name the target but give it away.
    expect(r.events.filter((e) => e.public).map((e) => e.type)).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['dice/rolled', 'omnimodus/roll', 'omnimodus/attackRolled']),
    );
    // The defence against a hidden attacker too.
    const hiddenAttacker = {
      ...s,
      combatants: s.combatants.map((c) => (c.id === 'c-alva' ? { ...c, hidden: true } : c)),
    };
    const d = run(run(hiddenAttacker, { ...swing, dice: [5, 5] }).state, dodge([2, 3]));
    expect(d.events.filter((e) => e.public).map((e) => e.type)).toEqual([]);
    expect(event(run(s, { ...swing, dice: [3, 4] }).events, 'omnimodus/attackRolled').public).toBe(true);
  });

  it('OMN-ATK-1 OMN-LOC-5 the plan shows the skill and every modifier before the dice', () => {
    const plan = planOmnAttack(grimInCover(omnFight()), {
      attackerId: 'c-alva',
      targetId: 'c-grim',
      weaponId: 'w-pistol',
      rows: ['movingTarget'],
      modifier: 1,
    });
    expect(plan).toMatchObject({ skill: 'Skjutvapen', skillValue: 3, exposure: 'headAndArms', modifier: -1 });
    expect(plan.factors.map((f) => [f.term, f.effect])).toEqual([
      ['Rörligt mål', -2],
      ['Träffområde (högt, huvud och båda armarna)', -3],
      ['Spelledaren', 1],
    ]);
  });
});
