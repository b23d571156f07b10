import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

export const requestIdHeader = "x-request-id";

/** What a proxy's request ID may look like (nginx's $request_id, Caddy's UUID, a trace ID): a short token. */
const requestIdShape = /^[A-Za-z0-9._:+=-]{1,128}$/;

/**
 * Each request's ID: the proxy's `X-Request-Id` when the proxy is trusted (TRUST_PROXY), so a log line
 * here matches the proxy's for the same request; otherwise, or when the header is missing or not a
 * plain token (it goes into every log line), a new UUID.
 */
export function requestIdGenerator(trustProxy: Config["trustProxy"]): (request: IncomingMessage) => string {
  const trusted = trustProxy !== false;
  return (request) => {
    const given = trusted ? request.headers[requestIdHeader] : undefined;
    return typeof given === "string" && requestIdShape.test(given) ? given : randomUUID();
  };
}

/** The load balancer's and the monitors' checks: every few seconds, all day. */
const probePaths = new Set(["/api/health", "/api/health/instance"]);

function isHealthProbe(request: FastifyRequest): boolean {
  const url = request.raw.url ?? "";
  const mark = url.indexOf("?");
  return probePaths.has(mark === -1 ? url : url.slice(0, mark));
}

/**
 * Fastify's request lines, with health probes at `debug`: a probe every 10 s would otherwise write two
 * lines each, some 17,000 a day that hide the requests people made. A probe that fails (5xx) keeps its
 * `info` or `error` line.
 */
export class QuietProbesLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (isHealthProbe(request)) request.log.debug({ req: request }, "incoming request");
    else super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!error && reply.statusCode < 500 && isHealthProbe(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
    } else super.requestCompleted(error, request, reply, metadata);
  }
}
