import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress } from './addresses';

/**
 * At most `max` open sockets per client address: one client re-opening half-sent sockets holds its own share, not
 * the whole of MAX_CONNECTIONS, so other users still connect. Counted where the socket arrives, before any byte is
 * read; a trusted proxy's own address is not counted (behind nginx every socket comes from it: nginx's limit_conn
 * caps each client there, and the app caps each forwarded client's requests in progress, overload.ts).
 */
export function limitConnectionsPerAddress(server: Server, max: number, isTrustedProxy: (address: string) => boolean): { open(address: string): number } {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = clientAddress(socket.remoteAddress);
    if (!address || isTrustedProxy(address)) return;
    const n = (open.get(address) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { open: (address) => open.get(address) ?? 0 };
}
