/**
 * KP damage, Stress, wound thresholds, dying and bleeding: the parts of IRT-SEQ steps 3–4 and the
 * IRT-DIE / IRT-BLD ladders, with their timers on the campaign clock.
 */
import { endConcentration } from './powers';
import type { CampaignState, Combatant } from '../../model/campaign';
import { addTimer, clockSeconds, removeTimers } from '../core/clock';
import { CommandError } from '../core/errors';
import { findCombatant as getCombatant, replaceCombatant as putCombatant } from '../core/state';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import { lookupSammanbrott, type SammanbrottRow } from './data';
import {
  condition,
  DYING_LADDER,
  dyingGrade,
  findCondition,
  ignoredWoundLevels,
  IRT_CONDITION,
  withCondition,
  withoutCondition,
  bleedingLevel,
  type DyingGrade,
} from './conditions';
import { countTwelves, fokusDiceComplications } from './pool';
import { stabilitet, tracksFokusAndStress } from './sheet';
import { combatantWoundLevel, tålighet, type IrtWoundLevel } from './wounds';

/** IRT: a round is about 5 seconds, so a minute is 12 rounds (IRT-BLD interpretation). */
export const IRT_ROUND_SECONDS = 5;
export const MINUTE = 60;
export const HOUR = 3600;

/** The IRT modules' names for the core's combatant lookup and replacement. */
export { getCombatant, putCombatant };

function visibility(c: Combatant): 'public' | 'gm' {
  return c.hidden ? 'gm' : 'public';
}

/**
 * A change of one combatant's health by a number (KP, stress, Fokus, dying or bleeding steps), with the
 * reason its events carry: returns the next state, or `state` itself when nothing changes.
 */
export type HealthChange = (
  state: CampaignState,
  id: string,
  amount: number,
  reason: string,
  ctx: SystemContext,
) => CampaignState;

/** A health step of one combatant (knocked out, wounds counting again), with the reason its events carry. */
export type HealthStep = (
  state: CampaignState,
  id: string,
  reason: string,
  ctx: SystemContext,
) => CampaignState;

/** Starts `id`'s repeating `irt/<name>` timer, first due one interval (`every` seconds) from now. */
function addRepeatingTimer(
  state: CampaignState,
  id: string,
  name: 'survival' | 'bleeding',
  every: number,
): CampaignState {
  return addTimer(state, {
    id: `${name}-${id}`,
    combatantId: id,
    kind: `irt/${name}`,
    every,
    nextAt: clockSeconds(state) + every,
  });
}

const WOUND_ORDER: readonly IrtWoundLevel[] = ['Tjänstduglig', 'Sårad', 'Medvetslös', 'Döende', 'Död'];

/**
 * How many Sammanbrott thresholds (multiples of Stabilitet) a Stress total has *passed*. IRT-STR-5:
 * "när din totala Stress passerar 1×B, 2×B …" and "när du har tagit mer Stress än din Stabilitet":
 * passing means going above, so with Stabilitet 3 the first Sammanbrott comes at 4 Stress, not 3.
 */
export function sammanbrottThresholdsPassed(stress: number, stab: number): number {
  return stress <= 0 ? 0 : Math.floor((stress - 1) / Math.max(1, stab));
}

/**
 * Adds Stress and rolls Sammanbrott for every multiple of Stabilitet it passes (IRT-STR-5: 1T12 + 1 per
 * threshold passed beyond the first), applying the row's structured effects. Extras do not track Stress
 * (statister).
 */
export function addStress(
  state: CampaignState,
  id: string,
  amount: number,
  reason: string,
  ctx: SystemContext,
  opts: { deferSammanbrott?: boolean } = {},
): CampaignState {
  const c = getCombatant(state, id);
  if (!tracksFokusAndStress(c) || amount <= 0) return state;
  const before = c.resources.stress ?? 0;
  const after = before + amount;
  const s = putCombatant(state, { ...c, resources: { ...c.resources, stress: after } });
  ctx.out.emit('irt/stress', { id, amount, before, after, reason });
  if (!opts.deferSammanbrott) return rollSammanbrott(s, id, before, after, ctx);
  // IRT-STR-5: Stress taken instead of Fokus rolls its Sammanbrott after the action resolves.
  if (
    sammanbrottThresholdsPassed(after, stabilitet(c)) === sammanbrottThresholdsPassed(before, stabilitet(c))
  )
    return s;
  const waiting = findCondition(getCombatant(s, id), SAMMANBROTT_WAITING);
  const from = typeof waiting?.data?.from === 'number' ? Math.min(waiting.data.from, before) : before;
  return putCombatant(
    s,
    withCondition(
      getCombatant(s, id),
      condition(SAMMANBROTT_WAITING, { public: false, data: { from, to: after } }),
    ),
  );
}

