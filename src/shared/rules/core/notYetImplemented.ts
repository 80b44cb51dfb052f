/**
 * A system whose rules are not implemented yet: campaigns can hold its combatants and maps, but every
 * rules command is refused with a clear message, and the UI labels the system "not yet playable".
 */
import type { SystemId } from '../../model/campaign';
import { CommandError } from './errors';
import type { RuleSystem } from './system';

/** The placeholder for a system whose rules issue is still open. */
export function notYetImplemented(id: SystemId, name: string): RuleSystem {
  const refuse = (): never => {
    throw new CommandError('invalid', `${name} rules are not implemented yet`);
  };
  return {
    id,
    name,
    implemented: false,
    secondsPerRound: 6,
    template: {
      attributes: [],
      resources: [],
      features: { examples: [] },
      derived: () => ({}),
      blank: () => ({ attributes: {}, resources: {} }),
    },
    initiative: null,
    damageResource: null,
    woundWord: () => null,
    commands: null,
    apply: refuse,
    fireTimer: (state) => state,
    onRoundStart: (state) => state,
  };
}
