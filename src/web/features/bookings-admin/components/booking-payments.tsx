import { Link } from "react-router";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira } from "~/shared/money";
import { paymentMethodLabels } from "~/shared/rules/payments";
import {
  amountDiffersFlag,
  onlinePaymentDetails,
  recordRefundLabel,
  refundHint,
  reversalWord,
} from "~/shared/rules/payments-online";
import type { Booking } from "~/shared/schemas/booking";
import type { Payment } from "~/shared/schemas/payment";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useBookingPayments, useReversePayment } from "../api/booking-payments";
import { PaymentForm } from "./payment-form";
import { PaymentStateBadge } from "./payment-state-badge";
import { paymentReversed } from "~/shared/rules/toasts";

function PaymentLine({ payment, onReverse }: { payment: Payment; onReverse?: () => void }) {
  const reversal = payment.reversesId !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className={`font-medium ${reversal ? "text-red-800" : "text-slate-900"}`}>
          {formatNaira(payment.amount)} · {paymentMethodLabels[payment.method]}
          {reversal && ` (${reversalWord(payment.method)})`}
          {payment.reversedById && (
            <span className="font-normal text-slate-600">
              {payment.method === "online" ? " (refunded)" : " (reversed)"}
            </span>
          )}
        </p>
        <p className="break-words text-slate-600">
          {formatCalendarDate(payment.paidOn)} · {payment.recordedBy}
          {payment.reference && ` · ${onlinePaymentDetails(payment)}`}
          {payment.note && ` · ${payment.note}`}
        </p>
        {payment.expectedAmount != null && (
          <p role="note" className="mt-1 rounded bg-amber-50 p-2 font-medium text-amber-900">
            {amountDiffersFlag(payment.expectedAmount)}
          </p>
        )}
      </div>
      {onReverse && (
        <button
          type="button"
          onClick={onReverse}
          className="min-h-11 rounded-lg border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {payment.method === "online" ? recordRefundLabel : "Reverse"}
        </button>
      )}
    </li>
  );
}

/** What has been paid on the booking, the balance, each entry with its reversal, and the form (decision 032). */
export function BookingPayments({ booking, canReverse }: { booking: Booking; canReverse: boolean }) {
  const ledger = useBookingPayments(booking._id);
  const reverse = useReversePayment(booking._id);

  const onReverse = async (payment: Payment) => {
    const question =
      payment.method === "online"
        ? `${refundHint} Record a refund of ${formatNaira(payment.amount)}? A reversing entry is added; the original stays listed.`
        : `Reverse the payment of ${formatNaira(payment.amount)}? A reversing entry is added; the original stays listed.`;
    if (!window.confirm(question)) return;
    try {
      await reverse.mutateAsync(payment._id);
      notify.success(paymentReversed);
    } catch (error) {
      notify.error(errorMessage(error, "The payment could not be reversed. Please try again."));
    }
  };

  return (
    <section aria-labelledby="booking-payments-title" className="border-t border-slate-100 py-4 text-sm">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="booking-payments-title" className="font-semibold text-slate-900">
          Payments
        </h3>
        <Link
          to={`/admin-dashboard/receipt/${encodeURIComponent(booking._id)}`}
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          Receipt
        </Link>
      </div>
      {ledger.isPending ? (
        <p className="text-slate-600">Loading payments...</p>
      ) : ledger.isError ? (
        <p role="alert" className="text-red-700">
          The payments could not be loaded. Close and open the booking again.
        </p>
      ) : (
        <>
          <p data-testid="payment-summary" className="flex flex-wrap items-center gap-2 text-slate-900">
            <PaymentStateBadge state={ledger.data.state} />
            <span>Paid {formatNaira(ledger.data.paid)}</span>
            <span>· Balance {formatNaira(ledger.data.balance)}</span>
          </p>
          {ledger.data.payments.length > 0 && (
            <ul aria-label="Payments" className="mt-2 divide-y divide-slate-100">
              {ledger.data.payments.map((payment) => (
                <PaymentLine
                  key={payment._id}
                  payment={payment}
                  onReverse={
                    canReverse && payment.reversesId === null && payment.reversedById === null
                      ? () => void onReverse(payment)
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
          <PaymentForm bookingId={booking._id} balance={ledger.data.balance} />
        </>
      )}
    </section>
  );
}
