/**
 * Every player log line says what the GM's line says, less only the hidden parts (issue 15). Table-driven
 * over every event kind of every system: each kind's samples come from the engine itself
 * (tests/fixtures/logSamples.json, recorded while the engine's tests run:
 * `node --import tsx tests/helpers/logSamples/record.ts`), a few from commands run here, and two
 * hand-written (marked). For each sample the GM line is made from the full data and the players' line from
 * what `playerLogData` lets through, with the i18n `t` recorded: the players' line must be non-empty,
 * print no "undefined" / "NaN" / placeholder, use the GM line's message (or that message's players'
 * version, declared in PLAYERS_VERSION below), and every value it fills in must be the GM line's value of
 * the same name: a level, a word or a number the players' line leaves empty or makes up contradicts it.
 *
 * The kinds are read from the source (every `emit('kind'` in src/shared), so a new event without a sample
 * fails here.
 */
import '../../helpers/plainRunes';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type * as I18n from '../../../../src/renderer/lib/i18n/index.svelte';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Every `t` call while a line is made: its message key, params and text. */
interface Call {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly text: string;
}
const calls = vi.hoisted(() => ({ list: [] as Call[] }));

vi.mock('../../../../src/renderer/lib/i18n/index.svelte', async (importOriginal) => {
  const real = await importOriginal<typeof I18n>();
  return {
    ...real,
    t: (key: Parameters<typeof real.t>[0], params?: Readonly<Record<string, string | number>>): string => {
      const text = real.t(key, params);
      calls.list.push({ key, params: { ...params }, text });
      return text;
    },
  };
});

import type { CampaignState } from '@shared/model/campaign';
import { playerLogData, toPlayerView } from '@shared/view/playerView';
import { en } from '../../../../src/renderer/lib/i18n/en';
import { logText, type LogLike, type NameLookup } from '../../../../src/renderer/lib/logText';
import { frozenDemo } from '../../../helpers/campaigns';
import { run } from '../../../helpers/engine';
import { antonShoots } from '../../shared/rules/irt/kit';

interface Sample {
  readonly type: string;
  readonly public: boolean;
  readonly data: Record<string, unknown>;
  /** Where it came from: the recording, a command run here, or written by hand. */
  readonly from: 'recorded' | 'command' | 'hand-written';
}

const ROOT = join(__dirname, '../../../..');

/** Every event kind the engine emits, read from the source. */
function sourceKinds(): string[] {
  const kinds = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts'))
        for (const m of readFileSync(path, 'utf8').matchAll(/emit\(\s*'([a-z0-9]+\/[a-zA-Z]+)'/g))
          kinds.add(m[1] as string);
    }
  };
  walk(join(ROOT, 'src/shared'));
  return [...kinds].sort();
}

const recorded: Sample[] = (
  JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/logSamples.json'), 'utf8')) as Omit<Sample, 'from'>[]
).map((s) => ({ ...s, from: 'recorded' }));

/** The events of one command run on the IRT demo, as samples. */
function commandSamples(s: CampaignState, cmd: Parameters<typeof run>[1]): Sample[] {
  return run(s, cmd).events.map((e) => ({
    type: e.type,
    public: e.public,
    data: { ...e.data },
    from: 'command',
  }));
}

/** Kinds the engine's own tests never emit: run here, or (marked) written by hand as the engine emits them. */
const extra: Sample[] = [
  ...commandSamples(frozenDemo(), { type: 'campaign/rename', name: 'Gränsen igen' }),
  ...commandSamples(frozenDemo(), { type: 'combatant/update', id: 'c-anton', patch: { name: 'Anton B' } }),
  ...commandSamples(frozenDemo(), {
    type: 'token/setHidden',
    sceneId: 's-gransen',
    tokenId: 't-anton',
    hidden: true,
  }),
  ...commandSamples(frozenDemo(), { type: 'scene/activate', sceneId: 's-gransen' }),
  ...commandSamples(antonShoots(frozenDemo(), [5, 5, 1, 1, 1]).state, { type: 'irt/cancel' }),
  // Hand-written: rules/irt/abilities.ts applyAbilityOutcome (a condition the ability gives, public) …
  {
    type: 'irt/abilityEffect',
    public: true,
    data: { ability: 'Uppercut', outcome: 'condition', key: 'Omtumlad', id: 'c-gransvakt' },
    from: 'hand-written',
  },
  // … and rules/irt/crits.ts applyCritEffects (a note for the GM to play out, GM only).
  {
    type: 'irt/critNote',
    public: false,
    data: { id: 'c-gransvakt', crit: 'Strålskada', effect: { kind: 'note', text: 'Håret faller av' } },
    from: 'hand-written',
  },
];

