/**
 * The Omnimodus attack step by step (OMN-ATK-*, OMN-DEF-*, OMN-PERF-*, OMN-FUM-1, OMN-LOC-*, OMN-DMG-1):
 *
 * 1. `omnimodus/attack` rolls 2T6 + Kastvapen / Närstrid / Skjutvapen (by the weapon's `Typ`) + the melee
 *    or ranged rows + the range band from the map + location penalties + the GM's modifier. In a fight it
 *    is the round's active action (OMN-RND-1, OMN-INIT-2). A total ≥ attackTarget waits in
 *    `state.pending` (`omnimodus/attack`) for the defender; a fumble rolls on the fumble table.
 * 2. `omnimodus/defend` dodges (Manövrar), blocks (Närstrid + Försvarsvärde) or takes it. A successful
 *    dodge ends the attack; anything else waits for damage.
 * 3. `omnimodus/resolve` rolls damage, breaks or notches the blocking object, rolls the location and
 *    applies damage less armour to the area, with a wound condition per area.
 *
 * `omnimodus/cancel` drops the waiting attack.
 */
import { z } from 'zod';
import type { CampaignState, Combatant, PendingAction, Weapon } from '../../model/campaign';
import type { OmnimodusSettings } from '../../model/omnimodusTables';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { findCombatant, pendingDataOf, replaceCombatant, waitingStep } from '../core/state';
import { applySystemCommand } from '../core/system';
import type { SystemCommandHandler, SystemCommandHandlers, SystemContext } from '../core/system';
import { addSpent, spent } from '../core/economy';
import { meleeReachOf, sightBetween, zoneOf } from '../core/placement';
import { bandFactor, BAND_ROWS, omnRange, rangeBands, type OmnRange } from './range';
import type { OmnAttack, OmnAttackCommand, OmnDefend } from './attackCommands';
import { requireOmnDice, rollOmnDice, sum } from './dice';
import {
  AIM_TERMS,
  EXPOSURE_TERMS,
  locationColumn,
  locationPenalty,
  onSide,
  rowFor,
  woundKey,
  woundLevel,
  OMN_WOUND_WORDS,
  type OmnAim,
  type OmnExposure,
} from './locations';
import {
  allowedDefences,
  attackRefusal,
  avvaktaBonus,
  multiAttack,
  noteAttack,
  noteDefence,
  type OmnActionRefusal,
  type OmnMultiAttack,
} from './actions';
import { forcedPostureCheck } from './posture';
import { omnFactor, omnRoll } from './roll';
import { omnSettings } from './settings';
import { armourOn, omnValue } from './sheet';

export { woundSeverity, woundWord } from './locations';
export { woundWord as omnWoundWord } from './locations';

/** The pending kind of an attack waiting for the defence and the damage. */
export const OMN_ATTACK_PENDING = 'omnimodus/attack';

/** A weapon's `Typ` (OMN-ATK-1, OMN-DEF-2). */
export type OmnWeaponType = 'närstrid' | 'kast' | 'skjut' | 'primitiv';

const Defence = z.object({
  kind: z.enum(['dodge', 'block', 'none']),
  total: z.number().nullable(),
  perfect: z.boolean(),
  success: z.boolean(),
  objectId: z.string().nullable(),
});

/** `pending.data` of an `omnimodus/attack` step. */
const PendingData = z.object({
  weaponId: z.string().nullable(),
  weaponName: z.string(),
  weaponType: z.enum(['närstrid', 'kast', 'skjut', 'primitiv']),
  damage: z.string(),
  total: z.number(),
  perfect: z.boolean(),
  style: z.enum(['normal', 'quick', 'powerful']),
  aim: z.enum(['high', 'low', 'legs']),
  exposure: z.enum(['full', 'headAndArm', 'headAndArms']),
  aimedArea: z.string().nullable(),
  side: z.enum(['Höger', 'Vänster']).nullable(),
  unaware: z.boolean(),
  defence: Defence.nullable(),
});
type PendingData = z.infer<typeof PendingData>;
/** `pending.data` of a waiting `omnimodus/attack` step (the defence is null until `omnimodus/defend`). */
export type OmnPendingAttack = PendingData;

