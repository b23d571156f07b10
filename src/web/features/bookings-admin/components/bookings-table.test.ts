// A booking kept from before bookings had public IDs shows Nil where the ID would be. The server no
// longer stores a booking without an ID, so only the rendered table can show this case. And a series'
// row carries the button that opens its visits.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Booking } from "~/shared/schemas/booking";
import { seriesRowLabel } from "~/shared/rules/recurring";
import { defaultSettings } from "~/shared/settings-defaults";
import { BookingsTable } from "./bookings-table";

const hours = defaultSettings.availability.windows;

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
    const html = renderToStaticMarkup(
      createElement(BookingsTable, { bookings: [legacy], hours, onOpen: () => {} }),
    );
    expect(html).toContain('aria-label="Booking Nil by Legacy Person"');
    expect(html).toMatch(/>\s*Nil\s*</);
  });

  it("says on a series' row how often and how many visits, as a button that opens them; a visit alone has none", () => {
    const visit: Booking = { ...legacy, _id: "visit-1", bookingId: "CL-7K3Q9XMA2B", seriesId: "series-1" };
    const lead: Booking = { ...visit, seriesRow: { frequency: "weekly", visits: 8, toConfirm: 8 } };
    const render = (booking: Booking) =>
      renderToStaticMarkup(createElement(BookingsTable, { bookings: [booking], hours, onOpen: () => {} }));
    const html = render(lead);
    expect(html).toContain(seriesRowLabel("weekly", 8));
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="series-visits-visit-1"/);
    expect(render(visit)).not.toContain("aria-expanded");
  });
});
