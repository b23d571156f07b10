// The owner's reports (decision 033): every figure equals the same sum worked out again from the stored
// bookings and payments, through a reversal, a cancelled booking, a coupon, a returning customer and a
// deleted service; bad periods are refused with a message, and staff cannot read reports at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  currentMonth,
  monthPeriod,
  otherCategoryLabel,
  reportDateNotValid,
  reportDatesBoth,
  reportRangeBackwards,
  reportRangeTooLong,
} from "../../../shared/rules/reports.ts";
import { notAllowedForRole } from "../../../shared/rules/roles.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { Report } from "../../../shared/schemas/report.ts";
import { signedInAs } from "../../test/accounts.ts";
import {
  bookingPayload,
  seedCatalogue,
  seedCoupon,
  type SeededService,
} from "../../test/booking-fixtures.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { reportSums } from "../../test/report-sums.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let staff: string;
let home: SeededService[];
let other: SeededService[];

const today = todayInLagos();
const period = { from: addDays(today, -20), to: addDays(today, 20) };
const query = (p: { from: string; to: string }) => `from=${p.from}&to=${p.to}`;

async function book(services: SeededService[], overrides: Record<string, unknown>): Promise<Booking> {
  const payload = bookingPayload(services, overrides);
  const response = await t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
async function pay(booking: Booking, amount: number, paidOn: string, overpaid = false) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/bookings/${booking._id}/payments`,
    headers: { cookie: owner },
    payload: { amount, method: "cash", paidOn, overpaid },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { payments: { _id: string }[] };
}
const cancel = (booking: Booking) =>
  t.app.inject({ method: "DELETE", url: `/api/bookings/delete/${booking._id}`, headers: { cookie: owner } });
async function call(url: string, cookie = owner) {
  const response = await t.app.inject({ url, headers: { cookie } });
  return { status: response.statusCode, body: response.json() };
}
const reportOf = async (p: { from: string; to: string }): Promise<Report> => {
  const { status, body } = await call(`/api/reports?${query(p)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  staff = await signedInAs(t, owner, "staff");
  home = await seedCatalogue(t.app.db);
  other = await seedCatalogue(t.app.db);
  await seedCoupon(t.app.db, { code: "SAVE10", discount: 10 });

  // Forty days ago: Alice's first booking (no visit date, so it counts on the day it was made) and Erin's,
  // which was cancelled and so does not make her a returning customer.
  const clock = fakeDate();
  clock.advance(-40 * 86_400_000);
  await book([home[0]!], { customerName: "Alice", email: "alice@example.ng", preferredDate: undefined });
  const erinBefore = await book([home[2]!], { customerName: "Erin", email: "erin@example.ng" });
  clock.restore();
  expect((await cancel(erinBefore)).statusCode).toBe(200);

  // In the period. Alice's email differs only in case: she is the same customer, now returning.
  const alice = await book([home[0]!, home[1]!], {
    customerName: "Alice",
    email: "ALICE@Example.ng",
    preferredDate: addDays(today, 5),
  });
  await pay(alice, 20000, today);
  const mistake = await pay(alice, 5000, today);
  const reversed = await t.app.inject({
    method: "POST",
    url: `/api/bookings/${alice._id}/payments/${mistake.payments.at(-1)!._id}/reverse`,
    headers: { cookie: owner },
    payload: { reason: "Entered twice" },
  });
  expect(reversed.statusCode).toBe(201);
  // Paid before the period: it lowers Alice's balance but is not money collected in the period.
  await pay(alice, 1000, addDays(today, -30));

  const bob = await book([home[0]!, other[1]!], {
    customerName: "Bob",
    email: "bob@example.ng",
    couponCode: "SAVE10",
    discount: 10,
    preferredDate: addDays(today, 6),
  });
  expect(bob.couponCode).toBe("SAVE10");
  const bobAgain = await book([home[2]!], { email: "Bob@example.ng", preferredDate: addDays(today, 8) });
  const completed = await t.app.inject({
    method: "PUT",
    url: `/api/bookings/update-status/${bobAgain._id}/completed`,
    headers: { cookie: owner },
  });
  expect(completed.statusCode).toBe(200);
  await pay(bobAgain, bobAgain.totalPrice + 500, today, true);

  // Cancelled, with money taken before it was: the money counts as collected, the booking as nothing else.
  const carol = await book([home[1]!], { email: "carol@example.ng", preferredDate: addDays(today, 7) });
  await pay(carol, 3000, today);
  expect((await cancel(carol)).statusCode).toBe(200);

  // No visit date: counted on the day it is made. Its service is deleted afterwards.
  await book([other[2]!, other[0]!], { email: "dan@example.ng", preferredDate: undefined });
  const deleted = await t.app.inject({
    method: "DELETE",
    url: `/api/services/delete/${other[2]!._id}`,
    headers: { cookie: owner },
  });
  expect(deleted.statusCode).toBe(200);

  await book([home[1]!], { email: "erin@example.ng", preferredDate: addDays(today, 9) });
  // After the period: counted nowhere in it.
  await book([home[0]!], { email: "bob@example.ng", preferredDate: addDays(today, 25) });
});
afterAll(() => t.close());

