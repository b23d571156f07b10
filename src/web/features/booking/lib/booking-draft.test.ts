import { describe, expect, it } from "vitest";
import {
  frequencyNotOffered,
  oneOffOnly,
  regularVisitNeedsDate,
  type RecurringDiscounts,
} from "~/shared/rules/recurring";
import type { Service } from "~/shared/schemas/service";
import { bookingTotal } from "~/shared/pricing";
import {
  bookingPayload,
  chosenFrequency,
  chosenServices,
  draftDiscount,
  draftProblem,
  draftTotal,
  emptyDraft,
  missingFields,
  oneOffService,
  pastDateMessage,
  requiredFieldsMessage,
  selectableServices,
  withPreset,
  type BookingDraft,
} from "./booking-draft";

const home = { _id: "c1", name: "Home Cleaning" };
const laundry = { _id: "c2", name: "Laundry" };
const service = (id: string, price: number, category = home): Service => ({
  _id: id,
  name: `Service ${id}`,
  description: "",
  price,
  category,
  images: [],
  oneOff: false,
});
const catalogue = [service("s1", 15000), service("s2", 25000), service("s3", 5000.5, laundry)];

const discounts: RecurringDiscounts = { weekly: 10, fortnightly: 5, monthly: 0 };

const complete: BookingDraft = {
  ...emptyDraft,
  categoryId: "c1",
  serviceIds: ["s1", "s2"],
  customerName: " Ada Obi ",
  email: "ada@example.ng",
  phone: "0803 555 0142",
  address: "12 Admiralty Way, Lekki",
  preferredDate: "2026-12-01",
  preferredTime: "morning",
};

describe("the service select", () => {
  it("offers nothing until a category is picked", () => {
    expect(selectableServices(emptyDraft, catalogue)).toEqual([]);
  });
  it("offers only the category's services not chosen yet", () => {
    const draft = { ...emptyDraft, categoryId: "c1", serviceIds: ["s1"] };
    expect(selectableServices(draft, catalogue).map((s) => s._id)).toEqual(["s2"]);
  });
});

describe("the chosen services", () => {
  it("are priced from the catalogue as it is now and drop services that are gone", () => {
    const draft = { ...complete, serviceIds: ["s2", "gone", "s3"] };
    expect(chosenServices(draft, catalogue).map((s) => s._id)).toEqual(["s2", "s3"]);
    expect(draftTotal(draft, catalogue, discounts)).toBe(30000.5);
  });
  it("take the applied coupon off the total", () => {
    expect(
      draftTotal({ ...complete, coupon: { code: "WELCOME10", discount: 10 } }, catalogue, discounts),
    ).toBe(36000);
  });
});

describe("draftProblem", () => {
  it("accepts a complete draft", () => {
    expect(draftProblem(complete, catalogue, "2026-11-22", discounts)).toBeNull();
  });
  it("asks for every required field, the date and time window included", () => {
    for (const change of [
      { serviceIds: [] },
      { customerName: "  " },
      { email: "" },
      { phone: "" },
      { address: "" },
      { preferredDate: "" },
      { preferredTime: "" as const },
    ]) {
      expect(draftProblem({ ...complete, ...change }, catalogue, "2026-11-22", discounts)).toBe(
        requiredFieldsMessage,
      );
    }
  });
  it("does not need notes", () => {
    expect(draftProblem({ ...complete, notes: "" }, catalogue, "2026-11-22", discounts)).toBeNull();
  });
  it("refuses a date before today in Lagos but accepts today", () => {
    expect(draftProblem(complete, catalogue, "2026-12-02", discounts)).toBe(pastDateMessage);
    expect(draftProblem(complete, catalogue, "2026-12-01", discounts)).toBeNull();
  });
});

describe("missingFields", () => {
  it("says the required-fields message, with the period", () => {
    expect(requiredFieldsMessage).toBe("Please fill in all required fields.");
  });
  it("names every empty required field in the form's order, and nothing of a complete draft", () => {
    expect(missingFields(complete, catalogue)).toEqual([]);
    expect(missingFields({ ...emptyDraft, notes: "only notes" }, catalogue)).toEqual([
      "services",
      "customerName",
      "email",
      "phone",
      "address",
      "preferredDate",
      "preferredTime",
    ]);
    expect(missingFields({ ...complete, serviceIds: ["gone"], email: " " }, catalogue)).toEqual([
      "services",
      "email",
    ]);
  });
});

