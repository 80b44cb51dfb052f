/**
 * D20-TURN-1 movement in steps, D20-POS-1 hostile zones, D20-POS-4 difficult and slippery terrain.
 *
 * Interpretations (docs/rules/d20.md): one hex is one step; a move takes the cheapest way (walls and
 * closed doors block, enemy tokens cannot be passed, allies can, no move ends on a taken hex); a
 * `Nedslagen` combatant first stands up for half its SMI (rounded up); a failed Akrobatik roll on
 * leaving a hostile zone does not stop the move, it gives each enemy left behind a free manoeuvre.
 */
import type { z } from 'zod';
import { hexDistance, hexEquals, hexKey, type Axial } from '../../hex/axial';
import { activeScene, type CampaignState, type Combatant, type Token, type Zone } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError, type CommandErrorCode } from '../core/errors';
import { findCombatant, replaceCombatant, replaceScene, withCombatantCondition } from '../core/state';
import type { SystemCommandHandler } from '../core/system';
import { rollCheck, rollFactor, supportFactor, useSupport } from './checks';
import type { D20Move } from './commands';
import { D20_CONDITION, hasCondition, ownConditionFactors } from './conditions';
import { addSpent, stepsLeft } from './economy';
import { cheapestPath, hexId } from './pathfinding';
import { areEnemies, tokenOf, traitLevel } from './position';
import { d20Value, smi } from './sheet';
import type { D20MovePreview, D20PendingFreeManoeuvre } from './types';

/** The pending kind of a free manoeuvre offer (D20-POS-1, or an EM step of an attack). */
export const FREE_MANOEUVRE = 'd20/freeManoeuvre';

/** D20-POS-4: the Akrobatik SV of a `hal` zone without a level. */
export const DEFAULT_SLIPPERY_SV = 13;

/** An enemy whose hostile zone a path leaves (D20-POS-1), at the index of the first hex outside it. */
export interface HostileExit {
  readonly enemy: Combatant;
  readonly index: number;
}

/** A slippery zone a path enters (D20-POS-4), at the index of its first hex on the path. */
export interface SlipperyEntry {
  readonly zone: Zone;
  readonly sv: number;
  readonly index: number;
  /** True when players may not learn of the roll (the zone is hidden or its trait unrevealed). */
  readonly secret: boolean;
}

/** A move worked out from the state, before any roll. */
export interface MovePlan {
  readonly mover: Combatant;
  readonly token: Token;
  readonly path: readonly Axial[];
  /** Steps spent after each hex of `path`, counting the stand-up. */
  readonly costAt: readonly number[];
  /** Steps spent standing up first (0 unless `Nedslagen`). */
  readonly standUp: number;
  /** Steps the whole move costs (stand-up included). */
  readonly cost: number;
  /** Steps left this round before the move (only binding in a running fight). */
  readonly stepsLeft: number;
  readonly exits: readonly HostileExit[];
  readonly slippery: readonly SlipperyEntry[];
}

/** Why a move cannot be made, with the refusal's error code. */
export interface MoveRefusal {
  readonly code: CommandErrorCode;
  readonly reason: string;
  /** What was worked out before the refusal (for the preview), when anything was. */
  readonly partial?: Partial<MovePlan>;
}

/** True when the combatant is out of the fight (0 KP or less; the same test as position.ts). */
export function outOfFight(c: Combatant): boolean {
  return (c.resources.kp ?? 1) <= 0;
}

/** Log visibility of something a combatant does: only the GM sees what a hidden combatant does. */
export function visibilityOf(...who: readonly (Combatant | Token | undefined)[]): 'public' | 'gm' {
  return who.some((x) => x?.hidden === true) ? 'gm' : 'public';
}

/**
 * D20-POS-1 / D20-POS-4: the Akrobatik roll's factors: Akrobatik + SMI, an ally's support (D20-ACT-5)
 * and the roller's own conditions (Yrsel).
 */
export function akrobatikFactors(c: Combatant): DifficultyFactor[] {
  const factors = [
    rollFactor('expertise', 'Akrobatik', 'Akrobatik', d20Value(c, 'Akrobatik')),
    rollFactor('ability', 'SMI', 'SMI', smi(c)),
  ];
  const support = supportFactor(c);
  if (support) factors.push(support);
  return [...factors, ...ownConditionFactors(c)];
}

