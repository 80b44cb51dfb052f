/**
 * Rows of the campaign-table editors (Omnimodus and Expanse rules dialogs) while the GM edits them: a uid
 * that keys a row on screen, and a fresh id for a new row that fits the model's key pattern.
 */

let uidCounter = 0;

/** A uid for a new row on screen (never sent anywhere; unique for the page's lifetime). */
export function newUid(): string {
  uidCounter += 1;
  return `r${uidCounter}`;
}

/** The first `<prefix>-<n>` id none of `rows` has, counting from the number of rows + 1. */
export function freshRowId(rows: readonly { id: string }[], prefix: string): string {
  const taken = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}
