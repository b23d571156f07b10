import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";

/**
 * Caps the connections one client address may hold open at once: a single machine opening thousands of
 * slow connections cannot use up the process's file descriptors. Extra connections are closed as they
 * arrive. `limit` 0 turns the cap off (behind a proxy, where every client has the proxy's address).
 */
export function limitConnectionsPerAddress(server: Server, limit: number, log: FastifyBaseLogger): void {
  if (limit <= 0) return;
  const open = new Map<string, number>();
  // Addresses told about in the log since they last dropped below the cap: one line per burst, not per socket.
  const reported = new Set<string>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= limit) {
      socket.destroy();
      if (!reported.has(address)) {
        reported.add(address);
        log.warn(
          { remoteAddress: address, limit },
          "too many open connections from one address: closing extras",
        );
      }
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < limit) reported.delete(address);
    });
  });
}