/** Interpretation: standing up from `Nedslagen` costs half the SMI in steps, rounded up. */
export function standUpCost(c: Combatant): number {
  return Math.max(0, Math.ceil(smi(c) / 2));
}

/** Enemies able to act (KP above 0) with a token on the active scene: they hold hostile zones. */
function activeEnemyTokens(state: CampaignState, mover: Combatant): { enemy: Combatant; token: Token }[] {
  const scene = activeScene(state);
  return state.combatants.flatMap((c) => {
    if (!areEnemies(mover, c) || outOfFight(c)) return [];
    const token = scene.tokens.find((t) => t.combatantId === c.id);
    return token ? [{ enemy: c, token }] : [];
  });
}

/**
 * Works out a move of `combatantId` to `to` without rolling: the path, its cost in steps (stand-up
 * included), the hostile zones it leaves and the slippery zones it enters; or why it cannot be made.
 */
export function planMove(
  state: CampaignState,
  combatantId: string,
  to: Axial,
): { ok: true; plan: MovePlan } | { ok: false; refusal: MoveRefusal } {
  const refuse = (
    code: CommandErrorCode,
    reason: string,
    partial?: Partial<MovePlan>,
  ): { ok: false; refusal: MoveRefusal } => ({
    ok: false,
    refusal: { code, reason, ...(partial ? { partial } : {}) },
  });
  const mover = state.combatants.find((c) => c.id === combatantId);
  if (!mover) return refuse('not-found', `no combatant with id "${combatantId}"`);
  const left = stepsLeft(state, mover);
  const token = tokenOf(state, mover.id);
  if (!token) return refuse('not-found', `${mover.name} has no token on the map`, { stepsLeft: left });
  if (state.pending) return refuse('invalid', 'finish or cancel the pending step first', { stepsLeft: left });
  if (outOfFight(mover)) return refuse('invalid', `${mover.name} is out of the fight and cannot move`);
  // D20-ACT-2 Grepp: a grappled combatant cannot move until freed.
  if (hasCondition(mover, D20_CONDITION.grappled))
    return refuse('invalid', `${mover.name} is ${D20_CONDITION.grappled} and cannot move (D20-ACT-2)`, {
      stepsLeft: left,
    });
  const down = hasCondition(mover, D20_CONDITION.down);
  const standUp = down ? standUpCost(mover) : 0;
  const scene = activeScene(state);
  if (hexEquals(token.hex, to) && !down)
    return refuse('invalid', `${mover.name} is already there`, { stepsLeft: left });
  // Hex → zone and what entering it costs, built once: the path search asks for every step it weighs.
  const zoneByHex = new Map<number, Zone>();
  for (const z of scene.map.zones)
    for (const h of z.hexes) if (!zoneByHex.has(hexId(h))) zoneByHex.set(hexId(h), z);
  const slipperySv = (zone: Zone | undefined): number | null => traitLevel(zone, 'hal', DEFAULT_SLIPPERY_SV);
  const terrain = new Map<string, { steps: number; slippery: boolean }>(
    scene.map.zones.map((z) => [
      z.id,
      // D20-POS-4: difficult terrain costs two steps per hex entered.
      { steps: traitLevel(z, 'svarTerrang', 1) === null ? 1 : 2, slippery: slipperySv(z) !== null },
    ]),
  );
  const zoneOf = (h: Axial): Zone | undefined => zoneByHex.get(hexId(h));
  if (!zoneOf(to)) return refuse('invalid', 'that hex is not on the map', { stepsLeft: left });
  if (!hexEquals(token.hex, to) && scene.tokens.some((t) => t.id !== token.id && hexEquals(t.hex, to)))
    return refuse('invalid', 'another token stands on that hex', { stepsLeft: left });

  const enemies = activeEnemyTokens(state, mover);
  const impassable = new Set(enemies.map((e) => hexKey(e.token.hex)));
  const leaves = (from: Axial, into: Axial, e: { token: Token }): boolean =>
    hexDistance(from, e.token.hex) === 1 && hexDistance(into, e.token.hex) !== 1;
  const found = cheapestPath(scene.map, token.hex, to, {
    impassable,
    price(from, into) {
      const zFrom = zoneOf(from);
      const zInto = zoneOf(into);
      const t = zInto ? terrain.get(zInto.id) : undefined;
      let hazard = zInto !== zFrom && t?.slippery === true ? 1 : 0;
      for (const e of enemies) if (leaves(from, into, e)) hazard++;
      return { steps: t?.steps ?? 1, hazard };
    },
  });
  if (!found)
    return refuse('invalid', 'no way there: walls, closed doors or enemies block it (D20-TURN-1)', {
      stepsLeft: left,
      standUp,
    });

  const exits: HostileExit[] = [];
  const slippery: SlipperyEntry[] = [];
  let prev = token.hex;
  found.path.forEach((h, index) => {
    for (const e of enemies)
      if (leaves(prev, h, e) && !exits.some((x) => x.enemy.id === e.enemy.id))
        exits.push({ enemy: e.enemy, index });
    const zFrom = zoneOf(prev);
    const zone = zoneOf(h);
    const sv = slipperySv(zone);
    // D20-POS-4: one Akrobatik roll per slippery zone entered (not for moving on inside one).
    if (zone && sv !== null && zone !== zFrom && !slippery.some((x) => x.zone.id === zone.id)) {
      const revealed = zone.traits.find((t) => t.kind === 'hal')?.revealed === true;
      slippery.push({ zone, sv, index, secret: zone.hidden || !revealed });
    }
    prev = h;
  });
  const plan: MovePlan = {
    mover,
    token,
    path: found.path,
    costAt: found.costAt.map((x) => x + standUp),
    standUp,
    cost: found.cost + standUp,
    stepsLeft: left,
    exits,
    slippery,
  };
  // D20-TURN-1: in a fight, movement is up to SMI steps a round (split around the main action).
  if (state.encounter.active && plan.cost > left)
    return refuse(
      'invalid',
      `${mover.name} needs ${plan.cost} ${plan.cost === 1 ? 'step' : 'steps'}, ${left} left (D20-TURN-1)`,
      plan,
    );
  return { ok: true, plan };
}

