/** The Roll initiative dialog with "Enter dice for everyone chosen", in any UI language. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The Roll initiative dialog's words in one UI language. */
export interface InitiativeWords {
  readonly dialog: string;
  readonly everyone: string;
  /** Before a combatant's name: the label of that combatant's dice field. */
  readonly diceFor: string;
  readonly roll: RegExp;
}

export const ENGLISH_INITIATIVE: InitiativeWords = {
  dialog: 'Roll initiative',
  everyone: 'Enter dice for everyone chosen',
  diceFor: 'Dice for',
  roll: /^Roll \(\d+\)$/,
};

/** How {@link rollEnteredForEveryone} checks the dialog. */
export interface EnteredInitiativeOptions {
  /** Text the dialog must show before any dice are entered (the system's initiative roll). */
  readonly formula?: string;
  readonly words?: InitiativeWords;
  /** Checks on the filled-in dialog, just before Roll. */
  readonly beforeRoll?: (dialog: Locator) => Promise<void>;
}

/**
 * Fills the open Roll initiative dialog with entered dice for everyone chosen (faces as typed, one
 * entry per combatant, or per group on its first member) and rolls.
 */
export async function rollEnteredForEveryone(
  page: Page,
  faces: Readonly<Record<string, string>>,
  { formula, words = ENGLISH_INITIATIVE, beforeRoll }: EnteredInitiativeOptions = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: words.dialog, exact: true });
  await expect(dialog).toBeVisible();
  if (formula !== undefined) await expect(dialog).toContainText(formula);
  await dialog.getByRole('checkbox', { name: words.everyone }).check();
  for (const [name, text] of Object.entries(faces))
    await dialog.getByRole('textbox', { name: `${words.diceFor} ${name}`, exact: true }).fill(text);
  if (beforeRoll) await beforeRoll(dialog);
  await dialog.getByRole('button', { name: words.roll }).click();
  await expect(dialog).toBeHidden();
}
