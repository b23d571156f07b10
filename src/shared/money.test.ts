import { describe, expect, it } from "vitest";
import { formatNaira, koboToNaira, nairaToKobo } from "./money.ts";

describe("formatNaira", () => {
  it("shows whole amounts without decimals and with thousands separators", () => {
    expect(formatNaira(15000)).toBe("₦15,000");
    expect(formatNaira(1250000)).toBe("₦1,250,000");
  });
  it("shows kobo when there are any", () => {
    expect(formatNaira(15000.5)).toBe("₦15,000.50");
  });
  it("rounds floating-point noise away", () => {
    expect(formatNaira(0.1 + 0.2)).toBe("₦0.30");
  });
});

describe("kobo", () => {
  it("round-trips naira through integer kobo", () => {
    expect(nairaToKobo(199.99)).toBe(19999);
    expect(koboToNaira(19999)).toBe(199.99);
  });
});
