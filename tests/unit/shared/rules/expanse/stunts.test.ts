import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { ExpanseSettings } from '@shared/model/expanseSettings';
import { DEFAULT_EXPANSE_SETTINGS, DEFAULT_STUNTS } from '@shared/rules/expanse/defaults';
import { planAttack } from '@shared/rules/expanse/attack';
import { affordableStunts } from '@shared/rules/expanse/stunts';
import { expCombatant } from '@shared/rules/expanse/sheet';
import {
  adjacent,
  at,
  BOBBY,
  conditionKeys,
  event,
  expFight,
  hex,
  inRound,
  patch,
  placeAt,
  punch,
  run,
  runAll,
  setCondition,
  THUG,
  thugKnife,
  who,
} from './kit';

const AMOS = 'c-amos';

/** Bobby next to the thug, Amos 2 m behind Bobby (a fight in round 1, Bobby's turn). */
function scene(): CampaignState {
  const s = inRound(adjacent(expFight()), [BOBBY, THUG, AMOS]);
  const blank = expCombatant(AMOS, 'Amos', 'character');
  const amos = { ...blank, attributes: { ...blank.attributes, Fighting: 2 } };
  return {
    ...s,
    combatants: [...s.combatants, amos],
    scenes: s.scenes.map((sc) => ({
      ...sc,
      tokens: [...sc.tokens, { id: 't-amos', combatantId: AMOS, hex: hex(0, 3), hidden: false }],
    })),
  };
}

/** Bobby hits with doubles: Drama Die `sp` (3 3 sp hits Defense 11 for any sp ≥ 1). */
function withSp(s: CampaignState, sp: number): CampaignState {
  return run(s, { ...punch, dice: [3, 3, sp] }).state;
}

function stunts(list: Extract<Command, { type: 'expanse/stunts' }>['stunts'], dice?: number[]): Command {
  return { type: 'expanse/stunts', stunts: list, ...(dice ? { dice } : {}) };
}

