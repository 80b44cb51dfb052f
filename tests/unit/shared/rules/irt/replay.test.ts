/**
 * A full IRT fight replayed from scripted dice: the same commands with the same dice must give the same
 * log byte for byte (every die face is logged, the engine reads no clock and no random source), and the
 * clock's timers must move on so that no boundary fires twice.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState, LogEntry } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { advanceClock } from '@shared/rules/core/clock';
import { applyCommand } from '@shared/rules/core/engine';
import { EventSink } from '@shared/rules/core/events';
import { bleedingLevel, dyingGrade } from '@shared/rules/irt/conditions';
import { irtSystem } from '@shared/rules/irt/system';
import { ANTON, cmb, demo, GRETA, GUARD } from './healthKit';
import { antonShot } from './kit';

/** One step of the script: a command, and the dice the app's source yields while it runs. */
interface Step {
  readonly cmd: Command;
  readonly dice?: readonly number[];
}

const next: Step = { cmd: { type: 'encounter/nextTurn' } };

/**
 * Two PCs (Anton, Greta) against three NPCs (Gränsvakt, Gränsvakt 2, Officeren). The guard has taken
 * cover in Diket (Skydd), one hex from Anton. Initiative: Anton 9+3 = 12, Greta 5+2 = 7, guard 4+2 = 6,
 * Officeren 1+3 = 4 and Gränsvakt 2 2+2 = 4 (tie: higher Strid first, IRT-INIT-2).
 */
const SCRIPT: readonly Step[] = [
  { cmd: { type: 'combatant/remove', id: 'c-ivar' } },
  { cmd: { type: 'combatant/remove', id: 'c-krypskytten' } },
  { cmd: { type: 'token/move', sceneId: 's-gransen', tokenId: 't-gransvakt', to: { q: 1, r: 6 } } },
  {
    cmd: {
      type: 'initiative/roll',
      entered: [
        { combatantId: ANTON, dice: [9] },
        { combatantId: GRETA, dice: [5] },
        { combatantId: GUARD, dice: [4] },
        { combatantId: 'c-gransvakt-2', dice: [2] },
        { combatantId: 'c-officeren', dice: [1] },
      ],
    },
  },
  { cmd: { type: 'encounter/start' } },
  // Round 1, Anton: pistol at the guard in cover (Svår). 4 successes, two 12s (+2 Fokus).
  {
    cmd: antonShot,
    dice: [12, 12, 10, 11, 1],
  },
  // The guard dodges (1 Fokus; Smidighet 2 + Strid 2 at Lätt): Effekt 1 off the attack, then Liggande.
  { cmd: { type: 'irt/defend', kind: 'väja', dice: [10, 1, 2, 3] } },
  // 3 successes left at Svår: Effekt 1 + Skada 3 − Skydd 1 = 3 KP. Crit: 11 + 1 (extra 12) = 12 Artärträff.
  { cmd: { type: 'irt/resolve', dice: [11] } },
  next, // Greta
  next, // Gränsvakt (Akut döende: nothing to do)
  next, // Officeren
  next, // Gränsvakt 2
  next, // round 2 starts (Anton): the clock moves 5 s and Kraftig blödning ticks 1 KP
  next, // Greta
  // Round 2, Greta (Fältmedicinare): Kirurgi (Svår) on the Artärträff, Analys 4 + Smidighet 2; one success: fails.
  {
    cmd: { type: 'irt/care', carerId: GRETA, patientId: GUARD, kind: 'stabilise', dice: [10, 1, 2, 3, 4, 5] },
  },
  // …and holds pressure (automatic for a Fältmedicinare): no more KP from the bleeding.
  { cmd: { type: 'irt/holdPressure', carerId: GRETA, patientId: GUARD, on: true } },
  { cmd: { type: 'encounter/end' } },
  // To the minute: the survival roll (Fysik 2 + Vilja 3: the Artärträff's Fysik −1 waits while dying,
  // IRT-DIE-11) has Effekt 2 → Döende.
  { cmd: { type: 'time/advance', seconds: 55 }, dice: [10, 10, 10, 1, 1] },
  // The retry (an hour's work): 2 successes at Svår → two steps, Döende → Stabil, bleeding stopped.
  {
    cmd: {
      type: 'irt/care',
      carerId: GRETA,
      patientId: GUARD,
      kind: 'stabilise',
      dice: [10, 11, 1, 2, 3, 4],
    },
  },
  // Hours pass: a stable patient makes no survival rolls, the stopped bleeding no ticks.
  { cmd: { type: 'time/advance', seconds: 7200 } },
];

interface Played {
  readonly states: readonly CampaignState[];
  readonly log: readonly LogEntry[];
}

function play(script: readonly Step[]): Played {
  const states: CampaignState[] = [demo()];
  for (const step of script) {
    const dice = scriptedDice(step.dice ?? []);
    const prev = states[states.length - 1] as CampaignState;
    states.push(applyCommand(prev, step.cmd, { dice }).state);
    expect(dice.remaining(), `unused dice in ${step.cmd.type}`).toBe(0);
  }
  const last = states[states.length - 1] as CampaignState;
  return { states, log: last.log };
}

