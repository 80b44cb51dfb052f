/**
 * The round's declared action and what it allows (OMN-RND-1, OMN-DEF-3, OMN-ACT-*, OMN-MULTI-*): the
 * defences each action leaves, Avvakta's +2, the multiple-attack penalty and the movement allowance. The
 * attack engine reads these; `noteDefence` records a defence so that a later declaration fits it.
 */
import type { CampaignState, Combatant, Encounter } from '../../model/campaign';
import { CommandError } from '../core/errors';
import { findCombatant } from '../core/state';
import { omnValue } from './sheet';
import type { OmnAction } from './turnCommands';
import { OmnAction as OmnActionSchema } from './turnCommands';

/** A way to defend (OMN-DEF-2): dodge (Manövrar) or block (Närstrid + Försvarsvärde). */
export type OmnDefence = 'dodge' | 'block';

/** OMN-INIT-2: the condition of a character who fumbled initiative: no action this round. */
export const HESITATES = 'Tvekar';
/** OMN-INIT-3: the condition of a character waiting (held action or Avvakta), read at the next round. */
export const WAITING = 'Väntar';

/** One declaration as stored in `encounter.declared` (`pending`: only a defence was used so far). */
export type OmnDeclaration = NonNullable<Encounter['declared']>[string];

/**
 * OMN-DEF-3 / OMN-ACT-1–9: the defences each action leaves. Blocking is against melee (and thrown)
 * attacks with an object in the free hand (OMN-DEF-2); firearm: dodging ranged attacks (OMN-ACT-3); run:
 * none (OMN-ACT-6); other: dodge (interpretation, OMN-ACT-9 names none).
 */
export const DEFENCES_BY_ACTION: Readonly<Record<OmnAction, readonly OmnDefence[]>> = {
  melee: ['dodge', 'block'],
  thrown: ['dodge'],
  firearm: ['dodge'],
  avvakta: ['dodge', 'block'],
  posture: ['dodge', 'block'],
  move: ['dodge'],
  run: [],
  handle: ['dodge'],
  talk: ['dodge', 'block'],
  other: ['dodge'],
};

/** The declaration of `id` this round (a `pending` one included), or null. */
export function declarationOf(state: CampaignState, id: string): OmnDeclaration | null {
  return state.encounter.declared?.[id] ?? null;
}

/** The action `id` declared this round, or null when none yet (a defence alone declares nothing). */
export function declaredAction(state: CampaignState, id: string): OmnAction | null {
  const parsed = OmnActionSchema.safeParse(declarationOf(state, id)?.action);
  return parsed.success ? parsed.data : null;
}

/** The defences `id` used this round so far (recorded by {@link noteDefence}). */
export function defencesUsed(state: CampaignState, id: string): OmnDefence[] {
  const raw = declarationOf(state, id)?.data?.defended;
  if (typeof raw !== 'string' || raw === '') return [];
  return raw.split(',').filter((d): d is OmnDefence => d === 'dodge' || d === 'block');
}

/**
 * OMN-DEF-3: the defences `id` may use now. Not yet declared → both (the choice then limits the action);
 * hesitating after a fumbled initiative (OMN-INIT-2) → both, it defends as usual; else the action's.
 */
export function allowedDefences(state: CampaignState, id: string): OmnDefence[] {
  const c = findCombatant(state, id);
  const action = declaredAction(state, id);
  if (action === null || c.conditions.some((k) => k.key === HESITATES)) return ['dodge', 'block'];
  return [...DEFENCES_BY_ACTION[action]];
}

/** True when `id`'s turn has come this round (it is acting or has acted). */
export function turnHasCome(state: CampaignState, id: string): boolean {
  const enc = state.encounter;
  return enc.acted.includes(id) || (enc.turnIndex >= 0 && enc.order[enc.turnIndex] === id);
}

/**
 * OMN-ACT-4: +2 on every defence roll of a character who chose Avvakta, from its own turn on, or all
 * round when it was already waiting last round (kept waiting, OMN-INIT-3). Else 0.
 */
export function avvaktaBonus(state: CampaignState, id: string): number {
  const d = declarationOf(state, id);
  if (d?.action !== 'avvakta') return 0;
  return d.data?.waitedLastRound === true || turnHasCome(state, id) ? 2 : 0;
}

/**
 * OMN-MULTI-1/2 [optional]: the penalty on each of `attackerId`'s attacks this round: n attacks at one
 * opponent −2 × (n − 1); at different opponents −4 × (n − 1). 0 for a single attack, or when the rule is
 * off. `targetId` is the attack's target (a target outside the declared ones counts as a different one).
 */
export function multiAttackPenalty(state: CampaignState, attackerId: string, targetId: string): number {
  const d = declarationOf(state, attackerId);
  const n = typeof d?.data?.attacks === 'number' ? d.data.attacks : 1;
  if (n <= 1) return 0;
  const targets = new Set([...(d?.targets ?? []), targetId]);
  return (targets.size > 1 ? -4 : -2) * (n - 1);
}

/**
 * Metres a character may move with the action (OMN-ACT-6/7; besides any action 2 m): move Förflyttning,
 * run 2 × Förflyttning, handle a weapon half Förflyttning (none for a reload of more than one round);
 * kneeling or prone at most 1 m (OMN-ACT-5).
 */
export function movementAllowance(c: Combatant, action: OmnAction, longReload = false): number {
  const f = omnValue(c, 'Förflyttning');
  const metres =
    action === 'move' ? f : action === 'run' ? 2 * f : action === 'handle' ? (longReload ? 0 : f / 2) : 2;
  const low = c.conditions.some((k) => k.key === 'Knästående' || k.key === 'Liggande');
  return low ? Math.min(metres, 1) : metres;
}

/**
 * OMN-DEF-3: records that `id` defended with `kind` this round (for the attack engine, which also counts
 * `economy[id].reactions`). Refuses a defence the declared action does not allow. Before a declaration
 * it stores a `pending` one, so the later declaration must fit the defences used.
 */
export function noteDefence(state: CampaignState, id: string, kind: OmnDefence): CampaignState {
  if (!allowedDefences(state, id).includes(kind))
    throw new CommandError(
      'invalid',
      `${findCombatant(state, id).name} cannot ${kind} with the action declared this round (OMN-DEF-3)`,
    );
  const d = declarationOf(state, id) ?? { action: 'pending' };
  const used = [...new Set([...defencesUsed(state, id), kind])].join(',');
  return {
    ...state,
    encounter: {
      ...state.encounter,
      declared: { ...state.encounter.declared, [id]: { ...d, data: { ...d.data, defended: used } } },
    },
  };
}

/**
 * OMN-ACT-5/6/7: metres of the declared action's movement still left to `id` on the active scene's map
 * (the allowance less the hexes its token moved since its turn started, times the hex size), or null
 * before a declaration or without a token there. Read-only: the map does not refuse a longer move.
 */
export function movementLeft(state: CampaignState, id: string): number | null {
  const metres = declarationOf(state, id)?.data?.metres;
  if (typeof metres !== 'number') return null;
  const scene = state.scenes.find((s) => s.id === state.activeSceneId);
  const token = scene?.tokens.find((t) => t.combatantId === id);
  if (!scene || !token) return null;
  return Math.max(0, metres - (token.movedThisRound ?? 0) * scene.map.hexSizeMetres);
}
