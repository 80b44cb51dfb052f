/** Campaign menu → New campaign…: a new campaign, empty or from a game system's demo, in any UI language. */
import { expect, type Page } from '@playwright/test';
import type { GmPage } from './gmPage';

/** The words of the campaign menu and the New campaign dialog in one UI language. */
export interface CampaignMenuWords {
  readonly menu: string;
  readonly newCampaign: string;
  readonly newTitle: string;
  readonly name: string;
  readonly demo: string;
  readonly create: string;
}

export const ENGLISH_MENU: CampaignMenuWords = {
  menu: 'Campaign menu',
  newCampaign: 'New campaign…',
  newTitle: 'New campaign',
  name: 'Campaign name',
  demo: 'Start with the demo scene and combatants',
  create: 'Create campaign',
};

/** What the GM fills in the New campaign dialog. */
export interface NewCampaign {
  readonly name: string;
  /** The game system's radio, by its name; the dialog's choice stays when left out. */
  readonly system?: string | RegExp;
  /** true: start from the system's demo; false: expect the demo box unticked; left out: not looked at. */
  readonly demo?: boolean;
  readonly words?: CampaignMenuWords;
}

/** Campaign menu → New campaign… → name, system, demo box → Create; waits for the campaign's heading. */
export async function createCampaign(page: Page, campaign: NewCampaign): Promise<void> {
  const { name, system, demo, words = ENGLISH_MENU } = campaign;
  await page.getByRole('button', { name: words.menu }).click();
  await page.getByRole('menuitem', { name: words.newCampaign }).click();
  const dialog = page.getByRole('dialog', { name: words.newTitle });
  await dialog.getByLabel(words.name).fill(name);
  if (system !== undefined) await dialog.getByRole('radio', { name: system }).check();
  const demoBox = dialog.getByRole('checkbox', { name: words.demo });
  if (demo === true) await demoBox.check();
  else if (demo === false) await expect(demoBox).not.toBeChecked();
  await dialog.getByRole('button', { name: words.create }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * A new campaign from `system`'s demo (in English): waits until `someone` of the demo's cast is on the
 * initiative track and the map is drawn.
 */
export async function newDemoCampaign(
  gm: GmPage,
  system: string | RegExp,
  name: string,
  someone: string,
): Promise<void> {
  await createCampaign(gm.page, { name, system, demo: true });
  await expect(gm.combatantRow(someone)).toBeVisible();
  await gm.map.expectDrawn();
}
