/**
 * Care in combat and after: stabilising the dying (IRT-DIE-6…8), stopping bleeding (IRT-BLD-2, IRT-BLD-5)
 * and holding pressure (IRT-BLD-3, IRT-BLD-4); survival rolls (IRT-DIE-4). A care roll takes the extras
 * of any roll (IRT-DICE-1): equipment dice, and Fokus dice bought after the roll (`irt/fokusDice` while
 * the roll waits in `state.pending` as an `irt/care` step).
 */
import { z } from 'zod';
import type { CampaignState, Combatant } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import type { DifficultyFactor } from '../core/difficulty';
import type { IrtHandler } from './commands';
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
import {
  addFokus,
  getCombatant,
  healKp,
  improveDying,
  lowerBleeding,
  payFokus,
  putCombatant,
  relieveStress,
  rollFokusDice,
  worsenDying,
} from './health';
import { resolvePoolRoll } from './pool';
import { attr, hasExpertis, type IrtAttribute } from './sheet';
import { tokenOf } from './attackFactors';
import {
  careChoices,
  careEffektSpends,
  careStressRelief,
  ignoresCombatPressure,
  stabiliseKpPerEffekt,
} from './abilities';
import { consumeGrantedDice, grantedDice } from './abilityActs';

/** The attributes each care type rolls (Läkning och vård: Medicin Analys + Sinnen, Kirurgi Analys + Smidighet, Psykologi Analys + Samspel). */
export const CARE_ATTRIBUTES: Readonly<Record<string, readonly [IrtAttribute, IrtAttribute]>> = {
  Medicin: ['Analys', 'Sinnen'],
  Kirurgi: ['Analys', 'Smidighet'],
  Psykologi: ['Analys', 'Samspel'],
  HLR: ['Analys', 'Sinnen'],
};

/**
 * The Expertis that covers a care type (IRT-CHAR-3 / IRT-DIE-6: without it the roll is one step harder).
 * IRT-CHAR-3: Kirurgi and Medicin are care types, not Expertiser (Expertiser.md lists Läkare and
 * Fältmedicinare), so an "Expertis: Kirurgi" on a sheet counts for nothing.
 */
const CARE_EXPERTIS: Readonly<Record<string, readonly string[]>> = {
  Medicin: ['Fältmedicinare', 'Läkare'],
  HLR: ['Fältmedicinare', 'Läkare'],
  Kirurgi: ['Läkare'],
  Psykologi: ['Psykologi'],
};

/**
 * Equipment dice on a care roll (Lakning-och-vard.md "Utrustning"; IRT-BLD-2): a first-aid kit +1, a
 * läkarväska or fältförband +2.
 */
export const CARE_EQUIPMENT_DICE = { firstAid: 1, medicalBag: 2 } as const;
export type CareEquipment = keyof typeof CARE_EQUIPMENT_DICE;

/** The pending kind of a care roll that may still take Fokus dice (IRT-DICE-1). */
export const CARE_PENDING = 'irt/care';

/** What a care roll waiting for Fokus dice remembers (`state.pending.data`). */
export const IrtPendingCare = z.object({
  kind: z.enum(['stabilise', 'stopBleeding']),
  careType: z.string(),
  difficulty: z.enum(IRT_DIFFICULTIES),
  pool: z.number(),
  faces: z.array(z.number()),
  fokusDice: z.array(z.number()).nullable(),
  /** Effekt spent on care abilities (IRT-ABL-1 Fältmedicinare i strid): not counted for KP healed. */
  effektSpent: z.number().optional(),
});
export type IrtPendingCare = z.infer<typeof IrtPendingCare>;

/**
 * What a care roll rolls: the care type (the crit row's for stabilising, IRT-DIE-6; Kirurgi for
 * bleeding, IRT-BLD-2), its two attributes, and the pool with equipment dice (IRT-DICE-1), the dice of
 * care abilities chosen before the roll (IRT-ABL-1 Fältkirurg) and dice an ally gave for the next roll
 * (Inspirera). `parts` lists where the dice come from.
 */