/** The state with the token moved to `to`; `hexes` counts as movement this round in a running fight. */
export function shiftToken(state: CampaignState, token: Token, to: Axial, hexes: number): CampaignState {
  const scene = activeScene(state);
  const moved = (token.movedThisRound ?? 0) + (state.encounter.active ? hexes : 0);
  return replaceScene(state, {
    ...scene,
    tokens: scene.tokens.map((t) =>
      t.id === token.id ? { ...t, hex: to, ...(moved > 0 ? { movedThisRound: moved } : {}) } : t,
    ),
  });
}

/** The state with `c`'s condition `key` set (replacing one with the same key). */
export const withCondition = withCombatantCondition;

/** The state without `c`'s condition `key`. */
export function withoutCondition(state: CampaignState, id: string, key: string): CampaignState {
  const c = findCombatant(state, id);
  return replaceCombatant(state, { ...c, conditions: c.conditions.filter((k) => k.key !== key) });
}

/**
 * `d20/move`: moves a token along the cheapest way (D20-TURN-1), standing up first when `Nedslagen`.
 * Leaving a hostile zone rolls Akrobatik once against `sv` (D20-POS-1); a failure lets the move happen
 * and offers each enemy left behind a free manoeuvre (`state.pending`, kind `d20/freeManoeuvre`).
 * Each slippery zone entered rolls Akrobatik against its level (D20-POS-4); a failure is a fall:
 * `Nedslagen`, stopping on the first hex of that zone.
 */
