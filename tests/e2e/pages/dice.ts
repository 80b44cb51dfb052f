/** Entered dice: the "Enter dice" box, a field for the faces and a roll button, in any dialog or panel. */
import type { Locator } from '@playwright/test';

/** The labels of one roll with entered dice (English, matched exactly unless a RegExp). */
export interface EnteredRoll {
  /** The dice field's name. */
  readonly field: string | RegExp;
  /** The roll button's name. */
  readonly roll: string;
  /** The checkbox that swaps the app's dice for entered ones. */
  readonly enter?: string;
}

function byName(name: string | RegExp): { name: string | RegExp; exact?: boolean } {
  return typeof name === 'string' ? { name, exact: true } : { name };
}

/** Ticks the "Enter dice" box in `scope` (a dialog, a panel, a form), types `faces` and rolls. */
export async function rollEnteredDice(
  scope: Locator,
  faces: string,
  { field, roll, enter = 'Enter dice' }: EnteredRoll,
): Promise<void> {
  await scope.getByRole('checkbox', byName(enter)).check();
  await scope.getByRole('textbox', byName(field)).fill(faces);
  await scope.getByRole('button', byName(roll)).click();
}

/** The I Rikets Tjänst attack resolver's dice (IRT-DICE-1: the pool of d12s, typed in one field). */
export const IRT_ATTACK_ROLL: EnteredRoll = { field: 'Dice', roll: 'Roll' };
