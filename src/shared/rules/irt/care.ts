/**
 * Care in combat and after: stabilising the dying (IRT-DIE-6…8), stopping bleeding (IRT-BLD-2, IRT-BLD-5)
 * and holding pressure (IRT-BLD-3, IRT-BLD-4); survival rolls (IRT-DIE-4).
 */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import type { DifficultyFactor } from '../core/difficulty';
import type { IrtCommand } from './commands';
import {
  bleedingLevel,
  condition,
  conditionFactors,
  dyingGrade,
  findCondition,
  IRT_CONDITION,
  withCondition,
} from './conditions';
import { computeIrtDifficulty, IRT_DIFFICULTIES, type IrtDifficulty } from './difficulty';
import { addFokus, getCombatant, improveDying, lowerBleeding, putCombatant, worsenDying } from './health';
import { resolvePoolRoll } from './pool';
import { attr, hasExpertis, type IrtAttribute } from './sheet';

/** The attributes each care type rolls (Läkning och vård: Medicin Analys + Sinnen, Kirurgi Analys + Smidighet, Psykologi Analys + Samspel). */
export const CARE_ATTRIBUTES: Readonly<Record<string, readonly [IrtAttribute, IrtAttribute]>> = {
  Medicin: ['Analys', 'Sinnen'],
  Kirurgi: ['Analys', 'Smidighet'],
  Psykologi: ['Analys', 'Samspel'],
  HLR: ['Analys', 'Sinnen'],
};

/** The Expertis that covers a care type (IRT-CHAR-3 / IRT-DIE-6: without it the roll is one step harder). */
const CARE_EXPERTIS: Readonly<Record<string, readonly string[]>> = {
  Medicin: ['Fältmedicinare', 'Medicin', 'Läkare'],
  HLR: ['Fältmedicinare', 'Medicin', 'Läkare'],
  Kirurgi: ['Kirurgi', 'Läkare'],
  Psykologi: ['Psykologi'],
};

/**
 * Whether the carer has an Expertis covering this care. Expertiser.md lists "Akutvård och stabilisering
 * i fält" and "Stoppa blödning under strid" under Fältmedicinare, so a Fältmedicinare counts as expert
 * for stabilising and stopping bleeding whatever care type the crit row names.
 */
function hasCareExpertis(c: Parameters<typeof hasExpertis>[0], type: string): boolean {
  return [...(CARE_EXPERTIS[type] ?? []), 'Fältmedicinare'].some((e) => hasExpertis(c, e));
}

/** A carer who is unconscious or dead cannot treat anyone. */
function assertCanAct(c: { name: string; conditions: readonly { key: string }[] }): void {
  if (c.conditions.some((k) => k.key === IRT_CONDITION.medvetslos || k.key === IRT_CONDITION.dod))
    throw new CommandError('invalid', `${c.name} cannot act`);
}

/**
 * `irt/care`. Stabilise: the care type and difficulty the crit row names, Medicin at Normal for pure KP
 * shock (IRT-DIE-6); one step harder without the expertise; success stops the crit's bleeding and moves
 * the patient down one step per success (IRT-DIE-7); failure does nothing. Stop bleeding: Kirurgi, each
 * success lowers bleeding one step (IRT-BLD-2). The first attempt takes a minute, the second an hour,
 * later ones need better conditions (IRT-DIE-8, IRT-BLD-5).
 */
