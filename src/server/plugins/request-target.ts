import { isIPv6 } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/http-error.ts";
import { isOtherSpellingOfSecretPath } from "../lib/secret-paths.ts";

export const badHostMessage = "The Host header is missing or not valid.";
export const badTargetMessage = "The request target must be a path on this site.";
export const notFoundMessage = "Not found";

// A DNS name or IPv4 address, or an IPv6 address in brackets, then at most a port.
const hostShape = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9_-][A-Za-z0-9_.-]*))(?::(\d{1,5}))?$/;

/** True for a Host header a browser could have sent: the page renderer builds a URL from it. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const match = hostShape.exec(host);
  if (!match) return false;
  const [, ipv6, , port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  if (port !== undefined && Number(port) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A secret path in another spelling (`/MANAGE/<token>`, `/%6danage/<token>`) gets a 404 rather than the
 * page: a link's secret is served at one address only (docs/decisions/051).
 *
 * Refuses, with 400 and a short message, requests whose Host (or trusted X-Forwarded-Host) is not a host,
 * or whose target is not a path (`GET http://elsewhere/`, `GET *`): they would otherwise reach the page
 * renderer and fail there.
 */
export const requestTargetPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    const url = request.raw.url;
    if (!url?.startsWith("/")) throw badRequest(badTargetMessage);
    if (!isValidHost(request.host)) throw badRequest(badHostMessage);
    const mark = url.indexOf("?");
    if (isOtherSpellingOfSecretPath(mark === -1 ? url : url.slice(0, mark))) {
      return reply.status(404).send({ message: notFoundMessage });
    }
  });
});
