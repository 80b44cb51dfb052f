/**
 * Spending stunt points (EXP-SP-1, EXP-STUNT-1): `expanse/stunts` buys stunts from the campaign's list
 * (data: name, cost, effect kind, parameters) with the waiting attack's SP and applies their effects.
 * Each stunt once per attack (project's reading of the book); SP left over are lost, since SP are spent
 * at once. Stand Firm (EXP-ACT-MIN) makes Skirmish and Knock Prone on its holder an opposed test.
 */
import type { z } from 'zod';
import type { CampaignState, Combatant } from '../../model/campaign';
import type { ExpStunt } from '../../model/expanseSettings';
import { CommandError } from '../core/errors';
import { findCombatant, replaceCombatant } from '../core/state';
import type { SystemCommandHandler, SystemContext } from '../core/system';
import { pendingAttack, updatePending } from './attack';
import type { ExpStuntChoice, ExpStunts } from './commands';
import { COND, EFFECT, lasting, testPenalty, untilNextTurn, withCondition } from './conditions';
import { worsen } from './damage';
import { shiftInitiative } from './initiative';
import { distance, zoneCover } from './position';
import { expFactor, expTest, opposedWinner } from './roll';
import { expSettings } from './settings';
import { hasFocus, toughness, value } from './sheet';
import { moveAndNotice } from './turn';

function param(s: ExpStunt, key: string, fallback: number): number {
  return s.params[key] ?? fallback;
}

/**
 * EXP-ACT-MIN Stand Firm: the attacker's Strength (Might) against the target's Strength (Might) or
 * Dexterity (Acrobatics) (its choice; default the better). True when the attacker wins.
 */
function standFirmTest(
  attacker: Combatant,
  target: Combatant,
  resist: 'Strength' | 'Dexterity' | undefined,
  ctx: SystemContext,
): boolean {
  const score = (c: Combatant, a: 'Strength' | 'Dexterity', focus: string): number =>
    value(c, a) + (hasFocus(c, a, focus) ? 2 : 0);
  const ability =
    resist ??
    (score(target, 'Dexterity', 'Acrobatics') > score(target, 'Strength', 'Might')
      ? 'Dexterity'
      : 'Strength');
  const factors = (c: Combatant, a: 'Strength' | 'Dexterity', focus: string) => [
    ...(hasFocus(c, a, focus) ? [expFactor('expertise', 'focus', focus, 2)] : []),
    ...(testPenalty(c) ? [expFactor('condition', 'conditions', 'Conditions', -testPenalty(c))] : []),
  ];
  const a = expTest(
    attacker,
    value(attacker, 'Strength'),
    factors(attacker, 'Strength', 'Might'),
    'Stand Firm (Strength)',
    ctx,
    { stunts: false, with: [target] },
  );
  const focus = ability === 'Strength' ? 'Might' : 'Acrobatics';
  const b = expTest(
    target,
    value(target, ability),
    factors(target, ability, focus),
    `Stand Firm (${ability})`,
    ctx,
    { stunts: false, with: [attacker] },
  );
  const won =
    opposedWinner(
      { total: a.total, drama: a.drama, ability: value(attacker, 'Strength') },
      { total: b.total, drama: b.drama, ability: value(target, ability) },
    ) > 0;
  ctx.out.emit(
    'expanse/standFirm',
    { attackerId: attacker.id, targetId: target.id, attack: a.total, resist: b.total, won },
    attacker.hidden || target.hidden ? 'gm' : 'public',
  );
  return won;
}

function needAlly(state: CampaignState, choice: ExpStuntChoice, attacker: Combatant, s: ExpStunt): Combatant {
  if (!choice.allyId) throw new CommandError('invalid', `${s.name} names an ally (allyId)`);
  const ally = findCombatant(state, choice.allyId);
  if (ally.id === attacker.id)
    throw new CommandError('invalid', `${s.name} is for an ally, not the attacker`);
  return ally;
}

