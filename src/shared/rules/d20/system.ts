/**
 * The Swedish d20 rules (chapter 5.1–5.4) as a `RuleSystem`: the sheet, initiative every round
 * (D20-INIT-1), the action economy (D20-TURN-1) and the d20 commands.
 */
import type { CampaignState, Timer } from '../../model/campaign';
import { measureOnMap } from '../../map/distance';
import { rollInitiativeDie } from '../core/rolls';
import { applySystemCommand, definePreview } from '../core/system';
import type { RuleSystem, SystemCommandHandlers, SystemContext } from '../core/system';
import { findCombatant } from '../core/state';
import { interact, support, hold, trigger, breakSight } from './actions';
import { cancelPending, declareAttack, react, resist, resolveAttack } from './attack';
import { D20Command, D20PreviewRequest } from './commands';
import { hostileTokenIds } from './hostileZones';
import { previewD20 } from './preview';
import { setSpent } from './economy';
import { damage, heal, d20WoundSeverity, d20WoundWord } from './health';
import { manoeuvre } from './manoeuvres';
import { move } from './movement';
import { d20RoundStart } from './rounds';
import { d20Template, smi } from './sheet';

/** A d20 combat round is a few seconds of fiction (D20-RND-1); the clock counts 6. */
export const D20_ROUND_SECONDS = 6;

export { d20Settings, DEFAULT_D20_SETTINGS } from './settings';

/** The handler of each d20 command. */
const D20_HANDLERS: SystemCommandHandlers<D20Command> = {
  'd20/attack': declareAttack,
  'd20/react': react,
  'd20/resolve': resolveAttack,
  'd20/resist': resist,
  'd20/cancel': (state, _cmd, ctx) => cancelPending(state, ctx),
  'd20/move': move,
  'd20/manoeuvre': manoeuvre,
  'd20/interact': interact,
  'd20/support': support,
  'd20/hold': hold,
  'd20/trigger': trigger,
  'd20/breakSight': breakSight,
  'd20/damage': damage,
  'd20/heal': heal,
  'd20/setEconomy': (state, cmd, ctx) => {
    const c = findCombatant(state, cmd.id);
    const { type: _t, id: _id, ...patch } = cmd;
    ctx.out.emit('d20/economySet', { id: c.id, ...patch });
    return setSpent(state, c.id, patch);
  },
};

function applyD20(state: CampaignState, raw: { type: string }, ctx: SystemContext): CampaignState {
  return applySystemCommand(D20_HANDLERS, state, D20Command.parse(raw), ctx);
}

export const d20System: RuleSystem = {
  id: 'd20',
  name: 'Swedish d20',
  implemented: true,
  preview: definePreview({ request: D20PreviewRequest, answer: previewD20 }),
  // D20-POS-1: the enemies whose hostile zone binds a combatant, ringed on the GM's map during a fight.
  threatenedBy: (state, c) => (state.encounter.active ? hostileTokenIds(state, c) : []),
  secondsPerRound: D20_ROUND_SECONDS,
  template: d20Template,
  initiative: {
    // D20-INIT-1: 1T20 + SMI at the start of every round; ties to the higher SMI, then a 1T20 roll-off.
    eachRound: true,
    roll(c, ctx) {
      const die = rollInitiativeDie(ctx, c, 20, 'initiative (1T20 + SMI)');
      return { value: die + smi(c), tiebreak: [smi(c)] };
    },
    rollOff(c, ctx) {
      return rollInitiativeDie(ctx, c, 20, 'initiative roll-off (D20-INIT-1)');
    },
  },
  damageResource: null,
  woundWord: d20WoundWord,
  woundSeverity: d20WoundSeverity,
  commands: D20Command,
  apply: applyD20,
  fireTimer: (state: CampaignState, _timer: Timer) => state,
  onRoundStart: d20RoundStart,
  // D20-TURN-1 interpretation: one hex is one step; the ruler counts steps the way round walls.
  measure(map, from, to) {
    return { ...measureOnMap(map, from, to, map.hexSizeMetres), band: null, unit: 'steps' };
  },
};
