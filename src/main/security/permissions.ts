/**
 * Checklist item 5 (handle session permission requests): Electron grants every permission by
 * default; Hexscreen needs none (no camera, notifications, geolocation, MIDI, …), so all are refused.
 * Fullscreen for the player display is done from the main process (BrowserWindow.setFullScreen),
 * which needs no permission. Only type imports from electron: tested against a fake session.
 */
import type { Session } from 'electron';

/** Refuses every permission request and check, and every device (HID/serial/USB) access, on `session`. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  // Electron's docs: the request handler alone is not enough, most APIs ask the check handler first.
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
