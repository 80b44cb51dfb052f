/** The IPv4 addresses of this computer, for the links of a shared player view. */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * Every IPv4 address of every interface, in the order the system lists them; with `internal: false`
 * only the ones other machines can reach (not 127.0.0.1). IPv4 only: the shared listener binds
 * 0.0.0.0, and a phone types or scans an IPv4 link far more reliably than an IPv6 one.
 */
export function ipv4Addresses(
  { internal = true }: { internal?: boolean } = {},
  interfaces: Interfaces = networkInterfaces(),
): string[] {
  const found: string[] = [];
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family === 'IPv4' && (internal || !info.internal) && !found.includes(info.address))
        found.push(info.address);
    }
  }
  return found;
}

/** The non-internal IPv4 addresses: where players on the local network can reach this computer. */
export function lanAddresses(interfaces?: Interfaces): string[] {
  return ipv4Addresses({ internal: false }, interfaces);
}
