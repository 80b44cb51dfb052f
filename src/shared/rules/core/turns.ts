/**
 * The running order and its turns, for every system: initiative order and tie-breaks, rolling initiative,
 * starting rounds and turns, and passing over those who cannot act. The engine's encounter, combatant
 * and system commands share these steps (rules/core/commands/).
 */
import type { DiceSource } from '../../dice/dice';
import type { CampaignState, Combatant } from '../../model/campaign';
import { turnSpan, type RuleSystem, type SystemContext } from './system';
import { spent } from './economy';
import { CommandError } from './errors';
import { findCombatant } from './state';
import { advanceClock, clockSeconds } from './clock';

/** Compares two combatants for acting order: initiative, then their recorded tie-breaks, highest first. */
function compareInitiative(a: Combatant, b: Combatant): number {
  const d = (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity);
  if (d !== 0 || a.initiative === null) return d;
  const ta = a.initiativeTiebreak ?? [];
  const tb = b.initiativeTiebreak ?? [];
  for (let i = 0; i < Math.max(ta.length, tb.length); i++) {
    const x = (tb[i] ?? -Infinity) - (ta[i] ?? -Infinity);
    if (x !== 0) return x;
  }
  return 0;
}

/** Sorts by initiative, highest first, ties by recorded tie-breaks; unrolled (null) last; then roster order. */
export function initiativeOrder(combatants: readonly Combatant[]): string[] {
  return combatants
    .map((c, i) => ({ c, i }))
    .sort((a, b) => compareInitiative(a.c, b.c) || a.i - b.i)
    .map(({ c }) => c.id);
}

/**
 * Places `moved` in `order` by initiative and leaves everyone else where they stand, so a manual order
 * (`initiative/move`) holds: each goes after the last one who acts before it or ties with it, so no one
 * with a higher initiative comes after it. In an order sorted by initiative this is a sorted insert; the
 * system's tie-breaks (IRT-INIT-2, D20-INIT-1, OMN-INIT-2, EXP-INIT-3) decide it through `compareInitiative`.
 */
export function placeByInitiative(
  combatants: readonly Combatant[],
  order: readonly string[],
  moved: readonly string[],
): string[] {
  const byId = new Map(combatants.map((c) => [c.id, c]));
  const placing = new Set(moved);
  const out = order.filter((id) => !placing.has(id));
  for (const id of initiativeOrder(combatants.filter((c) => placing.has(c.id)))) {
    const c = byId.get(id) as Combatant;
    let at = 0;
    out.forEach((x, i) => {
      const other = byId.get(x);
      // NaN (two unrolled) counts as a tie: the later one goes after.
      if (other && !(compareInitiative(other, c) > 0)) at = i + 1;
    });
    out.splice(at, 0, id);
  }
  return out;
}

/**
 * Rolls initiative for `ids` through the system's rules, then settles remaining ties by roll-offs
 * (IRT-INIT-2: re-roll until the roll-off differs). Entered dice, when given, are used per combatant.
 */
