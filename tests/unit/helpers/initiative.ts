/** Initiative commands with entered dice, for any system's engine tests. */
import type { Command } from '@shared/model/commands';

/**
 * The `initiative/roll` command with each combatant's entered dice (a system's initiative dice, then any
 * roll-off dice), in the order given; `ids` names who rolls (default: the core's choice).
 */
export function rollInit(dice: Record<string, number[]>, ids?: string[]): Command {
  return {
    type: 'initiative/roll',
    ...(ids ? { combatantIds: ids } : {}),
    entered: Object.entries(dice).map(([combatantId, d]) => ({ combatantId, dice: d })),
  };
}
