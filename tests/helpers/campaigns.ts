/** Campaign states for tests: the demo, and a deep-frozen copy to prove the engine never mutates input. */
import { demoCampaign } from '../../src/main/session/demo';
import type { CampaignState } from '@shared/model/campaign';

/** Recursively freezes a value so that any mutation in the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A frozen copy of the IRT demo campaign. */
export function frozenDemo(): CampaignState {
  return deepFreeze(demoCampaign());
}
