/**
 * Log lines (src/renderer/lib/logText.ts) from real engine events, entered dice only: every Omnimodus event
 * kind on the GM's page (en, some in sv and ru), and the players' lines of damage events in every system,
 * which the player projection (shared/view/playerView.ts) hands over without their numbers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // t() keeps the locale in a Svelte rune (i18n/index.svelte.ts), compiled away in the app; here a rune is
  // its plain initial value. setLocale writes the document's lang.
  Object.assign(globalThis, {
    $state: <T>(v: T): T => v,
    document: { documentElement: { lang: 'en' } },
  });
});

import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { playerLogData, toPlayerView, type PlayerView } from '@shared/view/playerView';
import { setLocale } from '../../../../src/renderer/lib/i18n/index.svelte';
import { logDetail, logText, type LogLike, type NameLookup } from '../../../../src/renderer/lib/logText';
import { frozenDemo } from '../../../helpers/campaigns';
import { omnFight, run, runAll } from '../../shared/rules/omnimodus/kitAttack';
import { endRound, started, turnFight } from '../../shared/rules/omnimodus/kitTurn';
import { antonShoots } from '../../shared/rules/irt/kit';
import { d20Fight } from '../../shared/rules/d20/kit';

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

const swing = {
  type: 'omnimodus/attack',
  attackerId: 'c-alva',
  targetId: 'c-grim',
  weaponId: 'w-svard',
} as const;
const takeIt = { type: 'omnimodus/defend', kind: 'none' } as const;
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
    expect(gmLines(s, 'omnimodus/roll')).toEqual(['Alva rolls attack (Närstrid): 2T6 7 +4 = 11']);
    expect(gmLines(s, 'omnimodus/attackRolled')).toEqual([
      'Alva attacks Grim with Svärd (Närstrid): 11 ≥ 8, a hit',
    ]);
    const miss = runAll(omnFight(), { ...swing, dice: [1, 2] });
    expect(gmLines(miss, 'omnimodus/attackRolled')).toEqual([
      'Alva attacks Grim with Svärd (Närstrid): 7 < 8, a miss',
    ]);
    const perfect = runAll(omnFight(), { ...swing, dice: [6, 6] });
    expect(gmLines(perfect, 'omnimodus/roll')).toEqual([
      'Alva rolls attack (Närstrid): 2T6 12 +4 = 16 — perfect',
    ]);
    expect(gmLines(perfect, 'omnimodus/attackRolled')).toEqual([
      'Alva attacks Grim with Svärd (Närstrid): 16, a perfect hit',
    ]);
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
    expect(gmLines(s, 'omnimodus/roll')).toEqual(['Alva rolls attack (Närstrid): 2T6 2 — fumble']);
    expect(gmLines(s, 'omnimodus/attackRolled')).toEqual([
      'Alva fumbles the attack on Grim with Svärd (Närstrid)',
    ]);
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
    expect(gmLines(notched, 'omnimodus/damageRolled')).toEqual(['Alva rolls 8 damage (bonus +2)']);
    expect(gmLines(notched, 'omnimodus/objectHit')).toEqual(['Sköld (Grim) takes 8 damage: Brytvärde 5 → 4']);
    const broken = blocked([6, 6, 3, 4]);
    expect(gmLines(broken, 'omnimodus/objectHit')).toEqual([
      'Sköld (Grim) breaks under 14 damage (Brytvärde 5): 9 gets through',
    ]);
    expect(gmLines(broken, 'omnimodus/damaged')).toEqual([
      'Grim is hit on Bröst: 9 damage − Rustning 0 = 9 (area total 9) → Lätt skadad',
    ]);
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
    expect(gmLines(s, 'omnimodus/hesitates')).toEqual(['Dag fumbles the initiative roll: Tvekar in round 1']);
    expect(gmLines(s, 'omnimodus/declared')).toEqual([
      'Alva declares Avvakta (up to 2 m)',
      'Grim declares a change of posture to Knästående',
    ]);
    expect(gmLines(s, 'omnimodus/postureHeld')).toEqual([
      'Grim must defend before becoming Knästående: Manövrar 9 < 10, stays Stående',
    ]);
    expect(gmLines(s, 'omnimodus/conditionEnded')).toEqual(['Dag: Tvekar ends']);
    expect(gmLines(s, 'omnimodus/keptWaiting')).toEqual([
      'Alva keeps waiting (Väntar, Avvakta) at initiative 11',
    ]);
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
    expect(gmLines(s, 'omnimodus/attackRolled')).toEqual([
      'Alva anfaller Grim med Svärd (Närstrid): 11 ≥ 8, träff',
    ]);
    expect(gmLines(s, 'omnimodus/defended')).toEqual(['Grim blockerar Alva med Sköld: 11 mot 11']);
    expect(gmLines(s, 'omnimodus/objectHit')).toEqual([
      'Sköld (Grim) går sönder av 14 i skada (Brytvärde 5): 9 går igenom',
    ]);
    expect(gmLines(s, 'omnimodus/damaged')).toEqual([
      'Grim träffas i Bröst: 9 i skada − Rustning 0 = 9 (totalt 9 i området) → Lätt skadad',
    ]);
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
    // The defence roll is made in the open and stays, named by the projection.
    expect(playerLines(s, 'omnimodus/defended')).toEqual(['Grim blocks Alva with Sköld: 11 vs 11']);
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
    let s = run(d20Fight(), {
      type: 'd20/attack',
      attackerId: 'c-alva',
      targetId: 'c-grim',
      weaponId: 'w-svard',
      emUse: null,
      dice: [8],
    }).state;
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
      {
        type: 'd20/attack',
        attackerId: 'c-alva',
        targetId: 'c-grim',
        weaponId: 'w-svard',
        emUse: null,
        dice: [8],
      },
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
