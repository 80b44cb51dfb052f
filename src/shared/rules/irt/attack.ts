/**
 * The IRT attack, step by step as at the table (IRT-SEQ): declare and roll (`irt/attack`), optionally
 * add Fokus dice (`irt/fokusDice`, IRT-DICE-1), the target may defend actively before the result counts
 * (`irt/defend`, IRT-DEF-2…4), then count and apply (`irt/resolve`): Effekt, KP, Stress, wound level,
 * crit. Between the steps the attack waits in `state.pending`.
 */
import { z } from 'zod';
import type { CampaignState, Combatant, PendingAction } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import type { DifficultyFactor } from '../core/difficulty';
import type { IrtCommand } from './commands';
import { conditionFactors, condition, IRT_CONDITION, withCondition, hasCondition } from './conditions';
import { computeIrtDifficulty, IRT_DIFFICULTIES, type IrtDifficulty } from './difficulty';
import { addFokus, applyKpDamage, getCombatant, payFokus, putCombatant } from './health';
import { attackWeapon, planIrtAttack, thrownWeapon } from './attackFactors';
import { bandsBeyond } from './ranges';
import { countTwelves, fokusDiceComplications, resolvePoolRoll } from './pool';
import { applyCrit } from './crits';
import { attr, hasFeature } from './sheet';
import { applyAbilitySpends } from './abilities';
import { breakConcentrationOnDamage } from './actions';
import {
  activateRidingPowers,
  afterUse,
  checkUsable,
  consumeOncePowers,
  payPowerFokus,
  powerOf,
  powerPoolParts,
  powerSkydd,
} from './powers';

/** What an attack in progress remembers between its steps. */
export const IrtPendingAttack = z.object({
  weaponId: z.string().nullable(),
  weaponName: z.string(),
  skada: z.number(),
  skadetyp: z.string(),
  penetrerande: z.boolean(),
  hagelsvarm: z.boolean(),
  bandsBeyond: z.number(),
  melee: z.boolean(),
  pool: z.number(),
  faces: z.array(z.number()),
  difficulty: z.enum(IRT_DIFFICULTIES),
  factors: z.array(z.unknown()),
  fokusDice: z.array(z.number()).nullable(),
  defence: z
    .object({
      kind: z.enum(['väja', 'parera']),
      faces: z.array(z.number()),
      difficulty: z.enum(IRT_DIFFICULTIES),
      effekt: z.number(),
    })
    .nullable(),
  /** Skydd from the sheet and size, frozen at declaration; running powers are added when counted (IRT-POW-3). */
  targetSkydd: z.number(),
  unaware: z.boolean(),
  /** IRT-WPN-1 Kastbart: the weapon was thrown (ranged, band Kort). */
  thrown: z.boolean().optional(),
  /** The attribute pair rolled (IRT-ABL-1 Automatsalva may change it). */
  attributes: z.tuple([z.string(), z.string()]).optional(),
  /** IRT-ABL-1 / IRT-CRIT-2: added to the crit roll by abilities. */
  critBonus: z.number().optional(),
  /** IRT-ABL-1 Fint: the target may not defend actively. */
  noDefence: z.boolean().optional(),
  /** IRT-POW-4: the attack power used, and its "+Fokus" enhancements, paid only on a hit. */
  power: z
    .object({ id: z.string(), name: z.string(), plusFokus: z.number(), enhancements: z.array(z.string()) })
    .optional(),
});
export type IrtPendingAttack = z.infer<typeof IrtPendingAttack>;

function pendingAttack(state: CampaignState): { action: PendingAction; data: IrtPendingAttack } {
  const action = state.pending;
  if (!action || action.kind !== 'irt/attack')
    throw new CommandError('invalid', 'no attack is waiting to be resolved');
  return { action, data: IrtPendingAttack.parse(action.data) };
}

function withPending(state: CampaignState, action: PendingAction, data: IrtPendingAttack): CampaignState {
  return { ...state, pending: { ...action, data } };
}

