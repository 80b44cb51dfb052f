/**
 * Exact odds of a d20 attack (D20-ATK-3..6) for the GM's preview, by enumeration (no sampling): each
 * of the 20 faces of the attack die is equally likely; a face that hits (D20-ATK-4) has a number of EM
 * steps, which with the EM use `extraDie` (D20-ATK-1) adds damage dice; the damage dice are convolved
 * exactly; RR (and a shield, D20-REA-2) is subtracted with a floor of 0 (D20-ATK-5); damage beyond
 * the target's current VP reaches KP and so a UTH roll (D20-ATK-6).
 */
import { emStepsFor } from './checks';
import { damageDistribution, withExtraDice, type DamageDice } from './damageDice';
import type { D20AttackOdds } from './types';

/** What the odds of an attack depend on. */
export interface D20OddsInput {
  /** Sum of the roll's factors (skill, attribute, cover, …). */
  readonly modifier: number;
  readonly sv: number;
  readonly damage: DamageDice;
  /** D20-ATK-1: the declared EM use adds one damage die per EM step. */
  readonly extraDiePerStep: boolean;
  /** The target's RR (D20-ATK-5). */
  readonly rr: number;
  /** The target carries a shield and may block (D20-REA-2). */
  readonly targetHasShield: boolean;
  /** The target's current VP: damage past it reaches KP. */
  readonly targetVp: number;
}

/** D20-ATK-4: the lowest face of 1T20 that reaches `sv` with `modifier` (21: no face does). */
export function neededFace(modifier: number, sv: number): number {
  return Math.min(21, Math.max(1, sv - modifier));
}

/** What a hit with a given number of EM steps does, on average and at worst for the target. */
interface HitOutcome {
  readonly expected: number;
  readonly expectedWithShield: number;
  readonly kpChance: number;
}

/** Expected damage past `reduction`, floored at 0, and the chance it exceeds `vp`. */
function hitOutcome(d: DamageDice, rr: number, vp: number): HitOutcome {
  let expected = 0;
  let expectedWithShield = 0;
  let kpChance = 0;
  damageDistribution(d).forEach((p, rolled) => {
    const dealt = Math.max(0, rolled - rr);
    expected += p * dealt;
    expectedWithShield += p * Math.max(0, rolled - rr - 1);
    if (dealt > vp) kpChance += p;
  });
  return { expected, expectedWithShield, kpChance };
}

/**
 * The exact odds of an attack: needed face, hit chance, the chance of each number of EM steps, the
 * expected damage past RR (misses count 0), the same if the target blocks with a shield (null without
 * one) and the chance of reaching KP.
 */
export function attackOdds(input: D20OddsInput): D20AttackOdds {
  const needed = neededFace(input.modifier, input.sv);
  // Faces are counted as integers and divided by 20 once, so 5 faces give exactly 5/20.
  const facesByStep: number[] = [];
  const byStep = new Map<number, HitOutcome>();
  let expected = 0;
  let expectedWithShield = 0;
  let kpChance = 0;
  for (let face = needed; face <= 20; face++) {
    const steps = emStepsFor(face + input.modifier, input.sv);
    while (facesByStep.length <= steps) facesByStep.push(0);
    facesByStep[steps] = (facesByStep[steps] as number) + 1;
    let o = byStep.get(steps);
    if (!o) {
      const dice = withExtraDice(input.damage, input.extraDiePerStep ? steps : 0);
      o = hitOutcome(dice, Math.max(0, input.rr), Math.max(0, input.targetVp));
      byStep.set(steps, o);
    }
    expected += o.expected;
    expectedWithShield += o.expectedWithShield;
    kpChance += o.kpChance;
  }
  return {
    needed,
    hit: (21 - needed) / 20,
    emSteps: facesByStep.map((n) => n / 20),
    expectedDamage: expected / 20,
    expectedDamageWithShield: input.targetHasShield ? expectedWithShield / 20 : null,
    kpChance: kpChance / 20,
  };
}
