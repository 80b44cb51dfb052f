/**
 * Applies the Omnimodus turn commands (declare, posture, keepWaiting, postureCheck) and what a new
 * round and a new turn do (OMN-RND-1, OMN-INIT-2/3, OMN-ACT-*, OMN-MULTI-*).
 */
import type { CampaignState, Condition } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { findCombatant, replaceCombatant } from '../core/state';
import { applySystemCommand } from '../core/system';
import type { SystemCommandHandler, SystemCommandHandlers, SystemContext } from '../core/system';
import {
  WAITING,
  declarationOf,
  declaredAction,
  defenceMisfit,
  hesitates,
  movementAllowance,
  turnHasCome,
  withDeclaration,
} from './actions';
import { initiativeSkill, shownInitiative } from './initiative';
import {
  declarePosture,
  forcedPostureCheck,
  pendingPosture,
  postureOf,
  setPosture,
  settlePosture,
} from './posture';
import { omnSettings } from './settings';
import {
  OmnAction as OmnActionSchema,
  type OmnAction,
  type OmnDeclare,
  type OmnTurnCommand,
} from './turnCommands';

const ATTACKS: readonly OmnAction[] = ['melee', 'thrown', 'firearm'];

/** Refuses a declaration outside a running round, by a hesitating character, or a second one (OMN-RND-1). */
function checkCanDeclare(state: CampaignState, id: string): void {
  const c = findCombatant(state, id);
  const enc = state.encounter;
  if (!enc.active || !enc.order.includes(id))
    throw new CommandError('invalid', `${c.name} is not in a running fight`);
  if (enc.awaitingInitiative)
    throw new CommandError('invalid', `roll initiative for round ${enc.round} first (OMN-INIT-1)`);
  if (hesitates(c))
    throw new CommandError('invalid', `${c.name} hesitates this round: no action, only defence (OMN-INIT-2)`);
  const before = declaredAction(state, id);
  if (before !== null)
    throw new CommandError(
      'invalid',
      `${c.name} already chose an action this round (${before}); one active action per round (OMN-RND-1)`,
    );
}

/** OMN-DEF-3, OMN-ACT-3: a defence used before the declaration limits the action. */
function checkFitsDefences(state: CampaignState, id: string, action: OmnAction): void {
  const misfit = defenceMisfit(state, id, action);
  if (misfit) throw new CommandError('invalid', misfit.message);
}

/** The waiting condition (OMN-INIT-3): which waiting action, from which round. */
function waitingCondition(
  state: CampaignState,
  action: OmnAction,
  holding: boolean,
  targets: string[],
): Condition {
  return {
    key: WAITING,
    public: false,
    untilRound: state.encounter.round + 2,
    note: 'OMN-INIT-3: får vänta vidare nästa runda i stället för att slå initiativ',
    data: { round: state.encounter.round, action, holding, targets: targets.join(',') },
  };
}

