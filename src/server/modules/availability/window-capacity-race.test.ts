// A window's last places go to exactly as many of many simultaneous bookings, on SQLite and PostgreSQL
// alike; nothing else is stored. (The same across two server instances: multi-instance-window-capacity.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, windowFull } from "../../../shared/rules/availability.ts";
import { everyWindow, setAvailability } from "../../test/availability.ts";
import {
  bookingPayload,
  countBookings,
  seedCatalogue,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let services: SeededService[];
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
  await setAvailability(t, await t.signIn(), { capacity: everyWindow(2) });
});
afterAll(() => t.close());

describe("thirty simultaneous bookings for a window with two places", () => {
  it("book exactly two; the other 28 answer 409 full and store nothing", async () => {
    const date = addDays(todayInLagos(), 2);
    const before = await countBookings(t.app.db);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/bookings/create",
          payload: bookingPayload([services[i % services.length]!], {
            customerName: `Racer ${i}`,
            preferredDate: date,
            preferredTime: "afternoon",
          }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(28);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().message).toBe(windowFull);
    }
    expect(await countBookings(t.app.db)).toBe(before + 2);
    const day = (await t.app.inject({ url: `/api/availability?from=${date}&to=${date}` })).json().days[0];
    expect(day.windows[1]).toMatchObject({ window: "afternoon", open: false, remaining: 0 });
  });
});
