/**
 * The session most main-process tests start from: an in-memory store and settings
 * (tests/helpers/memoryStore.ts), the built-in demo campaigns, seeded dice and a 1 ms autosave. Any
 * dependency can be replaced; `seed` picks the dice. Also the dispatcher and web server over it.
 */
import { seededDice } from '@shared/dice/dice';
import { demoFor } from '../../../src/main/session/demo';
import { createSession, type Session, type SessionDeps } from '../../../src/main/session/session';
import {
  createDispatcher,
  type Dispatch,
  type DispatcherOptions,
} from '../../../src/main/transport/dispatcher';
import {
  startWebServer,
  type WebServer,
  type WebServerOptions,
} from '../../../src/main/transport/web/webServer';
import { memorySettings, memoryStore } from '../../helpers/memoryStore';

export type MemorySessionOptions = Partial<SessionDeps> & {
  /** Seed of the session's dice (default 1). */
  readonly seed?: number;
};

/** A session on memory, not started yet. */
export function memorySession(options: MemorySessionOptions = {}): Session {
  const { seed = 1, ...deps } = options;
  return createSession({
    store: memoryStore(),
    settings: memorySettings(),
    dice: seededDice(seed),
    demo: demoFor,
    autosaveDelayMs: 1,
    ...deps,
  });
}

/** {@link memorySession}, started: the first start opens the I Rikets Tjänst demo. */
export async function startedSession(options: MemorySessionOptions = {}): Promise<Session> {
  const session = memorySession(options);
  await session.start();
  return session;
}

/** The shared dispatcher over a {@link startedSession}, with `dispatcherOptions` (services) attached. */
export async function startedDispatcher(
  dispatcherOptions: DispatcherOptions = {},
  sessionOptions: MemorySessionOptions = {},
): Promise<Dispatch> {
  return createDispatcher(await startedSession(sessionOptions), dispatcherOptions);
}

/**
 * Web mode's server on a free port over `session` (dispatch and snapshots), with a `default-src 'self'`
 * CSP; `options` gives the rest (static folder, tokens, services…) and may replace the dispatcher.
 */
export function startTestWebServer(
  session: Session,
  options: Omit<WebServerOptions, 'port' | 'dispatch' | 'snapshots' | 'csp'> & { dispatch?: Dispatch },
): Promise<WebServer> {
  return startWebServer({
    port: 0,
    dispatch: createDispatcher(session),
    snapshots: session,
    csp: "default-src 'self'",
    ...options,
  });
}
