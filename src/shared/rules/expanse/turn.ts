/**
 * The Expanse turn (EXP-ACT-1, EXP-ACT-MAJ, EXP-ACT-MIN): one major and one minor action, or two minor,
 * counted in `encounter.economy` (`main`: major actions, `steps`: minor actions). What lasts "until your
 * next turn" ends when that turn starts, what lasts "until the end of the round" when the next round
 * starts, and everything of the kind when the encounter ends (EXP-INIT-6).
 */
import type { CampaignState, Combatant, Condition } from '../../model/campaign';
import { addSpent, setSpent, spent } from '../core/economy';
import { CommandError } from '../core/errors';
import { findCombatant, replaceCombatant } from '../core/state';
import { turnMembers, type SystemCommandHandler, type SystemContext } from '../core/system';
import type { z } from 'zod';
import type { ExpActionCommand, ExpFollow } from './commands';
import {
  COND,
  EFFECT,
  cannotRun,
  conditionValue,
  endTurnEffects,
  hasCondition,
  lasting,
  untilNextTurn,
  withCondition,
  withoutCondition,
} from './conditions';
import { expGroupOf } from './initiative';
import { distance, MELEE_REACH_METRES, moveWithin } from './position';
import { speed, value } from './sheet';

/** Whether an action is major or minor (EXP-ACT-1). */
export type ActionSize = 'major' | 'minor';

/** True when a fight runs and `id` takes part in it (the economy counts only then). */
function inFight(state: CampaignState, id: string): boolean {
  return state.encounter.active && state.encounter.order.includes(id);
}

/**
 * True when `id` acts on the current turn: its own, or its group's (EXP-INIT-2: a group of minor NPCs
 * acts together on one turn).
 */
export function hasTurn(state: CampaignState, id: string): boolean {
  return turnMembers(state, expGroupOf).includes(id);
}

/** Refuses an action by a Helpless combatant (EXP-COND-1) or outside its turn (EXP-INIT-1). */
export function checkCanAct(state: CampaignState, c: Combatant): void {
  if (hasCondition(c, COND.helpless))
    throw new CommandError('invalid', `${c.name} is Helpless and cannot act (EXP-COND-1)`);
  if (!inFight(state, c.id)) return;
  if (!hasTurn(state, c.id))
    throw new CommandError(
      'invalid',
      `it is not ${c.name}'s turn (EXP-INIT-1; a prepared action may interrupt)`,
    );
}

/**
 * EXP-ACT-1: spends a major or minor action of `c`'s turn, refusing one too many. Any action other than
 * an attack ends a pending Aim (EXP-ACT-MIN: Aim counts only for the very next action).
 */
export function spendAction(
  state: CampaignState,
  c: Combatant,
  size: ActionSize,
  attack: boolean,
): CampaignState {
  const s = attack ? state : withoutCondition(state, c.id, EFFECT.aim);
  if (!inFight(state, c.id)) return s;
  const now = spent(state, c.id);
  if (now.main + now.steps >= 2 || (size === 'major' && now.main >= 1))
    throw new CommandError(
      'invalid',
      `${c.name} has no ${size} action left this turn: one major and one minor, or two minor (EXP-ACT-1)`,
    );
  return addSpent(s, c.id, size === 'major' ? { main: 1 } : { steps: 1 });
}

/**
 * EXP-ACT-MIN Prepare: takes the held major action out of turn, refusing when none of that kind is held.
 * (The command's action id and the effect's key are `ready`/`Ready`, as stored in saved campaigns; the
 * rules call the action Prepare.)
 */
export function useReady(state: CampaignState, c: Combatant, kind: 'attack' | 'defend'): CampaignState {
  if (hasCondition(c, COND.helpless))
    throw new CommandError('invalid', `${c.name} is Helpless and cannot act (EXP-COND-1)`);
  const ready = c.conditions.find((k) => k.key === EFFECT.ready);
  if (!ready || ready.data?.action !== kind)
    throw new CommandError(
      'invalid',
      `${c.name} has no prepared ${kind} to interrupt with (EXP-ACT-MIN Prepare)`,
    );
  return withoutCondition(state, c.id, EFFECT.ready);
}

/** True when `id` hit `targetId` with a melee attack this round (EXP-ACT-MIN Press). */
function hitInMeleeThisRound(state: CampaignState, id: string, targetId: string): boolean {
  return state.log.some(
    (e) =>
      e.type === 'expanse/attackRolled' &&
      e.round === state.encounter.round &&
      e.data.attackerId === id &&
      e.data.targetId === targetId &&
      e.data.hit === true &&
      e.data.melee === true,
  );
}

/**
 * EXP-ACT-MIN Press: after `moverId` moved, those pressing it who were in reach and no longer are may
 * follow (`expanse/follow`) right after the move, before the mover does anything else
 * ({@link closeFollows}); logs `expanse/pressAvailable` and marks their Press.
 */
