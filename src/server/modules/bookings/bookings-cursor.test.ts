// The bookings list read by keyset (docs/decisions/056-keyset-cursors.md): `?cursor=` the X-Next-Cursor
// of the page before gives the page after it, the same rows in the same order as `?page=N`, each once,
// whatever is booked while the staff read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorNotValid, encodeCursor } from "../../../shared/rules/paging.ts";
import { bookingPayload, seedCatalogue, type SeededService } from "../../test/booking-fixtures.ts";
import { readBookingsList } from "../../test/bookings-list-read.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
let services: SeededService[];
const written = 137;
const pageSize = 20;
const statuses = ["pending", "confirmed", "completed", "cancelled"] as const;
const base = Date.parse("2026-02-01T08:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  services = await seedCatalogue(t.app.db);
  // Bookings made in pairs in the same millisecond, so the id must order the pair the same way both ways.
  const rows = Array.from({ length: written }, (_, n) => {
    const at = new Date(base + Math.floor(n / 2) * 60_000).toISOString();
    return {
      id: `walk-${String(n).padStart(4, "0")}`,
      booking_key: `W${String(n).padStart(9, "0")}`,
      customer_name: n % 3 === 0 ? `Kelechi Walker ${n}` : `Customer ${n}`,
      email: `walker${n}@example.ng`,
      phone: "0803 555 0000",
      address: "12 Admiralty Way, Lekki",
      notes: "",
      preferred_date: "2026-03-02",
      preferred_time: "morning",
      subtotal_kobo: 2_500_000,
      discount_percent: 0,
      discount_kobo: 0,
      total_kobo: 2_500_000,
      coupon_id: null,
      coupon_code: null,
      status: statuses[n % 4]!,
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 50)
    await t.app.db
      .insertInto("bookings")
      .values(rows.slice(start, start + 50))
      .execute();
});
afterAll(() => t.close());

async function list(query: string) {
  const read = await readBookingsList(t.app, cookie, query);
  return { ...read, ids: read.rows.map((booking) => booking._id) };
}

/** Every page by `?page=N`, as the list has always been read. */
async function byPages(filters: string): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 1; page <= 50; page++) {
    const { ids, total } = await list(`${filters}&pageSize=${pageSize}&page=${page}`);
    if (ids.length === 0) break;
    pages.push(ids);
    if (page * pageSize >= total) break;
  }
  return pages;
}

/** Every page by following X-Next-Cursor from the first; `between` runs after each page read. */
async function byCursor(filters: string, between?: (page: number) => Promise<void>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await list(`${filters}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(answer.status).toBe(200);
    pages.push(answer.ids);
    cursor = answer.next;
    await between?.(pages.length);
  } while (cursor && pages.length <= 50);
  return pages;
}

describe("GET /api/bookings/get?cursor=", () => {
  it("walks every booking once, page for page as ?page=N does, in every tab and in a search", async () => {
    for (const filters of ["", "status=confirmed", "q=kelechi", "q=kelechi&status=pending"]) {
      const pages = await byPages(filters);
      const walked = await byCursor(filters);
      expect(walked, filters).toEqual(pages);
      const ids = walked.flat();
      expect(new Set(ids).size, filters).toBe(ids.length);
    }
    // Everything, in the list's order (decision 061): all are visits of one past morning, and the past runs
    // backwards, so the earliest booked first and the pair of one instant by id, the greater first.
    const all = (await byCursor("")).flat();
    expect(all).toHaveLength(written);
    const expected = Array.from({ length: written }, (_, n) => n).sort(
      (a, b) => Math.floor(a / 2) - Math.floor(b / 2) || b - a,
    );
    expect(all).toEqual(expected.map((n) => `walk-${String(n).padStart(4, "0")}`));
  });

  it("gives the cursor of the next page with ?page=N too, and none on the last page", async () => {
    const third = await list(`pageSize=${pageSize}&page=3`);
    const fourth = await list(`pageSize=${pageSize}&page=4`);
    expect(third.next).toBeDefined();
    expect((await list(`pageSize=${pageSize}&cursor=${third.next}`)).ids).toEqual(fourth.ids);
    const lastPage = Math.ceil(written / pageSize);
    const last = await list(`pageSize=${pageSize}&page=${lastPage}`);
    expect(last.ids).toHaveLength(written % pageSize);
    expect(last.next).toBeUndefined();
    // A page that ends exactly at the last booking has no cursor either: 34 confirmed, 17 a page.
    const exact = await list("status=confirmed&pageSize=17&page=2");
    expect(exact.ids).toHaveLength(17);
    expect(exact.next).toBeUndefined();
  });

  it("neither repeats nor loses a booking when one is made while the list is walked", async () => {
    const before = (await byCursor("")).flat();
    let booked: string | undefined;
    const walked = await byCursor("", async (page) => {
      if (page !== 2) return;
      // A customer books while the staff read: it is the newest, ahead of every page already read.
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings/create",
        payload: bookingPayload([services[0]!], { customerName: "Amaka Newbooker" }),
      });
      expect(response.statusCode).toBe(201);
      booked = response.json()._id;
    });
    expect(booked).toBeDefined();
    expect(walked.flat()).toEqual(before);
    // Read afresh, the new booking heads the list.
    const pages = await byPages("");
    expect(pages.flat()).toEqual([booked, ...before]);
  });

  it("refuses what is not a cursor it gave with 400 and a message, and lists nothing", async () => {
    const cursors = [
      "nonsense!",
      "",
      "a".repeat(400),
      encodeURIComponent("2026-02-01T08:00:00.000Z~walk-0001"),
      Buffer.from("yesterday~walk-0001").toString("base64url"),
      Buffer.from("2026-02-01T08:00:00.000Z~").toString("base64url"),
      Buffer.from("2026-02-01T08:00:00.000Z").toString("base64url"),
      encodeCursor("2026-02-01T08:00:00.000Z", "walk-0001").slice(0, 12),
    ];
    for (const cursor of cursors) {
      const answer = await list(`cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.json.message, cursor).toBe(cursorNotValid);
    }
  });
});
