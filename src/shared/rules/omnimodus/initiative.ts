/**
 * Omnimodus initiative (OMN-INIT-1/2): every round, a skill roll with the higher of Närstrid and
 * Manövrar, modified by the campaign's initiative table. Highest acts first; a perfect roll acts before
 * every non-perfect one (its value is raised by {@link PERFECT_INITIATIVE}); a fumble hesitates
 * (`Tvekar`: no action this round, defends as usual). Ties: the higher skill used, then 1T6 roll-offs.
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { rollInitiativeDie } from '../core/rolls';
import type { InitiativeRules } from '../core/system';
import { HESITATES } from './actions';
import { OMN_AREAS } from './defaults';
import { omnFactor, omnRoll } from './roll';
import { omnSettings } from './settings';
import { omnValue } from './sheet';

/**
 * OMN-INIT-2: added to a perfect roll's initiative value so it sorts before every non-perfect roll
 * regardless of total (no total without it reaches 100). {@link shownInitiative} takes it off again.
 */
export const PERFECT_INITIATIVE = 100;

/** OMN-INIT-1: the initiative skill, the higher of Närstrid and Manövrar. */
export function initiativeSkill(c: Pick<Combatant, 'attributes'>): number {
  return Math.max(omnValue(c, 'Närstrid'), omnValue(c, 'Manövrar'));
}

/** True when the combatant has damage on any body area (the initiative table's `wounded` row). */
export function isWounded(state: CampaignState, c: Pick<Combatant, 'resources'>): boolean {
  const areas = new Set<string>([...OMN_AREAS, ...omnSettings(state).wounds.map((w) => w.area)]);
  return [...areas].some((a) => (c.resources[a] ?? 0) > 0);
}

/**
 * OMN-INIT-1 [table]: the initiative-table rows that apply: `wounded` when the combatant has damage on
 * any area, every other row when the combatant has a condition named like the row's label (postures
 * `Knästående`, `Liggande`; `Överraskad`).
 */
export function initiativeFactors(state: CampaignState, c: Combatant): DifficultyFactor[] {
  return omnSettings(state)
    .initiative.filter((row) =>
      row.id === 'wounded' ? isWounded(state, c) : c.conditions.some((k) => k.key === row.label),
    )
    .map((row) => omnFactor('condition', row.id, row.label, row.modifier));
}

/** The initiative value as the table shows it (a perfect roll's {@link PERFECT_INITIATIVE} taken off). */
export function shownInitiative(value: number): { total: number; perfect: boolean } {
  return value >= PERFECT_INITIATIVE / 2
    ? { total: value - PERFECT_INITIATIVE, perfect: true }
    : { total: value, perfect: false };
}

/** OMN-INIT-1/2: the initiative rules the core runs every round. */
export const omnInitiative: InitiativeRules = {
  eachRound: true,
  roll(c, ctx, state) {
    const settings = omnSettings(state);
    const skill = initiativeSkill(c);
    const r = omnRoll(c, skill, initiativeFactors(state, c), 'initiative', ctx, settings);
    if (r.fumble)
      ctx.out.emit(
        'omnimodus/hesitates',
        { id: c.id, round: state.encounter.round },
        c.hidden ? 'gm' : 'public',
      );
    return {
      value: r.total + (r.perfect ? PERFECT_INITIATIVE : 0),
      // Interpretation: ties → the higher skill used, then the core's 1T6 roll-offs.
      tiebreak: [skill],
      // A hesitation left over (e.g. from a fight that ended) ends with a new roll.
      ends: [HESITATES],
      conditions: r.fumble
        ? [
            {
              key: HESITATES,
              public: true,
              // Ends when the next round starts (omnRoundStart).
              untilRound: Math.max(state.encounter.round, 1) + 1,
              note: 'OMN-INIT-2: fummel på initiativet — ingen handling denna runda, försvarar sig som vanligt',
              source: 'Initiativ',
            },
          ]
        : [],
    };
  },
  display(value) {
    const shown = shownInitiative(value);
    return shown.perfect ? `★${shown.total}` : String(shown.total);
  },
  rollOff(c, ctx) {
    return rollInitiativeDie(ctx, c, 6, 'initiative roll-off');
  },
};