export function noticePress(
  state: CampaignState,
  moverId: string,
  before: ReadonlyMap<string, number | null>,
  ctx: SystemContext,
): CampaignState {
  let s = state;
  const mover = findCombatant(state, moverId);
  for (const c of state.combatants) {
    const press = c.conditions.find((k) => k.key === EFFECT.press && k.data?.targetId === moverId);
    if (!press) continue;
    const was = before.get(c.id) ?? null;
    const now = distance(s, c, mover);
    if (was === null || now === null || was > MELEE_REACH_METRES || now <= was) continue;
    ctx.out.emit('expanse/pressAvailable', { id: c.id, targetId: moverId }, c.hidden ? 'gm' : 'public');
    s = withCondition(s, c.id, { ...press, data: { ...press.data, followable: true } });
  }
  return s;
}

/**
 * EXP-ACT-MIN Press: the follow comes right after the target's move, before it does anything else. Once
 * `actorId` (the pressed target) does something more, or a new turn starts (`actorId` null), the chance
 * to follow it is gone; the Press itself lasts until the presser's next turn.
 */
export function closeFollows(state: CampaignState, actorId: string | null): CampaignState {
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const press = c.conditions.find((k) => k.key === EFFECT.press);
    if (press?.data?.followable !== true) return c;
    if (actorId !== null && press.data.targetId !== actorId) return c;
    changed = true;
    const { followable: _gone, ...data } = press.data;
    return { ...c, conditions: c.conditions.map((k) => (k === press ? { ...press, data } : k)) };
  });
  return changed ? { ...state, combatants } : state;
}

/** Distances from `moverId` to everyone, before it moves (for {@link noticePress}). */
export function distancesFrom(state: CampaignState, moverId: string): Map<string, number | null> {
  const mover = findCombatant(state, moverId);
  return new Map(state.combatants.map((c) => [c.id, distance(state, c, mover)]));
}

/** Moves `c` and tells those pressing it (EXP-ACT-MIN Move, Run, Press). */
export function moveAndNotice(
  state: CampaignState,
  c: Combatant,
  to: NonNullable<z.infer<typeof ExpActionCommand>['to']>,
  metres: number,
  why: string,
  ctx: SystemContext,
): CampaignState {
  const before = distancesFrom(state, c.id);
  const { state: moved } = moveWithin(state, c, to, metres, why, ctx);
  return noticePress(moved, c.id, before, ctx);
}

function note(ctx: SystemContext, c: Combatant, action: string, data: Record<string, unknown> = {}): void {
  ctx.out.emit('expanse/action', { id: c.id, action, ...data }, c.hidden ? 'gm' : 'public');
}