function declare(state: CampaignState, cmd: OmnDeclare, ctx: SystemContext): CampaignState {
  checkCanDeclare(state, cmd.id);
  const c = findCombatant(state, cmd.id);
  if (!turnHasCome(state, cmd.id))
    throw new CommandError(
      'invalid',
      `${c.name} declares at their turn; before it, the defence chosen limits the action (OMN-DEF-3)`,
    );
  if (cmd.action === 'posture')
    throw new CommandError('invalid', 'a change of posture is declared with omnimodus/posture (OMN-ACT-5)');
  const isAttack = ATTACKS.includes(cmd.action);
  const targets = [...new Set(cmd.targets ?? [])];
  for (const t of targets) findCombatant(state, t);
  if (cmd.holding && !isAttack)
    throw new CommandError('invalid', 'only an attack can be held for a target (OMN-ACT-1/2/3)');
  const attacks = cmd.attacks ?? 1;
  if (attacks > 1) {
    // OMN-MULTI-1/2/3 [optional rule].
    if (!omnSettings(state).optional.multipleAttacks)
      throw new CommandError(
        'invalid',
        'multiple attacks are an optional rule this campaign does not use (OMN-MULTI)',
      );
    if (!isAttack) throw new CommandError('invalid', `${cmd.action} is not an attack (OMN-MULTI-1)`);
    if (cmd.cap !== undefined && attacks > cmd.cap)
      throw new CommandError(
        'invalid',
        `the GM allows at most ${cmd.cap} attacks with this weapon (OMN-MULTI-3)`,
      );
    if (targets.length === 0)
      throw new CommandError('invalid', 'name the targets of the attacks when declaring them (OMN-MULTI-3)');
  }
  if (cmd.automatic && (cmd.action !== 'firearm' || targets.length > 1))
    throw new CommandError(
      'invalid',
      'automatic fire is a firearm attack at one target; never at several in the same round (OMN-MULTI-3)',
    );
  checkFitsDefences(state, cmd.id, cmd.action);
  const metres = movementAllowance(c, cmd.action, cmd.longReload ?? false);
  const before = declarationOf(state, cmd.id);
  const data: Record<string, number | string | boolean> = {
    ...before?.data,
    metres,
    ...(attacks > 1 ? { attacks } : {}),
    ...(cmd.cap !== undefined ? { cap: cmd.cap } : {}),
    ...(cmd.holding ? { holding: true } : {}),
    ...(cmd.automatic ? { automatic: true } : {}),
    ...(cmd.longReload ? { longReload: true } : {}),
    ...(cmd.difficulty !== undefined ? { difficulty: cmd.difficulty } : {}),
    ...(cmd.note !== undefined ? { note: cmd.note } : {}),
  };
  ctx.out.emit(
    'omnimodus/declared',
    { id: cmd.id, action: cmd.action, targets, metres, attacks, holding: cmd.holding ?? false },
    c.hidden ? 'gm' : 'public',
  );
  const waits = cmd.action === 'avvakta' || cmd.holding === true;
  const conditions = [
    ...c.conditions.filter((k) => k.key !== WAITING),
    ...(waits ? [waitingCondition(state, cmd.action, cmd.holding ?? false, targets)] : []),
  ];
  const next = replaceCombatant(state, { ...c, conditions });
  return withDeclaration(next, cmd.id, {
    action: cmd.action,
    ...(targets.length ? { targets } : {}),
    data,
  });
}

function changePosture(
  state: CampaignState,
  id: string,
  posture: 'Stående' | 'Knästående' | 'Liggande',
  ctx: SystemContext,
): CampaignState {
  checkCanDeclare(state, id);
  const c = findCombatant(state, id);
  if (postureOf(c) === posture) throw new CommandError('invalid', `${c.name} is already ${posture}`);
  checkFitsDefences(state, id, 'posture');
  const before = declarationOf(state, id);
  const declared = withDeclaration(state, id, {
    action: 'posture',
    data: { ...before?.data, posture, metres: movementAllowance(c, 'posture') },
  });
  ctx.out.emit('omnimodus/declared', { id, action: 'posture', posture }, c.hidden ? 'gm' : 'public');
  // OMN-ACT-5: the change happens at the character's turn: now if it has come, else when it does.
  return turnHasCome(state, id)
    ? setPosture(declared, id, posture, ctx)
    : declarePosture(declared, id, posture);
}

/**
 * OMN-INIT-3: keeps waiting instead of rolling initiative: last round's total (kept by omnRoundStart in
 * the waiting condition; a perfect roll's precedence does not carry over), the same waiting action and
 * targets, and Avvakta's +2 all round (OMN-ACT-4). The character stays in the order at that value; the
 * round starts once everyone else has rolled (the core's `initiative/roll` without ids leaves out who
 * already has a value).
 */
