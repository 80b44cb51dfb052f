/** Refusals raised by the engine and rule systems; the state is then unchanged. */

/** Codes for commands the engine refuses; the state is then unchanged. */
export type CommandErrorCode = 'not-found' | 'conflict' | 'invalid';

/** A command that cannot apply to this state (unknown id, duplicate id, …). */
export class CommandError extends Error {
  override name = 'CommandError';
  constructor(
    readonly code: CommandErrorCode,
    message: string,
  ) {
    super(message);
  }
}
