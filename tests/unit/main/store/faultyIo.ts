/**
 * A DurableIo whose writes can be made to fail as a read-only folder or a full disk does, and made to
 * work again (space freed, permission given back). Running as root, a chmod'ed folder does not refuse
 * root's writes, so the store's own file-system calls are where the tests break the disk.
 */
import { nodeIo, type DurableIo } from '../../../../src/main/store/durableFs';

export type DiskFault = 'read-only' | 'full' | null;

export interface FaultyIo {
  readonly io: DurableIo;
  /** What the disk does now: refuse every write (`read-only`), run out of space (`full`), or work. */
  fault: DiskFault;
}

export function errno(code: string, syscall: string, path: string): Error {
  const text = code === 'ENOSPC' ? 'no space left on device' : 'read-only file system';
  return Object.assign(new Error(`${code}: ${text}, ${syscall} '${path}'`), { code, syscall, path });
}

const writes = (flags: string) => /[wa+]/.test(flags);

export function faultyIo(fault: DiskFault = null): FaultyIo {
  const state: FaultyIo = {
    fault,
    io: {
      async open(path, flags) {
        // A read-only file system refuses the create; a full one creates the file, then the write fails.
        if (state.fault === 'read-only' && writes(flags)) throw errno('EROFS', 'open', path);
        const handle = await nodeIo.open(path, flags);
        return {
          writeFile: async (data) => {
            if (state.fault === 'full') throw errno('ENOSPC', 'write', path);
            await handle.writeFile(data);
          },
          sync: () => handle.sync(),
          // Cutting a file back frees space: a full disk allows it, a read-only one never opened it.
          truncate: (length) => handle.truncate(length),
          close: () => handle.close(),
        };
      },
      async rename(from, to) {
        if (state.fault === 'read-only') throw errno('EROFS', 'rename', to);
        await nodeIo.rename(from, to);
      },
      async unlink(path) {
        if (state.fault === 'read-only') throw errno('EROFS', 'unlink', path);
        await nodeIo.unlink(path);
      },
      readFile: (path) => nodeIo.readFile(path),
    },
  };
  return state;
}
