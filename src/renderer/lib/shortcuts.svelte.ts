/**
 * The GM screen's keyboard shortcuts, in one registry: components register what a key does while they
 * are mounted, one window listener dispatches, and the help overlay (`?`) lists exactly what is
 * registered, so the list can never drift from what the keys really do.
 *
 * Keys are written as `mod+shift+z` style combos: `mod` is Ctrl (or ⌘ on macOS), letters lower case.
 * Plain keys are ignored while the focus is in a text field (the GM is typing), and every shortcut is
 * ignored while a modal dialog other than the one that registered it is open.
 */
import type { MessageKey } from './i18n/index.svelte';

export interface Shortcut {
  /** Stable id (one registration per id: re-registering replaces). */
  readonly id: string;
  /** Combos that trigger it, e.g. `['n']`, `['mod+z']`, `['mod+shift+z', 'mod+y']`. */
  readonly keys: readonly string[];
  /** What it does, shown in the help overlay. */
  readonly label: MessageKey;
  /** False when it cannot run now (no encounter, nothing to undo…). Checked at key time. */
  readonly enabled?: () => boolean;
  /** Runs even when a dialog is open (Escape-like keys and the help key). */
  readonly inDialogs?: boolean;
  run(): void;
}

let registry = $state<Shortcut[]>([]);

/** Registers a shortcut; returns the function that removes it (call it from an effect's cleanup). */
export function registerShortcut(shortcut: Shortcut): () => void {
  registry = [...registry.filter((s) => s.id !== shortcut.id), shortcut];
  return () => {
    registry = registry.filter((s) => s !== shortcut);
  };
}

/** Every registered shortcut, in registration order (for the help overlay). */
export function shortcuts(): readonly Shortcut[] {
  return registry;
}

/** True when typing into `el` must not trigger plain-key shortcuts. */
export function isTextField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    return true;
  return (
    el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(el.type)
  );
}

/** The combo of a key event in the registry's notation (`mod+shift+z`, `?`, `n`). */
export function comboOf(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): string {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const parts: string[] = [];
  if (e.ctrlKey || e.metaKey) parts.push('mod');
  if (e.altKey) parts.push('alt');
  // Shift is part of printable symbols already (`?` is Shift+/): only named for letters and named keys.
  if (e.shiftKey && (/^[a-z]$/.test(key) || key.length > 1)) parts.push('shift');
  parts.push(key);
  return parts.join('+');
}

/** How a combo is shown: `mod+shift+z` → `Ctrl+Shift+Z`. */
export function displayCombo(combo: string): string {
  return combo
    .split('+')
    .map((p) => (p === 'mod' ? 'Ctrl' : p === 'shift' ? 'Shift' : p === 'alt' ? 'Alt' : p.toUpperCase()))
    .join('+');
}

/**
 * The window's keydown handler. Returns true when a shortcut ran (and the event was consumed).
 * `dialogOpen` says whether a modal dialog is showing: then only `inDialogs` shortcuts run.
 */
export function handleShortcutKey(e: KeyboardEvent, dialogOpen: boolean): boolean {
  if (e.defaultPrevented || e.isComposing) return false;
  const combo = comboOf(e);
  const plain = !combo.startsWith('mod+') && !combo.startsWith('alt+');
  // Text fields keep their keys, including their own Ctrl+Z.
  if (isTextField(e.target)) return false;
  if (plain && e.repeat) return false;
  // The newest shortcut for this combo that can run now: what mounted last is the most specific
  // (the map's Escape cancels its pick before the screen's Escape deselects), and one that cannot
  // run now (nothing to cancel) lets the next one have the key.
  const hit = registry.findLast(
    (s) => s.keys.includes(combo) && (!dialogOpen || s.inDialogs) && (!s.enabled || s.enabled()),
  );
  if (!hit) return false;
  e.preventDefault();
  hit.run();
  return true;
}
