/**
 * The Expanse RPG (AGE system) as a `RuleSystem`: the sheet (EXP-DER-1), initiative once per encounter
 * (EXP-INIT-*), the turn's actions, attacks, damage and stunts. Playable: the GM screen runs an Expanse
 * fight (issue 9).
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import { findCombatant, replaceCombatant } from '../core/state';
import { applySystemCommand, definePreview } from '../core/system';
import type { RuleSystem, SystemCommandHandlers, SystemContext } from '../core/system';
import { attack, damage, pendingAttack } from './attack';
import { ExpCommand } from './commands';
import { COND, lasting, withCondition, withoutCondition } from './conditions';
import { expInitiative } from './initiative';
import { ExpPreviewRequest, previewExp } from './preview';
import { expanseTemplate } from './sheet';
import { spendStunts } from './stunts';
import { applyTest } from './testCommand';
import { applyAction, applyFollow, closeFollows, expEncounterEnd, expRoundStart, expTurnStart } from './turn';
import { CommandError } from '../core/errors';

/** EXP-INIT-1: a round is 15 seconds (4 per minute). */
export const EXP_ROUND_SECONDS = 15;

const WORDS: readonly [string, 0 | 1 | 2 | 3 | 4][] = [
  [COND.dead, 4],
  [COND.dying, 3],
  [COND.takenOut, 2],
  [COND.wounded, 1],
  [COND.injured, 1],
];

/** The worst of Dead, Dying, Taken Out, Wounded, Injured, or null. */
export function expWoundWord(c: Combatant): string | null {
  return WORDS.find(([k]) => c.conditions.some((x) => x.key === k))?.[0] ?? null;
}

/** How bad {@link expWoundWord} is, for token colours. */
export function expWoundSeverity(c: Combatant): 0 | 1 | 2 | 3 | 4 {
  return WORDS.find(([k]) => c.conditions.some((x) => x.key === k))?.[1] ?? 0;
}

/** `expanse/stabilise` (EXP-COND-1): first aid ends Dying; the combatant stays Taken Out. */
function stabilise(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = findCombatant(state, id);
  if (!c.conditions.some((k) => k.key === COND.dying))
    throw new CommandError('invalid', `${c.name} is not Dying`);
  ctx.out.emit('expanse/stabilised', { id }, c.hidden ? 'gm' : 'public');
  return withCondition(
    withoutCondition(state, id, COND.dying),
    id,
    lasting(COND.takenOut, 'EXP-COND-1: stabilised'),
  );
}

/**
 * `expanse/leaveGroup` (EXP-INIT-2: a group "usually" acts together; the GM may split it): `id` leaves its
 * group with its initiative and, in a running order, stands right after the rest of the group so that they
 * still act together and it acts on a turn of its own.
 */
function leaveGroup(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = findCombatant(state, id);
  const group = c.group;
  if (group === undefined) throw new CommandError('invalid', `${c.name} is in no group (EXP-INIT-2)`);
  ctx.out.emit('combatant/updated', { id, fields: ['group'] }, c.hidden ? 'gm' : 'public');
  const { group: _left, ...alone } = c;
  const next = replaceCombatant(state, alone);
  const enc = state.encounter;
  const from = enc.order.indexOf(id);
  if (!enc.active || from < 0) return next;
  const current = enc.order[enc.turnIndex];
  const rest = enc.order.filter((x) => x !== id);
  const inGroup = new Set(state.combatants.filter((x) => x.id !== id && x.group === group).map((x) => x.id));
  let at = from;
  while (at < rest.length && inGroup.has(rest[at] as string)) at++;
  const order = [...rest.slice(0, at), id, ...rest.slice(at)];
  // The one whose turn it is keeps it; if that was the one leaving, the rest of the group goes on.
  const turnIndex =
    current === undefined
      ? enc.turnIndex
      : current === id
        ? Math.min(from, order.length - 1)
        : order.indexOf(current);
  return { ...next, encounter: { ...enc, order, turnIndex } };
}

/** Who does something with `cmd` (for EXP-ACT-MIN Press: a pressed target doing anything more). */
function actorOf(state: CampaignState, cmd: ExpCommand): string | null {
  switch (cmd.type) {
    case 'expanse/test':
    case 'expanse/action':
      return cmd.id;
    case 'expanse/attack':
      return cmd.attackerId;
    case 'expanse/damage':
    case 'expanse/stunts':
    case 'expanse/cancel':
      return state.pending?.actorId ?? null;
    default:
      return null;
  }
}

function applyExp(state: CampaignState, raw: { type: string }, ctx: SystemContext): CampaignState {
  const parsed = ExpCommand.parse(raw);
  // EXP-ACT-MIN Press: the follow comes right after the target's move, before it does anything else.
  const actor = parsed.type === 'expanse/follow' ? null : actorOf(state, parsed);
  const s = actor === null ? state : closeFollows(state, actor);
  return applySystemCommand(EXP_HANDLERS, s, parsed, ctx);
}

/** The handler of each Expanse command. */
const EXP_HANDLERS: SystemCommandHandlers<ExpCommand> = {
  'expanse/test': applyTest,
  'expanse/action': applyAction,
  'expanse/follow': applyFollow,
  'expanse/attack': attack,
  'expanse/damage': damage,
  'expanse/stunts': spendStunts,
  'expanse/cancel': (state, _cmd, ctx) => {
    pendingAttack(state);
    ctx.out.emit('expanse/cancelled', {}, 'gm');
    return { ...state, pending: null };
  },
  'expanse/stabilise': (state, cmd, ctx) => stabilise(state, cmd.id, ctx),
  'expanse/leaveGroup': (state, cmd, ctx) => leaveGroup(state, cmd.id, ctx),
};

export const expanseSystem: RuleSystem = {
  id: 'expanse',
  name: 'The Expanse RPG',
  implemented: true,
  secondsPerRound: EXP_ROUND_SECONDS,
  template: expanseTemplate,
  initiative: expInitiative,
  damageResource: null,
  woundWord: expWoundWord,
  woundSeverity: expWoundSeverity,
  commands: ExpCommand,
  apply: applyExp,
  fireTimer: (state) => state,
  onRoundStart: expRoundStart,
  onTurnStart: expTurnStart,
  onEncounterEnd: expEncounterEnd,
  preview: definePreview({ request: ExpPreviewRequest, answer: previewExp }),
};
