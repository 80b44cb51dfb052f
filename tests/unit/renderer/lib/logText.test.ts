/**
 * Log lines (src/renderer/lib/logText.ts) from real engine events, entered dice only: every Omnimodus and
 * Expanse event kind on the GM's page (en, some in sv and ru; every Expanse kind in ru), the players' lines
 * of damage events in every system, which the player projection (shared/view/playerView.ts) hands over
 * without their numbers, and the Expanse's Drama Die among the dice.
 */
import '../../helpers/plainRunes';
import { beforeEach, describe, expect, it } from 'vitest';

import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { playerLogData, toPlayerView, type PlayerView } from '@shared/view/playerView';
import { setLocale } from '../../../../src/renderer/lib/i18n/index.svelte';
import {
  diceFacesText,
  diceHead,
  diceOf,
  logDetail,
  logText,
  type LogLike,
  type NameLookup,
} from '../../../../src/renderer/lib/logText';
import { frozenDemo } from '../../../helpers/campaigns';
import { omnFight, run, runAll, swing, takeIt } from '../../shared/rules/omnimodus/kitAttack';
import { endRound, started, turnFight } from '../../shared/rules/omnimodus/kitTurn';
import { antonShoots } from '../../shared/rules/irt/kit';
import { alvaSwing, d20Fight } from '../../shared/rules/d20/kit';
import * as exp from '../../shared/rules/expanse/kit';
import { rollInit } from '../../helpers/initiative';

/** The GM page's lookup, with weapons (so a block names its object). */
function gmNames(s: CampaignState, weapons = true): NameLookup {
  return {
    combatant: (id) => s.combatants.find((c) => c.id === id)?.name,
    ...(weapons
      ? {
          weapon: (c: string, w: string) =>
            s.combatants.find((x) => x.id === c)?.weapons.find((x) => x.id === w)?.name,
        }
      : {}),
  };
}

/** The player page's lookup (player/App.svelte): only what the projection holds. */
function playerNames(v: PlayerView): NameLookup {
  return {
    combatant: (id) =>
      v.encounter.order.find((c) => c.id === id)?.name ??
      v.scene.tokens.find((tok) => tok.combatantId === id)?.name,
    token: (id) => v.scene.tokens.find((tok) => tok.id === id)?.name,
    zone: (id) => v.scene.map.zones.find((z) => z.id === id)?.name,
  };
}

/** The GM's line of each entry of `type` in the state's log. */
function gmLines(s: CampaignState, type: string, names = gmNames(s)): string[] {
  return s.log.filter((e) => e.type === type).map((e) => logText(e, names));
}

/** Each log entry type's GM lines in the state's log, in the current locale: type → the lines expected. */
function expectGmLines(s: CampaignState, expected: Record<string, string[]>): void {
  for (const [type, lines] of Object.entries(expected)) expect(gmLines(s, type), type).toEqual(lines);
}

/** {@link expectGmLines} in English, then in Russian (the locale is left at ru). */
function expectGmLinesEnRu(
  s: CampaignState,
  en: Record<string, string[]>,
  ru: Record<string, string[]>,
): void {
  expectGmLines(s, en);
  setLocale('ru');
  expectGmLines(s, ru);
}

/** The campaign with NPCs' roll details shown to players (`settings.playerNpcNumbers`). */
function npcNumbersShown(s: CampaignState): CampaignState {
  return { ...s, settings: { ...s.settings, playerNpcNumbers: true } };
}

/** The players' line of each entry of `type` in the projection's log. */
function playerLines(s: CampaignState, type: string): string[] {
  const v = toPlayerView(s);
  return v.log.filter((e) => e.type === type).map((e) => logText(e, playerNames(v)));
}

/**
 * A line fit to show: no unfilled placeholder, no missing value, and not the fallback for kinds logText
 * does not know (`log.unknown` prints the bare type).
 */
function expectClean(entry: LogLike, names: NameLookup): void {
  const line = logText(entry, names);
  expect(line).not.toMatch(/undefined|NaN|\{|\}|null/);
  expect(line).not.toContain(entry.type);
  expect(line.trim()).not.toBe('');
}

const block: Command = { type: 'omnimodus/defend', kind: 'block', objectId: 'w-skold', dice: [2, 2] };

/** Alva (Närstrid 4) hits Grim with 3+4 = 11; Grim takes it; 2T6+2 shows 3 3 = 8 on Bröst (location 7). */
function hitOnChest(): CampaignState {
  return runAll(omnFight(), { ...swing, dice: [3, 4] }, takeIt, {
    type: 'omnimodus/resolve',
    dice: [3, 3, 3, 4],
  });
}

/** Grim blocks (2+2 + Närstrid 4 + Försvarsvärde 3 = 11 vs 11) and the sword's damage is `dice`. */
function blocked(dice: number[]): CampaignState {
  return runAll(omnFight(), { ...swing, dice: [3, 4] }, block, { type: 'omnimodus/resolve', dice });
}

/**
 * Round 1 of a three-fighter fight: Dag rolls 1+1 (fumble: Tvekar), Alva declares Avvakta, lies down at
 * once; Grim declares Knästående and fails the forced Manövrar roll (3+3+3 = 9); round 2: Tvekar ends and
 * Alva keeps waiting.
 */
function roundOfDeclarations(): CampaignState {
  let s = started(turnFight(), { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 1] });
  s = runAll(
    s,
    { type: 'omnimodus/declare', id: 'c-alva', action: 'avvakta' },
    { type: 'omnimodus/posture', id: 'c-grim', posture: 'Knästående' },
    { type: 'omnimodus/postureCheck', id: 'c-grim', dice: [3, 3] },
  );
  return run(endRound(s), { type: 'omnimodus/keepWaiting', id: 'c-alva' }).state;
}

/** Every kind the Omnimodus engine emits (rules/omnimodus/*.ts). */
const OMN_KINDS = [
  'omnimodus/roll',
  'omnimodus/declared',
  'omnimodus/postureChanged',
  'omnimodus/keptWaiting',
  'omnimodus/hesitates',
  'omnimodus/postureHeld',
  'omnimodus/conditionEnded',
  'omnimodus/attackRolled',
  'omnimodus/defended',
  'omnimodus/fumble',
  'omnimodus/damageRolled',
  'omnimodus/objectHit',
  'omnimodus/damaged',
  'omnimodus/cancelled',
];

