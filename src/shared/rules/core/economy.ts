/**
 * What each combatant has spent this round (`encounter.economy`), for systems that count actions
 * (D20-TURN-1: main action, steps, reaction; Omnimodus counts its defences in `reactions`, OMN-DEF-4).
 * The core resets it when a round starts; outside a fight nothing is counted.
 */
import type { CampaignState, TurnEconomy } from '../../model/campaign';

const NOTHING_SPENT: TurnEconomy = { main: 0, steps: 0, reactions: 0 };

/** What `id` has spent this round. */
export function spent(state: CampaignState, id: string): TurnEconomy {
  return state.encounter.economy?.[id] ?? NOTHING_SPENT;
}

/** The state with `patch` added to what `id` has spent (only while a fight runs). */
export function addSpent(state: CampaignState, id: string, patch: Partial<TurnEconomy>): CampaignState {
  if (!state.encounter.active) return state;
  const now = spent(state, id);
  const next: TurnEconomy = {
    main: now.main + (patch.main ?? 0),
    steps: now.steps + (patch.steps ?? 0),
    reactions: now.reactions + (patch.reactions ?? 0),
  };
  return {
    ...state,
    encounter: { ...state.encounter, economy: { ...(state.encounter.economy ?? {}), [id]: next } },
  };
}

/** The state with what `id` has spent set by the GM (a correction). */
export function setSpent(state: CampaignState, id: string, patch: Partial<TurnEconomy>): CampaignState {
  const now = spent(state, id);
  return {
    ...state,
    encounter: {
      ...state.encounter,
      economy: { ...(state.encounter.economy ?? {}), [id]: { ...now, ...patch } },
    },
  };
}
