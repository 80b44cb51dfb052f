/** Helpers for the Omnimodus specs: the demo through New campaign, entered initiative and dice. */
import { expect, type Locator } from '@playwright/test';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import type { EnteredRoll } from './dice';
import type { GmPage } from './gmPage';
import { rollEnteredForEveryone } from './initiative';
import { newDemoCampaign } from './newCampaign';

/** New campaign → Omnimodus → start from the demo (Bron vid Tullboden, scripts/buildOmnimodusDemo.ts). */
export async function newOmnimodusDemo(gm: GmPage, name = 'Tullboden'): Promise<void> {
  await newDemoCampaign(gm, 'Omnimodus', name, 'Sigrid');
}

/** Fills the open Roll initiative dialog with entered 2T6 per combatant ("6 5") and rolls. */
export async function rollOmnInitiative(gm: GmPage, faces: Readonly<Record<string, string>>): Promise<void> {
  await rollEnteredForEveryone(gm.page, faces, { formula: '2T6 + the higher of Närstrid and Manövrar' });
}

/** Entered initiative 2T6 for the demo: Ebbe's 6 6 is a perfect roll. */
const OMN_DEMO_INITIATIVE = {
  Sigrid: '6 5',
  Gustav: '4 4',
  Holger: '5 5',
  Ebbe: '6 6',
  Märta: '3 3',
} as const;

/** The Omnimodus demo, with initiative rolled from {@link OMN_DEMO_INITIATIVE}: Ebbe acts first. */
export async function startOmnimodusDemoFight(gm: GmPage): Promise<void> {
  await newOmnimodusDemo(gm);
  await gm.rollInitiativeButton.click();
  await rollOmnInitiative(gm, OMN_DEMO_INITIATIVE);
}

/** The labels of the Omnimodus rolls with entered dice: the attack, then the waiting defence and damage. */
export const OMN_ROLLS = {
  attack: { field: /^Dice/, roll: 'Roll attack' },
  defence: { field: 'Defence dice', roll: 'Roll defence' },
  damage: { field: 'Damage and location dice', roll: 'Roll damage' },
} as const satisfies Record<string, EnteredRoll>;

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
