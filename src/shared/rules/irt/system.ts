/**
 * I Rikets Tjänst as a `RuleSystem`: the sheet, initiative (IRT-INIT-1/2), the IRT commands and what
 * its timers do at each boundary (bleeding, survival rolls, waking, burning) and at each round start.
 */
import { endConcentration, endFightPowers, endScenePowers, powersAtTurnStart, usePower } from './powers';
import type { CampaignState, Timer } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { definePreview, type RuleSystem, type SystemContext } from '../core/system';
import { rollDice } from '../core/rolls';
import { removeTimers } from '../core/clock';
import { cancelAttack, declareAttack, addFokusDice, defend, rerollMisses, resolveAttack } from './attack';
import { endAbilityStates, endMode, lastEffortRunsOut, modeUpkeep, useAbility } from './abilityActs';
import { initiativeBonus } from './abilities';
import { addCareFokusDice, care, careRollOpen, holdPressure, survivalRoll } from './care';
import { IrtCommand, IrtPreviewRequest } from './commands';
import { previewIrt } from './preview';
import { resetFokusForScene } from './scene';
import { breakFree, extinguish } from './struggle';
import { reload, useAmmunition } from './ammunition';
import {
  bleedingLevel,
  dyingGrade,
  expireConditions,
  findCondition,
  IRT_CONDITION,
  withoutCondition,
} from './conditions';
import {
  addStress,
  applyKpDamage,
  applyPendingPermanents,
  getCombatant,
  pendingPermanents,
  putCombatant,
  restoreIgnoredWounds,
  rollDeferredSammanbrott,
  setSurvivalInterval,
} from './health';
import { chockslag, damageValue, standUp } from './situations';
import { clearTurnMoves, move } from './movement';
import { irtRange } from './ranges';
import { attr, irtTemplate } from './sheet';
import { combatantWoundLevel } from './wounds';
import { IRT_ROUND_SECONDS } from './health';

/**
 * Applies an IRT command. IRT-STR-5: a Sammanbrott earned by paying Fokus with Stress rolls when the
 * action resolves — at once for single-step actions, at `irt/resolve` (or `irt/cancel`) for an attack,
 * whose Fokus dice and active defence come before its result counts.
 */
function applyIrt(state: CampaignState, raw: { type: string }, ctx: SystemContext): CampaignState {
  const cmd = IrtCommand.parse(raw);
  // IRT-DICE-1: a care roll takes Fokus dice only before anything else happens.
  const open = careRollOpen(state) && cmd.type !== 'irt/fokusDice' ? { ...state, pending: null } : state;
  const next = dispatchIrt(open, cmd, ctx);
  const actionStillOpen =
    cmd.type === 'irt/attack' ||
    (cmd.type === 'irt/fokusDice' && !careRollOpen(state)) ||
    cmd.type === 'irt/defend';
  return actionStillOpen ? next : rollDeferredSammanbrott(next, ctx);
}