export function carePool(
  carer: Combatant,
  patient: Combatant,
  kind: 'stabilise' | 'stopBleeding',
  equipment?: CareEquipment,
  abilities: readonly string[] = [],
  round = 0,
): {
  careType: string;
  attributes: readonly [IrtAttribute, IrtAttribute];
  pool: number;
  parts: { term: string; dice: number }[];
} {
  const named = findCondition(patient, IRT_CONDITION.doende)?.data?.careType;
  const careType = kind === 'stopBleeding' ? 'Kirurgi' : typeof named === 'string' ? named : 'Medicin';
  const attributes = CARE_ATTRIBUTES[careType] ?? (['Analys', 'Sinnen'] as const);
  const parts = [
    { term: attributes[0], dice: attr(carer, attributes[0]) },
    { term: attributes[1], dice: attr(carer, attributes[1]) },
    ...(equipment ? [{ term: equipment, dice: CARE_EQUIPMENT_DICE[equipment] }] : []),
    ...careChoices(carer)
      .filter((c) => abilities.includes(c.key))
      .map((c) => ({ term: c.key, dice: c.dice })),
    ...grantedDice(carer, 'other', round),
  ];
  return {
    careType,
    attributes,
    pool: Math.max(
      0,
      parts.reduce((n, p) => n + p.dice, 0),
    ),
    parts,
  };
}