/** `expanse/action` (EXP-ACT-MAJ Defend and Run; EXP-ACT-MIN). */
export const applyAction: SystemCommandHandler<z.infer<typeof ExpActionCommand>> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.id);
  const round = state.encounter.round;
  if (cmd.interrupt) {
    // EXP-ACT-MIN Prepare: a held Defend taken out of turn (attacks interrupt with expanse/attack).
    if (cmd.action !== 'defend')
      throw new CommandError('invalid', 'only a prepared major action interrupts (EXP-ACT-MIN Prepare)');
    const s = useReady(state, c, 'defend');
    note(ctx, c, 'defend', { interrupt: true });
    return withCondition(s, c.id, untilNextTurn(EFFECT.defend, c.id, 'EXP-ACT-MAJ: +2 Defense'));
  }
  checkCanAct(state, c);
  switch (cmd.action) {
    case 'defend': {
      if (c.conditions.some((k) => k.key === EFFECT.guarded))
        throw new CommandError(
          'invalid',
          'Defend and Guarded Stance do not combine in one turn (EXP-ACT-MIN)',
        );
      const s = spendAction(state, c, 'major', false);
      note(ctx, c, 'defend');
      return withCondition(s, c.id, untilNextTurn(EFFECT.defend, c.id, 'EXP-ACT-MAJ: +2 Defense'));
    }
    case 'run': {
      const why = cannotRun(c);
      if (why)
        throw new CommandError('invalid', `${c.name} cannot Run while ${why} (EXP-ACT-MAJ, EXP-COND-1)`);
      const now = spent(state, c.id);
      if (now.main + now.steps > 0)
        throw new CommandError(
          'invalid',
          `Run takes the whole turn, not even a minor action besides (EXP-ACT-MAJ)`,
        );
      if (!cmd.to) throw new CommandError('invalid', 'a Run needs where it ends (to)');
      let s = withoutCondition(state, c.id, EFFECT.aim);
      s = moveAndNotice(s, c, cmd.to, 2 * speed(c), 'Run', ctx);
      note(ctx, c, 'run');
      return inFight(state, c.id) ? setSpent(s, c.id, { main: 1, steps: 1 }) : s;
    }
    case 'move': {
      let s = spendAction(state, c, 'minor', false);
      const full = speed(c);
      const half = Math.floor(full / 2);
      const prone = hasCondition(c, COND.prone);
      if (cmd.standUp && !prone) throw new CommandError('invalid', `${c.name} is not Prone`);
      if (cmd.standUp && hasCondition(c, COND.unconscious))
        throw new CommandError('invalid', `${c.name} cannot stand up (EXP-COND-1)`);
      // EXP-ACT-MIN: standing up, dropping prone and getting into or out of a vehicle (or onto or off a
      // mount) cost half Speed each; EXP-COND-1: Prone only crawls (the project's reading: at half Speed).
      let budget = full;
      if (cmd.standUp) {
        budget -= half;
        s = withoutCondition(s, c.id, COND.prone);
      } else if (prone) budget = half;
      if (cmd.dropProne) budget -= half;
      if (cmd.vehicle) budget -= half;
      if (budget < 0)
        throw new CommandError(
          'invalid',
          `${c.name}'s Move of ${full} m cannot hold all of that: each part costs ${half} m (EXP-ACT-MIN)`,
        );
      if (cmd.to) s = moveAndNotice(s, findCombatant(s, c.id), cmd.to, budget, 'Move', ctx);
      if (cmd.dropProne) s = withCondition(s, c.id, lasting(COND.prone, 'EXP-ACT-MIN: dropped prone'));
      note(ctx, c, 'move', {
        standUp: cmd.standUp ?? false,
        dropProne: cmd.dropProne ?? false,
        ...(cmd.vehicle ? { vehicle: cmd.vehicle } : {}),
      });
      return s;
    }
    case 'aim': {
      const s = spendAction(state, c, 'minor', false);
      note(ctx, c, 'aim');
      return withCondition(
        s,
        c.id,
        lasting(EFFECT.aim, 'EXP-ACT-MIN: +1 to the next attack if it comes next'),
      );
    }
    case 'guardedStance': {
      if (spent(state, c.id).main > 0)
        throw new CommandError(
          'invalid',
          'Guarded Stance comes before any major action of the turn (EXP-ACT-MIN)',
        );
      if (c.conditions.some((k) => k.key === EFFECT.defend))
        throw new CommandError(
          'invalid',
          'Defend and Guarded Stance do not combine in one turn (EXP-ACT-MIN)',
        );
      const bonus = cmd.bonus ?? 1;
      const s = spendAction(state, c, 'minor', false);
      note(ctx, c, 'guardedStance', { bonus });
      return withCondition(s, c.id, {
        key: EFFECT.guarded,
        public: true,
        // EXP-ACT-MIN: until the end of the round (the next round's start ends it).
        untilRound: round + 1,
        note: `EXP-ACT-MIN: +${bonus} Defense, −${bonus} to tests`,
        data: { bonus },
      });
    }
    case 'activate':
    case 'prepare': {
      let s = spendAction(state, c, 'minor', false);
      const w = cmd.weaponId === undefined ? undefined : c.weapons.find((x) => x.id === cmd.weaponId);
      if (cmd.weaponId !== undefined && !w)
        throw new CommandError('not-found', `${c.name} has no weapon "${cmd.weaponId}"`);
      if (w && cmd.action === 'activate' && w.values.Jammed === true) {
        // EXP-ATK-3 (project's reading): clearing a jam or reloading is an Activate.
        const { Jammed: _cleared, ...values } = w.values;
        const now = findCombatant(s, c.id);
        s = replaceCombatant(s, {
          ...now,
          weapons: now.weapons.map((x) => (x.id === w.id ? { ...x, values } : x)),
        });
      }
      note(ctx, c, cmd.action, { weaponId: cmd.weaponId ?? null, note: cmd.note ?? null });
      return s;
    }
    case 'ready': {
      // EXP-ACT-MIN Prepare (the command's id is `ready`, as saved campaigns store it).
      if (!cmd.readied) throw new CommandError('invalid', 'Prepare names the major action held (readied)');
      // EXP-ACT-MIN: the minor action holds the turn's major action for later, so together they are the
      // whole turn (one minor and one major, EXP-ACT-1).
      const now = spent(state, c.id);
      if (now.main + now.steps > 0)
        throw new CommandError('invalid', `Prepare and the action it holds take the whole turn (EXP-ACT-1)`);
      let s = spendAction(state, c, 'major', false);
      s = inFight(state, c.id) ? setSpent(s, c.id, { main: 1, steps: 1 }) : s;
      note(ctx, c, 'ready', { readied: cmd.readied });
      return withCondition(
        s,
        c.id,
        untilNextTurn(EFFECT.ready, c.id, `EXP-ACT-MIN: ${cmd.readied} held`, { action: cmd.readied }),
      );
    }
    case 'press': {
      if (!cmd.targetId) throw new CommandError('invalid', 'Press names the target (targetId)');
      const target = findCombatant(state, cmd.targetId);
      if (state.encounter.active && !hitInMeleeThisRound(state, c.id, target.id))
        throw new CommandError(
          'invalid',
          `${c.name} has not hit ${target.name} in melee this round (EXP-ACT-MIN Press)`,
        );
      const s = spendAction(state, c, 'minor', false);
      note(ctx, c, 'press', { targetId: target.id });
      return withCondition(
        s,
        c.id,
        untilNextTurn(EFFECT.press, c.id, `EXP-ACT-MIN: follows ${target.name}`, { targetId: target.id }),
      );
    }
    case 'standFirm': {
      const s = spendAction(state, c, 'minor', false);
      note(ctx, c, 'standFirm');
      return withCondition(
        s,
        c.id,
        untilNextTurn(EFFECT.standFirm, c.id, 'EXP-ACT-MIN: resists Skirmish and Knock Prone'),
      );
    }
  }
};

