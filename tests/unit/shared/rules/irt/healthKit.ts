/**
 * Helpers for the IRT health, care, dying and replay tests (separate from kit.ts, which the attack tests
 * use): scripted dice that must all be used, combatant and condition lookups.
 */
import { expect } from 'vitest';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState, Combatant, Condition } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { applyCommand, type EngineResult } from '@shared/rules/core/engine';
import { EventSink, type EngineEvent } from '@shared/rules/core/events';
import type { SystemContext } from '@shared/rules/core/system';
import { frozenDemo } from '../../../../helpers/campaigns';
import { antonShot } from './kit';

/** A system context whose dice are exactly `faces`; call `done()` to assert all were used. */
export function sysCtx(faces: readonly number[] = []): SystemContext & {
  out: EventSink;
  done(): void;
} {
  const dice = scriptedDice(faces);
  const out = new EventSink();
  return { dice, out, done: () => expect(dice.remaining(), 'unused scripted dice').toBe(0) };
}

/** Applies a command with scripted dice and asserts every face was used. */
export function run(state: CampaignState, cmd: Command, faces: readonly number[] = []): EngineResult {
  const dice = scriptedDice(faces);
  const r = applyCommand(state, cmd, { dice });
  expect(dice.remaining(), `unused scripted dice for ${cmd.type}`).toBe(0);
  return r;
}

export function cmb(state: CampaignState, id: string): Combatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no combatant ${id}`);
  return c;
}

export function cond(state: CampaignState, id: string, key: string): Condition | undefined {
  return cmb(state, id).conditions.find((k) => k.key === key);
}

/** Replaces a combatant (tests only: builds a starting state). */
export function patch(state: CampaignState, id: string, f: (c: Combatant) => Combatant): CampaignState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === id ? f(c) : c)) };
}

export function ofType(events: readonly EngineEvent[], type: string): EngineEvent[] {
  return events.filter((e) => e.type === type);
}

/** Demo ids: the guard (Fysik 2, Vilja 3 → Tålighet 5, Skydd 1) is the usual patient. */
export const GUARD = 'c-gransvakt';
export const ANTON = 'c-anton';
export const GRETA = 'c-greta';
export const IVAR = 'c-ivar';

export function demo(): CampaignState {
  return frozenDemo();
}

/**
 * Expects `r` to deal the guard (Skydd 1) a damage value of 3 (IRT-SIT-1) rolled as `faces`, one of them
 * 10+: 3 KP + 1 − Skydd 1 = 3 KP; `more` is what else the event says.
 */
export function expectGuardTakesValue3(
  r: EngineResult,
  faces: number[],
  more: Record<string, unknown> = {},
): void {
  expect(ofType(r.events, 'irt/damageValue')[0]?.data).toMatchObject({
    ...more,
    value: 3,
    faces,
    extra: 1,
    skydd: 1,
    kp: 3,
  });
  expect(cmb(r.state, GUARD).resources.kp).toBe(3);
}

/** Anton's pistol shot at the guard: 3 successes with one 12 at Normal (4 KP), then `critDie` on the crit table. */
export function shootAndCrit(s: CampaignState, critDie: number): EngineResult {
  const declared = run(s, antonShot, [12, 10, 11, 3, 4]);
  return run(declared.state, { type: 'irt/resolve' }, [critDie]);
}
