/**
 * Powers (krafter, IRT-POW-1…6): activation, what an active power changes while it lasts, and when it
 * ends. A power's running effect is a condition on the user (or the target) whose `data` says what it
 * adds (`power`, `attrs` + `bonus`, `skydd`, `dice`) and how it ends (`once`, `until`,
 * `endsAfterTurnOf`, `concentration`), so the card shows it and the clock ends it like any condition.
 *
 * Attack powers (IRT-POW-4) go through the attack resolver (`irt/attack` with `powerId`); powers that
 * modify an action ride on the attack they modify (`options.powers`), see `activateRidingPowers`.
 */
import { activeScene, type CampaignState, type Combatant, type Condition } from '../../model/campaign';
import { lineOfSight } from '../../map/lineOfSight';
import type { Power, PowerDuration, PowerEnhancement } from '../../model/irtPowers';
import { CommandError } from '../core/errors';
import { rollDice } from '../core/rolls';
import type { SystemCommandHandler, SystemContext } from '../core/system';
import { condition, conditionFactors, findCondition, withCondition } from './conditions';
import type { IrtUsePower, RidingPower } from './commands';
import { computeIrtDifficulty, type IrtDifficulty } from './difficulty';
import { addFokus, addStress, getCombatant, payFokus, putCombatant } from './health';
import { resolvePoolRoll } from './pool';
import { attr, stabilitet, tracksFokusAndStress, type IrtAttribute } from './sheet';
import { consumeGrantedDice, grantedDice } from './abilityActs';

/** The powers on a sheet (none for a character without any). */
export function powersOf(c: Pick<Combatant, 'powers'>): readonly Power[] {
  return c.powers ?? [];
}

/** A power of the character by id, or a refusal naming what is missing. */
export function powerOf(c: Combatant, powerId: string): Power {
  const p = powersOf(c).find((x) => x.id === powerId);
  if (!p) throw new CommandError('not-found', `${c.name} has no power ${powerId}`);
  return p;
}

/** The condition marking an activated trauma (a Sammanbrott row with `uncontrolledPowers`). */
function traumaCondition(c: Combatant): Condition | undefined {
  return c.conditions.find((k) => k.data?.uncontrolledPowers === true);
}

/** IRT-POW-6: while the trauma is activated, every power costs 1 Fokus less (never below 0). */
export function powerBaseCost(c: Combatant, p: Power): number {
  return Math.max(0, p.fokus - (traumaCondition(c) ? 1 : 0));
}

/** IRT-POW-6: Fokus from an activated trauma that may only be spent on powers this scene. */
export function powerOnlyFokus(c: Combatant): number {
  const v = traumaCondition(c)?.data?.powerFokus;
  return typeof v === 'number' ? v : 0;
}

/** What the chosen "+N Fokus" enhancements cost together; unknown or Framgång ids are refused. */
export function enhancementFokus(p: Power, ids: readonly string[]): number {
  return chosen(p, ids, 'fokus').reduce((sum, e) => sum + (e.fokus ?? 0), 0);
}

function chosen(p: Power, ids: readonly string[], paid: 'fokus' | 'framgang'): PowerEnhancement[] {
  return ids.map((id) => {
    const e = p.enhancements.find((x) => x.id === id);
    if (!e) throw new CommandError('invalid', `${p.name} has no enhancement ${id}`);
    if (e[paid] === undefined)
      throw new CommandError(
        'invalid',
        paid === 'fokus'
          ? `${e.label} is bought with Framgång after the roll, not with Fokus`
          : `${e.label} costs Fokus before the roll, not Framgång`,
      );
    return e;
  });
}

/**
 * Whether the character can pay `cost` Fokus for a power now: power-only Fokus (IRT-POW-6), then
 * Fokus, then at most Stabilitet Stress (IRT-DICE-7). Extras (statister) track no Fokus and always can.
 */
export function canPayPower(c: Combatant, cost: number): boolean {
  if (!tracksFokusAndStress(c)) return true;
  const rest = Math.max(0, cost - powerOnlyFokus(c) - (c.resources.fokus ?? 0));
  return rest <= stabilitet(c);
}