describe("a period's figures", () => {
  it("equal the sums of the stored bookings and payments", async () => {
    const report = await reportOf(period);
    const sums = await reportSums(t.database.db, period);
    expect(report.bookings).toEqual({ total: sums.total, byStatus: sums.byStatus });
    expect(report.revenue).toEqual({
      booked: sums.booked,
      collected: sums.collected,
      outstanding: sums.outstanding,
      outstandingBookings: sums.outstandingBookings,
    });
    const byService = Object.fromEntries(
      report.byService.map((s) => [`${s.name} / ${s.category}`, s.amount]),
    );
    expect(byService).toEqual(sums.byService);
    expect(Object.fromEntries(report.byCategory.map((c) => [c.category, c.amount]))).toEqual(sums.byCategory);
    expect(Object.fromEntries(report.coupons.map(({ code, ...use }) => [code, use]))).toEqual(sums.coupons);
    expect(report.customers).toEqual(sums.customers);
    expect(report.byDay).toHaveLength(41);
    for (const day of report.byDay) {
      expect(day).toEqual({
        date: day.date,
        booked: sums.bookedOn(day.date),
        collected: sums.collectedOn(day.date),
      });
    }
  });

  it("count what the business rules say: no cancelled booking, one reversal, one coupon, one returning customer", async () => {
    const report = await reportOf(period);
    expect(report.bookings.byStatus).toEqual({ pending: 4, confirmed: 0, completed: 1, cancelled: 1 });
    // 20,000 − 5,000 reversal + 5,000 + Bob's overpayment + Carol's 3,000; not Alice's 1,000 paid before.
    const bobAgain = home[2]!.price;
    expect(report.revenue.collected).toBeCloseTo(20000 + 5000 - 5000 + bobAgain + 500 + 3000, 2);
    expect(report.coupons).toHaveLength(1);
    expect(report.coupons[0]).toMatchObject({ code: "SAVE10", uses: 1 });
    expect(report.coupons[0]!.takenOff).toBeCloseTo((home[0]!.price + other[1]!.price) / 10, 2);
    expect(report.customers).toEqual({ new: 3, returning: 1 });
    expect(report.byService).toContainEqual({
      name: other[2]!.name,
      category: otherCategoryLabel,
      times: 1,
      amount: other[2]!.price,
    });
    expect(report.byCategory.map((row) => row.category)).toContain(otherCategoryLabel);
    // Alice, Bob, Dan and Erin still owe; Bob's second booking is overpaid, which owes nothing.
    expect(report.revenue.outstandingBookings).toBe(4);
  });

  it("asked again, follows a change made to a day before the period, which decides who is returning", async () => {
    expect((await reportOf(period)).customers).toEqual({ new: 3, returning: 1 });
    // Erin's only earlier booking was cancelled: one made forty days ago makes her a returning customer.
    const clock = fakeDate();
    clock.advance(-40 * 86_400_000);
    const erinEarlier = await book([home[0]!], { email: "erin@example.ng", preferredDate: undefined });
    clock.restore();
    expect((await reportOf(period)).customers).toEqual({ new: 2, returning: 2 });
    expect((await cancel(erinEarlier)).statusCode).toBe(200);
    expect((await reportOf(period)).customers).toEqual({ new: 3, returning: 1 });
  });

  it("answers this month in Lagos when no dates are given, and the same figures as for those dates", async () => {
    const { status, body } = await call("/api/reports");
    expect(status).toBe(200);
    expect(body).toEqual(await reportOf(monthPeriod(currentMonth())));
  });

  it("gives the same figures as a CSV file, one section per figure", async () => {
    const report = await reportOf(period);
    const response = await t.app.inject({
      url: `/api/reports/csv?${query(period)}`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="report-${period.from}-to-${period.to}.csv"`,
    );
    const lines = response.body.split("\r\n");
    expect(lines).toContain(`"Revenue booked (NGN)","${report.revenue.booked}"`);
    expect(lines).toContain(`"Revenue collected (NGN)","${report.revenue.collected}"`);
    expect(lines).toContain(`"Outstanding balances (NGN)","${report.revenue.outstanding}"`);
    expect(lines).toContain(`"SAVE10","1","${report.coupons[0]!.takenOff}"`);
    expect(lines).toContain(`"Returning customers","1"`);
    for (const title of ["Bookings by status", "Revenue by day", "Revenue by service", "Coupon use"]) {
      expect(lines).toContain(`"${title}"`);
    }
  });
});

describe("refusals", () => {
  it.each([
    ["a date that does not exist", "from=2026-02-30&to=2026-03-01", reportDateNotValid],
    ["a date that is no date", "from=yesterday&to=2026-03-01", reportDateNotValid],
    ["one date only", "from=2026-03-01", reportDatesBoth],
    ["the last date first", "from=2026-03-02&to=2026-03-01", reportRangeBackwards],
    ["over 366 days", "from=2025-01-01&to=2026-01-02", reportRangeTooLong],
  ])("%s: 400 with a message, for the figures and the file", async (_name, search, message) => {
    for (const path of ["/api/reports", "/api/reports/csv"]) {
      const { status, body } = await call(`${path}?${search}`);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it("takes a whole leap year of 366 days", async () => {
    expect((await call("/api/reports?from=2028-01-01&to=2028-12-31")).status).toBe(200);
  });

  it("staff: 403, for the figures and the file", async () => {
    for (const path of ["/api/reports", "/api/reports/csv"]) {
      const { status, body } = await call(`${path}?${query(period)}`, staff);
      expect(status).toBe(403);
      expect(body.message).toBe(notAllowedForRole);
    }
  });
});