beforeEach(() => setLocale('en'));

describe('Omnimodus log lines on the GM page (en)', () => {
  it('OMN-ROLL-1 OMN-ATK-2 the attack: the 2T6 roll with skill, then the total against 8', () => {
    const s = hitOnChest();
    expectGmLines(s, {
      'omnimodus/roll': ['Alva rolls attack (Närstrid): 2T6 7 +4 = 11'],
      'omnimodus/attackRolled': ['Alva attacks Grim with Svärd (Närstrid): 11 ≥ 8, a hit'],
    });
    const miss = runAll(omnFight(), { ...swing, dice: [1, 2] });
    expect(gmLines(miss, 'omnimodus/attackRolled')).toEqual([
      'Alva attacks Grim with Svärd (Närstrid): 7 < 8, a miss',
    ]);
    const perfect = runAll(omnFight(), { ...swing, dice: [6, 6] });
    expectGmLines(perfect, {
      'omnimodus/roll': ['Alva rolls attack (Närstrid): 2T6 12 +4 = 16 — perfect'],
      'omnimodus/attackRolled': ['Alva attacks Grim with Svärd (Närstrid): 16, a perfect hit'],
    });
  });

  it('OMN-ROLL-1 a roll’s modifiers are its detail line (Försvarsvärde of a block)', () => {
    const s = blocked([3, 3]);
    const roll = s.log.filter((e) => e.type === 'omnimodus/roll')[1] as LogLike;
    expect(logText(roll, gmNames(s))).toBe('Grim rolls block (Närstrid): 2T6 4 +4 +3 = 11');
    expect(logDetail(roll)).toBe('Försvarsvärde (Sköld) +3');
    const attack = s.log.find((e) => e.type === 'omnimodus/attackRolled') as LogLike;
    expect(logDetail(attack)).toBe('');
  });

  it('OMN-FUM-1 a fumbled attack rolls on the fumble table', () => {
    const s = runAll(omnFight(), { ...swing, dice: [1, 1, 3, 4] });
    expectGmLines(s, {
      'omnimodus/roll': ['Alva rolls attack (Närstrid): 2T6 2 — fumble'],
      'omnimodus/attackRolled': ['Alva fumbles the attack on Grim with Svärd (Närstrid)'],
    });
    const [fumble] = gmLines(s, 'omnimodus/fumble');
    expect(fumble).toMatch(/^Alva fumbles \(melee\): 2T6 7 → \S/);
  });

  it('OMN-DEF-1..5 defences: none, a dodge (ties to the defender), a block with its object', () => {
    expect(gmLines(hitOnChest(), 'omnimodus/defended')).toEqual([
      'Grim takes the attack of Alva without defending',
    ]);
    const dodged = runAll(
      omnFight(),
      { ...swing, dice: [3, 4] },
      { type: 'omnimodus/defend', kind: 'dodge', dice: [4, 4] },
    );
    expect(gmLines(dodged, 'omnimodus/defended')).toEqual(['Grim dodges Alva: 11 vs 11']);
    const failed = runAll(
      omnFight(),
      { ...swing, dice: [3, 4] },
      { type: 'omnimodus/defend', kind: 'dodge', dice: [3, 4] },
    );
    expect(gmLines(failed, 'omnimodus/defended')).toEqual(['Grim fails to dodge Alva: 10 vs 11']);
    expect(gmLines(blocked([3, 3]), 'omnimodus/defended')).toEqual(['Grim blocks Alva with Sköld: 11 vs 11']);
  });

  it('OMN-DMG-1 OMN-DEF-5 damage rolled, the blocking object notched or broken, the area hit', () => {
    const notched = blocked([3, 3]);
    expectGmLines(notched, {
      'omnimodus/damageRolled': ['Alva rolls 8 damage (bonus +2)'],
      'omnimodus/objectHit': ['Sköld (Grim) takes 8 damage: Brytvärde 5 → 4'],
    });
    const broken = blocked([6, 6, 3, 4]);
    expectGmLines(broken, {
      'omnimodus/objectHit': ['Sköld (Grim) breaks under 14 damage (Brytvärde 5): 9 gets through'],
      'omnimodus/damaged': ['Grim is hit on Bröst: 9 damage − Rustning 0 = 9 (area total 9) → Lätt skadad'],
    });
    // Without the page's weapon lookup the object is still named sensibly.
    expect(gmLines(notched, 'omnimodus/objectHit', gmNames(notched, false))).toEqual([
      'the blocking object (Grim) takes 8 damage: Brytvärde 5 → 4',
    ]);
  });

  it('OMN-DMG-1 armour that stops all the damage says so', () => {
    const armoured = {
      ...omnFight(),
      combatants: omnFight().combatants.map((c) =>
        c.id === 'c-grim' ? { ...c, attributes: { ...c.attributes, Rustning: 10 } } : c,
      ),
    };
    const s = runAll(armoured, { ...swing, dice: [3, 4] }, takeIt, {
      type: 'omnimodus/resolve',
      dice: [3, 3, 3, 4],
    });
    expect(gmLines(s, 'omnimodus/damaged')).toEqual(['Grim is hit on Bröst: Rustning 10 stops all 8 damage']);
  });

  it('OMN-INIT-2/3 OMN-ACT-4/5 the round: hesitating, declarations, postures, waiting', () => {
    const s = roundOfDeclarations();
    expectGmLines(s, {
      'omnimodus/hesitates': ['Dag fumbles the initiative roll: Tvekar in round 1'],
      'omnimodus/declared': [
        'Alva declares Avvakta (up to 2 m)',
        'Grim declares a change of posture to Knästående',
      ],
      'omnimodus/postureHeld': [
        'Grim must defend before becoming Knästående: Manövrar 9 < 10, stays Stående',
      ],
      'omnimodus/conditionEnded': ['Dag: Tvekar ends'],
      'omnimodus/keptWaiting': ['Alva keeps waiting (Väntar, Avvakta) at initiative 11'],
    });
    const down = run(started(turnFight(), { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] }), {
      type: 'omnimodus/posture',
      id: 'c-alva',
      posture: 'Liggande',
    }).state;
    expect(gmLines(down, 'omnimodus/postureChanged')).toEqual(['Alva: Stående → Liggande']);
    const atGrim = run(started(turnFight(), { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] }), {
      type: 'omnimodus/declare',
      id: 'c-alva',
      action: 'melee',
      targets: ['c-grim'],
    }).state;
    expect(gmLines(atGrim, 'omnimodus/declared')).toEqual([
      'Alva declares a melee attack at Grim (up to 2 m)',
    ]);
  });

  it('a cancelled attack', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, { type: 'omnimodus/cancel' });
    expect(gmLines(s, 'omnimodus/cancelled')).toEqual(['The waiting attack is cancelled']);
  });

  it('every Omnimodus kind has a clean line in en, sv and ru', () => {
    const states = [
      hitOnChest(),
      blocked([6, 6, 3, 4]),
      blocked([3, 3]),
      runAll(omnFight(), { ...swing, dice: [1, 1, 3, 4] }),
      runAll(omnFight(), { ...swing, dice: [3, 4] }, { type: 'omnimodus/cancel' }),
      roundOfDeclarations(),
      run(started(turnFight(), { 'c-alva': [3, 4], 'c-grim': [2, 2], 'c-dag': [1, 2] }), {
        type: 'omnimodus/posture',
        id: 'c-alva',
        posture: 'Liggande',
      }).state,
    ];
    const seen = new Set<string>();
    for (const locale of ['en', 'sv', 'ru'] as const) {
      setLocale(locale);
      for (const s of states)
        for (const e of s.log.filter((x) => x.type.startsWith('omnimodus/'))) {
          seen.add(e.type);
          expectClean(e, gmNames(s));
          expectClean(e, gmNames(s, false));
        }
    }
    expect([...seen].sort()).toEqual([...OMN_KINDS].sort());
  });
});

