/**
 * Which of a character's powers the attack dialog offers (IRT-POW-2…4), as plain functions: powers that
 * ride on the attack ("Modifierar din handling", no roll of their own), attack powers, and reactive
 * powers the target may use while an attack waits (IRT-POW-3). The engine checks again.
 */
import type { Combatant } from '@shared/model/campaign';
import type { Power } from '@shared/model/irtPowers';

/** Prefix of an attack power in the weapon choice (weapon ids never contain a colon). */
export const POWER_CHOICE = 'power:';

function active(c: Combatant | null | undefined): Power[] {
  return (c?.powers ?? []).filter((p) => p.kind === 'Aktiv' && p.action !== 'Ingen');
}

/** IRT-POW-2: powers that modify the attack: paid before the roll, counted in its pool. */
export function ridingPowersOf(c: Combatant | null | undefined): Power[] {
  return active(c).filter(
    (p) => p.action === 'Modifierar din handling' && p.roll === null && p.effect.kind !== 'attack',
  );
}

/** IRT-POW-4: attack powers, used instead of a weapon. */
export function attackPowersOf(c: Combatant | null | undefined): Power[] {
  return active(c).filter((p) => p.effect.kind === 'attack' && p.range !== 'Själv');
}

/** IRT-POW-3: reactive powers without a roll, usable after a hit and before damage counts. */
export function reactivePowersOf(c: Combatant | null | undefined): Power[] {
  return active(c).filter((p) => p.action === 'Reaktiv' && p.roll === null && p.effect.kind !== 'attack');
}

/** Whether a power's effect runs on the character now (its condition sits on them). */
export function powerRunning(c: Combatant | null | undefined, p: Power): boolean {
  return !!c?.conditions.some((k) => k.data?.power === p.id);
}