/** Pays a power's Fokus: power-only Fokus first (IRT-POW-6), then Fokus and Stress (IRT-DICE-7). */
export function payPowerFokus(
  state: CampaignState,
  id: string,
  cost: number,
  reason: string,
  ctx: SystemContext,
): CampaignState {
  if (cost <= 0) return state;
  const c = getCombatant(state, id);
  const trauma = traumaCondition(c);
  const fromTrauma = Math.min(cost, powerOnlyFokus(c));
  let s = state;
  if (trauma && fromTrauma > 0) {
    ctx.out.emit('irt/powerFokusPaid', { id, amount: fromTrauma, reason });
    s = putCombatant(
      s,
      withCondition(c, { ...trauma, data: { ...trauma.data, powerFokus: powerOnlyFokus(c) - fromTrauma } }),
    );
  }
  return cost - fromTrauma > 0 ? payFokus(s, id, cost - fromTrauma, reason, ctx) : s;
}

/** The running power effects on a character (conditions made by powers). */
export function activePowerEffects(c: Combatant): Condition[] {
  return c.conditions.filter((k) => typeof k.data?.power === 'string');
}

/** IRT-POW-1 attribute bonus: what running powers add to one attribute now. */
export function powerAttributeBonus(c: Combatant, a: IrtAttribute): number {
  return activePowerEffects(c).reduce((sum, k) => {
    const attrs = typeof k.data?.attrs === 'string' ? k.data.attrs.split(',') : [];
    return attrs.includes(a) && typeof k.data?.bonus === 'number' ? sum + k.data.bonus : sum;
  }, 0);
}

/** IRT-POW-3: Skydd that running powers add now (read when damage is counted, not when declared). */
export function powerSkydd(c: Combatant): number {
  return activePowerEffects(c).reduce(
    (sum, k) => (typeof k.data?.skydd === 'number' ? sum + k.data.skydd : sum),
    0,
  );
}

/** IRT-POW-1 extra dice: what running powers add to the character's rolls now. */
export function powerDice(c: Combatant): number {
  return activePowerEffects(c).reduce(
    (sum, k) => (typeof k.data?.dice === 'number' ? sum + k.data.dice : sum),
    0,
  );
}

/**
 * IRT-POW-1/2: what running powers add to a pool of these attributes, one part per power (its
 * attribute bonus for each attribute it raises, and its extra dice), for the pool's breakdown.
 */
export function powerPoolParts(
  c: Combatant,
  attributes: readonly IrtAttribute[],
): { term: string; dice: number }[] {
  const out: { term: string; dice: number }[] = [];
  for (const k of activePowerEffects(c)) {
    const attrs = typeof k.data?.attrs === 'string' ? k.data.attrs.split(',') : [];
    const bonus = typeof k.data?.bonus === 'number' ? k.data.bonus : 0;
    const dice =
      attributes.filter((a) => attrs.includes(a)).length * bonus +
      (typeof k.data?.dice === 'number' ? k.data.dice : 0);
    if (dice !== 0) out.push({ term: k.key, dice });
  }
  return out;
}

/** The powers whose bonus counts for one roll only (duration Handling): used up by that roll. */
export function consumeOncePowers(state: CampaignState, id: string): CampaignState {
  const c = getCombatant(state, id);
  const kept = c.conditions.filter((k) => !(typeof k.data?.power === 'string' && k.data.once === true));
  return kept.length === c.conditions.length ? state : putCombatant(state, { ...c, conditions: kept });
}

/** The longest of two durations, for enhancements that extend one (IRT-POW-1 "+1 Fokus: varar längre"). */
const DURATION_ORDER: readonly PowerDuration[] = [
  'Handling',
  'Runda',
  'Nästa tur',
  'Koncentration',
  'Strid',
  'Scen',
];

function effectiveDuration(p: Power, bought: readonly PowerEnhancement[]): PowerDuration {
  let d = p.duration;
  for (const e of bought)
    if (e.effect.kind === 'duration' && DURATION_ORDER.indexOf(e.effect.to) > DURATION_ORDER.indexOf(d))
      d = e.effect.to;
  if (p.limitations.includes('Koncentration') && d !== 'Handling') return 'Koncentration';
  return d;
}

/** How a duration ends, as condition fields (IRT-POW-5). */
function endingOf(
  d: PowerDuration,
  userId: string,
  round: number,
): Pick<Condition, 'untilRound'> & { data: Record<string, string | number | boolean> } {
  switch (d) {
    case 'Handling':
      return { untilRound: null, data: { once: true } };
    case 'Runda':
      // "for the rest of the round": gone when the next round starts.
      return { untilRound: round + 1, data: {} };
    case 'Nästa tur':
      return { untilRound: null, data: { endsAfterTurnOf: userId, turnsToSee: 1 } };
    case 'Koncentration':
      return { untilRound: null, data: { concentration: true } };
    case 'Strid':
      return { untilRound: null, data: { until: 'fight' } };
    case 'Scen':
      return { untilRound: null, data: { until: 'scene' } };
  }
}