/** The waiting attack's data for the GM screen, or null when no attack waits. */
export function omnPendingAttack(state: CampaignState): OmnPendingAttack | null {
  return pendingDataOf(state, OMN_ATTACK_PENDING, PendingData);
}

const UNARMED: Weapon = { id: 'unarmed', name: 'Obeväpnad', values: { Skada: '1T6', Typ: 'närstrid' } };

/** The weapon's `Typ` (OMN-ATK-1); an unknown or missing one counts as melee. */
export function weaponType(w: Weapon): OmnWeaponType {
  const t = w.values.Typ;
  return t === 'kast' || t === 'skjut' || t === 'primitiv' ? t : 'närstrid';
}

/** OMN-ATK-1: the attack skill of a weapon type. */
export function attackSkill(t: OmnWeaponType): 'Närstrid' | 'Kastvapen' | 'Skjutvapen' {
  return t === 'närstrid' ? 'Närstrid' : t === 'kast' ? 'Kastvapen' : 'Skjutvapen';
}

function num(w: Weapon, key: string): number {
  const v = w.values[key];
  return typeof v === 'number' ? v : Number(v ?? 0) || 0;
}

/** Events of an attack are public unless a hidden combatant takes part (then the GM's only). */
function seen(...cs: Pick<Combatant, 'hidden'>[]): 'public' | 'gm' {
  return cs.some((c) => c.hidden) ? 'gm' : 'public';
}

function rowFactors(
  rows: readonly { id: string; label: string; modifier: number }[],
  ids: readonly string[],
  table: string,
): DifficultyFactor[] {
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new CommandError('invalid', `no row "${id}" in the ${table} table`);
    return omnFactor('gm', id, row.label, row.modifier);
  });
}

function fumbleRoll(
  ctx: SystemContext,
  settings: OmnimodusSettings,
  table: 'melee' | 'ranged' | 'defence',
  who: Combatant,
  other: Combatant,
): void {
  // OMN-FUM-1: 2T6 on the fumble table of what they were doing; the GM applies the result.
  const total = sum(rollOmnDice(ctx, 2, 6, who.id, `fumble (${table})`, seen(who, other)));
  const row = rowFor(settings.fumbles[table], total);
  ctx.out.emit(
    'omnimodus/fumble',
    { id: who.id, table, total, result: row?.result ?? null },
    seen(who, other),
  );
}

function pendingAttack(state: CampaignState): { action: PendingAction; data: PendingData } {
  const action = waitingStep(state, OMN_ATTACK_PENDING);
  return { action, data: PendingData.parse(action.data) };
}

/** OMN-LOC-4/5 interpretation (map): a `skydd` trait on the target's zone shows head and both arms. */
function defaultExposure(state: CampaignState, target: Combatant): OmnExposure {
  return zoneOf(state, target)?.traits.some((t) => t.kind === 'skydd') ? 'headAndArms' : 'full';
}

/** What an attack would roll, before its dice (for the command and the GM screen's preview). */
export interface OmnAttackPlan {
  readonly attacker: Combatant;
  readonly target: Combatant;
  readonly weapon: Weapon;
  readonly type: OmnWeaponType;
  readonly damage: string;
  readonly style: 'normal' | 'quick' | 'powerful';
  readonly aim: OmnAim;
  readonly exposure: OmnExposure;
  readonly skill: 'Närstrid' | 'Kastvapen' | 'Skjutvapen';
  readonly skillValue: number;
  /** Every modifier of the attack roll with its source. */
  readonly factors: readonly DifficultyFactor[];
  /** skillValue + the factors' effects (add 2T6 for the total). */
  readonly modifier: number;
  /**
   * Why the attack cannot reach, whether or not the GM overrides it; null when it can. OMN-ACT-1: a
   * melee blow at a target not within melee reach on the map (rules/core/placement.ts `meleeReachOf`);
   * OMN-ATK-1: a thrown or shot attack beyond the weapon's extreme range (range.ts); OMN-ACT-2/3: a
   * thrown or shot attack at a target the map hides from the attacker (map/lineOfSight.ts).
   */
  readonly rangeRefusal: string | null;
  /** The rule of {@link rangeRefusal} (logged with the override). */
  readonly rangeRule: 'OMN-ACT-1' | 'OMN-ACT-2' | 'OMN-ACT-3' | 'OMN-ATK-1' | null;
  /** The GM overrode {@link rangeRefusal} (`rangeOverride`): the attack goes ahead, logged. */
  readonly rangeOverridden: boolean;
  /** A thrown or shot attack's range from the map and the band it is rolled at; null in melee. */
  readonly range: OmnRange | null;
  /**
   * Why the attacker may not attack now (OMN-INIT-1/2, OMN-RND-1, OMN-MULTI-3, OMN-DEF-3, OMN-ACT-3):
   * the command refuses it, the GM screen shows it before the roll. Null when it may.
   */
  readonly actionRefusal: OmnActionRefusal | null;
  /** OMN-MULTI-1/2 [optional]: several declared attacks this round (null with the rule off or one attack). */
  readonly multi: OmnMultiAttack | null;
}

