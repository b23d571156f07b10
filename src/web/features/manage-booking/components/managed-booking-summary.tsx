import { bookedLine, bookedName, priceAfterInspection, travelLineOf } from "~/shared/rules/pricing";
import type { ReactNode } from "react";
import { formatNaira } from "~/shared/money";
import { VisitWhen } from "~/web/components/ui/visit-when";
import type { ManagedBooking } from "~/shared/schemas/manage";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

/** The booking as its manage link shows it: when, what, how much and where it stands. */
export function ManagedBookingSummary({ booking, status }: { booking: ManagedBooking; status: ReactNode }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 text-sm">
      <Row label="Booking ID">
        <span className="font-mono font-semibold">{booking.bookingId}</span>
      </Row>
      <Row label="Status">{status}</Row>
      <Row label="Date and time">
        {/* An open quote holds no place yet: the date and window the customer would like. */}
        <VisitWhen
          date={booking.preferredDate ?? booking.quote?.preferredDate ?? null}
          window={booking.preferredTime ?? booking.quote?.preferredTime ?? null}
        />
      </Row>
      <Row label="Services">
        <ul>
          {booking.services.map((service, index) => (
            <li key={`${service.name}-${index}`}>
              {service.afterInspection && booking.quote?.state === "requested"
                ? `${bookedName(service)} — ${priceAfterInspection}`
                : bookedLine(service)}
            </li>
          ))}
          {travelLineOf(booking) && <li>{travelLineOf(booking)}</li>}
        </ul>
      </Row>
      <Row label="Total">
        <span className="font-semibold">{formatNaira(booking.totalPrice)}</span>
      </Row>
      {booking.paid !== undefined && booking.paid > 0 && (
        <Row label="Paid">
          {formatNaira(booking.paid)}
          {booking.paid >= booking.totalPrice ? " (paid in full)" : ""}
        </Row>
      )}
      <Row label="Address">{booking.address}</Row>
    </dl>
  );
}
