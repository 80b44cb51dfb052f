/**
 * Dark or light look (issue 4: dark by default, light optional). The choice is remembered per browser
 * profile and applied as `data-theme` on <html>, which switches the colour variables in theme.css.
 * Importing this module applies the saved theme at once, before the first paint of the app.
 */
import { readSaved, save } from '../storage';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

const STORAGE_KEY = 'hexscreen.theme';

function isTheme(v: unknown): v is Theme {
  return v === 'dark' || v === 'light';
}

function saved(): Theme {
  const v = readSaved(STORAGE_KEY);
  return isTheme(v) ? v : 'dark';
}

function apply(next: Theme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // Switch at once: without this, every button's hover transition would fade through mixed colours.
  root.dataset.themeSwitching = '';
  root.dataset.theme = next;
  // Native controls (scrollbars, date pickers, checkboxes) follow the page's scheme.
  root.style.colorScheme = next;
  void getComputedStyle(root).backgroundColor;
  requestAnimationFrame(() => delete root.dataset.themeSwitching);
}

let current = $state<Theme>(saved());
apply(current);

/** The active theme. */
export function theme(): Theme {
  return current;
}

/** Switches the theme everywhere on this page and remembers it. */
export function setTheme(next: Theme): void {
  current = next;
  apply(next);
  save(STORAGE_KEY, next);
}

/** Dark ↔ light. */
export function toggleTheme(): void {
  setTheme(current === 'dark' ? 'light' : 'dark');
}