/** Marks a Sammanbrott roll that waits for the action to resolve (IRT-STR-5). */
export const SAMMANBROTT_WAITING = 'Sammanbrott väntar';

/** Rolls every Sammanbrott that waited for its action to resolve (IRT-STR-5). */
export function rollDeferredSammanbrott(state: CampaignState, ctx: SystemContext): CampaignState {
  let s = state;
  for (const c of state.combatants) {
    const waiting = findCondition(c, SAMMANBROTT_WAITING);
    if (!waiting) continue;
    s = putCombatant(s, withoutCondition(getCombatant(s, c.id), SAMMANBROTT_WAITING));
    const from = typeof waiting.data?.from === 'number' ? waiting.data.from : 0;
    const to = typeof waiting.data?.to === 'number' ? waiting.data.to : from;
    s = rollSammanbrott(s, c.id, from, to, ctx);
  }
  return s;
}

/** One 1T12 roll per threshold passed between `before` and `after` Stress (+1 per threshold beyond the first). */
function rollSammanbrott(
  state: CampaignState,
  id: string,
  before: number,
  after: number,
  ctx: SystemContext,
): CampaignState {
  let s = state;
  const stab = stabilitet(getCombatant(state, id));
  const passedBefore = sammanbrottThresholdsPassed(before, stab);
  const passedAfter = sammanbrottThresholdsPassed(after, stab);
  for (let threshold = passedBefore + 1; threshold <= passedAfter; threshold++) {
    const [die] = rollDice(ctx.dice, ctx.out, 1, 12, {
      roller: id,
      purpose: `Sammanbrott (${threshold}× Stabilitet)`,
    });
    const total = (die as number) + (threshold - 1);
    const row = lookupSammanbrott(total);
    ctx.out.emit('irt/sammanbrott', {
      id,
      threshold,
      roll: die,
      total,
      row: row.name,
      summary: row.summary,
    });
    s = applySammanbrottRow(s, id, row, total, ctx);
  }
  return s;
}

/**
 * Applies a Sammanbrott row's structured effects (IRT-STR-5): +Fokus, a lost round, a step on every
 * roll until the Vilja + Vilja roll, a permanent Stabilitet loss; the rest (compulsions, outbursts) are
 * shown to the GM as a condition keyed by the row's name. "Ok" rows leave nothing behind.
 */
function applySammanbrottRow(
  state: CampaignState,
  id: string,
  row: SammanbrottRow,
  total: number,
  ctx: SystemContext,
): CampaignState {
  let s = state;
  const source = `Sammanbrott ${total}: ${row.name}`;
  const data: Record<string, string | number | boolean> = { sammanbrott: row.name };
  let untilRound: number | null = null;
  let lasting = false;
  for (const e of row.effects) {
    switch (e.kind) {
      case 'gainFokus':
        s = addFokus(s, id, e.amount, source, ctx);
        break;
      case 'stabilityLoss': {
        const c = getCombatant(s, id);
        const from = stabilitet(c);
        const to = Math.max(0, from - e.amount);
        ctx.out.emit('irt/stabilitet', { id, from, to, reason: source });
        s = putCombatant(s, { ...c, attributes: { ...c.attributes, Stabilitet: to } });
        break;
      }
      case 'difficultyStep':
        lasting = true;
        data.step = e.steps;
        data.scope = e.scope.kind;
        if (e.untilRoll) data.untilRoll = JSON.stringify(e.untilRoll);
        break;
      case 'cannotAct':
        lasting = true;
        data.cannotAct = true;
        if (e.duration?.unit === 'rundor' && typeof e.duration.amount === 'number')
          untilRound = state.encounter.round + e.duration.amount + 1;
        break;
      case 'compulsion':
        lasting = true;
        data.compulsion = e.behaviour;
        if (e.untilRoll) data.untilRoll = JSON.stringify(e.untilRoll);
        if (e.untilSceneEnd) data.untilSceneEnd = true;
        break;
      case 'uncontrolledPowers':
        lasting = true;
        data.uncontrolledPowers = true;
        // IRT-POW-6: 2 Fokus that may only be spent on powers this scene (see powers.ts).
        data.powerFokus = 2;
        break;
      case 'chockslagNearby':
        ctx.out.emit('irt/critNote', { id, crit: row.name, effect: e });
        break;
      case 'note':
        lasting = true;
        break;
    }
  }
  if (!lasting) return s;
  return putCombatant(
    s,
    withCondition(
      getCombatant(s, id),
      condition(`Sammanbrott: ${row.name}`.slice(0, 60), {
        public: false,
        untilRound,
        source,
        note: row.summary,
        data,
      }),
    ),
  );
}

