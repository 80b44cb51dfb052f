/** The combatant tests build by hand, in any system. */
import type { Combatant } from '@shared/model/campaign';

/**
 * A visible combatant that is not an extra, with no attributes, resources, conditions, weapons, initiative
 * or GM notes unless `sheet` gives them (`sheet` may also replace any of the other fields).
 */
export function testCombatant(
  id: string,
  name: string,
  kind: Combatant['kind'],
  sheet: Partial<Combatant> = {},
): Combatant {
  return {
    id,
    name,
    kind,
    hidden: false,
    extra: false,
    attributes: {},
    resources: {},
    conditions: [],
    weapons: [],
    initiative: null,
    gmNotes: '',
    ...sheet,
  };
}
