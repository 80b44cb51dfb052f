/**
 * IRT conditions as data on a combatant (keys are the system's own terms), and the difficulty steps
 * they add (IRT-COND-1…7). Crit effects that last are conditions too, with their structured effect in
 * `data` (a difficulty floor, a step, a limb, …).
 */
import type { CampaignState, Combatant, Condition } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { combatantWoundLevel } from './wounds';

/** Keys of the conditions the IRT rules name. */
export const IRT_CONDITION = {
  liggande: 'Liggande',
  omtumlad: 'Omtumlad',
  paverkad: 'Påverkad',
  fastlast: 'Fastlåst',
  brinnande: 'Brinnande',
  medvetslos: 'Medvetslös',
  blodning: 'Blödning',
  doende: 'Döende',
  dod: 'Död',
  /** IRT-ABL-1 Järnvilja: wound levels ignored until the scene ends (`data.ignores`: comma-separated). */
  jarnvilja: 'Järnvilja',
  /** IRT-ABL-1 Sista ansträngning: conscious for this round in spite of the wounds (`data.rounds` used). */
  sistaAnstrangning: 'Sista ansträngning',
} as const;

/** The wound levels a character ignores for now (IRT-ABL-1 Järnvilja), e.g. `['Sårad']`. */
export function ignoredWoundLevels(c: Combatant): string[] {
  const v = findCondition(c, IRT_CONDITION.jarnvilja)?.data?.ignores;
  return typeof v === 'string' && v !== '' ? v.split(',') : [];
}

/** Dying grades, least severe first (IRT-DIE-1). `Död` ends the ladder. */
export const DYING_LADDER = ['Stabil', 'Döende', 'Akut döende', 'Död'] as const;
export type DyingGrade = (typeof DYING_LADDER)[number];

export function findCondition(c: Combatant, key: string): Condition | undefined {
  return c.conditions.find((k) => k.key === key);
}

export function hasCondition(c: Combatant, key: string): boolean {
  return c.conditions.some((k) => k.key === key);
}

/** Sets (replaces) a condition by key. */
export function withCondition(c: Combatant, condition: Condition): Combatant {
  return { ...c, conditions: [...c.conditions.filter((k) => k.key !== condition.key), condition] };
}

export function withoutCondition(c: Combatant, key: string): Combatant {
  return { ...c, conditions: c.conditions.filter((k) => k.key !== key) };
}

/** A plain condition. */
export function condition(key: string, opts: Partial<Omit<Condition, 'key'>> = {}): Condition {
  return {
    key,
    public: opts.public ?? true,
    untilRound: opts.untilRound ?? null,
    note: opts.note ?? '',
    ...(opts.source ? { source: opts.source } : {}),
    ...(opts.data ? { data: opts.data } : {}),
  };
}

/** The dying grade, if any (IRT-DIE-1: a character has exactly one grade). */
export function dyingGrade(c: Combatant): DyingGrade | null {
  if (hasCondition(c, IRT_CONDITION.dod)) return 'Död';
  const d = findCondition(c, IRT_CONDITION.doende);
  const g = d?.data?.grade;
  return typeof g === 'string' && (DYING_LADDER as readonly string[]).includes(g) ? (g as DyingGrade) : null;
}

/** The bleeding level, if any (IRT-BLD-1). */
export function bleedingLevel(c: Combatant): 'Lätt' | 'Kraftig' | null {
  const level = findCondition(c, IRT_CONDITION.blodning)?.data?.level;
  return level === 'Lätt' || level === 'Kraftig' ? level : null;
}

/** What kind of roll a difficulty is computed for: decides which conditions count. */
export interface RollKind {
  readonly action: 'rangedAttack' | 'meleeAttack' | 'activeDefence' | 'movement' | 'care' | 'other';
  readonly attributes: readonly string[];
}

/**
 * Mechanical steps and floors from the roller's own state: Sårad (IRT-COND-1), Påverkad (IRT-COND-2),
 * Liggande for melee, active defence and movement (IRT-COND-3), Omtumlad (IRT-COND-4), and the floors
 * and steps of lasting crit effects (IRT-CRIT-6). They stack but the ladder clamps (IRT-COND-7).
 */
export function conditionFactors(c: Combatant, roll: RollKind, round: number): DifficultyFactor[] {
  const out: DifficultyFactor[] = [];
  // IRT-ABL-1 Järnvilja: an ignored Sårad adds no step until the scene ends.
  if (combatantWoundLevel(c) !== 'Tjänstduglig' && !ignoredWoundLevels(c).includes('Sårad')) {
    out.push({ source: 'condition', key: 'sarad', term: 'Sårad', effect: 1, kind: 'mechanical' });
  }
  for (const k of c.conditions) {
    if (k.untilRound !== null && k.untilRound <= round) continue;
    if (k.key === IRT_CONDITION.paverkad)
      out.push({ source: 'condition', key: 'paverkad', term: k.key, effect: 1, kind: 'mechanical' });
    if (
      k.key === IRT_CONDITION.omtumlad &&
      (k.data?.fromRound === undefined || (k.data.fromRound as number) <= round)
    ) {
      out.push({ source: 'condition', key: 'omtumlad', term: k.key, effect: 1, kind: 'mechanical' });
    }
    if (
      k.key === IRT_CONDITION.liggande &&
      (roll.action === 'meleeAttack' || roll.action === 'activeDefence' || roll.action === 'movement')
    ) {
      out.push({ source: 'condition', key: 'liggande', term: k.key, effect: 1, kind: 'mechanical' });
    }
    const floor = k.data?.floor;
    const step = k.data?.step;
    if ((typeof floor === 'string' || typeof step === 'number') && scopeMatches(k, roll)) {
      if (typeof floor === 'string') {
        const idx = ['Lätt', 'Normal', 'Svår', 'Mycket Svår'].indexOf(floor);
        out.push({
          source: 'crit',
          key: 'floor',
          term: k.key,
          effect: idx,
          kind: 'floor',
          detail: `at least ${floor}${k.source ? ` (${k.source})` : ''}`,
        });
      }
      if (typeof step === 'number')
        out.push({
          source: 'crit',
          key: 'step',
          term: k.key,
          effect: step,
          kind: 'mechanical',
          ...(k.source ? { detail: k.source } : {}),
        });
    }
  }
  return out;
}

/** Whether a crit condition's scope (stored in its data) covers this roll. */
function scopeMatches(k: Condition, roll: RollKind): boolean {
  const scope = k.data?.scope;
  if (scope === 'all') return true;
  if (scope === 'movement') return roll.action === 'movement';
  if (scope === 'attributes') {
    const attrs = String(k.data?.attributes ?? '').split(',');
    return roll.attributes.some((a) => attrs.includes(a));
  }
  // Body-part and fine-motor scopes need the GM to tag the roll; they are listed, not applied, by default.
  return false;
}

/** Removes conditions whose `untilRound` has come (called at each round start). */
export function expireConditions(state: CampaignState, round: number): CampaignState {
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const kept = c.conditions.filter((k) => k.untilRound === null || k.untilRound > round);
    if (kept.length === c.conditions.length) return c;
    changed = true;
    return { ...c, conditions: kept };
  });
  return changed ? { ...state, combatants } : state;
}
