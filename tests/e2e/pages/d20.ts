/** Helpers for the Swedish d20 specs: the demo campaign through New campaign, entered initiative. */
import { expect, type Locator } from '@playwright/test';
import type { CampaignState } from '@shared/model/campaign';
import type { GmPage } from './gmPage';

/** New campaign → Swedish d20 → start from the demo (Vadet vid Kråkån, scripts/buildD20Demo.ts). */
export async function newD20Demo(gm: GmPage, name = 'Kråkån'): Promise<void> {
  const page = gm.page;
  await page.getByRole('button', { name: 'Campaign menu' }).click();
  await page.getByRole('menuitem', { name: 'New campaign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('radio', { name: 'Swedish d20' }).check();
  await dialog.getByRole('checkbox', { name: 'Start with the demo scene and combatants' }).check();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(gm.combatantRow('Ylva')).toBeVisible();
  await gm.map.expectDrawn();
}

/** Fills the open Roll initiative dialog with one entered d20 per combatant and rolls. */
export async function rollEnteredInitiative(
  gm: GmPage,
  faces: Readonly<Record<string, string>>,
): Promise<void> {
  const dialog = gm.initiativeDialog();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1T20 + SMI');
  await dialog.getByRole('checkbox', { name: 'Enter dice for everyone chosen' }).check();
  for (const [name, text] of Object.entries(faces))
    await dialog.getByRole('textbox', { name: `Dice for ${name}`, exact: true }).fill(text);
  await dialog.getByRole('button', { name: /^Roll \(\d+\)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** The id of the combatant named `name` in `c`. */
export function idOf(c: CampaignState | null, name: string): string {
  return c?.combatants.find((x) => x.name === name)?.id ?? `missing ${name}`;
}

/** Where the token of the combatant named `name` stands. */
export function tokenHex(c: CampaignState | null, name: string): { q: number; r: number } | undefined {
  const id = idOf(c, name);
  return c?.scenes[0]?.tokens.find((t) => t.combatantId === id)?.hex;
}

/** The visually hidden summary of what a combatant has spent this round, on its initiative row. */
export function economy(gm: GmPage, name: string): Locator {
  return gm.combatantRow(name).getByTestId('economy');
}
