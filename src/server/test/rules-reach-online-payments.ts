// Online payments through Paystack (src/shared/rules/payments-online.ts; see rules-reach.ts).
import { apiOnly, type ReachTable, sameSchemaOnScreen } from "./rules-reach.ts";

const paystackReads = "only Paystack's servers call the webhook; no page shows its answer";
const doctorPrints = "the doctor prints it in a terminal; no screen shows it";
const doubleSucceeds =
  "the browser tests' Paystack double takes every payment; refusals and failures are made in the API tests";

export const onlinePaymentsReach: ReachTable = {
  messages: {
    "payments-online": {
      paymentServiceUnreachable: apiOnly(doubleSucceeds),
      bookingAlreadyPaid: apiOnly("a paid booking's page offers no pay button, so no browser posts it"),
      bookingNotPayable: apiOnly("a cancelled or completed booking's page offers no pay button"),
      paymentReferenceNotFound: apiOnly(
        "only a hand-edited return address carries another booking's reference",
      ),
      webhookSignatureMissing: apiOnly(paystackReads),
      webhookSignatureWrong: apiOnly(paystackReads),
      depositPercentNotValid: apiOnly(sameSchemaOnScreen),
      doctorPaystackOff: apiOnly(doctorPrints),
      doctorPaystackOk: apiOnly(doctorPrints),
      doctorPaystackRefused: apiOnly(doctorPrints),
      doctorPaystackUnreachable: apiOnly(doctorPrints),
      paymentReceived: {
        api: { not: "the manage page's words for the API's { paid: true }" },
        screen: true,
      },
      onlinePaymentOff: {
        api: { not: "the tests run with the double's key; without one no page offers to pay" },
        screen: { not: "no page offers to pay while online payment is off" },
      },
      onlinePaymentAskNotValid: {
        api: { not: "the settings API's enum refusal; the screen's radio buttons give only valid choices" },
        screen: { not: "radio buttons: a valid choice or the one already saved" },
      },
      paymentReferenceNotValid: {
        api: { not: "the references Paystack returns are always ours, which are valid" },
        screen: { not: "the page only forwards the reference in its address" },
      },
      paymentNotCompleted: {
        api: { not: "the page's words for the API's { paid: false }" },
        screen: { not: "the double's checkout has no cancel button: no browser test abandons a payment" },
      },
      amountDiffersFlag: {
        api: { not: "a label for the expectedAmount the API sends, which its API test checks" },
        screen: { not: "the double's checkout always charges what was asked" },
      },
    },
  },
  notMessages: {
    "payments-online": [
      "onlinePaymentAsks",
      "onlinePaymentAskLabels",
      "defaultPaymentsSettings",
      "depositPercentLimits",
      "depositKobo",
      "amountDueOnline",
      "payNowLabel",
      "amountDueLine",
      "paymentReceivedLine",
      "paymentReceivedSubject",
      "channelLabel",
      "recordRefundLabel",
      "refundHint",
      "reversalWord",
      "onlinePaymentDetails",
      "paidOnlineBadge",
      "reportMethodHeadings",
      "doctorPaystackCheck",
    ],
  },
};
