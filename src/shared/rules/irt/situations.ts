/**
 * Damage values with skadetärningar for fire, explosions and falls (IRT-SIT-1, IRT-COND-6), Chockslag
 * (IRT-STR-4) and standing up (IRT-COND-3).
 */
import type { CampaignState } from '../../model/campaign';
import { CommandError } from '../core/errors';
import type { SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import type { IrtHandler } from './commands';
import {
  condition,
  findCondition,
  hasCondition,
  IRT_CONDITION,
  withCondition,
  withoutCondition,
} from './conditions';
import { addFokus, addStress, applyKpDamage, getCombatant, putCombatant } from './health';
import { countSuccesses, countTwelves } from './pool';
import { applyCrit } from './crits';
import { attr, sizeOf, type IrtAttribute } from './sheet';
import { tokenOf, zoneAt } from './attackFactors';
import { isCombatTrained } from './abilities';

/**
 * A damage value N (IRT-SIT-1): N KP plus N skadetärningar (T12: each 10+ adds 1 KP; a 12 triggers a crit
 * on the damage type's table, each extra 12 +1 on it); Skydd protects normally. Explosions are halved
 * behind solid cover and doubled in Trångt utrymme (IRT-ZONE-2). 3+ KP of fire sets Brinnande. The KP
 * give Stress like a hit (IRT-STR-1).
 */
export function damageValue(
  state: CampaignState,
  targetId: string,
  rawValue: number,
  damageType: 'Eld' | 'Explosion' | 'Kross',
  behindSolidCover: boolean,
  ctx: SystemContext,
): CampaignState {
  const target = getCombatant(state, targetId);
  let value = rawValue;
  const notes: string[] = [];
  if (damageType === 'Explosion') {
    const tok = tokenOf(state, targetId);
    const zone = tok ? zoneAt(state, tok.hex) : undefined;
    if (zone?.traits.some((t) => t.kind === 'trangt')) {
      value *= 2;
      notes.push(`doubled in Trångt utrymme (${zone.name})`);
    }
    if (behindSolidCover) {
      value = Math.floor(value / 2);
      notes.push('halved behind solid cover');
    }
  }
  const faces =
    value > 0
      ? rollDice(ctx.dice, ctx.out, value, 12, {
          roller: null,
          purpose: `skadetärningar (${damageType} ${value})`,
        })
      : [];
  const extra = faces.filter((f) => f >= 10).length;
  const twelves = faces.filter((f) => f === 12).length;
  // IRT-CHAR-4: a size class's built-in Skydd protects against fire, explosions and falls as against
  // attacks (the same sum the attack uses, attackFactors.ts).
  const skydd = (target.attributes.Skydd ?? 0) + sizeOf(target).skydd;
  const kp = Math.max(0, value + extra - skydd);
  ctx.out.emit(
    'irt/damageValue',
    { id: targetId, damageType, value, faces, extra, skydd, kp, notes },
    target.hidden ? 'gm' : 'public',
  );
  let s = applyKpDamage(state, targetId, kp, `${damageType} ${value}`, ctx);
  if (twelves > 0 && kp >= 1) s = applyCrit(s, targetId, damageType, twelves - 1, ctx);
  if (damageType === 'Eld' && kp >= 3 && !hasCondition(getCombatant(s, targetId), IRT_CONDITION.brinnande))
    s = setBurning(s, targetId, 3, ctx);
  return s;
}

/** Brinnande (IRT-COND-6): damage value 3 at the start of every round until put out. */
export function setBurning(
  state: CampaignState,
  id: string,
  value: number,
  ctx: SystemContext,
): CampaignState {
  const c = getCombatant(state, id);
  ctx.out.emit('irt/burning', { id, value }, c.hidden ? 'gm' : 'public');
  return putCombatant(state, withCondition(c, condition(IRT_CONDITION.brinnande, { data: { value } })));
}

/**
 * `irt/chockslag` (IRT-STR-4): Vilja + a fitting attribute against a Chockfaktor (+1 when it touches
 * the character's Trauma); each success lowers the factor by one; 1 Stress per remaining point.
 */
export const chockslag: IrtHandler<'irt/chockslag'> = (state, cmd, ctx) => {
  const c = getCombatant(state, cmd.id);
  // IRT-ABL-1 Stridsträning (and an Officer or Soldat): the Chock table's bracketed factor for the trained.
  const trained = cmd.trainedChockfaktor !== undefined && isCombatTrained(c);
  const factor = (trained ? (cmd.trainedChockfaktor ?? 0) : cmd.chockfaktor) + (cmd.touchesTrauma ? 1 : 0);
  if (factor === 0) {
    // "du behöver inte slå för Chock": a factor of 0 costs nothing, so nothing is rolled.
    ctx.out.emit('irt/chockslag', {
      id: c.id,
      chockfaktor: 0,
      successes: 0,
      stress: 0,
      trained,
      noRoll: true,
    });
    return state;
  }
  const pool = Math.max(0, attr(c, 'Vilja') + attr(c, cmd.attribute as IrtAttribute));
  const faces = rollDice(ctx.dice, ctx.out, pool, 12, {
    roller: c.id,
    purpose: `Chockslag (Chockfaktor ${factor})`,
  });
  const successes = countSuccesses(faces);
  const stress = Math.max(0, factor - successes);
  ctx.out.emit('irt/chockslag', {
    id: c.id,
    chockfaktor: factor,
    successes,
    stress,
    ...(trained ? { trained } : {}),
  });
  // IRT-DICE-6: every 12 gives 1 Fokus, whatever else happens.
  const s = addFokus(state, c.id, countTwelves(faces), 'rolled 12 (IRT-DICE-6)', ctx);
  return addStress(s, c.id, stress, `Chockslag, Chockfaktor ${factor} (IRT-STR-4)`, ctx);
};

/** `irt/standUp`: standing up is an action (IRT-COND-3). */
export function standUp(state: CampaignState, id: string, ctx: SystemContext): CampaignState {
  const c = getCombatant(state, id);
  if (!findCondition(c, IRT_CONDITION.liggande))
    throw new CommandError('invalid', `${c.name} is not lying down`);
  ctx.out.emit('irt/stoodUp', { id }, c.hidden ? 'gm' : 'public');
  return putCombatant(state, withoutCondition(c, IRT_CONDITION.liggande));
}
