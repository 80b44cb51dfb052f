/**
 * The engine: a pure function `(state, command, ctx) → { state, events }`. It never mutates its
 * input (structural sharing), never reads a clock or a random source itself (dice come from `ctx`),
 * and appends every event it emits to the campaign log so that undo restores the log too.
 */
import { DiceScriptError, scriptedDice, type DiceSource } from '../../dice/dice';
import type { CampaignState, Combatant, LogEntry } from '../../model/campaign';
import type { Command } from '../../model/commands';
import { hexDistance, hexKey } from '../../hex/axial';
import { brokenContacts, contactPair, contactsOf, inContactOn, MELEE_REACH_METRES } from './placement';
import { EventSink, type EngineEvent } from './events';
import { turnSpan, type RuleSystem, type SystemContext } from './system';
import { spent } from './economy';
import { CommandError } from './errors';
import { findCombatant, findScene, isOnMap, replaceCombatant, replaceScene } from './state';
import { advanceClock, clockSeconds } from './clock';
import { importTemplates, removeTemplate, saveTemplate, spawnTemplate } from './library';
import { assertSheet, duplicateCombatant, updateCombatant } from './roster';
import {
  createScene,
  createZone,
  paintZone,
  placeToken,
  removeToken,
  removeZone,
  eraseHexes,
  setWall,
  setWalls,
} from './mapEditing';
import { ruleSystem } from '../registry';

/** What a command may use besides the state. */
export interface EngineContext {
  readonly dice: DiceSource;
}

/** The result of applying a command. */
export interface EngineResult {
  readonly state: CampaignState;
  readonly events: readonly EngineEvent[];
}