/**
 * Plans an attack (OMN-ATK-1/3, OMN-LOC-3..6, OMN-MULTI-1/2): the weapon, the skill and every modifier.
 * Refuses what the command would refuse (unknown weapon or row, unreadable Skada, an optional rule off).
 */
export function planOmnAttack(
  state: CampaignState,
  cmd: Omit<z.infer<typeof OmnAttack>, 'type' | 'dice'>,
): OmnAttackPlan {
  const settings = omnSettings(state);
  const attacker = findCombatant(state, cmd.attackerId);
  const target = findCombatant(state, cmd.targetId);
  if (attacker.id === target.id) throw new CommandError('invalid', 'a combatant cannot attack itself');
  const weapon = cmd.weaponId === null ? UNARMED : attacker.weapons.find((w) => w.id === cmd.weaponId);
  if (!weapon) throw new CommandError('not-found', `${attacker.name} has no weapon "${cmd.weaponId ?? ''}"`);
  const type = weaponType(weapon);
  const damage = String(weapon.values.Skada ?? '1T6');
  requireOmnDice(damage, `${weapon.name}'s Skada`);
  const style = cmd.style ?? 'normal';
  // OMN-ATK-3 [optional]: quick and powerful attacks only when the campaign uses the rule.
  if (style !== 'normal' && !settings.optional.quickAndPowerful)
    throw new CommandError(
      'invalid',
      'quick and powerful attacks are an optional rule this campaign does not use (OMN-ATK-3)',
    );
  const aim: OmnAim = cmd.aim ?? 'high';
  // OMN-LOC-3: an attack at the legs rolls the low column of a fully shown target unless the GM says otherwise.
  const exposure = cmd.exposure ?? (aim === 'legs' ? 'full' : defaultExposure(state, target));
  // OMN-ATK-1 (map): a thrown or shot attack's band comes from the distance, not from the GM's row picks.
  const bandRow = type === 'närstrid' ? undefined : (cmd.rows ?? []).find((r) => BAND_ROWS.includes(r));
  if (bandRow !== undefined)
    throw new CommandError(
      'invalid',
      `the range band ("${bandRow}") comes from the map distance; the GM sets another one with band (OMN-ATK-1)`,
    );
  const range = type === 'närstrid' ? null : omnRange(state, settings, attacker, target, weapon, cmd.band);
  const band = range ? bandFactor(settings, range) : null;
  const factors: DifficultyFactor[] = [
    // OMN-ATK-1: melee or ranged table rows the GM picks; the range band from the map.
    ...(type === 'närstrid'
      ? rowFactors(settings.melee, cmd.rows ?? [], 'melee')
      : rowFactors(settings.ranged, cmd.rows ?? [], 'ranged')),
    ...(band ? [band] : []),
  ];
  const locPenalty = locationPenalty(aim, exposure); // OMN-LOC-3/4/5
  if (locPenalty !== 0)
    factors.push(
      omnFactor('gm', 'location', `Träffområde (${AIM_TERMS[aim]}, ${EXPOSURE_TERMS[exposure]})`, locPenalty),
    );
  if (cmd.aimedArea !== undefined) {
    // OMN-LOC-6: aiming at an area.
    const row = settings.aimed.find((a) => a.area === cmd.aimedArea);
    if (!row) throw new CommandError('invalid', `no aimed-area row for "${cmd.aimedArea}" (OMN-LOC-6)`);
    factors.push(omnFactor('gm', 'aimed', `Siktar på ${row.area}`, row.modifier));
  }
  // OMN-MULTI-1/2 [optional]: the turn engine's penalty for several attacks this round.
  const multiRead = settings.optional.multipleAttacks ? multiAttack(state, attacker.id, target.id) : null;
  const multi = multiRead && multiRead.penalty !== 0 ? multiRead : null;
  if (multi)
    factors.push(
      omnFactor(
        'action',
        'multipleAttacks',
        'Flera anfall',
        multi.penalty,
        multi.extrapolated ? 'extrapolated' : undefined,
      ),
    );
  if (cmd.modifier) factors.push(omnFactor('gm', 'gm', 'Spelledaren', cmd.modifier));
  const skill = attackSkill(type);
  const skillValue = omnValue(attacker, skill);
  const modifier = skillValue + factors.reduce((a, f) => a + f.effect, 0);
  // OMN-ACT-1: a melee blow reaches only whoever is within reach (contact where a hex is larger).
  const reach = type === 'närstrid' ? meleeReachOf(state, attacker, target) : null;
  // Sight from the map (map/lineOfSight.ts): a thrown or shot attack needs to see its target (the
  // thrower and the shooter "may wait for a target to show", OMN-ACT-2/3). A melee blow needs no more:
  // melee reach already counts walls and closed doors (map/distance.ts).
  const sight = type === 'närstrid' ? null : sightBetween(state, attacker.id, target.id);
  const unseen = sight !== null && !sight.visible;
  const rangeRule: OmnAttackPlan['rangeRule'] =
    reach && !reach.inReach
      ? 'OMN-ACT-1'
      : unseen
        ? type === 'kast'
          ? 'OMN-ACT-2'
          : 'OMN-ACT-3'
        : range?.beyond
          ? 'OMN-ATK-1'
          : null;
  const rangeRefusal =
    rangeRule === 'OMN-ACT-1'
      ? `${target.name} is not within melee reach (OMN-ACT-1)`
      : rangeRule === 'OMN-ACT-2' || rangeRule === 'OMN-ACT-3'
        ? `no line of sight to ${target.name}: a wall, a closed door or a zone that blocks sight is in the way (${rangeRule})`
        : rangeRule === 'OMN-ATK-1' && range
          ? `${target.name} is ${range.metres ?? '?'} m away, beyond ${weapon.name}'s extreme range of ${range.max ?? '?'} m (Räckvidd ${range.reach ?? '?'} m × ${rangeBands(settings).extremeTimes}) (OMN-ATK-1)`
          : null;
  return {
    rangeRefusal,
    rangeRule,
    rangeOverridden: rangeRefusal !== null && cmd.rangeOverride === true,
    range,
    actionRefusal: attackRefusal(state, attacker.id, type),
    multi,
    attacker,
    target,
    weapon,
    type,
    damage,
    style,
    aim,
    exposure,
    skill,
    skillValue,
    factors,
    modifier,
  };
}

