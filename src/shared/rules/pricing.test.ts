import { describe, expect, it } from "vitest";
import {
  bookedLine,
  bookedName,
  boundsLabel,
  priceBooking,
  quantityProblem,
  travelFeeOf,
  travelLine,
  type QuantityRule,
} from "./pricing.ts";

const shirts: QuantityRule = { name: "Shirts (ironed)", unit: "item", minQuantity: 1, maxQuantity: 50 };
const visit: QuantityRule = { name: "Deep clean", unit: "visit", minQuantity: 1, maxQuantity: 1 };

describe("quantities", () => {
  it("takes whole numbers within the service's bounds", () => {
    expect(quantityProblem(shirts, 1)).toBeUndefined();
    expect(quantityProblem(shirts, 50)).toBeUndefined();
  });

  it("refuses 0, more than the most, a fraction, a string and none, naming the service and its bounds", () => {
    for (const bad of [0, 51, 2.5, "12", undefined]) {
      expect(quantityProblem(shirts, bad)).toBe(
        "Shirts (ironed): choose a whole number of items from 1 to 50.",
      );
    }
  });

  it("lets a visit go without a quantity: it is one", () => {
    expect(quantityProblem(visit, undefined)).toBeUndefined();
    expect(quantityProblem(visit, 2)).toBeDefined();
  });

  it("says the unit and bounds in words", () => {
    expect(boundsLabel(shirts)).toBe("per item, 1 to 50");
    expect(boundsLabel(visit)).toBe("per visit");
  });
});

describe("priceBooking", () => {
  it("costs each line its price × quantity", () => {
    expect(priceBooking([{ priceKobo: 50_000, quantity: 12 }], 0).totalKobo).toBe(600_000);
  });

  it("takes a discount off the services only, never the travel fee", () => {
    const price = priceBooking([{ priceKobo: 50_000, quantity: 12 }], 10, 250_000);
    expect(price).toEqual({
      subtotalKobo: 600_000,
      discountKobo: 60_000,
      travelFeeKobo: 250_000,
      totalKobo: 540_000 + 250_000,
    });
  });

  it("keeps the rounding of a percentage to the kobo", () => {
    expect(priceBooking([{ priceKobo: 99_999, quantity: 1 }], 15).totalKobo).toBe(84_999);
  });
});

describe("lines as people read them", () => {
  it("shows the quantity for more than one or a unit other than the visit", () => {
    expect(bookedLine({ name: "Shirts (ironed)", unit: "item", quantity: 12, price: 500 })).toBe(
      "Shirts (ironed) × 12 — ₦6,000",
    );
    expect(bookedName({ name: "Rug", unit: "item", quantity: 1 })).toBe("Rug × 1");
    expect(bookedName({ name: "Deep clean", unit: "visit", quantity: 1 })).toBe("Deep clean");
  });

  it("names the travel fee's area", () => {
    expect(travelLine("Lekki", 2500)).toBe("Travel to Lekki ₦2,500");
  });

  it("finds an area's fee, 0 when it has none", () => {
    const fees = [{ area: "Lekki", fee: 2500 }];
    expect(travelFeeOf("Lekki", fees)).toBe(2500);
    expect(travelFeeOf("Yaba", fees)).toBe(0);
  });
});
