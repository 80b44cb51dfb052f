/**
 * Expanse conditions (EXP-COND-1) and the short-lived effects of actions and stunts, by their English
 * names as the condition key. What each does to tests, Speed, Defense and the actions allowed is read
 * here and nowhere else.
 */
import type { CampaignState, Combatant, Condition } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { findCombatant, replaceCombatant, withCombatantCondition } from '../core/state';
import type { SystemContext } from '../core/system';

/** EXP-COND-1: the combat conditions, by the book's names. */
export const COND = {
  injured: 'Injured',
  wounded: 'Wounded',
  fatigued: 'Fatigued',
  exhausted: 'Exhausted',
  hindered: 'Hindered',
  restrained: 'Restrained',
  helpless: 'Helpless',
  unconscious: 'Unconscious',
  prone: 'Prone',
  dying: 'Dying',
  takenOut: 'Taken Out',
  dead: 'Dead',
} as const;

/** Effects of actions and stunts that last a while (EXP-ACT-MAJ/MIN, EXP-STUNT-1). */
export const EFFECT = {
  defend: 'Defend',
  allOut: 'All-Out Attack',
  guarded: 'Guarded Stance',
  aim: 'Aim',
  /** EXP-ACT-MIN Prepare: a held major action (the key saved campaigns store). */
  ready: 'Ready',
  press: 'Press',
  standFirm: 'Stand Firm',
  duckAndWeave: 'Duck and Weave',
  takeCover: 'Take Cover',
  guardianAngel: 'Guardian Angel',
  lightningAttack: 'Lightning Attack',
  doubleTeam: 'Double-Team',
} as const;

/** The condition keys a combatant has, with what they imply (Injured → Fatigued, Unconscious → Prone …). */
export function conditionKeys(c: Pick<Combatant, 'conditions'>): Set<string> {
  const keys = new Set(c.conditions.map((k) => k.key));
  // EXP-COND-1: Injured is also Fatigued, Wounded also Exhausted, Unconscious also Prone and Helpless;
  // Taken Out and Dying leave the combatant out of the fight (the project reads them as Unconscious).
  if (keys.has(COND.injured)) keys.add(COND.fatigued);
  if (keys.has(COND.wounded)) keys.add(COND.exhausted);
  if (keys.has(COND.takenOut) || keys.has(COND.dying) || keys.has(COND.dead)) keys.add(COND.unconscious);
  if (keys.has(COND.unconscious)) {
    keys.add(COND.prone);
    keys.add(COND.helpless);
  }
  return keys;
}

/** True when the combatant has `key` (implied conditions count). */
export function hasCondition(c: Pick<Combatant, 'conditions'>, key: string): boolean {
  return conditionKeys(c).has(key);
}

/** A numeric parameter of a condition (0 when missing). */
export function conditionValue(c: Pick<Combatant, 'conditions'>, key: string, field: string): number {
  const v = c.conditions.find((k) => k.key === key)?.data?.[field];
  return typeof v === 'number' ? v : 0;
}

/**
 * EXP-COND-1: the penalty to every test from conditions (Fatigued −1, Exhausted −2; the worst counts,
 * so Wounded is −2, not −3) and EXP-ACT-MIN Guarded Stance (its bonus as a penalty).
 */
export function testPenalty(c: Pick<Combatant, 'conditions'>): number {
  const keys = conditionKeys(c);
  const worn = keys.has(COND.exhausted) ? 2 : keys.has(COND.fatigued) ? 1 : 0;
  return worn + conditionValue(c, EFFECT.guarded, 'bonus');
}

/** EXP-COND-1: Speed halves (Wounded/Exhausted, Hindered), is 0 Restrained, Helpless or Taken Out. */
export function speedWith(c: Pick<Combatant, 'conditions'>, base: number): number {
  const keys = conditionKeys(c);
  if (keys.has(COND.restrained) || keys.has(COND.helpless)) return 0;
  return keys.has(COND.exhausted) || keys.has(COND.hindered) ? Math.floor(base / 2) : base;
}

/** EXP-ACT-MAJ, EXP-ACT-MIN: Defense changes from actions and stunts (Defend, Guarded Stance, …). */
export function defenseBonus(c: Pick<Combatant, 'conditions'>): number {
  return (
    (c.conditions.some((k) => k.key === EFFECT.defend) ? 2 : 0) +
    conditionValue(c, EFFECT.guarded, 'bonus') +
    conditionValue(c, EFFECT.duckAndWeave, 'bonus') -
    (c.conditions.some((k) => k.key === EFFECT.allOut) ? 1 : 0)
  );
}

/** Why `c` may not Run (EXP-ACT-MAJ, EXP-COND-1), or null. */
export function cannotRun(c: Pick<Combatant, 'conditions'>): string | null {
  const keys = conditionKeys(c);
  for (const k of [COND.prone, COND.fatigued, COND.exhausted, COND.hindered, COND.restrained])
    if (keys.has(k)) return k;
  return null;
}

/** Why `c` may not Charge (EXP-ACT-MAJ: not prone; EXP-COND-1: not Fatigued), or null. */
export function cannotCharge(c: Pick<Combatant, 'conditions'>): string | null {
  const keys = conditionKeys(c);
  for (const k of [COND.prone, COND.fatigued, COND.restrained]) if (keys.has(k)) return k;
  return null;
}

/** Refuses a Charge by `c` when it cannot make one now (EXP-ACT-MAJ, EXP-COND-1). */
export function checkCanCharge(c: Pick<Combatant, 'name' | 'conditions'>): void {
  const why = cannotCharge(c);
  if (why)
    throw new CommandError('invalid', `${c.name} cannot Charge while ${why} (EXP-ACT-MAJ, EXP-COND-1)`);
}

/** A condition that lasts until the start of `owner`'s next turn (Defend, Duck and Weave, Prepare …). */
export function untilNextTurn(
  key: string,
  owner: string,
  note: string,
  data: Record<string, number | string | boolean> = {},
): Condition {
  return { key, public: true, untilRound: null, note, data: { ...data, endsAtTurnOf: owner } };
}

/** The combatant with `cond` set (replacing one of the same key). */
export const withCondition = withCombatantCondition;

/** The combatant without the condition `key` (unchanged when it has none). */
export function withoutCondition(state: CampaignState, id: string, key: string): CampaignState {
  const c = findCombatant(state, id);
  if (!c.conditions.some((k) => k.key === key)) return state;
  return replaceCombatant(state, { ...c, conditions: c.conditions.filter((k) => k.key !== key) });
}

/** A plain (lasting) condition. */
export function lasting(key: string, note: string, data?: Condition['data']): Condition {
  return { key, public: true, untilRound: null, note, ...(data ? { data } : {}) };
}

/**
 * Ends every effect that lasts "until your next turn" of `id` (EXP-ACT-MAJ Defend, All-Out Attack;
 * EXP-ACT-MIN Prepare, Press, Stand Firm; EXP-STUNT-1 Duck and Weave, Guardian Angel).
 */
export function endTurnEffects(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const ended = c.conditions.filter((k) => k.data?.endsAtTurnOf === id);
    if (ended.length === 0) return c;
    changed = true;
    for (const k of ended)
      ctx.out.emit('condition/removed', { id: c.id, key: k.key }, c.hidden || !k.public ? 'gm' : 'public');
    return { ...c, conditions: c.conditions.filter((k) => k.data?.endsAtTurnOf !== id) };
  });
  return changed ? { ...state, combatants } : state;
}
