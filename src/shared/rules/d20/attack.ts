/**
 * The d20 attack step by step (D20-ATK-1..6), as at the table:
 *
 * 1. `d20/attack` declares the attack and the EM use (D20-ATK-1), pays the main action (D20-ACT-1/3),
 *    rolls 1T20 + skill + attribute (+ factors) against SV (D20-ATK-2/3). A hit (D20-ATK-4) waits in
 *    `state.pending` (`d20/attack`).
 * 2. `d20/react`: the target parries (D20-REA-1), blocks with a shield (D20-REA-2) or counters a spell
 *    (D20-REA-4); an adjacent ally may take the hit instead (D20-REA-5). Each reactor pays its reaction.
 * 3. `d20/resolve` rolls the damage (EM extra dice), subtracts RR and shield, takes VP then KP
 *    (D20-ATK-5); KP damage owes a UTH roll (`d20/resistance`, D20-ATK-6); EM manoeuvres are offered
 *    (`d20/freeManoeuvre`) after it.
 * 4. `d20/resist` rolls UTH; a failure brings one of the four consequences as a condition.
 *
 * `d20/cancel` drops whatever step is waiting.
 */
import { z } from 'zod';
import type { CampaignState, Combatant, Condition, PendingAction } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { rollDice } from '../core/rolls';
import { findCombatant, replaceCombatant, waitingStep } from '../core/state';
import type { SystemCommandHandler, SystemContext } from '../core/system';
import { attackDistance, planAttack, weaponUse } from './attackPlan';
import { rollCheck, rollFactor, supportFactor, useSupport } from './checks';
import {
  D20_CONSEQUENCES,
  type D20Attack,
  type D20Consequence,
  type D20React,
  type D20Resist,
  type D20Resolve,
} from './commands';
import { D20_CONDITION, findCondition, ownConditionFactors } from './conditions';
import { parseDamageDice, rollDamage, withExtraDice } from './damageDice';
import { payAction } from './economy';
import { isOut, oweResistance, RESISTANCE_PENDING, takeDamage, visibilityFor } from './health';
import { areEnemies } from './position';
import { d20Value } from './sheet';
import { d20Settings } from './settings';
import type { D20AttackPlan, D20PendingAttack, D20PendingFreeManoeuvre, D20PendingResistance } from './types';

/** The pending kind of a hit waiting for reactions and damage. */
export const ATTACK_PENDING = 'd20/attack';
/** The pending kind of free manoeuvres offered (consumed by `d20/manoeuvre` with `cost: free`). */
export const FREE_MANOEUVRE_PENDING = 'd20/freeManoeuvre';

/** Validates `pending.data` of a `d20/attack` step (the shape of {@link D20PendingAttack}). */
const PendingAttackData = z.object({
  weaponId: z.string().nullable(),
  attackKind: z.enum(['melee', 'ranged', 'magic']),
  total: z.number(),
  sv: z.number(),
  emSteps: z.number().int().min(0),
  emUse: z.string().nullable(),
  shield: z.boolean(),
  protectedBy: z.string().nullable(),
  weaponName: z.string(),
  damage: z.string(),
  emEffect: z.enum(['extraDie', 'manoeuvre', 'note']).nullable(),
  originalTargetId: z.string(),
  reactedBy: z.array(z.string()),
}) satisfies z.ZodType<D20PendingAttack>;

/** Validates `pending.data` of a `d20/resistance` step (the shape of {@link D20PendingResistance}). */
const PendingResistanceData = z.object({
  sv: z.number(),
  kpDamage: z.number(),
  thenManoeuvres: z.object({ attackerId: z.string(), count: z.number().int().min(1) }).optional(),
  failed: z.object({ total: z.number() }).optional(),
}) satisfies z.ZodType<D20PendingResistance>;

/** The factors of a roll as the log shows them. */
function shownFactors(fs: readonly DifficultyFactor[]): { term: string; effect: number }[] {
  return fs.map((f) => ({ term: f.term, effect: f.effect }));
}