describe('Omnimodus log lines in sv and ru (game terms stay)', () => {
  it('sv: attack, block, object, damage, declaration', () => {
    setLocale('sv');
    const s = blocked([6, 6, 3, 4]);
    expectGmLines(s, {
      'omnimodus/attackRolled': ['Alva anfaller Grim med Svärd (Närstrid): 11 ≥ 8, träff'],
      'omnimodus/defended': ['Grim blockerar Alva med Sköld: 11 mot 11'],
      'omnimodus/objectHit': ['Sköld (Grim) går sönder av 14 i skada (Brytvärde 5): 9 går igenom'],
      'omnimodus/damaged': [
        'Grim träffas i Bröst: 9 i skada − Rustning 0 = 9 (totalt 9 i området) → Lätt skadad',
      ],
    });
    expect(gmLines(roundOfDeclarations(), 'omnimodus/hesitates')).toEqual([
      'Dag fummlar initiativslaget: Tvekar i runda 1',
    ]);
  });

  it('ru: the attack line keeps Närstrid and the weapon name', () => {
    setLocale('ru');
    expect(gmLines(hitOnChest(), 'omnimodus/attackRolled')).toEqual([
      'Alva атакует Grim оружием Svärd (Närstrid): 11 ≥ 8, попадание',
    ]);
  });
});

describe("players' log lines: damage without its numbers", () => {
  it('Omnimodus: damage rolled, the object, the area and its wound word, nothing more', () => {
    const s = blocked([6, 6, 3, 4]);
    expect(playerLines(s, 'omnimodus/damageRolled')).toEqual(['Alva rolls damage']);
    expect(playerLines(s, 'omnimodus/objectHit')).toEqual(['Sköld (Grim) breaks']);
    expect(playerLines(s, 'omnimodus/damaged')).toEqual(['Grim is hit on Bröst: Lätt skadad']);
    expect(playerLines(blocked([3, 3]), 'omnimodus/objectHit')).toEqual(['Sköld (Grim) is notched']);
    // The defence roll is made in the open and stays, named by the projection; Grim is an NPC, so its
    // numbers show only while the campaign shows NPCs' roll details (issue 15).
    expect(playerLines(s, 'omnimodus/defended')).toEqual(['Grim blocks Alva with Sköld']);
    expect(playerLines(npcNumbersShown(s), 'omnimodus/defended')).toEqual([
      'Grim blocks Alva with Sköld: 11 vs 11',
    ]);
  });

  it('IRT-TOU-2: with wound words off, the players read that the area was hit, not how badly', () => {
    const s = blocked([6, 6, 3, 4]);
    const off = { ...s, settings: { ...s.settings, playerWoundWords: false } };
    expect(playerLines(off, 'omnimodus/damaged')).toEqual(['Grim is hit on Bröst']);
  });

  it('IRT: the hit shows the roll, the damage shows no KP', () => {
    const shot = antonShoots(frozenDemo(), [10, 10, 10, 1, 1]).state;
    const s = run(shot, { type: 'irt/resolve' }).state;
    const [gmHit] = gmLines(s, 'irt/attackResolved');
    expect(gmHit).toMatch(/KP/);
    const [hit] = playerLines(s, 'irt/attackResolved');
    expect(hit).toBe('Anton hits Gränsvakt: 3 successes against Normal, Effekt 2');
    expect(gmLines(s, 'irt/damage')).toEqual(['Gränsvakt takes 4 KP (0 → 4)']);
    expect(playerLines(s, 'irt/damage')).toEqual(['Gränsvakt is hurt']);
  });

  it('IRT-TOU-2: a new wound level reaches players as a word only while the campaign shows them', () => {
    // Engine-shaped (rules/irt/health.ts applyKpDamage); projected as toPlayerView does.
    const data = {
      id: 'c-anton',
      kp: 3,
      kpBefore: 4,
      kpAfter: 7,
      woundBefore: 'Tjänstduglig',
      woundAfter: 'Sårad',
      tålighet: 6,
      reason: 'hit by Pistol',
    };
    const names: NameLookup = { combatant: (id) => (id === 'c-anton' ? 'Anton' : undefined) };
    const shown = { type: 'irt/damage', data: playerLogData('irt/damage', data, { woundWords: true }) };
    expect(logText(shown, names)).toBe('Anton is hurt and is now Sårad');
    expect(logDetail(shown)).toBe('');
    const hidden = { type: 'irt/damage', data: playerLogData('irt/damage', data, { woundWords: false }) };
    expect(logText(hidden, names)).toBe('Anton is hurt');
    expect(logText({ type: 'irt/damage', data }, names)).toBe('Anton takes 3 KP (4 → 7) and is now Sårad');
  });

  it('IRT-CRIT-2: a crit reaches players as its row, without the roll that holds the crit toughness', () => {
    const data = {
      targetId: 'c-anton',
      damageType: 'Skjutvapen',
      roll: 9,
      modifier: -1,
      total: 8,
      row: 'Genomskjuten axel',
      summary: 'Blöder',
      bodyPart: 'vänster axel',
      care: null,
    };
    const names: NameLookup = { combatant: (id) => (id === 'c-anton' ? 'Anton' : undefined) };
    expect(logText({ type: 'irt/crit', data }, names)).toBe(
      'Crit on Anton: Skjutvapen 9 − 1 = 8: Genomskjuten axel (vänster axel)',
    );
    const shown = { type: 'irt/crit', data: playerLogData('irt/crit', data, { woundWords: true }) };
    expect(logText(shown, names)).toBe('Crit on Anton: Skjutvapen: Genomskjuten axel (vänster axel)');
    expect(logDetail(shown)).toBe('Blöder');
  });

  it('d20: a hit, GM damage, healing: who and by whom, no VP, KP, RR or damage', () => {
    let s = run(d20Fight(), { ...alvaSwing, dice: [8] }).state;
    s = runAll(
      s,
      { type: 'd20/resolve', dice: [6] },
      { type: 'd20/damage', targetId: 'c-grim', amount: 2, armour: false },
      { type: 'd20/heal', targetId: 'c-grim', vp: 1, kp: 0 },
    );
    expect(gmLines(s, 'd20/damaged')[0]).toMatch(/VP/);
    expect(playerLines(s, 'd20/damaged')).toEqual(['Grim is hit by Alva (Svärd)', 'Grim takes damage']);
    expect(playerLines(s, 'd20/healed')).toEqual(['Grim is healed']);
  });

  it('players’ damage lines are clean in en, sv and ru', () => {
    const irt = run(antonShoots(frozenDemo(), [10, 10, 10, 1, 1]).state, { type: 'irt/resolve' }).state;
    const omn = blocked([6, 6, 3, 4]);
    const cmds: Command[] = [
      { ...alvaSwing, dice: [8] },
      { type: 'd20/resolve', dice: [6] },
      { type: 'd20/heal', targetId: 'c-grim', vp: 1, kp: 0 },
    ];
    const d20 = runAll(d20Fight(), ...cmds);
    for (const locale of ['en', 'sv', 'ru'] as const) {
      setLocale(locale);
      for (const s of [irt, omn, d20]) {
        const v = toPlayerView(s);
        for (const e of v.log) expectClean(e, playerNames(v));
      }
    }
  });
});

