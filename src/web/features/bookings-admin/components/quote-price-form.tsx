import { useState, type FormEvent } from "react";
import {
  quotePricesNotValid,
  quotePriceOf,
  quoteQuantityOf,
  quoteSent,
  sendQuote,
  setQuotePrice,
} from "~/shared/rules/quotes";
import type { Booking } from "~/shared/schemas/booking";
import { quotePriceInput } from "~/shared/schemas/quote-input";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { usePriceQuote } from "../api/price-quote";

type Line = { line: number; name: string; price: string; quantity: string };

/**
 * Booking Details' Set price for a quote still open (docs/decisions/063-quotes-after-inspection.md): a unit
 * price and a quantity for each service priced after inspection; the server works the total out and mails
 * the customer the price with the link to accept or decline it.
 */
export function QuotePriceForm({ booking }: { booking: Booking }) {
  const priceQuote = usePriceQuote(booking._id);
  const [lines, setLines] = useState<Line[]>(() =>
    booking.services.flatMap((service, line) =>
      service.afterInspection
        ? [
            {
              line,
              name: service.name,
              price: service.price > 0 ? String(service.price) : "",
              quantity: String(service.quantity ?? 1),
            },
          ]
        : [],
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, field: "price" | "quantity", value: string) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, [field]: value } : line)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = quotePriceInput.safeParse({
      lines: lines.map((line) => ({
        line: line.line,
        price: line.price.trim() === "" ? Number.NaN : Number(line.price.replace(/,/g, "")),
        quantity: Number(line.quantity),
      })),
    });
    if (!parsed.success) {
      setProblem(quotePricesNotValid);
      return;
    }
    setProblem(null);
    try {
      await priceQuote.mutateAsync(parsed.data);
      notify.success(quoteSent);
    } catch (error) {
      notify.error(errorMessage(error, quotePricesNotValid));
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={setQuotePrice} className="space-y-3 py-3">
      <h3 className="font-semibold text-slate-900">{setQuotePrice}</h3>
      {lines.map((line, index) => (
        <div key={line.line} className="grid gap-3 sm:grid-cols-2">
          <FormField
            id={`quote-price-${line.line}`}
            label={quotePriceOf(line.name)}
            error={problem ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={line.price}
                onChange={(event) => change(index, "price", event.target.value)}
                className={dashboardLook.control}
              />
            )}
          </FormField>
          <FormField id={`quote-quantity-${line.line}`} label={quoteQuantityOf(line.name)}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => change(index, "quantity", event.target.value)}
                className={dashboardLook.control}
              />
            )}
          </FormField>
        </div>
      ))}
      <button
        type="submit"
        disabled={priceQuote.isPending}
        className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
      >
        {sendQuote}
      </button>
    </form>
  );
}
