/**
 * I Rikets Tjänst as a `RuleSystem`: the sheet, initiative (IRT-INIT-1/2), the IRT commands and what
 * its timers do at each boundary (bleeding, survival rolls, waking, burning) and at each round start.
 */
import { endConcentration, endFightPowers, endScenePowers, powersAtTurnStart, usePower } from './powers';
import type { CampaignState, Timer } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { applySystemCommand, definePreview } from '../core/system';
import type { RuleSystem, SystemCommandHandlers, SystemContext } from '../core/system';
import { rollInitiativeDie } from '../core/rolls';
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
  const next = applySystemCommand(IRT_HANDLERS, open, cmd, ctx);
  const actionStillOpen =
    cmd.type === 'irt/attack' ||
    (cmd.type === 'irt/fokusDice' && !careRollOpen(state)) ||
    cmd.type === 'irt/defend';
  return actionStillOpen ? next : rollDeferredSammanbrott(next, ctx);
}

/** The handler of each IRT command. */
const IRT_HANDLERS: SystemCommandHandlers<IrtCommand> = {
  'irt/attack': declareAttack,
  'irt/usePower': usePower,
  'irt/fokusDice': (state, cmd, ctx) =>
    careRollOpen(state) ? addCareFokusDice(state, cmd, ctx) : addFokusDice(state, cmd, ctx),
  'irt/defend': defend,
  'irt/resolve': resolveAttack,
  'irt/cancel': (state, _cmd, ctx) => cancelAttack(state, ctx),
  'irt/takeStress': (state, cmd, ctx) => {
    getCombatant(state, cmd.id);
    return addStress(state, cmd.id, cmd.amount, 'GM', ctx);
  },
  'irt/chockslag': chockslag,
  'irt/care': care,
  'irt/holdPressure': holdPressure,
  'irt/damageValue': (state, cmd, ctx) => {
    getCombatant(state, cmd.targetId);
    return damageValue(state, cmd.targetId, cmd.value, cmd.damageType, cmd.behindSolidCover ?? false, ctx);
  },
  'irt/move': move,
  'irt/standUp': (state, cmd, ctx) => standUp(state, cmd.id, ctx),
  'irt/breakFree': (state, cmd, ctx) => breakFree(state, cmd.id, cmd.opponentId, ctx),
  'irt/extinguish': (state, cmd, ctx) => extinguish(state, cmd.id, ctx),
  // IRT-POW-5/6: scene-long powers, Urladdning marks and power-only Fokus end with the scene;
  // IRT-ABL-1: so does Järnvilja.
  'irt/newScene': (state, cmd, ctx) =>
    endScenePowers(
      resetFokusForScene(
        state.combatants.reduce((s, c) => restoreIgnoredWounds(s, c.id, 'the scene ended', ctx), state),
        cmd.momentum,
        ctx,
      ),
    ),
  'irt/useAmmunition': (state, cmd, ctx) => useAmmunition(state, cmd.id, cmd.weaponId, cmd.use, ctx),
  'irt/reload': (state, cmd, ctx) => reload(state, cmd.id, cmd.weaponId, ctx),
  'irt/applyPermanent': (state, cmd, ctx) => {
    const c = getCombatant(state, cmd.id);
    if (pendingPermanents(c, cmd.key).length === 0)
      throw new CommandError('invalid', `${c.name} has no pending Permanent loss (IRT-DIE-11)`);
    return applyPendingPermanents(state, cmd.id, 'GM', ctx, cmd.key);
  },
  'irt/survivalInterval': (state, cmd, ctx) => setSurvivalInterval(state, cmd.id, cmd.seconds, ctx),
  'irt/useAbility': useAbility,
  'irt/endMode': endMode,
  'irt/reroll': rerollMisses,
  'irt/survivalRoll': (state, cmd, ctx) => {
    const g = dyingGrade(getCombatant(state, cmd.id));
    if (g !== 'Döende' && g !== 'Akut döende')
      throw new CommandError('invalid', 'only a dying character makes survival rolls (IRT-DIE-4, IRT-DIE-9)');
    return survivalRoll(state, cmd.id, ctx);
  },
};

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
      const die = rollInitiativeDie(ctx, c, 12, 'initiative (1T12 + Strid)');
      // IRT-ABL-1 Stridsträning: +1 on the initiative roll.
      const bonus = initiativeBonus(c).reduce((n, b) => n + b.amount, 0);
      return { value: die + attr(c, 'Strid') + bonus, tiebreak: [attr(c, 'Strid')] };
    },
    rollOff(c, ctx) {
      // The roll-off is logged for the GM only.
      return rollInitiativeDie(ctx, c, 12, 'initiative roll-off (IRT-INIT-2)', 'gm');
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