/** Adds Fokus (IRT-DICE-6), for characters whose Fokus is tracked. */
export const addFokus: HealthChange = (state, id, amount, reason, ctx) => {
  const c = getCombatant(state, id);
  if (!tracksFokusAndStress(c) || amount === 0) return state;
  const before = c.resources.fokus ?? 0;
  ctx.out.emit('irt/fokus', { id, amount, before, after: before + amount, reason });
  return putCombatant(state, { ...c, resources: { ...c.resources, fokus: before + amount } });
};

/**
 * Pays a Fokus cost; the rest may be paid with Stress, at most Stabilitet Stress per use (IRT-DICE-7).
 * Throws when the character cannot pay.
 */
export const payFokus: HealthChange = (state, id, cost, reason, ctx) => {
  const c = getCombatant(state, id);
  // IRT-ABL-1 Bärsärkarraseri: "du kan inte använda Fokus" while the rage lasts.
  const noFokus = c.conditions.find((k) => k.data?.noFokus === true);
  if (noFokus && cost > 0)
    throw new CommandError('invalid', `${c.name} cannot use Fokus during ${noFokus.key} (IRT-ABL-1)`);
  if (!tracksFokusAndStress(c)) {
    ctx.out.emit('irt/fokusPaid', { id, fokus: 0, stress: 0, reason, extra: true });
    return state;
  }
  const fokus = c.resources.fokus ?? 0;
  const fromFokus = Math.min(fokus, cost);
  const fromStress = cost - fromFokus;
  if (fromStress > stabilitet(c)) {
    throw new CommandError(
      'invalid',
      `${c.name} has ${fokus} Fokus and may pay at most ${stabilitet(c)} with Stress (IRT-DICE-7); ${cost} is needed`,
    );
  }
  ctx.out.emit('irt/fokusPaid', { id, fokus: fromFokus, stress: fromStress, reason });
  let s = putCombatant(state, { ...c, resources: { ...c.resources, fokus: fokus - fromFokus } });
  if (fromStress > 0)
    s = addStress(s, id, fromStress, `${reason} (paid with Stress, IRT-DICE-7)`, ctx, {
      deferSammanbrott: true,
    });
  return s;
};

/**
 * IRT-DICE-1: `id` pays `count` Fokus for as many extra dice on a roll and rolls them. Each 12 gives a
 * Fokus back (IRT-DICE-6); each 1 is a komplikation for the GM to pick (logged as `irt/komplikation`).
 * Returns the state after paying and the extra dice's faces.
 */
export function rollFokusDice(
  state: CampaignState,
  id: string,
  count: number,
  ctx: SystemContext,
): { state: CampaignState; faces: number[] } {
  let s = payFokus(state, id, count, `${count} extra dice (IRT-DICE-1)`, ctx);
  const faces = rollDice(ctx.dice, ctx.out, count, 12, { roller: id, purpose: 'Fokus dice' });
  s = addFokus(s, id, countTwelves(faces), 'rolled 12 on a Fokus die (IRT-DICE-6)', ctx);
  const complications = fokusDiceComplications(faces);
  if (complications > 0)
    ctx.out.emit('irt/komplikation', {
      id,
      count: complications,
      note: 'the GM picks a komplikation for each 1, or 1 Stress if none fits (IRT-DICE-1)',
    });
  return { state: s, faces };
}