/** Whether the carer moved this round (IRT-ACT-4: Kirurgi and careful care then fail). */
export function carerMovedThisRound(state: CampaignState, carerId: string): boolean {
  return state.encounter.active && (tokenOf(state, carerId)?.movedThisRound ?? 0) > 0;
}

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
export const care: IrtHandler<'irt/care'> = (state, cmd, ctx) => {
  if (state.pending && state.pending.kind !== CARE_PENDING)
    throw new CommandError(
      'conflict',
      'an attack is waiting to be resolved; resolve or cancel it before a care roll',
    );
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
    // IRT-BLD-2: Kirurgi in the field (no operating theatre: always so at this table) is at least Svår,
    // for a Läkare too; Expertiser.md lists Kirurgi at Svår *with* Läkare, so without it Mycket Svår.
    base = 'Svår';
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
  // IRT-ABL-1: care abilities chosen before the roll (Fältkirurg: 1 Fokus, +3 dice, once per roll).
  const offered = careChoices(carer);
  const chosen = (cmd.abilities ?? []).map((key) => {
    const found = offered.find((o) => o.key === key);
    if (!found)
      throw new CommandError('invalid', `${carer.name} cannot use ${key} on a care roll (IRT-ABL-1)`);
    return found;
  });
  if (new Set(chosen.map((c) => c.key)).size !== chosen.length)
    throw new CommandError('invalid', 'each care ability once per roll (IRT-ABL-1)');
  const { attributes: attrs, pool } = carePool(
    carer,
    patient,
    cmd.kind,
    cmd.equipment,
    chosen.map((c) => c.key),
    state.encounter.round,
  );
  const spendsAsked = cmd.spends ?? [];
  const spendOffers = careEffektSpends(carer);
  for (const sp of spendsAsked)
    if (!spendOffers.some((o) => o.key === sp.ability))
      throw new CommandError('invalid', `${carer.name} has no care ability ${sp.ability} to spend Effekt on`);
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
  if (careType === 'Kirurgi' && cmd.kind === 'stopBleeding')
    factors.push({
      source: 'expertise',
      key: 'fieldSurgery',
      term: 'Kirurgi i fält',
      effect: 2,
      kind: 'floor',
      detail: 'IRT-BLD-2: at least Svår in the field',
    });
  const difficulty = computeIrtDifficulty({ base, factors }).difficulty;
  const duration = attempts === 0 ? 'one minute' : 'one hour';
  let s = putCombatant(
    state,
    withCondition(patient, {
      ...(cond ?? condition(condKey)),
      data: { ...(cond?.data ?? {}), [attemptsKey]: attempts + 1 },
    }),
  );
  s = s.pending ? { ...s, pending: null } : s;
  for (const c of chosen) {
    s = payFokus(s, carer.id, c.fokus, c.key, ctx);
    ctx.out.emit(
      'irt/abilityUsed',
      { id: carer.id, ability: c.key, fokus: c.fokus, what: 'careDice', dice: c.dice },
      carer.hidden ? 'gm' : 'public',
    );
  }
  s = consumeGrantedDice(s, carer.id, 'other', state.encounter.round);
  const event = {
    carerId: carer.id,
    patientId: patient.id,
    kind: cmd.kind,
    careType,
    base,
    difficulty,
    factors,
    pool,
    ...(cmd.equipment ? { equipment: cmd.equipment } : {}),
    attempt: attempts + 1,
    takes: duration,
  };
  // IRT-ACT-4: Kirurgi and careful care (every `irt/care` takes a full minute of work, IRT-DIE-8 /
  // IRT-BLD-2) fail when the carer moved this round; the attempt is spent, nothing is rolled.
  if (carerMovedThisRound(state, carer.id)) {
    ctx.out.emit('irt/care', { ...event, successes: 0, success: false, moved: true });
    return s;
  }
  const faces = rollDice(ctx.dice, ctx.out, pool, 12, {
    roller: carer.id,
    purpose: `${careType} (${cmd.kind})`,
  });
  const r = resolvePoolRoll(faces, difficulty);
  ctx.out.emit('irt/care', { ...event, successes: r.successes, success: r.success });
  // IRT-DICE-6: every 12 gives the roller 1 Fokus, whatever else happens.
  s = addFokus(s, carer.id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  // IRT-ABL-1 Fältmedicinare i strid: Effekt spent on moving the patient into cover (logged), as far as
  // the roll's Effekt goes; what is left counts for the patient (Stridsstabilisering).
  let effektLeft = r.success ? (r.effekt ?? 0) : 0;
  for (const sp of spendsAsked) {
    const offer = spendOffers.find((o) => o.key === sp.ability);
    if (!offer || sp.effekt < offer.cost || sp.effekt > effektLeft) continue;
    effektLeft -= sp.effekt;
    ctx.out.emit('irt/abilityEffect', {
      ability: offer.key,
      outcome: offer.outcome.kind,
      detail: offer.outcome,
      id: patient.id,
    });
  }
  const effektSpent = (r.success ? (r.effekt ?? 0) : 0) - effektLeft;
  s = applyCareOutcome(
    s,
    cmd.kind,
    careType,
    patient.id,
    carer.id,
    { successes: 0, effekt: 0 },
    countedCare(r, effektSpent),
    ctx,
  );
  // IRT-DICE-1: Fokus may still buy dice after the roll; the roll waits for them as a pending step.
  const data: IrtPendingCare = {
    kind: cmd.kind,
    careType,
    difficulty,
    pool,
    faces,
    fokusDice: null,
    ...(effektSpent > 0 ? { effektSpent } : {}),
  };
  return {
    ...s,
    pending: {
      id: `care-${state.log.length}`,
      kind: CARE_PENDING,
      actorId: carer.id,
      targetId: patient.id,
      data,
    },
  };
};

/** What a care roll counts for: its successes and Effekt when it succeeds, nothing when it fails. */
interface CountedCare {
  readonly successes: number;
  /** Effekt left for the patient (after what care abilities spent). */
  readonly effekt: number;
}

function countedCare(
  r: { success: boolean; successes: number; effekt: number | null },
  spent: number,
): CountedCare {
  return r.success
    ? { successes: r.successes, effekt: Math.max(0, (r.effekt ?? 0) - spent) }
    : { successes: 0, effekt: 0 };
}

/**
 * Applies what a care roll's result does beyond what was already applied: `before` and `after` are what
 * counted (nothing for a failed roll). IRT-DIE-7: on success the crit's bleeding stops and the patient
 * moves one step per success; IRT-BLD-2: each success lowers bleeding one step; IRT-ABL-1
 * Stridsstabilisering heals KP per Effekt when stabilising, and Lugnande närvaro takes 1 Stress off on a
 * success. The steps compose, so Fokus dice bought later (IRT-DICE-1) add only the difference.
 */
function applyCareOutcome(
  state: CampaignState,
  kind: 'stabilise' | 'stopBleeding',
  careType: string,
  patientId: string,
  carerId: string,
  before: CountedCare,
  after: CountedCare,
  ctx: SystemContext,
): CampaignState {
  let s = state;
  const carer = getCombatant(state, carerId);
  // IRT-ABL-1 Lugnande närvaro: a successful care roll lowers the patient's Stress (once per roll).
  const relief = careStressRelief(carer);
  if (relief > 0 && before.successes === 0 && after.successes > 0)
    s = relieveStress(s, patientId, relief, `Lugnande närvaro (${carer.name})`, ctx);
  const steps = after.successes - before.successes;
  if (kind === 'stabilise') {
    const kpPer = stabiliseKpPerEffekt(carer);
    const heal = (after.effekt - before.effekt) * kpPer;
    if (steps > 0 && before.successes === 0 && bleedingLevel(getCombatant(s, patientId)))
      s = lowerBleeding(s, patientId, 2, `${careType} stopped the bleeding (IRT-DIE-7)`, ctx);
    if (steps > 0)
      s = improveDying(s, patientId, steps, `${careType}: ${after.successes} successes (IRT-DIE-7)`, ctx);
    if (heal > 0)
      s = healKp(s, patientId, heal, `Stridsstabilisering: ${after.effekt} Effekt (IRT-ABL-1)`, ctx);
    return s;
  }
  if (steps <= 0) return s;
  return lowerBleeding(s, patientId, steps, `Kirurgi: ${after.successes} successes (IRT-BLD-2)`, ctx);
}

/** Whether a care roll waits for Fokus dice (IRT-DICE-1). */
export function careRollOpen(state: CampaignState): boolean {
  return state.pending?.kind === CARE_PENDING;
}

/**
 * `irt/fokusDice` on a care roll (IRT-DICE-1): once per roll, Fokus (or Stress, IRT-DICE-7) buys extra
 * dice after the roll; each 12 on them gives Fokus (IRT-DICE-6) and each 1 a komplikation, as on an
 * attack. The added successes count as if rolled with the pool: a failed roll may now succeed, a
 * successful one goes further. Closes the roll.
 */
export const addCareFokusDice: IrtHandler<'irt/fokusDice'> = (state, cmd, ctx) => {
  const action = state.pending;
  if (!action || action.kind !== CARE_PENDING)
    throw new CommandError('invalid', 'no care roll is waiting for Fokus dice');
  const data = IrtPendingCare.parse(action.data);
  if (data.fokusDice)
    throw new CommandError(
      'invalid',
      'Fokus dice were already added to this roll (once per roll, IRT-DICE-1)',
    );
  const patientId = action.targetId ?? '';
  getCombatant(state, patientId);
  const rolled = rollFokusDice(state, action.actorId, cmd.count, ctx);
  const extra = rolled.faces;
  let s = rolled.state;
  const before = resolvePoolRoll(data.faces, data.difficulty);
  const after = resolvePoolRoll([...data.faces, ...extra], data.difficulty);
  ctx.out.emit('irt/careFokus', {
    carerId: action.actorId,
    patientId,
    kind: data.kind,
    careType: data.careType,
    difficulty: data.difficulty,
    dice: extra,
    successes: after.successes,
    success: after.success,
    wasSuccess: before.success,
  });
  const spent = data.effektSpent ?? 0;
  s = applyCareOutcome(
    s,
    data.kind,
    data.careType,
    patientId,
    action.actorId,
    countedCare(before, spent),
    countedCare(after, spent),
    ctx,
  );
  return { ...s, pending: null };
};

/**
 * `irt/holdPressure` (IRT-BLD-3, IRT-BLD-4): while a carer holds pressure on Kraftig blödning the patient
 * takes no KP from it. Pressure is an action at Lätt: a Fältmedicinare succeeds automatically; in combat
 * it is one step harder without that expertise, and the carer's own conditions count as for any action.
 * When that makes it Normal or worse the carer rolls Analys + Smidighet (the roll Expertiser.md names for
 * dressing wounds under fire); on a failure no pressure is applied. Internal bleeding is not helped by
 * pressure.
 */
export const holdPressure: IrtHandler<'irt/holdPressure'> = (state, cmd, ctx) => {
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
    // IRT-ABL-1 Fältmedicinare i strid: combat around the carer does not make it harder.
    if (state.encounter.active && !ignoresCombatPressure(carer))
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
};

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
