/** Helpers for the Swedish d20 specs: the demo through New campaign, entered initiative and dice, card actions. */
import type { Locator } from '@playwright/test';
import type { CampaignState } from '@shared/model/campaign';
import type { EnteredRoll } from './dice';
import type { GmPage } from './gmPage';
import { rollEnteredForEveryone } from './initiative';
import { newDemoCampaign } from './newCampaign';

/** New campaign → Swedish d20 → start from the demo (Vadet vid Kråkån, scripts/buildD20Demo.ts). */
export async function newD20Demo(gm: GmPage, name = 'Kråkån'): Promise<void> {
  await newDemoCampaign(gm, 'Swedish d20', name, 'Ylva');
}

/** Fills the open Roll initiative dialog with one entered d20 per combatant and rolls. */
export async function rollEnteredInitiative(
  gm: GmPage,
  faces: Readonly<Record<string, string>>,
): Promise<void> {
  await rollEnteredForEveryone(gm.page, faces, { formula: '1T20 + SMI' });
}

/** Entered initiative d20s for the demo's first round: Ylva, Ragna, Knut, Tova, Esbjörn, Brodd. */
const D20_DEMO_INITIATIVE = {
  Ylva: '17',
  Ragna: '15',
  Knut: '14',
  Tova: '10',
  Esbjörn: '9',
  Brodd: '5',
} as const;

/** The d20 demo, with round 1's initiative rolled from {@link D20_DEMO_INITIATIVE}: Ylva acts first. */
export async function startD20DemoFight(gm: GmPage): Promise<void> {
  await newD20Demo(gm);
  await gm.rollInitiativeButton.click();
  await rollEnteredInitiative(gm, D20_DEMO_INITIATIVE);
}

/** The labels of the d20 rolls with an entered die (D20-ATK-4/5/6, D20-ACT-2/4, D20-POS-1). */
export const D20_ROLLS = {
  /** The attack resolver's d20. */
  attack: { enter: 'Enter die', field: 'd20 face', roll: 'Roll' },
  /** A card action's d20 (manoeuvre, interact). */
  action: { enter: 'Enter die', field: 'Die (1T20)', roll: 'Roll' },
  /** The UTH roll after a hit on KP. */
  uth: { enter: 'Enter die', field: 'UTH d20 face', roll: 'Roll UTH' },
} as const satisfies Record<string, EnteredRoll>;

/** The hit panel's damage roll (the weapon's dice and the EM extra dice); `field` names the dice field. */
export function d20DamageRoll(field: string | RegExp): EnteredRoll {
  return { enter: 'Enter damage dice', field, roll: 'Roll damage' };
}

/** The Akrobatik dialog a move of `name` out of a hostile zone opens (D20-POS-1). */
export function akrobatikDialog(gm: GmPage, name: string): Locator {
  return gm.page.getByRole('dialog', { name: `Move ${name}: Akrobatik` });
}

/** The Akrobatik dialog's roll for leaving `enemy`'s hostile zone. */
export function akrobatikRoll(enemy: string): EnteredRoll {
  return { field: `Die 1: leaving the hostile zone of ${enemy}`, roll: 'Roll' };
}

/** The "Actions" region of the selected combatant's card. */
export function cardActions(gm: GmPage): Locator {
  return gm.card.getByRole('region', { name: 'Actions' });
}

/** Selects the combatant named `name`, clicks the card's `action` and returns that action's form. */
export async function openCardAction(gm: GmPage, name: string, action: string): Promise<Locator> {
  await gm.selectCombatant(name);
  await cardActions(gm).getByRole('button', { name: action, exact: true }).click();
  return cardActions(gm).getByRole('form', { name: action });
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
