// Quotes after inspection (docs/decisions/063-quotes-after-inspection.md): a service with no price is
// booked as a quote request that holds no place; staff price it; the customer accepts it through the link
// the price's message carries (it then takes its place and is an ordinary pending booking) or declines it;
// unanswered, it expires. A price the client sends for such a service is ignored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, windowFull } from "../../../shared/rules/availability.ts";
import {
  notAQuote,
  quoteAnsweredLine,
  quoteAnsweredSubject,
  quoteAnswerDays,
  quoteLapsed,
  quoteLinkWords,
  quoteNotOpen,
  quoteNotPriceable,
  quoteOffered,
  quoteReadyLines,
  quoteReadySubject,
  quoteRequestedLines,
  quoteRequestedSubject,
  quoteLineNotInspection,
  quoteNotAcceptedYet,
  quoteNotPricedYet,
  quotePricesNotValid,
} from "../../../shared/rules/quotes.ts";
import type { Booking, CreatedBooking } from "../../../shared/schemas/booking.ts";
import type { ManagedBooking } from "../../../shared/schemas/manage.ts";
import { everyWindow, placesTakenIn, setAvailability } from "../../test/availability.ts";
import { requester } from "../../test/catalogue-test-kit.ts";
import { bookingPayload } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { expireLapsedQuotes } from "./quote-expiry.ts";

let t: TestApp;
let owner: string;
let api: ReturnType<typeof requester>;
let inspected: { _id: string; name: string; price: number };
let priced: { _id: string; name: string; price: number };
const day = (n: number) => addDays(todayInLagos(), n);

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000, notifyEmail: "office@example.ng" });
  owner = await t.signIn();
  api = requester(t, () => owner);
  const category = (await api.post("/api/categories/create", { name: "Offices", description: "d" })).json();
  // Priced after inspection: no price needed; priced per square metre once staff have seen the site.
  const created = await api.post("/api/services/create", {
    name: "Post-construction Cleaning",
    description: "After the builders leave",
    category: category._id,
    images: [],
    unit: "sqm",
    minQuantity: 1,
    maxQuantity: 5000,
    priceAfterInspection: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ price: 0, priceAfterInspection: true });
  inspected = created.json();
  priced = (
    await api.post("/api/services/create", {
      name: "Window Washing",
      description: "Inside and out",
      category: category._id,
      images: [],
      price: 5000,
    })
  ).json();
});
afterEach(() => setAvailability(t, owner, {}));
afterAll(() => t.close());

type Quote = CreatedBooking & { token: string };

