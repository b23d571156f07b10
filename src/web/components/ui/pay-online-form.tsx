import { amountDueLine, payNowLabel } from "~/shared/rules/payments-online";
import type { OnlinePaymentOffer } from "~/shared/schemas/online-payment";

/** The `intent` value of the pay button: the manage page's action sends the customer to Paystack's checkout. */
export const payIntent = "pay";

/**
 * "Pay ₦X now": a plain form posting to the booking's manage page, whose action answers with a 303 to
 * Paystack's checkout; the same with or without script (docs/decisions/045-online-payments.md). Used on
 * the manage page and on the booking confirmation (`action` = the manage page's path).
 */
export function PayOnlineForm({ offer, action }: { offer: OnlinePaymentOffer; action?: string }) {
  return (
    <form
      method="post"
      action={action}
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <p className="text-sm text-slate-800">{amountDueLine(offer.kind, offer.amount, offer.ask)}</p>
      <button
        type="submit"
        name="intent"
        value={payIntent}
        className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
      >
        {payNowLabel(offer.amount)}
      </button>
    </form>
  );
}
