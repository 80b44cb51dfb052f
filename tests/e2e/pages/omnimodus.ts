/** Helpers for the Omnimodus specs: the demo campaign through New campaign, entered initiative. */
import { expect, type Locator } from '@playwright/test';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import type { GmPage } from './gmPage';

/** New campaign → Omnimodus → start from the demo (Bron vid Tullboden, scripts/buildOmnimodusDemo.ts). */
export async function newOmnimodusDemo(gm: GmPage, name = 'Tullboden'): Promise<void> {
  const page = gm.page;
  await page.getByRole('button', { name: 'Campaign menu' }).click();
  await page.getByRole('menuitem', { name: 'New campaign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('radio', { name: 'Omnimodus' }).check();
  await dialog.getByRole('checkbox', { name: 'Start with the demo scene and combatants' }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(gm.combatantRow('Sigrid')).toBeVisible();
  await gm.map.expectDrawn();
}

/** Fills the open Roll initiative dialog with entered 2T6 per combatant ("6 5") and rolls. */
export async function rollOmnInitiative(gm: GmPage, faces: Readonly<Record<string, string>>): Promise<void> {
  const dialog = gm.initiativeDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2T6 + the higher of Närstrid and Manövrar');
  await dialog.getByRole('checkbox', { name: 'Enter dice for everyone chosen' }).check();
  for (const [name, text] of Object.entries(faces))
    await dialog.getByRole('textbox', { name: `Dice for ${name}`, exact: true }).fill(text);
  await dialog.getByRole('button', { name: /^Roll \(\d+\)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** The Omnimodus attack dialog. */
export function omnAttackDialog(gm: GmPage): Locator {
  return gm.page.getByRole('dialog', { name: 'Attack — Omnimodus' });
}

/** The waiting attack's panel at its defence or damage step. */
export function omnPending(gm: GmPage, step: 'defence' | 'damage'): Locator {
  return gm.page.getByRole('region', { name: `Attack waiting — ${step}` });
}

/** The combatant named `name` in `c`. */
export function combatantNamed(c: CampaignState | null, name: string): Combatant | undefined {
  return c?.combatants.find((x) => x.name === name);
}

/** Declares the round's action on the selected combatant's card (OMN-RND-1). */
export async function declareOnCard(gm: GmPage, action: string, targets: readonly string[]): Promise<void> {
  await gm.card.getByLabel('Action this round').selectOption({ label: action });
  for (const t of targets) await gm.card.getByRole('checkbox', { name: t, exact: true }).check();
  await gm.card.getByRole('button', { name: 'Declare', exact: true }).click();
  await expect(gm.card.getByTestId('omn-declared')).toContainText(action);
}
