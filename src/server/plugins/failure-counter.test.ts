import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { redisAnswers, testRedisUrl } from "../test/services-available.ts";
import { memoryFailureCounter, redisFailureCounter } from "./failure-counter.ts";

const redisUp = await redisAnswers();

describe("failure counter in memory", () => {
  it("counts within the window that began with the first failure, then starts again", async () => {
    let now = 1_000_000;
    const counter = memoryFailureCounter(() => now);
    expect(await counter.count("a")).toBe(0);
    expect(await counter.add("a", 1000)).toBe(1);
    now += 600;
    expect(await counter.add("a", 1000)).toBe(2);
    expect(await counter.count("a")).toBe(2);
    expect(await counter.count("b")).toBe(0);
    // The window is the first failure's: a later failure does not stretch it.
    now += 400;
    expect(await counter.count("a")).toBe(0);
    expect(await counter.add("a", 1000)).toBe(1);
    await counter.clear("a");
    expect(await counter.count("a")).toBe(0);
  });
});

describe.skipIf(!redisUp)("failure counter in Redis (skipped: no Redis answers at 127.0.0.1:6379)", () => {
  const redis = new Redis(testRedisUrl);
  const nameSpace = `test-failure-counter:${crypto.randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("is shared by every connection, expires with the window of the first failure, and clears", async () => {
    const one = redisFailureCounter(redis, nameSpace);
    const second = new Redis(testRedisUrl);
    const other = redisFailureCounter(second, nameSpace);
    try {
      expect(await one.add("k", 60_000)).toBe(1);
      expect(await other.add("k", 60_000)).toBe(2);
      expect(await one.count("k")).toBe(2);
      const ttl = await redis.pttl(`${nameSpace}k`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await other.clear("k");
      expect(await one.count("k")).toBe(0);

      expect(await one.add("short", 200)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await one.count("short")).toBe(0);
    } finally {
      second.disconnect();
    }
  });

  it("answers 0 and drops changes when Redis cannot be reached, without waiting", async () => {
    const gone = new Redis("redis://127.0.0.1:9", {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    gone.on("error", () => undefined);
    const counter = redisFailureCounter(gone, nameSpace);
    const started = Date.now();
    expect(await counter.add("x", 1000)).toBe(0);
    expect(await counter.count("x")).toBe(0);
    await counter.clear("x");
    expect(Date.now() - started).toBeLessThan(1000);
    gone.disconnect();
  });
});