/**
 * IRT-POW-3: the pending attack as it counts now: Skydd frozen at declaration plus what the target's
 * running powers add at this moment (a reactive Skydd power used after the hit lowers this hit's KP).
 */
export function withSkyddNow(
  data: IrtPendingAttack,
  target: Pick<Combatant, 'conditions'>,
): IrtPendingAttack {
  const extra = powerSkydd(target as Combatant);
  return extra === 0 ? data : { ...data, targetSkydd: data.targetSkydd + extra };
}

/** `irt/attack`: declares and rolls an attack; the result waits for Fokus dice and active defence. */
export function declareAttack(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/attack' }>,
  ctx: SystemContext,
): CampaignState {
  if (state.pending)
    throw new CommandError(
      'conflict',
      'another attack is waiting to be resolved; resolve or cancel it first',
    );
  const attacker = getCombatant(state, cmd.attackerId);
  const target = getCombatant(state, cmd.targetId);
  if (attacker.id === target.id) throw new CommandError('invalid', 'a combatant cannot attack itself');
  for (const c of [attacker]) {
    if (hasCondition(c, IRT_CONDITION.medvetslos) || hasCondition(c, IRT_CONDITION.dod))
      throw new CommandError('invalid', `${c.name} cannot act`);
  }
  if (cmd.powerId !== undefined && cmd.weaponId !== null)
    throw new CommandError('invalid', 'an attack power is used without a weapon (weaponId null, IRT-POW-4)');
  if (cmd.weaponId !== null && !attacker.weapons.some((w) => w.id === cmd.weaponId))
    throw new CommandError('not-found', `${attacker.name} has no weapon "${cmd.weaponId}"`);
  const weaponValues = attacker.weapons.find((w) => w.id === cmd.weaponId)?.values;
  if (
    hasCondition(attacker, IRT_CONDITION.fastlast) &&
    (weaponValues?.Tvåhand === true || weaponValues?.twoHanded === true)
  )
    throw new CommandError(
      'invalid',
      `${attacker.name} is Fastlåst and cannot use a two-handed weapon (IRT-COND-5)`,
    );
  // IRT-POW-2: powers that modify this attack are paid and applied before the roll.
  const riding = activateRidingPowers(state, attacker.id, cmd.options.powers ?? [], ctx);
  let s = riding.state;
  const armed = getCombatant(s, attacker.id);
  const plan = planIrtAttack(
    s,
    armed,
    target,
    cmd.weaponId,
    cmd.options,
    cmd.gmFactors ?? [],
    cmd.override ?? null,
    cmd.powerId ?? null,
  );
  if (plan.difficulty.impossible)
    throw new CommandError('invalid', `the attack is impossible: ${plan.difficulty.impossibleReason ?? ''}`);
  if (plan.power) {
    // IRT-POW-2/4: the base cost is paid on declaration, hit or miss; "+Fokus" options on a hit.
    const p = powerOf(armed, plan.power.id);
    checkUsable(s, armed, p, plan.power.baseFokus + plan.power.plusFokus);
    s = payPowerFokus(s, attacker.id, plan.power.baseFokus, `kraft ${p.name}`, ctx);
    ctx.out.emit(
      'irt/powerUsed',
      {
        id: attacker.id,
        power: p.name,
        target: target.id,
        paid: plan.power.baseFokus,
        success: true,
        enhancements: plan.power.enhancements,
        narrative: false,
      },
      attacker.hidden || target.hidden ? 'gm' : 'public',
    );
    s = afterUse(s, attacker.id, p, ctx);
  }
  // IRT-ABL-1: abilities chosen for this attack pay their Fokus now (Stress for the rest, IRT-DICE-7).
  for (const a of plan.chosenAbilities) {
    if (a.fokus > 0) s = payFokus(s, attacker.id, a.fokus, a.key, ctx);
    ctx.out.emit(
      'irt/abilityUsed',
      { id: attacker.id, ability: a.key, fokus: a.fokus, what: a.what },
      attacker.hidden ? 'gm' : 'public',
    );
  }
  if (plan.rangeOverridden && plan.rangeRefusal)
    ctx.out.emit(
      'attack/rangeOverridden',
      { attackerId: attacker.id, targetId: target.id, rule: plan.rangeRefusal.rule },
      attacker.hidden || target.hidden ? 'gm' : 'public',
    );
  ctx.out.emit(
    'irt/attackDeclared',
    {
      attackerId: attacker.id,
      targetId: target.id,
      weapon: plan.weapon.name,
      ...(riding.used.length > 0 ? { powers: riding.used } : {}),
      pool: plan.pool,
      attributes: plan.attributes,
      band: plan.band,
      factors: plan.difficulty.factors,
      suggested: plan.difficulty.suggested,
      difficulty: plan.difficulty.difficulty,
    },
    attacker.hidden || target.hidden ? 'gm' : 'public',
  );
  const faces = rollDice(
    ctx.dice,
    ctx.out,
    plan.pool,
    12,
    { roller: attacker.id, purpose: `attack with ${plan.weapon.name}` },
    attacker.hidden ? 'gm' : 'public',
  );
  // IRT-DICE-6: every 12 gives 1 Fokus whatever else happens.
  s = addFokus(s, attacker.id, countTwelves(faces), 'rolled 12 (IRT-DICE-6)', ctx);
  // IRT-POW-2: a riding power's bonus counted for this roll only.
  s = consumeOncePowers(s, attacker.id);
  const data: IrtPendingAttack = {
    weaponId: cmd.weaponId,
    weaponName: plan.weapon.name,
    skada: plan.skada,
    skadetyp: plan.weapon.skadetyp,
    penetrerande: plan.weapon.penetrerande,
    hagelsvarm: plan.weapon.hagelsvarm,
    bandsBeyond: plan.band ? bandsBeyond(plan.weapon.band, plan.band) : 0,
    melee: plan.weapon.band === 'Bredvid',
    pool: plan.pool,
    faces,
    difficulty: plan.difficulty.difficulty,
    factors: plan.difficulty.factors as unknown[],
    fokusDice: null,
    defence: null,
    targetSkydd: plan.targetSkyddBase,
    unaware: cmd.options.unaware === true,
    ...(plan.weapon.thrown ? { thrown: true } : {}),
    attributes: [plan.attributes[0], plan.attributes[1]],
    ...(plan.critBonus !== 0 ? { critBonus: plan.critBonus } : {}),
    ...(plan.noActiveDefence ? { noDefence: true } : {}),
    ...(plan.power
      ? {
          power: {
            id: plan.power.id,
            name: plan.power.name,
            plusFokus: plan.power.plusFokus,
            enhancements: [...plan.power.enhancements],
          },
        }
      : {}),
  };
  s = {
    ...s,
    pending: {
      id: `attack-${state.log.length}`,
      kind: 'irt/attack',
      actorId: attacker.id,
      targetId: target.id,
      data,
    },
  };
  return s;
}

