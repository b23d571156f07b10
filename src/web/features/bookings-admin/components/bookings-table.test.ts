// A booking kept from before bookings had public IDs shows Nil where the ID would be. The server no
// longer stores a booking without an ID, so only the rendered table can show this case.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Booking } from "~/shared/schemas/booking";
import { BookingsTable } from "./bookings-table";

const legacy: Booking = {
  _id: "legacy-1",
  bookingId: "",
  customerName: "Legacy Person",
  email: "legacy@example.ng",
  phone: "08030000000",
  address: "1 Broad Street, Lagos",
  notes: "",
  services: [{ name: "Deep Cleaning", price: 25000 }],
  subtotal: 25000,
  couponCode: null,
  discount: 0,
  discountAmount: 0,
  totalPrice: 25000,
  status: "completed",
  preferredDate: null,
  preferredTime: null,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
  crewId: null,
};

describe("BookingsTable", () => {
  it("shows Nil for a booking without a public ID, in its cell and its row's name", () => {
    const html = renderToStaticMarkup(createElement(BookingsTable, { bookings: [legacy], onOpen: () => {} }));
    expect(html).toContain('aria-label="Booking Nil by Legacy Person"');
    expect(html).toMatch(/>\s*Nil\s*</);
  });
});
