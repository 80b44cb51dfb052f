/** What the hostile-client tests of web mode (tests/unit/main/transport/web/hostileClients*.test.ts) share. */
import { upgradeRequestText, type HostileTarget, type SocketKind } from '../../helpers/webProcess';

/** The port of `target`'s `kind` socket and the upgrade request that opens it with its token. */
export function socketHello(target: HostileTarget, kind: SocketKind): { port: number; hello: string } {
  const { port, token } = target.socket(kind);
  return { port, hello: upgradeRequestText(`/ws?token=${token}`, { Host: `127.0.0.1:${port}` }) };
}
