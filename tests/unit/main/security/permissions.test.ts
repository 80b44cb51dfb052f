/** Checklist item 5: every permission request and check is refused. */
import { describe, expect, it, vi } from 'vitest';

import { denyAllPermissions } from '../../../../src/main/security/permissions';

type Session = Parameters<typeof denyAllPermissions>[0];
type RequestHandler = (
  webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: unknown,
) => void;
type CheckHandler = (webContents: unknown, permission: string, origin: string, details: unknown) => boolean;

function fakeSession(): {
  session: Session;
  request: () => RequestHandler;
  check: () => CheckHandler;
  device: () => (d: unknown) => boolean;
} {
  let request: RequestHandler | null = null;
  let check: CheckHandler | null = null;
  let device: ((d: unknown) => boolean) | null = null;
  const session = {
    setPermissionRequestHandler: (h: RequestHandler) => (request = h),
    setPermissionCheckHandler: (h: CheckHandler) => (check = h),
    setDevicePermissionHandler: (h: (d: unknown) => boolean) => (device = h),
  };
  const need = <T>(h: T | null): T => {
    if (h === null) throw new Error('handler not installed');
    return h;
  };
  return {
    session: session as unknown as Session,
    request: () => need(request),
    check: () => need(check),
    device: () => need(device),
  };
}

const PERMISSIONS = [
  'media',
  'geolocation',
  'notifications',
  'midiSysex',
  'clipboard-read',
  'fullscreen',
  'openExternal',
  'display-capture',
  'unknown',
];

describe('denyAllPermissions', () => {
  it('refuses every permission request', () => {
    const fake = fakeSession();
    denyAllPermissions(fake.session);
    for (const permission of PERMISSIONS) {
      const callback = vi.fn();
      fake.request()({}, permission, callback, { requestingUrl: 'app://gm/gm.html' });
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    }
  });

  it('answers every permission check and device request with false', () => {
    const fake = fakeSession();
    denyAllPermissions(fake.session);
    for (const permission of PERMISSIONS) expect(fake.check()({}, permission, 'app://gm', {})).toBe(false);
    expect(fake.device()({ deviceType: 'usb' })).toBe(false);
  });
});
