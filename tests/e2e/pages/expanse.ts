/** Helpers for the Expanse specs: the demo campaign (Dock 7, Ceres Station), in English or Russian. */
import type { Page } from '@playwright/test';
import type { EnteredRoll } from './dice';
import type { GmPage } from './gmPage';
import { rollEnteredForEveryone, type EnteredInitiativeOptions, type InitiativeWords } from './initiative';
import { createCampaign, newDemoCampaign, type CampaignMenuWords } from './newCampaign';

/** New campaign → The Expanse → start from the demo (scripts/buildExpanseDemo.ts), in English. */
export async function newExpanseDemo(gm: GmPage, name = 'Ceres'): Promise<void> {
  await newDemoCampaign(gm, /The Expanse/, name, 'Holden');
}

/** The labels of the Expanse rolls with entered dice (in English): the attack, then the hit's damage. */
export const EXP_ROLLS = {
  attack: { field: 'Dice (3d6, the third is the Drama Die)', roll: 'Roll attack' },
  damage: { field: 'Damage dice', roll: 'Roll damage' },
} as const satisfies Record<string, EnteredRoll>;

const RUSSIAN_MENU: CampaignMenuWords = {
  menu: 'Меню кампании',
  newCampaign: 'Новая кампания…',
  newTitle: 'Новая кампания',
  name: 'Название кампании',
  demo: 'Начать с демо-сцены и участников',
  create: 'Создать кампанию',
};

const RUSSIAN_INITIATIVE: InitiativeWords = {
  dialog: 'Бросок инициативы',
  everyone: 'Ввести кубы для всех выбранных',
  diceFor: 'Кубы для',
  roll: /^Бросить \(\d+\)$/,
};

/** A new campaign "Церера" from the Expanse demo, in the Russian UI. */
export async function newRussianExpanseDemo(page: Page): Promise<void> {
  await createCampaign(page, { name: 'Церера', system: /The Expanse/, demo: true, words: RUSSIAN_MENU });
}

/** EXP-EX-1's dice (the third the Drama Die); a group's on its first member only. */
export const EX1_DICE: Readonly<Record<string, string>> = {
  Amos: '4 5 2',
  Holden: '3 6 2',
  Bobby: '3 4 5',
  Meng: '1 3 4',
  'Pinkwater 1': '5 4 2',
  'Enforcer 1': '2 3 4',
};

/** In the Russian UI: Бросить инициативу, then {@link EX1_DICE} entered for everyone: Amos acts first. */
export async function rollRussianEx1Initiative(
  page: Page,
  checks: Omit<EnteredInitiativeOptions, 'words'> = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Бросить инициативу' }).first().click();
  await rollEnteredForEveryone(page, EX1_DICE, { ...checks, words: RUSSIAN_INITIATIVE });
}
