import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** Headers a proxy adds to say whom it forwards for: a request carrying one did not start on this machine. */
const forwardingHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/**
 * A request from this machine itself: the socket's peer is a loopback address and no proxy forwarded it.
 * NOTE: not request.ip, which follows X-Forwarded-For when TRUST_PROXY is set, and which a client can
 * then set to 127.0.0.1. And not the socket alone: behind Caddy or nginx on the same machine every
 * visitor's request arrives from 127.0.0.1, with the proxy's X-Forwarded-For.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? "";
  const loopback = peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
  return loopback && forwardingHeaders.every((name) => request.headers[name] === undefined);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** The request's `Authorization: Bearer <token>` is the configured token, compared in constant time. */
export function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!token || !match) return false;
  // Digests of equal length, so the comparison takes the same time whatever the length of the guess.
  return timingSafeEqual(digest(match[1]!), digest(token));
}
