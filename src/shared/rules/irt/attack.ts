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
import type { IrtCommand, IrtHandler } from './commands';
import { conditionFactors, condition, IRT_CONDITION, withCondition, hasCondition } from './conditions';
import { computeIrtDifficulty, IRT_DIFFICULTIES, type IrtDifficulty } from './difficulty';
import { addFokus, applyKpDamage, getCombatant, payFokus, putCombatant, rollFokusDice } from './health';
import { attackWeapon, planIrtAttack, thrownWeapon } from './attackFactors';
import { bandsBeyond } from './ranges';
import { countTwelves, IRT_SUCCESS_FACE, resolvePoolRoll } from './pool';
import { applyCrit } from './crits';
import { attr, hasFeature, sizeOf } from './sheet';
import type { PowerEnhancement } from '../../model/irtPowers';
import {
  abilitiesOf,
  applyAbilitySpends,
  spendReplacingDamage,
  type AbilitySpend,
  type AttackShape,
} from './abilities';
import { consumeGrantedDice, grantedDice, withinMetres } from './abilityActs';
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
  /** IRT-ABL-1 Desperat skott: the missed dice were rerolled (once per roll). */
  rerolled: z.boolean().optional(),
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
export const declareAttack: IrtHandler<'irt/attack'> = (state, cmd, ctx) => {
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
  // IRT-POW-2: a riding power's bonus counted for this roll only; IRT-ABL-1: given dice are used up.
  s = consumeGrantedDice(consumeOncePowers(s, attacker.id), attacker.id, 'attack', state.encounter.round);
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
};

/** `irt/fokusDice`: after the roll, Fokus buys extra dice, once per roll; a 1 on them is a komplikation (IRT-DICE-1). */
export const addFokusDice: IrtHandler<'irt/fokusDice'> = (state, cmd, ctx) => {
  const { action, data } = pendingAttack(state);
  if (data.fokusDice)
    throw new CommandError(
      'invalid',
      'Fokus dice were already added to this roll (once per roll, IRT-DICE-1)',
    );
  if (data.defence)
    throw new CommandError('invalid', 'the target has already defended; the roll can no longer change');
  const { state: s, faces: extra } = rollFokusDice(state, action.actorId, cmd.count, ctx);
  return withPending(s, action, { ...data, fokusDice: extra });
};

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
 * IRT-ABL-1 Livvakt / Offervilja: the ability that lets `ally` step in for `targetId` (its Fokus cost and
 * reach), checked against the map (within 2 m, as far as the map can tell). Throws when it does not.
 */
function allyStepIn(
  state: CampaignState,
  ally: Combatant,
  targetId: string,
  attackerId: string,
  outcome: 'defendAlly' | 'takeAllyDamage',
): { ability: string; cost: number } {
  if (ally.id === attackerId) throw new CommandError('invalid', `${ally.name} is the attacker`);
  for (const a of abilitiesOf(ally))
    for (const e of a.effects)
      if (e.kind === 'fokusSpend' && e.outcome.kind === outcome) {
        const metres = e.outcome.withinMetres;
        if (!withinMetres(state, ally.id, targetId, metres))
          throw new CommandError(
            'invalid',
            `${ally.name} is more than ${metres} m from ${getCombatant(state, targetId).name} (IRT-ABL-1 ${a.key})`,
          );
        return { ability: a.key, cost: e.cost };
      }
  throw new CommandError(
    'invalid',
    outcome === 'defendAlly'
      ? `${ally.name} cannot defend others (IRT-ABL-1 Livvakt)`
      : `${ally.name} cannot take the hit for others (IRT-ABL-1 Offervilja)`,
  );
}

/**
 * `irt/defend`: the target spends 1 Fokus (or Stress, IRT-DICE-7) to dodge (*väja*, then Liggande) or
 * parry (*parera*, melee only, something in hand): Smidighet + Strid at Lätt; its Effekt is subtracted
 * from the attack's successes (IRT-DEF-2, IRT-DEF-3). Not when unaware, and not while surprised before
 * having acted (IRT-INIT-3).
 */
