import { formatNaira } from "~/shared/money";
import { discountSparesTravelFee, travelLabel } from "~/shared/rules/pricing";

type BookingTotalProps = {
  /** The draft priced as the server prices it (draftPrice), in naira. */
  price: { subtotal: number; discountAmount: number; travelFee: number; total: number };
  discount: number;
  area?: string;
  /** How a coupon and a regular-visit discount combine, when both apply. */
  note?: string;
};

/** The running total; announced politely as services, quantities, the area and coupons change it. */
export function BookingTotal({ price, discount, area, note }: BookingTotalProps) {
  const fee = area && price.travelFee > 0;
  return (
    <div className="rounded-xl bg-slate-50 p-4" aria-live="polite">
      {(discount > 0 || fee) && (
        <dl className="mb-2 space-y-1 text-sm text-slate-600">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatNaira(price.subtotal)}</dd>
          </div>
          {discount > 0 && (
            <div className="flex justify-between">
              <dt>Discount ({discount}%)</dt>
              <dd>−{formatNaira(price.discountAmount)}</dd>
            </div>
          )}
          {fee && (
            <div className="flex justify-between">
              <dt>{travelLabel(area)}</dt>
              <dd data-testid="booking-travel-fee">{formatNaira(price.travelFee)}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="flex items-baseline justify-between text-lg font-bold text-slate-900">
        <span>Total</span>
        <span data-testid="booking-total">{formatNaira(price.total)}</span>
      </p>
      {fee && <p className="mt-1 text-sm text-slate-600">{discountSparesTravelFee}</p>}
      {note && <p className="mt-2 text-sm text-slate-700">{note}</p>}
    </div>
  );
}
