// What the online payment tests share: the app pointed at a Paystack double on loopback, a customer's
// booking with its manage link, and the calls a customer's browser and Paystack make.
import type { Kysely } from "kysely";
import type { PaymentStarted } from "../../shared/schemas/online-payment.ts";
import type { Database } from "../db/schema.ts";
import { seedCatalogue } from "./booking-fixtures.ts";
import { manageCalls } from "./manage-calls.ts";
import { startPaystackDouble, type PaystackDouble } from "./paystack-double.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { addDays } from "../../shared/rules/availability.ts";
import { todayInLagos } from "../../shared/lagos-date.ts";

export type OnlinePaymentKit = Awaited<ReturnType<typeof onlinePaymentKit>>;

export async function onlinePaymentKit(options: { timeoutMs?: number } = {}) {
  const paystack: PaystackDouble = await startPaystackDouble();
  const t: TestApp = await createTestApp({
    rateLimitScale: 1000,
    paystack: { secretKey: paystack.secretKey, apiUrl: paystack.url, timeoutMs: options.timeoutMs ?? 10_000 },
  });
  const owner = await t.signIn();
  const calls = manageCalls(t, await seedCatalogue(t.app.db));
  let nextDay = 3;
  return {
    t,
    owner,
    paystack,
    /** A new ₦45,000 booking, as a customer makes it, with its link's secret. */
    book: () => calls.book(addDays(todayInLagos(), nextDay++ % 60 || 3)),
    view: calls.view,
    pay: (token: string) => t.app.inject({ method: "POST", url: `/api/bookings/manage/${token}/pay` }),
    async started(token: string): Promise<PaymentStarted> {
      const response = await t.app.inject({ method: "POST", url: `/api/bookings/manage/${token}/pay` });
      if (response.statusCode !== 200) throw new Error(`pay: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    confirm: (token: string, reference: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/bookings/manage/${token}/pay/confirm`,
        payload: { reference },
      }),
    webhook: (body: string, signature?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/paystack/webhook",
        headers: {
          "content-type": "application/json",
          ...(signature === undefined ? {} : { "x-paystack-signature": signature }),
        },
        payload: body,
      }),
    paymentRows: (db: Kysely<Database>, bookingId: string) =>
      db.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).execute(),
    async close() {
      await t.close();
      await paystack.close();
    },
  };
}
