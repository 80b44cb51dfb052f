/**
 * The Omnimodus previews the GM screen asks for (`rules:preview`), answered in main from the state with
 * the engine's own pure functions (planOmnAttack, omnAttackOdds, allowedDefences …):
 * - `omnimodus/attack`: the attack's plan with every modifier (or the engine's refusal in its own words),
 *   the target's ways to defend with their modifiers, and the exact odds;
 * - `omnimodus/defence`: the ways a defender may defend against a waiting attack, with their modifiers.
 * Nothing here changes the state; the engine checks everything again when the command arrives. Every
 * answer is plain JSON (it crosses IPC and the WebSocket).
 */
import { z } from 'zod';
import { Id, type CampaignState, type Combatant, type Weapon } from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import { spent } from '../core/economy';
import { CommandError } from '../core/errors';
import { requireCampaignSystem } from '../core/system';
import { allowedDefences, avvaktaBonus, type OmnDefence } from './actions';
import { canBlock, planOmnAttack, type OmnAttackPlan, type OmnWeaponType } from './attack';
import { OmnAttack } from './attackCommands';
import { omnAttackOdds } from './odds';
import { omnFactor } from './roll';
import { omnSettings } from './settings';
import { omnValue } from './sheet';

/** The attack dialog's choices, as `omnimodus/attack` takes them (without `type` and `dice`). */
export const OmnAttackInput = OmnAttack.omit({ type: true, dice: true }).strict();
export type OmnAttackInput = z.infer<typeof OmnAttackInput>;

const WEAPON_TYPES = ['närstrid', 'kast', 'skjut', 'primitiv'] as const satisfies readonly OmnWeaponType[];
const STYLES = ['normal', 'quick', 'powerful'] as const;
type OmnStyle = (typeof STYLES)[number];

/**
 * What the GM screen may ask: an attack's plan, defences and odds before the roll (`attack`: the
 * dialog's choices), or the defences of `defenderId` against a waiting attack of `weaponType` in `style`
 * (OMN-DEF-2/3/4, OMN-ATK-3).
 */
export const OmnPreviewRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('omnimodus/attack'), attack: OmnAttackInput }).strict(),
  z
    .object({
      kind: z.literal('omnimodus/defence'),
      defenderId: Id,
      weaponType: z.enum(WEAPON_TYPES),
      style: z.enum(STYLES),
    })
    .strict(),
]);
export type OmnPreviewRequest = z.infer<typeof OmnPreviewRequest>;

/** A plan, or the engine's refusal in its own words. */
export type PlanResult = { ok: true; plan: OmnAttackPlan } | { ok: false; message: string };