const { act, BOBBY, THUG, punch } = exp;
/** Bobby's pistol shot at −5 misses, and its Drama Die 6 jams the pistol (EXP-ATK-3). */
const jammingShot: Command = {
  ...punch,
  weaponId: 'w-pistol',
  action: 'ranged',
  modifier: -5,
  dice: [1, 2, 6],
};
/** Bobby's Strength against the thug's, with stunts: 15 beats 8 by 2 SP (EXP-TEST-2). */
const strengthContest: Command = {
  type: 'expanse/test',
  id: BOBBY,
  ability: 'Strength',
  stunts: true,
  against: { id: THUG, ability: 'Strength' },
  dice: [5, 5, 2, 1, 2, 3],
};
const stunts = (list: { stunt: string; sp: number }[], dice?: number[]): Command => ({
  type: 'expanse/stunts',
  stunts: list,
  ...(dice ? { dice } : {}),
});

/** Bobby (Strength 3) and the thug (Dexterity 1) roll initiative: 6 5 4 + 2 = 17 and 1 2 3 + 1 = 7. */
function expInitiative(): CampaignState {
  return exp.run(exp.expFight(), rollInit({ [BOBBY]: [6, 5, 4], [THUG]: [1, 2, 3] })).state;
}

/**
 * Round 1, Bobby next to the thug (Defense 11, Toughness 2, Fortune 4): a punch 2 2 5 + Fighting 3 +
 * Brawling 2 = 14 hits with 5 SP; 1d6 1 + Strength 3 = 4 damage, Toughness and Fortune soak it; Knock Prone
 * and Adrenaline Rush buy 4 SP, 1 is lost.
 */
function expHit(): CampaignState {
  return exp.runAll(
    exp.inRound(exp.adjacent(exp.expFight())),
    { ...punch, dice: [2, 2, 5] },
    { type: 'expanse/damage', dice: [1] },
    stunts([
      { stunt: 'knockProne', sp: 2 },
      { stunt: 'adrenalineRush', sp: 2 },
    ]),
  );
}

/**
 * An All-Out Attack with the fire axe (2d6 + Strength + 1) on a thug with armour 1 and Fortune 1: 6 6
 * + 3 + 1 = 16; Toughness 2, armour 1, Fortune 1, Injured (1d6: 1) and Wounded (2d6: 1 1) leave 9: Taken
 * Out, and the attacker chooses Dying.
 */
function expTakenOut(): CampaignState {
  const s = exp.inRound(exp.adjacent(exp.expFight()));
  const thug = exp.who(s, THUG);
  return exp.runAll(
    exp.patch(s, THUG, { resources: { Fortune: 1 }, attributes: { ...thug.attributes, Armour: 1 } }),
    { ...punch, weaponId: 'w-axe', action: 'allOut', dice: [6, 5, 4] },
    { type: 'expanse/damage', dying: true, dice: [6, 6, 1, 1, 1] },
  );
}

/** Every kind the Expanse engine emits (rules/expanse/*.ts). */
const EXP_KINDS = [
  'expanse/test',
  'expanse/opposed',
  'expanse/initiativeMoved',
  'expanse/action',
  'expanse/pressAvailable',
  'expanse/attackRolled',
  'expanse/damageRolled',
  'expanse/damaged',
  'expanse/worsened',
  'expanse/dying',
  'expanse/stabilised',
  'expanse/stunt',
  'expanse/spLost',
  'expanse/standFirm',
  'expanse/cancelled',
];

