/**
 * A group of minor NPCs is stored as an id (EXP-INIT-2; ids are Latin letters, digits and `_ . : -`). The
 * GM types a name in any of the app's languages; this turns it into that id, transliterating Russian and
 * Swedish letters ("Охрана дока" → "Okhrana-doka", "Tullvakter" stays), so no name is refused.
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** One letter in Latin: Cyrillic by the table, accented Latin without its accent (å → a, ö → o). */
function latin(ch: string): string {
  const lower = ch.toLowerCase();
  const mapped = CYRILLIC[lower];
  if (mapped !== undefined) {
    if (ch === lower || mapped === '') return mapped;
    return mapped.charAt(0).toUpperCase() + mapped.slice(1);
  }
  return ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The group id for a typed name (spaces become dashes, other signs go), or null when nothing is left. */
export function groupIdFrom(name: string): string | null {
  const id = [...name.trim()]
    .map(latin)
    .join('')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9_.:-]/g, '')
    .slice(0, 64);
  return id === '' ? null : id;
}