export function rollInitiative(
  state: CampaignState,
  system: RuleSystem,
  ids: readonly string[],
  entered: ReadonlyMap<string, DiceSource & { remaining(): number }>,
  ctx: SystemContext,
): CampaignState {
  const rules = system.initiative;
  if (!rules) throw new CommandError('invalid', `${system.name} has no initiative rules yet`);
  const rolled = new Map<string, Combatant>();
  const groupOf = (c: Combatant): string | null => rules.groupOf?.(c) ?? null;
  // EXP-INIT-2: a group rolls once. The member the GM entered dice for rolls (else the first named);
  // the others take its result, or the result of a member already in the running order (a late joiner).
  const groupRoller = new Map<string, string>();
  for (const id of [...ids].sort((a, b) => Number(entered.has(b)) - Number(entered.has(a)))) {
    const g = groupOf(findCombatant(state, id));
    if (g !== null && !groupRoller.has(g)) groupRoller.set(g, id);
  }
  const inOrder = state.encounter.active ? state.encounter.order : [];
  const settled = (g: string): Combatant | undefined =>
    [...rolled.values()].find((x) => groupOf(x) === g) ??
    inOrder
      .filter((id) => !ids.includes(id))
      .map((id) => findCombatant(state, id))
      .find((x) => groupOf(x) === g && x.initiative !== null);
  const rollers = new Set(groupRoller.values());
  for (const id of [...ids].sort((a, b) => Number(rollers.has(b)) - Number(rollers.has(a)))) {
    const c = findCombatant(state, id);
    const g = groupOf(c);
    const same = g === null ? undefined : settled(g);
    if (same && same.initiative !== null) {
      const tiebreak = [...(same.initiativeTiebreak ?? [])];
      rolled.set(id, { ...c, initiative: same.initiative, initiativeTiebreak: tiebreak });
      continue;
    }
    const dice = entered.get(id) ?? ctx.dice;
    const r = rules.roll(c, { dice, out: ctx.out }, state);
    const added = r.conditions ?? [];
    const gone = new Set([...added.map((a) => a.key), ...(r.ends ?? [])]);
    const conditions = gone.size ? [...c.conditions.filter((k) => !gone.has(k.key)), ...added] : c.conditions;
    rolled.set(id, { ...c, initiative: r.value, initiativeTiebreak: [...r.tiebreak], conditions });
  }
  // Roll-offs (IRT-INIT-2): every group that still ties completely — the newly rolled and those already
  // in the order — rolls one die each; members still equal roll again, each with their own dice.
  const pool = new Map<string, Combatant>(rolled);
  if (state.encounter.active) {
    for (const id of state.encounter.order) if (!pool.has(id)) pool.set(id, findCombatant(state, id));
  }
  for (let guard = 0; guard < 50; guard++) {
    const list = [...pool.values()].filter((c) => c.initiative !== null).sort(compareInitiative);
    const groups: Combatant[][] = [];
    for (const c of list) {
      const last = groups[groups.length - 1];
      if (last && compareInitiative(last[0] as Combatant, c) === 0) last.push(c);
      else groups.push([c]);
    }
    // EXP-INIT-2: members of one initiative group tie with each other by design; they roll off as one.
    const sides = (g: Combatant[]): Combatant[][] => {
      const by = new Map<string, Combatant[]>();
      for (const c of g) {
        const k = groupOf(c) ?? `self:${c.id}`;
        by.set(k, [...(by.get(k) ?? []), c]);
      }
      return [...by.values()];
    };
    const tied = groups.filter((g) => sides(g).length > 1 && g.some((c) => rolled.has(c.id)));
    if (tied.length === 0) break;
    for (const group of tied) {
      for (const side of sides(group)) {
        const first = side.find((c) => entered.has(c.id)) ?? (side[0] as Combatant);
        const die = rules.rollOff(first, { dice: entered.get(first.id) ?? ctx.dice, out: ctx.out });
        for (const c of side) {
          const next = { ...c, initiativeTiebreak: [...(c.initiativeTiebreak ?? []), die] };
          pool.set(c.id, next);
          rolled.set(c.id, next);
        }
      }
    }
  }
  for (const c of rolled.values())
    ctx.out.emit(
      'initiative/rolled',
      {
        id: c.id,
        initiative: c.initiative,
        tiebreak: c.initiativeTiebreak ?? [],
        ...(rules.display && c.initiative !== null ? { shown: rules.display(c.initiative) } : {}),
      },
      c.hidden ? 'gm' : 'public',
    );
  const combatants = state.combatants.map((c) => rolled.get(c.id) ?? c);
  const next = { ...state, combatants };
  if (!state.encounter.active) return next;
  // Re-sort the running order; the current combatant keeps the turn.
  const current = state.encounter.order[state.encounter.turnIndex];
  // Those who rolled are placed by their values; the others keep their places (a manual order holds).
  const order = placeByInitiative(combatants, state.encounter.order, [...rolled.keys()]);
  const sorted: CampaignState = {
    ...next,
    encounter: {
      ...state.encounter,
      order,
      turnIndex: current === undefined ? state.encounter.turnIndex : order.indexOf(current),
    },
  };
  if (state.encounter.awaitingInitiative) return beginRoundOnceRolled(sorted, system, ctx);
  return rules.joinRoundAtStart ? joinAtRoundStart(state, sorted, system, ctx) : sorted;
}

/**
 * EXP-INIT-5: newcomers roll at the start of the round they appear in and act in it. While the round has
 * not got under way — nobody has finished a turn and those whose turn it is have spent nothing — the turn
 * goes to whoever the roll put first (IRT-INIT-3, EXP-INIT-4: the surprised passed over in round 1), a
 * newcomer who rolled highest included; one who joins the group whose turn it is acts with it.
 */
function joinAtRoundStart(
  before: CampaignState,
  state: CampaignState,
  system: RuleSystem,
  ctx: SystemContext,
): CampaignState {
  const enc = state.encounter;
  const holding = turnSpan(before, before.encounter.turnIndex, groupOfIn(system)).members;
  if (holding.length === 0 || enc.acted.length > 0) return state;
  const busy = holding.some((id) => {
    const e = spent(state, id);
    return e.main + e.steps + e.reactions > 0;
  });
  if (busy) return state;
  const s = skipUnableToAct({ ...state, encounter: { ...enc, turnIndex: 0 } });
  const first = s.encounter.order[s.encounter.turnIndex];
  if (first === undefined) return state;
  const same = first === before.encounter.order[before.encounter.turnIndex];
  if (!same) ctx.out.emit('encounter/turnStarted', { combatantId: first }, 'gm');
  // The turn start of those who already held the turn has run; it runs for the newcomers.
  return startTurn(s, system, ctx, same ? new Set(holding) : new Set());
}