/** `irt/fokusDice`: after the roll, Fokus buys extra dice, once per roll; a 1 on them is a komplikation (IRT-DICE-1). */
export function addFokusDice(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/fokusDice' }>,
  ctx: SystemContext,
): CampaignState {
  const { action, data } = pendingAttack(state);
  if (data.fokusDice)
    throw new CommandError(
      'invalid',
      'Fokus dice were already added to this roll (once per roll, IRT-DICE-1)',
    );
  if (data.defence)
    throw new CommandError('invalid', 'the target has already defended; the roll can no longer change');
  let s = payFokus(state, action.actorId, cmd.count, `${cmd.count} extra dice (IRT-DICE-1)`, ctx);
  const extra = rollDice(ctx.dice, ctx.out, cmd.count, 12, { roller: action.actorId, purpose: 'Fokus dice' });
  s = addFokus(s, action.actorId, countTwelves(extra), 'rolled 12 on a Fokus die (IRT-DICE-6)', ctx);
  const complications = fokusDiceComplications(extra);
  if (complications > 0)
    ctx.out.emit('irt/komplikation', {
      id: action.actorId,
      count: complications,
      note: 'the GM picks a komplikation for each 1, or 1 Stress if none fits (IRT-DICE-1)',
    });
  return withPending(s, action, { ...data, fokusDice: extra });
}

