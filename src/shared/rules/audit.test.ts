import { describe, expect, it } from "vitest";
import { describeAudit } from "./audit.ts";

const phrase = (action: string, entity: string, details: Record<string, unknown> = {}) =>
  describeAudit({ action, entity, details });

describe("describeAudit", () => {
  it.each([
    ["create", "service", { name: "Deep Cleaning", price: 45000 }, "Created service Deep Cleaning"],
    ["delete", "service", { name: "Deep Cleaning" }, "Deleted service Deep Cleaning"],
    ["create", "category", { name: "Laundry" }, "Created category Laundry"],
    ["delete", "category", { name: "Laundry" }, "Deleted category Laundry"],
    ["create", "past-work", { title: "Lekki duplex" }, "Created past work Lekki duplex"],
    ["update", "past-work", { title: "Lekki duplex" }, "Updated past work Lekki duplex"],
    ["delete", "past-work", { title: "Lekki duplex" }, "Deleted past work Lekki duplex"],
    ["create", "testimonial", { name: "Chiamaka Obi" }, "Created testimonial Chiamaka Obi"],
    ["update", "testimonial", { name: "Chiamaka Obi" }, "Updated testimonial Chiamaka Obi"],
    ["delete", "testimonial", { name: "Chiamaka Obi" }, "Deleted testimonial Chiamaka Obi"],
    ["create", "coupon", { code: "LAGOS10", discount: 10 }, "Created coupon LAGOS10 (10% off)"],
    ["activate", "coupon", { code: "LAGOS10" }, "Activated coupon LAGOS10"],
    ["deactivate", "coupon", { code: "LAGOS10" }, "Deactivated coupon LAGOS10"],
    ["delete", "coupon", { code: "LAGOS10" }, "Deleted coupon LAGOS10"],
    ["upload", "image", { width: 1200, height: 800 }, "Uploaded an image"],
    ["read", "message", { name: "Bola Ade" }, "Read the message from Bola Ade"],
    ["password", "profile", {}, "Changed their password"],
    ["update", "profile", { firstName: "Ada", email: "ada@example.ng" }, "Updated their profile"],
    ["login", "session", {}, "Signed in"],
    [
      "update",
      "settings",
      { sections: ["business", "legal"] },
      "Updated the settings (Business details, Privacy and terms)",
    ],
    ["update", "settings", { sections: ["__proto__"] }, "Updated the settings"],
    [
      "create",
      "account",
      { name: "Tunde Bello", role: "staff" },
      "Added the account of Tunde Bello as staff",
    ],
    ["disable", "account", { name: "Tunde Bello", role: "staff" }, "Disabled the account of Tunde Bello"],
    ["enable", "account", { name: "Tunde Bello", role: "staff" }, "Enabled the account of Tunde Bello"],
    [
      "update",
      "account",
      { name: "Tunde Bello", role: "owner", previousRole: "staff" },
      "Made Tunde Bello an owner",
    ],
    ["reset-password", "account", { email: "tunde@example.ng" }, "Reset the password of tunde@example.ng"],
  ])("%s %s reads as a sentence", (action, entity, details, expected) => {
    expect(phrase(action, entity, details)).toBe(expected);
  });

  it("names what changed in a service's price and a category's name", () => {
    expect(phrase("update", "service", { name: "Sofa Shampoo", price: 15000, previousPrice: 12500.5 })).toBe(
      "Updated service Sofa Shampoo (price ₦12,500.50 → ₦15,000)",
    );
    expect(phrase("update", "service", { name: "Sofa Shampoo", price: 15000, previousPrice: 15000 })).toBe(
      "Updated service Sofa Shampoo",
    );
    expect(phrase("update", "category", { name: "Laundry Care", previousName: "Laundry" })).toBe(
      "Updated category Laundry Care (renamed from Laundry)",
    );
    expect(phrase("update", "category", { name: "Laundry", previousName: "Laundry" })).toBe(
      "Updated category Laundry",
    );
  });

  it("says what happened to a booking, with its ID and the customer", () => {
    const booking = { bookingId: "CL-7K3Q9XMA2B", customer: "Ada Obi" };
    expect(phrase("status", "booking", { ...booking, from: "pending", to: "confirmed" })).toBe(
      "Confirmed booking CL-7K3Q9XMA2B for Ada Obi",
    );
    expect(phrase("status", "booking", { ...booking, from: "confirmed", to: "completed" })).toBe(
      "Completed booking CL-7K3Q9XMA2B for Ada Obi",
    );
    expect(phrase("cancel", "booking", { ...booking, from: "pending", to: "cancelled" })).toBe(
      "Cancelled booking CL-7K3Q9XMA2B for Ada Obi",
    );
  });

  it("says where a job was moved on the schedule, to which crew, and when it was overbooked", () => {
    const booking = { bookingId: "CL-7K3Q9XMA2B", customer: "Ada Obi" };
    const where = { date: "2026-12-01", window: "morning" };
    expect(phrase("move", "booking", { ...booking, ...where, crew: "Lekki Team", overbooked: false })).toBe(
      "Moved booking CL-7K3Q9XMA2B for Ada Obi to Morning on 1 Dec 2026, crew Lekki Team",
    );
    expect(phrase("move", "booking", { ...booking, ...where, crew: "", overbooked: true })).toBe(
      "Moved booking CL-7K3Q9XMA2B for Ada Obi to Morning on 1 Dec 2026, no crew (overbooked)",
    );
  });

  it("says what was paid on a booking and what was reversed", () => {
    const booking = { bookingId: "CL-7K3Q9XMA2B", customer: "Ada Obi" };
    expect(phrase("payment", "booking", { ...booking, amount: 20000, method: "cash" })).toBe(
      "Recorded a payment of ₦20,000 on booking CL-7K3Q9XMA2B for Ada Obi",
    );
    expect(phrase("reverse-payment", "booking", { ...booking, amount: 37500.5 })).toBe(
      "Reversed a payment of ₦37,500.50 on booking CL-7K3Q9XMA2B for Ada Obi",
    );
  });

  it("says which crew a booking was given to or taken off, and what the owner did to crews", () => {
    const booking = { bookingId: "CL-7K3Q9XMA2B", customer: "Ada Obi", crew: "Lekki Team" };
    expect(phrase("assign-crew", "booking", booking)).toBe(
      "Gave booking CL-7K3Q9XMA2B for Ada Obi to crew Lekki Team",
    );
    expect(phrase("unassign-crew", "booking", booking)).toBe(
      "Took booking CL-7K3Q9XMA2B for Ada Obi off crew Lekki Team",
    );
    expect(phrase("create", "crew", { name: "Lekki Team" })).toBe("Created crew Lekki Team");
    expect(phrase("deactivate", "crew", { name: "Lekki Team" })).toBe("Deactivated crew Lekki Team");
    expect(phrase("update", "crew", { name: "Ikoyi Team", previousName: "Lekki Team" })).toBe(
      "Updated crew Ikoyi Team (renamed from Lekki Team)",
    );
    expect(phrase("renew", "calendar-feed", { name: "All jobs" })).toBe(
      "Renewed the calendar link of All jobs",
    );
    expect(phrase("show-contact", "calendar-feed", { name: "Lekki Team" })).toBe(
      "Showed customers' addresses and phones in the calendar link of Lekki Team",
    );
  });

  it("reads entries written before the name was kept, without showing an id", () => {
    expect(
      phrase("status", "booking", { bookingId: "CL-7K3Q9XMA2B", from: "pending", to: "confirmed" }),
    ).toBe("Confirmed booking CL-7K3Q9XMA2B");
    expect(phrase("read", "message")).toBe("Read a message");
    expect(phrase("update", "past-work")).toBe("Updated a past work");
    expect(phrase("update", "profile", { previousEmail: "old@example.ng", email: "new@example.ng" })).toBe(
      "Updated their profile (email old@example.ng → new@example.ng)",
    );
  });

  it("turns an action or a kind it does not know into words, never a code", () => {
    expect(phrase("toggle", "coupon", { code: "LAGOS10" })).toBe("Changed coupon LAGOS10");
    expect(phrase("create", "staff_account", { name: "Tunde" })).toBe("Created staff account Tunde");
    expect(phrase("archive", "time-slot")).toBe("Changed a time slot");
  });
});
