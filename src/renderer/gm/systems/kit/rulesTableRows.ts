/**
 * Adding and removing rows in a system's rules dialog (kit of the systems' screens) without losing the
 * GM's place: the focus goes to the new row, or after a removal to the row that took its place.
 * Rows mark their first field `data-uid`, and each table's add button `data-add` (RulesTableEditor).
 */
import { tick } from 'svelte';

/** After the screen updates, focuses row `uid`'s first field in `form`, or else table `key`'s add button. */
export async function focusRow(
  form: HTMLElement | undefined,
  uid: string | undefined,
  key: string,
): Promise<void> {
  await tick();
  const target =
    (uid ? form?.querySelector<HTMLElement>(`[data-uid="${uid}"]`) : null) ??
    form?.querySelector<HTMLElement>(`[data-add="${key}"]`);
  target?.focus();
}

/**
 * Removes row `uid` from table `key`'s `rows` (never below `min` rows). The focus stays in the table: on
 * the row that took the removed one's place, the new last, or Add.
 */
export async function removeRow(
  form: HTMLElement | undefined,
  rows: { uid: string }[],
  uid: string,
  key: string,
  min = 0,
): Promise<void> {
  const i = rows.findIndex((r) => r.uid === uid);
  if (i < 0 || rows.length <= min) return;
  rows.splice(i, 1);
  await focusRow(form, rows[Math.min(i, rows.length - 1)]?.uid, key);
}