/** Marks the round's free Blockad parry as used (IRT-ABL-1). */
const BLOCKAD_USED = 'Blockad använd';

/** Abilities that let a character parry bare-handed (Blockad names them). */
const PARRY_BARE_HANDED = ['Slagsmål', 'Jujutsu'] as const;

/**
 * IRT-INIT-3: a surprised participant cannot defend actively until they have acted. They skip round 1,
 * so they first act in round 2, at their place in the order (`acted` is reset each round, so round 2
 * is judged by the turn order).
 */
export function stillSurprised(state: CampaignState, id: string): boolean {
  const enc = state.encounter;
  if (!enc.active || !enc.surprised?.includes(id)) return false;
  if (enc.round <= 1) return true;
  if (enc.round > 2 || enc.acted.includes(id)) return false;
  const idx = enc.order.indexOf(id);
  return idx < 0 || idx > enc.turnIndex;
}

/**
 * `irt/defend`: the target spends 1 Fokus (or Stress, IRT-DICE-7) to dodge (*väja*, then Liggande) or
 * parry (*parera*, melee only, something in hand): Smidighet + Strid at Lätt; its Effekt is subtracted
 * from the attack's successes (IRT-DEF-2, IRT-DEF-3). Not when unaware, and not while surprised before
 * having acted (IRT-INIT-3).
 */
