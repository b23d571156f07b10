// Two instances behind a load balancer decide a window's places together: of thirty simultaneous bookings
// for two places, sent to both, exactly two are made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { bookingTotal } from "../../shared/pricing.ts";
import { addDays, windowFull } from "../../shared/rules/availability.ts";
import { availabilityWith, everyWindow } from "./availability.ts";
import { apiCall, startTwoInstances, twoInstancesSkipReason, type TwoInstances } from "./two-instances.ts";

const skipReason = twoInstancesSkipReason;

describe.skipIf(skipReason !== undefined)(
  `a window's places across instances${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    let instances: TwoInstances;
    beforeAll(async () => {
      instances = await startTwoInstances();
    }, 90_000);
    afterAll(() => instances?.stop(), 30_000);

    it("lets exactly 2 of 30 simultaneous bookings, sent to both instances, take 2 places", async () => {
      const { a, b, run } = instances;
      const cookie = await instances.signIn();
      const category = await apiCall(
        a,
        "POST",
        "/categories/create",
        { name: `Homes ${run}`, description: "Homes", images: [] },
        cookie,
      );
      const service = await apiCall(
        a,
        "POST",
        "/services/create",
        {
          name: `Deep clean ${run}`,
          description: "Every room",
          price: 30000,
          category: category.json._id,
          images: [],
        },
        cookie,
      );
      expect(service.status).toBe(201);
      const saved = await apiCall(
        a,
        "PUT",
        "/settings",
        { availability: availabilityWith({ capacity: everyWindow(2) }) },
        cookie,
      );
      expect(saved.status).toBe(200);

      const date = addDays(todayInLagos(), 3);
      // B reads the new settings within a second; only then is the race a race about places.
      await expect
        .poll(
          async () =>
            (await apiCall(b, "GET", `/availability?from=${date}&to=${date}`)).json.days[0].windows[0]
              .remaining,
          { timeout: 3000, interval: 50 },
        )
        .toBe(2);

      const booking = (i: number) => ({
        customerName: `Racer ${i}`,
        email: "racer@example.ng",
        phone: "+234 803 123 4567",
        address: "3 Bourdillon Road, Ikoyi",
        notes: "",
        services: [{ _id: service.json._id, name: service.json.name, price: 30000 }],
        totalPrice: bookingTotal([30000]),
        preferredDate: date,
        preferredTime: "morning",
      });
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => apiCall(i % 2 ? b : a, "POST", "/bookings/create", booking(i))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status === 409)).toHaveLength(28);
      expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.json.message))).toEqual(
        new Set([windowFull]),
      );
      const stored = await apiCall(a, "GET", "/bookings/get", undefined, cookie);
      expect(stored.json).toHaveLength(2);
    }, 60_000);
  },
);