/** `omnimodus/attack` (OMN-ATK-1..3, OMN-DEF-1, OMN-LOC-3..6, OMN-FUM-1). */
function attack(state: CampaignState, cmd: z.infer<typeof OmnAttack>, ctx: SystemContext): CampaignState {
  if (state.pending)
    throw new CommandError('conflict', `a ${state.pending.kind} step is still waiting; finish or cancel it`);
  const settings = omnSettings(state);
  const { type: _type, dice: _dice, ...input } = cmd;
  const plan = planOmnAttack(state, input);
  const { attacker, target, weapon, type, damage, style, aim, exposure, skill, skillValue, factors } = plan;
  // OMN-INIT-2, OMN-RND-1, OMN-MULTI-3, OMN-DEF-3: the round allows no (further) attack.
  if (plan.actionRefusal) throw new CommandError('invalid', plan.actionRefusal.message);
  if (plan.rangeRefusal && !plan.rangeOverridden) throw new CommandError('invalid', plan.rangeRefusal);
  if (plan.rangeOverridden)
    ctx.out.emit(
      'attack/rangeOverridden',
      { attackerId: attacker.id, targetId: target.id, rule: plan.rangeRule },
      seen(attacker, target),
    );
  // OMN-RND-1: the attack is the round's active action (declared by it when nothing was).
  const acted = noteAttack(state, attacker.id, type, target.id, ctx);
  const roll = omnRoll(attacker, skillValue, factors, `attack (${skill})`, ctx, settings, [target]);
  const hit = roll.total >= settings.attackTarget; // OMN-ATK-2
  ctx.out.emit(
    'omnimodus/attackRolled',
    {
      attackerId: attacker.id,
      targetId: target.id,
      weaponId: cmd.weaponId,
      weapon: weapon.name,
      skill,
      total: roll.total,
      target: settings.attackTarget,
      perfect: roll.perfect,
      fumble: roll.fumble,
      hit: hit && !roll.fumble,
      exposure,
      aim,
    },
    seen(attacker, target),
  );
  if (roll.fumble) {
    fumbleRoll(ctx, settings, type === 'närstrid' ? 'melee' : 'ranged', attacker, target);
    return acted;
  }
  if (!hit) return acted;
  const data: PendingData = {
    weaponId: cmd.weaponId,
    weaponName: weapon.name,
    weaponType: type,
    damage,
    total: roll.total,
    perfect: roll.perfect,
    style,
    aim,
    exposure,
    aimedArea: cmd.aimedArea ?? null,
    side: cmd.side ?? null,
    unaware: cmd.unaware ?? false,
    defence: null,
  };
  return {
    ...acted,
    pending: {
      id: `omn-attack-${state.log.length}`,
      kind: OMN_ATTACK_PENDING,
      actorId: attacker.id,
      targetId: target.id,
      data: { ...data },
    },
  };
}