export function defend(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/defend' }>,
  ctx: SystemContext,
): CampaignState {
  const { action, data } = pendingAttack(state);
  if (data.defence) throw new CommandError('invalid', 'the target has already defended against this attack');
  const target = getCombatant(state, action.targetId ?? '');
  if (data.unaware)
    throw new CommandError(
      'invalid',
      `${target.name} is unaware of the attack and cannot defend (IRT-DEF-2)`,
    );
  if (data.noDefence)
    throw new CommandError(
      'invalid',
      `the attacker used Fint: ${target.name} cannot dodge or parry this attack (IRT-ABL-1)`,
    );
  if (stillSurprised(state, target.id)) {
    throw new CommandError(
      'invalid',
      `${target.name} is surprised and cannot defend actively before having acted (IRT-INIT-3)`,
    );
  }
  if (cmd.kind === 'parera' && !data.melee)
    throw new CommandError('invalid', 'parrying works only against melee attacks (IRT-DEF-3)');
  // IRT-DEF-3: a parry needs something in the hands (bare hands only with an unarmed-fighting ability).
  if (
    cmd.kind === 'parera' &&
    target.weapons.length === 0 &&
    !PARRY_BARE_HANDED.some((a) => hasFeature(target, a))
  )
    throw new CommandError('invalid', `${target.name} has nothing to parry with (IRT-DEF-3)`);
  if (hasCondition(target, IRT_CONDITION.medvetslos) || hasCondition(target, IRT_CONDITION.dod))
    throw new CommandError('invalid', `${target.name} cannot defend`);
  // IRT-ABL-1 Blockad: one parry a round against melee costs no Fokus.
  const round = state.encounter.round;
  const freeParry =
    cmd.kind === 'parera' &&
    hasFeature(target, 'Blockad') &&
    !target.conditions.some((k) => k.key === BLOCKAD_USED && (k.untilRound ?? 0) > round);
  let s = freeParry
    ? putCombatant(
        state,
        withCondition(
          target,
          condition(BLOCKAD_USED, { public: false, untilRound: round + 1, source: 'Blockad (IRT-ABL-1)' }),
        ),
      )
    : payFokus(state, target.id, 1, `active defence: ${cmd.kind} (IRT-DEF-2)`, ctx);
  if (freeParry)
    ctx.out.emit(
      'irt/abilityUsed',
      { id: target.id, ability: 'Blockad', fokus: 0, what: 'freeActiveDefence' },
      target.hidden ? 'gm' : 'public',
    );
  const factors: DifficultyFactor[] = conditionFactors(
    getCombatant(s, target.id),
    { action: 'activeDefence', attributes: ['Smidighet', 'Strid'] },
    state.encounter.round,
  );
  const difficulty = computeIrtDifficulty({ base: 'Lätt', factors }).difficulty;
  // IRT-POW-1: running powers count in the defence pool too.
  const pool = Math.max(
    0,
    attr(target, 'Smidighet') +
      attr(target, 'Strid') +
      powerPoolParts(getCombatant(s, target.id), ['Smidighet', 'Strid']).reduce((n, p) => n + p.dice, 0),
  );
  const faces = rollDice(
    ctx.dice,
    ctx.out,
    pool,
    12,
    { roller: target.id, purpose: `active defence (${cmd.kind})` },
    target.hidden ? 'gm' : 'public',
  );
  const r = resolvePoolRoll(faces, difficulty);
  s = addFokus(s, target.id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  const effekt = r.effekt ?? 0;
  ctx.out.emit(
    'irt/defended',
    { id: target.id, kind: cmd.kind, difficulty, successes: r.successes, effekt },
    target.hidden ? 'gm' : 'public',
  );
  if (cmd.kind === 'väja') {
    // IRT-DEF-3: after dodging you lie prone.
    s = putCombatant(
      s,
      withCondition(
        getCombatant(s, target.id),
        condition(IRT_CONDITION.liggande, { source: 'väjde (IRT-DEF-3)' }),
      ),
    );
  }
  return withPending(s, action, { ...data, defence: { kind: cmd.kind, faces, difficulty, effekt } });
}

/** The counted result of a pending attack, without applying it (the resolver shows it). */
export function countAttack(data: IrtPendingAttack): {
  successes: number;
  hit: boolean;
  effekt: number;
  twelves: number;
  kp: number;
  crit: boolean;
} {
  const faces = [...data.faces, ...(data.fokusDice ?? [])];
  const r = resolvePoolRoll(faces, data.difficulty as IrtDifficulty, {
    subtractSuccesses: data.defence?.effekt ?? 0,
  });
  const effekt = r.success ? (r.effekt ?? 0) : 0;
  // IRT-WPN-1 Hagelsvärm: −1 damage per band beyond range and Skydd counts double.
  const skada = data.hagelsvarm ? Math.max(0, data.skada - data.bandsBeyond) : data.skada;
  const skydd = data.hagelsvarm ? data.targetSkydd * 2 : data.targetSkydd;
  const kp = r.success ? Math.max(0, effekt + skada - skydd) : 0;
  return {
    successes: r.effectiveSuccesses,
    hit: r.success,
    effekt,
    twelves: r.twelves,
    kp,
    crit: r.success && r.twelves > 0 && kp >= 1,
  };
}

/**
 * `irt/resolve`: counts successes against the difficulty (after active defence), KP = Effekt + Skada −
 * Skydd (IRT-DMG-1/3; Effekt may be split off for ability effects), applies the damage and its Stress
 * (IRT-STR-1/2), and rolls the crit when a 12 was rolled and ≥ 1 KP went through (IRT-CRIT-1/2).
 */
export function resolveAttack(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/resolve' }>,
  ctx: SystemContext,
): CampaignState {
  const { action, data: frozen } = pendingAttack(state);
  const target = getCombatant(state, action.targetId ?? '');
  // IRT-POW-3: Skydd is read now, with what the target's powers add at this moment.
  const data = withSkyddNow(frozen, target);
  const counted = countAttack(data);
  const spends = cmd.spends ?? [];
  if (spends.length > 0 && data.power)
    throw new CommandError('invalid', `abilities do not act on an attack power (${data.power.name})`);
  const spent = spends.reduce((sum, e) => sum + (e.fokus ? 0 : (e.effekt ?? 1)), 0);
  if (spent > counted.effekt)
    throw new CommandError('invalid', `only ${counted.effekt} Effekt to spend, ${spent} asked`);
  if (spent > 0 && !counted.hit) throw new CommandError('invalid', 'a missed attack has no Effekt to spend');
  const damageEffekt = counted.effekt - spent;
  const skada = data.hagelsvarm ? Math.max(0, data.skada - data.bandsBeyond) : data.skada;
  const skydd = data.hagelsvarm ? data.targetSkydd * 2 : data.targetSkydd;
  const kp = counted.hit ? Math.max(0, damageEffekt + skada - skydd) : 0;
  ctx.out.emit(
    'irt/attackResolved',
    {
      attackerId: action.actorId,
      targetId: target.id,
      difficulty: data.difficulty,
      successes: counted.successes,
      hit: counted.hit,
      effekt: counted.effekt,
      effektToDamage: damageEffekt,
      skada,
      skydd,
      ...(data.targetSkydd > frozen.targetSkydd ? { powerSkydd: data.targetSkydd - frozen.targetSkydd } : {}),
      kp,
      twelves: counted.twelves,
    },
    target.hidden || getCombatant(state, action.actorId).hidden ? 'gm' : 'public',
  );
  let s: CampaignState = { ...state, pending: null };
  // IRT-POW-2: an attack power's "+Fokus" enhancements are paid only when it hits.
  if (data.power && counted.hit && data.power.plusFokus > 0)
    s = payPowerFokus(
      s,
      action.actorId,
      data.power.plusFokus,
      `kraft ${data.power.name}: ${data.power.enhancements.join(', ')}`,
      ctx,
    );
  if (spends.length > 0) {
    if (!counted.hit) throw new CommandError('invalid', 'abilities that act on a hit need the attack to hit');
    const attacker = getCombatant(state, action.actorId);
    const held = attackWeapon(attacker, data.weaponId);
    const weapon = data.thrown ? thrownWeapon(held) : held;
    const attributes: [string, string] =
      data.attributes ?? (data.melee && !weapon.finess ? ['Fysik', 'Strid'] : ['Smidighet', 'Strid']);
    s = applyAbilitySpends(
      s,
      action.actorId,
      target.id,
      spends,
      { action: data.melee ? 'meleeAttack' : 'rangedAttack', attributes, weapon },
      ctx,
    );
  }
  s = applyKpDamage(s, target.id, kp, `hit by ${data.weaponName}`, ctx);
  // IRT-ACT-5: a power with the Koncentration limit breaks when its user takes damage.
  s = breakConcentrationOnDamage(s, target.id, kp, ctx);
  // IRT-CRIT-1: a 12 on the attack roll and ≥ 1 KP through Skydd.
  if (counted.hit && counted.twelves > 0 && kp >= 1) {
    const modifier =
      counted.twelves -
      1 +
      (data.penetrerande ? 2 : 0) +
      (data.critBonus ?? 0) -
      (target.attributes.KritiskTålighet ?? 0);
    s = applyCrit(s, target.id, data.skadetyp, modifier, ctx);
  }
  return s;
}

/** `irt/cancel`: drops a pending attack (the GM changed their mind); Fokus already gained stays (IRT-DICE-6). */
export function cancelAttack(state: CampaignState, ctx: SystemContext): CampaignState {
  const { action } = pendingAttack(state);
  ctx.out.emit('irt/attackCancelled', { attackerId: action.actorId, targetId: action.targetId });
  return { ...state, pending: null };
}