/** The condition a power's effect leaves on whom it affects, or null for attacks and narrative powers. */
function effectCondition(
  p: Power,
  userId: string,
  bought: readonly PowerEnhancement[],
  round: number,
): Condition | null {
  const extra = bought.reduce((sum, e) => (e.effect.kind === 'bonus' ? sum + e.effect.amount : sum), 0);
  const ending = endingOf(effectiveDuration(p, bought), userId, round);
  const base = { power: p.id, owner: userId, ...ending.data };
  const make = (data: Record<string, string | number | boolean>, key = p.name): Condition =>
    condition(key.slice(0, 60), {
      public: true,
      untilRound: ending.untilRound,
      source: `Kraft: ${p.name}`.slice(0, 200),
      data: { ...base, ...data },
    });
  switch (p.effect.kind) {
    case 'attribute':
      return make({ attrs: p.effect.attributes.join(','), bonus: p.effect.bonus + extra });
    case 'skydd':
      return make({ skydd: p.effect.bonus + extra });
    case 'dice':
      return make({ dice: p.effect.dice + extra });
    case 'condition':
      return make({}, p.effect.condition);
    case 'attack':
    case 'narrative':
      return null;
  }
}

function isUsersTurn(state: CampaignState, id: string): boolean {
  const enc = state.encounter;
  return !enc.active || enc.order[enc.turnIndex] === id;
}

/** Refusals shared by every way of using a power: passive, once per scene, when, and the price. */
export function checkUsable(state: CampaignState, user: Combatant, p: Power, cost: number): void {
  if (p.kind === 'Passiv' || p.action === 'Ingen')
    throw new CommandError('invalid', `${p.name} is passive: it is always on and is not activated`);
  if (p.limitations.includes('Urladdning') && findCondition(user, urladdningKey(p)))
    throw new CommandError('invalid', `${p.name} (Urladdning) was already used this scene (IRT-POW-5)`);
  if (p.action === 'En handling' && !isUsersTurn(state, user.id))
    throw new CommandError(
      'invalid',
      `${p.name} takes an action (En handling): ${user.name} can use it on their own turn (IRT-POW-2)`,
    );
  if (!canPayPower(user, cost))
    throw new CommandError(
      'invalid',
      `${user.name} cannot pay ${cost} Fokus for ${p.name}: at most ${stabilitet(user)} may be paid with Stress (IRT-DICE-7)`,
    );
}

function urladdningKey(p: Power): string {
  return `Urladdning: ${p.name}`.slice(0, 60);
}

/** After a use: Urladdning marks the scene, Självskada costs 1 Stress (IRT-POW-1, IRT-POW-5). */
export function afterUse(state: CampaignState, userId: string, p: Power, ctx: SystemContext): CampaignState {
  let s = state;
  if (p.limitations.includes('Urladdning'))
    s = putCombatant(
      s,
      withCondition(
        getCombatant(s, userId),
        condition(urladdningKey(p), {
          public: false,
          source: `Kraft: ${p.name}`.slice(0, 200),
          data: { urladdning: p.id, until: 'scene' },
        }),
      ),
    );
  if (p.limitations.includes('Självskada')) s = addStress(s, userId, 1, `${p.name} (Självskada)`, ctx);
  return s;
}

function applyEffect(
  state: CampaignState,
  p: Power,
  userId: string,
  targetId: string,
  bought: readonly PowerEnhancement[],
): CampaignState {
  const k = effectCondition(p, userId, bought, state.encounter.round);
  if (!k) return state;
  return putCombatant(state, withCondition(getCombatant(state, targetId), k));
}

/**
 * `irt/usePower` (IRT-POW-2): pays the base cost (always), rolls when the power has a roll, and on
 * success pays the chosen "+Fokus" options, buys "Framgång" options with Effekt and applies the effect.
 */