function pendingAttack(state: CampaignState): {
  action: PendingAction;
  data: D20PendingAttack;
  target: Combatant;
} {
  const action = waitingStep(state, ATTACK_PENDING);
  const target = findCombatant(state, action.targetId ?? '');
  return { action, data: PendingAttackData.parse(action.data), target };
}

function withAttack(state: CampaignState, action: PendingAction, data: D20PendingAttack): CampaignState {
  return { ...state, pending: { ...action, data: { ...data } } };
}

/** Refuses a combatant out of the fight (KP ≤ 0 or dead) as an actor. */
function assertCanAct(c: Combatant, what: string): void {
  if (isOut(c)) throw new CommandError('invalid', `${c.name} is out of the fight and cannot ${what}`);
}

/** The hit waiting for reactions and damage (D20-ATK-4). */
function hitPending(
  state: CampaignState,
  attacker: Combatant,
  target: Combatant,
  plan: D20AttackPlan,
  total: number,
  emSteps: number,
): PendingAction {
  const data: D20PendingAttack = {
    weaponId: plan.weapon.id,
    attackKind: plan.weapon.kind,
    total,
    sv: plan.sv,
    emSteps,
    emUse: plan.emUse?.id ?? null,
    shield: false,
    protectedBy: null,
    weaponName: plan.weapon.name,
    damage: plan.weapon.damage,
    emEffect: plan.emUse?.effect ?? null,
    originalTargetId: target.id,
    reactedBy: [],
  };
  return {
    id: `d20-attack-${state.log.length}`,
    kind: ATTACK_PENDING,
    actorId: attacker.id,
    targetId: target.id,
    data: { ...data },
  };
}

/**
 * `d20/attack` (D20-ACT-1/3, D20-ATK-1..4): refuses while another step waits or when the plan says the
 * attack is impossible; pays the action; rolls 1T20 + the plan's factors against its SV (support is
 * used up by the roll); a hit waits for reactions and `d20/resolve`.
 */
export const declareAttack: SystemCommandHandler<z.infer<typeof D20Attack>> = (state, cmd, ctx) => {
  if (state.pending)
    throw new CommandError(
      'conflict',
      `a ${state.pending.kind} step is still waiting; finish it or cancel it (d20/cancel) before a new attack`,
    );
  const { type: _type, dice: _dice, ...input } = cmd;
  const plan = planAttack(state, input);
  if (!plan.possible) throw new CommandError('invalid', `the attack is impossible: ${plan.reason ?? ''}`);
  const attacker = findCombatant(state, cmd.attackerId);
  const target = findCombatant(state, cmd.targetId);
  const vis = visibilityFor(attacker, target);
  let s = payAction(state, attacker, plan.cost);
  if (plan.rangeOverridden)
    ctx.out.emit(
      'attack/rangeOverridden',
      {
        attackerId: attacker.id,
        targetId: target.id,
        rule: plan.rangeRule,
      },
      vis,
    );
  ctx.out.emit(
    'd20/attackDeclared',
    {
      attackerId: attacker.id,
      targetId: target.id,
      weaponId: plan.weapon.id,
      weapon: plan.weapon.name,
      attackKind: plan.weapon.kind,
      cost: plan.cost,
      baseSv: plan.baseSv,
      svSource: plan.svSource,
      svFactors: shownFactors(plan.svFactors),
      sv: plan.sv,
      rollFactors: shownFactors(plan.rollFactors),
      modifier: plan.modifier,
      emUse: plan.emUse ? { id: plan.emUse.id, name: plan.emUse.name, effect: plan.emUse.effect } : null,
      distance: plan.distance,
    },
    vis,
  );
  const check = rollCheck(
    attacker,
    plan.rollFactors,
    plan.sv,
    `attack with ${plan.weapon.name}`,
    ctx,
    vis,
    target.id,
  );
  s = useSupport(s, findCombatant(s, attacker.id));
  ctx.out.emit(
    'd20/attackRolled',
    {
      attackerId: attacker.id,
      targetId: target.id,
      weapon: plan.weapon.name,
      face: check.face,
      total: check.total,
      sv: check.sv,
      hit: check.success,
      emSteps: check.emSteps,
    },
    vis,
  );
  if (!check.success) return s;
  return { ...s, pending: hitPending(state, attacker, target, plan, check.total, check.emSteps) };
};

