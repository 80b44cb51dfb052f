/** The reply envelope every channel returns, over IPC and WebSocket alike (Podman Desktop style). */

/** Why a call failed. */
export type ErrorCode =
  | 'bad-request'
  | 'too-large'
  | 'forbidden'
  | 'unknown-channel'
  | 'not-found'
  | 'conflict'
  | 'invalid'
  | 'no-campaign'
  | 'locked'
  | 'bad-dice'
  | 'io'
  | 'internal';

export interface ErrorInfo {
  readonly code: ErrorCode;
  readonly message: string;
  /** Structured facts for a message in the user's language (e.g. what was wrong with entered dice). */
  readonly detail?: Readonly<Record<string, string | number>>;
}

export type Envelope<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorInfo };

/** Builds a success reply. */
export function ok<T>(value: T): Envelope<T> {
  return { ok: true, value };
}

/** Builds an error reply. */
export function fail(
  code: ErrorCode,
  message: string,
  detail?: Readonly<Record<string, string | number>>,
): Envelope<never> {
  return { ok: false, error: detail ? { code, message, detail } : { code, message } };
}
