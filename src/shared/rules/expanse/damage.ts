/**
 * Applying damage in The Expanse (EXP-APP-1/2, EXP-COV-1, EXP-DMG-4, EXP-COND-1): Toughness + armour
 * (not against penetrating damage) and cover come off, Fortune soaks the rest point for point, then the
 * target may take Injured (−1d6 [setting]) and Wounded (−2d6 [setting]); damage still left takes it out,
 * and after a lethal attack the attacker may choose Dying.
 */
import type { CampaignState, Combatant } from '../../model/campaign';
import { findCombatant, replaceCombatant } from '../core/state';
import { rollDice } from '../core/rolls';
import type { SystemContext } from '../core/system';
import { COND, EFFECT, conditionValue, lasting, withCondition, withoutCondition } from './conditions';
import { zoneCover } from './position';
import { expSettings } from './settings';
import { toughness, value } from './sheet';

/** EXP-COV-1: the cover protecting `c`: its zone's rating or the cover it took (Take Cover), the higher. */
export function coverOf(state: CampaignState, c: Combatant): number {
  return Math.max(zoneCover(state, c), conditionValue(c, EFFECT.takeCover, 'rating'));
}

/** EXP-APP-1, EXP-COV-1: what comes off a hit before Fortune. */
export function protection(
  state: CampaignState,
  c: Combatant,
  penetrating: boolean,
): { toughness: number; armour: number; cover: number; total: number } {
  const t = penetrating ? 0 : toughness(c);
  const a = penetrating ? 0 : value(c, 'Armour');
  // Project's reading: cover stands between the attack and the target, so it counts against penetrating
  // damage too.
  const cover = coverOf(state, c);
  return { toughness: t, armour: a, cover, total: t + a + cover };
}

/**
 * EXP-COND-1: one step worse — none → Injured, Injured → Wounded (a second Injured), Wounded → Dying
 * (and Taken Out).
 */
export function worsen(state: CampaignState, id: string, ctx: SystemContext, source: string): CampaignState {
  const c = findCombatant(state, id);
  const keys = new Set(c.conditions.map((k) => k.key));
  let s = state;
  let now: string;
  if (keys.has(COND.wounded)) {
    s = withCondition(s, id, lasting(COND.takenOut, source));
    s = withCondition(s, id, lasting(COND.dying, `${source}: a further injury while Wounded`, { lost: 0 }));
    now = COND.dying;
  } else if (keys.has(COND.injured)) {
    s = withCondition(withoutCondition(s, id, COND.injured), id, lasting(COND.wounded, source));
    now = COND.wounded;
  } else {
    s = withCondition(s, id, lasting(COND.injured, source));
    now = COND.injured;
  }
  ctx.out.emit('expanse/worsened', { id, condition: now, source }, c.hidden ? 'gm' : 'public');
  return s;
}

/** How a hit lands. */
export interface DamageOptions {
  readonly penetrating: boolean;
  /** EXP-DMG-4: stun damage never leaves the target Dying. */
  readonly lethal: boolean;
  /** EXP-APP-2: the target takes Injured / Wounded to reduce damage (default true). */
  readonly accept: boolean;
  /** EXP-APP-2: the attacker chooses Dying for a target taken out by a lethal attack. */
  readonly dying: boolean;
  readonly attackerId: string;
}

/** EXP-APP-1/2: applies `damage` to `id`; reduction dice are rolled as needed. */
export function applyDamage(
  state: CampaignState,
  id: string,
  damage: number,
  options: DamageOptions,
  ctx: SystemContext,
): CampaignState {
  const settings = expSettings(state);
  let s = state;
  let c = findCombatant(s, id);
  const vis = c.hidden ? 'gm' : 'public';
  const prot = protection(s, c, options.penetrating);
  let left = Math.max(0, damage - prot.total);
  // EXP-STUNT-1 Guardian Angel: an ally takes up to its SP of what would reach this target.
  const angel = c.conditions.find((k) => k.key === EFFECT.guardianAngel);
  let guarded = 0;
  if (angel && left > 0 && typeof angel.data?.guardianId === 'string') {
    guarded = Math.min(left, conditionValue(c, EFFECT.guardianAngel, 'amount'));
    left -= guarded;
    const rest = conditionValue(c, EFFECT.guardianAngel, 'amount') - guarded;
    s =
      rest > 0
        ? withCondition(s, id, { ...angel, data: { ...angel.data, amount: rest } })
        : withoutCondition(s, id, EFFECT.guardianAngel);
    s = applyDamage(s, angel.data.guardianId, guarded, { ...options, penetrating: true, dying: false }, ctx);
    c = findCombatant(s, id);
  }
  const fortune = Math.max(0, c.resources.Fortune ?? 0);
  const soaked = Math.min(left, fortune);
  left -= soaked;
  s = replaceCombatant(s, { ...c, resources: { ...c.resources, Fortune: fortune - soaked } });
  const reductions: { condition: string; faces: number[]; reduced: number }[] = [];
  if (left > 0 && options.accept) {
    // EXP-APP-2: Injured first, then Wounded; one already Injured can only take Wounded.
    for (const step of [COND.injured, COND.wounded] as const) {
      if (left <= 0) break;
      const keys = new Set(findCombatant(s, id).conditions.map((k) => k.key));
      if (keys.has(COND.wounded) || (step === COND.injured && keys.has(COND.injured))) continue;
      const count = step === COND.injured ? settings.injuredDice : settings.woundedDice;
      const faces =
        count > 0
          ? rollDice(ctx.dice, ctx.out, count, 6, { roller: id, purpose: `${step} (EXP-APP-2)` }, vis)
          : [];
      const reduced = faces.reduce((a, b) => a + b, 0);
      left = Math.max(0, left - reduced);
      reductions.push({ condition: step, faces, reduced });
      const now = findCombatant(s, id);
      s = replaceCombatant(s, {
        ...now,
        conditions: [
          ...now.conditions.filter((k) => k.key !== COND.injured && k.key !== step),
          lasting(step, 'EXP-APP-2: taken to reduce damage'),
        ],
      });
    }
  }
  const takenOut = left > 0;
  const dying = takenOut && options.lethal && options.dying;
  if (takenOut) s = withCondition(s, id, lasting(COND.takenOut, 'EXP-APP-2'));
  if (dying) s = withCondition(s, id, lasting(COND.dying, 'EXP-APP-2: after a lethal attack', { lost: 0 }));
  ctx.out.emit(
    'expanse/damaged',
    {
      id,
      attackerId: options.attackerId,
      damage,
      penetrating: options.penetrating,
      ...prot,
      guarded,
      fortune: soaked,
      reductions,
      left,
      takenOut,
      dying,
    },
    vis,
  );
  return s;
}