/** States holding every Expanse kind between them (the scenes of the tests below). */
function expScenes(): CampaignState[] {
  const fight = exp.inRound(exp.adjacent(exp.expFight()));
  const momentum = exp.runAll(
    {
      ...exp.patch(exp.patch(fight, BOBBY, { initiative: 10 }), THUG, { initiative: 12 }),
      encounter: { ...fight.encounter, order: [THUG, BOBBY], turnIndex: 1 },
    },
    { ...punch, dice: [3, 3, 2] },
    stunts([{ stunt: 'momentum', sp: 2 }]),
  );
  const injured = exp.runAll(
    exp.patch(fight, THUG, { resources: { Fortune: 5 } }),
    { ...punch, dice: [3, 3, 2] },
    { type: 'expanse/damage', dice: [4] },
    stunts([{ stunt: 'injure', sp: 2 }]),
  );
  const firm = exp.run(
    exp.run(exp.setCondition(fight, THUG, { key: 'Stand Firm' }), { ...punch, dice: [3, 3, 2] }).state,
    stunts([{ stunt: 'knockProne', sp: 2 }], [3, 3, 1, 4, 4, 4]),
  ).state;
  const dying = exp.run(exp.setCondition(fight, THUG, { key: 'Dying', data: { lost: 0 } }), {
    type: 'encounter/nextTurn',
  }).state;
  const dead = exp.run(exp.setCondition(fight, THUG, { key: 'Dying', data: { lost: 4 } }), {
    type: 'encounter/nextTurn',
  }).state;
  const stable = exp.run(expTakenOut(), { type: 'expanse/stabilise', id: THUG }).state;
  const cancelled = exp.runAll(fight, { ...punch, dice: [6, 5, 4] }, { type: 'expanse/cancel' });
  const missed = exp.runAll(exp.inRound(exp.expFight()), jammingShot);
  const pressed = exp.runAll(
    exp.adjacent(exp.expFight()),
    { type: 'expanse/action', id: BOBBY, action: 'press', targetId: THUG },
    { type: 'expanse/action', id: THUG, action: 'move', to: exp.hex(4) },
    { type: 'expanse/action', id: THUG, action: 'standFirm' },
  );
  const tests = exp.runAll(
    exp.expFight(),
    { type: 'expanse/test', id: BOBBY, ability: 'Strength', tn: 11, stunts: true, dice: [4, 4, 3] },
    strengthContest,
  );
  return [
    expInitiative(),
    expHit(),
    expTakenOut(),
    momentum,
    injured,
    firm,
    dying,
    dead,
    stable,
    cancelled,
    missed,
    pressed,
    tests,
  ];
}