/** Plans the attack the dialog describes, catching the engine's refusal as a message. */
export function tryPlan(state: CampaignState, input: OmnAttackInput): PlanResult {
  try {
    return { ok: true, plan: planOmnAttack(state, input) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** One way the defender can defend, with its modifiers (OMN-DEF-2/4). */
export interface DefenceOption {
  readonly kind: OmnDefence;
  /** The blocking object (block only). */
  readonly object: Weapon | null;
  /** Skill + every modifier the engine adds by itself (not the GM's table rows). */
  readonly modifier: number;
  readonly factors: readonly DifficultyFactor[];
}

function factor(term: string, effect: number): DifficultyFactor {
  return omnFactor('action', term, term, effect);
}

/**
 * The objects `defender` may block an attack of `type` with (OMN-DEF-2: melee and thrown with any
 * object; primitive missiles with a shield; firearms never), not broken, not the weapon it attacked with
 * this round (OMN-ACT-1, checked by the engine, which knows the round's attacks).
 */
export function blockingObjects(defender: Combatant, type: OmnWeaponType): Weapon[] {
  return defender.weapons.filter((w) => w.values.Trasig !== true && canBlock(type, w));
}

/**
 * OMN-DEF-2/3/4, OMN-ACT-3/4, OMN-ATK-3: the defences `defenderId` may use against an attack of `type`
 * in `style`, each with the skill and the modifiers the engine adds itself (earlier defences −2 each,
 * Avvakta +2, quick −2 / powerful +2, the object's Försvarsvärde).
 */
export function defenceOptions(
  state: CampaignState,
  defenderId: string,
  type: OmnWeaponType,
  style: OmnStyle,
): DefenceOption[] {
  const defender = state.combatants.find((c) => c.id === defenderId);
  if (!defender) return [];
  const common: DifficultyFactor[] = [];
  const earlier = spent(state, defenderId).reactions;
  if (earlier > 0) common.push(factor('Tidigare försvar', -2 * earlier));
  const avvakta = avvaktaBonus(state, defenderId);
  if (avvakta) common.push(factor('Avvaktar', avvakta));
  if (style === 'quick') common.push(factor('Snabbt anfall', -2));
  if (style === 'powerful') common.push(factor('Kraftfullt anfall', 2));
  const sum = (fs: readonly DifficultyFactor[]): number => fs.reduce((a, f) => a + f.effect, 0);
  const out: DefenceOption[] = [];
  for (const kind of allowedDefences(state, defenderId, type)) {
    if (kind === 'dodge') {
      const factors = [factor('Manövrar', omnValue(defender, 'Manövrar')), ...common];
      out.push({ kind, object: null, modifier: sum(factors), factors });
      continue;
    }
    for (const object of blockingObjects(defender, type)) {
      const fv = Number(object.values.Försvarsvärde ?? 0) || 0;
      const factors = [
        factor('Närstrid', omnValue(defender, 'Närstrid')),
        factor(`Försvarsvärde (${object.name})`, fv),
        ...common,
      ];
      out.push({ kind, object, modifier: sum(factors), factors });
    }
  }
  return out;
}

/** Exact odds of the planned attack: the roll hits, and it gets past each way of defending. */
export interface AttackOddsView {
  readonly hit: number;
  readonly past: readonly { readonly option: DefenceOption; readonly chance: number }[];
}

/** OMN-ATK-2, OMN-DEF-5, OMN-PERF-1..3: the plan's odds against no defence and each option. */
export function attackOdds(
  state: CampaignState,
  plan: OmnAttackPlan,
  options: readonly DefenceOption[],
): AttackOddsView {
  const s = omnSettings(state);
  const limits = { perfectOn: s.perfectOn, fumbleOn: s.fumbleOn };
  const base = { attack: plan.modifier, target: s.attackTarget, limits };
  return {
    hit: omnAttackOdds({ ...base, defence: null }).hit,
    past: options.map((option) => ({
      option,
      chance: omnAttackOdds({ ...base, defence: option.modifier }).getsThrough,
    })),
  };
}

/**
 * The attack dialog's preview: the plan (or the engine's refusal), the defences the target may use
 * against it (none when it is unaware, OMN-DEF-1) and the exact odds (null without a plan).
 */
export interface OmnAttackPreview {
  readonly kind: 'omnimodus/attack';
  readonly plan: PlanResult;
  readonly options: readonly DefenceOption[];
  readonly odds: AttackOddsView | null;
}

/** The defence panel's preview: the ways the defender may defend, with their modifiers. */
export interface OmnDefencePreview {
  readonly kind: 'omnimodus/defence';
  readonly options: readonly DefenceOption[];
}

/** What an Omnimodus preview answers (each answer names its request's `kind`). */
export type OmnPreview = OmnAttackPreview | OmnDefencePreview;

/** OMN-ATK-1..4, OMN-DEF-1..5: plans the attack, lists the target's defences and computes the odds. */
export function previewOmnAttack(state: CampaignState, input: OmnAttackInput): OmnAttackPreview {
  const plan = tryPlan(state, input);
  if (!plan.ok) return { kind: 'omnimodus/attack', plan, options: [], odds: null };
  const options = input.unaware ? [] : defenceOptions(state, input.targetId, plan.plan.type, plan.plan.style);
  return { kind: 'omnimodus/attack', plan, options, odds: attackOdds(state, plan.plan, options) };
}

/** Answers one Omnimodus preview request from the state (never changes it). */
export function previewOmn(state: CampaignState, request: OmnPreviewRequest): OmnPreview {
  requireCampaignSystem(state, 'omnimodus', 'an Omnimodus');
  switch (request.kind) {
    case 'omnimodus/attack':
      return previewOmnAttack(state, request.attack);
    case 'omnimodus/defence': {
      if (!state.combatants.some((c) => c.id === request.defenderId))
        throw new CommandError('not-found', `no combatant with id "${request.defenderId}"`);
      return {
        kind: 'omnimodus/defence',
        options: defenceOptions(state, request.defenderId, request.weaponType, request.style),
      };
    }
  }
}
