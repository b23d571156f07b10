import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** How long a request may wait on Redis before the rate limit is skipped for it. */
const commandTimeoutMs = 500;
const connectTimeoutMs = 1000;

/**
 * A Redis connection for state shared by every instance (rate-limit counters). Built so that a Redis that is
 * down or unreachable never holds a request: commands fail at once while disconnected (no offline queue),
 * time out quickly when the connection hangs, and are never retried in a queue; reconnection goes on in the
 * background. Losing and regaining Redis is logged once each way, not once per request.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Keep trying to come back, at most every 2 s, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });

  let state: "connecting" | "up" | "down" = "connecting";
  redis.on("ready", () => {
    if (state === "down")
      log.warn("Redis is reachable again: rate limits are shared by every instance again");
    state = "up";
  });
  redis.on("error", (error: Error) => {
    if (state === "down") return;
    state = "down";
    log.error(
      { err: error },
      "Redis is unreachable: the site keeps serving, but rate limits are not enforced until it is back",
    );
  });
  return redis;
}

/** Waits until the connection is ready, at most `timeoutMs`; false when Redis did not answer in time. */
export async function waitUntilReady(redis: Redis, timeoutMs = connectTimeoutMs * 2): Promise<boolean> {
  if (redis.status === "ready") return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on("ready", onReady);
  });
}

/** Closes the connection without waiting on a Redis that may be gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") {
    await Promise.race([redis.quit().catch(() => undefined), delay(connectTimeoutMs)]);
  }
  redis.disconnect();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