/** D20-REA-1: a weapon parry needs a melee weapon in hand (not one lost to Tappat grepp). */
function hasParryWeapon(c: Combatant): boolean {
  const lost = findCondition(c, D20_CONDITION.lostGrip);
  const lostId = lost?.data?.weaponId;
  return c.weapons.some(
    (w) => weaponUse(w).kind === 'melee' && !(lost && (typeof lostId !== 'string' || lostId === w.id)),
  );
}

/** A reaction roll: the factors plus the reactor's own conditions and support (D20-ACT-5). */
function reactionFactors(c: Combatant, base: DifficultyFactor[]): DifficultyFactor[] {
  const support = supportFactor(c);
  return [...base, ...ownConditionFactors(c), ...(support ? [support] : [])];
}

/**
 * D20-REA-4: the skill a counter-spell uses: the command's, else the higher of Magisk kunskap and
 * Mental styrka (Magisk kunskap on a tie).
 */
export function counterMagicSkill(
  c: Combatant,
  chosen?: 'Magisk kunskap' | 'Mental styrka',
): 'Magisk kunskap' | 'Mental styrka' {
  if (chosen) return chosen;
  return d20Value(c, 'Mental styrka') > d20Value(c, 'Magisk kunskap') ? 'Mental styrka' : 'Magisk kunskap';
}

/** Who reacts: the target, or for D20-REA-5 the ally named `by`. */
function reactorOf(state: CampaignState, cmd: z.infer<typeof D20React>, target: Combatant): Combatant {
  if (cmd.kind !== 'protect') {
    if (cmd.by !== undefined && cmd.by !== target.id)
      throw new CommandError(
        'invalid',
        `only the target reacts with ${cmd.kind}; "by" is for protect (D20-REA-5)`,
      );
    return target;
  }
  if (cmd.by === undefined)
    throw new CommandError('invalid', 'protect needs "by": the ally who takes the hit (D20-REA-5)');
  return findCombatant(state, cmd.by);
}

/**
 * `d20/react`: a reaction against the waiting hit. The reactor pays its reaction (D20-TURN-1: one per
 * round) and reacts at most once per attack.
 */
export const react: SystemCommandHandler<z.infer<typeof D20React>> = (state, cmd, ctx) => {
  const { action, data, target } = pendingAttack(state);
  const attacker = findCombatant(state, action.actorId);
  const reactor = reactorOf(state, cmd, target);
  assertCanAct(reactor, 'react');
  if (data.reactedBy.includes(reactor.id))
    throw new CommandError('invalid', `${reactor.name} has already reacted to this attack (D20-TURN-1)`);
  const reacted: D20PendingAttack = { ...data, reactedBy: [...data.reactedBy, reactor.id] };
  switch (cmd.kind) {
    case 'parry':
      return parry(state, action, reacted, attacker, target, ctx);
    case 'shield':
      return shieldBlock(state, action, reacted, attacker, target, ctx);
    case 'counterMagic':
      return counterMagic(state, action, reacted, attacker, target, cmd.skill, ctx);
    case 'protect':
      return protect(state, action, reacted, attacker, target, reactor, ctx);
  }
};

/**
 * A reaction of the attack's target against the pending attack `data` (already marked as reacted): pays
 * the reaction and returns the state with the attack still pending, changed, or ended.
 */
type Reaction = (
  state: CampaignState,
  action: PendingAction,
  data: D20PendingAttack,
  attacker: Combatant,
  target: Combatant,
  ctx: SystemContext,
) => CampaignState;