function dispatchIrt(state: CampaignState, cmd: IrtCommand, ctx: SystemContext): CampaignState {
  switch (cmd.type) {
    case 'irt/attack':
      return declareAttack(state, cmd, ctx);
    case 'irt/usePower':
      return usePower(state, cmd, ctx);
    case 'irt/fokusDice':
      return careRollOpen(state) ? addCareFokusDice(state, cmd, ctx) : addFokusDice(state, cmd, ctx);
    case 'irt/defend':
      return defend(state, cmd, ctx);
    case 'irt/resolve':
      return resolveAttack(state, cmd, ctx);
    case 'irt/cancel':
      return cancelAttack(state, ctx);
    case 'irt/takeStress':
      getCombatant(state, cmd.id);
      return addStress(state, cmd.id, cmd.amount, 'GM', ctx);
    case 'irt/chockslag':
      return chockslag(state, cmd, ctx);
    case 'irt/care':
      return care(state, cmd, ctx);
    case 'irt/holdPressure':
      return holdPressure(state, cmd, ctx);
    case 'irt/damageValue':
      getCombatant(state, cmd.targetId);
      return damageValue(state, cmd.targetId, cmd.value, cmd.damageType, cmd.behindSolidCover ?? false, ctx);
    case 'irt/move':
      return move(state, cmd, ctx);
    case 'irt/standUp':
      return standUp(state, cmd.id, ctx);
    case 'irt/breakFree':
      return breakFree(state, cmd.id, cmd.opponentId, ctx);
    case 'irt/extinguish':
      return extinguish(state, cmd.id, ctx);
    case 'irt/newScene':
      // IRT-POW-5/6: scene-long powers, Urladdning marks and power-only Fokus end with the scene;
      // IRT-ABL-1: so does Järnvilja.
      return endScenePowers(
        resetFokusForScene(
          state.combatants.reduce((s, c) => restoreIgnoredWounds(s, c.id, 'the scene ended', ctx), state),
          cmd.momentum,
          ctx,
        ),
      );
    case 'irt/useAmmunition':
      return useAmmunition(state, cmd.id, cmd.weaponId, cmd.use, ctx);
    case 'irt/reload':
      return reload(state, cmd.id, cmd.weaponId, ctx);
    case 'irt/applyPermanent': {
      const c = getCombatant(state, cmd.id);
      if (pendingPermanents(c, cmd.key).length === 0)
        throw new CommandError('invalid', `${c.name} has no pending Permanent loss (IRT-DIE-11)`);
      return applyPendingPermanents(state, cmd.id, 'GM', ctx, cmd.key);
    }
    case 'irt/survivalInterval':
      return setSurvivalInterval(state, cmd.id, cmd.seconds, ctx);
    case 'irt/useAbility':
      return useAbility(state, cmd, ctx);
    case 'irt/endMode':
      return endMode(state, cmd, ctx);
    case 'irt/reroll':
      return rerollMisses(state, cmd, ctx);
    case 'irt/survivalRoll': {
      const g = dyingGrade(getCombatant(state, cmd.id));
      if (g !== 'Döende' && g !== 'Akut döende')
        throw new CommandError(
          'invalid',
          'only a dying character makes survival rolls (IRT-DIE-4, IRT-DIE-9)',
        );
      return survivalRoll(state, cmd.id, ctx);
    }
  }
}

/** What a timer does when its boundary comes. */
function fireIrtTimer(state: CampaignState, timer: Timer, ctx: SystemContext): CampaignState {
  const c = state.combatants.find((x) => x.id === timer.combatantId);
  if (!c) return removeTimers(state, (t) => t.id === timer.id);
  switch (timer.kind) {
    case 'irt/bleeding': {
      const level = bleedingLevel(c);
      if (!level) return removeTimers(state, (t) => t.id === timer.id);
      // IRT-BLD-3: while someone holds pressure on Kraftig blödning it deals no KP.
      const pressure = findCondition(c, IRT_CONDITION.blodning)?.data?.pressureBy;
      if (level === 'Kraftig' && typeof pressure === 'string') {
        ctx.out.emit('irt/bleedingHeld', { id: c.id, by: pressure });
        return state;
      }
      // IRT-STR-1: a bleeding tick gives Stress like any KP damage.
      return applyKpDamage(state, c.id, 1, `${level} blödning (IRT-BLD-1)`, ctx);
    }
    case 'irt/survival':
      return survivalRoll(state, c.id, ctx);
    case 'irt/wake': {
      const s = removeTimers(state, (t) => t.id === timer.id);
      if (!findCondition(c, IRT_CONDITION.medvetslos)) return s;
      ctx.out.emit('irt/woke', { id: c.id }, c.hidden ? 'gm' : 'public');
      return putCombatant(s, withoutCondition(c, IRT_CONDITION.medvetslos));
    }
    default:
      return state;
  }
}

/**
 * At each new round: conditions whose time is up end (Omtumlad after its round, IRT-COND-4), and every
 * burning character takes damage value 3 (IRT-COND-6).
 */