/** A customer asks for a quote, sending a price of their own for the service priced after inspection. */
async function requestQuote(
  date: string,
  window: TimeWindow = "morning",
  withPriced = false,
): Promise<Quote> {
  const lines = [
    { _id: inspected._id, name: inspected.name, price: 99_999, quantity: 120 },
    ...(withPriced ? [{ _id: priced._id, name: priced.name, price: priced.price }] : []),
  ];
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings/create",
    payload: {
      ...bookingPayload([], { preferredDate: date, preferredTime: window }),
      services: lines,
      totalPrice: 99_999 + (withPriced ? priced.price : 0),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking: CreatedBooking = response.json();
  return { ...booking, token: booking.manageUrl.split("/manage/")[1]! };
}

const price = (id: string, payload: object, cookie = owner) =>
  t.app.inject({ method: "POST", url: `/api/bookings/${id}/quote`, headers: { cookie }, payload });
const accept = (token: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/bookings/manage/${token}/quote/accept`,
    ...(payload ? { payload } : {}),
  });
const decline = (token: string) =>
  t.app.inject({ method: "POST", url: `/api/bookings/manage/${token}/quote/decline` });
const view = async (token: string): Promise<ManagedBooking> =>
  (await t.app.inject({ url: `/api/bookings/manage/${token}` })).json();
const row = (id: string) =>
  t.app.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const mailsOf = (bookingId: string, kind: string) =>
  t.app.db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("kind", "=", kind)
    .execute();

/** Staff price the quote; the customer's link is the one the quote's mail carries. */
async function priceIt(
  quote: Quote,
  naira: number,
  quantity: number,
): Promise<{ booking: Booking; link: string }> {
  const response = await price(quote._id, { lines: [{ line: 0, price: naira, quantity }] });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await mailsOf(quote._id, "quote-ready");
  const link = /\/manage\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
  return { booking: response.json(), link };
}

describe("a quote after inspection", () => {
  it("is requested, priced, accepted on the manage link and becomes a pending booking with the new total", async () => {
    const date = day(6);
    const quote = await requestQuote(date, "afternoon");
    // The client's price is ignored: nothing is charged until staff price it, and it holds no place.
    expect(quote).toMatchObject({
      status: "pending",
      totalPrice: 0,
      preferredDate: null,
      preferredTime: null,
      quote: { state: "requested", expiresAt: null, preferredDate: date, preferredTime: "afternoon" },
    });
    expect(quote.services).toEqual([
      { name: inspected.name, price: 0, quantity: 120, unit: "sqm", afterInspection: true },
    ]);
    expect(await placesTakenIn(t.app.db, date, "afternoon")).toBe(0);
    const [receipt] = await mailsOf(quote._id, "quote-requested");
    expect(receipt).toMatchObject({
      recipient: "chiamaka@example.ng",
      subject: quoteRequestedSubject(quote.bookingId),
    });
    for (const line of quoteRequestedLines) expect(receipt!.text_body).toContain(line);
    expect(await mailsOf(quote._id, "booking-received")).toHaveLength(0);

    // Staff see it among the quotes to price, not among the bookings to confirm.
    const today = (await t.app.inject({ url: "/api/today", headers: { cookie: owner } })).json();
    expect(today.quotesToPrice.map((line: { _id: string }) => line._id)).toContain(quote._id);
    expect(today.quotesToPrice.find((line: { _id: string }) => line._id === quote._id)).toMatchObject({
      preferredDate: date,
      preferredTime: "afternoon",
    });
    expect(today.toConfirm.map((line: { _id: string }) => line._id)).not.toContain(quote._id);

    // Before a price the customer cannot accept, and staff cannot confirm it.
    expect((await accept(quote.token)).json()).toMatchObject({ message: quoteNotPricedYet });
    const confirm = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/update-status/${quote._id}/confirmed`,
      headers: { cookie: owner },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(quoteNotAcceptedYet);

    const before = Date.now();
    const { booking: quoted, link } = await priceIt(quote, 350, 150);
    expect(quoted).toMatchObject({ totalPrice: 52_500, status: "pending", quote: { state: "priced" } });
    expect(quoted.services[0]).toMatchObject({ price: 350, quantity: 150 });
    const expiresAt = Date.parse(quoted.quote!.expiresAt!);
    expect(expiresAt - before).toBeGreaterThanOrEqual(quoteAnswerDays * 86_400_000 - 1000);
    expect(expiresAt - before).toBeLessThan(quoteAnswerDays * 86_400_000 + 60_000);
    expect(await placesTakenIn(t.app.db, date, "afternoon")).toBe(0);
    // The quote's link opens the same booking as the link given at booking time.
    expect((await view(link)).bookingId).toBe(quote.bookingId);
    expect((await view(quote.token)).quote).toMatchObject({ state: "priced" });
    const [ready] = await mailsOf(quote._id, "quote-ready");
    expect(ready!.subject).toBe(quoteReadySubject(quote.bookingId));
    for (const line of quoteReadyLines(52_500, quoted.quote!.expiresAt!))
      expect(ready!.text_body).toContain(line);
    expect(ready!.text_body).toContain(quoteOffered(52_500, quoted.quote!.expiresAt!));
    expect(ready!.text_body).toContain(`${quoteLinkWords}: http`);

    const answered = await accept(link);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: "pending",
      totalPrice: 52_500,
      preferredDate: date,
      preferredTime: "afternoon",
      quote: { state: "accepted" },
      canChange: true,
    });
    expect(await placesTakenIn(t.app.db, date, "afternoon")).toBe(1);
    const history = (answered.json() as ManagedBooking).history.map((event) => event.kind);
    expect(history).toEqual(["created", "quote-priced", "quote-accepted"]);
    // It is an ordinary booking now: staff may confirm it; answering again is refused.
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/bookings/update-status/${quote._id}/confirmed`,
          headers: { cookie: owner },
        })
      ).statusCode,
    ).toBe(200);
    const [notice] = await mailsOf(quote._id, "business-quote-answered");
    expect(notice).toMatchObject({
      recipient: "office@example.ng",
      subject: quoteAnsweredSubject(quote.bookingId, true),
    });
    expect(notice!.text_body).toContain(quoteAnsweredLine(quote.customerName, quote.bookingId, true));
    for (const again of [await accept(link), await decline(link)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(quoteNotOpen);
    }
    // Its price can no longer change.
    const repriced = await price(quote._id, { lines: [{ line: 0, price: 1, quantity: 1 }] });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toBe(quoteNotPriceable);
  });

  it("is not a thing an ordinary booking has", async () => {
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([priced]),
    });
    expect(booking.json().quote).toBeNull();
    const refused = await price(booking.json()._id, { lines: [{ line: 0, price: 1, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(notAQuote);
  });

  it("keeps the priced services' prices and adds the quote to them", async () => {
    const quote = await requestQuote(day(7), "morning", true);
    expect(quote.totalPrice).toBe(priced.price);
    const { booking } = await priceIt(quote, 200, 10);
    expect(booking.totalPrice).toBe(2000 + priced.price);
  });

  it("refuses an acceptance into a full window, changing nothing", async () => {
    const date = day(8);
    const quote = await requestQuote(date, "evening");
    const { link } = await priceIt(quote, 1000, 10);
    await setAvailability(t, owner, { capacity: everyWindow(1) });
    const other = await t.app.inject({
      method: "POST",
      url: "/api/bookings/create",
      payload: bookingPayload([priced], { preferredDate: date, preferredTime: "evening" }),
    });
    expect(other.statusCode).toBe(201);

    const refused = await accept(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(windowFull);
    expect(await row(quote._id)).toMatchObject({ quote_state: "priced", preferred_date: null });
    // Another window with room is taken.
    const moved = await accept(link, { preferredDate: date, preferredTime: "morning" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ preferredTime: "morning", quote: { state: "accepted" } });
  });

  it("is declined on the manage link: the booking is cancelled", async () => {
    const quote = await requestQuote(day(9));
    const { link } = await priceIt(quote, 500, 4);
    const declined = await decline(link);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: "cancelled", quote: { state: "declined" } });
    expect((await accept(link)).statusCode).toBe(409);
  });

  it("may be withdrawn before it is priced, and then is never priced", async () => {
    const quote = await requestQuote(day(9));
    const declined = await decline(quote.token);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: "cancelled", quote: { state: "declined" } });
    const refused = await price(quote._id, { lines: [{ line: 0, price: 500, quantity: 4 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(quoteNotPriceable);
  });

  it("expires when not answered in time, and can no longer be accepted", async () => {
    const quote = await requestQuote(day(10));
    const { link } = await priceIt(quote, 500, 4);
    expect(await expireLapsedQuotes(t.app.db)).toBe(0);
    const later = new Date(Date.now() + (quoteAnswerDays + 1) * 86_400_000);
    expect(await expireLapsedQuotes(t.app.db, later)).toBeGreaterThanOrEqual(1);
    expect(await row(quote._id)).toMatchObject({ quote_state: "expired", status: "cancelled" });
    const refused = await accept(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(quoteLapsed);
  });

  it("is priced only by signed-in staff, and bad prices change nothing", async () => {
    const quote = await requestQuote(day(11), "morning", true);
    expect((await price(quote._id, { lines: [{ line: 0, price: 100, quantity: 1 }] }, "")).statusCode).toBe(
      401,
    );
    const bad = [
      [{ lines: [{ line: 1, price: 100, quantity: 1 }] }, quoteLineNotInspection],
      [{ lines: [{ line: 0, price: -1, quantity: 1 }] }, undefined],
      [{ lines: [{ line: 0, price: 100, quantity: 0 }] }, quotePricesNotValid],
      [{ lines: [] }, quotePricesNotValid],
    ] as const;
    for (const [payload, message] of bad) {
      const response = await price(quote._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await row(quote._id)).toMatchObject({ quote_state: "requested", total_kobo: priced.price * 100 });
    expect(await mailsOf(quote._id, "quote-ready")).toHaveLength(0);
  });
});
