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
}

export type Envelope<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorInfo };

/** Builds a success reply. */
export function ok<T>(value: T): Envelope<T> {
  return { ok: true, value };
}

/** Builds an error reply. */
export function fail(code: ErrorCode, message: string): Envelope<never> {
  return { ok: false, error: { code, message } };
}