/** Moves the dying grade and (re)schedules the survival roll timer (IRT-DIE-4: minute if Akut döende, hour if Döende). */
export function setDyingGrade(
  state: CampaignState,
  id: string,
  grade: DyingGrade,
  reason: string,
  ctx: SystemContext,
  care?: { type: string; difficulty: string; source: string },
): CampaignState {
  let c = getCombatant(state, id);
  const from = dyingGrade(c);
  ctx.out.emit('irt/dying', { id, from, to: grade, reason }, visibility(c));
  let s: CampaignState;
  if (grade === 'Död') {
    c = withCondition(
      withoutCondition(c, IRT_CONDITION.doende),
      condition(IRT_CONDITION.dod, { note: reason }),
    );
    s = putCombatant(state, c);
    return removeTimers(s, (t) => t.combatantId === id);
  }
  const previous = findCondition(c, IRT_CONDITION.doende);
  const data: Record<string, string | number | boolean> = { ...(previous?.data ?? {}), grade };
  if (care) {
    data.careType = care.type;
    data.careDifficulty = care.difficulty;
    data.careSource = care.source;
  }
  c = withCondition(
    c,
    condition(IRT_CONDITION.doende, {
      note: reason,
      data,
      ...(care ? { source: care.source } : previous?.source ? { source: previous.source } : {}),
    }),
  );
  s = removeTimers(putCombatant(state, c), (t) => t.combatantId === id && t.kind === 'irt/survival');
  // IRT-ABL-1 Järnvilja: "Om du blir Döende … får du full effekt av tillstånden igen".
  if (grade !== 'Stabil') s = restoreIgnoredWounds(s, id, 'became dying', ctx);
  // IRT-DIE-9: a stable character makes no more survival rolls; IRT-DIE-11: out of danger, the
  // crit's waiting "Om du överlever: Permanent …" losses apply now.
  if (grade === 'Stabil') return applyPendingPermanents(s, id, reason, ctx);
  // IRT-DIE-5: the GM may have stretched the interval (e.g. a day for radiation sickness).
  const stretched = data.intervalSeconds;
  const every =
    typeof stretched === 'number' && stretched > 0 ? stretched : grade === 'Akut döende' ? MINUTE : HOUR;
  return addRepeatingTimer(s, id, 'survival', every);
}

/** A day on the campaign clock (IRT-DIE-5). */
export const DAY = 86_400;

/**
 * IRT-DIE-5: the GM stretches (or, with `null`, restores) the survival-roll interval of a dying
 * character, e.g. to a day for radiation sickness or a slow poison. The next roll comes one new
 * interval from now.
 */
export function setSurvivalInterval(
  state: CampaignState,
  id: string,
  seconds: number | null,
  ctx: SystemContext,
): CampaignState {
  const c = getCombatant(state, id);
  const grade = dyingGrade(c);
  const cond = findCondition(c, IRT_CONDITION.doende);
  if (!cond || grade === null || grade === 'Död') throw new CommandError('invalid', `${c.name} is not dying`);
  const data = { ...(cond.data ?? {}) };
  if (seconds === null) delete data.intervalSeconds;
  else data.intervalSeconds = seconds;
  ctx.out.emit('irt/survivalInterval', { id, seconds }, visibility(c));
  const s = putCombatant(state, withCondition(c, { ...cond, data }));
  return setDyingGrade(s, id, grade, 'survival interval changed (IRT-DIE-5)', ctx);
}

/** IRT-DIE-3: becoming dying again while dying moves one step up; worsening while Akut döende kills. */
export function worsenDying(
  state: CampaignState,
  id: string,
  named: 'Döende' | 'Akut döende',
  reason: string,
  ctx: SystemContext,
  care?: { type: string; difficulty: string; source: string },
): CampaignState {
  const current = dyingGrade(getCombatant(state, id));
  if (current === 'Död') return state;
  if (current === null || current === 'Stabil') {
    return setDyingGrade(
      state,
      id,
      current === 'Stabil' && named === 'Döende' ? 'Döende' : named,
      reason,
      ctx,
      care,
    );
  }
  const next = DYING_LADDER[DYING_LADDER.indexOf(current) + 1] as DyingGrade;
  return setDyingGrade(state, id, next, `${reason} while ${current} (IRT-DIE-3)`, ctx, care);
}

/** Steps the dying grade down (towards Stabil) by `steps` (IRT-DIE-4 success, IRT-DIE-7 treatment). */
export const improveDying: HealthChange = (state, id, steps, reason, ctx) => {
  const current = dyingGrade(getCombatant(state, id));
  if (current === null || current === 'Död' || current === 'Stabil' || steps <= 0) return state;
  const next = DYING_LADDER[Math.max(0, DYING_LADDER.indexOf(current) - steps)] as DyingGrade;
  return setDyingGrade(state, id, next, reason, ctx);
};

