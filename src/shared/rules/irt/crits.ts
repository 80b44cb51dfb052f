/**
 * Critical hits (IRT-CRIT-1…6): 1T12 + modifiers on the damage type's table (data the GM can edit),
 * a 1T12 body-part sub-roll where the row asks for one, and every structured effect of the row applied:
 * Stress, bleeding, a dying grade with its care, death, conditions, difficulty floors and steps, an
 * unusable limb, movement limits, Permanent losses and healing time.
 */
import type { CampaignState, Condition } from '../../model/campaign';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import {
  DamageType as DamageTypeSchema,
  IRT_CRIT_TABLES,
  lookupBodyPart,
  lookupCritRow,
  type Amount,
  type CritEffect,
  type CritRow,
  type DamageType,
  type RollScope,
} from './data';
import { condition, IRT_CONDITION, withCondition } from './conditions';
import {
  addStress,
  applyKpDamage,
  getCombatant,
  knockOut,
  addPermanent,
  putCombatant,
  setDyingGrade,
  startBleeding,
  worsenDying,
} from './health';
import { setBurning } from './situations';

/** The note of each crit effect that only sets a lasting flag of its own name on the character. */
const FLAG_LABELS = {
  noRun: 'no running',
  noMoveBetweenZones: 'cannot change zone',
  actOrMoveNotBoth: 'act or move, not both',
  cannotAct: 'cannot act',
} as const;

const DAMAGE_TYPES: readonly DamageType[] = DamageTypeSchema.options;

/** Rolls an amount that may be dice (`{ dice: '1T12' }`, `2T6`, …). */
function rollAmount(amount: Amount, ctx: SystemContext, roller: string, purpose: string): number {
  if (typeof amount === 'number') return amount;
  const m = /^(\d+)T(\d+)(?:\+(\d+))?$/.exec(amount.dice);
  if (!m) return 0;
  const faces = rollDice(ctx.dice, ctx.out, Number(m[1]), Number(m[2]), { roller, purpose });
  return faces.reduce((a, b) => a + b, 0) + Number(m[3] ?? 0);
}

/** How a lasting effect ends, as condition fields. */
function lasting(
  e: CritEffect,
  round: number,
  ctx: SystemContext,
  roller: string,
): { untilRound: number | null; data: Record<string, string | number | boolean> } {
  const data: Record<string, string | number | boolean> = {};
  let untilRound: number | null = null;
  if ('untilTreated' in e && e.untilTreated) data.untilTreated = true;
  if ('untilHealed' in e && e.untilHealed) data.untilHealed = true;
  if ('untilSceneEnd' in e && e.untilSceneEnd) data.untilSceneEnd = true;
  if ('untilAction' in e && e.untilAction) data.untilAction = e.untilAction;
  if ('untilGm' in e && e.untilGm) data.untilGm = e.untilGm;
  if ('startsAfterTreatment' in e && e.startsAfterTreatment) data.startsAfterTreatment = true;
  if ('onlyIf' in e && e.onlyIf) data.onlyIf = e.onlyIf;
  if ('untilRoll' in e && e.untilRoll) data.untilRoll = JSON.stringify(e.untilRoll);
  if ('duration' in e && e.duration) {
    const n = rollAmount(e.duration.amount, ctx, roller, `duration (${e.duration.unit})`);
    if (e.duration.unit === 'rundor') untilRound = round + n + 1;
    else data.duration = `${n} ${e.duration.unit}`;
  }
  return { untilRound, data };
}

function scopeData(scope: RollScope, part: string | null): Record<string, string | number | boolean> {
  const d: Record<string, string | number | boolean> = { scope: scope.kind };
  if (scope.kind === 'attributes') {
    d.attributes = scope.attributes.join(',');
    if (scope.sense) d.sense = scope.sense;
    if (scope.bodyPartOnly && part) d.part = part;
  }
  if (scope.kind === 'bodyPart') d.part = scope.part ?? part ?? '';
  if (scope.kind === 'fineMotor' && scope.bodyPartOnly && part) d.part = part;
  return d;
}

/**
 * Rolls and applies a crit on the table for `damageType` with the given modifier (IRT-CRIT-2: +1 per
 * extra 12, +2 Penetrerande, −critical toughness). Rows of 15+ kill outright (IRT-CRIT-4).
 */