/**
 * OMN-ACT-1: a block uses an object other than the weapon the defender attacks with. Read from this
 * round's `omnimodus/attackRolled` log entries (the defender's own attacks).
 */
function attackedWithThisRound(state: CampaignState, id: string, weaponId: string): boolean {
  if (!state.encounter.active) return false;
  return state.log.some(
    (e) =>
      e.type === 'omnimodus/attackRolled' &&
      e.round === state.encounter.round &&
      e.data.attackerId === id &&
      e.data.weaponId === weaponId,
  );
}

/** OMN-DEF-2: may `object` block an attack of `type`? */
export function canBlock(type: OmnWeaponType, object: Weapon): boolean {
  if (type === 'närstrid' || type === 'kast') return true;
  return type === 'primitiv' && object.values.Sköld === true;
}

/** `omnimodus/defend` (OMN-DEF-1..5, OMN-PERF-*, OMN-FUM-1). */
function defend(state: CampaignState, cmd: z.infer<typeof OmnDefend>, ctx: SystemContext): CampaignState {
  const { action, data } = pendingAttack(state);
  if (data.defence) throw new CommandError('invalid', 'the defender has already chosen a defence');
  const settings = omnSettings(state);
  const defender = findCombatant(state, action.targetId ?? '');
  let defence: PendingData['defence'];
  let s = state;
  if (cmd.kind === 'none') {
    defence = { kind: 'none', total: null, perfect: false, success: false, objectId: null };
  } else {
    if (data.unaware)
      throw new CommandError(
        'invalid',
        `${defender.name} is unaware of the attack and cannot defend (OMN-DEF-1)`,
      );
    if (!allowedDefences(state, defender.id, data.weaponType).includes(cmd.kind))
      throw new CommandError(
        'invalid',
        allowedDefences(state, defender.id).includes(cmd.kind)
          ? `${defender.name} declared a firearm attack and may dodge only ranged attacks (OMN-ACT-3)`
          : `${defender.name}'s declared action does not allow a ${cmd.kind} (OMN-DEF-3)`,
      );
    const factors: DifficultyFactor[] = [];
    let object: Weapon | null = null;
    if (cmd.kind === 'block') {
      object = defender.weapons.find((w) => w.id === cmd.objectId) ?? null;
      if (!object)
        throw new CommandError('invalid', 'a block needs an object the defender carries (OMN-DEF-2)');
      if (attackedWithThisRound(state, defender.id, object.id))
        throw new CommandError('invalid', `${object.name} attacked this round and cannot block (OMN-ACT-1)`);
      if (object.values.Trasig === true) throw new CommandError('invalid', `${object.name} is broken`);
      if (!canBlock(data.weaponType, object))
        throw new CommandError(
          'invalid',
          data.weaponType === 'skjut'
            ? 'firearms must be dodged (OMN-DEF-2)'
            : 'only a shield blocks primitive missiles (OMN-DEF-2)',
        );
      factors.push(omnFactor('gm', 'object', `Försvarsvärde (${object.name})`, num(object, 'Försvarsvärde')));
    }
    // OMN-DEF-4: −2 per earlier defence this round, +2 Avvakta, defence-table rows (U dodge, P block).
    const earlier = spent(state, defender.id).reactions;
    if (earlier > 0) factors.push(omnFactor('action', 'earlierDefences', 'Tidigare försvar', -2 * earlier));
    const avvakta = avvaktaBonus(state, defender.id);
    if (avvakta) factors.push(omnFactor('action', 'avvakta', 'Avvaktar', avvakta));
    for (const id of cmd.rows ?? []) {
      const row = settings.defence.find((r) => r.id === id);
      if (!row) throw new CommandError('invalid', `no row "${id}" in the defence table`);
      const fits = row.applies === 'both' || row.applies === (cmd.kind === 'dodge' ? 'U' : 'P');
      if (!fits)
        throw new CommandError('invalid', `"${row.label}" does not apply to a ${cmd.kind} (OMN-DEF-4)`);
      factors.push(omnFactor('gm', id, row.label, row.modifier));
    }
    // OMN-ATK-3 [optional]: quick −2, powerful +2 to the defence.
    if (data.style === 'quick') factors.push(omnFactor('action', 'quick', 'Snabbt anfall', -2));
    if (data.style === 'powerful') factors.push(omnFactor('action', 'powerful', 'Kraftfullt anfall', 2));
    if (cmd.modifier) factors.push(omnFactor('gm', 'gm', 'Spelledaren', cmd.modifier));
    // OMN-ACT-5: a posture change not yet made needs Manövrar 10+ first (rolled before the defence).
    s = forcedPostureCheck(s, defender.id, ctx);
    const skill = cmd.kind === 'dodge' ? 'Manövrar' : 'Närstrid';
    const roll = omnRoll(
      defender,
      omnValue(defender, skill),
      factors,
      `${cmd.kind} (${skill})`,
      ctx,
      settings,
      [findCombatant(state, action.actorId)],
    );
    // OMN-DEF-4: count the defence; OMN-DEF-3: record it so a later declaration must fit it.
    s = noteDefence(addSpent(s, defender.id, { reactions: 1 }), defender.id, cmd.kind, data.weaponType);
    let success: boolean;
    if (roll.fumble) success = false;
    else if (roll.perfect && !data.perfect)
      success = true; // OMN-PERF-2
    else if (data.perfect && !roll.perfect)
      success = false; // OMN-PERF-1
    else success = roll.total >= data.total; // OMN-DEF-5, OMN-ATK-2 ties to the defender; OMN-PERF-3
    defence = {
      kind: cmd.kind,
      total: roll.total,
      perfect: roll.perfect,
      success,
      objectId: object?.id ?? null,
    };
    if (roll.fumble) fumbleRoll(ctx, settings, 'defence', defender, findCombatant(state, action.actorId));
  }
  ctx.out.emit(
    'omnimodus/defended',
    { attackerId: action.actorId, targetId: defender.id, attack: data.total, ...defence },
    seen(defender, findCombatant(state, action.actorId)),
  );
  if (defence.kind === 'dodge' && defence.success) return { ...s, pending: null };
  return { ...s, pending: { ...action, data: { ...data, defence } } };
}