/** Starts or raises bleeding; only the highest level applies (IRT-BLD-1). Kraftig ticks each round, Lätt each minute. */
export function startBleeding(
  state: CampaignState,
  id: string,
  level: 'Lätt' | 'Kraftig',
  source: string,
  ctx: SystemContext,
  internal = false,
): CampaignState {
  const c = getCombatant(state, id);
  const current = bleedingLevel(c);
  const next = current === 'Kraftig' || level === 'Kraftig' ? 'Kraftig' : 'Lätt';
  ctx.out.emit('irt/bleeding', { id, from: current, to: next, source }, visibility(c));
  if (current === next) return state;
  const existing = findCondition(c, IRT_CONDITION.blodning);
  const data: Record<string, string | number | boolean> = {
    ...(existing?.data ?? {}),
    level: next,
    ...(internal ? { internal: true } : {}),
  };
  const s = putCombatant(
    state,
    withCondition(c, condition(IRT_CONDITION.blodning, { source, data, note: `${next} blödning` })),
  );
  return setBleedingTimer(s, id, next);
}

function setBleedingTimer(state: CampaignState, id: string, level: 'Lätt' | 'Kraftig' | null): CampaignState {
  const s = removeTimers(state, (t) => t.combatantId === id && t.kind === 'irt/bleeding');
  if (!level) return s;
  const every = level === 'Kraftig' ? IRT_ROUND_SECONDS : MINUTE;
  return addRepeatingTimer(s, id, 'bleeding', every);
}

/** Lowers bleeding by `steps` (IRT-BLD-2: Kraftig → Lätt → none). */
export const lowerBleeding: HealthChange = (state, id, steps, reason, ctx) => {
  const c = getCombatant(state, id);
  const current = bleedingLevel(c);
  if (!current || steps <= 0) return state;
  const next = current === 'Kraftig' && steps === 1 ? 'Lätt' : null;
  ctx.out.emit('irt/bleeding', { id, from: current, to: next, source: reason }, visibility(c));
  const existing = findCondition(c, IRT_CONDITION.blodning);
  const updated = next
    ? withCondition(
        c,
        condition(IRT_CONDITION.blodning, {
          ...(existing?.source ? { source: existing.source } : {}),
          data: { ...(existing?.data ?? {}), level: next },
          note: `${next} blödning`,
        }),
      )
    : withoutCondition(c, IRT_CONDITION.blodning);
  return setBleedingTimer(putCombatant(state, updated), id, next);
};

/**
 * Applies KP damage to a target (IRT-SEQ 3–4): adds KP, 1 Stress for ≥ 1 KP from any source (IRT-STR-1), 1 more on
 * becoming Sårad (IRT-STR-2 / IRT-COND-1), Medvetslös past 2× Tålighet (IRT-COND-8), Akut döende by
 * KP shock past 3× (IRT-TOU-2, IRT-DIE-2; worsening if already dying, IRT-DIE-3), death past 4×
 * (IRT-DIE-10).
 */
export const applyKpDamage: HealthChange = (state, id, kp, reason, ctx) => {
  if (kp <= 0) return state;
  const c = getCombatant(state, id);
  const before = combatantWoundLevel(c);
  const kpBefore = c.resources.kp ?? 0;
  const hurt = { ...c, resources: { ...c.resources, kp: kpBefore + kp } };
  const after = combatantWoundLevel(hurt);
  ctx.out.emit(
    'irt/damage',
    {
      id,
      kp,
      kpBefore,
      kpAfter: kpBefore + kp,
      woundBefore: before,
      woundAfter: after,
      tålighet: tålighet(c),
      reason,
    },
    visibility(c),
  );
  // IRT-POW-5: taking damage breaks the concentration powers of the one hurt.
  let s = endConcentration(putCombatant(state, hurt), id, ctx);
  // IRT-DIE-10: past 4× Tålighet the character dies at once; no Stress, Sammanbrott or waking roll
  // is rolled for the dead (they would only use up dice).
  if (dyingGrade(c) === 'Död') return s;
  if (after === 'Död') return setDyingGrade(s, id, 'Död', `KP over 4× Tålighet (IRT-DIE-10)`, ctx);
  // IRT-STR-1 (corrected text): "Varje gång du tar minst 1 KP skada" — 1 Stress whatever the source:
  // a hit, a bleeding tick, fire, a fall. Becoming Sårad costs its own Stress (IRT-STR-2).
  s = addStress(s, id, 1, 'took KP damage (IRT-STR-1)', ctx);
  const rank = (w: IrtWoundLevel): number => WOUND_ORDER.indexOf(w);
  if (rank(before) < rank('Sårad') && rank(after) >= rank('Sårad'))
    s = addStress(s, id, 1, 'became Sårad (IRT-STR-2)', ctx);
  if (rank(before) < rank('Medvetslös') && rank(after) >= rank('Medvetslös'))
    s = knockOut(s, id, reason, ctx);
  if (rank(before) < rank('Döende') && rank(after) >= rank('Döende'))
    s = worsenDying(s, id, 'Akut döende', 'KP shock over 3× Tålighet (IRT-DIE-2)', ctx);
  return s;
};