export const usePower: SystemCommandHandler<IrtUsePower> = (state, cmd, ctx) => {
  const user = getCombatant(state, cmd.userId);
  const p = powerOf(user, cmd.powerId);
  if (p.effect.kind === 'attack')
    throw new CommandError(
      'invalid',
      `${p.name} is an attack power: use it from the attack dialog (IRT-POW-4)`,
    );
  const targetId =
    cmd.targetId ?? (p.range === 'Själv' || p.effect.kind !== 'condition' ? user.id : undefined);
  if (!targetId) throw new CommandError('invalid', `${p.name} needs a target`);
  const target = getCombatant(state, targetId);
  if (p.range === 'Själv' && target.id !== user.id)
    throw new CommandError('invalid', `${p.name} works on ${user.name} only`);
  // IRT-POW-1 Siktlinje: the target must be in sight (walls, closed doors, sight-blocking zones); the GM
  // may allow it anyway, logged.
  const blind =
    target.id !== user.id && p.limitations.includes('Siktlinje') && !inSight(state, user.id, target.id);
  if (blind && cmd.sightOverride !== true)
    throw new CommandError(
      'invalid',
      `${p.name} needs Siktlinje and ${target.name} is out of sight (IRT-POW-1); the GM may allow it`,
    );
  if (blind)
    ctx.out.emit(
      'attack/rangeOverridden',
      { attackerId: user.id, targetId: target.id, rule: 'IRT-POW-1', power: p.name },
      user.hidden || target.hidden ? 'gm' : 'public',
    );
  const base = powerBaseCost(user, p);
  const plus = enhancementFokus(p, cmd.enhancements ?? []);
  const spends = chosen(p, cmd.spends ?? [], 'framgang');
  checkUsable(state, user, p, base + plus);

  const reason = `kraft ${p.name}`;
  let s = payPowerFokus(state, user.id, base, reason, ctx);
  let success = true;
  let effekt: number | null = null;
  if (p.roll) {
    const [a, b] = p.roll;
    const u = getCombatant(s, user.id);
    // IRT-CHAR-1: two attributes (or one twice), with what running powers add to them.
    const pool =
      attr(u, a) +
      powerAttributeBonus(u, a) +
      attr(u, b) +
      powerAttributeBonus(u, b) +
      powerDice(u) +
      (cmd.bonusDice ?? 0) +
      // IRT-ABL-1: dice an ally gave for the next roll (Inspirera).
      grantedDice(u, 'other', s.encounter.round).reduce((n, g) => n + g.dice, 0);
    s = consumeGrantedDice(s, user.id, 'other', s.encounter.round);
    const factors = conditionFactors(u, { action: 'other', attributes: [a, b] }, s.encounter.round);
    const difficulty: IrtDifficulty = computeIrtDifficulty({
      base: cmd.difficulty ?? 'Normal',
      factors,
    }).difficulty;
    const faces =
      pool > 0
        ? rollDice(
            ctx.dice,
            ctx.out,
            pool,
            12,
            { roller: user.id, purpose: `${p.name} (${a} + ${b})` },
            user.hidden ? 'gm' : 'public',
          )
        : [];
    const r = resolvePoolRoll(faces, difficulty);
    success = r.success;
    effekt = r.effekt;
    ctx.out.emit(
      'irt/powerRoll',
      {
        id: user.id,
        power: p.name,
        attributes: [a, b],
        pool,
        difficulty,
        successes: r.successes,
        success,
        effekt,
      },
      user.hidden ? 'gm' : 'public',
    );
    // IRT-DICE-6: every 12 gives 1 Fokus, whatever the outcome.
    if (r.twelves > 0) s = addFokus(s, user.id, r.twelves, `12s on ${p.name}`, ctx);
  }
  const bought: PowerEnhancement[] = [];
  if (success) {
    const before = chosen(p, cmd.enhancements ?? [], 'fokus');
    if (plus > 0)
      s = payPowerFokus(s, user.id, plus, `${reason}: ${before.map((e) => e.label).join(', ')}`, ctx);
    bought.push(...before);
    let left = effekt ?? 0;
    for (const e of spends) {
      if ((e.framgang ?? 0) > left) break;
      left -= e.framgang ?? 0;
      bought.push(e);
    }
    s = applyEffect(s, p, user.id, target.id, bought);
  }
  ctx.out.emit(
    'irt/powerUsed',
    {
      id: user.id,
      power: p.name,
      target: target.id === user.id ? null : target.id,
      paid: base + (success ? plus : 0),
      success,
      enhancements: bought.map((e) => e.label),
      narrative: p.effect.kind === 'narrative',
    },
    user.hidden ? 'gm' : 'public',
  );
  return afterUse(s, user.id, p, ctx);
};

/**
 * Powers that modify the attack they ride on (IRT-POW-2, IRT-ACT-3): paid and applied before the roll,
 * with duration Handling their bonus counts for that roll only (`consumeOncePowers` after it). Returns
 * the state and the names used, for the attack's log.
 */