function irtRoundStart(state: CampaignState, ctx: SystemContext): CampaignState {
  // IRT-ABL-1: a Sista ansträngning not renewed runs out; a rage costs its Stress each round.
  let s = modeUpkeep(lastEffortRunsOut(state, state.encounter.round, ctx), ctx);
  s = expireConditions(s, state.encounter.round);
  for (const c of s.combatants) {
    const burning = findCondition(c, IRT_CONDITION.brinnande);
    if (!burning) continue;
    const value = typeof burning.data?.value === 'number' ? burning.data.value : 3;
    s = damageValue(s, c.id, value, 'Eld', false, ctx);
  }
  return s;
}

export const irtSystem: RuleSystem = {
  id: 'irt',
  name: 'I Rikets Tjänst',
  implemented: true,
  preview: definePreview({ request: IrtPreviewRequest, answer: previewIrt }),
  secondsPerRound: IRT_ROUND_SECONDS,
  template: irtTemplate,
  initiative: {
    eachRound: false,
    // IRT-INIT-1: 1T12 + Strid, once for the whole combat; IRT-INIT-2: ties by Strid, then a roll-off.
    roll(c, ctx) {
      const [die] = rollDice(
        ctx.dice,
        ctx.out,
        1,
        12,
        { roller: c.id, purpose: 'initiative (1T12 + Strid)' },
        c.hidden ? 'gm' : 'public',
      );
      // IRT-ABL-1 Stridsträning: +1 on the initiative roll.
      const bonus = initiativeBonus(c).reduce((n, b) => n + b.amount, 0);
      return { value: (die as number) + attr(c, 'Strid') + bonus, tiebreak: [attr(c, 'Strid')] };
    },
    rollOff(c, ctx) {
      const [die] = rollDice(ctx.dice, ctx.out, 1, 12, {
        roller: c.id,
        purpose: 'initiative roll-off (IRT-INIT-2)',
      });
      return die as number;
    },
  },
  damageResource: 'kp',
  woundWord: (c) => {
    const g = dyingGrade(c);
    if (g === 'Död') return 'Död';
    if (g === 'Döende' || g === 'Akut döende') return g;
    return combatantWoundLevel(c);
  },
  woundSeverity: (c) => {
    const g = dyingGrade(c);
    if (g === 'Död') return 4;
    if (g === 'Döende' || g === 'Akut döende') return 3;
    const level = combatantWoundLevel(c);
    if (level === 'Död') return 4;
    return level === 'Tjänstduglig' ? 0 : level === 'Sårad' ? 1 : level === 'Medvetslös' ? 2 : 3;
  },
  commands: IrtCommand,
  apply: applyIrt,
  fireTimer: fireIrtTimer,
  onRoundStart: irtRoundStart,
  // IRT-MOV-1/2: the zones moved count per turn; IRT-DICE-1: an open care roll closes with the turn.
  onTurnStart: (state, id) => {
    // IRT-POW-5: "to the end of your next turn" effects count the user's turns.
    const s = powersAtTurnStart(clearTurnMoves(state, id), id);
    return careRollOpen(s) ? { ...s, pending: null } : s;
  },
  onEncounterEnd: (state, ctx) => endAbilityStates(endFightPowers(clearTurnMoves(state)), ctx),
  // IRT-RNG-3 on the map: the ruler shows zones, metres and the band an attack would use.
  measure(map, from, to) {
    const { measure, band } = irtRange(map, from, to);
    return { ...measure, band };
  },
  onResourceChanged: (state, id, resource, before, after, ctx) => {
    // IRT-POW-5: damage breaks the user's concentration.
    if (resource === 'kp' && after > before) return endConcentration(state, id, ctx);
    if (resource !== 'kp' || after >= before) return state;
    const c = getCombatant(state, id);
    if (!findCondition(c, IRT_CONDITION.medvetslos)) return state;
    const level = combatantWoundLevel(c);
    if (level !== 'Tjänstduglig' && level !== 'Sårad') return state;
    // IRT-COND-8: KP healed below the Medvetslös threshold wakes the character.
    ctx.out.emit('irt/woke', { id, reason: 'healed' }, c.hidden ? 'gm' : 'public');
    return removeTimers(
      putCombatant(state, withoutCondition(c, IRT_CONDITION.medvetslos)),
      (t) => t.combatantId === id && t.kind === 'irt/wake',
    );
  },
};
