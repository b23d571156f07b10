import { describe, expect, it } from "vitest";
import type { BookingCreateInput } from "~/shared/schemas/booking";
import { attemptFor, newAttemptKey } from "./booking-attempt";

const payload: BookingCreateInput = {
  customerName: "Ada Obi",
  email: "ada@example.ng",
  phone: "0803 555 0199",
  address: "4 Adeola Odeku Street",
  notes: "",
  services: [{ _id: "s1", name: "Deep Home Cleaning", price: 45000 }],
  totalPrice: 45000,
  couponCode: null,
  couponDiscount: "0%",
  couponApplied: null,
  preferredDate: "2030-01-02",
  preferredTime: "morning",
};

describe("a booking attempt's key", () => {
  it("is new for each attempt, random and short enough for the API", () => {
    const keys = new Set(Array.from({ length: 100 }, newAttemptKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("stays while the same booking is sent again, and changes with the booking", () => {
    const first = attemptFor(null, payload);
    expect(attemptFor(first, { ...payload })).toBe(first);
    const changed = attemptFor(first, { ...payload, preferredTime: "evening" });
    expect(changed.key).not.toBe(first.key);
  });
});
