// Payments on a booking (decision 032): part and full payments move it from unpaid to paid, mistakes are
// corrected by a reversal and never edited away, and every refusal stores nothing.
import { bookingNotFoundById } from "../../../shared/rules/booking.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import {
  paymentAlreadyReversed,
  paymentAmountNotPositive,
  paymentAmountNotValid,
  paymentAmountTooLarge,
  paymentBeyondBalance,
  paymentDateInFuture,
  paymentDateNotValid,
  paymentMethodNotValid,
  paymentNotFound,
  paymentNoteTooLong,
  paymentReasonTooLong,
  reversalNotReversible,
} from "../../../shared/rules/payments.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { BookingPayments } from "../../../shared/schemas/payment.ts";
import { signedInAs } from "../../test/accounts.ts";
import { notAllowedForRole } from "../../../shared/rules/roles.ts";
import { adminBookingCalls } from "../../test/admin-booking-calls.ts";
import { seedCatalogue } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let staff: string;
let calls: ReturnType<typeof adminBookingCalls>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  staff = await signedInAs(t, owner, "staff");
  calls = adminBookingCalls(t, owner, await seedCatalogue(t.app.db));
});
afterAll(() => t.close());

const today = () => todayInLagos();
const pay = (id: string, payload: object, cookie = staff) =>
  t.app.inject({ method: "POST", url: `/api/bookings/${id}/payments`, headers: { cookie }, payload });
/** Reversing is the owner's: staff record payments, the owner corrects them. */
const reverse = (id: string, paymentId: string, payload: object = {}, cookie = owner) =>
  t.app.inject({
    method: "POST",
    url: `/api/bookings/${id}/payments/${paymentId}/reverse`,
    headers: { cookie },
    payload,
  });
const paymentsOf = async (id: string): Promise<BookingPayments> =>
  (await t.app.inject({ url: `/api/bookings/${id}/payments`, headers: { cookie: staff } })).json();
