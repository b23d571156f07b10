import { vi } from "vitest";

export type FakeDate = {
  /** Moves the clock on by `ms`, so what is written next is stamped later. */
  advance(ms: number): void;
  /** Gives back the real clock. */
  restore(): void;
};

/**
 * Freezes the clock the server reads (Date) at the current time, and nothing else: timers, I/O and
 * the database run for real. For tests of "newest first": two records written in the same millisecond
 * would share a timestamp, so the test moves the clock between them instead of sleeping.
 */
export function fakeDate(): FakeDate {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  return {
    advance(ms) {
      vi.setSystemTime(Date.now() + ms);
    },
    restore() {
      vi.useRealTimers();
    },
  };
}
