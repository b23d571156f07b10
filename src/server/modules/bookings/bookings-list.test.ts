// The staff's bookings list, paged, searched and counted by the server (docs/decisions/013-bookings-pagination.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatus } from "../../../shared/booking-status.ts";
import {
  bookingsPageMessage,
  bookingsPageSizeMessage,
  bookingsSearchMessage,
  bookingsStatusFilterMessage,
} from "../../../shared/rules/bookings-list.ts";
import { booking as bookingSchema, type Booking } from "../../../shared/schemas/booking.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingPayload, countBookings, seedCatalogue } from "../../test/booking-fixtures.ts";

let t: TestApp;
let cookie: string;
/** Every booking of the file, newest first. */
let made: Booking[] = [];

const total = 250;
const statuses: BookingStatus[] = ["pending", "confirmed", "completed", "cancelled"];
// Booking i is made at base + i minutes (so the newest has the highest i) with status i mod 4.
const base = Date.parse("2026-03-01T08:00:00.000Z");
const createdAt = (i: number) => new Date(base + i * 60_000).toISOString();
// Names and emails spell the number in letters (123 → "bcd"): a search for them holds no digits, which
// would also match phone numbers.
const spelled = (i: number) => [...String(i)].map((digit) => "abcdefghij"[Number(digit)]).join("");

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  const services = await seedCatalogue(t.app.db);
  const created: Booking[] = [];
  for (let i = 0; i < total; i++) {
    const special =
      i === 7
        ? {
            customerName: "Ngozi 100%_Match",
            email: "ngozi.special@example.ng",
            phone: "+234 (802) 777-0007",
          }
        : {
            customerName: `Customer ${spelled(i)}`,
            email: `customer.${spelled(i)}@example.ng`,
            phone: `0803 000 ${1000 + i}`,
          };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload(i % 3 === 0 ? services : [services[i % 3]!], special),
    });
    expect(response.statusCode).toBe(201);
    // The manage link is given once, when the booking is made; the list never carries it.
    const { manageUrl: _link, ...booking } = response.json();
    created.push(booking);
  }
  // Spread the bookings over time and statuses, as months of business would.
  for (const [i, booking] of created.entries()) {
    await t.app.db
      .updateTable("bookings")
      .set({ created_at: createdAt(i), status: statuses[i % 4]! })
      .where("id", "=", booking._id)
      .execute();
  }
  made = created
    .map((booking, i) => ({ ...booking, createdAt: createdAt(i), status: statuses[i % 4]! }))
    .reverse();
}, 120_000);
afterAll(() => t.close());

async function list(query = "") {
  const response = await t.app.inject({ url: `/api/bookings/get${query}`, headers: { cookie } });
  return {
    status: response.statusCode,
    body: response.json() as Booking[] & { message?: string },
    total: Number(response.headers["x-total-count"]),
    counts: JSON.parse(String(response.headers["x-status-counts"] ?? "null")) as Record<string, number>,
    cacheControl: response.headers["cache-control"],
  };
}

const ids = (bookings: readonly Booking[]) => bookings.map((booking) => booking.bookingId);

describe("GET /api/bookings/get pages", () => {
  it("answers the 50 newest as an array of whole bookings, with the total and the counts in headers", async () => {
    const page = await list();
    expect(page.status).toBe(200);
    expect(Array.isArray(page.body)).toBe(true);
    expect(ids(page.body)).toEqual(ids(made.slice(0, 50)));
    for (const booking of page.body) expect(bookingSchema.parse(booking)).toEqual(booking);
    expect(page.body[0]).toEqual(made[0]);
    expect(page.total).toBe(total);
    expect(page.counts).toEqual({ all: 250, pending: 63, confirmed: 63, completed: 62, cancelled: 62 });
  });

  it("never holds more than 100 bookings in one answer, though 250 are stored", async () => {
    expect(await countBookings(t.app.db)).toBe(total);
    const page = await list("?pageSize=100");
    expect(page.body).toHaveLength(100);
    expect((await list("?pageSize=101")).status).toBe(400);
  });

  it("walks every booking once, newest first, page after page; past the end is an empty page", async () => {
    const seen: Booking[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await list(`?page=${page}&pageSize=100`);
      expect(answer.status).toBe(200);
      expect(answer.total).toBe(total);
      seen.push(...answer.body);
    }
    expect(seen.map((booking) => booking.createdAt)).toEqual(made.map((booking) => booking.createdAt));
    expect(ids(seen)).toEqual(ids(made));
    expect(ids((await list("?page=3&pageSize=100")).body)).toEqual(ids(made.slice(200)));
    const past = await list("?page=4&pageSize=100");
    expect(past).toMatchObject({ status: 200, body: [], total });
  });

  it("keeps bookings made in the same instant in one stable order across pages", async () => {
    const same = made.slice(0, 10);
    for (const booking of same) {
      await t.app.db
        .updateTable("bookings")
        .set({ created_at: "2026-04-01T00:00:00.000Z" })
        .where("booking_key", "=", booking.bookingId.slice(3))
        .execute();
    }
    try {
      const pages = [
        await list("?pageSize=3"),
        await list("?page=2&pageSize=3"),
        await list("?page=3&pageSize=3"),
      ];
      const seen = pages.flatMap((page) => ids(page.body));
      expect(new Set(seen).size).toBe(9);
      expect(seen.every((id) => ids(same).includes(id))).toBe(true);
    } finally {
      for (const booking of same) {
        await t.app.db
          .updateTable("bookings")
          .set({ created_at: booking.createdAt })
          .where("booking_key", "=", booking.bookingId.slice(3))
          .execute();
      }
    }
  });
});

