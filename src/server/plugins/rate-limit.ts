import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error.ts";
import { closeRedis, connectRedis, waitUntilReady } from "../lib/redis.ts";
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from "./failure-counter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Failure counts (wrong passwords) kept in the same store as the rate limits. */
    failures: FailureCounter;
  }
}

/**
 * One counter store for every limit of the app: process memory by default, or Redis when REDIS_URL is set so
 * that every instance behind a load balancer counts the same requests. If Redis fails, `skipOnError` lets
 * requests through (the site keeps serving) and lib/redis.ts logs the outage once.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.redisUrl) {
    await app.register(rateLimit, { global: false, skipOnError: true });
    app.decorate("failures", memoryFailureCounter());
    return;
  }
  const redis = connectRedis(app.config.redisUrl, app.log);
  app.addHook("onClose", async () => closeRedis(redis));
  // Bounded: a Redis that is down at start must not keep the site from starting.
  await waitUntilReady(redis);
  await app.register(rateLimit, { global: false, skipOnError: true, redis, nameSpace: "sparkle:rl:" });
  app.decorate("failures", redisFailureCounter(redis, "sparkle:fail:"));
});

export type ThrottleOptions = {
  /** Names the counter, so two limits never share a key. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
  /** What is counted; the client address by default. */
  key?: (request: FastifyRequest) => string;
};

/**
 * A preHandler that answers 429 with `message` once `max` requests share a key within the window.
 * Several may guard one route (per address and per account), unlike the plugin's route option.
 */
export function throttle(app: FastifyInstance, options: ThrottleOptions) {
  const keyOf = options.key ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max: options.max * app.config.rateLimitScale,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, options.message, { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}
