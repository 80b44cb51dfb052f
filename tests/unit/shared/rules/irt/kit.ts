/** Small helpers for the IRT engine tests: apply commands with entered dice, place tokens, read combatants. */
import type { CampaignState, ZoneTrait } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { EngineResult } from '@shared/rules/core/engine';

import { run } from '../../../../helpers/engine';

export { NO_DICE, run, runAll, who, event, patch, attrs, setCondition } from '../../../../helpers/engine';

/** Moves a combatant's token in the demo scene (outside combat: not a moving target). */
export function place(s: CampaignState, combatantId: string, q: number, r: number): CampaignState {
  const tok = s.scenes[0]?.tokens.find((t) => t.combatantId === combatantId);
  if (!tok) throw new Error(`no token for ${combatantId}`);
  return run(s, { type: 'token/move', sceneId: 's-gransen', tokenId: tok.id, to: { q, r } }).state;
}

export function setTraits(s: CampaignState, zoneId: string, kinds: string[]): CampaignState {
  const traits: ZoneTrait[] = kinds.map((kind) => ({ kind, revealed: true }));
  return run(s, { type: 'zone/update', sceneId: 's-gransen', zoneId, patch: { traits } }).state;
}

/** Anton's pistol shot at the guard, no options; spread it to add the dice or change a field. */
export const antonShot = {
  type: 'irt/attack',
  attackerId: 'c-anton',
  targetId: 'c-gransvakt',
  weaponId: 'w-pistol',
  options: {},
} as const;

/** Anton (Smidighet 2, Strid 3, pistol Skada 3) attacks the guard (Skydd 1), with entered dice. */
export function antonShoots(
  s: CampaignState,
  dice: number[],
  options: Record<string, unknown> = {},
  weaponId: string | null = 'w-pistol',
  targetId = 'c-gransvakt',
): EngineResult {
  return run(s, { ...antonShot, targetId, weaponId, options, dice } as Command);
}
