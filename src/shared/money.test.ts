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
  // The amounts are written without Intl (it costs a page's first use tens of ms), so they must come out
  // exactly as Intl's en-NG naira format writes them, which the formatter used before.
  it("writes every amount as Intl's en-NG naira format does", () => {
    const intl = (minimumFractionDigits: number) =>
      new Intl.NumberFormat("en-NG", {
        style: "currency",
        currency: "NGN",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits,
        maximumFractionDigits: 2,
      });
    const [whole, withKobo] = [intl(0), intl(2)];
    const expected = (amount: number) => {
      const value = Number.isFinite(amount) ? amount : 0;
      const rounded = Math.round(value * 100) / 100;
      return Number.isInteger(rounded) ? whole.format(value) : withKobo.format(rounded);
    };
    const amounts = [
      0,
      -0,
      5,
      -5,
      0.5,
      1.005,
      2.675,
      999.995,
      -0.004,
      0.004,
      0.005,
      1234567.5,
      -2500.25,
      0.1 + 0.2,
      1e-7,
      -1e-7,
      9_999_999_999_999.99,
      1e13,
      1e15,
      1e21,
      123.456,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    let seed = 35;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const digits = Math.floor(random() * 12);
      const decimals = Math.floor(random() * 5);
      const sign = random() < 0.1 ? -1 : 1;
      amounts.push(sign * Number((random() * 10 ** digits).toFixed(decimals)));
      amounts.push(sign * Math.round(random() * 10 ** digits));
    }
    for (const amount of amounts) expect(formatNaira(amount), String(amount)).toBe(expected(amount));
  });
});

describe("kobo", () => {
  it("round-trips naira through integer kobo", () => {
    expect(nairaToKobo(199.99)).toBe(19999);
    expect(koboToNaira(19999)).toBe(199.99);
  });
});
