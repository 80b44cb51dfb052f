/** The UI language picker, on the GM page and the player display alike. */
import type { Page } from '@playwright/test';

/** Picks `lang` (e.g. `'ru'`) in the page's language picker: the first combobox that offers Russian. */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page
    .getByRole('combobox')
    .filter({ has: page.locator('option[value="ru"]') })
    .first()
    .selectOption(lang);
}
