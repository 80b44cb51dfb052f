/**
 * Words of the game systems that both the GM screen and the players' display show, by system (a registry,
 * like systems/index.ts for the GM's screens). A system whose terms are its own names in data (IRT,
 * Swedish d20, Omnimodus: the original Swedish words) shows its keys as they are.
 */
import type { SystemId } from '@shared/model/campaign';
import { conditionName as expanseConditionName } from './expanseConditions';

const CONDITION_NAMES: Partial<Record<SystemId, (key: string) => string>> = {
  expanse: expanseConditionName,
};

/** A condition's name as the table reads it in the UI's language. */
export function conditionLabel(system: string, key: string): string {
  return CONDITION_NAMES[system as SystemId]?.(key) ?? key;
}
