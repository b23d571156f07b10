import { Form } from "react-router";
import {
  acceptQuote,
  declineQuote,
  quoteOffered,
  quoteStateLabels,
  quoteWaitsForPrice,
  yourQuote,
} from "~/shared/rules/quotes";
import type { ManagedBooking } from "~/shared/schemas/manage";
import { manageIntents } from "../lib/manage-post";
import { manageButton } from "./confirm-form";

/**
 * A quote on its manage page (docs/decisions/063-quotes-after-inspection.md): while staff price it, what
 * happens next (and a way to withdraw the request); once priced, the price and a plain form to accept or
 * decline it, so it works without script.
 */
export function QuoteAnswer({
  booking,
  anchor,
}: {
  booking: ManagedBooking & { quote: NonNullable<ManagedBooking["quote"]> };
  /** Without script: where the page comes back to, the answer in view. */
  anchor?: string;
}) {
  const { quote } = booking;
  const pending = booking.status === "pending";
  const priced = quote.state === "priced" && pending;
  // A request not yet priced may be withdrawn: declined, like a priced one.
  const waiting = quote.state === "requested" && pending;
  return (
    <section
      aria-labelledby="quote-title"
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="quote-title" className="text-xl font-bold text-slate-900">
        {yourQuote}: {quoteStateLabels[quote.state]}
      </h2>
      {waiting && <p className="text-slate-800">{quoteWaitsForPrice}</p>}
      {priced && (
        <p className="font-semibold text-slate-900">
          {quoteOffered(booking.totalPrice, quote.expiresAt ?? "")}
        </p>
      )}
      {(priced || waiting) && (
        <Form method="post" className="flex flex-col gap-3 sm:flex-row">
          {priced && (
            <button
              type="submit"
              name="intent"
              value={manageIntents.acceptQuote}
              formAction={anchor}
              className={`${manageButton} border-brand-700 bg-brand-700 text-white`}
            >
              {acceptQuote}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value={manageIntents.declineQuote}
            formAction={anchor}
            className={`${manageButton} border-red-700 bg-white text-red-800`}
          >
            {declineQuote}
          </button>
        </Form>
      )}
    </section>
  );
}
