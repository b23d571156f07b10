import type { Redis } from "ioredis";

/**
 * Counts events (failed sign-ins) per key in a fixed window that starts at the first event, and can be read
 * without counting and cleared. Kept in process memory, or in Redis so that every instance shares the counts.
 * A Redis that fails never holds a request: a count that cannot be read is taken as 0 and a change that
 * cannot be written is dropped (lib/redis.ts logs the outage once).
 */
export type FailureCounter = {
  count(key: string): Promise<number>;
  /** Adds one event; the new count. */
  add(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
};

/** Entries are dropped when their window ends; at most this many live at once (oldest go first). */
const maxMemoryEntries = 100_000;

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async add(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      if (entries.size >= maxMemoryEntries) {
        for (const [oldKey, old] of entries) if (old.endsAt <= now()) entries.delete(oldKey);
        if (entries.size >= maxMemoryEntries) entries.delete(entries.keys().next().value!);
      }
      entries.set(key, { count: 1, endsAt: now() + windowMs });
      return 1;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

export function redisFailureCounter(redis: Redis, nameSpace: string): FailureCounter {
  return {
    async count(key) {
      try {
        return Number((await redis.get(nameSpace + key)) ?? 0);
      } catch {
        return 0;
      }
    },
    async add(key, windowMs) {
      try {
        // The window starts with the first failure: the key is created with its expiry, INCR keeps it.
        const results = await redis
          .multi()
          .set(nameSpace + key, 0, "PX", windowMs, "NX")
          .incr(nameSpace + key)
          .exec();
        return Number(results?.[1]?.[1] ?? 0);
      } catch {
        return 0;
      }
    },
    async clear(key) {
      try {
        await redis.del(nameSpace + key);
      } catch {
        // Left to expire with its window.
      }
    },
  };
}