/** How the system groups those who act on one turn (EXP-INIT-2), or undefined when all act alone. */
export function groupOfIn(system: RuleSystem): ((c: Combatant) => string | null) | undefined {
  const groupOf = system.initiative?.groupOf;
  return groupOf ? (c) => groupOf(c) : undefined;
}

/**
 * D20-INIT-1: in a system that rolls initiative every round, the new round's first turn starts once
 * everyone in the order has rolled; until then the track waits.
 */
export function beginRoundOnceRolled(
  state: CampaignState,
  system: RuleSystem,
  ctx: SystemContext,
): CampaignState {
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  if (state.encounter.order.some((id) => byId.get(id)?.initiative === null)) return state;
  const { awaitingInitiative: _done, ...encounter } = state.encounter;
  const s = skipUnableToAct({ ...state, encounter: { ...encounter, turnIndex: 0 } });
  const first = s.encounter.order[s.encounter.turnIndex];
  if (first !== undefined) ctx.out.emit('encounter/turnStarted', { combatantId: first }, 'gm');
  return startTurn(s, system, ctx);
}

/**
 * D20-INIT-1: a new round in a system that re-rolls initiative each round clears everyone's initiative
 * and waits for the roll (`initiative/roll`) before the first turn.
 */
function awaitInitiative(state: CampaignState, ctx: SystemContext): CampaignState {
  const inOrder = new Set(state.encounter.order);
  ctx.out.emit('initiative/needed', { round: state.encounter.round }, 'public');
  return {
    ...state,
    combatants: state.combatants.map((c) =>
      inOrder.has(c.id) ? { ...c, initiative: null, initiativeTiebreak: [] } : c,
    ),
    encounter: { ...state.encounter, turnIndex: -1, awaitingInitiative: true },
  };
}

/** Starts a new round: the clock moves one round, due timers fire, the system's round-start runs. */
export function startRound(state: CampaignState, system: RuleSystem, ctx: SystemContext): CampaignState {
  const round = state.encounter.round + 1;
  ctx.out.emit('encounter/roundStarted', { round }, 'public');
  // D20-TURN-1: what was spent (main action, steps, reaction) is spent for one round only.
  // OMN-DEF-3: a declared action holds for one round.
  const { economy, declared, ...encounter } = state.encounter;
  let s: CampaignState = {
    ...state,
    encounter: {
      ...encounter,
      round,
      turnIndex: 0,
      acted: [],
      ...(economy ? { economy: {} } : {}),
      ...(declared ? { declared: {} } : {}),
    },
  };
  s = advanceClock(s, system, clockSeconds(s) + system.secondsPerRound, ctx);
  s = system.onRoundStart(s, ctx);
  if (system.initiative?.eachRound) return awaitInitiative(s, ctx);
  return startTurn(skipUnableToAct(s), system, ctx);
}

/**
 * The current turn starts: for each who acts on it (one combatant, or a group acting together,
 * EXP-INIT-2) movement counts from zero (IRT-MOV-4) and the system's turn start runs. `already`: those
 * whose turn start has run for this turn.
 */
export function startTurn(
  state: CampaignState,
  system: RuleSystem,
  ctx: SystemContext,
  already: ReadonlySet<string> = new Set(),
): CampaignState {
  let s = state;
  for (const id of turnSpan(state, state.encounter.turnIndex, groupOfIn(system)).members) {
    if (already.has(id)) continue;
    s = clearMovement(s, id);
    if (system.onTurnStart) s = system.onTurnStart(s, id, ctx);
  }
  return s;
}

/**
 * IRT-MOV-4: a combatant who moved stays a moving target until their next turn; when that turn starts,
 * their tokens' movement counts from zero again.
 */
function clearMovement(state: CampaignState, combatantId: string | undefined): CampaignState {
  if (combatantId === undefined) return state;
  return {
    ...state,
    scenes: state.scenes.map((sc) =>
      sc.tokens.some((t) => t.combatantId === combatantId && t.movedThisRound)
        ? {
            ...sc,
            tokens: sc.tokens.map((t) => (t.combatantId === combatantId ? { ...t, movedThisRound: 0 } : t)),
          }
        : sc,
    ),
  };
}

/** IRT-INIT-3: surprised participants do not act in round 1; the turn passes over them. */
export function skipUnableToAct(state: CampaignState): CampaignState {
  const enc = state.encounter;
  if (enc.round !== 1 || !enc.surprised?.length) return state;
  let i = enc.turnIndex;
  while (i < enc.order.length && enc.surprised.includes(enc.order[i] as string)) i++;
  return i === enc.turnIndex
    ? state
    : { ...state, encounter: { ...enc, turnIndex: Math.min(i, enc.order.length - 1) } };
}
