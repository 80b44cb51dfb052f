/**
 * What an Expanse combatant may do now, for the card (EXP-ACT-1, EXP-ACT-MAJ, EXP-ACT-MIN, EXP-COND-1):
 * the turn's economy and, for every non-attack action of `expanse/action`, whether the engine would take
 * it and, when not, why. The checks mirror `src/shared/rules/expanse/turn.ts` (the engine still decides;
 * a unit test holds the two together). No strings: reasons are codes the card puts in words.
 */
import { axialToOffset, offsetToAxial, type Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import { spent } from '@shared/rules/core/economy';
import { ExpActionKind } from '@shared/rules/expanse/commands';
import { cannotRun, COND, EFFECT, hasCondition } from '@shared/rules/expanse/conditions';
import { hasTurn } from '@shared/rules/expanse/turn';

/** The non-attack actions, majors first (EXP-ACT-MAJ), then minors (EXP-ACT-MIN): the command's own list. */
export const EXP_ACTIONS: readonly ExpActionKind[] = ExpActionKind.options;

/** Major or minor (Run and Prepare, the engine's `ready`, take the whole turn). */
export const ACTION_SIZE: Readonly<Record<ExpActionKind, 'major' | 'minor'>> = {
  defend: 'major',
  run: 'major',
  move: 'minor',
  aim: 'minor',
  guardedStance: 'minor',
  activate: 'minor',
  prepare: 'minor',
  ready: 'minor',
  press: 'minor',
  standFirm: 'minor',
};

/** Why an action is refused now. `cond`: the condition that blocks it (Run). */
export type ExpWhyNot =
  | { code: 'helpless' }
  | { code: 'notTurn' }
  | { code: 'noActionLeft' }
  | { code: 'noMajorLeft' }
  | { code: 'wholeTurn' }
  | { code: 'cannotRun'; cond: string }
  | { code: 'beforeMajor' }
  | { code: 'defendCombo' }
  | { code: 'guardedCombo' }
  | { code: 'noPressTarget' };

/** The turn's economy as the card shows it (EXP-ACT-1: one major + one minor, or two minor). */
export interface ExpEconomy {
  /** A fight runs and the combatant is in its order: actions are counted. */
  readonly counted: boolean;
  /**
   * It is the combatant's turn, or its group's (EXP-INIT-2: a group of minor NPCs acts together);
   * always true outside a counted fight.
   */
  readonly myTurn: boolean;
  readonly major: number;
  readonly minor: number;
  /** Actions left this turn (0–2). */
  readonly left: number;
  /** A major action may still be taken. */
  readonly majorLeft: boolean;
}

/** True when a fight runs and `id` is in its order. */
function counted(state: CampaignState, id: string): boolean {
  return state.encounter.active && state.encounter.order.includes(id);
}

/** EXP-ACT-1: what `c` has spent and has left. */
export function expEconomy(state: CampaignState, c: Pick<Combatant, 'id'>): ExpEconomy {
  const isCounted = counted(state, c.id);
  const s = isCounted ? spent(state, c.id) : { main: 0, steps: 0, reactions: 0 };
  const used = s.main + s.steps;
  return {
    counted: isCounted,
    myTurn: !isCounted || hasTurn(state, c.id),
    major: s.main,
    minor: s.steps,
    left: Math.max(0, 2 - used),
    majorLeft: s.main === 0 && used < 2,
  };
}

/** EXP-ACT-MIN Press: those `c` hit in melee this round (the targets Press may name). */
export function pressTargets(state: CampaignState, c: Pick<Combatant, 'id'>): string[] {
  const round = state.encounter.round;
  const ids = new Set<string>();
  for (const e of state.log)
    if (
      e.type === 'expanse/attackRolled' &&
      e.round === round &&
      e.data.attackerId === c.id &&
      e.data.hit === true &&
      e.data.melee === true &&
      typeof e.data.targetId === 'string'
    )
      ids.add(e.data.targetId);
  return state.combatants.filter((x) => ids.has(x.id)).map((x) => x.id);
}

/** Why `c` may not take `action` now (on its own turn), or null when the engine would take it. */
export function whyNot(state: CampaignState, c: Combatant, action: ExpActionKind): ExpWhyNot | null {
  if (hasCondition(c, COND.helpless)) return { code: 'helpless' };
  const eco = expEconomy(state, c);
  if (!eco.myTurn) return { code: 'notTurn' };
  const has = (key: string): boolean => c.conditions.some((k) => k.key === key);
  const used = eco.major + eco.minor;
  switch (action) {
    case 'run': {
      const cond = cannotRun(c);
      if (cond) return { code: 'cannotRun', cond };
      return used > 0 ? { code: 'wholeTurn' } : null;
    }
    case 'ready':
      return used > 0 ? { code: 'wholeTurn' } : null;
    case 'defend':
      if (has(EFFECT.guarded)) return { code: 'guardedCombo' };
      if (eco.left === 0) return { code: 'noActionLeft' };
      return eco.majorLeft ? null : { code: 'noMajorLeft' };
    case 'guardedStance':
      if (eco.major > 0) return { code: 'beforeMajor' };
      if (has(EFFECT.defend)) return { code: 'defendCombo' };
      return eco.left === 0 ? { code: 'noActionLeft' } : null;
    case 'press':
      if (state.encounter.active && pressTargets(state, c).length === 0) return { code: 'noPressTarget' };
      return eco.left === 0 ? { code: 'noActionLeft' } : null;
    default:
      return eco.left === 0 ? { code: 'noActionLeft' } : null;
  }
}

/** EXP-ACT-MIN Prepare: the major action `c` holds, or null. */
export function readied(c: Pick<Combatant, 'conditions'>): 'attack' | 'defend' | 'other' | null {
  const a = c.conditions.find((k) => k.key === EFFECT.ready)?.data?.action;
  return a === 'attack' || a === 'defend' || a === 'other' ? a : null;
}

/** EXP-ACT-MIN Press: the target `c` may follow now (it moved away), or null. */
export function followable(c: Pick<Combatant, 'conditions'>): string | null {
  const press = c.conditions.find((k) => k.key === EFFECT.press);
  if (press?.data?.followable !== true) return null;
  const target = press.data.targetId;
  return typeof target === 'string' ? target : '';
}

/**
 * What a token dropped on the map during an Expanse fight should send (for the map's drop handler):
 * a follow when the combatant may follow a pressed target (EXP-ACT-MIN Press), a Move on its own turn
 * (EXP-ACT-MIN), else null (the map may fall back to a plain `token/move`, e.g. outside a fight).
 */
export function expDropCommand(
  state: CampaignState,
  combatantId: string,
  to: Axial,
):
  | { type: 'expanse/follow'; id: string; to: Axial }
  | { type: 'expanse/action'; id: string; action: 'move'; to: Axial }
  | null {
  const c = state.combatants.find((x) => x.id === combatantId);
  if (!c || !counted(state, c.id)) return null;
  if (followable(c) !== null) return { type: 'expanse/follow', id: c.id, to: { q: to.q, r: to.r } };
  if (!expEconomy(state, c).myTurn) return null;
  return { type: 'expanse/action', id: c.id, action: 'move', to: { q: to.q, r: to.r } };
}

/**
 * A hex as the GM counts it on the map: column and row from 1 at the top left (the map's offset layout,
 * "odd-r" pointy or "odd-q" flat), for typing a destination.
 */
export function cellOf(hex: Axial, orientation: 'pointy' | 'flat'): { col: number; row: number } {
  const o = axialToOffset(hex, orientation);
  return { col: o.col + 1, row: o.row + 1 };
}

/** The hex at column `col`, row `row` (from 1), the inverse of {@link cellOf}. */
export function hexAtCell(col: number, row: number, orientation: 'pointy' | 'flat'): Axial {
  return offsetToAxial(col - 1, row - 1, orientation);
}
