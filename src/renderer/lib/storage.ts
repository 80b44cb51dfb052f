/**
 * The page's remembered choices (its language, the theme, how the log is laid out) in the browser's
 * storage. Storage can be unavailable (privacy settings): reading then finds nothing and saving is
 * skipped, so a choice still applies to the open page, only not to the next one.
 */

/** The value saved under `key`, or null (none, or no storage). */
export function readSaved(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Saves `value` under `key` when the page may. */
export function save(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; still applied.
  }
}
