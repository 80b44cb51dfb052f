/**
 * What the app knows of each game system so far. Systems whose rules are not implemented yet say so,
 * so that the UI can label them instead of pretending.
 */
import type { Combatant, SystemId } from '../model/campaign';
import { combatantWoundLevel } from './irt/wounds';

/** Per-system facts the views need. */
export interface SystemInfo {
  readonly id: SystemId;
  readonly name: string;
  /** False until the system's rule issue is done; the UI marks such systems as not yet playable. */
  readonly implemented: boolean;
  /** The resource that counts damage taken, shown on cards. */
  readonly damageResource: string | null;
  /** A wound state as a word in the system's own terms, or null when the system has none yet. */
  woundWord(c: Combatant): string | null;
}

export const SYSTEMS: Readonly<Record<SystemId, SystemInfo>> = {
  irt: {
    id: 'irt',
    name: 'I Rikets Tjänst',
    implemented: true,
    damageResource: 'kp',
    woundWord: (c) => combatantWoundLevel(c),
  },
  d20: { id: 'd20', name: 'Swedish d20', implemented: false, damageResource: null, woundWord: () => null },
  omnimodus: { id: 'omnimodus', name: 'Omnimodus', implemented: false, damageResource: null, woundWord: () => null },
  expanse: { id: 'expanse', name: 'The Expanse RPG', implemented: false, damageResource: null, woundWord: () => null },
};
