/**
 * D20-ACT-2 tactical manoeuvres: Knuff (shove), Avväpna (disarm), Slå ner (knock down), Grepp (grapple)
 * and Tryck tillbaka (push back).
 *
 * Interpretation (the chapter names them without numbers): a manoeuvre needs the two side by side (when
 * both have tokens; not across a wall) and rolls 1T20 + Närstrid + STY (+ support, own conditions, −1
 * from a lower zone as melee, D20-POS-3) against the target's Försvar. It is the main action, or free
 * while a `d20/freeManoeuvre` offer names the actor against this target (D20-POS-1 failed Akrobatik, an
 * EM step): the offer is the reason, so then the two need not stand side by side.
 */
import type { z } from 'zod';
import { AXIAL_DIRECTIONS, hexAdd, hexDistance, hexEquals, type Axial } from '../../hex/axial';
import { blockedEdges, edgeKey } from '../../map/zoneGraph';
import {
  activeScene,
  type CampaignState,
  type Combatant,
  type Condition,
  type PendingAction,
  type Token,
  type Zone,
} from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { findCombatant } from '../core/state';
import type { SystemCommandHandler } from '../core/system';
import { rollCheck, rollFactor, supportFactor, useSupport } from './checks';
import type { D20ActionCost, D20Manoeuvre, D20ManoeuvreCommand } from './commands';
import { D20_CONDITION, ownConditionFactors } from './conditions';
import { hasMainAction, payAction } from './economy';
import { FREE_MANOEUVRE, outOfFight, shiftToken, visibilityOf, withCondition } from './movement';
import { tokenOf, traitLevel, zoneAt } from './position';
import { d20Value } from './sheet';
import type { D20ManoeuvrePreview, D20PendingFreeManoeuvre } from './types';

/** D20-POS-3: −1 on a melee roll from a lower zone than the target's. */
export const MELEE_FROM_BELOW = -1;

/** A zone's height (its `hogtLage` level; none: 0). */
function height(zone: Zone | undefined): number {
  return traitLevel(zone, 'hogtLage', 1) ?? 0;
}

/** The pending free-manoeuvre offer with its data, or null. */
function freeOffer(state: CampaignState): { action: PendingAction; data: D20PendingFreeManoeuvre } | null {
  const p = state.pending;
  if (!p || p.kind !== FREE_MANOEUVRE) return null;
  const d = p.data;
  const enemies = Array.isArray(d.enemies)
    ? d.enemies.filter((x): x is string => typeof x === 'string')
    : undefined;
  return {
    action: p,
    data: {
      reason: d.reason === 'em' ? 'em' : 'akrobatik',
      count: typeof d.count === 'number' ? d.count : 1,
      ...(enemies ? { enemies } : {}),
    },
  };
}

/** True when the pending offer lets `actorId` make a free manoeuvre against `targetId`. */
export function offersFreeManoeuvre(state: CampaignState, actorId: string, targetId: string): boolean {
  const offer = freeOffer(state);
  if (!offer || offer.action.targetId !== targetId || offer.data.count < 1) return false;
  return (offer.data.enemies ?? [offer.action.actorId]).includes(actorId);
}

/**
 * The state with one free manoeuvre of `actorId` used from the offer: an Akrobatik offer owes each
 * enemy one (the actor leaves the list); an EM offer counts down. The offer ends when nothing is left.
 */
function useOffer(state: CampaignState, actorId: string): CampaignState {
  const offer = freeOffer(state);
  if (!offer) return state;
  const enemies =
    offer.data.reason === 'akrobatik' && offer.data.enemies
      ? offer.data.enemies.filter((id) => id !== actorId)
      : offer.data.enemies;
  const count = offer.data.reason === 'akrobatik' && enemies ? enemies.length : offer.data.count - 1;
  if (count <= 0 || (enemies && enemies.length === 0)) return { ...state, pending: null };
  const data: D20PendingFreeManoeuvre = { ...offer.data, count, ...(enemies ? { enemies } : {}) };
  return {
    ...state,
    pending: { ...offer.action, actorId: enemies?.[0] ?? offer.action.actorId, data: { ...data } },
  };
}

/** True when two hexes are neighbours with no wall or closed door on the edge between them. */
function sideBySide(state: CampaignState, a: Axial, b: Axial): boolean {
  if (hexDistance(a, b) !== 1) return false;
  return !blockedEdges(activeScene(state).map.walls).has(edgeKey(a, b));
}

/** Why a pushed token cannot go to `to` (off the map, taken, a wall between), or null when it can. */
function pushBlocked(state: CampaignState, target: Token, to: Axial): string | null {
  const scene = activeScene(state);
  if (hexDistance(target.hex, to) !== 1) return 'not next to the target';
  if (!zoneAt(scene, to)) return 'off the map';
  if (scene.tokens.some((t) => t.id !== target.id && hexEquals(t.hex, to))) return 'taken by another token';
  if (!sideBySide(state, target.hex, to)) return 'behind a wall';
  return null;
}

