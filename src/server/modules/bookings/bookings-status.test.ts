// The public status lookup (status, first name, the visit's day, window and services; nothing to find the customer by) and the per-address limits on booking and lookups.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { statusMeanings } from "../../../shared/rules/status-check.ts";
import { bookingNotFound } from "./bookings.service.ts";
import { tooManyBookings } from "../../../shared/rules/limits.ts";

let t: TestApp;
let services: SeededService[];
const deep = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  services = await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const book = (payload: object) => t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
const statusOf = (id: string) => t.app.inject({ url: `/api/bookings/status/${encodeURIComponent(id)}` });

describe("GET /api/bookings/status/:bookingId", () => {
  let bookingId: string;
  beforeAll(async () => {
    const response = await book(
      bookingPayload([services[deep]!], { customerName: "Oluwaseun  Adeyemi-Bello" }),
    );
    bookingId = response.json().bookingId;
  });

  it("answers the status, the first name, the visit and what the status means, never where or whom to call", async () => {
    const response = await statusOf(bookingId);
    expect(response.statusCode).toBe(200);
    const payload = bookingPayload([services[deep]!]);
    expect(response.json()).toEqual({
      status: "pending",
      name: "Oluwaseun",
      preferredDate: payload.preferredDate,
      preferredTime: "morning",
      services: [services[deep]!.name],
      statusMeaning: statusMeanings.pending,
    });
    expect(response.body).not.toContain("Admiralty");
    expect(response.body).not.toContain("803");
    expect(response.body).not.toContain("@");
  });

  it("is tolerant of case, spaces and dashes the customer types", async () => {
    const key = bookingId.slice(3);
    for (const typed of [
      bookingId.toLowerCase(),
      ` ${bookingId} `,
      key,
      `${key.slice(0, 4)}-${key.slice(4, 7)}-${key.slice(7)}`,
      `cl ${key.slice(0, 5)} ${key.slice(5)}`,
    ]) {
      const response = await statusOf(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().name).toBe("Oluwaseun");
    }
  });

  it.each([["CL-0000000000"], ["nonsense"], ["CL-123"], ["<script>"]])(
    "answers 404 with a message for %s",
    async (typed) => {
      const response = await statusOf(typed);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: bookingNotFound });
    },
  );
});

describe("rate limits", () => {
  it("limits bookings and status lookups per client address, generously", async () => {
    const limited = await createTestApp();
    try {
      const catalogue = await seedCatalogue(limited.app.db);
      const statuses: number[] = [];
      let lastMessage = "";
      for (let i = 0; i < 101; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/bookings/create",
          payload: bookingPayload([catalogue[0]!]),
          remoteAddress: "10.1.1.1",
        });
        statuses.push(response.statusCode);
        lastMessage = response.json().message;
      }
      expect(statuses.slice(0, 100).every((status) => status === 201)).toBe(true);
      expect(statuses[100]).toBe(429);
      expect(lastMessage).toBe(tooManyBookings);
      // Another customer behind another address is not affected.
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([catalogue[0]!]),
        remoteAddress: "10.1.1.2",
      });
      expect(other.statusCode).toBe(201);

      const lookups: number[] = [];
      for (let i = 0; i < 121; i++) {
        const response = await limited.app.inject({
          url: "/api/bookings/status/CL-0000000000",
          remoteAddress: "10.1.1.3",
        });
        lookups.push(response.statusCode);
      }
      expect(lookups.slice(0, 120).every((status) => status === 404)).toBe(true);
      expect(lookups[120]).toBe(429);
      expect(
        typeof JSON.parse(
          (await limited.app.inject({ url: "/api/bookings/status/x", remoteAddress: "10.1.1.3" })).body,
        ).message,
      ).toBe("string");
    } finally {
      await limited.close();
    }
  });
});