/** D20-REA-1: 1T20 + Närstrid + SMI against the attack's total; success parries the blow. */
const parry: Reaction = (state, action, data, attacker, target, ctx) => {
  if (data.attackKind !== 'melee')
    throw new CommandError('invalid', 'a parry works only against melee attacks (D20-REA-1)');
  if (!hasParryWeapon(target))
    throw new CommandError('invalid', `${target.name} has no melee weapon in hand to parry with (D20-REA-1)`);
  let s = payAction(state, target, 'reaction');
  const vis = visibilityFor(attacker, target);
  const factors = reactionFactors(target, [
    rollFactor('expertise', 'skill', 'Närstrid', d20Value(target, 'Närstrid')),
    rollFactor('ability', 'attribute', 'SMI', d20Value(target, 'SMI')),
  ]);
  const check = rollCheck(target, factors, data.total, 'parry (D20-REA-1)', ctx, vis, attacker.id);
  s = useSupport(s, findCombatant(s, target.id));
  ctx.out.emit(
    'd20/parry',
    { id: target.id, attackerId: attacker.id, total: check.total, sv: check.sv, success: check.success },
    vis,
  );
  return check.success ? { ...s, pending: null } : withAttack(s, action, data);
};

/** D20-REA-2: with a shield (Sköld ≥ 1) the target blocks: the damage is 1 less at resolve. */
const shieldBlock: Reaction = (state, action, data, attacker, target, ctx) => {
  if (d20Value(target, 'Sköld') < 1)
    throw new CommandError('invalid', `${target.name} carries no shield (Sköld 0, D20-REA-2)`);
  if (data.shield) throw new CommandError('invalid', `${target.name} already blocks with the shield`);
  const s = payAction(state, target, 'reaction');
  ctx.out.emit('d20/shield', { id: target.id, attackerId: attacker.id }, visibilityFor(attacker, target));
  return withAttack(s, action, { ...data, shield: true });
};

/**
 * D20-REA-4: against a spell only: 1T20 + Magisk kunskap or Mental styrka + PSY against the caster's
 * total; success makes the spell fail.
 */
function counterMagic(
  state: CampaignState,
  action: PendingAction,
  data: D20PendingAttack,
  attacker: Combatant,
  target: Combatant,
  chosen: 'Magisk kunskap' | 'Mental styrka' | undefined,
  ctx: SystemContext,
): CampaignState {
  if (data.attackKind !== 'magic')
    throw new CommandError('invalid', 'counter-magic works only against spells (D20-REA-4)');
  let s = payAction(state, target, 'reaction');
  const vis = visibilityFor(attacker, target);
  const skill = counterMagicSkill(target, chosen);
  const factors = reactionFactors(target, [
    rollFactor('expertise', 'skill', skill, d20Value(target, skill)),
    rollFactor('ability', 'attribute', 'PSY', d20Value(target, 'PSY')),
  ]);
  const check = rollCheck(target, factors, data.total, 'counter-magic (D20-REA-4)', ctx, vis, attacker.id);
  s = useSupport(s, findCombatant(s, target.id));
  ctx.out.emit(
    'd20/counterMagic',
    {
      id: target.id,
      attackerId: attacker.id,
      skill,
      total: check.total,
      sv: check.sv,
      success: check.success,
    },
    vis,
  );
  return check.success ? { ...s, pending: null } : withAttack(s, action, data);
}

/**
 * D20-REA-5: an ally of the target (not its enemy), standing next to it, steps in and takes the hit:
 * the waiting attack now targets the ally.
 */
function protect(
  state: CampaignState,
  action: PendingAction,
  data: D20PendingAttack,
  attacker: Combatant,
  target: Combatant,
  ally: Combatant,
  ctx: SystemContext,
): CampaignState {
  if (ally.id === target.id)
    throw new CommandError('invalid', `${ally.name} cannot protect itself (D20-REA-5)`);
  if (ally.id === attacker.id || areEnemies(ally, target))
    throw new CommandError('invalid', `${ally.name} is not an ally of ${target.name} (D20-REA-5)`);
  if (data.protectedBy !== null)
    throw new CommandError('invalid', `someone has already taken this hit for ${target.name} (D20-REA-5)`);
  const distance = attackDistance(state, ally, target);
  if (distance !== null && distance > 1)
    throw new CommandError('invalid', `${ally.name} is not next to ${target.name} (D20-REA-5)`);
  const s = payAction(state, ally, 'reaction');
  ctx.out.emit(
    'd20/protect',
    { id: ally.id, targetId: target.id, attackerId: attacker.id },
    visibilityFor(attacker, target, ally),
  );
  return { ...s, pending: { ...action, targetId: ally.id, data: { ...data, protectedBy: ally.id } } };
}