export function applyCrit(
  state: CampaignState,
  targetId: string,
  damageType: string,
  modifier: number,
  ctx: SystemContext,
): CampaignState {
  const type = (DAMAGE_TYPES as readonly string[]).includes(damageType)
    ? (damageType as DamageType)
    : 'Övriga';
  const table = IRT_CRIT_TABLES[type];
  const [die] = rollDice(ctx.dice, ctx.out, 1, 12, { roller: null, purpose: `crit on ${type}` });
  const total = (die as number) + modifier;
  const row: CritRow = lookupCritRow(table, total);
  let part: string | null = null;
  let effects: readonly CritEffect[] = row.effects;
  if (row.bodyPart) {
    const [p] = rollDice(ctx.dice, ctx.out, 1, 12, {
      roller: null,
      purpose: `body part for ${row.name} (IRT-CRIT-6)`,
    });
    const entry = lookupBodyPart(row.bodyPart, p as number);
    part = entry.part;
    effects = [...effects, ...(entry.effects ?? [])];
  }
  const target = getCombatant(state, targetId);
  const source = `${type} ${row.range[1] === null ? `${row.range[0]}+` : row.range[0]}: ${row.name}`;
  ctx.out.emit(
    'irt/crit',
    {
      targetId,
      damageType: type,
      roll: die,
      modifier,
      total,
      row: row.name,
      summary: row.summary,
      bodyPart: part,
      care: row.care ?? null,
    },
    target.hidden ? 'gm' : 'public',
  );
  return applyCritEffects(state, targetId, row, effects, part, source, ctx);
}

