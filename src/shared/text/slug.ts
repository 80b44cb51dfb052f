/**
 * `Gränsvakt Öst` → `gransvakt-ost`: lower-case ASCII letters and digits joined by `-`, accents dropped,
 * at most 40 characters, or `fallback` when nothing is left (`Дым`). Fits ids and data keys.
 */
export function slug(text: string, fallback: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || fallback;
}