const listed = async (id: string): Promise<Booking> => {
  const list: Booking[] = (
    await t.app.inject({ url: "/api/bookings/get", headers: { cookie: staff } })
  ).json();
  return list.find((booking) => booking._id === id)!;
};
const countRows = async () =>
  Number(
    (
      await t.app.db
        .selectFrom("payments")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("recording payments", () => {
  it("a new booking is unpaid; a part payment then the rest make it part-paid then paid (staff may record)", async () => {
    const booking = await calls.newBooking();
    expect(booking.totalPrice).toBe(57500.5);
    expect(await paymentsOf(booking._id)).toMatchObject({ paid: 0, balance: 57500.5, state: "unpaid" });
    expect(await listed(booking._id)).toMatchObject({ paid: 0, balance: 57500.5 });

    const part = await pay(booking._id, { amount: 20000, method: "cash", paidOn: today(), note: "Deposit" });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({ paid: 20000, balance: 37500.5, state: "part-paid" });
    expect(await listed(booking._id)).toMatchObject({ paid: 20000, balance: 37500.5 });

    const rest = await pay(booking._id, { amount: 37500.5, method: "transfer", paidOn: today() });
    expect(rest.statusCode).toBe(201);
    const answer: BookingPayments = rest.json();
    expect(answer).toMatchObject({ total: 57500.5, paid: 57500.5, balance: 0, state: "paid" });
    expect(answer.payments.map((p) => [p.amount, p.method, p.reversesId])).toEqual([
      [20000, "cash", null],
      [37500.5, "transfer", null],
    ]);
    expect(answer.payments[0]!.note).toBe("Deposit");
    // The receipt reads the booking from the same answer.
    expect(answer.booking).toMatchObject({ _id: booking._id, paid: 57500.5, balance: 0 });
    expect(answer.booking.services).toEqual(booking.services);
    expect(await listed(booking._id)).toMatchObject({ paid: 57500.5, balance: 0 });

    const audit = await t.app.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", booking._id)
      .where("action", "=", "payment")
      .execute();
    expect(audit).toHaveLength(2);
  });

  it("takes more than the balance only with the explicit overpaid choice", async () => {
    const booking = await calls.newBooking();
    const before = await countRows();
    const refused = await pay(booking._id, { amount: 60000, method: "pos", paidOn: today() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(paymentBeyondBalance);
    expect(await countRows()).toBe(before);
    const taken = await pay(booking._id, { amount: 60000, method: "pos", paidOn: today(), overpaid: true });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ paid: 60000, balance: -2499.5, state: "overpaid" });
  });

  it("takes one of two payments of the whole balance sent at the same moment, and refuses the other", async () => {
    const booking = await calls.newBooking();
    const { balance } = await paymentsOf(booking._id);
    const answers = await Promise.all(
      [0, 1].map(() => pay(booking._id, { amount: balance, method: "transfer", paidOn: today() })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await paymentsOf(booking._id)).toMatchObject({ paid: balance, balance: 0, state: "paid" });
  });

  it.each([
    ["a zero amount", { amount: 0 }, paymentAmountNotPositive],
    ["a negative amount", { amount: -500 }, paymentAmountNotPositive],
    ["an amount with part of a kobo", { amount: 10.001 }, paymentAmountNotValid],
    ["an amount that is not a number", { amount: "lots" }, paymentAmountNotValid],
    ["an absurd amount", { amount: 100_000_000.01 }, paymentAmountTooLarge],
    ["an unknown method", { method: "cheque" }, paymentMethodNotValid],
    ["a future date", { paidOn: addDays(todayInLagos(), 1) }, paymentDateInFuture],
    ["a date that does not exist", { paidOn: "2026-02-30" }, paymentDateNotValid],
    ["a note too long", { note: "x".repeat(201) }, paymentNoteTooLong],
  ])("refuses %s with a message and stores nothing", async (_what, change, message) => {
    const booking = await calls.newBooking();
    const before = await countRows();
    const response = await pay(booking._id, { amount: 1000, method: "cash", paidOn: today(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it("answers 404 for an unknown booking", async () => {
    const response = await pay("no-such-booking", { amount: 1000, method: "cash", paidOn: today() });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(bookingNotFoundById);
    expect(
      (await t.app.inject({ url: "/api/bookings/nope/payments", headers: { cookie: staff } })).statusCode,
    ).toBe(404);
  });
});

describe("reversing a payment", () => {
  it("is refused to staff with 403 and the roles' words, and changes nothing", async () => {
    const booking = await calls.newBooking();
    const paid: BookingPayments = (
      await pay(booking._id, { amount: 1000, method: "cash", paidOn: today() })
    ).json();
    const before = await countRows();
    const refused = await reverse(booking._id, paid.payments[0]!._id, { reason: "Mine" }, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(notAllowedForRole);
    expect(await countRows()).toBe(before);
    expect((await paymentsOf(booking._id)).payments[0]!.reversedById).toBeNull();
  });

  it("writes a negative entry pointing at the original; the balance comes back and a second reversal is 409", async () => {
    const booking = await calls.newBooking();
    const paid: BookingPayments = (
      await pay(booking._id, { amount: 57500.5, method: "cash", paidOn: today() })
    ).json();
    const original = paid.payments[0]!;
    const reversed = await reverse(booking._id, original._id, { reason: "Counted wrong" });
    expect(reversed.statusCode).toBe(201);
    const after: BookingPayments = reversed.json();
    expect(after).toMatchObject({ paid: 0, balance: 57500.5, state: "unpaid" });
    const entry = after.payments[1]!;
    expect(entry).toMatchObject({ amount: -57500.5, reversesId: original._id, note: "Counted wrong" });
    expect(after.payments[0]).toMatchObject({ amount: 57500.5, reversedById: entry._id });

    const again = await reverse(booking._id, original._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(paymentAlreadyReversed);
    const ofReversal = await reverse(booking._id, entry._id);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe(reversalNotReversible);
    expect((await paymentsOf(booking._id)).payments).toHaveLength(2);
    expect(await listed(booking._id)).toMatchObject({ paid: 0, balance: 57500.5 });

    const actions = await t.app.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", booking._id)
      .where("action", "=", "reverse-payment")
      .execute();
    expect(actions).toHaveLength(1);
  });

  it("answers 404 for an unknown payment and 400 for a reason too long", async () => {
    const booking = await calls.newBooking();
    const missing = await reverse(booking._id, "no-such-payment");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(paymentNotFound);
    const paid: BookingPayments = (
      await pay(booking._id, { amount: 10, method: "other", paidOn: today() })
    ).json();
    const long = await reverse(booking._id, paid.payments[0]!._id, { reason: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(paymentReasonTooLong);
    expect((await paymentsOf(booking._id)).payments).toHaveLength(1);
  });
});