/** OMN-ATK-3: powerful attack, +1 per started damage die (a flat bonus counts as one more die). */
function powerfulBonus(count: number, bonus: number): number {
  return count + (bonus !== 0 ? 1 : 0);
}

/** OMN-ATK-4 [optional]: extra dice for beating the defence by 8+ (1), 10+ (2), +1 per further 2. */
export function advantageDice(margin: number): number {
  return margin < 8 ? 0 : 1 + Math.floor((margin - 8) / 2);
}

/** OMN-DMG-1: the strength-table bonus for `styrka` as dice. */
function strengthBonus(
  settings: OmnimodusSettings,
  styrka: number,
): { count: number; sides: number; bonus: number } {
  const row = settings.strength.find((r) => styrka >= r.min && styrka <= r.max);
  return row ? requireOmnDice(row.bonus, 'strength bonus') : { count: 0, sides: 6, bonus: 0 };
}

/** The dice `omnimodus/resolve` rolls for damage, in order: weapon dice, strength dice, extra T6. */
export interface OmnDamageDice {
  readonly weapon: { count: number; sides: number; bonus: number };
  readonly strength: { count: number; sides: number; bonus: number };
  /** Weapon dice rolled (OMN-ATK-3: a quick attack rolls one fewer). */
  readonly count: number;
  /** Flat bonus: the weapon's, the strength table's, a powerful attack's (OMN-ATK-3). */
  readonly flat: number;
  /** Extra T6: a perfect attack (OMN-PERF-1), attack advantage (OMN-ATK-4 [optional]). */
  readonly extra: number;
}

