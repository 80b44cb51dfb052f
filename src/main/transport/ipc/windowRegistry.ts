/**
 * Which webContents is which view: filled by the main process when it creates a window, emptied
 * when the window's webContents is destroyed. The IPC sender check reads roles from here only.
 */
import type { Role } from '@shared/contract/channels';

export interface WindowRegistry {
  /** Records `webContentsId` as a window of `role`; re-registering under another role is a bug and throws. */
  register(webContentsId: number, role: Role): void;
  unregister(webContentsId: number): void;
  roleOf(webContentsId: number): Role | undefined;
  /** The registered ids of `role`. */
  idsOf(role: Role): number[];
}

export function createWindowRegistry(): WindowRegistry {
  const roles = new Map<number, Role>();
  return {
    register(id, role) {
      const existing = roles.get(id);
      if (existing !== undefined && existing !== role) {
        throw new Error(`webContents ${id} is already registered as ${existing}`);
      }
      roles.set(id, role);
    },
    unregister(id) {
      roles.delete(id);
    },
    roleOf: (id) => roles.get(id),
    idsOf: (role) => [...roles].filter(([, r]) => r === role).map(([id]) => id),
  };
}