/**
 * The hex straight away from the actor (Knuff / Tryck tillbaka default): the target's neighbour
 * farthest from the actor in cube space (for neighbours that is exactly the opposite side).
 */
export function awayFrom(actor: Axial, target: Axial): Axial {
  const cube = (h: Axial): [number, number, number] => [h.q, h.r, -h.q - h.r];
  const [aq, ar, as] = cube(actor);
  let best = hexAdd(target, AXIAL_DIRECTIONS[0] as Axial);
  let bestD = -1;
  for (const d of AXIAL_DIRECTIONS) {
    const n = hexAdd(target, d);
    const [q, r, s] = cube(n);
    const dist = (q - aq) ** 2 + (r - ar) ** 2 + (s - as) ** 2;
    if (dist > bestD) {
      best = n;
      bestD = dist;
    }
  }
  return best;
}

/** A manoeuvre worked out from the state, before the roll. */
interface ManoeuvrePlan {
  readonly actor: Combatant;
  readonly target: Combatant;
  readonly sv: number;
  readonly factors: DifficultyFactor[];
  readonly possible: boolean;
  readonly reason: string | null;
  readonly free: boolean;
}

/** Works out a manoeuvre; `cost` null means "free if an offer allows it, else the main action". */
function planManoeuvre(
  state: CampaignState,
  actor: Combatant,
  target: Combatant,
  cost: D20ActionCost | null,
): ManoeuvrePlan {
  const offered = offersFreeManoeuvre(state, actor.id, target.id);
  const free = cost === 'free' || (cost === null && offered);
  const factors = [
    rollFactor('expertise', 'Närstrid', 'Närstrid', d20Value(actor, 'Närstrid')),
    rollFactor('ability', 'STY', 'STY', d20Value(actor, 'STY')),
  ];
  const support = supportFactor(actor);
  if (support) factors.push(support);
  factors.push(...ownConditionFactors(actor));
  const at = tokenOf(state, actor.id);
  const tt = tokenOf(state, target.id);
  const scene = activeScene(state);
  const actorZone = at ? zoneAt(scene, at.hex) : undefined;
  const targetZone = tt ? zoneAt(scene, tt.hex) : undefined;
  // D20-POS-3: a melee manoeuvre from a lower zone is −1.
  if (actorZone && targetZone && height(actorZone) < height(targetZone))
    factors.push(rollFactor('zone', 'hogtLage', 'Högt läge', MELEE_FROM_BELOW, targetZone.name));
  const sv = d20Value(target, 'Försvar');
  const why = ((): string | null => {
    if (actor.id === target.id) return `${actor.name} cannot manoeuvre against itself`;
    if (outOfFight(actor)) return `${actor.name} is out of the fight`;
    if (free && !offered)
      return 'a free manoeuvre needs an offer: a failed Akrobatik roll (D20-POS-1) or an EM step (D20-ATK-1)';
    if (!free && state.pending) return 'finish or cancel the pending step first';
    if (!free && state.encounter.active && cost !== 'reaction' && !hasMainAction(state, actor.id))
      return `${actor.name} has already used the main action this round (D20-TURN-1)`;
    if (!offered && at && tt && !sideBySide(state, at.hex, tt.hex))
      return `${actor.name} must stand next to ${target.name} (D20-ACT-2)`;
    return null;
  })();
  return { actor, target, sv, factors, possible: why === null, reason: why, free };
}

/** The chance (0–1) that 1T20 + `modifier` reaches `sv`. */
function hitChance(modifier: number, sv: number): number {
  const needed = sv - modifier;
  return Math.min(20, Math.max(0, 21 - needed)) / 20;
}

/** The public condition a successful manoeuvre leaves on its target until it is ended (D20-ACT-2). */
function lastingMark(key: string, note: string, source: string, data: Condition['data']): Condition {
  return { key, public: true, untilRound: null, note, source, data };
}

/**
 * `d20/manoeuvre` (D20-ACT-2): rolls 1T20 + Närstrid + STY against the target's Försvar and on success
 * applies the effect: Knuff moves the target one hex (`pushTo`, default straight away; blocked: no
 * move), Tryck tillbaka does the same and the actor steps into the hex left, Slå ner sets `Nedslagen`,
 * Avväpna `Tappat grepp` (data.weaponId: the target's first weapon), Grepp `Fasthållen` (data.by).
 */