/**
 * Medvetslös (IRT-COND-8): collapses and cannot act; wakes when KP is healed below the threshold or
 * after 1T12 minutes (rolled now, the GM may instead wake them).
 */
export const knockOut: HealthStep = (state, id, reason, ctx) => {
  const c = getCombatant(state, id);
  if (findCondition(c, IRT_CONDITION.medvetslos)) return state;
  // IRT-ABL-1 Järnvilja / Sista ansträngning: the character stays on their feet for now.
  if (ignoredWoundLevels(c).includes('Medvetslös') || findCondition(c, IRT_CONDITION.sistaAnstrangning)) {
    ctx.out.emit('irt/unconsciousIgnored', { id, reason }, visibility(c));
    return state;
  }
  const [minutes] = rollDice(ctx.dice, ctx.out, 1, 12, {
    roller: id,
    purpose: 'Medvetslös: minutes until waking (IRT-COND-8)',
  });
  const s = putCombatant(
    state,
    withCondition(
      c,
      condition(IRT_CONDITION.medvetslos, { note: reason, data: { wakeInMinutes: minutes as number } }),
    ),
  );
  ctx.out.emit('irt/unconscious', { id, minutes }, visibility(c));
  return addTimer(s, {
    id: `wake-${id}`,
    combatantId: id,
    kind: 'irt/wake',
    every: 1_000_000_000,
    nextAt: clockSeconds(s) + (minutes as number) * MINUTE,
  });
};

/** A free condition key: `base`, or `base (2)`, `base (3)` … when a crit already left that one. */
function freeKey(c: Combatant, base: string): string {
  const short = base.slice(0, 54);
  if (!findCondition(c, short)) return short;
  let n = 2;
  while (findCondition(c, `${short} (${n})`)) n++;
  return `${short} (${n})`;
}

/**
 * A crit's Permanent attribute loss (IRT-DIE-11, "Om du överlever: Permanent …"). Out of danger it
 * applies at once; while the character is still dying (Döende, Akut döende) it is recorded as a pending
 * `Permanent: …` condition (`data.pending`) and applies when they become Stabil, or when the GM says so
 * (`irt/applyPermanent`). Losing Fysik early would lower Tålighet, and with it every wound threshold, of
 * someone still fighting for life.
 */
export function addPermanent(
  state: CampaignState,
  id: string,
  attribute: string,
  amount: number,
  source: string,
  ctx: SystemContext,
): CampaignState {
  const c = getCombatant(state, id);
  const grade = dyingGrade(c);
  const key = freeKey(c, `Permanent: ${attribute} ${amount}`);
  const data = { permanent: true, attribute, amount };
  if (grade === 'Döende' || grade === 'Akut döende') {
    // GM bookkeeping: the card shows it; the table learns of the loss when it applies (`irt/permanent`).
    ctx.out.emit('irt/permanentPending', { id, attribute, amount, source }, 'gm');
    return putCombatant(
      state,
      withCondition(c, condition(key, { source, data: { ...data, pending: true } })),
    );
  }
  const before = c.attributes[attribute] ?? 0;
  ctx.out.emit('irt/permanent', { id, attribute, before, after: before + amount, source });
  return putCombatant(
    state,
    withCondition(
      { ...c, attributes: { ...c.attributes, [attribute]: before + amount } },
      condition(key, { source, data }),
    ),
  );
}

