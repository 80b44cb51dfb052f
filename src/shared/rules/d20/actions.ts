/** D20-ACT-4 interact, D20-ACT-5 support, D20-ACT-6 / D20-REA-6 held actions, D20-REA-3 break sight. */
import type { z } from 'zod';
import { activeScene, type CampaignState, type Combatant, type Condition } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { findCombatant } from '../core/state';
import type { SystemCommandHandler } from '../core/system';
import { rollCheck, rollFactor, SUPPORT_CONDITION, supportFactor, useSupport } from './checks';
import type { D20ActionCost, D20BreakSight, D20Hold, D20Interact, D20Support, D20Trigger } from './commands';
import { D20_CONDITION, findCondition, ownConditionFactors } from './conditions';
import { payAction } from './economy';

import { outOfFight, visibilityOf, withCondition, withoutCondition } from './movement';
import { areEnemies, tokenOf, traitLevel, zoneAt } from './position';
import { d20Value } from './sheet';

/** Refuses a main action while another step (an attack, an offered manoeuvre) waits. */
function noPending(state: CampaignState): void {
  if (state.pending) throw new CommandError('invalid', 'finish or cancel the pending step first');
}

/** The round a condition set now lasts through `rounds` new rounds, or null outside a fight. */
function until(state: CampaignState, rounds: number): number | null {
  return state.encounter.active ? state.encounter.round + rounds : null;
}

/** The combatant taking a main action: refused while a step waits or when it is out of the fight. */
function mainActor(state: CampaignState, actorId: string): Combatant {
  noPending(state);
  const c = findCombatant(state, actorId);
  if (outOfFight(c)) throw new CommandError('invalid', `${c.name} is out of the fight`);
  return c;
}

/** Spends `c`'s action of kind `cost` and gives `onId` the condition the action leaves. */
function payAndMark(
  state: CampaignState,
  c: Combatant,
  cost: D20ActionCost,
  onId: string,
  mark: Condition,
): CampaignState {
  return withCondition(payAction(state, c, cost), onId, mark);
}

/**
 * `d20/interact` (D20-ACT-4): pull a lever, open a gate, light oil: 1T20 + attribute + skill (none when
 * null, + support, own conditions) against SV 10–15. The main action unless `cost` says otherwise.
 */
export const interact: SystemCommandHandler<z.infer<typeof D20Interact>> = (state, cmd, ctx) => {
  const c = mainActor(state, cmd.actorId);
  let s = payAction(state, c, cmd.cost ?? 'main');
  const factors = [rollFactor('ability', cmd.attribute, cmd.attribute, d20Value(c, cmd.attribute))];
  if (cmd.skill !== null) factors.push(rollFactor('expertise', cmd.skill, cmd.skill, d20Value(c, cmd.skill)));
  const support = supportFactor(c);
  if (support) factors.push(support);
  factors.push(...ownConditionFactors(c));
  const vis = visibilityOf(c, tokenOf(state, c.id));
  const r = rollCheck(c, factors, cmd.sv, 'interaktion', ctx, vis);
  s = useSupport(s, findCombatant(s, c.id));
  ctx.out.emit(
    'd20/interacted',
    { id: c.id, description: cmd.description, success: r.success, total: r.total, sv: cmd.sv },
    vis,
  );
  return s;
};

/**
 * `d20/support` (D20-ACT-5): the main action; the ally gets `Stöd`, +1 on its next roll (checks.ts
 * counts and then removes it). Interpretation: it lasts until the start of the round after next, so it
 * reaches the ally's next turn whatever the new initiative order.
 */
export const support: SystemCommandHandler<z.infer<typeof D20Support>> = (state, cmd, ctx) => {
  noPending(state);
  const c = findCombatant(state, cmd.actorId);
  const ally = findCombatant(state, cmd.allyId);
  if (c.id === ally.id) throw new CommandError('invalid', `${c.name} cannot support itself (D20-ACT-5)`);
  if (areEnemies(c, ally))
    throw new CommandError('invalid', `${ally.name} is not an ally of ${c.name} (D20-ACT-5)`);
  if (outOfFight(c)) throw new CommandError('invalid', `${c.name} is out of the fight`);
  const s = payAndMark(state, c, 'main', ally.id, {
    key: SUPPORT_CONDITION,
    public: true,
    untilRound: until(state, 2),
    note: '',
    source: `Stöd: ${c.name}`,
    data: { by: c.id, byName: c.name },
  });
  ctx.out.emit(
    'd20/supported',
    { id: c.id, allyId: ally.id, condition: SUPPORT_CONDITION },
    visibilityOf(c, ally),
  );
  return s;
};

/**
 * `d20/hold` (D20-ACT-6): the main action is held for a trigger; condition `Förberedd` (GM-only, the
 * trigger in its note). Interpretation: it lapses when the next round starts.
 */
export const hold: SystemCommandHandler<z.infer<typeof D20Hold>> = (state, cmd, ctx) => {
  const c = mainActor(state, cmd.actorId);
  const s = payAndMark(state, c, 'main', c.id, {
    key: D20_CONDITION.held,
    public: false,
    untilRound: until(state, 1),
    note: cmd.trigger,
    source: 'D20-ACT-6',
  });
  // The trigger is the GM's secret until it fires.
  ctx.out.emit('d20/held', { id: c.id, trigger: cmd.trigger }, 'gm');
  return s;
};

/**
 * `d20/trigger` (D20-REA-6): the held action's trigger happened: the reaction is spent, `Förberedd`
 * ends, and the GM takes the action itself with `cost: 'free'`.
 */
export const trigger: SystemCommandHandler<z.infer<typeof D20Trigger>> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.actorId);
  const held = findCondition(c, D20_CONDITION.held);
  if (!held)
    throw new CommandError(
      'invalid',
      `${c.name} holds no prepared action (${D20_CONDITION.held}, D20-ACT-6)`,
    );
  let s = payAction(state, c, 'reaction');
  s = withoutCondition(s, c.id, D20_CONDITION.held);
  ctx.out.emit('d20/triggered', { id: c.id, trigger: held.note }, visibilityOf(c));
  return s;
};

/**
 * `d20/breakSight` (D20-REA-3): the reaction: duck behind the cover (`skydd`) of the combatant's zone;
 * `Utom synhåll` until the next round starts (spells that need sight cannot reach it, D20-POS-2).
 */
export const breakSight: SystemCommandHandler<z.infer<typeof D20BreakSight>> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.id);
  const tok = tokenOf(state, c.id);
  if (!tok) throw new CommandError('not-found', `${c.name} has no token on the map`);
  const zone = zoneAt(activeScene(state), tok.hex);
  if (!zone || traitLevel(zone, 'skydd', 1) === null)
    throw new CommandError(
      'invalid',
      `${zone?.name ?? 'that hex'} has no cover (Skydd) to break line of sight behind (D20-REA-3)`,
    );
  const s = payAndMark(state, c, 'reaction', c.id, {
    key: D20_CONDITION.outOfSight,
    public: true,
    untilRound: until(state, 1),
    note: '',
    source: `${zone.name} (D20-REA-3)`,
  });
  ctx.out.emit(
    'd20/sightBroken',
    { id: c.id, zoneId: zone.id, zoneName: zone.name, condition: D20_CONDITION.outOfSight },
    zone.hidden ? 'gm' : visibilityOf(c, tok),
  );
  return s;
};
