/** Core commands every system's engine tests send, built from the values that differ. */
import type { Command } from '@shared/model/commands';

/** `combatant/adjustResource`: adds `delta` (negative to take away) to a combatant's `resource`. */
export function adjustResource(id: string, resource: string, delta: number): Command {
  return { type: 'combatant/adjustResource', id, resource, delta };
}

/** `combatant/setInitiative`: the GM enters a combatant’s initiative (`null` clears it). */
export function setInitiative(id: string, initiative: number | null): Command {
  return { type: 'combatant/setInitiative', id, initiative };
}
