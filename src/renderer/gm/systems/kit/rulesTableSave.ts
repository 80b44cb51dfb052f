/**
 * Saving a system's rules dialog (kit of the systems' screens): the settings go to the engine as one
 * campaign/setSettings command; the GM hears of success in a toast and of a refusal in the dialog.
 */
import type { Command } from '@shared/model/commands';
import { session } from '../../../lib/stores/session.svelte';
import { toasts } from '../../../lib/stores/toasts.svelte';

/** The part of the campaign settings a rules dialog replaces (`{ omnimodus }`, `{ expanse }`, `{ d20 }`). */
export type SettingsPatch = Extract<Command, { type: 'campaign/setSettings' }>['patch'];

/**
 * Sends `patch` as campaign/setSettings. Accepted: toasts `saved` and returns null (the dialog closes);
 * refused: returns the engine's message for the dialog to show (no toast of its own).
 */
export async function saveRulesSettings(patch: SettingsPatch, saved: string): Promise<string | null> {
  const refused = await session.sendQuietly({ type: 'campaign/setSettings', patch });
  if (refused === null) toasts.success(saved);
  return refused;
}