/**
 * OMN-DMG-1, OMN-ATK-3/4, OMN-PERF-1/3: the damage dice of a waiting attack whose defence is known (the
 * GM screen tells the order of entered dice from it; `resolve` rolls them).
 */
export function omnDamageDice(
  settings: OmnimodusSettings,
  attacker: Combatant,
  data: OmnPendingAttack,
): OmnDamageDice {
  const def = data.defence;
  const attackPerfect = data.perfect && !(def?.perfect ?? false);
  const weapon = requireOmnDice(data.damage, `${data.weaponName}'s Skada`);
  const strength =
    data.weaponType === 'närstrid' || data.weaponType === 'kast'
      ? strengthBonus(settings, omnValue(attacker, 'Styrka'))
      : { count: 0, sides: 6, bonus: 0 };
  const count = weapon.count - (data.style === 'quick' ? 1 : 0); // OMN-ATK-3: −1T6
  const flat =
    weapon.bonus +
    strength.bonus +
    (data.style === 'powerful' ? powerfulBonus(weapon.count, weapon.bonus) : 0);
  const margin = def?.total !== null && def?.total !== undefined && !def.success ? data.total - def.total : 0;
  const extra =
    (attackPerfect ? 1 : 0) +
    (settings.optional.attackAdvantage && def?.kind !== 'none' ? advantageDice(margin) : 0);
  return { weapon, strength, count, flat, extra };
}