/** Applies a crit row's effects to the target, in the row's order. */
export function applyCritEffects(
  state: CampaignState,
  targetId: string,
  row: CritRow,
  effects: readonly CritEffect[],
  part: string | null,
  source: string,
  ctx: SystemContext,
): CampaignState {
  let s = state;
  const round = s.encounter.round;
  const care = row.care
    ? {
        type: row.care.special === 'hlr' ? 'HLR' : row.care.type,
        difficulty: row.care.special === 'hlr' ? 'Svår' : row.care.difficulty,
        source,
      }
    : undefined;
  const main: Record<string, string | number | boolean> = { crit: row.name };
  if (part) main.part = part;
  if (row.care) {
    main.careType = row.care.type;
    main.careDifficulty = row.care.difficulty;
    if (row.care.fieldOrHospital === 'hospitalOnly') main.careHospitalOnly = true;
    if (row.care.special) main.careSpecial = row.care.special;
  }
  let extra = 0;
  const permanents: { attribute: string; amount: number }[] = [];
  const addLasting = (
    label: string,
    e: CritEffect,
    data: Record<string, string | number | boolean>,
    isPublic = true,
  ): void => {
    const l = lasting(e, round, ctx, targetId);
    const key = `${row.name}${extra++ === 0 ? '' : ` (${label})`}`.slice(0, 60);
    const cond: Condition = condition(key, {
      public: isPublic,
      untilRound: l.untilRound,
      source,
      note: label,
      data: { ...main, ...l.data, ...data },
    });
    s = putCombatant(s, withCondition(getCombatant(s, targetId), cond));
  };
  for (const e of effects) {
    if (dead(s, targetId)) break;
    switch (e.kind) {
      case 'stress':
        // IRT-STR-3: a crit's Stress comes on top of IRT-STR-1.
        if (e.amount > 0) s = addStress(s, targetId, e.amount, `crit: ${row.name} (IRT-STR-3)`, ctx);
        break;
      case 'stressOnRoll':
        addLasting('Stress on rolls', e, { stressOnRoll: e.amount, attributes: e.attributes.join(',') });
        break;
      case 'stressOnMove':
        addLasting('Stress on moving', e, { stressOnMove: e.amount });
        break;
      case 'bleeding':
        s = startBleeding(
          s,
          targetId,
          e.level === 'kraftig' ? 'Kraftig' : 'Lätt',
          source,
          ctx,
          e.internal === true,
        );
        break;
      case 'dying':
        s = worsenDying(
          s,
          targetId,
          e.grade === 'akutDoende' ? 'Akut döende' : 'Döende',
          `crit: ${row.name}`,
          ctx,
          care,
        );
        if (main.careHospitalOnly) s = markHospitalOnly(s, targetId);
        break;
      case 'death':
        // IRT-CRIT-4: nothing prevents a 15+ death.
        s = setDyingGrade(s, targetId, 'Död', `crit: ${row.name} (IRT-CRIT-4)`, ctx);
        break;
      case 'condition':
        if (e.key === IRT_CONDITION.medvetslos) s = knockOut(s, targetId, `crit: ${row.name}`, ctx);
        else if (e.key === IRT_CONDITION.brinnande) s = setBurning(s, targetId, 3, ctx);
        else {
          const l = lasting(e, round, ctx, targetId);
          const fromRound: Record<string, number> =
            e.key === IRT_CONDITION.omtumlad ? { fromRound: round + 1 } : {};
          s = putCombatant(
            s,
            withCondition(
              getCombatant(s, targetId),
              condition(e.key, {
                untilRound:
                  e.key === IRT_CONDITION.omtumlad && l.untilRound === null ? round + 2 : l.untilRound,
                source,
                data: { ...l.data, ...fromRound },
              }),
            ),
          );
        }
        break;
      case 'difficultyFloor':
        addLasting(`at least ${e.min}`, e, { floor: e.min, ...scopeData(e.scope, part) });
        break;
      case 'difficultyStep':
        addLasting(`${e.steps} step(s) harder`, e, { step: e.steps, ...scopeData(e.scope, part) });
        break;
      case 'limbUnusable':
        addLasting(`${e.part ?? part ?? 'limb'} unusable`, e, { limbUnusable: e.part ?? part ?? '' });
        break;
      case 'limbLost':
        addLasting(`${e.part ?? part ?? 'limb'} lost`, e, {
          limbLost: e.part ?? part ?? '',
          permanent: true,
        });
        break;
      case 'noRun':
      case 'noMoveBetweenZones':
      case 'actOrMoveNotBoth':
      case 'cannotAct':
        addLasting(FLAG_LABELS[e.kind], e, { [e.kind]: true });
        break;
      case 'loseNextActionOnFailedRoll':
        addLasting('loses next action on a failed roll', e, {
          loseNextActionOnFailedRoll: e.attributes.join(','),
        });
        break;
      case 'permanent':
        // IRT-DIE-11: "Om du överlever: Permanent …" — decided once the row's other effects are in.
        permanents.push({ attribute: e.attribute, amount: e.amount });
        break;
      case 'permanentInjury':
        s = putCombatant(
          s,
          withCondition(
            getCombatant(s, targetId),
            condition(`Permanent: ${row.name}`.slice(0, 60), {
              source,
              note: e.text,
              data: { permanent: true },
            }),
          ),
        );
        break;
      case 'healingTime': {
        const n = rollAmount(e.amount, ctx, targetId, `healing time (${e.unit})`);
        ctx.out.emit('irt/healingTime', { id: targetId, crit: row.name, amount: n, unit: e.unit });
        main.healingTime = `${n} ${e.unit}`;
        s = annotate(s, targetId, row.name, { healingTime: `${n} ${e.unit}` });
        break;
      }
      case 'kpDamage': {
        const n = rollAmount(e.amount, ctx, targetId, `${row.name}: KP`);
        s = applyKpDamage(s, targetId, n, `crit: ${row.name}`, ctx);
        break;
      }
      case 'dropsHeld':
      case 'loseNextAction':
      case 'knockback':
      case 'radiationDose':
      case 'note':
        // For the GM to play out: logged with its parameters.
        ctx.out.emit('irt/critNote', { id: targetId, crit: row.name, effect: e });
        break;
    }
  }
  // IRT-DIE-11: the loss applies when the character is out of danger; while still dying it waits
  // (a lower Fysik now would lower Tålighet and every wound threshold of someone fighting for life).
  if (!dead(s, targetId))
    for (const p of permanents) s = addPermanent(s, targetId, p.attribute, p.amount, source, ctx);
  return s;
}

function dead(state: CampaignState, id: string): boolean {
  return getCombatant(state, id).conditions.some((k) => k.key === IRT_CONDITION.dod);
}

function markHospitalOnly(state: CampaignState, id: string): CampaignState {
  return annotate(state, id, IRT_CONDITION.doende, { careHospitalOnly: true });
}

function annotate(
  state: CampaignState,
  id: string,
  key: string,
  data: Record<string, string | number | boolean>,
): CampaignState {
  const c = getCombatant(state, id);
  const k = c.conditions.find((x) => x.key === key);
  if (!k) return state;
  return putCombatant(state, withCondition(c, { ...k, data: { ...(k.data ?? {}), ...data } }));
}
