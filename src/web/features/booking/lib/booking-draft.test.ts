import { describe, expect, it } from "vitest";
import type { Service } from "~/shared/schemas/service";
import {
  bookingPayload,
  chosenServices,
  draftProblem,
  draftTotal,
  emptyDraft,
  missingFields,
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
    expect(draftTotal(draft, catalogue)).toBe(30000.5);
  });
  it("take the applied coupon off the total", () => {
    expect(draftTotal({ ...complete, coupon: { code: "WELCOME10", discount: 10 } }, catalogue)).toBe(36000);
  });
});

describe("draftProblem", () => {
  it("accepts a complete draft", () => {
    expect(draftProblem(complete, catalogue, "2026-11-22")).toBeNull();
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
      expect(draftProblem({ ...complete, ...change }, catalogue, "2026-11-22")).toBe(requiredFieldsMessage);
    }
  });
  it("does not need notes", () => {
    expect(draftProblem({ ...complete, notes: "" }, catalogue, "2026-11-22")).toBeNull();
  });
  it("refuses a date before today in Lagos but accepts today", () => {
    expect(draftProblem(complete, catalogue, "2026-12-02")).toBe(pastDateMessage);
    expect(draftProblem(complete, catalogue, "2026-12-01")).toBeNull();
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
    expect(bookingPayload({ ...complete, notes: " Gate code 1234 " }, catalogue)).toEqual({
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
    });
  });
  it("carries an applied coupon only", () => {
    const withTypedCode = bookingPayload({ ...complete, couponCode: "WELCOME10" }, catalogue);
    expect(withTypedCode.couponCode).toBeNull();
    const applied = bookingPayload({ ...complete, coupon: { code: "welcome10", discount: 10 } }, catalogue);
    expect(applied).toMatchObject({
      couponCode: "welcome10",
      couponDiscount: "10%",
      couponApplied: "welcome10",
      totalPrice: 36000,
    });
  });
});
