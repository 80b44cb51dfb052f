/**
 * Words both the GM screen and the players' display show (src/renderer/lib/words): the Expanse's engine
 * keys are English words, named in the UI's language on both screens; other systems keep their original
 * terms as they are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // setLocale writes the page's language: a stand-in document here.
  Object.assign(globalThis, { document: { documentElement: { lang: 'en' } } });
});

import { setLocale } from '../../../../src/renderer/lib/i18n/index.svelte';
import { conditionLabel } from '../../../../src/renderer/lib/words';

afterEach(() => setLocale('en'));

describe('condition names on both screens', () => {
  it('EXP-COND-1 an Expanse condition or effect is named in the UI language (Ready → Подготовка, Prone → Liggande)', () => {
    setLocale('ru');
    expect(conditionLabel('expanse', 'Ready')).toBe('Подготовка');
    expect(conditionLabel('expanse', 'Prone')).toBe('Лёжа');
    setLocale('sv');
    expect(conditionLabel('expanse', 'Prone')).toBe('Liggande');
    setLocale('en');
    expect(conditionLabel('expanse', 'Ready')).toBe('Prepare');
  });

  it('other systems, and keys the Expanse does not know, show as they are', () => {
    setLocale('ru');
    expect(conditionLabel('irt', 'Blödning')).toBe('Blödning');
    expect(conditionLabel('omnimodus', 'Tvekar')).toBe('Tvekar');
    expect(conditionLabel('expanse', 'Something the GM typed')).toBe('Something the GM typed');
  });
});
