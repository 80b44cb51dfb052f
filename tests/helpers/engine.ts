/** Engine helpers shared by the rule systems' tests: apply commands with entered dice only, read results. */
import { applyCommand, type EngineResult } from '@shared/rules/core/engine';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState, Combatant, Condition } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { EngineEvent } from '@shared/rules/core/events';

/** Dice that must never be asked for: every roll in these tests is entered on the command. */
export const NO_DICE = { dice: scriptedDice([]) };

export function run(state: CampaignState, cmd: Command): EngineResult {
  return applyCommand(state, cmd, NO_DICE);
}

/** Applies commands in order, returning the last state. */
export function runAll(state: CampaignState, ...cmds: Command[]): CampaignState {
  return cmds.reduce((s, c) => run(s, c).state, state);
}

export function who(s: CampaignState, id: string): Combatant {
  const c = s.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no combatant ${id}`);
  return c;
}

export function event(events: readonly EngineEvent[], type: string): EngineEvent {
  const e = events.find((x) => x.type === type);
  if (!e) throw new Error(`no ${type} event among ${events.map((x) => x.type).join(', ')}`);
  return e;
}

/** Replaces fields of a combatant (features, weapons, … that no core command edits), without mutating `s`. */
export function patch(s: CampaignState, id: string, p: Partial<Combatant>): CampaignState {
  who(s, id);
  return { ...s, combatants: s.combatants.map((c) => (c.id === id ? { ...c, ...p } : c)) };
}

/** Sets sheet values of a combatant (merged with the sheet's). */
export function attrs(s: CampaignState, id: string, a: Record<string, number>): CampaignState {
  return patch(s, id, { attributes: { ...who(s, id).attributes, ...a } });
}

/** Sets a condition through the engine (public, no end round, no note unless given). */
export function setCondition(
  s: CampaignState,
  id: string,
  c: Partial<Condition> & { key: string },
): CampaignState {
  return run(s, {
    type: 'combatant/setCondition',
    id,
    condition: { public: true, untilRound: null, note: '', ...c },
  }).state;
}