export function care(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/care' }>,
  ctx: SystemContext,
): CampaignState {
  const carer = getCombatant(state, cmd.carerId);
  const patient = getCombatant(state, cmd.patientId);
  assertCanAct(carer);
  // IRT-DIE-6: stabilising is done by *another* person.
  if (cmd.kind === 'stabilise' && carer.id === patient.id)
    throw new CommandError('invalid', 'a dying character cannot stabilise themselves (IRT-DIE-6)');
  const grade = dyingGrade(patient);
  let careType: string;
  let base: IrtDifficulty;
  let attemptsKey: string;
  if (cmd.kind === 'stabilise') {
    if (grade === null || grade === 'Stabil')
      throw new CommandError('invalid', `${patient.name} is not dying`);
    if (grade === 'Död') throw new CommandError('invalid', `${patient.name} is dead`);
    const data = findCondition(patient, IRT_CONDITION.doende)?.data ?? {};
    careType = typeof data.careType === 'string' ? data.careType : 'Medicin';
    base =
      typeof data.careDifficulty === 'string' &&
      (IRT_DIFFICULTIES as readonly string[]).includes(data.careDifficulty)
        ? (data.careDifficulty as IrtDifficulty)
        : 'Normal';
    if (data.careHospitalOnly === true)
      throw new CommandError(
        'invalid',
        `${patient.name} needs hospital care; in the field it cannot be stabilised`,
      );
    attemptsKey = 'stabiliseAttempts';
  } else {
    if (!bleedingLevel(patient)) throw new CommandError('invalid', `${patient.name} is not bleeding`);
    careType = 'Kirurgi';
    base = 'Normal';
    attemptsKey = 'stopBleedingAttempts';
  }
  const condKey = cmd.kind === 'stabilise' ? IRT_CONDITION.doende : IRT_CONDITION.blodning;
  const cond = findCondition(patient, condKey);
  const attempts = typeof cond?.data?.[attemptsKey] === 'number' ? (cond.data[attemptsKey] as number) : 0;
  if (attempts >= 2 && !cmd.betterConditions) {
    throw new CommandError(
      'invalid',
      `a third attempt on ${patient.name} needs better conditions (equipment, time, a more stable patient); the GM confirms them (IRT-DIE-8)`,
    );
  }
  const attrs = CARE_ATTRIBUTES[careType] ?? CARE_ATTRIBUTES.Medicin ?? ['Analys', 'Sinnen'];
  const factors: DifficultyFactor[] = conditionFactors(
    carer,
    { action: 'care', attributes: attrs },
    state.encounter.round,
  );
  if (!hasCareExpertis(carer, careType))
    factors.push({
      source: 'expertise',
      key: 'noExpertis',
      term: `utan Expertis (${careType})`,
      effect: 1,
      kind: 'mechanical',
      detail: 'IRT-DIE-6 / IRT-CHAR-3',
    });
  const difficulty = computeIrtDifficulty({ base, factors }).difficulty;
  const pool = Math.max(0, attr(carer, attrs[0] as IrtAttribute) + attr(carer, attrs[1] as IrtAttribute));
  const faces = rollDice(ctx.dice, ctx.out, pool, 12, {
    roller: carer.id,
    purpose: `${careType} (${cmd.kind})`,
  });
  const r = resolvePoolRoll(faces, difficulty);
  const duration = attempts === 0 ? 'one minute' : 'one hour';
  ctx.out.emit('irt/care', {
    carerId: carer.id,
    patientId: patient.id,
    kind: cmd.kind,
    careType,
    base,
    difficulty,
    factors,
    successes: r.successes,
    success: r.success,
    attempt: attempts + 1,
    takes: duration,
  });
  let s = putCombatant(
    state,
    withCondition(patient, {
      ...(cond ?? condition(condKey)),
      data: { ...(cond?.data ?? {}), [attemptsKey]: attempts + 1 },
    }),
  );
  // IRT-DICE-6: every 12 gives the roller 1 Fokus, whatever else happens.
  s = addFokus(s, carer.id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  if (!r.success) return s;
  if (cmd.kind === 'stabilise') {
    // IRT-DIE-7: the crit's bleeding stops and the patient moves one step per success (not per Effekt).
    if (bleedingLevel(getCombatant(s, patient.id)))
      s = lowerBleeding(s, patient.id, 2, `${careType} stopped the bleeding (IRT-DIE-7)`, ctx);
    s = improveDying(s, patient.id, r.successes, `${careType}: ${r.successes} successes (IRT-DIE-7)`, ctx);
  } else {
    s = lowerBleeding(s, patient.id, r.successes, `Kirurgi: ${r.successes} successes (IRT-BLD-2)`, ctx);
  }
  return s;
}

/**
 * `irt/holdPressure` (IRT-BLD-3, IRT-BLD-4): while a carer holds pressure on Kraftig blödning the patient
 * takes no KP from it. Pressure is an action at Lätt: a Fältmedicinare succeeds automatically; in combat
 * it is one step harder without that expertise, and the carer's own conditions count as for any action.
 * When that makes it Normal or worse the carer rolls Analys + Smidighet (the roll Expertiser.md names for
 * dressing wounds under fire); on a failure no pressure is applied. Internal bleeding is not helped by
 * pressure.
 */
export function holdPressure(
  state: CampaignState,
  cmd: Extract<IrtCommand, { type: 'irt/holdPressure' }>,
  ctx: SystemContext,
): CampaignState {
  const patient = getCombatant(state, cmd.patientId);
  const carer = getCombatant(state, cmd.carerId);
  const cond = findCondition(patient, IRT_CONDITION.blodning);
  if (!cond) throw new CommandError('invalid', `${patient.name} is not bleeding`);
  if (cond.data?.internal === true && cmd.on)
    throw new CommandError(
      'invalid',
      'pressure does not help internal bleeding; only the crit row’s care stops it',
    );
  const data = { ...(cond.data ?? {}) };
  if (!cmd.on) {
    delete data.pressureBy;
    ctx.out.emit('irt/holdPressure', { carerId: carer.id, patientId: patient.id, on: false });
    return putCombatant(state, withCondition(patient, { ...cond, data }));
  }
  assertCanAct(carer);
  const attrs = ['Analys', 'Smidighet'] as const;
  let difficulty: IrtDifficulty | 'automatic' = 'automatic';
  let factors: DifficultyFactor[] = [];
  let held = true;
  let successes: number | null = null;
  let fokus = 0;
  if (!hasExpertis(carer, 'Fältmedicinare')) {
    factors = conditionFactors(carer, { action: 'care', attributes: attrs }, state.encounter.round);
    if (state.encounter.active)
      factors.push({
        source: 'expertise',
        key: 'noExpertis',
        term: 'utan Expertis (Fältmedicinare)',
        effect: 1,
        kind: 'mechanical',
        detail: 'IRT-BLD-4: under pressure without Fältmedicinare',
      });
    difficulty = computeIrtDifficulty({ base: 'Lätt', factors }).difficulty;
    if (difficulty !== 'Lätt') {
      const faces = rollDice(
        ctx.dice,
        ctx.out,
        Math.max(0, attr(carer, 'Analys') + attr(carer, 'Smidighet')),
        12,
        {
          roller: carer.id,
          purpose: 'hold pressure (IRT-BLD-4)',
        },
      );
      const r = resolvePoolRoll(faces, difficulty);
      successes = r.successes;
      held = r.success;
      fokus = r.fokusGained;
    }
  }
  ctx.out.emit('irt/holdPressure', {
    carerId: carer.id,
    patientId: patient.id,
    on: held,
    difficulty,
    factors,
    successes,
  });
  const s = addFokus(state, carer.id, fokus, 'rolled 12 (IRT-DICE-6)', ctx);
  if (!held) return s;
  data.pressureBy = carer.id;
  return putCombatant(s, withCondition(getCombatant(s, patient.id), { ...cond, data }));
}

/**
 * A survival roll (*Överlevnadsslag*, IRT-DIE-4): Fysik + Vilja at Normal. Failure: one step worse
 * (Akut döende → Död). Success: holds on; each two full Effekt improve one step.
 */
export function survivalRoll(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = getCombatant(state, id);
  const grade = dyingGrade(c);
  if (grade !== 'Döende' && grade !== 'Akut döende') return state;
  const faces = rollDice(ctx.dice, ctx.out, Math.max(0, attr(c, 'Fysik') + attr(c, 'Vilja')), 12, {
    roller: id,
    purpose: 'Överlevnadsslag',
  });
  const r = resolvePoolRoll(faces, 'Normal');
  ctx.out.emit(
    'irt/survival',
    { id, grade, successes: r.successes, success: r.success, effekt: r.effekt },
    c.hidden ? 'gm' : 'public',
  );
  // IRT-DICE-6: a 12 on the survival roll still gives Fokus.
  const s = addFokus(state, id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  if (!r.success) return worsenDying(s, id, 'Döende', 'failed Överlevnadsslag (IRT-DIE-4)', ctx);
  return improveDying(
    s,
    id,
    Math.floor((r.effekt ?? 0) / 2),
    `Överlevnadsslag Effekt ${r.effekt ?? 0} (IRT-DIE-4)`,
    ctx,
  );
}