describe("GET /api/bookings/get filters", () => {
  it("filters by status, newest first, and counts every status of the search", async () => {
    const page = await list("?status=completed&pageSize=100");
    expect(page.status).toBe(200);
    expect(ids(page.body)).toEqual(ids(made.filter((b) => b.status === "completed")));
    expect(page.total).toBe(62);
    expect(page.counts).toEqual({ all: 250, pending: 63, confirmed: 63, completed: 62, cancelled: 62 });
  });

  it("searches booking IDs, names and emails whatever their case, and phones by their digits", async () => {
    const target = made.find((booking) => booking.customerName === "Customer bcd")!;
    for (const q of [
      target.bookingId.toLowerCase(),
      target.bookingId.slice(5, 11),
      "customer bcd",
      "CUSTOMER.BCD@EXAMPLE.NG",
      "0803 000 1123",
      "08030001123",
      "0803-000-1123",
    ]) {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(ids(page.body), q).toEqual([target.bookingId]);
      expect(page.total, q).toBe(1);
      expect(page.counts, q).toEqual({ all: 1, pending: 0, confirmed: 0, completed: 0, cancelled: 1 });
    }
    const special = await list(`?q=${encodeURIComponent("+234 802 777 0007")}`);
    expect(special.body.map((b) => b.customerName)).toEqual(["Ngozi 100%_Match"]);
  });

  it("reads digits as a phone only when the search is written like one", async () => {
    // "1123" is in Customer bcd's phone (0803 000 1123), but "Room 1123" is not a phone number.
    expect((await list("?q=1123")).body.map((b) => b.customerName)).toContain("Customer bcd");
    expect((await list(`?q=${encodeURIComponent("(0803) 000-1123")}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent("Room 1123")}`)).total).toBe(0);
  });

  it("pages and counts a search, and combines it with a status", async () => {
    // "Customer b", "Customer ba".."bj", "Customer baa".."bjj" (1, 10-19, 100-199): 111 bookings.
    const matching = made.filter((booking) => booking.customerName.startsWith("Customer b"));
    expect(matching).toHaveLength(111);
    const first = await list("?q=customer%20b&pageSize=100");
    const second = await list("?q=customer%20b&pageSize=100&page=2");
    expect([...ids(first.body), ...ids(second.body)]).toEqual(ids(matching));
    expect(first.total).toBe(111);
    expect(first.counts.all).toBe(111);
    const confirmed = await list("?q=customer%20b&status=confirmed&pageSize=100");
    expect(ids(confirmed.body)).toEqual(ids(matching.filter((b) => b.status === "confirmed")));
    expect(confirmed.total).toBe(confirmed.counts.confirmed);
    expect(confirmed.counts).toEqual(first.counts);
  });

  it("reads %, _ and ! in a search as themselves, not as wildcards", async () => {
    expect((await list("?q=0%25_m")).body.map((b) => b.customerName)).toEqual(["Ngozi 100%_Match"]);
    for (const q of ["%", "_"]) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).body.map((b) => b.customerName)).toEqual([
        "Ngozi 100%_Match",
      ]);
    }
    expect((await list("?q=!")).total).toBe(0);
    expect((await list("?q=nobody%20has%20this%20name")).body).toEqual([]);
  });

  it("treats a blank search as no search", async () => {
    expect((await list("?q=%20%20")).total).toBe(total);
  });
});

describe("GET /api/bookings/get refuses bad input with 400 and a message", () => {
  it.each([
    ["?pageSize=101", bookingsPageSizeMessage],
    ["?pageSize=0", bookingsPageSizeMessage],
    ["?pageSize=-5", bookingsPageSizeMessage],
    ["?pageSize=abc", bookingsPageSizeMessage],
    ["?pageSize=2.5", bookingsPageSizeMessage],
    ["?pageSize=", bookingsPageSizeMessage],
    ["?pageSize=10&pageSize=20", bookingsPageSizeMessage],
    ["?pageSize=99999999999999999999", bookingsPageSizeMessage],
    ["?page=0", bookingsPageMessage],
    ["?page=abc", bookingsPageMessage],
    ["?page=1e3", bookingsPageMessage],
    ["?page=1000001", bookingsPageMessage],
    ["?status=paid", bookingsStatusFilterMessage],
    ["?status=all", bookingsStatusFilterMessage],
    [`?q=${"a".repeat(101)}`, bookingsSearchMessage],
    ["?q=a%00b", "Search contains a character that is not allowed"],
  ])("%s", async (query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
