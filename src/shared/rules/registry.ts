/** The rule systems by id: the engine asks here which system a campaign's commands go to. */
import type { SystemId } from '../model/campaign';
import type { RuleSystem } from './core/system';
import { irtSystem } from './irt/system';
import { d20System } from './d20/system';
import { omnimodusSystem } from './omnimodus/system';
import { expanseSystem } from './expanse/system';

const SYSTEMS: Readonly<Record<SystemId, RuleSystem>> = {
  irt: irtSystem,
  d20: d20System,
  omnimodus: omnimodusSystem,
  expanse: expanseSystem,
};

/** The rule system of a campaign. */
export function ruleSystem(id: SystemId): RuleSystem {
  return SYSTEMS[id];
}