const SAMPLES: readonly Sample[] = [...recorded, ...extra];

/**
 * The players' version of a GM message: the line players read when the data they get lacks what the GM's
 * line shows (numbers, a wound word while the campaign hides them). Nothing else may differ.
 */
const PLAYERS_VERSION: Readonly<Record<string, readonly string[]>> = {
  // Damage: players never get resource values, exact damage or armour (PLAYER_LOG_KEYS).
  'log.irt.hit': ['omnlog.player.irtHit'],
  'log.irt.damage': ['omnlog.player.irtDamage'],
  'log.irt.damageWound': ['omnlog.player.irtDamageWound', 'omnlog.player.irtDamage'],
  'log.irt.damageValue': ['omnlog.player.irtDamageValue'],
  'log.irt.crit': ['omnlog.player.irtCrit'],
  'log.irt.critPart': ['omnlog.player.irtCritPart'],
  // IRT-ABL-1: healing and calming name who, not by how much; restored wound levels are wound words.
  'log.irt.healed': ['log.irt.player.healed'],
  'log.irt.stressRelieved': ['log.irt.player.stressRelieved'],
  'log.irt.woundsCountAgain': ['log.irt.player.woundsCountAgain'],
  'log.d20.damaged': ['omnlog.player.d20Hit', 'omnlog.player.d20Damaged'],
  'log.d20.healed': ['omnlog.player.d20Healed'],
  'log.d20.bled': ['omnlog.player.d20Bled'],
  'omnlog.damageRolled': ['omnlog.player.damageRolled'],
  'omnlog.objectHeld': ['omnlog.player.objectHeld'],
  'omnlog.objectNotched': ['omnlog.player.objectNotched'],
  'omnlog.objectBroken': ['omnlog.player.objectBroken'],
  'omnlog.objectBrokenHeld': ['omnlog.player.objectBroken'],
  'omnlog.damaged': ['omnlog.player.damaged'],
  'omnlog.damagedWound': ['omnlog.player.damagedWound', 'omnlog.player.damaged'],
  'omnlog.damagedStopped': ['omnlog.player.damaged', 'omnlog.player.damagedWound'],
  'explog.damageRolled': ['explog.player.damageRolled'],
  'explog.damaged': ['explog.player.damaged', 'explog.player.damagedConditions'],
  'explog.damagedPenetrating': ['explog.player.damaged', 'explog.player.damagedConditions'],
  'explog.dying': ['explog.player.dying'],
  'explog.dead': ['explog.player.dead'],
  // NPCs' roll details: unless the campaign shows them, a roll by or against an NPC reads without its
  // numbers (PLAYER_LOG_KEYS, NPC_NUMBERS in view/playerView.ts).
  'log.initiativeRolled': ['log.player.initiativeRolled'],
  'log.irt.attackDeclared': ['log.player.irt.attackDeclared'],
  'log.d20.checkSuccess': ['log.player.d20.checkSuccess'],
  'log.d20.checkFailure': ['log.player.d20.checkFailure'],
  'log.d20.attackDeclared': ['log.player.d20.attackDeclared'],
  'log.d20.attackDeclaredEm': ['log.player.d20.attackDeclaredEm'],
  'log.d20.attackHit': ['log.player.d20.attackHit'],
  'log.d20.attackMissed': ['log.player.d20.attackMissed'],
  'log.d20.parrySuccess': ['log.player.d20.parrySuccess'],
  'log.d20.parryFailure': ['log.player.d20.parryFailure'],
  'log.d20.counterMagicSuccess': ['log.player.d20.counterMagicSuccess'],
  'log.d20.counterMagicFailure': ['log.player.d20.counterMagicFailure'],
  'log.d20.interactedSuccess': ['log.player.d20.interactedSuccess'],
  'log.d20.interactedFailure': ['log.player.d20.interactedFailure'],
  'log.d20.resisted': ['log.player.d20.resisted'],
  'log.d20.notResistedAwaiting': ['log.player.d20.notResistedAwaiting'],
  'log.d20.notResisted': ['log.player.d20.notResisted'],
  'explog.test': ['explog.player.test'],
  'explog.testSuccess': ['explog.player.testSuccess'],
  'explog.testFailure': ['explog.player.testFailure'],
  'explog.opposedWon': ['explog.player.opposedWon'],
  'explog.opposedTie': ['explog.player.opposedTie'],
  'explog.initiativeMoved': ['explog.player.initiativeMoved'],
  'log.initiativeMoved': ['log.player.initiativeMoved'],
  'explog.attackHit': ['explog.player.attackHit'],
  'explog.attackMiss': ['explog.player.attackMiss'],
  'explog.standFirmLost': ['explog.player.standFirmLost'],
  'explog.standFirmHeld': ['explog.player.standFirmHeld'],
  'omnlog.roll': ['omnlog.player.roll'],
  'omnlog.rollPerfect': ['omnlog.player.rollPerfect'],
  'omnlog.attackHit': ['omnlog.player.attackHit'],
  'omnlog.attackPerfect': ['omnlog.player.attackPerfect'],
  'omnlog.attackMissed': ['omnlog.player.attackMissed'],
  'omnlog.dodged': ['omnlog.player.dodged'],
  'omnlog.dodgeFailed': ['omnlog.player.dodgeFailed'],
  'omnlog.blocked': ['omnlog.player.blocked'],
  'omnlog.blockFailed': ['omnlog.player.blockFailed'],
  'omnlog.postureHeld': ['omnlog.player.postureHeld'],
  'omnlog.keptWaiting': ['omnlog.player.keptWaiting'],
};