function applyOne(
  state: CampaignState,
  choice: ExpStuntChoice,
  s: ExpStunt,
  actorId: string,
  targetId: string,
  damage: number | null,
  ctx: SystemContext,
): CampaignState {
  const attacker = findCombatant(state, actorId);
  const target = findCombatant(state, targetId);
  const sp = choice.sp;
  const standsFirm = target.conditions.some((k) => k.key === EFFECT.standFirm);
  switch (s.effect) {
    case 'fortune': {
      const max = value(attacker, 'Max Fortune');
      const now = attacker.resources.Fortune ?? 0;
      const next = Math.min(max, now + sp * param(s, 'perSp', 1));
      return replaceCombatant(state, {
        ...attacker,
        resources: { ...attacker.resources, Fortune: Math.max(now, next) },
      });
    }
    case 'initiative':
      return shiftInitiative(state, actorId, sp * param(s, 'perSp', 3), ctx);
    case 'defense':
      return withCondition(
        state,
        actorId,
        untilNextTurn(EFFECT.duckAndWeave, actorId, `EXP-STUNT-1: +${sp} Defense`, {
          bonus: sp * param(s, 'perSp', 1),
        }),
      );
    case 'cover': {
      const available = choice.available ?? zoneCover(state, attacker);
      const rating = Math.min(sp * param(s, 'perSp', 1), available);
      return withCondition(
        state,
        actorId,
        lasting(EFFECT.takeCover, `EXP-COV-1: cover ${rating}`, { rating }),
      );
    }
    case 'guardianAngel': {
      const ally = needAlly(state, choice, attacker, s);
      const reach = param(s, 'metres', 5);
      const d = distance(state, attacker, ally);
      if (d !== null && d > reach)
        throw new CommandError('invalid', `${ally.name} is ${d} m away; ${s.name} reaches ${reach} m`);
      return withCondition(
        state,
        ally.id,
        untilNextTurn(
          EFFECT.guardianAngel,
          actorId,
          `EXP-STUNT-1: ${attacker.name} takes up to ${sp} damage`,
          { guardianId: actorId, amount: sp * param(s, 'perSp', 1) },
        ),
      );
    }
    case 'skirmish': {
      if (!choice.to) throw new CommandError('invalid', `${s.name} needs where the token ends (to)`);
      const who = choice.moves === 'self' ? attacker : target;
      if (who.id === target.id && standsFirm && !standFirmTest(attacker, target, choice.resist, ctx))
        return state;
      return moveAndNotice(state, who, choice.to, sp * param(s, 'perSp', 2), s.name, ctx);
    }
    case 'allyMove': {
      const ally = needAlly(state, choice, attacker, s);
      if (!choice.to) throw new CommandError('invalid', `${s.name} needs where the ally ends (to)`);
      const metres = Math.floor(sp / param(s, 'stepSp', 2)) * param(s, 'perStep', 2);
      return moveAndNotice(state, ally, choice.to, metres, s.name, ctx);
    }
    case 'allyAttack': {
      const ally = needAlly(state, choice, attacker, s);
      return withCondition(
        state,
        ally.id,
        lasting(EFFECT.doubleTeam, `EXP-STUNT-1: an immediate attack on ${target.name}`, { targetId }),
      );
    }
    case 'injure': {
      // EXP-STUNT-1: at least half its Fortune lost and the damage above its Toughness.
      const max = value(target, 'Max Fortune');
      const lost = max - (target.resources.Fortune ?? 0);
      if (damage === null || damage <= toughness(target) || lost * 2 < max)
        throw new CommandError(
          'invalid',
          `${s.name} needs damage above ${target.name}'s Toughness and half its Fortune gone`,
        );
      return worsen(state, targetId, ctx, s.name);
    }
    case 'prone':
      if (standsFirm && !standFirmTest(attacker, target, choice.resist, ctx)) return state;
      return withCondition(state, targetId, lasting(COND.prone, `EXP-STUNT-1: ${s.name}`));
    case 'extraAttack':
      return withCondition(state, actorId, lasting(EFFECT.lightningAttack, 'EXP-STUNT-1: a second attack'));
    case 'note':
      return state;
  }
}

/** `expanse/stunts` (EXP-STUNT-1, EXP-SP-1). */
export const spendStunts: SystemCommandHandler<z.infer<typeof ExpStunts>> = (state, cmd, ctx) => {
  const { actorId, targetId, data } = pendingAttack(state);
  const list = expSettings(state).stunts;
  const total = cmd.stunts.reduce((a, c) => a + c.sp, 0);
  if (total > data.spLeft)
    throw new CommandError('invalid', `${total} SP chosen, ${data.spLeft} to spend (EXP-SP-1)`);
  const seen = new Set<string>();
  let s = state;
  for (const choice of cmd.stunts) {
    const stunt = list.find((x) => x.id === choice.stunt || x.name === choice.stunt);
    if (!stunt) throw new CommandError('invalid', `no stunt "${choice.stunt}" in this campaign's list`);
    if (seen.has(stunt.id)) throw new CommandError('invalid', `${stunt.name} is bought once per attack`);
    seen.add(stunt.id);
    if (choice.sp < stunt.min || (stunt.max !== null && choice.sp > stunt.max))
      throw new CommandError(
        'invalid',
        `${stunt.name} costs ${stunt.min}${stunt.max === null ? '+' : stunt.max === stunt.min ? '' : `–${stunt.max}`} SP (EXP-STUNT-1)`,
      );
    s = applyOne(s, choice, stunt, actorId, targetId, data.damage, ctx);
    ctx.out.emit(
      'expanse/stunt',
      { id: actorId, targetId, stunt: stunt.id, name: stunt.name, sp: choice.sp, effect: stunt.effect },
      findCombatant(s, actorId).hidden || findCombatant(s, targetId).hidden ? 'gm' : 'public',
    );
  }
  if (data.spLeft > total) ctx.out.emit('expanse/spLost', { id: actorId, sp: data.spLeft - total }, 'gm');
  return updatePending(s, { ...data, spLeft: 0 });
};

/** The stunts `sp` can buy (EXP-STUNT-1): those whose minimum cost fits, for the GM's picker. */
export function affordableStunts(state: CampaignState, sp: number): ExpStunt[] {
  return expSettings(state).stunts.filter((s) => s.min <= sp);
}