export function activateRidingPowers(
  state: CampaignState,
  userId: string,
  riding: readonly RidingPower[],
  ctx: SystemContext,
): { state: CampaignState; used: string[] } {
  let s = state;
  const used: string[] = [];
  for (const r of riding) {
    const user = getCombatant(s, userId);
    const p = powerOf(user, r.powerId);
    if (p.action !== 'Modifierar din handling')
      throw new CommandError(
        'invalid',
        `${p.name} does not modify an action (${p.action}): use it on its own (IRT-POW-2)`,
      );
    if (p.roll) throw new CommandError('invalid', `${p.name} needs its own roll: use it on its own first`);
    const cost = powerBaseCost(user, p) + enhancementFokus(p, r.enhancements ?? []);
    checkUsable(s, user, p, cost);
    s = payPowerFokus(s, userId, cost, `kraft ${p.name}`, ctx);
    s = applyEffect(s, p, userId, userId, chosen(p, r.enhancements ?? [], 'fokus'));
    ctx.out.emit(
      'irt/powerUsed',
      {
        id: userId,
        power: p.name,
        target: null,
        paid: cost,
        success: true,
        enhancements: [],
        narrative: false,
      },
      user.hidden ? 'gm' : 'public',
    );
    s = afterUse(s, userId, p, ctx);
    used.push(p.name);
  }
  return { state: s, used };
}

function dropWhere(state: CampaignState, drop: (k: Condition, c: Combatant) => boolean): CampaignState {
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const kept = c.conditions.filter((k) => !drop(k, c));
    if (kept.length === c.conditions.length) return c;
    changed = true;
    return { ...c, conditions: kept };
  });
  return changed ? { ...state, combatants } : state;
}

/**
 * IRT-POW-5 "to the end of your next turn": when the user's next turn starts the effect is marked, and
 * it ends when the turn after that starts (whoever's it is) or the round ends.
 */
export function powersAtTurnStart(state: CampaignState, combatantId: string): CampaignState {
  const s = dropWhere(state, (k) => typeof k.data?.power === 'string' && k.data.endingNow === true);
  let changed = false;
  const combatants = s.combatants.map((c) => {
    let touched = false;
    const conditions = c.conditions.map((k) => {
      if (k.data?.endsAfterTurnOf !== combatantId) return k;
      touched = true;
      const left = typeof k.data.turnsToSee === 'number' ? k.data.turnsToSee - 1 : 0;
      return { ...k, data: { ...k.data, turnsToSee: left, ...(left <= 0 ? { endingNow: true } : {}) } };
    });
    if (!touched) return c;
    changed = true;
    return { ...c, conditions };
  });
  return changed ? { ...s, combatants } : s;
}

/** IRT-POW-5 Koncentration: a power kept up by concentration ends when its user takes damage. */
export function endConcentration(state: CampaignState, userId: string, ctx: SystemContext): CampaignState {
  const ended: string[] = [];
  const s = dropWhere(state, (k) => {
    const hit = k.data?.concentration === true && k.data.owner === userId;
    if (hit) ended.push(k.key);
    return hit;
  });
  if (ended.length > 0) {
    const hidden = getCombatant(s, userId).hidden;
    ctx.out.emit(
      'irt/concentrationBroken',
      { id: userId, power: ended.join(', ') },
      hidden ? 'gm' : 'public',
    );
  }
  return s;
}

/** Powers that last the fight end with it (IRT-POW-5). */
export function endFightPowers(state: CampaignState): CampaignState {
  return dropWhere(
    state,
    (k) =>
      typeof k.data?.power === 'string' &&
      (k.data.until === 'fight' || k.data.endsAfterTurnOf !== undefined || k.data.once === true),
  );
}

/**
 * A new scene (IRT-CHAR-2): scene-long powers end, Urladdning may be used again (IRT-POW-5), and Fokus
 * kept for powers by an activated trauma is gone with the scene (IRT-POW-6).
 */
export function endScenePowers(state: CampaignState): CampaignState {
  return dropWhere(
    state,
    (k) =>
      (typeof k.data?.power === 'string' || typeof k.data?.urladdning === 'string') &&
      k.data?.until !== undefined,
  );
}

/** Whether `a`'s token sees `b`'s on the active scene (map/lineOfSight.ts); true without both tokens. */
export function inSight(state: CampaignState, a: string, b: string): boolean {
  const scene = activeScene(state);
  const ta = scene.tokens.find((t) => t.combatantId === a);
  const tb = scene.tokens.find((t) => t.combatantId === b);
  return !ta || !tb || lineOfSight(scene.map, ta.hex, tb.hex).visible;
}
