/** The campaign clock and its timers, shared by all systems. */
import type { CampaignState, Timer } from '../../model/campaign';
import type { RuleSystem, SystemContext } from './system';

/** Seconds on the campaign clock. */
export function clockSeconds(state: CampaignState): number {
  return state.clock?.seconds ?? 0;
}

/**
 * Moves the clock to `to` and fires every timer whose boundary falls inside, in time order, each
 * boundary exactly once (a timer's `nextAt` moves on as it fires; the state, not a side table, holds
 * it, so undo can never make a tick fire twice).
 */
export function advanceClock(
  state: CampaignState,
  system: RuleSystem,
  to: number,
  ctx: SystemContext,
): CampaignState {
  let s: CampaignState = state;
  for (let guard = 0; guard < 100_000; guard++) {
    const due = (s.timers ?? [])
      .filter((t) => t.nextAt <= to)
      .sort((a, b) => a.nextAt - b.nextAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
    if (!due) break;
    s = {
      ...s,
      clock: { seconds: due.nextAt },
      timers: (s.timers ?? []).map((t) => (t.id === due.id ? { ...t, nextAt: t.nextAt + t.every } : t)),
    };
    s = system.fireTimer(s, { ...due }, ctx);
  }
  return { ...s, clock: { seconds: Math.max(to, clockSeconds(s)) } };
}

/** A timer as data; helpers for systems. */
export function addTimer(state: CampaignState, timer: Timer): CampaignState {
  return { ...state, timers: [...(state.timers ?? []).filter((t) => t.id !== timer.id), timer] };
}

/** Removes timers matching a predicate. */
export function removeTimers(state: CampaignState, match: (t: Timer) => boolean): CampaignState {
  return { ...state, timers: (state.timers ?? []).filter((t) => !match(t)) };
}