describe("withPreset", () => {
  it("picks the category and adds the service once, keeping what was typed", () => {
    const typed = { ...emptyDraft, customerName: "Ada", serviceIds: ["s3"] };
    const once = withPreset(typed, { categoryId: "c1", serviceId: "s1" });
    expect(once).toMatchObject({ categoryId: "c1", serviceIds: ["s3", "s1"], customerName: "Ada" });
    expect(withPreset(once, { categoryId: "c1", serviceId: "s1" }).serviceIds).toEqual(["s3", "s1"]);
    expect(withPreset(typed, { categoryId: "c2" })).toMatchObject({ categoryId: "c2", serviceIds: ["s3"] });
  });
});

describe("bookingPayload", () => {
  it("sends the SPEC payload with service ids, trimmed text and the preferred date and time", () => {
    expect(bookingPayload({ ...complete, notes: " Gate code 1234 " }, catalogue, discounts)).toEqual({
      customerName: "Ada Obi",
      email: "ada@example.ng",
      phone: "0803 555 0142",
      address: "12 Admiralty Way, Lekki",
      notes: "Gate code 1234",
      services: [
        { _id: "s1", name: "Service s1", price: 15000 },
        { _id: "s2", name: "Service s2", price: 25000 },
      ],
      totalPrice: 40000,
      couponCode: null,
      couponDiscount: "0%",
      couponApplied: null,
      preferredDate: "2026-12-01",
      preferredTime: "morning",
      frequency: "once",
    });
  });
  it("carries an applied coupon only", () => {
    const withTypedCode = bookingPayload({ ...complete, couponCode: "WELCOME10" }, catalogue, discounts);
    expect(withTypedCode.couponCode).toBeNull();
    const applied = bookingPayload(
      { ...complete, coupon: { code: "welcome10", discount: 10 } },
      catalogue,
      discounts,
    );
    expect(applied).toMatchObject({
      couponCode: "welcome10",
      couponDiscount: "10%",
      couponApplied: "welcome10",
      totalPrice: 36000,
    });
  });
});

describe("regular visits", () => {
  const weekly = { ...complete, frequency: "weekly" as const };
  const withOneOff = [...catalogue, { ...service("s4", 60000), name: "After-party cleaning", oneOff: true }];

  it("take the frequency's discount off every visit, and send the frequency with that total", () => {
    expect(chosenFrequency(weekly, catalogue, discounts)).toBe("weekly");
    expect(draftDiscount(weekly, catalogue, discounts)).toBe(10);
    expect(bookingPayload(weekly, catalogue, discounts)).toMatchObject({
      frequency: "weekly",
      totalPrice: bookingTotal([15000, 25000], 10),
    });
  });
  it("give the first visit the larger of the frequency's discount and the coupon's, never both", () => {
    const small = { ...weekly, coupon: { code: "FIVE", discount: 5 } };
    const large = { ...weekly, coupon: { code: "TWENTY", discount: 20 } };
    expect(draftTotal(small, catalogue, discounts)).toBe(bookingTotal([15000, 25000], 10));
    expect(draftTotal(large, catalogue, discounts)).toBe(bookingTotal([15000, 25000], 20));
  });
  it("book one time when the frequency is no longer offered or a chosen service is one-off", () => {
    const monthly = { ...complete, frequency: "monthly" as const };
    expect(chosenFrequency(monthly, catalogue, discounts)).toBe("once");
    const oneOff = { ...weekly, serviceIds: ["s1", "s4"] };
    expect(oneOffService(oneOff, withOneOff)).toBe("After-party cleaning");
    expect(chosenFrequency(oneOff, withOneOff, discounts)).toBe("once");
    expect(bookingPayload(oneOff, withOneOff, discounts)).toMatchObject({
      frequency: "once",
      totalPrice: 75000,
    });
  });
  it("refuse a repeating frequency picked with a one-off service, or not offered, or without a date and time", () => {
    const oneOff = { ...weekly, serviceIds: ["s1", "s4"] };
    expect(draftProblem(oneOff, withOneOff, "2026-11-22", discounts)).toBe(
      oneOffOnly("After-party cleaning"),
    );
    expect(draftProblem({ ...oneOff, frequency: "once" }, withOneOff, "2026-11-22", discounts)).toBeNull();
    const monthly = { ...complete, frequency: "monthly" as const };
    expect(draftProblem(monthly, catalogue, "2026-11-22", discounts)).toBe(frequencyNotOffered);
    for (const change of [{ preferredDate: "" }, { preferredTime: "" as const }]) {
      expect(draftProblem({ ...weekly, ...change }, catalogue, "2026-11-22", discounts)).toBe(
        regularVisitNeedsDate,
      );
      expect(draftProblem({ ...complete, ...change }, catalogue, "2026-11-22", discounts)).toBe(
        requiredFieldsMessage,
      );
    }
  });
});