/** D20-ATK-1 (EM use `manoeuvre`): offers the attacker `count` free manoeuvres against `targetId`. */
function offerManoeuvres(
  state: CampaignState,
  attackerId: string,
  targetId: string,
  count: number,
  ctx: SystemContext,
): CampaignState {
  const data: D20PendingFreeManoeuvre = { reason: 'em', count, enemies: [attackerId] };
  ctx.out.emit(
    'd20/manoeuvreOffered',
    { actorId: attackerId, targetId, count, reason: 'em' },
    visibilityFor(findCombatant(state, attackerId), findCombatant(state, targetId)),
  );
  return {
    ...state,
    pending: {
      id: `d20-em-${state.log.length}`,
      kind: FREE_MANOEUVRE_PENDING,
      actorId: attackerId,
      targetId,
      data: { ...data },
    },
  };
}

/** D20-ATK-1 (EM use `note`): logs the declared effect for the GM to apply by hand. */
function emNote(
  state: CampaignState,
  data: D20PendingAttack,
  attacker: Combatant,
  target: Combatant,
  ctx: SystemContext,
): void {
  const option = d20Settings(state).emOptions.find((o) => o.id === data.emUse);
  ctx.out.emit(
    'd20/emNote',
    {
      attackerId: attacker.id,
      targetId: target.id,
      emUse: data.emUse,
      name: option?.name ?? data.emUse,
      steps: data.emSteps,
    },
    visibilityFor(attacker, target),
  );
}

/**
 * `d20/resolve` (D20-ATK-5): rolls the weapon's damage (+1 die per EM step with `extraDie`), takes RR
 * and a shield off (floor 0), then VP and KP. KP damage owes the UTH roll (D20-ATK-6); EM manoeuvres
 * are offered after it (or at once when no roll is owed); an EM `note` is logged.
 */
export const resolveAttack: SystemCommandHandler<z.infer<typeof D20Resolve>> = (state, _cmd, ctx) => {
  const { data, action, target } = pendingAttack(state);
  const attacker = findCombatant(state, action.actorId);
  const base = parseDamageDice(data.damage);
  if (!base) throw new CommandError('invalid', `${data.weaponName}: "${data.damage}" is not damage dice`);
  const extra = data.emEffect === 'extraDie' ? data.emSteps : 0;
  const vis = visibilityFor(attacker, target);
  const roll = rollDamage(withExtraDice(base, extra), attacker.id, `damage ${data.weaponName}`, ctx, vis);
  const rr = Math.max(0, d20Value(target, 'RR'));
  const shield = data.shield ? 1 : 0;
  const dealt = Math.max(0, roll.rolled - rr - shield);
  const taken = takeDamage(state, target.id, dealt);
  ctx.out.emit(
    'd20/damaged',
    {
      id: target.id,
      source: 'attack',
      attackerId: attacker.id,
      weapon: data.weaponName,
      faces: roll.faces,
      extraDice: extra,
      rolled: roll.rolled,
      rr,
      shield,
      dealt,
      vpLost: taken.vpLost,
      kpLost: taken.kpLost,
      vp: taken.vp,
      kp: taken.kp,
    },
    vis,
  );
  const s: CampaignState = { ...taken.state, pending: null };
  if (data.emEffect === 'note' && data.emSteps > 0) emNote(state, data, attacker, target, ctx);
  const owed = data.emEffect === 'manoeuvre' && data.emSteps > 0 ? data.emSteps : 0;
  if (taken.kpLost > 0)
    return oweResistance(
      s,
      target.id,
      taken.kpLost,
      ctx,
      owed > 0 ? { attackerId: attacker.id, count: owed } : undefined,
    );
  return owed > 0 ? offerManoeuvres(s, attacker.id, target.id, owed, ctx) : s;
};

/**
 * D20-ATK-6 interpretation: a consequence as a public condition. Yrsel lasts until the end of the
 * next round; the others until removed. Tappat grepp names the first weapon the combatant carries.
 */
