/**
 * Abilities used on their own (IRT-ABL-1), as opposed to those that ride on an attack or a care roll
 * (abilities.ts): dice given to an ally (Inspirera, Stridsorder, tactics points of Taktisk koordinering),
 * a reading of the battlefield when the fight starts (Stridsfältsblick), a rage (Bärsärkarraseri),
 * ignoring wound levels for the scene (Järnvilja) and staying conscious a few more rounds (Sista
 * ansträngning). Each pays its Fokus (Stress for the rest, IRT-DICE-7) and is named in the log.
 */
import { activeScene, type CampaignState, type Combatant } from '../../model/campaign';
import { hexDistance } from '../../hex/axial';
import { removeTimers } from '../core/clock';
import { CommandError } from '../core/errors';
import type { SystemCommandHandler, SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import { tokenOf } from '../core/placement';
import { abilitiesOf, effectsOf } from './abilities';
import type { IrtEndMode, IrtUseAbility } from './commands';
import {
  condition,
  conditionFactors,
  dyingGrade,
  findCondition,
  IRT_CONDITION,
  withCondition,
  withoutCondition,
} from './conditions';
import { computeIrtDifficulty } from './difficulty';
import type { Ability, AbilityEffect } from './data';
import {
  addFokus,
  addStress,
  getCombatant,
  knockOut,
  payFokus,
  putCombatant,
  restoreIgnoredWounds,
} from './health';
import { resolvePoolRoll } from './pool';
import { attr, type IrtAttribute } from './sheet';
import { combatantWoundLevel } from './wounds';

/** Prefix of the condition that holds dice given to a character for a later roll. */
export const GRANT_PREFIX = 'Bonus: ';

/** The condition that holds a coordinator's tactics points (IRT-ABL-1 Taktisk koordinering). */
export const TACTICS_POINTS = 'Taktikpoäng';

/** Which rolls a grant of dice waits for. */
export type GrantRoll = 'attack' | 'defence' | 'other';

/** Extra dice given to `c` that the next roll of this kind takes (and uses up). */
export function grantedDice(c: Combatant, roll: GrantRoll, round: number): { term: string; dice: number }[] {
  const out: { term: string; dice: number }[] = [];
  for (const k of c.conditions) {
    if (!k.key.startsWith(GRANT_PREFIX) || typeof k.data?.dice !== 'number') continue;
    if (k.untilRound !== null && k.untilRound <= round) continue;
    if (k.data.on === 'nextAttackOrDefence' && roll === 'other') continue;
    out.push({ term: k.key.slice(GRANT_PREFIX.length), dice: k.data.dice });
  }
  return out;
}

/** Uses up the grants {@link grantedDice} counted for this roll. */
export function consumeGrantedDice(
  state: CampaignState,
  id: string,
  roll: GrantRoll,
  round: number,
): CampaignState {
  const c = getCombatant(state, id);
  const used = new Set(grantedDice(c, roll, round).map((g) => GRANT_PREFIX + g.term));
  if (used.size === 0) return state;
  return putCombatant(state, { ...c, conditions: c.conditions.filter((k) => !used.has(k.key)) });
}

/** GM-only when any of `who` is hidden. */
function visibility(...who: Combatant[]): 'public' | 'gm' {
  return who.some((c) => c.hidden) ? 'gm' : 'public';
}

/**
 * Logs `irt/abilityUsed`: `user` spent `fokus` Fokus on `ability` to do `what` (with its `details`);
 * GM-only when the user or anyone `involved` is hidden.
 */
function logAbilityUsed(
  ctx: SystemContext,
  user: Combatant,
  ability: Ability,
  fokus: number,
  what: string,
  details: Record<string, unknown>,
  ...involved: Combatant[]
): void {
  ctx.out.emit(
    'irt/abilityUsed',
    { id: user.id, ability: ability.key, fokus, what, ...details },
    visibility(user, ...involved),
  );
}

function ownAbility(c: Combatant, key: string): Ability {
  const a = abilitiesOf(c).find((x) => x.key === key);
  if (!a) throw new CommandError('invalid', `${c.name} does not have the ability ${key}`);
  return a;
}

function assertAwake(c: Combatant): void {
  if (findCondition(c, IRT_CONDITION.medvetslos) || findCondition(c, IRT_CONDITION.dod))
    throw new CommandError('invalid', `${c.name} cannot act`);
}

/** Gives `target` dice for a later roll, under the ability's name (replacing an earlier grant of it). */
function grant(
  state: CampaignState,
  target: Combatant,
  ability: string,
  dice: number,
  on: 'nextRoll' | 'nextAttackOrDefence',
  untilRound: number | null,
  from: string,
): CampaignState {
  return putCombatant(
    state,
    withCondition(
      target,
      condition(`${GRANT_PREFIX}${ability}`.slice(0, 60), {
        untilRound,
        source: ability,
        note: `+${dice}`,
        data: { dice, on, from },
      }),
    ),
  );
}

function fokusSpend(
  a: Ability,
  kinds: readonly string[],
): Extract<AbilityEffect, { kind: 'fokusSpend' }> | undefined {
  for (const e of a.effects) if (e.kind === 'fokusSpend' && kinds.includes(e.outcome.kind)) return e;
  return undefined;
}

/**
 * How an ability is used on its own (`irt/useAbility`), or where it acts instead: `attack` (chosen or
 * spent in the attack dialog, or passive there), `care` (the care dialog), `passive` (initiative,
 * Chockslag), `gm` (the GM plays it out).
 */
export type AbilityUse =
  | { readonly kind: 'allyDice'; readonly fokus: number; readonly dice: number }
  | { readonly kind: 'battlefieldRead'; readonly fokus: number; readonly dice: number }
  | { readonly kind: 'tactics' }
  | { readonly kind: 'mode'; readonly mode: string }
  | {
      readonly kind: 'ignoreWound';
      readonly fokus: number;
      readonly levels: readonly ('Sårad' | 'Medvetslös')[];
    }
  | { readonly kind: 'stayConscious'; readonly fokus: number; readonly maxRounds: number }
  | { readonly kind: 'attack' | 'care' | 'passive' | 'gm' };

/** Where an ability acts (IRT-ABL-1): see {@link AbilityUse}. The engine and the card share it. */
export function abilityUse(ability: Ability): AbilityUse {
  const mode = ability.effects.find((e) => e.kind === 'mode');
  if (mode && mode.kind === 'mode') return { kind: 'mode', mode: mode.name };
  if (ability.effects.some((e) => e.kind === 'tacticsPoints')) return { kind: 'tactics' };
  const spend = fokusSpend(ability, ['allyDice', 'extraDice', 'ignoreWoundLevel', 'stayConscious']);
  const o = spend?.outcome;
  if (spend && o?.kind === 'allyDice') return { kind: 'allyDice', fokus: spend.cost, dice: o.amount };
  if (spend && o?.kind === 'extraDice' && spend.timing === 'combatStart')
    return { kind: 'battlefieldRead', fokus: spend.cost, dice: o.amount };
  if (spend && o?.kind === 'ignoreWoundLevel')
    return { kind: 'ignoreWound', fokus: spend.cost, levels: o.levels };
  if (spend && o?.kind === 'stayConscious')
    return { kind: 'stayConscious', fokus: spend.cost, maxRounds: o.maxRounds };
  const scopes = ability.effects.map((e) => ('appliesTo' in e ? e.appliesTo?.action : undefined));
  if (
    scopes.includes('care') ||
    ability.effects.some((e) => e.kind === 'stabiliseHealsKp' || e.kind === 'careStressRelief')
  )
    return { kind: 'care' };
  if (ability.effects.some((e) => e.kind === 'initiativeBonus' || e.kind === 'combatTrained'))
    return { kind: 'passive' };
  const inAttack = ability.effects.some(
    (e) =>
      e.kind === 'extraDice' ||
      e.kind === 'extraDamage' ||
      e.kind === 'critBonus' ||
      e.kind === 'altAttributes' ||
      e.kind === 'effektSpend' ||
      e.kind === 'noRangePenalty' ||
      e.kind === 'aimSteps' ||
      e.kind === 'combinedAction' ||
      e.kind === 'freeActiveDefence' ||
      (e.kind === 'fokusSpend' &&
        ['onHit', 'beforeRoll', 'afterRoll', 'ownTurn', 'outOfTurn'].includes(e.timing) &&
        [
          'condition',
          'noActiveDefence',
          'extraAttack',
          'rerollFailures',
          'defendAlly',
          'takeAllyDamage',
        ].includes(e.outcome.kind)),
  );
  return { kind: inAttack ? 'attack' : 'gm' };
}

/** `irt/useAbility` (IRT-ABL-1): dispatches on what the ability does ({@link abilityUse}). */
export const useAbility: SystemCommandHandler<IrtUseAbility> = (state, cmd, ctx) => {
  const user = getCombatant(state, cmd.userId);
  const ability = ownAbility(user, cmd.ability);
  const how = abilityUse(ability);
  switch (how.kind) {
    case 'mode': {
      const mode = ability.effects.find((e) => e.kind === 'mode');
      if (mode?.kind === 'mode') return startMode(state, user, ability, mode, ctx);
      break;
    }
    case 'tactics':
      return cmd.targetId === undefined
        ? tacticsRoll(state, user, ability, cmd.allies, ctx)
        : giveTacticsPoint(state, user, ability, cmd.targetId, ctx);
    case 'allyDice': {
      const o = fokusSpend(ability, ['allyDice'])?.outcome;
      if (o?.kind === 'allyDice') return allyDice(state, user, ability, how.fokus, o, cmd.targetId, ctx);
      break;
    }
    case 'battlefieldRead':
      return battlefieldRead(state, user, ability, how.fokus, how.dice, ctx);
    case 'ignoreWound':
      return ignoreWoundLevel(state, user, ability, how.fokus, how.levels, cmd.level, ctx);
    case 'stayConscious':
      return stayConscious(state, user, ability, how.fokus, how.maxRounds, ctx);
  }
  throw new CommandError(
    'invalid',
    `${ability.key} is not used on its own: it acts in the attack or care dialog, or the GM plays it out (IRT-ABL-1)`,
  );
};

/** Inspirera / Stridsorder: 1 Fokus on top of the action, an ally gets dice on their next roll. */
function allyDice(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  cost: number,
  outcome: { amount: number; on: 'nextRoll' | 'nextAttackOrDefence' },
  targetId: string | undefined,
  ctx: SystemContext,
): CampaignState {
  assertAwake(user);
  if (!targetId) throw new CommandError('invalid', `${ability.key} needs an ally to give the dice to`);
  const target = getCombatant(state, targetId);
  if (target.id === user.id) throw new CommandError('invalid', `${ability.key} helps an ally, not oneself`);
  let s = payFokus(state, user.id, cost, ability.key, ctx);
  // Inspirera: "denna eller nästa runda"; Stridsorder keeps until used or the fight ends.
  const round = state.encounter.round;
  const untilRound = outcome.on === 'nextRoll' && state.encounter.active ? round + 2 : null;
  s = grant(s, getCombatant(s, target.id), ability.key, outcome.amount, outcome.on, untilRound, user.id);
  logAbilityUsed(ctx, user, ability, cost, 'allyDice', { target: target.id, dice: outcome.amount }, target);
  return s;
}

/** Stridsfältsblick: when the fight starts, 1 Fokus for +2 dice on the first attack or defence. */
function battlefieldRead(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  cost: number,
  dice: number,
  ctx: SystemContext,
): CampaignState {
  assertAwake(user);
  const enc = state.encounter;
  if (!enc.active || enc.round > 1 || enc.acted.includes(user.id))
    throw new CommandError(
      'invalid',
      `${ability.key} is used when the fight starts, before ${user.name} has acted (IRT-ABL-1)`,
    );
  let s = payFokus(state, user.id, cost, ability.key, ctx);
  s = grant(s, getCombatant(s, user.id), ability.key, dice, 'nextAttackOrDefence', null, user.id);
  const note = ability.effects.find((e) => e.kind === 'note');
  logAbilityUsed(ctx, user, ability, cost, 'battlefieldRead', {
    dice,
    ...(note && note.kind === 'note' ? { note: note.text } : {}),
  });
  return s;
}

/** The others on the user's side (PCs or NPCs) in the fight, or in the campaign when none is running. */
function alliesOf(state: CampaignState, user: Combatant): number {
  const inFight = new Set(state.encounter.active ? state.encounter.order : state.combatants.map((c) => c.id));
  return state.combatants.filter((c) => c.id !== user.id && c.kind === user.kind && inFight.has(c.id)).length;
}

/**
 * Taktisk koordinering: as the turn's action, Analys + Strid (Normal); each Effekt gives tactics points
 * (two with Fältbefäl), at most one per ally the user can talk to. New points replace the old ones.
 */
function tacticsRoll(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  alliesGiven: number | undefined,
  ctx: SystemContext,
): CampaignState {
  assertAwake(user);
  const effects = effectsOf(user, 'tacticsPoints').map((x) => x.effect);
  const main = effects.find((e) => e.roll) ?? effects[0];
  if (!main) throw new CommandError('invalid', `${ability.key} has no tactics roll`);
  const perEffekt = Math.max(...effects.map((e) => e.pointsPerEffekt));
  const [a, b] = main.roll.attributes as [IrtAttribute, IrtAttribute];
  const factors = conditionFactors(user, { action: 'other', attributes: [a, b] }, state.encounter.round);
  const difficulty = computeIrtDifficulty({ base: main.roll.difficulty, factors }).difficulty;
  const pool = Math.max(0, attr(user, a) + attr(user, b));
  const faces = rollDice(
    ctx.dice,
    ctx.out,
    pool,
    12,
    { roller: user.id, purpose: `${ability.key} (${a} + ${b})` },
    visibility(user),
  );
  const r = resolvePoolRoll(faces, difficulty);
  const allies = alliesGiven ?? alliesOf(state, user);
  const points = r.success ? Math.min((r.effekt ?? 0) * perEffekt, allies) : 0;
  let s = addFokus(state, user.id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  const u = getCombatant(s, user.id);
  s = putCombatant(
    s,
    points > 0
      ? withCondition(
          u,
          condition(TACTICS_POINTS, {
            source: ability.key,
            note: `${points}`,
            data: { points, dicePerPoint: main.dicePerPoint },
          }),
        )
      : withoutCondition(u, TACTICS_POINTS),
  );
  ctx.out.emit(
    'irt/tacticsRolled',
    {
      id: user.id,
      ability: ability.key,
      difficulty,
      successes: r.successes,
      effekt: r.effekt,
      allies,
      points,
    },
    visibility(user),
  );
  return s;
}

/** Spends one tactics point: the ally gets dice on their next attack or defence (no Fokus). */
function giveTacticsPoint(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  targetId: string,
  ctx: SystemContext,
): CampaignState {
  const held = findCondition(user, TACTICS_POINTS);
  const points = typeof held?.data?.points === 'number' ? held.data.points : 0;
  if (!held || points <= 0)
    throw new CommandError('invalid', `${user.name} has no tactics points left (IRT-ABL-1 ${ability.key})`);
  const target = getCombatant(state, targetId);
  if (target.id === user.id) throw new CommandError('invalid', 'tactics points go to allies');
  const dice = typeof held.data?.dicePerPoint === 'number' ? held.data.dicePerPoint : 1;
  const left = points - 1;
  let s = putCombatant(
    state,
    left > 0
      ? withCondition(user, { ...held, note: `${left}`, data: { ...held.data, points: left } })
      : withoutCondition(user, TACTICS_POINTS),
  );
  const t = getCombatant(s, target.id);
  const have = grantedDice(t, 'attack', state.encounter.round).find((g) => g.term === ability.key)?.dice ?? 0;
  s = grant(s, t, ability.key, have + dice, 'nextAttackOrDefence', null, user.id);
  logAbilityUsed(ctx, user, ability, 0, 'tacticsPoint', { target: target.id, dice, left }, target);
  return s;
}

/**
 * A mode (Bärsärkarraseri): free to start when its moment comes ("när du tar skada": the character has
 * taken KP damage), then its grants count while the condition lasts, its Stress is paid at each new
 * round, and Fokus cannot be used.
 */
function startMode(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  mode: Extract<AbilityEffect, { kind: 'mode' }>,
  ctx: SystemContext,
): CampaignState {
  assertAwake(user);
  if (findCondition(user, mode.name))
    throw new CommandError('invalid', `${user.name} is already in ${mode.name}`);
  if (mode.activation === 'onDamaged' && (user.resources.kp ?? 0) <= 0)
    throw new CommandError('invalid', `${mode.name} starts when ${user.name} takes damage (IRT-ABL-1)`);
  ctx.out.emit('irt/modeStarted', { id: user.id, ability: ability.key, mode: mode.name }, visibility(user));
  return putCombatant(
    state,
    withCondition(
      user,
      condition(mode.name, {
        source: ability.key,
        note: mode.mustAttackNearest ? 'attacks the nearest foe' : '',
        data: {
          mode: ability.key,
          upkeep: mode.upkeepStressPerRound,
          ...(mode.noFokus ? { noFokus: true } : {}),
          ...(mode.mustAttackNearest ? { mustAttackNearest: true } : {}),
        },
      }),
    ),
  );
}

/**
 * `irt/endMode`: the character tries to end the mode with its roll at the start of their turn (a
 * success ends it), or the GM ends it.
 */
export const endMode: SystemCommandHandler<IrtEndMode> = (state, cmd, ctx) => {
  const c = getCombatant(state, cmd.id);
  const ability = ownAbility(c, cmd.ability);
  const mode = ability.effects.find((e) => e.kind === 'mode');
  if (!mode || mode.kind !== 'mode' || !findCondition(c, mode.name))
    throw new CommandError('invalid', `${c.name} is not in ${ability.key}`);
  if (!cmd.roll) {
    ctx.out.emit('irt/modeEnded', { id: c.id, mode: mode.name, by: 'gm' }, visibility(c));
    return putCombatant(state, withoutCondition(c, mode.name));
  }
  const enc = state.encounter;
  if (enc.active && enc.order[enc.turnIndex] !== c.id)
    throw new CommandError('invalid', `${mode.name} can be ended at the start of ${c.name}'s own turn`);
  const [a, b] = mode.endRoll.attributes as [IrtAttribute, IrtAttribute];
  const factors = conditionFactors(c, { action: 'other', attributes: [a, b] }, enc.round);
  const difficulty = computeIrtDifficulty({ base: mode.endRoll.difficulty, factors }).difficulty;
  const faces = rollDice(
    ctx.dice,
    ctx.out,
    Math.max(0, attr(c, a) + attr(c, b)),
    12,
    { roller: c.id, purpose: `end ${mode.name} (${a} + ${b})` },
    visibility(c),
  );
  const r = resolvePoolRoll(faces, difficulty);
  ctx.out.emit(
    'irt/modeEndRoll',
    { id: c.id, mode: mode.name, difficulty, successes: r.successes, success: r.success },
    visibility(c),
  );
  const s = addFokus(state, c.id, r.fokusGained, 'rolled 12 (IRT-DICE-6)', ctx);
  return r.success ? putCombatant(s, withoutCondition(getCombatant(s, c.id), mode.name)) : s;
};

/** At each new round, every running mode costs its Stress (Bärsärkarraseri: 1 a round). */
export function modeUpkeep(state: CampaignState, ctx: SystemContext): CampaignState {
  let s = state;
  for (const c of state.combatants)
    for (const k of c.conditions)
      if (typeof k.data?.mode === 'string' && typeof k.data.upkeep === 'number' && k.data.upkeep > 0)
        s = addStress(s, c.id, k.data.upkeep, `${k.key} (IRT-ABL-1)`, ctx);
  return s;
}

/**
 * Järnvilja: when damage makes the character Sårad or Medvetslös, 1 Fokus per level ignores it until
 * the scene ends; the damage stays, and becoming dying brings the levels back at once.
 */
function ignoreWoundLevel(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  cost: number,
  allowed: readonly ('Sårad' | 'Medvetslös')[],
  level: 'Sårad' | 'Medvetslös' | undefined,
  ctx: SystemContext,
): CampaignState {
  if (!level) throw new CommandError('invalid', `${ability.key}: which wound level (Sårad or Medvetslös)?`);
  if (!allowed.includes(level)) throw new CommandError('invalid', `${ability.key} does not ignore ${level}`);
  const grade = dyingGrade(user);
  if (grade !== null && grade !== 'Stabil')
    throw new CommandError('invalid', `${user.name} is dying: ${ability.key} no longer helps (IRT-ABL-1)`);
  const wound = combatantWoundLevel(user);
  const reached =
    level === 'Sårad' ? wound !== 'Tjänstduglig' : wound !== 'Tjänstduglig' && wound !== 'Sårad';
  if (!reached) throw new CommandError('invalid', `${user.name} is not ${level}`);
  const held = findCondition(user, IRT_CONDITION.jarnvilja);
  const ignores =
    typeof held?.data?.ignores === 'string' && held.data.ignores ? held.data.ignores.split(',') : [];
  if (ignores.includes(level)) throw new CommandError('invalid', `${user.name} already ignores ${level}`);
  let s = payFokus(state, user.id, cost, `${ability.key}: ${level}`, ctx);
  let u = getCombatant(s, user.id);
  u = withCondition(
    u,
    condition(IRT_CONDITION.jarnvilja, {
      source: ability.key,
      note: [...ignores, level].join(', '),
      data: { ignores: [...ignores, level].join(',') },
    }),
  );
  if (level === 'Medvetslös') u = withoutCondition(u, IRT_CONDITION.medvetslos);
  s = putCombatant(s, u);
  if (level === 'Medvetslös') s = removeTimers(s, (t) => t.combatantId === user.id && t.kind === 'irt/wake');
  logAbilityUsed(ctx, user, ability, cost, 'ignoreWoundLevel', { level });
  return s;
}

/**
 * Sista ansträngning: on falling unconscious, 1 Fokus keeps the character awake for this round; again
 * each round, at most `maxRounds`. When a round's effort runs out they collapse whatever their wounds.
 */
function stayConscious(
  state: CampaignState,
  user: Combatant,
  ability: Ability,
  cost: number,
  maxRounds: number,
  ctx: SystemContext,
): CampaignState {
  const out = findCondition(user, IRT_CONDITION.medvetslos);
  const running = findCondition(user, IRT_CONDITION.sistaAnstrangning);
  if (!out && !running) throw new CommandError('invalid', `${user.name} is not falling unconscious`);
  if (findCondition(user, IRT_CONDITION.dod)) throw new CommandError('invalid', `${user.name} is dead`);
  const before = Number(running?.data?.rounds ?? out?.data?.lastEffortRounds ?? 0);
  if (before >= maxRounds)
    throw new CommandError('invalid', `${ability.key} keeps ${user.name} awake at most ${maxRounds} rounds`);
  const round = state.encounter.round;
  let s = payFokus(state, user.id, cost, ability.key, ctx);
  const u = withoutCondition(getCombatant(s, user.id), IRT_CONDITION.medvetslos);
  s = putCombatant(
    s,
    withCondition(
      u,
      condition(IRT_CONDITION.sistaAnstrangning, {
        source: ability.key,
        untilRound: round + 1,
        note: `${before + 1}/${maxRounds}`,
        data: { rounds: before + 1 },
      }),
    ),
  );
  s = removeTimers(s, (t) => t.combatantId === user.id && t.kind === 'irt/wake');
  logAbilityUsed(ctx, user, ability, cost, 'stayConscious', { rounds: before + 1, maxRounds });
  return s;
}

/**
 * At a new round (before conditions expire): a Sista ansträngning that was not renewed runs out and
 * the character collapses, whatever their wounds; the rounds used stay on the Medvetslös condition.
 */
export function lastEffortRunsOut(state: CampaignState, round: number, ctx: SystemContext): CampaignState {
  let s = state;
  for (const c of state.combatants) {
    const k = findCondition(c, IRT_CONDITION.sistaAnstrangning);
    if (!k || (k.untilRound !== null && k.untilRound > round)) continue;
    s = collapse(s, c.id, Number(k.data?.rounds ?? 1), ctx);
  }
  return s;
}

function collapse(state: CampaignState, id: string, rounds: number, ctx: SystemContext): CampaignState {
  const s = knockOut(
    putCombatant(state, withoutCondition(getCombatant(state, id), IRT_CONDITION.sistaAnstrangning)),
    id,
    'Sista ansträngning ran out (IRT-ABL-1)',
    ctx,
  );
  const c = getCombatant(s, id);
  const k = findCondition(c, IRT_CONDITION.medvetslos);
  return k ? putCombatant(s, withCondition(c, { ...k, data: { ...k.data, lastEffortRounds: rounds } })) : s;
}

/**
 * When the fight ends: modes, tactics points and unused grants end; a Sista ansträngning runs out; and
 * the scene's Järnvilja ends with it (the scene ends with the fight or an `irt/newScene`).
 */
export function endAbilityStates(state: CampaignState, ctx: SystemContext): CampaignState {
  let s = state;
  for (const c of state.combatants) {
    const running = findCondition(c, IRT_CONDITION.sistaAnstrangning);
    if (running) s = collapse(s, c.id, Number(running.data?.rounds ?? 1), ctx);
    s = restoreIgnoredWounds(s, c.id, 'the scene ended', ctx);
    const now = getCombatant(s, c.id);
    const kept = now.conditions.filter(
      (k) =>
        !(typeof k.data?.mode === 'string' || k.key === TACTICS_POINTS || k.key.startsWith(GRANT_PREFIX)),
    );
    if (kept.length !== now.conditions.length) s = putCombatant(s, { ...now, conditions: kept });
  }
  return s;
}

/** Whether two characters are within `metres` as far as the map can tell (the GM judges within a hex). */
export function withinMetres(state: CampaignState, a: string, b: string, metres: number): boolean {
  const ta = tokenOf(state, a);
  const tb = tokenOf(state, b);
  if (!ta || !tb) return true;
  const hexes = hexDistance(ta.hex, tb.hex);
  // The nearest two points of hexes n apart are (n − 1) hexes apart.
  return Math.max(0, hexes - 1) * activeScene(state).map.hexSizeMetres <= metres;
}
