/**
 * Tables of the app's words for the ids the engine stores (src/renderer/lib/words/wordTable.ts): each id
 * names its message under one prefix, and every message exists in every language.
 */
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // setLocale writes the page's language: a stand-in document here.
  Object.assign(globalThis, { document: { documentElement: { lang: 'en' } } });
});

import { ExpStuntEffect } from '../../../../src/shared/model/expanseSettings';
import { OmnAction } from '../../../../src/shared/rules/omnimodus/turnCommands';
import { en } from '../../../../src/renderer/lib/i18n/en';
import { ru } from '../../../../src/renderer/lib/i18n/ru';
import { sv } from '../../../../src/renderer/lib/i18n/sv';
import { wordsUnder } from '../../../../src/renderer/lib/words/wordTable';

describe('word tables', () => {
  it('names each id by its message under the prefix', () => {
    expect(wordsUnder('omn.aim', ['high', 'low', 'legs'])).toEqual({
      high: 'omn.aim.high',
      low: 'omn.aim.low',
      legs: 'omn.aim.legs',
    });
  });

  it("the engine's declared actions and stunt effects have words in every language", () => {
    const tables = [
      wordsUnder('omn.action', OmnAction.options),
      wordsUnder('omnlog.action', OmnAction.options),
      wordsUnder('exp.effect', ExpStuntEffect.options),
      wordsUnder('explog.effect', ExpStuntEffect.options),
    ];
    for (const table of tables)
      for (const key of Object.values(table))
        for (const messages of [en, sv, ru]) expect(messages[key], key).toBeTruthy();
  });
});