export function consequenceCondition(c: Combatant, key: D20Consequence, round: number): Condition {
  const weapon = c.weapons[0];
  return {
    key,
    public: true,
    untilRound: key === D20_CONDITION.dizzy ? round + 2 : null,
    note: '',
    source: 'UTH failed (D20-ATK-6)',
    ...(key === D20_CONDITION.lostGrip && weapon ? { data: { weaponId: weapon.id } } : {}),
  };
}

/** D20-ATK-6: the GM's pick, else 1T4 over the four consequences in order. */
function pickConsequence(
  c: Combatant,
  chosen: D20Consequence | null | undefined,
  ctx: SystemContext,
  vis: 'public' | 'gm',
): { consequence: D20Consequence; face: number | null } {
  if (chosen) return { consequence: chosen, face: null };
  const [face] = rollDice(
    ctx.dice,
    ctx.out,
    1,
    4,
    { roller: c.id, purpose: 'consequence (1T4, D20-ATK-6)' },
    vis,
  );
  return { consequence: D20_CONSEQUENCES[(face as number) - 1] as D20Consequence, face: face as number };
}

/**
 * `d20/resist` (D20-ATK-6): 1T20 + UTH (and the roller's own conditions) against the step's SV. A
 * failure brings the GM's pick or a 1T4 consequence as a condition. Owed EM manoeuvres follow.
 */
export const resist: SystemCommandHandler<z.infer<typeof D20Resist>> = (state, cmd, ctx) => {
  const action = waitingStep(state, RESISTANCE_PENDING);
  const data = PendingResistanceData.parse(action.data);
  const c = findCombatant(state, action.actorId);
  const vis = visibilityFor(c);
  // A roll already failed (entered with one die): only the consequence is left to pick or roll.
  const check = data.failed
    ? { total: data.failed.total, sv: data.sv, success: false }
    : rollCheck(
        c,
        [rollFactor('ability', 'attribute', 'UTH', d20Value(c, 'UTH')), ...ownConditionFactors(c)],
        data.sv,
        'UTH (D20-ATK-6)',
        ctx,
        vis,
      );
  // One entered die and no consequence picked: the GM cannot know before the roll whether a 1T4 is
  // needed, so a failure waits for it (entered dice must all be used, so it cannot be entered ahead).
  if (!check.success && !data.failed && !cmd.consequence && cmd.dice?.length === 1) {
    ctx.out.emit(
      'd20/resistance',
      { id: c.id, total: check.total, sv: check.sv, success: false, consequence: null, awaiting: true },
      vis,
    );
    return { ...state, pending: { ...action, data: { ...action.data, failed: { total: check.total } } } };
  }
  let s: CampaignState = { ...state, pending: null };
  let consequence: D20Consequence | null = null;
  let face: number | null = null;
  let untilRound: number | null = null;
  if (!check.success) {
    ({ consequence, face } = pickConsequence(c, cmd.consequence, ctx, vis));
    const cond = consequenceCondition(c, consequence, state.encounter.round);
    untilRound = cond.untilRound;
    s = replaceCombatant(s, { ...c, conditions: [...c.conditions.filter((k) => k.key !== cond.key), cond] });
  }
  ctx.out.emit(
    'd20/resistance',
    {
      id: c.id,
      total: check.total,
      sv: check.sv,
      success: check.success,
      consequence,
      consequenceRoll: face,
      untilRound,
    },
    vis,
  );
  const then = data.thenManoeuvres;
  return then ? offerManoeuvres(s, then.attackerId, c.id, then.count, ctx) : s;
};

/** `d20/cancel`: drops the waiting d20 step (an unresolved hit, a UTH roll, an offered manoeuvre). */
export function cancelPending(state: CampaignState, ctx: SystemContext): CampaignState {
  const p = state.pending;
  if (!p || !p.kind.startsWith('d20/'))
    throw new CommandError('invalid', 'no d20 step is waiting to be cancelled');
  const involved = [p.actorId, p.targetId].map((id) => state.combatants.find((c) => c.id === id));
  ctx.out.emit(
    'd20/cancelled',
    { pendingId: p.id, kind: p.kind, actorId: p.actorId, targetId: p.targetId },
    visibilityFor(...involved),
  );
  return { ...state, pending: null };
}
