import { paymentNotCompleted, paymentReceivedLine } from "~/shared/rules/payments-online";
import type { PaymentConfirmed, PaymentStarted } from "~/shared/schemas/online-payment";

// The manage page's two steps of an online payment (docs/decisions/045-online-payments.md): the post that
// starts a checkout, and the return from it (`?trxref=…&reference=…`), which confirms the reference.

type ApiReading = { ok: boolean; status: number; message: string; body: unknown };

export type PaymentReturn = { paid: boolean; message: string };

const tryAgain = "We could not start your payment. Please try again.";

/** The reference Paystack's checkout adds to the callback address, if the page was opened from there. */
export function returnedReference(url: string): string | null {
  const params = new URL(url).searchParams;
  return params.get("reference") || params.get("trxref");
}

/** Confirms a returned reference through the API; the customer reads whether it was paid. */
export async function confirmReturn(
  base: string,
  reference: string,
  postToApi: (url: string, body: Record<string, unknown>) => Promise<ApiReading>,
): Promise<PaymentReturn> {
  const answer = await postToApi(`${base}/pay/confirm`, { reference }).catch(() => null);
  if (answer?.ok) {
    const confirmed = answer.body as PaymentConfirmed;
    if (confirmed.paid) return { paid: true, message: paymentReceivedLine(confirmed.amount) };
    return { paid: false, message: paymentNotCompleted };
  }
  return { paid: false, message: answer?.message || paymentNotCompleted };
}

/** Starts a checkout: where to send the customer, or the API's refusal to show. */
export async function startPayment(
  base: string,
  postToApi: (url: string, body: Record<string, unknown>) => Promise<ApiReading>,
): Promise<{ checkoutUrl: string } | { message: string; status: number }> {
  const answer = await postToApi(`${base}/pay`, {}).catch(() => null);
  if (answer?.ok) return { checkoutUrl: (answer.body as PaymentStarted).authorizationUrl };
  return { message: answer?.message || tryAgain, status: answer?.status ?? 502 };
}
