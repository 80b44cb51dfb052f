/**
 * A token dropped during an Expanse fight (the screens contract's tokenDrop): the acting combatant's drag
 * is its Move, a minor action up to Speed (EXP-ACT-MIN), and a pressing combatant's drag follows its
 * target; any other drag just places the token.
 */
import type { TokenDrop } from '../screens';
import { expDropCommand } from './expActions';

export async function expTokenDrop(drop: TokenDrop): Promise<boolean> {
  const cmd = expDropCommand(drop.campaign, drop.combatantId, drop.to);
  if (!cmd) return false;
  await drop.send(cmd);
  return true;
}
