/**
 * The attack resolver's extras, as plain functions (no i18n, no DOM, so unit tests import them in node):
 * GM factors added by judgement (IRT-DICE-8) and the ability spends offered before the result counts
 * (Effekt on an effect instead of damage, IRT-ACT-3/IRT-FOK-1; Fokus on a hit, e.g. Fällning). They mirror
 * the engine's checks (rules/irt/commands.ts, attack.ts `resolveAttack`) so bad input is caught before
 * anything is sent; the engine checks again.
 */
import type { Combatant } from '@shared/model/campaign';
import { abilitiesOf, scopeCovers, type AttackShape } from '@shared/rules/irt/abilities';
import type { IrtPendingAttack } from '@shared/rules/irt/attack';
import { attackWeapon, thrownWeapon } from '@shared/rules/irt/attackFactors';
import type { IrtGmFactor } from '@shared/rules/irt/commands';

/** Limits of `IrtGmFactor` and `IrtAttack.gmFactors` (commands.ts). */
export const GM_FACTOR_TERM_MAX = 60;
export const GM_FACTORS_MAX = 8;
/** Limit of `IrtResolve.spends` (commands.ts). */
export const SPENDS_MAX = 4;

export type GmFactorProblem =
  | { readonly code: 'termRequired' }
  | { readonly code: 'termTooLong'; readonly max: number }
  | { readonly code: 'effectRange' }
  | { readonly code: 'tooMany'; readonly max: number };

/** A GM factor from the adder's fields, with a key unique among `existing`; or what is wrong with it. */
export function makeGmFactor(
  term: string,
  effect: number,
  kind: IrtGmFactor['kind'],
  existing: readonly IrtGmFactor[],
): { ok: true; value: IrtGmFactor } | { ok: false; problem: GmFactorProblem } {
  const trimmed = term.trim();
  if (existing.length >= GM_FACTORS_MAX)
    return { ok: false, problem: { code: 'tooMany', max: GM_FACTORS_MAX } };
  if (trimmed.length === 0) return { ok: false, problem: { code: 'termRequired' } };
  if (trimmed.length > GM_FACTOR_TERM_MAX)
    return { ok: false, problem: { code: 'termTooLong', max: GM_FACTOR_TERM_MAX } };
  if (!Number.isInteger(effect) || effect < -3 || effect > 3)
    return { ok: false, problem: { code: 'effectRange' } };
  let n = existing.length + 1;
  while (existing.some((f) => f.key === `gm-${n}`)) n++;
  return { ok: true, value: { key: `gm-${n}`, term: trimmed, effect, kind } };
}

/** The attack as the engine's `resolveAttack` shapes it for ability scopes. */
export function pendingAttackShape(attacker: Combatant, data: IrtPendingAttack): AttackShape {
  const held = attackWeapon(attacker, data.weaponId);
  const weapon = data.thrown ? thrownWeapon(held) : held;
  const attributes: [string, string] =
    data.melee && !weapon.finess ? ['Fysik', 'Strid'] : ['Smidighet', 'Strid'];
  return { action: data.melee ? 'meleeAttack' : 'rangedAttack', attributes, weapon };
}

/** One ability spend the resolver can offer for this attack. */
export interface SpendOption {
  /** Unique among the options: `effekt:Uppercut`, `fokus:Fällning`. */
  readonly id: string;
  readonly ability: string;
  readonly summary: string;
  readonly kind: 'effekt' | 'fokus';
  /** Effekt per use, or Fokus (Stress for the rest, IRT-DICE-7). */
  readonly cost: number;
  /** Most uses per attack (Effekt spends), or null for no limit. */
  readonly maxPerAttack: number | null;
  readonly insteadOfDamage: boolean;
}

/**
 * The attacker's abilities with an `effektSpend` or an on-hit `fokusSpend` whose scope covers this attack,
 * in the order the engine looks them up (its first matching effect of each kind).
 */
export function spendOptions(attacker: Combatant, data: IrtPendingAttack): SpendOption[] {
  const shape = pendingAttackShape(attacker, data);
  const out: SpendOption[] = [];
  for (const ability of abilitiesOf(attacker)) {
    const offer = (kind: SpendOption['kind'], cost: number, maxPerAttack: number | null, instead?: boolean) =>
      out.push({
        id: `${kind}:${ability.key}`,
        ability: ability.key,
        summary: ability.summary,
        kind,
        cost,
        maxPerAttack,
        insteadOfDamage: instead === true,
      });
    const effekt = ability.effects.find((e) => e.kind === 'effektSpend' && scopeCovers(e.appliesTo, shape));
    if (effekt?.kind === 'effektSpend')
      offer('effekt', effekt.cost, effekt.maxPerAttack ?? null, effekt.insteadOfDamage);
    const fokus = ability.effects.find(
      (e) => e.kind === 'fokusSpend' && e.timing === 'onHit' && scopeCovers(e.appliesTo, shape),
    );
    if (fokus?.kind === 'fokusSpend') offer('fokus', fokus.cost, null, fokus.insteadOfDamage);
  }
  return out;
}

