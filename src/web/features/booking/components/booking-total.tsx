import { formatNaira } from "~/shared/money";
import { bookingTotal } from "~/shared/pricing";

type BookingTotalProps = { prices: readonly number[]; discount: number };

/** The running total; announced politely as services and coupons change it. */
export function BookingTotal({ prices, discount }: BookingTotalProps) {
  const subtotal = bookingTotal(prices);
  const total = bookingTotal(prices, discount);
  return (
    <div className="rounded-xl bg-slate-50 p-4" aria-live="polite">
      {discount > 0 && (
        <dl className="mb-2 space-y-1 text-sm text-slate-600">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatNaira(subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Discount ({discount}%)</dt>
            <dd>−{formatNaira(subtotal - total)}</dd>
          </div>
        </dl>
      )}
      <p className="flex items-baseline justify-between text-lg font-bold text-slate-900">
        <span>Total</span>
        <span data-testid="booking-total">{formatNaira(total)}</span>
      </p>
    </div>
  );
}
