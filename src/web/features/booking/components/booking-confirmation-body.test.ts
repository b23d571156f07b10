// The confirmation of a regular booking: the series' line and each visit booked, a visit the schedule had no
// room for marked. Only the regular visits' server side answers with a series, so the rendered HTML shows it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { visitLabel } from "~/shared/rules/booking";
import { seriesBooked, visitNeedsPlace, weWillCallForTime } from "~/shared/rules/recurring";
import type { CreatedBooking } from "~/shared/schemas/booking";
import { defaultSettings } from "~/shared/settings-defaults";
import { ConfirmationBody } from "./booking-confirmation-body";

const booking: CreatedBooking = {
  _id: "b1",
  bookingId: "SPK-7Q2M9X",
  customerName: "Ada Obi",
  email: "ada@example.ng",
  phone: "0803 555 0142",
  address: "12 Admiralty Way, Lekki",
  notes: "",
  services: [{ name: "Deep Home Cleaning", price: 45000 }],
  subtotal: 45000,
  couponCode: null,
  discount: 10,
  discountAmount: 4500,
  totalPrice: 40500,
  status: "pending",
  preferredDate: "2026-12-01",
  preferredTime: "morning",
  createdAt: "2026-11-25T09:00:00.000Z",
  updatedAt: "2026-11-25T09:00:00.000Z",
  crewId: null,
  manageUrl: "https://example.ng/manage/abc",
};

const visit = (n: number, date: string, needsPlace = false) => ({
  _id: `b${n}`,
  bookingId: `SPK-7Q2M9${n}`,
  date,
  window: "morning" as const,
  needsPlace,
  status: "pending" as const,
});

function rendered(answer: CreatedBooking): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => null,
        element: createElement(ConfirmationBody, { booking: answer }),
      },
    ],
    { hydrationData: { loaderData: { root: { origin: "", settings: defaultSettings } } } },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("the booking confirmation", () => {
  it("lists each visit of a regular booking, marking one that needs a place", () => {
    const html = rendered({
      ...booking,
      series: {
        id: "s1",
        frequency: "weekly",
        discountPercent: 10,
        status: "active",
        visits: [
          visit(1, "2026-12-01"),
          visit(2, "2026-12-08"),
          visit(3, "2026-12-15", true),
          visit(4, "2026-12-22"),
        ],
      },
    });
    expect(html).toContain(seriesBooked("weekly", 4));
    expect(seriesBooked("weekly", 8)).toBe("Weekly cleaning: 8 visits booked");
    for (const date of ["2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22"]) {
      expect(html).toContain(visitLabel(date, "morning"));
    }
    expect(html.match(new RegExp(visitNeedsPlace, "g"))).toHaveLength(1);
    expect(html).toContain(`${visitNeedsPlace}: ${weWillCallForTime}`);
    expect(html.indexOf(visitLabel("2026-12-15", "morning"))).toBeLessThan(html.indexOf(visitNeedsPlace));
  });

  it("shows no visits list for a one-time booking", () => {
    const html = rendered(booking);
    expect(html).toContain("SPK-7Q2M9X");
    expect(html).not.toContain("visits booked");
    expect(html).not.toContain(visitNeedsPlace);
  });
});
