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