/** Effekt typed for each Effekt option (by option id; empty means 0) and the Fokus options ticked. */
export interface SpendInput {
  readonly effekt: Readonly<Record<string, string>>;
  readonly fokus: Readonly<Record<string, boolean>>;
}

export type SpendProblem =
  | { readonly code: 'notWhole'; readonly ability: string; readonly max: number }
  | { readonly code: 'belowCost'; readonly ability: string; readonly cost: number }
  | { readonly code: 'overMax'; readonly ability: string; readonly max: number }
  | { readonly code: 'overBudget'; readonly spent: number; readonly effekt: number }
  | { readonly code: 'needsHit' }
  | { readonly code: 'tooMany'; readonly max: number };

export interface SpendChoice {
  readonly ability: string;
  readonly effekt?: number;
  readonly fokus?: boolean;
}

/** Effekt typed for the Effekt options that parse as whole numbers (the live "Effekt to damage"). */
export function effektSpent(options: readonly SpendOption[], input: SpendInput): number {
  let sum = 0;
  for (const o of options) {
    if (o.kind !== 'effekt') continue;
    const text = (input.effekt[o.id] ?? '').trim();
    if (/^\d+$/.test(text)) sum += Number(text);
  }
  return sum;
}

/**
 * The `spends` of `irt/resolve` from the input, or the first problem: amounts must be whole numbers from
 * 0 to the Effekt rolled, at least the ability's cost, at most cost × maxPerAttack, together at most the
 * Effekt; any spend needs a hit.
 */
export function checkSpends(
  options: readonly SpendOption[],
  input: SpendInput,
  counted: { readonly hit: boolean; readonly effekt: number },
): { ok: true; value: SpendChoice[] } | { ok: false; problem: SpendProblem } {
  const spends: SpendChoice[] = [];
  let spent = 0;
  for (const o of options) {
    if (o.kind === 'fokus') {
      if (input.fokus[o.id] === true) spends.push({ ability: o.ability, fokus: true });
      continue;
    }
    const text = (input.effekt[o.id] ?? '').trim();
    if (text === '') continue;
    if (!/^\d+$/.test(text) || Number(text) > Math.max(counted.effekt, 0))
      return {
        ok: false,
        problem: { code: 'notWhole', ability: o.ability, max: Math.max(counted.effekt, 0) },
      };
    const n = Number(text);
    if (n === 0) continue;
    if (n < o.cost) return { ok: false, problem: { code: 'belowCost', ability: o.ability, cost: o.cost } };
    if (o.maxPerAttack !== null && n > o.cost * o.maxPerAttack)
      return { ok: false, problem: { code: 'overMax', ability: o.ability, max: o.cost * o.maxPerAttack } };
    spent += n;
    spends.push({ ability: o.ability, effekt: n });
  }
  if (spends.length > 0 && !counted.hit) return { ok: false, problem: { code: 'needsHit' } };
  if (spent > counted.effekt)
    return { ok: false, problem: { code: 'overBudget', spent, effekt: counted.effekt } };
  if (spends.length > SPENDS_MAX) return { ok: false, problem: { code: 'tooMany', max: SPENDS_MAX } };
  return { ok: true, value: spends };
}

/** KP after `spent` Effekt goes to abilities instead of damage (IRT-DMG-1: Effekt + Skada − Skydd). */
export function kpAfterSpends(
  data: IrtPendingAttack,
  counted: { readonly hit: boolean; readonly effekt: number },
  spent: number,
): number {
  if (!counted.hit) return 0;
  // IRT-WPN-1 Hagelsvärm: as countAttack / resolveAttack count it.
  const skada = data.hagelsvarm ? Math.max(0, data.skada - data.bandsBeyond) : data.skada;
  const skydd = data.hagelsvarm ? data.targetSkydd * 2 : data.targetSkydd;
  return Math.max(0, Math.max(0, counted.effekt - spent) + skada - skydd);
}
