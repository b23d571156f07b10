import { describe, expect, it } from "vitest";
import { attemptKeyField, bookIntents, bookPostOf, fieldErrorsOf } from "./book-page-post";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("reading the booking page's post", () => {
  it("keeps what was typed, the ticked services once each, and the applied coupon's code", () => {
    const post = bookPostOf(
      form([
        ["intent", "apply-coupon"],
        ["service", "s1"],
        ["service", "s2"],
        ["service", "s1"],
        ["customerName", "  Ada Obi "],
        ["preferredTime", "evening"],
        ["couponCode", "welcome10"],
        ["appliedCoupon", " WELCOME10 "],
        [attemptKeyField, "attempt-1"],
      ]),
    );
    expect(post.intent).toBe(bookIntents.applyCoupon);
    expect(post.draft.serviceIds).toEqual(["s1", "s2"]);
    expect(post.draft.customerName).toBe("  Ada Obi ");
    expect(post.draft.preferredTime).toBe("evening");
    expect(post.draft.couponCode).toBe("welcome10");
    expect(post.draft.coupon).toBeNull();
    expect(post.appliedCode).toBe("WELCOME10");
    expect(post.attemptKey).toBe("attempt-1");
  });

  it("reads an unknown intent as Book Now and an unknown time window as none chosen", () => {
    const post = bookPostOf(
      form([
        ["intent", "drop-tables"],
        ["preferredTime", "midnight"],
      ]),
    );
    expect(post.intent).toBe(bookIntents.book);
    expect(post.draft.preferredTime).toBe("");
    expect(post.draft.serviceIds).toEqual([]);
  });

  it("reads the frequency chosen, and one time when none was sent or it is unknown", () => {
    expect(bookPostOf(form([["frequency", "fortnightly"]])).draft.frequency).toBe("fortnightly");
    expect(bookPostOf(form([])).draft.frequency).toBe("once");
    expect(bookPostOf(form([["frequency", "daily"]])).draft.frequency).toBe("once");
  });
});

describe("the API's failing fields, by the page's fields", () => {
  it("puts each message beside its field, the first one for a field with several", () => {
    const body = {
      message: "Enter a valid phone number",
      fields: {
        phone: "Enter a valid phone number",
        "services.0": 'We could not find the service "Gone". Please review your booking.',
        "services.1.price": "ignored: services already has its message",
        totalPrice: "not a field of the page",
      },
    };
    expect(fieldErrorsOf(body)).toEqual({
      phone: "Enter a valid phone number",
      services: 'We could not find the service "Gone". Please review your booking.',
    });
  });

  it("finds none in an answer without fields", () => {
    expect(fieldErrorsOf({ message: "Too many bookings" })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
