import { bookedName, lineNaira, travelLabel } from "~/shared/rules/pricing";
import type { ReactNode } from "react";
import { timeWindowLabels } from "~/shared/booking-status";
import { formatCalendarDate, todayInLagos } from "~/shared/lagos-date";
import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { formatNaira } from "~/shared/money";
import { discountLine, discountLabelOf, hasDiscount } from "~/shared/rules/booking";
import { paymentMethodLabels, paymentStateLabels } from "~/shared/rules/payments";
import { onlinePaymentDetails, reversalWord } from "~/shared/rules/payments-online";
import type { BookingPayments } from "~/shared/schemas/payment";
import { fullAddress, useSiteSettings } from "~/web/lib/site-settings";
import { useBookingPayments } from "../api/booking-payments";

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "font-semibold text-slate-900" : ""}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function ReceiptBody({ ledger }: { ledger: BookingPayments }) {
  const { business } = useSiteSettings();
  const { booking, payments } = ledger;
  const visit = booking.preferredDate
    ? `${formatCalendarDate(booking.preferredDate)}${booking.preferredTime ? `, ${timeWindowLabels[booking.preferredTime]}` : ""}`
    : "Not set";
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto max-w-2xl break-words rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-8 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="border-b border-slate-200 pb-4">
        <p className="text-xl font-bold text-slate-900">{business.name}</p>
        <p>{fullAddress(business)}</p>
        <p>
          {business.phones.map((phone) => phone.number).join(" · ")} · {business.email}
        </p>
      </header>
      <h1 id="receipt-title" className="mt-4 text-lg font-semibold text-slate-900">
        Receipt for booking {booking.bookingId}
      </h1>
      <dl className="mt-2">
        <Line label="Customer">{booking.customerName}</Line>
        <Line label="Visit">{visit}</Line>
        <Line label="Booked on">{formatLagosMoment(booking.createdAt)}</Line>
        <Line label="Receipt date">{formatCalendarDate(todayInLagos())}</Line>
      </dl>
      <h2 className="mt-4 border-b border-slate-200 pb-1 font-semibold text-slate-900">Services</h2>
      <dl>
        {booking.services.map((service, index) => (
          <Line key={`${service.name}-${index}`} label={bookedName(service)}>
            {formatNaira(lineNaira(service))}
          </Line>
        ))}
        <Line label="Subtotal">{formatNaira(booking.subtotal)}</Line>
        {hasDiscount(booking) && <Line label={discountLabelOf(booking)}>{discountLine(booking)}</Line>}
        {booking.area && (booking.travelFee ?? 0) > 0 && (
          <Line label={travelLabel(booking.area)}>{formatNaira(booking.travelFee ?? 0)}</Line>
        )}
        <Line label="Total" strong>
          {formatNaira(ledger.total)}
        </Line>
      </dl>
      <h2 className="mt-4 border-b border-slate-200 pb-1 font-semibold text-slate-900">Payments</h2>
      {payments.length === 0 ? (
        <p className="py-1">No payments yet.</p>
      ) : (
        <dl>
          {payments.map((payment) => (
            <Line
              key={payment._id}
              label={`${formatCalendarDate(payment.paidOn)} · ${paymentMethodLabels[payment.method]}${payment.reversesId ? ` (${reversalWord(payment.method)})` : ""}${payment.reference ? ` · ${onlinePaymentDetails(payment)}` : ""}`}
            >
              {formatNaira(payment.amount)}
            </Line>
          ))}
        </dl>
      )}
      <dl className="mt-2 border-t border-slate-200 pt-2">
        <Line label="Paid">{formatNaira(ledger.paid)}</Line>
        <Line label="Balance" strong>
          <span data-testid="receipt-balance">{formatNaira(ledger.balance)}</span>
        </Line>
        <Line label="Status">{paymentStateLabels[ledger.state]}</Line>
      </dl>
      <p className="mt-6 text-center text-slate-600">Thank you for choosing {business.name}.</p>
    </article>
  );
}

/** A receipt staff print or save as PDF (decision 032): the print styles leave only the receipt on the page. */
export function BookingReceipt({ bookingId }: { bookingId: string }) {
  const ledger = useBookingPayments(bookingId);
  if (ledger.isPending) return <p className="text-slate-600">Loading the receipt...</p>;
  if (ledger.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
        The receipt could not be loaded. The booking may not exist.
      </p>
    );
  return (
    <div>
      <div className="mx-auto mb-4 flex max-w-2xl justify-end print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Print
        </button>
      </div>
      <ReceiptBody ledger={ledger.data} />
    </div>
  );
}
