// Paystack's webhook (docs/decisions/045-online-payments.md): only a delivery signed with the secret key is
// read; a charge.success is only a hint, confirmed with Paystack's verify before anything is recorded; a
// reference pays once however many deliveries arrive at once; the customer and the office are told once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookSignatureMissing, webhookSignatureWrong } from "../../../shared/rules/payments-online.ts";
import type { BookingPayments } from "../../../shared/schemas/payment.ts";
import { onlinePaymentKit, type OnlinePaymentKit } from "../../test/online-payment-kit.ts";

let kit: OnlinePaymentKit;
beforeAll(async () => {
  kit = await onlinePaymentKit();
});
afterAll(() => kit.close());

const paymentsOf = async (id: string): Promise<BookingPayments> =>
  (await kit.t.app.inject({ url: `/api/bookings/${id}/payments`, headers: { cookie: kit.owner } })).json();
const messagesAbout = (bookingId: string) =>
  kit.t.app.db
    .selectFrom("outbox_messages")
    .select(["kind", "subject", "recipient"])
    .where("booking_id", "=", bookingId)
    .where("kind", "like", "%payment%")
    .execute();

async function paidAtPaystack(options: { amount?: number } = {}) {
  const booking = await kit.book();
  const started = await kit.started(booking.token);
  kit.paystack.pay(started.reference, { channel: "bank_transfer", ...options });
  return { booking, reference: started.reference };
}

describe("the webhook", () => {
  it("records one payment from 10 signed charge.success deliveries at the same moment, and tells the customer once", async () => {
    const { booking, reference } = await paidAtPaystack();
    const { body, signature } = kit.paystack.chargeSuccess(reference);
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.webhook(body, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const payments = await paymentsOf(booking._id);
    expect(payments.payments).toHaveLength(1);
    expect(payments).toMatchObject({ paid: 45000, balance: 0, state: "paid" });
    expect(payments.payments[0]).toMatchObject({ method: "online", reference, channel: "bank_transfer" });
    // A replay later, and the customer's return after it, change nothing.
    expect((await kit.webhook(body, signature)).statusCode).toBe(200);
    expect((await kit.confirm(booking.token, reference)).json()).toEqual({ paid: true, amount: 45000 });
    expect((await paymentsOf(booking._id)).payments).toHaveLength(1);
    const messages = await messagesAbout(booking._id);
    expect(messages.filter((message) => message.kind === "payment-received")).toEqual([
      { kind: "payment-received", subject: "Payment received: ₦45,000", recipient: "chiamaka@example.ng" },
    ]);
  });

  it("refuses a missing or wrong signature with 401 and records nothing", async () => {
    const { booking, reference } = await paidAtPaystack();
    const { body, signature } = kit.paystack.chargeSuccess(reference);
    const missing = await kit.webhook(body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(webhookSignatureMissing);
    const forged = kit.paystack.chargeSuccess(reference, "sk_test_not_our_key");
    const wrongKey = await kit.webhook(forged.body, forged.signature);
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().message).toBe(webhookSignatureWrong);
    // The right signature over other bytes: a body changed on the way.
    const tampered = await kit.webhook(body.replace('"amount":4500000', '"amount":4500001'), signature);
    expect(tampered.statusCode).toBe(401);
    expect((await kit.webhook(body, "zz")).statusCode).toBe(401);
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toEqual([]);
    expect(await messagesAbout(booking._id)).toEqual([]);
  });

  it("answers 200 to a reference it never issued and records nothing", async () => {
    const before = await kit.t.app.db
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const { body, signature } = kit.paystack.chargeSuccess("SS-00000000000000000000000000000000");
    const response = await kit.webhook(body, signature);
    expect(response.statusCode).toBe(200);
    const after = await kit.t.app.db
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("never records a payment Paystack's verify does not confirm, whatever the signed event says", async () => {
    const booking = await kit.book();
    const started = await kit.started(booking.token);
    // Signed, but the customer never paid: verify says "abandoned".
    const { body, signature } = kit.paystack.chargeSuccess(started.reference);
    expect((await kit.webhook(body, signature)).statusCode).toBe(200);
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toEqual([]);
  });

  it("records the amount Paystack reports when it differs from what was asked, and flags it", async () => {
    const { booking, reference } = await paidAtPaystack({ amount: 4_000_000 });
    const { body, signature } = kit.paystack.chargeSuccess(reference);
    expect((await kit.webhook(body, signature)).statusCode).toBe(200);
    const payments = await paymentsOf(booking._id);
    expect(payments).toMatchObject({ paid: 40000, balance: 5000, state: "part-paid" });
    expect(payments.payments[0]).toMatchObject({ amount: 40000, expectedAmount: 45000 });
  });

  it("asks to be retried (503) when Paystack's verify cannot be reached, and records nothing", async () => {
    const { booking, reference } = await paidAtPaystack();
    const { body, signature } = kit.paystack.chargeSuccess(reference);
    kit.paystack.failing = true;
    try {
      expect((await kit.webhook(body, signature)).statusCode).toBe(503);
    } finally {
      kit.paystack.failing = false;
    }
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toEqual([]);
    expect((await kit.webhook(body, signature)).statusCode).toBe(200);
    expect(await kit.paymentRows(kit.t.app.db, booking._id)).toHaveLength(1);
  });
});

describe("a refund", () => {
  it("is a reversing entry of the online payment: the balance comes back, the reference stays on the original", async () => {
    const { booking, reference } = await paidAtPaystack();
    await kit.confirm(booking.token, reference);
    const [payment] = (await paymentsOf(booking._id)).payments;
    const refunded = await kit.t.app.inject({
      method: "POST",
      url: `/api/bookings/${booking._id}/payments/${payment!._id}/reverse`,
      headers: { cookie: kit.owner },
      payload: { reason: "Refunded in Paystack" },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const after: BookingPayments = refunded.json();
    expect(after).toMatchObject({ paid: 0, balance: 45000, state: "unpaid" });
    expect(after.payments[1]).toMatchObject({ amount: -45000, method: "online", reversesId: payment!._id });
    expect(after.payments[0]).toMatchObject({ reference, reversedById: after.payments[1]!._id });
    // The same reference delivered again after the refund does not pay a second time.
    const { body, signature } = kit.paystack.chargeSuccess(reference);
    await kit.webhook(body, signature);
    expect((await paymentsOf(booking._id)).payments).toHaveLength(2);
  });
});
