import { describe, expect, it } from "vitest";
import { crockfordAlphabet, formatBookingId, normalizeBookingId } from "../../../shared/booking-id.ts";
import { newBookingKey } from "./booking-key.ts";

describe("newBookingKey", () => {
  it("makes 10 Crockford base32 characters that survive normalisation unchanged", () => {
    for (let i = 0; i < 1000; i++) {
      const key = newBookingKey();
      expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(normalizeBookingId(formatBookingId(key))).toBe(key);
    }
  });

  it("uses every character of the alphabet, each about equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3200; i++)
      for (const char of newBookingKey()) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(crockfordAlphabet.length);
    // 32,000 characters: 1,000 expected each; a biased generator would be far outside this band.
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
    for (const count of counts.values()) expect(count).toBeLessThan(1200);
  });

  it("does not repeat", () => {
    const keys = new Set(Array.from({ length: 10_000 }, newBookingKey));
    expect(keys.size).toBe(10_000);
  });
});
