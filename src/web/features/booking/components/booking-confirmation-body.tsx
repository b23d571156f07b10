// Kept apart from the dialog around it: the booking page shows it without the dialog's code.
import { useState } from "react";
import { Link } from "react-router";
import { changeOrCancelLabel, totalLabel, visitLabel } from "~/shared/rules/booking";
import { bookingLines, showsQuantity } from "~/shared/rules/pricing";
import { seriesBooked, visitNeedsPlace, weWillCallForTime } from "~/shared/rules/recurring";
import type { CreatedBooking } from "~/shared/schemas/booking";
import type { SeriesSummary } from "~/shared/schemas/series";
import { PayOnlineForm } from "~/web/components/ui/pay-online-form";
import { useWindowHours, VisitWhen } from "~/web/components/ui/visit-when";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useHydrated } from "../lib/use-hydrated";
import { whatsappBookingLink } from "../lib/whatsapp-link";

/** What the confirmation shows of a booking: a new booking's answer, or the booking its manage link reads. */
export type ConfirmedBooking = Pick<
  CreatedBooking,
  | "bookingId"
  | "customerName"
  | "totalPrice"
  | "preferredDate"
  | "preferredTime"
  | "manageUrl"
  | "onlinePayment"
> &
  Partial<Pick<CreatedBooking, "services" | "area" | "travelFee">> & { series?: SeriesSummary | null };

/**
 * What a customer needs after booking: the booking ID, the total and date, and the ways to follow it
 * up. Plain HTML but for the copy button, which shows once the page's script runs (the booking page
 * shows this without script).
 */
export function ConfirmationBody({ booking, onClose }: { booking: ConfirmedBooking; onClose?: () => void }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<boolean | null>(null);
  const { business } = useSiteSettings();
  const statusPath = `/check-booking-status?id=${encodeURIComponent(booking.bookingId)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(booking.bookingId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Thank you, {booking.customerName}. We will call you to confirm. Keep your booking ID to check the
        status of your booking.
      </p>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-center">
        <p className="text-sm font-medium text-brand-900">Your Booking ID</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wider break-all text-slate-900 select-all">
          {booking.bookingId}
        </p>
        {hydrated && (
          <>
            <button
              type="button"
              onClick={() => void copy()}
              className="mt-3 min-h-11 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {copied ? "Copied!" : "Copy Booking ID"}
            </button>
            <p role="status" className="mt-2 text-sm text-slate-700">
              {copied === false ? "Copying is not available here. Please write the ID down." : ""}
            </p>
          </>
        )}
      </div>
      {booking.services && (booking.services.some(showsQuantity) || (booking.travelFee ?? 0) > 0) && (
        // What was booked by quantity or with a travel fee, as the server priced it (decision 048).
        <ul aria-label="Booked" className="space-y-1 text-sm text-slate-700">
          {bookingLines({ ...booking, services: booking.services }).map((line, index) => (
            <li key={`${line}-${index}`}>{line}</li>
          ))}
        </ul>
      )}
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>Total</dt>
          <dd className="font-semibold text-slate-900">
            {totalLabel(booking.totalPrice, booking.series?.visits.length)}
          </dd>
        </div>
        {booking.preferredDate && (
          <div className="flex justify-between gap-4">
            <dt>Preferred date</dt>
            <dd className="text-right">
              <VisitWhen date={booking.preferredDate} window={booking.preferredTime} />
            </dd>
          </div>
        )}
      </dl>
      {booking.series && <SeriesVisits series={booking.series} />}
      {booking.onlinePayment && (
        <PayOnlineForm offer={booking.onlinePayment} action={new URL(booking.manageUrl).pathname} />
      )}
      {/* The private link to move or cancel the booking (decision 031), as a button; the mail carries the link. */}
      <a
        href={booking.manageUrl}
        className="flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-4 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
      >
        {changeOrCancelLabel}
      </a>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={statusPath}
          onClick={onClose}
          className="flex-1 rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          Check Booking Status
        </Link>
        <a
          href={whatsappBookingLink(business, booking.bookingId)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex-1 rounded-lg bg-[#1c7a43] px-4 py-3 text-center font-semibold text-white hover:bg-[#155f34]"
        >
          Send on WhatsApp
        </a>
      </div>
    </div>
  );
}

/** The visits a regular booking made, each a booking of its own; one the schedule had no room for is marked. */
function SeriesVisits({ series }: { series: SeriesSummary }) {
  const hours = useWindowHours();
  return (
    <div className="text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{seriesBooked(series.frequency, series.visits.length)}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {series.visits.map((visit) => (
          <li key={visit._id}>
            {visitLabel(visit.date, visit.window, undefined, hours)}
            {visit.needsPlace && (
              <strong className="font-semibold text-amber-800">
                {` (${visitNeedsPlace}: ${weWillCallForTime})`}
              </strong>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