/** `omnimodus/resolve` (OMN-DMG-1, OMN-DEF-5, OMN-PERF-*, OMN-ATK-3/4, OMN-LOC-*). */
function resolve(state: CampaignState, ctx: SystemContext): CampaignState {
  const { action, data } = pendingAttack(state);
  const settings = omnSettings(state);
  const attacker = findCombatant(state, action.actorId);
  let defender = findCombatant(state, action.targetId ?? '');
  const def = data.defence;
  if (!def && !data.unaware)
    throw new CommandError(
      'invalid',
      'the defender has not chosen a defence yet (omnimodus/defend, kind none to take it)',
    );
  // OMN-PERF-3: both perfect — neither benefits.
  const vis = seen(attacker, defender);
  const defencePerfect = (def?.perfect ?? false) && !data.perfect;
  const { weapon: weaponDice, strength: str, count, flat, extra } = omnDamageDice(settings, attacker, data);
  const faces = [
    ...rollOmnDice(ctx, count, weaponDice.sides, attacker.id, `damage (${data.damage})`, vis),
    ...rollOmnDice(ctx, str.count, str.sides, attacker.id, 'damage (strength)', vis),
    ...rollOmnDice(ctx, extra, 6, attacker.id, 'damage (extra T6)', vis),
  ];
  let damage = Math.max(0, sum(faces) + flat);
  ctx.out.emit(
    'omnimodus/damageRolled',
    { attackerId: attacker.id, damage, extraDice: extra, flat },
    seen(attacker, defender),
  );
  let through = damage;
  if (def?.kind === 'block' && def.success) {
    // OMN-DEF-5: the block stops the blow; the object takes it.
    // OMN-PERF-2: a perfect block takes 1T6 off first; OMN-PERF-3: not when the attack was perfect too.
    if (defencePerfect)
      damage = Math.max(0, damage - sum(rollOmnDice(ctx, 1, 6, defender.id, 'perfect block (−1T6)', vis)));
    const object = defender.weapons.find((w) => w.id === def.objectId);
    through = 0;
    if (object) {
      const bryt = num(object, 'Brytvärde');
      // OMN-DEF-5: "dubbelt så högt" breaks it (≥ 2×, the default); a campaign may choose > 2×.
      const broken = settings.breakWhen === 'greater' ? damage > 2 * bryt : damage >= 2 * bryt;
      const notched = damage > bryt;
      const values = { ...object.values };
      if (broken) {
        values.Trasig = true;
        values.Brytvärde = 0;
        // OMN-PERF-2: a perfect defence is only hurt by a perfect attack; the object still breaks.
        through = defencePerfect ? 0 : damage - bryt;
      } else if (notched) values.Brytvärde = bryt - 1;
      defender = {
        ...defender,
        weapons: defender.weapons.map((w) => (w.id === object.id ? { ...w, values } : w)),
      };
      ctx.out.emit(
        'omnimodus/objectHit',
        { id: defender.id, objectId: object.id, damage, brytvärde: bryt, notched, broken, through },
        seen(attacker, defender),
      );
    }
  }
  let s = replaceCombatant({ ...state, pending: null }, defender);
  if (through <= 0) return s;
  // OMN-LOC-1..6: the hit location.
  let area: string;
  if (data.aimedArea !== null) area = data.aimedArea;
  else {
    const column = locationColumn(settings, data.aim, data.exposure);
    let total = sum(rollOmnDice(ctx, 2, 6, attacker.id, 'hit location', vis));
    while (data.aim === 'legs' && data.exposure === 'full' && total === 7)
      total = sum(rollOmnDice(ctx, 2, 6, attacker.id, 'hit location (re-roll 7)', vis)); // OMN-LOC-3
    area = rowFor(column, total)?.result ?? 'Bröst';
    area = onSide(area, data.side ?? undefined); // OMN-LOC-2
  }
  s = applyDamage(s, defender.id, area, through, ctx);
  return s;
}

/** OMN-DMG-1: damage less the area's armour onto the area, with its wound condition. */
function applyDamage(
  state: CampaignState,
  id: string,
  area: string,
  damage: number,
  ctx: SystemContext,
): CampaignState {
  const settings = omnSettings(state);
  const c = findCombatant(state, id);
  const armour = armourOn(c, area);
  const taken = Math.max(0, damage - armour);
  const now = (c.resources[area] ?? 0) + taken;
  const level = woundLevel(settings, area, now);
  const others = c.conditions.filter((x) => x.key !== woundKey(area));
  const old = c.conditions.find((x) => x.key === woundKey(area));
  const conditions =
    level === 0
      ? c.conditions
      : [
          ...others,
          {
            key: woundKey(area),
            public: true,
            untilRound: null,
            note: `${area}: ${OMN_WOUND_WORDS[level]}`,
            data: { area, level },
          },
        ];
  ctx.out.emit(
    'omnimodus/damaged',
    {
      id,
      area,
      damage,
      armour,
      taken,
      total: now,
      level,
      word: level ? OMN_WOUND_WORDS[level] : null,
      wasLevel: old?.data?.level ?? 0,
    },
    seen(c),
  );
  return replaceCombatant(state, { ...c, resources: { ...c.resources, [area]: now }, conditions });
}

/** The handler of each Omnimodus attack command. */
const OMN_ATTACK_HANDLERS: SystemCommandHandlers<OmnAttackCommand> = {
  'omnimodus/attack': attack,
  'omnimodus/defend': defend,
  'omnimodus/resolve': (state, _cmd, ctx) => resolve(state, ctx),
  'omnimodus/cancel': (state, _cmd, ctx) => {
    pendingAttack(state);
    ctx.out.emit('omnimodus/cancelled', {}, 'gm');
    return { ...state, pending: null };
  },
};

/** Applies an Omnimodus attack command. */
export const applyAttackCommand: SystemCommandHandler<OmnAttackCommand> = (state, cmd, ctx) =>
  applySystemCommand(OMN_ATTACK_HANDLERS, state, cmd, ctx);