export const manoeuvre: SystemCommandHandler<z.infer<typeof D20ManoeuvreCommand>> = (state, cmd, ctx) => {
  const actor = findCombatant(state, cmd.actorId);
  const target = findCombatant(state, cmd.targetId);
  const cost = cmd.cost ?? 'main';
  const plan = planManoeuvre(state, actor, target, cost);
  if (!plan.possible) throw new CommandError('invalid', plan.reason ?? 'the manoeuvre cannot be made');
  const targetToken = tokenOf(state, target.id);
  const actorToken = tokenOf(state, actor.id);
  const pushes = cmd.kind === 'Knuff' || cmd.kind === 'Tryck tillbaka';
  // An explicit push hex must be one the target can be pushed to; checked before anything is rolled.
  if (pushes && cmd.pushTo && targetToken) {
    const blocked = pushBlocked(state, targetToken, cmd.pushTo);
    if (blocked) throw new CommandError('invalid', `cannot push ${target.name} there: ${blocked}`);
  }
  if (pushes && !targetToken)
    throw new CommandError('invalid', `${target.name} has no token on the map to push`);

  let s = plan.free ? useOffer(state, actor.id) : payAction(state, actor, cost);
  const vis = visibilityOf(actor, target, actorToken, targetToken);
  const r = rollCheck(actor, plan.factors, plan.sv, `manöver: ${cmd.kind}`, ctx, vis, target.id);
  s = useSupport(s, findCombatant(s, actor.id));

  const base = { actorId: actor.id, targetId: target.id, kind: cmd.kind, cost, success: r.success };
  if (!r.success) {
    ctx.out.emit('d20/manoeuvre', { ...base, effect: 'none' }, vis);
    return s;
  }
  const byWhom = { by: actor.id, byName: actor.name };
  switch (cmd.kind) {
    case 'Knuff':
    case 'Tryck tillbaka': {
      const tok = targetToken as Token;
      const to = cmd.pushTo ?? (actorToken ? awayFrom(actorToken.hex, tok.hex) : null);
      const blocked = to ? pushBlocked(s, tok, to) : 'no direction to push';
      if (!to || blocked) {
        ctx.out.emit('d20/manoeuvre', { ...base, effect: 'blocked', blocked }, vis);
        return s;
      }
      s = shiftToken(s, tok, to, 0);
      // Tryck tillbaka: the actor follows into the hex the target left (when it stands next to it).
      let followed = false;
      if (cmd.kind === 'Tryck tillbaka' && actorToken && sideBySide(s, actorToken.hex, tok.hex)) {
        s = shiftToken(s, actorToken, tok.hex, 1);
        followed = true;
      }
      ctx.out.emit(
        'd20/manoeuvre',
        { ...base, effect: 'pushed', from: tok.hex, to, actorFollowed: followed },
        vis,
      );
      return s;
    }
    case 'Slå ner':
      s = withCondition(s, target.id, lastingMark(D20_CONDITION.down, '', `Slå ner: ${actor.name}`, byWhom));
      ctx.out.emit('d20/manoeuvre', { ...base, effect: 'knockedDown', condition: D20_CONDITION.down }, vis);
      return s;
    case 'Avväpna': {
      const weapon = target.weapons[0];
      s = withCondition(
        s,
        target.id,
        lastingMark(D20_CONDITION.lostGrip, weapon?.name ?? '', `Avväpna: ${actor.name}`, {
          ...byWhom,
          ...(weapon ? { weaponId: weapon.id } : {}),
        }),
      );
      ctx.out.emit(
        'd20/manoeuvre',
        {
          ...base,
          effect: 'disarmed',
          condition: D20_CONDITION.lostGrip,
          weaponId: weapon?.id ?? null,
          weaponName: weapon?.name ?? null,
        },
        vis,
      );
      return s;
    }
    case 'Grepp':
      s = withCondition(
        s,
        target.id,
        lastingMark(D20_CONDITION.grappled, '', `Grepp: ${actor.name}`, byWhom),
      );
      ctx.out.emit('d20/manoeuvre', { ...base, effect: 'grappled', condition: D20_CONDITION.grappled }, vis);
      return s;
  }
};

/**
 * The `rules:preview` answer for a manoeuvre (D20ManoeuvrePreview): free when an offer names the actor
 * against this target, else the main action. Never changes the state.
 */
export function previewManoeuvre(
  state: CampaignState,
  actorId: string,
  targetId: string,
  kind: D20Manoeuvre,
): D20ManoeuvrePreview {
  const plan = planManoeuvre(state, findCombatant(state, actorId), findCombatant(state, targetId), null);
  const modifier = plan.factors.reduce((sum, f) => sum + f.effect, 0);
  return {
    system: 'd20',
    kind: 'd20/manoeuvre',
    manoeuvre: kind,
    possible: plan.possible,
    reason: plan.reason,
    sv: plan.sv,
    rollFactors: plan.factors,
    modifier,
    hit: hitChance(modifier, plan.sv),
  };
}