describe('Expanse stunts', () => {
  it('EXP-STUNT-1 the digest’s stunts are data with their costs', () => {
    expect(DEFAULT_STUNTS.map((x) => [x.name, x.min, x.max])).toEqual([
      ['Adrenaline Rush', 1, 3],
      ['Momentum', 1, 3],
      ['Duck and Weave', 1, 3],
      ['Take Cover', 1, 3],
      ['Guardian Angel', 1, null],
      ['Skirmish', 1, null],
      ["Whatever's Handy", 1, 1],
      ['Group Tactics', 2, null],
      ['Double-Team', 2, 2],
      ['Injure', 2, 2],
      ['Knock Prone', 2, 2],
      ['Lightning Attack', 2, 2],
    ]);
    expect(affordableStunts(expFight(), 1).map((x) => x.id)).toEqual([
      'adrenalineRush',
      'momentum',
      'duckAndWeave',
      'takeCover',
      'guardianAngel',
      'skirmish',
      'whateversHandy',
    ]);
  });

  it('EXP-STUNT-1 EXP-SP-1 spending: within the SP earned, each stunt’s cost, once each; leftovers are lost and the attack ends', () => {
    const s = withSp(scene(), 3);
    expect(() =>
      run(
        s,
        stunts([
          { stunt: 'knockProne', sp: 2 },
          { stunt: 'momentum', sp: 2 },
        ]),
      ),
    ).toThrow(/4 SP chosen, 3/);
    expect(() => run(s, stunts([{ stunt: 'knockProne', sp: 3 }]))).toThrow(/costs 2 SP/);
    expect(() =>
      run(
        s,
        stunts([
          { stunt: 'duckAndWeave', sp: 1 },
          { stunt: 'duckAndWeave', sp: 1 },
        ]),
      ),
    ).toThrow(/once per attack/);
    expect(() => run(s, stunts([{ stunt: 'Pierce Armor', sp: 1 }]))).toThrow(/no stunt/);
    const r = run(
      run(s, { type: 'expanse/damage', dice: [1] }).state,
      stunts([{ stunt: 'Knock Prone', sp: 2 }]),
    );
    expect(event(r.events, 'expanse/spLost').data.sp).toBe(1);
    expect(r.state.pending).toBeNull();
  });

  it('EXP-STUNT-1 Knock Prone: the target falls prone', () => {
    const r = run(withSp(scene(), 2), stunts([{ stunt: 'knockProne', sp: 2 }]));
    expect(conditionKeys(r.state, THUG)).toContain('Prone');
    expect(event(r.events, 'expanse/stunt').data).toMatchObject({ name: 'Knock Prone', sp: 2 });
  });

  it('EXP-ACT-MIN EXP-STUNT-1 Stand Firm: Knock Prone and Skirmish need an opposed Strength (Might) win; SP are spent either way', () => {
    let s = setCondition(scene(), THUG, { key: 'Stand Firm' });
    s = withSp(s, 2);
    // Bobby Strength 3: 3 3 1 = 10; the thug resists with Strength 2 (better than Dexterity 1): 4 4 4 = 14.
    const held = run(s, stunts([{ stunt: 'knockProne', sp: 2 }], [3, 3, 1, 4, 4, 4]));
    expect(event(held.events, 'expanse/standFirm').data).toMatchObject({
      attack: 10,
      resist: 14,
      won: false,
    });
    expect(conditionKeys(held.state, THUG)).not.toContain('Prone');
    expect(held.state.pending?.data.spLeft).toBe(0);
    const fell = run(s, stunts([{ stunt: 'knockProne', sp: 2 }], [6, 6, 1, 1, 1, 1]));
    expect(conditionKeys(fell.state, THUG)).toContain('Prone');
  });

  it('EXP-STUNT-1 Skirmish moves the target (or the attacker) 2 m per SP', () => {
    const s = withSp(scene(), 2);
    const pushed = run(s, stunts([{ stunt: 'skirmish', sp: 2, to: hex(5) }])).state;
    expect(at(pushed, THUG)).toEqual(hex(5));
    expect(() => run(s, stunts([{ stunt: 'skirmish', sp: 2, to: hex(6) }]))).toThrow(/may move 4 m/);
    const self = run(s, stunts([{ stunt: 'skirmish', sp: 1, moves: 'self', to: hex(0, 1) }])).state;
    expect(at(self, BOBBY)).toEqual(hex(0, 1));
  });

  it('EXP-STUNT-1 EXP-INIT-5 Momentum moves the attacker 3 initiative per SP and re-sorts the order', () => {
    let s = scene();
    s = patch(s, BOBBY, { initiative: 10 });
    s = patch(s, THUG, { initiative: 12 });
    s = patch(s, AMOS, { initiative: 14 });
    s = { ...s, encounter: { ...s.encounter, order: [AMOS, THUG, BOBBY], turnIndex: 2 } };
    const r = run(withSp(s, 2), stunts([{ stunt: 'momentum', sp: 2 }])).state;
    expect(who(r, BOBBY).initiative).toBe(16);
    expect(r.encounter.order).toEqual([BOBBY, AMOS, THUG]);
    expect(r.encounter.order[r.encounter.turnIndex]).toBe(BOBBY);
  });

  it('EXP-STUNT-1 Adrenaline Rush regains Fortune equal to SP, up to the maximum', () => {
    let s = patch(scene(), BOBBY, { resources: { Fortune: 5 } });
    s = withSp(s, 3);
    expect(who(run(s, stunts([{ stunt: 'adrenalineRush', sp: 3 }])).state, BOBBY).resources.Fortune).toBe(8);
    const full = withSp(patch(scene(), BOBBY, { resources: { Fortune: 14 } }), 3);
    expect(who(run(full, stunts([{ stunt: 'adrenalineRush', sp: 3 }])).state, BOBBY).resources.Fortune).toBe(
      15,
    );
  });

  it('EXP-STUNT-1 Duck and Weave: +1 Defense per SP until the attacker’s next turn', () => {
    const s = run(withSp(scene(), 3), stunts([{ stunt: 'duckAndWeave', sp: 3 }])).state;
    expect(planAttack(s, thugKnife).defense).toBe(15);
    const later = runAll(
      s,
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    expect(planAttack(later, thugKnife).defense).toBe(12);
  });

  it('EXP-STUNT-1 EXP-COV-1 Take Cover: cover equal to SP, up to what is available; it adds to protection and moving leaves it', () => {
    const open = run(withSp(scene(), 3), { type: 'expanse/damage', dice: [1] }).state;
    const none = run(open, stunts([{ stunt: 'takeCover', sp: 3 }])).state;
    expect(who(none, BOBBY).conditions.find((k) => k.key === 'Take Cover')?.data?.rating).toBe(0);
    const crates = run(open, stunts([{ stunt: 'takeCover', sp: 3, available: 2 }])).state;
    expect(who(crates, BOBBY).conditions.find((k) => k.key === 'Take Cover')?.data?.rating).toBe(2);
    // The thug's knife at Bobby: protection Toughness 2 + cover 2.
    let t = { ...runAll(crates, { type: 'encounter/nextTurn' }) };
    t = run(t, { ...thugKnife, dice: [5, 5, 1] }).state;
    const hit = run(t, { type: 'expanse/damage', dice: [6] });
    expect(event(hit.events, 'expanse/damaged').data).toMatchObject({ cover: 2, total: 4 });
    const moved = run(run(t, { type: 'expanse/cancel' }).state, {
      type: 'expanse/action',
      id: THUG,
      action: 'move',
      to: hex(3),
    }).state;
    const bobbyMoves = run(
      { ...moved, encounter: { ...moved.encounter, turnIndex: 0 } },
      { type: 'expanse/action', id: BOBBY, action: 'move', to: hex(0, 1) },
    ).state;
    expect(conditionKeys(bobbyMoves, BOBBY)).not.toContain('Take Cover');
  });

  it('EXP-STUNT-1 Guardian Angel: the attacker takes up to SP damage for an ally within 5 m', () => {
    let s = run(withSp(scene(), 3), { type: 'expanse/damage', dice: [1] }).state;
    expect(() => run(s, stunts([{ stunt: 'guardianAngel', sp: 3 }]))).toThrow(/names an ally/);
    s = run(s, stunts([{ stunt: 'guardianAngel', sp: 3, allyId: AMOS }])).state;
    s = patch(s, AMOS, { resources: { Fortune: 10 } });
    s = patch(s, BOBBY, { resources: { Fortune: 10 } });
    s = placeAt(s, THUG, hex(1, 3));
    s = { ...s, encounter: { ...s.encounter, turnIndex: 1 } };
    s = run(s, { ...thugKnife, targetId: AMOS, dice: [5, 5, 1] }).state;
    // Knife 1d6 6 + Strength 2 = 8 − Toughness 1 = 7: Bobby takes 3, Amos 4.
    const r = run(s, { type: 'expanse/damage', dice: [6] });
    expect(who(r.state, BOBBY).resources.Fortune).toBe(7);
    expect(who(r.state, AMOS).resources.Fortune).toBe(6);
    const far = withSp(placeAt(scene(), AMOS, hex(9)), 3);
    expect(() => run(far, stunts([{ stunt: 'guardianAngel', sp: 3, allyId: AMOS }]))).toThrow(/reaches 5 m/);
  });

  it('EXP-STUNT-1 Group Tactics moves an ally 2 m per 2 SP', () => {
    const s = withSp(scene(), 5);
    const r = run(s, stunts([{ stunt: 'groupTactics', sp: 5, allyId: AMOS, to: hex(4, 3) }])).state;
    expect(at(r, AMOS)).toEqual(hex(4, 3));
    expect(() => run(s, stunts([{ stunt: 'groupTactics', sp: 5, allyId: AMOS, to: hex(5, 3) }]))).toThrow(
      /may move 4 m/,
    );
  });

  it('EXP-STUNT-1 Double-Team: an ally attacks the target at once, out of turn and at no action cost', () => {
    let s = placeAt(scene(), AMOS, hex(1, 3));
    s = run(withSp(s, 2), { type: 'expanse/damage', dice: [1] }).state;
    s = run(s, stunts([{ stunt: 'doubleTeam', sp: 2, allyId: AMOS }])).state;
    const amosPunch = { ...punch, attackerId: AMOS } as const;
    expect(() => run(s, { ...amosPunch, dice: [3, 4, 2] })).toThrow(/not Amos's turn/);
    // Amos: 7 + Fighting 2 = 9 misses Defense 11; the grant is used up either way.
    const r = run(s, { ...amosPunch, granted: true, dice: [1, 2, 4] });
    expect(event(r.events, 'expanse/attackRolled').data).toMatchObject({
      attackerId: AMOS,
      total: 9,
      hit: false,
    });
    expect(() => run(r.state, { ...amosPunch, granted: true, dice: [3, 4, 2] })).toThrow(/no attack granted/);
  });

  it('EXP-STUNT-1 Lightning Attack: a second attack, granted once', () => {
    const s = run(withSp(scene(), 2), { type: 'expanse/damage', dice: [1] }).state;
    const r = run(s, stunts([{ stunt: 'lightningAttack', sp: 2 }])).state;
    expect(() => run(r, { ...punch, dice: [3, 4, 2] })).toThrow(/no major action left/);
    const second = run(r, { ...punch, granted: true, dice: [3, 4, 2] });
    expect(event(second.events, 'expanse/attackRolled').data.hit).toBe(true);
  });

  it('EXP-STUNT-1 EXP-COND-1 Injure: with half its Fortune gone and damage above Toughness the target takes Injured; a second Injured is Wounded', () => {
    let s = patch(scene(), THUG, { resources: { Fortune: 5 } });
    s = withSp(s, 2);
    expect(() => run(s, stunts([{ stunt: 'injure', sp: 2 }]))).toThrow(/Toughness/);
    // Damage 1d6 4 + 3 = 7 > Toughness 2; Fortune 5 of 10 soaks 5: 0 left; lost 10 of 10.
    const hit = run(s, { type: 'expanse/damage', dice: [4] }).state;
    const r = run(hit, stunts([{ stunt: 'injure', sp: 2 }])).state;
    expect(conditionKeys(r, THUG)).toEqual(['Injured']);
    const again = setCondition(hit, THUG, { key: 'Injured' });
    expect(conditionKeys(run(again, stunts([{ stunt: 'injure', sp: 2 }])).state, THUG)).toEqual(['Wounded']);
    const wounded = setCondition(hit, THUG, { key: 'Wounded' });
    expect(conditionKeys(run(wounded, stunts([{ stunt: 'injure', sp: 2 }])).state, THUG)).toEqual([
      'Wounded',
      'Taken Out',
      'Dying',
    ]);
    const fresh = withSp(patch(scene(), THUG, { resources: { Fortune: 10 } }), 2);
    const lightly = run(fresh, { type: 'expanse/damage', dice: [1] }).state;
    expect(() => run(lightly, stunts([{ stunt: 'injure', sp: 2 }]))).toThrow(/half its Fortune/);
  });

  it('EXP-STUNT-1 Whatever’s Handy and stunts the GM adds are logged for the GM to apply', () => {
    const custom = expFight({
      stunts: [
        ...DEFAULT_STUNTS,
        { id: 'pierceArmor', name: 'Pierce Armor', min: 2, max: 2, effect: 'note', params: {} },
      ],
    });
    const s = withSp(inRound(adjacent(custom)), 3);
    const r = run(
      s,
      stunts([
        { stunt: 'whateversHandy', sp: 1 },
        { stunt: 'Pierce Armor', sp: 2 },
      ]),
    );
    expect(r.events.filter((e) => e.type === 'expanse/stunt').map((e) => e.data.effect)).toEqual([
      'note',
      'note',
    ]);
  });
});

describe('Expanse settings', () => {
  it('EXP-STUNT-1 EXP-APP-2 EXP-ATK-3 the defaults validate, and the GM sets the campaign’s list and values by command', () => {
    expect(ExpanseSettings.parse(DEFAULT_EXPANSE_SETTINGS)).toEqual(DEFAULT_EXPANSE_SETTINGS);
    expect(() => ExpanseSettings.parse({ ...DEFAULT_EXPANSE_SETTINGS, stunts: [] })).toThrow();
    const lethal = {
      id: 'lethalBlow',
      name: 'Lethal Blow',
      min: 4,
      max: 5,
      effect: 'note' as const,
      params: {},
    };
    const patch = { expanse: { ...DEFAULT_EXPANSE_SETTINGS, stunts: [lethal], jam: false, injuredDice: 2 } };
    const s = run(expFight(), Command.parse({ type: 'campaign/setSettings', patch })).state;
    expect(s.settings.expanse?.stunts.map((x) => x.name)).toEqual(['Lethal Blow']);
    expect(affordableStunts(s, 3)).toEqual([]);
    expect(affordableStunts(s, 4).map((x) => x.id)).toEqual(['lethalBlow']);
    expect(() =>
      Command.parse({
        type: 'campaign/setSettings',
        patch: { expanse: { ...patch.expanse, woundedDice: 9 } },
      }),
    ).toThrow();
  });
});
