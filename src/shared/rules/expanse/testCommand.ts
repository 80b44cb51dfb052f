/**
 * `expanse/test` (EXP-TEST-1..3, EXP-SP-1): a plain or opposed test outside an attack, with named
 * difficulties (EXP-TEST-2 [setting]) and condition penalties (EXP-COND-1).
 */
import type { z } from 'zod';
import type { CampaignState, Combatant } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { CommandError } from '../core/errors';
import { findCombatant } from '../core/state';
import type { SystemCommandHandler } from '../core/system';
import type { ExpTestCommand } from './commands';
import { testPenalty } from './conditions';
import { expFactor, expTest, opposedWinner } from './roll';
import { expSettings } from './settings';
import { hasFocus, value, type ExpAbility } from './sheet';

/** The modifiers of a test by `c` (focus +2 when the sheet has it, condition penalties, the GM's). */
export function testFactors(
  c: Combatant,
  ability: ExpAbility,
  focus: string | undefined,
  modifier = 0,
): DifficultyFactor[] {
  const out: DifficultyFactor[] = [];
  if (focus !== undefined && hasFocus(c, ability, focus)) out.push(expFactor('expertise', 'focus', focus, 2));
  const penalty = testPenalty(c);
  if (penalty) out.push(expFactor('condition', 'conditions', 'Conditions', -penalty));
  if (modifier) out.push(expFactor('gm', 'gm', 'GM', modifier));
  return out;
}

/** EXP-TEST-2: the target number of a named difficulty in this campaign. */
export function difficultyTn(state: CampaignState, name: string): number {
  const row = expSettings(state).difficulties.find((d) => d.name.toLowerCase() === name.toLowerCase());
  if (!row) throw new CommandError('invalid', `no difficulty "${name}" in this campaign (EXP-TEST-2)`);
  return row.tn;
}

/** Applies `expanse/test`; the state only gains the log. */
export const applyTest: SystemCommandHandler<z.infer<typeof ExpTestCommand>> = (state, cmd, ctx) => {
  const c = findCombatant(state, cmd.id);
  const tn = cmd.tn ?? (cmd.difficulty !== undefined ? difficultyTn(state, cmd.difficulty) : undefined);
  if (cmd.against && tn !== undefined)
    throw new CommandError('invalid', 'an opposed test has no target number (EXP-TEST-3)');
  if (!cmd.against && tn === undefined)
    throw new CommandError('invalid', 'a test needs tn or difficulty, or against');
  const stunts = cmd.stunts ?? false;
  const mine = expTest(
    c,
    value(c, cmd.ability),
    testFactors(c, cmd.ability, cmd.focus, cmd.modifier),
    `test (${cmd.ability})`,
    ctx,
    {
      ...(tn !== undefined ? { tn } : {}),
      stunts: stunts && !cmd.against,
      ...(cmd.against ? { with: [findCombatant(state, cmd.against.id)] } : {}),
    },
  );
  if (!cmd.against) return state;
  const o = findCombatant(state, cmd.against.id);
  const theirs = expTest(
    o,
    value(o, cmd.against.ability),
    testFactors(o, cmd.against.ability, cmd.against.focus),
    `opposed (${cmd.against.ability})`,
    ctx,
    { stunts: false, with: [c] },
  );
  const w = opposedWinner(
    { total: mine.total, drama: mine.drama, ability: value(c, cmd.ability) },
    { total: theirs.total, drama: theirs.drama, ability: value(o, cmd.against.ability) },
  );
  const winner = w > 0 ? c.id : w < 0 ? o.id : null;
  // EXP-SP-1: an opposed stunt-capable test yields SP to its winner on doubles.
  const sp = winner === c.id && stunts && mine.doubles ? mine.drama : 0;
  ctx.out.emit(
    'expanse/opposed',
    { id: c.id, against: o.id, total: mine.total, opposing: theirs.total, winner, sp },
    c.hidden || o.hidden ? 'gm' : 'public',
  );
  return state;
};
