import { z } from "zod";
import {
  depositPercentLimits,
  depositPercentNotValid,
  onlinePaymentAskNotValid,
  onlinePaymentAsks,
  paymentReferenceNotValid,
} from "../rules/payments-online.ts";
import { text } from "./common.ts";

/** Settings → Payments: what customers are asked to pay online when booking. */
export const paymentsSettings = z
  .object({
    ask: z.enum(onlinePaymentAsks, { error: onlinePaymentAskNotValid }),
    depositPercent: z
      .number({ error: depositPercentNotValid })
      .int(depositPercentNotValid)
      .min(depositPercentLimits.min, depositPercentNotValid)
      .max(depositPercentLimits.max, depositPercentNotValid),
  })
  .strict();

/** What the confirmation and the manage page offer to pay online now (naira); absent while online payment is off. */
export const onlinePaymentOffer = z.object({
  kind: z.enum(["deposit", "balance"]),
  amount: z.number(),
  ask: z.enum(onlinePaymentAsks),
});
export type OnlinePaymentOffer = z.infer<typeof onlinePaymentOffer>;

/** `POST /api/bookings/manage/:token/pay`: where to send the customer, under our reference, for how much (naira). */
export const paymentStarted = z.object({
  authorizationUrl: z.string(),
  reference: z.string(),
  amount: z.number(),
});
export type PaymentStarted = z.infer<typeof paymentStarted>;

/** Our references: `SS-` and 32 hex digits. */
export const paymentReference = text("Reference")
  .max(64, paymentReferenceNotValid)
  .regex(/^[A-Za-z0-9.=-]{1,64}$/, paymentReferenceNotValid);

export const paymentConfirmInput = z.object({ reference: paymentReference }).strict();

/** The return from checkout: whether the reference is paid, and how much was recorded for it (naira). */
export const paymentConfirmed = z.object({ paid: z.boolean(), amount: z.number() });
export type PaymentConfirmed = z.infer<typeof paymentConfirmed>;

/** `POST /api/paystack/webhook`: always `{ received: true }` once the signature holds. */
export const webhookReceived = z.object({ received: z.boolean() });
