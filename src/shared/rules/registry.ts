/** The rule systems by id: the engine asks here which system a campaign's commands go to. */
import type { SystemId } from '../model/campaign';
import type { RuleSystem } from './core/system';
import { irtSystem } from './irt/system';
import { d20System } from './d20/system';
import { omnimodusSystem } from './omnimodus/system';
import { expanseSystem } from './expanse/system';

const SYSTEMS = new Map<string, RuleSystem>([
  ['irt', irtSystem],
  ['d20', d20System],
  ['omnimodus', omnimodusSystem],
  ['expanse', expanseSystem],
] satisfies [SystemId, RuleSystem][]);

/** The rule system of a campaign. Throws for an id no system is registered under. */
export function ruleSystem(id: SystemId): RuleSystem {
  const system = SYSTEMS.get(id);
  if (!system) throw new Error(`no rule system registered as "${id}"`);
  return system;
}

/**
 * Adds (or replaces) a rule system: how a system beyond the four built in plugs in without a change to
 * the engine core (the fifth-system test registers one). Campaign files name only the built-in ids
 * (model/campaign.ts SystemId), so a registered system serves campaigns built in memory.
 */
export function registerRuleSystem(system: RuleSystem): void {
  SYSTEMS.set(system.id, system);
}
