import { describe, expect, it } from "vitest";
import type { Service } from "~/shared/schemas/service";
import {
  bookingPayload,
  chosenServices,
  draftProblem,
  draftTotal,
  emptyDraft,
  pastDateMessage,
  requiredFieldsMessage,
  selectableServices,
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
