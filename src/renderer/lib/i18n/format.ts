/** Dates and times in the active language (plain .ts: nothing reactive is created here). */
import { locale } from './index.svelte';

/** A time of day, e.g. "14:02" (for "saved 14:02"). */
export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' });
}

/** A date and time, e.g. "5 Jan 2025, 18:30" (for campaign lists and backups). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });
}
