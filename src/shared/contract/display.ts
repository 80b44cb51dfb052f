/**
 * What the player display shows besides the projection: the GM's controls for the table's screen.
 * Held by the session (not the campaign, not undoable): blackout and freeze are moments in a session,
 * a ping is a gesture.
 *
 * - `mode`: `live` follows the fight; `blackout` sends nothing and shows a dark screen; `frozen` keeps
 *   the picture from the moment of freezing while the GM prepares the next one.
 * - `camera`: `fit` shows the whole visible map; `active` follows the current combatant's token;
 *   `gm` follows the GM's own view of the map (`gmView`).
 * - `language`: the table's language, independent of the GM's (null: the display's own choice).
 * - `ping`: the last hex the GM pointed at; `seq` grows with every ping so the display pulses once each.
 */
import { z } from 'zod';
import type { Axial } from '../model/campaign';

export const DisplayMode = z.enum(['live', 'blackout', 'frozen']);
export type DisplayMode = z.infer<typeof DisplayMode>;
export const DisplayCamera = z.enum(['fit', 'active', 'gm']);
export type DisplayCamera = z.infer<typeof DisplayCamera>;
export const DisplayLanguage = z.enum(['en', 'sv', 'ru']);
export type DisplayLanguage = z.infer<typeof DisplayLanguage>;

const Coordinate = z.number().finite().min(-1e7).max(1e7);

/** A rectangle of the map in map pixels (the renderer's world units), for `camera: 'gm'`. */
export const ViewRect = z
  .object({
    x: Coordinate,
    y: Coordinate,
    width: z.number().positive().max(1e7),
    height: z.number().positive().max(1e7),
  })
  .strict();
export type ViewRect = z.infer<typeof ViewRect>;

/** What the GM may change in one call. */
export const DisplayPatch = z
  .object({
    mode: DisplayMode,
    camera: DisplayCamera,
    gmView: ViewRect.nullable(),
    language: DisplayLanguage.nullable(),
  })
  .partial()
  .strict();
export type DisplayPatch = z.infer<typeof DisplayPatch>;

/** A ping: where, and which one (for showing each exactly once). */
export interface DisplayPing {
  readonly hex: Axial;
  readonly seq: number;
}

export interface DisplayState {
  readonly mode: DisplayMode;
  readonly camera: DisplayCamera;
  readonly gmView: ViewRect | null;
  readonly language: DisplayLanguage | null;
  readonly ping: DisplayPing | null;
}

export const DEFAULT_DISPLAY: DisplayState = {
  mode: 'live',
  camera: 'fit',
  gmView: null,
  language: null,
  ping: null,
};