export { CommandError, type CommandErrorCode } from './errors';

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
function initiativeOrder(combatants: readonly Combatant[]): string[] {
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
function placeByInitiative(
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
function rollInitiative(
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
function groupOfIn(system: RuleSystem): ((c: Combatant) => string | null) | undefined {
  const groupOf = system.initiative?.groupOf;
  return groupOf ? (c) => groupOf(c) : undefined;
}

/**
 * D20-INIT-1: in a system that rolls initiative every round, the new round's first turn starts once
 * everyone in the order has rolled; until then the track waits.
 */
function beginRoundOnceRolled(state: CampaignState, system: RuleSystem, ctx: SystemContext): CampaignState {
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
function startRound(state: CampaignState, system: RuleSystem, ctx: SystemContext): CampaignState {
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
function startTurn(
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
function skipUnableToAct(state: CampaignState): CampaignState {
  const enc = state.encounter;
  if (enc.round !== 1 || !enc.surprised?.length) return state;
  let i = enc.turnIndex;
  while (i < enc.order.length && enc.surprised.includes(enc.order[i] as string)) i++;
  return i === enc.turnIndex
    ? state
    : { ...state, encounter: { ...enc, turnIndex: Math.min(i, enc.order.length - 1) } };
}

function apply(state: CampaignState, cmd: Command, ctx: EngineContext, out: EventSink): CampaignState {
  const system = ruleSystem(state.system);
  const sys: SystemContext = { dice: ctx.dice, out };
  switch (cmd.type) {
    case 'campaign/rename':
      out.emit('campaign/renamed', { from: state.name, to: cmd.name });
      return { ...state, name: cmd.name };
    case 'campaign/setSettings':
      out.emit('campaign/settingsChanged', { fields: Object.keys(cmd.patch) });
      return { ...state, settings: { ...state.settings, ...cmd.patch } };
    case 'campaign/setNotes':
      out.emit('campaign/notesChanged', {});
      return { ...state, gmNotes: cmd.gmNotes };
    case 'combatant/add': {
      if (state.combatants.some((c) => c.id === cmd.combatant.id)) {
        throw new CommandError('conflict', `a combatant with id "${cmd.combatant.id}" already exists`);
      }
      // The system's ranges and only its own keys (IRT-CHAR-1: a PC's Fysik is 1–5, never −4).
      assertSheet(state.system, cmd.combatant);
      out.emit(
        'combatant/added',
        { id: cmd.combatant.id, name: cmd.combatant.name },
        cmd.combatant.hidden ? 'gm' : 'public',
      );
      const encounter = state.encounter.active
        ? { ...state.encounter, order: [...state.encounter.order, cmd.combatant.id] }
        : state.encounter;
      return { ...state, combatants: [...state.combatants, cmd.combatant], encounter };
    }
    case 'combatant/remove': {
      const c = findCombatant(state, cmd.id);
      out.emit('combatant/removed', { id: c.id, name: c.name });
      const current = state.encounter.order[state.encounter.turnIndex];
      const order = state.encounter.order.filter((id) => id !== c.id);
      const turnIndex =
        current === undefined || current === c.id
          ? Math.min(state.encounter.turnIndex, order.length - 1)
          : order.indexOf(current);
      return {
        ...state,
        combatants: state.combatants.filter((x) => x.id !== c.id),
        scenes: state.scenes.map((s) => ({ ...s, tokens: s.tokens.filter((t) => t.combatantId !== c.id) })),
        encounter: {
          ...state.encounter,
          order,
          turnIndex,
          acted: state.encounter.acted.filter((id) => id !== c.id),
        },
      };
    }
    case 'combatant/update': {
      const c = findCombatant(state, cmd.id);
      const p = cmd.patch;
      // A changed sheet (or kind: a PC's ranges are narrower) is checked as a whole before it is stored.
      if (p.attributes || p.resources || p.kind || p.features) assertSheet(state.system, { ...c, ...p });
      return replaceCombatant(state, updateCombatant(c, cmd.patch, out, system.template));
    }
    case 'combatant/duplicate':
      return duplicateCombatant(state, cmd.id, cmd.copies, out);
    case 'combatant/adjustResource': {
      const c = findCombatant(state, cmd.id);
      const before = c.resources[cmd.resource] ?? 0;
      const after = before + cmd.delta;
      out.emit('combatant/resourceChanged', { id: c.id, resource: cmd.resource, before, after });
      const next = replaceCombatant(state, { ...c, resources: { ...c.resources, [cmd.resource]: after } });
      return system.onResourceChanged
        ? system.onResourceChanged(next, c.id, cmd.resource, before, after, sys)
        : next;
    }
    case 'combatant/setInitiative': {
      const c = findCombatant(state, cmd.id);
      // An empty value never takes anyone out of a running order by the way; that is initiative/remove.
      if (cmd.initiative === null && state.encounter.active && state.encounter.order.includes(c.id))
        throw new CommandError(
          'invalid',
          `${c.name} is in the running order: take them out of it (initiative/remove) instead of clearing the value`,
        );
      out.emit('combatant/initiativeSet', { id: c.id, initiative: cmd.initiative });
      const next = replaceCombatant(state, { ...c, initiative: cmd.initiative });
      // D20-INIT-1: while a new round waits, initiatives typed in by hand count like rolled ones.
      if (!state.encounter.active || !state.encounter.awaitingInitiative) return next;
      const order = placeByInitiative(next.combatants, state.encounter.order, [c.id]);
      return beginRoundOnceRolled({ ...next, encounter: { ...next.encounter, order } }, system, sys);
    }
    case 'token/move': {
      const scene = findScene(state, cmd.sceneId);
      const token = scene.tokens.find((t) => t.id === cmd.tokenId);
      if (!token) throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
      if (!isOnMap(scene, cmd.to)) throw new CommandError('invalid', 'that hex is not on the map');
      out.emit(
        'token/moved',
        { tokenId: token.id, combatantId: token.combatantId, from: token.hex, to: cmd.to },
        token.hidden ? 'gm' : 'public',
      );
      // IRT-MOV-4: movement in a running fight makes the token a moving target until the round ends.
      const moved =
        (token.movedThisRound ?? 0) + (state.encounter.active ? hexDistance(token.hex, cmd.to) : 0);
      return replaceScene(state, {
        ...scene,
        tokens: scene.tokens.map((t) =>
          t.id === token.id ? { ...t, hex: cmd.to, ...(moved > 0 ? { movedThisRound: moved } : {}) } : t,
        ),
      });
    }
    case 'token/contact': {
      // Contact where a hex is larger than melee reach (map/distance.ts meleeReach): the dropped token
      // moves into the other's hex (a move like token/move, IRT-MOV-4) and the two are Bredvid.
      const scene = findScene(state, cmd.sceneId);
      const token = scene.tokens.find((t) => t.id === cmd.tokenId);
      const other = scene.tokens.find((t) => t.id === cmd.withTokenId);
      if (!token) throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
      if (!other) throw new CommandError('not-found', `no token with id "${cmd.withTokenId}"`);
      if (token.combatantId === other.combatantId)
        throw new CommandError('invalid', 'a combatant cannot be in contact with itself');
      const reach = MELEE_REACH_METRES[state.system];
      if (scene.map.hexSizeMetres <= reach)
        throw new CommandError(
          'invalid',
          `hexes of ${scene.map.hexSizeMetres} m are within melee reach (${reach} m): neighbours reach each other without contact`,
        );
      if (inContactOn(scene, token.combatantId, other.combatantId))
        throw new CommandError('conflict', 'the two are already in contact');
      const moved =
        hexKey(token.hex) === hexKey(other.hex)
          ? state
          : apply(
              state,
              { type: 'token/move', sceneId: scene.id, tokenId: token.id, to: other.hex },
              ctx,
              out,
            );
      const after = findScene(moved, scene.id);
      out.emit(
        'token/contact',
        { combatantId: token.combatantId, withId: other.combatantId },
        contactSeen(state, token, other),
      );
      return replaceScene(moved, {
        ...after,
        contacts: [...contactsOf(after), contactPair(token.combatantId, other.combatantId)],
      });
    }
    case 'token/setHidden': {
      const scene = findScene(state, cmd.sceneId);
      if (!scene.tokens.some((t) => t.id === cmd.tokenId))
        throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
      out.emit('token/visibilityChanged', { tokenId: cmd.tokenId, hidden: cmd.hidden });
      return replaceScene(state, {
        ...scene,
        tokens: scene.tokens.map((t) => (t.id === cmd.tokenId ? { ...t, hidden: cmd.hidden } : t)),
      });
    }
    case 'zone/update': {
      const scene = findScene(state, cmd.sceneId);
      if (!scene.map.zones.some((z) => z.id === cmd.zoneId))
        throw new CommandError('not-found', `no zone with id "${cmd.zoneId}"`);
      out.emit('zone/updated', { zoneId: cmd.zoneId, fields: Object.keys(cmd.patch) });
      const zones = scene.map.zones.map((z) => (z.id === cmd.zoneId ? { ...z, ...cmd.patch } : z));
      return replaceScene(state, { ...scene, map: { ...scene.map, zones } });
    }
    case 'scene/update': {
      const scene = findScene(state, cmd.sceneId);
      const { name, gmNotes, hexSizeMetres, bandShift, zoneFill } = cmd.patch;
      out.emit('scene/updated', { sceneId: cmd.sceneId, fields: Object.keys(cmd.patch) });
      return replaceScene(state, {
        ...scene,
        ...(name !== undefined ? { name } : {}),
        ...(gmNotes !== undefined ? { gmNotes } : {}),
        map: {
          ...scene.map,
          ...(hexSizeMetres !== undefined ? { hexSizeMetres } : {}),
          ...(bandShift !== undefined ? { bandShift } : {}),
          ...(zoneFill !== undefined ? { zoneFill } : {}),
        },
      });
    }
    case 'scene/create':
      return createScene(state, cmd.scene, out);
    case 'scene/setBackground': {
      const scene = findScene(state, cmd.sceneId);
      out.emit('scene/backgroundSet', { sceneId: cmd.sceneId, assetId: cmd.background?.assetId ?? null });
      return replaceScene(state, { ...scene, map: { ...scene.map, background: cmd.background } });
    }
    case 'scene/activate':
      findScene(state, cmd.sceneId);
      out.emit('scene/activated', { sceneId: cmd.sceneId });
      return { ...state, activeSceneId: cmd.sceneId };
    case 'encounter/start': {
      const order = initiativeOrder(state.combatants);
      // The order itself is in the state; logging it here would put hidden combatants' ids in a public entry.
      out.emit('encounter/started', { round: 1 }, 'public');
      const started = skipUnableToAct({
        ...state,
        encounter: {
          active: true,
          round: 1,
          order,
          turnIndex: order.length > 0 ? 0 : -1,
          acted: [],
          surprised: state.encounter.surprised ?? [],
        },
      });
      // D20-INIT-1: a system that rolls every round waits for round 1's roll too when someone has none.
      // Otherwise the first turn starts like every other (EXP-COND-1: a Dying first loses Constitution).
      if (!system.initiative?.eachRound || state.combatants.every((c) => c.initiative !== null))
        return startTurn(started, system, sys);
      out.emit('initiative/needed', { round: 1 }, 'public');
      return { ...started, encounter: { ...started.encounter, turnIndex: -1, awaitingInitiative: true } };
    }
    case 'encounter/nextTurn': {
      const enc = state.encounter;
      if (!enc.active || enc.order.length === 0) throw new CommandError('invalid', 'no encounter is running');
      if (enc.awaitingInitiative)
        throw new CommandError('invalid', `roll initiative for round ${enc.round} first (D20-INIT-1)`);
      // EXP-INIT-2: a group acting together ends its turn together.
      const span = turnSpan(state, enc.turnIndex, groupOfIn(system));
      const newly = span.members.filter((id) => !enc.acted.includes(id));
      const acted = newly.length > 0 ? [...enc.acted, ...newly] : enc.acted;
      let nextIndex = span.end;
      // IRT-INIT-3: surprised participants are passed over in round 1.
      while (
        enc.round === 1 &&
        nextIndex < enc.order.length &&
        enc.surprised?.includes(enc.order[nextIndex] as string)
      )
        nextIndex++;
      if (nextIndex >= enc.order.length)
        return startRound({ ...state, encounter: { ...enc, acted } }, system, sys);
      out.emit('encounter/turnStarted', { combatantId: enc.order[nextIndex] }, 'gm');
      return startTurn({ ...state, encounter: { ...enc, turnIndex: nextIndex, acted } }, system, sys);
    }
    case 'encounter/end': {
      out.emit('encounter/ended', { rounds: state.encounter.round }, 'public');
      const closing = system.onEncounterEnd ? system.onEncounterEnd(state, sys) : state;
      const ended = {
        ...closing,
        encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
      };
      // D20-INIT-1: initiative rolled for a round means nothing in the next fight; it starts from a new roll.
      return system.initiative?.eachRound
        ? {
            ...ended,
            combatants: ended.combatants.map((c) =>
              c.initiative === null ? c : { ...c, initiative: null, initiativeTiebreak: [] },
            ),
          }
        : ended;
    }
    case 'initiative/move': {
      const enc = state.encounter;
      const c = findCombatant(state, cmd.id);
      const from = enc.order.indexOf(c.id);
      if (!enc.active || from < 0)
        throw new CommandError('invalid', `${c.name} is not in a running order (start the encounter first)`);
      if (cmd.to >= enc.order.length)
        throw new CommandError('invalid', `the order has ${enc.order.length} places, not ${cmd.to + 1}`);
      if (cmd.to === from) throw new CommandError('invalid', `${c.name} is already at place ${from + 1}`);
      const order = enc.order.filter((id) => id !== c.id);
      order.splice(cmd.to, 0, c.id);
      out.emit(
        'initiative/moved',
        { id: c.id, before: from + 1, after: cmd.to + 1 },
        c.hidden ? 'gm' : 'public',
      );
      const current = enc.order[enc.turnIndex];
      const at = (turnIndex: number): CampaignState => ({
        ...state,
        encounter: { ...enc, order, turnIndex },
      });
      // Waiting for the round's initiative (D20-INIT-1): no turn yet, the order is all there is.
      if (current === undefined) return at(enc.turnIndex);
      // Nobody has finished a turn this round: the round begins again with the new first (IRT-INIT-3:
      // the surprised are passed over in round 1).
      if (enc.acted.length === 0) {
        const s = skipUnableToAct(at(0));
        const first = s.encounter.order[s.encounter.turnIndex];
        if (first === current || first === undefined) return s;
        out.emit('encounter/turnStarted', { combatantId: first }, 'gm');
        return startTurn(s, system, sys);
      }
      // Under way: who has acted stays before the turn, who has not stays after it (no one acts twice
      // in a round or misses it by a drag).
      if (c.id !== current) {
        const now = order.indexOf(current);
        if (from < enc.turnIndex !== cmd.to < now)
          throw new CommandError(
            'invalid',
            from < enc.turnIndex
              ? `${c.name} has acted this round: move them among those who have acted`
              : `${c.name} has not acted this round: move them after the current turn`,
          );
        return at(now);
      }
      if (cmd.to < from)
        throw new CommandError('invalid', `${c.name} has the turn: they can wait for a later place only`);
      // The one acting waits for a later place (a delayed turn): whoever now stands in their place acts;
      // IRT-INIT-3: the surprised are still passed over in round 1.
      let i = enc.turnIndex;
      while (enc.round === 1 && i < cmd.to && enc.surprised?.includes(order[i] as string)) i++;
      out.emit('encounter/turnStarted', { combatantId: order[i] }, 'gm');
      return startTurn(at(i), system, sys);
    }
    case 'initiative/remove': {
      const enc = state.encounter;
      const c = findCombatant(state, cmd.id);
      if (!enc.active || !enc.order.includes(c.id))
        throw new CommandError('invalid', `${c.name} is not in a running order`);
      if (enc.order.length === 1)
        throw new CommandError(
          'invalid',
          `${c.name} is the last one in the order: end the encounter instead`,
        );
      const current = enc.order[enc.turnIndex];
      if (current === c.id)
        throw new CommandError(
          'invalid',
          `it is ${c.name}'s turn: end it before taking them out of the order`,
        );
      const order = enc.order.filter((id) => id !== c.id);
      out.emit('initiative/removed', { id: c.id }, c.hidden ? 'gm' : 'public');
      // No value left: the track offers a roll, and that roll places them back in the order.
      const next = replaceCombatant(state, { ...c, initiative: null, initiativeTiebreak: [] });
      const removed: CampaignState = {
        ...next,
        encounter: {
          ...enc,
          order,
          turnIndex: current === undefined ? enc.turnIndex : order.indexOf(current),
          acted: enc.acted.filter((id) => id !== c.id),
        },
      };
      // D20-INIT-1: a waiting round may have waited only for them.
      return enc.awaitingInitiative ? beginRoundOnceRolled(removed, system, sys) : removed;
    }
    case 'encounter/setSurprised':
      for (const id of cmd.ids) findCombatant(state, id);
      out.emit('encounter/surprised', { ids: cmd.ids });
      return skipUnableToAct({ ...state, encounter: { ...state.encounter, surprised: [...cmd.ids] } });
    case 'zone/paint':
      return paintZone(state, cmd.sceneId, cmd.zoneId, cmd.hexes, out);
    case 'zone/create':
      return createZone(state, cmd.sceneId, cmd.zone, out);
    case 'zone/remove':
      return removeZone(state, cmd.sceneId, cmd.zoneId, cmd.mergeInto, out);
    case 'zone/erase':
      return eraseHexes(state, cmd.sceneId, cmd.hexes, out);
    case 'wall/set':
      return setWall(state, cmd.sceneId, cmd.a, cmd.b, cmd.door, out);
    case 'wall/setMany':
      return setWalls(state, cmd.sceneId, cmd.edges, cmd.door, out);
    case 'token/place':
      return placeToken(state, cmd.sceneId, cmd.token, out);
    case 'token/remove':
      return removeToken(state, cmd.sceneId, cmd.tokenId, out);
    case 'library/save':
      return saveTemplate(state, cmd.template, out);
    case 'library/remove':
      return removeTemplate(state, cmd.id, out);
    case 'library/import':
      return importTemplates(state, cmd, out);
    case 'library/spawn':
      return spawnTemplate(state, cmd.templateId, cmd.count, cmd.hidden, out);
    case 'log/note':
      out.emit('log/note', { text: cmd.text }, cmd.public ? 'public' : 'gm');
      return state;
    case 'initiative/roll': {
      // OMN-INIT-3: while a new round waits, those who already have this round's value (kept waiting,
      // typed in) are not rolled again unless named.
      const byId = new Map(state.combatants.map((c) => [c.id, c]));
      const ids =
        cmd.combatantIds ??
        (state.encounter.active
          ? state.encounter.awaitingInitiative
            ? state.encounter.order.filter((id) => byId.get(id)?.initiative === null)
            : state.encounter.order
          : state.combatants.map((c) => c.id));
      const entered = new Map((cmd.entered ?? []).map((e) => [e.combatantId, scriptedDice(e.dice)]));
      for (const id of entered.keys())
        if (!ids.includes(id))
          throw new CommandError('invalid', `dice were entered for "${id}", who is not rolling`);
      const next = rollInitiative(state, system, ids, entered, sys);
      for (const [id, d] of entered)
        if (d.remaining() > 0)
          throw new DiceScriptError(`${d.remaining()} entered dice for "${id}" were not needed`, {
            kind: 'unused',
            count: d.remaining(),
            roller: id,
          });
      return next;
    }
    case 'time/advance': {
      out.emit('time/advanced', { seconds: cmd.seconds, from: clockSeconds(state) });
      return advanceClock(state, system, clockSeconds(state) + cmd.seconds, sys);
    }
    case 'combatant/setCondition': {
      const c = findCombatant(state, cmd.id);
      out.emit(
        'condition/set',
        { id: c.id, key: cmd.condition.key },
        c.hidden ? 'gm' : cmd.condition.public ? 'public' : 'gm',
      );
      return replaceCombatant(state, {
        ...c,
        conditions: [...c.conditions.filter((k) => k.key !== cmd.condition.key), cmd.condition],
      });
    }
    case 'combatant/removeCondition': {
      const c = findCombatant(state, cmd.id);
      const removed = c.conditions.find((k) => k.key === cmd.key);
      if (!removed) throw new CommandError('not-found', `${c.name} has no condition "${cmd.key}"`);
      // A GM-only condition stays the GM's on its way out too: its key never reaches players.
      out.emit(
        'condition/removed',
        { id: c.id, key: cmd.key },
        c.hidden || !removed.public ? 'gm' : 'public',
      );
      return replaceCombatant(state, { ...c, conditions: c.conditions.filter((k) => k.key !== cmd.key) });
    }
    default: {
      const prefix = cmd.type.split('/')[0];
      if (prefix !== state.system)
        throw new CommandError('invalid', `${cmd.type} is not a command of ${system.name}`);
      const next = system.apply(state, cmd, sys);
      // OMN-INIT-3: a system command may give a waiting round's initiative (keep waiting instead of
      // rolling); like a hand-typed initiative, the round starts once everyone in the order has one.
      if (!next.encounter.active || !next.encounter.awaitingInitiative || next === state) return next;
      const before = new Map(state.combatants.map((c) => [c.id, c.initiative]));
      const changed = next.combatants.filter((c) => before.get(c.id) !== c.initiative).map((c) => c.id);
      const order = placeByInitiative(next.combatants, next.encounter.order, changed);
      return beginRoundOnceRolled({ ...next, encounter: { ...next.encounter, order } }, system, sys);
    }
  }
}

/** Contact events are the GM's alone when either token or combatant is hidden. */
function contactSeen(
  state: CampaignState,
  ...tokens: readonly { hidden: boolean; combatantId: string }[]
): 'public' | 'gm' {
  const hidden = new Set(state.combatants.filter((c) => c.hidden).map((c) => c.id));
  return tokens.some((t) => t.hidden || hidden.has(t.combatantId)) ? 'gm' : 'public';
}

/**
 * Contact holds while both stand in one hex: after any command (token/move, a system's move,
 * token/remove, combatant/remove), pairs whose tokens parted or went are dropped and logged.
 */
function pruneContacts(before: CampaignState, state: CampaignState, out: EventSink): CampaignState {
  if (state === before || !state.scenes.some((sc) => sc.contacts?.length)) return state;
  const ids = new Set(state.combatants.map((c) => c.id));
  let changed = false;
  const scenes = state.scenes.map((sc) => {
    const broken = sc.contacts?.length ? brokenContacts(sc, ids) : [];
    if (broken.length === 0) return sc;
    changed = true;
    const gone = new Set(broken);
    for (const p of broken) {
      const toks = [p.a, p.b].map(
        (id) =>
          sc.tokens.find((t) => t.combatantId === id) ??
          before.scenes.find((x) => x.id === sc.id)?.tokens.find((t) => t.combatantId === id) ?? {
            hidden: false,
            combatantId: id,
          },
      );
      out.emit('token/contactBroken', { combatantId: p.a, withId: p.b }, contactSeen(before, ...toks));
    }
    return { ...sc, contacts: (sc.contacts ?? []).filter((p) => !gone.has(p)) };
  });
  return changed ? { ...state, scenes } : state;
}

/** Appends events to the log with consecutive sequence numbers and the current round. */
function appendToLog(state: CampaignState, events: readonly EngineEvent[]): CampaignState {
  if (events.length === 0) return state;
  const last = state.log[state.log.length - 1];
  let seq = last ? last.seq + 1 : 0;
  const entries: LogEntry[] = events.map((e) => ({
    seq: seq++,
    round: state.encounter.round,
    type: e.type,
    public: e.public,
    data: { ...e.data },
  }));
  return { ...state, log: [...state.log, ...entries] };
}

/**
 * Applies one command. Throws {@link CommandError} (state untouched) when the command does not fit
 * the state; throws `DiceScriptError` when entered dice do not fit the roll.
 *
 * @example
 * const { state: next, events } = applyCommand(state, { type: 'encounter/nextTurn' }, { dice: cryptoDice() });
 */
export function applyCommand(state: CampaignState, command: Command, ctx: EngineContext): EngineResult {
  const sink = new EventSink();
  // Physical dice typed in by the GM replace the app's dice for this command, and must all be used.
  const faces = 'dice' in command ? command.dice : undefined;
  const entered = faces ? scriptedDice(faces) : null;
  const next = pruneContacts(state, apply(state, command, entered ? { dice: entered } : ctx, sink), sink);
  if (entered && entered.remaining() > 0 && sink.rollsEndedEarly) {
    sink.emit('dice/unused', { count: entered.remaining() });
  } else if (entered && entered.remaining() > 0) {
    throw new DiceScriptError(
      `${entered.remaining()} of the ${faces?.length ?? 0} entered dice were not needed`,
      { kind: 'unused', count: entered.remaining() },
    );
  }
  return { state: appendToLog(next, sink.events), events: sink.events };
}
