/** Placeholder for a d20 rule not written yet: refuses clearly (removed when the rules are complete). */
import { CommandError } from '../core/errors';

export function notWrittenYet(what: string): never {
  throw new CommandError('invalid', `${what} is not implemented yet`);
}