function keepWaiting(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = findCombatant(state, id);
  const enc = state.encounter;
  if (!enc.active || !enc.awaitingInitiative || !enc.order.includes(id))
    throw new CommandError(
      'invalid',
      'keeping on waiting replaces the initiative roll of a new round (OMN-INIT-3)',
    );
  const w = c.conditions.find((k) => k.key === WAITING);
  if (!w || w.data?.round !== enc.round - 1)
    throw new CommandError('invalid', `${c.name} was not waiting last round (OMN-INIT-3)`);
  if (c.initiative !== null) throw new CommandError('invalid', `${c.name} already has initiative this round`);
  const wanted = OmnActionSchema.safeParse(w.data.action);
  const parsed: OmnAction = wanted.success ? wanted.data : 'avvakta';
  const targets = typeof w.data.targets === 'string' && w.data.targets ? w.data.targets.split(',') : [];
  // Last round's total; a perfect roll's precedence (OMN-INIT-2) was for that round only.
  const value = typeof w.data.initiative === 'number' ? shownInitiative(w.data.initiative).total : 0;
  const holding = w.data.holding === true;
  ctx.out.emit(
    'omnimodus/keptWaiting',
    { id, action: parsed, initiative: value },
    c.hidden ? 'gm' : 'public',
  );
  const next = replaceCombatant(state, {
    ...c,
    initiative: value,
    initiativeTiebreak: [initiativeSkill(c)],
    conditions: [
      ...c.conditions.filter((k) => k.key !== WAITING),
      waitingCondition(state, parsed, holding, targets),
    ],
  });
  return withDeclaration(next, id, {
    action: parsed,
    ...(targets.length ? { targets } : {}),
    data: { waitedLastRound: true, metres: movementAllowance(c, parsed), ...(holding ? { holding } : {}) },
  });
}

/** The handler of each Omnimodus turn command. */
const OMN_TURN_HANDLERS: SystemCommandHandlers<OmnTurnCommand> = {
  'omnimodus/declare': declare,
  'omnimodus/posture': (state, cmd, ctx) => changePosture(state, cmd.id, cmd.posture, ctx),
  'omnimodus/keepWaiting': (state, cmd, ctx) => keepWaiting(state, cmd.id, ctx),
  'omnimodus/postureCheck': (state, cmd, ctx) => {
    const c = findCombatant(state, cmd.id);
    if (pendingPosture(c) === null)
      throw new CommandError('invalid', `${c.name} has no posture change waiting (OMN-ACT-5)`);
    return forcedPostureCheck(state, cmd.id, ctx);
  },
};

/** Applies one turn command. */
export const applyTurnCommand: SystemCommandHandler<OmnTurnCommand> = (state, cmd, ctx) =>
  applySystemCommand(OMN_TURN_HANDLERS, state, cmd, ctx);

/**
 * What a new round does: conditions whose `untilRound` has come end (OMN-INIT-2: `Tvekar`); posture
 * changes still pending happen (OMN-ACT-5: the turn came or passed); a waiting character's initiative
 * is kept in its waiting condition for `omnimodus/keepWaiting` (OMN-INIT-3).
 */
export function omnRoundStart(state: CampaignState, ctx: SystemContext): CampaignState {
  const round = state.encounter.round;
  let s = state;
  for (const c0 of state.combatants) {
    if (pendingPosture(c0) !== null) s = settlePosture(s, c0.id, ctx);
    const c = findCombatant(s, c0.id);
    const ended = c.conditions.filter((k) => k.untilRound !== null && k.untilRound <= round);
    for (const k of ended)
      ctx.out.emit(
        'omnimodus/conditionEnded',
        { id: c.id, key: k.key },
        c.hidden || !k.public ? 'gm' : 'public',
      );
    // OMN-INIT-3: waiting carries into the next round only (a stale one, e.g. from an ended fight, ends).
    const stale = c.conditions.filter((k) => k.key === WAITING && k.data?.round !== round - 1);
    const waiting = c.conditions.some((k) => k.key === WAITING) && c.initiative !== null;
    if (ended.length === 0 && stale.length === 0 && !waiting) continue;
    const kept = c.conditions
      .filter((k) => !ended.includes(k) && !stale.includes(k))
      .map((k) =>
        k.key === WAITING && c.initiative !== null
          ? { ...k, data: { ...k.data, initiative: c.initiative } }
          : k,
      );
    s = replaceCombatant(s, { ...c, conditions: kept });
  }
  return s;
}

/** OMN-ACT-5: when a character's turn starts, its declared posture change happens. */
export function omnTurnStart(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  return settlePosture(state, id, ctx);
}
