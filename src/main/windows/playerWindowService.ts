/**
 * The `display:openWindow` service the dispatcher calls: in the desktop app it opens the player window
 * (playerDisplay.ts); web mode has no second window to open and gives none, so the channel answers
 * with {@link PLAYER_WINDOW_WEB_ONLY_MESSAGE}. No Electron import: the web build includes this file.
 */
import type { ChannelOutputs } from '@shared/contract/channels';
import type { ErrorCode } from '@shared/contract/envelope';

/** The refusal shown to the GM when there is no player window to open. */
export const PLAYER_WINDOW_WEB_ONLY_MESSAGE =
  'There is no second window in web mode: open the Player URL on the display (or use Share player view)';

/** What opening the player window failed with; the dispatcher sends `code` and `message` as they are. */
export class PlayerWindowError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, 'invalid'>,
    message: string,
  ) {
    super(message);
    this.name = 'PlayerWindowError';
  }
}

/** Opens the player window, or focuses the open one. */
export interface PlayerWindowService {
  open(): ChannelOutputs['display:openWindow'];
}

/**
 * A service to give the dispatcher before the window manager can exist (the IPC transport, which the
 * windows need, needs the dispatcher first); `attach` connects it. Until then it refuses like web mode.
 */
export function latePlayerWindowService(): PlayerWindowService & { attach(impl: PlayerWindowService): void } {
  let impl: PlayerWindowService | null = null;
  return {
    attach: (next) => {
      impl = next;
    },
    open: () => {
      if (!impl) throw new PlayerWindowError('invalid', PLAYER_WINDOW_WEB_ONLY_MESSAGE);
      return impl.open();
    },
  };
}