/** Every id the samples use, named: the GM's page and the players' both know visible combatants. */
const nameOf = (id: string): string => `Name(${id})`;
const GM_NAMES: NameLookup = {
  combatant: nameOf,
  token: nameOf,
  zone: nameOf,
  scene: nameOf,
  tokenCombatant: nameOf,
  weapon: (c, w) => `Weapon(${c},${w})`,
};
/** The player page's lookup (player/App.svelte): combatants, tokens and zones, no weapons or scenes. */
const PLAYER_NAMES: NameLookup = { combatant: nameOf, token: nameOf, zone: nameOf };

/** The values a message prints (its `{placeholders}`): only these can say something. */
function placeholders(key: string): string[] {
  const text = (en as Readonly<Record<string, string>>)[key] ?? '';
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/**
 * Whose numbers players get: everyone's (the campaign shows NPCs' roll details), no one's (everyone in
 * the sample is an NPC), or everyone's as PCs.
 */
const NPC_MODES = [
  { npcNumbers: true },
  { npcNumbers: false, isPc: () => false },
  { npcNumbers: false, isPc: () => true },
] as const;

/** The player page's names of weapons and shields: the projection names them (`objectName`). */
const objectName = (c: string, w: string): string => `Weapon(${c},${w})`;

/** The line and the `t` calls that made it; the main call is the one whose text starts the line. */
function render(entry: LogLike, names: NameLookup): { line: string; main: Call | undefined; all: Call[] } {
  calls.list = [];
  const line = logText(entry, names);
  const all = calls.list;
  const main = all
    .filter((c) => c.text !== '' && line.startsWith(c.text))
    .sort((a, b) => b.text.length - a.text.length)[0];
  return { line, main, all };
}

function expectSameStory(sample: Sample, player: Record<string, unknown>): void {
  const gm = render(sample, GM_NAMES);
  const shown = render({ type: sample.type, data: player }, PLAYER_NAMES);
  const where = `${sample.type} (${sample.from}) ${JSON.stringify(sample.data)} → ${JSON.stringify(player)}`;
  expect(shown.line.trim(), where).not.toBe('');
  expect(shown.line, where).not.toMatch(/undefined|NaN|\{\w+\}|\bnull\b/);
  if (gm.main === undefined) {
    // A line of the data's own text (a GM's note): players read the very same.
    expect(shown.line, where).toBe(gm.line);
    return;
  }
  expect(shown.main, where).toBeDefined();
  if (!shown.main) return;
  expect(shown.main.key, where).not.toBe('log.unknown');
  const versions = [gm.main.key, ...(PLAYERS_VERSION[gm.main.key] ?? [])];
  expect(versions, `${where}: players read ${shown.main.key}, the GM ${gm.main.key}`).toContain(
    shown.main.key,
  );
  for (const name of placeholders(shown.main.key))
    if (name in gm.main.params)
      expect(shown.main.params[name], `${where}: {${name}}`).toEqual(gm.main.params[name]);
  // The parts the line is made of (suffixes, terms): each one the GM's line has too, with the same values.
  for (const part of shown.all) {
    // Only what the line prints (a lookup's fallback computed and not shown says nothing).
    if (part === shown.main || part.text === '' || !shown.line.includes(part.text)) continue;
    const same = gm.all.filter((c) => c.key === part.key);
    expect(same.length, `${where}: players' line has ${part.key}, the GM's not`).toBeGreaterThan(0);
    const used = placeholders(part.key);
    expect(
      same.some((c) => used.every((k) => !(k in c.params) || c.params[k] === part.params[k])),
      `${where}: ${part.key} ${JSON.stringify(part.params)}`,
    ).toBe(true);
  }
}

describe('the players’ log lines tell what the GM’s lines tell (issue 15)', () => {
  beforeEach(() => {
    calls.list = [];
  });

  it('every event kind the engine emits has a sample', () => {
    const sampled = new Set(SAMPLES.map((s) => s.type));
    expect(sourceKinds().filter((k) => !sampled.has(k))).toEqual([]);
  });

  const kinds = [...new Set(SAMPLES.map((s) => s.type))].sort();
  describe.each(kinds)('%s', (kind) => {
    const samples = SAMPLES.filter((s) => s.type === kind);
    it.each(samples.map((s, i) => [i, s] as const))(
      'sample %i, wound words and NPC numbers shown and hidden',
      (_, sample) => {
        if (!sample.public) {
          // The GM's only: it never reaches a player frame.
          const entry = { seq: 10_000, round: 1, type: sample.type, public: false, data: sample.data };
          const demo = frozenDemo();
          expect(toPlayerView({ ...demo, log: [...demo.log, entry] }).log.map((e) => e.seq)).not.toContain(
            10_000,
          );
          return;
        }
        for (const woundWords of [true, false])
          for (const npcs of NPC_MODES)
            expectSameStory(
              sample,
              playerLogData(sample.type, sample.data, { woundWords, objectName, ...npcs }),
            );
      },
    );
  });
});

describe('bleeding and dying read the same on the player display (issue 15)', () => {
  const players = (
    events: readonly { type: string; data: Readonly<Record<string, unknown>> }[],
    type: string,
  ) =>
    events
      .filter((e) => e.type === type)
      .map((e) =>
        logText(
          { type, data: playerLogData(type, e.data, { woundWords: true, npcNumbers: true }) },
          PLAYER_NAMES,
        ),
      );

  it('IRT-CRIT-3 IRT-BLD-1 a crit that makes the target bleed reads “starts bleeding (Kraftig)” for players', () => {
    // Anton's 12 crits the guard; the crit dice 8, 10, 1 are Genomskjuten axel (a side, a healing time): heavy bleeding.
    const r = run(antonShoots(frozenDemo(), [12, 10, 1, 1, 1]).state, {
      type: 'irt/resolve',
      dice: [8, 10, 1],
    });
    expect(players(r.events, 'irt/bleeding')).toEqual([`${nameOf('c-gransvakt')} starts bleeding (Kraftig)`]);
  });

  it('IRT-CRIT-3 IRT-DIE-1 a crit that leaves the target acutely dying says so for players', () => {
    // The crit die 12 is Artärträff: acutely dying.
    const r = run(antonShoots(frozenDemo(), [12, 10, 1, 1, 1]).state, { type: 'irt/resolve', dice: [12] });
    expect(players(r.events, 'irt/dying')).toEqual([`${nameOf('c-gransvakt')} is Akut döende`]);
  });
});
