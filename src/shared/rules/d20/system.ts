/**
 * The Swedish d20 rules (chapter 5.1–5.4) as a `RuleSystem`: the sheet, initiative every round
 * (D20-INIT-1), the action economy (D20-TURN-1) and the d20 commands.
 */
import type { CampaignState, Timer } from '../../model/campaign';
import { measureOnMap } from '../../map/distance';
import { rollDice } from '../core/rolls';
import { definePreview, type RuleSystem, type SystemContext } from '../core/system';
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

function applyD20(state: CampaignState, raw: { type: string }, ctx: SystemContext): CampaignState {
  const cmd = D20Command.parse(raw);
  switch (cmd.type) {
    case 'd20/attack':
      return declareAttack(state, cmd, ctx);
    case 'd20/react':
      return react(state, cmd, ctx);
    case 'd20/resolve':
      return resolveAttack(state, cmd, ctx);
    case 'd20/resist':
      return resist(state, cmd, ctx);
    case 'd20/cancel':
      return cancelPending(state, ctx);
    case 'd20/move':
      return move(state, cmd, ctx);
    case 'd20/manoeuvre':
      return manoeuvre(state, cmd, ctx);
    case 'd20/interact':
      return interact(state, cmd, ctx);
    case 'd20/support':
      return support(state, cmd, ctx);
    case 'd20/hold':
      return hold(state, cmd, ctx);
    case 'd20/trigger':
      return trigger(state, cmd, ctx);
    case 'd20/breakSight':
      return breakSight(state, cmd, ctx);
    case 'd20/damage':
      return damage(state, cmd, ctx);
    case 'd20/heal':
      return heal(state, cmd, ctx);
    case 'd20/setEconomy': {
      const c = findCombatant(state, cmd.id);
      const { type: _t, id: _id, ...patch } = cmd;
      ctx.out.emit('d20/economySet', { id: c.id, ...patch });
      return setSpent(state, c.id, patch);
    }
  }
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
      const [die] = rollDice(
        ctx.dice,
        ctx.out,
        1,
        20,
        { roller: c.id, purpose: 'initiative (1T20 + SMI)' },
        c.hidden ? 'gm' : 'public',
      );
      return { value: (die as number) + smi(c), tiebreak: [smi(c)] };
    },
    rollOff(c, ctx) {
      const [die] = rollDice(
        ctx.dice,
        ctx.out,
        1,
        20,
        { roller: c.id, purpose: 'initiative roll-off (D20-INIT-1)' },
        c.hidden ? 'gm' : 'public',
      );
      return die as number;
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
