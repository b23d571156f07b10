// The owner's bookings export: one streamed CSV with every booking of the filters, each once, however
// many there are; closed to staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsCsvHeader } from "../../../shared/bookings-csv.ts";
import { csvField } from "../../../shared/csv.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import { notAllowedForRole } from "../../../shared/rules/roles.ts";
import { signedInAs } from "../../test/accounts.ts";
import { adminBookingCalls } from "../../test/admin-booking-calls.ts";
import { seedCatalogue } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let cancelled: Booking;
/** More than two of the export's batches, with pairs made in the same millisecond. */
const copies = 1_203;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  const services = await seedCatalogue(t.app.db);
  const calls = adminBookingCalls(t, owner, services);
  const template = await calls.newBooking("Template Customer");
  cancelled = await calls.newBooking("Cancelled Customer");
  expect(
    (
      await t.app.inject({
        method: "DELETE",
        url: `/api/bookings/delete/${cancelled._id}`,
        headers: { cookie: owner },
      })
    ).statusCode,
  ).toBe(200);
  const row = await t.app.db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", template._id)
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: copies }, (_, n) => ({
    ...row,
    id: `copy-${String(n).padStart(5, "0")}`,
    booking_key: `C${String(n).padStart(9, "0")}`,
    customer_name: `Copy ${n}`,
    manage_token_hash: null,
    created_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 2) * 1000).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await t.app.db
      .insertInto("bookings")
      .values(rows.slice(start, start + 200))
      .execute();
  }
});
afterAll(() => t.close());

const exportCsv = (query = "", cookie = owner) =>
  t.app.inject({ url: `/api/bookings/export.csv${query}`, headers: { cookie } });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

describe("GET /api/bookings/export.csv", () => {
  it("streams every booking once, newest first, under the list's header", async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="bookings-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(bookingsCsvHeader.map(csvField).join(","));
    expect(rows).toHaveLength(copies + 2);
    const names = rows.map((line) => line.split('","')[1]);
    expect(new Set(names).size).toBe(copies + 2);
    // The two made today come first; the copies follow, newest first.
    expect(names.slice(0, 2).sort()).toEqual(["Cancelled Customer", "Template Customer"]);
    expect(names.at(-1)).toMatch(/^Copy [01]$/);
  });

  it("keeps to the status and the search", async () => {
    const onlyCancelled = lines((await exportCsv("?status=cancelled")).body);
    expect(onlyCancelled).toHaveLength(2);
    expect(onlyCancelled[1]).toContain(cancelled.bookingId);
    // Copy 12, Copy 120 to 129 and Copy 1200 to 1202.
    expect(lines((await exportCsv("?q=copy%2012")).body)).toHaveLength(1 + 14);
    const refused = await exportCsv("?status=lost");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
  });

  it("a database failing before the first rows gives an error answer, not a file cut short", async () => {
    await t.app.db.schema.alterTable("payments").renameTo("payments_away").execute();
    try {
      const response = await exportCsv();
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json().message).toEqual(expect.any(String));
    } finally {
      await t.app.db.schema.alterTable("payments_away").renameTo("payments").execute();
    }
    expect(lines((await exportCsv()).body)).toHaveLength(copies + 3);
  });

  it("is an owner's export: staff get 403 and no file", async () => {
    const staff = await signedInAs(t, owner, "staff");
    const response = await exportCsv("", staff);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(notAllowedForRole);
  });
});
