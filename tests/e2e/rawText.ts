/**
 * No raw key or id on screen: `expectNoRawText(page)` reads the page's visible text (and the labels a
 * screen reader says: aria-label, title, placeholder of visible elements; the text in visible text fields) and fails on what a GM should
 * never read — message keys of `en` (`card.gmNotes`), camelCase identifiers (`headAndArms`), ids
 * (`g-enforcers`, `t-vakt-x1y2z`, uuids), event types (`irt/bleeding`), empty parentheses, English
 * "(s)" plurals and `{placeholder}` leftovers. `expectNoRawTextIn(page, where)` checks it in Swedish
 * and Russian (the switch in the header) and returns to English, so a spec adds one line per screen.
 * `rawTextProblems` is the pure check (unit-tested in tests/unit/renderer/lib/i18n.rawText.test.ts).
 */
import { expect, type Page } from '@playwright/test';

import { en } from '../../src/renderer/lib/i18n/en';

const KEYS = new Set(Object.keys(en));
const NAMESPACES = new Set(Object.keys(en).map((k) => k.split('.')[0]));

/** Punctuation around a word that is not part of it. */
const EDGES = /^[\s"'“”‘’«»()[\]{},.:;!?…·–—-]+|[\s"'“”‘’«»()[\]{},.:;!?…·–—-]+$/g;
/** File names (backups, campaign files) look like keys but are what they are. */
const FILE = /\.(json|png|jpe?g|webp|svg|hexcampaign|txt)$/i;
/** Event types and timer kinds (`irt/bleeding`, `library/imported`). */
const EVENT_TYPE =
  /^(irt|d20|omn|omnimodus|exp|expanse|attack|initiative|note|notes|party|timer|zone|zones|token|combatant|library|campaign|encounter|wall|walls|scene|map|log|sheet|group)\/[a-z]/;

/** What in `text` is a raw key, id or template leftover (empty when it reads as words). */
export function rawTextProblems(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const leftover = line.match(/\{\w+\}/g);
    if (leftover) leftover.forEach((p) => found.add(`placeholder ${p} in “${line.trim()}”`));
    if (/\(\s*\)/.test(line)) found.add(`empty parentheses in “${line.trim()}”`);
    if (/\((s|es|er|ы|а)\)/i.test(line)) found.add(`plural stand-in in “${line.trim()}”`);
    for (const raw of line.split(/\s+/)) {
      // Links and paths (the share dialog, file locations) are shown as they are.
      if (raw.includes('://') || raw.startsWith('/') || /^[A-Za-z]:\\/.test(raw)) continue;
      const word = raw.replace(EDGES, '');
      if (!word) continue;
      if (KEYS.has(word)) found.add(`message key ${word}`);
      else if (
        /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(word) &&
        !FILE.test(word) &&
        NAMESPACES.has(word.split('.')[0])
      )
        found.add(`message key ${word}`);
      if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(word)) found.add(`identifier ${word}`);
      if (/^[a-z]{1,2}-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(word)) found.add(`id ${word}`);
      if (/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i.test(word)) found.add(`id ${word}`);
      if (EVENT_TYPE.test(word)) found.add(`event type ${word}`);
    }
  }
  return [...found];
}

/** Fails when the page shows a raw key, id or leftover (see {@link rawTextProblems}). */
export async function expectNoRawText(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]')) {
      if (!el.checkVisibility()) continue;
      for (const a of ['aria-label', 'title', 'placeholder']) parts.push(el.getAttribute(a) ?? '');
    }
    // What a field shows is on screen too (the group field showed `g-enforcers`); numbers and dice are fine.
    for (const el of document.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])')) {
      if (el.checkVisibility()) parts.push(el.value);
    }
    return parts.join('\n');
  });
  expect(
    rawTextProblems(text),
    `raw text on ${where} (${await page.evaluate(() => document.documentElement.lang)})`,
  ).toEqual([]);
}

/** {@link expectNoRawText} in Swedish and in Russian, then back to English. */
export async function expectNoRawTextIn(page: Page, where: string): Promise<void> {
  const language = page.locator('select.language, select.lang').first();
  for (const lang of ['sv', 'ru'] as const) {
    await language.selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoRawText(page, where);
  }
  await language.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