export const move: SystemCommandHandler<z.infer<typeof D20Move>> = (state, cmd, ctx) => {
  const planned = planMove(state, cmd.combatantId, cmd.to);
  if (!planned.ok) throw new CommandError(planned.refusal.code, planned.refusal.reason);
  const plan = planned.plan;
  const sv = cmd.sv;
  if (plan.exits.length > 0 && sv === undefined)
    throw new CommandError(
      'invalid',
      `${plan.mover.name} leaves the hostile zone of ${plan.exits.map((x) => x.enemy.name).join(', ')}: ` +
        'an Akrobatik roll against SV 13–16 is needed (D20-POS-1)',
    );
  const vis = visibilityOf(plan.mover, plan.token);
  const id = plan.mover.id;
  let s = state;
  if (hasCondition(plan.mover, D20_CONDITION.down)) {
    s = withoutCondition(s, id, D20_CONDITION.down);
    ctx.out.emit('d20/stoodUp', { id, cost: plan.standUp }, vis);
  }

  // D20-POS-1: one Akrobatik roll for the whole move, before the slippery rolls.
  let akrobatik: boolean | null = null;
  if (plan.exits.length > 0 && sv !== undefined) {
    const r = rollCheck(
      findCombatant(s, id),
      akrobatikFactors(findCombatant(s, id)),
      sv,
      'Akrobatik',
      ctx,
      vis,
    );
    s = useSupport(s, findCombatant(s, id));
    akrobatik = r.success;
  }

  // D20-POS-4: slippery zones in path order; the first failure is a fall that ends the move there.
  let stop = plan.path.length;
  let fell: SlipperyEntry | null = null;
  for (const entry of plan.slippery) {
    const c = findCombatant(s, id);
    const r = rollCheck(
      c,
      akrobatikFactors(c),
      entry.sv,
      'Akrobatik (Hal terräng)',
      ctx,
      entry.secret ? 'gm' : vis,
    );
    s = useSupport(s, c);
    if (!r.success) {
      stop = entry.index + 1;
      fell = entry;
      // The fall ends the move: dice entered for later slippery zones are not needed.
      ctx.out.rollsEndedEarly = true;
      break;
    }
  }

  const travelled = plan.path.slice(0, stop);
  const cost = stop === 0 ? plan.standUp : (plan.costAt[stop - 1] ?? plan.cost);
  s = addSpent(s, id, { steps: cost });
  const to = travelled[travelled.length - 1] ?? plan.token.hex;
  if (travelled.length > 0) s = shiftToken(s, plan.token, to, travelled.length);
  ctx.out.emit(
    'd20/moved',
    {
      id,
      from: plan.token.hex,
      to,
      hexes: travelled.length,
      cost,
      standUp: plan.standUp,
      akrobatik,
      fell: fell !== null,
    },
    vis,
  );
  if (fell) {
    s = withCondition(s, id, {
      key: D20_CONDITION.down,
      public: true,
      untilRound: null,
      note: '',
      source: `${fell.zone.name} (D20-POS-4)`,
    });
    ctx.out.emit(
      'd20/fell',
      { id, zoneId: fell.zone.id, zoneName: fell.zone.name, condition: D20_CONDITION.down },
      fell.secret ? 'gm' : vis,
    );
  }

  // D20-POS-1: a failed roll gives every enemy whose zone was actually left a free manoeuvre.
  const left = plan.exits.filter((x) => x.index < stop).map((x) => x.enemy);
  const first = left[0];
  if (akrobatik === false && first) {
    const data: D20PendingFreeManoeuvre = {
      reason: 'akrobatik',
      count: left.length,
      enemies: left.map((e) => e.id),
    };
    s = {
      ...s,
      pending: {
        id: `free-${state.log.length}`,
        kind: FREE_MANOEUVRE,
        actorId: first.id,
        targetId: id,
        data: { ...data },
      },
    };
    ctx.out.emit(
      'd20/freeManoeuvreOffered',
      { targetId: id, enemies: data.enemies, reason: data.reason, count: data.count },
      visibilityOf(plan.mover, plan.token, ...left),
    );
  }
  return s;
};

/** The `rules:preview` answer for a move (D20MovePreview): never changes the state. */
export function previewMove(state: CampaignState, combatantId: string, to: Axial): D20MovePreview {
  const planned = planMove(state, combatantId, to);
  const mover = state.combatants.find((c) => c.id === combatantId);
  const p: Partial<MovePlan> = planned.ok ? planned.plan : (planned.refusal.partial ?? {});
  return {
    system: 'd20',
    kind: 'd20/move',
    possible: planned.ok,
    reason: planned.ok ? null : planned.refusal.reason,
    path: p.path ?? [],
    cost: p.cost ?? 0,
    standUp: p.standUp ?? 0,
    stepsLeft: p.stepsLeft ?? 0,
    hostileExits: (p.exits ?? []).map((x) => ({ id: x.enemy.id, name: x.enemy.name })),
    slippery: (p.slippery ?? []).map((x) => ({ zoneId: x.zone.id, zoneName: x.zone.name, sv: x.sv })),
    akrobatik: mover ? akrobatikFactors(mover) : [],
  };
}
