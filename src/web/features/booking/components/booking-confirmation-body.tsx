// Kept apart from the dialog around it: the booking page shows it without the dialog's code.
import { useState } from "react";
import { Link } from "react-router";
import { timeWindowLabels } from "~/shared/booking-status";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira } from "~/shared/money";
import { manageLinkLabel, visitLabel } from "~/shared/rules/booking";
import { seriesBooked, visitNeedsPlace, weWillCallForTime } from "~/shared/rules/recurring";
import type { CreatedBooking } from "~/shared/schemas/booking";
import type { SeriesSummary } from "~/shared/schemas/series";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useHydrated } from "../lib/use-hydrated";
import { whatsappBookingLink } from "../lib/whatsapp-link";

/**
 * What a customer needs after booking: the booking ID, the total and date, and the ways to follow it
 * up. Plain HTML but for the copy button, which shows once the page's script runs (the booking page
 * shows this without script).
 */
export function ConfirmationBody({ booking, onClose }: { booking: CreatedBooking; onClose?: () => void }) {
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
              className="mt-3 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {copied ? "Copied!" : "Copy Booking ID"}
            </button>
            <p role="status" className="mt-2 text-sm text-slate-700">
              {copied === false ? "Copying is not available here. Please write the ID down." : ""}
            </p>
          </>
        )}
      </div>
      <dl className="space-y-1 text-sm text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>Total</dt>
          <dd className="font-semibold text-slate-900">{formatNaira(booking.totalPrice)}</dd>
        </div>
        {booking.preferredDate && (
          <div className="flex justify-between gap-4">
            <dt>Preferred date</dt>
            <dd>
              {formatCalendarDate(booking.preferredDate)}
              {booking.preferredTime ? `, ${timeWindowLabels[booking.preferredTime]}` : ""}
            </dd>
          </div>
        )}
      </dl>
      {booking.series && <SeriesVisits series={booking.series} />}
      {/* The private link to move or cancel the booking (decision 031): a full address, to copy or keep. */}
      <p className="text-sm text-slate-700">
        {manageLinkLabel}{" "}
        <a href={booking.manageUrl} className="font-semibold break-all text-brand-800 underline">
          {booking.manageUrl}
        </a>
      </p>
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
  return (
    <div className="text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{seriesBooked(series.frequency, series.visits.length)}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {series.visits.map((visit) => (
          <li key={visit._id}>
            {visitLabel(visit.date, visit.window)}
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
