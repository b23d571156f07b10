// One app for the regular visits' API tests: an owner signed in, the catalogue, one place in every window,
// weekly and fortnightly discounts, and short ways to book and to count a window's taken places.
import { expect } from "vitest";
import type { TimeWindow } from "../../shared/booking-status.ts";
import { bookingPayload, seedCatalogue } from "./booking-fixtures.ts";
import { everyWindow, placesTakenIn, setAvailability } from "./availability.ts";
import { createTestApp } from "./test-app.ts";

export async function seriesKit() {
  const t = await createTestApp({ logLevel: "error" });
  const cookie = await t.signIn();
  const services = await seedCatalogue(t.database.db);
  await setAvailability(t, cookie, { capacity: everyWindow(1) });
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/settings",
    headers: { cookie },
    payload: { recurring: { weekly: 10, fortnightly: 5, monthly: 0 } },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  function book(overrides: Parameters<typeof bookingPayload>[1]) {
    return t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([services[0]!, services[1]!], overrides),
    });
  }

  function bookWeekly(date: string, customerName: string, window: "morning" | "afternoon" = "morning") {
    return book({
      frequency: "weekly",
      preferredDate: date,
      preferredTime: window,
      customerName,
      discount: 10,
    });
  }

  const taken = (date: string, window: TimeWindow) => placesTakenIn(t.database.db, date, window);

  return { t, cookie, services, book, bookWeekly, taken };
}

export type SeriesKit = Awaited<ReturnType<typeof seriesKit>>;
