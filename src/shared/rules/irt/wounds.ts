/**
 * IRT wound levels from total KP damage taken (IRT-TOU-1, IRT-TOU-2).
 */
import type { Combatant } from '../../model/campaign';
import { sizeOf } from './sheet';

/** IRT wound levels, in order of severity (the system's own words). */
export type IrtWoundLevel = 'Tjänstduglig' | 'Sårad' | 'Medvetslös' | 'Döende' | 'Död';

/** IRT-TOU-1: Tålighet = Fysik + Vilja. */
export function tålighet(c: Pick<Combatant, 'attributes'>): number {
  return (c.attributes.Fysik ?? 0) + (c.attributes.Vilja ?? 0);
}

/**
 * IRT-TOU-2: Tjänstduglig up to Tålighet, Sårad above it, Medvetslös above 2×, Döende above 3×,
 * Död above 4× Tålighet.
 */
export function woundLevel(kpDamage: number, toughness: number): IrtWoundLevel {
  if (kpDamage > 4 * toughness) return 'Död';
  if (kpDamage > 3 * toughness) return 'Döende';
  if (kpDamage > 2 * toughness) return 'Medvetslös';
  if (kpDamage > toughness) return 'Sårad';
  return 'Tjänstduglig';
}

/**
 * The wound level of an IRT combatant from its `kp` resource (damage taken); a size class's bonus KP
 * (IRT-CHAR-4) is absorbed before the thresholds count.
 */
export function combatantWoundLevel(
  c: Pick<Combatant, 'attributes' | 'resources' | 'features'>,
): IrtWoundLevel {
  return woundLevel((c.resources.kp ?? 0) - sizeOf(c).bonusKp, tålighet(c));
}