export const defend: IrtHandler<'irt/defend'> = (state, cmd, ctx) => {
  const { action, data } = pendingAttack(state);
  if (data.defence) throw new CommandError('invalid', 'the target has already defended against this attack');
  const target = getCombatant(state, action.targetId ?? '');
  // IRT-ABL-1 Livvakt: an ally within 2 m defends the target as if defending themselves.
  const defender = cmd.defenderId ? getCombatant(state, cmd.defenderId) : target;
  const guard =
    defender.id === target.id ? null : allyStepIn(state, defender, target.id, action.actorId, 'defendAlly');
  if (data.unaware && !guard)
    throw new CommandError(
      'invalid',
      `${target.name} is unaware of the attack and cannot defend (IRT-DEF-2)`,
    );
  if (data.noDefence)
    throw new CommandError(
      'invalid',
      `the attacker used Fint: ${target.name} cannot dodge or parry this attack (IRT-ABL-1)`,
    );
  if (stillSurprised(state, defender.id)) {
    throw new CommandError(
      'invalid',
      `${defender.name} is surprised and cannot defend actively before having acted (IRT-INIT-3)`,
    );
  }
  if (cmd.kind === 'parera' && !data.melee)
    throw new CommandError('invalid', 'parrying works only against melee attacks (IRT-DEF-3)');
  // IRT-DEF-3: a parry needs something in the hands (bare hands only with an unarmed-fighting ability).
  if (
    cmd.kind === 'parera' &&
    defender.weapons.length === 0 &&
    !PARRY_BARE_HANDED.some((a) => hasFeature(defender, a))
  )
    throw new CommandError('invalid', `${defender.name} has nothing to parry with (IRT-DEF-3)`);
  if (hasCondition(defender, IRT_CONDITION.medvetslos) || hasCondition(defender, IRT_CONDITION.dod))
    throw new CommandError('invalid', `${defender.name} cannot defend`);
  // IRT-ABL-1 Blockad: one parry a round against melee costs no Fokus.
  const round = state.encounter.round;
  const freeParry =
    !guard &&
    cmd.kind === 'parera' &&
    hasFeature(defender, 'Blockad') &&
    !defender.conditions.some((k) => k.key === BLOCKAD_USED && (k.untilRound ?? 0) > round);
  let s = guard
    ? payFokus(state, defender.id, guard.cost, `${guard.ability}: ${cmd.kind} for ${target.name}`, ctx)
    : freeParry
      ? putCombatant(
          state,
          withCondition(
            defender,
            condition(BLOCKAD_USED, { public: false, untilRound: round + 1, source: 'Blockad (IRT-ABL-1)' }),
          ),
        )
      : payFokus(state, defender.id, 1, `active defence: ${cmd.kind} (IRT-DEF-2)`, ctx);
  if (freeParry || guard)
    ctx.out.emit(
      'irt/abilityUsed',
      {
        id: defender.id,
        ability: guard ? guard.ability : 'Blockad',
        fokus: guard ? guard.cost : 0,
        what: guard ? 'defendAlly' : 'freeActiveDefence',
        ...(guard ? { target: target.id } : {}),
      },
      defender.hidden ? 'gm' : 'public',
    );
  const factors: DifficultyFactor[] = conditionFactors(
    getCombatant(s, defender.id),
    { action: 'activeDefence', attributes: ['Smidighet', 'Strid'] },
    state.encounter.round,
  );
  const difficulty = computeIrtDifficulty({ base: 'Lätt', factors }).difficulty;
  // IRT-POW-1: running powers count in the defence pool too; IRT-ABL-1: so do dice given for it.
  const given = grantedDice(getCombatant(s, defender.id), 'defence', round);
  const pool = Math.max(
    0,
    attr(defender, 'Smidighet') +
      attr(defender, 'Strid') +
      powerPoolParts(getCombatant(s, defender.id), ['Smidighet', 'Strid']).reduce((n, p) => n + p.dice, 0) +
      given.reduce((n, g) => n + g.dice, 0),
  );
  s = consumeGrantedDice(s, defender.id, 'defence', round);
  const faces = rollDice(
    ctx.dice,
    ctx.out,
    pool,
    12,
    { roller: defender.id, purpose: `active defence (${cmd.kind})` },
    defender.hidden ? 'gm' : 'public',
  );
  const r = resolvePoolRoll(faces, difficulty);
  s = addFokus(s, defender.id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  const effekt = r.effekt ?? 0;
  ctx.out.emit(
    'irt/defended',
    {
      id: defender.id,
      kind: cmd.kind,
      difficulty,
      successes: r.successes,
      effekt,
      ...(guard ? { for: target.id } : {}),
    },
    defender.hidden ? 'gm' : 'public',
  );
  if (cmd.kind === 'väja') {
    // IRT-DEF-3: after dodging you lie prone.
    s = putCombatant(
      s,
      withCondition(
        getCombatant(s, defender.id),
        condition(IRT_CONDITION.liggande, { source: 'väjde (IRT-DEF-3)' }),
      ),
    );
  }
  return withPending(s, action, { ...data, defence: { kind: cmd.kind, faces, difficulty, effekt } });
};

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

/** What `irt/resolve` would count, before anything is applied (the resolver shows it; the engine applies it). */
export interface ResolveCount {
  readonly action: PendingAction;
  /** The pending attack as declared. */
  readonly frozen: IrtPendingAttack;
  /** As it counts now: with the Skydd of the one hit, running powers included (IRT-POW-3). */
  readonly data: IrtPendingAttack;
  readonly attacker: Combatant;
  readonly target: Combatant;
  /** Who takes the hit: the target, or an ally with Offervilja (IRT-ABL-1). */
  readonly taker: Combatant;
  readonly sacrifice: { readonly ability: string; readonly cost: number } | null;
  readonly counted: ReturnType<typeof countAttack>;
  readonly spends: readonly AbilitySpend[];
  /** An attack power's Framgång enhancements bought with Effekt (IRT-POW-1). */
  readonly powerBuys: readonly PowerEnhancement[];
  readonly shape: AttackShape;
  /** The ability whose effect comes instead of damage (Fastlåsning, Fäktning), or null. */
  readonly instead: string | null;
  /** Effekt spent on abilities and enhancements. */
  readonly spent: number;
  readonly damageEffekt: number;
  readonly skada: number;
  readonly skydd: number;
  readonly kp: number;
  /** IRT-CRIT-1: a 12 on the roll and at least 1 KP through Skydd. */
  readonly crit: boolean;
}

/**
 * Counts a resolve without applying it: Effekt, what the spends and enhancements take from it, who is
 * hit and with which Skydd, KP = Effekt + Skada − Skydd (IRT-DMG-1/3). Throws what `irt/resolve` refuses.
 */
export function countResolve(
  state: CampaignState,
  cmd: Pick<Extract<IrtCommand, { type: 'irt/resolve' }>, 'spends' | 'powerSpends' | 'takenBy'>,
): ResolveCount {
  const { action, data: frozen } = pendingAttack(state);
  const target = getCombatant(state, action.targetId ?? '');
  const attacker = getCombatant(state, action.actorId);
  // IRT-ABL-1 Offervilja: an ally within 2 m takes the hit instead (their Skydd counts, their KP).
  const taker = cmd.takenBy ? getCombatant(state, cmd.takenBy) : target;
  const sacrifice =
    taker.id === target.id ? null : allyStepIn(state, taker, target.id, action.actorId, 'takeAllyDamage');
  // IRT-POW-3: Skydd is read now, with what the one hit has from powers at this moment.
  const data = sacrifice
    ? withSkyddNow({ ...frozen, targetSkydd: (taker.attributes.Skydd ?? 0) + sizeOf(taker).skydd }, taker)
    : withSkyddNow(frozen, target);
  const counted = countAttack(data);
  const spends = cmd.spends ?? [];
  if (spends.length > 0 && data.power)
    throw new CommandError('invalid', `abilities do not act on an attack power (${data.power.name})`);
  // IRT-POW-1: an attack power's "Framgång" enhancements are bought with Effekt after the roll.
  if (!data.power && (cmd.powerSpends ?? []).length > 0)
    throw new CommandError('invalid', 'only an attack power has Framgång enhancements');
  const powerBuys = data.power ? framgangEnhancements(attacker, data.power.id, cmd.powerSpends ?? []) : [];
  const spent =
    spends.reduce((sum, e) => sum + (e.fokus ? 0 : (e.effekt ?? 1)), 0) +
    powerBuys.reduce((sum, e) => sum + (e.framgang ?? 0), 0);
  if (spent > 0 && !counted.hit) throw new CommandError('invalid', 'a missed attack has no Effekt to spend');
  if (spent > counted.effekt)
    throw new CommandError('invalid', `only ${counted.effekt} Effekt to spend, ${spent} asked`);
  if (spends.length > 0 && !counted.hit)
    throw new CommandError('invalid', 'abilities that act on a hit need the attack to hit');
  const held = attackWeapon(attacker, data.weaponId);
  const weapon = data.thrown ? thrownWeapon(held) : held;
  const shape: AttackShape = {
    action: data.melee ? 'meleeAttack' : 'rangedAttack',
    attributes:
      data.attributes ?? (data.melee && !weapon.finess ? ['Fysik', 'Strid'] : ['Smidighet', 'Strid']),
    weapon,
  };
  // IRT-ABL-1 Fastlåsning, Fäktning: an effect bought "istället för att göra skada" leaves no damage.
  const instead = spends.length > 0 ? spendReplacingDamage(attacker, spends, shape) : null;
  const damageEffekt = counted.effekt - spent;
  const bought = powerBuys.reduce((n, e) => (e.effect.kind === 'damage' ? n + e.effect.amount : n), 0);
  // IRT-WPN-1 Hagelsvärm: −1 damage per band beyond range and Skydd counts double.
  const skada = (data.hagelsvarm ? Math.max(0, data.skada - data.bandsBeyond) : data.skada) + bought;
  const skydd = data.hagelsvarm ? data.targetSkydd * 2 : data.targetSkydd;
  const kp = counted.hit && instead === null ? Math.max(0, damageEffekt + skada - skydd) : 0;
  return {
    action,
    frozen,
    data,
    attacker,
    target,
    taker,
    sacrifice,
    counted,
    spends,
    powerBuys,
    shape,
    instead,
    spent,
    damageEffekt,
    skada,
    skydd,
    kp,
    crit: counted.hit && counted.twelves > 0 && kp >= 1,
  };
}

/**
 * `irt/resolve`: counts successes against the difficulty (after active defence), KP = Effekt + Skada −
 * Skydd (IRT-DMG-1/3; Effekt may be split off for ability effects), applies the damage and its Stress
 * (IRT-STR-1/2), and rolls the crit when a 12 was rolled and ≥ 1 KP went through (IRT-CRIT-1/2).
 */
export const resolveAttack: IrtHandler<'irt/resolve'> = (state, cmd, ctx) => {
  const r = countResolve(state, cmd);
  const { action, frozen, data, target, attacker, taker, sacrifice, counted, spends, powerBuys } = r;
  const hiddenPart = target.hidden || attacker.hidden || taker.hidden;
  let s: CampaignState = { ...state, pending: null };
  if (sacrifice) {
    s = payFokus(s, taker.id, sacrifice.cost, `${sacrifice.ability}: takes the hit for ${target.name}`, ctx);
    ctx.out.emit(
      'irt/abilityUsed',
      {
        id: taker.id,
        ability: sacrifice.ability,
        fokus: sacrifice.cost,
        what: 'takeAllyDamage',
        target: target.id,
      },
      hiddenPart ? 'gm' : 'public',
    );
  }
  ctx.out.emit(
    'irt/attackResolved',
    {
      attackerId: action.actorId,
      targetId: taker.id,
      difficulty: data.difficulty,
      successes: counted.successes,
      hit: counted.hit,
      effekt: counted.effekt,
      effektToDamage: r.damageEffekt,
      skada: r.skada,
      skydd: r.skydd,
      ...(data.targetSkydd > frozen.targetSkydd && !sacrifice
        ? { powerSkydd: data.targetSkydd - frozen.targetSkydd }
        : {}),
      ...(r.instead ? { insteadOfDamage: r.instead } : {}),
      ...(sacrifice ? { insteadOf: target.id } : {}),
      kp: r.kp,
      twelves: counted.twelves,
    },
    hiddenPart ? 'gm' : 'public',
  );
  // IRT-POW-2: an attack power's "+Fokus" enhancements are paid only when it hits.
  if (data.power && counted.hit && data.power.plusFokus > 0)
    s = payPowerFokus(
      s,
      action.actorId,
      data.power.plusFokus,
      `kraft ${data.power.name}: ${data.power.enhancements.join(', ')}`,
      ctx,
    );
  if (data.power && powerBuys.length > 0)
    ctx.out.emit(
      'irt/powerEnhanced',
      { id: action.actorId, power: data.power.name, enhancements: powerBuys.map((e) => e.label) },
      hiddenPart ? 'gm' : 'public',
    );
  if (spends.length > 0) s = applyAbilitySpends(s, action.actorId, target.id, spends, r.shape, ctx);
  s = applyKpDamage(s, taker.id, r.kp, `hit by ${data.weaponName}`, ctx);
  // IRT-ACT-5: a power with the Koncentration limit breaks when its user takes damage.
  s = breakConcentrationOnDamage(s, taker.id, r.kp, ctx);
  // IRT-CRIT-1: a 12 on the attack roll and ≥ 1 KP through Skydd.
  if (r.crit) {
    const modifier =
      counted.twelves -
      1 +
      (data.penetrerande ? 2 : 0) +
      (data.critBonus ?? 0) -
      (taker.attributes.KritiskTålighet ?? 0);
    s = applyCrit(s, taker.id, data.skadetyp, modifier, ctx);
  }
  return s;
};

/** The "Framgång" enhancements of an attack power, by id; "+Fokus" or unknown ones are refused. */
function framgangEnhancements(
  attacker: Combatant,
  powerId: string,
  ids: readonly string[],
): PowerEnhancement[] {
  const p = powerOf(attacker, powerId);
  return ids.map((id) => {
    const e = p.enhancements.find((x) => x.id === id);
    if (!e) throw new CommandError('invalid', `${p.name} has no enhancement "${id}"`);
    if (e.framgang === undefined)
      throw new CommandError('invalid', `${e.label} costs Fokus before the roll, not Framgång`);
    return e;
  });
}

/**
 * `irt/reroll` (IRT-ABL-1 Desperat skott): when a ranged attack would miss, 1 Fokus rerolls every die
 * that did not succeed (faces below 10, Fokus dice included), once per roll. New 12s give Fokus
 * (IRT-DICE-6).
 */
export const rerollMisses: IrtHandler<'irt/reroll'> = (state, cmd, ctx) => {
  const { action, data } = pendingAttack(state);
  const attacker = getCombatant(state, action.actorId);
  const ability = abilitiesOf(attacker).find((a) => a.key === cmd.ability);
  const effect = ability?.effects.find((e) => e.kind === 'fokusSpend' && e.outcome.kind === 'rerollFailures');
  if (!ability || !effect || effect.kind !== 'fokusSpend')
    throw new CommandError('invalid', `${attacker.name} has no ability ${cmd.ability} that rerolls dice`);
  if (effect.appliesTo?.action === 'rangedAttack' && data.melee)
    throw new CommandError('invalid', `${ability.key} works on ranged attacks only (IRT-ABL-1)`);
  if (data.rerolled) throw new CommandError('invalid', `${ability.key} works once per roll (IRT-ABL-1)`);
  if (data.power) throw new CommandError('invalid', `${ability.key} does not act on an attack power`);
  if (countAttack(data).hit)
    throw new CommandError('invalid', `${ability.key} is for an attack that would miss; this one hits`);
  let s = payFokus(state, attacker.id, effect.cost, ability.key, ctx);
  const missed = (faces: readonly number[]): number => faces.filter((f) => f < IRT_SUCCESS_FACE).length;
  const count = missed(data.faces) + missed(data.fokusDice ?? []);
  const fresh = rollDice(
    ctx.dice,
    ctx.out,
    count,
    12,
    { roller: attacker.id, purpose: `${ability.key}: reroll` },
    attacker.hidden ? 'gm' : 'public',
  );
  let next = 0;
  const swap = (faces: readonly number[]): number[] =>
    faces.map((f) => (f < IRT_SUCCESS_FACE ? (fresh[next++] as number) : f));
  const faces = swap(data.faces);
  const fokusDice = data.fokusDice ? swap(data.fokusDice) : null;
  s = addFokus(s, attacker.id, countTwelves(fresh), 'rolled 12 (IRT-DICE-6)', ctx);
  const updated: IrtPendingAttack = { ...data, faces, fokusDice, rerolled: true };
  ctx.out.emit(
    'irt/rerolled',
    { id: attacker.id, ability: ability.key, dice: fresh, hit: countAttack(updated).hit },
    attacker.hidden ? 'gm' : 'public',
  );
  return withPending(s, action, updated);
};

/** `irt/cancel`: drops a pending attack (the GM changed their mind); Fokus already gained stays (IRT-DICE-6). */
export function cancelAttack(state: CampaignState, ctx: SystemContext): CampaignState {
  const { action } = pendingAttack(state);
  ctx.out.emit('irt/attackCancelled', { attackerId: action.actorId, targetId: action.targetId });
  return { ...state, pending: null };
}

/**
 * IRT-ABL-1 Livvakt (`defendAlly`) / Offervilja (`takeAllyDamage`): the allies who may step in for the
 * pending attack's target now, with the ability and its Fokus cost (the resolver offers them).
 */
export function stepInAllies(
  state: CampaignState,
  outcome: 'defendAlly' | 'takeAllyDamage',
): { id: string; name: string; ability: string; cost: number }[] {
  const action = state.pending;
  if (!action || action.kind !== 'irt/attack' || !action.targetId) return [];
  const out: { id: string; name: string; ability: string; cost: number }[] = [];
  for (const c of state.combatants) {
    if (c.id === action.targetId || c.id === action.actorId) continue;
    if (
      !abilitiesOf(c).some((a) =>
        a.effects.some((e) => e.kind === 'fokusSpend' && e.outcome.kind === outcome),
      )
    )
      continue;
    try {
      out.push({ id: c.id, name: c.name, ...allyStepIn(state, c, action.targetId, action.actorId, outcome) });
    } catch {
      // Too far away: not offered (the engine would refuse it with the reason).
    }
  }
  return out;
}

/**
 * IRT-ABL-1 Desperat skott: the attacker's ability that may reroll the missed dice of this pending
 * attack now (a ranged weapon attack that would miss, not yet rerolled), with its Fokus cost, or null.
 */
export function rerollOffer(
  attacker: Combatant,
  data: IrtPendingAttack,
): { ability: string; cost: number } | null {
  if (data.rerolled || data.power || countAttack(data).hit) return null;
  for (const a of abilitiesOf(attacker))
    for (const e of a.effects)
      if (
        e.kind === 'fokusSpend' &&
        e.outcome.kind === 'rerollFailures' &&
        !(e.appliesTo?.action === 'rangedAttack' && data.melee)
      )
        return { ability: a.key, cost: e.cost };
  return null;
}