describe('IRT replay', () => {
  it('A scripted-dice replay of a full fight (two PCs, three NPCs, cover, an active defence, a crit with bleeding, a stabilisation, a survival roll over minute ticks) yields the same event log byte for byte on two runs', () => {
    const a = play(SCRIPT);
    const b = play(SCRIPT);
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
    expect(JSON.stringify(b.states.at(-1))).toBe(JSON.stringify(a.states.at(-1)));

    const log = a.log;
    const types = (t: string) => log.filter((e) => e.type === t).map((e) => e.data);
    // Two PCs and three NPCs in initiative order.
    const started = a.states[5] as CampaignState;
    expect(started.encounter.order).toEqual([ANTON, GRETA, GUARD, 'c-officeren', 'c-gransvakt-2']);
    // Cover made the shot Svår; the dodge took 1 success; 3 KP went through.
    expect(types('irt/attackDeclared')[0]).toMatchObject({ difficulty: 'Svår' });
    expect(types('irt/defended')[0]).toMatchObject({ id: GUARD, kind: 'väja', effekt: 1 });
    expect(types('irt/attackResolved')[0]).toMatchObject({ successes: 3, hit: true, effekt: 1, kp: 3 });
    // The crit row that bleeds and makes the guard Akut döende.
    expect(types('irt/crit')[0]).toMatchObject({ roll: 11, modifier: 1, total: 12, row: 'Artärträff' });
    expect(types('irt/bleeding')[0]).toMatchObject({ to: 'Kraftig' });
    // Bleeding KP: one tick at round 2, then pressure holds it for the rest of the minute.
    const bleedTicks = types('irt/damage').filter((d) => d.reason === 'Kraftig blödning (IRT-BLD-1)');
    expect(bleedTicks.map((d) => d.kpAfter)).toEqual([4]);
    expect(types('irt/bleedingHeld')).toHaveLength(11); // 10 s … 60 s
    // The survival roll fired on the minute tick.
    const survival = log.filter((e) => e.type === 'irt/survival');
    expect(survival.map((e) => e.data)).toEqual([
      { id: GUARD, grade: 'Akut döende', successes: 3, success: true, effekt: 2 },
    ]);
    expect(types('irt/dying').map((d) => `${String(d.from)}→${String(d.to)}`)).toEqual([
      'null→Akut döende',
      'Akut döende→Döende',
      'Döende→Stabil',
    ]);
    // Final state: stable, not bleeding, 4 KP, no timers left for the guard.
    const end = a.states.at(-1) as CampaignState;
    const guard = cmb(end, GUARD);
    expect(dyingGrade(guard)).toBe('Stabil');
    expect(bleedingLevel(guard)).toBeNull();
    expect(guard.resources.kp).toBe(4);
    expect(guard.attributes.Fysik).toBe(1); // IRT-DIE-11
    expect(end.clock?.seconds).toBe(5 + 55 + 7200);
    expect(end.timers?.filter((t) => t.combatantId === GUARD)).toEqual([]);
    expect(cmb(end, ANTON).resources.fokus).toBe(4); // 2 + two 12s
  });

  it('undo safety: timers moved on, so advancing again to the same time (or replaying the undone step) fires nothing twice', () => {
    const { states } = play(SCRIPT);
    const minuteIdx = SCRIPT.findIndex((s) => s.cmd.type === 'time/advance');
    const before = states[minuteIdx] as CampaignState; // the state an undo returns to
    const after = states[minuteIdx + 1] as CampaignState;
    expect(after.clock?.seconds).toBe(60);
    // The survival timer fired at 60 and was rescheduled (now Döende: hourly) past 60.
    const survival = after.timers?.find((t) => t.kind === 'irt/survival');
    expect(survival).toMatchObject({ every: 3600, nextAt: 3660 });
    expect(after.timers?.every((t) => t.nextAt > 60)).toBe(true);
    // Advancing the clock to the same time again: no die is asked for, nothing is emitted or changed.
    const out = new EventSink();
    const again = advanceClock(after, irtSystem, 60, { dice: scriptedDice([]), out });
    expect(out.events).toEqual([]);
    expect(again.timers).toEqual(after.timers);
    expect(cmb(again, GUARD)).toEqual(cmb(after, GUARD));
    // Undo = the earlier state; re-applying the step with the same dice gives the same result, once.
    const redo = applyCommand(before, SCRIPT[minuteIdx]?.cmd as Command, {
      dice: scriptedDice([10, 10, 10, 1, 1]),
    });
    expect(JSON.stringify(redo.state)).toBe(JSON.stringify(after));
    expect(redo.events.filter((e) => e.type === 'irt/survival')).toHaveLength(1);
  });
});
