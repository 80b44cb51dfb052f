/**
 * The round's declared action and what it allows (OMN-RND-1, OMN-DEF-3, OMN-ACT-*, OMN-MULTI-*): the
 * defences each action leaves, Avvakta's +2, the multiple-attack penalty and the movement allowance. The
 * attack engine reads these; `noteDefence` records a defence so that a later declaration fits it.
 */
import type { CampaignState, Combatant, Encounter } from '../../model/campaign';
import { addSpent, spent } from '../core/economy';
import { CommandError } from '../core/errors';
import { findCombatant, replaceCombatant } from '../core/state';
import type { SystemContext } from '../core/system';
import type { OmnWeaponType } from './attack';
import { omnSettings } from './settings';
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
 * attacks with an object in the free hand (OMN-DEF-2); firearm: dodging ranged attacks only (OMN-ACT-3,
 * {@link allowedDefences} knows the attack); run: none (OMN-ACT-6); other: dodge (interpretation, OMN-ACT-9
 * names none).
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

/** The state with `d` as `id`'s declaration this round (in place of any it had). */
export function withDeclaration(state: CampaignState, id: string, d: OmnDeclaration): CampaignState {
  return {
    ...state,
    encounter: { ...state.encounter, declared: { ...state.encounter.declared, [id]: d } },
  };
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

/** True when `c` hesitates this round after a fumbled initiative (OMN-INIT-2). */
export function hesitates(c: Pick<Combatant, 'conditions'>): boolean {
  return c.conditions.some((k) => k.key === HESITATES);
}

/**
 * OMN-DEF-3: the defences `id` may use now against an attack with a weapon of type `against` (any
 * attack when omitted). Not yet declared → both (the choice then limits the action); hesitating after a
 * fumbled initiative (OMN-INIT-2) → both, it defends as usual; else the action's, and after a declared
 * firearm attack a dodge against ranged attacks only, none against melee (OMN-ACT-3).
 */
export function allowedDefences(state: CampaignState, id: string, against?: OmnWeaponType): OmnDefence[] {
  const c = findCombatant(state, id);
  const action = declaredAction(state, id);
  if (action === null || hesitates(c)) return ['dodge', 'block'];
  if (action === 'firearm' && against === 'närstrid') return [];
  return [...DEFENCES_BY_ACTION[action]];
}

/** OMN-ACT-1/2/3: the declared action an attack with a weapon of `type` is (a bow is shot, OMN-DEF-2). */
export function attackAction(type: OmnWeaponType): 'melee' | 'thrown' | 'firearm' {
  return type === 'närstrid' ? 'melee' : type === 'kast' ? 'thrown' : 'firearm';
}

/** Why a character may not take an active action (an attack included) now; `message` is the engine's. */
export interface OmnActionRefusal {
  readonly rule: 'OMN-INIT-1' | 'OMN-INIT-2' | 'OMN-RND-1' | 'OMN-MULTI-3' | 'OMN-DEF-3' | 'OMN-ACT-3';
  readonly code:
    | 'awaitingInitiative'
    | 'hesitates'
    | 'otherAction'
    | 'oneAction'
    | 'allAttacks'
    | 'defences'
    | 'dodgedMelee';
  /** The character's name. */
  readonly name: string;
  /** `otherAction`: the action declared this round; `defences`: the action that does not fit. */
  readonly action?: OmnAction;
  /** `allAttacks`: the attacks declared this round (OMN-MULTI-3). */
  readonly attacks?: number;
  /** `defences`: the defence already used that the action does not allow (null: any defence). */
  readonly defence?: OmnDefence | null;
  /** The refusal in the engine's words (English), naming the rule. */
  readonly message: string;
}

/**
 * OMN-DEF-3, OMN-ACT-3: whether `action` fits the defences `id` used before declaring: each defence used
 * must be one the action leaves, and a dodge of a melee attack rules out a firearm attack (which dodges
 * ranged attacks only). Null when it fits.
 */
export function defenceMisfit(state: CampaignState, id: string, action: OmnAction): OmnActionRefusal | null {
  const name = findCombatant(state, id).name;
  const allowed = DEFENCES_BY_ACTION[action];
  const misfit = defencesUsed(state, id).find((d) => !allowed.includes(d));
  if (misfit !== undefined || (allowed.length === 0 && spent(state, id).reactions > 0))
    return {
      rule: 'OMN-DEF-3',
      code: 'defences',
      name,
      action,
      defence: misfit ?? null,
      message: `${name} already defended (${misfit ?? 'a defence'}) this round; ${action} does not allow it (OMN-DEF-3)`,
    };
  if (action === 'firearm' && declarationOf(state, id)?.data?.dodgedMelee === true)
    return {
      rule: 'OMN-ACT-3',
      code: 'dodgedMelee',
      name,
      action,
      message: `${name} dodged a melee attack this round; a firearm attack allows dodging ranged attacks only (OMN-ACT-3)`,
    };
  return null;
}

/** The attacks `id` may make this round: the declared number with OMN-MULTI on, else one (OMN-RND-1). */
export function attacksAllowed(state: CampaignState, id: string): number {
  const n = declarationOf(state, id)?.data?.attacks;
  return omnSettings(state).optional.multipleAttacks && typeof n === 'number' ? n : 1;
}

/**
 * OMN-RND-1, OMN-INIT-1/2, OMN-MULTI-3, OMN-DEF-3: why `id` may not attack with a weapon of `type` now,
 * or null. Only a character in a running fight is counted (a lone roll outside one is never refused):
 * not before the round's initiative, not while hesitating, not as a second active action (another
 * declared action, or an attack beyond the one allowed — several only with the optional rule and as
 * declared), and an attack made before any declaration must fit the defences already used.
 */
export function attackRefusal(
  state: CampaignState,
  id: string,
  type: OmnWeaponType,
): OmnActionRefusal | null {
  const enc = state.encounter;
  if (!enc.active || !enc.order.includes(id)) return null;
  const c = findCombatant(state, id);
  const name = c.name;
  if (enc.awaitingInitiative)
    return {
      rule: 'OMN-INIT-1',
      code: 'awaitingInitiative',
      name,
      message: `roll initiative for round ${enc.round} first (OMN-INIT-1)`,
    };
  if (hesitates(c))
    return {
      rule: 'OMN-INIT-2',
      code: 'hesitates',
      name,
      message: `${name} fumbled initiative and hesitates this round: no action, attacks included; defending stays allowed (OMN-INIT-2)`,
    };
  const action = attackAction(type);
  const declared = declaredAction(state, id);
  if (declared !== null && declared !== action)
    return {
      rule: 'OMN-RND-1',
      code: 'otherAction',
      name,
      action: declared,
      message: `${name} declared ${declared} this round; this ${action} attack would be a second active action (OMN-RND-1)`,
    };
  const allowed = attacksAllowed(state, id);
  if (spent(state, id).main >= allowed)
    return allowed > 1
      ? {
          rule: 'OMN-MULTI-3',
          code: 'allAttacks',
          name,
          attacks: allowed,
          message: `${name} has made the ${allowed} attacks declared this round (OMN-MULTI-3)`,
        }
      : {
          rule: 'OMN-RND-1',
          code: 'oneAction',
          name,
          message: `${name} already attacked this round; one active action per round (OMN-RND-1)`,
        };
  return declared === null ? defenceMisfit(state, id, action) : null;
}

/**
 * OMN-RND-1: counts an attack `id` made (`economy.main`), and when it had declared nothing this round the
 * attack is its declared action (at the target), so the defences it leaves and a later declaration
 * follow from it (OMN-DEF-3). A fight only: outside one nothing is recorded.
 */
export function noteAttack(
  state: CampaignState,
  id: string,
  type: OmnWeaponType,
  targetId: string,
  ctx: SystemContext,
): CampaignState {
  const enc = state.encounter;
  if (!enc.active || !enc.order.includes(id)) return state;
  const counted = addSpent(state, id, { main: 1 });
  if (declaredAction(state, id) !== null) return counted;
  const c = findCombatant(counted, id);
  const action = attackAction(type);
  const metres = movementAllowance(c, action);
  ctx.out.emit(
    'omnimodus/declared',
    { id, action, targets: [targetId], metres, attacks: 1, holding: false },
    c.hidden ? 'gm' : 'public',
  );
  const before = declarationOf(counted, id);
  // A waiting condition left from last round ends: the character acts now (as omnimodus/declare does).
  const next = c.conditions.some((k) => k.key === WAITING)
    ? replaceCombatant(counted, { ...c, conditions: c.conditions.filter((k) => k.key !== WAITING) })
    : counted;
  return withDeclaration(next, id, { action, targets: [targetId], data: { ...before?.data, metres } });
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

/** The multiple-attack penalty of an attack (OMN-MULTI-1/2) and whether the rules print it. */
export interface OmnMultiAttack {
  /** The penalty on each attack of the round (0 for a single attack). */
  readonly penalty: number;
  /** Attacks declared this round. */
  readonly attacks: number;
  /** Different opponents: the declared targets and this attack's. */
  readonly opponents: number;
  /**
   * OMN-MULTI-2 prints only two attacks at two opponents (−4) and three at three (−8); any other split
   * across opponents (more than three, or fewer opponents than attacks) is the GM's call, and the app's
   * −4 per extra attack is an extrapolation, labelled as such.
   */
  readonly extrapolated: boolean;
}

/**
 * OMN-MULTI-1/2 [optional]: the penalty on each of `attackerId`'s attacks this round: n attacks at one
 * opponent −2 × (n − 1) (the chapter's "and so on"); two attacks at two opponents −4, three at three −8,
 * anything else across opponents −4 × (n − 1) as an extrapolation. `targetId` is the attack's target (a
 * target outside the declared ones counts as a different one). The caller checks the rule is on.
 */
export function multiAttack(state: CampaignState, attackerId: string, targetId: string): OmnMultiAttack {
  const d = declarationOf(state, attackerId);
  const attacks = typeof d?.data?.attacks === 'number' ? d.data.attacks : 1;
  const opponents = new Set([...(d?.targets ?? []), targetId]).size;
  if (attacks <= 1) return { penalty: 0, attacks, opponents, extrapolated: false };
  if (opponents === 1) return { penalty: -2 * (attacks - 1), attacks, opponents, extrapolated: false };
  const printed = (attacks === 2 && opponents === 2) || (attacks === 3 && opponents === 3);
  return { penalty: -4 * (attacks - 1), attacks, opponents, extrapolated: !printed };
}

/** OMN-MULTI-1/2: {@link multiAttack}'s penalty alone. */
export function multiAttackPenalty(state: CampaignState, attackerId: string, targetId: string): number {
  return multiAttack(state, attackerId, targetId).penalty;
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
 * OMN-DEF-3: records that `id` defended with `kind` this round against an attack with a weapon of type
 * `against` (for the attack engine, which also counts `economy[id].reactions`). Refuses a defence the
 * declared action does not allow. Before a declaration it stores a `pending` one, so the later
 * declaration must fit the defences used (a dodged melee attack rules out a firearm attack, OMN-ACT-3).
 */
export function noteDefence(
  state: CampaignState,
  id: string,
  kind: OmnDefence,
  against?: OmnWeaponType,
): CampaignState {
  if (!allowedDefences(state, id, against).includes(kind))
    throw new CommandError(
      'invalid',
      `${findCombatant(state, id).name} cannot ${kind} with the action declared this round (OMN-DEF-3)`,
    );
  const d = declarationOf(state, id) ?? { action: 'pending' };
  const used = [...new Set([...defencesUsed(state, id), kind])].join(',');
  const melee: Record<string, boolean> =
    kind === 'dodge' && against === 'närstrid' ? { dodgedMelee: true } : {};
  return withDeclaration(state, id, { ...d, data: { ...d.data, defended: used, ...melee } });
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
