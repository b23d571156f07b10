// Paying through the manage link (docs/decisions/045-online-payments.md), against a Paystack double that
// follows its documented API: the checkout is asked for in kobo under our own stored reference, a closed
// or paid booking is refused, a Paystack that does not answer leaves nothing counted, and the return from
// checkout alone records the payment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingAlreadyPaid,
  bookingNotPayable,
  depositPercentNotValid,
  paymentReferenceNotFound,
  paymentServiceUnreachable,
} from "../../../shared/rules/payments-online.ts";
import type { ManagedBooking } from "../../../shared/schemas/manage.ts";
import type { BookingPayments } from "../../../shared/schemas/payment.ts";
import { onlinePaymentKit, type OnlinePaymentKit } from "../../test/online-payment-kit.ts";

let kit: OnlinePaymentKit;
beforeAll(async () => {
  kit = await onlinePaymentKit({ timeoutMs: 500 });
});
afterAll(() => kit.close());

const paymentsOf = async (id: string): Promise<BookingPayments> =>
  (await kit.t.app.inject({ url: `/api/bookings/${id}/payments`, headers: { cookie: kit.owner } })).json();

describe("starting a payment", () => {
  it("asks Paystack for the balance in kobo, under a reference stored first, with the manage page to come back to", async () => {
    const booking = await kit.book();
    const view: ManagedBooking = (await kit.view(booking.token)).json();
    expect(view.onlinePayment).toEqual({ kind: "balance", amount: 45000, ask: "none" });
    expect(booking.onlinePayment).toEqual({ kind: "balance", amount: 45000, ask: "none" });

    const started = await kit.started(booking.token);
    expect(started.amount).toBe(45000);
    expect(started.reference).toMatch(/^SS-[0-9a-f]{32}$/);
    expect(started.authorizationUrl).toContain(kit.paystack.url);
    const sent = kit.paystack.received.at(-1)!;
    expect(sent.path).toBe("/transaction/initialize");
    expect(sent.authorization).toBe(`Bearer ${kit.paystack.secretKey}`);
    expect(sent.body).toMatchObject({
      email: "chiamaka@example.ng",
      amount: 4_500_000,
      reference: started.reference,
      currency: "NGN",
      callback_url: expect.stringMatching(new RegExp(`/manage/${booking.token}$`)),
    });
    const intent = await kit.t.app.db
      .selectFrom("payment_intents")
      .selectAll()
      .where("reference", "=", started.reference)
      .executeTakeFirstOrThrow();
    expect(intent).toMatchObject({ booking_id: booking._id, status: "pending" });
    expect(Number(intent.amount_kobo)).toBe(4_500_000);
    // Starting is not paying.
    expect(await paymentsOf(booking._id)).toMatchObject({ paid: 0, state: "unpaid" });
    // Two tries, two references: never one Paystack would refuse as a duplicate.
    expect((await kit.started(booking.token)).reference).not.toBe(started.reference);
  });

  it("asks for the deposit first when the owner asks for one, then the rest", async () => {
    const saved = await kit.t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: kit.owner },
      payload: { payments: { ask: "deposit", depositPercent: 30 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const booking = await kit.book();
      expect(booking.onlinePayment).toEqual({ kind: "deposit", amount: 13500, ask: "deposit" });
      const started = await kit.started(booking.token);
      expect(started.amount).toBe(13500);
      kit.paystack.pay(started.reference);
      expect((await kit.confirm(booking.token, started.reference)).json()).toEqual({
        paid: true,
        amount: 13500,
      });
      const view: ManagedBooking = (await kit.view(booking.token)).json();
      expect(view.onlinePayment).toEqual({ kind: "balance", amount: 31500, ask: "deposit" });
      expect(view.paid).toBe(13500);
    } finally {
      await kit.t.app.inject({
        method: "PUT",
        url: "/api/settings",
        headers: { cookie: kit.owner },
        payload: { payments: { ask: "none", depositPercent: 30 } },
      });
    }
  });

  it("refuses a deposit percentage out of range in Settings with its message", async () => {
    const refused = await kit.t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: kit.owner },
      payload: { payments: { ask: "deposit", depositPercent: 100 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(depositPercentNotValid);
  });

  it("refuses a paid, a cancelled and a completed booking with 409 and a message", async () => {
    const paid = await kit.book();
    const started = await kit.started(paid.token);
    kit.paystack.pay(started.reference);
    await kit.confirm(paid.token, started.reference);
    const again = await kit.pay(paid.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bookingAlreadyPaid);
    expect(((await kit.view(paid.token)).json() as ManagedBooking).onlinePayment).toBeNull();

    const cancelled = await kit.book();
    await kit.t.app.inject({ method: "POST", url: `/api/bookings/manage/${cancelled.token}/cancel` });
    const refused = await kit.pay(cancelled.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(bookingNotPayable("cancelled"));

    const completed = await kit.book();
    for (const status of ["confirmed", "completed"]) {
      const changed = await kit.t.app.inject({
        method: "PUT",
        url: `/api/bookings/update-status/${completed._id}/${status}`,
        headers: { cookie: kit.owner },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const done = await kit.pay(completed.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(bookingNotPayable("completed"));
  });

  it("answers 502 with the message when Paystack times out or fails, and counts nothing as paid", async () => {
    const booking = await kit.book();
    for (const trouble of ["slow", "down"] as const) {
      if (trouble === "slow") kit.paystack.delayMs = 1500;
      else kit.paystack.failing = true;
      try {
        const response = await kit.pay(booking.token);
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toBe(paymentServiceUnreachable);
        expect(response.body).not.toContain(kit.paystack.secretKey);
      } finally {
        kit.paystack.delayMs = 0;
        kit.paystack.failing = false;
      }
    }
    const intents = await kit.t.app.db
      .selectFrom("payment_intents")
      .select("status")
      .where("booking_id", "=", booking._id)
      .execute();
    expect(intents.map((intent) => intent.status)).toEqual(["failed", "failed"]);
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toEqual([]);
  });
});

describe("the return from checkout", () => {
  it("records the payment by itself, without any webhook, once however often the page is opened", async () => {
    const booking = await kit.book();
    const started = await kit.started(booking.token);
    const early = await kit.confirm(booking.token, started.reference);
    expect(early.json()).toEqual({ paid: false, amount: 0 });
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toEqual([]);

    kit.paystack.pay(started.reference, { channel: "ussd" });
    const answers = await Promise.all([0, 1, 2].map(() => kit.confirm(booking.token, started.reference)));
    expect(answers.map((answer) => answer.json())).toEqual(Array(3).fill({ paid: true, amount: 45000 }));
    const payments = await paymentsOf(booking._id);
    expect(payments).toMatchObject({ paid: 45000, balance: 0, state: "paid" });
    expect(payments.payments).toHaveLength(1);
    expect(payments.payments[0]).toMatchObject({
      method: "online",
      reference: started.reference,
      channel: "ussd",
      amount: 45000,
      recordedBy: "Paystack",
      expectedAmount: null,
    });
  });

  it("will not let another booking's reference pay or speak for this one", async () => {
    const mine = await kit.book();
    const theirs = await kit.book();
    const started = await kit.started(theirs.token);
    kit.paystack.pay(started.reference);
    const response = await kit.confirm(mine.token, started.reference);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(paymentReferenceNotFound);
    expect(await kit.paymentRows(kit.t.app.db, mine._id)).toEqual([]);
    expect(await kit.paymentRows(kit.t.app.db, theirs._id)).toEqual([]);
  });

  it("staff cannot record an online payment by hand", async () => {
    const booking = await kit.book();
    const response = await kit.t.app.inject({
      method: "POST",
      url: `/api/bookings/${booking._id}/payments`,
      headers: { cookie: kit.owner },
      payload: { amount: 1000, method: "online", paidOn: "2026-01-02" },
    });
    expect(response.statusCode).toBe(400);
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toEqual([]);
  });
});
