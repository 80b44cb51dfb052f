/**
 * Campaigns for the live-data-path benchmark (bench/live.ts): the I Rikets Tjänst demo with N combatants
 * (added with `combatant/add`, as the GM would) and a log of L realistic entries. The entries are what the
 * engine itself writes for a short fight on the demo (initiative, attacks that hit and miss, defences,
 * damage, notes, moves, resource changes, turns), repeated with fresh sequence numbers and rounds until
 * the log is long enough: the same shapes and sizes as a long campaign's log, built in milliseconds.
 */
import { applyCommand } from '../../src/shared/rules/core/engine';
import { seededDice } from '../../src/shared/dice/dice';
import type { CampaignState, Combatant, LogEntry } from '../../src/shared/model/campaign';
import type { Command } from '../../src/shared/model/commands';
import { demoFor } from '../../src/main/session/demo';

/** An extra soldier, as bench/gmRoll.ts adds them. */
export function soldier(i: number): Combatant {
  return {
    id: `c-bench-${i}`,
    name: `Soldat ${i}`,
    kind: 'npc',
    hidden: false,
    extra: true,
    attributes: { Fysik: 2, Vilja: 2, Strid: 2, Smidighet: 2, Skydd: 1 },
    resources: { kp: 0 },
    conditions: [],
    weapons: [
      { id: 'w-gevar', name: 'Gevär', values: { Skada: 3, Skadetyp: 'Skjutvapen', Räckvidd: 'Lång' } },
    ],
    initiative: null,
    gmNotes: '',
  };
}

export function irtDemo(): CampaignState {
  const demo = demoFor('irt');
  if (!demo) throw new Error('no IRT demo');
  return demo;
}

/** Applies commands one by one; a refused one is skipped (the sample fight only needs what works). */
function runAll(state: CampaignState, commands: readonly Command[], seed: number): CampaignState {
  const dice = seededDice(seed);
  let s = state;
  for (const command of commands) {
    try {
      s = applyCommand(s, command, { dice }).state;
    } catch {
      // e.g. a resolve with nothing pending after a refused attack
    }
  }
  return s;
}

/** The engine's own log of a short fight on the demo: the entries a long log is made of. */
export function sampleEntries(): LogEntry[] {
  const fight: Command[] = [
    { type: 'encounter/start' },
    {
      type: 'log/note',
      text: 'Gränsvakten ropar efter förstärkning; dimman ligger tät över bommen.',
      public: true,
    },
  ];
  for (let round = 0; round < 6; round++) {
    fight.push(
      {
        type: 'irt/attack',
        attackerId: 'c-anton',
        targetId: round % 2 === 0 ? 'c-gransvakt' : 'c-gransvakt-2',
        weaponId: 'w-pistol',
        options: {},
      } as Command,
      { type: 'irt/resolve' } as Command,
      { type: 'combatant/adjustResource', id: 'c-greta', resource: 'fokus', delta: round % 2 ? 1 : -1 },
      { type: 'token/move', sceneId: 's-gransen', tokenId: 't-ivar', to: { q: -2 + (round % 3), r: 7 } },
      {
        type: 'log/note',
        text: `Runda ${round + 1}: Ivar söker skydd bakom vagnen.`,
        public: round % 2 === 0,
      },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
  }
  const s = runAll(irtDemo(), fight, 7);
  if (s.log.length < 20) throw new Error(`the sample fight wrote only ${s.log.length} log entries`);
  return s.log;
}

/** `count` realistic entries, seq 0…count−1, rounds rising along the log. */
export function realisticLog(count: number, sample: readonly LogEntry[] = sampleEntries()): LogEntry[] {
  const out: LogEntry[] = new Array<LogEntry>(count);
  const perRound = 12;
  for (let i = 0; i < count; i++) {
    const e = sample[i % sample.length] as LogEntry;
    out[i] = { ...e, seq: i, round: Math.floor(i / perRound) + 1 };
  }
  return out;
}

/**
 * The demo with `combatants` combatants in all (the demo's own 7 and soldiers added by `combatant/add`)
 * and a log of `logEntries` realistic entries.
 */
export function benchCampaign(combatants: number, logEntries: number, name = 'Bench'): CampaignState {
  let s: CampaignState = { ...irtDemo(), name };
  const dice = seededDice(1);
  for (let i = s.combatants.length; i < combatants; i++) {
    s = applyCommand(s, { type: 'combatant/add', combatant: soldier(i) }, { dice }).state;
  }
  // combatant/add logs nothing the fixture relies on; the log is replaced by the long one.
  return { ...s, log: realisticLog(logEntries) };
}