/**
 * `expanse/follow` (EXP-ACT-MIN Press): no action spent, up to Speed, only right after the pressed target
 * moved away and before it did anything else.
 */
export const applyFollow: SystemCommandHandler<z.infer<typeof ExpFollow>> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.id);
  const press = c.conditions.find((k) => k.key === EFFECT.press);
  if (!press || press.data?.followable !== true)
    throw new CommandError(
      'invalid',
      `${c.name} may follow a pressed target only right after it moved away, before it does anything else (EXP-ACT-MIN Press)`,
    );
  const { state: moved } = moveWithin(state, c, cmd.to, speed(c), 'Press', ctx);
  return withoutCondition(moved, c.id, EFFECT.press);
};

/**
 * EXP-COND-1 Dying: at the start of each of its turns the combatant loses 1 Constitution (counted in the
 * condition's `lost`); at −3 Constitution it is Dead. One turn a round: a turn that starts again in the
 * same round (a newcomer took the round's first turn, EXP-INIT-5) costs nothing more (`round`).
 */
function dyingTick(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = findCombatant(state, id);
  const dying = c.conditions.find((k) => k.key === COND.dying);
  const round = state.encounter.round;
  if (!dying || dying.data?.round === round) return state;
  const lost = conditionValue(c, COND.dying, 'lost') + 1;
  const left = value(c, 'Constitution') - lost;
  ctx.out.emit(
    'expanse/dying',
    { id, lost, constitution: left, dead: left <= -3 },
    c.hidden ? 'gm' : 'public',
  );
  const s = withCondition(state, id, { ...dying, data: { ...dying.data, lost, round } });
  return left <= -3
    ? withCondition(
        withoutCondition(s, id, COND.dying),
        id,
        lasting(COND.dead, 'EXP-COND-1: −3 Constitution'),
      )
    : s;
}

/**
 * A turn starts: effects until this turn end; Dying loses Constitution; a chance to follow a pressed
 * target that moved on the turn before is gone (EXP-ACT-MIN Press).
 */
export function expTurnStart(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  return dyingTick(endTurnEffects(closeFollows(state, null), id, ctx), id, ctx);
}

/** A round starts: effects until the end of the last round (Guarded Stance) end. */
export function expRoundStart(state: CampaignState, ctx: SystemContext): CampaignState {
  const round = state.encounter.round;
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const ended = c.conditions.filter((k) => k.untilRound !== null && k.untilRound <= round);
    if (ended.length === 0) return c;
    changed = true;
    for (const k of ended)
      ctx.out.emit('condition/removed', { id: c.id, key: k.key }, c.hidden || !k.public ? 'gm' : 'public');
    return { ...c, conditions: c.conditions.filter((k) => !ended.includes(k)) };
  });
  return changed ? { ...state, combatants } : state;
}

const SHORT_LIVED: ReadonlySet<string> = new Set(Object.values(EFFECT));

/** Dying without the round of its last loss, which means nothing outside the fight it was in. */
function dyingOutOfRound(k: Condition): Condition {
  if (k.key !== COND.dying || k.data?.round === undefined) return k;
  const { round: _round, ...data } = k.data;
  return { ...k, data };
}

/** EXP-INIT-6: leaving action mode ends the effects of actions and stunts; conditions stay. */
export function expEncounterEnd(state: CampaignState): CampaignState {
  return {
    ...state,
    pending: null,
    combatants: state.combatants.map((c) =>
      c.conditions.some((k) => SHORT_LIVED.has(k.key) || k !== dyingOutOfRound(k))
        ? { ...c, conditions: c.conditions.filter((k) => !SHORT_LIVED.has(k.key)).map(dyingOutOfRound) }
        : c,
    ),
  };
}