/** The pending Permanent losses of a combatant (IRT-DIE-11), optionally only the one with `key`. */
export function pendingPermanents(c: Combatant, key?: string): Combatant['conditions'] {
  return c.conditions.filter(
    (k) => k.data?.permanent === true && k.data.pending === true && (key === undefined || k.key === key),
  );
}

/**
 * Applies a combatant's pending Permanent losses (IRT-DIE-11): when they become Stabil, or at once by
 * the GM's `irt/applyPermanent`. Each lowers its attribute and stays as a `Permanent: …` condition.
 */
export function applyPendingPermanents(
  state: CampaignState,
  id: string,
  reason: string,
  ctx: SystemContext,
  key?: string,
): CampaignState {
  let c = getCombatant(state, id);
  const waiting = pendingPermanents(c, key);
  if (waiting.length === 0) return state;
  for (const k of waiting) {
    const attribute = String(k.data?.attribute ?? '');
    const amount = typeof k.data?.amount === 'number' ? k.data.amount : 0;
    if (attribute === '' || amount === 0) continue;
    const before = c.attributes[attribute] ?? 0;
    ctx.out.emit('irt/permanent', {
      id,
      attribute,
      before,
      after: before + amount,
      source: k.source ?? '',
      reason,
    });
    const data = { ...(k.data ?? {}) };
    delete data.pending;
    c = withCondition(
      { ...c, attributes: { ...c.attributes, [attribute]: before + amount } },
      { ...k, data },
    );
  }
  return putCombatant(state, c);
}

/**
 * Ends Järnvilja (IRT-ABL-1): the ignored wound levels count again — a character whose KP is past the
 * Medvetslös threshold collapses now. Called when the scene ends and when the character becomes dying.
 */
export const restoreIgnoredWounds: HealthStep = (state, id, reason, ctx) => {
  const c = getCombatant(state, id);
  const ignored = ignoredWoundLevels(c);
  if (ignored.length === 0) return state;
  ctx.out.emit('irt/woundsCountAgain', { id, levels: ignored, reason }, visibility(c));
  const s = putCombatant(state, withoutCondition(c, IRT_CONDITION.jarnvilja));
  const level = combatantWoundLevel(c);
  const out = level === 'Medvetslös' || level === 'Döende' || level === 'Död';
  return ignored.includes('Medvetslös') && out && dyingGrade(c) !== 'Död'
    ? knockOut(s, id, `Järnvilja ended: ${reason}`, ctx)
    : s;
};

/**
 * Heals KP (care that restores KP, e.g. IRT-ABL-1 Stridsstabilisering): never below 0 damage. KP healed
 * below the Medvetslös threshold wakes the character (IRT-COND-8).
 */
export const healKp: HealthChange = (state, id, kp, reason, ctx) => {
  const c = getCombatant(state, id);
  const before = c.resources.kp ?? 0;
  const after = Math.max(0, before - kp);
  if (after === before) return state;
  const healed = { ...c, resources: { ...c.resources, kp: after } };
  ctx.out.emit(
    'irt/healed',
    { id, kp: before - after, kpBefore: before, kpAfter: after, reason },
    visibility(c),
  );
  const level = combatantWoundLevel(healed);
  if (findCondition(healed, IRT_CONDITION.medvetslos) && (level === 'Tjänstduglig' || level === 'Sårad')) {
    ctx.out.emit('irt/woke', { id, reason: 'healed' }, visibility(c));
    return removeTimers(
      putCombatant(state, withoutCondition(healed, IRT_CONDITION.medvetslos)),
      (t) => t.combatantId === id && t.kind === 'irt/wake',
    );
  }
  return putCombatant(state, healed);
};

/** Takes Stress off (care that calms, e.g. IRT-ABL-1 Lugnande närvaro); never below 0. */
export const relieveStress: HealthChange = (state, id, amount, reason, ctx) => {
  const c = getCombatant(state, id);
  const before = c.resources.stress ?? 0;
  const after = Math.max(0, before - amount);
  if (!tracksFokusAndStress(c) || after === before) return state;
  ctx.out.emit('irt/stressRelieved', { id, amount: before - after, before, after, reason }, visibility(c));
  return putCombatant(state, { ...c, resources: { ...c.resources, stress: after } });
};