describe('The Expanse log lines on the GM page (en and ru)', () => {
  it('EXP-INIT-2/3 initiative: the Dexterity test with its Drama Die, then the initiative', () => {
    const s = expInitiative();
    expectGmLines(s, {
      'expanse/test': [
        'Bobby rolls initiative: 3d6 15 +2 = 17 (Drama Die 4)',
        'Thug rolls initiative: 3d6 6 +1 = 7 (Drama Die 3)',
      ],
      'initiative/rolled': ['Bobby rolled initiative 17', 'Thug rolled initiative 7'],
    });
    expect(gmLines(s, 'dice/rolled')[0]).toBe('Bobby rolled 3d6 for initiative: 6 5 4 (Drama Die 4)');
    setLocale('ru');
    expect(gmLines(s, 'expanse/test')).toEqual([
      'Bobby — инициатива: 3к6 15 +2 = 17 (Куб Драмы 4)',
      'Thug — инициатива: 3к6 6 +1 = 7 (Куб Драмы 3)',
    ]);
    expect(gmLines(s, 'initiative/rolled')[0]).toBe('Bobby: инициатива 17 (бросок)');
    expect(gmLines(s, 'dice/rolled')[0]).toBe('Bobby бросает 3к6: инициатива: 6 5 4 (Куб Драмы 4)');
  });

  it('EXP-ATK-1/2 EXP-SP-1 EXP-APP-1 EXP-STUNT-1 a doubles hit: SP, damage through Toughness and Fortune, stunts, SP lost', () => {
    const s = expHit();
    expect(gmLines(s, 'expanse/test')).toEqual([
      'Bobby rolls attack (Fighting): 3d6 9 +3 +2 = 14 against 11, a success (Drama Die 5) — 5 SP',
    ]);
    expect(logDetail(s.log.find((e) => e.type === 'expanse/test') ?? { type: '', data: {} })).toBe(
      'Brawling +2',
    );
    expectGmLinesEnRu(
      s,
      {
        'expanse/attackRolled': ['Bobby attacks Thug with Unarmed: 14 against Defense 11, a hit — 5 SP'],
        'expanse/damageRolled': ['Bobby rolls 4 damage against Thug'],
        'expanse/damaged': ['Thug takes 4 damage (Toughness −2, Fortune −2): all absorbed'],
        'expanse/stunt': [
          'Bobby spends 2 SP on Knock Prone: Thug is knocked prone unless they stand firm',
          'Bobby spends 2 SP on Adrenaline Rush: Bobby regains Fortune',
        ],
        'expanse/spLost': ['Bobby loses 1 unspent SP'],
      },
      {
        'expanse/test': [
          'Bobby — атака (Ближний бой): 3к6 9 +3 +2 = 14 против 11, успех (Куб Драмы 5) — 5 ОП',
        ],
        'expanse/attackRolled': [
          'Bobby атакует цель Thug, оружие: Unarmed: 14 против Защиты 11, попадание — 5 ОП',
        ],
        'expanse/damageRolled': ['Bobby выбрасывает 4 урона по цели Thug'],
        'expanse/damaged': ['Thug получает 4 урона (Выносливость −2, Удача −2): всё поглощено'],
        'expanse/stunt': [
          'Bobby тратит 2 ОП на приём Сбить с ног (Knock Prone): цель Thug падает, если не устоит',
          'Bobby тратит 2 ОП на приём Прилив адреналина (Adrenaline Rush): Bobby восстанавливает Удачу',
        ],
        'expanse/spLost': ['Bobby теряет неистраченные ОП: 1'],
      },
    );
  });

  it('EXP-ATK-3 EXP-DMG-3 a firearm jams on a missed Drama Die 6; a Fragile weapon breaks on 3 or less', () => {
    const jam = exp.run(exp.inRound(exp.expFight()), jammingShot).state;
    const wrench = exp.run(exp.inRound(exp.adjacent(exp.expFight())), {
      ...punch,
      weaponId: 'w-wrench',
      dice: [1, 1, 2],
    }).state;
    expect(gmLines(jam, 'expanse/attackRolled')).toEqual([
      'Bobby attacks Thug with Pistol: 8 against Defense 11, a miss — Drama Die 6: Pistol jams',
    ]);
    expect(gmLines(wrench, 'expanse/attackRolled')).toEqual([
      'Bobby attacks Thug with Wrench: 6 against Defense 11, a miss — Drama Die 2: Wrench breaks (Fragile)',
    ]);
    setLocale('ru');
    expectGmLines(jam, {
      'expanse/test': ['Bobby — атака (Точность): 3к6 9 +2 −3 = 8 против 11, неудача (Куб Драмы 6)'],
      'expanse/attackRolled': [
        'Bobby атакует цель Thug, оружие: Pistol: 8 против Защиты 11, промах — на Кубе Драмы 6: Pistol заклинило',
      ],
    });
    expect(gmLines(wrench, 'expanse/attackRolled')).toEqual([
      'Bobby атакует цель Thug, оружие: Wrench: 6 против Защиты 11, промах — на Кубе Драмы 2: Wrench ломается (хрупкое)',
    ]);
  });

  it('EXP-APP-1/2 EXP-ACT-MAJ damage through Toughness, armour, Fortune, Injured and Wounded: Taken Out and Dying', () => {
    const s = expTakenOut();
    expectGmLines(s, {
      'expanse/attackRolled': [
        'Bobby attacks Thug with Fire axe (All-Out Attack): 18 against Defense 11, a hit',
      ],
      'expanse/damaged': [
        'Thug takes 16 damage (Toughness −2, armour −1, Fortune −1, Injured −1, Wounded −2): 9 left, Taken Out and Dying',
      ],
    });
    expect(gmLines(s, 'dice/rolled').slice(-2)).toEqual([
      'Thug rolled 1d6 for Injured to reduce damage: 1',
      'Thug rolled 2d6 for Wounded to reduce damage: 1 1',
    ]);
    setLocale('ru');
    expectGmLines(s, {
      'expanse/attackRolled': [
        'Bobby атакует цель Thug, оружие: Fire axe (Сильная атака): 18 против Защиты 11, попадание',
      ],
      'expanse/damaged': [
        'Thug получает 16 урона (Выносливость −2, броня −1, Удача −1, Ранен (Injured) −1, Тяжело ранен (Wounded) −2): проходит 9, Выведен из строя (Taken Out) и Умирает (Dying)',
      ],
    });
    expect(gmLines(s, 'dice/rolled').slice(-1)).toEqual([
      'Thug бросает 2к6: Тяжело ранен (Wounded), чтобы снизить урон: 1 1',
    ]);
  });

  it('EXP-COV-1 cover comes off a hit; a Charge says so', () => {
    const s = exp.runAll(
      exp.inRound(exp.placeAt(exp.expFight(), THUG, exp.hex(20))),
      { ...punch, weaponId: 'w-rifle', action: 'ranged', dice: [6, 5, 4] },
      { type: 'expanse/damage', dice: [3, 3, 3, 6] },
    );
    // 3d6 9 + Perception 1 = 10: Toughness 2, the crates' cover 2 and Fortune 4 come off; Injured (6) the rest.
    expect(gmLines(s, 'expanse/damaged')).toEqual([
      'Thug takes 10 damage (Toughness −2, cover −2, Fortune −4, Injured −6): all absorbed',
    ]);
    // EXP-ACT-MAJ: the thug 5 m away, Bobby runs 4 m straight (the +1 counts the metres run).
    const charge = exp.run(exp.inRound(exp.placeAt(exp.expFight(), THUG, exp.hex(5))), {
      ...punch,
      action: 'charge',
      to: exp.hex(4),
      dice: [3, 4, 2],
    }).state;
    expectGmLinesEnRu(
      charge,
      { 'expanse/attackRolled': ['Bobby attacks Thug with Unarmed (Charge): 15 against Defense 11, a hit'] },
      {
        'expanse/attackRolled': [
          'Bobby атакует цель Thug, оружие: Unarmed (Натиск): 15 против Защиты 11, попадание',
        ],
      },
    );
  });

  it('EXP-ACT-MAJ EXP-ACT-MIN actions with their cost and how long they last', () => {
    const solo = exp.adjacent(exp.expFight());
    const lines = (...cmds: Command[]): string[] => gmLines(exp.runAll(solo, ...cmds), 'expanse/action');
    const all = (): string[] => [
      ...lines(act('defend')),
      ...lines(act('aim')),
      ...lines(act('guardedStance', { bonus: 2 })),
      ...lines(act('move', { to: exp.hex(0, 1), dropProne: true }), act('move', { standUp: true })),
      ...lines(act('activate', { weaponId: 'w-pistol' }), act('prepare', { note: 'a medkit' })),
      ...lines(act('ready', { readied: 'defend' })),
      ...lines(act('press', { targetId: THUG }), act('standFirm'), act('run', { to: exp.hex(0, 4) })),
    ];
    expect(all()).toEqual([
      'Bobby takes Defend (major action): +2 Defense until their next turn',
      'Bobby aims (minor action): +1 to the next attack if it comes next',
      'Bobby takes a Guarded Stance (minor action): +2 Defense and −2 to tests until the end of the round',
      'Bobby moves and drops prone (minor action)',
      'Bobby stands up and moves (minor action)',
      'Bobby activates Pistol (minor action)',
      'Bobby readies a medkit (minor action)',
      'Bobby prepares Defend (minor action): the major action is held until their next turn',
      'Bobby presses Thug (minor action): may follow if Thug moves away, until their next turn',
      'Bobby stands firm (minor action): resists Skirmish and Knock Prone until their next turn',
      'Bobby runs (the whole turn)',
    ]);
    const interrupt = exp.runAll(
      solo,
      act('ready', { readied: 'defend' }),
      act('defend', { interrupt: true }),
    );
    expect(gmLines(interrupt, 'expanse/action')[1]).toBe(
      'Bobby interrupts with a readied Defend: +2 Defense until their next turn',
    );
    setLocale('ru');
    expect(all()).toEqual([
      'Bobby: Оборона (основное действие), +2 к Защите до своего следующего хода',
      'Bobby прицеливается (второстепенное действие): +1 к следующей атаке, если она будет следующим действием',
      'Bobby встаёт в осторожную стойку (второстепенное действие): +2 к Защите и −2 к проверкам до конца раунда',
      'Bobby перемещается и ложится (второстепенное действие)',
      'Bobby встаёт и перемещается (второстепенное действие)',
      'Bobby: Активация — Pistol (второстепенное действие)',
      'Bobby берёт в руки: a medkit (второстепенное действие)',
      'Bobby держит наготове оборону (Подготовка, второстепенное действие): основное действие отложено до своего следующего хода',
      'Bobby наступает на цель Thug (Наступление, второстепенное действие): может последовать за ней, если Thug отойдёт, до своего следующего хода',
      'Bobby готовится устоять (второстепенное действие): сопротивляется приёмам «Стычка» и «Сбить с ног» до своего следующего хода',
      'Bobby: Бег (весь ход)',
    ]);
    expect(gmLines(interrupt, 'expanse/action')[1]).toBe(
      'Bobby прерывает чужой ход подготовленной Обороной: +2 к Защите до своего следующего хода',
    );
  });

  it('EXP-ACT-MIN Press: the pressed target moved away, the presser may follow', () => {
    const s = exp.runAll(
      exp.adjacent(exp.expFight()),
      { type: 'expanse/action', id: BOBBY, action: 'press', targetId: THUG },
      { type: 'expanse/action', id: THUG, action: 'move', to: exp.hex(4) },
    );
    expectGmLinesEnRu(
      s,
      { 'expanse/pressAvailable': ['Bobby may follow Thug at once (Press, no action)'] },
      {
        'expanse/pressAvailable': ['Bobby может сразу последовать за целью Thug (Наступление, без действия)'],
      },
    );
  });

  it('EXP-TEST-1..3 EXP-SP-1 tests against a TN and opposed tests, with SP and ties', () => {
    const s = exp.runAll(
      exp.expFight(),
      { type: 'expanse/test', id: BOBBY, ability: 'Strength', tn: 11, stunts: true, dice: [4, 4, 3] },
      { type: 'expanse/test', id: BOBBY, ability: 'Perception', difficulty: 'Hard', dice: [1, 2, 3] },
      strengthContest,
    );
    expectGmLinesEnRu(
      s,
      {
        'expanse/test': [
          'Bobby rolls test (Strength): 3d6 11 +3 = 14 against 11, a success (Drama Die 3) — 3 SP',
          'Bobby rolls test (Perception): 3d6 6 +1 = 7 against 15, a failure (Drama Die 3)',
          'Bobby rolls test (Strength): 3d6 12 +3 = 15 (Drama Die 2)',
          'Thug rolls opposed test (Strength): 3d6 6 +2 = 8 (Drama Die 3)',
        ],
        'expanse/opposed': ['Bobby 15 against Thug 8: Bobby wins — 2 SP'],
      },
      {
        'expanse/test': [
          'Bobby — проверка (Сила): 3к6 11 +3 = 14 против 11, успех (Куб Драмы 3) — 3 ОП',
          'Bobby — проверка (Восприятие): 3к6 6 +1 = 7 против 15, неудача (Куб Драмы 3)',
          'Bobby — проверка (Сила): 3к6 12 +3 = 15 (Куб Драмы 2)',
          'Thug — встречная проверка (Сила): 3к6 6 +2 = 8 (Куб Драмы 3)',
        ],
        'expanse/opposed': ['Bobby (15) и Thug (8): побеждает Bobby — 2 ОП'],
      },
    );
    // EXP-TEST-3: equal totals, Drama Dice and abilities are the GM's call.
    const tie = {
      type: 'expanse/opposed',
      data: { id: BOBBY, against: THUG, total: 9, opposing: 9, winner: null, sp: 0 },
    };
    expect(logText(tie, gmNames(s))).toBe('Bobby (9) и Thug (9): ничья, решает ГМ');
    setLocale('en');
    expect(logText(tie, gmNames(s))).toBe('Bobby 9 against Thug 9: a tie, the GM decides');
  });

  it('EXP-STUNT-1 EXP-INIT-5 EXP-COND-1 EXP-ACT-MIN Momentum, Injure, Stand Firm, Dying, Dead, stabilised, cancelled', () => {
    const [, , , momentum, injured, firm, dying, dead, stable, cancelled] = expScenes();
    const en = (): string[] => [
      ...gmLines(momentum!, 'expanse/initiativeMoved'),
      ...gmLines(injured!, 'expanse/worsened'),
      ...gmLines(firm!, 'expanse/standFirm'),
      ...gmLines(dying!, 'expanse/dying'),
      ...gmLines(dead!, 'expanse/dying'),
      ...gmLines(stable!, 'expanse/stabilised'),
      ...gmLines(cancelled!, 'expanse/cancelled'),
    ];
    // The players see the same move (the projection drops from/to as places: the event says before/after).
    expect(playerLines(momentum!, 'expanse/initiativeMoved')).toEqual([
      'Bobby’s initiative goes from 10 to 16',
    ]);
    expect(en()).toEqual([
      'Bobby’s initiative goes from 10 to 16',
      'Thug is hurt worse by Injure: now Injured',
      'Thug stands firm against Bobby: 14 against 10, the stunt fails',
      'Thug is Dying and loses Constitution: 1 now',
      'Thug is Dead: Constitution −3',
      'Thug is stabilised: no longer Dying, still Taken Out',
      'The waiting attack is cancelled',
    ]);
    expect(gmLines(momentum!, 'expanse/stunt')).toEqual([
      'Bobby spends 2 SP on Momentum: Bobby moves up the initiative order',
    ]);
    setLocale('ru');
    expect(en()).toEqual([
      'Bobby: инициатива 10 → 16',
      'Thug: состояние ухудшается от приёма Ранить (Injure), теперь Ранен (Injured)',
      'Thug сопротивляется приёму (Bobby): 14 против 10, приём не срабатывает',
      'Thug: Умирает (Dying), теряет Телосложение, теперь 1',
      'Thug: Мёртв (Dead), Телосложение −3',
      'Thug: состояние стабилизировано, больше не Умирает (Dying), но всё ещё Выведен из строя (Taken Out)',
      'Ожидающая атака отменена',
    ]);
    expect(gmLines(momentum!, 'expanse/stunt')).toEqual([
      'Bobby тратит 2 ОП на приём Импульс (Momentum): Bobby поднимается в порядке инициативы',
    ]);
  });

  it('EXP-ACT-MIN a Guarded Stance ends with the round: the condition ending in en and ru', () => {
    const s = exp.runAll(
      exp.inRound(exp.adjacent(exp.expFight())),
      { type: 'expanse/action', id: BOBBY, action: 'guardedStance' },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    expect(gmLines(s, 'condition/removed')).toContain('Bobby is no longer Guarded Stance');
    setLocale('ru');
    expect(gmLines(s, 'condition/removed')).toContain(
      'Bobby: состояние Осторожная стойка (Guarded Stance) снято',
    );
  });

  it('every Expanse kind has a clean line in en, sv and ru, on both pages', () => {
    const scenes = expScenes();
    const seen = new Set(scenes.flatMap((s) => s.log.map((e) => e.type)));
    expect(EXP_KINDS.filter((k) => !seen.has(k))).toEqual([]);
    for (const locale of ['en', 'sv', 'ru'] as const) {
      setLocale(locale);
      for (const s of scenes) {
        for (const e of s.log) expectClean(e, gmNames(s));
        const v = toPlayerView(s);
        for (const e of v.log) expectClean(e, playerNames(v));
      }
    }
  });
});

describe("The Expanse players' lines: no Fortune, Toughness, armour or damage", () => {
  it('EXP-APP-1/2 the hit, the damage rolled and the conditions taken, nothing more', () => {
    const hit = expHit();
    // The Thug's Defense is an NPC's number: shown only while the campaign shows them (issue 15).
    expect(playerLines(hit, 'expanse/attackRolled')).toEqual([
      'Bobby attacks Thug with Unarmed: a hit — 5 SP',
    ]);
    expect(playerLines(npcNumbersShown(hit), 'expanse/attackRolled')).toEqual([
      'Bobby attacks Thug with Unarmed: 14 against Defense 11, a hit — 5 SP',
    ]);
    expect(playerLines(hit, 'expanse/damageRolled')).toEqual(['Bobby rolls damage against Thug']);
    expect(playerLines(hit, 'expanse/damaged')).toEqual(['Thug takes the hit']);
    expect(playerLines(hit, 'expanse/stunt')).toEqual(gmLines(hit, 'expanse/stunt'));
    expect(playerLines(hit, 'expanse/spLost')).toEqual([]);
    const out = expTakenOut();
    expect(playerLines(out, 'expanse/damaged')).toEqual([
      'Thug takes the hit: Injured, Wounded, Taken Out, Dying',
    ]);
    setLocale('ru');
    expect(playerLines(out, 'expanse/damaged')).toEqual([
      'Thug принимает удар: Ранен (Injured), Тяжело ранен (Wounded), Выведен из строя (Taken Out), Умирает (Dying)',
    ]);
    expect(playerLines(hit, 'expanse/damageRolled')).toEqual(['Bobby бросает урон по цели Thug']);
  });

  it('EXP-COND-1 Dying and Dead without Constitution', () => {
    const [, , , , , , dying, dead] = expScenes();
    expect([...playerLines(dying!, 'expanse/dying'), ...playerLines(dead!, 'expanse/dying')]).toEqual([
      'Thug is Dying and loses Constitution',
      'Thug is Dead',
    ]);
    setLocale('ru');
    expect([...playerLines(dying!, 'expanse/dying'), ...playerLines(dead!, 'expanse/dying')]).toEqual([
      'Thug: Умирает (Dying), теряет Телосложение',
      'Thug: Мёртв (Dead)',
    ]);
  });

  it('EXP-ACT-MIN Activate names the weapon on the player page too', () => {
    const s = exp.run(exp.expFight(), {
      type: 'expanse/action',
      id: BOBBY,
      action: 'activate',
      weaponId: 'w-pistol',
    }).state;
    expect(playerLines(s, 'expanse/action')).toEqual(['Bobby activates Pistol (minor action)']);
  });
});

describe('The Drama Die among the dice (EXP-TEST-1)', () => {
  it('diceOf gives the Drama Die’s index; the faces read with it named, in en and ru', () => {
    const s = expHit();
    const [attack, damage] = s.log.filter((e) => e.type === 'dice/rolled');
    const roll = attack ? diceOf(attack) : null;
    expect(roll).toMatchObject({ faces: [2, 2, 5], drama: 2, sides: 6 });
    expect(damage ? diceOf(damage)?.drama : undefined).toBeNull();
    if (!roll) throw new Error('no roll');
    expect(diceFacesText(roll)).toBe('2 2 5 (Drama Die 5)');
    expect(diceHead(roll, gmNames(s))).toBe('Bobby rolled 3d6 for attack (Fighting)');
    // The players' copy of the entry keeps the mark.
    const v = toPlayerView(s);
    const shown = v.log.find((e) => e.type === 'dice/rolled');
    expect(shown ? diceOf(shown)?.drama : undefined).toBe(2);
    setLocale('ru');
    expect(diceFacesText(roll)).toBe('2 2 5 (Куб Драмы 5)');
    expect(diceHead(roll, gmNames(s))).toBe('Bobby бросает 3к6: атака (Ближний бой)');
  });

  it('a mark outside the faces, or not a whole number, is no Drama Die', () => {
    for (const dramaDie of [3, -1, 1.5, '2', null])
      expect(
        diceOf({ type: 'dice/rolled', data: { sides: 6, faces: [1, 2, 3], dramaDie } })?.drama,
      ).toBeNull();
    expect(diceOf({ type: 'dice/rolled', data: { sides: 6, faces: [1, 2, 3] } })?.drama).toBeNull();
  });
});
